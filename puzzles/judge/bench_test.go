package judge

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// BenchmarkSolve measures finding every solution of a puzzle: the generator
// and the checker call it once per puzzle.
func BenchmarkSolve(b *testing.B) {
	for _, sc := range []struct{ name, position, goal string }{
		{"capture", f1Addition, "capture e8"},
		{"most", f1Most, "capture most"},
		{"spot", nSpot, "spot"},
		{"triumph", nTriumph, "triumph"},
	} {
		pz := puzzle(b, sc.position, sc.goal)
		b.Run(sc.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, err := Solve(pz); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// solveOpenings are openings and middlegames (many actions, none or few
// of which take) where a capture-most goal is solved as the generator and
// checker solve puzzles.
var solveOpenings = []string{
	"s49,s121,4,s225,s361/s28,s66,t36,t30,t56,t64,s120,p[r16,t25,t36,s49,s64]/t16,t12,r9,r25,r49,r81,t90,t100/2,r3,r5,r7,r9,2/8/8/8/8/8/8/8/8/2,R8,R6,R4,R2,2/T81,T72,R64,R36,R16,R4,T6,T9/S153,P[R1,R4,T9,T16,S25,S36],T49,T42,T20,T25,S45,S15/S289,S169,4,S81,S25 w fulke1 - - 1",
	"1,t36,s49,s121,s225,s361,2/t12,1,s28,s66,s120,p[r16,t25,t36,s49,s64],2/t16,2,r25,t64,t100,2/3,t30,t56,t90,r9,1/8/1,r3,r9,r5,1,r49,2/3,r7,4/5,r81,2/R64,4,R6,2/8/1,R36,2,R4,R2,2/2,R8,T49,R16,2,T9/4,T20,R4,2/4,T25,3/T72,T42,S153,P[R1,R4,T9,T16,S25,S36],S45,S15,1,T6/T81,1,S289,S169,S81,S25,2 w fulke2 - - 41",
}

// BenchmarkSolveMany solves capture-most puzzles on positions with many
// actions: its allocations are per position and per solution, never per
// action (TestSolveAllocatesPerPosition).
func BenchmarkSolveMany(b *testing.B) {
	for i, pos := range solveOpenings {
		pz := puzzle(b, pos, "capture most")
		b.Run(fmt.Sprint(i), func(b *testing.B) {
			s, err := Solve(pz)
			if err != nil {
				b.Fatal(err)
			}
			b.ReportAllocs()
			for b.Loop() {
				_, _ = Solve(pz)
			}
			b.ReportMetric(float64(len(s.Outcomes)), "actions/op")
		})
	}
}

// TestSolveAllocatesPerPosition: solving a puzzle allocates a handful of
// times per position (the engine's outcomes, captures and reasons in one
// slice each) and for the solutions it keeps, whatever the number of
// actions.
func TestSolveAllocatesPerPosition(t *testing.T) {
	if testing.CoverMode() != "" || raceEnabled {
		t.Skip("instrumented builds allocate")
	}
	small := puzzle(t, f1Most, "capture most")
	for _, pos := range solveOpenings {
		pz := puzzle(t, pos, "capture most")
		s, err := Solve(pz)
		require.NoError(t, err)
		require.Greater(t, len(s.Outcomes), 40)
		allocs := testing.AllocsPerRun(10, func() { _, _ = Solve(pz) })
		few := testing.AllocsPerRun(10, func() { _, _ = Solve(small) })
		t.Logf("%d actions, %d solutions, %d spots: %.0f allocations (%.0f for a position of a few actions and one capture)", len(s.Outcomes), len(s.Solutions), len(s.Spots), allocs, few)
		// Solutions and spots (men that may be taken without moving, with
		// their actions and reasons) are results: a few allocations each.
		results := float64(len(s.Solutions) + 3*len(s.Spots))
		assert.LessOrEqual(t, allocs, 8.0+results, "%d actions, %d solutions, %d spots", len(s.Outcomes), len(s.Solutions), len(s.Spots))
	}
}
