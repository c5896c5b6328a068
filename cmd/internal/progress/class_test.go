package progress

import (
	"errors"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A class file keeps each learner's answers under their identity; the
// report counts per learner and per item, and a single-user store's own
// answers (the default learner) are not in it.
func TestClassReport(t *testing.T) {
	day0 := time.Date(2026, 11, 25, 9, 0, 0, 0, time.UTC)
	clock := &fixedClock{t: day0}
	s := openAt(t, clock)

	_, err := s.SeeLearner("SHA256:ann", "ssh-ed25519 AAAA ann")
	require.NoError(t, err)
	_, err = s.SeeLearner("SHA256:bob", "ssh-ed25519 AAAA bob")
	require.NoError(t, err)
	require.NoError(t, s.NameLearner("SHA256:ann", "  Ann "))
	require.NoError(t, s.NameLearner("SHA256:bob", "Bob"))
	assert.Error(t, s.NameLearner("SHA256:nobody", "X"))
	assert.Error(t, s.NameLearner("SHA256:ann", " "))

	// The single user's own answer: not a class answer.
	require.NoError(t, s.RecordPuzzle(puzzleAttempt("p1", false, 0, day0)))

	ann := puzzleAttempt("p1", true, 0, day0.Add(time.Minute))
	ann.Took = 30 * time.Second
	require.NoError(t, s.RecordClassPuzzle("SHA256:ann", "week1", ann))
	wrong := puzzleAttempt("p1", false, 0, day0.Add(2*time.Minute))
	wrong.Answer = "b2xc3"
	require.NoError(t, s.RecordClassPuzzle("SHA256:bob", "week1", wrong))
	require.NoError(t, s.RecordClassPuzzle("SHA256:bob", "week1", puzzleAttempt("p1", true, 1, day0.Add(3*time.Minute))))
	require.NoError(t, s.RecordClassExercise("SHA256:bob", ExerciseAttempt{Lesson: "multiplex", Exercise: 0, Task: "classify 12 6", Answer: "multiplex", Correct: true, At: day0.Add(4 * time.Minute)}))
	assert.Error(t, s.RecordClassPuzzle(DefaultLearner, "", ann), "a class answer names its learner")

	r, err := s.ClassReport("")
	require.NoError(t, err)
	require.Len(t, r.Students, 2)
	a, b := r.Students[0], r.Students[1]
	assert.Equal(t, StudentLine{ID: "SHA256:ann", Name: "Ann", Done: 1, RightFirst: 1, Time: 30 * time.Second, LastSeen: day0.Add(time.Minute)}, a)
	assert.Equal(t, "Bob", b.Name)
	assert.Equal(t, 2, b.Done)
	assert.Equal(t, 1, b.RightFirst, "the exercise; the puzzle was missed first")
	assert.Equal(t, 1, b.Hints)
	assert.Equal(t, day0.Add(4*time.Minute), b.LastSeen)

	require.Len(t, r.Items, 2)
	assert.Equal(t, "exercise", r.Items[0].Kind)
	assert.Equal(t, "multiplex #1: classify 12 6", r.Items[0].Label)
	p := r.Items[1]
	assert.Equal(t, "p1", p.Label)
	assert.Equal(t, 2, p.Learners, "the single user's own answer is not counted")
	assert.Equal(t, 1, p.RightFirst)
	assert.Equal(t, "b2xc3", p.Wrong)
	assert.Equal(t, 1, p.WrongCount)

	_, err = s.ClassReport("week9")
	assert.True(t, errors.Is(err, ErrNoAssignment))
}

func TestAssignments(t *testing.T) {
	day0 := time.Date(2026, 11, 25, 9, 0, 0, 0, time.UTC)
	s := openAt(t, &fixedClock{t: day0})
	item := AssignedPuzzle{Puzzle: "f1-addition-1", Rules: "fulke1", Position: "pos", Goal: "capture", Themes: []string{"Addition"}, Difficulty: 2}
	tests := []struct {
		name string
		a    Assignment
		err  string
	}{
		{"no name", Assignment{Items: []AssignedPuzzle{item}}, "the name is empty"},
		{"nothing selected", Assignment{Name: "w1"}, "nothing selected"},
		{"bad due", Assignment{Name: "w1", Due: "friday", Items: []AssignedPuzzle{item}}, `due date "friday"`},
		{"later", Assignment{Name: "later", Lessons: []string{"multiplex"}, Seed: 7}, ""},
		{"due", Assignment{Name: "week1", Due: "2026-12-01", Items: []AssignedPuzzle{item, item}}, ""},
		{"again", Assignment{Name: "week1", Items: []AssignedPuzzle{item}}, "exists"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := s.Assign(tt.a)
			if tt.err == "" {
				require.NoError(t, err)
			} else {
				assert.ErrorContains(t, err, tt.err)
			}
		})
	}
	all, err := s.Assignments()
	require.NoError(t, err)
	require.Len(t, all, 2)
	assert.Equal(t, "week1", all[0].Name, "due first")
	assert.Len(t, all[0].Items, 2)
	want := item
	want.Themes = []string{"addition"}
	assert.Equal(t, want, all[0].Items[0])
	assert.Equal(t, []string{"multiplex"}, all[1].Lessons)
	assert.Equal(t, uint64(7), all[1].Seed)

	r, err := s.ClassReport("week1")
	require.NoError(t, err)
	require.Len(t, r.Items, 1, "the same puzzle twice is one item")
	assert.Equal(t, 0, r.Items[0].Learners)
}

// A class copy is checked as the learner's own answer is: the same refusals
// for either way of recording.
func TestClassCopyRefusesWhatTheStoreRefuses(t *testing.T) {
	s := openAt(t, &fixedClock{t: time.Date(2026, 11, 25, 9, 0, 0, 0, time.UTC)})
	_, err := s.SeeLearner("SHA256:ann", "ssh-ed25519 AAAA ann")
	require.NoError(t, err)
	for _, a := range []ExerciseAttempt{
		{Lesson: "multiplex", Exercise: -1, Answer: "duplex"},
		{Lesson: "", Answer: "duplex"},
		{Lesson: "multiplex", Answer: "duplex", HintsUsed: -1},
		{Lesson: "multiplex", Answer: "duplex", Origin: "nowhere"},
	} {
		own, class := s.RecordExercise(a), s.RecordClassExercise("SHA256:ann", a)
		require.Error(t, own, "%+v", a)
		assert.EqualError(t, class, own.Error(), "%+v", a)
	}
	for _, a := range []PuzzleAttempt{
		{Puzzle: "", Rules: "fulke1"},
		{Puzzle: "p1", Rules: "fulke1", Origin: "nowhere"},
	} {
		own, class := s.RecordPuzzle(a), s.RecordClassPuzzle("SHA256:ann", "", a)
		require.Error(t, own, "%+v", a)
		assert.EqualError(t, class, own.Error(), "%+v", a)
	}
}
