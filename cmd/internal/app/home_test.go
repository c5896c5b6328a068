package app

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"reflect"
	"runtime"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/huh"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"
	"github.com/muesli/termenv"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/lessons/form"
)

func init() { lipgloss.SetColorProfile(termenv.Ascii) }

// testMenu has a counting screen entry, a broken one and Quit; resume says
// how many times the menu was rebuilt.
type testMenu struct {
	builds  int
	opened  int
	plainIn []string
}

func (tm *testMenu) menu() Menu {
	tm.builds++
	return Menu{
		Resume: "Continue: lesson 4 (Superparticular ratios), page 3 of 5",
		Items: []Item{
			{Title: "Lessons", Hint: "read the course", Screen: func(w, h int) (Screen, error) {
				tm.opened++
				return NewTextScreen("Lesson", "page text", w, h), nil
			}, Plain: func(ctx context.Context, in io.Reader, out io.Writer) error {
				line, err := readLine(in)
				tm.plainIn = append(tm.plainIn, line)
				io.WriteString(out, "read: "+line+"\n")
				return err
			}},
			{Title: "Broken", Hint: "fails to open", Screen: func(w, h int) (Screen, error) { return nil, errors.New("no puzzles found") }},
			{Title: "Quit", Hint: "leave", Quit: true},
		},
	}
}

func readLine(r io.Reader) (string, error) {
	var b [1]byte
	var s strings.Builder
	for {
		n, err := r.Read(b[:])
		if n == 1 && b[0] != '\n' {
			s.WriteByte(b[0])
		}
		if n == 1 && b[0] == '\n' {
			return s.String(), nil
		}
		if err != nil {
			if errors.Is(err, io.EOF) {
				return s.String(), nil
			}
			return s.String(), err
		}
	}
}

func key(s string) tea.KeyMsg {
	switch s {
	case "enter":
		return tea.KeyMsg{Type: tea.KeyEnter}
	case "down":
		return tea.KeyMsg{Type: tea.KeyDown}
	case "up":
		return tea.KeyMsg{Type: tea.KeyUp}
	case "esc":
		return tea.KeyMsg{Type: tea.KeyEsc}
	case "ctrl+c":
		return tea.KeyMsg{Type: tea.KeyCtrlC}
	}
	return tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(s)}
}

func isQuit(cmd tea.Cmd) bool {
	if cmd == nil {
		return false
	}
	_, ok := cmd().(tea.QuitMsg)
	return ok
}

func TestHomeMenu(t *testing.T) {
	tm := &testMenu{}
	h := NewHome(tm.menu, 80, 24)
	view := ansi.Strip(h.View())
	assert.Contains(t, view, "Continue: lesson 4 (Superparticular ratios), page 3 of 5")
	assert.Contains(t, view, "> 1 Lessons  read the course")
	assert.Contains(t, view, "  3 Quit     leave")

	h.Update(key("up")) // wraps to the last
	assert.Contains(t, ansi.Strip(h.View()), "> 3 Quit")
	h.Update(key("down"))
	h.Update(key("down"))
	_, cmd := h.Update(key("enter"))
	assert.Nil(t, cmd)
	assert.False(t, h.InScreen())
	assert.Contains(t, h.View(), "Broken: no puzzles found", "an entry that fails says why, and the menu stays")

	_, cmd = h.Update(key("1"))
	require.True(t, h.InScreen(), "digits open entries")
	assert.Equal(t, 1, tm.opened)
	assert.NotNil(t, cmd)
	assert.Contains(t, h.View(), "page text")
	builds := tm.builds
	h.Update(key("q")) // closes the screen, not rithmo
	assert.False(t, h.InScreen())
	assert.Equal(t, builds+1, tm.builds, "the menu is rebuilt on return, for a fresh resume hint")

	_, cmd = h.Update(key("q"))
	assert.True(t, isQuit(cmd))
	assert.False(t, h.Interrupted())
}

// Esc means "back" everywhere; on the menu, where there is nothing to go
// back to, it asks before it leaves rithmo.
func TestHomeEscAsksBeforeQuitting(t *testing.T) {
	for _, tc := range []struct {
		name  string
		after string
		quits bool
	}{
		{"y leaves", "y", true},
		{"q leaves", "q", true},
		{"a second esc stays", "esc", false},
		{"n stays", "n", false},
		{"enter stays, and opens nothing", "enter", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tm := &testMenu{}
			h := NewHome(tm.menu, 80, 24)
			_, cmd := h.Update(key("esc"))
			assert.False(t, isQuit(cmd), "esc alone never quits")
			assert.Contains(t, ansi.Strip(h.View()), quitQuestion)
			_, cmd = h.Update(key(tc.after))
			assert.Equal(t, tc.quits, isQuit(cmd))
			assert.False(t, h.InScreen())
			if !tc.quits {
				assert.NotContains(t, ansi.Strip(h.View()), quitQuestion, "the question goes once answered")
			}
		})
	}
}

func TestHomeCtrlCInterruptsEvenInAScreen(t *testing.T) {
	tm := &testMenu{}
	h := NewHome(tm.menu, 80, 24)
	h.Update(key("enter"))
	require.True(t, h.InScreen())
	_, cmd := h.Update(key("ctrl+c"))
	assert.True(t, isQuit(cmd))
	assert.True(t, h.Interrupted())
}

// quitter is a screen that asks to quit the program.
type quitter struct{ TextScreen }

func (q *quitter) Update(msg tea.Msg) (tea.Model, tea.Cmd) { return q, tea.Quit }

func TestScreenQuitClosesOnlyTheScreen(t *testing.T) {
	h := NewHome(func() Menu {
		return Menu{Items: []Item{{Title: "Q", Screen: func(w, h int) (Screen, error) { return &quitter{}, nil }}, {Title: "Quit", Quit: true}}}
	}, 80, 24)
	h.Update(key("enter"))
	require.True(t, h.InScreen())
	_, cmd := h.Update(key("x"))
	msg := cmd()
	assert.Equal(t, screenQuit{}, msg, "the screen's tea.Quit is tamed")
	h.Update(msg)
	assert.False(t, h.InScreen())
}

func TestHomeTooSmall(t *testing.T) {
	tm := &testMenu{}
	h := NewHome(tm.menu, 80, 24)
	h.Update(tea.WindowSizeMsg{Width: 50, Height: 12})
	assert.Equal(t, "rithmo needs a terminal of at least 60×16; this\none is 50×12.\nEnlarge the window, or press Ctrl-C to leave.\n", h.View(),
		"the message wraps at a space, to the window's width")
	h.Update(tea.WindowSizeMsg{Width: 60, Height: 16})
	assert.Contains(t, h.View(), "Lessons")

	err := Run(context.Background(), strings.NewReader(""), io.Discard, 59, 30, tm.menu)
	var small *TooSmallError
	require.ErrorAs(t, err, &small)
	assert.EqualError(t, err, "the terminal is 59×30; rithmo's home screen needs at least 60×16: enlarge the window, or use --accessible for plain prompts")
}

func TestRunQuitsAndInterrupts(t *testing.T) {
	tm := &testMenu{}
	var out bytes.Buffer
	require.NoError(t, Run(context.Background(), strings.NewReader("q"), &out, 80, 24, tm.menu))
	err := Run(context.Background(), strings.NewReader("\x03"), &out, 80, 24, tm.menu)
	assert.ErrorIs(t, err, ErrInterrupted)
	assert.ErrorIs(t, err, context.Canceled, "the CLI maps it to exit 130")
}

func TestRunAccessible(t *testing.T) {
	tm := &testMenu{}
	var out bytes.Buffer
	// Lessons (reads one line), Broken (no plain mode), then Quit.
	err := RunAccessible(context.Background(), strings.NewReader("1\nhello\n2\n3\n"), &out, Look{}, tm.menu)
	require.NoError(t, err)
	assert.Equal(t, []string{"hello"}, tm.plainIn, "the entry read its own line and no more")
	text := out.String()
	assert.Contains(t, text, "Continue: lesson 4 (Superparticular ratios), page 3 of 5")
	assert.Contains(t, text, "1. Lessons: read the course")
	assert.Contains(t, text, "read: hello")
	assert.Contains(t, text, "Broken is not available in this build.")
	assert.Contains(t, text, "Goodbye.")
}

func TestRunAccessibleEndOfInput(t *testing.T) {
	tm := &testMenu{}
	var out bytes.Buffer
	err := RunAccessible(context.Background(), strings.NewReader(""), &out, Look{}, tm.menu)
	require.ErrorIs(t, err, form.ErrInputEnded, "answers that ran out before Quit are an error to the caller")
	assert.NotContains(t, out.String(), "input ended", "the caller says it, once, on standard error")
	assert.Empty(t, tm.plainIn, "the end of input chose nothing")
}

func TestRunAccessibleCtrlCWhileWaiting(t *testing.T) {
	tm := &testMenu{}
	pr, pw := io.Pipe() // never written: the prompt waits for ever
	defer pw.Close()
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- RunAccessible(ctx, pr, io.Discard, Look{}, tm.menu) }()
	time.Sleep(50 * time.Millisecond)
	cancel()
	select {
	case err := <-done:
		assert.ErrorIs(t, err, ErrInterrupted)
	case <-time.After(5 * time.Second):
		t.Fatal("a waiting prompt did not give up on Ctrl-C")
	}
}

func typeText(m tea.Model, text string) {
	for _, r := range text {
		send(m, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{r}})
	}
}

// send gives m a message and then the messages its commands produce, as a
// program would, skipping commands that wait (cursor blinks, ticks).
func send(m tea.Model, msg tea.Msg) {
	queue := []tea.Msg{msg}
	for steps := 0; len(queue) > 0 && steps < 100; steps++ {
		msg, queue = queue[0], queue[1:]
		_, cmd := m.Update(msg)
		queue = append(queue, run(cmd)...)
	}
}

func run(cmd tea.Cmd) []tea.Msg {
	if cmd == nil {
		return nil
	}
	if isBlink(cmd) {
		return nil
	}
	got := make(chan tea.Msg, 1)
	go func() { got <- cmd() }()
	select {
	case msg := <-got:
		if batch, ok := msg.(tea.BatchMsg); ok {
			var out []tea.Msg
			for _, c := range batch {
				out = append(out, run(c)...)
			}
			return out
		}
		if msg == nil {
			return nil
		}
		return []tea.Msg{msg}
	case <-time.After(2 * time.Second):
		return nil // a timer: not needed to drive the screen
	}
}

func TestAskScreen(t *testing.T) {
	var asked []string
	answer := func(line string, width int) (string, error) {
		asked = append(asked, line)
		if line == "bad" {
			return "", errors.New("bad: not a position")
		}
		return "analysis of " + line, nil
	}
	s := NewAskScreen("Board analysis", "Position?", "Give a position.", answer, 80, 24)
	s.Init()
	assert.Contains(t, ansi.Strip(s.View()), "Position?")

	typeText(s, "bad")
	send(s, key("enter"))
	assert.Equal(t, []string{"bad"}, asked)
	assert.Contains(t, s.View(), "bad: not a position", "the error is shown and the question asked again")
	assert.False(t, s.Done())

	assert.Contains(t, s.View(), "> bad", "the line is kept, to mend")
	for range 3 {
		send(s, tea.KeyMsg{Type: tea.KeyBackspace})
	}
	typeText(s, "nemec")
	send(s, key("enter"))
	assert.Equal(t, []string{"bad", "nemec"}, asked)
	assert.Contains(t, s.View(), "analysis of nemec")

	send(s, key("q")) // leaves the result, back to the question
	assert.False(t, s.Done())
	assert.Contains(t, ansi.Strip(s.View()), "Position?")

	send(s, key("enter")) // an empty line leaves
	assert.True(t, s.Done())

	s = NewAskScreen("A", "Q?", "", answer, 80, 24)
	s.Update(key("esc"))
	assert.True(t, s.Done())
}

// A live screen's help says what the last answer changed when the
// question comes back.
func TestLiveAskScreen(t *testing.T) {
	n := 0
	answer := func(line string, width int) (string, error) {
		n++
		return "played " + line, nil
	}
	s := NewLiveAskScreen("Play", "Your action", func() string { return fmt.Sprintf("%d actions played.", n) }, answer, 80, 24)
	s.Init()
	assert.Contains(t, ansi.Strip(s.View()), "0 actions played.")
	typeText(s, "c4-c5")
	send(s, key("enter"))
	assert.Contains(t, ansi.Strip(s.View()), "played c4-c5")
	send(s, key("q"))
	assert.Contains(t, ansi.Strip(s.View()), "1 actions played.")
}

func TestAskPlain(t *testing.T) {
	answer := func(line string, width int) (string, error) {
		if line == "bad" {
			return "", errors.New("bad: not a position")
		}
		return fmt.Sprintf("analysis of %s at %d", line, width), nil
	}
	for _, tc := range []struct{ name, input string }{
		{"empty line", "bad\nnemec\n\n"},
		{"empty line, then more", "bad\nnemec\n\nfulke1\n"}, // the empty line goes back: fulke1 is not asked
		{"end of input", "bad\nnemec\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var out bytes.Buffer
			require.NoError(t, AskPlain(strings.NewReader(tc.input), &out, Look{}, "Position?", "Give a position.", answer, 76))
			text := out.String()
			assert.Contains(t, text, "Give a position.")
			assert.Contains(t, text, "Position? (empty to go back)")
			assert.Contains(t, text, "bad: not a position")
			assert.Contains(t, text, "analysis of nemec at 76")
			assert.Equal(t, 3, strings.Count(text, "Position? (empty"), "asked until the empty line or the end")
			assert.NotContains(t, text, "fulke1")
			assert.NotContains(t, text, "A blank line is not an answer", "here it is one")
		})
	}
}

// huh's accessible Select panics when the input ends after a refused entry;
// the home takes it for the end of the input, in its menu and in an entry.
func TestRunAccessibleRefusedEntryThenEnd(t *testing.T) {
	for _, input := range []string{"9\n", "x\n", "9"} {
		tm := &testMenu{}
		var out bytes.Buffer
		require.NotPanics(t, func() {
			assert.ErrorIs(t, RunAccessible(context.Background(), strings.NewReader(input), &out, Look{}, tm.menu), form.ErrInputEnded)
		}, "input %q", input)
		assert.NotContains(t, out.String(), "input ended", "the caller says it, once, on standard error")
	}

	entry := func(ctx context.Context, in io.Reader, out io.Writer) error {
		choice := 0
		return huh.NewForm(huh.NewGroup(huh.NewSelect[int]().Title("Inner?").
			Options(huh.NewOption("a", 0), huh.NewOption("b", 1)).Value(&choice))).
			WithAccessible(true).WithInput(in).WithOutput(out).Run()
	}
	menu := func() Menu {
		return Menu{Items: []Item{{Title: "Inner", Plain: entry}, {Title: "Quit", Quit: true}}}
	}
	var out bytes.Buffer
	require.NotPanics(t, func() {
		assert.ErrorIs(t, RunAccessible(context.Background(), strings.NewReader("1\n7\n"), &out, Look{}, menu), form.ErrInputEnded)
	})
	assert.Contains(t, out.String(), "Inner?")
	assert.NotContains(t, out.String(), "input ended", "the caller says it, once, on standard error")

}

// isBlink reports whether cmd is the text cursor's blink timer, which
// sleeps 530 ms and is never needed to drive a screen in a test. It is
// skipped by name so that every other command can be given a deadline
// long enough for a loaded machine or -race.
func isBlink(cmd tea.Cmd) bool {
	name := runtime.FuncForPC(reflect.ValueOf(cmd).Pointer()).Name()
	return strings.Contains(name, "bubbles/cursor.(*Model).BlinkCmd")
}
