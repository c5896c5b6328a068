// Package app is rithmo's home screen: the menu (Continue, Lessons, Review,
// Daily puzzle, Puzzles, Board analysis, Progress, Quit) that `rithmo` with
// no arguments opens. Continue proposes the review when items are due, else
// the first exercise never answered of the first lesson not yet mastered
// (ContinueFrom). A first run opens on the Menu's Welcome (a Pick: how
// rithmo works and the rule set to learn in) before the menu.
//
// It runs one long-lived bubbletea program; each screen (the lesson reader,
// the puzzle player...) is a tea.Model with Done() bool embedded in it, and
// the home takes the keys back when the screen is done. In accessible mode
// the same menu is a plain prompt (huh, WithAccessible) asked in a loop.
package app
