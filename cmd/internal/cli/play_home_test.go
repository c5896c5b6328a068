package cli

import (
	"bytes"
	"context"
	"fmt"
	"path/filepath"
	"reflect"
	"runtime"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/ansi"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/cmd/internal/app"
	"github.com/rithmo/rithmo/cmd/internal/gamefiles"
	"github.com/rithmo/rithmo/cmd/internal/progress"
)

// playHome is a home over a fresh data directory, on a fixed day.
func playHome(t *testing.T, dir string) *home {
	t.Helper()
	now := time.Date(2026, 12, 6, 12, 0, 0, 0, time.UTC)
	store, err := progress.Open(filepath.Join(dir, "progress.db"), progress.WithClock(func() time.Time { return now }), progress.WithLocation(time.UTC))
	require.NoError(t, err)
	t.Cleanup(func() { store.Close() })
	env := &Env{Getenv: func(k string) string {
		switch k {
		case "RITHMO_DATA":
			return filepath.Join(dir, "progress.db")
		case "RITHMO_NOW":
			return "2026-12-06"
		}
		return ""
	}}
	h := &home{env: env, store: store}
	t.Cleanup(h.close)
	return h
}

// typeLine types a line into a screen and presses enter, carrying out
// the commands each key returns (the form's own steps), as bubbletea would.
func typeLine(s app.Screen, line string) {
	for _, r := range line {
		deliver(s, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{r}})
	}
	deliver(s, tea.KeyMsg{Type: tea.KeyEnter})
}

func deliver(m tea.Model, msg tea.Msg) {
	queue := []tea.Msg{msg}
	for steps := 0; len(queue) > 0 && steps < 100; steps++ {
		msg, queue = queue[0], queue[1:]
		_, cmd := m.Update(msg)
		queue = append(queue, carryOut(cmd)...)
	}
}

// carryOut runs a command for its messages; the cursor's blink and other
// timers are left out: they are not needed to drive the screen.
func carryOut(cmd tea.Cmd) []tea.Msg {
	if cmd == nil || strings.Contains(runtime.FuncForPC(reflect.ValueOf(cmd).Pointer()).Name(), "Blink") {
		return nil
	}
	got := make(chan tea.Msg, 1)
	go func() { got <- cmd() }()
	select {
	case msg := <-got:
		if batch, ok := msg.(tea.BatchMsg); ok {
			var out []tea.Msg
			for _, c := range batch {
				out = append(out, carryOut(c)...)
			}
			return out
		}
		if msg == nil {
			return nil
		}
		return []tea.Msg{msg}
	case <-time.After(200 * time.Millisecond):
		return nil
	}
}

// ranksShown counts the board's rank lines (a rank number, then the
// squares) in a view.
func ranksShown(view string) int {
	n := 0
	for _, l := range strings.Split(view, "\n") {
		// The camps' edges are drawn as | beside the rank numbers ("16|").
		f := strings.Fields(strings.ReplaceAll(strings.Trim(l, " _"), "|", " "))
		if len(f) > 2 && f[0] == f[len(f)-1] && strings.Trim(f[0], "0123456789") == "" {
			n++
		}
	}
	return n
}

func assertFitsWindow(t *testing.T, view string, w, h int) {
	t.Helper()
	lines := strings.Split(view, "\n") // bubbletea counts a last newline as a line
	assert.LessOrEqual(t, len(lines), h, "%dx%d: %d lines\n%s", w, h, len(lines), view)
	for i, l := range lines {
		assert.LessOrEqual(t, ansi.StringWidth(l), w, "%dx%d: line %d: %q", w, h, i+1, l)
	}
}

// The home's Play shows the whole board while the learner types the next
// action, with what the last action did under the question, at 80×24 as
// at 120×40; and a game resumed shows its board at once.
func TestPlayHomeShowsTheBoardWhileTyping(t *testing.T) {
	for _, size := range []struct{ w, h int }{{80, 24}, {100, 30}, {120, 40}} {
		t.Run(fmt.Sprintf("%dx%d", size.w, size.h), func(t *testing.T) {
			dir := t.TempDir()
			h := playHome(t, dir)
			scr, err := h.playItem().Screen(size.w, size.h)
			require.NoError(t, err)
			scr.Init()
			view := ansi.Strip(scr.View())
			assertFitsWindow(t, view, size.w, size.h)
			assert.Equal(t, 16, ranksShown(view), "the board whole before the first action:\n%s", view)
			assert.Contains(t, view, "Your action")
			assert.Contains(t, view, "Now: fulke1", "where the game stands, first under the question")

			typeLine(scr, "list")
			typeLine(scr, "1")
			require.False(t, scr.Done())
			view = ansi.Strip(scr.View())
			assertFitsWindow(t, view, size.w, size.h)
			assert.Equal(t, 16, ranksShown(view), "the board whole after an action:\n%s", view)
			assert.Contains(t, view, "Your action", "asked again at once, no pager")
			assert.Contains(t, view, "White: ", "what the action did, under the question:\n%s", view)

			// Resumed: once that session ends, a new home over the same data
			// shows the game's board before anything is typed, the last
			// action named.
			h.close()
			again, err := playHome(t, dir).playItem().Screen(size.w, size.h)
			require.NoError(t, err)
			view = ansi.Strip(again.View())
			assertFitsWindow(t, view, size.w, size.h)
			assert.Equal(t, 16, ranksShown(view), "a resumed game's board:\n%s", view)
			assert.Contains(t, strings.Join(strings.Fields(view), " "), "Last: Black played", "the last action named:\n%s", view)
		})
	}
}

// The full screen says why the game left off is not resumed each time
// Play opens, until the learner's first answer.
func TestPlayHomeSaysTheGameIsOpenElsewhere(t *testing.T) {
	dir := t.TempDir()
	other, err := gamefiles.New(filepath.Join(dir, "games"))
	require.NoError(t, err)
	defer other.Release()
	_, err = other.Save([]byte("rithmo game\nrules: parlett\nvictory: none\nwhite: person\nblack: level 1 seed 1\ndate: 2026-12-05\nresult: ongoing\n\nb1-e1\nb16-e16\n"))
	require.NoError(t, err)

	h := playHome(t, dir)
	const notice = "Your game of 2026-12-05 (parlett, 2 actions played) is open in another session: this is a new game, saved separately. Now: fulke1"
	for range 2 { // Play opened, left with esc, opened again
		scr, err := h.playItem().Screen(80, 24)
		require.NoError(t, err)
		scr.Init()
		assert.Contains(t, strings.Join(strings.Fields(ansi.Strip(scr.View())), " "), notice)
		deliver(scr, tea.KeyMsg{Type: tea.KeyEsc})
		require.True(t, scr.Done())
	}
	scr, err := h.playItem().Screen(80, 24)
	require.NoError(t, err)
	scr.Init()
	typeLine(scr, "list")
	typeLine(scr, "1")
	deliver(scr, tea.KeyMsg{Type: tea.KeyEsc})
	scr, err = h.playItem().Screen(80, 24)
	require.NoError(t, err)
	assert.NotContains(t, ansi.Strip(scr.View()), "another session", "said until the first answer")
	assert.FileExists(t, filepath.Join(dir, "games", "current-2.game"))
}

// Enter pressed on an empty line in a game, by habit or twice after an
// action, keeps the game on the screen and says in a line what to type and
// that esc goes back; the keys line stays the last line at 80×24 and
// 120×40, and esc leaves with the game saved.
func TestPlayHomeEmptyLineStaysInTheGame(t *testing.T) {
	for _, size := range []struct{ w, h int }{{80, 24}, {120, 40}} {
		t.Run(fmt.Sprintf("%dx%d", size.w, size.h), func(t *testing.T) {
			dir := t.TempDir()
			h := playHome(t, dir)
			scr, err := h.playItem().Screen(size.w, size.h)
			require.NoError(t, err)
			scr.Init()
			deliver(scr, tea.KeyMsg{Type: tea.KeyTab}) // the help whole
			help := strings.Join(strings.Fields(ansi.Strip(scr.View())), " ")
			assert.Contains(t, help, "Every action is kept as it is played; esc goes back.")
			assert.NotContains(t, help, "empty line")
			deliver(scr, tea.KeyMsg{Type: tea.KeyEsc}) // leaves the help, not the game
			require.False(t, scr.Done())

			typeLine(scr, "list")
			typeLine(scr, "1")
			typeLine(scr, "")
			typeLine(scr, "")
			require.False(t, scr.Done(), "an empty line does not leave the game")
			view := ansi.Strip(scr.View())
			assertFitsWindow(t, view, size.w, size.h)
			golden(t, fmt.Sprintf("play-home-empty-line-%dx%d.golden", size.w, size.h), view)
			assert.Contains(t, view, "Type an action (c4-c5) or list; esc goes back, the game is kept.")
			assert.Equal(t, 16, ranksShown(view), "the board stays:\n%s", view)
			lines := strings.Split(view, "\n")
			assert.Contains(t, lines[len(lines)-1], "esc back", "the keys line, last:\n%s", view)

			deliver(scr, tea.KeyMsg{Type: tea.KeyEsc})
			require.True(t, scr.Done(), "esc leaves")
			h.close()
			again, err := playHome(t, dir).playItem().Screen(size.w, size.h)
			require.NoError(t, err)
			assert.Contains(t, strings.Join(strings.Fields(ansi.Strip(again.View())), " "), "2 actions played",
				"the game is kept: the learner's action and the answer")
		})
	}
}

// The game over, an empty line says how to start another, not to play an
// action in it.
func TestPlayHomeEmptyLineAfterTheEnd(t *testing.T) {
	h := playHome(t, t.TempDir())
	scr, err := h.playItem().Screen(80, 24)
	require.NoError(t, err)
	scr.Init()
	typeLine(scr, "resign")
	typeLine(scr, "")
	require.False(t, scr.Done())
	view := strings.Join(strings.Fields(ansi.Strip(scr.View())), " ")
	assert.Contains(t, view, "The game is over: type new RULES SIDE LEVEL for another; esc goes back.")
}

// The home's Play at plain prompts (accessible mode) reads the board out in
// words, never drawn, once when an action moved it or board asks for it;
// not after list or a refused action, which leave it as it was.
func TestPlayHomePlainReadsTheBoard(t *testing.T) {
	for _, tc := range []struct {
		name, input string
		want        string
		boards      int
	}{
		{"after an action, not after list", "list\n1\n\n", "The board: White to move, action 3. Rules: fulke1", 1},
		{"on board", "board\n\n", "The board: White to move, action 1. Rules: fulke1", 1},
		{"not after a refused action", "c6-c7\n\n", "illegal action c6-c7", 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			h := playHome(t, t.TempDir())
			var out bytes.Buffer
			require.NoError(t, h.playItem().Plain(context.Background(), strings.NewReader(tc.input), &out))
			text := out.String()
			assert.Contains(t, text, tc.want)
			assert.Equal(t, tc.boards, strings.Count(text, "The board: "), "%s", text)
			assert.Equal(t, tc.boards, strings.Count(text, "White's men (24): "))
			assert.NotContains(t, text, "Key: ", "no drawing")
			assert.Zero(t, ranksShown(text), "no drawing:\n%s", text)
		})
	}
}

// A learner who picks a rule set at the welcome, after the home's entries
// are made, plays their first game in it.
func TestPlayHomeFirstGameInTheRulesChosenAtTheWelcome(t *testing.T) {
	for _, rules := range []string{"fulke3", "nemec"} {
		t.Run(rules, func(t *testing.T) {
			h := playHome(t, t.TempDir())
			item := h.playItem()
			require.NoError(t, h.store.SetSetting(progress.SettingRules, rules))
			scr, err := item.Screen(80, 24)
			require.NoError(t, err)
			scr.Init()
			assert.Contains(t, ansi.Strip(scr.View()), "Now: "+rules+",")
		})
	}
}
