package progress

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/lessons"
	"github.com/rithmo/rithmo/puzzles"
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
	require.NoError(t, s.RecordPuzzle(puzzleAttempt("p1", false, 0, day0), Given{}))

	annStore, bobStore := s.ForLearner("SHA256:ann"), s.ForLearner("SHA256:bob")
	week1 := Given{Assignment: "week1"}
	ann := puzzleAttempt("p1", true, 0, day0.Add(time.Minute))
	ann.Took = 30 * time.Second
	require.NoError(t, annStore.RecordPuzzle(ann, week1))
	wrong := puzzleAttempt("p1", false, 0, day0.Add(2*time.Minute))
	wrong.Answer = "b2xc3"
	require.NoError(t, bobStore.RecordPuzzle(wrong, week1))
	right := puzzleAttempt("p1", true, 1, day0.Add(3*time.Minute))
	require.NoError(t, bobStore.RecordPuzzle(right, week1))
	require.NoError(t, bobStore.RecordExercise(lessons.Attempt{Lesson: "multiplex", Exercise: 0, Task: "classify 12 6", Answer: "multiplex", Correct: true, At: day0.Add(4 * time.Minute)}, Given{}))

	rows, err := s.ClassRows("", true)
	require.NoError(t, err)
	r := BuildClassReport(rows, nil)
	require.Len(t, r.Students, 2)
	a, b := r.Students[0], r.Students[1]
	assert.Equal(t, StudentLine{ID: "SHA256:ann", Name: "Ann", Outcomes: Outcomes{NotStarted: 1, FirstTry: 1}, Time: 30 * time.Second,
		LastSeen: day0.Add(time.Minute), Answers: 1}, a)
	assert.Equal(t, "Bob", b.Name)
	assert.Equal(t, Outcomes{OnRetry: 1, FirstTry: 1}, b.Outcomes, "the puzzle right after a wrong answer; the exercise at once")
	assert.Equal(t, 1, b.Hints)
	assert.Equal(t, day0.Add(4*time.Minute), b.LastSeen)

	require.Len(t, r.Items, 2, "worst first: the exercise half the class has not started")
	assert.Equal(t, "exercise", r.Items[0].Kind)
	assert.Equal(t, "multiplex #1: classify 12 6", r.Items[0].Label)
	assert.Equal(t, []string{"lesson multiplex"}, r.Items[0].Ideas)
	p := r.Items[1]
	assert.Equal(t, "p1", p.Label)
	assert.Equal(t, Outcomes{FirstTry: 1, OnRetry: 1}, p.Outcomes, "the single user's own answer is not counted")
	assert.Equal(t, "b2xc3", p.Wrong)
	assert.Equal(t, 1, p.WrongCount)
	assert.Equal(t, [][]Outcome{{NotStarted, FirstTry}, {FirstTry, OnRetry}}, r.Grid)
	assert.Len(t, r.Attempts, 4)

	_, err = s.ClassRows("week9", false)
	assert.True(t, errors.Is(err, ErrNoAssignment))
}

func TestOutcomeOf(t *testing.T) {
	tests := []struct {
		name string
		in   ItemResult
		want Outcome
	}{
		{"right at once", ItemResult{Answers: 1, FirstRight: true, Right: true}, FirstTry},
		{"right after a wrong answer", ItemResult{Answers: 2, Wrong: 1, Right: true}, OnRetry},
		{"never right", ItemResult{Answers: 3, Wrong: 3}, Missed},
		{"answer shown, then typed in", ItemResult{Answers: 2, Wrong: 1, Right: true, Shown: true}, AnswerShown},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) { assert.Equal(t, tt.want, outcomeOf(tt.in)) })
	}
}

// An assignment's report lists its puzzles and its lessons' exercises even
// when no one has started them, counts exercises drawn with its seed, and
// puts absent students in the grid.
func TestClassReportOfAnAssignment(t *testing.T) {
	day0 := time.Date(2026, 11, 25, 9, 0, 0, 0, time.UTC)
	clock := &fixedClock{t: day0}
	s := openAt(t, clock, WithLessons([]LessonShape{{Name: "multiplex", Pages: 2, Exercises: 2}}))
	require.NoError(t, s.Assign(Assignment{Name: "w1", Seed: 7, Lessons: []string{"multiplex"},
		Items: []AssignedPuzzle{{Puzzle: "p1", Title: "Take the circle", Rules: "fulke1", Position: "pos", Goal: "capture e11", Themes: []string{"addition"}}}}))
	for _, id := range []string{"SHA256:ann", "SHA256:cat"} {
		_, err := s.SeeLearner(id, "")
		require.NoError(t, err)
	}
	require.NoError(t, s.NameLearner("SHA256:ann", "Ann"))
	require.NoError(t, s.NameLearner("SHA256:cat", "Cat"))
	ann := s.ForLearner("SHA256:ann")
	ex := func(answer string, correct bool, min int) lessons.Attempt {
		return lessons.Attempt{Lesson: "multiplex", Exercise: 1, Task: "classify 12 6", Answer: answer, Correct: correct, At: day0.Add(time.Duration(min) * time.Minute)}
	}
	require.NoError(t, ann.RecordExercise(ex("superparticular", false, 1), Given{Seed: 7}))
	require.NoError(t, ann.RecordExercise(ex("multiplex", true, 2), Given{Seed: 7}))
	require.NoError(t, ann.RecordExercise(ex("multiplex", true, 3), Given{Seed: 8})) // another seed: not the assignment's
	pz := puzzleAttempt("p1", false, 0, day0.Add(4*time.Minute))
	pz.Position, pz.Goal, pz.Answer = "pos", "capture e11", "c3-d4"
	require.NoError(t, ann.RecordPuzzle(pz, Given{Assignment: "w1"}))
	pz.Answer, pz.Shown, pz.At = "", true, pz.At.Add(time.Second)
	require.NoError(t, ann.RecordPuzzle(pz, Given{Assignment: "w1"}))

	rows, err := s.ClassRows("w1", true)
	require.NoError(t, err)
	r := BuildClassReport(rows, nil)
	assert.Equal(t, "w1", r.Assignment)
	require.Len(t, r.Students, 2)
	assert.Equal(t, "Cat", r.Students[1].Name)
	assert.Equal(t, Outcomes{NotStarted: 3}, r.Students[1].Outcomes, "absent, and in the grid")
	labels := []string{}
	for _, it := range r.Items {
		labels = append(labels, it.Label)
	}
	assert.Equal(t, []string{"Take the circle", "multiplex #1", "multiplex #2: classify 12 6"}, labels,
		"worst first: none solved, and tried without success before not started")
	assert.Equal(t, [][]Outcome{{AnswerShown, NotStarted, OnRetry}, {NotStarted, NotStarted, NotStarted}}, r.Grid)
	assert.Equal(t, "c3-d4", r.Items[0].Wrong, "the shown mark is not part of the answer")
	assert.Len(t, r.Attempts, 4, "the answer drawn with another seed is not the assignment's; the answer shown is a line of its own")
	require.Len(t, r.Ideas, 2)
	assert.Equal(t, IdeaLine{Idea: "addition", Items: 1, Outcomes: Outcomes{NotStarted: 1, AnswerShown: 1}}, r.Ideas[0])
	assert.Equal(t, IdeaLine{Idea: "lesson multiplex", Items: 2, Outcomes: Outcomes{NotStarted: 3, OnRetry: 1}}, r.Ideas[1])
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

	r, err := s.ClassReport("week1", nil, false)
	require.NoError(t, err)
	require.Len(t, r.Items, 1, "the same puzzle twice is one item")
	assert.Equal(t, 0, r.Items[0].Outcomes.Started())
}

// A student's answer is one row under their id, written in the one
// transaction that also schedules their review: the teacher's record of it
// cannot be lost apart from it (review N2). Each learner's review, ratings
// and report are theirs alone.
func TestStudentAnswerIsTheClassRecord(t *testing.T) {
	day0 := time.Date(2026, 11, 25, 9, 0, 0, 0, time.UTC)
	s := openAt(t, &fixedClock{t: day0})
	for _, id := range []string{"SHA256:ann", "SHA256:bob"} {
		_, err := s.SeeLearner(id, "ssh-ed25519 AAAA")
		require.NoError(t, err)
	}
	require.NoError(t, s.Assign(Assignment{Name: "week1", Lessons: []string{"multiplex"}}))
	ann, bob := s.ForLearner("SHA256:ann"), s.ForLearner("SHA256:bob")
	opened := day0.Add(-time.Minute)
	a := puzzleAttempt("p1", false, 1, day0)
	a.Goal, a.Step, a.Shown, a.Opened = "capture e11", 1, true, opened
	require.NoError(t, ann.RecordPuzzle(a, Given{Assignment: "week1"}))

	due, err := ann.Due()
	require.NoError(t, err)
	assert.Empty(t, due, "missed today, due tomorrow")
	_, ok, err := ann.Card(PuzzleItem("p1", a.Position, a.Goal))
	require.NoError(t, err)
	assert.True(t, ok, "Ann's miss is a card of hers")
	_, ok, err = bob.Card(PuzzleItem("p1", a.Position, a.Goal))
	require.NoError(t, err)
	assert.False(t, ok, "not Bob's")
	rs, err := ann.Ratings()
	require.NoError(t, err)
	assert.Equal(t, 1, rs[1].Games, "Ann's capture rating moved")
	rs, err = bob.Ratings()
	require.NoError(t, err)
	assert.Equal(t, 0, rs[1].Games)
	sum, err := s.Summary()
	require.NoError(t, err)
	assert.Zero(t, sum.Puzzles.Attempts, "the file's own learner answered nothing")

	r, err := s.ClassReport("week1", nil, false)
	require.NoError(t, err)
	require.Len(t, r.Items, 1)
	assert.Equal(t, 1, r.Items[0].Outcomes.Started())

	// Every part of the answer is kept as given.
	var (
		learner, assignment, openedAt string
		step, shown, hints            int
	)
	require.NoError(t, s.tx(false, func(q querier) error {
		return q.QueryRowContext(context.Background(), `SELECT learner, assignment, opened, step, shown, hints FROM attempt`).
			Scan(&learner, &assignment, &openedAt, &step, &shown, &hints)
	}))
	assert.Equal(t, []any{"SHA256:ann", "week1", stamp(opened), 1, 1, 1}, []any{learner, assignment, openedAt, step, shown, hints})
}

// A learner's answer is checked the same whoever's store records it.
func TestLearnerStoreRefusesWhatTheStoreRefuses(t *testing.T) {
	s := openAt(t, &fixedClock{t: time.Date(2026, 11, 25, 9, 0, 0, 0, time.UTC)})
	ann := s.ForLearner("SHA256:ann")
	exercises := []struct {
		a lessons.Attempt
		g Given
	}{
		{lessons.Attempt{Lesson: "multiplex", Exercise: -1, Answer: "duplex"}, Given{}},
		{lessons.Attempt{Lesson: "", Answer: "duplex"}, Given{}},
		{lessons.Attempt{Lesson: "multiplex", Answer: "duplex", HintsUsed: -1}, Given{}},
		{lessons.Attempt{Lesson: "multiplex", Answer: "duplex"}, Given{Origin: "nowhere"}},
		{lessons.Attempt{Lesson: "multiplex", Answer: "duplex", Took: -time.Second}, Given{}},
	}
	for _, tt := range exercises {
		own, class := s.RecordExercise(tt.a, tt.g), ann.RecordExercise(tt.a, tt.g)
		require.Error(t, own, "%+v %+v", tt.a, tt.g)
		assert.EqualError(t, class, own.Error(), "%+v %+v", tt.a, tt.g)
	}
	puzzleAnswers := []struct {
		a puzzles.Attempt
		g Given
	}{
		{puzzles.Attempt{PuzzleID: "", Rules: "fulke1"}, Given{}},
		{puzzles.Attempt{PuzzleID: "p1", Rules: "fulke1"}, Given{Origin: "nowhere"}},
		{puzzles.Attempt{PuzzleID: "p1", Rules: "fulke1", Difficulty: 6}, Given{}},
		{puzzles.Attempt{PuzzleID: "p1", Rules: "fulke1", Step: -1}, Given{}},
		{puzzles.Attempt{PuzzleID: "p1", Rules: "fulke1", Ends: "won"}, Given{}},
	}
	for _, tt := range puzzleAnswers {
		own, class := s.RecordPuzzle(tt.a, tt.g), ann.RecordPuzzle(tt.a, tt.g)
		require.Error(t, own, "%+v %+v", tt.a, tt.g)
		assert.EqualError(t, class, own.Error(), "%+v %+v", tt.a, tt.g)
	}
}

// A learner's own outcomes are the report's: a puzzle right after a wrong
// try is done on a retry, one whose answer was shown is not done.
func TestOutcomes(t *testing.T) {
	day0 := time.Date(2026, 11, 25, 9, 0, 0, 0, time.UTC)
	s := openAt(t, &fixedClock{t: day0}).ForLearner("SHA256:ann")
	record := func(id string, correct bool, hints int, answer string, min int) {
		a := puzzleAttempt(id, correct, hints, day0.Add(time.Duration(min)*time.Minute))
		a.Answer = answer
		require.NoError(t, s.RecordPuzzle(a, Given{}))
	}
	record("first", true, 0, "c6-d7", 1)
	record("retry", false, 0, "b5", 2)
	record("retry", true, 0, "c6-d7", 3)
	record("hinted", true, 1, "c6-d7", 4)
	record("shown", false, 0, "b5", 5)
	shown := puzzleAttempt("shown", false, 0, day0.Add(5*time.Minute+time.Second))
	shown.Answer, shown.Shown = "", true
	require.NoError(t, s.RecordPuzzle(shown, Given{}))
	record("missed", false, 0, "b5", 6)
	got, err := s.Outcomes(KindPuzzle)
	require.NoError(t, err)
	want := map[string]Outcome{"first": FirstTry, "retry": OnRetry, "hinted": OnRetry, "shown": AnswerShown, "missed": Missed}
	require.Len(t, got, len(want))
	for id, o := range want {
		a := puzzleAttempt(id, false, 0, day0)
		assert.Equal(t, o, got[PuzzleItem(id, a.Position, a.Goal)], id)
	}
}
