// Package app is rithmo's home screen: the menu (Lessons, Puzzles, Board
// analysis, Progress, Quit) that `rithmo` with no arguments opens, with a
// hint of where the learner left off.
//
// It runs one long-lived bubbletea program; each screen (the lesson reader,
// the puzzle player...) is a tea.Model with Done() bool embedded in it, and
// the home takes the keys back when the screen is done. In accessible mode
// the same menu is a plain prompt (huh, WithAccessible) asked in a loop.
package app
