// Package teach knows which lesson teaches what a puzzle needs, so that no
// puzzle runs ahead of the lessons: each way of taking (equality, addition
// and its deceit and lying weight, siege, a pyramid's layers...), each grade
// of triumph and the common victories (Topics), and what a turn does: the
// moves of each rule set, Němec's attack, the 1563 book's stepping in
// (Turns). Each is taught in full in one section of one lesson, named by
// its "## " heading, and some are first met earlier: lesson 1 shows the
// four ways of taking by two men, lesson 14 treats them in full.
//
// A Course is the lessons as loaded (content.Lessons() in the binary): it
// finds the page of a section and says in words what is wrong when a
// puzzle's lesson line names a lesson outside the window of what its answer
// uses (Check): from the section that first teaches the last of it (Need)
// to the end of the lesson that completes its teaching (Full). So a plain
// capture in the first kind may close lesson 3, where the moves come, or
// lesson 14. The tables are held against the lessons by New, so that a
// renamed heading is found by the tests, not by a learner.
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
