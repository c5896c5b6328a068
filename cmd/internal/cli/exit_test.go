package cli

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestExitCodes(t *testing.T) {
	foreign := filepath.Join(t.TempDir(), "foreign.db")
	require.NoError(t, os.WriteFile(foreign, []byte("not a database"), 0o600))
	for _, tc := range []struct {
		name   string
		args   []string
		code   int
		stdout string // a part of it
		stderr string // a part of it
	}{
		{"version", []string{"--version"}, ExitOK, "rithmo version " + Version, ""},
		{"help", []string{"--help"}, ExitOK, "Usage:", ""},
		{"completion", []string{"completion", "bash"}, ExitOK, "bash completion", ""},
		{"completion without a shell", []string{"completion"}, ExitUsage, "", "name a shell"},
		{"unknown command", []string{"frobnicate"}, ExitUsage, "", `unknown command "frobnicate"`},
		{"unknown flag", []string{"--frobnicate"}, ExitUsage, "", "unknown flag: --frobnicate"},
		{"home without a terminal", nil, ExitUsage, "", "rithmo: the home screen needs a terminal; try --accessible"},
		{"foreign database", []string{"progress", "--data", foreign}, ExitFailure, "", "is not a usable rithmo progress database"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			code, out, errOut := execRithmo(t, "", nil, tc.args...)
			assert.Equal(t, tc.code, code, "stderr: %s", errOut)
			assert.Contains(t, out, tc.stdout)
			assert.Contains(t, errOut, tc.stderr)
		})
	}
}

// syncBuffer is a bytes.Buffer safe to read while another goroutine writes.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// Ctrl-C at a prompt that waits for input ends rithmo at once with 130.
func TestInterruptedExits130(t *testing.T) {
	if testing.Short() {
		t.Skip("sends SIGINT to the test process")
	}
	stdin, w := io.Pipe() // nothing is ever typed
	defer w.Close()
	var out, errOut syncBuffer
	env := &Env{Stdin: stdin, Stdout: &out, Stderr: &errOut, Getenv: func(string) string { return "" }}
	done := make(chan int, 1)
	go func() {
		done <- Main([]string{"--accessible", "--data", filepath.Join(t.TempDir(), "p.db")}, env)
	}()
	// A first run asks for the rule set before the menu: either prompt waits.
	require.Eventually(t, func() bool {
		return strings.Contains(out.String(), "Which one?") || strings.Contains(out.String(), "what next?")
	}, 10*time.Second, 10*time.Millisecond,
		"the home prompt appears: %s %s", out.String(), errOut.String())
	require.NoError(t, syscall.Kill(os.Getpid(), syscall.SIGINT))
	select {
	case code := <-done:
		assert.Equal(t, ExitInterrupted, code)
		assert.Contains(t, errOut.String(), "rithmo: interrupted")
	case <-time.After(10 * time.Second):
		t.Fatal("rithmo did not stop on SIGINT")
	}
}

// The completion cobra asks for at each Tab offers rithmo's commands and
// the shells.
func TestCompletion(t *testing.T) {
	code, out, errOut := execRithmo(t, "", nil, "__complete", "pro")
	require.Equal(t, ExitOK, code, errOut)
	assert.Contains(t, out, "progress\tShow what you have done")

	code, out, _ = execRithmo(t, "", nil, "__complete", "completion", "")
	require.Equal(t, ExitOK, code)
	for _, shell := range []string{"bash", "zsh", "fish", "powershell"} {
		assert.Contains(t, out, shell+"\t")
	}
	for _, shell := range []string{"bash", "zsh", "fish", "powershell"} {
		code, out, errOut := execRithmo(t, "", nil, "completion", shell)
		require.Equal(t, ExitOK, code, errOut)
		assert.Contains(t, out, "rithmo", shell)
	}
	assert.True(t, strings.HasPrefix(fullVersion(), Version+" ("), fullVersion())
}

// A refused entry followed by the end of the input ends an accessible
// session as any end of input does, without a panic (huh v1 would index
// its options with the refused entry).
func TestAccessibleRefusedEntryAtTheEnd(t *testing.T) {
	for _, args := range [][]string{{"lessons"}, {"puzzles"}, {"practice", "--count", "1", "--seed", "1"}} {
		t.Run(strings.Join(args, " "), func(t *testing.T) {
			db := filepath.Join(t.TempDir(), "progress.db")
			readLessonIn(t, db, 14) // practice waits for it
			full := append([]string{"--accessible", "--data", db}, args...)
			var (
				code   int
				stderr string
			)
			require.NotPanics(t, func() { code, _, stderr = execRithmo(t, "99\n", nil, full...) })
			assertRanOut(t, code, stderr)
		})
	}
}

// assertRanOut checks a session whose piped answers ran out while a
// question waited: exit 1 and one line on standard error that says so.
func assertRanOut(t *testing.T, code int, stderr string) {
	t.Helper()
	assert.Equal(t, ExitFailure, code, stderr)
	assert.Equal(t, "rithmo: the input ended while a question waited for an answer; every answer given before is saved\n", stderr)
}

// Answers that run out are said once, on standard error (assertRanOut's
// line), never also on standard output, wherever the question waited.
func TestInputEndedSaidOnce(t *testing.T) {
	for _, tc := range []struct {
		name  string
		input string
		args  []string
	}{
		{"the welcome", "", nil},
		{"the home's menu", "1\n1\n", nil},
		{"the home's puzzles", "1\n1\n5\n", nil},
		{"puzzles", "", []string{"puzzles"}},
		{"lessons", "", []string{"lessons"}},
		{"practice", "", []string{"practice", "--count", "1", "--seed", "1"}},
		{"practice without end", "", []string{"practice", "--seed", "1"}},
		{"practice's answers run out", "1\n", []string{"practice", "--seed", "1"}},
		{"play", "", []string{"play"}},
		{"play's moves run out", "list\n", []string{"play"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			fixClock(t, time.Date(2026, 12, 6, 10, 0, 0, 0, time.UTC))
			db := filepath.Join(t.TempDir(), "progress.db")
			if tc.args != nil {
				readLessonIn(t, db, 14) // the welcome is behind, practice open
			}
			code, out, errOut := execRithmo(t, tc.input, nil, append([]string{"--accessible", "--data", db}, tc.args...)...)
			assertRanOut(t, code, errOut)
			assert.NotContains(t, strings.ToLower(out), "input ended", "said on standard error only")
		})
	}
}
