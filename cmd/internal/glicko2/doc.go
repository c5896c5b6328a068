// Package glicko2 rates players and puzzles with Mark Glickman's Glicko-2
// system, as described in "Example of the Glicko-2 system" (Boston
// University, 2013, revised 2022; http://www.glicko.net/glicko/glicko2.pdf):
// a rating r, a rating deviation RD (how uncertain r is) and a volatility σ
// (how erratic the results are), updated after a rating period of games.
//
// rithmo treats every first try at a puzzle as one game in its own rating
// period between the learner (for the puzzle's goal) and the puzzle: the
// learner wins when right without a hint. Both sides are updated, each
// against the other's rating before the game.
//
// The constants are the paper's: an unrated player starts at 1500, RD 350,
// σ 0.06 (the progress store seeds a learner narrower, RD 150, so that a
// first try moves a newcomer by tens of points, not hundreds); the scale factor is 173.7178; the system constant τ is 0.5 and
// the volatility iteration stops at ε = 0.000001 (steps 1 to 8 of the
// paper, with the Illinois algorithm of step 5).
package glicko2
