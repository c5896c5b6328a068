package main

import (
	"bufio"
	"bytes"
	"context"
	"crypto/ed25519"
	"crypto/rand"
	"encoding/pem"
	"io"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/charmbracelet/x/ansi"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	gossh "golang.org/x/crypto/ssh"
)

// sshClient is the real OpenSSH client, or a skip saying how to get it.
func sshClient(t *testing.T) string {
	t.Helper()
	path, err := exec.LookPath("ssh")
	if err != nil {
		t.Skip("the OpenSSH client (ssh) is not installed: apt-get install openssh-client; .ci/run installs it")
	}
	return path
}

// serveClass starts `rithmo serve` on a new class file and returns its
// address and the class file.
func serveClass(t *testing.T) (string, string) {
	t.Helper()
	class := filepath.Join(t.TempDir(), "class.db")
	addr, _ := serve(t, class)
	info, err := os.Stat(class + ".host_key")
	require.NoError(t, err)
	assert.Equal(t, os.FileMode(0o600), info.Mode().Perm(), "the host key is private")
	return addr, class
}

// serve starts `rithmo serve` on class, on a free loopback port, and
// returns the address it listens on and the line that says so. The server
// is interrupted when the test ends, its log shown if the test failed.
func serve(t *testing.T, class string) (addr, line string) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), runTimeout)
	cmd := exec.CommandContext(ctx, binary(t), "serve", "--listen", "127.0.0.1:0", "--class", class)
	stdout, err := cmd.StdoutPipe()
	require.NoError(t, err)
	var logs bytes.Buffer
	cmd.Stderr = &logs
	require.NoError(t, cmd.Start())
	t.Cleanup(func() {
		cmd.Process.Signal(os.Interrupt)
		cmd.Wait()
		cancel()
		if t.Failed() {
			t.Logf("server log:\n%s", logs.String())
		}
	})
	line, err = bufio.NewReader(stdout).ReadString('\n')
	require.NoError(t, err)
	m := regexp.MustCompile(`listening on (\S+) `).FindStringSubmatch(line)
	require.NotNil(t, m, line)
	go io.Copy(io.Discard, stdout)
	return m[1], line
}

// sshKey writes a new key in OpenSSH's format, mode 0600.
func sshKey(t *testing.T, dir, name string) string {
	t.Helper()
	_, priv, err := ed25519.GenerateKey(rand.Reader)
	require.NoError(t, err)
	block, err := gossh.MarshalPrivateKey(priv, name)
	require.NoError(t, err)
	path := filepath.Join(dir, name)
	require.NoError(t, os.WriteFile(path, pem.EncodeToMemory(block), 0o600))
	return path
}

// sshStudent is the ssh client run by a student, read as it prints.
type sshStudent struct {
	t     *testing.T
	stdin io.WriteCloser
	out   syncBuffer
	seen  int
	done  chan error
}

// output is everything ssh has printed so far.
func (s *sshStudent) output() string { return s.out.String() }

func connectSSH(t *testing.T, addr, key string, args ...string) *sshStudent {
	t.Helper()
	host, port, err := net.SplitHostPort(addr)
	require.NoError(t, err)
	known := filepath.Join(filepath.Dir(key), "known_hosts")
	base := []string{"-F", "/dev/null", "-o", "BatchMode=yes", "-o", "IdentitiesOnly=yes", "-o", "StrictHostKeyChecking=accept-new",
		"-o", "UserKnownHostsFile=" + known, "-o", "ConnectTimeout=10", "-i", key, "-p", port, "student@" + host}
	ctx, cancel := context.WithTimeout(context.Background(), runTimeout)
	t.Cleanup(cancel)
	cmd := exec.CommandContext(ctx, sshClient(t), append(base, args...)...)
	s := &sshStudent{t: t, done: make(chan error, 1)}
	s.stdin, err = cmd.StdinPipe()
	require.NoError(t, err)
	cmd.Stdout, cmd.Stderr = &s.out, &s.out
	require.NoError(t, cmd.Start())
	go func() { s.done <- cmd.Wait() }()
	return s
}

func (s *sshStudent) expect(pattern string) []string {
	s.t.Helper()
	re := regexp.MustCompile(pattern)
	deadline := time.Now().Add(30 * time.Second)
	for {
		all := ansi.Strip(s.out.String()) // offsets are in the text without escape codes
		text := all[min(s.seen, len(all)):]
		if loc := re.FindStringSubmatchIndex(text); loc != nil {
			m := re.FindStringSubmatch(text)
			s.seen += loc[1]
			return m
		}
		if time.Now().After(deadline) {
			s.t.Fatalf("waited for %q; output since the last match:\n%s", pattern, text)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

func (s *sshStudent) send(text string) {
	s.t.Helper()
	_, err := io.WriteString(s.stdin, text)
	require.NoError(s.t, err)
}

func (s *sshStudent) choose(option string) {
	s.t.Helper()
	s.send(s.expect(`(?m)^(\d+)\. ` + option)[1] + "\n")
}

func (s *sshStudent) wait() {
	s.t.Helper()
	select {
	case err := <-s.done:
		require.NoError(s.t, err, s.output())
	case <-time.After(20 * time.Second):
		s.t.Fatalf("ssh did not end; output:\n%s", s.output())
	}
}

// The real OpenSSH client against `rithmo serve` on 127.0.0.1: two
// students with different keys, an assignment with the same position for
// both, each seeing only their own progress, the teacher's report showing
// both (read while the server runs), and the full-screen home over a
// terminal ssh allocates.
func TestServeWithOpenSSH(t *testing.T) {
	sshClient(t)
	addr, class := serveClass(t)
	keys := t.TempDir()

	out, err := exec.Command(binary(t), "class", "assign", "week1", "--class", class, "--ids", "f1-addition-3,f1-addition-1", "--seed", "7").CombinedOutput()
	require.NoError(t, err, string(out))
	assert.Equal(t, "Assigned week1: 2 puzzles (seed 7).\n", string(out))

	ann := connectSSH(t, addr, sshKey(t, keys, "ann"), "-T", "accessible")
	ann.expect("Your name, as your teacher should see it: ")
	ann.send("Ann\n")
	ann.choose("Assignment week1: 0 of 2 puzzles done")
	ann.expect(`take as much value as you can`)
	ann.choose(`g5 S45`)
	ann.expect(`Wrong\. The S45 on g5 takes nothing this turn`)
	ann.choose("Show the answer")
	ann.choose("Finish")
	ann.choose("Progress:")
	assert.NotEqual(t, "none tried yet", ann.expect(`(?m)^Puzzles +(.*)$`)[1])
	ann.choose("Quit:")
	ann.wait()

	bob := connectSSH(t, addr, sshKey(t, keys, "bob"), "-T", "accessible")
	bob.expect("Your name")
	bob.send("Bob\n")
	bob.choose("Progress:")
	assert.Equal(t, "none tried yet", bob.expect(`(?m)^Puzzles +(.*)$`)[1], "Bob sees his progress, not Ann's")
	bob.choose("Assignment week1: 0 of 2")
	bob.expect(`(?m)^1\. g5 S45\s*$`) // the same men as Ann's
	bob.choose(`c6 R4`)
	bob.expect(`Wrong\.`)
	bob.choose("Show the answer")
	bob.choose("Finish")
	bob.choose("Quit:")
	bob.wait()

	report, err := exec.Command(binary(t), "class", "report", "--class", class).CombinedOutput()
	require.NoError(t, err, string(report))
	// Each was shown the answer after a wrong first try (the player
	// records the try and the answer shown).
	assert.Regexp(t, `(?m)^Ann +s +0 of 1 +0 +0 +1 +0 +0 `, string(report))
	assert.Regexp(t, `(?m)^Bob +s +0 of 1 +0 +0 +1 +0 +0 `, string(report))
	assert.Regexp(t, `(?m)^1 +0 +0 +2 +0 +0 +c6 \(1 time\) +One round, two sums$`, string(report))

	// Full screen: ssh -tt gives the session a terminal; the home screen
	// opens with the assignment first, and q leaves.
	cid := connectSSH(t, addr, sshKey(t, keys, "cid"), "-tt")
	cid.expect("Your name")
	cid.send("Cid\r")
	cid.expect(`1 Assignment week1 +0 of 2 puzzles done`)
	cid.send("q")
	cid.wait()

	// What the server refuses, the client is told.
	cmd := connectSSH(t, addr, filepath.Join(keys, "ann"), "-T", "cat", "/etc/passwd")
	err = <-cmd.done
	require.Error(t, err)
	assert.NotContains(t, cmd.output(), "root:")
}

// A class with a roster, through the real OpenSSH client: a student on
// it logs in by their key with no name asked; a key not on it is asked
// for a join code and refused in words after three wrong ones; a student
// invited by code joins with `ssh HOST join CODE`, which binds the key to
// the roster name; the code used is refused the next time; the report
// lists the absent student as not started.
func TestJoinByCodeWithOpenSSH(t *testing.T) {
	sshClient(t)
	keys := t.TempDir()
	annKey, catKey, eveKey := sshKey(t, keys, "ann"), sshKey(t, keys, "cat"), sshKey(t, keys, "eve")
	pub := func(path string) string {
		data, err := os.ReadFile(path)
		require.NoError(t, err)
		signer, err := gossh.ParsePrivateKey(data)
		require.NoError(t, err)
		file := path + ".pub"
		require.NoError(t, os.WriteFile(file, gossh.MarshalAuthorizedKey(signer.PublicKey()), 0o600))
		return file
	}
	class := filepath.Join(t.TempDir(), "class.db")
	run := func(args ...string) string {
		t.Helper()
		out, err := exec.Command(binary(t), args...).CombinedOutput()
		require.NoError(t, err, string(out))
		return string(out)
	}
	csv := filepath.Join(keys, "5b.csv")
	require.NoError(t, os.WriteFile(csv, []byte("name,key\nAnn Smith,"+pub(annKey)+"\nCat Lee\nDan Roe\n"), 0o600))
	assert.Contains(t, run("class", "roster", "add", "--class", class, csv), "Roster of "+class+": 3 added.")
	invite := run("class", "invite", "--class", class, "Cat Lee")
	code := regexp.MustCompile(`(?m)^Cat Lee +(\S{4}-\S{4}) `).FindStringSubmatch(invite)
	require.NotNil(t, code, invite)

	addr, line := serve(t, class)
	assert.Contains(t, line, "for the students on the roster")

	ann := connectSSH(t, addr, annKey, "-T", "accessible")
	ann.expect(`Hello, Ann Smith\.`)
	ann.choose("Quit:")
	ann.wait()
	assert.NotContains(t, ann.output(), "Your name")

	eve := connectSSH(t, addr, eveKey, "-T", "accessible")
	eve.expect(`This key is not on the class's roster`)
	for _, left := range []string{" \\(2 tries left\\)", " \\(1 try left\\)", ""} {
		eve.expect("Your join code: ")
		eve.send("ABCD-EFGH\n")
		eve.expect(`That code is not one your teacher made: check its letters` + left + `\.`)
	}
	eve.expect("3 codes refused on this connection")
	eve.wait()

	cat := connectSSH(t, addr, catKey, "-T", "join", strings.ToLower(code[1]))
	cat.expect(`Welcome, Cat Lee: this key is yours in the class now\.`)
	cat.expect(`Connect again to start, as you just did but without "join" and the code: ssh -p \d+ HOST`)
	cat.wait()
	again := connectSSH(t, addr, catKey, "-T", "accessible")
	again.expect(`Hello, Cat Lee\.`)
	again.choose("Quit:")
	again.wait()

	reuse := connectSSH(t, addr, eveKey, "-T", "join", code[1])
	reuse.expect(`That code was used on \d{4}-\d\d-\d\d \d\d:\d\d: ask your teacher for a new one \(2 tries left\)\.`)
	reuse.stdin.Close()
	<-reuse.done

	roster := run("class", "roster", "--class", class)
	assert.Regexp(t, `(?m)^Cat Lee +SHA256:\S+ +\d{4}-\d\d-\d\d +\d{4}-\d\d-\d\d \d\d:\d\d UTC +not started +0$`, roster)
	assert.Regexp(t, `(?m)^Dan Roe +none yet: rithmo class invite +\d{4}-\d\d-\d\d +never +not started +0$`, roster)
}
