package diagram

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/charmbracelet/lipgloss"

	"github.com/rithmo/rithmo/rules/board"
)

// Layout is the arrangement of the diagram.
type Layout uint8

const (
	// Full is a boxed grid: vertical rules between files, at most FullColumns wide.
	Full Layout = iota
	// Narrow drops the vertical rules and the frame, at most NarrowColumns wide.
	Narrow
	// Compact is Narrow in the fewest lines, for short terminals: no ruled
	// lines across the board and no file labels under it, one line per rank
	// under one line of file labels (17 lines for 16 ranks). A bar beside
	// the rank labels marks the camps' ranks ("16|" and "|16").
	Compact
)

func (l Layout) String() string {
	switch l {
	case Narrow:
		return "narrow"
	case Compact:
		return "compact"
	}
	return "full"
}

// The column budgets of the layouts for positions whose men have at most
// three digits (every man of both armies). Fit chooses by them.
const (
	FullColumns   = 100
	NarrowColumns = 80
)

// Fit chooses the layout for a terminal of the given width: Full from
// FullColumns, Narrow from NarrowColumns, and an error below that saying how
// many columns the board needs. Compact, as wide as Narrow, is for a
// caller that is short of lines and never chosen here.
func Fit(width int) (Layout, error) {
	switch {
	case width >= FullColumns:
		return Full, nil
	case width >= NarrowColumns:
		return Narrow, nil
	}
	return Narrow, fmt.Errorf("the board needs at least %d columns; this terminal has %d", NarrowColumns, width)
}

// Style says whether and how the diagram is coloured. Colour only adds
// emphasis: the text is the same in every style.
type Style uint8

const (
	Plain Style = iota // no escape codes at all
	Dark               // colours for a dark background
	Light              // colours for a light background
)

// ParseStyle maps a terminal style name (the glamour names "dark", "light",
// "notty") to a Style; anything unknown is Plain.
func ParseStyle(name string) Style {
	switch name {
	case "dark":
		return Dark
	case "light":
		return Light
	}
	return Plain
}

// MarkKind is why a square is highlighted.
type MarkKind uint8

const (
	NoMark  MarkKind = iota
	From             // the square a man moved from: >R6<
	To               // the square a man moved to: *R6*
	Taken            // a man taken: xt12x
	Spot             // any square to look at (a triumph's men, a claimed target): +R6+
	Chosen           // the man chosen, before it moves: >R6< as From, named apart in the key
	Reach            // a square the chosen man may go to: *.* as To, named apart in the key
	Taker            // a man that takes the man marked Taken (a lesson's board): >R6<
	Triumph          // a man of a triumph (a lesson's board): +R6+
)

// markRunes are the characters drawn left and right of a marked square.
var markRunes = [...][2]byte{NoMark: {' ', ' '}, From: {'>', '<'}, To: {'*', '*'}, Taken: {'x', 'x'}, Spot: {'+', '+'},
	Chosen: {'>', '<'}, Reach: {'*', '*'}, Taker: {'>', '<'}, Triumph: {'+', '+'}}

var markNames = [...]string{NoMark: "none", From: "moved from", To: "moved to", Taken: "taken", Spot: "marked",
	Chosen: "the man chosen", Reach: "where it may go", Taker: "takes", Triumph: "in the triumph"}

func (k MarkKind) String() string {
	if int(k) < len(markNames) {
		return markNames[k]
	}
	return "none"
}

func (k MarkKind) valid() bool { return k > NoMark && int(k) < len(markRunes) }

// Mark highlights one square.
type Mark struct {
	Square board.Square
	Kind   MarkKind
}

// Options say how to draw. The zero value is the full layout, plain, with
// the text under the board.
type Options struct {
	Layout Layout
	Style  Style
	Marks  []Mark // a later mark of the same square wins
	// BoardOnly leaves out the lines under the board (side to move, rules,
	// men taken, pyramids' layers, key).
	BoardOnly bool
	// Actions numbers the position in the legend as a game's prompts do,
	// by the action to be played ("action 3"), where a position alone is
	// numbered by the notation's turn ("turn 3"). The number is the same
	// (a turn is one action); the word is the game's.
	Actions bool
	// Renderer draws the colours of Dark and Light: a terminal's own, as
	// a class server has one per student; nil is the process's terminal.
	Renderer *lipgloss.Renderer
}

// Token is a man as the diagram shows it: the notation letter and value in
// the brackets of its shape, "(R6)", "<t12>", "[S289]", "{p190}"; a fulke2
// prisoner set on the board carries the notation's mark, "(R3*)". A pyramid
// shows its whole value; its layers are listed under the board.
func Token(piece board.Piece) string {
	if piece.IsEmpty() {
		return "."
	}
	open, close := brackets(piece.Shape)
	letter := piece.Shape.Letter()
	if piece.Side == board.Black {
		letter += 'a' - 'A'
	}
	b := make([]byte, 0, 12)
	b = append(b, open, letter)
	b = strconv.AppendUint(b, uint64(piece.Value), 10)
	if piece.Prisoner {
		b = append(b, '*')
	}
	return string(append(b, close))
}

func brackets(s board.Shape) (byte, byte) {
	switch s {
	case board.Round:
		return '(', ')'
	case board.Triangle:
		return '<', '>'
	case board.SquareShape:
		return '[', ']'
	case board.Pyramid:
		return '{', '}'
	}
	return '?', '?'
}

// geometry is the measured shape of one drawing.
type geometry struct {
	layout Layout
	ranks  int // ranks drawn (the position's, clamped to 0..16)
	cell   int // columns a cell's content is centred in
}

// minCell is the cell for men of up to three digits: the widest token,
// "[s361]" or "{p190}", with its two marks and one space to part it from the
// next cell.
const minCell = 6 + 2 + 1

func measure(p *board.Position, l Layout) geometry {
	g := geometry{layout: l, ranks: clampRanks(p.Ranks), cell: minCell}
	for i := 0; i < g.ranks*board.Files; i++ {
		if piece := p.Cells[i]; !piece.IsEmpty() {
			if w := len(Token(piece)) + 3; w > g.cell {
				g.cell = w
			}
		}
	}
	if l == Full {
		g.cell++ // a space each side of the widest man inside the rules
	}
	return g
}

func clampRanks(n int) int {
	if n < 0 {
		return 0
	}
	if n > board.MaxRanks {
		return board.MaxRanks
	}
	return n
}

// labelWidth is the width of a rank label ("16") and its space.
const labelWidth = 3

// campMark is drawn between a rank's labels and its cells, in the Compact
// layout, on the ranks of a camp.
const campMark = '|'

// width is the columns of the widest line of the board.
func (g geometry) width() int {
	w := labelWidth + board.Files*g.cell + labelWidth
	if g.layout == Full {
		w += board.Files + 1 // the vertical rules
	}
	return w
}

// Width is the number of columns Draw uses for the position in the layout:
// 95 (Full) or 78 (Narrow, Compact) unless a man has more than three digits.
func Width(p *board.Position, l Layout) int { return measure(p, l).width() }

// Height is the number of lines of the board alone (Options.BoardOnly) in
// the layout: for 16 ranks, 22 (Full: the frame and two camp lines), 20
// (Narrow: two camp lines) or 17 (Compact).
func Height(p *board.Position, l Layout) int {
	ranks := clampRanks(p.Ranks)
	switch l {
	case Compact:
		return 1 + ranks
	case Narrow:
		return 2 + ranks + countTrue(campLines(p, ranks))
	}
	return 4 + ranks + countTrue(campLines(p, ranks))
}

func countTrue(bs [board.MaxRanks]bool) int {
	n := 0
	for _, b := range bs {
		if b {
			n++
		}
	}
	return n
}

// Draw draws the position: the board with White at the bottom, then (unless
// opts.BoardOnly) the side to move, the rules, the men taken, each pyramid's
// layers and the key. Lines end in a newline and never in spaces.
func Draw(p *board.Position, opts Options) string {
	g := measure(p, opts.Layout)
	marks := markMap(p, opts.Marks)
	pal := newPalette(opts.Style, opts.Renderer)
	var b strings.Builder
	b.Grow(4096)

	files := fileLabels(g)
	b.WriteString(files)
	var lineBelow, inCamp, underline [board.MaxRanks]bool
	switch {
	case g.layout != Compact:
		lineBelow = campLines(p, g.ranks)
	case campsEverywhere(p, g.ranks):
		underline = campLines(p, g.ranks)
	default:
		inCamp = campRanks(p, g.ranks)
	}
	if g.layout == Full {
		b.WriteString(pal.rule(g.rule()))
		b.WriteByte('\n')
	}
	for r := g.ranks - 1; r >= 0; r-- {
		g.writeRank(&b, p, r, inCamp[r], underline[r], marks, pal)
		if lineBelow[r] {
			b.WriteString(pal.rule(g.rule()))
			b.WriteByte('\n')
		}
	}
	if g.layout == Full {
		b.WriteString(pal.rule(g.rule()))
		b.WriteByte('\n')
	}
	if g.layout != Compact {
		b.WriteString(files)
	}
	if !opts.BoardOnly {
		b.WriteByte('\n')
		for _, line := range legend(p, g, marks, opts.Actions) {
			for _, wrapped := range wrap(line, g.width()) {
				b.WriteString(wrapped)
				b.WriteByte('\n')
			}
		}
	}
	return b.String()
}

// markMap places the marks that lie on the board.
func markMap(p *board.Position, marks []Mark) [board.MaxSquares]MarkKind {
	var m [board.MaxSquares]MarkKind
	ranks := clampRanks(p.Ranks)
	for _, mk := range marks {
		if mk.Square >= 0 && int(mk.Square) < ranks*board.Files && mk.Kind.valid() {
			m[mk.Square] = mk.Kind
		}
	}
	return m
}

// campLines says below which ranks (from 0) a ruled line marks a camp's edge:
// under the foot of Black's camp and over the head of White's.
func campLines(p *board.Position, ranks int) [board.MaxRanks]bool {
	var below [board.MaxRanks]bool
	if ranks < 2 {
		return below
	}
	blackLo, _ := board.Camp(p.Rules.Set, board.Black, ranks)
	_, whiteHi := board.Camp(p.Rules.Set, board.White, ranks)
	if blackLo > 0 && blackLo < ranks {
		below[blackLo] = true
	}
	if whiteHi+1 > 0 && whiteHi+1 < ranks {
		below[whiteHi+1] = true
	}
	return below
}

// campsEverywhere reports whether every rank lies in a camp (nemec,
// parlett): there the Compact layout's bar beside each rank would say
// nothing, and the camps' edges are drawn instead, as a line of
// underscores under the rank above each edge (no line is added: 17 lines
// still hold 16 ranks).
func campsEverywhere(p *board.Position, ranks int) bool {
	if _, _, ok := camps(p, ranks); !ok {
		return false
	}
	in := campRanks(p, ranks)
	for r := 0; r < ranks; r++ {
		if !in[r] {
			return false
		}
	}
	return true
}

// campRanks says which ranks (from 0) lie in either camp, for the
// Compact layout's marks beside the rank labels.
func campRanks(p *board.Position, ranks int) [board.MaxRanks]bool {
	var in [board.MaxRanks]bool
	lo, hi, ok := camps(p, ranks)
	if !ok {
		return in
	}
	for side := range lo {
		for r := lo[side]; r <= hi[side]; r++ {
			in[r] = true
		}
	}
	return in
}

// camps is the ranks (from 0) of Black's camp [0] and White's [1], where
// White and Black triumph; false when the rule set gives none that fit
// the board.
func camps(p *board.Position, ranks int) (lo, hi [2]int, ok bool) {
	if ranks < 2 {
		return lo, hi, false
	}
	lo[0], hi[0] = board.Camp(p.Rules.Set, board.Black, ranks)
	lo[1], hi[1] = board.Camp(p.Rules.Set, board.White, ranks)
	for i := range lo {
		if lo[i] < 0 || hi[i] >= ranks || lo[i] > hi[i] {
			return lo, hi, false
		}
	}
	return lo, hi, true
}

func (g geometry) writeRank(b *strings.Builder, p *board.Position, r int, inCamp, underline bool, marks [board.MaxSquares]MarkKind, pal palette) {
	fill := func(n int) string { return strings.Repeat(" ", n) }
	if underline {
		// A camp's edge under this rank, drawn in the spaces of its cells.
		fill = func(n int) string { return pal.rule(strings.Repeat("_", n)) }
	}
	label := strconv.Itoa(r + 1)
	sep := " "
	if inCamp {
		sep = pal.rule(string(campMark))
	}
	b.WriteString(pad(label, 2, true))
	b.WriteString(sep)
	if g.layout == Full {
		b.WriteString(pal.rule("|"))
	}
	for f := 0; f < board.Files; f++ {
		sq := board.At(f, r)
		piece := p.Cells[sq]
		mark := marks[sq]
		text := Token(piece)
		if mark != NoMark {
			text = string(markRunes[mark][0]) + text + string(markRunes[mark][1])
		}
		left := (g.cell - len(text)) / 2
		right := g.cell - len(text) - left
		b.WriteString(fill(left))
		b.WriteString(pal.cell(text, piece, mark))
		b.WriteString(fill(right))
		if g.layout == Full {
			b.WriteString(pal.rule("|"))
		}
	}
	b.WriteString(sep)
	b.WriteString(label)
	b.WriteByte('\n')
}

// rule is a horizontal line across the cells, without its newline.
func (g geometry) rule() string {
	var b strings.Builder
	b.WriteString(strings.Repeat(" ", labelWidth))
	if g.layout == Full {
		b.WriteByte('+')
		for f := 0; f < board.Files; f++ {
			b.WriteString(strings.Repeat("-", g.cell))
			b.WriteByte('+')
		}
	} else {
		b.WriteString(strings.Repeat("-", board.Files*g.cell))
	}
	return b.String()
}

// fileLabels centres a..h over the cells.
func fileLabels(g geometry) string {
	var b strings.Builder
	b.WriteString(strings.Repeat(" ", labelWidth))
	step := g.cell
	if g.layout == Full {
		b.WriteByte(' ')
		step++
	}
	for f := 0; f < board.Files; f++ {
		left := (g.cell - 1) / 2
		b.WriteString(strings.Repeat(" ", left))
		b.WriteByte(byte('a' + f))
		if f < board.Files-1 {
			b.WriteString(strings.Repeat(" ", step-left-1))
		}
	}
	b.WriteByte('\n')
	return b.String()
}

// pad right-aligns (or left-aligns) s in n columns.
func pad(s string, n int, right bool) string {
	if len(s) >= n {
		return s
	}
	if right {
		return strings.Repeat(" ", n-len(s)) + s
	}
	return s + strings.Repeat(" ", n-len(s))
}
