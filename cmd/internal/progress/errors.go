package progress

import (
	"errors"
	"fmt"
	"io/fs"
	"syscall"

	"modernc.org/sqlite"
	sqlite3 "modernc.org/sqlite/lib"
)

// StoreError is a failure to read or write the progress database, said in
// words: what happened to which file, and what to do. The driver's own
// error stays reachable with errors.As and errors.Is, but its text (SQL
// codes) is never part of the message.
type StoreError struct {
	Path string
	What string // what happened, e.g. "it cannot be written: the file or its folder is read-only"
	Todo string // what to do
	Err  error  // the cause
}

func (e *StoreError) Error() string {
	return fmt.Sprintf("progress database %s: %s; %s", e.Path, e.What, e.Todo)
}

func (e *StoreError) Unwrap() error { return e.Err }

// explain says err, met while using the database at path, in words. A
// *ForeignError or *StoreError is returned as it is; nil stays nil.
func explain(path string, err error) error {
	if err == nil {
		return nil
	}
	var (
		fe *ForeignError
		se *StoreError
	)
	if errors.As(err, &fe) || errors.As(err, &se) {
		return err
	}
	elsewhere := "or keep progress elsewhere with --data FILE or RITHMO_DATA"
	e := &StoreError{Path: path, Err: err}
	switch sqliteCode(err) {
	case sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED:
		e.What = fmt.Sprintf("another program (perhaps another rithmo) has kept it locked for more than %v", busyTimeout)
		e.Todo = "close the other program, then try again"
		return e
	case sqlite3.SQLITE_READONLY:
		e.What, e.Todo = "it cannot be written: the file or its folder is read-only", "check the permissions of the file and its folder, "+elsewhere
		return e
	case sqlite3.SQLITE_CORRUPT, sqlite3.SQLITE_NOTADB:
		return &ForeignError{Path: path, Problem: "it is damaged: SQLite cannot read its pages (the file was cut short, or bytes in it were changed)", damaged: true, ours: true}
	case sqlite3.SQLITE_FULL:
		e.What, e.Todo = "the disk is full", "free some space, then try again"
		return e
	case sqlite3.SQLITE_IOERR:
		e.What, e.Todo = "the disk reported an input/output error", "check the disk, then try again, "+elsewhere
		return e
	case sqlite3.SQLITE_CANTOPEN:
		e.What, e.Todo = "it cannot be opened (it was moved, or its folder cannot be read)", "check the file and its folder, "+elsewhere
		return e
	}
	switch {
	case errors.Is(err, fs.ErrPermission), errors.Is(err, syscall.EROFS):
		e.What, e.Todo = "permission denied", "check the permissions of the file and its folder, "+elsewhere
	case errors.Is(err, syscall.ENOSPC):
		e.What, e.Todo = "the disk is full", "free some space, then try again"
	case errors.Is(err, syscall.EIO):
		e.What, e.Todo = "the disk reported an input/output error", "check the disk, then try again, "+elsewhere
	default:
		// Our own words, or the system's (a path error names its file).
		e.What, e.Todo = pathless(err), "check the file and its folder, "+elsewhere
	}
	return e
}

// pathless is err's text without the path an *fs.PathError repeats.
func pathless(err error) string {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Op + ": " + pe.Err.Error()
	}
	return err.Error()
}

// sqliteCode is the primary result code of a SQLite error in err's chain;
// 0 when there is none.
func sqliteCode(err error) int {
	var se *sqlite.Error
	if errors.As(err, &se) {
		return se.Code() & 0xff
	}
	return 0
}

// isDriverError reports an error of SQLite's, to be said in words, as
// opposed to the store's own.
func isDriverError(err error) bool { return sqliteCode(err) != 0 }
