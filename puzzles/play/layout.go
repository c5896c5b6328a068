package play

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/charmbracelet/x/ansi"

	"github.com/rithmo/rithmo/puzzles"
	"github.com/rithmo/rithmo/rules/board"
	"github.com/rithmo/rithmo/rules/diagram"
)

// How the Model shares the terminal. The board and the current question
// must both be seen whole, so the layout is worked out from the width and
// the height on every tea.WindowSizeMsg (and when the question changes),
// and View only puts the prepared pieces together.

// arrangement is where the board and the panel (the goal, the messages,
// the question) stand.
type arrangement uint8

const (
	arrangeText     arrangement = iota // no puzzle on screen (choosing, over): the panel alone
	arrangeSide                        // the board on the left, the panel beside it
	arrangeStacked                     // the board on top, the panel under it
	arrangeTooSmall                    // nothing fits: say how large the terminal must be
)

const (
	gapColumns    = 2  // between the board and the panel beside it
	minPanelWidth = 40 // the narrowest panel beside the board, or alone
	maxPanelWidth = 80 // wider lines are hard to read
	// The least a panel shows: the messages' last line and the line saying
	// there is more, the question's title and two of its options, and the
	// line of keys (or the form's error).
	minMessageLines = 2
	minFormLines    = 3
	helpLines       = 1
	// minTextHeight is the least height for the panel alone (choosing).
	minTextHeight = 8
	// roomyFormLines is what a roomy panel keeps for the question (its
	// title and options): a fixed budget, so that the board and the panel
	// do not change shape from one question to the next.
	roomyFormLines = 8
)

// drawing is one puzzle's board drawn in one layout, kept until the puzzle
// changes: drawing is too slow to redo in View.
type drawing struct {
	lines  []string // the board alone (diagram.Options.BoardOnly)
	legend []string // the text the diagram puts under the board, wrapped to its width
	width  int
}

type drawingKey struct {
	pz     *puzzles.Puzzle
	layout diagram.Layout
	chosen board.Square // the man marked with its squares, NoSquare when none
	played bool         // the position after the answer, beside the verdict
}

// screen is the worked-out layout of the Model's terminal.
type screen struct {
	arrange  arrangement
	layout   diagram.Layout
	board    []string // the board region: the board, its bottom file labels cut when short
	legend   []string // the legend, under the board when it has room, else behind ?
	under    bool     // the legend stands under the board
	boardW   int
	panelW   int
	panelH   int
	roomy    bool     // the panel has room for the full title and blank lines
	header   []string // the title and goal (roomy) or one status line with the goal
	msgH     int      // lines for the messages
	formH    int      // lines for the form
	tooSmall []string // arrangeTooSmall: what to say
	// flip: the explanation takes the board's place (explainHere), and b
	// flips between the two.
	flip bool
}

// drawingOf draws the current puzzle's board in a layout, from the cache
// when it is there.
func (m *Model) drawingOf(pz *puzzles.Puzzle, layout diagram.Layout) drawing {
	chosen, _ := m.s.chosenMan()
	played := m.s.playedOn(pz)
	k := drawingKey{pz, layout, chosen, played != nil}
	if d, ok := m.drawings[k]; ok {
		return d
	}
	if len(m.drawings) > 0 && m.drawnFor != pz {
		clear(m.drawings) // a new puzzle: the old drawings go
	}
	m.drawnFor = pz
	pos, opts := &pz.Position, m.s.boardOptions(pz, layout)
	if played != nil {
		// Beside the verdict: the position the answer leaves, the man
		// moved and the men taken marked.
		pos = &played.pos
		opts.Marks = played.marks
	}
	boardOnly := opts
	boardOnly.BoardOnly = true
	b := strings.TrimRight(diagram.Draw(pos, boardOnly), "\n")
	full := strings.TrimRight(diagram.Draw(pos, opts), "\n")
	legend := strings.TrimLeft(strings.TrimPrefix(full, b), "\n")
	d := drawing{lines: strings.Split(b, "\n"), width: diagram.Width(pos, layout)}
	if legend != "" {
		d.legend = strings.Split(legend, "\n")
	}
	m.drawings[k] = d
	return d
}

// plan chooses the arrangement: the board beside the panel when the width
// allows it, else above a compact panel; the full layout of the diagram
// when it fits, else the narrow one, cutting the board's bottom file
// labels when even that is one line too many, and last the compact one
// (no ruled camp lines either: 17 lines), which lets a puzzle be played in
// 80×24.
func (m *Model) plan() screen {
	w, h := m.width, m.height
	pz := m.puzzle()
	if pz == nil {
		if w < minPanelWidth || h < minTextHeight {
			return tooSmall(w, h, minPanelWidth, minTextHeight)
		}
		return screen{arrange: arrangeText, panelW: min(w, maxPanelWidth), panelH: h}
	}
	type candidate struct {
		layout diagram.Layout
		side   bool
		cut    bool // leave out the bottom file labels
	}
	candidates := []candidate{
		{diagram.Full, true, false},
		{diagram.Narrow, true, false},
		{diagram.Narrow, true, true},
		{diagram.Compact, true, false},
		{diagram.Full, false, false},
		{diagram.Narrow, false, false},
		{diagram.Narrow, false, true},
		{diagram.Compact, false, false},
	}
	var (
		first   screen // the first that fits but for the explanation
		explain bool
	)
	for _, c := range candidates {
		// Each layout is drawn when first tried: the compact one only on
		// a short terminal.
		d := m.drawingOf(pz, c.layout)
		board := d.lines
		if c.cut {
			board = board[:len(board)-1]
		}
		scr := screen{layout: c.layout, board: board, legend: d.legend, boardW: d.width}
		if c.side {
			scr.arrange = arrangeSide
			scr.panelW = min(w-d.width-gapColumns, maxPanelWidth)
			scr.panelH = h
			if scr.panelW < minPanelWidth || h < len(board) || !m.panelFits(scr.panelW, h) {
				continue
			}
			// The legend stands under the board when the column has room.
			scr.under = len(board)+1+len(d.legend) <= h
		} else {
			scr.arrange = arrangeStacked
			scr.panelW = min(w, max(d.width, maxPanelWidth))
			scr.panelH = h - len(board)
			if w < d.width || !m.panelFits(scr.panelW, scr.panelH) {
				continue
			}
			// The full board only with a roomy panel under it: the narrow
			// one leaves the question more lines.
			if c.layout == diagram.Full && !m.roomyFits(scr.panelW, scr.panelH) {
				continue
			}
			if legendH := len(d.legend) + 1; m.roomyFits(scr.panelW, scr.panelH-legendH) {
				scr.under = true
				scr.panelH -= legendH
			}
		}
		scr.roomy = m.roomyFits(scr.panelW, scr.panelH)
		scr.header = m.header(scr.panelW, scr.roomy)
		if m.explainHere(scr) && scr.under {
			// The key behind ? leaves the explanation its lines.
			behind := scr
			behind.under = false
			behind.panelH += len(d.legend) + 1
			behind.roomy = m.roomyFits(behind.panelW, behind.panelH)
			behind.header = m.header(behind.panelW, behind.roomy)
			if !m.explainHere(behind) {
				return behind
			}
		}
		if m.explainHere(scr) {
			// The panel under this board would not show the verdict
			// whole with the question, or would give the explanation too
			// few lines: a smaller board may.
			if !explain {
				first, explain = scr, true
			}
			continue
		}
		return scr
	}
	if explain {
		// No board leaves the explanation room: the text takes the
		// board's place until the next question, and b flips to the
		// board.
		first.flip = true
		if m.boardShown {
			return first
		}
		pw := min(w, maxPanelWidth)
		return screen{arrange: arrangeText, layout: first.layout, panelW: pw, panelH: h, header: m.header(pw, false), flip: true}
	}
	// Too small: the least is the compact board over a compact panel as
	// wide as the board.
	needW, needH := m.leastSize(pz)
	return tooSmall(w, h, needW, needH)
}

// minExplainLines is the least an explanation is given on screen once the
// attempt is over; a panel under the board with fewer gives way to it.
const minExplainLines = 6

// explainHere reports whether the explanation should replace the board on
// scr, the board standing above the panel: once the attempt is over (Go on?
// is asked, or the session's last words stay) when the panel leaves the
// explanation fewer than minExplainLines; and when a step was wrong and is
// asked again (or a verdict stands above it), when the panel cannot show the verdict whole with every
// option of the question.
func (m *Model) explainHere(scr screen) bool {
	if scr.arrange != arrangeStacked {
		return false
	}
	over := m.closing || m.q.Step == StepNext
	room := scr.panelH - len(scr.header) - helpLines
	if !m.closing {
		// The question: its title and options.
		room -= len(WrapText(m.q.Title, max(scr.panelW-4, 1))) + len(m.q.Options)
	}
	switch {
	case over:
		return room-1 < minExplainLines // less the line saying what is hidden
	case m.q.Again && len(m.chunks) > 0:
		verdict := WrapText(strings.Trim(m.chunks[len(m.chunks)-1], "\n"), scr.panelW)
		if !scr.roomy {
			verdict = dropBlank(verdict)
		} else {
			room-- // the blank line before the question
		}
		if len(m.chunks) > 1 {
			room-- // the line saying what is hidden above
		}
		return room < len(verdict)
	}
	return false
}

// leastSize is the smallest terminal the puzzle can be played in: the
// compact board over a compact panel as wide as the board.
func (m *Model) leastSize(pz *puzzles.Puzzle) (w, h int) {
	compact := m.drawingOf(pz, diagram.Compact)
	w = compact.width
	return w, len(compact.lines) + len(m.header(w, false)) + minMessageLines + minFormLines + helpLines
}

// tooSmall says how large the terminal must be, in the lines it has.
func tooSmall(w, h, needW, needH int) screen {
	text := fmt.Sprintf("The puzzle needs a terminal of at least %d×%d; this one is %d×%d. "+
		"Enlarge the window, or press Esc to leave and use --accessible for plain prompts.", needW, needH, w, h)
	lines := WrapText(text, max(w, 1))
	return screen{arrange: arrangeTooSmall, tooSmall: lines[:min(len(lines), max(h, 1))]}
}

// panelFits reports whether a compact panel of w × h columns and lines
// holds the status line, the least of the messages and of the question,
// and the keys.
func (m *Model) panelFits(w, h int) bool {
	return h >= len(m.header(w, false))+minMessageLines+minFormLines+helpLines
}

// roomyFits reports whether the roomy panel fits: the full title and goal,
// the least of the messages, a blank line, the whole question and the keys.
func (m *Model) roomyFits(w, h int) bool {
	return h >= len(m.header(w, true))+minMessageLines+1+roomyFormLines+helpLines
}

// header is the title and goal over the panel: roomy, the title, the
// puzzle's rule set and difficulty, the lesson that teaches it and the goal
// with blank lines between; compact, one status line with the rule set and
// the goal ("Puzzle 1 of 3 · nemec · White to move: ..."), in
// fewer words when that is wider than the panel (the spot goal is 84
// columns long), and wrapped only when even the fewest do not fit; a
// puzzle's occasion ("Puzzle of the day, ...") leads it.
func (m *Model) header(w int, roomy bool) []string {
	pz := m.puzzle()
	if pz == nil {
		return nil
	}
	title, about := m.s.titleLines()
	goal := GoalText(pz)
	if !roomy {
		// The rule set in every variant: the same position is judged
		// differently under each, and the board does not say which.
		status, _, _ := strings.Cut(title, ":")
		rules := pz.Rules()
		variants := []string{status + " · " + rules + " · " + goal, status + " · " + rules + " · " + shortGoal(pz), rules + " · " + shortGoal(pz)}
		if pz.Occasion != "" {
			// Where the puzzle comes from (the day's puzzle, a game of the
			// learner's) leads the status line when it fits; else the
			// messages open with it (occasionUnsaid), so that it is read
			// before the answer at every size without a line the board
			// needs at 80×24.
			withOccasion := []string{
				status + " · " + pz.Occasion + " · " + rules + " · " + goal,
				pz.Occasion + " · " + rules + " · " + goal,
				pz.Occasion + " · " + rules + " · " + shortGoal(pz),
			}
			for _, v := range withOccasion {
				if ansi.StringWidth(v) <= w {
					return []string{v}
				}
			}
		}
		return compactStatus(variants, w)
	}
	var lines []string
	lines = append(lines, WrapText(title, w)...)
	lines = append(lines, WrapText(about, w)...)
	if line := m.s.lessonLine(pz); line != "" {
		lines = append(lines, WrapText(line, w)...)
	}
	lines = append(lines, "")
	lines = append(lines, WrapText(goal, w)...)
	return append(lines, "")
}

// occasionUnsaid is the puzzle's occasion when the header leaves it out
// (a compact status line too narrow for it), to open the messages; ""
// when the header says it or there is none.
func (m *Model) occasionUnsaid() string {
	pz := m.puzzle()
	if pz == nil || pz.Occasion == "" {
		return ""
	}
	said := strings.Join(strings.Fields(strings.Join(m.scr.header, " ")), " ")
	if strings.Contains(said, strings.Join(strings.Fields(pz.Occasion), " ")) {
		return ""
	}
	return pz.Occasion + "."
}

// compactStatus is the first of variants that fits w columns, else the
// second wrapped.
func compactStatus(variants []string, w int) []string {
	for _, v := range variants {
		if ansi.StringWidth(v) <= w {
			return []string{v}
		}
	}
	return WrapText(variants[1], w)
}

// WrapText breaks text at spaces (never at a hyphen: "super-43-partiens"
// stays whole) so that no line is wider than w columns, as a terminal shows
// them; a line's indentation is kept on its continuation lines, a word
// wider than the line is cut, and an empty paragraph is a blank line. Not
// summary.Wrap, which fills one paragraph and lets a long word overflow:
// a puzzle's pane is cut to w columns and would lose its end.
func WrapText(text string, w int) []string {
	w = max(w, 1)
	var out []string
	for _, para := range strings.Split(text, "\n") {
		indent := para[:len(para)-len(strings.TrimLeft(para, " "))]
		if ansi.StringWidth(indent) >= w/2 {
			indent = ""
		}
		line, start := "", len(out)
		for _, word := range strings.Fields(para) {
			for ansi.StringWidth(indent+word) > w {
				// A word wider than a line: cut it.
				if line != "" {
					out = append(out, line)
					line = ""
				}
				head := ansi.Truncate(word, w-ansi.StringWidth(indent), "")
				if head == "" { // a rune wider than the line
					_, size := utf8.DecodeRuneInString(word)
					head = word[:size]
				}
				out = append(out, indent+head)
				word = word[len(head):]
			}
			switch {
			case word == "":
			case line == "":
				line = indent + word
			case ansi.StringWidth(line)+1+ansi.StringWidth(word) <= w:
				line += " " + word
			default:
				out = append(out, line)
				line = indent + word
			}
		}
		if line != "" || len(out) == start {
			out = append(out, line)
		}
	}
	return out
}

// fit cuts lines to w columns and pads or cuts them to exactly h lines.
func fit(lines []string, w, h int) []string {
	out := make([]string, h)
	for i := range out {
		if i < len(lines) {
			out[i] = ansi.Truncate(lines[i], w, "")
		}
	}
	return out
}
