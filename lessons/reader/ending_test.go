package reader

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/lessons"
	"github.com/rithmo/rithmo/lessons/exercise"
	"github.com/rithmo/rithmo/lessons/render"
)

func TestEndLines(t *testing.T) {
	one := &lessons.Lesson{Number: 14, Title: "Taking by Arithmetic"}
	two := &lessons.Lesson{Number: 15, Title: "Triumphs"}
	for _, tc := range []struct {
		name string
		next *lessons.Lesson
		n    int
		want []string
	}{
		{"puzzles and a next lesson", two, 5, []string{"End of lesson 14.", "Enter: play its 5 puzzles, in fulke1.", "→: Next: lesson 15, Triumphs."}},
		{"no puzzles", two, 0, []string{"End of lesson 14.", "→: Next: lesson 15, Triumphs."}},
		{"the last lesson", nil, 1, []string{"End of lesson 14.", "Enter: play its 1 puzzle, in fulke1.", "This is the last lesson."}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.want, EndLines(one, tc.next, tc.n, "fulke1", "Enter", "→"))
		})
	}
}

// answered is a recorder that knows the answers given before, as the
// progress store does.
type answered struct {
	*recorder
	last map[string]map[int]lessons.Attempt
}

func (a answered) LastAnswers(l string) map[int]lessons.Attempt { return a.last[l] }

// fakePuzzles stands for the lesson's puzzles over the reader: it shows
// which lesson it plays and is done at q.
type fakePuzzles struct {
	lesson int
	done   bool
}

func (f *fakePuzzles) Init() tea.Cmd { return nil }
func (f *fakePuzzles) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	if k, ok := msg.(tea.KeyMsg); ok && k.String() == "q" {
		f.done = true
	}
	return f, nil
}
func (f *fakePuzzles) View() string { return fmt.Sprintf("puzzles of lesson %d", f.lesson) }
func (f *fakePuzzles) Done() bool   { return f.done }

func fixtureEnding() *Ending {
	return &Ending{
		Count: func(l *lessons.Lesson) (int, string) {
			if l.Number == 1 {
				return 3, "nemec"
			}
			return 0, ""
		},
		Open: func(l *lessons.Lesson, w, h int) (Screen, error) { return &fakePuzzles{lesson: l.Number}, nil },
		Play: func(l *lessons.Lesson, in io.Reader, out io.Writer) error {
			_, err := io.WriteString(out, "Playing the puzzles of lesson 1.\n")
			return err
		},
	}
}

func TestLastPageOffersPuzzlesAndTheNextLesson(t *testing.T) {
	all := fixture(t)
	r := render.New(render.StyleNoTTY, 1)
	q, err := r.Question(all[0], 2)
	require.NoError(t, err)
	rec := answered{&recorder{}, map[string]map[int]lessons.Attempt{
		"ratios": {2: {Lesson: "ratios", Exercise: 2, Task: q.Task.String(), Answer: exercise.AnswerText(q), Correct: true}},
	}}
	m := New(all, Options{Renderer: r, Recorder: rec, Start: "ratios", Page: 2, Width: 80, Height: 40, Ending: fixtureEnding()})
	view := m.View()
	assert.Contains(t, view, "End of lesson 1.")
	assert.Contains(t, view, "Enter: play its 3 puzzles, in nemec.")
	assert.Contains(t, view, "→: Next: lesson 2, Finding the Middle.")
	assert.Contains(t, view, "enter puzzles · → next lesson")

	press(t, m, "enter")
	assert.Equal(t, "puzzles of lesson 1", m.View(), "Enter plays the lesson's puzzles over the reader")
	press(t, m, "q")
	assert.False(t, m.Done(), "leaving the puzzles goes back to the lesson")
	assert.Contains(t, m.View(), "Back at the end of the lesson")

	press(t, m, "right")
	l, page := m.Lesson()
	require.NotNil(t, l)
	assert.Equal(t, "means", l.Name, "→ opens the next lesson")
	assert.Equal(t, 0, page)

	press(t, m, "right")
	view = m.View()
	assert.Contains(t, view, "End of lesson 2.")
	assert.Contains(t, view, "This is the last lesson.")
	assert.NotContains(t, view, "puzzles, in", "lesson 2 has none")
}

func TestAccessibleLastPageOffersPuzzlesAndTheNextLesson(t *testing.T) {
	all := fixture(t)
	r := render.New(render.StyleNoTTY, 1)
	q, err := r.Question(all[0], 2)
	require.NoError(t, err)
	rec := answered{&recorder{}, map[string]map[int]lessons.Attempt{
		"ratios": {2: {Lesson: "ratios", Exercise: 2, Task: q.Task.String(), Answer: exercise.AnswerText(q), Correct: true}},
	}}
	script := strings.Join([]string{
		"1", // play the puzzles
		"2", // next: lesson 2
		"5", // leave (lesson 2, page 1: its exercises left unanswered by the end of input)
	}, "\n") + "\n"
	var out bytes.Buffer
	err = RunAccessible(context.Background(), strings.NewReader(script), &out, all, AccessibleOptions{Renderer: r, Recorder: rec, Start: "ratios", Page: 2, Ending: fixtureEnding()})
	require.NoError(t, err)
	text := out.String()
	assert.Contains(t, text, "End of lesson 1.")
	assert.Contains(t, text, "1. Play the lesson's 3 puzzles, in nemec")
	assert.Contains(t, text, "2. Next: lesson 2, Finding the Middle")
	assert.Contains(t, text, "Playing the puzzles of lesson 1.")
	assert.Equal(t, 1, strings.Count(text, "Lesson 1, page 3 of 3"), "the page is not read out again after the puzzles")
	assert.Contains(t, text, "Lesson 2, page 1 of 2")
}
