package play

import (
	"reflect"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"
	"github.com/muesli/termenv"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// pump sends msg to the model and then the messages its commands produce,
// as a program would, leaving out commands that wait (cursor blinks).
func pump(m tea.Model, msg tea.Msg) {
	queue := []tea.Msg{msg}
	for steps := 0; len(queue) > 0 && steps < 200; steps++ {
		next := queue[0]
		queue = queue[1:]
		_, cmd := m.Update(next)
		queue = append(queue, run(cmd)...)
	}
}

// run runs a command with a short deadline and flattens batches and
// sequences into their messages.
func run(cmd tea.Cmd) []tea.Msg {
	if cmd == nil {
		return nil
	}
	done := make(chan tea.Msg, 1)
	go func() { done <- cmd() }()
	var msg tea.Msg
	select {
	case msg = <-done:
	case <-time.After(20 * time.Millisecond):
		return nil
	}
	if msg == nil {
		return nil
	}
	// tea.Batch and tea.Sequence both return a slice of commands.
	if v := reflect.ValueOf(msg); v.Kind() == reflect.Slice && v.Type().Elem() == reflect.TypeOf(tea.Cmd(nil)) {
		var out []tea.Msg
		for i := 0; i < v.Len(); i++ {
			out = append(out, run(v.Index(i).Interface().(tea.Cmd))...)
		}
		return out
	}
	switch msg.(type) {
	case tea.QuitMsg, tea.WindowSizeMsg:
		return nil
	}
	return []tea.Msg{msg}
}

func key(k tea.KeyType) tea.KeyMsg { return tea.KeyMsg{Type: k} }

func TestModelPlaysWithKeys(t *testing.T) {
	lipgloss.SetColorProfile(termenv.Ascii)
	rec := &recorder{}
	s := newTestSession(t, rec, "t-addition")
	m := NewModel(s, 220, 60)
	var model tea.Model = m
	pump(model, m.Init()())

	view := ansi.Strip(m.View())
	assert.Contains(t, view, "+<t12>+", "the board is drawn")
	assert.Contains(t, view, "White to move: take the t12 on e8 (marked +).")
	assert.Contains(t, view, "Which of your men?")
	assert.Contains(t, view, "c6 R6")
	board, _, found := strings.Cut(view, "\n")
	require.True(t, found)
	assert.Contains(t, board, "Puzzle 1 of 1", "wide enough: the text stands beside the board")

	// Enter takes the first option: the R6 on c6, a right man.
	pump(model, key(tea.KeyEnter))
	assert.Contains(t, ansi.Strip(m.View()), "Right. Yes, the R6 on c6 can do it.")
	assert.Contains(t, ansi.Strip(m.View()), "What does the R6 on c6 do?")

	// Down three times and Enter: d7.
	for range 3 {
		pump(model, key(tea.KeyDown))
	}
	pump(model, key(tea.KeyEnter))
	view = ansi.Strip(m.View())
	assert.Contains(t, view, "Right. Yes, c6-d7 does it.")
	assert.Contains(t, view, "Which men does c6-d7 take?")

	// Space ticks e8, Enter confirms.
	pump(model, tea.KeyMsg{Type: tea.KeySpace, Runes: []rune{' '}})
	pump(model, key(tea.KeyEnter))
	assert.Contains(t, ansi.Strip(m.View()), "Right. Yes, c6-d7 takes the t12 on e8.")

	// The first relation, equality, is wrong: the attempt ends, explained.
	pump(model, key(tea.KeyEnter))
	view = ansi.Strip(m.View())
	assert.Contains(t, view, "Wrong. The t12 on e8 is not taken by equality")
	assert.Contains(t, view, "Not solved this time.")
	assert.False(t, m.Done())

	pump(model, key(tea.KeyEnter)) // Finish
	assert.True(t, m.Done())
	assert.Equal(t, "You solved 0 of 1 puzzles played, 0 of 3 points.", s.Summary())
	assert.False(t, m.Interrupted())
	require.Len(t, rec.attempts, 1)
	assert.Equal(t, "c6-d7 takes e8 by equality", rec.attempts[0].Answer)
}

func TestModelNarrowStacksAndEscQuits(t *testing.T) {
	lipgloss.SetColorProfile(termenv.Ascii)
	s := newTestSession(t, nil, "t-addition")
	m := NewModel(s, 100, 50)
	view := ansi.Strip(m.View())
	first, _, _ := strings.Cut(view, "\n")
	assert.NotContains(t, first, "Puzzle 1 of 1", "too narrow to stand beside: below the board")
	assert.Contains(t, view, "Puzzle 1 of 1")

	pump(m, tea.WindowSizeMsg{Width: 160, Height: 50})
	first, _, _ = strings.Cut(ansi.Strip(m.View()), "\n")
	assert.Contains(t, first, "Puzzle 1 of 1", "a wider window puts the text beside the board")

	pump(m, key(tea.KeyEsc))
	assert.True(t, m.Done())
	assert.False(t, m.Interrupted(), "Esc is no interruption")
}

func TestModelCtrlCQuits(t *testing.T) {
	s := newTestSession(t, nil, "t-addition")
	m := NewModel(s, 120, 40)
	pump(m, key(tea.KeyCtrlC))
	assert.True(t, m.Done())
	assert.True(t, m.Interrupted())
}

func TestStandaloneQuitsWhenDone(t *testing.T) {
	s := newTestSession(t, nil, "t-addition")
	m := NewModel(s, 120, 40)
	sa := standalone{m}
	_, cmd := sa.Update(key(tea.KeyEsc))
	require.NotNil(t, cmd)
	assert.IsType(t, tea.QuitMsg{}, cmd())
}
