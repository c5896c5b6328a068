package generate

import (
	"errors"
	"syscall"
	"testing"
	"time"

	"github.com/rithmo/rithmo/puzzles"
	"github.com/rithmo/rithmo/rules/board"
)

// BenchmarkGenerate measures verified puzzles with exactly one solution per
// second, over the rule sets that have the goal in turn, the relation (or
// triumph kind) drawn for each puzzle. Each puzzle counted was judged by the
// engine in its finished position and carries a near miss puzzles/mine
// confirmed; TestGeneratedPuzzlesPassTheGates holds such puzzles to
// puzzles/check.
//
//	go test -bench Generate -cpu 1 ./puzzles/generate
func BenchmarkGenerate(b *testing.B) {
	for _, goal := range []puzzles.GoalKind{puzzles.GoalCapture, puzzles.GoalSpot, puzzles.GoalTriumph} {
		b.Run(goal.String(), func(b *testing.B) {
			var gens []*Generator
			for _, set := range board.RuleSets {
				g, err := New(Options{Goal: goal, Rules: board.Rules{Set: set}, Seed: 1})
				var oe *OptionError
				if errors.As(err, &oe) {
					continue // a goal the rule set cannot have (parlett spots nothing)
				}
				if err != nil {
					b.Fatal(err)
				}
				gens = append(gens, g)
			}
			b.ReportAllocs()
			b.ResetTimer()
			c0 := cpuTime()
			for i := 0; i < b.N; i++ {
				if _, err := gens[i%len(gens)].Puzzle(i/len(gens) + 1); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "puzzles/s")
			// On a shared machine wall time includes time the benchmark was
			// not running: puzzles per CPU-second is the steadier figure.
			b.ReportMetric(float64(b.N)/(cpuTime()-c0).Seconds(), "puzzles/cpu-s")
		})
	}
}

// cpuTime is the process's CPU time (user and system).
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
