package mine

import (
	"testing"

	"github.com/rithmo/rithmo/puzzles/check"
	"github.com/rithmo/rithmo/rules/board"
)

// FuzzFromPosition: any position the notation reads, mined or not, never
// panics, and a puzzle made of it passes puzzles/check.
func FuzzFromPosition(f *testing.F) {
	for _, s := range []string{"fulke1", "fulke2", "fulke3", "nemec", "parlett"} {
		r, _ := board.ParseRules(s)
		p := board.Opening(r)
		f.Add(p.String())
	}
	f.Add("8/8/8/8/8/8/8/8/4,r12,3/8/8/8/8/R4,7/8/8 w parlett - - 1")
	f.Add("8/8/8/8/8/8/8/8/8/8/2,t16,5/2,r5,5/8/8/2,T16,5/8 w fulke2 - - 1")
	f.Fuzz(func(t *testing.T, s string) {
		p, err := board.Parse(s)
		if err != nil || board.Validate(&p) != nil {
			return
		}
		for i := range p.NumSquares() {
			NearMisses(&p, board.Square(i))
		}
		NearMisses(&p, board.NoSquare)
		if pz, ok := FromPosition(&p, 2, 1); ok {
			pz.ID, pz.Source = "fuzz", "fuzz"
			if errs := check.Puzzle(&pz); len(errs) > 0 {
				t.Fatalf("%s: %v", s, errs)
			}
		}
		if pz, ok := TriumphFromPosition(&p, 2); ok {
			pz.ID, pz.Source = "fuzz", "fuzz"
			if errs := check.Puzzle(&pz); len(errs) > 0 {
				t.Fatalf("%s: %v", s, errs)
			}
		}
	})
}
