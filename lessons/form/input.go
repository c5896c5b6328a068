package form

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"
	"sync"

	"github.com/charmbracelet/huh"
)

// Input reads answers for accessible prompts. huh builds a new scanner on
// the reader for every prompt, and a scanner reads ahead: from a pipe or a
// script, the lines after the first would be lost. Input gives one byte at
// a time, so each prompt takes only its own line, and it remembers when the
// input ended, so that a prompt answered only by the end of input is not
// taken for an answer (huh then returns the default).
//
// It also keeps what a learner did not mean as an answer away from huh:
//
//   - a blank line (Enter alone, or spaces) is not passed on, so a stray
//     Enter never picks a select's default and records it; the learner is
//     told to type an answer. Prompts that take an empty line (a confirm's
//     default, "empty to go back") use RunBlankOK.
//   - a line longer than MaxLine is cut there (and the learner told):
//     huh's scanner fails on a line over 64 KiB and then returns the last
//     refused entry, which its Select indexes with -1 (review D6).
//   - when the reader below reports a cancelled context (Ctrl-C, see
//     Cancelable), the input ends at once and Interrupted says so.
type Input struct {
	r           io.Reader
	mu          sync.Mutex
	ended       bool
	hitEnd      bool // the reader below has reported its end (or failed) at least once
	partial     bool // bytes passed on since the last newline
	interrupted bool // the reader below returned a context's error
	cut         bool // bytes of this line dropped past MaxLine
	col         int  // bytes of this line passed on
	blankOK     bool // the running prompt takes an empty line
	out         io.Writer
	// aside, while set, answers a line that is one of its words (the
	// puzzles' "w" for the words on screen) instead of passing it on;
	// held is the start of a line that may yet be one, and pending the
	// bytes of one that turned out not to be, still to pass on.
	aside   *aside
	held    []byte
	pending []byte
}

// aside is a line that a prompt never sees: typed alone, one of words
// runs say and the same prompt waits on.
type aside struct {
	words []string
	say   func(out io.Writer)
}

// MaxLine is the longest line an accessible prompt is given, in bytes; the
// rest of a longer line is dropped. No answer is near that long.
const MaxLine = 4096

// NewInput wraps r; an *Input is returned as it is, and nil reads nothing.
func NewInput(r io.Reader) *Input {
	if in, ok := r.(*Input); ok {
		return in
	}
	if r == nil {
		r = eofReader{}
	}
	return &Input{r: r, out: io.Discard}
}

// Aside makes a line that is one of words (in any case, blanks around it
// ignored) run say, writing to the prompt's output, rather than answer the
// prompt, which then waits for its answer as before; the learner is told
// so. It lasts until the returned function is called. The puzzles use it
// for "w" and "words", the glossary entries of the terms on screen: no
// answer to a numbered prompt is a word.
func (in *Input) Aside(words []string, say func(out io.Writer)) (end func()) {
	in.mu.Lock()
	defer in.mu.Unlock()
	in.aside = &aside{words: words, say: say}
	return func() {
		in.mu.Lock()
		defer in.mu.Unlock()
		in.aside = nil
		in.pending = append(in.pending, in.held...)
		in.held = nil
	}
}

// hold decides whether byte c, read at the start of a line or after bytes
// held, is held back as the start of an aside's word, or ends one; it
// returns true when c is taken. in.mu is held.
func (in *Input) hold(c byte) bool {
	if in.aside == nil || in.col > 0 {
		return false
	}
	blank := c == ' ' || c == '\t' || c == '\r'
	if len(in.held) == 0 && (blank || c == '\n') {
		return false // a blank line or leading blanks: pass decides
	}
	word := strings.ToLower(strings.TrimRight(string(in.held), " \t\r"))
	whole := slices.Contains(in.aside.words, word)
	switch {
	case c == '\n' && whole:
		in.held = nil
		in.aside.say(in.out)
		fmt.Fprintln(in.out, "(The question still stands: type your answer, then press Enter.)")
		return true
	case blank && whole:
		in.held = append(in.held, c) // blanks after the word, until the line ends
		return true
	case !blank && c != '\n' && len(word) == len(in.held):
		next := strings.ToLower(string(append(slices.Clone(in.held), c)))
		if slices.ContainsFunc(in.aside.words, func(w string) bool { return strings.HasPrefix(w, next) }) {
			in.held = append(in.held, c)
			return true
		}
	}
	// Not an aside after all: what was held goes on before c.
	in.pending = append(append(in.pending, in.held...), c)
	in.held = nil
	return true
}

// Read implements io.Reader, one byte at a time.
func (in *Input) Read(p []byte) (int, error) {
	if len(p) == 0 {
		return 0, nil
	}
	for {
		in.mu.Lock()
		if len(in.pending) > 0 {
			c := in.pending[0]
			in.pending = in.pending[1:]
			ok := in.pass(c)
			in.mu.Unlock()
			if ok {
				p[0] = c
				return 1, nil
			}
			continue
		}
		in.mu.Unlock()
		n, err := in.r.Read(p[:1])
		in.mu.Lock()
		if n == 1 && err == nil && in.hold(p[0]) {
			in.mu.Unlock()
			continue
		}
		if err != nil && len(in.held) > 0 {
			// The input ended inside a line that may have been an
			// aside's word: it goes on as it is, an answer like any.
			if n == 1 {
				in.held = append(in.held, p[0])
			}
			in.pending = append(in.pending, in.held...)
			in.held = nil
			in.mu.Unlock()
			continue
		}
		if err != nil {
			in.hitEnd = true
			if errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded) {
				in.interrupted, in.ended = true, true
				in.mu.Unlock()
				return 0, err
			}
		}
		if n == 1 && !in.pass(p[0]) {
			in.mu.Unlock()
			if err != nil {
				return in.finish(err)
			}
			continue
		}
		in.mu.Unlock()
		if n == 0 && err != nil {
			return in.finish(err)
		}
		return n, err
	}
}

// pass decides whether byte c goes on to huh, and keeps the line's state;
// in.mu is held.
func (in *Input) pass(c byte) bool {
	switch {
	case c == '\n':
		if in.col == 0 && !in.blankOK {
			fmt.Fprintln(in.out, "(A blank line is not an answer: type your answer, then press Enter.)")
			return false
		}
		if in.cut {
			fmt.Fprintf(in.out, "(That line was cut at %d characters.)\n", MaxLine)
		}
		in.col, in.cut, in.partial = 0, false, false
		return true
	case in.col == 0 && (c == ' ' || c == '\t' || c == '\r'):
		return false // leading blanks: huh trims them anyway
	case in.col >= MaxLine:
		in.cut = true
		return false
	}
	in.col++
	in.partial = true
	return true
}

// finish notes the end of the reader below (err, with no byte).
func (in *Input) finish(err error) (int, error) {
	in.mu.Lock()
	defer in.mu.Unlock()
	if errors.Is(err, io.EOF) || err != nil {
		// A last line without a newline still answers its prompt: the end
		// counts from the next read on.
		if in.partial {
			in.partial, in.col = false, 0
		} else {
			in.ended = true
		}
	}
	return 0, err
}

// Ended reports whether the input has ended (or failed, or was
// interrupted).
func (in *Input) Ended() bool {
	in.mu.Lock()
	defer in.mu.Unlock()
	return in.ended
}

// Interrupted reports whether the input ended because its context was
// cancelled (Ctrl-C): nothing read since may be taken for an answer.
func (in *Input) Interrupted() bool {
	in.mu.Lock()
	defer in.mu.Unlock()
	return in.interrupted
}

// ErrInputEnded stands for a prompt that met the end of its input.
var ErrInputEnded = errors.New("the input ended")

// Run runs a form as plain prompts (huh's accessible mode) reading from in
// and writing to out.
//
// huh v1's accessible Select, when its input ends after an entry it
// refused, returns that entry anyway and indexes its options with it: a
// panic that only the end of the input can cause. Run turns that into
// ErrInputEnded; any other panic goes on.
func (in *Input) Run(f *huh.Form, out io.Writer) error {
	in.mu.Lock()
	in.out = out
	in.mu.Unlock()
	return in.Guard(f.WithAccessible(true).WithInput(in).WithOutput(plural{out}).Run)
}

// plural mends huh's accessible wording for a limit of one ("Select up to
// 1 options."), which it writes in one piece.
type plural struct{ w io.Writer }

var pluralFixes = sync.OnceValue(func() *strings.Replacer {
	return strings.NewReplacer(
		"Select up to 1 options.", "Select up to 1 option.",
		"You can't select more than 1 options.", "You can't select more than 1 option.",
	)
})

func (p plural) Write(b []byte) (int, error) {
	if !bytes.Contains(b, []byte(" 1 options.")) {
		return p.w.Write(b)
	}
	if _, err := io.WriteString(p.w, pluralFixes().Replace(string(b))); err != nil {
		return 0, err
	}
	return len(b), nil
}

// RunBlankOK is Run for a form whose empty answer means something (a
// confirm's default, "empty to go back"): a blank line is passed on.
func (in *Input) RunBlankOK(f *huh.Form, out io.Writer) error {
	in.mu.Lock()
	in.blankOK = true
	in.mu.Unlock()
	defer func() {
		in.mu.Lock()
		in.blankOK = false
		in.mu.Unlock()
	}()
	return in.Run(f, out)
}

// Guard runs a step made of prompts reading from in, as Run does for one
// form: a panic once the input has reached its end becomes ErrInputEnded.
func (in *Input) Guard(step func() error) (err error) {
	defer func() {
		if r := recover(); r != nil {
			in.mu.Lock()
			hitEnd := in.hitEnd
			in.mu.Unlock()
			if !hitEnd {
				panic(r)
			}
			err = ErrInputEnded
		}
	}()
	return step()
}

type eofReader struct{}

func (eofReader) Read([]byte) (int, error) { return 0, io.EOF }

// Cancelable reads r in a goroutine so that a read waiting for input
// returns ctx's error as soon as ctx is cancelled: a prompt blocked on the
// terminal must not keep Ctrl-C waiting for Enter, and what huh does with a
// prompt cut short is never taken for an answer (see Input.Interrupted).
// The goroutine left reading ends with the process.
func Cancelable(ctx context.Context, r io.Reader) io.Reader {
	if r == nil {
		r = eofReader{}
	}
	return &cancelReader{ctx: ctx, r: r}
}

type cancelReader struct {
	ctx     context.Context
	r       io.Reader
	pending chan readResult // the read in flight, nil when none
	rest    readResult      // what a read gave beyond what its caller took
}

type readResult struct {
	b   []byte
	err error
}

func (c *cancelReader) Read(p []byte) (int, error) {
	if len(p) == 0 {
		return 0, nil
	}
	if err := c.ctx.Err(); err != nil {
		return 0, err
	}
	if len(c.rest.b) > 0 || c.rest.err != nil {
		return c.take(p)
	}
	if c.pending == nil {
		ch := make(chan readResult, 1)
		buf := make([]byte, len(p))
		go func() {
			n, err := c.r.Read(buf)
			ch <- readResult{buf[:n], err}
		}()
		c.pending = ch
	}
	select {
	case c.rest = <-c.pending:
		c.pending = nil
		return c.take(p)
	case <-c.ctx.Done():
		return 0, c.ctx.Err()
	}
}

// take gives p what is left of the last read, and its error with the last
// of its bytes.
func (c *cancelReader) take(p []byte) (int, error) {
	n := copy(p, c.rest.b)
	c.rest.b = c.rest.b[n:]
	if len(c.rest.b) > 0 {
		return n, nil
	}
	err := c.rest.err
	c.rest.err = nil
	return n, err
}
