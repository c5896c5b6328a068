package cli

import (
	"context"
	"encoding/csv"
	"encoding/json"
	stdhtml "html"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/cmd/internal/progress"
	"github.com/rithmo/rithmo/lessons"
	"github.com/rithmo/rithmo/lessons/exercise"
	"github.com/rithmo/rithmo/puzzles"
)

// classNow is the teachers' tests' today, set through RITHMO_NOW.
var classNow = map[string]string{"RITHMO_NOW": "2026-12-06T09:00:00Z"}

// teachersClass makes a class file the way a teacher does (class assign,
// which makes it) and fills it with three students' work, as the server
// records it: Ann solves a puzzle on a retry and an exercise after a
// wrong answer, Bob gets a puzzle at once and is shown the other's
// answer, Cat never answers.
func teachersClass(t *testing.T) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "5b.db")
	code, _, stderr := execRithmo(t, "", classNow, "class", "assign", "drill", "--class", path,
		"--ids", "f1-addition-1,f1-blocker-2", "--lesson", "10", "--seed", "7", "--due", "2026-12-10")
	require.Equal(t, 0, code, stderr)

	at := time.Date(2026, 12, 6, 9, 0, 0, 0, time.UTC)
	clock := func() time.Time { return at }
	course, err := loadLessons()
	require.NoError(t, err)
	class, err := progress.Open(path, progress.WithClock(clock), progress.WithLessons(shapesOf(course)))
	require.NoError(t, err)
	defer class.Close()
	all, err := class.Assignments()
	require.NoError(t, err)
	require.Len(t, all, 1)
	drill := all[0]
	for _, s := range []struct{ id, name string }{{"SHA256:ann", "Ann Smith"}, {"SHA256:bob", "Bob Jones"}, {"SHA256:cat", "Cat Lee"}} {
		_, err := class.SeeLearner(s.id, "ssh-ed25519 AAAA "+s.id)
		require.NoError(t, err)
		require.NoError(t, class.NameLearner(s.id, s.name))
	}
	in := progress.Given{Assignment: "drill"}
	drawn := progress.Given{Assignment: "drill", Seed: drill.Seed}
	puzzle := func(i int, answer string, correct bool, hints int, took time.Duration) puzzles.Attempt {
		p := drill.Items[i]
		at = at.Add(time.Minute)
		return puzzles.Attempt{PuzzleID: p.Puzzle, Title: p.Title, Rules: p.Rules, Position: p.Position, Goal: p.Goal, Themes: p.Themes,
			Answer: answer, Correct: correct, Ends: solvedIf(correct), HintsUsed: hints, Took: took, At: at}
	}
	l10, ok := lessons.Find(course, "10")
	require.True(t, ok)
	ex := func(i int, answer string, correct bool) lessons.Attempt {
		q, err := exercise.Ask(l10.Exercises[i].Block, drill.Seed, l10.Name, i)
		require.NoError(t, err)
		at = at.Add(time.Minute)
		return lessons.Attempt{Lesson: l10.Name, Exercise: i, Task: q.Task.String(), Answer: answer, Correct: correct, At: at, Took: 20 * time.Second}
	}
	ann, bob := class.ForLearner("SHA256:ann"), class.ForLearner("SHA256:bob")
	require.NoError(t, ann.RecordPuzzle(puzzle(0, "b5", false, 1, 40*time.Second), in))
	require.NoError(t, ann.RecordPuzzle(puzzle(0, "c6-d7", true, 1, 15*time.Second), in))
	require.NoError(t, ann.RecordExercise(ex(0, "arithmetic", false), drawn))
	require.NoError(t, ann.RecordExercise(ex(0, "none", true), drawn))
	require.NoError(t, bob.RecordPuzzle(puzzle(0, "c6-d7", true, 0, 9*time.Second), in))
	wrong := puzzle(1, "c3", false, 0, 70*time.Second)
	require.NoError(t, bob.RecordPuzzle(wrong, in))
	shown := wrong // then "Show the answer", at once
	shown.Answer, shown.Shown, shown.Took = "", true, 0
	require.NoError(t, bob.RecordPuzzle(shown, in))
	require.NoError(t, bob.RecordExercise(ex(1, "1", false), drawn))
	return path
}

// solvedIf is the ending of a whole puzzle answered in one: solved when
// right.
func solvedIf(right bool) puzzles.Ending {
	if right {
		return puzzles.EndsSolved
	}
	return puzzles.EndsNot
}

func TestClassReportText(t *testing.T) {
	path := teachersClass(t)
	tests := []struct {
		name, golden string
		args         []string
	}{
		{"whole class", "class-report.golden", nil},
		{"one assignment", "class-report-drill.golden", []string{"--assignment", "drill"}},
		{"one student", "class-report-student.golden", []string{"--student", "ann smith"}},
		{"absent student", "class-report-absent.golden", []string{"--student", "Cat Lee", "--assignment", "drill"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, out, stderr := execRithmo(t, "", classNow, append([]string{"class", "report", "--class", path}, tt.args...)...)
			require.Equal(t, 0, code, stderr)
			golden(t, tt.golden, strings.ReplaceAll(out, path, "5b.db"))
		})
	}
}

// The JSON holds the grid, each cell as the text's marks have it.
func TestClassReportJSON(t *testing.T) {
	path := teachersClass(t)
	code, out, stderr := execRithmo(t, "", classNow, "class", "report", "--class", path, "--assignment", "drill", "--json")
	require.Equal(t, 0, code, stderr)
	var r classJSON
	require.NoError(t, json.Unmarshal([]byte(out), &r))
	assert.Equal(t, "2026-12-10", r.Due)
	require.Len(t, r.Students, 3, "Cat, who never answered, too")
	assert.Len(t, r.Items, 2+len(mustLesson(t, "10").Exercises), "the puzzles and lesson 10's exercises")
	assert.Len(t, r.Grid, len(r.Students)*len(r.Items))
	assert.Len(t, r.Attempts, 8, "seven answers and the answer shown")
	cells := map[string]string{}
	for _, c := range r.Grid {
		cells[c.Student+" "+c.Item] = c.Outcome
	}
	byLabel := map[string]string{}
	for _, it := range r.Items {
		byLabel[it.Label] = it.Item
	}
	addition := byLabel[r.Attempts[0].Label]
	assert.Equal(t, "on a retry", cells["SHA256:ann "+addition])
	assert.Equal(t, "first try", cells["SHA256:bob "+addition])
	assert.Equal(t, "not started", cells["SHA256:cat "+addition])
	for _, it := range r.Items {
		assert.NotContains(t, it.Label, "gen-", "labelled by the question")
	}
}

// --csv is one tidy table; --out writes one table per file, each with one
// header and rows as wide as it.
func TestClassReportCSV(t *testing.T) {
	path := teachersClass(t)
	code, out, stderr := execRithmo(t, "", classNow, "class", "report", "--class", path, "--csv")
	require.Equal(t, 0, code, stderr)
	rows, err := csv.NewReader(strings.NewReader(out)).ReadAll()
	require.NoError(t, err)
	require.Len(t, rows, 9, "a header, the seven answers and the answer shown")
	assert.Equal(t, "student_key", rows[0][0])

	dir := filepath.Join(t.TempDir(), "tables")
	code, _, stderr = execRithmo(t, "", classNow, "class", "report", "--class", path, "--csv", "--out", dir)
	require.Equal(t, 0, code, stderr)
	want := map[string]int{"students.csv": 3, "grid.csv": 3 * 4, "attempts.csv": 8, "items.csv": 4, "ideas.csv": 6}
	for name, n := range want {
		f, err := os.Open(filepath.Join(dir, name))
		require.NoError(t, err)
		rows, err := csv.NewReader(f).ReadAll() // the reader refuses rows of another width
		f.Close()
		require.NoError(t, err, name)
		assert.Len(t, rows, n+1, name)
	}
}

func mustLesson(t *testing.T, name string) *lessons.Lesson {
	t.Helper()
	course, err := loadLessons()
	require.NoError(t, err)
	l, ok := lessons.Find(course, name)
	require.True(t, ok)
	return l
}

// class assign makes a missing class file and warns of a due date in the
// past on the injected clock, in one line; class assignments lists them.
func TestClassAssignAndList(t *testing.T) {
	path := filepath.Join(t.TempDir(), "new.db")
	code, out, stderr := execRithmo(t, "", classNow, "class", "assign", "old", "--class", path, "--ids", "f1-addition-1", "--seed", "3", "--due", "2026-12-05")
	require.Equal(t, 0, code, stderr)
	assert.Equal(t, "Assigned old: 1 puzzle (seed 3), due 2026-12-05.\n", out)
	lines := strings.Split(strings.TrimSpace(stderr), "\n")
	require.Len(t, lines, 2, stderr)
	assert.Contains(t, lines[0], "made the class file")
	assert.Equal(t, "rithmo: warning: due 2026-12-05 is in the past (today is 2026-12-06); students will see it as overdue", lines[1])

	code, _, stderr = execRithmo(t, "", classNow, "class", "assign", "today", "--class", path, "--lesson", "10", "--seed", "4", "--due", "2026-12-06")
	require.Equal(t, 0, code, stderr)
	assert.Empty(t, stderr, "due today is not past, and the file exists")

	code, out, stderr = execRithmo(t, "", classNow, "class", "assignments", "--class", path)
	require.Equal(t, 0, code, stderr)
	golden(t, "class-assignments.golden", strings.ReplaceAll(out, path, "new.db"))
	assert.Equal(t, 2, strings.Count(out, "seed"), "each names its seed in its command")
}

// The page is one file; in Chromium its grid holds, cell for cell, what
// the JSON says. Without chromium the browser part is skipped.
func TestClassReportHTML(t *testing.T) {
	path := teachersClass(t)
	page := filepath.Join(t.TempDir(), "drill.html")
	code, _, stderr := execRithmo(t, "", classNow, "class", "report", "--class", path, "--assignment", "drill", "--html", page)
	require.Equal(t, 0, code, stderr)
	data, err := os.ReadFile(page)
	require.NoError(t, err)
	golden(t, "class-report-drill.html.golden", strings.ReplaceAll(string(data), path, "5b.db"))
	for _, outside := range []string{"<script", "<link", "src=", "url("} {
		assert.NotContains(t, string(data), outside, "self-contained")
	}

	code, out, stderr := execRithmo(t, "", classNow, "class", "report", "--class", path, "--assignment", "drill", "--json")
	require.Equal(t, 0, code, stderr)
	var r classJSON
	require.NoError(t, json.Unmarshal([]byte(out), &r))
	want := map[string]string{}
	for _, c := range r.Grid {
		want[c.Student+" "+c.Item] = c.Outcome + " " + c.Mark
	}

	browser, err := exec.LookPath("chromium")
	if err != nil {
		t.Skip("chromium is not installed: the page is not rendered")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	dom := runBrowser(t, ctx, browser, "", "--dump-dom", "file://"+page)
	cells := gridCells(t, string(dom))
	assert.Equal(t, want, cells, "the rendered grid is the JSON's")
	shot := filepath.Join(t.TempDir(), "page.png")
	runBrowser(t, ctx, browser, shot, "--window-size=1200,1600", "--screenshot="+shot, "file://"+page)
	fi, err := os.Stat(shot)
	require.NoError(t, err)
	assert.Greater(t, fi.Size(), int64(10000), "a page was drawn")
}

// runBrowser runs headless Chromium, up to three times: on a machine
// short of memory or cores it sometimes crashes starting or stopping. A
// run counts when it exits cleanly or, for a screenshot, wrote the file
// (want) before crashing on its way out.
func runBrowser(t *testing.T, ctx context.Context, browser, want string, args ...string) []byte {
	t.Helper()
	var err error
	for try := 1; try <= 3; try++ {
		cmd := exec.CommandContext(ctx, browser, append([]string{"--headless", "--no-sandbox", "--disable-gpu", "--user-data-dir=" + t.TempDir()}, args...)...)
		var out []byte
		out, err = cmd.Output()
		if err == nil {
			return out
		}
		if fi, serr := os.Stat(want); want != "" && serr == nil && fi.Size() > 0 {
			t.Logf("chromium wrote %s, then: %v", want, err)
			return out
		}
		t.Logf("chromium, try %d: %v", try, err)
	}
	require.NoError(t, err, "chromium failed three times")
	return nil
}

// gridCells reads the grid's cells from the DOM the browser built and
// serialised: "student item" to "outcome mark".
func gridCells(t *testing.T, dom string) map[string]string {
	t.Helper()
	cell := regexp.MustCompile(`<td class="cell [^"]*" data-student="([^"]*)" data-item="([^"]*)" data-outcome="([^"]*)"[^>]*>([^<]*)</td>`)
	cells := map[string]string{}
	for _, m := range cell.FindAllStringSubmatch(dom, -1) {
		cells[stdhtml.UnescapeString(m[1]+" "+m[2])] = m[3] + " " + stdhtml.UnescapeString(m[4])
	}
	return cells
}

// The student's counter counts what the report counts as done: right at
// the first try or on a retry, each with its own mark; a shown answer is
// not done.
func TestCounterMarks(t *testing.T) {
	tests := []struct {
		in   progress.Outcomes
		want string
	}{
		{progress.Outcomes{progress.NotStarted: 3}, ""},
		{progress.Outcomes{progress.FirstTry: 2}, ""},
		{progress.Outcomes{progress.FirstTry: 1, progress.OnRetry: 1}, " (1 first try, 1 on a retry)"},
		{progress.Outcomes{progress.OnRetry: 2, progress.AnswerShown: 1}, " (2 on a retry, 1 answer shown)"},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, counterMarks(tt.in))
	}
}
