package main

import (
	"bufio"
	"bytes"
	"context"
	"errors"
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

	"github.com/stretchr/testify/assert"
	"golang.org/x/sys/unix"
)

// Whole-process benchmarks: they build rithmo static and stripped, as a
// release would be, and run it as a person would, reporting what a person
// waits for (the README's "What you feel" table quotes them). Figures (medians over b.N runs; -benchtime 20x gives
// steady ones on a shared machine):
//
//	ms/run      wall time from start to exit (print-only commands)
//	ms/frame    from start to the first frame on a terminal
//	cpu-ms/frame  CPU time the program used until then (all its threads,
//	            from /proc/PID/task/*/schedstat): on a loaded machine the
//	            steadier figure, as it leaves out time spent waiting for a CPU
//	MiB-rss     the most resident memory of any run (getrusage's ru_maxrss,
//	            or VmHWM for a program still running)
//	ms-init     package initialisation, the sum of GODEBUG=inittrace=1 lines
//	kB-init     bytes allocated by package initialisation
//
// They time, they do not judge: no figure fails a test.

var (
	installOnce sync.Once
	installPath string
	spawnPath   string
	installErr  error
)

// spawnSource is a small program that runs one command and prints its wall
// time (ns) and peak resident memory (kB). The benchmark runs rithmo through
// it because a child's ru_maxrss includes the memory of the process that
// forked it (Go forks with CLONE_VM, and the kernel keeps the larger of the
// two at exec): through this small parent it is rithmo's own.
const spawnSource = `package main

import (
	"fmt"
	"os"
	"os/exec"
	"syscall"
	"time"
)

func main() {
	cmd := exec.Command(os.Args[1], os.Args[2:]...)
	cmd.Stderr = os.Stderr
	start := time.Now()
	if err := cmd.Run(); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	took := time.Since(start)
	fmt.Println(took.Nanoseconds(), cmd.ProcessState.SysUsage().(*syscall.Rusage).Maxrss)
}
`

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
		src := filepath.Join(dir, "spawn.go")
		if installErr = os.WriteFile(src, []byte(spawnSource), 0o644); installErr != nil {
			return
		}
		spawnPath = filepath.Join(dir, "spawn")
		cmd = exec.Command("go", "build", "-o", spawnPath, src)
		cmd.Dir = dir
		cmd.Env = append(os.Environ(), "CGO_ENABLED=0", "GO111MODULE=off")
		if out, err := cmd.CombinedOutput(); err != nil {
			installErr = fmt.Errorf("go build spawn: %w\n%s", err, out)
		}
	})
	if installErr != nil {
		tb.Fatal(installErr)
	}
	return installPath
}

// benchEnv is the environment every run gets: its own progress database,
// a fixed seed and style, no inherited debug settings.
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
			run := func(extra ...string) (time.Duration, int64, string) {
				cmd := exec.Command(spawnPath, append([]string{bin}, bc.args...)...)
				cmd.Env = append(env, extra...)
				var stderr bytes.Buffer
				cmd.Stderr = &stderr
				out, err := cmd.Output()
				if err != nil {
					b.Fatalf("rithmo %v: %v\n%s", bc.args, err, stderr.String())
				}
				var ns, kb int64
				if _, err := fmt.Sscan(string(out), &ns, &kb); err != nil {
					b.Fatalf("spawn printed %q: %v", out, err)
				}
				return time.Duration(ns), kb, stderr.String()
			}
			var walls []time.Duration
			var rss int64
			b.ResetTimer()
			for range b.N {
				took, maxrss, _ := run()
				walls = append(walls, took)
				rss = max(rss, maxrss)
			}
			b.StopTimer()
			var inits, initBytes []float64
			for range min(b.N, 5) {
				_, _, trace := run("GODEBUG=inittrace=1")
				ms, bytes := initTotals(trace)
				inits, initBytes = append(inits, ms), append(initBytes, bytes)
			}
			b.ReportMetric(ms(median(walls)), "ms/run")
			b.ReportMetric(float64(rss)/1024, "MiB-rss")
			b.ReportMetric(medianFloat(inits), "ms-init")
			b.ReportMetric(medianFloat(initBytes)/1000, "kB-init")
		})
	}
}

// BenchmarkFirstFrame starts a full-screen program on an 80×24 terminal and
// waits for its first frame: the home screen, and the lesson reader opened
// on a lesson page.
func BenchmarkFirstFrame(b *testing.B) {
	for _, bc := range []struct {
		name string
		args []string
		seen string // text of the first frame
	}{
		{"home", nil, "Quit"},
		{"lesson-page", []string{"lessons", "10"}, "Lesson 10"},
	} {
		b.Run(bc.name, func(b *testing.B) {
			bin := installed(b)
			env := benchEnv(b, "RITHMO_STYLE=dark")
			var frames, cpus []time.Duration
			var hwm int64
			b.ResetTimer()
			for range b.N {
				took, cpu, kb := firstFrame(b, bin, env, bc.args, bc.seen)
				frames, cpus = append(frames, took), append(cpus, cpu)
				hwm = max(hwm, kb)
			}
			b.ReportMetric(ms(median(frames)), "ms/frame")
			b.ReportMetric(ms(median(cpus)), "cpu-ms/frame")
			b.ReportMetric(float64(hwm)/1024, "MiB-rss")
		})
	}
}

// firstFrame runs rithmo on a fresh 80×24 pseudo-terminal until seen
// appears on it, and returns how long that took, the CPU time the program
// had used by then, and its VmHWM then (kB). It leaves the program with
// Ctrl-C.
func firstFrame(b *testing.B, bin string, env, args []string, seen string) (time.Duration, time.Duration, int64) {
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
		reported := false
		for {
			n, err := ptmx.Read(buf)
			out = append(out, buf[:n]...)
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
	kb, cpu := vmHWM(cmd.Process.Pid), cpuTime(cmd.Process.Pid)
	ptmx.Write([]byte{3}) // Ctrl-C
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case <-done:
	case <-time.After(5 * time.Second):
		cmd.Process.Kill()
		<-done
	}
	return took, cpu, kb
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

// vmHWM is a running process's peak resident memory in kB (0 if unknown).
func vmHWM(pid int) int64 {
	f, err := os.Open(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		return 0
	}
	defer f.Close()
	s := bufio.NewScanner(f)
	for s.Scan() {
		if rest, ok := strings.CutPrefix(s.Text(), "VmHWM:"); ok {
			kb, _ := strconv.ParseInt(strings.TrimSuffix(strings.TrimSpace(rest), " kB"), 10, 64)
			return kb
		}
	}
	return 0
}

// initTotals sums the clock time (ms) and bytes of GODEBUG=inittrace=1
// lines: "init pkg @0.1 ms, 0.05 ms clock, 1024 bytes, 3 allocs".
func initTotals(trace string) (ms, bytes float64) {
	for _, line := range strings.Split(trace, "\n") {
		f := strings.Fields(line)
		if len(f) < 11 || f[0] != "init" || f[6] != "clock," || f[8] != "bytes," {
			continue
		}
		clock, err1 := strconv.ParseFloat(f[4], 64)
		n, err2 := strconv.ParseFloat(f[7], 64)
		if err := errors.Join(err1, err2); err == nil {
			ms += clock
			bytes += n
		}
	}
	return ms, bytes
}

func TestInitTotals(t *testing.T) {
	ms, bytes := initTotals("init runtime @0.02 ms, 0.11 ms clock, 0 bytes, 0 allocs\n" +
		"some output\ninit github.com/x/y @1.2 ms, 0.5 ms clock, 2048 bytes, 3 allocs\n")
	assert.InDelta(t, 0.61, ms, 1e-9)
	assert.Equal(t, 2048.0, bytes)
}

func median(d []time.Duration) time.Duration {
	s := slices.Clone(d)
	slices.Sort(s)
	return s[len(s)/2]
}

func medianFloat(f []float64) float64 {
	if len(f) == 0 {
		return 0
	}
	s := slices.Clone(f)
	slices.Sort(s)
	return s[len(s)/2]
}

func ms(d time.Duration) float64 { return float64(d) / float64(time.Millisecond) }
