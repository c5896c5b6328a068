package judge

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/rithmo/rithmo/rules/arith"
	"github.com/rithmo/rithmo/rules/board"
	"github.com/rithmo/rithmo/rules/engine"
)

// Label is a man as the notation names it, with a pyramid by its whole
// value: "R6", "t12", "P91".
func Label(piece board.Piece) string {
	if piece.IsEmpty() {
		return "nothing"
	}
	letter := piece.Shape.Letter()
	if piece.Side == board.Black {
		letter += 'a' - 'A'
	}
	return string(letter) + strconv.FormatUint(uint64(piece.Value), 10)
}

// ManOn names the man on a square: "R6 on c9".
func ManOn(p *board.Position, sq board.Square) string {
	if !p.Contains(sq) {
		return sq.String()
	}
	return Label(p.At(sq)) + " on " + sq.String()
}

// Option is how a man is offered in a list: "c9 R6" (square first, so the
// list reads in board order).
func Option(p *board.Position, sq board.Square) string {
	if !p.Contains(sq) {
		return sq.String()
	}
	if p.At(sq).IsEmpty() {
		return sq.String() + " (empty: set a held prisoner here)"
	}
	return sq.String() + " " + Label(p.At(sq))
}

// ActionOption is how an action is offered as a destination of its man:
// "d10", "e8: take the man there and move in", "take without moving".
func ActionOption(p *board.Position, a engine.Action) string {
	switch a.Kind {
	case engine.Take:
		return fmt.Sprintf("%s: take the %s there and move in", a.To, Label(p.At(a.To)))
	case engine.Attack:
		if a.Value != 0 {
			return fmt.Sprintf("take without moving, with the layer %d", a.Value)
		}
		if p.Contains(a.From) && p.At(a.From).IsPyramid() {
			return fmt.Sprintf("take without moving, with the whole value %d", p.At(a.From).Value)
		}
		return "take without moving"
	case engine.Redeem:
		layer := a.Value
		if layer == 0 && p.Contains(a.From) {
			layer = uint16(p.At(a.From).Value)
		}
		return fmt.Sprintf("%s: redeem the king's layer %d with this man (%s)", a.To, layer, a)
	case engine.Set:
		return fmt.Sprintf("set the prisoner %s here (%s): it stands in your colour as %s, to serve your triumphs, never to take",
			board.Man(a.Side, a.Shape, int(a.Value)), a, board.SetPrisoner(a.Side.Opponent(), a.Shape, int(a.Value)))
	}
	if engine.IsLeap(a) {
		// Marked in words, so that a flying square reads apart from the
		// ordinary ones without colour.
		return a.To.String() + " (flying)"
	}
	return a.To.String()
}

// captureName names what a capture takes: "the t12 on e8", or for one
// layer of a pyramid "the layer r16 of the p190 on d8".
func captureName(p *board.Position, c engine.Capture) string {
	if c.Layer >= 0 && p.Contains(c.Square) {
		return "the layer " + Label(c.Piece) + " of the " + ManOn(p, c.Square)
	}
	return "the " + Label(c.Piece) + " on " + c.Square.String()
}

// capturedMen names the men an action takes: "the t12 on e11 and the r9 on d8".
func capturedMen(p *board.Position, cs []engine.Capture) string {
	names := make([]string, 0, len(cs))
	for _, c := range cs {
		names = append(names, captureName(p, c))
	}
	return andList(names)
}

// andList joins "a", "a and b", "a, b and c".
func andList(items []string) string {
	switch len(items) {
	case 0:
		return "nothing"
	case 1:
		return items[0]
	}
	return strings.Join(items[:len(items)-1], ", ") + " and " + items[len(items)-1]
}

// orList joins "a", "a or b", "a, b or c".
func orList(items []string) string {
	if len(items) < 2 {
		return andList(items)
	}
	return strings.Join(items[:len(items)-1], ", ") + " or " + items[len(items)-1]
}

// relationNames lists relations' names.
func relationNames(rels []engine.Relation) []string {
	names := make([]string, len(rels))
	for i, r := range rels {
		names[i] = r.String()
	}
	return names
}

// proportionNames lists proportions' names.
func proportionNames(ps []arith.Proportion) []string {
	names := make([]string, len(ps))
	for i, p := range ps {
		names[i] = p.String()
	}
	return names
}

// howRelationTakes says in words with numbers what a relation needs to take
// a man of value v under the rules: the first hint.
func howRelationTakes(rules board.Rules, rel engine.Relation, v int64) string {
	set := rules.Set
	edge := rules.Has(board.OptEdge)
	next := set == board.Fulke3 || set == board.Fulke2 && rules.Has(board.OptNext)
	switch rel {
	case engine.Equality:
		return fmt.Sprintf("one of your men of the same value, %d, must reach it", v)
	case engine.Siege:
		switch {
		case set == board.Nemec:
			return "hem it in: your men on all four of its orthogonal neighbours (the board's edge closes a side), or on all four diagonal ones (the edge closes none), never mixed"
		case set == board.Fulke3 && edge:
			return "hem it in: your men (or the board's edge) on its four orthogonal neighbours, or its four diagonal ones, never mixed"
		case set == board.Fulke3:
			return "hem it in: four of your men on its four orthogonal neighbours, or its four diagonal ones, never mixed; the board's edge is no besieger"
		case set == board.Parlett:
			return "hem it in: leave it no legal move, blocked only by your men and the board's edge, and none of its blockers it could take"
		case edge:
			return "hem it in: close every ordinary move it has with your men (or the board's edge), four in all"
		}
		return "hem it in: close every ordinary move it has with your men, at least four of them; the board's edge is no besieger"
	case engine.Addition:
		switch {
		case set == board.Nemec:
			return fmt.Sprintf("two of your men on opposite sides of it, in one line, must make %d together (a + b = %d)", v, v)
		case next:
			return fmt.Sprintf("two of your men standing next to it, directly or cornerwise, must make %d together (a + b = %d)", v, v)
		}
		return fmt.Sprintf("two of your men that both reach it must make %d together (a + b = %d)", v, v)
	case engine.Subtraction:
		if next {
			return fmt.Sprintf("two of your men standing next to it, directly or cornerwise, must differ by %d (a − b = %d)", v, v)
		}
		return fmt.Sprintf("two of your men that both reach it must differ by %d (a − b = %d)", v, v)
	case engine.Multiplication:
		return fmt.Sprintf("two of your men that both reach it must make %d multiplied (a × b = %d)", v, v)
	case engine.Division:
		return fmt.Sprintf("two of your men that both reach it must give %d, the larger divided by the smaller (a ÷ b = %d)", v, v)
	case engine.Eruption:
		if set == board.Fulke3 {
			return fmt.Sprintf("one of your men in line with it, the path clear, lesser than it, times the empty squares between must give %d (a × d = %d)", v, v)
		}
		return fmt.Sprintf("one of your men in line with it, the path clear, times or divided by the distance must give %d (a × d = %d or a ÷ d = %d)", v, v, v)
	case engine.Cossic:
		return fmt.Sprintf("one of your men that reaches it must be a power of %d (square, cube ...), or %d a power of it", v, v)
	case engine.Progression:
		return fmt.Sprintf("two of your men that reach it must stand with %d in an arithmetic, geometric or harmonic progression", v)
	}
	return "look at the relations of your rule set"
}

// formula is the test of a proportion for three terms a < b < c.
func formula(p arith.Proportion) string {
	switch p {
	case arith.Arithmetic:
		return "b − a = c − b"
	case arith.Geometric:
		return "b × b = a × c"
	case arith.Harmonic:
		return "(c − b) × a = (b − a) × c"
	}
	return ""
}

// firstTexts returns up to n distinct failure texts.
func firstTexts(fs []engine.Failure, n int) []string {
	var out []string
	for _, f := range fs {
		if f.Text != "" && !contains(out, f.Text) {
			out = append(out, f.Text)
			if len(out) == n {
				break
			}
		}
	}
	return out
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// sentence capitalises the first letter and ends the text with a full stop.
func sentence(s string) string {
	s = strings.TrimSpace(s)
	if s == "" {
		return s
	}
	// A sentence may open with a square or an action ("c6-d7 takes ..."),
	// which keeps its lower case.
	if c := s[0]; c >= 'a' && c <= 'z' && !(len(s) > 1 && s[1] >= '1' && s[1] <= '9') {
		s = string(c-'a'+'A') + s[1:]
	}
	if !strings.HasSuffix(s, ".") && !strings.HasSuffix(s, "!") && !strings.HasSuffix(s, "?") {
		s += "."
	}
	return s
}
