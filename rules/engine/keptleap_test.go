package engine

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/rules/board"
)

// A fulke2 leap allowed because it besieges hands out what besieges
// kept: the same as moveInsts works out afresh.
func TestKeptLeapsMatchMoveInsts(t *testing.T) {
	z, fresh := NewAnalyzer(), NewAnalyzer()
	kept := 0
	for _, rules := range []string{"fulke2", "fulke2+edge", "fulke2+pass"} {
		r, err := board.ParseRules(rules)
		require.NoError(t, err)
		for g := 0; g < 4; g++ {
			randomGame(t, board.Opening(r), uint64(900+g), 120, func(prev, _ *board.Position, _ Action, _ []Capture) {
				require.NoError(t, z.prepare(prev))
				for _, a := range z.generate(nil) {
					if !isLeap(a) {
						continue
					}
					got, ok := z.keptLeap(a.From, a.To)
					if !ok {
						continue
					}
					kept++
					require.NoError(t, fresh.prepare(prev))
					fresh.generate(nil)
					want := fresh.moveInsts(a.From, a.To, true)
					require.Equal(t, instKeys(want), instKeys(got), "%s %s in\n%s", rules, a, draw(prev))
				}
			})
		}
	}
	t.Logf("%d kept leaps", kept)
}
