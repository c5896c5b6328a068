package progress

import (
	"errors"
	"fmt"
	"path/filepath"
	"time"
)

// ErrNothingRecorded is what Read returns (wrapped, naming the file) when
// there is nothing to report: the file does not exist, is empty, or is a
// SQLite file an older rithmo marked but wrote no table into.
var ErrNothingRecorded = errors.New("no progress recorded yet")

// Report is everything `rithmo progress` shows from the database.
type Report struct {
	Summary Summary
	Last    Visit // the lesson opened most recently, when HasLast
	HasLast bool
	// Learning is review, ratings, mastery and the daily puzzle.
	Learning Learning
}

// Read reads the report from the progress file at path and changes
// nothing: it creates no file or directory, opens the file read-only with a
// shared lock, and runs no migration, so it works on a file the learner may
// only read (0444, or another user's) and leaves every byte of it as it
// was. A SQLite file of an older rithmo is imported into memory and read as
// the converted file will be; it is not converted.
//
// A missing or empty file gives ErrNothingRecorded. A foreign, damaged or
// newer file is refused as Open refuses it, with a *ForeignError.
func Read(path string, opts ...Option) (Report, error) {
	s := &Store{path: path, now: time.Now, loc: time.Local}
	for _, o := range opts {
		o(s)
	}
	abs, err := filepath.Abs(path)
	if err != nil {
		return Report{}, fmt.Errorf("progress database %s: %w", path, err)
	}
	nothing := fmt.Errorf("%w at %s", ErrNothingRecorded, path)
	st, f, err := inspect(path, abs)
	switch {
	case err != nil:
		return Report{}, err
	case st == stateMissing, st == stateEmpty:
		return Report{}, nothing
	case st == stateLegacy:
		if f == nil || f.UserVersion() == 0 {
			return Report{}, nothing
		}
		if s.mem, err = importLegacy(f); err != nil {
			return Report{}, &ForeignError{Path: path, Problem: "it is damaged: " + err.Error(), damaged: true, ours: true}
		}
	default:
		if s.real, err = resolve(abs); err != nil {
			return Report{}, explain(path, err)
		}
	}
	var r Report
	err = s.view(func(t tables) error {
		var err error
		r, err = s.report(t)
		return err
	})
	return r, err
}

// Report reads the summary, the lesson opened last and the learning
// report in one read transaction.
func (s *Store) Report() (r Report, err error) {
	err = s.view(func(t tables) error {
		r, err = s.report(t)
		return err
	})
	return r, err
}

func (s *Store) report(t tables) (Report, error) {
	var (
		r   Report
		err error
	)
	if r.Summary, err = s.summary(t); err != nil {
		return Report{}, err
	}
	if r.Last, r.HasLast, err = resume(t); err != nil {
		return Report{}, err
	}
	if r.Learning, err = s.learning(t); err != nil {
		return Report{}, err
	}
	return r, nil
}
