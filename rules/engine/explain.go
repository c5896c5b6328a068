package engine

import (
	"fmt"
	"strings"

	"github.com/rithmo/rithmo/rules/arith"
	"github.com/rithmo/rithmo/rules/board"
)

// Explain says why the man is taken, in words with numbers:
//
//	6 on d7 + 6 on e6 = 12 on e8: addition
//	4 on c3 × 3 = 12 on c5: eruption (the distance counts both squares: c3, c4, c5)
//	9 on e4 = 9 on e6: equality
func (r Reason) Explain() string {
	target := valueOn(r.Target, r.Square, r.Part)
	taker := func(i int) string {
		if i >= len(r.By) || i >= len(r.Values) {
			return "?"
		}
		part := PartMan
		if i < len(r.ByParts) {
			part = r.ByParts[i]
		}
		return valueOn(r.Values[i], r.By[i], part)
	}
	switch r.Relation {
	case Equality:
		return fmt.Sprintf("%s = %s: equality", taker(0), target)
	case Addition:
		return fmt.Sprintf("%s + %s = %s: addition", taker(0), taker(1), target) + lyingWords(r)
	case Subtraction:
		a, b := 0, 1
		if len(r.Values) == 2 && r.Values[1] > r.Values[0] {
			a, b = 1, 0
		}
		return fmt.Sprintf("%s − %s = %s: subtraction", taker(a), taker(b), target) + lyingWords(r)
	case Multiplication:
		return fmt.Sprintf("%s × %s = %s: multiplication", taker(0), taker(1), target)
	case Division:
		a, b := 0, 1
		if len(r.Values) == 2 && r.Values[1] > r.Values[0] {
			a, b = 1, 0
		}
		return fmt.Sprintf("%s ÷ %s = %s: division", taker(a), taker(b), target)
	case Eruption:
		op := "×"
		if len(r.Values) > 0 && r.Values[0] > r.Target {
			op = "÷"
		}
		return fmt.Sprintf("%s %s %d = %s: eruption (%s)", taker(0), op, r.Distance, target, distanceWords(r))
	case Cossic:
		if len(r.Values) == 0 || len(r.By) == 0 {
			return "cossic"
		}
		root, rootSq, power, powerSq := r.Values[0], r.By[0], r.Target, r.Square
		if !r.RootTaker {
			root, rootSq, power, powerSq = r.Target, r.Square, r.Values[0], r.By[0]
		}
		factors := make([]string, r.Power)
		for i := range factors {
			factors[i] = fmt.Sprint(root)
		}
		return fmt.Sprintf("%s = %d: %d on %s is the %s of %d on %s: cossic", strings.Join(factors, " × "), power, power, powerSq, r.Power, root, rootSq)
	case Progression:
		parts := make([]string, 0, len(r.By)+1)
		vals := make([]int64, 0, len(r.Values)+1)
		for i := range r.By {
			if i < len(r.Values) {
				parts = append(parts, taker(i))
				vals = append(vals, r.Values[i])
			}
		}
		parts = append(parts, target)
		vals = append(vals, r.Target)
		why := proportionWords(r.Proportion, vals)
		where := ""
		if r.Arrangement != "" {
			where = fmt.Sprintf(", set as a triumph is set (%s)", r.Arrangement)
		}
		return fmt.Sprintf("%s%s: %s: progression", JoinAnd(parts), where, why)
	case Siege:
		return siegeWords(r)
	}
	return r.Relation.String()
}

// lyingWords says how the two takers of a neighbours' addition stand:
// nemec's deceit on opposite sides of one line, fulke3's lying weight on any
// two next spaces, fulke2+next's addition or subtraction likewise.
func lyingWords(r Reason) string {
	switch {
	case !r.Lying:
		return ""
	case r.Rules == board.Nemec:
		return fmt.Sprintf(" (deceit: the two stand beside %s on opposite sides, in one line)", r.Square)
	case r.Rules == board.Fulke2:
		return fmt.Sprintf(" (the two stand next to %s, as +next asks)", r.Square)
	}
	return fmt.Sprintf(" (lying weight: the two stand next to %s)", r.Square)
}

// valueOn names a value where it stands: "6 on d7", "9 on b2 (a layer of
// the pyramid)", "91 on b2 (the whole pyramid)".
func valueOn(v int64, sq board.Square, part Part) string {
	switch part {
	case PartWhole:
		return fmt.Sprintf("%d on %s (the whole pyramid)", v, sq)
	case PartLayer:
		return fmt.Sprintf("%d on %s (a layer of the pyramid)", v, sq)
	}
	return fmt.Sprintf("%d on %s", v, sq)
}

// distanceWords shows how an eruption's distance is counted, naming the
// squares: "the distance counts both squares: c3, c4, c5" or "3 empty
// squares between: c4, c5, c6".
func distanceWords(r Reason) string {
	if len(r.By) == 0 {
		return fmt.Sprintf("distance %d", r.Distance)
	}
	d, k, ok := lineBetween(r.By[0], r.Square)
	if !ok {
		return fmt.Sprintf("distance %d", r.Distance)
	}
	var sqs []string
	lo, hi := 0, k
	if !r.Inclusive {
		lo, hi = 1, k-1
	}
	for j := lo; j <= hi; j++ {
		sqs = append(sqs, board.Square(int(r.By[0])+j*dirStep[d]).String())
	}
	if r.Inclusive {
		return "the distance counts both squares: " + strings.Join(sqs, ", ")
	}
	return fmt.Sprintf("%s between: %s", plural(len(sqs), "empty square"), strings.Join(sqs, ", "))
}

func plural(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return fmt.Sprintf("%d %ss", n, word)
}

// proportionWords shows a proportion with numbers (arith's words).
func proportionWords(p arith.Proportion, vals []int64) string {
	if len(vals) == 3 && p != 0 {
		return arith.ExplainProgression(p, vals[0], vals[1], vals[2])
	}
	for _, h := range arith.Holdings(vals...) {
		if h.Kind == p {
			return h.Why
		}
	}
	return "in proportion"
}

func siegeWords(r Reason) string {
	by := squareList(r.By)
	if r.Edge {
		if by == "" {
			by = "the board's edge"
		} else {
			by += " and the board's edge"
		}
	}
	target := valueOn(r.Target, r.Square, r.Part)
	switch r.Rules {
	case board.Nemec, board.Fulke3:
		sides := "orthogonal"
		if r.Diagonal {
			sides = "diagonal"
		}
		return fmt.Sprintf("%s is hemmed in on its four %s sides by %s: siege", target, sides, by)
	case board.Parlett:
		return fmt.Sprintf("%s has no move left, its draughts closed by %s, and can take none of them: siege (blockade)", target, by)
	}
	return fmt.Sprintf("%s has no move left, every draught closed by %s: siege", target, by)
}

// JoinAnd lists words as the explanations do: "a", "a and b", "a, b and
// c"; nothing for none.
func JoinAnd(parts []string) string {
	if len(parts) <= 1 {
		return strings.Join(parts, "")
	}
	return strings.Join(parts[:len(parts)-1], ", ") + " and " + parts[len(parts)-1]
}

// Explain lists every reason the man is taken, one per line, after naming it.
func (c Capture) Explain() string {
	var b strings.Builder
	for i, r := range c.Reasons {
		if i > 0 {
			b.WriteString("; ")
		}
		b.WriteString(r.Explain())
	}
	return b.String()
}
