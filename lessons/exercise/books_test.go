package exercise

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The questions of the new tasks, right and wrong answers judged in numbers.
func TestBookTasks(t *testing.T) {
	tests := []struct {
		task, right, wrong, says string
	}{
		{"parity 12", "oddly even", "evenly odd", "12 ÷ 2 = 6, 6 ÷ 2 = 3"},
		{"parity 64", "evenly even", "oddly even", "every half is even down to 1"},
		{"parity 30", "evenly odd", "odd", "30 ÷ 2 = 15"},
		{"abundance 28", "perfect", "abundant", "1 + 2 + 4 + 7 + 14 = 28"},
		{"abundance 12", "abundant", "perfect", "= 16, more than 12"},
		{"parts 20", "22", "42", "1 + 2 + 4 + 5 + 10 = 22"},
		{"prime 91", "composite", "prime", "91 = 7 × 13"},
		{"measure 21 35", "7", "5", "35 − 21 = 14"},
		{"means 6 8 9", "seventh", "arithmetic", "seventh"},
		{"means 2 3 6", "musical", "geometric", "musical"},
		{"unrule 100 90 81", "100, 90, 81", "100, 190, 361", "190 − 100 = 90"},
		{"consonance 10 8", "none", "fourth", "5 lies outside the tetractys"},
		{"consonance 12 9", "fourth", "fifth", "diatessaron"},
		{"interval less 3 2 4 3", "9 : 8", "8 : 9", "3 × 3 : 2 × 4 = 9 : 8, sesquioctavus"},
		{"interval add 3 2 4 3", "2 : 1", "7 : 6", "the octave"},
		{"interval add 3 2 4 3", "4 : 2", "1 : 2", "2 : 1"},
	}
	for _, tt := range tests {
		q := ask(t, tt.task)
		right := Judge(q, tt.right)
		assert.True(t, right.Correct, "%s: %s: %s", tt.task, tt.right, right.Text)
		assert.Contains(t, right.Text+Judge(q, tt.wrong).Text, tt.says, tt.task)
		assert.False(t, Judge(q, tt.wrong).Correct, "%s: %s", tt.task, tt.wrong)
	}
}

func TestUnrulePromptShowsWhatTheRulesMade(t *testing.T) {
	q := ask(t, "unrule 1 2 1")
	assert.Contains(t, q.Prompt, "1, 3, 6")
	assert.Equal(t, "1, 2, 1", AnswerText(q))
	fb := Judge(q, "1, 3, 6")
	assert.Contains(t, fb.Text, "run forwards, 1, 3, 6 make 1, 4, 13")
}

// A power task drawn from the men shows two men's values, root and power,
// never the exponent, and explains a wrong "none".
func TestPowerFromMen(t *testing.T) {
	b, err := Parse("task: power {2..9} {2..4}\nask: A root faces one of its powers. What cossic relation joins them?", 1)
	require.NoError(t, err)
	for seed := range uint64(100) {
		q, err := Ask(b, seed, "x", 0)
		require.NoError(t, err)
		p := powerPair(q.Task)
		require.NotNil(t, p)
		assert.Contains(t, ArmyValues(TermArmy), p[0])
		assert.Contains(t, ArmyValues(TermArmy), p[1])
		assert.Contains(t, q.Prompt, "(", seed)
		assert.Contains(t, q.Prompt, given(q.Task))
		fb := JudgeTry(q, "none")
		assert.Contains(t, fb.Text, "There is one", seed)
	}
}

// A typed ratio with huge terms is judged without overflow.
func TestIntervalHugeAnswer(t *testing.T) {
	q := ask(t, "interval less 3 2 4 3")
	assert.False(t, Judge(q, "9223372036854775807 : 8").Correct)
	assert.True(t, Judge(q, "900000000000 : 800000000000").Correct)
	assert.Contains(t, Judge(q, "8 : 9").Text, "8 : 9 is 8 : 9 in lowest terms, not 9 : 8")
}
