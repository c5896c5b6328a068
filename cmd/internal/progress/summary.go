package progress

import (
	"context"
	"database/sql"
	"fmt"
	"sort"
	"strconv"
	"time"
)

// Visit is where a learner is in one lesson.
type Visit struct {
	Lesson     string    `json:"lesson"`
	Page       int       `json:"page"`     // last page shown
	Finished   bool      `json:"finished"` // last page reached, exercises answered (Store.open)
	LastOpened time.Time `json:"last_opened"`
}

// Resume returns the lesson opened most recently; ok is false when no lesson
// has been opened yet.
func (s *Store) Resume() (v Visit, ok bool, err error) {
	err = s.tx(false, func(q querier) error {
		v, ok, err = s.resume(q)
		return err
	})
	return v, ok, err
}

func (s *Store) resume(q querier) (v Visit, ok bool, err error) {
	list, err := s.visits(q, `ORDER BY last_opened DESC, id DESC LIMIT 1`)
	if err != nil || len(list) == 0 {
		return Visit{}, false, err
	}
	return list[0], true, nil
}

// Finished, for every lesson and everywhere it is said (Visit.Finished,
// the summary's list, the reader's "finished", Continue), is one rule: the
// lesson's last page has been reached and every exercise of it that counts
// for the learner's rule set (LessonMastery.Exercises: those on other rule
// sets' pages do not) has been answered at least once, right or wrong. A
// lesson without such exercises is finished when its last page is reached.
// Reaching the last page is what lesson_visit.finished records; the
// exercises are asked of the store's course (WithLessons), and a lesson the
// course does not have, or a store given none, goes by the last page alone.
//
// open is the lessons of the course with an exercise that counts still
// unanswered: reached, they are not finished yet.
func (s *Store) open(q querier) (map[string]bool, error) {
	ms, err := s.mastery(q, s.shapes)
	if err != nil {
		return nil, err
	}
	out := map[string]bool{}
	for _, m := range ms {
		if m.Answered < m.Exercises {
			out[m.Lesson] = true
		}
	}
	return out, nil
}

// visits reads the learner's lesson visits in the order the SQL tail says,
// each finished by the rule above.
func (s *Store) visits(q querier, tail string) ([]Visit, error) {
	open, err := s.open(q)
	if err != nil {
		return nil, err
	}
	var out []Visit
	err = eachRow(q, `SELECT lesson, page, finished <> '', last_opened FROM lesson_visit WHERE learner = ? `+tail, []any{s.learner},
		func(r *sql.Rows) error {
			var (
				v    Visit
				last string
			)
			if err := r.Scan(&v.Lesson, &v.Page, &v.Finished, &last); err != nil {
				return err
			}
			v.Finished = v.Finished && !open[v.Lesson]
			var err error
			v.LastOpened, err = parseTime("lesson "+strconv.Quote(v.Lesson), last)
			out = append(out, v)
			return err
		})
	return out, err
}

// Visits returns every lesson opened, by name.
func (s *Store) Visits() (out []Visit, err error) {
	err = s.tx(false, func(q querier) error {
		out, err = s.visits(q, `ORDER BY lesson`)
		return err
	})
	return out, err
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
	Finished []string `json:"finished"` // slugs, by name; finished as Store.open says
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
func (s *Store) Summary() (sum Summary, err error) {
	err = s.tx(false, func(q querier) error {
		sum, err = s.summary(q)
		return err
	})
	return sum, err
}

func (s *Store) summary(q querier) (Summary, error) {
	var sum Summary
	ctx := context.Background()
	sum.Lessons.Finished = []string{}
	open, err := s.open(q)
	if err != nil {
		return Summary{}, err
	}
	err = eachRow(q, `SELECT lesson, finished <> '' FROM lesson_visit WHERE learner = ? ORDER BY lesson`, []any{s.learner}, func(r *sql.Rows) error {
		var (
			lesson   string
			finished bool
		)
		if err := r.Scan(&lesson, &finished); err != nil {
			return err
		}
		sum.Lessons.Opened++
		if finished && !open[lesson] { // the rule of Store.open
			sum.Lessons.Finished = append(sum.Lessons.Finished, lesson)
		}
		return nil
	})
	if err != nil {
		return Summary{}, err
	}
	// An exercise is a (lesson, index) pair; its first answer is the
	// earliest, by time then id.
	ex := &sum.Exercises
	if err := q.QueryRowContext(ctx, `SELECT coalesce(sum(answers), 0), coalesce(sum(correct), 0), coalesce(sum(hints), 0), count(*),
		coalesce(sum(first), 0)
		FROM (SELECT sum(`+answered+`) AS answers, sum(correct) AS correct, sum(hints) AS hints,
			(SELECT f.correct FROM attempt f WHERE f.learner = a.learner AND f.kind = 'exercise' AND f.name = a.name AND f.exercise = a.exercise
				ORDER BY f.at, f.id LIMIT 1) AS first
			FROM attempt a WHERE learner = ? AND kind = 'exercise' GROUP BY name, exercise)`, s.learner).
		Scan(&ex.Attempts, &ex.Correct, &ex.HintsUsed, &ex.Exercises, &ex.FirstTryRight); err != nil {
		return Summary{}, err
	}
	// Puzzles count by id, as distinct puzzles attempted and solved, in
	// all, by theme and by rule set.
	pz := &sum.Puzzles
	if err := q.QueryRowContext(ctx, `SELECT count(*) FILTER (WHERE `+answered+`), count(DISTINCT name), count(DISTINCT name) FILTER (WHERE ends = 'solved')
		FROM attempt WHERE learner = ? AND kind = 'puzzle'`, s.learner).Scan(&pz.Attempts, &pz.Attempted, &pz.Solved); err != nil {
		return Summary{}, err
	}
	tallies := func(query string) ([]Tally, error) {
		out := []Tally{}
		err := eachRow(q, query, []any{s.learner}, func(r *sql.Rows) error {
			var t Tally
			err := r.Scan(&t.Name, &t.Attempted, &t.Solved)
			out = append(out, t)
			return err
		})
		return out, err
	}
	if pz.ByTheme, err = tallies(`SELECT t.theme, count(DISTINCT a.name), count(DISTINCT a.name) FILTER (WHERE a.ends = 'solved')
		FROM attempt a JOIN attempt_theme t ON t.attempt = a.id WHERE a.learner = ? AND a.kind = 'puzzle' GROUP BY t.theme ORDER BY t.theme`); err != nil {
		return Summary{}, err
	}
	if pz.ByRules, err = tallies(`SELECT rules, count(DISTINCT name), count(DISTINCT name) FILTER (WHERE ends = 'solved')
		FROM attempt WHERE learner = ? AND kind = 'puzzle' GROUP BY rules ORDER BY rules`); err != nil {
		return Summary{}, err
	}
	var answered []string
	if err := eachRow(q, `SELECT DISTINCT day FROM attempt WHERE learner = ? ORDER BY day`, []any{s.learner}, func(r *sql.Rows) error {
		var d string
		err := r.Scan(&d)
		answered = append(answered, d)
		return err
	}); err != nil {
		return Summary{}, err
	}
	if n := len(answered); n > 0 {
		sum.Streak.LastDay = answered[n-1]
	}
	if sum.Streak.Days, err = Streak(answered, s.now().In(s.loc)); err != nil {
		return Summary{}, err
	}
	return sum, nil
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
