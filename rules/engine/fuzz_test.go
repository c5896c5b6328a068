package engine

import (
	"math/rand/v2"
	"testing"

	"github.com/rithmo/rithmo/rules/board"
)

func FuzzParseAction(f *testing.F) {
	for _, s := range []string{"c6-d7", "e6xe8", "c8x", "h16-a1", "a1x", "", "x", "-", "e6xe", "i1-a2", "a0-a1", "a17x", "c6-c6", "e6x-e8",
		"c8x=9", "c8x=09", "c8x=", "c5=d8", "c5=d8/16", "c5=d8/", "c5=c5", "r3@c13", "T16@h1", "r3@", "@c13", "p3@c13", "r3@c13@d1", "c5=d8/16/2"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		a, err := ParseAction(s)
		if err != nil {
			if a != (Action{}) {
				t.Fatalf("%q: an error with a non-zero action %v", s, a)
			}
			return
		}
		if a.String() != s {
			t.Fatalf("%q reads as %v, which prints as %q", s, a, a.String())
		}
		b, err := ParseAction(a.String())
		if err != nil || b != a {
			t.Fatalf("%q: round trip gives %v, %v", s, b, err)
		}
	})
}

func FuzzApplyRandomLegal(f *testing.F) {
	for i, set := range board.RuleSets {
		p := board.Opening(board.Rules{Set: set})
		f.Add(uint64(i), p.String())
	}
	f.Add(uint64(7), "8/8/8/8/8/8/8/8/8/8/3,t12,4/8/8/8/8/8 w fulke1 - - 1")
	f.Add(uint64(8), "8/8/8/8/8/8/8/2,R6,r9,4/8/8/8/8/8/8/8/8 b nemec - r3 12")
	f.Add(uint64(9), "8/8/8/8/8/8/8/8/8/r9,7 b fulke3 - - 3")
	f.Add(uint64(10), "8/8/8/8/8/8/8/8/8/8/8/8/8/8/8/P[T16,S36],7 w fulke2+pass+ransom R4,T6 r3,p[r16,t25] 40")
	f.Add(uint64(11), "p[r16,t25,t36,s49,s64],P[R1,R4,T9,T16,S25,S36],R2,r3,T6,t12,S15,s28/8/8/8/8/8/8/8/8/8/8/8/8/8/8/8 w parlett+jump+turn - - 1")
	f.Add(uint64(12), "8/8/8/8/8/8/8/8/8/8/8/8/3,P[R1,R4,T16,S25,S36],4/2,T9,5/8/8 w fulke2+next+edge r3,r9 T9 40")
	f.Add(uint64(13), "8/8/8/8/8/8/8/8/8/8/3,P[R1,R4,T16,S25,S36],4/2,T9,5/8/8 w fulke3+corner - T9 40")
	f.Fuzz(func(t *testing.T, seed uint64, text string) {
		p, err := board.Parse(text)
		if err != nil {
			p = board.Opening(board.Rules{Set: board.RuleSets[seed%uint64(len(board.RuleSets))]})
		}
		valid := board.Validate(&p) == nil
		rng := rand.New(rand.NewPCG(seed, 1))
		for turn := 0; turn < 30; turn++ {
			acts := Legal(&p)
			// Claims about any action and any square never panic.
			claim := Action{Kind: ActionKind(rng.IntN(6)), From: board.Square(rng.IntN(board.MaxSquares)), To: board.Square(rng.IntN(board.MaxSquares)), Value: uint16(rng.IntN(100)), Side: board.Side(rng.IntN(3)), Shape: board.Shape(rng.IntN(5))}
			_ = WhyNot(&p, claim, board.Square(rng.IntN(board.MaxSquares)), Relation(rng.IntN(int(relEnd))))
			if len(acts) == 0 {
				return
			}
			a := acts[rng.IntN(len(acts))]
			_ = WhyNot(&p, a, board.Square(rng.IntN(p.NumSquares())), RelNone)
			next, caps, err := Apply(&p, a)
			if err != nil {
				t.Fatalf("%s, legal, is refused: %v\n%s", a, err, p.String())
			}
			for _, c := range caps {
				for _, r := range c.Reasons {
					if r.Explain() == "" {
						t.Fatalf("an empty explanation")
					}
				}
			}
			if valid {
				if err := board.Validate(&next); err != nil {
					t.Fatalf("%s from %s gives an impossible position: %v\n%s", a, p.String(), err, next.String())
				}
			}
			back, err := board.Parse(next.String())
			if err != nil || !back.Equal(&next) {
				t.Fatalf("%s: the next position does not round-trip: %v\n%s", a, err, next.String())
			}
			p = next
		}
	})
}
