package opponent

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/rules/board"
	"github.com/rithmo/rithmo/rules/engine"
	"github.com/rithmo/rithmo/rules/triumph"
)

// onBoard is an empty 16-rank board under rules with men put on it ("R2"
// White's round 2, "r9" Black's round 9), White to move.
func onBoard(t *testing.T, rules string, men map[string]string) board.Position {
	t.Helper()
	p := board.MustParse("8/8/8/8/8/8/8/8/8/8/8/8/8/8/8/8 w " + rules + " - - 1")
	for sq, man := range men {
		s, err := board.ParseSquare(sq)
		require.NoError(t, err)
		side, shape := board.White, board.Round
		if man[0] >= 'a' {
			side = board.Black
		}
		switch man[0] {
		case 't', 'T':
			shape = board.Triangle
		case 's', 'S':
			shape = board.SquareShape
		}
		v := 0
		for _, c := range man[1:] {
			v = 10*v + int(c-'0')
		}
		p.Cells[s] = board.Piece{Side: side, Shape: shape, Value: uint32(v)}
	}
	return p
}

func TestBuildingWeighsHalfBuiltNeighbourCaptures(t *testing.T) {
	w := weightsForVictory(triumph.Settings{})
	r9 := w.piece(&board.Piece{Shape: board.Round, Value: 9}) // 100 + 9/2 = 104
	r8 := w.piece(&board.Piece{Shape: board.Round, Value: 8}) // 104
	r1 := w.piece(&board.Piece{Shape: board.Round, Value: 1}) // 100
	tests := []struct {
		name         string
		rules        string
		men          map[string]string
		white, black int
	}{
		// White's 2, 3 and 4 close three sides of the ring round Black's
		// 9; d7 is empty: one action from a siege, a quarter of the man.
		{"three of four, fourth empty", "fulke3", map[string]string{"d8": "r9", "d9": "R2", "c8": "R3", "e8": "R4"}, r9 / 4, 0},
		// Black's own 1 on d7 holds the ring open: no siege of the 9 can
		// come of it; but the 1 has two sides of its diagonal ring (c8, e8)
		// closed and two empty.
		{"three of four, fourth held by the target's side", "fulke3", map[string]string{"d8": "r9", "d9": "R2", "c8": "R3", "e8": "R4", "d7": "r1"}, r1 / 8, 0},
		{"two of four, two empty", "fulke3", map[string]string{"d8": "r9", "d9": "R2", "c8": "R3"}, r9 / 8, 0},
		{"one of four", "fulke3", map[string]string{"d8": "r9", "d9": "R2"}, 0, 0},
		// The diagonal ring, c9, e9 and c7 closed, e7 empty.
		{"diagonal three of four", "fulke3", map[string]string{"d8": "r9", "c9": "R2", "e9": "R3", "c7": "R4"}, r9 / 4, 0},
		// On the a-file the ring's west side runs off the board: under
		// fulke3 the edge closes nothing, under fulke3+edge it closes a side.
		{"edge, not closing", "fulke3", map[string]string{"a8": "r9", "a9": "R2", "b8": "R3"}, 0, 0},
		// And Black's 9 with the edge closes two sides of the ring round
		// White's 2 on a9.
		{"edge closing", "fulke3+edge", map[string]string{"a8": "r9", "a9": "R2", "b8": "R3"}, r9 / 4, w.piece(&board.Piece{Value: 2}) / 8},
		// Lying weight: White's 4 on c8 stands next to Black's 9 and its 5
		// on h1 makes 4 + 5 = 9; the 5 has still to come next to the 9.
		{"lying weight, second man afar", "fulke3", map[string]string{"d8": "r9", "c8": "R4", "h1": "R5"}, r9 / 8, 0},
		// 4 + 4 = 8 needs two men of 4: one will not do, two will.
		{"lying weight, one man twice", "fulke3", map[string]string{"d8": "r8", "c8": "R4"}, 0, 0},
		{"lying weight, two men of one value", "fulke3", map[string]string{"d8": "r8", "c8": "R4", "h1": "R4"}, r8 / 8, 0},
		// Every neighbour of the 9 taken (both its rings full: a siege in
		// hand, which the leaf's threat counts, not this): no square left
		// for the 5.
		{"lying weight, no square free", "fulke3", map[string]string{"d8": "r9", "c8": "R4", "h1": "R5",
			"c9": "R20", "d9": "R20", "e9": "R20", "e8": "R20", "c7": "R20", "d7": "R20", "e7": "R20"}, 0, 0},
		// Nemec's deceit wants the two on opposite sides: the 5 must come to
		// e8, across the 9 from the 4; with Black's 1 there it cannot.
		{"deceit, opposite square free", "nemec", map[string]string{"d8": "r9", "c8": "R4", "h1": "R5"}, r9 / 8, 0},
		{"deceit, opposite square held", "nemec", map[string]string{"d8": "r9", "c8": "R4", "h1": "R5", "e8": "r1"}, 0, 0},
		// Both sides at once: Black's 7 and 1 on a ring half round White's 30.
		{"each side's own", "fulke3", map[string]string{"d8": "r9", "c8": "R4", "h1": "R5", "g4": "T30", "g5": "r7", "f4": "r1"}, r9 / 8,
			w.piece(&board.Piece{Shape: board.Triangle, Value: 30}) / 8},
		// fulke1 besieges by closing draughts and adds by reach: nothing here
		// is a capture by neighbours alone.
		{"fulke1: none", "fulke1", map[string]string{"d8": "r9", "d9": "R2", "c8": "R3", "e8": "R4", "h1": "R5"}, 0, 0},
		{"parlett: none", "parlett", map[string]string{"d8": "r9", "d9": "R2", "c8": "R3", "e8": "R4", "h1": "R5"}, 0, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := onBoard(t, tt.rules, tt.men)
			s := &searcher{w: w, nc: engine.NeighbourCapturesOf(p.Rules)}
			assert.Equal(t, tt.white, s.building(&p, board.White), "White's")
			assert.Equal(t, tt.black, s.building(&p, board.Black), "Black's")
		})
	}
}

// The leaf counts the side to move's constructions less the other side's.
func TestBuildingCountsAtTheLeaf(t *testing.T) {
	p := onBoard(t, "fulke3", map[string]string{"d8": "r9", "d9": "R2", "c8": "R3", "h1": "R7"})
	leaf := func(nc engine.NeighbourCaptures) int {
		s := &searcher{w: weightsForVictory(triumph.Settings{}), limit: 100, nc: nc}
		return s.negamax(&p, 0, -inf, inf, 0)
	}
	w := weightsForVictory(triumph.Settings{})
	r9 := w.piece(&board.Piece{Shape: board.Round, Value: 9})
	// Two of four sides closed (an eighth) and 2 + 7 = 9 with the 7 afar
	// (an eighth).
	assert.Equal(t, r9/8+r9/8, leaf(engine.NeighbourCapturesOf(p.Rules))-leaf(engine.NeighbourCaptures{}))
}

// jam is a fulke3 position of the kind level 5 against 4 drew in: both
// armies side by side in ranks 7 to 10, no line clear (main, seed 4, the
// last position before the no-capture draw).
const jam = "8/8/8/4,t56,3/s28,s66,r25,r9,2,r81,1/1,t30,5,t64/1,T6,r49,s49,s121,r9,s225,s361/T81,1,t36,s120,r7,R4,R2,p[r16,t25,t36,s49,s64]/S153,r3,t16,r5,t90,2,t100/S289,T72,R64,R6,R16,R4,S81,S25/2,T49,R36,1,T25,T20,T42/4,P[R1,R4,T9,T16,S25,S36],3/4,S169,3/8/8/8 w fulke3 t12 T9,S15,R8,S45 193"

// BenchmarkBuilding is the term's cost at one leaf of a jam, both sides.
func BenchmarkBuilding(b *testing.B) {
	p := board.MustParse(jam)
	s := &searcher{w: weightsForVictory(triumph.Settings{Common: triumph.Bodies, Men: 8}), nc: engine.NeighbourCapturesOf(p.Rules)}
	for i := 0; i < b.N; i++ {
		_ = s.building(&p, board.White) - s.building(&p, board.Black)
	}
}

// BenchmarkChooseJam is level 5's answer in the jam, for the term's share
// of a move's time (BenchmarkBuilding times the leaves searched).
func BenchmarkChooseJam(b *testing.B) {
	p := board.MustParse(jam)
	nodes := 0
	for i := 0; i < b.N; i++ {
		pl, _ := Choose(&p, triumph.Settings{Common: triumph.Bodies, Men: 8}, Config{Level: 5, Seed: uint64(i)})
		nodes += pl.Nodes
	}
	b.ReportMetric(float64(nodes)/float64(b.N), "nodes/op")
}
