package play

import (
	"fmt"
	"io"
)

// RunAccessible plays the session with plain numbered prompts (huh's
// accessible mode) reading in and writing out: for screen readers, and for
// scripts piping their answers. It reads one byte at a time, because each
// huh prompt builds a new scanner on the reader and a buffered one would
// swallow the lines meant for later prompts. When the input ends the session
// stops rather than answering the rest with defaults.
func RunAccessible(s *Session, in io.Reader, out io.Writer) error {
	r := &byteReader{r: in}
	for {
		if _, err := io.WriteString(out, s.Output()); err != nil {
			return err
		}
		q, ok := s.Question()
		if !ok {
			break
		}
		var (
			single string
			multi  []string
		)
		form := newForm(q, &single, &multi).WithAccessible(true).WithInput(r).WithOutput(out)
		read := r.n
		if err := form.Run(); err != nil {
			return fmt.Errorf("puzzles: %w", err)
		}
		if r.eof && r.n == read {
			// Nothing was typed: the prompt met the end of the input.
			s.Quit()
			fmt.Fprintln(out, "The input ended.")
			_, err := io.WriteString(out, s.Output())
			return err
		}
		values := []string{single}
		if q.Multi {
			values = multi
		}
		if err := s.Answer(values); err != nil && s.Err() == nil {
			fmt.Fprintln(out, err)
		}
	}
	return s.Err()
}

// byteReader reads at most one byte per call and remembers the end of input.
type byteReader struct {
	r   io.Reader
	n   int // bytes read so far
	eof bool
}

func (b *byteReader) Read(p []byte) (int, error) {
	if len(p) > 1 {
		p = p[:1]
	}
	n, err := b.r.Read(p)
	b.n += n
	if err == io.EOF {
		b.eof = true
	}
	return n, err
}
