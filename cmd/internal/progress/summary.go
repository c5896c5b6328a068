package progress

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"sort"
	"time"
)

// Visit is where a learner is in one lesson.
type Visit struct {
	Lesson     string    `json:"lesson"`
	Page       int       `json:"page"` // last page shown
	Finished   bool      `json:"finished"`
	LastOpened time.Time `json:"last_opened"`
}

// Resume returns the lesson opened most recently; ok is false when no lesson
// has been opened yet.
func (s *Store) Resume() (v Visit, ok bool, err error) {
	visits, err := s.visits("ORDER BY last_opened DESC, rowid DESC LIMIT 1")
	if err != nil || len(visits) == 0 {
		return Visit{}, false, err
	}
	return visits[0], true, nil
}

// Visits returns every lesson opened, by name.
func (s *Store) Visits() ([]Visit, error) { return s.visits("ORDER BY lesson") }

func (s *Store) visits(order string) ([]Visit, error) {
	rows, err := s.db.QueryContext(context.Background(),
		"SELECT lesson, page, finished IS NOT NULL, last_opened FROM lesson_visit "+order)
	if err != nil {
		return nil, s.wrap(err)
	}
	defer rows.Close()
	var out []Visit
	for rows.Next() {
		var v Visit
		var last string
		if err := rows.Scan(&v.Lesson, &v.Page, &v.Finished, &last); err != nil {
			return nil, s.wrap(err)
		}
		if v.LastOpened, err = time.Parse(timeLayout, last); err != nil {
			return nil, s.wrap(fmt.Errorf("lesson %q: bad time %q: %w", v.Lesson, last, err))
		}
		out = append(out, v)
	}
	return out, s.wrap(rows.Err())
}

// Summary is what `rithmo progress` reports.
type Summary struct {
	Lessons   LessonSummary   `json:"lessons"`
	Exercises ExerciseSummary `json:"exercises"`
	Puzzles   PuzzleSummary   `json:"puzzles"`
	Streak    StreakSummary   `json:"streak"`
}

// LessonSummary counts lessons. Total is the size of the curriculum, which
// the store does not know: the caller fills it in.
type LessonSummary struct {
	Total    int      `json:"total"`
	Opened   int      `json:"opened"`
	Finished []string `json:"finished"` // slugs, by name
}

// ExerciseSummary counts exercise answers. An exercise is a (lesson, index)
// pair; its first attempt is the earliest answer ever given to it.
type ExerciseSummary struct {
	Attempts      int `json:"attempts"`
	Correct       int `json:"correct"`
	Exercises     int `json:"exercises"`       // distinct exercises answered
	FirstTryRight int `json:"first_try_right"` // of those, right at the first attempt
	HintsUsed     int `json:"hints_used"`      // over all attempts
}

// PuzzleSummary counts puzzles; a puzzle is solved once any attempt is right.
type PuzzleSummary struct {
	Attempts  int     `json:"attempts"`
	Attempted int     `json:"attempted"` // distinct puzzles
	Solved    int     `json:"solved"`    // distinct puzzles solved
	ByTheme   []Tally `json:"by_theme"`
	ByRules   []Tally `json:"by_rules"`
}

// Tally counts distinct puzzles of one theme or rule set.
type Tally struct {
	Name      string `json:"name"`
	Attempted int    `json:"attempted"`
	Solved    int    `json:"solved"`
}

// StreakSummary is the run of consecutive days with any answer.
type StreakSummary struct {
	Days    int    `json:"days"`     // 0 when the last answer is older than yesterday
	LastDay string `json:"last_day"` // YYYY-MM-DD of the latest answer, "" when none
}

// Summary reads the whole report in one read transaction, so that it is
// consistent even while another rithmo is recording.
func (s *Store) Summary() (Summary, error) {
	ctx := context.Background()
	tx, err := s.db.BeginTx(ctx, &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return Summary{}, s.wrap(err)
	}
	defer tx.Rollback()
	var sum Summary
	sum.Lessons.Finished = []string{}
	q := func(query string, dest ...any) error {
		return tx.QueryRowContext(ctx, query).Scan(dest...)
	}
	err = errors.Join(
		q(`SELECT count(*) FROM lesson_visit`, &sum.Lessons.Opened),
		q(`SELECT count(*), coalesce(sum(correct), 0), coalesce(sum(hints), 0) FROM exercise_attempt`,
			&sum.Exercises.Attempts, &sum.Exercises.Correct, &sum.Exercises.HintsUsed),
		q(`SELECT count(*), coalesce(sum(correct), 0) FROM (
			SELECT correct, row_number() OVER (PARTITION BY lesson, exercise ORDER BY at, id) AS n
			FROM exercise_attempt) WHERE n = 1`,
			&sum.Exercises.Exercises, &sum.Exercises.FirstTryRight),
		q(`SELECT count(*), count(DISTINCT puzzle), count(DISTINCT CASE WHEN correct THEN puzzle END) FROM puzzle_attempt`,
			&sum.Puzzles.Attempts, &sum.Puzzles.Attempted, &sum.Puzzles.Solved),
	)
	if err != nil {
		return Summary{}, s.wrap(err)
	}
	if sum.Lessons.Finished, err = strings0(ctx, tx, `SELECT lesson FROM lesson_visit WHERE finished IS NOT NULL ORDER BY lesson`); err != nil {
		return Summary{}, s.wrap(err)
	}
	if sum.Puzzles.ByTheme, err = tallies(ctx, tx, `
SELECT t.theme, count(DISTINCT a.puzzle), count(DISTINCT CASE WHEN a.correct THEN a.puzzle END)
FROM puzzle_theme t JOIN puzzle_attempt a ON a.id = t.attempt GROUP BY t.theme ORDER BY t.theme`); err != nil {
		return Summary{}, s.wrap(err)
	}
	if sum.Puzzles.ByRules, err = tallies(ctx, tx, `
SELECT rules, count(DISTINCT puzzle), count(DISTINCT CASE WHEN correct THEN puzzle END)
FROM puzzle_attempt GROUP BY rules ORDER BY rules`); err != nil {
		return Summary{}, s.wrap(err)
	}
	// Days come newest first; the walk stops at the first gap, so an old
	// learner's long history is not read in full.
	rows, err := tx.QueryContext(ctx, `
SELECT day FROM exercise_attempt UNION SELECT day FROM puzzle_attempt ORDER BY day DESC`)
	if err != nil {
		return Summary{}, s.wrap(err)
	}
	defer rows.Close()
	walk := newStreakWalk(s.now().In(s.loc))
	for rows.Next() {
		var day string
		if err := rows.Scan(&day); err != nil {
			return Summary{}, s.wrap(err)
		}
		if sum.Streak.LastDay == "" {
			sum.Streak.LastDay = day
		}
		more, err := walk.add(day)
		if err != nil {
			return Summary{}, s.wrap(err)
		}
		if !more {
			break
		}
	}
	if err := rows.Err(); err != nil {
		return Summary{}, s.wrap(err)
	}
	sum.Streak.Days = walk.days
	return sum, nil
}

func strings0(ctx context.Context, tx *sql.Tx, query string) ([]string, error) {
	rows, err := tx.QueryContext(ctx, query)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []string{}
	for rows.Next() {
		var v string
		if err := rows.Scan(&v); err != nil {
			return nil, err
		}
		out = append(out, v)
	}
	return out, rows.Err()
}

func tallies(ctx context.Context, tx *sql.Tx, query string) ([]Tally, error) {
	rows, err := tx.QueryContext(ctx, query)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := []Tally{}
	for rows.Next() {
		var t Tally
		if err := rows.Scan(&t.Name, &t.Attempted, &t.Solved); err != nil {
			return nil, err
		}
		out = append(out, t)
	}
	return out, rows.Err()
}

// Streak counts the consecutive calendar days, ending today or yesterday,
// on which the learner answered anything. days are YYYY-MM-DD in any order
// (repeats allowed); today is read in its own location.
func Streak(days []string, today time.Time) (int, error) {
	sorted := append([]string(nil), days...)
	sort.Sort(sort.Reverse(sort.StringSlice(sorted)))
	walk := newStreakWalk(today)
	for _, d := range sorted {
		more, err := walk.add(d)
		if err != nil {
			return 0, err
		}
		if !more {
			break
		}
	}
	return walk.days, nil
}

// streakWalk takes days newest first and counts the run.
type streakWalk struct {
	today time.Time // midnight UTC of the learner's today: civil dates only
	next  time.Time // the day that continues the run
	days  int
}

func newStreakWalk(now time.Time) *streakWalk {
	y, m, d := now.Date()
	today := time.Date(y, m, d, 0, 0, 0, 0, time.UTC)
	return &streakWalk{today: today}
}

// add takes the next older day and reports whether older days can still
// extend the run.
func (w *streakWalk) add(day string) (bool, error) {
	t, err := time.Parse(dayLayout, day)
	if err != nil {
		return false, fmt.Errorf("streak: bad day %q: %w", day, err)
	}
	switch {
	case w.next.IsZero(): // the newest day: the run must end today or yesterday
		if t.After(w.today) {
			return true, nil // a clock that ran ahead: ignore days in the future
		}
		if t.Before(w.today.AddDate(0, 0, -1)) {
			return false, nil
		}
	case t.After(w.next):
		return true, nil // a repeat of a day already counted
	case t.Before(w.next):
		return false, nil // a gap
	}
	w.days++
	w.next = t.AddDate(0, 0, -1)
	return true, nil
}
