package serve

import (
	"container/list"
	"net"
	"sync"
	"sync/atomic"
	"time"

	"github.com/charmbracelet/ssh"
)

// A connection is in one of these states. Only a logged-in connection holds
// a seat; one not yet logged in holds a place among the startups, which
// are counted apart, so that strangers who never log in cannot take a
// student's seat (OpenSSH's MaxStartups is the model).
const (
	pending = iota // accepted, handshake or authentication not finished
	seated         // logged in, holding one of MaxSessions seats
	full           // logged in when every seat was taken: told so, then closed
	gone           // closed
)

// quiet is how many bytes a connection has sent while it counts as quiet,
// and may be closed to make room: a student's ssh sends its version and
// its key exchange offer (over a kilobyte) at once, a silent or trickling
// stranger sends less.
const quiet = 1024

// fullGrace is how long a connection that found the class full keeps its
// connection, to read the words that say so.
const fullGrace = 10 * time.Second

type connKey struct{}

// conn is one TCP connection as the gate sees it.
type conn struct {
	net.Conn
	s      *Server
	remote string
	since  time.Time
	read   atomic.Int64  // bytes received
	tries  atomic.Int32  // join codes tried, over all its sessions
	state  int           // guarded by s.mu
	elem   *list.Element // in s.pending while pending
	timer  *time.Timer   // the login deadline, then the full class's
	once   sync.Once
}

// connOf is the gate's record of the connection ctx belongs to.
func connOf(ctx ssh.Context) *conn {
	c, _ := ctx.Value(connKey{}).(*conn)
	return c
}

// admit takes a new connection among the startups. When they are at their
// cap the oldest quiet one (see quiet) is closed to make room: a student's
// handshake takes milliseconds while a stranger's silent connection waits
// for its deadline, so a crowd of silent connections is pushed out by the
// next ones rather than shutting the door on everyone (a refusal of the
// newest, as OpenSSH does, would lock students out until the crowd's
// deadlines passed). With no quiet one to close, the new connection is
// refused.
func (s *Server) admit(ctx ssh.Context, nc net.Conn) net.Conn {
	c := &conn{Conn: nc, s: s, remote: nc.RemoteAddr().String(), since: time.Now()}
	var evicted *conn
	s.mu.Lock()
	if s.pending.Len() >= s.cfg.MaxStartups {
		for e := s.pending.Front(); e != nil; e = e.Next() {
			if old := e.Value.(*conn); old.read.Load() < quiet {
				evicted = old
				break
			}
		}
		if evicted == nil {
			s.mu.Unlock()
			s.log.Warn("refused: too many connections not logged in", "remote", c.remote, "max", s.cfg.MaxStartups)
			return nil
		}
		s.pending.Remove(evicted.elem)
		evicted.state = gone
		evicted.elem = nil
		evicted.timer.Stop()
	}
	c.elem = s.pending.PushBack(c)
	c.timer = time.AfterFunc(s.cfg.LoginGrace, c.expire)
	s.mu.Unlock()
	if evicted != nil {
		s.log.Warn("refused: too many connections not logged in; the oldest quiet one closed to make room",
			"remote", evicted.remote, "age", time.Since(evicted.since).Round(time.Millisecond), "sent", evicted.read.Load(), "max", s.cfg.MaxStartups)
		evicted.Conn.Close()
	}
	ctx.SetValue(connKey{}, c)
	return c
}

// expire closes the connection at its login deadline if it has not logged
// in. The deadline is fixed when the connection is accepted: bytes sent
// during the handshake do not move it.
func (c *conn) expire() {
	c.s.mu.Lock()
	st := c.state
	c.s.mu.Unlock()
	switch st {
	case pending:
		c.s.log.Warn("closed: not logged in within the login grace time", "remote", c.remote, "grace", c.s.cfg.LoginGrace)
	case full:
		c.s.log.Info("closed: the class was full", "remote", c.remote)
	default:
		return
	}
	c.Close()
}

// loggedIn moves the connection from the startups to a seat, or, with
// every seat taken, marks it full: its session is told so and the
// connection closed soon after.
func (c *conn) loggedIn() {
	s := c.s
	s.mu.Lock()
	if c.state != pending {
		s.mu.Unlock()
		return
	}
	s.pending.Remove(c.elem)
	c.elem = nil
	c.timer.Stop()
	if s.seated < s.cfg.MaxSessions {
		c.state = seated
		s.seated++
		s.mu.Unlock()
		return
	}
	c.state = full
	c.timer = time.AfterFunc(fullGrace, c.expire)
	s.mu.Unlock()
	s.log.Warn("refused: the class is full", "remote", c.remote, "max", s.cfg.MaxSessions)
}

// isFull reports whether the connection logged in to a full class.
func (c *conn) isFull() bool {
	c.s.mu.Lock()
	defer c.s.mu.Unlock()
	return c.state == full
}

func (c *conn) Read(p []byte) (int, error) {
	n, err := c.Conn.Read(p)
	c.read.Add(int64(n))
	return n, err
}

func (c *conn) Close() error {
	c.once.Do(func() {
		s := c.s
		s.mu.Lock()
		switch c.state {
		case pending:
			s.pending.Remove(c.elem)
			c.elem = nil
		case seated:
			s.seated--
		}
		c.state = gone
		if c.timer != nil {
			c.timer.Stop()
		}
		s.mu.Unlock()
	})
	return c.Conn.Close()
}
