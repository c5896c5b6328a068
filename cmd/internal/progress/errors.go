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
// and SQLite's codes) is never part of the message.
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
	var sq *sqlite.Error
	if errors.As(err, &sq) {
		switch sq.Code() & 0xff {
		case sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED:
			e.What = fmt.Sprintf("another program (perhaps another rithmo) has kept it locked for more than %v", busyTimeout)
			e.Todo = "close the other program, then try again"
		case sqlite3.SQLITE_READONLY:
			e.What = "it cannot be written: the file or its folder is read-only"
			e.Todo = fmt.Sprintf("make both writable (chmod u+w %q and its folder), %s", path, elsewhere)
		case sqlite3.SQLITE_CANTOPEN:
			e.What = "it cannot be opened: its folder is missing or may not be written"
			e.Todo = "check the folder and its permissions, " + elsewhere
		case sqlite3.SQLITE_FULL:
			e.What = "the disk is full"
			e.Todo = "free some space, then try again"
		case sqlite3.SQLITE_IOERR:
			e.What = "the disk reported an input/output error"
			e.Todo = "check the disk, then try again, " + elsewhere
		case sqlite3.SQLITE_PERM, sqlite3.SQLITE_AUTH:
			e.What = "it may not be used (permission denied)"
			e.Todo = "check its permissions, " + elsewhere
		case sqlite3.SQLITE_CORRUPT, sqlite3.SQLITE_NOTADB:
			return &ForeignError{Path: path, Problem: "it is damaged: SQLite cannot read it", damaged: true, ours: true}
		case sqlite3.SQLITE_NOMEM:
			e.What = "there was not enough memory to use it"
			e.Todo = "close other programs, then try again"
		default:
			e.What = fmt.Sprintf("SQLite could not use it (result code %d)", sq.Code())
			e.Todo = "try again; if it happens again, report it with the file attached, " + elsewhere
		}
		return e
	}
	switch {
	case errors.Is(err, fs.ErrPermission), errors.Is(err, syscall.EROFS):
		e.What, e.Todo = "permission denied", "check the permissions of the file and its folder, "+elsewhere
	case errors.Is(err, syscall.ENOSPC):
		e.What, e.Todo = "the disk is full", "free some space, then try again"
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
