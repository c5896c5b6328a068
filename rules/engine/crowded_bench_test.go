package engine

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/rules/board"
)

// crowdedPositions are positions, one per rule set, where many actions take
// something: the possible position with the most capturing actions met in
// 400 seeded random games of 120 turns from each opening array (quiet moves
// preferred, so that men stay on the board). The opening and middlegame
// benchmarks rarely build a capture; these make the engine judge relations
// on most actions. When the rules change, find them again with
//
//	go test ./rules/engine -run TestFindCrowded -find-crowded
var crowdedPositions = []string{
	"s25,7/1,t36,2,t30,3/2,t12,t56,2,s225,1/3,r49,1,t64,r7,p[r16,t25,t36,s49,s64]/t16,1,r9,3,t100,t90/r25,s49,3,r9,s361,1/s66,1,r5,2,r81,1,s120/1,T72,3,R4,2/1,r3,6/5,s121,S15,1/1,R6,1,R64,R8,R2,2/T81,2,R36,R16,R4,2/S153,P[R1,R4,T9,T16,S25,S36],s28,1,S169,1,T25,1/1,S81,1,S45,T49,2,T6/3,S289,4/2,T42,T20,2,T9,1 w fulke1 - - 73",
	"t16,1,s49,s121,s225,s361,t64,1/t12,1,s28,s66,1,p[r16,t25,t36,s49,s64],1,t30/3,t100,4/2,r7,2,r5,2/4,s120,t36,1,r49/4,t56,r25,r81,t90/1,r3,6/5,r9,1,r9/8/3,R64,4/3,R2,1,T42,R4,T6/P[R1,R4,T9,T16,S25],R36,R6,T49,3,R16/s36*,6,R4/R8,3,T25,3/T72,1,S153,1,S45,S15,T20,1/T81,1,S289,S169,S81,S25,1,T9 w fulke2 - - 115",
	"s49,s121,4,s225,s361/s28,s66,t36,t30,t56,t64,s120,1/1,t12,1,r25,r49,r81,2/1,r3,3,r9,2/t16,2,r9,1,r7,2/3,r5,4/6,t90,1/7,p[r16,t25,t36,s49,s64]/5,t100,2/T81,T72,6/8/3,R6,4/2,R4,3,R2,R4/1,R8,R64,R36,R16,1,T6,T9/S153,P[R1,R4,T9,T16,S25,S36],T49,T42,T20,T25,S45,S15/S289,S169,1,S81,S25,3 w fulke3 - - 67",
	"s49,s121,t16,s225,s361,3/s28,1,t36,t30,r25,t64,s120,1/3,t12,r49,r81,t90,1/2,t56,3,r9,1/1,t100,1,r3,s66,3/2,r9,4,r7/1,r5,1,P[R1,R4,T9,T16,S25,S36],2,p[r16,t25,t36,s49,s64],1/8/8/8/3,R8,4/4,R2,1,R4,R4/1,R64,R6,1,T49,3/1,T72,1,R36,R16,1,T6,T9/S153,T42,T20,2,T25,S45,S15/S289,S169,1,S81,T81,2,S25 b nemec - - 99",
	"s49,s121,4,s225,1/s28,s66,t36,1,t56,t64,s120,1/1,t12,1,r25,r49,1,t90,S15/1,t30,2,r5,r81,1,s361/1,r9,2,r7,1,r9,1/2,r3,4,T9/t16,2,t100,4/8/3,p[r16,t25,t36,s49,s64],4/8/4,R2,3/3,R8,R4,3/1,T42,2,R6,2,R16/T81,T72,R64,1,R36,R4,T6,1/S153,P[R1,R4,T9,T16,S25,S36],T49,1,T20,T25,S45,1/S289,S169,1,S81,S25,3 b parlett - - 80",
}

// crowded parses the crowded position of a rule set.
func crowded(tb testing.TB, i int) board.Position {
	tb.Helper()
	p, err := board.Parse(crowdedPositions[i])
	require.NoError(tb, err)
	require.Equal(tb, board.RuleSets[i], p.Rules.Set, "crowdedPositions follow board.RuleSets")
	return p
}

// TestCrowdedPositionsAreCrowded keeps the benchmark honest: each position
// is possible under its rule set and many of its actions take something.
func TestCrowdedPositionsAreCrowded(t *testing.T) {
	require.Len(t, crowdedPositions, len(board.RuleSets))
	z := NewAnalyzer()
	for i, set := range board.RuleSets {
		p := crowded(t, i)
		require.NoError(t, board.Validate(&p), set.String())
		actions, taking := 0, 0
		require.NoError(t, z.Each(&p, func(_ Action, caps []Capture) {
			actions++
			if len(caps) > 0 {
				taking++
			}
		}))
		assert.GreaterOrEqual(t, taking, 5, "%s: %d of %d actions take something", set, taking, actions)
	}
}

// BenchmarkCrowded judges every legal action, with all it takes, of a
// position where many actions take something.
func BenchmarkCrowded(b *testing.B) {
	for i, set := range board.RuleSets {
		p := crowded(b, i)
		b.Run(set.String(), func(b *testing.B) {
			z := NewAnalyzer()
			taking := 0
			_ = z.Each(&p, func(_ Action, caps []Capture) {
				if len(caps) > 0 {
					taking++
				}
			})
			benchPosition(b, &p)
			b.ReportMetric(float64(taking), "taking/op") // after: ResetTimer drops metrics
		})
	}
}

var findCrowded = flag.Bool("find-crowded", false, "search for crowdedPositions and print them")

// TestFindCrowded prints, with -find-crowded, the positions crowdedPositions
// holds, found as its comment says.
func TestFindCrowded(t *testing.T) {
	if !*findCrowded {
		t.Skip("a search: run with -find-crowded")
	}
	z := NewAnalyzer()
	for _, set := range board.RuleSets {
		best, found := -1, ""
		for seed := uint64(1); seed <= 400; seed++ {
			r := rand.New(rand.NewPCG(seed, 7))
			p := board.Opening(board.Rules{Set: set})
			for range 120 {
				type step struct {
					a    Action
					caps []Capture
				}
				var steps []step
				taking := 0
				if err := z.Each(&p, func(a Action, caps []Capture) {
					steps = append(steps, step{a, cloneCaptures(caps)})
					if len(caps) > 0 {
						taking++
					}
				}); err != nil || len(steps) == 0 {
					break
				}
				if taking > best && board.Validate(&p) == nil {
					best, found = taking, p.String()
				}
				s := steps[r.IntN(len(steps))]
				if len(s.caps) > 0 && r.IntN(4) != 0 {
					s = steps[r.IntN(len(steps))] // take less often
				}
				play(&p, s.a, s.caps)
			}
		}
		fmt.Printf("\t%q, // %d actions take\n", found, best)
	}
}
