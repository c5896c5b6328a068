package form

import (
	"bytes"
	"errors"
	"io"
	"reflect"
	"strings"
	"testing"
	"testing/iotest"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/huh"
	"github.com/charmbracelet/lipgloss"
	"github.com/muesli/termenv"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/lessons"
	"github.com/rithmo/rithmo/lessons/exercise"
)

func TestMain(m *testing.M) {
	lipgloss.SetColorProfile(termenv.Ascii)
	m.Run()
}

// fakeRecorder keeps what it is told.
type fakeRecorder struct {
	attempts []lessons.Attempt
	err      error
}

func (r *fakeRecorder) Opened(string, int) error { return nil }
func (r *fakeRecorder) Finished(string) error    { return nil }
func (r *fakeRecorder) Answered(a lessons.Attempt) error {
	r.attempts = append(r.attempts, a)
	return r.err
}

func question(t *testing.T, body string) exercise.Question {
	t.Helper()
	b, err := exercise.Parse(body, 1)
	require.NoError(t, err)
	q, err := exercise.Ask(b, 1, "ratios", 2)
	require.NoError(t, err)
	return q
}

// clock returns start, then start plus 7 seconds.
func clock() func() time.Time {
	start := time.Date(2026, 11, 21, 10, 0, 0, 0, time.UTC)
	calls := 0
	return func() time.Time {
		calls++
		if calls == 1 {
			return start
		}
		return start.Add(7 * time.Second)
	}
}

func TestAccessibleExercise(t *testing.T) {
	for _, tc := range []struct {
		name, body, script string
		correct            bool
		answer             string
		hints              int
		feedback, output   []string
	}{
		{"choice right", "task: classify 12 9\nask: What kind of ratio does 12 bear to 9?", "3\n", true, "superparticular", 0,
			[]string{"Right: 12 : 9 = 4 : 3, a third more: sesquitertius, superparticular"},
			[]string{"Exercise 3. What kind of ratio does 12 bear to 9?", "1. equality", "3. superparticular", "Enter a number between 1 and 6"}},
		{"choice wrong", "task: classify 12 9", "2\n2\n", false, "multiplex", 0,
			[]string{"Not multiplex: 12 : 9 = 4 : 3", "12 = 1 × 9 + 3"}, nil},
		{"number right after a refused word", "task: mean arithmetic 6 12", "nine\n 9 \n", true, "9", 0,
			[]string{"6 + 12 = 18, 18 ÷ 2 = 9"},
			[]string{"type a whole number, like 12"}},
		{"number wrong", "task: mean arithmetic 6 12", "8\n8\n", false, "8", 0,
			[]string{"Not 8", "8 is the musical (harmonic) mean between them"}, nil},
		{"multi right", "task: proportion 2 4 8", "2\n0\n", true, "geometric", 0,
			[]string{"Right: 2, 4, 8 hold geometric", "2 × 8 = 16 = 4 × 4"}, nil},
		{"multi wrong", "task: proportion 2 4 8", "1\n2\n0\n1\n2\n0\n", false, "arithmetic, geometric", 0,
			[]string{"Not arithmetic, geometric", "not arithmetic"}, nil},
		{"multi none", "task: proportion 2 3 5", "0\n", true, "none", 0,
			[]string{"hold none of the three"}, nil},
		{"hint asked", "task: mean harmonic 6 12\nhint: Double the product, divide by the sum.", "y\n8\n", true, "8", 1,
			[]string{"144 ÷ 18 = 8"},
			[]string{"Exercise 3 has a hint. Show it first? [y/N]", "Hint: Double the product, divide by the sum."}},
		{"hint prompt refuses a number in words", "task: mean harmonic 6 12\nhint: Double the product, divide by the sum.", "1\nYes\n8\n", true, "8", 1,
			[]string{"144 ÷ 18 = 8"},
			[]string{`"1" is not y or n: type y to see the hint, or n (or Enter alone) to go on without it`, "Hint: Double the product, divide by the sum."}},
		{"hint declined", "task: mean harmonic 6 12\nhint: Double the product.", "\n9\n\n9\n", false, "9", 0,
			[]string{"9 is the arithmetic mean between them"}, []string{"Show the hint now?"}},
		{"last line without newline", "task: mean arithmetic 6 12", "9", true, "9", 0, nil, nil},
		{"square off the board refused at no cost", "task: moves fulke1 triangle 4 5", "d77\nd3 d7 b5 f5\n", true, "d3 d7 b5 f5", 0,
			[]string{"Right"}, []string{"d77 is not on the board: ranks 1-16"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			q := question(t, tc.body)
			rec := &fakeRecorder{}
			var out bytes.Buffer
			attempt, fb, err := RunAccessible("ratios", 2, q, rec, Config{
				Input:  iotest.OneByteReader(strings.NewReader(tc.script)),
				Output: &out,
				Now:    clock(),
			})
			require.NoError(t, err)
			assert.Equal(t, tc.correct, fb.Correct, fb.Text)
			for _, s := range tc.feedback {
				assert.Contains(t, fb.Text, s)
			}
			assert.Contains(t, out.String(), fb.Text, "the feedback is printed")
			for _, s := range tc.output {
				assert.Contains(t, out.String(), s)
			}
			assert.NotContains(t, out.String(), "\x1b")
			assert.NotContains(t, out.String(), "invalid input", "a refused entry is told in words")

			if !tc.correct {
				// A wrong first answer is told why, not the answer, and
				// tried once more; the record keeps both tries.
				require.Len(t, rec.attempts, 2, "both tries recorded")
				assert.Equal(t, attempt, rec.attempts[1])
				first, _, found := strings.Cut(out.String(), "Try exercise 3 once more.")
				require.True(t, found, out.String())
				assert.Contains(t, first, "Not ")
				assert.NotContains(t, first, fb.Text, "the first try does not give the answer away")
				assert.False(t, rec.attempts[0].Correct)
				return
			}
			require.Len(t, rec.attempts, 1, "recorded at once")
			assert.Equal(t, attempt, rec.attempts[0])
			assert.Equal(t, lessons.Attempt{
				Lesson:    "ratios",
				Exercise:  2,
				Task:      q.Task.String(),
				Answer:    tc.answer,
				Correct:   tc.correct,
				HintsUsed: tc.hints,
				Opened:    time.Date(2026, 11, 21, 10, 0, 0, 0, time.UTC),
				At:        time.Date(2026, 11, 21, 10, 0, 7, 0, time.UTC),
				Took:      7 * time.Second,
			}, attempt)
		})
	}
}

// The input ends before an answer: nothing is recorded, nothing loops.
func TestAccessibleEndOfInput(t *testing.T) {
	for _, tc := range []struct{ body, script string }{
		{"task: classify 12 9", ""},
		{"task: mean arithmetic 6 12", "x\n"},
		{"task: proportion 2 4 8", "1\n"},
		{"task: mean arithmetic 6 12\nhint: Add.", ""},
		{"task: mean arithmetic 6 12\nhint: Add.", "y\n"},
	} {
		t.Run(tc.body+"/"+tc.script, func(t *testing.T) {
			rec := &fakeRecorder{}
			done := make(chan error, 1)
			go func() {
				_, _, err := RunAccessible("l", 0, question(t, tc.body), rec, Config{
					Input: strings.NewReader(tc.script), Output: &bytes.Buffer{},
				})
				done <- err
			}()
			select {
			case err := <-done:
				assert.ErrorIs(t, err, ErrNoInput)
			case <-time.After(5 * time.Second):
				t.Fatal("the prompt did not return at the end of input")
			}
			assert.Empty(t, rec.attempts)
		})
	}
}

func TestRecorderErrorIsReported(t *testing.T) {
	rec := &fakeRecorder{err: errors.New("disk full")}
	attempt, fb, err := RunAccessible("l", 0, question(t, "task: mean arithmetic 6 12"), rec, Config{
		Input: strings.NewReader("9\n"), Output: &bytes.Buffer{},
	})
	assert.ErrorIs(t, err, ErrNotRecorded)
	assert.ErrorContains(t, err, "the answer was not recorded: disk full")
	assert.True(t, fb.Correct)
	assert.Equal(t, "9", attempt.Answer)
}

// sawRecorder records what the output held when the answer was recorded.
type sawRecorder struct {
	fakeRecorder
	out *bytes.Buffer
	saw string
}

func (r *sawRecorder) Answered(a lessons.Attempt) error {
	r.saw = r.out.String()
	return r.fakeRecorder.Answered(a)
}

// Review D7: the verdict is shown only once the answer is saved, so a
// learner who saw "Right" never loses that answer; an answer that cannot
// be saved is not judged on screen.
func TestSavedBeforeShown(t *testing.T) {
	var out bytes.Buffer
	rec := &sawRecorder{out: &out}
	_, fb, err := RunAccessible("l", 0, question(t, "task: mean arithmetic 6 12"), rec, Config{
		Input: strings.NewReader("9\n"), Output: &out,
	})
	require.NoError(t, err)
	assert.NotContains(t, rec.saw, "Right", "nothing judged on screen before the record")
	assert.Contains(t, out.String(), fb.Text)

	out.Reset()
	failing := &sawRecorder{out: &out}
	failing.err = errors.New("disk full")
	_, _, err = RunAccessible("l", 0, question(t, "task: mean arithmetic 6 12"), failing, Config{
		Input: strings.NewReader("9\n"), Output: &out,
	})
	require.ErrorIs(t, err, ErrNotRecorded)
	assert.NotContains(t, out.String(), "Right", "an unsaved answer is not judged on screen")
}

// In the full-screen reader the form is driven by key messages.
func TestFormDrivenByKeys(t *testing.T) {
	for _, tc := range []struct {
		body    string
		keys    []tea.Msg
		answer  string
		correct bool
	}{
		{"task: classify 12 9", []tea.Msg{key(tea.KeyDown), key(tea.KeyDown), key(tea.KeyEnter)}, "superparticular", true},
		{"task: classify 12 9", []tea.Msg{key(tea.KeyEnter)}, "equality", false},
		{"task: mean arithmetic 6 12", []tea.Msg{runes("x"), key(tea.KeyEnter), key(tea.KeyBackspace), runes("9"), key(tea.KeyEnter)}, "9", true},
		{"task: proportion 2 4 8", []tea.Msg{key(tea.KeyDown), runes("x"), key(tea.KeyEnter)}, "geometric", true},
		{"task: proportion 2 4 8", []tea.Msg{key(tea.KeyEnter)}, "none", false},
	} {
		t.Run(tc.body+" "+tc.answer, func(t *testing.T) {
			e := New("ratios", 0, question(t, tc.body), Config{Width: 60})
			var m tea.Model = e.Form
			drain(t, &m, e.Form.Init())
			for _, k := range tc.keys {
				var cmd tea.Cmd
				m, cmd = m.Update(k)
				drain(t, &m, cmd)
			}
			require.Equal(t, huh.StateCompleted, e.Form.State)
			assert.Equal(t, tc.answer, e.Answer())
			attempt, fb := e.Finish(time.Now())
			assert.Equal(t, tc.correct, fb.Correct)
			assert.Equal(t, tc.answer, attempt.Answer)
		})
	}
}

func key(k tea.KeyType) tea.Msg { return tea.KeyMsg{Type: k} }
func runes(s string) tea.Msg    { return tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(s)} }

// drain runs the commands a form returns (field moves, submit) as
// bubbletea would, feeding their messages back.
func drain(t *testing.T, m *tea.Model, cmd tea.Cmd) {
	t.Helper()
	queue := []tea.Cmd{cmd}
	for steps := 0; len(queue) > 0; steps++ {
		require.Less(t, steps, 200, "commands do not settle")
		c := queue[0]
		queue = queue[1:]
		if c == nil {
			continue
		}
		msg, ok := run(c)
		if !ok {
			continue // a timer (the cursor's blink): not part of answering
		}
		switch msg := msg.(type) {
		case nil:
		case tea.BatchMsg:
			queue = append(queue, msg...)
		default:
			if isSequence(msg) {
				queue = append(queue, sequence(msg)...)
				continue
			}
			if _, ok := msg.(tea.WindowSizeMsg); ok {
				continue
			}
			var next tea.Cmd
			*m, next = (*m).Update(msg)
			queue = append(queue, next)
		}
	}
}

// isSequence recognises tea.Sequence's message, a slice of commands of an
// unexported type.
func isSequence(msg tea.Msg) bool {
	v := reflect.ValueOf(msg)
	return v.Kind() == reflect.Slice && v.Type().Elem() == reflect.TypeOf(tea.Cmd(nil))
}

func sequence(msg tea.Msg) []tea.Cmd {
	v := reflect.ValueOf(msg)
	cmds := make([]tea.Cmd, v.Len())
	for i := range cmds {
		cmds[i] = v.Index(i).Interface().(tea.Cmd)
	}
	return cmds
}

// run runs a command, giving up on those that wait (timers).
func run(c tea.Cmd) (tea.Msg, bool) {
	done := make(chan tea.Msg, 1)
	go func() { done <- c() }()
	select {
	case msg := <-done:
		return msg, true
	case <-time.After(400 * time.Millisecond): // the cursor blinks every 530 ms
		return nil, false
	}
}

// TestRunSurvivesARefusedEntryAtTheEnd: huh v1's accessible Select panics
// when the input ends right after an entry it refused; Run reports the end
// of the input instead, and other panics are not hidden.
func TestRunSurvivesARefusedEntryAtTheEnd(t *testing.T) {
	for _, script := range []string{"7\n", "7", "0\n", "x\n"} {
		in := NewInput(strings.NewReader(script))
		choice := 0
		f := huh.NewForm(huh.NewGroup(huh.NewSelect[int]().Title("Which?").
			Options(huh.NewOption("a", 0), huh.NewOption("b", 1)).Value(&choice)))
		var err error
		require.NotPanics(t, func() { err = in.Run(f, io.Discard) }, "%q", script)
		assert.ErrorIs(t, err, ErrInputEnded, "%q", script)
	}

	in := NewInput(strings.NewReader(""))
	assert.Panics(t, func() { _ = in.Guard(func() error { panic("a bug") }) }, "a panic before the input ended is a bug, not the end")
}
