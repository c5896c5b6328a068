package engine

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/rules/board"
)

// crowdedPositions are positions, one per rule set, where many actions take
// something: the most capturing actions met in 400 seeded random games of
// 120 turns from each opening array (quiet moves preferred, so that men stay
// on the board). The opening and middlegame benchmarks rarely build a
// capture; these make the engine judge relations on most actions.
var crowdedPositions = []string{
	"t49,s66,t25,r8,4/8/s49,t12,2,s121,1,s225,1/s28,T72,t36,t30,t56,r9,2/t16,1,r9,1,t90,r25,1,r81/1,R4,1,r49,r3,t64,1,s361/6,s120,t100/5,r5,2/2,p[r16,t25,t36,s49,s64],4,R2/2,r7,4,T9/2,R36,R6,1,R16,2/T81,2,R4,2,T6,1/S153,2,R64,T20,1,S45,S15/S289,S169,P[R1,R4,T9,T16,S25,S36],S81,S25,3/3,T42,4/8 b fulke1 - - 100",
	"2,s49,s121,4/2,s28,s66,3,t90/7,t100/r25,3,t12,s361,1,s225/5,p[r16,t25,t36,s49,s64],r49,r81/1,t30,r9,2,r7,2/2,t64,1,r3,t36,2/2,r9,1,r5,3/4,R6,3/T81,R36,3,R4,2/8/1,R64,1,R8,1,R4,2/2,T72,T42,T20,T6,R16,1/R2,2,T49,s120,3/2,S153,P[R1,R4,T9,T16,S25,S36],S45,S15,2/2,S289,S169,S81,S25,T25,T9 w fulke2 t16,t56 - 113",
	"s49,s121,4,s225,s361/1,s66,t36,t30,t56,t64,s120,p[r16,t25,t36,s49,s64]/1,t12,r9,1,r81,t100,1,r9/3,r49,T81,1,r25,1/s28,1,t16,r3,r5,r7,t90,1/8/8/8/8/8/8/S153,T72,1,R4,T6,2,R4/R8,1,R6,5/1,R64,1,R36,R16,1,R2,T9/1,P[R1,R4,T9,T16,S25,S36],T49,T42,T20,T25,S45,S15/S289,3,S169,1,S81,S25 b fulke3 - - 96",
	"s49,s121,4,s225,1/s28,1,t36,t30,t56,t64,s120,1/3,r49,r25,r81,t90,1/2,r3,1,r9,r7,2/t16,t12,1,r5,s66,3/8/2,r9,4,s361/7,P[R1,R4,T9,T16,S25,S36]/6,R2,t100/2,T6,1,R8,2,T9/5,R6,2/8/2,R16,5/T81,T72,p[r16,t25,t36,s49,s64],R36,R4,R4,2/S153,1,T49,T42,T20,T25,S45,S15/S289,S169,R64,3,S81,S25 w nemec - - 104",
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
