package mine

import (
	"fmt"
	"slices"
	"strings"

	"github.com/rithmo/rithmo/puzzles"
	"github.com/rithmo/rithmo/rules/arith"
	"github.com/rithmo/rithmo/rules/board"
	"github.com/rithmo/rithmo/rules/engine"
	"github.com/rithmo/rithmo/rules/triumph"
)

// TriumphFromPosition makes a triumph puzzle of a position with at least
// minMen men where exactly one action completes a triumph: "triumph KIND",
// the kind it completes (the greatest, when it completes several). There
// is no near-miss gate here: the engine has no WhyNot for triumphs. The
// puzzle has no id or source yet.
func TriumphFromPosition(p *board.Position, minMen int) (puzzles.Puzzle, bool) {
	if Men(p) < minMen {
		return puzzles.Puzzle{}, false
	}
	outs := engine.Analyse(p)
	var sol *engine.Outcome
	for i := range outs {
		if len(outs[i].Triumphs) == 0 {
			continue
		}
		if sol != nil {
			return puzzles.Puzzle{}, false // two actions complete a triumph: not unique
		}
		sol = &outs[i]
	}
	if sol == nil {
		return puzzles.Puzzle{}, false
	}
	best := sol.Triumphs[0]
	for _, t := range sol.Triumphs[1:] {
		if t.Kind > best.Kind {
			best = t
		}
	}
	kind := best.Kind.String()
	themes := []string{kind, best.Shape}
	for _, t := range sol.Triumphs {
		if k := t.Kind.String(); !slices.Contains(themes, k) {
			themes = append(themes, k)
		}
		if slices.Contains(t.Origins, triumph.Enemy) && !slices.Contains(themes, "prisoner") {
			themes = append(themes, "prisoner")
		}
	}
	vals := make([]string, len(best.Values))
	for i, v := range best.Values {
		vals[i] = fmt.Sprint(v)
	}
	pz := puzzles.Puzzle{
		Title:    fmt.Sprintf("A %s triumph among %d men: %s in %s", kind, Men(p), strings.Join(vals, ", "), shapeWords(best.Shape)),
		Position: p.Clone(),
		Goal:     puzzles.Goal{Kind: puzzles.GoalTriumph, Triumph: kind},
		Themes:   themes,
		Expect:   sol.Action.String(),
		Unique:   true,
	}
	m := Measure{Legal: len(outs), Scoring: Scoring(outs), Men: Men(p), Relation: engine.Progression, Depth: 1}
	pz.Difficulty = Difficulty(m)
	// The answer is stated once, by the player's explanation of it.
	pz.Note = strings.Join(strings.Fields(fmt.Sprintf("%s to move, %d men on the board, %d legal actions, and one completes a triumph. %s",
		p.ToMove.Title(), Men(p), len(outs), m.Explain(pz.Difficulty))), " ")
	return pz, true
}

func shapeWords(shape string) string {
	switch shape {
	case triumph.ShapeLine:
		return "a line"
	case triumph.ShapeAngle:
		return "an angle"
	case triumph.ShapeSquare:
		return "a square"
	}
	return shape
}

// TriumphOfKind makes a puzzle "triumph KIND" of a position with at least
// minMen men where exactly one action completes a triumph of that kind,
// against at least minMisses near misses: actions that complete a triumph
// of another kind (a solver who sets a great triumph has not set the
// greater one asked for), and actions that bring another man to the
// answer's square, where the four values hold one proportion only (the
// right square, the wrong number: a greater triumph needs two kinds). The
// note names them with their values. The puzzle has no id or source
// yet.
func TriumphOfKind(p *board.Position, minMen, minMisses int, kind arith.TriumphKind) (puzzles.Puzzle, bool) {
	if Men(p) < minMen {
		return puzzles.Puzzle{}, false
	}
	outs := engine.Analyse(p)
	sol, best, misses, ok := triumphOfKind(p, outs, kind)
	if !ok || len(misses) < minMisses {
		return puzzles.Puzzle{}, false
	}
	themes := []string{kind.String(), best.Shape}
	if slices.Contains(best.Origins, triumph.Enemy) {
		themes = append(themes, "prisoner")
	}
	if len(misses) > 0 {
		themes = append(themes, "trap")
	}
	pz := puzzles.Puzzle{
		Title:    fmt.Sprintf("A %s triumph among %d men: %s in %s", kind, Men(p), joinValues(best.Values), shapeWords(best.Shape)),
		Position: p.Clone(),
		Goal:     puzzles.Goal{Kind: puzzles.GoalTriumph, Triumph: kind.String()},
		Themes:   themes,
		Expect:   sol.Action.String(),
		Unique:   true,
	}
	m := Measure{Legal: len(outs), Scoring: Scoring(outs), NearMisses: len(misses), Men: Men(p), Relation: engine.Progression, Depth: 1}
	pz.Difficulty = Difficulty(m)
	var b strings.Builder
	fmt.Fprintf(&b, "%s to move, %d men on the board, %d legal actions, and one sets a %s triumph.",
		p.ToMove.Title(), Men(p), len(outs), kind)
	if len(misses) > 0 {
		fmt.Fprintf(&b, " Near misses (%d): ", len(misses))
		for i, s := range misses {
			if i == maxMissesInNote {
				fmt.Fprintf(&b, "; and %d more", len(misses)-maxMissesInNote)
				break
			}
			if i > 0 {
				b.WriteString("; ")
			}
			b.WriteString(s)
		}
		b.WriteString(".")
	}
	pz.Note = strings.Join(strings.Fields(b.String()+" "+m.Explain(pz.Difficulty)), " ")
	return pz, true
}

func joinValues(vs []int64) string {
	out := make([]string, len(vs))
	for i, v := range vs {
		out[i] = fmt.Sprint(v)
	}
	return strings.Join(out, ", ")
}

// wrongMen are the actions that bring another man to the square the
// answer fills, where the four values would hold one proportion only (or
// not the kind asked): the right square, the wrong number. A line's
// values must run in order, so a man out of order is no near miss.
func wrongMen(p *board.Position, outs []engine.Outcome, sol *engine.Outcome, best *triumph.Triumph, kind arith.TriumphKind) []string {
	last := slices.Index(best.Squares, sol.Action.To)
	if last < 0 || len(best.Values) < 3 {
		return nil
	}
	var out []string
	seen := map[int64]bool{best.Values[last]: true}
	for i := range outs {
		o := &outs[i]
		if o == sol || o.Action.To != sol.Action.To || len(o.Triumphs) > 0 || o.Action.Kind == engine.Attack {
			continue
		}
		v := int64(o.Action.Value)
		if o.Action.Kind != engine.Set {
			pc := p.At(o.Action.From)
			if pc.IsPyramid() {
				continue
			}
			v = int64(pc.Value)
		}
		if v == 0 || seen[v] {
			continue
		}
		vals := slices.Clone(best.Values)
		vals[last] = v
		if best.Shape == triumph.ShapeLine && !ordered(vals) {
			continue
		}
		if len(vals) == 3 {
			if why, ok := nearProgression(vals, best.Values[last]); ok {
				seen[v] = true
				out = append(out, fmt.Sprintf("%s brings %d there instead of %d: %s", o.Action, v, best.Values[last], why))
			}
			continue
		}
		k, props := arith.TriumphOf(vals...)
		if k == kind || len(props) == 0 {
			continue
		}
		seen[v] = true
		names := make([]string, len(props))
		for j, pr := range props {
			names[j] = pr.String()
		}
		what := "only " + strings.Join(names, " and ")
		if k != arith.TriumphNone {
			what += ": a " + k.String() + " triumph"
		}
		out = append(out, fmt.Sprintf("%s brings %d there instead of %d: %s hold %s, not the %s", o.Action, v, best.Values[last], joinValues(vals), what, kind))
	}
	return out
}

// TriumphNearMisses are the near misses of a "triumph KIND" puzzle, as
// TriumphOfKind counts them; none when no single action sets the kind.
func TriumphNearMisses(p *board.Position, kind arith.TriumphKind) []string {
	_, _, misses, _ := triumphOfKind(p, engine.Analyse(p), kind)
	return misses
}

// triumphOfKind finds the one action that sets a triumph of the kind, the
// triumph it sets and the near misses; ok is false when none or several
// actions set it.
func triumphOfKind(p *board.Position, outs []engine.Outcome, kind arith.TriumphKind) (*engine.Outcome, triumph.Triumph, []string, bool) {
	var sol *engine.Outcome
	var best triumph.Triumph
	var misses []string
	for i := range outs {
		var hit, other *triumph.Triumph
		for j, t := range outs[i].Triumphs {
			if t.Kind == kind && hit == nil {
				hit = &outs[i].Triumphs[j]
			} else if t.Kind != kind && other == nil {
				other = &outs[i].Triumphs[j]
			}
		}
		switch {
		case hit != nil && sol != nil:
			return nil, triumph.Triumph{}, nil, false // two actions set the kind: not unique
		case hit != nil:
			sol, best = &outs[i], *hit
		case other != nil:
			misses = append(misses, fmt.Sprintf("%s sets only a %s triumph (%s)", outs[i].Action, other.Kind, joinValues(other.Values)))
		}
	}
	if sol == nil {
		return nil, triumph.Triumph{}, nil, false
	}
	misses = append(misses, wrongMen(p, outs, sol, &best, kind)...)
	misses = append(misses, misplaced(p, outs, sol)...)
	return sol, best, misses, true
}

// ordered says whether values run up or down.
func ordered(vs []int64) bool {
	up, down := true, true
	for i := 1; i < len(vs); i++ {
		up = up && vs[i] > vs[i-1]
		down = down && vs[i] < vs[i-1]
	}
	return up || down
}

// nearProgression says whether three values in order nearly make an
// arithmetic or geometric progression, within a fifth of the value the
// answer brings (want): 25, 15, 7 are 10 and 8 apart, where 25, 16, 7 are
// 9 and 9. The reason is in numbers.
func nearProgression(vs []int64, want int64) (string, bool) {
	a, b, c := vs[0], vs[1], vs[2]
	if d := arith.Abs((b - a) - (c - b)); d*5 <= want && d != 0 {
		return fmt.Sprintf("%d − %d = %d but %d − %d = %d: no arithmetic progression, and no triumph", b, a, b-a, c, b, c-b), true
	}
	if d := arith.Abs(b*b - a*c); d*5 <= want*want && d != 0 {
		return fmt.Sprintf("%d × %d = %d but %d × %d = %d: no geometric progression, and no triumph", a, c, a*c, b, b, b*b), true
	}
	return "", false
}

// misplaced are the moves after which the moved man and two other men of
// the side stand on one line with values in a progression, yet set no
// triumph: the numbers right, the arrangement wrong (a man outside the
// enemy camp, the values out of order along the line, unequal spacing, or
// a man between). One reason per move, the first found.
func misplaced(p *board.Position, outs []engine.Outcome, sol *engine.Outcome) []string {
	side := p.ToMove
	lo, hi := board.Camp(p.Rules.Set, side.Opponent(), p.Ranks)
	var own []lineMan
	p.Men(func(sq board.Square, pc board.Piece) {
		if pc.Side == side && !pc.IsPyramid() {
			own = append(own, lineMan{sq, int64(pc.Value)})
		}
	})
	var out []string
	for i := range outs {
		o := &outs[i]
		if o == sol || o.Action.Kind != engine.Move || len(o.Triumphs) > 0 || p.At(o.Action.From).IsPyramid() {
			continue
		}
		mv := lineMan{o.Action.To, int64(p.At(o.Action.From).Value)}
		why := ""
		for a := 0; a < len(own) && why == ""; a++ {
			for b := a + 1; b < len(own) && why == ""; b++ {
				x, y := own[a], own[b]
				if x.sq == o.Action.From || y.sq == o.Action.From {
					continue
				}
				why = lineMiss(p, o.Action.From, [3]lineMan{mv, x, y}, lo, hi)
			}
		}
		if why != "" {
			out = append(out, fmt.Sprintf("%s: %s", o.Action, why))
		}
	}
	return out
}

// lineMan is a man by his square and value.
type lineMan struct {
	sq board.Square
	v  int64
}

// lineMiss is the reason three men on one line, values in progression,
// are no triumph ("" when they are not on one line, or not in
// progression, or the reason is none of the tempting ones).
func lineMiss(p *board.Position, vacated board.Square, ms [3]lineMan, lo, hi int) string {
	// Order the three along the line.
	d, _, ok := board.Line(ms[0].sq, ms[1].sq)
	if !ok {
		return ""
	}
	if d2, _, ok := board.Line(ms[0].sq, ms[2].sq); !ok || d2 != d && d2 != d.Opposite() {
		return ""
	}
	df, dr := d.Delta()
	slices.SortFunc(ms[:], func(a, b lineMan) int {
		return (a.sq.File()-b.sq.File())*df + (a.sq.Rank()-b.sq.Rank())*dr
	})
	vs := []int64{ms[0].v, ms[1].v, ms[2].v}
	sorted := slices.Clone(vs)
	slices.Sort(sorted)
	if sorted[0] == sorted[1] || sorted[1] == sorted[2] || len(arith.Progressions(sorted[0], sorted[1], sorted[2])) == 0 {
		return ""
	}
	kinds := arith.Progressions(sorted[0], sorted[1], sorted[2])
	what := fmt.Sprintf("%d, %d, %d are in %s progression", sorted[0], sorted[1], sorted[2], kinds[0])
	// Outside the camp tempts only when one man alone stands one rank
	// short of it.
	var out []lineMan
	short := true
	for _, m := range ms {
		if r := m.sq.Rank(); r < lo || r > hi {
			out = append(out, m)
			short = short && (r == lo-1 || r == hi+1)
		}
	}
	switch {
	case len(out) == 1 && short:
		return fmt.Sprintf("%s, but %d on %s stands one rank outside the enemy camp", what, out[0].v, out[0].sq)
	case len(out) > 0:
		return ""
	}
	if vs[1] != sorted[1] {
		return fmt.Sprintf("%s, but along the line they run %d, %d, %d: the middle man must hold the middle term", what, vs[0], vs[1], vs[2])
	}
	_, k1, _ := board.Line(ms[0].sq, ms[1].sq)
	_, k2, _ := board.Line(ms[1].sq, ms[2].sq)
	if k1 != k2 {
		return fmt.Sprintf("%s, but %s, %s and %s are spaced %d and %d apart, not evenly", what, ms[0].sq, ms[1].sq, ms[2].sq, k1, k2)
	}
	for _, pair := range [][2]board.Square{{ms[0].sq, ms[1].sq}, {ms[1].sq, ms[2].sq}} {
		dd, k, _ := board.Line(pair[0], pair[1])
		sq := pair[0]
		for j := 1; j < k; j++ {
			sq, _ = board.Step(sq, dd, 1, p.Ranks)
			if sq != vacated && !p.At(sq).IsEmpty() {
				return fmt.Sprintf("%s, but %s stands between %s and %s", what, p.At(sq), pair[0], pair[1])
			}
		}
	}
	return ""
}
