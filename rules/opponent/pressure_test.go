package opponent

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/rules/board"
	"github.com/rithmo/rithmo/rules/engine"
	"github.com/rithmo/rithmo/rules/triumph"
)

// attackedBoth weighs the men the side to move attacks, each once however
// many of its actions take it, and the men of its own the other side
// attacks.
func attackedBoth(t *testing.T, fen string) (mine, theirs int) {
	t.Helper()
	p := board.MustParse(fen)
	s := &searcher{w: weightsForVictory(triumph.Settings{}), pressure: 50}
	b := s.bufs(0)
	s.stamp++
	require.NoError(t, b.z.Each(&p, func(_ engine.Action, caps []engine.Capture) {
		mine += s.newlyAttacked(caps)
	}))
	theirs, _ = s.attackedBy(&p, b)
	return mine, theirs
}

func TestPressureWeighsMenAttacked(t *testing.T) {
	w := weightsForVictory(triumph.Settings{})
	t12 := w.piece(&board.Piece{Shape: board.Triangle, Value: 12})
	tests := []struct {
		name         string
		fen          string
		mine, theirs int
	}{
		// e4-e6 takes t12 on e8 by 6 + 6 = 12; Black's 3 and 7 reach nothing.
		{"one man attacked", addition, t12, 0},
		// Black to move in the same array: now Black's t12 is the man attacked.
		{"the attacked side to move", "r3,7/8/8/8/8/8/8/8/4,t12,3/3,R6,4/8/8/4,T6,3/8/8/8 b fulke1 - - 1", 0, t12},
		{"nobody in reach", "r3,7/8/8/8/8/8/8/8/8/3,R6,4/8/8/8/8/8/8 w fulke1 - - 1", 0, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			mine, theirs := attackedBoth(t, tt.fen)
			assert.Equal(t, tt.mine, mine, "men the side to move attacks")
			assert.Equal(t, tt.theirs, theirs, "men the other side attacks")
		})
	}
}

// A searcher with pressure scores a leaf higher for the men it attacks.
func TestPressureCountsAtTheLeaf(t *testing.T) {
	p := board.MustParse(addition)
	leaf := func(pressure int) int {
		s := &searcher{w: weightsForVictory(triumph.Settings{}), pressure: pressure, limit: 100}
		return s.negamax(&p, 0, -inf, inf, 0)
	}
	w := weightsForVictory(triumph.Settings{})
	t12 := w.piece(&board.Piece{Shape: board.Triangle, Value: 12})
	assert.Equal(t, t12*50/100, leaf(50)-leaf(0), "half of t12 (%d) more", t12)
}
