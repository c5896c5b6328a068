package progress

import (
	"bytes"
	"context"
	"database/sql"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"slices"
	"strings"
)

// ForeignError reports a file rithmo will not use as its progress database.
// The file has not been changed.
type ForeignError struct {
	Path    string
	Problem string // what is wrong with it
	Hint    string // what to do; a default is given when empty

	damaged bool // it cannot be read, as opposed to not rithmo's
	ours    bool // rithmo's own file (marked), though unusable: moving it aside is the advice
}

func (e *ForeignError) Error() string {
	hint := e.Hint
	switch {
	case hint != "":
	case e.ours:
		hint = fmt.Sprintf("move it aside (mv %q %q) and rithmo will start a new one there, or keep progress elsewhere with --data FILE or RITHMO_DATA", e.Path, e.Path+".bak")
	default:
		// Not rithmo's: it may be anything (a system file, another
		// program's data), so rithmo never suggests moving it.
		hint = "give rithmo a file of its own with --data FILE or RITHMO_DATA"
	}
	return fmt.Sprintf("%s is not a usable rithmo progress database: %s. It has been left untouched; %s", e.Path, e.Problem, hint)
}

func newerSchema(path string, version int) error {
	return &ForeignError{
		Path:    path,
		Problem: fmt.Sprintf("it was written by a newer rithmo (schema %d; this one knows up to %d)", version, SchemaVersion()),
		Hint:    "run the newer rithmo, or move the file aside to start afresh with this one",
	}
}

type fileState uint8

const (
	stateMissing fileState = iota // no file: create it
	stateEmpty                    // nothing recorded: zero bytes, or a SQLite file without a table
	stateOurs                     // a rithmo file this rithmo can open
)

// sqliteMagic opens every SQLite 3 file.
var sqliteMagic = []byte("SQLite format 3\x00")

// tables are the tables of schema 1, which every later schema keeps.
var tables = []string{"assignment", "assignment_item", "attempt", "attempt_theme", "learner", "lesson_page", "lesson_visit",
	"rating", "rating_history", "review_card"}

// inspect decides whether the file at path may be used, without writing
// anything: it is a regular file, a SQLite database marked as rithmo's (or
// an empty one), of a schema this rithmo knows, whose pages pass SQLite's
// quick_check. abs is path made absolute.
func inspect(path, abs string) (fileState, error) {
	info, err := os.Stat(abs)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return stateMissing, nil
	case err != nil:
		return 0, explain(path, err)
	case info.IsDir():
		return 0, &ForeignError{Path: path, Problem: "it is a directory", Hint: "name a file with --data FILE or RITHMO_DATA"}
	case !info.Mode().IsRegular():
		return 0, &ForeignError{Path: path, Problem: "it is not a regular file", Hint: "name a file with --data FILE or RITHMO_DATA"}
	}
	real, err := resolve(abs)
	if err != nil {
		return 0, explain(path, err)
	}
	if info.Size() == 0 {
		// A file killed in its first transaction: empty, perhaps with
		// that transaction committed in its log, which SQLite reads.
		if wal, err := os.Stat(real + "-wal"); err != nil || wal.Size() == 0 {
			return stateEmpty, nil
		}
	} else {
		head, err := readHead(real, 100)
		if err != nil {
			return 0, explain(path, err)
		}
		switch {
		case !bytes.HasPrefix(head, sqliteMagic) && len(head) < 100:
			return 0, &ForeignError{Path: path, Problem: fmt.Sprintf("it is not a database rithmo knows (%d bytes, too short)", len(head))}
		case !bytes.HasPrefix(head, sqliteMagic):
			return 0, &ForeignError{Path: path, Problem: "it is not a database rithmo knows (not a SQLite file)"}
		case len(head) < 100:
			return 0, &ForeignError{Path: path, Problem: fmt.Sprintf("it is a truncated SQLite file (%d bytes, shorter than its own header)", len(head)), damaged: true}
		}
		if id := binary.BigEndian.Uint32(head[68:72]); id != 0 && id != ApplicationID {
			return 0, &ForeignError{Path: path, Problem: fmt.Sprintf("it is another program's SQLite database (application_id %#x)", id)}
		}
	}
	return inspectSQLite(path, real)
}

func readHead(real string, n int64) ([]byte, error) {
	f, err := os.Open(real)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return io.ReadAll(io.LimitReader(f, n))
}

// inspectSQLite reads the file's mark, schema version and tables through a
// read-only connection, and has SQLite check its pages (quick_check).
func inspectSQLite(path, real string) (fileState, error) {
	p, err := acquire(real, true)
	if err != nil {
		return 0, explain(path, err)
	}
	defer release(real, p)
	ctx := context.Background()
	conn, err := p.db.Conn(ctx)
	if err != nil {
		return 0, explain(path, err)
	}
	defer conn.Close()
	// One read transaction, so that the mark, the version and the tables
	// are read from one state of the file: another rithmo may be creating
	// it at this moment, and between two separate reads it could show its
	// tables without the mark that the same transaction wrote.
	tx, err := conn.BeginTx(ctx, &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return 0, explain(path, err)
	}
	defer tx.Rollback() //nolint:errcheck // read-only: nothing to undo
	var (
		appID   uint32
		version int
		names   []string
	)
	if err := tx.QueryRowContext(ctx, "PRAGMA application_id").Scan(&appID); err != nil {
		return 0, explain(path, err)
	}
	if err := tx.QueryRowContext(ctx, "PRAGMA user_version").Scan(&version); err != nil {
		return 0, explain(path, err)
	}
	rows, err := tx.QueryContext(ctx, "SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name")
	if err != nil {
		return 0, explain(path, err)
	}
	for rows.Next() {
		var n string
		if err := rows.Scan(&n); err != nil {
			rows.Close()
			return 0, explain(path, err)
		}
		names = append(names, n)
	}
	if err := errors.Join(rows.Err(), rows.Close()); err != nil {
		return 0, explain(path, err)
	}
	switch {
	case appID == 0 && len(names) == 0 && version == 0:
		return stateEmpty, nil // a new SQLite file: nothing to lose
	case appID == 0:
		what := "tables " + listTables(names)
		if len(names) == 0 {
			what = "no tables"
		}
		return 0, &ForeignError{Path: path, Problem: "it is another program's SQLite database (" + what + ", no rithmo mark)"}
	case appID != ApplicationID:
		return 0, &ForeignError{Path: path, Problem: fmt.Sprintf("it is another program's SQLite database (application_id %#x)", appID)}
	}
	if err := checkVersion(path, version); err != nil {
		return 0, err
	}
	if version == 0 {
		if len(names) > 0 {
			return 0, &ForeignError{Path: path, Problem: fmt.Sprintf("it is damaged or was edited: it holds tables (%s) but its schema version 0 says it has none", listTables(names)), damaged: true, ours: true}
		}
		return stateEmpty, nil
	}
	for _, want := range tables {
		if !slices.Contains(names, want) {
			return 0, &ForeignError{Path: path, Problem: fmt.Sprintf("it is damaged or was edited: table %s is missing (schema %d has it)", want, version), damaged: true, ours: true}
		}
	}
	var check string
	if err := conn.QueryRowContext(ctx, "PRAGMA quick_check(1)").Scan(&check); err != nil {
		return 0, explain(path, err)
	}
	if check != "ok" {
		// The first problem, on one line: "*** in database main ***\nPage 5: ..."
		check = strings.Join(strings.Fields(strings.TrimPrefix(check, "*** in database main ***")), " ")
		return 0, &ForeignError{Path: path, Problem: "it is damaged: SQLite's check of its pages found " + check, damaged: true, ours: true}
	}
	return stateOurs, nil
}

func listTables(tables []string) string {
	const most = 5
	if len(tables) == 0 {
		return "none"
	}
	if len(tables) > most {
		return strings.Join(tables[:most], ", ") + fmt.Sprintf(" and %d more", len(tables)-most)
	}
	return strings.Join(tables, ", ")
}
