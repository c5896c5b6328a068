// Package board holds the vocabulary of Rithmomachia positions: squares,
// sides, shapes, men and pyramids, rule sets and their options, the position
// itself, its text notation (shared/notation.md) and the opening arrays of
// every rule set (shared/setups.md).
//
// The types are small values: a Square is one byte, a Piece 32 bytes, and a
// Position copies without allocating except for the lists of men each side
// has taken. Legality (what may move where, what takes what) lives in package
// engine; this package only says what a position is and whether it could
// arise under its rule set.
package board
