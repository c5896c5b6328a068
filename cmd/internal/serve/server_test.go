package serve

import (
	"bytes"
	"context"
	"crypto/ed25519"
	"crypto/rand"
	"fmt"
	"io"
	"log/slog"
	"net"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	gossh "golang.org/x/crypto/ssh"
)

// syncBuffer is a log safe for the server's goroutines.
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

// echoTutor stands in for the tutor: it says what session it got, reports
// each window size, and echoes lines until "quit" or the end.
func echoTutor(ctx context.Context, s *Session) error {
	fmt.Fprintf(s.Out, "hello %s %dx%d pty=%v accessible=%v style=%q\r\n", s.Key, s.Width, s.Height, s.PTY, s.Accessible, s.Style)
	go func() {
		for sz := range s.Sizes {
			fmt.Fprintf(s.Out, "size %dx%d\r\n", sz.Width, sz.Height)
		}
	}()
	lines := make(chan string)
	go func() {
		defer close(lines)
		for {
			l, err := ReadLine(s.In, io.Discard, false, 80)
			if err != nil {
				return
			}
			lines <- l
		}
	}()
	for {
		select {
		case <-ctx.Done():
			return ctx.Err()
		case l, ok := <-lines:
			if !ok || l == "quit" {
				return nil
			}
			fmt.Fprintf(s.Out, "got %s\r\n", l)
		}
	}
}

type testServer struct {
	addr string
	log  *syncBuffer
	srv  *Server
}

func start(t *testing.T, cfg Config) *testServer {
	t.Helper()
	key, err := HostKey(filepath.Join(t.TempDir(), "host_key"))
	require.NoError(t, err)
	logs := &syncBuffer{}
	cfg.HostKey = key
	cfg.Log = slog.New(slog.NewTextHandler(logs, nil))
	if cfg.Session == nil {
		cfg.Session = echoTutor
	}
	srv, err := New(cfg)
	require.NoError(t, err)
	l, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	go srv.Serve(l)
	t.Cleanup(func() { srv.Close() })
	return &testServer{addr: l.Addr().String(), log: logs, srv: srv}
}

func newKey(t *testing.T) gossh.Signer {
	t.Helper()
	_, priv, err := ed25519.GenerateKey(rand.Reader)
	require.NoError(t, err)
	s, err := gossh.NewSignerFromKey(priv)
	require.NoError(t, err)
	return s
}

func dial(t *testing.T, addr string, auth ...gossh.AuthMethod) (*gossh.Client, error) {
	t.Helper()
	c, err := gossh.Dial("tcp", addr, &gossh.ClientConfig{
		User: "student", Auth: auth, HostKeyCallback: gossh.InsecureIgnoreHostKey(), Timeout: 5 * time.Second,
	})
	if err == nil {
		t.Cleanup(func() { c.Close() })
	}
	return c, err
}

func dialKey(t *testing.T, addr string, key gossh.Signer) *gossh.Client {
	t.Helper()
	c, err := dial(t, addr, gossh.PublicKeys(key))
	require.NoError(t, err)
	return c
}

// readUntil reads r until want appears, or fails after a few seconds.
func readUntil(t *testing.T, r io.Reader, want string) string {
	t.Helper()
	var got bytes.Buffer
	done := make(chan struct{})
	go func() {
		defer close(done)
		buf := make([]byte, 256)
		for !strings.Contains(got.String(), want) {
			n, err := r.Read(buf)
			got.Write(buf[:n])
			if err != nil {
				return
			}
		}
	}()
	select {
	case <-done:
	case <-time.After(5 * time.Second):
		t.Fatalf("waited for %q; got %q", want, got.String())
	}
	require.Contains(t, got.String(), want)
	return got.String()
}

func TestHostKeyCreatedPrivateAndKept(t *testing.T) {
	path := filepath.Join(t.TempDir(), "keys", "host_key")
	first, err := HostKey(path)
	require.NoError(t, err)
	info, err := os.Stat(path)
	require.NoError(t, err)
	assert.Equal(t, os.FileMode(0o600), info.Mode().Perm())
	again, err := HostKey(path)
	require.NoError(t, err)
	assert.Equal(t, first, again, "the same key on the next start")

	require.NoError(t, os.Chmod(path, 0o644))
	_, err = HostKey(path)
	assert.ErrorContains(t, err, "others may read it (mode 0644)")

	bad := filepath.Join(t.TempDir(), "bad")
	require.NoError(t, os.WriteFile(bad, []byte("not a key"), 0o600))
	_, err = HostKey(bad)
	assert.ErrorContains(t, err, "not a private key")
}

func TestReadAllowed(t *testing.T) {
	k := newKey(t)
	dir := t.TempDir()
	good := filepath.Join(dir, "ok")
	require.NoError(t, os.WriteFile(good, append([]byte("# the class\n\n"), gossh.MarshalAuthorizedKey(k.PublicKey())...), 0o600))
	allowed, err := ReadAllowed(good)
	require.NoError(t, err)
	assert.Equal(t, map[string]bool{gossh.FingerprintSHA256(k.PublicKey()): true}, allowed)

	bad := filepath.Join(dir, "bad")
	require.NoError(t, os.WriteFile(bad, []byte("# x\nssh-ed25519 nonsense\n"), 0o600))
	_, err = ReadAllowed(bad)
	assert.ErrorContains(t, err, "bad:2: not a public key")

	folder := filepath.Join(dir, "folder")
	require.NoError(t, os.Mkdir(folder, 0o700))
	large := filepath.Join(dir, "large")
	require.NoError(t, os.WriteFile(large, bytes.Repeat([]byte("# padding\n"), MaxAllowedFile/10+1), 0o600))
	for _, tt := range []struct{ path, err string }{
		{"/dev/zero", "allowed keys /dev/zero: is not a regular file (a character device)"},
		{folder, "is a folder, not a file"},
		{large, "large: is 1048580 bytes, more than the 1 MiB rithmo reads of an authorized_keys file"},
		{filepath.Join(dir, "missing"), "missing: cannot be read"},
	} {
		done := make(chan error, 1)
		go func() { _, err := ReadAllowed(tt.path); done <- err }()
		select {
		case err := <-done:
			assert.ErrorContains(t, err, tt.err)
		case <-time.After(5 * time.Second):
			t.Fatalf("%s: still reading after 5s", tt.path)
		}
	}

	empty := filepath.Join(dir, "empty")
	require.NoError(t, os.WriteFile(empty, []byte("# nobody\n"), 0o600))
	_, err = ReadAllowed(empty)
	assert.ErrorContains(t, err, "no key in it")
}

func TestParseModes(t *testing.T) {
	tests := []struct {
		cmd  string
		want Mode
		err  string
	}{
		{"", Mode{}, ""},
		{"accessible", Mode{Accessible: true}, ""},
		{"accessible light", Mode{Accessible: true, Style: "light"}, ""},
		{"plain plain", Mode{Style: "plain"}, ""},
		{"dark light", Mode{}, "choose one style"},
		{"ls", Mode{}, `"ls" is not a mode`},
		{"accessible; rm -rf /", Mode{}, "is not a mode"},
		{"acessible", Mode{}, `"acessible" is not a mode: did you mean "accessible"? (rithmo runs no commands; modes: accessible, dark, light, plain; join CODE to join your class)`},
		{"accessible lihgt", Mode{}, `did you mean "light"?`},
		{"Dark", Mode{}, `did you mean "dark"?`},
		{"cat /etc/passwd", Mode{}, `"cat" is not a mode (rithmo runs no commands; modes: accessible, dark, light, plain; join CODE to join your class)`},
		{strings.Repeat("accessible ", 30), Mode{}, "the command is 330 bytes long, more than the 256 rithmo reads"},
		{"join", Mode{Join: true}, ""},
		{"join K7QM-2XPA", Mode{Join: true, Code: "K7QM-2XPA"}, ""},
		{"accessible join k7qm2xpa", Mode{Accessible: true, Join: true, Code: "k7qm2xpa"}, ""},
		{"join accessible", Mode{Join: true, Accessible: true}, ""},
		{"join K7QM;sh", Mode{}, `join "K7QM;sh": a code is letters and digits, as your teacher gave it (at most 16)`},
		{"join " + strings.Repeat("A", 40), Mode{}, `join "AAAAAAAAAAAAAAAA…": a code is letters and digits`},
		{"join A join B", Mode{}, `"join" twice`},
	}
	for _, tt := range tests {
		t.Run(tt.cmd, func(t *testing.T) {
			got, err := ParseModes(tt.cmd)
			if tt.err != "" {
				assert.ErrorContains(t, err, tt.err)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tt.want, got)
		})
	}
}

// A student with a key gets the tutor, sized to the terminal and following
// its resizes; a window beyond the maximum is taken as the maximum.
func TestSessionSizedAndResized(t *testing.T) {
	ts := start(t, Config{MaxWidth: 300, MaxHeight: 100})
	key := newKey(t)
	c := dialKey(t, ts.addr, key)
	sess, err := c.NewSession()
	require.NoError(t, err)
	out, err := sess.StdoutPipe()
	require.NoError(t, err)
	in, err := sess.StdinPipe()
	require.NoError(t, err)
	require.NoError(t, sess.RequestPty("xterm-256color", 24, 80, gossh.TerminalModes{}))
	require.NoError(t, sess.Shell())
	readUntil(t, out, fmt.Sprintf("hello %s 80x24 pty=true accessible=false", gossh.FingerprintSHA256(key.PublicKey())))
	require.NoError(t, sess.WindowChange(40, 120))
	readUntil(t, out, "size 120x40")
	require.NoError(t, sess.WindowChange(5000, 9000))
	readUntil(t, out, "size 300x100")
	fmt.Fprint(in, "hi\r")
	readUntil(t, out, "got hi")
	fmt.Fprint(in, "quit\r")
	require.NoError(t, sess.Wait())
	assert.Contains(t, ts.log.String(), "window narrowed")
}

func TestAccessibleWithoutTerminal(t *testing.T) {
	ts := start(t, Config{})
	c := dialKey(t, ts.addr, newKey(t))
	sess, err := c.NewSession()
	require.NoError(t, err)
	require.NoError(t, sess.Setenv("RITHMO_STYLE", "light"))
	sess.Stdin = strings.NewReader("one\nquit\n")
	out, err := sess.Output("accessible")
	require.NoError(t, err)
	assert.Contains(t, string(out), "pty=false accessible=true style=\"light\"")
	assert.Contains(t, string(out), "got one")
}

func TestNoTerminalNoMode(t *testing.T) {
	ts := start(t, Config{})
	c := dialKey(t, ts.addr, newKey(t))
	sess, err := c.NewSession()
	require.NoError(t, err)
	var stderr bytes.Buffer
	sess.Stderr = &stderr
	err = sess.Shell()
	require.NoError(t, err)
	err = sess.Wait()
	var exit *gossh.ExitError
	require.ErrorAs(t, err, &exit)
	assert.Equal(t, 2, exit.ExitStatus())
	assert.Contains(t, stderr.String(), "the tutor needs a terminal")
}

// Every way in but a key, and every request but the tutor's, is refused
// and logged.
func TestRefusals(t *testing.T) {
	allowedKey, strangerKey := newKey(t), newKey(t)
	ts := start(t, Config{Allowed: map[string]bool{gossh.FingerprintSHA256(allowedKey.PublicKey()): true}})

	t.Run("password", func(t *testing.T) {
		_, err := dial(t, ts.addr, gossh.Password("secret"))
		assert.ErrorContains(t, err, "unable to authenticate")
	})
	t.Run("keyboard-interactive", func(t *testing.T) {
		asked := false
		_, err := dial(t, ts.addr, gossh.KeyboardInteractive(func(string, string, []string, []bool) ([]string, error) {
			asked = true
			return nil, nil
		}))
		assert.ErrorContains(t, err, "unable to authenticate")
		assert.False(t, asked, "never offered")
	})
	t.Run("key not allowed", func(t *testing.T) {
		_, err := dial(t, ts.addr, gossh.PublicKeys(strangerKey))
		assert.ErrorContains(t, err, "unable to authenticate")
		assert.Contains(t, ts.log.String(), "refused: key not allowed")
	})

	c := dialKey(t, ts.addr, allowedKey)
	sessionRequest := func(t *testing.T, kind string, payload []byte) bool {
		t.Helper()
		ch, reqs, err := c.OpenChannel("session", nil)
		require.NoError(t, err)
		defer ch.Close()
		go gossh.DiscardRequests(reqs)
		ok, err := ch.SendRequest(kind, true, payload)
		require.NoError(t, err)
		return ok
	}
	str := func(s string) []byte { return gossh.Marshal(struct{ V string }{s}) }
	tests := []struct {
		name, kind string
		payload    []byte
		logged     string
	}{
		{"sftp", "subsystem", str("sftp"), "no subsystem (sftp): no file transfer"},
		{"x11", "x11-req", gossh.Marshal(struct {
			Single        bool
			Proto, Cookie string
			Screen        uint32
		}{false, "MIT-MAGIC-COOKIE-1", "00", 0}), "no X11 forwarding"},
		{"agent", "auth-agent-req@openssh.com", nil, "no agent forwarding"},
		{"environment", "env", gossh.Marshal(struct{ K, V string }{"LD_PRELOAD", "/tmp/x.so"}), "variable LD_PRELOAD is not used"},
		{"unknown", "made-up@example.org", nil, "not served"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.False(t, sessionRequest(t, tt.kind, tt.payload))
			assert.Eventually(t, func() bool { return strings.Contains(ts.log.String(), tt.logged) }, 2*time.Second, 10*time.Millisecond)
		})
	}
	t.Run("a mode is served", func(t *testing.T) {
		assert.True(t, sessionRequest(t, "env", gossh.Marshal(struct{ K, V string }{"RITHMO_STYLE", "dark"})))
	})
	t.Run("local port forwarding", func(t *testing.T) {
		_, err := c.Dial("tcp", "127.0.0.1:22")
		assert.ErrorContains(t, err, "rithmo serves its tutor only")
		assert.Contains(t, ts.log.String(), "refused channel")
	})
	t.Run("remote port forwarding", func(t *testing.T) {
		_, err := c.Listen("tcp", "127.0.0.1:0")
		assert.Error(t, err)
		assert.Contains(t, ts.log.String(), "type=tcpip-forward")
	})
}

func TestLimits(t *testing.T) {
	t.Run("sessions per key", func(t *testing.T) {
		ts := start(t, Config{MaxPerKey: 1})
		key := newKey(t)
		c := dialKey(t, ts.addr, key)
		first, err := c.NewSession()
		require.NoError(t, err)
		defer first.Close()
		_, err = c.NewSession()
		assert.ErrorContains(t, err, "this key already has 1 sessions open")
		other := dialKey(t, ts.addr, newKey(t))
		s, err := other.NewSession()
		require.NoError(t, err, "another student is not counted against this key")
		s.Close()
		assert.Contains(t, ts.log.String(), "too many for this key")
	})
	t.Run("a full class is told so in words", func(t *testing.T) {
		ts := start(t, Config{MaxSessions: 2})
		dialKey(t, ts.addr, newKey(t))
		dialKey(t, ts.addr, newKey(t))
		c := dialKey(t, ts.addr, newKey(t))
		sess, err := c.NewSession()
		require.NoError(t, err)
		var stderr bytes.Buffer
		sess.Stderr = &stderr
		err = sess.Run("accessible")
		var exit *gossh.ExitError
		require.ErrorAs(t, err, &exit)
		assert.Equal(t, 1, exit.ExitStatus())
		assert.Contains(t, stderr.String(), "rithmo: the class is full: 2 students are connected, the most this server takes. Try again in a few minutes, or tell your teacher.")
		assert.Contains(t, ts.log.String(), "refused: the class is full")
	})
	t.Run("idle", func(t *testing.T) {
		ts := start(t, Config{Idle: 300 * time.Millisecond})
		c := dialKey(t, ts.addr, newKey(t))
		sess, err := c.NewSession()
		require.NoError(t, err)
		out, err := sess.StdoutPipe()
		require.NoError(t, err)
		in, err := sess.StdinPipe() // open: the student is there, pressing nothing
		require.NoError(t, err)
		defer in.Close()
		require.NoError(t, sess.RequestPty("xterm", 24, 80, gossh.TerminalModes{}))
		require.NoError(t, sess.Shell())
		start := time.Now()
		readUntil(t, out, "no key pressed for 300ms: goodbye")
		assert.NoError(t, sess.Wait())
		assert.GreaterOrEqual(t, time.Since(start), 250*time.Millisecond)
		assert.Contains(t, ts.log.String(), "session idle: closed")
	})
}

func TestReadLine(t *testing.T) {
	tests := []struct {
		name, in, want, echo string
		err                  error
	}{
		{"plain", "Ann\r", "Ann", "Ann\r\n", nil},
		{"newline", "Bob\n", "Bob", "Bob\r\n", nil},
		{"backspace", "Anx\x7fn\r", "Ann", "Anx\b \bn\r\n", nil},
		{"arrows skipped", "A\x1b[Dn\x1bOAn\r", "Ann", "Ann\r\n", nil},
		{"controls skipped", "A\x01n\tn\r", "Ann", "Ann\r\n", nil},
		{"utf-8", "Zoë Čapek\r", "Zoë Čapek", "Zoë Čapek\r\n", nil},
		{"at most max", "abcdefghijkl\r", "abcdefghij", "abcdefghij\r\n", nil},
		{"ctrl-c", "An\x03", "", "An", io.EOF},
		{"end of input after text", "Ann", "Ann", "Ann", nil},
		{"end of input", "", "", "", io.EOF},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var echo bytes.Buffer
			got, err := ReadLine(strings.NewReader(tt.in), &echo, true, 10)
			assert.Equal(t, tt.err, err)
			assert.Equal(t, tt.want, got)
			assert.Equal(t, tt.echo, echo.String())
		})
	}
}

// A command that is not a mode is answered in words, with the modes that
// exist, and never run.
func TestUnknownCommandAnswered(t *testing.T) {
	ts := start(t, Config{})
	c := dialKey(t, ts.addr, newKey(t))
	tests := []struct{ cmd, want string }{
		{"acessible", `rithmo: "acessible" is not a mode: did you mean "accessible"? (rithmo runs no commands; modes: accessible, dark, light, plain; join CODE to join your class)`},
		{"cat /etc/passwd", `rithmo: "cat" is not a mode (rithmo runs no commands; modes: accessible, dark, light, plain; join CODE to join your class)`},
	}
	for _, tt := range tests {
		t.Run(tt.cmd, func(t *testing.T) {
			sess, err := c.NewSession()
			require.NoError(t, err)
			var stdout, stderr bytes.Buffer
			sess.Stdout, sess.Stderr = &stdout, &stderr
			err = sess.Run(tt.cmd)
			var exit *gossh.ExitError
			require.ErrorAs(t, err, &exit)
			assert.Equal(t, 2, exit.ExitStatus())
			assert.Equal(t, tt.want+"\r\n", stderr.String())
			assert.Empty(t, stdout.String(), "nothing was run")
		})
	}
	assert.Contains(t, ts.log.String(), "refused command")
}

// A variable longer than MaxEnvValue is dropped with one line that says so;
// the session goes on without it.
func TestLongVariableIgnored(t *testing.T) {
	ts := start(t, Config{})
	c := dialKey(t, ts.addr, newKey(t))
	sess, err := c.NewSession()
	require.NoError(t, err)
	require.NoError(t, sess.Setenv("RITHMO_STYLE", strings.Repeat("x", 30000)))
	require.NoError(t, sess.Setenv("COLORTERM", "truecolor"))
	var stderr bytes.Buffer
	sess.Stderr = &stderr
	sess.Stdin = strings.NewReader("quit\n")
	out, err := sess.Output("accessible")
	require.NoError(t, err)
	assert.Equal(t, "rithmo: RITHMO_STYLE is 30000 bytes long, more than the 64 rithmo reads: ignored\r\n", stderr.String())
	assert.Contains(t, string(out), `style=""`)
	assert.Contains(t, ts.log.String(), "variable too long: ignored")
}

// The login deadline is fixed when the connection opens: a client that
// sends its banner a byte at a time is closed at the deadline all the same,
// and a logged-in student is not.
func TestLoginGrace(t *testing.T) {
	const grace = 400 * time.Millisecond
	ts := start(t, Config{LoginGrace: grace})
	student := dialKey(t, ts.addr, newKey(t))

	slow, err := net.Dial("tcp", ts.addr)
	require.NoError(t, err)
	defer slow.Close()
	opened := time.Now()
	closed := make(chan time.Duration, 1)
	go func() {
		io.Copy(io.Discard, slow) // returns when the server closes it
		closed <- time.Since(opened)
	}()
	banner := "SSH-2.0-slow-client\r\n"
	var after time.Duration
	for i := 0; i < len(banner) && after == 0; i++ {
		slow.Write([]byte{banner[i]})
		select {
		case after = <-closed:
		case <-time.After(grace / 8):
		}
	}
	if after == 0 {
		select {
		case after = <-closed:
		case <-time.After(5 * time.Second):
			t.Fatal("the slow client is still connected after 5s")
		}
	}
	assert.GreaterOrEqual(t, after, grace-50*time.Millisecond)
	assert.Contains(t, ts.log.String(), "closed: not logged in within the login grace time")

	sess, err := student.NewSession()
	require.NoError(t, err, "the student logged in before the slow client is still connected")
	sess.Stdin = strings.NewReader("after the grace\nquit\n")
	out, err := sess.Output("accessible")
	require.NoError(t, err)
	assert.Contains(t, string(out), "got after the grace")
}

// Connections that never log in are counted apart from the seats: a crowd
// of them takes no seat, the oldest make room for newer ones, and a
// student still logs in.
func TestStartupsTakeNoSeat(t *testing.T) {
	const maxStartups = 5
	ts := start(t, Config{MaxStartups: maxStartups, MaxSessions: 2})
	seatedKey := newKey(t)
	seatedStudent := dialKey(t, ts.addr, seatedKey)

	var silent []net.Conn
	closed := make(chan struct{}, 20)
	for range 20 {
		c, err := net.Dial("tcp", ts.addr)
		require.NoError(t, err)
		silent = append(silent, c)
		go func() {
			io.Copy(io.Discard, c)
			closed <- struct{}{}
		}()
	}
	defer func() {
		for _, c := range silent {
			c.Close()
		}
	}()
	for range 20 - maxStartups {
		select {
		case <-closed:
		case <-time.After(5 * time.Second):
			t.Fatal("the server kept more connections not logged in than its cap")
		}
	}
	ts.srv.mu.Lock()
	pendingNow, seatedNow := ts.srv.pending.Len(), ts.srv.seated
	ts.srv.mu.Unlock()
	assert.Equal(t, maxStartups, pendingNow)
	assert.Equal(t, 1, seatedNow)
	assert.Contains(t, ts.log.String(), "refused: too many connections not logged in; the oldest quiet one closed to make room")

	late := dialKey(t, ts.addr, newKey(t))

	// Connections that are not quiet (a handshake under way) are not
	// closed for a newcomer: the newcomer is refused.
	busy := append([]byte("SSH-2.0-busy\r\n\x00\x00\x80\x00"), make([]byte, quiet)...) // a packet begun, not finished
	for _, c := range silent {
		c.Write(busy)
	}
	filler, err := net.Dial("tcp", ts.addr) // late's place among the startups, taken
	require.NoError(t, err)
	defer filler.Close()
	filler.Write(busy)
	time.Sleep(100 * time.Millisecond)
	refused, err := net.Dial("tcp", ts.addr)
	require.NoError(t, err)
	defer refused.Close()
	refused.SetReadDeadline(time.Now().Add(5 * time.Second))
	n, err := refused.Read(make([]byte, 1))
	assert.Equal(t, 0, n)
	assert.ErrorIs(t, err, io.EOF, "closed at once")
	assert.Contains(t, ts.log.String(), "refused: too many connections not logged in\"")
	for _, c := range []*gossh.Client{seatedStudent, late} {
		sess, err := c.NewSession()
		require.NoError(t, err)
		sess.Stdin = strings.NewReader("here\nquit\n")
		out, err := sess.Output("accessible")
		require.NoError(t, err)
		assert.Contains(t, string(out), "got here")
	}
}
