package cli

import (
	"crypto/ed25519"
	"crypto/rand"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	gossh "golang.org/x/crypto/ssh"

	"github.com/rithmo/rithmo/cmd/internal/gamefiles"
	"github.com/rithmo/rithmo/cmd/internal/progress"
	"github.com/rithmo/rithmo/cmd/internal/serve"
	"github.com/rithmo/rithmo/lessons"
	"github.com/rithmo/rithmo/rules/game"
)

// classClock is the class server's clock in these tests: a fixed day before
// the assignment's due date, so that no test ages.
func classClock() time.Time { return time.Date(2026, 11, 20, 12, 0, 0, 0, time.UTC) }

// startClass serves a new class file on loopback, with one assignment of
// two curated puzzles; it returns the address and the class file.
func startClass(t *testing.T) (string, string) {
	t.Helper()
	return startClassWith(t, classClock, "f1-addition-3,f1-addition-1")
}

// startClassWith is startClass on the clock now, with the puzzles ids
// assigned.
func startClassWith(t *testing.T, now func() time.Time, ids string) (string, string) {
	t.Helper()
	dir := t.TempDir()
	classPath := filepath.Join(dir, "class.db")
	class, err := progress.Open(classPath)
	require.NoError(t, err)
	t.Cleanup(func() { class.Close() })
	code, _, stderr := execRithmo(t, "", nil, "class", "assign", "week1", "--class", classPath, "--ids", ids, "--seed", "7", "--due", "2026-12-01")
	require.Equal(t, 0, code, stderr)

	all, err := lessons.Load(lessonFiles())
	require.NoError(t, err)
	c := &classroom{env: &Env{Getenv: func(string) string { return "" }}, class: class, classPath: classPath, lessons: all, shapes: lessonShapes(),
		now: now, log: slog.New(slog.NewTextHandler(io.Discard, nil))}
	key, err := serve.HostKey(filepath.Join(dir, "host_key"))
	require.NoError(t, err)
	// A client that does not answer for a second is taken as gone: the
	// tests' clients answer in microseconds.
	srv, err := serve.New(serve.Config{HostKey: key, Session: c.session, KeepAlive: time.Second})
	require.NoError(t, err)
	l, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	go srv.Serve(l)
	t.Cleanup(func() { srv.Close() })
	return l.Addr().String(), classPath
}

// student is one ssh session driven line by line, as a person would:
// read the prompt, then answer.
type student struct {
	t    *testing.T
	in   io.WriteCloser
	out  syncBuffer // the ssh client writes it from its own goroutine
	seen int        // output already matched
	sess *gossh.Session
}

// output is everything the session has written so far.
func (s *student) output() string { return s.out.String() }

func newSigner(t *testing.T) gossh.Signer {
	t.Helper()
	_, priv, err := ed25519.GenerateKey(rand.Reader)
	require.NoError(t, err)
	signer, err := gossh.NewSignerFromKey(priv)
	require.NoError(t, err)
	return signer
}

// dial connects to the class server under signer's key; the connection
// closes when the test ends.
func dial(t *testing.T, addr string, signer gossh.Signer) *gossh.Client {
	t.Helper()
	c, err := gossh.Dial("tcp", addr, &gossh.ClientConfig{User: "x", Auth: []gossh.AuthMethod{gossh.PublicKeys(signer)},
		HostKeyCallback: gossh.InsecureIgnoreHostKey(), Timeout: 5 * time.Second})
	require.NoError(t, err)
	t.Cleanup(func() { c.Close() })
	return c
}

// newStudent opens a session on c whose input the test writes and whose
// output it reads; the caller starts a command or a shell on s.sess.
func newStudent(t *testing.T, c *gossh.Client) *student {
	t.Helper()
	sess, err := c.NewSession()
	require.NoError(t, err)
	s := &student{t: t, sess: sess}
	s.in, err = sess.StdinPipe()
	require.NoError(t, err)
	sess.Stdout, sess.Stderr = &s.out, &s.out
	return s
}

// connectStudent runs command in a session of its own connection, without
// a terminal.
func connectStudent(t *testing.T, addr string, signer gossh.Signer, command string) *student {
	t.Helper()
	s := newStudent(t, dial(t, addr, signer))
	require.NoError(t, s.sess.Start(command))
	return s
}

// expect waits for pattern in the output not matched yet and returns its
// submatches.
func (s *student) expect(pattern string) []string {
	s.t.Helper()
	re := regexp.MustCompile(pattern)
	deadline := time.Now().Add(20 * time.Second)
	for {
		text := s.out.String()[s.seen:]
		if loc := re.FindStringSubmatchIndex(text); loc != nil {
			m := re.FindStringSubmatch(text)
			s.seen += loc[1]
			return m
		}
		if time.Now().After(deadline) {
			s.t.Fatalf("waited for %q; the output since the last match:\n%s", pattern, text)
		}
		time.Sleep(5 * time.Millisecond)
	}
}

func (s *student) send(line string) {
	s.t.Helper()
	_, err := io.WriteString(s.in, line+"\n")
	require.NoError(s.t, err)
}

// choose answers a numbered prompt with the option whose text matches.
func (s *student) choose(option string) {
	s.t.Helper()
	s.send(s.expect(`(?m)^(\d+)\. ` + option)[1])
}

// Two students with different keys share the server: each names
// themselves once, gets the assignment first with the same puzzles, sees
// only their own progress, and the teacher's report shows both.
func TestClassOverSSH(t *testing.T) {
	addr, classPath := startClass(t)

	annKey := newSigner(t)
	ann := connectStudent(t, addr, annKey, "accessible")
	ann.expect("Your name, as your teacher should see it: ")
	ann.send("Ann")
	ann.expect("Hello, Ann.")
	first := ann.expect(`(?m)^1\. (.*)$`)
	assert.Equal(t, "Assignment week1: 0 of 2 puzzles done, due 2026-12-01", first[1], "the assignment comes first")
	ann.send("1")
	ann.expect("Puzzle 1 of 2|take as much value as you can")
	ann.choose(`g5 S45`)
	ann.expect(`Wrong\. The S45 on g5 takes nothing this turn, whatever it does; the most you can take is 61\.`)
	ann.choose("Show the answer")
	ann.choose("Finish")
	ann.choose("Progress:")
	annPuzzles := ann.expect(`(?m)^Puzzles +(.*)$`)[1]
	assert.NotContains(t, annPuzzles, "none tried")

	bob := connectStudent(t, addr, newSigner(t), "accessible")
	bob.expect("Your name")
	bob.send("Bob")
	bob.choose("Progress:")
	assert.Equal(t, "none tried yet", bob.expect(`(?m)^Puzzles +(.*)$`)[1], "Bob does not see Ann's answer")
	bob.choose("Assignment week1: 0 of 2")
	bob.expect("take as much value as you can")
	// The same puzzle, the same men: the position is the class's.
	bob.expect(`(?m)^1\. g5 S45$`)
	bob.choose(`c6 R4`)
	bob.expect(`Wrong\.`)
	bob.choose("Show the answer")
	bob.choose("Finish")
	bob.choose("Quit:")
	bob.expect("Goodbye.")
	require.NoError(t, bob.sess.Wait())

	ann.choose("Quit:")
	require.NoError(t, ann.sess.Wait())

	code, report, stderr := execRithmo(t, "", nil, "class", "report", "--class", classPath, "--assignment", "week1")
	require.Equal(t, 0, code, stderr)
	// Each was shown the first puzzle's answer after a wrong first try
	// (the player records the try and the answer shown) and has not
	// started the second.
	assert.Regexp(t, `(?m)^Ann +s\. +0 of 2 +0 +0 +1 +0 +1 `, report)
	assert.Regexp(t, `(?m)^Bob +s\. +0 of 2 +0 +0 +1 +0 +1 `, report)
	assert.Regexp(t, `(?m)^1 +0 +0 +2 +0 +0 +c6 \(1 time\) +One round, two sums$`, report, "a tie: the first in order")
	assert.Regexp(t, `(?m)^2 +0 +0 +0 +0 +2 +- +Two sixes make a twelve$`, report)

	// Ann again: no name asked, her answer still hers, the assignment
	// still open (not solved), with the answer shown marked as the
	// report marks it.
	again := connectStudent(t, addr, annKey, "accessible")
	again.expect("Hello, Ann.")
	assert.Equal(t, "Assignment week1: 0 of 2 puzzles done (1 answer shown), due 2026-12-01", again.expect(`(?m)^1\. (.*)$`)[1])
	again.choose("Quit:")
	require.NoError(t, again.sess.Wait())
	assert.NotContains(t, again.output(), "Your name")
	for _, s := range []*student{ann, bob, again} {
		assert.NotRegexp(t, sgr, s.output(), "plain prompts carry no colour or emphasis")
	}
}

// sgr matches an escape code that colours or emphasises text (bubbletea's
// own codes, which move the cursor and switch screens, are not SGR).
var sgr = regexp.MustCompile(`\x1b\[[0-9;]*m`)

// connectTerminal opens a full-screen session with a terminal of the
// given TERM, 80×24, sending env first.
func connectTerminal(t *testing.T, addr, term string, env map[string]string) *student {
	t.Helper()
	s := newStudent(t, dial(t, addr, newSigner(t)))
	for k, v := range env {
		require.NoError(t, s.sess.Setenv(k, v))
	}
	require.NoError(t, s.sess.RequestPty(term, 24, 80, gossh.TerminalModes{}))
	require.NoError(t, s.sess.Shell())
	return s
}

// Each session draws with its own renderer: a student on a 256-colour
// terminal and one with NO_COLOR on a dumb terminal, connected at once,
// each get their own output, on the home screen and on the puzzle's board,
// whoever connected last.
func TestEachSessionItsOwnColours(t *testing.T) {
	addr, _ := startClass(t)
	colour := connectTerminal(t, addr, "xterm-256color", nil)
	colour.expect("Your name")
	_, err := io.WriteString(colour.in, "Cora\r")
	require.NoError(t, err)
	colour.expect("Assignment week1")

	plain := connectTerminal(t, addr, "dumb", map[string]string{"NO_COLOR": "1"})
	plain.expect("Your name")
	_, err = io.WriteString(plain.in, "Paul\r")
	require.NoError(t, err)
	plain.expect("Assignment week1")

	// Both open the assignment after both connected: the colour student's
	// frame is drawn after the plain student's session began.
	for _, s := range []*student{colour, plain} {
		_, err := io.WriteString(s.in, "\r")
		require.NoError(t, err)
		s.expect("Puzzle 1 of 2")
		s.expect(`g5`)
		time.Sleep(100 * time.Millisecond) // the rest of the frame
	}
	colourOut, plainOut := colour.output(), plain.output()
	assert.Regexp(t, sgr, colourOut, "256 colours: styled")
	assert.Contains(t, colourOut, "38;5;231m", "256 colours: White's men in colour 231 (the dark style's)")
	assert.NotRegexp(t, sgr, plainOut, "NO_COLOR and TERM=dumb: no colour, no emphasis")
	assert.Contains(t, plainOut, "Puzzle 1 of 2")
}

// firstGame names a new student Ann, opens Play and plays one action of
// her first game (fulke1, White first): the opponent answers, and the
// game stands at 2 actions played.
func (s *student) firstGame() {
	s.t.Helper()
	s.expect("Your name")
	s.send("Ann")
	s.choose("Play:")
	s.expect(`Now: fulke1, .*, 0 actions played; you play white\.`)
	s.expect("Your action")
	s.send("list")
	s.send(s.expect(`(?m)^ +(\d+)\. \S+$`)[1])
	s.expect(`White to move, action 3\.`)
	s.expect("Your action")
}

// A game over the class server is the student's own: saved as it is
// played in a folder of theirs beside the class file, resumed when they
// connect again, and not another student's.
func TestGameOverSSHKeptPerStudent(t *testing.T) {
	addr, classPath := startClass(t)
	annKey := newSigner(t)
	ann := connectStudent(t, addr, annKey, "accessible")
	ann.firstGame()
	ann.send("")
	ann.choose("Quit:")
	require.NoError(t, ann.sess.Wait())

	dir := (&classroom{classPath: classPath}).gamesDir(gossh.FingerprintSHA256(annKey.PublicKey()))
	record, err := os.ReadFile(filepath.Join(dir, "current.game"))
	require.NoError(t, err)
	g, err := game.Decode(string(record))
	require.NoError(t, err)
	assert.Equal(t, classClock().Format("2006-01-02"), g.Date, "dated by the server's clock")
	info, err := os.Stat(dir)
	require.NoError(t, err)
	assert.Equal(t, os.FileMode(0o700), info.Mode().Perm(), "a student's games are theirs alone")

	again := connectStudent(t, addr, annKey, "accessible")
	again.choose("Play:")
	again.expect(`Now: fulke1, .*, 2 actions played; you play white\.`)
	again.send("")
	again.choose("Quit:")
	require.NoError(t, again.sess.Wait())

	bob := connectStudent(t, addr, newSigner(t), "accessible")
	bob.expect("Your name")
	bob.send("Bob")
	bob.choose("Play:")
	bob.expect(`Now: fulke1, .*, 0 actions played`)
	bob.send("")
	bob.choose("Quit:")
	require.NoError(t, bob.sess.Wait())
}

// Two sessions under one key at once, both playing: the second finds the
// game open in the first and plays a new one saved separately; both go on
// in turns and neither's moves are written over. The next session resumes
// the game saved last, and once that one is over, the other.
func TestTwoSessionsOneKeyKeepBothGames(t *testing.T) {
	addr, classPath := startClass(t)
	key := newSigner(t)
	dir := (&classroom{classPath: classPath}).gamesDir(gossh.FingerprintSHA256(key.PublicKey()))
	steps := func(file string) int {
		t.Helper()
		text, err := os.ReadFile(filepath.Join(dir, file))
		require.NoError(t, err)
		g, err := game.Decode(string(text))
		require.NoError(t, err)
		return len(g.Steps)
	}
	play := func(s *student, action int) { // the learner's action and the opponent's answer
		t.Helper()
		s.send("list")
		s.send(s.expect(`(?m)^ +(\d+)\. \S+$`)[1])
		s.expect(fmt.Sprintf(`White to move, action %d\.`, action+2))
		s.expect("Your action")
	}

	home := connectStudent(t, addr, key, "accessible")
	home.expect("Your name")
	home.send("Ann")
	home.choose("Play:")
	home.expect(`Now: fulke1, .*, 0 actions played; you play white\.`)
	home.expect("Your action")
	play(home, 1)

	school := connectStudent(t, addr, key, "accessible")
	school.expect("Hello, Ann.")
	school.choose("Play:")
	school.expect(`Your game of \d{4}-\d\d-\d\d \(fulke1, 2 actions played\) is open in another session: this is a new game, saved separately\. ` +
		`Now: fulke1, .*, 0 actions played; you play white\.`)
	school.expect("Your action")
	play(school, 1)
	play(home, 3)
	play(school, 3)
	play(school, 5)
	assert.Equal(t, 4, steps("current.game"), "the first session's game, every action of it")
	assert.Equal(t, 6, steps("current-2.game"), "the second's, in a file of its own")

	for _, s := range []*student{home, school} {
		s.send("")
		s.choose("Quit:")
		require.NoError(t, s.sess.Wait())
	}
	again := connectStudent(t, addr, key, "accessible")
	again.choose("Play:")
	again.expect(`Now: fulke1, .*, 6 actions played; you play white\.`) // saved last
	again.expect("Your action")
	again.send("resign")
	again.expect(`White resigns after 6 actions`)
	again.send("")
	again.choose("Quit:")
	require.NoError(t, again.sess.Wait())
	assert.NoFileExists(t, filepath.Join(dir, "current-2.game"), "over: kept under its date")

	last := connectStudent(t, addr, key, "accessible")
	last.choose("Play:")
	last.expect(`Now: fulke1, .*, 4 actions played; you play white\.`)
	last.send("")
	last.choose("Quit:")
	require.NoError(t, last.sess.Wait())
}

// steppingClock starts on classClock's day and moves one second on at
// each reading, so that every time taken is some whole seconds.
func steppingClock() func() time.Time {
	var (
		mu sync.Mutex
		at = classClock()
	)
	return func() time.Time {
		mu.Lock()
		defer mu.Unlock()
		at = at.Add(time.Second)
		return at
	}
}

// A student's every answer reaches the teacher: a scripted accessible
// session over SSH (a wrong man, a hint, then the answer right; then a
// wrong man and the answer shown) is, in the report, solved on a retry
// with its hint and the time from opening to solving, and an answer
// shown; the student's counter says the same.
func TestEveryAttemptReachesTheReport(t *testing.T) {
	addr, classPath := startClassWith(t, steppingClock(), "f1-addition-1,f1-addition-3")
	cat := connectStudent(t, addr, newSigner(t), "accessible")
	cat.expect("Your name, as your teacher should see it: ")
	cat.send("Cat")
	cat.choose("Assignment week1: 0 of 2 puzzles done")
	cat.expect("take the t12 on f10")
	cat.choose(`g6 S45`)
	cat.expect(`Wrong\. `)
	cat.choose(`Hint: `)
	cat.expect(`Hint \(the relation\): `)
	cat.choose(`d8 R6`)
	cat.expect(`Right\. `)
	cat.choose(`e9`)
	cat.expect(`Right\. `)
	cat.choose(` *f10 t12`)
	cat.expect(`Enter a number`)
	cat.send("0")
	cat.expect(`Right\. `)
	cat.choose(`addition`)
	cat.expect(`Solved on a retry \(1 step wrong first\)`)
	cat.choose(`Next puzzle`)
	cat.expect(`take as much value as you can`)
	cat.choose(`g5 S45`)
	cat.expect(`Wrong\. `)
	cat.choose(`Show the answer`)
	cat.expect(`Seen, not solved: the answer was shown\.`)
	home := cat.expect(`(?m)^1\. (Assignment week1.*)$`)
	assert.Equal(t, "Assignment week1: 1 of 2 puzzles done (1 on a retry, 1 answer shown), due 2026-12-01", home[1],
		"the counter counts the retry as done, each with its mark")
	cat.choose("Quit:")
	require.NoError(t, cat.sess.Wait())

	code, text, stderr := execRithmo(t, "", nil, "class", "report", "--class", classPath, "--student", "Cat")
	require.Equal(t, 0, code, stderr)
	assert.Contains(t, text, ": 1 of 2 items solved: 0 first try, 1 on a retry; 1 answer shown, 0 missed, 0 not started")
	assert.Regexp(t, `(?m)^\S+ \S+ UTC +g6 +wrong +0 +0m0[1-9]s +week1 +Two sixes make a twelve$`, text, "the wrong man, before the hint")
	assert.Regexp(t, `(?m)^\S+ \S+ UTC +d8-e9 takes f10 by addition +right: solved +1 +0m0[1-9]s +week1 +Two sixes make a twelve$`, text,
		"the last part, right, after the hint")
	assert.Regexp(t, `(?m)^\S+ \S+ UTC +- +answer shown +0 +0m0[0-9]s +week1 +One round, two sums$`, text)

	code, out, stderr := execRithmo(t, "", nil, "class", "report", "--class", classPath, "--json")
	require.Equal(t, 0, code, stderr)
	var r classJSON
	require.NoError(t, json.Unmarshal([]byte(out), &r))
	require.Len(t, r.Students, 1)
	outcomes := map[string]string{}
	for _, c := range r.Grid {
		outcomes[c.Item] = c.Outcome
	}
	var (
		retried, shown string
		took           float64 // the retried puzzle's answers, summed: opening to solving
		first, last    time.Time
		parts          []string
	)
	for _, a := range r.Attempts {
		at, err := time.Parse(time.RFC3339, a.At)
		require.NoError(t, err)
		switch a.Label {
		case "Two sixes make a twelve":
			retried = a.Item
			took += a.Seconds
			parts = append(parts, fmt.Sprintf("%d %s %v hints %d", a.Step, a.Answer, a.Correct, a.Hints))
			if first.IsZero() {
				first = at.Add(-time.Duration(a.Seconds * float64(time.Second)))
			}
			last = at
		case "One round, two sums":
			shown = a.Item
		}
	}
	assert.Equal(t, "on a retry", outcomes[retried])
	assert.Equal(t, "answer shown", outcomes[shown])
	assert.Equal(t, []string{"0 g6 false hints 0", "0 d8 true hints 1", "1 d8-e9 true hints 1", "2 d8-e9 takes f10 true hints 1",
		"3 d8-e9 takes f10 by addition true hints 1"}, parts, "every part, right or wrong, with the hints asked before it")
	assert.InDelta(t, last.Sub(first).Seconds(), took, 0.001, "the times add up to the time from opening to solving")
	assert.Greater(t, took, 4.0, "five answers, a second at least each")
	assert.Equal(t, took, r.Students[0].TimeSeconds-secondsOf(r.Attempts, shown), "the student's time is every answer's")
}

// secondsOf sums the seconds of the answers to item.
func secondsOf(all []attemptJSON, item string) float64 {
	var n float64
	for _, a := range all {
		if a.Item == item {
			n += a.Seconds
		}
	}
	return n
}

// Without a roster a second key cannot take a name another student has;
// once the teacher adds a roster, a key not on it is asked for a code and
// cannot name itself, while students already named keep their names.
func TestClassNamesAndRoster(t *testing.T) {
	addr, classPath := startClass(t)
	ann := connectStudent(t, addr, newSigner(t), "accessible")
	ann.expect("Your name, as your teacher should see it: ")
	ann.send("Ann")
	ann.expect("Hello, Ann.")
	ann.choose("Quit:")
	require.NoError(t, ann.sess.Wait())

	other := connectStudent(t, addr, newSigner(t), "accessible")
	other.expect("Your name")
	other.send("ann")
	other.expect(`Another student is called ann: add your surname or an initial\.`)
	other.expect("Your name")
	other.send("Smith, Ann")
	other.expect(`Name "Smith, Ann": a comma is not allowed in a name: try again\.`)
	other.expect("Your name")
	other.send("Ann B")
	other.expect("Hello, Ann B.")
	other.choose("Quit:")
	require.NoError(t, other.sess.Wait())

	code, _, stderr := execRithmo(t, "", nil, "class", "roster", "add", "--class", classPath, "Cat Lee")
	require.Equal(t, 0, code, stderr)
	stranger := connectStudent(t, addr, newSigner(t), "accessible")
	stranger.expect(`This key is not on the class's roster\. If your teacher gave you a join code, type it now\.`)
	stranger.expect("Your join code: ")
	stranger.send("")
	stranger.expect("Your join code: ") // an empty line is not a try
	stranger.send("k7qm 2xpa")
	stranger.expect(`That code is not one your teacher made: check its letters \(2 tries left\)\.`)
	stranger.in.Close()
	stranger.sess.Wait()
	assert.NotContains(t, stranger.output(), "Your name")

	again := connectStudent(t, addr, newSigner(t), "join")
	again.expect("Your join code: ")
	again.in.Close()
	again.sess.Wait()
}

// A class with a roster refuses --allow, in one line: two lists of who may
// join would disagree.
func TestServeAllowWithRoster(t *testing.T) {
	dir := t.TempDir()
	classPath := filepath.Join(dir, "5b.db")
	code, _, stderr := execRithmo(t, "", nil, "class", "roster", "add", "--class", classPath, "Ann")
	require.Equal(t, 0, code, stderr)
	allow := filepath.Join(dir, "allow.keys")
	require.NoError(t, os.WriteFile(allow, gossh.MarshalAuthorizedKey(newSigner(t).PublicKey()), 0o600))
	code, _, stderr = execRithmo(t, "", nil, "serve", "--class", classPath, "--allow", allow, "--listen", "127.0.0.1:0")
	assert.Equal(t, 2, code)
	assert.Equal(t, fmt.Sprintf("rithmo: --allow %s: the class %s has a roster, which says who may join: drop --allow (rithmo class roster add --class %s %s puts its keys on the roster)\n", allow, classPath, classPath, allow), stderr)
}

// Join codes are limited per connection, not per session: a client that
// opens a second session on the same connection after three wrong codes
// gets no fourth try.
func TestJoinTriesPerConnection(t *testing.T) {
	addr, classPath := startClass(t)
	code, _, stderr := execRithmo(t, "", nil, "class", "roster", "add", "--class", classPath, "Cat Lee")
	require.Equal(t, 0, code, stderr)
	c := dial(t, addr, newSigner(t))
	open := func(command string) *student {
		s := newStudent(t, c)
		require.NoError(t, s.sess.Start(command))
		return s
	}
	first := open("join AAAA-AAAA")
	first.expect(`That code is not one your teacher made: check its letters \(2 tries left\)\.`)
	first.send("BBBB-BBBB")
	first.expect(`\(1 try left\)\.`)
	first.send("CCCC-CCCC")
	first.expect(`check its letters\.\r?\n3 codes refused on this connection`)
	require.NoError(t, first.sess.Wait())

	second := open("join DDDD-DDDD")
	second.expect("3 codes refused on this connection")
	require.NoError(t, second.sess.Wait())
	assert.NotContains(t, second.output(), "check its letters", "no fourth code is looked up")
}

// A student whose client closes its input at a question is told once, on
// the session's only output: it has no standard error of its own.
func TestClassInputEndedSaidOnce(t *testing.T) {
	addr, _ := startClass(t)
	s := connectStudent(t, addr, newSigner(t), "accessible")
	s.expect("Your name, as your teacher should see it: ")
	s.send("Cy")
	s.expect(`Enter a number between 1 and \d+: `)
	require.NoError(t, s.in.Close())
	require.NoError(t, s.sess.Wait())
	assert.Equal(t, 1, strings.Count(strings.ToLower(s.output()), "input ended"), s.output())
	assert.Contains(t, s.output(), "The input ended: goodbye.")
}

// relay passes a connection on to the server until frozen; then it
// passes nothing either way and closes nothing, as a network lost or a
// laptop shut does: the server hears neither bytes nor a goodbye.
type relay struct {
	addr   string
	frozen atomic.Bool
}

func newRelay(t *testing.T, server string) *relay {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	r := &relay{addr: l.Addr().String()}
	var conns []net.Conn
	var mu sync.Mutex
	t.Cleanup(func() {
		l.Close()
		mu.Lock()
		defer mu.Unlock()
		for _, c := range conns {
			c.Close()
		}
	})
	pass := func(dst, src net.Conn) {
		buf := make([]byte, 32<<10)
		for {
			n, err := src.Read(buf)
			if n > 0 && !r.frozen.Load() {
				dst.Write(buf[:n])
			}
			if err != nil {
				if !r.frozen.Load() {
					dst.Close() // a goodbye is passed on, unless frozen
				}
				return
			}
		}
	}
	go func() {
		for {
			c, err := l.Accept()
			if err != nil {
				return
			}
			s, err := net.Dial("tcp", server)
			if err != nil {
				c.Close()
				continue
			}
			mu.Lock()
			conns = append(conns, c, s)
			mu.Unlock()
			go pass(s, c)
			go pass(c, s)
		}
	}()
	return r
}

// A connection lost lets the student's game go, so that connecting again
// resumes it: one closed (the student's ssh killed) at once; one lost
// without a word (the network gone, a laptop shut, the ssh frozen) when the
// key connects again, the lost session asked first and hung up when it does
// not answer; and with nobody connecting again, by the keep-alive, within a
// few of its questions, well before the idle timeout.
func TestLostConnectionLetsTheGameGo(t *testing.T) {
	for _, tc := range []struct {
		name   string
		closed bool // the connection closed, not frozen
		again  bool // the student connects again
	}{
		{"closed, connecting again", true, true},
		{"frozen, connecting again", false, true},
		{"frozen, nobody connecting again", false, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			addr, classPath := startClass(t)
			key := newSigner(t)
			lost := newRelay(t, addr)
			conn := dial(t, lost.addr, key)
			ann := newStudent(t, conn)
			require.NoError(t, ann.sess.Start("accessible"))
			ann.firstGame()
			if tc.closed {
				conn.Close()
			} else {
				lost.frozen.Store(true)
			}

			if !tc.again {
				dir := (&classroom{classPath: classPath}).gamesDir(gossh.FingerprintSHA256(key.PublicKey()))
				// Three questions unanswered a second apart (startClass, and the
				// serve package's default count), then the game is let go.
				assert.Eventually(t, func() bool {
					c, record, _, err := gamefiles.Resume(dir)
					if err != nil || c == nil {
						return false
					}
					defer c.Release()
					return record != nil
				}, 10*time.Second, 50*time.Millisecond, "the game is let go")
				return
			}
			back := connectStudent(t, addr, key, "accessible")
			back.expect("Hello, Ann.")
			back.choose("Play:")
			back.expect(`Now: fulke1, .*, 2 actions played; you play white\.`)
			back.send("")
			back.choose("Quit:")
			require.NoError(t, back.sess.Wait())
		})
	}
}
