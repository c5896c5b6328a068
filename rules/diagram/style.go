package diagram

import (
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"
	"github.com/rithmo/rithmo/rules/board"
)

// palette colours the plain text; the zero palette leaves it as it is.
type palette struct {
	on           bool
	white, black lipgloss.Style
	empty, lines lipgloss.Style
	marks        [len(markRunes)]lipgloss.Style
	// drawn keeps each text drawn in each style once per diagram: most
	// cells are the same empty square or the same rule, and lipgloss's
	// Render is most of what drawing a board costs.
	drawn map[drawnKey]string
}

// drawnKey is a text in one of the palette's styles: ink is 'w' (White's
// men), 'b' (Black's), '.' (an empty square) or '|' (the rules), with a
// mark's emphasis.
type drawnKey struct {
	text string
	ink  byte
	mark MarkKind
}

// render draws text in st, once per key.
func (p palette) render(k drawnKey, st func() lipgloss.Style) string {
	if s, ok := p.drawn[k]; ok {
		return s
	}
	s := st().Render(k.text)
	p.drawn[k] = s
	return s
}

func newPalette(s Style, r *lipgloss.Renderer) palette {
	if s != Dark && s != Light {
		return palette{}
	}
	if r == nil {
		r = lipgloss.DefaultRenderer()
	}
	white, black, taken := "231", "214", "52" // dark background
	if s == Light {
		white, black, taken = "19", "124", "217"
	}
	p := palette{
		on:    true,
		drawn: map[drawnKey]string{},
		white: r.NewStyle().Bold(true).Foreground(lipgloss.Color(white)),
		black: r.NewStyle().Foreground(lipgloss.Color(black)),
		empty: r.NewStyle().Faint(true),
		lines: r.NewStyle().Faint(true),
	}
	p.marks[From] = r.NewStyle().Underline(true)
	p.marks[To] = r.NewStyle().Reverse(true)
	p.marks[Taken] = r.NewStyle().Background(lipgloss.Color(taken))
	p.marks[Spot] = r.NewStyle().Underline(true)
	p.marks[Chosen] = p.marks[From]
	p.marks[Reach] = p.marks[To]
	p.marks[Taker] = p.marks[From]
	p.marks[Triumph] = p.marks[Spot]
	return p
}

// cell colours a cell's text: the army's colour, and the mark's emphasis.
func (p palette) cell(text string, piece board.Piece, mark MarkKind) string {
	if !p.on {
		return text
	}
	st, ink := p.empty, byte('.')
	switch {
	case piece.IsEmpty():
	case piece.Side == board.White:
		st, ink = p.white, 'w'
	case piece.Side == board.Black:
		st, ink = p.black, 'b'
	}
	if !mark.valid() {
		mark = NoMark
	}
	return p.render(drawnKey{text, ink, mark}, func() lipgloss.Style {
		if mark.valid() {
			return st.Inherit(p.marks[mark])
		}
		return st
	})
}

func (p palette) rule(text string) string {
	if !p.on {
		return text
	}
	return p.render(drawnKey{text: text, ink: '|'}, func() lipgloss.Style { return p.lines })
}

// columns is the printed width of s.
func columns(s string) int { return ansi.StringWidth(s) }

// cutAt is the byte index at which s reaches n columns (at least one rune).
func cutAt(s string, n int) int {
	w := 0
	for i, r := range s {
		rw := ansi.StringWidth(string(r))
		if w+rw > n && i > 0 {
			return i
		}
		w += rw
	}
	return len(s)
}
