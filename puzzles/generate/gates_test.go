package generate

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/puzzles"
	"github.com/rithmo/rithmo/puzzles/mine"
	"github.com/rithmo/rithmo/rules/board"
)

// Issue 15's gates: every generated puzzle has at least minMen men on the
// board, and a capture puzzle naming a man has a near miss (theme trap)
// where the generator can set one. (The generator's near miss is a man
// standing one square too far or behind a blocker; the miner's are
// actions that almost take, a different count.)
func TestGeneratedPuzzlesPassTheGates(t *testing.T) {
	for _, goal := range []puzzles.GoalKind{puzzles.GoalCapture, puzzles.GoalSpot, puzzles.GoalTriumph} {
		for _, set := range board.RuleSets {
			o := Options{Goal: goal, Rules: board.Rules{Set: set}, Count: 20, Seed: 15}
			if _, err := New(o); err != nil {
				continue // a goal the rule set lacks (parlett's spot)
			}
			t.Run(goal.String()+"/"+set.String(), func(t *testing.T) {
				list, err := Generate(o)
				require.NoError(t, err)
				for i := range list {
					pz := &list[i]
					assert.GreaterOrEqual(t, mine.Men(&pz.Position), minMen, pz.ID)
					if goal != puzzles.GoalCapture || pz.Goal.Most || !trapRelation(pz) {
						continue
					}
					assert.Contains(t, pz.Themes, "trap", pz.ID)
				}
			})
		}
	}
}

// trapRelation: the relations setTrap makes near misses for.
func trapRelation(pz *puzzles.Puzzle) bool {
	for _, th := range pz.Themes {
		switch th {
		case "equality", "cossic", "eruption", "multiplication", "division":
			return true
		case "addition":
			return pz.Position.Rules.Set != board.Fulke3 && pz.Position.Rules.Set != board.Nemec && !pz.Position.Rules.Has(board.OptNext)
		case "subtraction":
			return !pz.Position.Rules.Has(board.OptNext)
		case "progression":
			return pz.Position.Rules.Set != board.Fulke1
		}
	}
	return false
}
