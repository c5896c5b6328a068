package cli

import (
	"encoding/json"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/cmd/internal/progress"
	"github.com/rithmo/rithmo/content"
	"github.com/rithmo/rithmo/lessons"
	"github.com/rithmo/rithmo/lessons/reader"
)

// The curriculum: twelve lessons that parse, at least five exercises each,
// every exercise answerable, nothing `lesson check` objects to.
func TestCurriculumPassesLessonCheck(t *testing.T) {
	all, err := lessons.Load(content.Lessons())
	require.NoError(t, err)
	for _, l := range all {
		assert.Empty(t, lessons.Check(l), "%s", l.File)
		assert.GreaterOrEqual(t, len(l.Exercises), 5, "%s has %d exercises", l.File, len(l.Exercises))
	}
	numbers := make([]int, len(all))
	for i, l := range all {
		numbers[i] = l.Number
	}
	assert.Equal(t, []int{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20}, numbers, "lessons 01 to 20")

	code, out, errOut := execRithmo(t, "", nil, "lesson", "check")
	assert.Equal(t, ExitOK, code, "%s%s", out, errOut)
	assert.Contains(t, out, "no problems")
}

// useFixtureLessons replaces the curriculum with the lessons package's
// two fixture lessons for one test.
func useFixtureLessons(t *testing.T) {
	t.Helper()
	old := lessonFiles
	lessonFiles = func() fs.FS { return os.DirFS("../../../lessons/testdata/fixture") }
	t.Cleanup(func() { lessonFiles = old })
}

func TestLessonShow(t *testing.T) {
	useFixtureLessons(t)
	code, out, errOut := execRithmo(t, "", nil, "lesson", "show", "means", "--seed", "1")
	require.Equal(t, ExitOK, code, errOut)
	assert.NotContains(t, out, "\x1b", "piped output is plain")
	assert.Contains(t, out, "Lesson 2, page 1 of 2")
	assert.Contains(t, out, "# Finding the Middle")
	assert.Contains(t, out, "Exercise 1. What number stands midway between 6 and 12?")
	assert.Contains(t, out, "Exercise 4. Which cossic sign joins 4 and 64")
	assert.NotContains(t, out, "task:")
	assert.NotContains(t, out, "Right")

	// By number, one page, another width.
	code, page2, _ := execRithmo(t, "", nil, "lesson", "show", "2", "--page", "2", "--width", "50", "--seed", "1")
	require.Equal(t, ExitOK, code)
	assert.NotContains(t, page2, "Finding the Middle")
	assert.Contains(t, page2, "Exercise 3.")
	for _, line := range strings.Split(page2, "\n") {
		assert.LessOrEqual(t, len([]rune(line)), 46, "%q", line)
	}

	// The seed decides drawn numbers, and the same seed gives the same page.
	_, again, _ := execRithmo(t, "", nil, "lesson", "show", "means", "--seed", "1")
	assert.Equal(t, out, again)
	_, seeded, _ := execRithmo(t, "", map[string]string{"RITHMO_SEED": "1"}, "lesson", "show", "means")
	assert.Equal(t, out, seeded, "RITHMO_SEED is the default seed")
}

// TestLessonShowAccessible: for a screen reader the printed lesson has no
// Markdown marks to speak: no # before headings, no * or _ of emphasis.
func TestLessonShowAccessible(t *testing.T) {
	useFixtureLessons(t)
	code, out, errOut := execRithmo(t, "", nil, "--accessible", "lesson", "show", "means", "--seed", "1")
	require.Equal(t, ExitOK, code, errOut)
	assert.Contains(t, out, "Finding the Middle")
	assert.NotContains(t, out, "# Finding the Middle")
	for _, line := range strings.Split(out, "\n") {
		assert.False(t, strings.HasPrefix(strings.TrimSpace(line), "#"), "a heading mark: %q", line)
		assert.NotContains(t, line, "**", "an emphasis mark: %q", line)
	}
	assert.NotContains(t, out, "\x1b")
}

func TestLessonShowUsageErrors(t *testing.T) {
	useFixtureLessons(t)
	code, out, errOut := execRithmo(t, "", nil, "lesson", "show", "geometry")
	assert.Equal(t, ExitUsage, code)
	assert.Empty(t, out)
	assert.Contains(t, errOut, `no lesson "geometry"; the lessons are (name or number):`)
	assert.Contains(t, errOut, " 1  ratios")
	assert.Contains(t, errOut, " 2  means")

	code, _, errOut = execRithmo(t, "", nil, "lesson", "show", "1", "--page", "4")
	assert.Equal(t, ExitUsage, code)
	assert.Contains(t, errOut, "lesson 1 (ratios) has pages 1 to 3, not 4")

	code, _, _ = execRithmo(t, "", nil, "lesson", "show")
	assert.Equal(t, ExitUsage, code)
}

func TestLessonShowBrokenLesson(t *testing.T) {
	old := lessonFiles
	lessonFiles = func() fs.FS {
		return fstest.MapFS{"01-broken.md": {Data: []byte("# Broken\n\n```exercise\ntask: classify 12\n```\n")}}
	}
	t.Cleanup(func() { lessonFiles = old })
	code, out, errOut := execRithmo(t, "", nil, "lesson", "show", "broken")
	assert.Equal(t, ExitFailure, code)
	assert.Empty(t, out)
	assert.Contains(t, errOut, `01-broken.md:4: task "classify 12": classify needs 2 numbers, got 1`)
	assert.Contains(t, errOut, "rithmo lesson check lists every problem")
}

func TestLessonList(t *testing.T) {
	useFixtureLessons(t)
	code, out, _ := execRithmo(t, "", nil, "lesson", "list", "--json")
	require.Equal(t, ExitOK, code)
	var got []map[string]any
	require.NoError(t, json.Unmarshal([]byte(out), &got))
	require.Len(t, got, 2)
	assert.Equal(t, map[string]any{"name": "ratios", "title": "Ratios of the Men", "number": 1.0, "exercises": 3.0, "pages": 3.0, "words": got[0]["words"]}, got[0])
	assert.Greater(t, got[0]["words"].(float64), 50.0)
	assert.Equal(t, "means", got[1]["name"])

	code, out, _ = execRithmo(t, "", nil, "lesson", "list")
	require.Equal(t, ExitOK, code)
	lines := strings.Split(strings.TrimRight(out, "\n"), "\n")
	require.Len(t, lines, 3)
	assert.Regexp(t, `^ #  name\s+pages  exercises  words  title$`, lines[0])
	assert.Regexp(t, `^ 1  ratios\s+3\s+3\s+\d+  Ratios of the Men$`, lines[1])
}

func TestLessonCheckFiles(t *testing.T) {
	dir := t.TempDir()
	write := func(name, text string) string {
		path := filepath.Join(dir, name)
		require.NoError(t, os.WriteFile(path, []byte(text), 0o644))
		return path
	}
	good := write("01-good.md", "# Good\n\nText.\n\n```exercise\ntask: classify 12 9\n```\n\n*Sources: Lever & Fulke 1563.*\n")
	bad := write("02-bad.md", "# Bad\n\n```exercise\ntask: classify 12\n```\n\n```exercise\ntask: mean arithmetic 3 6\n```\n")

	code, out, errOut := execRithmo(t, "", nil, "lesson", "check", good)
	assert.Equal(t, ExitOK, code, out+errOut)
	assert.Equal(t, "1 lesson, 1 exercise checked: no problems\n", out)

	code, out, errOut = execRithmo(t, "", nil, "lesson", "check", good, bad, filepath.Join(dir, "03-missing.md"))
	assert.Equal(t, ExitFailure, code)
	assert.Contains(t, out, bad+`:4: task "classify 12": classify needs 2 numbers, got 1`)
	assert.Contains(t, out, bad+`:8: exercise 1 (task "mean arithmetic 3 6"): unanswerable`, "a broken block hides nothing after it")
	assert.Contains(t, out, bad+`: no "*Sources: ...*" line`)
	assert.Contains(t, out, filepath.Join(dir, "03-missing.md")+": cannot be read")
	assert.Contains(t, out, "2 lessons, 2 exercises checked: 4 problems")
	assert.Contains(t, errOut, "lesson check found 4 problems")

	// A directory is its lesson files; problems of a lesson that parses are
	// all reported, each at its line.
	write("02-bad.md", "# Bad\n\n```exercise\ntask: mean arithmetic 3 6\n```\n\nThe product 3 * 4.\n")
	code, out, _ = execRithmo(t, "", nil, "lesson", "check", dir)
	assert.Equal(t, ExitFailure, code)
	assert.Contains(t, out, filepath.Join(dir, "02-bad.md")+`:4: exercise 1 (task "mean arithmetic 3 6"): unanswerable: no whole arithmetic mean between 3 and 6`)
	assert.Contains(t, out, filepath.Join(dir, "02-bad.md")+":7: a bare *")
	assert.Contains(t, out, filepath.Join(dir, "02-bad.md")+`: no "*Sources: ...*" line`)
	assert.Contains(t, out, "2 lessons, 2 exercises checked: 3 problems")
}

func TestLessonsNeedsATerminal(t *testing.T) {
	useFixtureLessons(t)
	done := make(chan int, 1)
	var errOut string
	go func() {
		code, _, e := execRithmo(t, "", nil, "lessons")
		errOut = e
		done <- code
	}()
	select {
	case code := <-done:
		assert.Equal(t, ExitUsage, code)
		assert.Contains(t, errOut, "rithmo lessons needs a terminal; use --accessible")
	case <-time.After(5 * time.Second):
		t.Fatal("rithmo lessons without a terminal did not return")
	}
}

type memoryRecorder struct {
	lessons.NopRecorder
	attempts []lessons.Attempt
	closed   bool
}

func (r *memoryRecorder) Answered(a lessons.Attempt) error {
	r.attempts = append(r.attempts, a)
	return nil
}

func TestLessonsAccessible(t *testing.T) {
	useFixtureLessons(t)
	rec := &memoryRecorder{}
	old := openRecorder
	openRecorder = func(*Env, []*lessons.Lesson) (lessons.Recorder, func() error, error) {
		return rec, func() error { rec.closed = true; return nil }, nil
	}
	t.Cleanup(func() { openRecorder = old })

	// Lesson 2: the arithmetic mean (right), the proportions of 2, 4, 8
	// (arithmetic: wrong, and wrong again at the second try), then leave.
	script := "2\n9\n1\n0\n1\n0\n3\n"
	code, out, errOut := execRithmo(t, script, map[string]string{"ACCESSIBLE": "1"}, "lessons")
	assertRanOut(t, code, errOut) // at the list of lessons
	assert.NotContains(t, out, "\x1b")
	assert.Contains(t, out, "Which lesson?")
	assert.Contains(t, out, "Right: 6 + 12 = 18")
	assert.Contains(t, out, "Not arithmetic.\n\nTry exercise 2 once more.")
	assert.Contains(t, out, "Not arithmetic: 2, 4, 8 hold geometric")
	require.Len(t, rec.attempts, 3, "both tries kept")
	assert.True(t, rec.attempts[0].Correct)
	assert.False(t, rec.attempts[1].Correct)
	assert.False(t, rec.attempts[2].Correct)
	assert.Equal(t, "means", rec.attempts[1].Lesson)
	assert.True(t, rec.closed)

	// Straight to a lesson by name; the end of input ends the reader.
	code, out, errOut = execRithmo(t, "", nil, "lessons", "--accessible", "ratios")
	assertRanOut(t, code, errOut)
	assert.Contains(t, out, "Lesson 1, page 1 of 3")
	code, _, errOut = execRithmo(t, "", nil, "lessons", "--accessible", "nope")
	assert.Equal(t, ExitUsage, code)
	assert.Contains(t, errOut, `no lesson "nope"`)
}

func TestSeedOf(t *testing.T) {
	env := func(vars map[string]string) *Env { return &Env{Getenv: func(k string) string { return vars[k] }} }
	assert.Equal(t, uint64(7), seedOf(env(nil), "7"))
	assert.Equal(t, uint64(7), seedOf(env(map[string]string{"RITHMO_SEED": "7", "USER": "ada"}), ""))
	assert.Equal(t, uint64(9), seedOf(env(map[string]string{"RITHMO_SEED": "7"}), "9"), "the flag first")
	ada := seedOf(env(map[string]string{"USER": "ada"}), "")
	assert.Equal(t, ada, seedOf(env(map[string]string{"USER": "ada"}), ""), "a learner keeps a seed")
	assert.NotEqual(t, ada, seedOf(env(map[string]string{"USER": "bob"}), ""))
	assert.Equal(t, seedOf(env(nil), "class 3b"), seedOf(env(map[string]string{"RITHMO_SEED": "class 3b"}), ""))
	assert.Equal(t, lessonSeed(env(map[string]string{"USER": "ada"})), ada)
}

type doneAfter struct {
	updates int
	done    bool
}

func (d *doneAfter) Init() tea.Cmd { return nil }
func (d *doneAfter) Update(tea.Msg) (tea.Model, tea.Cmd) {
	d.updates++
	d.done = d.updates >= 2
	return d, nil
}
func (d *doneAfter) View() string { return "" }
func (d *doneAfter) Done() bool   { return d.done }

func TestStandaloneQuitsWhenDone(t *testing.T) {
	s := &standalone{screen: &doneAfter{}}
	_, cmd := s.Update(tea.KeyMsg{Type: tea.KeyDown})
	assert.Nil(t, cmd)
	_, cmd = s.Update(tea.KeyMsg{Type: tea.KeyDown})
	require.NotNil(t, cmd)
	assert.Equal(t, tea.Quit(), cmd())
	assert.False(t, s.interrupted)

	s = &standalone{screen: &doneAfter{}}
	_, cmd = s.Update(tea.KeyMsg{Type: tea.KeyCtrlC})
	assert.Equal(t, tea.Quit(), cmd())
	assert.True(t, s.interrupted)
}

// The progress store tells the reader which lessons are finished, so that
// its list says "finished" rather than the page a lesson was left at.
func TestLessonRecorderKnowsFinishedLessons(t *testing.T) {
	store, err := progress.Open(filepath.Join(t.TempDir(), "progress.db"))
	require.NoError(t, err)
	t.Cleanup(func() { store.Close() })
	rec := lessonRecorder{Store: store}
	var done lessons.Completion = rec

	assert.False(t, done.HasFinished("multiplex"), "never opened")
	require.NoError(t, rec.Opened("multiplex", 2))
	assert.False(t, done.HasFinished("multiplex"), "opened, not finished")
	require.NoError(t, rec.Opened("multiplex", 3))
	require.NoError(t, rec.Finished("multiplex"))
	require.NoError(t, rec.Opened("multiplex", 1))
	assert.True(t, done.HasFinished("multiplex"), "finished stays finished when an earlier page is read again")
	assert.False(t, done.HasFinished("means"))

	// The reader's list, over the store.
	useFixtureLessons(t)
	all, err := loadLessons()
	require.NoError(t, err)
	require.NoError(t, rec.Opened("means", 1))
	require.NoError(t, rec.Finished("means"))
	require.NoError(t, rec.Opened("ratios", 1))
	view := reader.New(all, reader.Options{Recorder: rec, Width: 100, Height: 30}).View()
	assert.Contains(t, view, "2 pages, 4 exercises, finished")
	assert.Contains(t, view, "3 pages, 3 exercises, left at page 2")
}

// Resume exactly, over the real store: a lesson left after its first
// exercise opens again at its page with that exercise said as answered,
// and the next question is the first unanswered one.
func TestLessonsAccessibleResumeExactly(t *testing.T) {
	useFixtureLessons(t)
	vars := map[string]string{"RITHMO_DATA": filepath.Join(t.TempDir(), "progress.db"), "RITHMO_SEED": "3"}
	// Lesson 2, exercise 1 right (9), then the input ends at exercise 2.
	code, out, errOut := execRithmo(t, "2\n9\n", vars, "--accessible", "lessons")
	assertRanOut(t, code, errOut)
	require.Contains(t, out, "Right: 6 + 12 = 18")

	code, out, errOut = execRithmo(t, "2\n", vars, "--accessible", "lessons")
	assertRanOut(t, code, errOut)
	assert.Contains(t, out, "Lesson 2, page 1 of 2")
	assert.Contains(t, out, "Answered before: 9. Right: 6 + 12 = 18")
	assert.NotContains(t, out, "Exercise 1. What number stands midway between 6 and 12? \n", "not asked again")
	assert.Contains(t, out, "Exercise 2.", "the first unanswered exercise is asked")
}
