package cli

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/cmd/internal/progress"
	"github.com/rithmo/rithmo/lessons"
	"github.com/rithmo/rithmo/puzzles"
)

// execRithmo runs rithmo with args and a quiet environment, returning the exit
// code, stdout and stderr.
func execRithmo(t *testing.T, stdin string, vars map[string]string, args ...string) (int, string, string) {
	t.Helper()
	var out, errOut bytes.Buffer
	env := &Env{Stdin: strings.NewReader(stdin), Stdout: &out, Stderr: &errOut, Getenv: func(k string) string { return vars[k] }}
	code := Main(args, env)
	return code, out.String(), errOut.String()
}

// fixClock sets the progress store's clock for one test.
func fixClock(t *testing.T, at time.Time) {
	t.Helper()
	old := storeClock
	storeClock = func() time.Time { return at }
	t.Cleanup(func() { storeClock = old })
}

// fixLessons replaces the curriculum with two small lessons for one test.
func fixLessons(t *testing.T) {
	t.Helper()
	old := lessonFiles
	files := fstest.MapFS{
		"01-ratios.md": {Data: []byte("# Ratios\n\nA ratio compares two numbers.\n\n```exercise\ntask: classify 12 9\n```\n\n```exercise\ntask: mean arithmetic 4 8\n```\n\n" +
			"---\n\nMore.\n\n*Sources: Lever & Fulke 1563.*\n")},
		"02-multiplex.md": {Data: []byte("# Multiplex ratios\n\nTwice, thrice.\n\n---\n\nAgain.\n\n---\n\nEnd.\n\n*Sources: Lever & Fulke 1563.*\n")},
	}
	lessonFiles = func() fs.FS { return files }
	t.Cleanup(func() { lessonFiles = old })
}

func seedProgress(t *testing.T, path string, today time.Time) {
	t.Helper()
	at := today
	s, err := progress.Open(path, progress.WithClock(func() time.Time { return at }))
	require.NoError(t, err)
	defer s.Close()
	require.NoError(t, s.LessonOpened("ratios", 0))
	require.NoError(t, s.LessonOpened("ratios", 3))
	require.NoError(t, s.LessonFinished("ratios"))
	at = today.Add(-24 * time.Hour)
	require.NoError(t, s.RecordExercise(lessons.Attempt{Lesson: "ratios", Exercise: 0, Task: "classify 12 9", Answer: "multiplex", Correct: false, HintsUsed: 1, Took: 9 * time.Second}, progress.Given{}))
	require.NoError(t, s.RecordExercise(lessons.Attempt{Lesson: "ratios", Exercise: 0, Task: "classify 12 9", Answer: "superparticular", Correct: true, Took: 4 * time.Second}, progress.Given{}))
	at = today
	require.NoError(t, s.RecordExercise(lessons.Attempt{Lesson: "ratios", Exercise: 1, Task: "mean arithmetic 4 8", Answer: "6", Correct: true, Took: 3 * time.Second}, progress.Given{}))
	require.NoError(t, s.RecordPuzzle(puzzles.Attempt{PuzzleID: "first-blood", Rules: "fulke1", Themes: []string{"addition"}, Answer: "c6-d7", Correct: true, Ends: puzzles.EndsSolved}, progress.Given{}))
	require.NoError(t, s.RecordPuzzle(puzzles.Attempt{PuzzleID: "siege-1", Rules: "nemec", Themes: []string{"siege", "addition"}, Answer: "e5-e6", Correct: false}, progress.Given{}))
}

func TestProgressCommand(t *testing.T) {
	today := time.Date(2026, 3, 1, 12, 0, 0, 0, time.Local)
	fixClock(t, today)
	fixLessons(t)
	path := filepath.Join(t.TempDir(), "progress.db")
	seedProgress(t, path, today)

	code, out, errOut := execRithmo(t, "", nil, "progress", "--data", path)
	require.Equal(t, ExitOK, code, errOut)
	golden(t, "progress.golden", strings.ReplaceAll(out, path, "$DATA"))

	code, out, errOut = execRithmo(t, "", map[string]string{"RITHMO_DATA": path}, "progress", "--json")
	require.Equal(t, ExitOK, code, errOut)
	var got map[string]any
	require.NoError(t, json.Unmarshal([]byte(out), &got), "one JSON object")
	assert.Equal(t, path, got["data"])
	assert.Equal(t, true, got["recorded"])
	assert.Equal(t, map[string]any{"days": 2.0, "last_day": "2026-03-01"}, got["streak"])
	assert.Equal(t, []any{"ratios"}, got["lessons"].(map[string]any)["finished"])
	assert.Equal(t, 3.0, got["exercises"].(map[string]any)["attempts"])
	assert.Equal(t, 1.0, got["exercises"].(map[string]any)["first_try_right"])
	assert.Equal(t, []any{
		map[string]any{"name": "fulke1", "attempted": 1.0, "solved": 1.0},
		map[string]any{"name": "nemec", "attempted": 1.0, "solved": 0.0},
	}, got["puzzles"].(map[string]any)["by_rules"])
	assert.Equal(t, map[string]any{"review": true, "due": 1.0, "hint": "Continue: review, 1 item due today",
		"lesson": "", "number": 0.0, "title": "", "page": 0.0, "pages": 0.0, "finished": false, "next": false},
		got["continue"], "yesterday's miss is due: review first")
	review := got["review"].(map[string]any)
	assert.Equal(t, 1.0, review["due_today"], "the exercise missed yesterday")
	assert.Equal(t, 2.0, review["cards"], "and the puzzle missed today")
	mastery := got["mastery"].([]any)
	require.Len(t, mastery, 2)
	assert.Equal(t, map[string]any{"lesson": "ratios", "pages": 2.0, "pages_opened": 1.0, "read": false,
		"exercises": 2.0, "answered": 2.0, "first_try": 1.0, "right": 1.0, "mastered": false}, mastery[0],
		"the fixed course's two exercises, one right at the first try; page 3 is beyond it")
	ratings := got["ratings"].([]any)
	require.Len(t, ratings, 3)
	assert.Equal(t, "spot", ratings[0].(map[string]any)["goal"])
	assert.Equal(t, map[string]any{"streak": 0.0, "last_day": "", "played_today": false, "solved_today": false, "played": 0.0, "solved": 0.0}, got["daily"])
	assert.Contains(t, got, "rating_history")

	// Tomorrow the puzzle missed today, in nemec, is due too, but waits:
	// the learner learns in fulke1, and review would ask the exercise
	// alone.
	code, out, errOut = execRithmo(t, "", map[string]string{"RITHMO_DATA": path, "RITHMO_NOW": "2026-03-02"}, "progress", "--json")
	require.Equal(t, ExitOK, code, errOut)
	require.NoError(t, json.Unmarshal([]byte(out), &got))
	assert.Equal(t, 1.0, got["review"].(map[string]any)["due_today"])
	assert.Equal(t, 0.0, got["review"].(map[string]any)["puzzles"])
}

func TestProgressWithoutDatabaseCreatesNothing(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "sub", "progress.db")
	code, out, errOut := execRithmo(t, "", nil, "progress", "--data", path)
	require.Equal(t, ExitOK, code, errOut)
	assert.Contains(t, out, "No progress recorded yet at "+path)
	assert.Contains(t, out, "Exercises  none answered yet")
	assert.NoDirExists(t, filepath.Join(dir, "sub"))

	code, out, _ = execRithmo(t, "", nil, "progress", "--data", path, "--json")
	require.Equal(t, ExitOK, code)
	assert.Contains(t, out, `"recorded": false`)
}

// rithmo progress only reads: an empty file stays empty, a real database
// (also one the learner may only read) keeps every byte and gains no -wal
// or -shm file beside it.
func TestProgressOnlyReads(t *testing.T) {
	today := time.Date(2026, 3, 1, 12, 0, 0, 0, time.Local)
	fixClock(t, today)
	fixLessons(t)

	t.Run("empty file", func(t *testing.T) {
		path := filepath.Join(t.TempDir(), "e.db")
		require.NoError(t, os.WriteFile(path, nil, 0o644))
		code, out, errOut := execRithmo(t, "", nil, "progress", "--data", path)
		require.Equal(t, ExitOK, code, errOut)
		assert.Contains(t, out, "No progress recorded yet at "+path)
		info, err := os.Stat(path)
		require.NoError(t, err)
		assert.Zero(t, info.Size(), "the empty file stays empty")
		assert.Equal(t, []string{"e.db"}, dirNames(t, filepath.Dir(path)))
	})
	for _, mode := range []os.FileMode{0o600, 0o444} {
		t.Run(fmt.Sprintf("database %#o", mode), func(t *testing.T) {
			dir := filepath.Join(t.TempDir(), "data")
			require.NoError(t, os.Mkdir(dir, 0o700))
			path := filepath.Join(dir, "progress.db")
			seedProgress(t, path, today)
			require.NoError(t, os.Chmod(path, mode))
			if mode&0o200 == 0 {
				require.NoError(t, os.Chmod(dir, 0o555)) // nowhere to put a -wal either
				t.Cleanup(func() { os.Chmod(dir, 0o700) })
			}
			before, err := os.ReadFile(path)
			require.NoError(t, err)
			code, out, errOut := execRithmo(t, "", nil, "progress", "--data", path, "--json")
			require.Equal(t, ExitOK, code, errOut)
			assert.Contains(t, out, `"recorded": true`)
			assert.Contains(t, out, `"attempts": 3`)
			after, err := os.ReadFile(path)
			require.NoError(t, err)
			assert.True(t, bytes.Equal(before, after), "the database's bytes are unchanged")
			assert.Equal(t, []string{"progress.db"}, dirNames(t, dir))
		})
	}
}

func dirNames(t *testing.T, dir string) []string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	names := make([]string, len(entries))
	for i, e := range entries {
		names[i] = e.Name()
	}
	return names
}

func TestProgressXDGDefault(t *testing.T) {
	xdg := t.TempDir()
	vars := map[string]string{"XDG_DATA_HOME": xdg}
	code, out, errOut := execRithmo(t, "", vars, "progress", "--json")
	require.Equal(t, ExitOK, code, errOut)
	assert.Contains(t, out, `"data": "`+filepath.Join(xdg, "rithmo", "progress.db")+`"`)
}

func TestProgressRefusesForeignFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "notes.db")
	require.NoError(t, os.WriteFile(path, []byte("shopping list: eggs\n"), 0o600))
	code, out, errOut := execRithmo(t, "", nil, "progress", "--data", path)
	assert.Equal(t, ExitFailure, code)
	assert.Empty(t, out)
	assert.Contains(t, errOut, path+" is not a usable rithmo progress database: it is not a database rithmo knows")
	assert.Contains(t, errOut, "give rithmo a file of its own with --data FILE", "never advice to move a file that is not rithmo's")
	b, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.Equal(t, "shopping list: eggs\n", string(b))
}

func TestProgressUsage(t *testing.T) {
	code, _, errOut := execRithmo(t, "", nil, "progress", "extra")
	assert.Equal(t, ExitUsage, code, errOut)
	code, _, errOut = execRithmo(t, "", nil, "progress", "--jsn")
	assert.Equal(t, ExitUsage, code, errOut)
}

func TestProgressExport(t *testing.T) {
	dir := t.TempDir()
	data := filepath.Join(dir, "progress.db")
	s, err := progress.Open(data)
	require.NoError(t, err)
	require.NoError(t, s.RecordExercise(lessons.Attempt{Lesson: "ratios", Answer: "7", Correct: true}, progress.Given{}))
	defer s.Close() // still open, as in another window

	copyPath := filepath.Join(dir, "copy.db")
	out, stderr, code := runPuzzlesCmd(t, dir, "", "progress", "export", copyPath)
	require.Equal(t, ExitOK, code, stderr)
	assert.Equal(t, "Progress from "+data+" copied to "+copyPath+"\n", out)
	r, err := progress.Read(copyPath)
	require.NoError(t, err)
	assert.Equal(t, 1, r.Summary.Exercises.Attempts)

	_, stderr, code = runPuzzlesCmd(t, dir, "", "progress", "export", copyPath)
	assert.Equal(t, ExitFailure, code)
	assert.Contains(t, stderr, copyPath+": the file already exists")

	_, stderr, code = runPuzzlesCmd(t, t.TempDir(), "", "progress", "export", filepath.Join(t.TempDir(), "x.db"))
	assert.Equal(t, ExitFailure, code)
	assert.Contains(t, stderr, "no progress recorded yet")
	assert.Contains(t, stderr, "nothing to export")

	_, stderr, code = runPuzzlesCmd(t, dir, "", "progress", "export")
	assert.Equal(t, ExitUsage, code, stderr)
}
