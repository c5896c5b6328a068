package calibrate

import (
	"github.com/rithmo/rithmo/puzzles"
	"github.com/rithmo/rithmo/puzzles/mine"
	"github.com/rithmo/rithmo/rules/arith"
	"github.com/rithmo/rithmo/rules/board"
	"github.com/rithmo/rithmo/rules/engine"
)

// MeasureOf reads a puzzle's measure from its position and goal: the legal
// actions of the side to move, the near misses (mine.NearMisses against
// the man a capture names; for a triumph of a named kind, the actions that
// set a triumph of another kind, bring another man to the answer's square,
// or set men in progression where they make no triumph: mine's
// TriumphNearMisses), the men on the board, the relation (the
// one the answer takes by; a triumph is weighed as a progression; else
// the first relation among the themes) and the moves deep.
func MeasureOf(pz *puzzles.Puzzle) mine.Measure {
	p := &pz.Position
	outs := engine.Analyse(p)
	m := mine.Measure{Legal: len(outs), Scoring: mine.Scoring(outs), Men: mine.Men(p), Relation: themeRelation(pz), Depth: 1}
	if pz.Goal.InTwo() {
		m.Depth = 2
	}
	switch g := pz.Goal; {
	case g.Kind == puzzles.GoalCapture && !g.Most:
		m.NearMisses = len(mine.NearMisses(p, g.Target))
		m.FirstStep = !g.InTwo() && m.Scoring == 1 && m.Men <= mine.FirstStepMen
		if r, ok := takenBy(outs, g.Target); ok {
			m.Relation = r
		}
	case g.Kind == puzzles.GoalTriumph:
		m.Relation = engine.Progression
		if k, err := arith.ParseTriumphKind(g.Triumph); err == nil && g.Triumph != "" {
			m.NearMisses = len(mine.TriumphNearMisses(p, k))
		}
	}
	return m
}

// takenBy is the relation the first action that takes the man on target
// takes him by.
func takenBy(outs []engine.Outcome, target board.Square) (engine.Relation, bool) {
	for _, o := range outs {
		for _, c := range o.Captures {
			if c.Square == target && len(c.Reasons) > 0 {
				return c.Reasons[0].Relation, true
			}
		}
	}
	return engine.RelNone, false
}

// themeRelation is the first relation the themes name (equality when none).
func themeRelation(pz *puzzles.Puzzle) engine.Relation {
	for _, th := range pz.Themes {
		if r, err := engine.ParseRelation(th); err == nil && r.String() == th {
			return r
		}
	}
	return engine.Equality
}
