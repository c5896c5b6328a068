package cli

import (
	"encoding/json"
	"fmt"
	"io/fs"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"testing/fstest"
	"time"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/cmd/internal/progress"
	"github.com/rithmo/rithmo/content"
	"github.com/rithmo/rithmo/lessons"
	"github.com/rithmo/rithmo/puzzles"
)

// reviewLessons is a course of one lesson with one exercise whose numbers
// are drawn, for the review tests.
func reviewLessons(t *testing.T) {
	t.Helper()
	old := lessonFiles
	files := fstest.MapFS{
		"01-sums.md": {Data: []byte("# Sums\n\nTwo men take a third by addition.\n\n```exercise\ntask: take addition {10..40} {10..40}\n```\n\n*Sources: Lever & Fulke 1563.*\n")},
	}
	lessonFiles = func() fs.FS { return files }
	t.Cleanup(func() { lessonFiles = old })
}

// The scenario: a scripted accessible run misses a puzzle and an
// exercise; the next day `rithmo review` brings both back, the same
// position and the same numbers; once answered right, the exercise comes
// back later with fresh numbers.
func TestReviewBringsBackMisses(t *testing.T) {
	reviewLessons(t)
	dir := t.TempDir()
	vars := map[string]string{"RITHMO_DATA": filepath.Join(dir, "progress.db"), "RITHMO_SEED": "7", "RITHMO_NOW": "2026-12-01"}
	run := func(input string, args ...string) string {
		t.Helper()
		code, out, errOut := execRithmo(t, input, vars, append([]string{"--accessible"}, args...)...)
		require.Equal(t, ExitOK, code, "%s\n%s", out, errOut)
		return out
	}
	// runOut is run for answers that run out while a question waits.
	runOut := func(input string, args ...string) string {
		t.Helper()
		code, out, errOut := execRithmo(t, input, vars, append([]string{"--accessible"}, args...)...)
		assertRanOut(t, code, errOut)
		return out
	}

	// Day 1: the exercise answered 1 (wrong: both numbers are at least 10),
	// then leave; the puzzle file's second puzzle missed.
	out := runOut("1\n", "lessons", "1")
	require.Contains(t, out, "Not 1.")
	task := between(out, "Exercise 1. ", "\n")
	file := writePuzzles(t, onePuzzle)
	out = run("1\n4\n1\n0\n3\n1\n1\n4\n6\n", "puzzles", "play", file)
	require.Contains(t, out, "You solved 1 of 2 puzzles played")

	// The same day: nothing due yet.
	out = run("", "review")
	assert.Contains(t, out, "Nothing to review today. The next review is on Wednesday 2 December (2 items kept for review).")

	// The next day both are due: the same puzzle and the same numbers.
	vars["RITHMO_NOW"] = "2026-12-02"
	out = run("", "review", "--list")
	assert.Contains(t, out, "2 items due today:")
	assert.Contains(t, out, "puzzle cli-division (capture e8, fulke1): missed 1 time, reviewed 0 times; the same again")
	assert.Contains(t, out, "lesson sums, exercise 1 (take addition ")

	// Leave the puzzle at its first question; the review stops there.
	out = runOut("", "review")
	assert.Contains(t, out, "Review: 2 items due today: 1 puzzle and 1 exercise.")
	assert.Contains(t, out, "Puzzle 1 of 1: Find the capture: a study of 4 men, White to move")
	// Miss the puzzle again (man 1, the R4, to h7: it leaves the R36 no
	// partner), then answer the exercise right: its answer is in the
	// lesson's feedback.
	sum := answerOf(t, task)
	out = run("1\n4\n6\n"+sum+"\n", "review") // wrong, then show the answer
	assert.Contains(t, out, "Wrong. g6-h7 does not take the r9 on e8")
	assert.Contains(t, out, "Review exercise 1 of 1, from lesson 1 (Sums).")
	assert.Contains(t, out, "Exercise 1. "+task, "the same numbers")
	assert.Contains(t, out, "Right: ")
	assert.Contains(t, out, "Review done.")

	code, js, _ := execRithmo(t, "", vars, "progress", "--json")
	require.Equal(t, ExitOK, code)
	var got struct {
		Review struct {
			DueToday int `json:"due_today"`
			Cards    int `json:"cards"`
		} `json:"review"`
		Mastery []struct {
			Lesson   string `json:"lesson"`
			Right    int    `json:"right"`
			Mastered bool   `json:"mastered"`
		} `json:"mastery"`
	}
	require.NoError(t, json.Unmarshal([]byte(js), &got))
	assert.Equal(t, 0, got.Review.DueToday, "both answered today")
	assert.Equal(t, 2, got.Review.Cards)
	require.Len(t, got.Mastery, 1)
	assert.True(t, got.Mastery[0].Mastered, "right on review masters the lesson's one exercise")

	// A week on, the exercise comes back with fresh numbers.
	vars["RITHMO_NOW"] = "2026-12-09"
	out = run("", "review", "--list")
	assert.Contains(t, out, "lesson sums, exercise 1 (")
	assert.Contains(t, out, "a fresh one of its kind")
	out = runOut("1\n4\n6\n", "review") // the puzzle missed and its answer shown
	assert.Contains(t, out, "with new numbers")
	assert.NotContains(t, out, "Exercise 1. "+task)
}

// between is the text of s after the first from, up to the next to.
func between(s, from, to string) string {
	_, after, ok := strings.Cut(s, from)
	if !ok {
		return ""
	}
	before, _, _ := strings.Cut(after, to)
	return before
}

// answerOf reads the sum an addition exercise asks for from its prompt's
// numbers: "... 12 and 31 ..." gives 43.
func answerOf(t *testing.T, prompt string) string {
	t.Helper()
	var nums []int
	for _, f := range strings.FieldsFunc(prompt, func(r rune) bool { return r < '0' || r > '9' }) {
		n, err := strconv.Atoi(f)
		require.NoError(t, err)
		nums = append(nums, n)
	}
	require.GreaterOrEqual(t, len(nums), 2, "numbers in %q", prompt)
	return strconv.Itoa(nums[len(nums)-2] + nums[len(nums)-1])
}

// A week of simulated answers on a fresh database: every day the lesson
// pages, exercises (some missed) and puzzles (some missed, some hinted);
// then progress --json shows the ratings and their history, mastery per
// lesson, the daily streak and what is due.
func TestWeekOfAnswersInProgressJSON(t *testing.T) {
	all, err := lessons.Load(lessonFiles())
	require.NoError(t, err)
	curatedPuzzles, err := puzzles.Load(content.Puzzles())
	require.NoError(t, err)
	path := filepath.Join(t.TempDir(), "progress.db")
	start := time.Date(2026, 12, 1, 18, 0, 0, 0, time.Local)
	at := start
	store, err := progress.Open(path, progress.WithClock(func() time.Time { return at }), progress.WithLessons(lessonShapes()))
	require.NoError(t, err)
	p := 0
	// The rated first tries: a daily puzzle may be one of the curated ones,
	// and a victory goal has no rating.
	firsts := map[string]bool{}
	rated := func(pz puzzles.Puzzle) {
		kind, _, _ := strings.Cut(pz.Goal.String(), " ")
		if slices.Contains(progress.Goals, kind) {
			firsts[pz.ID] = true
		}
	}
	for day := 0; day < 7; day++ {
		at = start.AddDate(0, 0, day)
		// Lesson day+1: every page, every exercise; one in five missed.
		l := all[day]
		for page := range l.Pages {
			require.NoError(t, store.LessonOpened(l.Name, page))
		}
		for i := range l.Exercises {
			at = at.Add(time.Minute)
			require.NoError(t, store.RecordExercise(lessons.Attempt{Lesson: l.Name, Exercise: i, Task: fmt.Sprintf("task %d", i), Answer: "x", Correct: (i+day)%5 != 0}, progress.Given{Seed: 7}))
		}
		// Four puzzles a day: right, right with a hint, wrong, right.
		for k := 0; k < 4; k++ {
			pz := curatedPuzzles[p%len(curatedPuzzles)]
			rated(pz)
			p++
			at = at.Add(time.Minute)
			require.NoError(t, store.RecordPuzzle(puzzles.Attempt{PuzzleID: pz.ID, Rules: pz.Rules(), Themes: pz.Themes, Answer: "a", Correct: k != 2, HintsUsed: b2i(k == 1), Position: pz.Position.String(), Goal: pz.Goal.String(), Difficulty: pz.Difficulty, Title: pz.Title, Ends: solvedIf(k != 2)}, progress.Given{}))
		}
		daily, _, err := dailyPuzzle(at, nil, defaultRules)
		require.NoError(t, err)
		rated(daily)
		require.NoError(t, store.RecordPuzzle(puzzles.Attempt{PuzzleID: daily.ID, Rules: daily.Rules(), Answer: "a", Correct: true, Position: daily.Position.String(), Goal: daily.Goal.String(), Difficulty: daily.Difficulty, Ends: puzzles.EndsSolved}, progress.Given{Origin: progress.OriginDaily}))
	}
	require.NoError(t, store.Close())

	code, out, errOut := execRithmo(t, "", map[string]string{"RITHMO_DATA": path, "RITHMO_NOW": "2026-12-08"}, "progress", "--json")
	require.Equal(t, ExitOK, code, errOut)
	var got struct {
		Review  progress.ReviewSummary
		Ratings []progress.GoalRating
		History map[string][]progress.RatingPoint `json:"rating_history"`
		Mastery []progress.LessonMastery
		Daily   progress.DailySummary
	}
	require.NoError(t, json.Unmarshal([]byte(out), &got))

	games := 0
	for _, r := range got.Ratings {
		games += r.Games
		assert.Len(t, got.History[r.Goal], r.Games, "one point of history per rated first try (%s)", r.Goal)
		if r.Games > 0 {
			assert.Less(t, r.RD, 350.0, "%s: rated, so less uncertain", r.Goal)
		}
	}
	assert.Equal(t, len(firsts), games, "28 puzzles and 7 daily puzzles, each rated puzzle's first try")
	require.Len(t, got.Mastery, len(all))
	for i, m := range got.Mastery {
		if i < 7 {
			assert.True(t, m.Read, "lesson %d read", i+1)
			assert.Equal(t, m.Exercises, m.Answered)
			wantRight := 0
			for e := 0; e < m.Exercises; e++ {
				if (e+i)%5 != 0 {
					wantRight++
				}
			}
			assert.Equal(t, wantRight, m.Right, "lesson %d", i+1)
			assert.Equal(t, 100*wantRight >= 80*m.Exercises, m.Mastered, "lesson %d: %d of %d", i+1, wantRight, m.Exercises)
		} else {
			assert.False(t, m.Read || m.Mastered, "lesson %d not begun", i+1)
		}
	}
	assert.Equal(t, 7, got.Daily.Streak, "a daily puzzle each day; none yet on the eighth")
	assert.Greater(t, got.Review.DueToday, 0, "misses and hints of the week are due")
	assert.Equal(t, got.Review.Puzzles+got.Review.Exercises, got.Review.DueToday)
	assert.GreaterOrEqual(t, got.Review.Cards, got.Review.DueToday)

	// The text report fits 80 columns, chart included.
	code, out, _ = execRithmo(t, "", map[string]string{"RITHMO_DATA": path, "RITHMO_NOW": "2026-12-08"}, "progress")
	require.Equal(t, ExitOK, code)
	for _, line := range strings.Split(out, "\n") {
		assert.LessOrEqual(t, utf8.RuneCountInString(line), 80, "%q", line)
	}
	assert.Contains(t, out, "Ratings (Glicko-2, after each puzzle's first try)")
	assert.Regexp(t, `\d{3,4} [▁▂▃▄▅▆▇█]{2,} \d{3,4}`, out, "a chart of the rating's history")

	code, out, _ = execRithmo(t, "", map[string]string{"RITHMO_DATA": path, "RITHMO_NOW": "2026-12-08"}, "--accessible", "progress")
	require.Equal(t, ExitOK, code)
	assert.NotRegexp(t, `[▁▂▃▄▅▆▇█]`, out, "no bars for a screen reader")
	assert.Regexp(t, `history: first \d+, lowest \d+, highest \d+`, out)
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

func TestBadClockIsAUsageError(t *testing.T) {
	code, out, errOut := execRithmo(t, "", map[string]string{"RITHMO_DATA": filepath.Join(t.TempDir(), "p.db"), "RITHMO_NOW": "next tuesday"}, "review", "--list")
	assert.Equal(t, ExitUsage, code)
	assert.Empty(t, out)
	assert.Contains(t, errOut, `RITHMO_NOW="next tuesday": want a date (2026-12-01) or an RFC 3339 time (2026-12-01T09:30:00Z)`)
}

// The puzzle of the day is the same for everyone on a day, and another the
// next day.
func TestDailyPuzzle(t *testing.T) {
	day := time.Date(2026, 12, 1, 9, 0, 0, 0, time.UTC)
	a, _, err := dailyPuzzle(day, nil, defaultRules)
	require.NoError(t, err)
	b, _, err := dailyPuzzle(day.Add(10*time.Hour), nil, defaultRules)
	require.NoError(t, err)
	assert.Equal(t, a.Item(), b.Item(), "the same day")
	c, _, err := dailyPuzzle(day.AddDate(0, 0, 1), nil, defaultRules)
	require.NoError(t, err)
	assert.NotEqual(t, a.Item(), c.Item(), "the next day")
	assert.Equal(t, uint64(20261201), dailySeed(day))
	assert.True(t, strings.HasPrefix(a.Headline(), "Puzzle of the day, Tuesday 1 December 2026. Find "), a.Headline())

	// Played twice on one day, then the next: a streak of two days.
	dir := t.TempDir()
	vars := map[string]string{"RITHMO_DATA": filepath.Join(dir, "p.db"), "RITHMO_NOW": "2026-12-01"}
	code, out, errOut := execRithmo(t, "", vars, "--accessible", "daily")
	require.Equal(t, ExitOK, code, errOut)
	assert.Equal(t, "The puzzle of the day opens when you have read lesson 3, How the Men Move (rithmo lessons 3).\n", out, "no lesson read yet")
	readLessonIn(t, vars["RITHMO_DATA"], 14)
	for _, now := range []string{"2026-12-01", "2026-12-01", "2026-12-02"} {
		vars["RITHMO_NOW"] = now
		// Whatever the day's puzzle, a first answer, right or wrong, makes the day played.
		code, out, errOut := execRithmo(t, "1\n1\n1\n0\n1\n1\n1\n0\n", vars, "--accessible", "daily")
		if code != ExitOK { // the script may end before the puzzle does
			assertRanOut(t, code, errOut)
		}
		assert.Contains(t, out, "Puzzle 1 of 1: Puzzle of the day, ")
		assert.Contains(t, out, "Daily puzzle: a streak of ")
	}
	code, out, _ = execRithmo(t, "", vars, "progress", "--json")
	require.Equal(t, ExitOK, code)
	var got struct{ Daily progress.DailySummary }
	require.NoError(t, json.Unmarshal([]byte(out), &got))
	assert.Equal(t, 2, got.Daily.Streak)
	assert.Equal(t, 2, got.Daily.Played)
	assert.True(t, got.Daily.PlayedToday)
}
