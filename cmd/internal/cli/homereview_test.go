package cli

import (
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/cmd/internal/progress"
)

// copies counts what a class would be sent.
type copies struct {
	exercises []progress.ExerciseAttempt
	puzzles   []progress.PuzzleAttempt
}

func (c *copies) exercise(a progress.ExerciseAttempt) { c.exercises = append(c.exercises, a) }
func (c *copies) puzzle(_ string, a progress.PuzzleAttempt) {
	c.puzzles = append(c.puzzles, a)
}

// TestReviewAnswersReachTheClass: in a class, what a student answers in
// review is saved in their own store and copied for the teacher, as the
// lesson and puzzle answers are; outside a class it is only saved.
func TestReviewAnswersReachTheClass(t *testing.T) {
	store, err := progress.Open(filepath.Join(t.TempDir(), "progress.db"))
	require.NoError(t, err)
	defer store.Close()

	class := &copies{}
	in := reviewStore{Store: store, class: class}
	require.NoError(t, in.RecordPuzzle(progress.PuzzleAttempt{Puzzle: "f1-addition-1", Rules: "fulke1", Themes: []string{"addition"}, Answer: "c6-d7"}))
	require.NoError(t, in.RecordExercise(progress.ExerciseAttempt{Lesson: "multiplex", Task: "classify 12 6", Answer: "duplex", Correct: true}))
	assert.Len(t, class.puzzles, 1)
	assert.Len(t, class.exercises, 1)
	assert.Equal(t, "c6-d7", class.puzzles[0].Answer)

	alone := reviewStore{Store: store}
	require.NoError(t, alone.RecordExercise(progress.ExerciseAttempt{Lesson: "multiplex", Task: "classify 12 4", Answer: "triplex", Correct: true}))
	assert.Len(t, class.exercises, 1, "outside a class nothing is copied")

	sum, err := store.Summary()
	require.NoError(t, err)
	assert.Equal(t, 2, sum.Exercises.Attempts, "both review exercises are in the learner's own store")
}
