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
}

func newPalette(s Style) palette {
	if s != Dark && s != Light {
		return palette{}
	}
	white, black, taken := "231", "214", "52" // dark background
	if s == Light {
		white, black, taken = "19", "124", "217"
	}
	p := palette{
		on:    true,
		white: lipgloss.NewStyle().Bold(true).Foreground(lipgloss.Color(white)),
		black: lipgloss.NewStyle().Foreground(lipgloss.Color(black)),
		empty: lipgloss.NewStyle().Faint(true),
		lines: lipgloss.NewStyle().Faint(true),
	}
	p.marks[From] = lipgloss.NewStyle().Underline(true)
	p.marks[To] = lipgloss.NewStyle().Reverse(true)
	p.marks[Taken] = lipgloss.NewStyle().Background(lipgloss.Color(taken))
	p.marks[Spot] = lipgloss.NewStyle().Underline(true)
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
	st := p.empty
	switch piece.Side {
	case board.White:
		st = p.white
	case board.Black:
		st = p.black
	}
	if piece.IsEmpty() {
		st = p.empty
	}
	if mark.valid() {
		st = st.Inherit(p.marks[mark])
	}
	return st.Render(text)
}

func (p palette) rule(text string) string {
	if !p.on {
		return text
	}
	return p.lines.Render(text)
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
