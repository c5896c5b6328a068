package cli

import (
	"time"

	"github.com/rithmo/rithmo/cmd/internal/progress"
	"github.com/rithmo/rithmo/lessons"
	"github.com/rithmo/rithmo/puzzles"
	"github.com/rithmo/rithmo/rules/board"
)

// dataPath is where this run keeps progress: --data, RITHMO_DATA, or the XDG
// default (PersistentPreRunE has already put RITHMO_DATA in env.DataFile).
func dataPath(env *Env) (string, error) {
	return progress.DefaultPath(env.DataFile, env.Getenv)
}

// openStore opens the progress database. Only commands that record or read
// progress call it: nothing else pays for opening the store.
func openStore(env *Env) (*progress.Store, error) {
	return openStoreFor(env, nil)
}

// openStoreFor is openStore for a command that has loaded the lessons
// already (nil: load them): loading them again would cost as much as
// everything else before the home screen's first frame.
func openStoreFor(env *Env, course []*lessons.Lesson) (*progress.Store, error) {
	path, err := dataPath(env)
	if err != nil {
		return nil, err
	}
	now, err := clock(env)
	if err != nil {
		return nil, err
	}
	if course == nil {
		course, _ = lessons.Load(lessonFiles()) // a lesson with problems is left out
	}
	return progress.Open(path, progress.WithClock(now), progress.WithLessons(shapesOf(course)))
}

// storeClock is the progress store's clock; tests fix it.
var storeClock = time.Now

// clock is the time rithmo runs at: Env.Now when it is set (a class
// server's clock), else storeClock, moved to the instant
// RITHMO_NOW names when it is set (a date, 2026-12-01, is noon of that
// day where the learner is; or an RFC 3339 time). It is for tests and for
// trying review and the daily puzzle on other days: answers are recorded
// as given then.
func clock(env *Env) (func() time.Time, error) {
	if env.Now != nil {
		return env.Now, nil
	}
	v := env.Getenv("RITHMO_NOW")
	if v == "" {
		return storeClock, nil
	}
	at, err := time.Parse(time.RFC3339, v)
	if err != nil {
		day, derr := time.ParseInLocation("2006-01-02", v, time.Local)
		if derr != nil {
			return nil, Usagef("RITHMO_NOW=%q: want a date (2026-12-01) or an RFC 3339 time (2026-12-01T09:30:00Z)", v)
		}
		at = day.Add(12 * time.Hour)
	}
	shift := at.Sub(storeClock())
	return func() time.Time { return storeClock().Add(shift) }, nil
}

// lessonShapes is the course as mastery counts it.
func lessonShapes() []progress.LessonShape {
	all, _ := lessons.Load(lessonFiles())
	return shapesOf(all)
}

// shapesOf is a loaded course as mastery counts it.
func shapesOf(all []*lessons.Lesson) []progress.LessonShape {
	shapes := make([]progress.LessonShape, len(all))
	for i, l := range all {
		shapes[i] = progress.LessonShape{Name: l.Name, Pages: len(l.Pages), Exercises: len(l.Exercises), Elsewhere: elsewhereOf(l)}
	}
	return shapes
}

// elsewhereOf is, by rule set, the pages of l wholly about other rule
// sets' moves and their exercises (lessons.Elsewhere); "" is a learner who
// has not chosen, who learns in the default. Nil when no page is.
func elsewhereOf(l *lessons.Lesson) map[string]progress.Elsewhere {
	var out map[string]progress.Elsewhere
	for _, set := range board.RuleSets {
		e := progress.Elsewhere{Pages: map[int]bool{}, Exercises: map[int]bool{}}
		for page := range l.Pages {
			if _, ok := l.Elsewhere(page, set.String()); ok {
				e.Pages[page] = true
			}
		}
		for _, ex := range l.Exercises {
			if e.Pages[ex.Page] {
				e.Exercises[ex.Index] = true
			}
		}
		if len(e.Pages) == 0 {
			continue
		}
		if out == nil {
			out = map[string]progress.Elsewhere{}
		}
		out[set.String()] = e
		if set.String() == defaultRules {
			out[""] = e
		}
	}
	return out
}

// lessonRecorder is the progress store as the lesson reader sees it. The
// embedded store also gives it LastPage, so it is a lessons.Bookmarks too,
// and HasFinished makes it a lessons.Completion.
type lessonRecorder struct {
	*progress.Store
	seed       uint64 // the exercises' numbers are drawn with it
	assignment string // the class assignment being worked; "" none
}

var (
	_ lessons.Recorder   = lessonRecorder{}
	_ lessons.Bookmarks  = lessonRecorder{}
	_ lessons.Completion = lessonRecorder{}
	_ lessons.Mastery    = lessonRecorder{}
)

// Standing is how the learner stands in l: read, right, mastered. A store
// that cannot be read answers "nothing known".
func (r lessonRecorder) Standing(l *lessons.Lesson) (lessons.Standing, bool) {
	all, err := r.Mastery()
	if err != nil {
		return lessons.Standing{}, false
	}
	for _, m := range all {
		if m.Lesson == l.Name {
			return lessons.Standing{Read: m.Read, Mastered: m.Mastered, Exercises: m.Exercises, Answered: m.Answered, Right: m.Right}, true
		}
	}
	return lessons.Standing{}, false
}

// withSeed gives a lesson recorder the seed the reader draws with, so that
// review can ask the same numbers again.
func withSeed(rec lessons.Recorder, seed uint64) lessons.Recorder {
	if lr, ok := rec.(lessonRecorder); ok {
		lr.seed = seed
		return lr
	}
	return rec
}

// HasFinished reports whether the learner has reached the last page of
// lesson. Like LastPage, a store that cannot be read answers "not yet"
// rather than stopping the reader.
func (r lessonRecorder) HasFinished(lesson string) bool {
	visits, err := r.Visits()
	if err != nil {
		return false
	}
	for _, v := range visits {
		if v.Lesson == lesson {
			return v.Finished
		}
	}
	return false
}

// The recorders stamp an answer with the store's clock, the moment it is
// recorded (as it is answered): that clock follows RITHMO_NOW.

// restamp moves an answer's instant to now, the store's clock, and the
// item's opening with it, so that the time between them stays as the
// player measured it; an unknown opening stays unknown.
func restamp(now, at, opened time.Time) (time.Time, time.Time) {
	if opened.IsZero() || at.IsZero() {
		return now, opened
	}
	return now, opened.Add(now.Sub(at))
}

func (r lessonRecorder) Opened(lesson string, page int) error { return r.LessonOpened(lesson, page) }
func (r lessonRecorder) Finished(lesson string) error         { return r.LessonFinished(lesson) }
func (r lessonRecorder) Answered(a lessons.Attempt) error {
	a.At, a.Opened = restamp(r.Now(), a.At, a.Opened)
	return r.RecordExercise(a, progress.Given{Assignment: r.assignment, Seed: r.seed})
}

// puzzleRecorder is the progress store as the puzzle player sees it; it is a
// puzzles.Solved too.
type puzzleRecorder struct {
	*progress.Store
	origin     string // progress.OriginPlay ("") or OriginDaily
	assignment string // the class assignment being played; "" none
}

var (
	_ puzzles.Recorder = puzzleRecorder{}
	_ puzzles.Solved   = puzzleRecorder{}
	_ puzzles.Played   = puzzleRecorder{}
	_ puzzles.Retried  = puzzleRecorder{}
)

// Answered records a puzzle answer as the player stamped it: the player
// runs on the store's clock (Options.Now), so that the answers of one
// opening share it exactly.
func (r puzzleRecorder) Answered(a puzzles.Attempt) error {
	return r.RecordPuzzle(a, progress.Given{Origin: r.origin, Assignment: r.assignment})
}

var _ puzzles.Rater = puzzleRecorder{}

// Rating is the learner's rating for a goal and the first tries that made
// it, so that the player can say what an answer did to it.
func (r puzzleRecorder) Rating(goal string) (float64, int, bool) {
	ratings, err := r.Ratings()
	if err != nil {
		return 0, 0, false
	}
	for _, g := range ratings {
		if g.Goal == goal {
			return g.R, g.Games, true
		}
	}
	return 0, 0, false
}

var _ lessons.Answers = lessonRecorder{}

// LastAnswers is the last answer to each exercise of lesson given in the
// lessons, so that a reopened page shows them answered; a store that
// cannot be read answers nothing.
func (r lessonRecorder) LastAnswers(lesson string) map[int]lessons.Attempt {
	got, err := r.LastExerciseAnswers(lesson)
	if err != nil {
		return nil
	}
	return got
}
