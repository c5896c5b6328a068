package board

import (
	"sort"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// orders are the six values each root gives: n, n², n(n+1), (n+1)²,
// (2n+1)(n+1), (2n+1)².
func orders(n uint32) []uint32 {
	return []uint32{n, n * n, n * (n + 1), (n + 1) * (n + 1), (2*n + 1) * (n + 1), (2*n + 1) * (2*n + 1)}
}

func TestOpeningArraysPassTheChecksOfSetups(t *testing.T) {
	for _, set := range RuleSets {
		t.Run(set.String(), func(t *testing.T) {
			p := Opening(Rules{Set: set})
			require.NoError(t, Validate(&p))
			assert.Equal(t, set.FirstMover(), p.ToMove)
			for _, side := range []Side{White, Black} {
				shapes := map[Shape]int{}
				var values []uint32
				sum := uint32(0)
				p.Men(func(_ Square, piece Piece) {
					if piece.Side != side {
						return
					}
					shapes[piece.Shape]++
					values = append(values, piece.Value)
					sum += piece.Value
				})
				assert.Equal(t, map[Shape]int{Round: 8, Triangle: 8, SquareShape: 7, Pyramid: 1}, shapes, side)

				roots := []uint32{2, 4, 6, 8}
				wantSum := uint32(1312)
				if side == Black {
					roots, wantSum = []uint32{3, 5, 7, 9}, 1752
				}
				var want []uint32
				for _, n := range roots {
					want = append(want, orders(n)...)
				}
				sort.Slice(want, func(i, j int) bool { return want[i] < want[j] })
				sort.Slice(values, func(i, j int) bool { return values[i] < values[j] })
				assert.Equal(t, want, values, "%s's values are exactly those its roots give", side)
				assert.Equal(t, wantSum, sum, "%s's sum", side)
			}
		})
	}
}

func TestArmiesShareOnlyTheSquares(t *testing.T) {
	p := Opening(Rules{Set: Nemec})
	vals := [2]map[uint32]bool{{}, {}}
	p.Men(func(_ Square, piece Piece) { vals[piece.Side.Index()][piece.Value] = true })
	var shared []uint32
	for v := range vals[0] {
		if vals[1][v] {
			shared = append(shared, v)
		}
	}
	sort.Slice(shared, func(i, j int) bool { return shared[i] < shared[j] })
	assert.Equal(t, []uint32{9, 16, 25, 36, 49, 64, 81}, shared)
}

func TestPyramids(t *testing.T) {
	p := Opening(Rules{Set: Nemec})
	white, black := p.At(MustSquare("b2")), p.At(MustSquare("h15"))
	assert.Equal(t, "P[R1,R4,T9,T16,S25,S36]", white.String())
	assert.Equal(t, "p[r16,t25,t36,s49,s64]", black.String())
	assert.EqualValues(t, 91, white.Value)
	assert.EqualValues(t, 190, black.Value)

	less := white.WithoutLayer(4) // S25 taken
	assert.EqualValues(t, 66, less.Value)
	assert.Equal(t, "P[R1,R4,T9,T16,S36]", less.String())
	assert.True(t, less.Holds(SquareShape), "S36 is left")
	assert.False(t, less.WithoutLayer(4).Holds(SquareShape))
	single := NewPyramid(White, Layer{Round, 4})
	assert.True(t, single.WithoutLayer(0).IsEmpty(), "the last layer taken leaves nothing")
}

func TestFulkeArraysMatchSetups(t *testing.T) {
	f1 := Opening(Rules{Set: Fulke1})
	assert.Equal(t, "S289", f1.At(MustSquare("a3")).String())
	assert.Equal(t, "P[R1,R4,T9,T16,S25,S36]", f1.At(MustSquare("b4")).String())
	assert.Equal(t, "R2", f1.At(MustSquare("f6")).String())
	assert.Equal(t, "r3", f1.At(MustSquare("c11")).String())
	assert.Equal(t, "p[r16,t25,t36,s49,s64]", f1.At(MustSquare("h13")).String())
	assert.Equal(t, "s361", f1.At(MustSquare("h14")).String())

	f2 := Opening(Rules{Set: Fulke2})
	for file, col := range map[string][]string{
		"c": {"S289", "S153", "T81", "T72", "R64", "R8", "", "", "", "", "r3", "r9", "t12", "t16", "s28", "s49"},
		"f": {"S25", "S15", "T9", "T6", "R4", "R2", "", "", "", "", "r9", "r81", "t90", "t100", "p[r16,t25,t36,s49,s64]", "s361"},
	} {
		for rank, want := range col {
			got := f2.At(At(int(file[0]-'a'), rank))
			if want == "" {
				assert.True(t, got.IsEmpty(), "%s%d", file, rank+1)
			} else {
				assert.Equal(t, want, got.String(), "%s%d", file, rank+1)
			}
		}
	}
	assert.Equal(t, "P[R1,R4,T9,T16,S25,S36]", f2.At(MustSquare("d2")).String())
}

func TestCamp(t *testing.T) {
	for _, tc := range []struct {
		set        RuleSet
		side       Side
		ranks      int
		wantLo, hi int
	}{
		{Fulke1, White, 16, 0, 5},
		{Fulke1, Black, 16, 10, 15},
		{Fulke3, White, 16, 0, 3},
		{Fulke3, Black, 16, 12, 15},
		{Fulke3, Black, 10, 6, 9},
		// nemec: "forward from the first row of your own starting position"
		{Nemec, White, 16, 0, 11},
		{Nemec, Black, 16, 4, 15},
		{Parlett, White, 16, 0, 7},
		{Parlett, Black, 16, 8, 15},
	} {
		lo, hi := Camp(tc.set, tc.side, tc.ranks)
		assert.Equal(t, [2]int{tc.wantLo, tc.hi}, [2]int{lo, hi}, "%s %s", tc.set, tc.side)
		// the front rank holds a man of the side in the opening array
		if tc.ranks == 16 && tc.set != Nemec && tc.set != Parlett {
			p := Opening(Rules{Set: tc.set})
			front := hi
			if tc.side == Black {
				front = lo
			}
			found := false
			for f := 0; f < Files; f++ {
				found = found || p.At(At(f, front)).Side == tc.side
			}
			assert.True(t, found, "%s %s front rank %d", tc.set, tc.side, front+1)
		}
	}
}

func TestSideNames(t *testing.T) {
	assert.Equal(t, "white", White.String())
	assert.Equal(t, "White", White.Title())
	assert.Equal(t, "Black", Black.Title())
	assert.Equal(t, White, Black.Opponent())
}

// Opening parses each array once and hands out copies: changing one, or
// appending to its taken lists, changes no later opening.
func TestOpeningIsACopy(t *testing.T) {
	for _, r := range []Rules{{Set: Fulke1}, {Set: Nemec}, {Set: Parlett, Options: OptChange}} {
		first := Opening(r)
		want := first.String()
		first.Cells[0] = Piece{}
		first.Cells[MaxSquares-1] = Piece{Side: White, Shape: Round, Value: 2}
		first.Took[0] = append(first.Took[0], Piece{Side: Black, Shape: Round, Value: 3})
		again := Opening(r)
		assert.Equal(t, want, again.String(), r.String())
		assert.Empty(t, again.Took[0], r.String())
	}
}
