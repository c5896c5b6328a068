package serve

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"sync"
	"sync/atomic"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/charmbracelet/ssh"
	gossh "golang.org/x/crypto/ssh"
)

// handle runs the tutor for one session: no command is ever run, the
// command line only picks a mode.
func (s *Server) handle(sess ssh.Session) {
	if c := connOf(sess.Context()); c != nil && c.isFull() {
		fmt.Fprintf(sess.Stderr(), "rithmo: the class is full: %s, the most this server takes. Try again in a few minutes, or tell your teacher.\r\n", connected(s.cfg.MaxSessions))
		sess.Exit(1)
		return
	}
	key := sess.PublicKey()
	if key == nil { // cannot happen: only key authentication is offered
		fmt.Fprintln(sess.Stderr(), "rithmo: connect with an SSH key")
		sess.Exit(1)
		return
	}
	fp := gossh.FingerprintSHA256(key)
	log := s.log.With("key", fp, "remote", sess.RemoteAddr().String())
	mode, err := ParseModes(sess.RawCommand())
	if err != nil { // answered in words, never run
		log.Warn("refused command", "reason", err.Error())
		fmt.Fprintf(sess.Stderr(), "rithmo: %v\r\n", err)
		sess.Exit(2)
		return
	}
	pty, winch, isPty := sess.Pty()
	if !isPty && !mode.Accessible && !mode.Join { // joining needs no terminal: ssh HOST join CODE
		fmt.Fprintf(sess.Stderr(), "rithmo: the tutor needs a terminal: connect with ssh -t, or ask for plain prompts: ssh HOST accessible\n")
		sess.Exit(2)
		return
	}
	env := map[string]string{}
	for _, kv := range sess.Environ() {
		k, v, ok := strings.Cut(kv, "=")
		switch {
		case !ok:
		case strings.HasPrefix(k, tooLong):
			log.Warn("variable too long: ignored", "name", k[len(tooLong):], "bytes", v)
			fmt.Fprintf(sess.Stderr(), "rithmo: %s is %s bytes long, more than the %d rithmo reads: ignored\r\n", k[len(tooLong):], v, MaxEnvValue)
		case allowedEnv(k):
			env[k] = v
		}
	}
	l := &live{
		ask:  func() (bool, error) { return sess.SendRequest(keepAliveRequest, true, nil) },
		hang: func() { hangUp(sess) },
		done: make(chan struct{}),
	}
	defer close(l.done)
	defer s.track(fp, l)()
	if others := s.others(fp, l); len(others) > 0 {
		// The check can take seconds and the screen would stay blank.
		fmt.Fprintf(sess.Stderr(), "rithmo: %s\r\n", checkingWords(len(others), 2*s.checkWithin()))
		if n := s.hangUpLost(others, func() { log.Info("another session of the key does not answer: closed") }); n > 0 {
			log.Info("sessions of the key closed before this one", "closed", n)
		}
	}
	ctx, cancel := context.WithCancel(sess.Context())
	defer cancel()
	go l.keepAlive(ctx, s.cfg.KeepAlive, s.cfg.KeepAliveMax, func() {
		log.Info("client does not answer: connection closed", "questions", s.cfg.KeepAliveMax, "every", s.cfg.KeepAlive)
	})
	idle := newIdleReader(sess, s.cfg.Idle, cancel)
	defer idle.stop()

	sizes := make(chan Size, 1)
	st := &Session{
		Key: fp, AuthKey: strings.TrimSpace(string(gossh.MarshalAuthorizedKey(key))), User: sess.User(),
		Remote: sess.RemoteAddr().String(), In: idle, Out: sess, PTY: isPty, Term: pty.Term,
		Width: 80, Height: 24, Sizes: sizes, Accessible: mode.Accessible, Style: mode.Style, Join: mode.Join, Code: mode.Code, Env: env,
	}
	var tries atomic.Int32 // a connection the gate does not know: its own count
	st.Try = func() int { return int(tries.Add(1)) }
	if c := connOf(sess.Context()); c != nil {
		st.Try = func() int { return int(c.tries.Add(1)) }
	}
	if st.Style == "" {
		st.Style = env["RITHMO_STYLE"]
	}
	if isPty {
		st.Width, st.Height = pty.Window.Width, pty.Window.Height
		go func() {
			defer close(sizes)
			for {
				select {
				case <-ctx.Done():
					return
				case w, ok := <-winch:
					if !ok {
						return
					}
					select {
					case sizes <- Size{w.Width, w.Height}:
					case <-ctx.Done():
						return
					}
				}
			}
		}()
	} else {
		close(sizes)
	}
	start := time.Now()
	log.Info("session", "user", sess.User(), "pty", isPty, "width", st.Width, "height", st.Height, "accessible", mode.Accessible)
	err = s.cfg.Session(ctx, st)
	switch {
	case idle.expired():
		fmt.Fprintf(sess, "\r\nrithmo: no key pressed for %v: goodbye (everything answered is saved).\r\n", s.cfg.Idle)
		log.Info("session idle: closed", "after", time.Since(start).Round(time.Second))
		sess.Exit(0)
	case err != nil && !errors.Is(err, context.Canceled):
		fmt.Fprintf(sess.Stderr(), "rithmo: %v\r\n", err)
		log.Warn("session ended with an error", "error", err.Error())
		sess.Exit(1)
	default:
		log.Info("session ended", "after", time.Since(start).Round(time.Second))
		sess.Exit(0)
	}
}

// hangUp closes the connection a session runs on: its context ends and its
// reads fail, so that the tutor returns and lets go what it holds.
func hangUp(sess ssh.Session) {
	if c, ok := sess.Context().Value(ssh.ContextKeyConn).(gossh.Conn); ok {
		c.Close()
		return
	}
	sess.Close()
}

// idleReader is the session's input; when no byte has come for d it
// cancels the session (output does not count: a blinking cursor is not a
// student).
type idleReader struct {
	r     io.Reader
	timer *time.Timer
	d     time.Duration
	mu    sync.Mutex
	fired bool
}

func newIdleReader(r io.Reader, d time.Duration, cancel func()) *idleReader {
	ir := &idleReader{r: r, d: d}
	ir.timer = time.AfterFunc(d, func() {
		ir.mu.Lock()
		ir.fired = true
		ir.mu.Unlock()
		cancel()
	})
	return ir
}

func (r *idleReader) Read(p []byte) (int, error) {
	n, err := r.r.Read(p)
	if n > 0 {
		r.timer.Reset(r.d)
	}
	return n, err
}

func (r *idleReader) stop() { r.timer.Stop() }

func (r *idleReader) expired() bool {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.fired
}

// ReadLine reads one line typed by the student: echoed when echo (a
// terminal in raw mode shows nothing itself), with backspace, at most max
// runes; arrow keys and other escape sequences are skipped, and Ctrl-C or
// Ctrl-D gives io.EOF.
func ReadLine(in io.Reader, out io.Writer, echo bool, max int) (string, error) {
	var line []rune
	var pending []byte // a UTF-8 sequence not yet complete
	esc := 0           // 0 none; 1 after ESC; 2 inside CSI or SS3, until its final byte
	buf := make([]byte, 1)
	for {
		n, err := in.Read(buf)
		if n == 0 {
			if err != nil {
				if len(line) > 0 && errors.Is(err, io.EOF) {
					return string(line), nil
				}
				return "", err
			}
			continue
		}
		b := buf[0]
		switch {
		case esc == 1:
			esc = 0
			if b == '[' || b == 'O' {
				esc = 2
			}
			continue
		case esc == 2:
			if b >= 0x40 && b <= 0x7e {
				esc = 0
			}
			continue
		}
		switch {
		case b == '\r' || b == '\n':
			if echo {
				io.WriteString(out, "\r\n")
			}
			return string(line), nil
		case b == 3 || b == 4:
			return "", io.EOF
		case b == 127 || b == 8:
			if len(line) > 0 {
				line = line[:len(line)-1]
				if echo {
					io.WriteString(out, "\b \b")
				}
			}
		case b == 27:
			esc = 1
		case b < 32:
			// other control keys are not part of a name
		default:
			pending = append(pending, b)
			if !utf8.FullRune(pending) {
				continue
			}
			r, _ := utf8.DecodeRune(pending)
			if r != utf8.RuneError && unicode.IsPrint(r) && len(line) < max {
				line = append(line, r)
				if echo {
					out.Write(pending)
				}
			}
			pending = pending[:0]
		}
	}
}

// connected says how many students are connected, in words.
func connected(n int) string {
	if n == 1 {
		return "1 student is connected"
	}
	return fmt.Sprintf("%d students are connected", n)
}
