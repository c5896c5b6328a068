package progress

import (
	"slices"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/lessons"
	"github.com/rithmo/rithmo/puzzles"
)

func TestStreak(t *testing.T) {
	day := func(y int, m time.Month, d int) time.Time { return time.Date(y, m, d, 15, 0, 0, 0, time.UTC) }
	for _, tc := range []struct {
		name  string
		days  []string
		today time.Time
		want  int
	}{
		{"nothing answered", nil, day(2026, 3, 1), 0},
		{"today only", []string{"2026-03-01"}, day(2026, 3, 1), 1},
		{"yesterday only still counts", []string{"2026-02-28"}, day(2026, 3, 1), 1},
		{"two days ago is broken", []string{"2026-02-27"}, day(2026, 3, 1), 0},
		{"across february's end (not a leap year)", []string{"2026-02-27", "2026-02-28", "2026-03-01"}, day(2026, 3, 1), 3},
		{"across february's end in a leap year", []string{"2028-02-28", "2028-02-29", "2028-03-01"}, day(2028, 3, 1), 3},
		{"leap day missing breaks the run", []string{"2028-02-28", "2028-03-01"}, day(2028, 3, 1), 1},
		{"across a 30-day month", []string{"2026-04-29", "2026-04-30", "2026-05-01"}, day(2026, 5, 1), 3},
		{"across a 31-day month, ending yesterday", []string{"2026-01-30", "2026-01-31", "2026-02-01"}, day(2026, 2, 2), 3},
		{"across the year's end", []string{"2025-12-30", "2025-12-31", "2026-01-01"}, day(2026, 1, 1), 3},
		{"a gap stops the count", []string{"2026-03-05", "2026-03-07", "2026-03-08"}, day(2026, 3, 8), 2},
		{"repeated days and any order", []string{"2026-03-08", "2026-03-07", "2026-03-08", "2026-03-07", "2026-03-06"}, day(2026, 3, 8), 3},
		{"days in the future are ignored", []string{"2026-03-10", "2026-03-07", "2026-03-08"}, day(2026, 3, 8), 2},
		{"today's date is read in today's zone", []string{"2026-03-01"}, time.Date(2026, 3, 1, 0, 30, 0, 0, time.FixedZone("UTC+9", 9*3600)), 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := Streak(tc.days, tc.today)
			require.NoError(t, err)
			assert.Equal(t, tc.want, got)
		})
	}
	_, err := Streak([]string{"2026-13-01"}, day(2026, 3, 1))
	assert.ErrorContains(t, err, `bad day "2026-13-01"`)
}

func TestSummary(t *testing.T) {
	clock := &fixedClock{t: time.Date(2026, 1, 30, 21, 0, 0, 0, time.UTC)}
	s, _ := openTemp(t, WithClock(clock.now), WithLocation(time.UTC))

	empty, err := s.Summary()
	require.NoError(t, err)
	assert.Equal(t, Summary{Lessons: LessonSummary{Finished: []string{}}, Puzzles: PuzzleSummary{ByTheme: []Tally{}, ByRules: []Tally{}}}, empty)

	require.NoError(t, s.LessonOpened("ratios", 0))
	require.NoError(t, s.LessonOpened("ratios", 4))
	require.NoError(t, s.LessonFinished("ratios"))
	require.NoError(t, s.LessonFinished("ratios")) // twice: still one
	require.NoError(t, s.LessonOpened("multiplex", 1))

	ex := func(lesson string, i int, correct bool, hints int) {
		t.Helper()
		require.NoError(t, s.RecordExercise(lessons.Attempt{Lesson: lesson, Exercise: i, Task: "classify 12 9", Answer: "x", Correct: correct, HintsUsed: hints, Took: 3 * time.Second}, Given{}))
		clock.set(clock.now().Add(time.Minute))
	}
	ex("ratios", 0, false, 1) // wrong first, then right: not first-try
	ex("ratios", 0, true, 0)
	ex("ratios", 1, true, 0) // right first, then wrong: first-try
	ex("ratios", 1, false, 0)
	ex("multiplex", 0, true, 2) // same index, other lesson: another exercise

	pz := func(id, rules string, correct bool, themes ...string) {
		t.Helper()
		require.NoError(t, s.RecordPuzzle(puzzles.Attempt{PuzzleID: id, Rules: rules, Themes: themes, Answer: "a", Correct: correct, Ends: solvedIf(correct)}, Given{}))
	}
	// Day two: 31 January. Day three: 1 February, across the month's end.
	clock.set(time.Date(2026, 1, 31, 9, 0, 0, 0, time.UTC))
	pz("p1", "fulke", false, "addition", "Addition ", "")
	pz("p1", "fulke", true, "addition")
	clock.set(time.Date(2026, 2, 1, 9, 0, 0, 0, time.UTC))
	pz("p2", "fulke", false, "siege", "addition")
	pz("p3", "boissiere", true, "triumph")
	pz("p3", "boissiere", true, "triumph") // solved twice: one puzzle

	sum, err := s.Summary()
	require.NoError(t, err)
	assert.Equal(t, LessonSummary{Opened: 2, Finished: []string{"ratios"}}, sum.Lessons)
	assert.Equal(t, ExerciseSummary{Attempts: 5, Correct: 3, Exercises: 3, FirstTryRight: 2, HintsUsed: 3}, sum.Exercises)
	assert.Equal(t, PuzzleSummary{
		Attempts: 5, Attempted: 3, Solved: 2,
		ByTheme: []Tally{{"addition", 2, 1}, {"siege", 1, 0}, {"triumph", 1, 1}},
		ByRules: []Tally{{"boissiere", 1, 1}, {"fulke", 2, 1}},
	}, sum.Puzzles)
	assert.Equal(t, StreakSummary{Days: 3, LastDay: "2026-02-01"}, sum.Streak)

	clock.set(time.Date(2026, 2, 2, 23, 59, 0, 0, time.UTC))
	sum, err = s.Summary()
	require.NoError(t, err)
	assert.Equal(t, 3, sum.Streak.Days, "ending yesterday still counts")

	clock.set(time.Date(2026, 2, 3, 0, 1, 0, 0, time.UTC))
	sum, err = s.Summary()
	require.NoError(t, err)
	assert.Equal(t, StreakSummary{Days: 0, LastDay: "2026-02-01"}, sum.Streak, "two days without an answer")
}

func TestDayIsTheLearnersCalendarDay(t *testing.T) {
	tokyo := time.FixedZone("UTC+9", 9*3600)
	// 20:00 UTC on 31 January is 05:00 on 1 February in Tokyo.
	clock := &fixedClock{t: time.Date(2026, 1, 31, 20, 0, 0, 0, time.UTC)}
	s, _ := openTemp(t, WithClock(clock.now), WithLocation(tokyo))
	require.NoError(t, s.RecordExercise(lessons.Attempt{Lesson: "a", Answer: "1"}, Given{}))
	sum, err := s.Summary()
	require.NoError(t, err)
	assert.Equal(t, StreakSummary{Days: 1, LastDay: "2026-02-01"}, sum.Streak)
}

func TestLastPageAndSolvedPuzzles(t *testing.T) {
	s, _ := openTemp(t)
	_, ok := s.LastPage("ratios")
	assert.False(t, ok)
	require.NoError(t, s.LessonOpened("ratios", 2))
	require.NoError(t, s.LessonOpened("ratios", 5))
	page, ok := s.LastPage("ratios")
	assert.True(t, ok)
	assert.Equal(t, 5, page)

	solved, err := s.SolvedPuzzles()
	require.NoError(t, err)
	assert.Empty(t, solved)
	require.NoError(t, s.RecordPuzzle(puzzles.Attempt{PuzzleID: "p1", Correct: false}, Given{}))
	require.NoError(t, s.RecordPuzzle(puzzles.Attempt{PuzzleID: "p2", Correct: true, Ends: puzzles.EndsSolved}, Given{}))
	require.NoError(t, s.RecordPuzzle(puzzles.Attempt{PuzzleID: "p2", Correct: false}, Given{}))
	solved, err = s.SolvedPuzzles()
	require.NoError(t, err)
	assert.Equal(t, map[string]bool{"p2": true}, solved)
}

// A lesson is finished once its last page is reached and every exercise
// that counts for the learner's rule set is answered, right or wrong; one
// without such exercises once its last page is reached. Visits, Resume
// and the summary say the same.
func TestFinishedAsksTheExercises(t *testing.T) {
	other := Elsewhere{Pages: map[int]bool{1: true}, Exercises: map[int]bool{1: true}}
	shapes := []LessonShape{
		{Name: "a", Pages: 2, Exercises: 2},
		{Name: "b", Pages: 1},
		{Name: "c", Pages: 3, Exercises: 2, Elsewhere: map[string]Elsewhere{"nemec": other}},
	}
	answer := func(s *Store, lesson string, i int, right bool) {
		require.NoError(t, s.RecordExercise(lessons.Attempt{Lesson: lesson, Exercise: i, Task: "t", Answer: "x", Correct: right}, Given{}))
	}
	for _, tc := range []struct {
		name   string
		rules  string
		do     func(s *Store)
		lesson string
		want   bool
	}{
		{"last page reached, exercises open", "", func(s *Store) { require.NoError(t, s.LessonFinished("a")) }, "a", false},
		{"last page reached, one answered", "", func(s *Store) { answer(s, "a", 0, true); require.NoError(t, s.LessonFinished("a")) }, "a", false},
		{"last page reached, every one answered, one wrong", "", func(s *Store) {
			answer(s, "a", 0, true)
			answer(s, "a", 1, false)
			require.NoError(t, s.LessonFinished("a"))
		}, "a", true},
		{"every one answered, last page not reached", "", func(s *Store) {
			require.NoError(t, s.LessonOpened("a", 0))
			answer(s, "a", 0, true)
			answer(s, "a", 1, true)
		}, "a", false},
		{"no exercises: the last page", "", func(s *Store) { require.NoError(t, s.LessonFinished("b")) }, "b", true},
		{"another rule set's exercise does not count", "nemec", func(s *Store) { answer(s, "c", 0, true); require.NoError(t, s.LessonFinished("c")) }, "c", true},
		{"it counts in its own", "", func(s *Store) { answer(s, "c", 0, true); require.NoError(t, s.LessonFinished("c")) }, "c", false},
		{"a lesson the course does not have: the last page", "", func(s *Store) { require.NoError(t, s.LessonFinished("gone")) }, "gone", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := openAt(t, &fixedClock{t: day0}, WithLessons(shapes))
			if tc.rules != "" {
				require.NoError(t, s.SetSetting(SettingRules, tc.rules))
			}
			tc.do(s)
			visits, err := s.Visits()
			require.NoError(t, err)
			require.Len(t, visits, 1)
			assert.Equal(t, tc.lesson, visits[0].Lesson)
			assert.Equal(t, tc.want, visits[0].Finished, "Visits")
			last, ok, err := s.Resume()
			require.NoError(t, err)
			require.True(t, ok)
			assert.Equal(t, tc.want, last.Finished, "Resume")
			sum, err := s.Summary()
			require.NoError(t, err)
			assert.Equal(t, tc.want, slices.Contains(sum.Lessons.Finished, tc.lesson), "Summary")
		})
	}
}
