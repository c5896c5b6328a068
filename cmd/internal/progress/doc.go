// Package progress keeps what a learner has done in rithmo: lessons opened
// (with the page, so the home screen can offer "Continue: lesson 4, page 3")
// and finished, and every exercise and puzzle answer (when, the answer,
// right or wrong, hints used, time taken, and for puzzles the rule set and
// themes), with the review cards, ratings and mastery they make; and the
// learner's settings (Setting: the rule set they learn in).
//
// The store is one SQLite database (modernc.org/sqlite, pure Go, through
// database/sql) that any SQLite tool reads. Its schema is the numbered SQL
// files of migrations/, embedded; PRAGMA user_version is the last one
// applied and PRAGMA application_id marks the file as rithmo's ("RTMO",
// ApplicationID). Times are UTC text, so that text order is time order.
//
// A process keeps one pool of connections per file for as long as a store
// on it is open, in WAL mode, so that a teacher's `rithmo class report`
// reads while `rithmo serve` records, and a learner's two terminals share
// one file. Writes are serialised within the process (one writer lock per
// file) and between processes by SQLite, waiting up to 5 s. Every answer
// is its own transaction, committed to SQLite's log before the call that
// records it returns, so that Ctrl-C or kill -9 at any moment loses
// nothing already answered. The log is synced at checkpoints
// (synchronous=NORMAL): a power cut may roll back the last answers, and
// never damages the file. When the last store on a file closes, SQLite
// folds its log back into the file, which is then whole on its own.
//
// Every table that holds a learner's work has a learner column: "" is the
// one learner of a personal file (DefaultLearner). A class file (rithmo
// serve --class) keeps its students too, each under their SSH key's
// fingerprint: ForLearner is the store seen as one student, and what they
// answer is one row, written in one transaction, that is both their own
// progress and the teacher's record. The attempt table keeps every answer,
// right or wrong, with the step of the item it answers, the hints shown
// before it, whether the answer was then shown, when the item was opened
// and answered, and the assignment it was given in. An answer is the
// player's own type (puzzles.Attempt, lessons.Attempt), recorded with
// Given (where it was given: origin, assignment, review card, seed). A
// puzzle is answered in parts, a row each; ends marks the row that solved
// the item and the row that only times the learner leaving it. The
// answer that settles a first try (puzzles.Attempt.Settles) is the one
// rated and scheduled for review; the parts after it are the learner's
// own retry.
//
// A teacher can read a class file with sqlite3, even while the server
// runs. Each student's answers to an assignment, per puzzle or exercise:
//
//	sqlite3 -readonly -header -column class.db "
//	  SELECT l.name AS student, a.name AS item, count(*) AS answers,
//	         max(a.ends = 'solved') AS solved, sum(a.hints) AS hints,
//	         sum(a.took_ms) / 1000 AS seconds
//	  FROM attempt a JOIN learner l ON l.id = a.learner
//	  WHERE a.assignment = 'week1'
//	  GROUP BY a.learner, a.item ORDER BY l.name, a.name;"
//
// The teacher's report is read the same way (ClassRows: one row per learner
// and item, grouped in SQL, and every answer) and built by a pure function
// (BuildClassReport) into a student-by-item grid of Outcomes, items worst
// first and a line per idea. Outcomes judges a student's own items the
// same way, so that their screen and the report agree.
//
// In a class file the learner table is the roster (roster.go): the
// teacher puts students on it by name, with a key or without one (then
// they join with a one-time code, kept only as its SHA-256 and compared in
// constant time). A name belongs to one key and a key to one name; once
// the roster has a student, the server admits only its students.
//
// A file that is not rithmo's (not SQLite, another program's database, a
// newer schema, damaged pages or a truncated file) is refused with a
// *ForeignError naming the path and what to do, before anything opens it
// for writing: it is never written to. The header is read first; then a
// read-only connection reads the mark, the schema version and the tables
// and runs PRAGMA quick_check.
//
// Open also proves, before a page is shown, that the file can be written:
// a read-only file or folder, or a lock held past the busy timeout, is a
// *StoreError, which says in words what happened and what to do. New
// files are created 0600 in folders created 0700; SQLite gives the -wal
// and -shm files beside them the file's mode. A file moved aside or
// replaced while rithmo runs is not recorded into: the next answer says so.
//
// Read is the other way in, for `rithmo progress`: it only reads (no file
// created, no migration, no log or index left beside the file), so it
// works on a file the learner may not write, and a missing or empty file
// is ErrNothingRecorded. Export writes a consistent copy, one file, while
// another rithmo records.
package progress
