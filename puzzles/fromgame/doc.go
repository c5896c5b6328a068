// Package fromgame finds, in a game the learner played, the positions
// where they let a capture or a triumph pass, and sets each as a puzzle to
// be solved again in review: the position before their action (its rule
// set and side to move with it), the goal it missed ("triumph" when a
// triumph could have been set, else "capture most"), and the answers the
// engine accepts there, found through puzzles/judge, never written by
// hand. Review judges the learner's answer through the engine anew.
//
// A step is a mistake when the learner could have set a triumph and did
// not, or could have taken more value than their action took: the coach's
// "missed" notes (package coach) on the same step say it in words.
// Everything here is a pure function of the game.
package fromgame
