package engine

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/rules/board"
)

func TestNeighbourCapturesOf(t *testing.T) {
	tests := []struct {
		rules string
		want  NeighbourCaptures
	}{
		// rules.md: fulke3's obsidion by the four next spaces, directly or
		// cornerwise, the edge closing nothing; lying weight by any two of
		// the eight neighbours.
		{"fulke3", NeighbourCaptures{Rings: true, Lying: true}},
		{"fulke3+edge", NeighbourCaptures{Rings: true, EdgeOrth: true, EdgeDiag: true, Lying: true}},
		// nemec: the ring siege, the edge closing the orthogonal side;
		// deceit by two neighbours across the target.
		{"nemec", NeighbourCaptures{Rings: true, EdgeOrth: true, Lying: true, Opposite: true}},
		// fulke1, fulke2: a siege closes draughts, addition is by reach;
		// fulke2+next adds by neighbours.
		{"fulke1", NeighbourCaptures{}},
		{"fulke2", NeighbourCaptures{}},
		{"fulke2+next", NeighbourCaptures{Lying: true}},
		// parlett: a blockade, addition by reach.
		{"parlett", NeighbourCaptures{}},
	}
	for _, tt := range tests {
		t.Run(tt.rules, func(t *testing.T) {
			r, err := board.ParseRules(tt.rules)
			require.NoError(t, err)
			assert.Equal(t, tt.want, NeighbourCapturesOf(r))
		})
	}
}
