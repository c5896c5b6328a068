package exercise

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/lessons/lineerr"
)

func TestParseTaskRoundTrip(t *testing.T) {
	for _, line := range []string{
		"classify 12 9",
		"species 8 3",
		"cossic 4 64",
		"mean arithmetic 6 12",
		"mean geometric {2..9} {10..20}",
		"mean harmonic {white} {black}",
		"complete harmonic 3 ? 6",
		"complete geometric ? {army} 12",
		"proportion 2 4 8",
		"proportion 2 3 4 6",
		"triumph 2 3 4 6",
		"triumph {2..9} 4 8",
		"order 4 triangle1",
		"order {2..9} square2",
		"take addition 6 6",
		"take subtraction 12 4",
		"take multiplication 3 5",
		"take division 36 4",
		"take eruption 4 12",
		"classify 1000000 1",
	} {
		t.Run(line, func(t *testing.T) {
			task, err := ParseTask(line)
			require.NoError(t, err)
			assert.Equal(t, line, task.String())
			again, err := ParseTask(task.String())
			require.NoError(t, err)
			assert.Equal(t, task, again)
		})
	}
}

func TestParseTaskAliasesAndSpacing(t *testing.T) {
	task, err := ParseTask("  mean   Musical  6   12 ")
	require.NoError(t, err)
	assert.Equal(t, "mean harmonic 6 12", task.String())
	assert.Equal(t, VerbMean, task.Verb)

	task, err = ParseTask("take eruption 4 12")
	require.NoError(t, err)
	assert.Equal(t, VerbEruption, task.Verb)
	assert.Equal(t, "take eruption", task.Verb.String())
}

func TestParseTaskErrors(t *testing.T) {
	for _, tc := range []struct{ line, want string }{
		{"", "empty task"},
		{"divide 12 4", `unknown task "divide"`},
		{"classify 12", "classify needs 2 numbers, got 1"},
		{"classify 12 9 3", "classify needs 2 numbers, got 3"},
		{"classify 12 0", "numbers must be positive"},
		{"classify 12 -9", "not a whole number"},
		{"classify 12 nine", `term 2 "nine": not a whole number`},
		{"classify 12 1000001", "above the largest number"},
		{"classify 12 99999999999999999999999", "above the largest number"},
		{"classify 12 ?", "? is only for complete"},
		{"mean", "needs a kind"},
		{"mean middle 6 12", `unknown kind of mean "middle"`},
		{"mean arithmetic 6", "mean needs 2 numbers"},
		{"complete arithmetic 6 8 10", "exactly one ?"},
		{"complete arithmetic ? 8 ?", "exactly one ? among its three terms, got 2"},
		{"complete arithmetic 6 ?", "complete needs 3 numbers"},
		{"proportion 2 4", "proportion needs 3 or 4 numbers, got 2"},
		{"triumph 2 4 8 16 32", "triumph needs 3 or 4 numbers, got 5"},
		{"order 4", "order needs a root and an order"},
		{"order 4 circle1", `unknown order "circle1"`},
		{"order triangle1 4", `unknown order "4"`},
		{"take", "way of taking"},
		{"take siege 4 8", `unknown way of taking "siege"`},
		{"take eruption 4", "take eruption needs 2 numbers"},
		{"classify {9..2} 3", "range start 9 is above its end 2"},
		{"classify {0..2} 3", "range start: numbers must be positive"},
		{"classify {2..} 3", "range end: missing number"},
		{"classify {2-9} 3", "unknown draw"},
		{"classify {red} 3", "unknown draw"},
		{"classify {2..9 3", "a draw is written"},
	} {
		t.Run(tc.line, func(t *testing.T) {
			_, err := ParseTask(tc.line)
			require.Error(t, err)
			assert.Contains(t, err.Error(), tc.want)
		})
	}
}

func TestParseBlock(t *testing.T) {
	b, err := Parse("task: classify 12 9\nask: What kind of ratio?\n\nhint: Take the smaller from the larger.", 10)
	require.NoError(t, err)
	assert.Equal(t, "classify 12 9", b.Task.String())
	assert.Equal(t, "What kind of ratio?", b.Ask)
	assert.Equal(t, "Take the smaller from the larger.", b.Hint)
	assert.Equal(t, 10, b.Line)
	assert.Equal(t, 11, b.AskLine)
	assert.Equal(t, 13, b.HintLine)

	// The order of keys is free, and the value may hold colons.
	b, err = Parse("ask: In 12 : 9, which kind?\ntask: classify 12 9", 1)
	require.NoError(t, err)
	assert.Equal(t, "In 12 : 9, which kind?", b.Ask)
	assert.Equal(t, 2, b.Line)
}

func TestParseBlockErrorsNameTheLine(t *testing.T) {
	for _, tc := range []struct {
		body string
		line int
		want string
	}{
		{"task: classify 12 9\nanswer: superparticular", 21, `unknown key "answer"`},
		{"task: classify 12", 20, "classify needs 2 numbers"},
		{"ask: What?\ntask: mean middle 1 3", 21, "unknown kind of mean"},
		{"task: classify 12 9\ntask: classify 4 3", 21, "a second task line (the first is line 20)"},
		{"task: classify 12 9\nhint: a\nhint: b", 22, "a second hint line"},
		{"task: classify 12 9\nask:", 21, "ask line without text"},
		{"ask: What?", 19, "without a task line"},
		{"", 19, "without a task line"},
		{"task: classify 12 9\njust words", 21, "is not a key: value line"},
	} {
		t.Run(tc.want, func(t *testing.T) {
			_, err := Parse(tc.body, 20)
			require.Error(t, err)
			var e *lineerr.Error
			require.ErrorAs(t, err, &e)
			assert.Equal(t, tc.line, e.Line)
			assert.Contains(t, e.Msg, tc.want)
			assert.Contains(t, err.Error(), "line ")
		})
	}
}

func FuzzParse(f *testing.F) {
	for _, seed := range []string{
		"task: classify 12 9\nask: What?\nhint: Subtract.",
		"task: complete harmonic 3 ? 6",
		"task: mean geometric {2..9} {white}",
		"task: take eruption 4 12",
		"task: order {1..1000000} square2",
		"hint: x\ntask: triumph 2 3 4 6",
		"task: proportion {army} {army} {army} {army}",
		"task: {",
		"task: classify {1..",
		"task: name 8 3",
		"task: rule turned {2..9}",
		"task: fourth greater 2 3 4",
		"task: place 4 6 9",
		"task: takers addition {white}",
		"task: moves fulke1 round 4 8",
		"task: power 3 {2..6}",
		"task: sum 2 4 6\nkinds: multiplex",
		"task: classify 8 3\nkinds: equality, multiplex",
		"task: parity {2..64}", "task: abundance {army}", "task: parts 28", "task: prime {20..99}",
		"task: measure 21 35", "task: means 6 8 9", "task: unrule {1..9} 2 3",
		"task: consonance 12 9", "task: interval less 3 2 4 3", "task: interval add 531441 262144 2 1",
		"task: interval 3 2 4 3", "task: means 1 1 1", "task: measure 1000000 999999",
	} {
		f.Add(seed, uint64(1))
	}
	f.Fuzz(func(t *testing.T, body string, seed uint64) {
		b, err := Parse(body, 1)
		if err != nil {
			return
		}
		// A parsed task prints back to itself.
		again, err := ParseTask(b.Task.String())
		if err != nil {
			t.Fatalf("%q printed as %q, which does not parse: %v", body, b.Task.String(), err)
		}
		if again.String() != b.Task.String() {
			t.Fatalf("round trip: %q then %q", b.Task.String(), again.String())
		}
		// Resolving and judging never panic.
		q, err := Ask(b, seed, "fuzz", 0)
		if err != nil {
			return
		}
		for _, answer := range []string{"", "1", "none", "arithmetic, geometric", AnswerText(q), "x", "99999999999999999999"} {
			_ = Judge(q, answer)
		}
		if !Judge(q, AnswerText(q)).Correct {
			t.Fatalf("%q: the right answer %q is judged wrong", b.Task, AnswerText(q))
		}
	})
}
