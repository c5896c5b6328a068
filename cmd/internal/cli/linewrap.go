package cli

import (
	"bytes"
	"io"
	"strings"

	"github.com/charmbracelet/x/ansi"

	"github.com/rithmo/rithmo/cmd/internal/ui"
	"github.com/rithmo/rithmo/rules/summary"
)

// lineWrapper writes whole lines wider than its width word-wrapped, the
// lines after the first indented two more than it, so that a terminal does
// not cut a long note or a capture's arithmetic mid-word. Lines that fit
// (the board's) pass as they are; so does a prompt (text after the last
// newline), which the person answers on the same line.
type lineWrapper struct {
	w     io.Writer
	width int
}

// wrapForTerminal wraps out at the terminal's width when the person reads
// it there; piped output and accessible mode keep whole lines, as screen
// readers and scripts want them.
func wrapForTerminal(env *Env, out io.Writer) io.Writer {
	t := ui.Detect(env.Stdin, out, env.Getenv)
	if !t.OutTTY || env.Accessible || t.Width < 40 {
		return out
	}
	return &lineWrapper{w: out, width: t.Width}
}

func (lw *lineWrapper) Write(p []byte) (int, error) {
	var b bytes.Buffer
	rest := p
	for {
		i := bytes.IndexByte(rest, '\n')
		if i < 0 {
			b.Write(rest)
			break
		}
		b.WriteString(wrapLine(string(rest[:i]), lw.width))
		b.WriteByte('\n')
		rest = rest[i+1:]
	}
	if _, err := lw.w.Write(b.Bytes()); err != nil {
		return 0, err
	}
	return len(p), nil
}

// wrapLine wraps one line to width columns, keeping its indent and
// indenting the lines after the first two more.
func wrapLine(line string, width int) string {
	if ansi.StringWidth(line) <= width {
		return line
	}
	body := strings.TrimLeft(line, " ")
	indent := line[:len(line)-len(body)]
	more := indent + "  "
	first := summary.Wrap(body, width-len(indent))
	lines := []string{indent + first[0]}
	for _, l := range summary.Wrap(strings.Join(first[1:], " "), width-len(more)) {
		lines = append(lines, more+l)
	}
	return strings.Join(lines, "\n")
}
