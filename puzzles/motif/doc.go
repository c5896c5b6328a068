// Package motif says what a puzzle is about, so that a collection does not
// teach the same thing over and over: its motif (the rule set, the goal, the
// relation, the takers' and the target's values, and the geometry: where the
// takers stand from the target), its position (the board without the turn
// number) and whether a king (a pyramid) is in it.
//
//	Of       a puzzle's motif, position and king, from the engine's solution
//	Check    a collection against the limits: a motif at most MaxPerMotif
//	         times, a position once, a king in at most a quarter of the
//	         capture puzzles
//
// Two puzzles with the same motif ask the solver to see the same thing: the
// r3 erupting 3 × 3 = 9 onto the king's layer two squares down the diagonal
// is one idea however the rest of the board differs. puzzles/check refuses a
// collection that breaks a limit.
package motif
