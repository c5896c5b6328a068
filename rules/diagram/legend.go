package diagram

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/rithmo/rithmo/rules/board"
	"github.com/rithmo/rithmo/rules/triumph"
)

// legend is the text under the board, one paragraph per entry (wrapped
// later): who moves, the rules, the men taken, each pyramid's layers, the
// key. actions numbers the position by action (Options.Actions).
func legend(p *board.Position, g geometry, marks [board.MaxSquares]MarkKind, actions bool) []string {
	var lines []string
	lines = append(lines, status(p, g.ranks, actions))
	lines = append(lines, fmt.Sprintf("Taken by White: %s. Taken by Black: %s.", takenTokens(p, board.White), takenTokens(p, board.Black)))
	for i := 0; i < g.ranks*board.Files; i++ {
		if piece := p.Cells[i]; piece.IsPyramid() {
			lines = append(lines, pyramidLine(piece, "on "+board.Square(i).String()))
		}
	}
	for s, took := range p.Took {
		for _, piece := range took {
			if piece.IsPyramid() {
				lines = append(lines, pyramidLine(piece, "taken by "+title(board.Side(s+1).String())))
			}
		}
	}
	if set := prisonersLine(p, g.ranks); set != "" {
		lines = append(lines, set)
	}
	lines = append(lines,
		"Key: (R6) round, <T12> triangle, [S45] square, {P91} pyramid; upper case White, "+
			"the even army, always drawn at the bottom; lower case Black.")
	if camps := campLine(p, g); camps != "" {
		lines = append(lines, camps)
	}
	if m := marksLine(marks); m != "" {
		lines = append(lines, m)
	}
	return lines
}

// prisonersLine names the prisoners set on the board (fulke2), who set
// them and what they may do: "Set prisoners: (R3*) on c14, Black's 3 set by
// White; a set prisoner serves only its setter's triumphs and takes no man."
func prisonersLine(p *board.Position, ranks int) string {
	var set []string
	for i := 0; i < ranks*board.Files; i++ {
		if piece := p.Cells[i]; piece.Prisoner {
			set = append(set, fmt.Sprintf("%s on %s, %s's %d set by %s", Token(piece), board.Square(i),
				title(piece.Side.Opponent().String()), piece.Value, title(piece.Side.String())))
		}
	}
	if len(set) == 0 {
		return ""
	}
	return "Set prisoners: " + strings.Join(set, "; ") + ". A set prisoner serves only its setter's triumphs and takes no man."
}

func status(p *board.Position, ranks int, actions bool) string {
	var b strings.Builder
	switch p.ToMove {
	case board.White, board.Black:
		b.WriteString(title(p.ToMove.String()))
		b.WriteString(" to move")
	default:
		b.WriteString("No side to move")
	}
	count := "turn"
	if actions {
		count = "action"
	}
	fmt.Fprintf(&b, ", %s %d. Rules: %s", count, p.Move, p.Rules)
	if p.Rules.Set == board.NoRuleSet {
		b.WriteString("none")
	}
	if ranks != board.MaxRanks {
		fmt.Fprintf(&b, " on %d ranks", ranks)
	}
	if t := p.Rules.Set.Title(); t != "" {
		b.WriteString(", ")
		b.WriteString(t)
	}
	b.WriteByte('.')
	return b.String()
}

// takenTokens lists the men side has taken, the very men its common
// victories are counted over (triumph.TakenMen): those held off the board
// as the notation lists them, then those back on the board in the captor's
// colour as the board shows them, with their square: "(r9), [S120] serving
// on a1" (fulke1: a taken man changes sides), "(R3*) set on c14" (fulke2).
func takenTokens(p *board.Position, side board.Side) string {
	men := triumph.TakenMen(p, side)
	if len(men) == 0 {
		return "none"
	}
	parts := make([]string, len(men))
	for i, m := range men {
		switch {
		case m.Held():
			parts[i] = Token(m.Piece)
		case p.At(m.Square).Prisoner:
			parts[i] = Token(p.At(m.Square)) + " set on " + m.Square.String()
		default:
			parts[i] = Token(p.At(m.Square)) + " serving on " + m.Square.String()
		}
	}
	return strings.Join(parts, ", ")
}

// pyramidLine lists a pyramid's layers top to base with their sum:
// "Pyramid {P91} on b2, top to base: R1 + R4 + T9 + T16 + S25 + S36 = 91."
func pyramidLine(piece board.Piece, where string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "Pyramid %s %s, top to base: ", Token(piece), where)
	for i := 0; i < int(piece.NLayers); i++ {
		if i > 0 {
			b.WriteString(" + ")
		}
		b.WriteString(piece.LayerPiece(i).String())
	}
	b.WriteString(" = ")
	b.WriteString(strconv.FormatUint(uint64(piece.Value), 10))
	b.WriteByte('.')
	return b.String()
}

// campLine names the ranks where each side triumphs, which the ruled lines
// across the board enclose (Compact: the bars beside the rank labels, or
// the underscored ranks where the camps cover the board).
func campLine(p *board.Position, g geometry) string {
	lo, hi, ok := camps(p, g.ranks)
	if !ok {
		return ""
	}
	how := "Ruled lines part the camps"
	switch {
	case g.layout == Compact && campsEverywhere(p, g.ranks):
		var edges []string
		under := campLines(p, g.ranks)
		for r := g.ranks - 1; r >= 0; r-- {
			if under[r] {
				edges = append(edges, strconv.Itoa(r+1))
			}
		}
		how = fmt.Sprintf("A line of _ under rank %s marks where the camps meet", strings.Join(edges, " and "))
		if len(edges) > 1 {
			how = fmt.Sprintf("Lines of _ under ranks %s mark where the camps meet", strings.Join(edges, " and "))
		}
	case g.layout == Compact:
		how = fmt.Sprintf("A %c beside the rank number marks the camps", campMark)
	}
	return fmt.Sprintf("%s: White triumphs on ranks %d-%d, Black on ranks %d-%d.",
		how, lo[0]+1, hi[0]+1, lo[1]+1, hi[1]+1)
}

func marksLine(marks [board.MaxSquares]MarkKind) string {
	var used [len(markRunes)]bool
	for _, k := range marks {
		used[k] = true
	}
	var parts []string
	for k := From; int(k) < len(markRunes); k++ {
		if used[k] {
			parts = append(parts, fmt.Sprintf("%c..%c %s", markRunes[k][0], markRunes[k][1], k))
		}
	}
	if len(parts) == 0 {
		return ""
	}
	return "Marks: " + strings.Join(parts, ", ") + "."
}

func title(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// wrap breaks a paragraph at spaces so that no line is wider than width;
// continuation lines are indented by two spaces. A word wider than the
// line is cut. Not summary.Wrap, which lets such a word stand wider than
// the line: the legend is never wider than the board drawn above it (the
// layouts' budgets), and the hang marks where each entry begins.
func wrap(text string, width int) []string {
	const indent = "  "
	var lines []string
	line := ""
	for _, word := range strings.Fields(text) {
		for {
			prefix := ""
			if len(lines) > 0 && line == "" {
				prefix = indent
			}
			switch {
			case line == "" && columns(prefix+word) <= width:
				line = prefix + word
			case line != "" && columns(line)+1+columns(word) <= width:
				line += " " + word
			case line != "":
				lines = append(lines, line)
				line = ""
				continue
			default: // a word longer than a line: cut it
				cut := cutAt(word, width-len(prefix))
				lines = append(lines, prefix+word[:cut])
				word = word[cut:]
				continue
			}
			break
		}
	}
	if line != "" {
		lines = append(lines, line)
	}
	return lines
}

// ManWords names a man in words, for a board read out rather than drawn:
// "round 6", "pyramid 91 (layers 1, 4, 9, 16, 25, 36)", and a prisoner
// set on the board as the other side's.
func ManWords(piece board.Piece) string {
	if !piece.IsPyramid() {
		s := fmt.Sprintf("%s %d", piece.Shape, piece.Value)
		if piece.Prisoner {
			s += fmt.Sprintf(" (%s's, set as a prisoner)", piece.Side.Opponent().Title())
		}
		return s
	}
	layers := make([]string, piece.NLayers)
	for i := range layers {
		layers[i] = fmt.Sprint(piece.LayerPiece(i).Value)
	}
	return fmt.Sprintf("pyramid %d (layers %s)", piece.Value, strings.Join(layers, ", "))
}
