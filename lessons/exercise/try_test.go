package exercise

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestJudgeTryIsOneLine: a wrong first try is told why in one line, a
// sentence of its own, without the right answer; the full explanation
// (Judge) comes after the second try.
func TestJudgeTryIsOneLine(t *testing.T) {
	for _, tc := range []struct {
		name, block, answer string
		want                string
		not                 []string
	}{
		{name: "classify: equality for 46 : 5", block: "task: classify 46 5\nkinds: equality, multiplex",
			answer: "equality", want: "Not equality. Equality needs equal terms, and 46 ≠ 5", not: []string{"nonuplex", "another kind"}},
		{name: "a sum", block: "task: take addition 6 6", answer: "13", want: "Not 13."},
	} {
		t.Run(tc.name, func(t *testing.T) {
			q, err := Ask(block(t, tc.block), 1, "try", 0)
			require.NoError(t, err)
			try := JudgeTry(q, tc.answer)
			assert.False(t, try.Correct)
			assert.True(t, strings.HasPrefix(try.Text, tc.want), "%q", try.Text)
			assert.NotContains(t, try.Text, "\n", "one line")
			for _, n := range tc.not {
				assert.NotContains(t, try.Text, n, "the first try does not name the answer")
			}
			full := Judge(q, tc.answer)
			assert.Greater(t, len(full.Text), len(try.Text), "the full explanation says more")
		})
	}
}
