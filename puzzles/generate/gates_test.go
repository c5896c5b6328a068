package generate

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/puzzles"
	"github.com/rithmo/rithmo/puzzles/check"
	"github.com/rithmo/rithmo/puzzles/mine"
)

// Issue 15's gates: every generated puzzle has at least minMen men on the
// board and a near miss (theme trap, spelt out in the note); and every one
// passes rithmo puzzles check, which judges it afresh from the position
// (the generator's own last check is the engine's, on the finished
// position: this holds the two together over many puzzles).
func TestGeneratedPuzzlesPassTheGates(t *testing.T) {
	for _, goal := range []puzzles.GoalKind{puzzles.GoalCapture, puzzles.GoalSpot, puzzles.GoalTriumph} {
		for _, rs := range ruleSets {
			o := Options{Goal: goal, Rules: mustRules(t, rs), Count: 40, Seed: 15}
			if _, err := New(o); err != nil {
				continue // a goal the rule set lacks (parlett's spot)
			}
			t.Run(goal.String()+"/"+rs, func(t *testing.T) {
				t.Parallel()
				list, err := Generate(o)
				require.NoError(t, err)
				for i := range list {
					pz := &list[i]
					assert.GreaterOrEqual(t, mine.Men(&pz.Position), minMen, pz.ID)
					assert.Contains(t, pz.Themes, "trap", pz.ID)
					assert.Regexp(t, `Near miss: .*\d`, pz.Note, pz.ID)
					assert.Empty(t, check.Puzzle(pz), "%s", puzzles.Format([]puzzles.Puzzle{*pz}))
				}
			})
		}
	}
}
