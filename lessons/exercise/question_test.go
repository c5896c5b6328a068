package exercise

import (
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func ask(t *testing.T, line string) Question {
	t.Helper()
	task, err := ParseTask(line)
	require.NoError(t, err)
	q, err := Ask(Block{Task: task}, 1, "test", 0)
	require.NoError(t, err)
	return q
}

// TestJudge runs every kind of task with a right and a wrong answer. Each
// feedback must show the computation in numbers.
func TestJudge(t *testing.T) {
	for _, tc := range []struct {
		task       string
		kind       AnswerKind
		right      string
		rightText  []string
		wrong      string
		wrongText  []string
		optionsHas []string
	}{
		{"classify 12 9", Choice, "superparticular",
			[]string{"Right: 12 : 9 = 4 : 3, a third more: sesquitertius, superparticular"},
			"multiplex", []string{"Not multiplex", "multiplex needs 12 to hold 9 a whole number of times, but 12 = 1 × 9 + 3 leaves 3 over", "12 = 1 × 9 + 3"},
			[]string{"equality", "multiplex superpartient"}},
		{"classify 9 12", Choice, "subsuperparticular",
			[]string{"9 : 12 = 3 : 4", "subsesquitertius"},
			"equality", []string{"equality needs equal terms, and 9 ≠ 12"},
			[]string{"submultiplex", "subsuperpartient"}},
		{"classify 6 6", Choice, "equality",
			[]string{"6 : 6 = 1 : 1", "equalis"},
			"multiplex", []string{"Not multiplex", "6 = 6"}, nil},
		{"classify 8 3", Choice, "multiplex superpartient",
			[]string{"8 : 3, two and two thirds times: duplex superbipartiens tertias"},
			"superpartient", []string{"8 = 2 × 3 + 2"}, nil},
		{"species 12 9", Choice, "sesquitertius",
			[]string{"sesquitertius, superparticular"},
			"subsesquitertius", []string{"Not subsesquitertius", "subsesquitertius is the species of 3 : 4"},
			[]string{"sesquitertius", "subsesquitertius"}},
		{"species 3 2", Choice, "Sesquialter",
			[]string{"3 : 2", "sesquialter"},
			"duplex", []string{"Not duplex"}, []string{"sesquialter"}},
		{"mean arithmetic 6 12", NumberAnswer, "9",
			[]string{"6 + 12 = 18", "18 ÷ 2 = 9", "is 9"},
			"8", []string{"Not 8", "is 9", "8 is the harmonic (musical) mean between them"}, nil},
		{"mean harmonic 6 12", NumberAnswer, " 8 ",
			[]string{"144 ÷ 18 = 8"},
			"9", []string{"Not 9", "9 is the arithmetic mean between them"}, nil},
		{"mean geometric 4 9", NumberAnswer, "6",
			[]string{"4 × 9 = 36", "6 × 6"},
			"13", []string{"a mean lies between 4 and 9, and 13 does not"}, nil},
		{"complete arithmetic 6 ? 12", NumberAnswer, "9",
			[]string{"so the progression is 6, 9, 12"},
			"8", []string{"with 8:", "not arithmetic", "6, 8, 12 is harmonic, not arithmetic"}, nil},
		{"complete geometric ? 6 12", NumberAnswer, "3",
			[]string{"6 × 6 = 36", "36 ÷ 12 = 3"},
			"24", []string{"only in the order 6, 12, 24", "?, 6, 12"}, nil},
		{"complete harmonic 3 4 ?", NumberAnswer, "6",
			[]string{"3, 4, 6"},
			"5", []string{"with 5:", "not harmonic"}, nil},
		{"proportion 2 4 8", MultiChoice, "geometric",
			[]string{"2, 4, 8 hold geometric", "2 × 8 = 16 = 4 × 4", "4 − 2 = 2 but 8 − 4 = 4: not arithmetic"},
			"arithmetic", []string{"Not arithmetic", "not arithmetic"},
			[]string{"arithmetic", "geometric", "harmonic"}},
		{"proportion 2 3 4 6", MultiChoice, "harmonic, arithmetic,geometric",
			[]string{"hold arithmetic, geometric, harmonic", "2 × 6 = 12 = 3 × 4"},
			"arithmetic, harmonic", []string{"Not arithmetic, harmonic", "geometric (2 : 3 = 4 : 6)"}, nil},
		{"proportion 2 3 5", MultiChoice, "none",
			[]string{"hold none of the three", "3 − 2 = 1 but 5 − 3 = 2"},
			"geometric", []string{"2 × 5 = 10 but 3 × 3 = 9: not geometric"}, nil},
		{"proportion 2 3 5", MultiChoice, "",
			[]string{"hold none"}, "harmonic", []string{"not harmonic"}, nil},
		{"proportion 2 3 5 9", MultiChoice, "none",
			[]string{"2 × 9 = 18 but 3 × 5 = 15"},
			"arithmetic", []string{"Not arithmetic"}, nil},
		{"triumph 2 3 4 6", Choice, "greatest",
			[]string{"the greatest triumph", "3 − 2 = 1 = 4 − 3"},
			"great", []string{"Not great", "a great triumph is three men in one proportion"},
			[]string{"great", "greater", "greatest", "none"}},
		{"triumph 2 4 8", Choice, "great",
			[]string{"2 × 8 = 16 = 4 × 4", "the great triumph"},
			"none", []string{"Not none"}, nil},
		{"triumph 2 3 5", Choice, "none",
			[]string{"no triumph", "3 − 2 = 1 but 5 − 3 = 2"},
			"great", []string{"Not great"}, nil},
		{"order 4 triangle1", NumberAnswer, "20",
			[]string{"4 + 16 = 20"},
			"25", []string{"Not 25", "25 is what the second order of triangles gives"}, nil},
		{"order 9 square1", NumberAnswer, "190",
			[]string{"19 × 10 = 190"},
			"361", []string{"361 is what the second order of squares gives"}, nil},
		{"order 3 round2", NumberAnswer, "9",
			[]string{"3 × 3 = 9"}, "6", []string{"Not 6"}, nil},
		{"take addition 6 6", NumberAnswer, "12",
			[]string{"6 + 6 = 12: they take a man of 12 by addition"},
			"36", []string{"Not 36", "36 is what multiplication takes: 6 × 6 = 36"}, nil},
		{"take subtraction 4 12", NumberAnswer, "8",
			[]string{"12 − 4 = 8"},
			"3", []string{"3 is what division takes: 12 ÷ 4 = 3"}, nil},
		{"take multiplication 3 5", NumberAnswer, "15",
			[]string{"3 × 5 = 15"}, "8", []string{"8 is what addition takes"}, nil},
		{"take division 36 4", NumberAnswer, "9",
			[]string{"36 ÷ 4 = 9 (9 × 4 = 36)"}, "32", []string{"32 is what subtraction takes"}, nil},
		{"take eruption 4 12", NumberAnswer, "3",
			[]string{"4 × 3 = 12"}, "8", []string{"4 × 8 = 32, not 12"}, nil},
		{"take eruption 12 3", NumberAnswer, "4",
			[]string{"12 ÷ 4 = 3"}, "3", []string{"12 ÷ 3 is not 3 (3 × 3 = 9)"}, nil},
		{"cossic 4 64", Choice, "cube",
			[]string{"4 × 4 × 4 = 64: 64 is the cube of 4"},
			"square", []string{"Not square", "4² = 16, not 64"},
			[]string{"square", "cube", "square of square", "sursolid", "square of cube", "none"}},
		{"cossic 64 2", Choice, "square of cube",
			[]string{"2 × 2 × 2 × 2 × 2 × 2 = 64"},
			"sursolid", []string{"2⁵ = 32, not 64"}, nil},
		{"cossic 3 30", Choice, "none",
			[]string{"3² = 9, 3³ = 27, 3⁴ = 81 > 30"},
			"cube", []string{"3³ = 27, not 30"}, nil},
		{"cossic 3 100", Choice, "none",
			[]string{"3⁵ = 243 > 100"},
			"square of cube", []string{"3⁵ = 243 is already more than 100"}, nil},
	} {
		t.Run(tc.task+" "+tc.right, func(t *testing.T) {
			q := ask(t, tc.task)
			assert.Equal(t, tc.kind, q.Kind)
			assert.NotEmpty(t, q.Prompt)
			for _, o := range tc.optionsHas {
				assert.Contains(t, q.Options, o)
			}
			right := Judge(q, tc.right)
			assert.True(t, right.Correct, right.Text)
			for _, s := range tc.rightText {
				assert.Contains(t, right.Text, s)
			}
			assert.True(t, strings.HasPrefix(right.Text, "Right: "), right.Text)

			wrong := Judge(q, tc.wrong)
			assert.False(t, wrong.Correct, wrong.Text)
			for _, s := range tc.wrongText {
				assert.Contains(t, wrong.Text, s)
			}
			// Judge is pure.
			assert.Equal(t, wrong, Judge(q, tc.wrong))
		})
	}
}

func TestJudgeMalformedAnswers(t *testing.T) {
	q := ask(t, "mean arithmetic 6 12")
	for _, a := range []string{"", "nine", "9.0", "-9", "99999999999999999999999"} {
		fb := Judge(q, a)
		assert.False(t, fb.Correct, a)
		assert.Contains(t, fb.Text, "6 + 12 = 18", a)
	}
	assert.Contains(t, Judge(q, "").Text, "Not no answer")
	assert.True(t, Judge(q, "+9").Correct)
}

func TestOptionsNeverRepeatAndHoldTheAnswer(t *testing.T) {
	for _, line := range []string{"classify 12 9", "classify 9 12", "classify 5 5", "species 12 9", "species 9 12", "species 8 3", "species 7 7", "species 1 1", "species 1 2", "species 361 190", "triumph 2 3 4", "cossic 2 8"} {
		q := ask(t, line)
		ans := AnswerText(q)
		assert.Contains(t, q.Options, ans, line)
		seen := map[string]bool{}
		for _, o := range q.Options {
			assert.False(t, seen[o], "%s: %q twice", line, o)
			seen[o] = true
		}
		if q.Task.Verb == VerbSpecies {
			assert.Len(t, q.Options, 4, "%s: %v", line, q.Options)
		}
	}
}

func TestSpeciesOptionsShuffledDeterministically(t *testing.T) {
	task, err := ParseTask("species 12 9")
	require.NoError(t, err)
	positions := map[int]bool{}
	for seed := range uint64(40) {
		a, err := Ask(Block{Task: task}, seed, "ratios", 2)
		require.NoError(t, err)
		b, err := Ask(Block{Task: task}, seed, "ratios", 2)
		require.NoError(t, err)
		assert.Equal(t, a.Options, b.Options)
		positions[slices.Index(a.Options, "sesquitertius")] = true
	}
	// The right answer does not always stand in the same place.
	assert.Greater(t, len(positions), 1)
}

func TestUnanswerableFixedTasks(t *testing.T) {
	for _, tc := range []struct{ line, want string }{
		{"mean arithmetic 3 6", "3 + 6 = 9 is odd"},
		{"mean geometric 2 6", "no whole square root"},
		{"mean harmonic 2 5", "not whole"},
		{"mean arithmetic 6 6", "equal"},
		{"complete geometric 2 ? 5", "no whole"},
		{"complete arithmetic ? 3 8", "not positive"},
		{"take subtraction 6 6", "equal men leave nothing"},
		{"take division 12 5", "12 ÷ 5 leaves 2 over"},
		{"take division 7 7", "equal men give only 1"},
		{"take eruption 5 12", "12 ÷ 5 leaves 2 over"},
		{"take eruption 12 5", "12 ÷ 5 leaves 2 over"},
		{"take eruption 6 6", "equality, not eruption"},
		{"cossic 9 9", "equal"},
	} {
		t.Run(tc.line, func(t *testing.T) {
			task, err := ParseTask(tc.line)
			require.NoError(t, err)
			_, err = Ask(Block{Task: task}, 0, "l", 0)
			require.Error(t, err)
			assert.ErrorIs(t, err, ErrUnanswerable)
			assert.Contains(t, err.Error(), tc.want)
		})
	}
}

func TestAskTextWithDrawsNamesTheNumbers(t *testing.T) {
	b, err := Parse("task: mean arithmetic {2..9} {2..9}\nask: Find the middle.\nhint: Add and halve.", 1)
	require.NoError(t, err)
	q, err := Ask(b, 5, "means", 1)
	require.NoError(t, err)
	v := q.Task.Values()
	assert.Equal(t, "Find the middle. (between "+itoa(v[0])+" and "+itoa(v[1])+")", q.Prompt)
	assert.Equal(t, "Add and halve.", q.Hint)

	// A fixed task keeps the author's words as they are.
	b, err = Parse("task: mean arithmetic 6 12\nask: What stands between 6 and 12?", 1)
	require.NoError(t, err)
	q, err = Ask(b, 5, "means", 1)
	require.NoError(t, err)
	assert.Equal(t, "What stands between 6 and 12?", q.Prompt)
}

func itoa(v int64) string { return Number(v).String() }

func TestParseNumberAndPicks(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want int64
		ok   bool
	}{{"12", 12, true}, {" 12 ", 12, true}, {"+7", 7, true}, {"0", 0, true}, {"", 0, false}, {"1 2", 0, false}, {"1e3", 0, false}, {"-3", 0, false}, {"1234567890123456789", 0, false}} {
		n, err := ParseNumber(tc.in)
		if tc.ok {
			require.NoError(t, err, tc.in)
			assert.Equal(t, tc.want, n)
		} else {
			assert.Error(t, err, tc.in)
		}
	}
	assert.Equal(t, []string{"arithmetic", "harmonic"}, ParsePicks(" Arithmetic ,harmonic,"))
	assert.Empty(t, ParsePicks("none"))
	assert.Equal(t, "none", FormatPicks(nil))
	assert.Equal(t, "arithmetic, geometric", FormatPicks([]string{"arithmetic", "geometric"}))
}
