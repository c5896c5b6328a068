package picture

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"

	"github.com/rithmo/rithmo/lessons/lineerr"
	"github.com/rithmo/rithmo/rules/board"
	"github.com/rithmo/rithmo/rules/summary"
)

// Kind is what a block draws.
type Kind uint8

const (
	NoKind    Kind = iota
	Board          // a position, from the rules engine's notation
	Dots           // figurate numbers as dots
	Table          // Boethius' table of numbers, n × n
	Monochord      // a string and its stops
)

var kindNames = [...]string{NoKind: "none", Board: "board", Dots: "dots", Table: "table", Monochord: "monochord"}

func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return "none"
}

// KindOf returns the kind a fence's info string names, or NoKind when it
// names none (the fence is then ordinary Markdown).
func KindOf(info string) Kind {
	for k, name := range kindNames {
		if k > 0 && info == name {
			return Kind(k)
		}
	}
	return NoKind
}

// Block is a parsed picture block.
type Block struct {
	Kind  Kind
	Line  int // line of the opening fence
	board *boardBlock
	dots  []Figure
	table int
	chord *chord
}

// field is one "key: value" line of a block.
type field struct {
	key, value string
	line       int
}

// Parse reads the body of a picture block (the lines between the fences)
// of kind k. fence is the file's line of the opening fence: the body's
// first line is the next. Blank lines are ignored; every other line is
// "key: value", each key at most once. Errors are *lineerr.Error naming the line
// and what is wrong; the block's content is checked too (a board's
// takers must take its target under its rules).
func Parse(k Kind, body string, fence int) (Block, error) {
	fields := map[string]field{}
	var order []string
	for i, raw := range strings.Split(body, "\n") {
		n := fence + 1 + i
		line := strings.TrimSpace(raw)
		if line == "" {
			continue
		}
		key, value, ok := strings.Cut(line, ":")
		if !ok {
			return Block{}, lineerr.Errorf(n, "%s block: %q is not a \"key: value\" line", k, line)
		}
		key, value = strings.ToLower(strings.TrimSpace(key)), strings.TrimSpace(value)
		if _, seen := fields[key]; seen {
			return Block{}, lineerr.Errorf(n, "%s block: %q given twice", k, key)
		}
		if value == "" {
			return Block{}, lineerr.Errorf(n, "%s block: %q has no value", k, key)
		}
		fields[key] = field{key, value, n}
		order = append(order, key)
	}
	allowed := map[Kind][]string{
		Board:     {"position", "opening", "target", "takers", "by", "triumph", "reach"},
		Dots:      {"figures"},
		Table:     {"size"},
		Monochord: {"string", "stops"},
	}[k]
	for _, key := range order {
		if !contains(allowed, key) {
			return Block{}, lineerr.Errorf(fields[key].line, "%s block: unknown key %q (keys: %s)", k, key, strings.Join(allowed, ", "))
		}
	}
	b := Block{Kind: k, Line: fence}
	var err error
	switch k {
	case Board:
		b.board, err = parseBoard(fields, fence)
	case Dots:
		b.dots, err = parseDots(fields, fence)
	case Table:
		b.table, err = parseTable(fields, fence)
	case Monochord:
		b.chord, err = parseChord(fields, fence)
	default:
		err = lineerr.Errorf(fence, "%q is not a picture (board, dots, table, monochord)", k)
	}
	if err != nil {
		return Block{}, err
	}
	return b, nil
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// need returns a required field, or an error at the fence.
func need(fields map[string]field, key string, k Kind, fence int) (field, error) {
	f, ok := fields[key]
	if !ok {
		return f, lineerr.Errorf(fence, "%s block: no %q line", k, key)
	}
	return f, nil
}

// number reads a whole number between lo and hi.
func number(f field, s string, lo, hi int) (int, error) {
	n, err := strconv.Atoi(s)
	if err != nil {
		return 0, lineerr.Errorf(f.line, "%s: %q is not a whole number", f.key, s)
	}
	if n < lo || n > hi {
		return 0, lineerr.Errorf(f.line, "%s: %d is outside %d to %d", f.key, n, lo, hi)
	}
	return n, nil
}

// Text draws the block in at most width columns, in the style named
// (dark, light or notty, as the lessons' renderer names them). A picture
// that needs more room is read out in words wrapped at prose columns,
// after saying how many columns it needs. Lines never end in spaces;
// there is no final newline.
func (b Block) Text(width, prose int, style string) string {
	return b.TextFor(width, prose, style, nil)
}

// TextFor is Text with a board's colours drawn for the terminal of r (a
// class server's student's); nil is the process's own terminal.
func (b Block) TextFor(width, prose int, style string, r *lipgloss.Renderer) string {
	return b.TextIn(width, 0, prose, style, r)
}

// TextIn is TextFor for a window of rows lines (0: any number, as a
// pipe): a board is drawn in the largest layout whose drawing, key
// included, fits them, and at least in the compact one, whose board alone
// takes 17 lines.
func (b Block) TextIn(width, rows, prose int, style string, r *lipgloss.Renderer) string {
	var text string
	var need int
	switch b.Kind {
	case Board:
		text, need = b.board.text(width, rows, style, r)
	case Dots:
		text, need = dotsText(b.dots, width)
	case Table:
		text, need = tableText(b.table, width)
	case Monochord:
		text, need = b.chord.text(width)
	}
	if text == "" {
		return wrapText(fmt.Sprintf("(This %s needs %d columns, more than there are here, so it is given in words.) %s",
			pictureName(b.Kind), need, b.Words()), prose)
	}
	return text
}

func pictureName(k Kind) string {
	switch k {
	case Dots:
		return "figure"
	case Table:
		return "table"
	}
	return k.String()
}

// Words reads the block out for a screen reader: no drawing, every number
// said.
func (b Block) Words() string {
	switch b.Kind {
	case Board:
		return b.board.words()
	case Dots:
		return dotsWords(b.dots)
	case Table:
		return tableWords(b.table)
	case Monochord:
		return b.chord.words()
	}
	return ""
}

// Wrap breaks a paragraph at spaces into lines of at most width columns.
func Wrap(s string, width int) string { return wrapText(s, width) }

// wrapText breaks a paragraph at spaces into lines of at most width
// columns, keeping a formula whole where it fits ("16 : 20 = 20 : 25" is
// not broken at its operators); a longer word stands alone.
func wrapText(s string, width int) string {
	return strings.Join(summary.WrapWords(formulaWords(strings.Fields(s), width), width), "\n")
}

// formulaWords joins each operator with the words either side of it, as
// long as the run fits in width.
func formulaWords(words []string, width int) []string {
	var out []string
	for i := 0; i < len(words); i++ {
		w := words[i]
		for i+2 < len(words) && isOperator(words[i+1]) &&
			ansi.StringWidth(w)+ansi.StringWidth(words[i+1])+ansi.StringWidth(words[i+2])+2 <= width {
			w += " " + words[i+1] + " " + words[i+2]
			i += 2
		}
		out = append(out, w)
	}
	return out
}

func isOperator(w string) bool {
	switch w {
	case ":", "=", "+", "−", "×", "÷":
		return true
	}
	return false
}

// Position is a board block's position; false for other kinds.
func (b Block) Position() (board.Position, bool) {
	if b.board == nil {
		return board.Position{}, false
	}
	return b.board.pos, true
}

// Reach is the man a board block's reach line names and the empty squares
// the engine lets him reach; false when the block has no reach line.
func (b Block) Reach() (from board.Square, to []board.Square, ok bool) {
	if b.board == nil || b.board.reach == none {
		return none, nil, false
	}
	return b.board.reach, slices.Clone(b.board.reached), true
}
