package judge

import (
	"testing"

	"github.com/rithmo/rithmo/rules/arith"
	"github.com/rithmo/rithmo/rules/board"
	"github.com/rithmo/rithmo/rules/engine"
)

// FuzzJudge judges arbitrary answers, legal or not, to puzzles of every
// goal: no panic, and a verdict always says something.
func FuzzJudge(f *testing.F) {
	f.Add(uint8(0), "c6-d7", []byte{44, 60}, uint8(3), uint8(1))
	f.Add(uint8(1), "c3x", []byte{34, 51}, uint8(7), uint8(2))
	f.Add(uint8(2), "e11-e12", []byte{}, uint8(0), uint8(3))
	f.Add(uint8(3), "h16xa1", []byte{255, 0, 127}, uint8(200), uint8(0))
	f.Add(uint8(5), "d10x", []byte{74}, uint8(0), uint8(0))
	f.Add(uint8(4), "d8x=4", []byte{59}, uint8(7), uint8(0))
	f.Add(uint8(0), "c5=d8/16", []byte{59}, uint8(3), uint8(0))
	f.Add(uint8(0), "r3@c13", []byte{100}, uint8(0), uint8(0))
	f.Add(uint8(6), "d4-b6", []byte{33}, uint8(0), uint8(0))
	f.Add(uint8(6), "d6-d7", []byte{43, 27}, uint8(1), uint8(0))
	scenes := []struct{ position, goal string }{
		{f1Addition, "capture e8"}, {nSpot, "spot"}, {nTriumph, "triumph"}, {f1Most, "capture most"}, {nPyramid, "capture d8"},
		{nQuarrel, quarrelGoal}, {twoPosition, "capture b5 in 2"},
	}
	solved := make([]*Solved, len(scenes))
	for i, sc := range scenes {
		s, err := Solve(puzzle(f, sc.position, sc.goal))
		if err != nil {
			f.Fatal(err)
		}
		solved[i] = s
	}
	f.Fuzz(func(t *testing.T, scene uint8, action string, squares []byte, rel, prop uint8) {
		s := solved[int(scene)%len(solved)]
		if len(squares) > 8 {
			squares = squares[:8] // more says nothing new, and slows the search
		}
		a, err := engine.ParseAction(action)
		if err != nil {
			a = engine.Action{Kind: engine.Move, From: 0, To: 1}
		}
		var sqs []board.Square
		var claims []Claim
		for _, b := range squares {
			sq := board.Square(int8(b))
			sqs = append(sqs, sq)
			claims = append(claims, Claim{sq, engine.Relation(rel % 11)})
		}
		answer := Answer{From: a.From, Action: a, HasAction: true, Taken: sqs, Men: sqs, Claims: claims,
			Relations: []engine.Relation{engine.Relation(rel % 11)}, Proportions: []arith.Proportion{arith.Proportion(prop % 5)}}
		j := s.Judge(answer)
		for _, v := range j.Parts {
			if v.Text == "" {
				t.Fatalf("a verdict without words: %+v", j)
			}
		}
		if s.Puzzle.Goal.InTwo() {
			_ = s.ReplyText(a)
			if next, _, ok := s.Next(a); ok {
				if _, err := Solve(next); err != nil {
					t.Fatalf("the position after %s and the best reply: %v", a, err)
				}
			}
		}
		for _, sq := range sqs {
			_ = s.Man(sq)
			_ = s.SpotRelation(sq, engine.Relation(rel%11))
		}
	})
}
