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
	"time"

	"modernc.org/sqlite"
	sqlite3 "modernc.org/sqlite/lib"
)

// ForeignError reports a file rithmo will not use as its progress database.
// The file has not been changed.
type ForeignError struct {
	Path    string
	Problem string // what is wrong with it
	Hint    string // what to do; a default is given when empty

	damaged bool // SQLite could not read it, as opposed to not rithmo's
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
	stateEmpty                    // zero bytes, or a SQLite file with nothing in it: claim it
	stateOurs                     // a rithmo database this rithmo can open
)

// sqliteMagic opens every SQLite 3 file.
var sqliteMagic = []byte("SQLite format 3\x00")

// inspect decides whether the file at path may be opened for writing. It
// reads the header directly and, when that looks right, looks inside through
// a read-only connection; it never writes. abs is path made absolute.
func inspect(path, abs string) (fileState, error) {
	info, err := os.Stat(abs)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return stateMissing, nil
	case err != nil:
		return 0, fmt.Errorf("progress database %s: %w", path, err)
	case info.IsDir():
		return 0, &ForeignError{Path: path, Problem: "it is a directory", Hint: "name a file with --data FILE or RITHMO_DATA"}
	case !info.Mode().IsRegular():
		return 0, &ForeignError{Path: path, Problem: "it is not a regular file", Hint: "name a file with --data FILE or RITHMO_DATA"}
	}
	if info.Size() == 0 {
		// A new rithmo database is never left empty (claim writes its
		// header first), so an empty file beside a write-ahead log is
		// something else's remains.
		if wal, err := os.Stat(abs + "-wal"); err == nil && wal.Size() > 0 {
			return 0, &ForeignError{Path: path, Problem: "it is empty but has a write-ahead log beside it (" + path + "-wal): it looks damaged", ours: true}
		}
		return stateEmpty, nil
	}
	var h header
	if err := h.read(abs); err != nil {
		return 0, &ForeignError{Path: path, Problem: err.Error()}
	}
	if info.Size()%int64(h.pageSize) != 0 {
		return 0, &ForeignError{Path: path, Problem: fmt.Sprintf("it is truncated or damaged: its %d bytes are not a whole number of %d-byte pages", info.Size(), h.pageSize), ours: h.appID == ApplicationID}
	}
	if h.appID != ApplicationID && h.appID != 0 {
		return 0, &ForeignError{Path: path, Problem: fmt.Sprintf("it is another program's SQLite database (application_id %#x)", h.appID)}
	}
	return inspectInside(path, abs, h)
}

// header is what rithmo reads of the 100-byte SQLite file header
// (https://www.sqlite.org/fileformat.html#the_database_header).
type header struct {
	pageSize int
	appID    uint32
}

func (h *header) read(abs string) error {
	f, err := os.Open(abs)
	if err != nil {
		return err
	}
	defer f.Close()
	var b [100]byte
	n, err := io.ReadFull(f, b[:])
	if err != nil {
		if n >= len(sqliteMagic) && bytes.Equal(b[:len(sqliteMagic)], sqliteMagic) {
			return fmt.Errorf("it is a truncated SQLite file (%d bytes, shorter than its own header)", n)
		}
		return fmt.Errorf("it is not a SQLite database (%d bytes, too short)", n)
	}
	if !bytes.Equal(b[:len(sqliteMagic)], sqliteMagic) {
		return errors.New("it is not a SQLite database")
	}
	h.pageSize = int(binary.BigEndian.Uint16(b[16:18]))
	if h.pageSize == 1 {
		h.pageSize = 65536
	}
	if h.pageSize < 512 || h.pageSize&(h.pageSize-1) != 0 {
		return fmt.Errorf("it is a damaged SQLite file (page size %d)", h.pageSize)
	}
	h.appID = binary.BigEndian.Uint32(b[68:72])
	return nil
}

// inspectInside looks inside the file, read-only, for its schema version,
// what it holds and whether it is intact.
//
// Without a -wal file beside it, everything is in the main file and it is
// read as immutable, which creates no files. With one, a read-only
// connection reads the log too (an immutable read would miss what it holds).
// An immutable read takes no lock, so it could see a rithmo database halfway
// through the checkpoint of another rithmo that opened and closed it in the
// meantime (milliseconds): a rithmo file that looks damaged is read twice
// more, a little later, before it is called damaged.
func inspectInside(path, abs string, h header) (fileState, error) {
	for try := 0; ; try++ {
		mode := immutable
		if _, err := os.Stat(abs + "-wal"); err == nil {
			mode = readOnly
		}
		st, err := inspectWith(path, abs, h, mode)
		var fe *ForeignError
		if err == nil || mode == readOnly || try == 2 || h.appID != ApplicationID || !errors.As(err, &fe) || !fe.damaged {
			return st, err
		}
		time.Sleep(50 * time.Millisecond)
	}
}

func inspectWith(path, abs string, h header, mode string) (fileState, error) {
	db, err := sql.Open("sqlite", dsn(abs, mode))
	if err != nil {
		return 0, fmt.Errorf("progress database %s: %w", path, err)
	}
	defer db.Close()
	ctx := context.Background()
	ours := h.appID == ApplicationID
	damaged := func(err error) error {
		// SQLite's words stay out of the message (they are about pages
		// and cells, not about what to do); the kind of damage is enough.
		return &ForeignError{Path: path, Problem: "it is damaged: SQLite cannot read it (" + sqliteWords(err) + ")", damaged: true, ours: ours}
	}
	var version, objects int
	if err := db.QueryRowContext(ctx, "PRAGMA user_version").Scan(&version); err != nil {
		return 0, damaged(err)
	}
	if err := db.QueryRowContext(ctx, "SELECT count(*) FROM sqlite_schema").Scan(&objects); err != nil {
		return 0, damaged(err)
	}
	tables, err := tableNames(ctx, db)
	if err != nil {
		return 0, damaged(err)
	}
	if !ours {
		if objects == 0 && version == 0 {
			return stateEmpty, nil // an empty SQLite file: nothing to lose
		}
		what := "tables " + listTables(tables)
		if len(tables) == 0 {
			what = fmt.Sprintf("%d schema objects but no tables", objects)
			if objects == 1 {
				what = "a view or index but no tables"
			}
		}
		return 0, &ForeignError{Path: path, Problem: "it is another program's SQLite database (" + what + ", no rithmo mark)"}
	}
	if err := checkVersion(path, version, tables); err != nil {
		return 0, err
	}
	// Every table the schema version promises must be there: a file with
	// one dropped would fail at the first answer, in SQL's words.
	for _, want := range tablesOf(version) {
		if !slices.Contains(tables, want) {
			return 0, &ForeignError{Path: path, Problem: fmt.Sprintf("it is damaged or was edited: table %s is missing (schema %d has it)", want, version), damaged: true, ours: true}
		}
	}
	var check string
	if err := db.QueryRowContext(ctx, "PRAGMA quick_check(1)").Scan(&check); err != nil {
		return 0, damaged(err)
	}
	if check != "ok" {
		return 0, &ForeignError{Path: path, Problem: "it is damaged (SQLite's quick_check says: " + check + ")", damaged: true, ours: true}
	}
	return stateOurs, nil
}

// sqliteWords names the kind of an error from SQLite without its codes.
func sqliteWords(err error) string {
	var se *sqlite.Error
	if !errors.As(err, &se) {
		return err.Error()
	}
	switch se.Code() & 0xff {
	case sqlite3.SQLITE_CORRUPT:
		return "its pages are malformed"
	case sqlite3.SQLITE_NOTADB:
		return "its header is not a database's"
	case sqlite3.SQLITE_IOERR:
		return "an input/output error, perhaps a short read"
	default:
		return fmt.Sprintf("result code %d", se.Code())
	}
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
