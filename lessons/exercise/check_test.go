package exercise

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/lessons/lineerr"
)

func TestCheck(t *testing.T) {
	for _, tc := range []struct {
		body string
		want string // "" for no problem
	}{
		{"task: classify 12 9\nask: What kind of ratio does the triangle 12 bear to the round 9?\nhint: Take the smaller from the larger.", ""},
		{"task: mean arithmetic {2..20} {2..20}", ""},
		{"task: mean harmonic {white} {black}", ""},
		{"task: take division {army} {army}", ""},
		{"task: cossic {white} {black}", ""},
		{"task: mean arithmetic 3 6", "unanswerable: no whole arithmetic mean between 3 and 6"},
		{"task: take eruption 5 12", "unanswerable"},
		{"task: mean geometric {2..3} {5..6}", "no answerable draw in 256 tries"},
		{"task: take division {1..100} {1..100}\n", ""},
		// Two of Black's men must take a White man: their products rarely are.
		{"task: take multiplication {black} {black}", "draws are answerable: choose other draws (for example unanswerable: "},
		// About one draw in 80 has one dividing the other.
		{"task: take division {1..1000} {1..1000}", "draws are answerable: narrow the ranges"},
		{"task: mean arithmetic 6 12\nhint: It is 9.", "the hint states the answer, 9"},
		{"task: mean arithmetic 6 12\nask: Is it 9 between 6 and 12?", "the ask states the answer, 9"},
		{"task: classify 12 9\nhint: It is superparticular.", `the hint states the answer, "superparticular"`},
		{"task: classify 12 9\nhint: Not multiplex superparticular, think again.", "the hint states the answer"},
		{"task: classify 12 9\nhint: Not multiplex, think again.", ""},
		{"task: classify 12 9\nask: What kind of ratio does 12 bear to 8?", "the ask names 8 but the task has 9"},
		{"task: order 3 square2\nask: What does (2n+1)² give from the root 3?", ""},
		{"task: take eruption 4 8\nhint: 4 × 2 is what?", "the hint states the answer, 2"},
		{"task: take eruption 4 8\nhint: Divide the larger by the smaller.", ""},

		// Draws: every sampled draw's answer is held against the ask and
		// hint, and the message names the draw.
		{"task: take division 20 {1..1}\nhint: The answer is 20.", `the hint states the answer, 20, of the draw "take division 20 1"`},
		{"task: take division 20 {1..1}\nask: What do they take? The answer: 20", "the ask states the answer, 20"},
		{"task: mean arithmetic {2..20} {2..20}\nhint: It is 11.", "the hint states the answer, 11, of the draw"},
		{"task: order {2..9} round2\nhint: From the root 3 you get 9.", "the hint states the answer, 9, of the draw"},
		{"task: classify {13..18} 12\nhint: It is superparticular.", `the hint states the answer, "superparticular", of the draw`},
		{"task: mean arithmetic {2..20} {2..20}\nhint: Add the two and halve the sum.", ""},
		{"task: classify {13..18} 12\nhint: Take 12 from the larger number.", ""},
		{"task: take addition {black} {black}\nhint: Add the two values.", ""},
		// An operand is fine, even where it is also the answer of a draw
		// (attacker 1: 1 × 12 = 12), unless the words give it as the answer.
		{"task: take eruption {1..6} 12\nhint: Divide 12 by the attacker's value.", ""},
		{"task: take eruption {1..6} 12\nhint: With a 1 it is 12.", "the hint states the answer, 12, of the draw"},
		{"task: take division 20 1\nask: Men of 20 and 1 reach an enemy: which one?", ""},
		{"task: take division 20 1\nhint: Divide 20 by the smaller.", ""},
		{"task: take division 20 1\nhint: 20 ÷ 1 = 20.", "the hint states the answer, 20"},
		{"task: take division 20 1\nhint: The result is 20.", "the hint states the answer, 20"},
		// A number is a whole token: 120 is not 20.
		{"task: take division 20 {1..1}\nhint: Not 120, nor 200.", ""},
	} {
		t.Run(tc.body, func(t *testing.T) {
			b, err := Parse(tc.body, 1)
			require.NoError(t, err)
			err = Check(b)
			if tc.want == "" {
				assert.NoError(t, err)
				return
			}
			require.Error(t, err)
			assert.Contains(t, err.Error(), tc.want)
		})
	}
}

func TestCheckNamesTheAskOrHintLine(t *testing.T) {
	b, err := Parse("task: mean arithmetic 6 12\nask: Between 6 and 12?\nhint: It is 9.", 40)
	require.NoError(t, err)
	var e *lineerr.Error
	require.ErrorAs(t, Check(b), &e)
	assert.Equal(t, 42, e.Line)

	b, err = Parse("ask: What of 12 to 8?\ntask: classify 12 9", 40)
	require.NoError(t, err)
	require.ErrorAs(t, Check(b), &e)
	assert.Equal(t, 40, e.Line)
}

func TestNotes(t *testing.T) {
	for _, tc := range []struct {
		task string
		want string // "" for no note
	}{
		{"take addition 120 50", "120 + 50 = 170 is no man's value in either army"},
		{"take multiplication 7 9", "7 × 9 = 63 is no man's value in either army"},
		{"take addition 120 49", ""},    // 169, White's square
		{"take subtraction 121 30", ""}, // 91, White's pyramid
		{"take division 7 3", ""},       // unanswerable: Check's problem
		{"take addition {black} {black}", ""},
		{"take multiplication {2..9} {2..9}", ""},
		{"take eruption 4 8", ""},
		{"classify 12 9", ""},
	} {
		t.Run(tc.task, func(t *testing.T) {
			notes := Notes(block(t, "task: "+tc.task))
			if tc.want == "" {
				assert.Empty(t, notes)
				return
			}
			require.Len(t, notes, 1)
			assert.Contains(t, notes[0], tc.want)
			assert.NoError(t, Check(block(t, "task: "+tc.task)), "a note is no problem")
		})
	}
}
