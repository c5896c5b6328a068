package engine

import (
	"syscall"
	"testing"
	"time"

	"github.com/rithmo/rithmo/rules/board"
)

func cpuNow() time.Duration {
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_THREAD, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

func BenchmarkScratchOpening(b *testing.B) {
	for _, set := range board.RuleSets {
		p := board.Opening(board.Rules{Set: set})
		z := NewAnalyzer()
		b.Run(set.String(), func(b *testing.B) {
			b.ReportAllocs()
			n := 0
			c0 := cpuNow()
			for i := 0; i < b.N; i++ {
				z.Each(&p, func(a Action, c []Capture) { n += len(c) })
			}
			b.ReportMetric(float64(cpuNow()-c0)/float64(b.N), "cpu-ns/op")
		})
	}
}
