package progress

import (
	"fmt"
	"maps"
	"slices"
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
	err = s.view(func(t tables) error {
		v, ok, err = resume(t)
		return err
	})
	return v, ok, err
}

func resume(t tables) (v Visit, ok bool, err error) {
	var best visitRec
	err = t(bucketVisit).ForEach(func(k, val []byte) error {
		r, err := decodeVisit(k, val)
		if err != nil {
			return err
		}
		if !ok || r.Last > best.Last || r.Last == best.Last && r.Seq > best.Seq {
			best, ok = r, true
		}
		return nil
	})
	if err != nil || !ok {
		return Visit{}, false, err
	}
	v, err = best.visit()
	return v, err == nil, err
}

func (r visitRec) visit() (Visit, error) {
	v := Visit{Lesson: r.Lesson, Page: r.Page, Finished: r.Finished != ""}
	var err error
	if v.LastOpened, err = time.Parse(timeLayout, r.Last); err != nil {
		return v, fmt.Errorf("lesson %q: bad time %q: %w", r.Lesson, r.Last, err)
	}
	return v, nil
}

// Visits returns every lesson opened, by name.
func (s *Store) Visits() (out []Visit, err error) {
	err = s.view(func(t tables) error {
		return t(bucketVisit).ForEach(func(k, val []byte) error {
			r, err := decodeVisit(k, val)
			if err != nil {
				return err
			}
			v, err := r.visit()
			out = append(out, v)
			return err
		})
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
func (s *Store) Summary() (sum Summary, err error) {
	err = s.view(func(t tables) error {
		sum, err = s.summary(t)
		return err
	})
	return sum, err
}

func (s *Store) summary(t tables) (Summary, error) {
	var sum Summary
	sum.Lessons.Finished = []string{}
	if err := t(bucketVisit).ForEach(func(k, v []byte) error {
		r, err := decodeVisit(k, v)
		sum.Lessons.Opened++
		if r.Finished != "" {
			sum.Lessons.Finished = append(sum.Lessons.Finished, r.Lesson) // in key order: by name
		}
		return err
	}); err != nil {
		return Summary{}, err
	}
	days := map[string]bool{}
	type exKey struct {
		lesson string
		index  int
	}
	type first struct {
		at      string
		id      int64
		correct bool
	}
	firsts := map[exKey]first{}
	ex := &sum.Exercises
	if err := eachExercise(t, func(e *exerciseRec) error {
		ex.Attempts++
		if e.Correct {
			ex.Correct++
		}
		ex.HintsUsed += e.Hints
		k := exKey{e.Lesson, e.Exercise}
		if f, ok := firsts[k]; !ok || e.At < f.at || e.At == f.at && e.ID < f.id {
			firsts[k] = first{e.At, e.ID, e.Correct}
		}
		days[e.Day] = true
		return nil
	}); err != nil {
		return Summary{}, err
	}
	ex.Exercises = len(firsts)
	for _, f := range firsts {
		if f.correct {
			ex.FirstTryRight++
		}
	}
	// Puzzles count by id, as distinct puzzles attempted and solved, in
	// all, by theme and by rule set.
	type tally struct{ attempted, solved map[string]bool }
	newTally := func() *tally { return &tally{map[string]bool{}, map[string]bool{}} }
	all, byTheme, byRules := newTally(), map[string]*tally{}, map[string]*tally{}
	count := func(m map[string]*tally, name string, p *puzzleRec) {
		tl := m[name]
		if tl == nil {
			tl = newTally()
			m[name] = tl
		}
		tl.attempted[p.Puzzle] = true
		if p.Correct {
			tl.solved[p.Puzzle] = true
		}
	}
	if err := eachPuzzle(t, func(p *puzzleRec) error {
		sum.Puzzles.Attempts++
		all.attempted[p.Puzzle] = true
		if p.Correct {
			all.solved[p.Puzzle] = true
		}
		for _, th := range p.Themes {
			count(byTheme, th, p)
		}
		count(byRules, p.Rules, p)
		days[p.Day] = true
		return nil
	}); err != nil {
		return Summary{}, err
	}
	sum.Puzzles.Attempted, sum.Puzzles.Solved = len(all.attempted), len(all.solved)
	tallies := func(m map[string]*tally) []Tally {
		out := []Tally{}
		for _, name := range slices.Sorted(maps.Keys(m)) {
			out = append(out, Tally{Name: name, Attempted: len(m[name].attempted), Solved: len(m[name].solved)})
		}
		return out
	}
	sum.Puzzles.ByTheme, sum.Puzzles.ByRules = tallies(byTheme), tallies(byRules)
	answered := slices.Sorted(maps.Keys(days))
	if n := len(answered); n > 0 {
		sum.Streak.LastDay = answered[n-1]
	}
	var err error
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
