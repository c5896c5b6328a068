// Package progress keeps what a learner has done in rithmo: lessons opened
// (with the page, so the home screen can offer "Continue: lesson 4, page 3")
// and finished, and every exercise and puzzle attempt (when, the answer, right
// or wrong, hints used, time taken, and for puzzles the rule set and themes).
//
// The store is one SQLite file (modernc.org/sqlite, pure Go). It is marked as
// rithmo's with PRAGMA application_id and versioned with PRAGMA user_version;
// migrations run in one IMMEDIATE transaction so that two processes opening
// the same new file do not both migrate it. The file runs in WAL mode with a
// busy timeout so that concurrent runs wait for each other instead of failing,
// and every record is its own short transaction: an answer is on disk before
// the call that records it returns, so Ctrl-C or a killed process loses
// nothing already answered.
//
// A file that is not rithmo's (not SQLite, another program's database, a
// newer schema, a damaged or truncated file) is refused with a *ForeignError
// naming the path and what to do. Such a file is inspected from its header and
// then through a read-only connection only: it is never written to. A rithmo
// file whose schema version it cannot have written (negative, newer, 0 with
// tables) or that lacks a table its version promises is refused the same way.
//
// Open also proves, before a page is shown, that the file can be written: a
// read-only file or folder, or a lock held past the busy timeout, is a
// *StoreError, which says in words what happened and what to do (SQLite's
// own text never reaches the learner). Its first read-write step re-reads
// the file and claims it if a crash in the first run left it marked but
// with the journal that unmarks it (review D1). New files are created 0600
// in folders created 0700. Close checkpoints the log, so a cleanly closed
// file is complete alone; Export writes a single-file copy at any time.
//
// Schema 2 adds what review, ratings and mastery need (schema_review.go):
// each answer names the item answered (PuzzleItem, ExerciseItem) and where
// it was given; items missed or hinted become review cards scheduled by
// FSRS-5 (cmd/internal/fsrs); every first try at a puzzle moves the
// learner's rating for its goal and the puzzle's own by Glicko-2
// (cmd/internal/glicko2); the pages opened make a lesson read, and its
// exercises right at the first try or on review make it mastered (80 %);
// Learning reads all of it, with the daily puzzle's streak.
//
// Read is the other way in, for `rithmo progress`: it only reads (no file
// created, no migration, no journal-mode switch), so it works on a file the
// learner may not write, and a missing or empty file is ErrNothingRecorded.
package progress
