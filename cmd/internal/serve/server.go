package serve

import (
	"container/list"
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/charmbracelet/ssh"
	gossh "golang.org/x/crypto/ssh"

	"github.com/rithmo/rithmo/lessons/spell"
)

// Defaults of Config's limits.
const (
	DefaultIdle        = 30 * time.Minute
	DefaultMaxSessions = 200
	DefaultMaxPerKey   = 3
	DefaultMaxWidth    = 400
	DefaultMaxHeight   = 200
	// DefaultLoginGrace is the time from connecting to being logged in:
	// OpenSSH gives 120 s; a student's ssh needs well under a second, or
	// the time to type a key's passphrase.
	DefaultLoginGrace = 30 * time.Second
	// DefaultMaxStartups is how many connections may be not yet logged in
	// at once (OpenSSH refuses all past 100 with its default 10:30:100):
	// more than the default seats, so that a whole class logging in at the
	// bell fits. One costs a few tens of kilobytes.
	DefaultMaxStartups = 256
	// maxEnv bounds the environment requests of one session.
	maxEnv = 16
	// MaxEnvValue is the longest value of a variable a client sends that
	// is read; the longest meaningful one, COLORTERM=truecolor, has 9.
	MaxEnvValue = 64
	// MaxCommand is the longest command line read: a few mode words.
	MaxCommand = 256
)

// Config is what a server needs. Zero limits take the defaults.
type Config struct {
	HostKey []byte // PEM private key (HostKey reads or makes one)
	// Allowed, when not nil, lists the fingerprints (SHA256:...) let in;
	// nil lets in any key (trust on first use: the key is the student).
	Allowed     map[string]bool
	Idle        time.Duration // a session with no input for this long is closed
	LoginGrace  time.Duration // a connection not logged in this long after it opened is closed
	MaxStartups int           // connections not yet logged in at once
	MaxSessions int           // connections logged in at once (seats), and sessions
	MaxPerKey   int           // sessions at once for one key
	MaxWidth    int           // columns; a wider window is taken as this wide
	MaxHeight   int           // rows
	Log         *slog.Logger  // where refusals and sessions are logged; nil: discarded
	// KeepAlive is how often a session asks its client whether it is
	// there, and how long it waits for the answer; KeepAliveMax questions
	// in a row unanswered close the connection (see alive.go).
	KeepAlive    time.Duration
	KeepAliveMax int
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
	Join       bool        // ssh HOST join [CODE]: the student joins the roster with a code
	Code       string      // the code given on the command line; "" ask for it
	// Try counts one more join code tried on the connection, over all
	// its sessions (a client may open several on one connection), and
	// returns how many have been.
	Try func() int
	Env map[string]string
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
	pending  *list.List // of *conn not yet logged in, oldest first
	seated   int        // connections logged in
	sessions int
	perKey   map[string]int
	live     map[string]map[*live]bool // by key, the sessions running the tutor
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
	if cfg.LoginGrace <= 0 {
		cfg.LoginGrace = DefaultLoginGrace
	}
	if cfg.MaxStartups <= 0 {
		cfg.MaxStartups = DefaultMaxStartups
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
	if cfg.KeepAlive <= 0 {
		cfg.KeepAlive = DefaultKeepAlive
	}
	if cfg.KeepAliveMax <= 0 {
		cfg.KeepAliveMax = DefaultKeepAliveMax
	}
	s := &Server{cfg: cfg, log: cfg.Log, pending: list.New(), perKey: map[string]int{}, live: map[string]map[*live]bool{}}
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
	// The connection's own timeout is a backstop for a logged-in
	// connection (a channel never opened); a session says goodbye first.
	// Before login the fixed deadline of admit applies.
	srv.IdleTimeout = cfg.Idle + time.Minute
	// The only way to learn that a connection logged in: x/crypto/ssh
	// reports each authentication attempt, a nil error for the one that
	// succeeded (a key merely offered, not signed for, is not a success).
	srv.ServerConfigCallback = func(ctx ssh.Context) *gossh.ServerConfig {
		return &gossh.ServerConfig{AuthLogCallback: func(_ gossh.ConnMetadata, _ string, err error) {
			if c := connOf(ctx); err == nil && c != nil {
				c.loggedIn()
			}
		}}
	}
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
	srv.ConnCallback = s.admit
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
	if c := connOf(ctx); c != nil && c.isFull() {
		// Served only to say so: handle tells the class is full.
		ssh.DefaultSessionHandler(srv, conn, &filtered{NewChannel: ch, s: s, key: key, remote: remote}, ctx)
		return
	}
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
		// Served even when it is not a mode, so that handle can answer it
		// in words; it is never run.
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
		if len(kv.Value) > MaxEnvValue {
			// Passed on without its value, for handle to say so in words.
			req.Payload = gossh.Marshal(struct{ Key, Value string }{tooLong + kv.Key, fmt.Sprint(len(kv.Value))})
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
	Join       bool   // join the class's roster with a code
	Code       string // the code after join; "" the tutor asks for it
}

// MaxCode is the longest join code read from a command line.
const MaxCode = 16

// modeHelp ends a refusal of a command line: what may be asked instead.
var modeHelp = "(rithmo runs no commands; modes: " + strings.Join(Modes, ", ") + "; join CODE to join your class)"

// tooLong marks a variable whose value was too long to keep: the name
// that follows it is an allowed variable's, the value its length. No
// client can send such a name (allowedEnv refuses it).
const tooLong = "!too-long "

// ParseModes reads a command line: words of Modes only.
func ParseModes(cmd string) (Mode, error) {
	var m Mode
	if len(cmd) > MaxCommand {
		return m, fmt.Errorf("the command is %d bytes long, more than the %d rithmo reads %s", len(cmd), MaxCommand, modeHelp)
	}
	words := strings.Fields(cmd)
	for i := 0; i < len(words); i++ {
		switch w := words[i]; w {
		case "join":
			if m.Join {
				return m, errors.New(`"join" twice: give it once, with your code`)
			}
			m.Join = true
			if i+1 < len(words) && !slices.Contains(Modes, words[i+1]) {
				i++
				if !codeLike(words[i]) {
					return m, fmt.Errorf("join %q: a code is letters and digits, as your teacher gave it (at most %d)", clip(words[i], MaxCode), MaxCode)
				}
				m.Code = words[i]
			}
		case "accessible":
			m.Accessible = true
		case "dark", "light", "plain":
			if m.Style != "" && m.Style != w {
				return m, fmt.Errorf("%q and %q: choose one style", m.Style, w)
			}
			m.Style = w
		default:
			hint := ""
			if near := nearestMode(w); near != "" {
				hint = fmt.Sprintf(": did you mean %q?", near)
			}
			return m, fmt.Errorf("%q is not a mode%s %s", w, hint, modeHelp)
		}
	}
	return m, nil
}

// codeLike reports whether w may be a join code: letters, digits and
// dashes, at most MaxCode. Whether it is one is the class file's to say.
func codeLike(w string) bool {
	if w == "" || len(w) > MaxCode {
		return false
	}
	for _, r := range w {
		if !(r == '-' || r >= '0' && r <= '9' || r >= 'A' && r <= 'Z' || r >= 'a' && r <= 'z') {
			return false
		}
	}
	return true
}

// clip shortens w to n bytes for a message.
func clip(w string, n int) string {
	if len(w) > n {
		return w[:n] + "…"
	}
	return w
}

// nearestMode is the mode w is a slip of the keyboard for (at most two
// letters added, dropped or changed), or "".
func nearestMode(w string) string {
	best, bestD := "", 3
	for _, m := range Modes {
		if d := spell.Distance(strings.ToLower(w), m, bestD); d < bestD {
			best, bestD = m, d
		}
	}
	return best
}
