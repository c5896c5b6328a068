package form

import (
	"errors"
	"io"
	"sync"

	"github.com/charmbracelet/huh"
)

// Input reads answers for accessible prompts. huh builds a new scanner on
// the reader for every prompt, and a scanner reads ahead: from a pipe or a
// script, the lines after the first would be lost. Input gives one byte at
// a time, so each prompt takes only its own line, and it remembers when the
// input ended, so that a prompt answered only by the end of input is not
// taken for an answer (huh then returns the default).
type Input struct {
	r       io.Reader
	mu      sync.Mutex
	ended   bool
	hitEnd  bool // the reader below has reported its end (or failed) at least once
	partial bool // bytes read since the last newline
}

// NewInput wraps r; an *Input is returned as it is, and nil reads nothing.
func NewInput(r io.Reader) *Input {
	if in, ok := r.(*Input); ok {
		return in
	}
	if r == nil {
		r = eofReader{}
	}
	return &Input{r: r}
}

// Read implements io.Reader, one byte at a time.
func (in *Input) Read(p []byte) (int, error) {
	if len(p) == 0 {
		return 0, nil
	}
	n, err := in.r.Read(p[:1])
	in.mu.Lock()
	defer in.mu.Unlock()
	if n == 1 {
		in.partial = p[0] != '\n'
	}
	if err != nil {
		in.hitEnd = true
	}
	if err != nil && (n == 0 || errors.Is(err, io.EOF)) {
		// A last line without a newline still answers its prompt: the end
		// counts from the next read on.
		if in.partial {
			in.partial = false
		} else {
			in.ended = true
		}
	}
	return n, err
}

// Ended reports whether the input has ended (or failed).
func (in *Input) Ended() bool {
	in.mu.Lock()
	defer in.mu.Unlock()
	return in.ended
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
	return in.Guard(f.WithAccessible(true).WithInput(in).WithOutput(out).Run)
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
