package cli

import (
	"encoding/json"
	"io/fs"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
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

	// Day 1: the exercise answered 1 (wrong: both numbers are at least 10),
	// then leave; the puzzle file's second puzzle missed.
	out := run("1\n", "lessons", "1")
	require.Contains(t, out, "Not 1: ")
	task := between(out, "Exercise 1. ", "\n")
	file := writePuzzles(t, onePuzzle)
	out = run("1\n4\n1\n0\n3\n1\n2\n1\n", "puzzles", "play", file)
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
	out = run("", "review")
	assert.Contains(t, out, "Review: 2 items due today: 1 puzzle and 1 exercise.")
	assert.Contains(t, out, "Puzzle 1 of 1: Thirty-six by four")
	// Miss the puzzle again (man 2 is the R36, which does not move), then
	// answer the exercise right: its answer is in the lesson's feedback.
	sum := answerOf(t, task)
	out = run("2\n"+sum+"\n", "review")
	assert.Contains(t, out, "Wrong. No action of the R36 on d7 takes the r9 on e8")
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
	out = run("2\n", "review")
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
