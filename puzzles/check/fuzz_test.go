package check

import (
	"strings"
	"testing"

	"github.com/rithmo/rithmo/puzzles"
	"github.com/rithmo/rithmo/puzzles/judge"
)

// FuzzExpect checks puzzles with any goal and expect line: no panic; and the
// expect line written from what the engine finds always holds.
func FuzzExpect(f *testing.F) {
	positions := []string{
		"8/8/8/8/1,r9,6/8/8/8/4,t12,3/8/2,R6,1,T6,3/8/8/8/8/8 w fulke1 - - 5",
		"8/8/8/8/8/8/8/8/5,t16,2/3,r9,4/8/2,t12,T9,4/8/2,R4,5/8/7,R2 w nemec - - 12",
		"8/8/8/8/1,r9,3,s49,2/3,t64,4/1,T9,1,R64,1,T49,2/8/8/8/8/8/8/8/8/8 w nemec t16,s28,t56 - 30",
	}
	f.Add(uint8(0), "capture e8", "c6-d7")
	f.Add(uint8(1), "spot", "c5 eruption, d7 equality")
	f.Add(uint8(1), "spot", "c5 eruption, ...")
	f.Add(uint8(0), "capture most", "c6-d7 ... e6xe8")
	f.Add(uint8(1), "triumph greatest", ",,, x")
	f.Add(uint8(2), "victory quarrel sum=160 digits=8", "d10x")
	f.Add(uint8(2), "victory bodies men=4", "b10x ...")
	f.Add(uint8(0), "capture b12 in 2", "c6-c7 ...")
	f.Add(uint8(1), "capture f8 in 2", "c7-c8")
	f.Add(uint8(2), "triumph in 2", "d10-d11")
	f.Fuzz(func(t *testing.T, which uint8, goal, expect string) {
		text := "id: f\ntitle: f\nposition: " + positions[int(which)%len(positions)] + "\ngoal: " + goal + "\nexpect: " + expect + "\n"
		ps, err := puzzles.Parse("fuzz.puz", []byte(text))
		if err != nil || len(ps) != 1 {
			return
		}
		pz := &ps[0]
		_ = Puzzle(pz)
		s, err := judge.Solve(pz)
		if err != nil || s.Count() == 0 {
			return
		}
		var found []string
		sep := " "
		if pz.Goal.Kind == puzzles.GoalSpot {
			for _, c := range s.Claims() {
				found = append(found, c.String())
			}
			sep = ", "
		} else {
			for i := range s.Solutions {
				found = append(found, s.Solutions[i].Action().String())
			}
		}
		pz.Expect = strings.Join(found, sep)
		for _, e := range Puzzle(pz) {
			if strings.Contains(e.Msg, "expect") {
				t.Fatalf("the engine's own findings do not hold as expect %q: %v", pz.Expect, e)
			}
		}
	})
}
