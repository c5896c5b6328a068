package serve

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"strings"
	"sync"
	"time"

	"github.com/charmbracelet/ssh"
	gossh "golang.org/x/crypto/ssh"
)

// Defaults of Config's limits.
const (
	DefaultIdle        = 30 * time.Minute
	DefaultMaxSessions = 200
	DefaultMaxPerKey   = 3
	DefaultMaxWidth    = 400
	DefaultMaxHeight   = 200
	// maxEnv bounds the environment requests of one session.
	maxEnv = 16
)

// Config is what a server needs. Zero limits take the defaults.
type Config struct {
	HostKey []byte // PEM private key (HostKey reads or makes one)
	// Allowed, when not nil, lists the fingerprints (SHA256:...) let in;
	// nil lets in any key (trust on first use: the key is the student).
	Allowed     map[string]bool
	Idle        time.Duration // a session with no input for this long is closed
	MaxSessions int           // connections and sessions at once
	MaxPerKey   int           // sessions at once for one key
	MaxWidth    int           // columns; a wider window is taken as this wide
	MaxHeight   int           // rows
	Log         *slog.Logger  // where refusals and sessions are logged; nil: discarded
	// Session runs the tutor over one session; it returns when the student
	// leaves or ctx is cancelled (the connection closed or timed out).
	Session func(ctx context.Context, s *Session) error
}

// Session is one student's connection as the tutor sees it.
type Session struct {
	Key        string // the key's fingerprint, SHA256:...
	AuthKey    string // the key, authorized_keys format
	User       string // the user name the client gave (not an identity: anyone may type any)
	Remote     string
	In         io.Reader // the student's keys
	Out        io.Writer
	PTY        bool        // a terminal was asked for (ssh -t, or ssh by default without a command)
	Term       string      // the client's TERM
	Width      int         // columns, within the maximum
	Height     int         // rows
	Sizes      <-chan Size // later window sizes; closed when the session ends
	Accessible bool        // plain prompts: ssh -t HOST accessible
	Style      string      // "", or dark, light, plain as asked on the command line or in RITHMO_STYLE
	Env        map[string]string
}

// Size is a window size.
type Size struct{ Width, Height int }

// Modes are the words a command line may hold: they pick how the tutor is
// shown, and nothing else is run.
var Modes = []string{"accessible", "dark", "light", "plain"}

// Server is a rithmo SSH server.
type Server struct {
	cfg Config
	srv *ssh.Server
	log *slog.Logger

	mu       sync.Mutex
	conns    int
	sessions int
	perKey   map[string]int
}

// allowedEnv reports whether a client may send the variable; others are
// refused.
func allowedEnv(name string) bool {
	switch name {
	case "RITHMO_STYLE", "NO_COLOR", "COLORTERM":
		return true
	}
	return false
}

// New makes a server from cfg.
func New(cfg Config) (*Server, error) {
	if cfg.Session == nil {
		return nil, errors.New("serve: no session handler")
	}
	if cfg.Idle <= 0 {
		cfg.Idle = DefaultIdle
	}
	if cfg.MaxSessions <= 0 {
		cfg.MaxSessions = DefaultMaxSessions
	}
	if cfg.MaxPerKey <= 0 {
		cfg.MaxPerKey = DefaultMaxPerKey
	}
	if cfg.MaxWidth <= 0 {
		cfg.MaxWidth = DefaultMaxWidth
	}
	if cfg.MaxHeight <= 0 {
		cfg.MaxHeight = DefaultMaxHeight
	}
	s := &Server{cfg: cfg, log: cfg.Log, perKey: map[string]int{}}
	if s.log == nil {
		s.log = slog.New(slog.NewTextHandler(io.Discard, nil))
	}
	// The server is wish's (charmbracelet/ssh, set up as wish.NewServer
	// sets it up), without importing wish itself: wish v1.1.1 links
	// charmbracelet/log, whose package init asks the terminal on standard
	// error for its colours and stalls every rithmo command for 10 s on a
	// terminal that does not answer (TestNoStallOnASilentTerminal).
	srv := &ssh.Server{}
	for _, o := range []ssh.Option{
		ssh.HostKeyPEM(cfg.HostKey),
		ssh.PublicKeyAuth(s.publicKey),
	} {
		if err := srv.SetOption(o); err != nil {
			return nil, fmt.Errorf("serve: %w", err)
		}
	}
	// The connection's own timeout is a backstop (a handshake never
	// finished, a channel never opened); a session says goodbye first.
	srv.IdleTimeout = cfg.Idle + time.Minute
	srv.Version = "rithmo"
	srv.Handler = s.handle
	// Only what is listed here is served: one session channel type, no
	// global request, no subsystem; no forwarding callbacks (nil denies).
	srv.ChannelHandlers = map[string]ssh.ChannelHandler{"session": s.session, "default": s.refuseChannel}
	srv.RequestHandlers = map[string]ssh.RequestHandler{"default": s.refuseGlobal}
	srv.SubsystemHandlers = map[string]ssh.SubsystemHandler{}
	srv.LocalPortForwardingCallback = nil
	srv.ReversePortForwardingCallback = nil
	srv.PasswordHandler = nil
	srv.KeyboardInteractiveHandler = nil
	srv.ConnCallback = s.connect
	srv.ConnectionFailedCallback = func(conn net.Conn, err error) {
		s.log.Info("connection failed", "remote", conn.RemoteAddr().String(), "reason", err.Error())
	}
	s.srv = srv
	return s, nil
}

// Serve accepts connections on l until Close.
func (s *Server) Serve(l net.Listener) error {
	err := s.srv.Serve(l)
	if errors.Is(err, ssh.ErrServerClosed) {
		return nil
	}
	return err
}

// Close closes the listener and every connection at once.
func (s *Server) Close() error { return s.srv.Close() }

func (s *Server) publicKey(ctx ssh.Context, key ssh.PublicKey) bool {
	fp := gossh.FingerprintSHA256(key)
	if s.cfg.Allowed != nil && !s.cfg.Allowed[fp] {
		s.log.Info("refused: key not allowed", "remote", ctx.RemoteAddr().String(), "user", ctx.User(), "key", fp)
		return false
	}
	return true
}

// connect bounds the connections, counted before any handshake.
func (s *Server) connect(ctx ssh.Context, conn net.Conn) net.Conn {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.conns >= s.cfg.MaxSessions {
		s.log.Warn("refused: too many connections", "remote", conn.RemoteAddr().String(), "max", s.cfg.MaxSessions)
		return nil
	}
	s.conns++
	return &countedConn{Conn: conn, done: func() {
		s.mu.Lock()
		s.conns--
		s.mu.Unlock()
	}}
}

type countedConn struct {
	net.Conn
	once sync.Once
	done func()
}

func (c *countedConn) Close() error {
	c.once.Do(c.done)
	return c.Conn.Close()
}

func (s *Server) refuseChannel(srv *ssh.Server, conn *gossh.ServerConn, ch gossh.NewChannel, ctx ssh.Context) {
	s.log.Warn("refused channel", "type", ch.ChannelType(), "remote", conn.RemoteAddr().String(), "key", keyOf(ctx))
	ch.Reject(gossh.Prohibited, "rithmo serves its tutor only")
}

func (s *Server) refuseGlobal(ctx ssh.Context, srv *ssh.Server, req *gossh.Request) (bool, []byte) {
	s.log.Warn("refused request", "type", req.Type, "remote", ctx.RemoteAddr().String(), "key", keyOf(ctx))
	return false, nil
}

func keyOf(ctx ssh.Context) string {
	if k := ctx.Permissions(); k != nil {
		if pk, ok := ctx.Value(ssh.ContextKeyPublicKey).(ssh.PublicKey); ok && pk != nil {
			return gossh.FingerprintSHA256(pk)
		}
	}
	return ""
}

// session opens a session channel within the limits, with its requests
// filtered.
func (s *Server) session(srv *ssh.Server, conn *gossh.ServerConn, ch gossh.NewChannel, ctx ssh.Context) {
	key := keyOf(ctx)
	remote := conn.RemoteAddr().String()
	s.mu.Lock()
	switch {
	case key == "":
		s.mu.Unlock()
		s.log.Warn("refused session: no key", "remote", remote)
		ch.Reject(gossh.Prohibited, "no key")
		return
	case s.sessions >= s.cfg.MaxSessions:
		s.mu.Unlock()
		s.log.Warn("refused session: too many sessions", "remote", remote, "key", key, "max", s.cfg.MaxSessions)
		ch.Reject(gossh.ResourceShortage, "the class is full: try again later")
		return
	case s.perKey[key] >= s.cfg.MaxPerKey:
		s.mu.Unlock()
		s.log.Warn("refused session: too many for this key", "remote", remote, "key", key, "max", s.cfg.MaxPerKey)
		ch.Reject(gossh.ResourceShortage, fmt.Sprintf("this key already has %d sessions open", s.cfg.MaxPerKey))
		return
	}
	s.sessions++
	s.perKey[key]++
	s.mu.Unlock()
	defer func() {
		s.mu.Lock()
		s.sessions--
		if s.perKey[key]--; s.perKey[key] <= 0 {
			delete(s.perKey, key)
		}
		s.mu.Unlock()
	}()
	ssh.DefaultSessionHandler(srv, conn, &filtered{NewChannel: ch, s: s, key: key, remote: remote}, ctx)
}

// filtered is a session channel whose requests pass through allow.
type filtered struct {
	gossh.NewChannel
	s           *Server
	key, remote string
}

func (f *filtered) Accept() (gossh.Channel, <-chan *gossh.Request, error) {
	ch, reqs, err := f.NewChannel.Accept()
	if err != nil {
		return ch, reqs, err
	}
	out := make(chan *gossh.Request)
	go func() {
		defer close(out)
		env := 0
		for req := range reqs {
			if reason := f.allow(req, &env); reason != "" {
				f.s.log.Warn("refused request", "type", req.Type, "reason", reason, "remote", f.remote, "key", f.key)
				if req.WantReply {
					req.Reply(false, nil)
				}
				continue
			}
			out <- req
		}
	}()
	return ch, out, nil
}

// allow says why req is refused, or "" to serve it. A window beyond the
// maximum is served at the maximum (the payload is rewritten).
func (f *filtered) allow(req *gossh.Request, env *int) string {
	switch req.Type {
	case "pty-req":
		var p struct {
			Term                 string
			Cols, Rows, Wpx, Hpx uint32
			Modes                string
		}
		if err := gossh.Unmarshal(req.Payload, &p); err != nil {
			return "malformed"
		}
		p.Cols, p.Rows = f.clamp(p.Cols, p.Rows)
		req.Payload = gossh.Marshal(p)
		return ""
	case "window-change":
		var w struct{ Cols, Rows, Wpx, Hpx uint32 }
		if err := gossh.Unmarshal(req.Payload, &w); err != nil {
			return "malformed"
		}
		w.Cols, w.Rows = f.clamp(w.Cols, w.Rows)
		req.Payload = gossh.Marshal(w)
		return ""
	case "shell":
		return ""
	case "exec":
		var c struct{ Value string }
		if err := gossh.Unmarshal(req.Payload, &c); err != nil {
			return "malformed"
		}
		if _, err := ParseModes(c.Value); err != nil {
			return "command execution is not served: " + err.Error()
		}
		return ""
	case "env":
		var kv struct{ Key, Value string }
		if err := gossh.Unmarshal(req.Payload, &kv); err != nil {
			return "malformed"
		}
		if !allowedEnv(kv.Key) {
			return "variable " + kv.Key + " is not used"
		}
		if *env++; *env > maxEnv {
			return "too many variables"
		}
		return ""
	case "subsystem":
		var c struct{ Value string }
		gossh.Unmarshal(req.Payload, &c)
		return "no subsystem (" + c.Value + "): no file transfer"
	case "x11-req":
		return "no X11 forwarding"
	case "auth-agent-req@openssh.com":
		return "no agent forwarding"
	}
	return "not served"
}

// clamp takes a window beyond the maximum as the maximum, and an unknown
// (zero) size as 80x24.
func (f *filtered) clamp(cols, rows uint32) (uint32, uint32) {
	if cols == 0 {
		cols = 80
	}
	if rows == 0 {
		rows = 24
	}
	if int64(cols) > int64(f.s.cfg.MaxWidth) {
		f.s.log.Info("window narrowed", "columns", cols, "max", f.s.cfg.MaxWidth, "key", f.key)
		cols = uint32(f.s.cfg.MaxWidth)
	}
	if int64(rows) > int64(f.s.cfg.MaxHeight) {
		f.s.log.Info("window shortened", "rows", rows, "max", f.s.cfg.MaxHeight, "key", f.key)
		rows = uint32(f.s.cfg.MaxHeight)
	}
	return cols, rows
}

// Mode is what a command line asks for.
type Mode struct {
	Accessible bool
	Style      string // "", dark, light, plain
}

// ParseModes reads a command line: words of Modes only.
func ParseModes(cmd string) (Mode, error) {
	var m Mode
	for _, w := range strings.Fields(cmd) {
		switch w {
		case "accessible":
			m.Accessible = true
		case "dark", "light", "plain":
			if m.Style != "" && m.Style != w {
				return m, fmt.Errorf("%q and %q: choose one style", m.Style, w)
			}
			m.Style = w
		default:
			return m, fmt.Errorf("%q is not a mode (rithmo runs no commands; modes: %s)", w, strings.Join(Modes, ", "))
		}
	}
	return m, nil
}
