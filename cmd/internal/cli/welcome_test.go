package cli

import (
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/ansi"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/cmd/internal/app"
	"github.com/rithmo/rithmo/cmd/internal/progress"
	"github.com/rithmo/rithmo/lessons"
	"github.com/rithmo/rithmo/lessons/exercise"
	"github.com/rithmo/rithmo/lessons/reader"
	"github.com/rithmo/rithmo/lessons/render"
)

// A scripted first run: how rithmo works and the rule set first, then
// lesson 1's first exercise from the menu's first entry; the next run asks
// nothing more and Continue goes on to the first exercise left open.
func TestFirstRun(t *testing.T) {
	fixClock(t, time.Date(2026, 12, 6, 10, 0, 0, 0, time.UTC))
	db := filepath.Join(t.TempDir(), "progress.db")
	script := strings.Join([]string{
		"4",      // the rule set: nemec
		"1",      // the course in order
		"1",      // Start: lesson 1
		"n", "7", // exercise 1, no hint first: 9 − 2
		"n", "5", // exercise 2: 20 ÷ 4
	}, "\n") + "\n"
	code, out, errOut := execRithmo(t, script, nil, "--accessible", "--data", db)
	assertRanOut(t, code, errOut)
	welcome := strings.Index(out, "Welcome to rithmo")
	menu := strings.Index(out, "rithmo: what next?")
	first := strings.Index(out, "Exercise 1. White's round 2 and triangle 9")
	require.True(t, welcome >= 0 && menu > welcome && first > menu, "the welcome, the menu, then exercise 1:\n%s", out)
	assert.Contains(t, out, "Lessons are short pages with exercises")
	assert.Contains(t, out, "1. fulke1   Lever & Fulke 1563, the first kind of playing (the default)")
	assert.Contains(t, out, "4. nemec    Němec 2012, modern rules")
	assert.Contains(t, out, "You learn in nemec.")
	assert.Contains(t, out, "1. Start: lesson 1 (The Battle of Numbers)")
	assert.NotContains(t, out[:first], "Who invented it?", "no history before the first exercise")
	assert.Less(t, len(strings.Fields(out[strings.Index(out, "Lesson 1, page 1"):first])), 300, "a short read to the first exercise")
	assert.Contains(t, out, "Right: 9 − 2 = 7")
	assert.Contains(t, out, "Right: 20 ÷ 4 = 5")

	store, err := progress.Open(db)
	require.NoError(t, err)
	rules, ok, err := store.Setting(progress.SettingRules)
	require.NoError(t, err)
	assert.True(t, ok)
	assert.Equal(t, "nemec", rules)
	require.NoError(t, store.Close())

	code, out, errOut = execRithmo(t, "", nil, "--accessible", "--data", db)
	assertRanOut(t, code, errOut)
	assert.NotContains(t, out, "Welcome to rithmo", "asked once")
	assert.Contains(t, out, "1. Continue: lesson 1 (The Battle of Numbers), exercise 3 on page 1 of 5", "forward, to the first exercise left open")
}

// The quick route, scripted as a screen reader's user would take it: the
// rule set (nemec), the quick route, lesson 1's first page, where the
// random subtraction and division pass over as repeats of the book's
// examples, then lesson 3 with only the pages for nemec, where parlett's
// two exercises and the round asked twice pass over, to the puzzles that
// close it, in nemec. What was passed stays open for the course.
func TestQuickRoute(t *testing.T) {
	fixClock(t, time.Date(2026, 12, 6, 10, 0, 0, 0, time.UTC))
	db := filepath.Join(t.TempDir(), "progress.db")
	vars := map[string]string{"RITHMO_SEED": "7"}
	all, err := lessons.Load(lessonFiles())
	require.NoError(t, err)
	r := render.New(render.StyleNoTTY, 7)
	r.SetRules("nemec")
	// answers answers the exercises of lesson asked on the route: those
	// whose kind (verb, way of taking or rule set, man) no earlier one
	// asked, on no other rule set's moves.
	asked := map[string]bool{}
	answers := func(lesson string, pages ...int) []string {
		l, ok := lessons.Find(all, lesson)
		require.True(t, ok)
		var out []string
		for _, ex := range l.Exercises {
			if !slices.Contains(pages, ex.Page) {
				continue
			}
			q, err := r.Question(l, ex.Index)
			require.NoError(t, err)
			kind := fmt.Sprint(q.Task.Verb, q.Task.Word, q.Task.Word2)
			if asked[kind] || (q.Task.Verb == exercise.VerbMoves && q.Task.Word != "nemec") {
				continue
			}
			asked[kind] = true
			if q.Hint != "" {
				out = append(out, "n") // no hint first
			}
			out = append(out, exercise.AnswerText(q))
		}
		return out
	}
	script := []string{"4", "2"} // nemec, the quick route
	script = append(script, answers("1", 0)...)
	script = append(script, "1") // Next page: the route to lesson 3
	script = append(script, "1") // Next page from lesson 3's first: nemec's
	script = append(script, answers("3", 3)...)
	script = append(script, "1") // Next page: the learner's own exercises
	script = append(script, answers("3", 4)...)
	script = append(script, "1") // Next page: taking on the board
	script = append(script, "1") // the lesson's puzzles
	code, out, errOut := execRithmo(t, strings.Join(script, "\n")+"\n", vars, "--accessible", "--data", db)
	assertRanOut(t, code, errOut) // the input ends at the first puzzle's question

	route := strings.Index(out, quickNote)
	nemec := strings.Index(out, "Passed over pages 2-3, on the moves of fulke1, fulke2, fulke3: you learn in nemec.")
	puzzles := strings.Index(out, "Play the lesson's 5 puzzles, in nemec")
	require.True(t, route > 0 && nemec > route && puzzles > nemec, "lesson 1, the route, nemec's pages, the puzzles:\n%s", out)
	assert.NotContains(t, out[:route], "Who invented it?", "lesson 1's history left for later")
	assert.NotContains(t, out[route:], "How Numbers Are Born", "lesson 2 left for later")
	assert.Contains(t, out[nemec:], "Taking on the board")
	assert.NotContains(t, out[nemec:puzzles], reader.SummaryHeading, "the summary comes after the puzzles")
	assert.Contains(t, out[nemec:puzzles], reader.SummaryLater)
	// What is passed over is never shown: one line before each run of
	// exercises counts what is asked, after the words that count them.
	assert.NotContains(t, out, "Passed on the quick route")
	assert.Contains(t, out[:route], "Now four drawn at random. Each learner gets different numbers.\n\n"+
		"On the quick route, 2 of these 4 are asked: the other 2 repeat questions asked above, and wait for you in the course.\n\n"+
		"Exercise 5 has a hint.", "lesson 1's random subtraction and division:\n%s", out)
	assert.Contains(t, out[nemec:puzzles], "On the quick route, 1 of these 3 is asked: the other 2 ask parlett's moves, not yours (nemec), and wait for you in the course.\n\n"+
		"Exercise 6 has a hint.", "parlett's triangle and square:\n%s", out)
	assert.Contains(t, out[nemec:puzzles], "These three exercises ask its moves, so\n  that they are the ones you remember.\n\n"+
		"On the quick route, 2 of these 3 are asked: the other repeats a question asked on page 4, and waits for you in the course.\n\n"+
		"Exercise 9 has a hint.", "nemec's round, asked on page 4:\n%s", out)
	for _, n := range []int{3, 4} {
		assert.NotContains(t, out[:route], fmt.Sprintf("Exercise %d", n), "lesson 1: passed over, never shown")
	}
	for _, n := range []int{5, 7, 8} {
		assert.NotContains(t, out[nemec:puzzles], fmt.Sprintf("Exercise %d", n), "lesson 3: passed over, never shown")
	}
	assert.Equal(t, 7, strings.Count(out, "Right:"), "every exercise asked on the route answered right:\n%s", out)
	assert.Contains(t, out[puzzles:], "nemec", "the puzzles in the learner's rule set")
	assert.Contains(t, out[puzzles:], "Puzzle 1 of 5")

	store, err := progress.Open(db, progress.WithLessons(shapesOf(all)))
	require.NoError(t, err)
	m, err := store.Mastery()
	require.NoError(t, err)
	require.NoError(t, store.Close())
	assert.Equal(t, 4, m[0].Answered, "lesson 1: the four exercises asked on the route")
	assert.False(t, m[0].Mastered, "lesson 1: the two passed stay open for the course")
	assert.Equal(t, 6, m[2].Exercises, "lesson 3 for nemec: its own page and the learner's")
	assert.Equal(t, 3, m[2].Answered, "lesson 3: nemec's round, then the learner's triangle and square")
	assert.False(t, m[2].Mastered, "lesson 3: the passed round stays open for the course")

	// Its last page was reached, but not every exercise answered: lesson
	// 3 is not finished, wherever that is said.
	code, out, errOut = execRithmo(t, "", nil, "progress", "--data", db)
	require.Equal(t, ExitOK, code, errOut)
	assert.Contains(t, out, "Lessons    0 of 20 finished, 2 opened")
	assert.Contains(t, out, "lesson 3: read: 3 of 6 right (50%), 3 not answered")
}

// How to begin, full-screen at 80×24: both ways on one screen, the quick
// route's cost said in minutes.
func TestBeginScreen(t *testing.T) {
	quick := false
	p := beginPick(app.Look{}, func(q bool) { quick = q })
	s := app.NewPickScreen(p, 80, 24)
	view := ansi.Strip(s.View())
	golden(t, "welcome-begin-80x24.golden", view)
	assert.LessOrEqual(t, strings.Count(view, "\n")+1, 24)
	for _, l := range strings.Split(view, "\n") {
		assert.LessOrEqual(t, ansi.StringWidth(l), 80, l)
	}
	s.Update(tea.KeyMsg{Type: tea.KeyDown})
	s.Update(tea.KeyMsg{Type: tea.KeyEnter})
	assert.True(t, quick, "the second option is the quick route")
}

// A blank line answers an accessible choice that names its default with
// that default: the welcome's rule set ("the default") and Rules' ("yours").
func TestBlankLineTakesTheDefaultShown(t *testing.T) {
	for _, tc := range []struct {
		name   string
		script []string
		shown  string // the default as listed
		rules  string // the rule set kept
		said   string
	}{
		{"the welcome's rule set", []string{"", "1"}, "1. fulke1   Lever & Fulke 1563, the first kind of playing (the default)", "fulke1", "You learn in fulke1."},
		{"Rules keeps yours", []string{"4", "1", "10", ""}, "4. nemec    Němec 2012, modern rules (yours)", "nemec", "You learn in nemec.\n\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			fixClock(t, time.Date(2026, 12, 6, 10, 0, 0, 0, time.UTC))
			db := filepath.Join(t.TempDir(), "progress.db")
			code, out, errOut := execRithmo(t, strings.Join(tc.script, "\n")+"\n", nil, "--accessible", "--data", db)
			assertRanOut(t, code, errOut)
			assert.Contains(t, out, tc.shown)
			assert.Contains(t, out, tc.said)
			assert.NotContains(t, out, "A blank line is not an answer")
			store, err := progress.Open(db)
			require.NoError(t, err)
			defer store.Close()
			rules, ok, err := store.Setting(progress.SettingRules)
			require.NoError(t, err)
			assert.True(t, ok)
			assert.Equal(t, tc.rules, rules)
		})
	}
}
