package reader

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"reflect"
	"regexp"
	"runtime"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"
	"github.com/muesli/termenv"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/content"
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
	drainWithin(t, m, cmd, 400*time.Millisecond) // the cursor blinks every 530 ms
}

// drainWithin is drain, taking a command that has not answered within
// wait for a timer.
func drainWithin(t *testing.T, m *Model, cmd tea.Cmd, wait time.Duration) {
	t.Helper()
	queue := []tea.Cmd{cmd}
	for steps := 0; len(queue) > 0; steps++ {
		require.Less(t, steps, 500, "commands do not settle")
		c := queue[0]
		queue = queue[1:]
		if c == nil || isBlink(c) {
			continue
		}
		done := make(chan tea.Msg, 1)
		go func() { done <- c() }()
		var msg tea.Msg
		select {
		case msg = <-done:
		case <-time.After(wait):
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
	assert.Equal(t, lessons.Attempt{Lesson: "means", Exercise: 0, Task: "mean arithmetic 6 12", Answer: "8", Correct: false, Opened: clock, At: clock}, rec.attempts[0])
	// A wrong first answer: why, not the answer, and a second try.
	view = m.View()
	assert.Contains(t, view, "✗ Your answer: 8. Not 8.")
	assert.Contains(t, view, "8 is the musical (harmonic) mean")
	assert.Contains(t, view, "Try once more; ? shows the whole explanation.")
	assert.Contains(t, view, "esc leave the exercise · ? explain", "the form is open again")
	press(t, m, "8", "enter")
	require.Len(t, rec.attempts, 2, "the record keeps both tries")
	view = m.View()
	assert.Contains(t, view, "Your answer: 8")
	assert.Contains(t, view, "✗ Not 8")
	assert.Contains(t, view, "8 is the musical (harmonic) mean")

	// The next enter asks the second exercise: a multi-choice.
	press(t, m, "enter", "down", "x", "enter")
	require.Len(t, rec.attempts, 3)
	assert.True(t, rec.attempts[2].Correct, rec.attempts[2].Answer)
	assert.Equal(t, "geometric", rec.attempts[2].Answer)
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

type finishing struct {
	bookmarked
	done map[string]bool
}

func (f finishing) HasFinished(l string) bool { return f.done[l] }

// The list says how far the learner got: "finished" once the last page
// was reached and every exercise answered, before or in this session, else
// the page a lesson was left at.
func TestListShowsFinishedLessons(t *testing.T) {
	rec := &recorder{pages: map[string]int{"ratios": 2, "means": 1}}
	m := New(fixture(t), Options{Renderer: render.New(render.StyleNoTTY, 1), Recorder: finishing{bookmarked{rec}, map[string]bool{"means": true}}})
	view := m.View()
	assert.Contains(t, view, "2 pages, 4 exercises, finished")
	assert.NotContains(t, view, "left at page 2")
	assert.Contains(t, view, "3 pages, 3 exercises, left at page 3")

	// Without a lessons.Completion the reader judges by the same rule
	// from what it knows: the last page reached, and every exercise
	// answered (in this session or before, lessons.Answers).
	r := render.New(render.StyleNoTTY, 1)
	ratios, _ := lessons.Find(fixture(t), "1")
	var all []lessons.Attempt
	for _, ex := range ratios.Exercises {
		q, err := r.Question(ratios, ex.Index)
		require.NoError(t, err)
		all = append(all, lessons.Attempt{Lesson: "ratios", Exercise: ex.Index, Task: q.Task.String(), Answer: "x"})
	}
	for _, tc := range []struct {
		name     string
		answered []lessons.Attempt
		want     string
	}{
		{"last page reached, exercises open", nil, "3 pages, 3 exercises, left at page 2"},
		{"last page reached, one open", all[:2], "3 pages, 3 exercises, left at page 2"},
		{"last page reached, every one answered", all, "3 pages, 3 exercises, finished"},
	} {
		rec = &recorder{pages: map[string]int{"ratios": 1}, attempts: tc.answered}
		m = New(fixture(t), Options{Renderer: r, Recorder: bookmarkedMemory{bookmarked{rec}}})
		assert.Contains(t, m.View(), "3 pages, 3 exercises, left at page 2", tc.name)
		press(t, m, "enter", "right", "q")
		assert.Equal(t, []string{"ratios"}, rec.finished, "the last page reached is recorded: %s", tc.name)
		assert.Contains(t, m.View(), tc.want, tc.name)
	}
}

// bookmarkedMemory knows the page each lesson was left at and the answers
// given before (lessons.Bookmarks and lessons.Answers).
type bookmarkedMemory struct{ bookmarked }

func (b bookmarkedMemory) LastAnswers(lesson string) map[int]lessons.Attempt {
	return remembering{b.recorder}.LastAnswers(lesson)
}

// scored is a recorder that knows each lesson's mastery.
type scored struct {
	bookmarked
	standings map[string]lessons.Standing
}

func (s scored) Standing(l *lessons.Lesson) (lessons.Standing, bool) {
	st, ok := s.standings[l.Name]
	return st, ok
}

// With mastery known, the list shows each lesson's score: with the page it
// was left at while it is being read, instead of "finished" once read.
func TestListShowsScores(t *testing.T) {
	rec := &recorder{pages: map[string]int{"ratios": 1}}
	m := New(fixture(t), Options{Renderer: render.New(render.StyleNoTTY, 1), Recorder: scored{bookmarked{rec}, map[string]lessons.Standing{
		"ratios": {Exercises: 3, Answered: 1, Right: 1},
	}}})
	assert.Contains(t, m.View(), "3 pages, 3 exercises, left at page 2, 1 of 3 right")

	m = New(fixture(t), Options{Renderer: render.New(render.StyleNoTTY, 1), Recorder: scored{bookmarked{rec}, map[string]lessons.Standing{
		"ratios": {Read: true, Mastered: true, Exercises: 3, Answered: 3, Right: 3},
	}}})
	view := m.View()
	assert.Contains(t, view, "3 pages, 3 exercises, mastered, 3 of 3 right")
	assert.NotContains(t, view, "left at page")
}

// A list longer than the terminal shows the lessons around the cursor.
func TestListFitsTheTerminal(t *testing.T) {
	m := New(fixture(t), Options{Renderer: render.New(render.StyleNoTTY, 1), Width: 30, Height: 5})
	view := m.View()
	assertFits(t, view, 30, 5)
	assert.Contains(t, view, "1. Ratios")
	press(t, m, "down")
	view = m.View()
	assertFits(t, view, 30, 5)
	assert.Contains(t, view, "2. Finding")
	assert.NotContains(t, view, "1. Ratios")
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
		"2",                    // tried once more: cube
		"4",                    // leave (after previous page, the words, back to the lessons)
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
	assert.Contains(t, text, "\n  Finding the Middle\n", "the heading without its marks")
	assert.NotRegexp(t, `(?m)^\s*#`, text, "no Markdown marks for a screen reader to say")
	assert.Contains(t, text, "Between 6 and 12 stand three middles")
	assert.Contains(t, text, "Right: 6 + 12 = 18")
	assert.Contains(t, text, "Not square. 4² = 16, not 64\n\nTry exercise 4 once more.", "why, not the answer, then a retry")
	assert.Contains(t, text, "Right: 4 × 4 × 4 = 64")
	assert.Equal(t, []string{"means:0", "means:1"}, rec.opened)
	assert.Equal(t, []string{"means"}, rec.finished)
	require.Len(t, rec.attempts, 5, "both tries kept")
	var correct []bool
	for _, a := range rec.attempts {
		correct = append(correct, a.Correct)
	}
	assert.Equal(t, []bool{true, true, true, false, true}, correct)
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

func TestAccessibleListShowsScores(t *testing.T) {
	var out bytes.Buffer
	rec := scored{bookmarked{&recorder{pages: map[string]int{}}}, map[string]lessons.Standing{
		"ratios": {Read: true, Exercises: 3, Answered: 3, Right: 2},
	}}
	err := RunAccessible(context.Background(), strings.NewReader(""), &out, fixture(t), AccessibleOptions{Renderer: render.New(render.StyleNoTTY, 1), Recorder: rec})
	require.NoError(t, err)
	assert.Contains(t, out.String(), "(3 pages, 3 exercises; read, 2 of 3 right)")
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

// assertFits checks that a view fills at most the terminal: height lines,
// none wider than width.
func assertFits(t *testing.T, view string, width, height int) {
	t.Helper()
	lines := strings.Split(view, "\n")
	assert.LessOrEqual(t, len(lines), height, "the view is taller than the terminal")
	for _, line := range lines {
		assert.LessOrEqual(t, ansi.StringWidth(line), width, "wider than %d: %q", width, line)
	}
}

// flat joins a view's words, so that a question wrapped at any width
// still reads as one line.
func flat(view string) string {
	view = strings.NewReplacer("┃", " ", "›", " ", ">", " ").Replace(ansi.Strip(view))
	return strings.Join(strings.Fields(view), " ")
}

// The QA report: lesson 6, exercise 1 answered, exercise 2's form open at
// 100×30, then the terminal shrinks. The whole form must stay in view,
// question and options, at every size, and the view within the terminal.
func TestOpenFormStaysInViewOnResize(t *testing.T) {
	all, err := lessons.Load(content.Lessons())
	require.NoError(t, err)
	r := render.New(render.StyleNoTTY, 1)
	m := New(all, Options{Renderer: r, Start: "6", Width: 100, Height: 30})
	l, _ := m.Lesson()
	require.NotNil(t, l)
	// Ask exercise 1, answer it (once more if wrong), ask exercise 2.
	for range 4 {
		if m.active == 1 {
			break
		}
		press(t, m, "enter")
	}
	require.Equal(t, 1, m.active, "exercise 2's form is open")
	q, err := r.Question(l, 1)
	require.NoError(t, err)
	require.NotEmpty(t, q.Options)

	for _, size := range [][2]int{{100, 30}, {80, 24}, {60, 20}, {40, 15}, {100, 30}} {
		w, h := size[0], size[1]
		t.Run(fmt.Sprintf("%dx%d", w, h), func(t *testing.T) {
			m.Update(tea.WindowSizeMsg{Width: w, Height: h})
			view := m.View()
			assertFits(t, view, w, h)
			text := flat(view)
			assert.Contains(t, text, flat("Exercise 2. "+q.Prompt), "the question")
			for _, o := range q.Options {
				assert.Contains(t, text, o, "option %q", o)
			}
			assert.Contains(t, view, "esc leave the exercise")
		})
	}
	// The selection moves where the learner sees it, and answers.
	press(t, m, "down")
	assert.Contains(t, m.View(), "> "+q.Options[1])
}

// A form taller than the terminal keeps its question and shows the options
// that fit, the cursor's among them; it grows back when the terminal does.
func TestTallFormIsSqueezedAndGrowsBack(t *testing.T) {
	r := render.New(render.StyleNoTTY, 1)
	m := New(fixture(t), Options{Renderer: r, Start: "ratios", Page: 1, Width: 100, Height: 30})
	l, _ := m.Lesson()
	press(t, m, "enter")
	require.Equal(t, 0, m.active)
	q, err := r.Question(l, 0)
	require.NoError(t, err)
	require.Greater(t, len(q.Options), 4, "a select taller than a small terminal")
	allShown := func(view string) bool {
		for _, o := range q.Options {
			if !strings.Contains(view, "  "+o) && !strings.Contains(view, "> "+o) {
				return false
			}
		}
		return true
	}
	assert.True(t, allShown(m.View()))

	for _, size := range [][2]int{{40, 12}, {60, 10}, {40, 10}} {
		w, h := size[0], size[1]
		m.Update(tea.WindowSizeMsg{Width: w, Height: h})
		view := m.View()
		assertFits(t, view, w, h)
		assert.Contains(t, view, "Exercise 1.", "%dx%d: the question's first line", w, h)
		assert.Contains(t, view, "> "+q.Options[0], "%dx%d: the selected option", w, h)
		assert.False(t, allShown(view), "%dx%d: cannot show all %d options", w, h, len(q.Options))
	}
	// Moving down scrolls the options, never the question away.
	for i := 1; i < len(q.Options); i++ {
		press(t, m, "down")
		view := m.View()
		assertFits(t, view, 40, 10)
		assert.Contains(t, view, "Exercise 1.")
		assert.Contains(t, view, "> "+q.Options[i], "option %d selected and shown", i)
	}
	// The hint takes room the form gives up, down to its question and the
	// cursor's option: at 40×10 nothing is left for the hint.
	press(t, m, "?")
	view := m.View()
	assertFits(t, view, 40, 10)
	assert.Contains(t, view, "Exercise 1.")
	assert.Contains(t, view, "> "+q.Options[len(q.Options)-1])
	m.Update(tea.WindowSizeMsg{Width: 40, Height: 15})
	view = m.View()
	assertFits(t, view, 40, 15)
	assert.Contains(t, view, "Exercise 1.")
	assert.Contains(t, view, "> "+q.Options[len(q.Options)-1])
	assert.Contains(t, flat(view), flat("Hint: "+q.Hint))
	assert.False(t, allShown(view))

	m.Update(tea.WindowSizeMsg{Width: 100, Height: 40})
	view = m.View()
	assertFits(t, view, 100, 40)
	assert.True(t, allShown(view), "every option again once there is room:\n%s", view)
	assert.Contains(t, flat(view), flat("Hint: "+q.Hint))
}

// An input's error under the form makes it taller: it stays in view.
func TestGrowingFormStaysInView(t *testing.T) {
	m := New(fixture(t), Options{Renderer: render.New(render.StyleNoTTY, 1), Start: "means", Width: 60, Height: 9})
	press(t, m, "enter", "x", "enter")
	view := m.View()
	assertFits(t, view, 60, 9)
	assert.Contains(t, view, "Exercise 1.")
	assert.Contains(t, view, "x")
}

// TestVerdictScrollsIntoView answers every exercise of every lesson page
// at 80×24, 100×30, 120×40 and 160×50, wrong at both tries where it can:
// when an exercise is asked, its question and every option are in view,
// and each option is drawn under the cursor as it walks down to it; after
// each answer its verdict (✓ or ✗, with the answer) is in view, not drawn
// below the screen, even for an exercise that ends its page.
func TestVerdictScrollsIntoView(t *testing.T) {
	all, err := lessons.Load(content.Lessons())
	require.NoError(t, err)
	r := render.New(render.StyleNoTTY, 1)
	// The four sizes, and the least the home accepts (60×16),
	// where a long list of options scrolls under the cursor instead.
	for _, size := range [][2]int{{80, 24}, {100, 30}, {120, 40}, {160, 50}, {60, 16}} {
		least := size == [2]int{60, 16}
		for _, l := range all {
			t.Run(fmt.Sprintf("%dx%d/%s", size[0], size[1], l.Name), func(t *testing.T) {
				m := New(all, Options{Renderer: r, Start: l.Name, Width: size[0], Height: size[1]})
				for page := range l.Pages {
					if page > 0 {
						m.open(l, page)
					}
					for range 10 {
						ex := m.nextUnanswered()
						if ex < 0 {
							break
						}
						q, err := r.Question(l, ex)
						require.NoError(t, err)
						quick(t, m, "enter") // ask
						asked := m.View()
						assertFits(t, asked, size[0], size[1])
						assert.Contains(t, flat(asked), flat(fmt.Sprintf("Exercise %d. ", ex+1)+q.Prompt), "page %d exercise %d: the question whole:\n%s", page+1, ex+1, ansi.Strip(asked))
						for i, o := range q.Options {
							if least {
								break
							}
							assert.Contains(t, flat(asked), flat(o), "page %d exercise %d: option %d of %d in view:\n%s", page+1, ex+1, i+1, len(q.Options), ansi.Strip(asked))
						}
						for i := 1; i < len(q.Options); i++ {
							quick(t, m, "down")
							walked := ansi.Strip(m.View())
							assert.Regexp(t, regexp.MustCompile(`> (• |✓ )?`+regexp.QuoteMeta(q.Options[i][:min(len(q.Options[i]), 20)])), walked,
								"page %d exercise %d: the cursor on option %d, drawn:\n%s", page+1, ex+1, i+1, walked)
						}
						for try := 0; try < 2 && m.active == ex; try++ {
							if q.Kind == exercise.NumberAnswer || q.Kind == exercise.TextAnswer {
								quick(t, m, "1")
							}
							quick(t, m, "enter")
						}
						require.Equal(t, -1, m.active, "exercise %d answered", ex+1)
						view := ansi.Strip(m.View())
						assertFits(t, m.View(), size[0], size[1])
						assert.Contains(t, view, "Your answer:", "page %d exercise %d:\n%s", page+1, ex+1, view)
						assert.True(t, strings.Contains(view, "✓ ") || strings.Contains(view, "✗ "), "page %d exercise %d: the verdict in view:\n%s", page+1, ex+1, view)
						verdict := strings.Split(strings.TrimSpace(ansi.Strip(m.states[l.Name][ex].wrapped)), "\n")
						assert.Contains(t, view, verdict[0], "page %d exercise %d: the verdict's first line in view", page+1, ex+1)
						assert.Contains(t, view, verdict[len(verdict)-1], "page %d exercise %d: the verdict's last line in view:\n%s", page+1, ex+1, view)
					}
				}
			})
		}
	}
}

// quick is press, skipping the cursor's blink by name rather than by
// waiting it out: many keys in little time, however loaded the machine.
func quick(t *testing.T, m *Model, keys ...string) {
	t.Helper()
	for _, k := range keys {
		_, cmd := m.Update(key(k))
		drainWithin(t, m, cmd, 5*time.Second)
	}
}

// isBlink reports whether cmd is the text cursor's blink timer, which
// sleeps 530 ms and is never needed to drive a form in a test.
func isBlink(cmd tea.Cmd) bool {
	name := runtime.FuncForPC(reflect.ValueOf(cmd).Pointer()).Name()
	return strings.Contains(name, "bubbles/cursor.(*Model).Blink")
}

// remembering is a recorder that keeps its answers across sessions
// (lessons.Answers), as the progress store does.
type remembering struct{ *recorder }

func (r remembering) LastAnswers(lesson string) map[int]lessons.Attempt {
	out := map[int]lessons.Attempt{}
	for _, a := range r.attempts {
		if a.Lesson == lesson {
			out[a.Exercise] = a
		}
	}
	return out
}

// TestResumeShowsAnswersAnswered: a page opened again in a new session
// shows the exercises answered before as answered, and enter asks the
// first unanswered one; an answer to other numbers is not shown.
func TestResumeShowsAnswersAnswered(t *testing.T) {
	rec := &recorder{attempts: []lessons.Attempt{
		{Lesson: "means", Exercise: 0, Task: "mean arithmetic 6 12", Answer: "9", Correct: true},
		{Lesson: "means", Exercise: 1, Task: "proportion 3 5 7", Answer: "arithmetic", Correct: true}, // other numbers
	}}
	m := New(fixture(t), Options{Renderer: render.New(render.StyleNoTTY, 1), Recorder: remembering{rec}, Start: "means", Width: 100, Height: 60})
	view := ansi.Strip(m.View())
	assert.Contains(t, view, "Your answer: 9")
	assert.Contains(t, view, "✓ Right: 6 + 12 = 18")
	assert.Equal(t, 1, m.nextUnanswered(), "the first unanswered exercise is next")
	press(t, m, "enter")
	assert.Equal(t, 1, m.active, "enter asks exercise 2, not exercise 1 again")

	// The accessible reader: exercise 1 said as answered, exercise 2 asked.
	var out bytes.Buffer
	err := RunAccessible(context.Background(), strings.NewReader("2\n0\n"), &out, fixture(t),
		AccessibleOptions{Renderer: render.New(render.StyleNoTTY, 4), Recorder: remembering{&recorder{attempts: rec.attempts[:1]}}, Start: "means"})
	require.NoError(t, err)
	text := out.String()
	assert.Contains(t, text, "Answered before: 9. Right: 6 + 12 = 18")
	assert.NotContains(t, text, "Exercise 1. What number stands midway between 6 and 12? \n", "not asked again")
	assert.Contains(t, text, "Exercise 2.")
}

// failingRecorder records nothing: every call fails, as on a full disk or a
// lock held past the timeout.
type failingRecorder struct{ recorder }

func (r *failingRecorder) Answered(a lessons.Attempt) error {
	return errors.New("database is locked")
}

// Review D8: an answer that cannot be saved ends the reader at once with
// the error, in both readers, instead of "Progress not saved" on every page
// and an exit status of 0; and its verdict is not shown.
func TestUnsavedAnswerStopsTheReader(t *testing.T) {
	t.Run("full screen", func(t *testing.T) {
		rec := &failingRecorder{}
		m := New(fixture(t), Options{Renderer: render.New(render.StyleNoTTY, 1), Recorder: rec, Start: "ratios", Page: 1, Width: 100, Height: 60})
		press(t, m, "enter", "down", "down", "enter")
		assert.True(t, m.Done(), "the reader ends")
		require.ErrorIs(t, m.Err(), ErrNotSaved)
		assert.ErrorContains(t, m.Err(), "database is locked")
	})
	t.Run("accessible", func(t *testing.T) {
		var out bytes.Buffer
		script := "2\n9\n2\n0\n1\n"
		err := RunAccessible(context.Background(), strings.NewReader(script), &out, fixture(t), AccessibleOptions{Renderer: render.New(render.StyleNoTTY, 4), Recorder: &failingRecorder{}})
		require.ErrorIs(t, err, ErrNotSaved)
		assert.ErrorContains(t, err, "database is locked")
		assert.NotContains(t, out.String(), "Right: 6 + 12 = 18", "the unsaved answer is not judged on screen")
		assert.NotContains(t, out.String(), "Progress not saved")
	})
}

// TestListKeepsCountsWhole: in a narrow window a long title gives way, so
// that each lesson's pages and exercises are never cut off.
func TestListKeepsCountsWhole(t *testing.T) {
	all, err := lessons.Load(content.Lessons())
	require.NoError(t, err)
	for _, size := range [][2]int{{60, 16}, {80, 24}, {100, 30}, {120, 40}, {160, 50}} {
		m := New(all, Options{Renderer: render.New(render.StyleNoTTY, 1), Width: size[0], Height: size[1]})
		for i, l := range all {
			if i > 0 {
				press(t, m, "down")
			}
			view := ansi.Strip(m.View())
			assertFits(t, m.View(), size[0], size[1])
			line := regexp.MustCompile(fmt.Sprintf(`(?m)^› *%d\. .*$`, l.Number)).FindString(view)
			require.NotEmpty(t, line, "%dx%d: the cursor's lesson in view:\n%s", size[0], size[1], view)
			assert.True(t, strings.HasSuffix(line, fmt.Sprintf("  %d pages, %d exercises", len(l.Pages), len(l.Exercises))),
				"%dx%d: lesson %d's counts whole: %q", size[0], size[1], l.Number, line)
		}
	}
}
