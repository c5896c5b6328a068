package judge

import "testing"

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
