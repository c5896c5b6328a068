package app

import (
	"fmt"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/ansi"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// fakeBoard is a board of n lines that fits when the room allows: rank
// lines "16 . . 16" down to "1 . . 1", each w columns at most.
func fakeBoard(n int) Board {
	return func(width, height int) string {
		if height < n {
			return ""
		}
		lines := make([]string, n)
		for i := range lines {
			lines[i] = fmt.Sprintf("%d . . %d", n-i, n-i)
		}
		return strings.Join(lines, "\n")
	}
}

// assertFitsExactly is assertFits counting a last newline as a line, as
// bubbletea does: a board screen fills the window to its last line.
func assertFitsExactly(t *testing.T, view string, width, height int) {
	t.Helper()
	assert.LessOrEqual(t, len(strings.Split(view, "\n")), height, "the view has more lines than the window:\n%s", view)
	assertFits(t, view, width, height)
}

// A board screen keeps the board above the question after each answer
// and shows the answer's notes under it, as many lines as the window
// leaves, with tab to read them whole.
func TestBoardAskScreen(t *testing.T) {
	for _, tt := range []struct {
		w, h     int
		cut      bool // the notes are cut, tab reads the rest
		titleOff bool // no line to spare for the title
	}{
		{80, 24, true, true},
		{100, 30, false, false},
		{120, 40, false, false},
	} {
		t.Run(fmt.Sprintf("%dx%d", tt.w, tt.h), func(t *testing.T) {
			moves := 0
			answer := func(line string, width int) (string, error) {
				if line == "bad" {
					return "", fmt.Errorf("bad: want a move like c6-d7")
				}
				moves++
				notes := []string{"You: " + line}
				for i := range 6 {
					notes = append(notes, fmt.Sprintf("coach note %d", i+1))
				}
				return strings.Join(notes, "\n"), nil
			}
			s := NewBoardAskScreen("Play", "Your action", func() string { return fmt.Sprintf("%d moves played.", moves) }, fakeBoard(17), answer, tt.w, tt.h)
			s.Init()
			view := ansi.Strip(s.View())
			assertFitsExactly(t, view, tt.w, tt.h)
			assert.Contains(t, view, "16 . . 16")
			assert.Contains(t, view, "1 . . 1")
			assert.Contains(t, view, "0 moves played.", "the help under the question before the first answer")

			typeText(s, "bad")
			send(s, key("enter"))
			view = ansi.Strip(s.View())
			assertFitsExactly(t, view, tt.w, tt.h)
			assert.Contains(t, view, "bad: want a move like c6-d7")
			assert.Contains(t, view, "16 . . 16", "the board stays with what is wrong")

			for range "bad" { // the line kept to mend, rubbed out
				send(s, tea.KeyMsg{Type: tea.KeyBackspace})
			}
			typeText(s, "c6-d7")
			send(s, key("enter"))
			require.False(t, s.Done())
			view = ansi.Strip(s.View())
			assertFitsExactly(t, view, tt.w, tt.h)
			assert.Contains(t, view, "16 . . 16", "the board stays")
			assert.Contains(t, view, "1 . . 1")
			assert.Contains(t, view, "Your action", "asked again at once, no pager")
			assert.Contains(t, view, "You: c6-d7")
			assert.NotContains(t, view, "1 moves played.", "the notes replace the help")
			assert.Equal(t, tt.cut, !strings.Contains(view, "coach note 6"), "%s", view)
			assert.Equal(t, tt.cut, strings.Contains(view, "tab read all"))
			assert.Equal(t, tt.titleOff, !strings.HasPrefix(strings.TrimSpace(view), "Play"))

			send(s, tea.KeyMsg{Type: tea.KeyTab})
			view = ansi.Strip(s.View())
			assert.Contains(t, view, "coach note 6", "tab: the notes whole")
			assert.Contains(t, view, "Play: c6-d7")
		})
	}
}

// A screen with an empty hint (a game's) stays on enter pressed on an empty
// line, once or twice, and says what to type where an error goes, the
// board above it and the keys line last; esc leaves, as the keys line says.
// Without the hint an empty line leaves, as the other screens' do.
func TestBoardAskScreenEmptyLine(t *testing.T) {
	const hint = "Type an action (c4-c5) or list; esc goes back, the game is kept."
	for _, tt := range []struct {
		w, h int
		hint bool
	}{
		{80, 24, true},
		{120, 40, true},
		{80, 24, false},
	} {
		t.Run(fmt.Sprintf("%dx%d hint %v", tt.w, tt.h, tt.hint), func(t *testing.T) {
			var asked []string
			answer := func(line string, width int) (string, error) {
				asked = append(asked, line)
				return "You: " + line, nil
			}
			s := NewBoardAskScreen("Play", "Your action", func() string { return "Now: 0 actions played." }, fakeBoard(17), answer, tt.w, tt.h)
			if tt.hint {
				s.WithEmptyHint(func() string { return hint })
			}
			s.Init()
			send(s, key("enter"))
			require.Equal(t, !tt.hint, s.Done(), "an empty line leaves only without the hint")
			if !tt.hint {
				return
			}
			send(s, key("enter")) // twice, as after an action
			require.False(t, s.Done())
			assert.Empty(t, asked, "an empty line is no answer")
			view := ansi.Strip(s.View())
			assertFitsExactly(t, view, tt.w, tt.h)
			assert.Contains(t, view, hint)
			assert.Contains(t, view, "16 . . 16", "the board stays")
			assert.Contains(t, view, "1 . . 1")
			assert.Contains(t, view, "Now: 0 actions played.", "the help stays under the hint")
			lines := strings.Split(view, "\n")
			assert.Equal(t, "enter play · esc back", strings.TrimSpace(lines[len(lines)-1]), "the keys line, last")

			typeText(s, "c6-d7")
			send(s, key("enter"))
			view = ansi.Strip(s.View())
			assert.Equal(t, []string{"c6-d7"}, asked)
			assert.NotContains(t, view, hint, "an answer clears the hint")
			assert.Contains(t, view, "You: c6-d7")

			send(s, key("esc"))
			assert.True(t, s.Done(), "esc leaves")
		})
	}
}
