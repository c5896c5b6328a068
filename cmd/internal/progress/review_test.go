package progress

import (
	"fmt"
	"math"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/cmd/internal/fsrs"
	"github.com/rithmo/rithmo/cmd/internal/glicko2"
	"github.com/rithmo/rithmo/lessons"
	"github.com/rithmo/rithmo/puzzles"
)

var day0 = time.Date(2026, 11, 2, 9, 0, 0, 0, time.UTC)

func openAt(t *testing.T, clock *fixedClock, opts ...Option) *Store {
	t.Helper()
	s, _ := openTemp(t, append([]Option{WithClock(clock.now), WithLocation(time.UTC)}, opts...)...)
	return s
}

const pos1 = "8/8/8/8/8/3,t12,4/3,R6,4/2,T6,5/8/8/8/8/8/8/8/8 w fulke1 - - 1"

func puzzleAttempt(id string, correct bool, hints int, at time.Time) puzzles.Attempt {
	return puzzles.Attempt{PuzzleID: id, Rules: "fulke1", Themes: []string{"addition"}, Answer: "c9-d10", Correct: correct, HintsUsed: hints, At: at, Position: pos1, Goal: "capture e11", Difficulty: 2, Ends: solvedIf(correct)}
}

func TestItems(t *testing.T) {
	a := PuzzleItem("f1-equality-1", pos1, "capture e11")
	assert.Regexp(t, `^f1-equality-1#[0-9a-f]{12}$`, a)
	assert.NotEqual(t, a, PuzzleItem("f1-equality-1", pos1, "spot"), "another goal, another puzzle")
	assert.NotEqual(t, a, PuzzleItem("f1-equality-1", "8/8/8/8/8/8/8/8/8/8/8/8/8/8/8/8 w fulke1 - - 1", "capture e11"))
	assert.Equal(t, "f1-equality-1", PuzzleItem("f1-equality-1", "", ""), "schema 1's answers keep the id")
	assert.Equal(t, "multiplex#2:classify 12 9", ExerciseItem("multiplex", 2, "classify 12 9"))
}

// A worksheet's puzzle that shares the curated one's id is another item.
func TestSameIDOtherPositionIsAnotherItem(t *testing.T) {
	clock := &fixedClock{t: day0}
	s := openAt(t, clock)
	require.NoError(t, s.RecordPuzzle(puzzleAttempt("f1-addition-1", false, 0, day0), Given{}))
	other := puzzleAttempt("f1-addition-1", true, 0, day0)
	other.Position = "8/8/8/8/8/3,t12,4/3,R6,4/3,T6,4/8/8/8/8/8/8/8/8 w fulke1 - - 1"
	require.NoError(t, s.RecordPuzzle(other, Given{}))
	items, err := s.PlayedPuzzles()
	require.NoError(t, err)
	assert.Len(t, items, 2)
	_, ok, err := s.Card(PuzzleItem("f1-addition-1", pos1, "capture e11"))
	require.NoError(t, err)
	assert.True(t, ok, "the missed one has a card")
	_, ok, err = s.Card(PuzzleItem("f1-addition-1", other.Position, other.Goal))
	require.NoError(t, err)
	assert.False(t, ok, "the one solved unaided has none")
}

func TestReviewSchedule(t *testing.T) {
	clock := &fixedClock{t: day0}
	s := openAt(t, clock)
	item := PuzzleItem("p", pos1, "capture e11")

	// Missed: a card, due tomorrow (S0(again) = 0.4 day, at least a day).
	require.NoError(t, s.RecordPuzzle(puzzleAttempt("p", false, 0, day0), Given{}))
	c, ok, err := s.Card(item)
	require.NoError(t, err)
	require.True(t, ok)
	assert.Equal(t, fsrs.Default.First(fsrs.Again), c.Memory)
	assert.Equal(t, day0.AddDate(0, 0, 1), c.Due)
	assert.False(t, c.Fresh(), "the same puzzle comes back first")
	due, err := s.Due()
	require.NoError(t, err)
	assert.Empty(t, due, "not due today")

	// Tomorrow it is due.
	clock.set(day0.AddDate(0, 0, 1))
	due, err = s.Due()
	require.NoError(t, err)
	require.Len(t, due, 1)
	assert.Equal(t, pos1, due[0].Position)
	assert.Equal(t, []string{"addition"}, due[0].Themes)

	// Answered right on review: FSRS Good after one day, then a fresh draw.
	at := day0.AddDate(0, 0, 1)
	a := puzzleAttempt("p", true, 0, at)
	require.NoError(t, s.RecordPuzzle(a, Given{Origin: OriginReview}))
	c, _, _ = s.Card(item)
	want := fsrs.Default.Next(fsrs.Default.First(fsrs.Again), 1, fsrs.Good)
	assert.InDelta(t, want.Stability, c.Memory.Stability, 1e-9)
	assert.Equal(t, at.AddDate(0, 0, fsrs.Days(Retention, want.Stability)), c.Due)
	assert.True(t, c.Fresh())
	assert.Equal(t, 1, c.Reviews)

	// A fresh draw answered wrong counts against the card, not as a new one.
	clock.set(c.Due)
	fresh := puzzleAttempt("gen-x", false, 0, c.Due)
	fresh.Position = "8/8/8/8/8/8/8/8/8/8/8/8/8/8/8/8 w fulke1 - - 1"
	require.NoError(t, s.RecordPuzzle(fresh, Given{Origin: OriginReview, Card: item}))
	c, _, _ = s.Card(item)
	assert.Equal(t, 2, c.Lapses)
	assert.False(t, c.Fresh(), "after a miss the very puzzle comes back")
	_, ok, _ = s.Card(PuzzleItem("gen-x", fresh.Position, fresh.Goal))
	assert.False(t, ok)

	l, err := s.Learning()
	require.NoError(t, err)
	r := l.Review
	assert.Equal(t, 1, r.Cards)
	assert.Equal(t, 0, r.DueToday)
	require.NotNil(t, r.NextDue)
}

func TestHintedExerciseComesBack(t *testing.T) {
	clock := &fixedClock{t: day0}
	s := openAt(t, clock)
	require.NoError(t, s.RecordExercise(lessons.Attempt{Lesson: "multiplex", Exercise: 2, Task: "classify 12 9", Answer: "superparticular", Correct: true, HintsUsed: 1, At: day0}, Given{Seed: 42}))
	require.NoError(t, s.RecordExercise(lessons.Attempt{Lesson: "multiplex", Exercise: 3, Task: "classify 8 4", Answer: "multiplex", Correct: true, At: day0}, Given{Seed: 42}))
	c, ok, err := s.Card(ExerciseItem("multiplex", 2, "classify 12 9"))
	require.NoError(t, err)
	require.True(t, ok)
	assert.Equal(t, fsrs.Default.First(fsrs.Hard), c.Memory)
	assert.Equal(t, "42", c.Seed)
	assert.Equal(t, 2, c.Exercise)
	// S0(hard) = 1.18 days: back in a day.
	clock.set(day0.AddDate(0, 0, 1))
	due, err := s.Due()
	require.NoError(t, err)
	require.Len(t, due, 1)
	assert.Equal(t, "classify 12 9", due[0].Task)
}

// Glicko-2 after each first try; a second try changes no rating.
func TestRatingsFollowFirstTries(t *testing.T) {
	clock := &fixedClock{t: day0}
	s := openAt(t, clock)
	require.NoError(t, s.RecordPuzzle(puzzleAttempt("p", true, 0, day0), Given{}))
	rs, err := s.Ratings()
	require.NoError(t, err)
	require.Len(t, rs, 3)
	assert.Equal(t, "capture", rs[1].Goal)
	assert.Greater(t, rs[1].R, 1500.0)
	assert.Equal(t, 1, rs[1].Games)
	assert.Equal(t, 0, rs[0].Games, "spot is not rated yet")
	p, err := s.PuzzleRating(PuzzleItem("p", pos1, "capture e11"), 2)
	require.NoError(t, err)
	assert.Less(t, p.R, PuzzleSeed(2).R, "solved: the puzzle looks easier")
	all, err := s.PuzzleRatings()
	require.NoError(t, err)
	assert.Equal(t, map[string]glicko2.Rating{PuzzleItem("p", pos1, "capture e11"): p}, all, "one read gives what PuzzleRating gives, for the puzzles rated")

	require.NoError(t, s.RecordPuzzle(puzzleAttempt("p", false, 0, day0.Add(time.Hour)), Given{}))
	again, err := s.Ratings()
	require.NoError(t, err)
	assert.Equal(t, rs, again, "a second try is not rated")

	require.NoError(t, s.RecordPuzzle(puzzleAttempt("q", false, 0, day0.Add(2*time.Hour)), Given{}))
	h, err := s.RatingHistory("capture")
	require.NoError(t, err)
	require.Len(t, h, 2)
	assert.Less(t, h[1].Rating, h[0].Rating)
}

func TestPuzzleSeed(t *testing.T) {
	for d, want := range map[int]float64{0: 1500, 1: 1000, 3: 1500, 5: 2000} {
		assert.Equal(t, want, PuzzleSeed(d).R, "difficulty %d", d)
	}
}

func TestMasteryOf(t *testing.T) {
	shape := LessonShape{Name: "l", Pages: 3, Exercises: 5}
	right := exerciseRecord{firstRight: true}
	wrong := exerciseRecord{}
	fixed := exerciseRecord{reviewRight: true}
	all := map[int]bool{0: true, 1: true, 2: true}
	tests := []struct {
		name      string
		pages     map[int]bool
		exercises map[int]exerciseRecord
		read      bool
		right     int
		mastered  bool
	}{
		{"nothing", nil, nil, false, 0, false},
		{"read, none answered", all, nil, true, 0, false},
		{"4 of 5 right: 80 %", all, map[int]exerciseRecord{0: right, 1: right, 2: right, 3: right, 4: wrong}, true, 4, true},
		{"3 of 5 right", all, map[int]exerciseRecord{0: right, 1: right, 2: right, 3: wrong, 4: wrong}, true, 3, false},
		{"one put right on review", all, map[int]exerciseRecord{0: right, 1: right, 2: right, 3: fixed, 4: wrong}, true, 4, true},
		{"4 right but one never answered", map[int]bool{0: true}, map[int]exerciseRecord{0: right, 1: right, 2: right, 3: right}, false, 4, false},
		{"an exercise the lesson lost is ignored", all, map[int]exerciseRecord{0: right, 1: right, 2: right, 3: right, 4: right, 9: wrong}, true, 5, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			m := masteryOf(shape, "", tt.pages, tt.exercises)
			assert.Equal(t, tt.read, m.Read)
			assert.Equal(t, tt.right, m.Right)
			assert.Equal(t, tt.mastered, m.Mastered)
		})
	}
	assert.True(t, masteryOf(LessonShape{Name: "x", Pages: 1}, "", map[int]bool{0: true}, nil).Mastered, "no exercises: mastered once read")
	assert.Equal(t, 80, LessonMastery{Exercises: 5, Right: 4}.Percent())
	assert.Equal(t, 67, LessonMastery{Exercises: 3, Right: 2}.Percent())
}

// A page on other rule sets' moves counts neither way for a learner of
// another: lesson-3-like, 4 pages, page 1 (fulke2's) with exercises 2 and 3.
func TestMasteryElsewhere(t *testing.T) {
	other := Elsewhere{Pages: map[int]bool{1: true}, Exercises: map[int]bool{2: true, 3: true}}
	shape := LessonShape{Name: "moves", Pages: 4, Exercises: 5, Elsewhere: map[string]Elsewhere{"": other, "fulke1": other}}
	right := exerciseRecord{firstRight: true}
	wrong := exerciseRecord{}
	mine := map[int]exerciseRecord{0: right, 1: right, 4: right}
	tests := []struct {
		name      string
		rules     string
		pages     map[int]bool
		exercises map[int]exerciseRecord
		want      LessonMastery
	}{
		{"fulke1: its own read and answered", "fulke1", map[int]bool{0: true, 2: true, 3: true}, mine,
			LessonMastery{Lesson: "moves", Pages: 3, PagesOpened: 3, Read: true, Exercises: 3, Answered: 3, FirstTry: 3, Right: 3, Mastered: true}},
		{"none chosen: the default's", "", map[int]bool{0: true, 2: true, 3: true}, mine,
			LessonMastery{Lesson: "moves", Pages: 3, PagesOpened: 3, Read: true, Exercises: 3, Answered: 3, FirstTry: 3, Right: 3, Mastered: true}},
		{"fulke1: a wrong answer elsewhere costs nothing", "fulke1", map[int]bool{0: true, 1: true, 2: true, 3: true},
			map[int]exerciseRecord{0: right, 1: right, 2: wrong, 3: wrong, 4: right},
			LessonMastery{Lesson: "moves", Pages: 3, PagesOpened: 3, Read: true, Exercises: 3, Answered: 3, FirstTry: 3, Right: 3, Mastered: true}},
		{"fulke2: every page and exercise", "fulke2", map[int]bool{0: true, 2: true, 3: true}, mine,
			LessonMastery{Lesson: "moves", Pages: 4, PagesOpened: 3, Exercises: 5, Answered: 3, FirstTry: 3, Right: 3}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, masteryOf(shape, tt.rules, tt.pages, tt.exercises))
		})
	}
}

func TestMasteryFromTheStore(t *testing.T) {
	clock := &fixedClock{t: day0}
	s := openAt(t, clock, WithLessons([]LessonShape{{Name: "a", Pages: 2, Exercises: 2}, {Name: "b", Pages: 1, Exercises: 1}}))
	require.NoError(t, s.LessonOpened("a", 0))
	require.NoError(t, s.LessonOpened("a", 1))
	require.NoError(t, s.LessonOpened("a", 1))
	ex := func(i int, correct bool, origin string) {
		clock.set(clock.now().Add(time.Minute))
		require.NoError(t, s.RecordExercise(lessons.Attempt{Lesson: "a", Exercise: i, Task: "t", Answer: "x", Correct: correct}, Given{Origin: origin}))
	}
	ex(0, true, "")
	ex(1, false, "")
	ex(1, true, "") // right at a second try in the lesson: not mastery
	m, err := s.Mastery()
	require.NoError(t, err)
	require.Len(t, m, 2)
	assert.Equal(t, LessonMastery{Lesson: "a", Pages: 2, PagesOpened: 2, Read: true, Exercises: 2, Answered: 2, FirstTry: 1, Right: 1}, m[0])
	ex(1, true, OriginReview)
	m, err = s.Mastery()
	require.NoError(t, err)
	assert.True(t, m[0].Mastered, "right on review counts")
	assert.False(t, m[1].Read)
}

// The store judges mastery in the rule set the learner chose.
func TestMasteryFollowsTheRuleSet(t *testing.T) {
	clock := &fixedClock{t: day0}
	other := Elsewhere{Pages: map[int]bool{1: true}, Exercises: map[int]bool{1: true}}
	s := openAt(t, clock, WithLessons([]LessonShape{{Name: "a", Pages: 2, Exercises: 2, Elsewhere: map[string]Elsewhere{"": other, "fulke1": other}}}))
	require.NoError(t, s.LessonOpened("a", 0))
	require.NoError(t, s.RecordExercise(lessons.Attempt{Lesson: "a", Exercise: 0, Task: "t", Answer: "x", Correct: true}, Given{}))
	for _, tt := range []struct {
		rules    string
		mastered bool
	}{{"", true}, {"nemec", false}, {"fulke1", true}} {
		if tt.rules != "" {
			require.NoError(t, s.SetSetting(SettingRules, tt.rules))
		}
		m, err := s.Mastery()
		require.NoError(t, err)
		assert.Equal(t, tt.mastered, m[0].Mastered, "learning in %q", tt.rules)
	}
}

func TestDailyStreak(t *testing.T) {
	clock := &fixedClock{t: day0}
	s := openAt(t, clock)
	for i, solved := range []bool{true, false, true} {
		at := day0.AddDate(0, 0, i)
		clock.set(at)
		a := puzzleAttempt("daily", solved, 0, at)
		require.NoError(t, s.RecordPuzzle(a, Given{Origin: OriginDaily}))
	}
	d, err := s.Daily()
	require.NoError(t, err)
	assert.Equal(t, DailySummary{Streak: 3, LastDay: "2026-11-04", PlayedToday: true, SolvedToday: true, Played: 3, Solved: 2}, d)
	clock.set(day0.AddDate(0, 0, 5))
	d, err = s.Daily()
	require.NoError(t, err)
	assert.Equal(t, 0, d.Streak)
	assert.False(t, d.PlayedToday)
}

func TestRecordRejectsUnknownOrigin(t *testing.T) {
	s, _ := openTemp(t)
	a := puzzleAttempt("p", true, 0, day0)
	assert.ErrorContains(t, s.RecordPuzzle(a, Given{Origin: "sheet"}), `unknown origin "sheet"`)
	assert.ErrorContains(t, s.RecordExercise(lessons.Attempt{Lesson: "l", Task: "t"}, Given{Origin: "daily"}), `unknown origin "daily"`)
}

// A newcomer's first try moves the rating by tens of points, not hundreds
// (the paper's RD 350 cost 412 for a first wrong answer to an easy
// puzzle): the sign says right or wrong, the size how surprising it was.
func TestFirstTryIsHumane(t *testing.T) {
	for _, tt := range []struct {
		name       string
		difficulty int
		correct    bool
		hints      int
		lo, hi     float64 // the change, in whole points
	}{
		{"right at an easy puzzle: expected, little gained", 1, true, 0, 5, 15},
		{"wrong at an easy puzzle: the most a first try costs", 1, false, 0, -95, -80},
		{"right at a middling puzzle", 3, true, 0, 40, 50},
		{"wrong at a middling puzzle", 3, false, 0, -50, -40},
		{"right with a hint at a middling puzzle: a draw", 3, true, 1, 0, 0},
		{"right at a hard puzzle: the most a first try earns", 5, true, 0, 80, 95},
		{"wrong at a hard puzzle: expected, little lost", 5, false, 0, -15, -5},
	} {
		t.Run(tt.name, func(t *testing.T) {
			s := openAt(t, &fixedClock{t: day0})
			before, err := s.Ratings()
			require.NoError(t, err)
			assert.Equal(t, LearnerSeed(), before[1].Rating)
			assert.True(t, before[1].Provisional())
			a := puzzleAttempt("p", tt.correct, tt.hints, day0)
			a.Difficulty = tt.difficulty
			require.NoError(t, s.RecordPuzzle(a, Given{}))
			after, err := s.Ratings()
			require.NoError(t, err)
			change := math.Round(after[1].R) - math.Round(before[1].R)
			assert.GreaterOrEqual(t, change, tt.lo)
			assert.LessOrEqual(t, change, tt.hi)
			assert.Less(t, after[1].RD, LearnerDeviation+0.0, "a try narrows the deviation")
			assert.True(t, after[1].Provisional(), "one try is a first estimate")
		})
	}
}

// The rating stops being a first estimate after puzzles.ProvisionalTries
// first tries.
func TestProvisionalUntilEnoughTries(t *testing.T) {
	s := openAt(t, &fixedClock{t: day0})
	for i := range puzzles.ProvisionalTries {
		rs, err := s.Ratings()
		require.NoError(t, err)
		assert.True(t, rs[1].Provisional(), "after %d tries", i)
		require.NoError(t, s.RecordPuzzle(puzzleAttempt(fmt.Sprint("p", i), i%2 == 0, 0, day0.Add(time.Duration(i)*time.Minute)), Given{}))
	}
	rs, err := s.Ratings()
	require.NoError(t, err)
	assert.Equal(t, puzzles.ProvisionalTries, rs[1].Games)
	assert.False(t, rs[1].Provisional())
}
