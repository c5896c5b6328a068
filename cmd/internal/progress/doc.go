// Package progress keeps what a learner has done in rithmo: lessons opened
// (with the page, so the home screen can offer "Continue: lesson 4, page 3")
// and finished, and every exercise and puzzle attempt (when, the answer, right
// or wrong, hints used, time taken, and for puzzles the rule set and themes).
//
// The store is one bbolt file (go.etcd.io/bbolt, pure Go). A meta bucket
// marks it as rithmo's (application "RTMO") and holds its schema version:
// 4 is the content of the last SQLite schema (3) in buckets, one per table,
// keyed by the table's natural key or by a big-endian sequence number
// (tables.go); later schemas are Go migrations. Records are encoded field
// after field, so that a field added later reads as zero in older records.
// What were SQL aggregates are plain Go over the records scanned.
//
// bbolt locks its whole file while it is open, and several processes share
// one file (a teacher's `rithmo class` while `rithmo serve` runs, a learner's
// two terminals): the store holds nothing open between calls. Every call
// opens the file, runs one transaction and closes it, waiting up to 5 s for
// another process's lock; within a process, a lock per file serialises the
// calls (flock conflicts between two descriptors of one process too).
// Every record is its own transaction, committed and synced before the call
// that records it returns, so Ctrl-C or a killed process loses nothing
// already answered.
//
// A file that is not rithmo's (neither bbolt nor SQLite, another program's
// database, a newer schema, a damaged or truncated file) is refused with a
// *ForeignError naming the path and what to do; it is never written to.
// bbolt trusts the pages it reads, so a file's structure is checked before
// bbolt opens it (boltcheck.go), and a panic or memory fault inside bbolt is
// turned into the same damaged-file error.
//
// Open also proves, before a page is shown, that the file can be written: a
// read-only file, or a lock held past the busy timeout, is a *StoreError,
// which says in words what happened and what to do. New files are created
// 0600 in folders created 0700.
//
// A SQLite progress file of an older rithmo (schemas 1 to 3, with its -wal or
// a hot -journal) is read with cmd/internal/sqlitefile and brought to schema
// 3's content in Go as its SQL migrations did (legacy.go). Open converts it
// in place: the new file is written and synced under a temporary name, the
// SQLite file and its -wal or -journal are kept (hard links) as
// PATH.sqlite-backup, then the new file takes PATH's name atomically, so
// that every crash leaves all the progress in one of the two. Read and
// Export import it in memory and write nothing beside it.
//
// Schema 2 of the SQLite store added what review, ratings and mastery need
// (schema_review.go): each answer names the item answered (PuzzleItem,
// ExerciseItem) and where it was given; items missed or hinted become review
// cards scheduled by FSRS-5 (cmd/internal/fsrs); every first try at a puzzle
// moves the learner's rating for its goal and the puzzle's own by Glicko-2
// (cmd/internal/glicko2); the pages opened make a lesson read, and its
// exercises right at the first try or on review make it mastered (80 %);
// Learning reads all of it, with the daily puzzle's streak. Schema 3 added
// classes (schema_class.go).
//
// Read is the other way in, for `rithmo progress`: it only reads (no file
// created, no migration, bbolt opened read-only with a shared lock), so it
// works on a file the learner may not write, and a missing or empty file is
// ErrNothingRecorded.
package progress
