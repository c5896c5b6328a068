package progress

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"slices"
	"strings"

	"github.com/rithmo/rithmo/cmd/internal/sqlitefile"
	"go.etcd.io/bbolt"
	"golang.org/x/sys/unix"
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
	stateEmpty                    // zero bytes: make it rithmo's
	stateOurs                     // a rithmo bbolt file this rithmo can open
	stateLegacy                   // a SQLite file of an older rithmo (or an empty SQLite file): import it
)

// sqliteMagic opens every SQLite 3 file.
var sqliteMagic = []byte("SQLite format 3\x00")

// lastSQLiteSchema is the last schema rithmo wrote in SQLite.
const lastSQLiteSchema = 3

// inspect decides whether the file at path may be used, reading it whole
// (a progress file is small) without writing anything. abs is path made
// absolute. For a legacy file it also returns what it read of it.
//
// Another rithmo may convert the file while this one reads it: its new
// file takes PATH's name between two reads here, and the second would find
// the SQLite file "damaged". A problem found with a file that is no longer
// the one at abs is not the file's: inspect looks again.
func inspect(path, abs string) (fileState, *sqlitefile.File, error) {
	for try := 0; ; try++ {
		info, serr := os.Stat(abs)
		st, f, err := inspectFile(path, abs, info, serr)
		if err == nil || serr != nil || try == 3 {
			return st, f, err
		}
		if now, e := os.Stat(abs); e == nil && os.SameFile(info, now) {
			return st, f, err
		}
	}
}

// inspectFile is one look of inspect at the file whose information (or
// error) Stat gave.
func inspectFile(path, abs string, info fs.FileInfo, err error) (fileState, *sqlitefile.File, error) {
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return stateMissing, nil, nil
	case err != nil:
		return 0, nil, fmt.Errorf("progress database %s: %w", path, err)
	case info.IsDir():
		return 0, nil, &ForeignError{Path: path, Problem: "it is a directory", Hint: "name a file with --data FILE or RITHMO_DATA"}
	case !info.Mode().IsRegular():
		return 0, nil, &ForeignError{Path: path, Problem: "it is not a regular file", Hint: "name a file with --data FILE or RITHMO_DATA"}
	}
	if info.Size() == 0 {
		// An empty file beside a write-ahead log is something else's
		// remains: SQLite would read the log as the database.
		if wal, err := os.Stat(abs + "-wal"); err == nil && wal.Size() > 0 {
			return 0, nil, &ForeignError{Path: path, Problem: "it is empty but has a write-ahead log beside it (" + path + "-wal): it looks damaged", ours: true}
		}
		return stateEmpty, nil, nil
	}
	head, err := readHead(abs, 64<<10)
	if err != nil {
		return 0, nil, explain(path, err)
	}
	switch {
	case bytes.HasPrefix(head, sqliteMagic):
		f, err := inspectSQLite(path, abs, head)
		return stateLegacy, f, err
	case looksBolt(head):
		empty, err := inspectBolt(path, abs)
		if empty {
			return stateEmpty, nil, err
		}
		return stateOurs, nil, err
	case len(head) < 100:
		return 0, nil, &ForeignError{Path: path, Problem: fmt.Sprintf("it is not a database rithmo knows (%d bytes, too short)", len(head))}
	}
	return 0, nil, &ForeignError{Path: path, Problem: "it is not a database rithmo knows (neither its bbolt file nor an older rithmo's SQLite file)"}
}

func readHead(abs string, n int64) ([]byte, error) {
	f, err := os.Open(abs)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return io.ReadAll(io.LimitReader(f, n))
}

// inspectBolt checks a bbolt file: its structure (checkBolt), then, through
// bbolt opened read-only, rithmo's mark and schema. A bbolt file with no
// bucket at all is empty: what a crash inside the very first transaction
// leaves (bbolt had written its first pages); rithmo adopts it.
func inspectBolt(path, abs string) (empty bool, err error) {
	if err := checkBoltFile(path, abs); err != nil {
		return false, err
	}
	real, err := resolve(abs)
	if err != nil {
		return false, explain(path, err)
	}
	s := &Store{path: path, real: real}
	err = s.boltTx(false, func(tx *bbolt.Tx) error {
		if tx.Bucket([]byte(bucketMeta)) == nil {
			if err := tx.ForEach(func([]byte, *bbolt.Bucket) error { return errNotEmpty }); err == nil {
				empty = true
				return nil
			}
		}
		return checkMeta(path, tx)
	})
	return empty, err
}

var errNotEmpty = errors.New("not empty")

// checkBoltFile runs checkBolt on the file, mapped into memory read-only
// rather than read (a class file can be tens of megabytes). A file cut
// short while it is checked faults, which guarded turns into an error.
//
// It holds the file as a reader does (this process's lock, read, and a
// shared flock), so that no rithmo commits meanwhile: a commit reuses pages
// and grows the file, and a file read as it changes looks damaged (a
// teacher's `rithmo class report` while `rithmo serve` records).
func checkBoltFile(path, abs string) error {
	real, err := resolve(abs)
	if err != nil {
		return explain(path, err)
	}
	mu := lockOf(real)
	mu.RLock()
	defer mu.RUnlock()
	f, err := os.Open(real)
	if err != nil {
		return explain(path, err)
	}
	defer f.Close()
	if err := flockWaitHow(f, unix.LOCK_SH); err != nil {
		return (&Store{path: path, real: real}).openError(err)
	}
	info, err := f.Stat()
	if err != nil {
		return explain(path, err)
	}
	if info.Size() == 0 || info.Size() > 1<<40 {
		return &ForeignError{Path: path, Problem: fmt.Sprintf("it is truncated or damaged (%d bytes)", info.Size()), damaged: true}
	}
	data, err := unix.Mmap(int(f.Fd()), 0, int(info.Size()), unix.PROT_READ, unix.MAP_SHARED)
	if err != nil {
		return explain(path, err)
	}
	defer unix.Munmap(data)
	return guarded(path, func() error {
		if err := checkBolt(data); err != nil {
			return &ForeignError{Path: path, Problem: "it is truncated or damaged: " + err.Error(), damaged: true, ours: bytes.Contains(data, appMark)}
		}
		return nil
	})
}

// inspectSQLite reads a SQLite file, with its -wal or hot -journal, and
// decides whether it is an older rithmo's progress (or an empty SQLite
// file, which holds nothing to lose).
func inspectSQLite(path, abs string, head []byte) (*sqlitefile.File, error) {
	var appID uint32
	if len(head) >= 72 {
		appID = binary.BigEndian.Uint32(head[68:72])
	}
	ours := appID == ApplicationID
	f, err := sqlitefile.Open(abs)
	if errors.Is(err, sqlitefile.ErrEmpty) {
		return nil, nil // nothing committed: nothing to import
	}
	if err != nil {
		problem := "it is damaged: its SQLite pages cannot be read (" + strings.TrimPrefix(err.Error(), abs+": ") + ")"
		if len(head) < 100 {
			problem = fmt.Sprintf("it is a truncated SQLite file (%d bytes, shorter than its own header)", len(head))
		}
		return nil, &ForeignError{Path: path, Problem: problem, damaged: true, ours: ours}
	}
	var tables []string
	for _, t := range f.Tables() {
		tables = append(tables, t.Name)
	}
	slices.Sort(tables)
	appID = uint32(f.ApplicationID()) // the -wal or journal may hold a newer header
	version := int(f.UserVersion())
	if appID != ApplicationID {
		if appID == 0 && len(tables) == 0 && version == 0 {
			return nil, nil // an empty SQLite file: nothing to lose
		}
		if appID != 0 {
			return nil, &ForeignError{Path: path, Problem: fmt.Sprintf("it is another program's SQLite database (application_id %#x)", appID)}
		}
		what := "tables " + listTables(tables)
		if len(tables) == 0 {
			what = "no tables"
		}
		return nil, &ForeignError{Path: path, Problem: "it is another program's SQLite database (" + what + ", no rithmo mark)"}
	}
	if err := checkVersion(path, version, tables); err != nil {
		return nil, err
	}
	for _, want := range tablesOf(version) {
		if !slices.Contains(tables, want) {
			return nil, &ForeignError{Path: path, Problem: fmt.Sprintf("it is damaged or was edited: table %s is missing (schema %d has it)", want, version), damaged: true, ours: true}
		}
	}
	return f, nil
}

// checkVersion refuses a SQLite schema version this rithmo cannot import.
// tables are the file's tables, needed only when version is 0.
func checkVersion(path string, version int, tables []string) error {
	switch {
	case version < 0:
		return &ForeignError{Path: path, Problem: fmt.Sprintf("it is damaged or was edited: its schema version %d is negative", version), damaged: true, ours: true}
	case version > lastSQLiteSchema:
		return newerSchema(path, version)
	case version == 0 && len(tables) > 0:
		return &ForeignError{Path: path, Problem: fmt.Sprintf("it is damaged or was edited: it holds tables (%s) but its schema version 0 says it has none", listTables(tables)), damaged: true, ours: true}
	}
	return nil
}

// tablesOf lists the tables SQLite schema version held.
func tablesOf(version int) []string {
	var out []string
	if version >= 1 {
		out = append(out, "lesson_visit", "exercise_attempt", "puzzle_attempt", "puzzle_theme")
	}
	if version >= 2 {
		out = append(out, "lesson_page", "review_card", "rating", "rating_history")
	}
	if version >= 3 {
		out = append(out, "learner", "assignment", "assignment_item")
	}
	return out
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
