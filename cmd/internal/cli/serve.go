package cli

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"os/signal"
	"path/filepath"
	"strings"
	"syscall"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/charmbracelet/lipgloss"
	"github.com/muesli/termenv"
	"github.com/spf13/cobra"
	gossh "golang.org/x/crypto/ssh"

	"github.com/rithmo/rithmo/cmd/internal/app"
	"github.com/rithmo/rithmo/cmd/internal/progress"
	"github.com/rithmo/rithmo/cmd/internal/serve"
	"github.com/rithmo/rithmo/cmd/internal/ui"
	"github.com/rithmo/rithmo/lessons"
	"github.com/rithmo/rithmo/lessons/form"
	"github.com/rithmo/rithmo/lessons/render"
)

type serveFlags struct {
	listen, class, hostKey, allow string
	idle, loginGrace              time.Duration
	maxSessions, maxPerKey        int
	maxStartups                   int
}

func newServeCmd(env *Env) *cobra.Command {
	var fl serveFlags
	cmd := &cobra.Command{
		Use:   "serve --class FILE [flags]",
		Short: "Serve the tutor to a class over SSH, each student under their own key",
		Long: `Serve rithmo to a class over SSH: students connect with the ssh client
their laptop already has and get the same home screen as rithmo on their
own machine, sized to their terminal.

  ssh -p 2222 HOST               the full-screen tutor
  ssh -t -p 2222 HOST accessible plain prompts, for screen readers
  ssh -t -p 2222 HOST light      on a light terminal (also: dark, plain)

A student joins in five steps (OpenSSH is built into Windows 10 and 11):

  1. Open a terminal (macOS, Linux) or PowerShell (Windows).
  2. Make a key, once: ssh-keygen -t ed25519 (Enter to each question).
  3. Join with the teacher's code: ssh -p 2222 HOST join CODE
  4. Answer yes to the host's fingerprint: the key is now theirs, by name.
  5. Every time after: ssh -p 2222 HOST (no code needed).

Who may join is the class's roster (rithmo class roster): the teacher
adds students with their .pub files, or by name and hands out join codes
(rithmo class invite), and a key not on the roster is asked for a code.
A class without a roster lets any key in, and each names itself at its
first login. Either way every answer is kept under the student's key. The
class file keeps everything: the roster, each student's progress (every
answer, where they left off, review, ratings) and the assignments, for
rithmo class report and rithmo class assign (they work while the server
runs). It is a SQLite database: sqlite3 FILE opens it.

Nothing but the tutor is served: no shell, no command, no forwarding, no
file transfer, keys only (no passwords). --allow restricts a class
without a roster to the keys listed in an authorized_keys file; a class
with a roster refuses --allow, as the roster already says who may join
(rithmo class roster add --class FILE ALLOW-FILE moves its keys onto it).

Strangers cannot lock the class out: a connection must log in within
--login-grace of opening it (bytes sent meanwhile do not extend it), and
connections not yet logged in are counted apart (--max-startups; past it
the oldest is closed), so they never take a student's seat. A student who
finds all --max-sessions seats taken is told the class is full. A
connection lost without a goodbye (a laptop shut, a network gone) is
closed when its ssh stops answering the server's keep-alive (three
questions 15 s apart), and within seconds when the same key connects
again, so that the student's game in play is theirs to resume.

The host key (--host-key) is made on the first start, readable by its
owner only; keep it, or students' ssh will warn that the host changed.`,
		Example: `  rithmo serve --class ~/class/5b.db
  rithmo serve --listen :2222 --class 5b.db --allow 5b.keys --host-key /etc/rithmo/host_ed25519`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			return runServe(cmd, env, &fl)
		},
	}
	f := cmd.Flags()
	f.StringVar(&fl.listen, "listen", ":2222", "address to listen on, HOST:PORT")
	f.StringVar(&fl.class, "class", "", "the class database (created when missing)")
	f.StringVar(&fl.hostKey, "host-key", "", "the server's private key, made on the first start (default: FILE.host_key next to the class)")
	f.StringVar(&fl.allow, "allow", "", "only the keys in this authorized_keys file may connect (a class without a roster)")
	f.DurationVar(&fl.idle, "idle", serve.DefaultIdle, "close a session when no key was pressed for this long")
	f.DurationVar(&fl.loginGrace, "login-grace", serve.DefaultLoginGrace, "close a connection not logged in this long after it opened")
	f.IntVar(&fl.maxStartups, "max-startups", serve.DefaultMaxStartups, "connections not yet logged in at once; past it the oldest is closed")
	f.IntVar(&fl.maxSessions, "max-sessions", serve.DefaultMaxSessions, "students logged in at once")
	f.IntVar(&fl.maxPerKey, "max-per-key", serve.DefaultMaxPerKey, "sessions at once for one key")
	return cmd
}

func runServe(cmd *cobra.Command, env *Env, fl *serveFlags) error {
	switch {
	case fl.class == "":
		return Usagef("--class: say which file keeps the class (created when missing), e.g. --class 5b.db")
	case fl.idle < time.Second:
		return Usagef("--idle %v: want at least 1s", fl.idle)
	case fl.loginGrace < time.Second:
		return Usagef("--login-grace %v: want at least 1s", fl.loginGrace)
	case fl.maxSessions < 1 || fl.maxPerKey < 1 || fl.maxStartups < 1:
		return Usagef("--max-sessions, --max-per-key and --max-startups: want at least 1")
	}
	if fl.hostKey == "" {
		fl.hostKey = fl.class + ".host_key"
	}
	key, err := serve.HostKey(fl.hostKey)
	if err != nil {
		return err
	}
	var allowed map[string]bool
	if fl.allow != "" {
		if allowed, err = serve.ReadAllowed(fl.allow); err != nil {
			return err
		}
	}
	now, err := clock(env)
	if err != nil {
		return err
	}
	class, err := progress.Open(fl.class, progress.WithClock(now))
	if err != nil {
		return err
	}
	defer class.Close()
	roster, err := class.Closed()
	if err != nil {
		return err
	}
	if roster && allowed != nil {
		// Two lists of who may join would disagree sooner or later.
		return Usagef("--allow %s: the class %s has a roster, which says who may join: drop --allow (rithmo class roster add --class %s %s puts its keys on the roster)", fl.allow, fl.class, fl.class, fl.allow)
	}
	all, _ := lessons.Load(lessonFiles())
	log := slog.New(slog.NewTextHandler(env.Stderr, nil))
	c := &classroom{env: env, class: class, classPath: fl.class, lessons: all, shapes: shapesOf(all), now: now, log: log}
	srv, err := serve.New(serve.Config{
		HostKey: key, Allowed: allowed, Idle: fl.idle, LoginGrace: fl.loginGrace, MaxStartups: fl.maxStartups, MaxSessions: fl.maxSessions, MaxPerKey: fl.maxPerKey,
		Log: log, Session: c.session,
	})
	if err != nil {
		return err
	}
	l, err := net.Listen("tcp", fl.listen)
	if err != nil {
		return fmt.Errorf("serve: %w", err)
	}
	if _, port, err := net.SplitHostPort(l.Addr().String()); err == nil {
		c.port = port
	}
	signer, err := gossh.ParsePrivateKey(key)
	if err != nil {
		return fmt.Errorf("host key %s: %w", fl.hostKey, err)
	}
	who := "any key (trust on first use; no roster)"
	switch {
	case roster:
		who = "the students on the roster (a key not on it joins with a code from rithmo class invite)"
	case allowed != nil:
		who = fmt.Sprintf("%s from %s", howMany(len(allowed), "key"), fl.allow)
	}
	fmt.Fprintf(env.Stdout, "rithmo serve: listening on %s for %s\n  class %s\n  host key %s (%s)\n",
		l.Addr(), who, fl.class, gossh.FingerprintSHA256(signer.PublicKey()), fl.hostKey)
	if roster {
		fmt.Fprintf(env.Stdout, "  a student not on the roster joins with: ssh -p %s HOST join CODE\n", cmp.Or(c.port, "PORT"))
	}
	fmt.Fprintln(env.Stdout, "Stop with Ctrl-C.")
	ctx, stop := signal.NotifyContext(cmd.Context(), syscall.SIGTERM)
	defer stop()
	served := make(chan error, 1)
	go func() { served <- srv.Serve(l) }()
	select {
	case err := <-served:
		return err
	case <-ctx.Done():
		// Every answer is already committed: closing loses nothing.
		srv.Close()
		<-served
		fmt.Fprintln(env.Stdout, "rithmo serve: stopped")
		return nil
	}
}

// classroom runs one student's sessions.
type classroom struct {
	env       *Env
	class     *progress.Store
	classPath string
	lessons   []*lessons.Lesson
	shapes    []progress.LessonShape // the course as mastery counts it, read once
	now       func() time.Time
	log       *slog.Logger
	port      string // the port listened on, for the words that tell a student how to connect
}

func (c *classroom) session(ctx context.Context, s *serve.Session) error {
	in, out := s.In, s.Out
	if s.PTY && s.Accessible {
		// The student's terminal is raw: plain prompts need the line
		// editing and echo a terminal would give them.
		out = crlfWriter{out}
		in = &cookedReader{in: s.In, out: s.Out}
	}
	learner, err := c.admit(ctx, s)
	if err != nil || learner.Name == "" {
		return err
	}
	if s.Join && !s.PTY && !s.Accessible {
		// ssh HOST join CODE gives no terminal: the tutor needs one.
		fmt.Fprintf(s.Out, "Connect again to start, as you just did but without \"join\" and the code: ssh -p %s HOST\r\n", cmp.Or(c.port, "PORT"))
		return nil
	}
	store := c.class.ForLearner(s.Key, progress.WithClock(c.now), progress.WithLessons(c.shapes))

	env := &Env{Stdin: in, Stdout: out, Stderr: out, Accessible: s.Accessible, GamesDir: c.gamesDir(s.Key), Now: c.now, Getenv: func(k string) string {
		switch k {
		case "USER": // the lessons' numbers are drawn for this student
			return s.Key
		case "RITHMO_NOW":
			return c.env.Getenv(k)
		}
		return ""
	}}
	t := ui.Terminal{InTTY: s.PTY, OutTTY: s.PTY, Width: s.Width, Height: s.Height, Style: sessionStyle(s)}
	r := sessionRenderer(s, t.Style)
	t.Profile = r.ColorProfile()
	h := &home{env: env, term: t, store: store, lessons: c.lessons, renderer: render.New(t.Style, lessonSeed(env)).ForTerminal(r),
		look: app.NewLook(r), class: &classMember{class: c.class, learner: s.Key, log: c.log}}
	defer h.close()
	if s.Accessible {
		fmt.Fprintf(out, "Hello, %s.\n", learner.Name)
		err = app.RunAccessible(ctx, in, out, h.look, h.menu)
	} else {
		sizes := make(chan app.Size)
		go func() {
			defer close(sizes)
			for sz := range s.Sizes {
				select {
				case sizes <- app.Size{Width: sz.Width, Height: sz.Height}:
				case <-ctx.Done():
					return
				}
			}
		}()
		err = app.RunRemote(ctx, in, out, h.look, s.Width, s.Height, sizes, h.menu)
	}
	var small *app.TooSmallError
	switch {
	case errors.As(err, &small):
		fmt.Fprintf(s.Out, "%v\r\nOr connect for plain prompts: ssh -t HOST accessible\r\n", err)
		return nil
	case errors.Is(err, form.ErrInputEnded):
		// The session has no standard error of its own: this is where
		// the student is told, once.
		fmt.Fprintln(out, "The input ended: goodbye.")
		return nil
	case errors.Is(err, app.ErrInterrupted):
		return nil // the student left
	}
	return err
}

// joinTries is how many join codes one connection may try; joinGrace is
// how long it has to give them.
const (
	joinTries = 3
	joinGrace = 2 * time.Minute
)

// admit finds who the session's key is. A key on the roster is its
// student. A key the class does not know joins with a code when the class
// has a roster (or when the student asked to join); otherwise (an open
// class, no roster) it names itself, once, with a name no one else has.
// A learner with no name is returned when the student left or gave up:
// nothing more is served.
func (c *classroom) admit(ctx context.Context, s *serve.Session) (progress.Learner, error) {
	broken := func(err error) (progress.Learner, error) {
		c.log.Error("class file", "error", err.Error())
		return progress.Learner{}, errors.New("the class file cannot be read or written: tell your teacher")
	}
	l, known, err := c.class.LearnerByID(s.Key)
	if err != nil {
		return broken(err)
	}
	closed, err := c.class.Closed()
	if err != nil {
		return broken(err)
	}
	switch {
	case known && l.Name != "":
		if s.Join {
			fmt.Fprintf(s.Out, "This key is already %s's in the class: no code is needed.\r\n", l.Name)
		}
	case s.Join || closed:
		if l, err = c.join(ctx, s); err != nil || l.Name == "" {
			return l, err
		}
	}
	seen, err := c.class.SeeLearner(s.Key, s.AuthKey)
	if err != nil {
		return broken(err)
	}
	for tries := 0; seen.Name == "" && tries < 3; tries++ {
		fmt.Fprint(s.Out, "Welcome to the class. Your name, as your teacher should see it: ")
		name, err := serve.ReadLine(s.In, s.Out, s.PTY, progress.MaxName)
		if err != nil {
			return progress.Learner{}, nil // gone before giving a name: nothing to keep
		}
		name = strings.TrimSpace(name)
		if name == "" {
			continue
		}
		if err := progress.CheckName(name); err != nil {
			fmt.Fprintf(s.Out, "%s: try again.\r\n", upperFirst(err.Error()))
			continue
		}
		switch err := c.class.NameLearner(s.Key, name); {
		case errors.Is(err, progress.ErrNameTaken):
			fmt.Fprintf(s.Out, "Another student is called %s: add your surname or an initial.\r\n", name)
			continue
		case err != nil:
			return broken(err)
		}
		seen.Name = name
	}
	if seen.Name == "" {
		fmt.Fprint(s.Out, "\r\nNo name given: connect again when you are ready.\r\n")
	}
	return seen, nil
}

// join asks for a join code, at most joinTries per connection (over all
// its sessions) within joinGrace, and binds the key to the roster name the
// code was made for.
func (c *classroom) join(ctx context.Context, s *serve.Session) (progress.Learner, error) {
	ctx, cancel := context.WithTimeout(ctx, joinGrace)
	defer cancel()
	if !s.Join {
		fmt.Fprint(s.Out, "This key is not on the class's roster. If your teacher gave you a join code, type it now.\r\n")
	}
	try := s.Try
	if try == nil {
		n := 0
		try = func() int { n++; return n }
	}
	code := s.Code
	for {
		if code == "" {
			fmt.Fprint(s.Out, "Your join code: ")
			line, err := readLine(ctx, s)
			if err != nil {
				if errors.Is(err, context.DeadlineExceeded) {
					fmt.Fprintf(s.Out, "\r\nNo code within %v: connect again when you have it.\r\n", joinGrace)
				}
				return progress.Learner{}, nil
			}
			if code = strings.TrimSpace(line); code == "" {
				continue // an empty line is not a try
			}
		}
		n := try()
		if n > joinTries {
			break
		}
		l, err := c.class.Join(code, s.Key, s.AuthKey)
		var je *progress.JoinError
		switch {
		case errors.As(err, &je):
			c.log.Warn("refused join code", "key", s.Key, "remote", s.Remote, "try", n, "reason", je.Reason)
			left := ""
			if n < joinTries {
				left = fmt.Sprintf(" (%d %s left)", joinTries-n, plural(joinTries-n, "try", "tries"))
			}
			fmt.Fprintf(s.Out, "%s%s.\r\n", upperFirst(je.Reason), left)
			if n >= joinTries {
				return c.triesSpent(s)
			}
			code = ""
			continue
		case err != nil:
			c.log.Error("class file", "error", err.Error())
			return progress.Learner{}, errors.New("the class file cannot be read or written: tell your teacher")
		}
		c.log.Info("joined with a code", "key", s.Key, "remote", s.Remote, "name", l.Name)
		fmt.Fprintf(s.Out, "Welcome, %s: this key is yours in the class now. Next time connect without the code.\r\n", l.Name)
		return l, nil
	}
	return c.triesSpent(s)
}

// triesSpent ends a session whose connection tried its last code.
func (c *classroom) triesSpent(s *serve.Session) (progress.Learner, error) {
	c.log.Warn("refused: join codes spent on this connection", "key", s.Key, "remote", s.Remote, "max", joinTries)
	fmt.Fprintf(s.Out, "%d codes refused on this connection: connect again, or ask your teacher for a new code.\r\n", joinTries)
	return progress.Learner{}, nil
}

// readLine reads a line the student types, giving up when ctx ends. The
// reader left behind ends when the session closes.
func readLine(ctx context.Context, s *serve.Session) (string, error) {
	type line struct {
		text string
		err  error
	}
	got := make(chan line, 1)
	go func() {
		text, err := serve.ReadLine(s.In, s.Out, s.PTY, serve.MaxCode*2)
		got <- line{text, err}
	}()
	select {
	case l := <-got:
		return l.text, l.err
	case <-ctx.Done():
		return "", ctx.Err()
	}
}

func upperFirst(s string) string {
	if s == "" {
		return s
	}
	r, n := utf8.DecodeRuneInString(s)
	return string(unicode.ToUpper(r)) + s[n:]
}

// sessionStyle is the style a student asked for (ssh HOST light, or
// RITHMO_STYLE sent with SetEnv), else plain for accessible prompts,
// NO_COLOR and TERM=dumb, else dark. The server cannot ask the student's
// terminal for its background without a wait, so it never does.
func sessionStyle(s *serve.Session) string {
	switch strings.ToLower(s.Style) {
	case "plain", "notty", "ascii":
		return ui.StyleNoTTY
	case "light":
		return ui.StyleLight
	case "dark":
		return ui.StyleDark
	}
	if s.Accessible || s.Term == "dumb" || s.Env["NO_COLOR"] != "" {
		return ui.StyleNoTTY
	}
	return ui.StyleDark
}

// sessionRenderer is the student's terminal as lipgloss draws for it, one
// per session as wish's bubbletea middleware makes one
// (bubbletea.MakeRenderer), never the server's own: the colour profile is
// what termenv reads from the student's TERM, COLORTERM and NO_COLOR, none
// at all in the plain style, and the background is the style's (the
// server cannot ask the student's terminal for it without a wait).
func sessionRenderer(s *serve.Session, style string) *lipgloss.Renderer {
	r := lipgloss.NewRenderer(s.Out, termenv.WithEnvironment(sessionEnviron{s}), termenv.WithTTY(s.PTY), termenv.WithColorCache(true))
	if style == ui.StyleNoTTY {
		r.SetColorProfile(termenv.Ascii)
	}
	r.SetHasDarkBackground(style != ui.StyleLight)
	return r
}

// sessionEnviron is the environment a student's ssh sent, as termenv reads
// one: TERM from the terminal request, and the variables the server
// accepts (NO_COLOR, COLORTERM, RITHMO_STYLE).
type sessionEnviron struct{ s *serve.Session }

func (e sessionEnviron) Getenv(k string) string {
	if k == "TERM" {
		return e.s.Term
	}
	return e.s.Env[k]
}

func (e sessionEnviron) Environ() []string {
	env := []string{"TERM=" + e.s.Term}
	for k, v := range e.s.Env {
		env = append(env, k+"="+v)
	}
	return env
}

// gamesDir is the folder of a student's games, beside the class file: one
// per key, named by the key's fingerprint (SHA256:… in base64, made safe
// for a file name), so that each student resumes their own game.
func (c *classroom) gamesDir(key string) string {
	name := strings.NewReplacer("/", "_", "+", "-").Replace(strings.TrimPrefix(key, "SHA256:"))
	return filepath.Join(c.classPath+".games", name)
}

// crlfWriter ends lines with CR LF, as a raw terminal needs.
type crlfWriter struct{ w io.Writer }

func (c crlfWriter) Write(p []byte) (int, error) {
	if _, err := c.w.Write([]byte(strings.ReplaceAll(string(p), "\n", "\r\n"))); err != nil {
		return 0, err
	}
	return len(p), nil
}

// cookedReader gives whole lines, edited and echoed as the student types
// them (a terminal's cooked mode, which a raw SSH terminal lacks).
type cookedReader struct {
	in      io.Reader
	out     io.Writer
	pending []byte
	err     error
}

func (c *cookedReader) Read(p []byte) (int, error) {
	if len(c.pending) == 0 {
		if c.err != nil {
			return 0, c.err
		}
		line, err := serve.ReadLine(c.in, c.out, true, 1000)
		if err != nil {
			c.err = err
			return 0, err
		}
		c.pending = []byte(line + "\n")
	}
	n := copy(p, c.pending)
	c.pending = c.pending[n:]
	return n, nil
}
