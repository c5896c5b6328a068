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
			"8", []string{"Not 8", "is 9", "8 is the musical (harmonic) mean between them"}, nil},
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
			[]string{"arithmetic", "geometric", "musical"}},
		{"proportion 2 3 4 6", MultiChoice, "harmonic, arithmetic,geometric",
			[]string{"hold arithmetic, geometric, musical", "2 × 6 = 12 = 3 × 4"},
			"arithmetic, harmonic", []string{"Not arithmetic, musical", "geometric (2 : 3 = 4 : 6)"}, nil},
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
			[]string{"12 ÷ 4 = 3"}, "3", []string{"12 ÷ 3 = 4, not 3"}, nil},
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
	assert.Equal(t, []string{"arithmetic", "musical"}, ParsePicks(" Arithmetic ,harmonic,"))
	assert.Empty(t, ParsePicks("none"))
	assert.Equal(t, "none", FormatPicks(nil))
	assert.Equal(t, "arithmetic, geometric", FormatPicks([]string{"arithmetic", "geometric"}))
}

// TestProduce runs the tasks a learner answers by producing something,
// with right answers in other spellings and orders, and wrong answers whose
// feedback must name the mistake in the learner's numbers.
func TestProduce(t *testing.T) {
	for _, tc := range []struct {
		task      string
		right     []string
		wrong     string
		wrongText []string
	}{
		{"name 3 2", []string{"sesquialter", "Sesquialtera", "sesqui-alter", "sesquialtr"}, "sesquitertius",
			[]string{"sesquitertius is the species of 4 : 3", "3 : 2 is one and a half"}},
		{"name 8 3", []string{"duplex superbipartiens tertias", "duplex superbipartiens tercias"}, "duplex sesquialter",
			[]string{"duplex sesquialter is the species of 5 : 2"}},
		{"name 2 1", []string{"duplex", "dupplex"}, "triplex", []string{"triplex is the species of 3 : 1"}},
		{"rule 1 1 1", []string{"1, 2, 4", "1 2 4"}, "1, 2, 3",
			[]string{"your third term is 3, not 4", "third = first + twice the second + third: 1 + 2 × 1 + 1 = 4"}},
		{"rule down 2", []string{"4, 6, 9"}, "9, 6, 4", []string{"right numbers in the wrong order"}},
		{"rule turned 2", []string{"9 15 25"}, "9, 15", []string{"the rules make three terms"}},
		{"takers addition {black}", nil, "1000 and 1", []string{"has no man of 1000"}},
		{"place 4 6 9", []string{"a13 b14 c15", "b16, d16, f16", "c13 c14 c15", "h13 g14 f15"}, "a13 b13 d13",
			[]string{"the 6, the middle term, must stand halfway"}},
		{"place 6 4 9", []string{"b14 a13 c15"}, "a13 b14 c15", []string{"the 6, the middle term"}},
		{"place 4 6 9", nil, "a1 b2 c3", []string{"a1 is not in the camp"}},
		{"moves fulke1 triangle 4 5", []string{"b5 f5 d3 d7", "d3, d7, b5, f5"}, "d3 d7 b5", []string{"you left out f5"}},
		{"moves parlett triangle 1 1", []string{"c3"}, "c3 b2", []string{"it cannot reach b2"}},
		{"moves nemec round 1 16", []string{"a15 b15 b16"}, "a15", []string{"you left out b15, b16"}},
		{"moves fulke3 square 8 16", []string{"e16 h13"}, "h13 a20", []string{"a20 is not on the board: files a to h, ranks 1 to 16"}},
		{"place 4 6 9", nil, "a13 b14 c0", []string{"c0 is not on the board"}},
		{"moves fulke2 triangle 4 9", []string{"b7 b9 b11 d7 d11 f7 f9 f11"}, "b5 d3", []string{"it cannot reach b5, d3; you left out b7, b9, b11, d7, d11, f7, f9, f11"}},
	} {
		t.Run(tc.task, func(t *testing.T) {
			q := ask(t, tc.task)
			assert.Equal(t, TextAnswer, q.Kind)
			assert.NotEmpty(t, q.Placeholder)
			assert.True(t, Judge(q, AnswerText(q)).Correct, "AnswerText %q must be right", AnswerText(q))
			for _, r := range tc.right {
				fb := Judge(q, r)
				assert.True(t, fb.Correct, "%q: %s", r, fb.Text)
			}
			fb := Judge(q, tc.wrong)
			assert.False(t, fb.Correct, fb.Text)
			for _, s := range tc.wrongText {
				assert.Contains(t, fb.Text, s)
			}
		})
	}
}

func TestTakersAcceptsEveryPair(t *testing.T) {
	task, err := ParseTask("takers addition {black}")
	require.NoError(t, err)
	for seed := range uint64(40) {
		q, err := Ask(Block{Task: task}, seed, "t", 0)
		require.NoError(t, err)
		target := q.Task.Values()[0]
		white := ArmyValues(TermWhite)
		for _, a := range white {
			for _, b := range white {
				fb := Judge(q, FormatPicks([]string{itoa(a), itoa(b)}))
				if a+b != target {
					assert.False(t, fb.Correct, "%d + %d for %d", a, b, target)
				} else if a != b {
					assert.True(t, fb.Correct, "%d + %d = %d: %s", a, b, target, fb.Text)
				}
			}
		}
	}
}

func TestFourth(t *testing.T) {
	q := ask(t, "fourth greatest 6 8 12")
	assert.Equal(t, Choice, q.Kind)
	// 9 (Pythagoras' hammers) and 16 both make it; one of them is offered,
	// and either is right.
	assert.True(t, slices.Contains(q.Options, "9") || slices.Contains(q.Options, "16"), "%v", q.Options)
	assert.True(t, Judge(q, "9").Correct)
	assert.True(t, Judge(q, "16").Correct)
	assert.Len(t, q.Options, 4)
	right := 0
	for _, o := range q.Options {
		if Judge(q, o).Correct {
			right++
		}
	}
	assert.Equal(t, 1, right, "exactly one option is right: %v", q.Options)
	fb := Judge(q, q.Options[0])
	if !fb.Correct {
		assert.Contains(t, fb.Text, "with "+q.Options[0]+":")
	}
	// Drawn from the game's triumphs: every draw answerable, one right option.
	task, err := ParseTask("fourth greater {triumph}")
	require.NoError(t, err)
	for seed := range uint64(50) {
		q, err := Ask(Block{Task: task}, seed, "t", 0)
		require.NoError(t, err)
		assert.Len(t, q.Task.Terms, 3)
		n := 0
		for _, o := range q.Options {
			if Judge(q, o).Correct {
				n++
			}
		}
		assert.Equal(t, 1, n, "%s: %v", q.Task, q.Options)
	}
}

func TestClassifyKindsTaught(t *testing.T) {
	task, err := ParseTask("classify 8 3")
	require.NoError(t, err)
	q, err := Ask(Block{Task: task, Kinds: []string{"equality", "multiplex", "superparticular"}}, 1, "t", 0)
	require.NoError(t, err)
	assert.Equal(t, []string{"equality", "multiplex", "superparticular", AnotherKind}, q.Options)
	assert.True(t, Judge(q, AnotherKind).Correct)
	fb := Judge(q, "superparticular")
	assert.Contains(t, fb.Text, "superparticular needs 8 to hold 3 only once, but 8 = 2 × 3 + 2 holds it twice")
}

// TestCompoundFeedback: mixing up the two compound kinds names the real
// mistake, one part against several, in the learner's numbers.
func TestCompoundFeedback(t *testing.T) {
	for _, tc := range []struct{ task, answer, want string }{
		{"classify 45 20", "multiplex superpartient", "5 is one part of 20 (20 = 4 × 5), not several"},
		{"classify 16 6", "multiplex superparticular", "4 is 2 parts of 6, each of 2 (6 = 3 × 2), not one"},
		{"classify 9 19", "submultiplex superpartient", "1 is one part of 9 (9 = 9 × 1), not several"},
		{"classify 10 6", "superparticular", "4 is 2 parts of 6, each of 2"},
		{"classify 45 15", "superparticular", "superparticular needs 45 to hold 15 only once, but 45 = 3 × 15 holds it 3 times"},
		{"classify 49 49", "multiplex superpartient", "needs the greater term to hold the lesser at least twice, and 49 = 49"},
	} {
		t.Run(tc.task, func(t *testing.T) {
			fb := Judge(ask(t, tc.task), tc.answer)
			assert.False(t, fb.Correct)
			assert.Contains(t, fb.Text, tc.want)
		})
	}
}

// A drawn ratio past the Latin names is drawn again: no question shows
// one, and a fixed one says "no Latin name" rather than a name in figures.
func TestNoUnnamedRatioDrawn(t *testing.T) {
	b, err := Parse("task: classify {21..25} 1", 1)
	require.NoError(t, err)
	_, err = Ask(b, 1, "x", 0)
	require.ErrorIs(t, err, ErrUnanswerable)
	fb := Judge(ask(t, "classify 21 1"), "multiplex")
	assert.Contains(t, fb.Text, "no Latin name")
	assert.NotContains(t, fb.Text, "21-plex")
}
