package puzzles_test

import (
	"testing"

	"github.com/rithmo/rithmo/content"
	"github.com/rithmo/rithmo/puzzles"
)

// BenchmarkLoadCurated loads the embedded collection as the puzzle menu does
// when it opens: the sessions' peak memory follows its garbage and its size.
func BenchmarkLoadCurated(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		ps, err := puzzles.Load(content.Puzzles())
		if err != nil || len(ps) == 0 {
			b.Fatal(len(ps), err)
		}
	}
}
