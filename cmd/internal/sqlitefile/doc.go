// Package sqlitefile reads the tables of a SQLite 3 database file, read-only
// and in pure Go, with no SQLite library. It exists so that rithmo's progress
// store, which no longer uses SQLite, can import the progress files that
// earlier versions wrote: no saved progress is ever lost.
//
// Open reads the main file and, when present, its write-ahead log (path +
// "-wal"), applying the frames of committed transactions whose salts and
// checksums are valid, as SQLite's recovery would: a learner whose rithmo was
// killed keeps the answers it had committed. A hot rollback journal (path +
// "-journal", left by a crash in rithmo's first run, before the file turns to
// WAL mode) is played back in memory first, as SQLite would before any read;
// a file it empties, like an empty file, is ErrEmpty: nothing to import.
// Open never writes, creates or locks anything (no -shm is made or read), so
// it is safe on a file another process has open, and on a read-only disk.
//
// Supported: every page size (512 to 65536), reserved bytes at the end of
// pages, rowid tables and WITHOUT ROWID tables, overflow pages, every record
// serial type, the INTEGER PRIMARY KEY alias of the rowid, columns added by
// ALTER TABLE ... ADD COLUMN (an older record lacking them gives the declared
// literal default, with the column's affinity applied as SQLite does), and
// REAL columns whose integral values SQLite stores as integers. Column names
// come from the CREATE TABLE text in sqlite_schema, read by a small tokenizer.
//
// Refused, with an error that names the path (and the page, for damage):
// files that are not SQLite 3, larger than 1 GiB, UTF-16 databases, a newer
// file format (read version above 2), unusual payload fractions, and any
// damage found on the way: an offset or length out of its page, a b-tree
// that loops or is deeper than SQLite allows (20), an overflow chain that
// ends early or reuses a page, a malformed record. Damage never panics and
// never loops. Not read: indexes (rows come from the tables themselves),
// views, triggers, virtual tables (left out of Tables), the freelist, and
// VIRTUAL generated columns (Rows of such a table is refused).
package sqlitefile
