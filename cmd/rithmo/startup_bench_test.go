package main

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"golang.org/x/sys/unix"
)

// Whole-process benchmarks: they build rithmo static and stripped, as a
// release would be, and run it as a person would, reporting what a person
// waits for (the README's "What you feel" table quotes them; medians over
// b.N runs, -benchtime 21x gives steady ones on a shared machine):
//
//	ms/run        wall time from start to exit (print-only commands)
//	ms/frame      from start to the first frame on a terminal that answers
//	              queries at once, as a terminal emulator does
//	cpu-ms/frame  CPU time the program used until then (all its threads,
//	              from /proc/PID/task/*/schedstat): on a loaded machine the
//	              steadier figure, as it leaves out time spent waiting for a CPU
//
// They time, they do not judge: no figure fails a test.

var (
	installOnce sync.Once
	installPath string
	installErr  error
)

// installed builds rithmo once (TestMain removes it) as `CGO_ENABLED=0 go install -ldflags "-s -w"`
// would.
func installed(tb testing.TB) string {
	tb.Helper()
	installOnce.Do(func() {
		dir, err := os.MkdirTemp("", "rithmo-bench")
		if err != nil {
			installErr = err
			return
		}
		installPath = filepath.Join(dir, "rithmo")
		cmd := exec.Command("go", "build", "-ldflags", "-s -w", "-o", installPath, ".")
		cmd.Env = append(os.Environ(), "CGO_ENABLED=0")
		if out, err := cmd.CombinedOutput(); err != nil {
			installErr = fmt.Errorf("go build: %w\n%s", err, out)
			return
		}
	})
	if installErr != nil {
		tb.Fatal(installErr)
	}
	return installPath
}

// benchEnv is the environment every run gets: its own progress database,
// a fixed seed, no inherited settings.
func benchEnv(b testing.TB, extra ...string) []string {
	env := []string{
		"HOME=" + b.TempDir(),
		"RITHMO_DATA=" + filepath.Join(b.TempDir(), "progress.db"),
		"RITHMO_SEED=1",
		"PATH=" + os.Getenv("PATH"),
		"TERM=xterm-256color",
	}
	return append(env, extra...)
}

// BenchmarkStartup runs each print-only command to its exit.
func BenchmarkStartup(b *testing.B) {
	for _, bc := range []struct {
		name string
		args []string
	}{
		{"help", []string{"--help"}},
		{"ratio", []string{"ratio", "9", "6"}},
		{"board", []string{"board", "fulke1"}},
		{"analyse", []string{"analyse", "fulke1"}},
		{"proportions", []string{"proportions"}},
		{"lesson-page", []string{"lesson", "show", "10", "--page", "1"}},
	} {
		b.Run(bc.name, func(b *testing.B) {
			bin := installed(b)
			env := benchEnv(b)
			var walls []time.Duration
			b.ResetTimer()
			for range b.N {
				cmd := exec.Command(bin, bc.args...)
				cmd.Env = env
				var stderr bytes.Buffer
				cmd.Stderr = &stderr
				start := time.Now()
				if err := cmd.Run(); err != nil {
					b.Fatalf("rithmo %v: %v\n%s", bc.args, err, stderr.String())
				}
				walls = append(walls, time.Since(start))
			}
			b.ReportMetric(ms(median(walls)), "ms/run")
		})
	}
}

// BenchmarkFirstFrame starts a full-screen program on an 80×24 terminal and
// waits for its first frame: the first run's welcome, the home screen of a
// learner who has chosen a rule set, and the lesson reader opened on a
// lesson page.
func BenchmarkFirstFrame(b *testing.B) {
	for _, bc := range []struct {
		name     string
		args     []string
		seen     string // text of the first frame
		returned bool   // the learner has been here before
	}{
		{"welcome", nil, "Welcome to rithmo", false},
		{"home", nil, "Quit", true},
		{"lesson-page", []string{"lessons", "10"}, "Lesson 10", true},
	} {
		b.Run(bc.name, func(b *testing.B) {
			bin := installed(b)
			env := benchEnv(b)
			if bc.returned {
				chooseRuleSet(b, bin, env)
			}
			var frames, cpus []time.Duration
			b.ResetTimer()
			for range b.N {
				took, cpu := firstFrame(b, bin, env, bc.args, bc.seen)
				frames, cpus = append(frames, took), append(cpus, cpu)
			}
			b.ReportMetric(ms(median(frames)), "ms/frame")
			b.ReportMetric(ms(median(cpus)), "cpu-ms/frame")
		})
	}
}

// firstFrame runs rithmo on a fresh 80×24 pseudo-terminal until seen
// appears on it, and returns how long that took and the CPU time the
// program had used by then. The benchmark plays the terminal emulator: it
// answers the background query (bubbletea's init asks it) with black, and
// the cursor-position query that follows it, as soon as they arrive. It
// leaves the program with Ctrl-C.
func firstFrame(b *testing.B, bin string, env, args []string, seen string) (time.Duration, time.Duration) {
	b.Helper()
	ptmx, replica := openPTY(b)
	defer ptmx.Close()
	if err := unix.IoctlSetWinsize(int(ptmx.Fd()), unix.TIOCSWINSZ, &unix.Winsize{Row: 24, Col: 80}); err != nil {
		b.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, bin, args...)
	cmd.Env = env
	cmd.Stdin, cmd.Stdout, cmd.Stderr = replica, replica, replica
	cmd.SysProcAttr = &syscall.SysProcAttr{Setsid: true, Setctty: true, Ctty: 0}
	found := make(chan time.Duration, 1)
	start := time.Now()
	if err := cmd.Start(); err != nil {
		b.Fatal(err)
	}
	replica.Close()
	go func() {
		var out []byte
		buf := make([]byte, 64<<10)
		reported, answered := false, false
		for {
			n, err := ptmx.Read(buf)
			out = append(out, buf[:n]...)
			if !answered && bytes.Contains(out, []byte("\x1b[6n")) {
				ptmx.Write([]byte("\x1b]11;rgb:0000/0000/0000\x1b\\\x1b[24;1R"))
				answered = true
			}
			if !reported && bytes.Contains(out, []byte(seen)) {
				found <- time.Since(start)
				reported = true
			}
			if err != nil {
				if !reported {
					close(found)
				}
				return
			}
		}
	}()
	took, ok := <-found
	if !ok {
		b.Fatalf("rithmo %v ended before showing %q", args, seen)
	}
	cpu := cpuTime(cmd.Process.Pid)
	ptmx.Write([]byte{3}) // Ctrl-C
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case <-done:
	case <-time.After(5 * time.Second):
		cmd.Process.Kill()
		<-done
	}
	return took, cpu
}

// openPTY opens a pseudo-terminal pair: the controller, which the benchmark
// reads, and the replica, the program's terminal.
func openPTY(b *testing.B) (ptmx, replica *os.File) {
	b.Helper()
	ptmx, err := os.OpenFile("/dev/ptmx", os.O_RDWR|unix.O_NOCTTY, 0)
	if err != nil {
		b.Skipf("no pseudo-terminals here: %v", err)
	}
	if err := unix.IoctlSetPointerInt(int(ptmx.Fd()), unix.TIOCSPTLCK, 0); err != nil {
		b.Skipf("cannot unlock a pseudo-terminal: %v", err)
	}
	n, err := unix.IoctlGetInt(int(ptmx.Fd()), unix.TIOCGPTN)
	if err != nil {
		b.Skipf("cannot name a pseudo-terminal: %v", err)
	}
	replica, err = os.OpenFile(fmt.Sprintf("/dev/pts/%d", n), os.O_RDWR|unix.O_NOCTTY, 0)
	if err != nil {
		b.Skipf("cannot open the pseudo-terminal: %v", err)
	}
	return ptmx, replica
}

// cpuTime is the CPU time a running process has used, all its threads
// together (the first field of each thread's schedstat, in ns; 0 if
// unknown).
func cpuTime(pid int) time.Duration {
	stats, _ := filepath.Glob(fmt.Sprintf("/proc/%d/task/*/schedstat", pid))
	var total time.Duration
	for _, path := range stats {
		data, err := os.ReadFile(path)
		if err != nil {
			continue
		}
		if f := strings.Fields(string(data)); len(f) > 0 {
			ns, _ := strconv.ParseInt(f[0], 10, 64)
			total += time.Duration(ns)
		}
	}
	return total
}

func median(d []time.Duration) time.Duration {
	s := slices.Clone(d)
	slices.Sort(s)
	return s[len(s)/2]
}

func ms(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }

// chooseRuleSet answers the first run's one question (the rule set to
// learn in) in accessible mode, so that later runs open on the home screen.
func chooseRuleSet(b *testing.B, bin string, env []string) {
	b.Helper()
	cmd := exec.Command(bin, "--accessible")
	cmd.Env = env
	// The rule set (1, the default), how to begin (1, the course), then
	// Quit (11) from the home menu.
	cmd.Stdin = strings.NewReader("1\n1\n11\n")
	if out, err := cmd.CombinedOutput(); err != nil {
		b.Fatalf("rithmo --accessible, choosing a rule set: %v\n%s", err, out)
	}
}
