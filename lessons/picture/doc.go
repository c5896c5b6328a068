// Package picture reads and draws the pictures of a lesson: fenced blocks
// whose info string is board, dots, table or monochord. Each block states
// only parameters (a position in the notation of shared/notation.md and
// the squares to mark; the figures to draw; the size of a table; a string
// and its stops), never art: every picture is computed, and a board's
// marks are checked against the rules engine, so that a lesson cannot
// show a capture or a triumph the rules would not allow.
//
// A block is drawn as text (Text), with the puzzles' board renderer
// (rules/diagram) and its key for boards (TextIn: in the compact layout
// the puzzles draw in 80×24 when the window's rows cannot hold the narrow
// board and its key), or read out in words (Words) for
// a screen reader: the men by square, the target, the takers, the
// triumph's men, the numbers of a figure. A picture wider than the room it
// is given is read out in words too, after a line saying how many columns
// it needs, so that nothing is ever cut.
package picture
