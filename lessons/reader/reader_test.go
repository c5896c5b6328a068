package reader

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"os"
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

	"github.com/rithmo/rithmo/lessons"
	"github.com/rithmo/rithmo/lessons/exercise"
	"github.com/rithmo/rithmo/lessons/render"
)

func TestMain(m *testing.M) {
	lipgloss.SetColorProfile(termenv.Ascii)
	os.Exit(m.Run())
}

type recorder struct {
	opened   []string
	finished []string
	attempts []lessons.Attempt
	pages    map[string]int // Bookmarks, when set
}

func (r *recorder) Opened(l string, p int) error {
	r.opened = append(r.opened, fmt.Sprintf("%s:%d", l, p))
	return nil
}
func (r *recorder) Finished(l string) error { r.finished = append(r.finished, l); return nil }
func (r *recorder) Answered(a lessons.Attempt) error {
	r.attempts = append(r.attempts, a)
	return nil
}

type bookmarked struct{ *recorder }

func (b bookmarked) LastPage(l string) (int, bool) {
	p, ok := b.pages[l]
	return p, ok
}

func fixture(t *testing.T) []*lessons.Lesson {
	t.Helper()
	all, err := lessons.Load(os.DirFS("../testdata/fixture"))
	require.NoError(t, err)
	return all
}

func key(s string) tea.Msg {
	switch s {
	case "enter":
		return tea.KeyMsg{Type: tea.KeyEnter}
	case "esc":
		return tea.KeyMsg{Type: tea.KeyEsc}
	case "down":
		return tea.KeyMsg{Type: tea.KeyDown}
	case "right":
		return tea.KeyMsg{Type: tea.KeyRight}
	case "left":
		return tea.KeyMsg{Type: tea.KeyLeft}
	case "ctrl+c":
		return tea.KeyMsg{Type: tea.KeyCtrlC}
	}
	return tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(s)}
}

// press sends keys to the model as a bubbletea program would, running the
// commands they return and feeding their messages back.
func press(t *testing.T, m *Model, keys ...string) {
	t.Helper()
	for _, k := range keys {
		_, cmd := m.Update(key(k))
		drain(t, m, cmd)
	}
}

func drain(t *testing.T, m *Model, cmd tea.Cmd) {
	t.Helper()
	queue := []tea.Cmd{cmd}
	for steps := 0; len(queue) > 0; steps++ {
		require.Less(t, steps, 500, "commands do not settle")
		c := queue[0]
		queue = queue[1:]
		if c == nil {
			continue
		}
		done := make(chan tea.Msg, 1)
		go func() { done <- c() }()
		var msg tea.Msg
		select {
		case msg = <-done:
		case <-time.After(400 * time.Millisecond): // the cursor blinks every 530 ms
			continue // a timer (the cursor's blink)
		}
		if msg == nil {
			continue
		}
		if batch, ok := msg.(tea.BatchMsg); ok {
			queue = append(queue, batch...)
			continue
		}
		if v := reflect.ValueOf(msg); v.Kind() == reflect.Slice && v.Type().Elem() == reflect.TypeOf(tea.Cmd(nil)) {
			for i := range v.Len() {
				queue = append(queue, v.Index(i).Interface().(tea.Cmd))
			}
			continue
		}
		if msg == tea.Quit() {
			continue
		}
		_, next := m.Update(msg)
		queue = append(queue, next)
	}
}

func TestReaderWalkthrough(t *testing.T) {
	rec := &recorder{}
	clock := time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)
	m := New(fixture(t), Options{
		Renderer: render.New(render.StyleNoTTY, 1),
		Recorder: rec,
		Width:    84, Height: 40,
		Now: func() time.Time { return clock },
	})
	assert.False(t, m.Done())
	view := m.View()
	assert.Contains(t, view, "Lessons")
	assert.Contains(t, view, "›  1. Ratios of the Men")
	assert.Contains(t, view, " 2. Finding the Middle")

	press(t, m, "down", "enter")
	l, page := m.Lesson()
	require.NotNil(t, l)
	assert.Equal(t, "means", l.Name)
	assert.Equal(t, 0, page)
	assert.Equal(t, []string{"means:0"}, rec.opened)
	view = m.View()
	assert.Contains(t, view, "Lesson 2 · Finding the Middle  page 1 of 2")
	assert.Contains(t, view, "Exercise 1. What number stands midway between 6 and 12?")

	// enter asks the first exercise, in its place: a number input.
	press(t, m, "enter")
	assert.Contains(t, m.View(), "esc leave the exercise")
	press(t, m, "8", "enter")
	require.Len(t, rec.attempts, 1)
	assert.Equal(t, lessons.Attempt{Lesson: "means", Exercise: 0, Task: "mean arithmetic 6 12", Answer: "8", Correct: false, At: clock}, rec.attempts[0])
	view = m.View()
	assert.Contains(t, view, "Your answer: 8")
	assert.Contains(t, view, "✗ Not 8")
	assert.Contains(t, view, "8 is the harmonic (musical) mean")

	// The next enter asks the second exercise: a multi-choice.
	press(t, m, "enter", "down", "x", "enter")
	require.Len(t, rec.attempts, 2)
	assert.True(t, rec.attempts[1].Correct, rec.attempts[1].Answer)
	assert.Equal(t, "geometric", rec.attempts[1].Answer)
	assert.Contains(t, m.View(), "✓ Right: 2, 4, 8 hold geometric")

	// All answered: enter turns the page. The last page finishes the lesson.
	press(t, m, "enter")
	_, page = m.Lesson()
	assert.Equal(t, 1, page)
	assert.Equal(t, []string{"means:0", "means:1"}, rec.opened)
	assert.Equal(t, []string{"means"}, rec.finished)

	press(t, m, "right")
	assert.Contains(t, m.View(), "This is the last page")
	press(t, m, "left")
	_, page = m.Lesson()
	assert.Equal(t, 0, page)
	assert.Contains(t, m.View(), "Your answer: 8", "answers stay with their page")

	press(t, m, "q")
	l, _ = m.Lesson()
	assert.Nil(t, l)
	assert.False(t, m.Done())
	press(t, m, "q")
	assert.True(t, m.Done())
}

func TestHintAndLeavingAnExercise(t *testing.T) {
	rec := &recorder{}
	m := New(fixture(t), Options{Renderer: render.New(render.StyleNoTTY, 1), Recorder: rec, Start: "ratios", Page: 1, Width: 100, Height: 60})
	assert.Equal(t, []string{"ratios:1"}, rec.opened)

	press(t, m, "enter", "esc")
	assert.Empty(t, rec.attempts, "leaving records nothing")
	assert.Contains(t, m.View(), "Exercise left unanswered")

	press(t, m, "enter", "?")
	assert.Contains(t, m.View(), "Hint: Take the smaller from the larger")
	press(t, m, "down", "down", "enter")
	require.Len(t, rec.attempts, 1)
	assert.Equal(t, 1, rec.attempts[0].HintsUsed)
	assert.True(t, rec.attempts[0].Correct)
	assert.Equal(t, "superparticular", rec.attempts[0].Answer)

	// The second exercise has no hint.
	press(t, m, "enter", "?")
	assert.Contains(t, m.View(), "This exercise has no hint.")
}

func TestStartPageAndBookmarks(t *testing.T) {
	rec := &recorder{pages: map[string]int{"ratios": 2}}
	m := New(fixture(t), Options{Renderer: render.New(render.StyleNoTTY, 1), Recorder: bookmarked{rec}})
	assert.Contains(t, m.View(), "left at page 3")
	press(t, m, "enter")
	_, page := m.Lesson()
	assert.Equal(t, 2, page, "opened where the learner left off")

	m = New(fixture(t), Options{Start: "2", Page: 9})
	l, page := m.Lesson()
	assert.Equal(t, "means", l.Name)
	assert.Equal(t, 1, page, "a page past the end opens the last")

	m = New(fixture(t), Options{Start: "nope"})
	l, _ = m.Lesson()
	assert.Nil(t, l)
	assert.Contains(t, m.View(), `There is no lesson "nope".`)
}

func TestResizeRendersAtTheNewWidth(t *testing.T) {
	m := New(fixture(t), Options{Renderer: render.New(render.StyleNoTTY, 1), Start: "ratios", Width: 120, Height: 50})
	wide := m.View()
	m.Update(tea.WindowSizeMsg{Width: 50, Height: 30})
	narrow := m.View()
	assert.NotEqual(t, wide, narrow)
	for _, line := range strings.Split(narrow, "\n") {
		assert.LessOrEqual(t, ansi.StringWidth(line), 50, "%q", line)
	}
	assert.Len(t, strings.Split(narrow, "\n"), 30, "the view fills the terminal's height")
}

func TestScrolling(t *testing.T) {
	m := New(fixture(t), Options{Renderer: render.New(render.StyleNoTTY, 1), Start: "ratios", Page: 1, Width: 80, Height: 12})
	top := m.View()
	press(t, m, "down", "down")
	assert.NotEqual(t, top, m.View())
	press(t, m, "G")
	assert.Contains(t, m.View(), "4 : 3")
	press(t, m, "g")
	assert.Equal(t, top, m.View())
	// Asking an exercise scrolls it into view.
	press(t, m, "G", "enter")
	assert.Contains(t, m.View(), "Exercise 1. What kind of ratio")
}

func TestCtrlCQuits(t *testing.T) {
	m := New(fixture(t), Options{Start: "ratios"})
	_, cmd := m.Update(key("ctrl+c"))
	require.NotNil(t, cmd)
	assert.Equal(t, tea.Quit(), cmd())
	assert.True(t, m.Done())
}

func TestAccessibleReader(t *testing.T) {
	all := fixture(t)
	r := render.New(render.StyleNoTTY, 4)
	means := all[1]
	q, err := r.Question(means, 2) // take addition with drawn numbers
	require.NoError(t, err)
	script := strings.Join([]string{
		"2",      // lesson 2
		"9",      // exercise 1: the arithmetic mean
		"2", "0", // exercise 2: geometric, confirm
		"1",                    // next page
		exercise.AnswerText(q), // exercise 3
		"1",                    // exercise 4: square (wrong: it is the cube)
		"3",                    // leave
	}, "\n") + "\n"
	rec := &recorder{}
	var out bytes.Buffer
	err = RunAccessible(context.Background(), strings.NewReader(script), &out, all, AccessibleOptions{Renderer: r, Recorder: rec})
	require.NoError(t, err)
	text := out.String()
	assert.NotContains(t, text, "\x1b")
	assert.Contains(t, text, "Which lesson?")
	assert.Contains(t, text, "Lesson 2: Finding the Middle (2 pages, 4 exercises)")
	assert.Contains(t, text, "Lesson 2, page 1 of 2")
	assert.Contains(t, text, "Between 6 and 12 stand three middles")
	assert.Contains(t, text, "Right: 6 + 12 = 18")
	assert.Contains(t, text, "Not square: 4 × 4 × 4 = 64")
	assert.Equal(t, []string{"means:0", "means:1"}, rec.opened)
	assert.Equal(t, []string{"means"}, rec.finished)
	require.Len(t, rec.attempts, 4)
	var correct []bool
	for _, a := range rec.attempts {
		correct = append(correct, a.Correct)
	}
	assert.Equal(t, []bool{true, true, true, false}, correct)
	assert.Equal(t, q.Task.String(), rec.attempts[2].Task)
}

// At the end of input the reader stops, whatever it was asking.
func TestAccessibleReaderEndsWithItsInput(t *testing.T) {
	for _, script := range []string{"", "1\n", "2\n9\n", "2\n9\n2\n0\n", "1\n1\n"} {
		t.Run(fmt.Sprintf("%q", script), func(t *testing.T) {
			done := make(chan error, 1)
			go func() {
				done <- RunAccessible(context.Background(), strings.NewReader(script), &bytes.Buffer{}, fixture(t), AccessibleOptions{})
			}()
			select {
			case err := <-done:
				assert.NoError(t, err)
			case <-time.After(5 * time.Second):
				t.Fatal("the reader did not stop at the end of input")
			}
		})
	}
}

func TestAccessibleStartAndCancel(t *testing.T) {
	var out bytes.Buffer
	err := RunAccessible(context.Background(), strings.NewReader("2\n"), &out, fixture(t), AccessibleOptions{Start: "ratios", Page: 2})
	require.NoError(t, err)
	assert.Contains(t, out.String(), "Lesson 1, page 3 of 3")
	assert.NotContains(t, out.String(), "page 1 of 3")

	err = RunAccessible(context.Background(), strings.NewReader(""), &out, fixture(t), AccessibleOptions{Start: "nope"})
	assert.ErrorContains(t, err, `there is no lesson "nope"`)

	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	err = RunAccessible(ctx, strings.NewReader("1\n"), &bytes.Buffer{}, fixture(t), AccessibleOptions{})
	assert.ErrorIs(t, err, context.Canceled)

	// Ctrl-C while a prompt waits for a line that never comes.
	ctx, cancel = context.WithCancel(context.Background())
	blocked, _ := io.Pipe()
	done := make(chan error, 1)
	go func() { done <- RunAccessible(ctx, blocked, io.Discard, fixture(t), AccessibleOptions{}) }()
	time.Sleep(50 * time.Millisecond)
	cancel()
	select {
	case err := <-done:
		assert.ErrorIs(t, err, context.Canceled)
	case <-time.After(5 * time.Second):
		t.Fatal("cancelling did not end a waiting prompt")
	}
}
