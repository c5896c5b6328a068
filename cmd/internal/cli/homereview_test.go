package cli

import (
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/cmd/internal/progress"
	"github.com/rithmo/rithmo/cmd/internal/review"
	"github.com/rithmo/rithmo/lessons"
	"github.com/rithmo/rithmo/puzzles"
)

// TestReviewAnswersReachTheClass: in a class, what a student answers in
// review is recorded in the class file under their key, as the lesson and
// puzzle answers are, so the teacher's report counts it; the file's own
// learner has none of it.
func TestReviewAnswersReachTheClass(t *testing.T) {
	class, err := progress.Open(filepath.Join(t.TempDir(), "class.db"))
	require.NoError(t, err)
	defer class.Close()
	_, err = class.SeeLearner("SHA256:ann", "ssh-ed25519 AAAA ann")
	require.NoError(t, err)

	var in review.Store = class.ForLearner("SHA256:ann")
	require.NoError(t, in.RecordPuzzle(puzzles.Attempt{PuzzleID: "f1-addition-1", Rules: "fulke1", Themes: []string{"addition"}, Answer: "c6-d7"}, progress.Given{Origin: progress.OriginReview}))
	require.NoError(t, in.RecordExercise(lessons.Attempt{Lesson: "multiplex", Task: "classify 12 6", Answer: "duplex", Correct: true}, progress.Given{Origin: progress.OriginReview}))

	r, err := class.ClassReport("", nil, false)
	require.NoError(t, err)
	require.Len(t, r.Students, 1)
	assert.Equal(t, 2, r.Students[0].Outcomes.Started(), "both review answers are the class's")
	sum, err := class.Summary()
	require.NoError(t, err)
	assert.Zero(t, sum.Exercises.Attempts+sum.Puzzles.Attempts, "none is the file's own learner's")
}

func TestWaitingHint(t *testing.T) {
	asked := review.Set{Exercises: []review.Exercise{{}}}
	for _, tc := range []struct {
		t    today
		want string
	}{
		{today{}, ""},
		{today{rules: 1}, "; 1 puzzle of another rule set waits"},
		{today{rules: 2}, "; 2 puzzles of other rule sets wait"},
		{today{other: 1}, "; 1 item waits (Review says why)"},
		{today{other: 2}, "; 2 items wait (Review says why)"},
		{today{set: asked, other: 1}, "; 1 more waits (Review says why)"},
		{today{rules: 1, other: 2}, "; 1 puzzle of another rule set waits; 2 more wait (Review says why)"},
	} {
		assert.Equal(t, tc.want, waitingHint(tc.t), "%+v", tc.t)
	}
}
