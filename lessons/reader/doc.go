// Package reader is the lesson reader: a bubbletea model that lists the
// lessons, shows the pages of one (←/→ or n/p to turn, ↑/↓ to scroll, q
// to go back), asks each exercise with its form at its place in the page
// (enter), shows the feedback under it, and tells a lessons.Recorder about
// every page opened and answer given, as it happens.
//
// The model is meant to be embedded in one long-lived tea.Program (the home
// screen forwards messages to it and returns to its menu when Done reports
// true). Pages are rendered in Update, when a page opens or the width
// changes, and come from the renderer's cache afterwards; View only lays
// them out. The form being answered is fitted to the terminal (as wide as
// the prose, no taller than the page area, its question kept when the
// options must scroll) and kept in view whenever the terminal is resized
// or the form grows; every line of the view fits the terminal's width.
//
// A lesson's last page shows its way on (EndLines): the puzzles that close
// it, in the learner's rule set, played over the reader with Enter once its
// exercises are answered (an Ending, given by the caller), and the next
// lesson with →. w shows the glossary's entries for the terms on a page
// (WordLines), and an exercise's feedback names the lesson that teaches a
// term it uses ahead of that lesson (Untaught).
//
// Turning forward passes over the pages wholly about other rule sets'
// moves than the learner's (lessons.Lesson.Elsewhere, lesson 3's walk
// through all five), saying which on the status line; ← still shows them.
// A Shortcut, the first run's quick route, turns once from a page of one
// lesson to another (lesson 1's first taste of taking to lesson 3). On
// the route an exercise that asks again what an earlier one on it asked,
// or asks another rule set's moves on the learner's own pages, is passed
// over unseen and not recorded, so it stays open for the course; one line
// before its run of exercises says how many of them are asked and why
// the rest wait, so that the words above them ("these three") and what
// is shown agree;
// and a last page that offers puzzles shows them before its summary (the
// lesson's "In a nutshell" and sources), which follows once they are
// played. The route ends at the puzzles, or when the learner goes back to
// the list of lessons.
//
// RunAccessible is the same reader with plain prompts, for screen readers
// and scripted input; the way on and the words are choices of its "Where
// next?" prompt.
package reader
