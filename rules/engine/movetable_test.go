package engine

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/rules/board"
)

// TestMoveTablesKeepTheWalksOrder: generate's ordinary moves read from the
// move tables come out as the ray-by-ray walk gives them (the reference,
// state.slow, walks), in the same order, for every rule set and the
// options that change the draughts; under +jump and +pass both walk.
func TestMoveTablesKeepTheWalksOrder(t *testing.T) {
	turns := 80
	if testing.Short() {
		turns = 30
	}
	fast, ref := NewAnalyzer(), NewAnalyzer()
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
			ref.st.slow = true
			require.NoError(t, ref.prepare(prev))
			require.Equal(t, ordinary(ref.generate(nil)), ordinary(fast.generate(nil)), "%s in\n%s", rules, draw(prev))
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

// TestCapturesMatchTheSlowPathsInOrder: every action of the benchmark
// positions, with all it takes, exactly as the straightforward paths
// (state.slow) give them, the takers' order included (the differential
// test compares them as sets): the siege a move completes is read from
// what the before pass found (closedBy), the slow paths walk it again.
func TestCapturesMatchTheSlowPathsInOrder(t *testing.T) {
	type judged struct {
		a    Action
		caps []Capture
	}
	each := func(z *Analyzer, p *board.Position) []judged {
		var out []judged
		require.NoError(t, z.Each(p, func(a Action, caps []Capture) {
			out = append(out, judged{a, cloneCaptures(caps)})
		}))
		return out
	}
	sieges := 0
	for i := range board.RuleSets {
		for _, p := range []board.Position{crowded(t, i), board.Opening(board.Rules{Set: board.RuleSets[i]})} {
			mg, err := board.Parse(middlegames[i])
			require.NoError(t, err)
			for _, q := range []board.Position{p, mg} {
				fast, slow := NewAnalyzer(), NewAnalyzer()
				slow.st.slow = true
				got, want := each(fast, &q), each(slow, &q)
				require.Equal(t, len(want), len(got), "%s", q.String())
				for j := range want {
					require.Equal(t, want[j], got[j], "%s: %s", q.String(), want[j].a)
					for _, c := range got[j].caps {
						for _, r := range c.Reasons {
							if r.Relation == Siege {
								sieges++
							}
						}
					}
				}
			}
		}
	}
	require.Greater(t, sieges, 20, "sieges among the captures compared")
}
