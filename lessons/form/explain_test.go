package form

import (
	"bytes"
	"strings"
	"testing"
	"testing/iotest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestAccessibleExplanationOnRequest: after a wrong first try the second
// try offers, last (a choice) or as "?" (a typed answer), the whole
// explanation of the first instead; it is printed and nothing more is
// recorded. Without asking, the numbers of the answers are as before.
func TestAccessibleExplanationOnRequest(t *testing.T) {
	for _, tc := range []struct {
		name, body, script string
		first              string   // the first try, recorded
		output             []string // in the output, after the first verdict
	}{
		{"choice: the last option", "task: classify 12 9", "2\n7\n", "multiplex",
			[]string{"7. Show the whole explanation instead", "Not multiplex: 12 : 9 = 4 : 3", "12 = 1 × 9 + 3"}},
		{"number: ?", "task: mean arithmetic 6 12", "8\n?\n", "8",

			[]string{"Or type ? for the whole explanation of your answer.", "Not 8: 6 + 12 = 18, 18 ÷ 2 = 9"}},
		{"multi: the last option", "task: proportion 2 4 8", "1\n0\n4\n0\n", "arithmetic",
			[]string{"4.   Show the whole explanation instead", "Not arithmetic: 2, 4, 8 hold geometric"}},
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
			require.Len(t, rec.attempts, 2, "the first try, then the explanation shown in place of a second")
			assert.Equal(t, tc.first, rec.attempts[0].Answer)
			assert.Equal(t, rec.attempts[0], attempt)
			shown := rec.attempts[1]
			assert.True(t, shown.Shown)
			assert.Empty(t, shown.Answer, "no answer: the explanation instead")
			assert.False(t, shown.Correct)
			assert.Equal(t, attempt.Opened, shown.Opened, "one exercise, opened once")
			assert.False(t, fb.Correct)
			_, second, found := strings.Cut(out.String(), "Try exercise 3 once more")
			require.True(t, found, out.String())
			text := strings.ReplaceAll(second, "✓", " ")
			for _, s := range tc.output {
				assert.Contains(t, text, s)
			}
			assert.Contains(t, out.String(), fb.Text, "the whole explanation is printed")
		})
	}
}
