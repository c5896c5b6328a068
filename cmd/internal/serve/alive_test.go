package serve

import (
	"context"
	"fmt"
	"io"
	"net"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	gossh "golang.org/x/crypto/ssh"
)

// A client that answers is never hung up; one that stops answering is hung
// up after max questions in a row, and one whose connection is gone (the
// question fails) counts as not answering.
func TestKeepAlive(t *testing.T) {
	never := make(chan struct{})
	t.Cleanup(func() { close(never) })
	for _, tc := range []struct {
		name   string
		ask    func() (bool, error)
		hangUp bool
	}{
		{"answers (a failure, as clients answer a request they do not know)", func() (bool, error) { return false, nil }, false},
		{"never answers", func() (bool, error) { <-never; return false, nil }, true},
		{"connection gone", func() (bool, error) { return false, context.Canceled }, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var hung, told atomic.Int32
			l := &live{ask: tc.ask, hang: func() { hung.Add(1) }, done: make(chan struct{})}
			ctx, cancel := context.WithTimeout(context.Background(), 300*time.Millisecond)
			defer cancel()
			l.keepAlive(ctx, 20*time.Millisecond, 3, func() { told.Add(1) })
			if tc.hangUp {
				assert.Equal(t, int32(1), hung.Load(), "hung up once")
				assert.Equal(t, int32(1), told.Load(), "said once")
				assert.NoError(t, ctx.Err(), "hung up before the session ended")
			} else {
				assert.Zero(t, hung.Load())
				assert.Error(t, ctx.Err(), "kept until the session ended")
			}
		})
	}
}

// A key's new session hangs up the key's other sessions that do not answer
// and waits for them to end; those that answer go on.
func TestHangUpLost(t *testing.T) {
	never := make(chan struct{})
	defer close(never)
	s := &Server{cfg: Config{KeepAlive: 50 * time.Millisecond}, live: map[string]map[*live]bool{}}
	var hungLost, hungHere atomic.Bool
	lost := &live{ask: func() (bool, error) { <-never; return false, nil }, done: make(chan struct{})}
	lost.hang = func() { hungLost.Store(true); close(lost.done) }
	here := &live{ask: func() (bool, error) { return false, nil }, hang: func() { hungHere.Store(true) }, done: make(chan struct{})}
	self := &live{done: make(chan struct{})}
	other := &live{ask: func() (bool, error) { <-never; return false, nil }, hang: func() {}, done: make(chan struct{})}
	defer s.track("k", lost)()
	defer s.track("k", here)()
	defer s.track("k", self)()
	defer s.track("another key", other)()
	others := s.others("k", self)
	assert.ElementsMatch(t, []*live{lost, here}, others, "the key's sessions but self")
	n := 0
	assert.Equal(t, 1, s.hangUpLost(others, func() { n++ }))
	assert.Equal(t, 1, n)
	assert.True(t, hungLost.Load())
	assert.False(t, hungHere.Load())
}

// freezable is a client's connection that can be frozen as a stopped ssh
// process is: what the server sends after the freeze is held, unread and
// so unanswered, until the thaw.
type freezable struct {
	net.Conn
	mu     sync.Mutex
	thawed chan struct{} // nil when not frozen
}

func (c *freezable) freeze() {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.thawed == nil {
		c.thawed = make(chan struct{})
	}
}

func (c *freezable) thaw() {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.thawed != nil {
		close(c.thawed)
		c.thawed = nil
	}
}

// Read holds what it read once frozen: the read already waiting when the
// freeze comes must not deliver the server's question either.
func (c *freezable) Read(p []byte) (int, error) {
	n, err := c.Conn.Read(p)
	c.mu.Lock()
	wait := c.thawed
	c.mu.Unlock()
	if wait != nil {
		<-wait
	}
	return n, err
}

func (c *freezable) Close() error {
	c.thaw()
	return c.Conn.Close()
}

// dialFreezable connects key over a connection the test can freeze.
func dialFreezable(t *testing.T, addr string, key gossh.Signer) (*gossh.Client, *freezable) {
	t.Helper()
	nc, err := net.Dial("tcp", addr)
	require.NoError(t, err)
	fc := &freezable{Conn: nc}
	cc, chans, reqs, err := gossh.NewClientConn(fc, addr, &gossh.ClientConfig{
		User: "student", Auth: []gossh.AuthMethod{gossh.PublicKeys(key)}, HostKeyCallback: gossh.InsecureIgnoreHostKey(),
	})
	require.NoError(t, err)
	c := gossh.NewClient(cc, chans, reqs)
	t.Cleanup(func() { c.Close() })
	return c, fc
}

// tutorSession is one session of the echo tutor, with a terminal or in
// accessible mode, started and greeted.
type tutorSession struct {
	sess   *gossh.Session
	in     io.Writer
	out    io.Reader
	stderr io.Reader
}

func openTutor(t *testing.T, c *gossh.Client, accessible bool) *tutorSession {
	t.Helper()
	sess, err := c.NewSession()
	require.NoError(t, err)
	ts := &tutorSession{sess: sess}
	ts.in, err = sess.StdinPipe()
	require.NoError(t, err)
	ts.out, err = sess.StdoutPipe()
	require.NoError(t, err)
	ts.stderr, err = sess.StderrPipe()
	require.NoError(t, err)
	if accessible {
		require.NoError(t, sess.Start("accessible"))
	} else {
		require.NoError(t, sess.RequestPty("xterm", 24, 80, gossh.TerminalModes{}))
		require.NoError(t, sess.Shell())
	}
	return ts
}

// A student whose key has other sessions open is told at once, in one
// line, that the server is checking them and for how long at most (twice
// the wait for an answer: the answers, then the handlers of those closed);
// a student whose key has none is told nothing. The notice comes while the
// check is still under way: an earlier session frozen past it is still
// being asked when the notice is read, and answers when thawed.
func TestReconnectSaysWhyItWaits(t *testing.T) {
	const one = "rithmo: your earlier connection is still open: asking whether it is still there (up to %v), and closing it if not.\r\n"
	fast, slow := 50*time.Millisecond, time.Minute // slow: the wait is answerWithin, 5s
	for _, tc := range []struct {
		name       string
		earlier    int  // sessions of the key open before (one at most: a second would check the first as it opens)
		thaw       bool // the earlier ones, frozen, are thawed once the notice is read
		keepAlive  time.Duration
		accessible bool
		notice     string
	}{
		{"no earlier session", 0, false, fast, false, ""},
		{"no earlier session, accessible", 0, false, fast, true, ""},
		{"an earlier session frozen", 1, false, fast, false, fmt.Sprintf(one, 2*fast)},
		{"an earlier session frozen, accessible", 1, false, fast, true, fmt.Sprintf(one, 2*fast)},
		{"an earlier session that answers once thawed", 1, true, slow, false, fmt.Sprintf(one, 10*time.Second)},
		{"an earlier session that answers once thawed, accessible", 1, true, slow, true, fmt.Sprintf(one, 10*time.Second)},
	} {
		t.Run(tc.name, func(t *testing.T) {
			// KeepAliveMax is high so that only the new session's check
			// hangs up a frozen one.
			srv := start(t, Config{KeepAlive: tc.keepAlive, KeepAliveMax: 1000})
			key := newKey(t)
			fp := gossh.FingerprintSHA256(key.PublicKey())
			var earlier []*tutorSession
			var conns []*freezable
			for range tc.earlier {
				c, fc := dialFreezable(t, srv.addr, key)
				e := openTutor(t, c, false)
				readUntil(t, e.out, "hello "+fp)
				fc.freeze()
				earlier = append(earlier, e)
				conns = append(conns, fc)
			}

			now := openTutor(t, dialKey(t, srv.addr, key), tc.accessible)
			var said string
			if tc.notice != "" {
				said = readUntil(t, now.stderr, tc.notice)
			}
			if tc.thaw {
				for _, fc := range conns {
					fc.thaw()
				}
			}
			readUntil(t, now.out, fmt.Sprintf("hello %s 80x24 pty=%v accessible=%v", fp, !tc.accessible, tc.accessible))
			fmt.Fprint(now.in, "quit\r")
			rest, err := io.ReadAll(now.stderr)
			require.NoError(t, err)
			require.NoError(t, now.sess.Wait())
			assert.Equal(t, tc.notice, said+string(rest), "what stderr said, and only that")

			for i, e := range earlier {
				if tc.thaw {
					fmt.Fprint(e.in, "still\r")
					readUntil(t, e.out, "got still")
					continue
				}
				conns[i].thaw() // the client comes back to find its connection closed
				var exit *gossh.ExitMissingError
				assert.ErrorAs(t, e.sess.Wait(), &exit, "hung up without an exit status")
			}
			if !tc.thaw && tc.earlier > 0 {
				assert.Contains(t, srv.log.String(), fmt.Sprintf("closed=%d", tc.earlier))
			}
		})
	}
}

// The notice counts the earlier sessions (MaxPerKey allows several) and
// says the longest wait as a duration.
func TestCheckingWords(t *testing.T) {
	for _, tc := range []struct {
		n    int
		upTo time.Duration
		want string
	}{
		{1, 10 * time.Second, "your earlier connection is still open: asking whether it is still there (up to 10s), and closing it if not."},
		{2, 10 * time.Second, "your 2 earlier connections are still open: asking whether they are still there (up to 10s), and closing those that are not."},
		{3, 100 * time.Millisecond, "your 3 earlier connections are still open: asking whether they are still there (up to 100ms), and closing those that are not."},
	} {
		assert.Equal(t, tc.want, checkingWords(tc.n, tc.upTo))
	}
}
