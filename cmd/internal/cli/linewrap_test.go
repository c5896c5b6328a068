package cli

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestLineWrapper(t *testing.T) {
	tests := []struct {
		name, in, want string
	}{
		{"a line that fits passes as it is", "Black: d13-e12\n", "Black: d13-e12\n"},
		{"the board's spacing is kept", " 4     .        .      (R8)\n", " 4     .        .      (R8)\n"},
		{"a coach's note wraps under its indent",
			"  coach: missed triumph: e13-f12: Black sets the great triumph with 3 on d12\n",
			"  coach: missed triumph: e13-f12: Black sets\n    the great triumph with 3 on d12\n"},
		{"a prompt after the last newline is not held back", "Black, action 3: ", "Black, action 3: "},
		{"a word longer than the width stands alone", "x 12345678901234567890123456789012345678901234567890 y\n",
			"x\n  12345678901234567890123456789012345678901234567890\n  y\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var b strings.Builder
			n, err := (&lineWrapper{w: &b, width: 45}).Write([]byte(tt.in))
			require.NoError(t, err)
			assert.Equal(t, len(tt.in), n)
			assert.Equal(t, tt.want, b.String())
			for _, line := range strings.Split(b.String(), "\n") {
				if !strings.Contains(line, "1234567890") {
					assert.LessOrEqual(t, len([]rune(line)), 45, line)
				}
			}
		})
	}
}

// Piped output and accessible mode keep whole lines for scripts and
// screen readers.
func TestWrapForTerminalLeavesPipesAlone(t *testing.T) {
	var b strings.Builder
	env := &Env{Stdin: strings.NewReader(""), Stdout: &b, Getenv: func(string) string { return "" }}
	assert.Same(t, &b, wrapForTerminal(env, &b).(*strings.Builder))
}
