package main

import (
	"bytes"
	"context"
	"errors"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/rithmo/rithmo/cmd/internal/progress"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The end-to-end tests build the real binary and drive it as a learner
// would, through the accessible prompts (plain text on stdin and stdout).

// runTimeout bounds every run of the binary: a test that would hang fails.
const runTimeout = 60 * time.Second

var (
	buildOnce sync.Once
	binPath   string
	buildErr  error
)

// binary builds rithmo once for all the end-to-end tests.
func binary(t *testing.T) string {
	t.Helper()
	if testing.Short() {
		t.Skip("end-to-end: builds and runs the binary")
	}
	buildOnce.Do(func() {
		dir, err := os.MkdirTemp("", "rithmo-e2e")
		if err != nil {
			buildErr = err
			return
		}
		binPath = filepath.Join(dir, "rithmo")
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
		defer cancel()
		out, err := exec.CommandContext(ctx, "go", "build", "-o", binPath, ".").CombinedOutput()
		if err != nil {
			buildErr = errors.New("go build: " + err.Error() + "\n" + string(out))
		}
	})
	require.NoError(t, buildErr)
	return binPath
}

func TestMain(m *testing.M) {
	code := m.Run()
	if binPath != "" {
		os.RemoveAll(filepath.Dir(binPath))
	}
	if installPath != "" {
		os.RemoveAll(filepath.Dir(installPath))
	}
	os.Exit(code)
}

// session is a running rithmo whose output is read as it comes.
type session struct {
	t     *testing.T
	cmd   *exec.Cmd
	stdin io.WriteCloser
	out   syncBuffer
	seen  int // output already acted on
	exit  chan error
}

// syncBuffer is a bytes.Buffer that a test reads while the process's
// output is copied into it from another goroutine.
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

func start(t *testing.T, env []string, args ...string) *session {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), runTimeout)
	t.Cleanup(cancel)
	cmd := exec.CommandContext(ctx, binary(t), args...)
	cmd.Env = append(os.Environ(), env...)
	s := &session{t: t, cmd: cmd, exit: make(chan error, 1)}
	var err error
	s.stdin, err = cmd.StdinPipe()
	require.NoError(t, err)
	cmd.Stdout = &s.out
	cmd.Stderr = &s.out
	require.NoError(t, cmd.Start())
	go func() { s.exit <- cmd.Wait() }()
	return s
}

func (s *session) output() string { return s.out.String() }

// prompt waits until rithmo waits for an answer and returns what came
// since the last answer. ok is false when the process ended. An accessible
// prompt ends its line with a space ("Enter a number between 1 and 4: ",
// "[y/N] "); output that ends so and has not changed for 150 ms is a
// prompt. Quiet alone is not enough: a loaded machine can pause longer
// than that in the middle of a page, so other output must be quiet for 3 s.
func promptReady(out string, quiet time.Duration) bool {
	if strings.HasSuffix(out, " ") && !strings.HasSuffix(out, "\n ") {
		return quiet > 150*time.Millisecond
	}
	return quiet > 3*time.Second
}

// prompt waits for the next prompt (see promptReady).
func (s *session) prompt() (chunk string, ok bool) {
	s.t.Helper()
	last, since := -1, time.Now()
	for {
		select {
		case err := <-s.exit:
			s.exit <- err
			return s.output()[s.seen:], false
		case <-time.After(20 * time.Millisecond):
		}
		n := len(s.output())
		if n != last {
			last, since = n, time.Now()
			continue
		}
		if out := s.output(); n > s.seen && promptReady(out, time.Since(since)) {
			return out[s.seen:], true
		}
		if time.Since(since) > runTimeout {
			s.t.Fatalf("no prompt for %v; output so far:\n%s", runTimeout, s.output())
		}
	}
}

func (s *session) answer(line string) {
	s.t.Helper()
	s.seen = len(s.output())
	s.t.Logf("answer: %s", line)
	_, err := io.WriteString(s.stdin, line+"\n")
	require.NoError(s.t, err, "output so far:\n%s", s.output())
}

// wait returns the exit code.
func (s *session) wait() int {
	s.t.Helper()
	select {
	case err := <-s.exit:
		var exit *exec.ExitError
		if errors.As(err, &exit) {
			return exit.ExitCode()
		}
		require.NoError(s.t, err)
		return 0
	case <-time.After(runTimeout):
		s.t.Fatalf("rithmo did not exit; output:\n%s", s.output())
		return -1
	}
}

var optionLine = regexp.MustCompile(`(?m)^(\d+)\. (.*)$`)

// option returns the number of the option that starts with prefix in a
// numbered prompt, "" when there is none.
func option(chunk, prefix string) string {
	for _, m := range optionLine.FindAllStringSubmatch(chunk, -1) {
		if strings.HasPrefix(m[2], prefix) {
			return m[1]
		}
	}
	return ""
}

// lastPrompt is the text of the prompt being asked: from the last title
// line that is not an option to the end.
func lastPrompt(chunk string) string {
	i := strings.LastIndex(chunk, "\n\n")
	if i < 0 {
		return chunk
	}
	return chunk[i:]
}

// Home → the first lesson → answer its first exercises → leave → quit; then
// the answers are in the database.
func TestLearnerAnswersAnExercise(t *testing.T) {
	data := filepath.Join(t.TempDir(), "progress.db")
	s := start(t, []string{"RITHMO_DATA=" + data, "ACCESSIBLE=1", "NO_COLOR=1"})
	answered := 0
	for step := 0; step < 100; step++ {
		chunk, ok := s.prompt()
		if !ok {
			break
		}
		p := lastPrompt(chunk)
		switch {
		case strings.Contains(p, "Which one?") && strings.Contains(p, "Start the course"): // then how to begin
			s.answer(option(p, "Start the course"))
		case strings.Contains(p, "Which one?"): // a first run: the rule set to learn in
			s.answer(option(p, "fulke1"))
		case strings.Contains(p, "rithmo: what next?") && answered == 0:
			n := option(p, "Start:")
			require.NotEmpty(t, n, "the home offers to start with lesson 1:\n%s", p)
			s.answer(n)
		case strings.Contains(p, "rithmo: what next?"):
			s.answer(option(p, "Quit:"))
		case strings.Contains(p, "Where next?") && answered > 0:
			s.answer(option(p, "Leave"))
		case strings.Contains(p, "Where next?"):
			n := option(p, "Next page")
			require.NotEmpty(t, n, "an exercise before the end of lesson 1:\n%s", s.output())
			s.answer(n)
		case strings.Contains(p, "[y/N]"): // a hint offered
			s.answer("n")
		case strings.Contains(p, "Enter a number between 0 and"): // pick any that hold
			s.answer("0")
			answered++
		case strings.Contains(p, "Enter a number between 1 and"): // a choice
			s.answer("1")
			answered++
		case strings.Contains(p, "Exercise "): // a number
			s.answer("7")
			answered++
		default:
			t.Fatalf("unexpected prompt %q; output:\n%s", p, s.output())
		}
	}
	require.Equal(t, 0, s.wait(), "output:\n%s", s.output())
	out := s.output()
	assert.Contains(t, out, "Goodbye.")
	require.Positive(t, answered)

	r, err := progress.Read(data)
	require.NoError(t, err)
	assert.Equal(t, answered, r.Summary.Exercises.Attempts, "every answer given is in the database")
	assert.Equal(t, 1, r.Summary.Lessons.Opened)
	require.True(t, r.HasLast)
	lesson := r.Last.Lesson
	assert.NotEmpty(t, lesson)
	store, err := progress.Open(data)
	require.NoError(t, err)
	last, err := store.LastExerciseAnswers(lesson)
	require.NoError(t, err)
	require.NoError(t, store.Close())
	require.NotEmpty(t, last)
	for _, a := range last {
		assert.Contains(t, []string{"7", "1", "none"}, a.Answer)
	}

	// The next run offers to continue where the learner left off.
	s = start(t, []string{"RITHMO_DATA=" + data, "ACCESSIBLE=1", "NO_COLOR=1"})
	chunk, ok := s.prompt()
	require.True(t, ok, s.output())
	assert.NotContains(t, chunk, "Which one?", "the rule set is asked once")
	assert.Regexp(t, `1\. Continue: lesson 1 \(.*\), (exercise \d+ on )?page \d+ of \d+`, chunk)
	s.answer(option(chunk, "Quit:"))
	assert.Equal(t, 0, s.wait(), s.output())
}

// Ctrl-C (SIGINT) at the home prompt exits 130 at once.
func TestInterruptExits130(t *testing.T) {
	data := filepath.Join(t.TempDir(), "progress.db")
	s := start(t, []string{"RITHMO_DATA=" + data}, "--accessible")
	chunk, ok := s.prompt()
	require.True(t, ok, s.output())
	require.Contains(t, chunk, "Which one?", "a first run asks for the rule set first")
	require.NoError(t, s.cmd.Process.Signal(syscall.SIGINT))
	assert.Equal(t, 130, s.wait(), s.output())
	assert.Contains(t, s.output(), "rithmo: interrupted")
}

// Without a terminal and without --accessible, rithmo says what to do and
// exits 2 instead of waiting for a terminal that is not there.
func TestNoTerminalExits2(t *testing.T) {
	data := filepath.Join(t.TempDir(), "p.db")
	s := start(t, []string{"RITHMO_DATA=" + data, "ACCESSIBLE="})
	assert.Equal(t, 2, s.wait())
	assert.Contains(t, s.output(), "rithmo: the home screen needs a terminal; try --accessible")
	assert.NoFileExists(t, data, "nothing was recorded, so nothing was created")
}

// The end of the input leaves cleanly, and a script that ran out of
// answers before Quit is told so: exit 1 and one line.
func TestEndOfInputQuits(t *testing.T) {
	s := start(t, []string{"RITHMO_DATA=" + filepath.Join(t.TempDir(), "p.db")}, "--accessible")
	_, ok := s.prompt()
	require.True(t, ok, s.output())
	require.NoError(t, s.stdin.Close())
	assert.Equal(t, 1, s.wait(), s.output())
	assert.Equal(t, 1, strings.Count(strings.ToLower(s.output()), "input ended"), "said once:\n%s", s.output())
	assert.Contains(t, s.output(), "rithmo: the input ended while a question waited for an answer")
}
