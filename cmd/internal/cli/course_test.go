package cli

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/cmd/internal/progress"
	"github.com/rithmo/rithmo/cmd/internal/review"
	"github.com/rithmo/rithmo/lessons"
	"github.com/rithmo/rithmo/puzzles"
	"github.com/rithmo/rithmo/puzzles/teach"
	"github.com/rithmo/rithmo/rules/summary"
)

// readLesson records every page of a built-in lesson opened in the
// progress file of dir (runPuzzlesCmd's), as the reader would.
func readLesson(t *testing.T, dir string, number int) {
	t.Helper()
	readLessonIn(t, filepath.Join(dir, "progress.db"), number)
}

// readLessonIn is readLesson for the progress file at path.
func readLessonIn(t *testing.T, path string, number int) {
	t.Helper()
	course, err := lessons.Load(lessonFiles())
	require.NoError(t, err)
	store, err := progress.Open(path, progress.WithLessons(shapesOf(course)), progress.WithClock(func() time.Time { return time.Date(2026, 12, 1, 12, 0, 0, 0, time.UTC) }))
	require.NoError(t, err)
	defer store.Close()
	l, ok := lessonNumbered(course, number)
	require.True(t, ok)
	for p := range l.Pages {
		require.NoError(t, store.LessonOpened(l.Name, p))
	}
}

func lessonNumbered(course []*lessons.Lesson, n int) (*lessons.Lesson, bool) {
	for _, l := range course {
		if l.Number == n {
			return l, true
		}
	}
	return nil, false
}

func TestReadOf(t *testing.T) {
	course, err := lessons.Load(lessonFiles())
	require.NoError(t, err)
	got := readOf(course, []progress.LessonMastery{
		{Lesson: "taking-by-arithmetic", Read: true},
		{Lesson: "triumphs", Read: false},
		{Lesson: "no-such-lesson", Read: true},
	})
	assert.Equal(t, teach.Read{14: true}, got)
}

// A new learner is offered no puzzle near the rating, and told which
// lesson opens them; with lesson 14 read, the suggestions come and none of
// them needs a later lesson.
func TestNearRatingWaitsForTheLessons(t *testing.T) {
	dir := t.TempDir()
	out, stderr, code := runPuzzlesCmd(t, dir, "", "--accessible", "puzzles")
	assertRanOut(t, code, stderr) // the chooser waited
	assert.Contains(t, out, "Which puzzles? Near your rating opens when you have read lesson 3, How the Men Move (rithmo lessons 3). Goals and themes in fulke1, your rule set. \n1. All puzzles:")

	readLesson(t, dir, 14)
	store, err := openStore(&Env{Getenv: func(k string) string {
		if k == "RITHMO_DATA" {
			return filepath.Join(dir, "progress.db")
		}
		return ""
	}})
	require.NoError(t, err)
	defer store.Close()
	all, err := curatedCatalog(&Env{})
	require.NoError(t, err)
	picked, label := nearRating(store, all)
	require.Len(t, picked, suggestCount)
	assert.True(t, strings.HasPrefix(label, "Near your rating in fulke1 ("), "the rule set learnt in, fulke1 until chosen: %s", label)
	for _, p := range picked {
		assert.Equal(t, 14, p.Lesson.Number, "%s needs lesson %s", p.ID, p.Lesson)
		assert.Equal(t, "fulke1", strings.Split(p.Rules, "+")[0], "%s is in %s", p.ID, p.Rules)
	}

	// The rule set chosen is the one offered.
	require.NoError(t, store.SetSetting(progress.SettingRules, "nemec"))
	picked, label = nearRating(store, all)
	require.NotEmpty(t, picked)
	assert.True(t, strings.HasPrefix(label, "Near your rating in nemec ("), label)
	for _, p := range picked {
		assert.Equal(t, "nemec", strings.Split(p.Rules, "+")[0], "%s is in %s", p.ID, p.Rules)
	}
}

func TestHoldBack(t *testing.T) {
	mk := func(name string, lesson int) review.Puzzle {
		p := review.Puzzle{Card: progress.Card{Name: name}}
		if lesson > 0 {
			p.Puzzle.Lesson = puzzles.LessonRef{Number: lesson, Heading: "x"}
		}
		return p
	}
	set := review.Set{Puzzles: []review.Puzzle{mk("a", 14), mk("own", 0), mk("b", 15)}, Skipped: []string{"before"}}
	course, err := lessons.Load(lessonFiles())
	require.NoError(t, err)
	got := holdBack(set, teach.Read{14: true}, course)
	require.Len(t, got.Puzzles, 2)
	assert.Equal(t, "a", got.Puzzles[0].Card.Name)
	assert.Equal(t, "own", got.Puzzles[1].Card.Name, "a puzzle naming no lesson is the learner's own")
	assert.Equal(t, []string{"before", "puzzle b: it waits for lesson 15, Triumphs: Great, Greater, Greatest (rithmo lessons 15)"}, got.Skipped)
	assert.Len(t, holdBack(set, nil, course).Puzzles, 3, "nothing known, nothing held back")
	assert.Len(t, set.Puzzles, 3, "the set given is left as it was")
}

// pagesRecorder notes the pages opened.
type pagesRecorder struct {
	lessons.NopRecorder
	opened []string
}

func (r *pagesRecorder) Opened(lesson string, page int) error {
	r.opened = append(r.opened, fmt.Sprintf("%s %d", lesson, page))
	return nil
}

func TestLessonOpeners(t *testing.T) {
	rec := &pagesRecorder{}
	open, write := lessonOpeners(rec, nil, 80)
	var out strings.Builder
	require.NoError(t, write(puzzles.LessonRef{Number: 14, Heading: "Siege"}, &out))
	assert.True(t, strings.HasPrefix(out.String(), "Lesson 14, Taking by Arithmetic, page 4 of 4:\n"), out.String())
	assert.Contains(t, out.String(), "Siege")
	assert.Equal(t, []string{"taking-by-arithmetic 3"}, rec.opened, "reading it counts")

	screen, err := open(puzzles.LessonRef{Number: 14, Heading: "Two men against one"}, 80, 24)
	require.NoError(t, err)
	assert.False(t, screen.Done())
	assert.Contains(t, screen.View(), "Two men against one", "opened at its page")
	screen.Update(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune("q")})
	assert.True(t, screen.Done(), "leaving the lesson goes back to the puzzle, not to the list")

	_, err = open(puzzles.LessonRef{Number: 98, Heading: "x"}, 80, 24)
	assert.EqualError(t, err, "lesson 98 cannot be opened: there is no such lesson")
}

func TestRulesText(t *testing.T) {
	text, err := rulesText(summary.Width)
	require.NoError(t, err)
	assert.True(t, strings.HasPrefix(text, "Rule sets (rithmo rules RULESET for one on a screen):"), text[:80])
	var out, errOut strings.Builder
	env := &Env{Stdin: strings.NewReader(""), Stdout: &out, Stderr: &errOut, Getenv: func(string) string { return "" }}
	require.Equal(t, ExitOK, Main([]string{"rules", "nemec"}, env), errOut.String())
	assert.Contains(t, text, out.String(), "the summary rithmo rules nemec prints, whole")

	for _, w := range []int{78, 70} {
		narrow, err := rulesText(w)
		require.NoError(t, err)
		for _, l := range strings.Split(narrow, "\n") {
			assert.LessOrEqual(t, utf8.RuneCountInString(l), w, "%d columns: %q", w, l)
		}
		assert.Equal(t, strings.Fields(text), strings.Fields(narrow), "%d columns: the same words", w)
		assert.Contains(t, narrow, "\nMoves    Round exactly 1, triangle exactly 2, square exactly 3,")
	}
}
