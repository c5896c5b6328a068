package progress

import (
	"database/sql"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"time"
)

// ErrNothingRecorded is what Read returns (wrapped, naming the file) when
// there is nothing to report: the file does not exist, is empty, or is a
// database rithmo has marked but not yet written a record's table into.
var ErrNothingRecorded = errors.New("no progress recorded yet")

// Report is everything `rithmo progress` shows from the database.
type Report struct {
	Summary Summary
	Last    Visit // the lesson opened most recently, when HasLast
	HasLast bool
	// Learning is review, ratings, mastery and the daily puzzle (schema 2).
	Learning Learning
}

// Read reads the report from the database at path and changes nothing: it
// creates no file or directory, takes no write lock, runs no migration and
// never touches the journal mode, so it works on a file the learner may only
// read (0444, or another user's) and leaves every byte of it as it was.
//
// A missing or empty file gives ErrNothingRecorded. A file of an older schema
// is read as it is when its tables allow; otherwise the error says so and how
// to upgrade it. A foreign, damaged or newer file is refused as Open refuses
// it, with a *ForeignError.
func Read(path string, opts ...Option) (Report, error) {
	s := &Store{path: path, now: time.Now, loc: time.Local}
	for _, o := range opts {
		o(s)
	}
	abs, err := filepath.Abs(path)
	if err != nil {
		return Report{}, fmt.Errorf("progress database %s: %w", path, err)
	}
	for try := 0; ; try++ {
		r, changed, err := s.readOnce(abs)
		if !changed || try == 2 {
			return r, err
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// readOnce reads the report once. Without a -wal file beside it the
// database is read as immutable, which creates nothing (a read-only
// connection to a WAL database would make -wal and -shm files) but takes no
// lock either: changed reports that another rithmo wrote the file meanwhile,
// and the caller reads it again.
func (s *Store) readOnce(abs string) (r Report, changed bool, err error) {
	before, err := fileStampOf(abs)
	if err != nil {
		return Report{}, false, fmt.Errorf("progress database %s: %w", s.path, err)
	}
	st, err := inspect(s.path, abs)
	if err != nil {
		return Report{}, false, err
	}
	if st != stateOurs {
		return Report{}, false, fmt.Errorf("%w at %s", ErrNothingRecorded, s.path)
	}
	mode := immutable
	if before.wal {
		mode = readOnly
	}
	db, err := sql.Open("sqlite", dsn(abs, mode))
	if err != nil {
		return Report{}, false, fmt.Errorf("progress database %s: %w", s.path, err)
	}
	defer db.Close()
	db.SetMaxOpenConns(1)
	s.db = db

	r, err = s.readReport()
	if mode == immutable {
		after, serr := fileStampOf(abs)
		if serr != nil || after != before {
			return Report{}, true, errors.Join(err, serr, fmt.Errorf("progress database %s changed while it was read; try again", s.path))
		}
	}
	return r, false, err
}

// Report reads the summary and the lesson opened last from an open store.
func (s *Store) Report() (Report, error) {
	var (
		r   Report
		err error
	)
	if r.Summary, err = s.Summary(); err != nil {
		return Report{}, err
	}
	if r.Last, r.HasLast, err = s.Resume(); err != nil {
		return Report{}, err
	}
	if r.Learning, err = s.Learning(); err != nil {
		return Report{}, err
	}
	return r, nil
}

// readReport reads the summary and the last lesson through s.db, knowing
// the schema may be older than this rithmo's.
func (s *Store) readReport() (Report, error) {
	var version int
	if err := s.db.QueryRow("PRAGMA user_version").Scan(&version); err != nil {
		return Report{}, s.wrap(err)
	}
	if version == 0 {
		return Report{}, fmt.Errorf("%w at %s", ErrNothingRecorded, s.path)
	}
	r, err := s.Report()
	if err != nil && version < SchemaVersion() {
		// The driver's words (SQL) stay out; they are kept for errors.As.
		return Report{}, &StoreError{Path: s.path, Err: err,
			What: fmt.Sprintf("it has schema %d, older than this rithmo's %d, and cannot be read as it is", version, SchemaVersion()),
			Todo: "open it once with a command that records (rithmo, rithmo lessons or rithmo puzzles) to upgrade it, then ask again"}
	}
	return r, err
}

// fileStamp is what tells that a file was written: its size and time, and
// whether a write-ahead log stands beside it.
type fileStamp struct {
	size int64
	mod  int64 // nanoseconds since 1970
	wal  bool
}

func fileStampOf(abs string) (fileStamp, error) {
	info, err := os.Stat(abs)
	if errors.Is(err, os.ErrNotExist) {
		return fileStamp{}, nil // inspect reports it
	}
	if err != nil {
		return fileStamp{}, err
	}
	_, werr := os.Stat(abs + "-wal")
	return fileStamp{size: info.Size(), mod: info.ModTime().UnixNano(), wal: werr == nil}, nil
}
