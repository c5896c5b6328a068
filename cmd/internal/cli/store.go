package cli

import (
	"time"

	"github.com/rithmo/rithmo/cmd/internal/progress"
	"github.com/rithmo/rithmo/lessons"
	"github.com/rithmo/rithmo/puzzles"
)

// dataPath is where this run keeps progress: --data, RITHMO_DATA, or the XDG
// default (PersistentPreRunE has already put RITHMO_DATA in env.DataFile).
func dataPath(env *Env) (string, error) {
	return progress.DefaultPath(env.DataFile, env.Getenv)
}

// openStore opens the progress database. Only commands that record or read
// progress call it: nothing else pays for opening SQLite.
func openStore(env *Env) (*progress.Store, error) {
	path, err := dataPath(env)
	if err != nil {
		return nil, err
	}
	return progress.Open(path, progress.WithClock(storeClock))
}

// storeClock is the progress store's clock; tests fix it.
var storeClock = time.Now

// lessonRecorder is the progress store as the lesson reader sees it. The
// embedded store also gives it LastPage, so it is a lessons.Bookmarks too,
// and HasFinished makes it a lessons.Completion.
type lessonRecorder struct{ *progress.Store }

var (
	_ lessons.Recorder   = lessonRecorder{}
	_ lessons.Bookmarks  = lessonRecorder{}
	_ lessons.Completion = lessonRecorder{}
)

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

func (r lessonRecorder) Opened(lesson string, page int) error { return r.LessonOpened(lesson, page) }
func (r lessonRecorder) Finished(lesson string) error         { return r.LessonFinished(lesson) }
func (r lessonRecorder) Answered(a lessons.Attempt) error {
	return r.RecordExercise(progress.ExerciseAttempt{
		Lesson: a.Lesson, Exercise: a.Exercise, Task: a.Task, Answer: a.Answer,
		Correct: a.Correct, HintsUsed: a.HintsUsed, At: a.At, Took: a.Took,
	})
}

// puzzleRecorder is the progress store as the puzzle player sees it; it is a
// puzzles.Solved too.
type puzzleRecorder struct{ *progress.Store }

var (
	_ puzzles.Recorder = puzzleRecorder{}
	_ puzzles.Solved   = puzzleRecorder{}
)

func (r puzzleRecorder) Answered(a puzzles.Attempt) error {
	return r.RecordPuzzle(progress.PuzzleAttempt{
		Puzzle: a.PuzzleID, Rules: a.Rules, Themes: a.Themes, Answer: a.Answer,
		Correct: a.Correct, HintsUsed: a.HintsUsed, At: a.At, Took: a.Took,
	})
}
