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
	// Due is the review cards due today (Store.Due), and Rules the rule
	// set the learner chose (SettingRules, "" none): what the review would
	// ask today is made of them, as rithmo review makes it.
	Due   []Card
	Rules string
}

// Read reads the report from the progress file at path and changes
// nothing: it creates no file or directory, opens the file read-only and
// runs no migration, so it works on a file the learner may only read
// (0444, or another user's) and leaves every byte of it as it was. While
// no rithmo records, SQLite reads the file as immutable and makes no log or
// index beside it; while one does, it reads through that rithmo's log.
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
	st, err := inspect(path, abs)
	switch {
	case err != nil:
		return Report{}, err
	case st == stateMissing, st == stateEmpty:
		return Report{}, fmt.Errorf("%w at %s", ErrNothingRecorded, path)
	}
	if s.real, err = resolve(abs); err != nil {
		return Report{}, explain(path, err)
	}
	if s.pool, err = acquire(s.real, true); err != nil {
		return Report{}, explain(path, err)
	}
	defer release(s.real, s.pool)
	return s.Report()
}

// Report reads the summary, the lesson opened last and the learning
// report in one read transaction.
func (s *Store) Report() (r Report, err error) {
	err = s.tx(false, func(q querier) error {
		r, err = s.report(q)
		return err
	})
	return r, err
}

func (s *Store) report(q querier) (Report, error) {
	var (
		r   Report
		err error
	)
	if r.Summary, err = s.summary(q); err != nil {
		return Report{}, err
	}
	if r.Last, r.HasLast, err = s.resume(q); err != nil {
		return Report{}, err
	}
	if r.Learning, err = s.learning(q); err != nil {
		return Report{}, err
	}
	if r.Due, err = s.due(q); err != nil {
		return Report{}, err
	}
	if r.Rules, err = s.rules(q); err != nil {
		return Report{}, err
	}
	return r, nil
}
