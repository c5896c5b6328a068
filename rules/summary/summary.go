package summary

import (
	"fmt"
	"github.com/charmbracelet/x/ansi"
	"strings"

	"github.com/rithmo/rithmo/rules/board"
	"github.com/rithmo/rithmo/rules/triumph"
)

// Width is the columns a summary fits in.
const Width = 80

// labelWidth is the column where every section's text starts.
const labelWidth = 9

// Section is one labelled paragraph of a summary: Moves, Takes, Turns,
// Triumph, Common, Options.
type Section struct {
	Label string
	Text  string
}

// Summary is a rule set's summary for a learner.
type Summary struct {
	Rules    board.Rules
	Title    string // "fulke1: Lever & Fulke 1563, the first kind of playing"
	Sections []Section
}

// ruleText is what a rule set's summary says in words: the parts that are
// not computed from the rules' tables.
type ruleText struct {
	board, moves, takes, turns string
}

// texts follow shared/rules.md as corrected in December 2026, by rule set.
var texts = [...]ruleText{
	board.Fulke1: {
		board: "White (even) moves first. The armies stand on ranks 3-6 and 11-14.",
		moves: "Round 1 square diagonally, triangle 2 and square 3 orthogonally, to an " +
			"empty square and never over a man. The king while complete any way, 1 to 3; " +
			"a lost layer takes its shape's draught away. Flying, at any time: triangle " +
			"a knight's leap, square a long leap (3+1); a leap takes only by helping to " +
			"besiege and never completes a triumph.",
		takes: "After a move, every enemy man newly in relation: equality (never the " +
			"king), siege (no move left, four enemies round it; the edge no " +
			"besieger), addition, subtraction, multiplication or division (two men " +
			"that both reach it). The king acts with its whole value and falls to " +
			"siege, by its whole 91 or 190, or layer by layer.",
		turns: "One move; or take a man the enemy left in danger and step into its " +
			"square (e6xe8). A prisoner changes sides and enters the captor's " +
			"rearmost free square.",
	},
	board.Fulke2: {
		board: "White (even) moves first. Each army in files c-f, six deep, every man " +
			"under the man he arises from.",
		moves: "Round 1, triangle 2, square 3, any way (straight or cornerwise), to an " +
			"empty square; the king as a square. All but the king may leap a knight's " +
			"draught, only to besiege or to flee a siege.",
		takes: "After a move, every enemy man newly in relation: equality, siege (four " +
			"enemies; the edge no besieger), addition and subtraction (two men that " +
			"both reach it), eruption (A × d or A ÷ d = T, d the empty squares " +
			"between), cossic signs. The king acts with its whole value; it falls " +
			"whole to siege or any relation (7 × 13 = 91), or layer by layer.",
		turns: "One move; or take a man left in danger, stepping in (e6xe8); or set a " +
			"prisoner in the enemy camp (r3@c13: R3*), for triumphs, never to take; " +
			"or redeem any lost layer (c5=d8: the king moves to c5).",
	},
	board.Fulke3: {
		board: "White (even) moves first. The classical array at the board's ends; the " +
			"board may be 10 to 16 ranks long.",
		moves: "Round 1, triangle 2, square 3, forward, back or sideways (not " +
			"cornerwise unless agreed), to an empty square. The king moves as a square.",
		takes: "After a move: encounter (equality), eruption (the lesser man × the empty " +
			"squares between = the greater, straight or cornerwise), lying weight (two " +
			"men next to it add up to it) and obsidion (four enemies on its four " +
			"orthogonal or four diagonal neighbours). The king acts with its whole " +
			"value: 2, 4, 4, 153 and 3, 5, 7, 190 fall only to obsidion.",
		turns: "One move; or take a man left in danger and step in (e6xe8); or redeem a " +
			"lost layer of your king but the lowest (c5=d8). Taken men leave the game.",
	},
	board.Nemec: {
		board: "Black (odd) moves first. The classical array.",
		moves: "Round exactly 1, triangle exactly 2, square exactly 3, orthogonally or " +
			"diagonally, to an empty square. The pyramid any distance its layers allow.",
		takes: "Only by an attack (c8x): a piece stays put and takes every enemy it " +
			"attacks: encounter (equal, in reach), eruption (A × d or A ÷ d = T, d " +
			"counting both squares), deceit (two neighbours on opposite sides add up to " +
			"it), siege (four orthogonal enemies, the edge closing; or four diagonal). " +
			"A pyramid attacks with its whole value or one layer's (c8x=9); whole, it " +
			"falls only to siege.",
		turns: "A move, which takes nothing, or an attack. Taken men leave the game.",
	},
	board.Parlett: {
		board: "White (even) moves first. The classical array; each side's home is its " +
			"half of the board.",
		moves: "Round 1 orthogonally, triangle 2 diagonally, square 3 either way, to an " +
			"empty square and never over a man. The pyramid as any layer it holds.",
		takes: "After a move, never by moving onto a man: equality, eruption (d counting " +
			"both squares), and addition, subtraction, multiplication, division or " +
			"progression of two men that both reach it; blockade (no legal move, shut " +
			"in by enemies and edges, and it can take none of them).",
		turns: "One move; every enemy man newly in relation is taken. Taken men leave " +
			"the game unless an option says otherwise.",
	},
}

// optionText says what an option does, by its name in the notation ("" for
// a name it does not know).
func optionText(name string) string {
	switch name {
	case "jump":
		return "leap your own men"
	case "pass":
		return "triangles and squares pass over men"
	case "progression":
		return "take by proportion"
	case "ransom":
		return "old positions, no effect"
	case "change":
		return "prisoners change sides"
	case "hold":
		return "prisoners serve in triumphs"
	case "turn":
		return "prisoners turned over in place"
	case "angle":
		return "right-angle triumphs"
	case "edge":
		return "the edge besieges"
	case "next":
		return "add, subtract next to it"
	case "corner":
		return "cornerwise moves"
	}
	return ""
}

// Options lists the names of the options a rule set accepts, in the
// notation's order, as rules/board's table says.
func Options(set board.RuleSet) []string {
	var out []string
	for i := 0; i < 16; i++ {
		text := board.Rules{Set: set, Options: board.Options(1) << i}.String()
		_, name, ok := strings.Cut(text, "+")
		if !ok {
			continue
		}
		if _, err := board.ParseRules(text); err == nil {
			out = append(out, name)
		}
	}
	return out
}

// Of builds the summary of a rule set with its agreed options.
func Of(r board.Rules) (Summary, error) {
	var t ruleText
	if r.Set > 0 && int(r.Set) < len(texts) {
		t = texts[r.Set]
	}
	if t == (ruleText{}) {
		return Summary{}, fmt.Errorf("no summary for rule set %q", r.Set)
	}
	s := Summary{Rules: r, Title: r.String() + ": " + r.Set.Title()}
	if len([]rune(s.Title)) > Width {
		// Many options agreed: the Options section marks them, and the
		// title keeps to one line.
		s.Title = r.Set.String() + " (options agreed below): " + r.Set.Title()
	}
	s.Sections = []Section{
		{"Board", t.board},
		{"Moves", t.moves},
		{"Takes", t.takes},
		{"Turns", t.turns},
		{"Triumph", triumphText(r)},
		{"Common", commonText(r.Set)},
		{"Options", optionsText(r)},
	}
	return s, nil
}

// commonText names the common victories; Němec's honour wants at least its
// number of men, the 1563 kinds' at most.
func commonText(set board.RuleSet) string {
	honour := "honour (in at most N men)"
	if triumph.HonourMinimum(set) {
		honour = "honour (at least N men)"
	}
	return "Agreed before play, over the men taken: bodies, goods, quarrel, " +
		honour + ", honour and quarrel, standards (rithmo victory)."
}

// triumphText is computed from the tables the triumph code uses: when, where
// and in what shapes.
func triumphText(r board.Rules) string {
	var b strings.Builder
	if triumph.KingFirst(r.Set) {
		b.WriteString("Once the enemy's king is taken whole: ")
	} else {
		b.WriteString("At any time, king or no king: ")
	}
	b.WriteString("3 or 4 men in proportion ")
	wLo, wHi := board.Camp(r.Set, board.Black, board.MaxRanks)
	bLo, bHi := board.Camp(r.Set, board.White, board.MaxRanks)
	fmt.Fprintf(&b, "on ranks %d-%d for White, %d-%d for Black", wLo+1, wHi+1, bLo+1, bHi+1)
	if r.Set == board.Nemec {
		b.WriteString(" (forward of one's own front rank); own man at an end, enemy men may serve")
	}
	shapes := triumph.Shapes(r)
	words := map[string]string{
		triumph.ShapeLine:   "in a line (equally spaced, gaps empty)",
		triumph.ShapeAngle:  "a right angle (equal arms, the mean in the corner)",
		triumph.ShapeSquare: "a square (two against two)",
	}
	parts := make([]string, len(shapes))
	for i, sh := range shapes {
		parts[i] = words[sh]
	}
	b.WriteString(", ")
	b.WriteString(joinOr(parts))
	b.WriteByte('.')
	return b.String()
}

func joinOr(items []string) string {
	if len(items) < 2 {
		return strings.Join(items, "")
	}
	return strings.Join(items[:len(items)-1], ", ") + " or " + items[len(items)-1]
}

// optionsText names the options the rule set accepts: those agreed first,
// marked once, then the others.
func optionsText(r board.Rules) string {
	names := Options(r.Set)
	if len(names) == 0 {
		return "none."
	}
	var agreed, others []string
	for _, name := range names {
		what := optionText(name)
		if what == "" {
			what = "see the documentation"
		}
		item := "+" + name + " (" + what + ")"
		if strings.Contains(r.String()+"+", "+"+name+"+") {
			agreed = append(agreed, item)
		} else {
			others = append(others, item)
		}
	}
	var parts []string
	if len(agreed) > 0 {
		parts = append(parts, "[agreed] "+strings.Join(agreed, ", "))
	}
	return strings.Join(append(parts, others...), "; ") + "."
}

// Render lays the summary out in Width columns: the title, then each
// section's label in a column of its own and its text wrapped beside it.
// bold marks the title and labels (the identity for plain text).
func (s Summary) Render(bold func(string) string) string {
	if bold == nil {
		bold = func(x string) string { return x }
	}
	var b strings.Builder
	// A long title (many options agreed) goes on under the sections' text.
	title := Wrap(s.Title, Width)
	rest := Wrap(strings.Join(title[1:], " "), Width-labelWidth)
	b.WriteString(bold(title[0]))
	b.WriteByte('\n')
	for _, line := range rest {
		b.WriteString(strings.Repeat(" ", labelWidth))
		b.WriteString(bold(line))
		b.WriteByte('\n')
	}
	for _, sec := range s.Sections {
		lines := Wrap(sec.Text, Width-labelWidth)
		for i, line := range lines {
			if i == 0 {
				b.WriteString(bold(sec.Label))
				b.WriteString(strings.Repeat(" ", labelWidth-len(sec.Label)))
			} else {
				b.WriteString(strings.Repeat(" ", labelWidth))
			}
			b.WriteString(line)
			b.WriteByte('\n')
		}
	}
	return b.String()
}

// Wrap breaks text at spaces into lines of at most width columns, as a
// terminal shows them ("Němec" is five columns however its ě is encoded;
// "×" one); a word wider than a line stands alone on its own line. Blank
// text has no lines.
func Wrap(text string, width int) []string { return WrapWords(strings.Fields(text), width) }

// WrapWords is Wrap for text already cut into words, each kept whole on
// one line even when it holds spaces (a formula, "16 : 20 = 20 : 25").
func WrapWords(words []string, width int) []string {
	var lines []string
	line, cols := "", 0
	for _, word := range words {
		w := ansi.StringWidth(word)
		switch {
		case line == "":
			line, cols = word, w
		case cols+1+w <= width:
			line, cols = line+" "+word, cols+1+w
		default:
			lines = append(lines, line)
			line, cols = word, w
		}
	}
	if line != "" {
		lines = append(lines, line)
	}
	return lines
}
