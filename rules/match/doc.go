// Package match plays the opponent against itself, level against level,
// from a rule set's opening array, and counts wins, draws and losses and the
// time each level takes a move: the measure of the levels' strength.
//
// The clock is injected (Config.Now), so a test of the counting needs no
// wall clock; the times it reports are what the caller's clock says.
package match
