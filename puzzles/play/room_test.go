package play

import (
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"
	"github.com/muesli/termenv"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Esc goes back one step: from a puzzle (through its summary) to the choice
// of puzzles, made afresh, and from the choice out of the room.
func TestRoomEscGoesBackOneStep(t *testing.T) {
	lipgloss.SetColorProfile(termenv.Ascii)
	choosers := 0
	r := NewRoom(func() *Session {
		choosers++
		return NewChooser(loadTest(t, "t-addition", "t-division"), Options{Recorder: &ratingRecorder{r: 1500}, Now: clock()})
	}, 120, 40)
	step := func(msg tea.Msg) {
		queue := []tea.Msg{msg}
		for steps := 0; len(queue) > 0 && steps < 200; steps++ {
			next := queue[0]
			queue = queue[1:]
			_, cmd := r.Update(next)
			queue = append(queue, run(cmd)...)
		}
	}
	step(r.Init()())
	require.Contains(t, ansi.Strip(r.View()), "Which puzzles?")

	step(key(tea.KeyEnter)) // all puzzles
	view := ansi.Strip(r.View())
	require.Contains(t, view, "Which of your men?")
	assert.Contains(t, view, "esc puzzles")

	step(key(tea.KeyEnter)) // the R6 on c6: right
	step(key(tea.KeyEnter)) // c6-b5: wrong, and rated
	step(key(tea.KeyEsc))   // leave the puzzle: its summary first
	assert.Contains(t, ansi.Strip(r.View()), "No puzzle finished.", "the summary on leaving")
	assert.False(t, r.Done())
	step(key(tea.KeyEsc)) // close the summary: back to the choice
	assert.False(t, r.Done())
	assert.Contains(t, ansi.Strip(r.View()), "Which puzzles?")
	assert.Equal(t, 2, choosers, "the choice made afresh")

	step(key(tea.KeyEsc)) // leave the choice: out of the room
	assert.True(t, r.Done())
	assert.False(t, r.Interrupted())
}

func TestRoomCtrlCLeaves(t *testing.T) {
	r := NewRoom(func() *Session { return NewChooser(loadTest(t, "t-addition"), Options{Now: clock()}) }, 120, 40)
	r.Update(key(tea.KeyEnter))
	r.Update(key(tea.KeyCtrlC))
	assert.True(t, r.Done())
	assert.True(t, r.Interrupted())
}
