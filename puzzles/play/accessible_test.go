package play

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"testing/iotest"
	"time"

	"github.com/charmbracelet/lipgloss"
	"github.com/muesli/termenv"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/puzzles"
)

var update = flag.Bool("update", false, "rewrite the golden files")

// script turns the values to choose at each question into the numbers a
// learner types at the accessible prompts, walking a session of its own
// through the same puzzles: one line per select; for a multi-select one
// line per option, then 0 to confirm.
func script(t *testing.T, list []puzzles.Puzzle, steps ...[]string) string {
	t.Helper()
	s := NewSession(list, Options{})
	var b strings.Builder
	for _, values := range steps {
		q, ok := s.Question()
		require.True(t, ok, "the session ended before %v", values)
		for _, v := range values {
			i := slices.IndexFunc(q.Options, func(c Choice) bool { return c.Value.String() == v })
			require.GreaterOrEqual(t, i, 0, "%q is not among %v", v, q.Options)
			fmt.Fprintf(&b, "%d\n", i+1)
		}
		if q.Multi {
			b.WriteString("0\n")
		}
		require.NoError(t, s.Choose(values...))
	}
	return b.String()
}

func runScript(t *testing.T, list []puzzles.Puzzle, rec puzzles.Recorder, input string) string {
	t.Helper()
	lipgloss.SetColorProfile(termenv.Ascii)
	s := NewSession(list, Options{Recorder: rec, Now: clock()})
	var out strings.Builder
	// One byte at a time, as a terminal gives it: huh's accessible prompts
	// each build a new scanner on the reader.
	require.NoError(t, RunAccessible(s, iotest.OneByteReader(strings.NewReader(input)), &out))
	return out.String()
}

// TestAccessibleRightWrongAndHint plays two puzzles with typed numbers: the
// first solved after a hint, the second answered wrongly, then retried:
// a step-aware hint (where the man goes, not which man: it is chosen) and
// the right relation at the second try; the third begun with the man that
// takes part where it stands (no mistake), answered wrongly and its answer
// shown.
func TestAccessibleRightWrongAndHint(t *testing.T) {
	list := loadTest(t, "t-addition", "t-division", "t-addition")
	input := script(t, list,
		[]string{ValueHint.String()}, []string{"c6"}, []string{"c6-d7"}, []string{"e8"}, []string{"addition"},
		[]string{ValueNext.String()},
		[]string{"g6"}, []string{ValueHint.String()}, []string{"g6-f7"}, []string{"e8"}, []string{"multiplication"}, []string{"division"},
		[]string{ValueNext.String()},
		[]string{"e6"}, []string{"c6"}, []string{"c6-b7"}, []string{ValueShow.String()},
	)
	rec := &recorder{}
	out := runScript(t, list, rec, input)

	for _, want := range []string{
		"Puzzle 1 of 3: Find the capture: a study of 4 men, White to move",
		"White to move: take the t12 on e8 (marked +).",
		"Which of your men?",
		"1. c6 R6",
		"3. Hint: the relation (-1 point)",
		"Hint (the relation): The t12 on e8 can be taken by addition: two of your men that both reach it must make 12 together (a + b = 12).",
		"Right. Yes, the R6 on c6 can do it.",
		"Which men does c6-d7 take?",
		"0.   Confirm selection",
		"Right. 6 on d7 + 6 on e6 = 12 on e8: addition.",
		"Solved with 1 hint, 2 points.",
		"Puzzle 2 of 3: Find the capture: a study of 4 men, White to move",
		"Hint (the relation): The r9 on e8 can be taken by division",
		"Wrong. The r9 on e8 is not taken by multiplication: 4 on f7 × 36 on d7 = 144, not 9 on e8",
		"Try again, ask for a hint, or show the answer.",
		". Show the answer",
		"Right. 36 on d7 ÷ 4 on f7 = 9 on e8: division.",
		"Solved on a retry (1 step wrong first): no points, as only the first try counts.",
		"Puzzle 3 of 3: Find the capture: a study of 4 men, White to move",
		"The T6 on e6 takes part where it stands, but another man must move to complete the capture: which one?",
		"Wrong. c6-b7 does not take the t12 on e8",
		"Seen, not solved: the answer was shown. The answer:\nc6-d7 takes the t12 on e8",
		"You solved 1 of 3 puzzles played (1 more on a retry), 2 of 9 points.",
	} {
		assert.Contains(t, out, want)
	}
	assert.NotContains(t, out, "\x1b", "accessible output carries no escape codes")
	assert.NotContains(t, out, "The input ended.")

	require.Len(t, rec.firstTries(), 3)
	first := rec.firstTries()[0]
	assert.Equal(t, puzzles.Attempt{PuzzleID: "t-addition", Rules: "fulke1", Themes: []string{"addition"},
		Step: 3, Answer: "c6-d7 takes e8 by addition", Correct: true, Ends: puzzles.EndsSolved, HintsUsed: 1,
		Opened: first.Opened, At: first.At, Took: first.Took,
		Position: "8/8/8/8/1,r9,6/8/8/8/4,t12,3/8/2,R6,1,T6,3/8/8/8/8/8 w fulke1 - - 5", Goal: "capture e8", Difficulty: 1,
		Title: first.Title}, first, "the last of its four parts, right, solves it")
	assert.Equal(t, "t-division", rec.firstTries()[1].PuzzleID)
	assert.Equal(t, "g6-f7 takes e8 by multiplication", rec.firstTries()[1].Answer)
	assert.False(t, rec.firstTries()[1].Correct, "the first try is what is rated")
	assert.Equal(t, 1, rec.firstTries()[1].HintsUsed)
	assert.False(t, rec.firstTries()[2].Correct)
	assert.Equal(t, "c6-b7", rec.firstTries()[2].Answer, "the man that stays put was no mistake")

	golden(t, "accessible.golden", out)
}

// TestAccessibleSpot answers a spot puzzle: two men, then a relation each.
func TestAccessibleSpot(t *testing.T) {
	list := loadTest(t, "t-spot")
	input := script(t, list, []string{"c5", "d7"}, []string{"eruption"}, []string{"equality"})
	rec := &recorder{}
	out := runScript(t, list, rec, input)
	assert.Contains(t, out, "✓ c5 t12", "the men chosen are ticked")
	assert.Contains(t, out, "Solved at the first try, 3 points.")
	require.Len(t, rec.firstTries(), 1)
	assert.True(t, rec.firstTries()[0].Correct)
}

// TestAccessibleHintKeepsTheTicks: at a multi-select the hint is an
// option (there are no keys) but no answer: the limit huh states counts the
// men alone, and the men ticked with the hint are ticked when the question
// is asked again, so that 0 confirms them.
func TestAccessibleHintKeepsTheTicks(t *testing.T) {
	list := loadTest(t, "t-spot")
	q, _ := NewSession(list, Options{}).Question()
	require.Equal(t, StepSpotMen, q.Step)
	number := func(v string) string {
		i := slices.IndexFunc(q.Options, func(c Choice) bool { return c.Value.String() == v })
		require.GreaterOrEqual(t, i, 0, v)
		return fmt.Sprintf("%d\n", i+1)
	}
	// Tick c5 and d7 and the hint, confirm; confirm again at once.
	head := script(t, list, []string{"c5", "d7"})
	rest := strings.TrimPrefix(script(t, list, []string{"c5", "d7"}, []string{"eruption"}, []string{"equality"}), head)
	input := number("c5") + number("d7") + number(ValueHint.String()) + "0\n" + "0\n" + rest
	rec := &recorder{}
	out := runScript(t, list, rec, input)
	men := len(q.Options) - 1
	assert.Equal(t, 2, strings.Count(out, fmt.Sprintf("Select up to %d options.", men)), "the hint is not counted:\n%s", out)
	first, again, found := strings.Cut(out, "Hint (the relation):")
	require.True(t, found, out)
	assert.Contains(t, first, "✓ Hint: the relation")
	again, _, _ = strings.Cut(again, "Confirm selection")
	assert.Contains(t, again, "✓ c5 t12", "ticked again after the hint")
	assert.Contains(t, again, "✓ d7 r9")
	assert.NotContains(t, again, "✓ Hint")
	assert.Contains(t, out, "Right. Yes, you can take")
	require.Len(t, rec.firstTries(), 1)
	assert.True(t, rec.firstTries()[0].Correct)
	assert.Equal(t, 1, rec.firstTries()[0].HintsUsed)
}

// TestAccessibleStopsAtTheEndOfInput: when the input runs out the session
// stops instead of answering the rest with defaults, and records nothing
// unanswered.
func TestAccessibleStopsAtTheEndOfInput(t *testing.T) {
	list := loadTest(t, "t-addition", "t-division")
	rec := &recorder{}
	out := runScript(t, list, rec, "1\n")
	assert.Contains(t, out, "Right. Yes, the R6 on c6 can do it.")
	assert.NotContains(t, out, "input ended", "the caller says it, once, on standard error")
	assert.Empty(t, rec.firstTries())

	rec = &recorder{}
	out = runScript(t, list, rec, "")
	assert.NotContains(t, out, "input ended", "the caller says it, once, on standard error")
	assert.Empty(t, rec.firstTries())
}

// TestAccessibleRetypesAfterNonsense: a prompt asks again after a number out
// of range; the answer given after it counts.
func TestAccessibleRetypesAfterNonsense(t *testing.T) {
	list := loadTest(t, "t-addition")
	rest := script(t, list, []string{"c6"}, []string{"c6-d7"}, []string{"e8"}, []string{"addition"})
	rec := &recorder{}
	out := runScript(t, list, rec, "9\nabc\n"+rest)
	assert.Contains(t, out, "Invalid: must be a number between 1 and 3")
	require.Len(t, rec.firstTries(), 1)
	assert.True(t, rec.firstTries()[0].Correct)
}

func golden(t *testing.T, name, got string) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		require.NoError(t, os.MkdirAll("testdata", 0o755))
		require.NoError(t, os.WriteFile(path, []byte(got), 0o644))
	}
	want, err := os.ReadFile(path)
	require.NoError(t, err, "run go test -update to write %s", path)
	assert.Equal(t, string(want), got)
}

// runScriptTimed is runScript with a deadline: a prompt that asks for ever
// at the end of the input fails the test instead of hanging it.
func runScriptTimed(t *testing.T, list []puzzles.Puzzle, rec puzzles.Recorder, input string) string {
	t.Helper()
	done := make(chan string, 1)
	go func() {
		s := NewSession(list, Options{Recorder: rec, Now: clock()})
		var out strings.Builder
		err := RunAccessible(s, iotest.OneByteReader(strings.NewReader(input)), &out)
		if err != nil {
			out.WriteString("\nerror: " + err.Error())
		}
		done <- out.String()
	}()
	select {
	case out := <-done:
		return out
	case <-time.After(10 * time.Second):
		t.Fatal("the accessible prompts did not end at the end of the input")
		return ""
	}
}

// TestAccessibleEmptyChoice: 0 with nothing chosen at "which men does it
// take" is asked again, saying how to choose, and is no wrong answer; at
// the end of the input the empty default is taken as the end, never asked
// for ever.
func TestAccessibleEmptyChoice(t *testing.T) {
	lipgloss.SetColorProfile(termenv.Ascii)
	list := loadTest(t, "t-addition")
	head := script(t, list, []string{"c6"}, []string{"c6-d7"})
	rest := script(t, list, []string{"c6"}, []string{"c6-d7"}, []string{"e8"}, []string{"addition"})
	rest = strings.TrimPrefix(rest, head)

	rec := &recorder{}
	out := runScriptTimed(t, list, rec, head+"0\n"+rest)
	assert.Contains(t, out, "Choose at least one man: type its number, then 0.")
	assert.Contains(t, out, "Right. Yes, c6-d7 takes the t12 on e8.")
	assert.NotContains(t, out, "Wrong.")
	require.Len(t, rec.firstTries(), 1)
	assert.True(t, rec.firstTries()[0].Correct)

	for name, input := range map[string]string{
		"ends at the question":        head,
		"ends after an empty 0":       head + "0\n",
		"ends after a 0 and no break": head + "0",
		"ends after ticking nothing":  head + "\n",
	} {
		t.Run(name, func(t *testing.T) {
			rec := &recorder{}
			out := runScriptTimed(t, list, rec, input)
			assert.Contains(t, out, "Which men does c6-d7 take?")
			assert.NotContains(t, out, "input ended", "the caller says it, once, on standard error")
			assert.NotContains(t, out, "error:")
			assert.LessOrEqual(t, strings.Count(out, "Choose at least one man"), 1, "asked again at most once")
			assert.Empty(t, rec.firstTries(), "nothing answered, nothing recorded")
		})
	}
}
