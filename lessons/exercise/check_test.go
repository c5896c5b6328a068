package exercise

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
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
	var e *Error
	require.ErrorAs(t, Check(b), &e)
	assert.Equal(t, 42, e.Line)

	b, err = Parse("ask: What of 12 to 8?\ntask: classify 12 9", 40)
	require.NoError(t, err)
	require.ErrorAs(t, Check(b), &e)
	assert.Equal(t, 40, e.Line)
}
