// Package teach knows which lesson teaches what a puzzle needs, so that no
// puzzle runs ahead of the lessons: each way of taking (equality, addition
// and its deceit and lying weight, siege, a pyramid's layers...), each grade
// of triumph and the common victories is taught in one section of one
// lesson, named by its "## " heading (Topics).
//
// A Course is the lessons as loaded (content.Lessons() in the binary): it
// finds the page of a section, works out the section a puzzle should name
// from what its answer uses (Need: the one taught last), and says in words
// what is wrong when a puzzle's lesson line names another (Check). The
// table is held against the lessons by New, so that a renamed heading is
// found by the tests, not by a learner.
//
// Read is the lessons a learner has read; Filter keeps the puzzles it
// opens (those naming a lesson read, or none) and Next names the lesson
// that would open more, so that suggestions, the daily puzzle, practice
// and review never run ahead of the lessons.
//
// Ending picks the 3 to 5 puzzles that close a lesson in the learner's rule
// set, a section of the lesson at a time, easiest first: what the lesson's
// last page offers.
package teach
