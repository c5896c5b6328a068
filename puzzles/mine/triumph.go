package mine

import (
	"fmt"
	"slices"
	"strings"

	"github.com/rithmo/rithmo/puzzles"
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
	m := Measure{Legal: len(outs), Men: Men(p), Relation: engine.Progression, Depth: 1}
	pz.Difficulty = Difficulty(m)
	pz.Note = strings.Join(strings.Fields(fmt.Sprintf("%s to move, %d men on the board, %d legal actions, and one completes a triumph. %s: %s. %s",
		p.ToMove.Title(), Men(p), len(outs), sol.Action, best.Explain(), m.Explain(pz.Difficulty))), " ")
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
