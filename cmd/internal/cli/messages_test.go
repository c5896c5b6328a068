package cli

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// The review's cosmetic list: every refusal is one line that says what is
// wrong, in words, with exit status 2.
func TestFlagMessagesInWords(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"lesson", "show", "1", "--page", "0"}, "has pages 1 to"},
		{[]string{"lesson", "show", "1", "--page", "-1"}, "has pages 1 to"},
		{[]string{"lesson", "show", "1", "--width", "-3"}, "--width is the columns to lay the text out for, from 20 up, not -3"},
		{[]string{"lesson", "show", "1", "--page", "99999999999999999999"}, "--page 99999999999999999999: the number is too large; give a smaller whole number"},
		{[]string{"lesson", "show", "1", "--page", "two"}, "--page two: want a whole number"},
	} {
		t.Run(strings.Join(tc.args, " "), func(t *testing.T) {
			out, stderr, code := runPuzzlesCmd(t, t.TempDir(), "", tc.args...)
			assert.Equal(t, ExitUsage, code, out+stderr)
			assert.Empty(t, out)
			assert.Contains(t, stderr, tc.want)
			assert.NotContains(t, stderr, "strconv")
			assert.Equal(t, 1, strings.Count(stderr, "\n"), "one line: %q", stderr)
		})
	}
}

func TestHugeErrorsAreCut(t *testing.T) {
	msg := clipMessage(strings.Repeat("é", 50000))
	assert.Less(t, len(msg), maxErrorLine+100)
	assert.Contains(t, msg, "more bytes)")
	assert.Equal(t, "short", clipMessage("short"))
}
