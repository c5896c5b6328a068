package opponent

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/rules/board"
	"github.com/rithmo/rithmo/rules/engine"
	"github.com/rithmo/rithmo/rules/triumph"
)

// A leaf of a level that weighs mobility scores each action the side to
// move has more than the other side mobility hundredths of a man higher,
// and each action fewer as much lower.
func TestMobilityCountsActionsAtTheLeaf(t *testing.T) {
	assert.Positive(t, mobilities[5], "level 5 weighs mobility")
	tests := []struct {
		name         string
		fen          string
		mine, theirs int // the actions of the side to move and of the other, counted by hand
	}{
		// fulke1: a round steps one square diagonally. White's 6 on d7 has
		// c6, e6, c8 and e8; Black's 3 in the corner a16 has b15 alone.
		{"fulke1, the open man to move", apart, 4, 1},
		{"fulke1, the cornered man to move", "r3,7/8/8/8/8/8/8/8/8/3,R6,4/8/8/8/8/8/8 b fulke1 - - 1", 1, 4},
		// fulke3: a round steps one square orthogonally. White's 6 on d7
		// has d6, d8, c7 and e7; Black's 3 on a16 has a15 and b16, and its
		// 5 on a15 and 7 on b16 hem it in: 5 to a14 and b15, 7 to c16 and
		// b15, 3 nowhere.
		{"fulke3, one man against three", "r3,7/8/8/8/8/8/8/8/8/3,R6,4/8/8/8/8/8/8 w fulke3 - - 1", 4, 2},
		{"fulke3, three men, one hemmed in", "r3,r7,6/r5,7/8/8/8/8/8/8/8/3,R6,4/8/8/8/8/8/8 w fulke3 - - 1", 4, 4},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := board.MustParse(tt.fen)
			flip := p
			flip.ToMove = p.ToMove.Opponent()
			require.Len(t, engine.Analyse(&p), tt.mine, "the side to move's actions")
			require.Len(t, engine.Analyse(&flip), tt.theirs, "the other side's actions")
			leaf := func(mobility int) int {
				s := &searcher{w: weightsForVictory(triumph.Settings{}), pressure: 50, mobility: mobility, limit: 100}
				return s.negamax(&p, 0, -inf, inf, 0)
			}
			assert.Equal(t, (tt.mine-tt.theirs)*3, leaf(3)-leaf(0))
		})
	}
}
