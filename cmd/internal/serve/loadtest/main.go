// Command loadtest measures `rithmo serve` under a class's load, on
// loopback only: for each N it starts the server as its own process, opens
// N concurrent SSH sessions with terminals (golang.org/x/crypto/ssh
// clients), each of which logs in, opens the class's assignment and plays
// its puzzle by keys, and reports the time to connect, the time from a key
// press to the next frame (p50, p99), and the server's memory per session
// (its resident set with the N sessions at the home screen, less the
// server's alone, over N). Then every session answers the puzzle's
// question within the same second, as a class does when the teacher says
// "now": it reports the time from the answer's Enter to the frame with its
// verdict (the answer is committed to the class file before the verdict
// is shown, so this is the time to record it), and checks that the class
// file holds every answer whose verdict was shown.
//
//	go run ./cmd/internal/serve/loadtest -n 1,50,200
//	go run ./cmd/internal/serve/loadtest -n 200 -think 0    # every key at once: saturation
//	go run ./cmd/internal/serve/loadtest -n 0 -silent 300   # strangers: 300 silent connections held
//
// With -silent S it first measures the server against strangers: S TCP
// connections opened and held without a byte sent (as many as the server
// keeps), while a registered student logs in five times; it reports each
// time from dialling to the home screen, and how many of the S the server
// kept open.
//
// Students pause between keys (-think, 500 ms on average: brisk; a class
// thinking about puzzles presses fewer), each pause drawn at random so
// that the sessions do not press in step.
//
// It is a program, not a test: the numbers depend on the machine.
package main

import (
	"bufio"
	"bytes"
	"context"
	"crypto/ed25519"
	"crypto/rand"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	mrand "math/rand/v2"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/charmbracelet/x/ansi"
	gossh "golang.org/x/crypto/ssh"
)

func main() {
	counts := flag.String("n", "1,50,200", "session counts to measure, comma-separated (at most 500); 0 measures none")
	silent := flag.Int("silent", 0, "silent connections to hold while a registered student logs in (at most 1000)")
	bin := flag.String("bin", "", "the rithmo binary (default: built from this module)")
	keys := flag.Int("keys", 20, "menu key presses per session before the puzzle")
	think := flag.Duration("think", 500*time.Millisecond, "a student's mean pause between keys (uniform from 0 to twice it); 0 presses the next key as soon as the frame is drawn")
	flag.Parse()
	if *think < 0 || *think > 10*time.Second {
		fmt.Fprintln(os.Stderr, "loadtest: -think: want 0 to 10s")
		os.Exit(2)
	}
	if *silent < 0 || *silent > 1000 {
		fmt.Fprintln(os.Stderr, "loadtest: -silent: want 0 to 1000")
		os.Exit(2)
	}
	thinkTime = *think
	if err := run(*counts, *bin, *keys, *silent); err != nil {
		fmt.Fprintln(os.Stderr, "loadtest:", err)
		os.Exit(1)
	}
}

// thinkTime is the students' mean pause between keys (-think).
var thinkTime time.Duration

func run(counts, bin string, keys, silent int) error {
	var ns []int
	for _, f := range strings.Split(counts, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(f))
		if err != nil || n < 0 || n > 500 {
			return fmt.Errorf("-n %q: want counts from 1 to 500, or 0", counts)
		}
		if n > 0 {
			ns = append(ns, n)
		}
	}
	dir, err := os.MkdirTemp("", "rithmo-load")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	if bin == "" {
		bin = filepath.Join(dir, "rithmo")
		out, err := exec.Command("go", "build", "-o", bin, "github.com/rithmo/rithmo/cmd/rithmo").CombinedOutput()
		if err != nil {
			return fmt.Errorf("go build: %v\n%s", err, out)
		}
	}
	if silent > 0 {
		if err := strangers(bin, filepath.Join(dir, "strangers"), silent); err != nil {
			return fmt.Errorf("-silent %d: %w", silent, err)
		}
	}
	if len(ns) == 0 {
		return nil
	}
	fmt.Printf("think time %v between keys\n", thinkTime)
	fmt.Printf("%-5s %-12s %-12s %-10s %-10s %-7s %-11s %-11s %-17s %-11s %-12s %-9s %s\n", "N", "connect p50", "connect p99", "key p50", "key p99", "keys",
		"answer p50", "answer p99", "answers recorded", "MB/session", "server CPU", "idle CPU", "errors")
	for _, n := range ns {
		r, err := measure(bin, filepath.Join(dir, strconv.Itoa(n)), n, keys)
		if err != nil {
			return fmt.Errorf("with %d sessions: %w", n, err)
		}
		fmt.Printf("%-5d %-12s %-12s %-10s %-10s %-7d %-11s %-11s %-17s %-11.2f %-12s %-9s %d\n", n, ms(pct(r.connect, 50)), ms(pct(r.connect, 99)),
			ms(pct(r.keys, 50)), ms(pct(r.keys, 99)), len(r.keys),
			ms(pct(r.answers, 50)), ms(pct(r.answers, 99)), fmt.Sprintf("%d of %d", r.recorded, len(r.answers)), r.mbPerSession,
			fmt.Sprintf("%.1fs/%.1fs", r.serverCPU.Seconds(), r.wall.Seconds()), fmt.Sprintf("%.0f%%", r.idleCPU), r.errors)
		fmt.Printf("      keys p50/p99: menu %s/%s, opening the assignment %s/%s, in the puzzle %s/%s\n",
			ms(pct(r.byKind["menu"], 50)), ms(pct(r.byKind["menu"], 99)), ms(pct(r.byKind["open"], 50)), ms(pct(r.byKind["open"], 99)),
			ms(pct(r.byKind["puzzle"], 50)), ms(pct(r.byKind["puzzle"], 99)))
		for _, m := range r.missing {
			fmt.Printf("      answer not in the class file: %s\n", m)
		}
		for i, e := range r.firstErrors {
			fmt.Printf("      error %d: %v\n", i+1, e)
		}
	}
	return nil
}

type result struct {
	connect, keys []time.Duration
	// byKind holds the keys' times by what they do: the menu's arrows,
	// opening the assignment (its puzzle's board and first question
	// drawn), the puzzle's keys (arrows, choosing a man).
	byKind       map[string][]time.Duration
	answers      []time.Duration // from an answer's Enter to its verdict, one per verdict shown
	recorded     int             // answers the class file holds
	answeredBy   []string        // the students whose verdict was shown
	said         []string        // the verdict each was shown
	missing      []string        // those of them the class file has no answer of, and the server's warnings
	mbPerSession float64
	serverCPU    time.Duration // the server's CPU time while the keys were pressed
	wall         time.Duration // the time the keys took, all sessions at once
	idleCPU      float64       // the server's CPU, % of one core, with every session idle
	errors       int
	firstErrors  []error
}

func ms(d time.Duration) string { return fmt.Sprintf("%.1fms", float64(d.Microseconds())/1000) }

func pct(ds []time.Duration, p int) time.Duration {
	if len(ds) == 0 {
		return 0
	}
	s := slices.Clone(ds)
	slices.Sort(s)
	return s[min(len(s)-1, (len(s)*p+99)/100-1)]
}

// startServer starts `rithmo serve` on a loopback port with a class of one
// assignment, and returns its address and a function that stops it.
func startServer(ctx context.Context, bin, dir string, maxSessions int) (*exec.Cmd, string, func(), error) {
	return startServerLogging(ctx, bin, dir, maxSessions, &bytes.Buffer{})
}

// startServerLogging is startServer with the server's log written to logs.
func startServerLogging(ctx context.Context, bin, dir string, maxSessions int, logs *bytes.Buffer) (*exec.Cmd, string, func(), error) {
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return nil, "", nil, err
	}
	class := filepath.Join(dir, "class.db")
	srv := exec.CommandContext(ctx, bin, "serve", "--listen", "127.0.0.1:0", "--class", class,
		"--max-sessions", strconv.Itoa(maxSessions), "--max-per-key", "1")
	stdout, err := srv.StdoutPipe()
	if err != nil {
		return nil, "", nil, err
	}
	srv.Stderr = logs
	if err := srv.Start(); err != nil {
		return nil, "", nil, err
	}
	stop := func() {
		srv.Process.Signal(os.Interrupt)
		srv.Wait()
	}
	line, err := bufio.NewReader(stdout).ReadString('\n')
	if err != nil {
		stop()
		return nil, "", nil, fmt.Errorf("server: %v\n%s", err, logs.String())
	}
	m := regexp.MustCompile(`listening on (\S+) `).FindStringSubmatch(line)
	if m == nil {
		stop()
		return nil, "", nil, fmt.Errorf("server said %q", line)
	}
	if out, err := exec.Command(bin, "class", "assign", "load", "--class", class, "--ids", "f1-addition-3", "--seed", "7").CombinedOutput(); err != nil {
		stop()
		return nil, "", nil, fmt.Errorf("class assign: %v\n%s", err, out)
	}
	time.Sleep(200 * time.Millisecond)
	return srv, m[1], stop, nil
}

// strangers holds silent connections open while a registered student logs
// in, and prints what it saw.
func strangers(bin, dir string, silent int) error {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	_, addr, stop, err := startServer(ctx, bin, dir, 10)
	if err != nil {
		return err
	}
	defer stop()
	_, priv, err := ed25519.GenerateKey(rand.Reader)
	if err != nil {
		return err
	}
	signer, err := gossh.NewSignerFromKey(priv)
	if err != nil {
		return err
	}
	if _, err := login(addr, signer, "Registered Student"); err != nil {
		return fmt.Errorf("registering: %w", err)
	}
	var held []net.Conn
	var closed atomic.Int32
	for range silent {
		c, err := net.DialTimeout("tcp", addr, 5*time.Second)
		if err != nil {
			return fmt.Errorf("silent connection %d: %w", len(held)+1, err)
		}
		held = append(held, c)
		go func() {
			io.Copy(io.Discard, c) // returns when the server closes it
			closed.Add(1)
		}()
	}
	defer func() {
		for _, c := range held {
			c.Close()
		}
	}()
	time.Sleep(time.Second) // the server has seen them all
	var times []time.Duration
	for range 5 {
		d, err := login(addr, signer, "")
		if err != nil {
			return fmt.Errorf("a registered student with %d silent connections held: %w", silent, err)
		}
		times = append(times, d)
	}
	fmt.Printf("%d silent connections opened and held; the server keeps %d open (the rest closed to make room)\n", silent, silent-int(closed.Load()))
	fmt.Printf("registered student, dial to home screen, 5 logins meanwhile: %s (max %s)\n",
		strings.Join(func() []string {
			var ss []string
			for _, t := range times {
				ss = append(ss, ms(t))
			}
			return ss
		}(), ", "), ms(slices.Max(times)))
	return nil
}

// login connects with key and waits for the home screen, giving name if
// the server asks for one; it returns the time from dialling to the home
// screen.
func login(addr string, key gossh.Signer, name string) (time.Duration, error) {
	start := time.Now()
	c, err := gossh.Dial("tcp", addr, &gossh.ClientConfig{User: "load", Auth: []gossh.AuthMethod{gossh.PublicKeys(key)},
		HostKeyCallback: gossh.InsecureIgnoreHostKey(), Timeout: 30 * time.Second})
	if err != nil {
		return 0, err
	}
	defer c.Close()
	sess, err := c.NewSession()
	if err != nil {
		return 0, err
	}
	defer sess.Close()
	scr := &screen{change: make(chan struct{}, 1)}
	sess.Stdout = scr
	in, err := sess.StdinPipe()
	if err != nil {
		return 0, err
	}
	if err := sess.RequestPty("xterm-256color", 40, 120, gossh.TerminalModes{}); err != nil {
		return 0, err
	}
	if err := sess.Shell(); err != nil {
		return 0, err
	}
	if name != "" {
		if err := scr.waitFor("Your name", 30*time.Second); err != nil {
			return 0, err
		}
		fmt.Fprintf(in, "%s\r", name)
	}
	if err := scr.waitFor("Assignment load", 30*time.Second); err != nil {
		return 0, err
	}
	d := time.Since(start)
	in.Write([]byte("q"))
	return d, nil
}

func measure(bin, dir string, n, keys int) (*result, error) {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute)
	defer cancel()
	var logs bytes.Buffer
	srv, addr, stop, err := startServerLogging(ctx, bin, dir, n+5, &logs)
	if err != nil {
		return nil, err
	}
	defer stop()
	class := filepath.Join(dir, "class.db")
	base, err := rss(srv.Process.Pid)
	if err != nil {
		return nil, err
	}

	r := &result{byKind: map[string][]time.Duration{}}
	var mu sync.Mutex
	atHome, ready := sync.WaitGroup{}, sync.WaitGroup{}
	atHome.Add(n)
	ready.Add(n)
	measured, answer := make(chan struct{}), make(chan struct{})
	go func() {
		ready.Wait()
		close(answer)
	}()
	var all sync.WaitGroup
	for i := 0; i < n; i++ {
		all.Add(1)
		go func(i int) {
			defer all.Done()
			home, set := sync.OnceFunc(atHome.Done), sync.OnceFunc(ready.Done)
			defer home()
			defer set()
			c, lat, ans, said, err := student(ctx, addr, i, keys, home, measured, set, answer)
			mu.Lock()
			defer mu.Unlock()
			if c > 0 {
				r.connect = append(r.connect, c)
			}
			r.keys = append(r.keys, lat...)
			for k, d := range lat {
				kind := "menu"
				switch {
				case k == keys:
					kind = "open"
				case k > keys:
					kind = "puzzle"
				}
				r.byKind[kind] = append(r.byKind[kind], d)
			}
			if ans > 0 {
				r.answers = append(r.answers, ans)
				r.answeredBy = append(r.answeredBy, fmt.Sprintf("Student %d", i))
				r.said = append(r.said, said)
			}
			if err != nil {
				r.errors++
				if len(r.firstErrors) < 3 {
					r.firstErrors = append(r.firstErrors, fmt.Errorf("student %d: %w", i, err))
				}
			}
		}(i)
	}
	atHome.Wait()
	idle0, err := cpuTime(srv.Process.Pid)
	if err != nil {
		return nil, err
	}
	time.Sleep(2 * time.Second) // everyone at the home screen, no key pressed
	idle1, err := cpuTime(srv.Process.Pid)
	if err != nil {
		return nil, err
	}
	r.idleCPU = float64(idle1-idle0) / float64(2*time.Second) * 100
	full, err := rss(srv.Process.Pid)
	if err != nil {
		return nil, err
	}
	r.mbPerSession = float64(full-base) / float64(n) / (1 << 20)
	cpu0, err := cpuTime(srv.Process.Pid)
	if err != nil {
		return nil, err
	}
	t0 := time.Now()
	close(measured)
	all.Wait()
	r.wall = time.Since(t0)
	cpu1, err := cpuTime(srv.Process.Pid)
	if err != nil {
		return nil, err
	}
	r.serverCPU = cpu1 - cpu0
	names, err := recorded(bin, class)
	if err != nil {
		return nil, err
	}
	r.recorded = len(names)
	for i, who := range r.answeredBy {
		if !slices.Contains(names, who) {
			r.missing = append(r.missing, fmt.Sprintf("%s, who was told %q", who, r.said[i]))
		}
	}
	if len(r.missing) > 0 {
		stop()
		for _, l := range strings.Split(logs.String(), "\n") {
			if strings.Contains(l, "level=WARN") || strings.Contains(l, "level=ERROR") {
				r.missing = append(r.missing, "server: "+l)
			}
		}
	}
	return r, nil
}

// recorded is the name of the student of each answer the class file
// holds, as the teacher's report reads them.
func recorded(bin, class string) ([]string, error) {
	out, err := exec.Command(bin, "class", "report", "--class", class, "--json").Output()
	if err != nil {
		return nil, fmt.Errorf("class report: %w", err)
	}
	var report struct {
		Students []struct{ Key, Name string }
		Attempts []struct{ Student string }
	}
	if err := json.Unmarshal(out, &report); err != nil {
		return nil, fmt.Errorf("class report: %w", err)
	}
	name := map[string]string{}
	for _, s := range report.Students {
		name[s.Key] = s.Name
	}
	var names []string
	for _, a := range report.Attempts {
		names = append(names, name[a.Student])
	}
	return names, nil
}

// rss is a process's resident set in bytes (Linux).
func rss(pid int) (int64, error) {
	data, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		return 0, err
	}
	for _, l := range strings.Split(string(data), "\n") {
		if f := strings.Fields(l); len(f) >= 2 && f[0] == "VmRSS:" {
			kb, err := strconv.ParseInt(f[1], 10, 64)
			return kb << 10, err
		}
	}
	return 0, errors.New("no VmRSS in /proc status")
}

// cpuTime is a process's user and system CPU time (Linux; clock ticks of
// 1/100 s, as the kernel reports them to every process on x86 and arm).
func cpuTime(pid int) (time.Duration, error) {
	data, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return 0, err
	}
	// The command name may hold spaces: fields count from after its ')'.
	i := bytes.LastIndexByte(data, ')')
	f := strings.Fields(string(data[i+1:]))
	if len(f) < 13 {
		return 0, errors.New("short /proc stat")
	}
	utime, err1 := strconv.ParseInt(f[11], 10, 64)
	stime, err2 := strconv.ParseInt(f[12], 10, 64)
	if err1 != nil || err2 != nil {
		return 0, errors.New("unreadable /proc stat")
	}
	return time.Duration(utime+stime) * 10 * time.Millisecond, nil
}

// screen collects what the server sends a session.
type screen struct {
	mu     sync.Mutex
	buf    bytes.Buffer
	n      int
	change chan struct{}
}

func (s *screen) Write(p []byte) (int, error) {
	s.mu.Lock()
	s.buf.Write(p)
	s.n += len(p)
	s.mu.Unlock()
	select {
	case s.change <- struct{}{}:
	default:
	}
	return len(p), nil
}

func (s *screen) size() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.n
}

func (s *screen) contains(text any) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	if re, ok := text.(*regexp.Regexp); ok {
		return re.Match(s.buf.Bytes())
	}
	return bytes.Contains(s.buf.Bytes(), []byte(text.(string)))
}

// verdict is what the player says of an answer, right or wrong.
var verdict = regexp.MustCompile(`Right\. |Wrong\. `)

// waitFor waits until the screen holds text, a string or a *regexp.Regexp.
func (s *screen) waitFor(text any, d time.Duration) error {
	deadline := time.After(d)
	for !s.contains(text) {
		select {
		case <-s.change:
		case <-deadline:
			return fmt.Errorf("no %q on the screen after %v", text, d)
		}
	}
	return nil
}

// waitSince waits until what came after the first from bytes matches re
// and returns it, escape codes taken out.
func (s *screen) waitSince(from int, re *regexp.Regexp, d time.Duration) (string, error) {
	deadline := time.After(d)
	for {
		s.mu.Lock()
		text := ansi.Strip(string(s.buf.Bytes()[from:]))
		s.mu.Unlock()
		if re.MatchString(text) {
			return text, nil
		}
		select {
		case <-s.change:
		case <-deadline:
			return text, fmt.Errorf("no %q on the screen after %v: %q", re, d, strings.Join(strings.Fields(text), " "))
		}
	}
}

// frameWait is how long a key may go without a frame before it counts as
// lost.
const frameWait = 15 * time.Second

// press sends key and returns the time until the next output (the frame
// it causes), then waits for the frame to end (20 ms quiet).
func (s *screen) press(in interface{ Write([]byte) (int, error) }, key string) (time.Duration, error) {
	before := s.size()
	start := time.Now()
	if _, err := in.Write([]byte(key)); err != nil {
		return 0, err
	}
	deadline := time.After(frameWait)
	for s.size() == before {
		select {
		case <-s.change:
		case <-deadline:
			return 0, fmt.Errorf("no frame within %v of key %q", frameWait, key)
		}
	}
	lat := time.Since(start)
	for {
		select {
		case <-s.change:
		case <-time.After(20 * time.Millisecond):
			return lat, nil
		}
	}
}

// student is one session: connect, give a name, reach the home screen,
// move in the menu, open the assignment, choose the puzzle's man and move;
// then, once every session is set (set, answer), answer within a second.
// It returns the time to connect, each key's time to its frame and the
// answer's time to its verdict.
func student(ctx context.Context, addr string, i, keys int, home func(), measured <-chan struct{}, set func(), answer <-chan struct{}) (time.Duration, []time.Duration, time.Duration, string, error) {
	_, priv, err := ed25519.GenerateKey(rand.Reader)
	if err != nil {
		return 0, nil, 0, "", err
	}
	signer, err := gossh.NewSignerFromKey(priv)
	if err != nil {
		return 0, nil, 0, "", err
	}
	start := time.Now()
	c, err := gossh.Dial("tcp", addr, &gossh.ClientConfig{User: "load", Auth: []gossh.AuthMethod{gossh.PublicKeys(signer)},
		HostKeyCallback: gossh.InsecureIgnoreHostKey(), Timeout: 30 * time.Second})
	if err != nil {
		return 0, nil, 0, "", err
	}
	defer c.Close()
	sess, err := c.NewSession()
	if err != nil {
		return 0, nil, 0, "", err
	}
	defer sess.Close()
	scr := &screen{change: make(chan struct{}, 1)}
	sess.Stdout = scr
	in, err := sess.StdinPipe()
	if err != nil {
		return 0, nil, 0, "", err
	}
	if err := sess.RequestPty("xterm-256color", 40, 120, gossh.TerminalModes{}); err != nil {
		return 0, nil, 0, "", err
	}
	if err := sess.Shell(); err != nil {
		return 0, nil, 0, "", err
	}
	if err := scr.waitFor("Your name", 30*time.Second); err != nil {
		return 0, nil, 0, "", err
	}
	connect := time.Since(start)
	fmt.Fprintf(in, "Student %d\r", i)
	if err := scr.waitFor("Assignment load", 30*time.Second); err != nil {
		return connect, nil, 0, "", err
	}
	home()
	select {
	case <-measured:
	case <-ctx.Done():
		return connect, nil, 0, "", ctx.Err()
	}
	var lat []time.Duration
	script := make([]string, 0, keys+8)
	for k := 0; k < keys/2; k++ {
		script = append(script, "\x1b[B", "\x1b[A") // down, up
	}
	// Open the assignment; its puzzle: the third man (d9 R16), then
	// the next of the moves offered (each key redraws the screen).
	script = append(script, "\r", "\x1b[B", "\x1b[B", "\r", "\x1b[B")
	for k, key := range script {
		if thinkTime > 0 {
			time.Sleep(mrand.N(2 * thinkTime))
		}
		d, err := scr.press(in, key)
		if err != nil {
			scr.mu.Lock()
			tail := scr.buf.Bytes()[max(0, scr.buf.Len()-120):]
			scr.mu.Unlock()
			return connect, lat, 0, "", fmt.Errorf("key %d of %d: %w (the screen ends %q)", k+1, len(script), err, tail)
		}
		lat = append(lat, d)
	}
	set()
	select {
	case <-answer:
	case <-ctx.Done():
		return connect, lat, 0, "", ctx.Err()
	}
	time.Sleep(mrand.N(time.Second))
	// huh completes a form through a command of its own after the Enter,
	// so the first frame may only redraw the field: the time is the
	// verdict's.
	from := scr.size()
	pressed := time.Now()
	if _, err := in.Write([]byte("\r")); err != nil {
		return connect, lat, 0, "", err
	}
	if _, err := scr.waitSince(from, verdict, frameWait); err != nil {
		return connect, lat, 0, "", fmt.Errorf("the answer: %w", err)
	}
	ans := time.Since(pressed)
	time.Sleep(20 * time.Millisecond) // the rest of the frame
	text, _ := scr.waitSince(from, verdict, 0)
	if strings.Contains(text, "could not be saved") {
		return connect, lat, 0, "", errors.New("the answer could not be saved")
	}
	words := strings.Fields(text[verdict.FindStringIndex(text)[0]:])
	said := strings.Join(words[:min(len(words), 6)], " ")
	in.Write([]byte("\x1b"))
	time.Sleep(50 * time.Millisecond)
	in.Write([]byte("q"))
	return connect, lat, ans, said, nil
}
