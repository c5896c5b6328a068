package engine

import (
	"fmt"
	"sort"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/rules/board"
)

// TestMoveTablesKeepTheWalksOrder: generate's ordinary moves read from the
// move tables come out as the ray-by-ray walk gives them (the reference's
// draughts), in the same order, for every rule set and the
// options that change the draughts; under +jump and +pass both walk.
func TestMoveTablesKeepTheWalksOrder(t *testing.T) {
	turns := 80
	if testing.Short() {
		turns = 30
	}
	fast := NewAnalyzer()
	ordinary := func(acts []Action) []string {
		var out []string
		for _, a := range acts {
			if a.Kind == Move && !isLeap(a) {
				out = append(out, a.String())
			}
		}
		return out
	}
	positions := 0
	for _, rules := range []string{"fulke1", "fulke2", "fulke3", "nemec", "parlett", "fulke3+corner", "fulke2+pass", "parlett+jump"} {
		r, err := board.ParseRules(rules)
		require.NoError(t, err)
		randomGame(t, board.Opening(r), 77, turns, func(prev, _ *board.Position, _ Action, _ []Capture) {
			positions++
			require.NoError(t, fast.prepare(prev))
			require.Equal(t, ordinary(newRefJudge(t, prev).draughts()), ordinary(fast.generate(nil)), "%s in\n%s", rules, draw(prev))
		})
	}
	require.Greater(t, positions, 300)
}

// TestMoveTableDraughts: a table's draughts from a square are those of its
// set of draughts that stay on the board, each with the squares it passes
// (a square's triangle in fulke1 goes two squares orthogonally, passing
// one; a fulke2 square goes three in any direction, passing two).
func TestMoveTableDraughts(t *testing.T) {
	g := geomOf(16)
	sq := func(s string) uint8 {
		x, err := board.ParseSquare(s)
		require.NoError(t, err)
		return uint8(x)
	}
	none := uint8(noDraughtSquare)
	tri := moveTableOf(g, specs[board.Fulke1].shapeMoves[board.Triangle])
	d4 := sq("d4")
	require.Equal(t, []draught{
		{to: sq("d6"), pass1: sq("d5"), pass2: none},
		{to: sq("f4"), pass1: sq("e4"), pass2: none},
		{to: sq("d2"), pass1: sq("d3"), pass2: none},
		{to: sq("b4"), pass1: sq("c4"), pass2: none},
	}, tri.e[tri.start[d4]:tri.start[d4+1]])
	// In the corner only the draughts that stay on the board.
	a1 := sq("a1")
	require.Equal(t, []draught{
		{to: sq("a3"), pass1: sq("a2"), pass2: none},
		{to: sq("c1"), pass1: sq("b1"), pass2: none},
	}, tri.e[tri.start[a1]:tri.start[a1+1]])
	square := moveTableOf(g, specs[board.Fulke2].shapeMoves[board.SquareShape])
	e := square.e[square.start[d4]:square.start[d4+1]]
	require.Len(t, e, 8, "d4: three squares in every direction, a1 the last to the south-west")
	require.Equal(t, draught{to: sq("d7"), pass1: sq("d5"), pass2: sq("d6")}, e[0], "north first")
	require.Equal(t, draught{to: sq("g7"), pass1: sq("e5"), pass2: sq("f6")}, e[1], "then north-east")
	require.Equal(t, draught{to: sq("a1"), pass1: sq("c3"), pass2: sq("b2")}, e[5], "south-west")
	b2 := sq("b2")
	require.Equal(t, []draught{
		{to: sq("b5"), pass1: sq("b3"), pass2: sq("b4")},
		{to: sq("e5"), pass1: sq("c3"), pass2: sq("d4")},
		{to: sq("e2"), pass1: sq("c2"), pass2: sq("d2")},
	}, square.e[square.start[b2]:square.start[b2+1]], "b2: three squares fit only to the north, north-east and east")
	// Draughts longer than three squares are walked, not tabled.
	require.Nil(t, moveTableOf(g, along(allDirs, 1<<4)))
}

// TestSiegeTakersInReadingOrder: on the benchmark positions every siege a
// move brings about lists its closers in reading order, as the reference
// (which sorts what it walked) does, the mover among them where it belongs
// (the differential test compares takers as sets): the fast path reads the
// closers from what the before pass found (closedBy) and inserts the mover.
func TestSiegeTakersInReadingOrder(t *testing.T) {
	sieges := func(insts []inst) []string {
		var out []string
		for _, in := range insts {
			if in.rel == Siege {
				out = append(out, fmt.Sprintf("%s by %v", in.target, in.by[:in.n]))
			}
		}
		sort.Strings(out)
		return out
	}
	n := 0
	for i := range board.RuleSets {
		for _, p := range []board.Position{crowded(t, i), board.Opening(board.Rules{Set: board.RuleSets[i]})} {
			mg, err := board.Parse(middlegames[i])
			require.NoError(t, err)
			for _, q := range []board.Position{p, mg} {
				z := NewAnalyzer()
				require.NoError(t, z.prepare(&q))
				ref := newRefJudge(t, &q)
				for _, a := range z.generate(nil) {
					if a.Kind != Move || z.st.spec.attack {
						continue
					}
					want := sieges(ref.moveInsts(a.From, a.To, isLeap(a)))
					require.Equal(t, want, sieges(z.moveInsts(a.From, a.To, isLeap(a))), "%s: %s", q.String(), a)
					n += len(want)
				}
			}
		}
	}
	require.Greater(t, n, 20, "sieges compared")
}
