package triumph

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/rules/arith"
	"github.com/rithmo/rithmo/rules/board"
)

func TestCompleted(t *testing.T) {
	cases := []struct {
		name          string
		before, after spec
		want          []string
	}{
		{"a man steps into the line",
			spec{rules: "nemec", men: "c10=R2 c11=R4 d13=R6"},
			spec{rules: "nemec", men: "c10=R2 c11=R4 c12=R6"},
			[]string{"great line c10 c11 c12"}},
		{"a triumph already standing is not new",
			spec{rules: "nemec", men: "c10=R2 c11=R4 c12=R6 g9=R9"},
			spec{rules: "nemec", men: "c10=R2 c11=R4 c12=R6 g10=R9"},
			nil},
		{"a blocking man steps aside",
			spec{rules: "nemec", men: "c10=R4 c12=R6 c14=R12 c13=R9"},
			spec{rules: "nemec", men: "c10=R4 c12=R6 c14=R12 a16=R9"},
			[]string{"great line c10 c12 c14"}},
		{"an enemy blocker is taken",
			spec{rules: "fulke3+angle", men: "c13=R6 c15=R4 e13=R12 d13=r9"},
			spec{rules: "fulke3+angle", men: "c13=R6 c15=R4 e13=R12"},
			[]string{"great angle e13 c13 c15"}},
		{"no right angle in fulke3 without +angle",
			spec{rules: "fulke3", men: "c13=R6 c15=R4 e13=R12 d13=r9"},
			spec{rules: "fulke3", men: "c13=R6 c15=R4 e13=R12"},
			nil},
		{"great raised to greater",
			spec{rules: "nemec", men: "c10=R2 c11=R3 c12=R4 d14=R8"},
			spec{rules: "nemec", men: "c10=R2 c11=R3 c12=R4 c13=R8"},
			[]string{"greater line c10 c11 c12 c13"}},
		{"greater broken down to great completes nothing",
			spec{rules: "nemec", men: "c10=R2 c11=R3 c12=R4 c13=R8"},
			spec{rules: "nemec", men: "c10=R2 c11=R3 c12=R4 d14=R8"},
			nil},
		{"a man moving inside its triumph changes it",
			spec{rules: "nemec", men: "c10=R2 d10=R4 e10=R6"},
			spec{rules: "nemec", men: "c10=R2 d10=R4 e11=R6"},
			nil},
		{"the enemy pyramid falls: standing triumphs count at once",
			spec{rules: "fulke1", men: "c11=R2 d11=R3 e11=R4 h16=p[s64] h15=R64"},
			spec{rules: "fulke1", men: "c11=R2 d11=R3 e11=R4 h15=R64"},
			[]string{"great line c11 d11 e11"}},
		{"the enemy pyramid stands",
			spec{rules: "fulke1", men: "c11=R2 d11=R3 h16=p[s64] e12=R4"},
			spec{rules: "fulke1", men: "c11=R2 d11=R3 h16=p[s64] e11=R4"},
			nil},
		{"a new prisoner held off the board completes nothing",
			spec{rules: "fulke2", men: "c12=R2 e12=R4 g1=R9"},
			spec{rules: "fulke2", men: "c12=R2 e12=R4", white: "r3"},
			nil},
		{"a prisoner set on the board completes a triumph",
			spec{rules: "fulke2", men: "c12=R2 e12=R4", white: "r3"},
			spec{rules: "fulke2", men: "c12=R2 d12=R3 e12=R4"},
			[]string{"great line c12 d12 e12"}},
		{"outside the camp nothing counts",
			spec{rules: "nemec", men: "c2=R2 c3=R4 d1=R6"},
			spec{rules: "nemec", men: "c2=R2 c3=R4 c4=R6"},
			nil},
		{"a pyramid losing a layer changes its values",
			spec{rules: "nemec", men: "c10=T90 d10=P[R1,R4,T9,T16,S25,S36] e10=T92 c12=R2 d12=P[R1,R4,T9] e12=R4"},
			spec{rules: "nemec", men: "c10=T90 d10=P[R1,R4,T9,T16,S25,S36] e10=T92 c12=R2 d12=P[R1,T9] e12=R4"},
			nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			before, after := c.before.position(t), c.after.position(t)
			got := Completed(before, after, board.White)
			assert.Equal(t, c.want, nilIfEmpty(summary(got)))
			assert.Equal(t, got, completedReference(before, after, board.White), "fast path and full enumeration agree")
		})
	}
}

// TestCompletedRules: positions under other rules or lengths are compared by
// their triumphs.
func TestCompletedRules(t *testing.T) {
	before := spec{rules: "fulke3", men: "c13=R2 d13=R3 e13=R4"}.position(t)
	after := spec{rules: "fulke3", ranks: 12, men: "c9=R2 d9=R3 e9=R4"}.position(t)
	assert.Equal(t, []string{"great line c9 d9 e9"}, summary(Completed(before, after, board.White)))
	assert.Empty(t, Completed(before, before, board.White))
}

// completedReference is Completed by brute force: every arrangement of the
// camp judged in both positions.
func completedReference(before, after *board.Position, side board.Side) []Triumph {
	m, g, ok := setup(after, side)
	if !ok {
		return nil
	}
	mb, _, okBefore := setup(before, side)
	va, vb := m.look(after, g), mb.look(before, g)
	var out []Triumph
	for id := range g.arrs {
		a := &g.arrs[id]
		var f, fb found
		if !m.eval(after, a, &va, &f) {
			continue
		}
		if okBefore && mb.eval(before, a, &vb, &fb) && fb.kind >= f.kind && fb.vals == f.vals {
			continue
		}
		out = append(out, m.triumph(a, &f))
	}
	return tidy(out)
}

// randomCamp fills a position with men whose small values make many
// progressions, most of them in Black's half.
func randomCamp(r *rand.Rand, rules string) board.Position {
	p := board.MustParse("8/8/8/8/8/8/8/8/8/8/8/8/8/8/8/8 b " + rules + " - - 1")
	values := []uint32{1, 2, 3, 4, 6, 8, 9, 12, 16, 18}
	n := 6 + r.IntN(20)
	for i := 0; i < n; i++ {
		sq := board.At(r.IntN(board.Files), 6+r.IntN(10))
		side := board.White
		if r.IntN(4) == 0 {
			side = board.Black
		}
		p.Set(sq, board.Man(side, board.Round, int(values[r.IntN(len(values))])))
	}
	return p
}

// TestCompletedAgreesWithReference moves, removes and adds men at random and
// checks the fast path against the full enumeration.
func TestCompletedAgreesWithReference(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for _, rules := range []string{"nemec", "fulke3", "fulke2+angle", "parlett", "fulke1", "fulke2"} {
		found := 0
		for i := 0; i < 1000; i++ {
			before := randomCamp(r, rules)
			if rules == "fulke2" && r.IntN(2) == 0 {
				before.Took[0] = []board.Piece{board.Man(board.Black, board.Round, 3), board.Man(board.Black, board.Triangle, 12)}
			}
			after := before.Clone()
			var occupied []board.Square
			before.Men(func(sq board.Square, _ board.Piece) { occupied = append(occupied, sq) })
			for k := 1 + r.IntN(3); k > 0; k-- {
				// a man moves (or is copied) within the camp's reach, or is taken
				from := occupied[r.IntN(len(occupied))]
				to := board.At(r.IntN(board.Files), 8+r.IntN(8))
				if r.IntN(5) > 0 {
					after.Set(to, after.At(from))
				}
				if r.IntN(3) > 0 {
					after.Set(from, board.Piece{})
				}
			}
			want := completedReference(&before, &after, board.White)
			got := Completed(&before, &after, board.White)
			require.Equal(t, summary(want), summary(got), "%s\n%s", before.String(), after.String())
			found += len(got)
		}
		t.Logf("%s: %d new triumphs", rules, found)
		assert.Positive(t, found, "%s: the random positions make triumphs", rules)
	}
}

// TestFindAgreesWithOracle compares Find with a naive search written from
// the rules' words: every three or four men of the side, tested by their
// coordinates.
func TestFindAgreesWithOracle(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for _, rules := range []string{"nemec", "fulke3", "fulke3+angle", "parlett"} {
		total := 0
		for i := 0; i < 300; i++ {
			p := randomCamp(r, rules)
			want := oracle(&p, board.White)
			got := summary(Find(&p, board.White))
			require.Equal(t, want, got, "%s", p.String())
			total += len(got)
		}
		t.Logf("%s: %d triumphs", rules, total)
		assert.Positive(t, total, rules)
	}
}

func oracle(p *board.Position, side board.Side) []string {
	lo, hi := board.Camp(p.Rules.Set, side.Opponent(), p.Ranks)
	var men []board.Square
	p.Men(func(sq board.Square, pc board.Piece) {
		if sq.Rank() >= lo && sq.Rank() <= hi && (pc.Side == side || p.Rules.Set == board.Nemec) {
			men = append(men, sq)
		}
	})
	own := func(sq board.Square) bool { return p.At(sq).Side == side }
	angles := p.Rules.Set == board.Nemec || p.Rules.Set == board.Parlett || p.Rules.Has(board.OptAngle)
	value := func(sq board.Square) int64 { return int64(p.At(sq).Value) }
	clear := func(a, b board.Square) bool { // the squares strictly between a and b on a line are empty
		df, dr := b.File()-a.File(), b.Rank()-a.Rank()
		n := max(arith.Abs(df), arith.Abs(dr))
		for j := 1; j < n; j++ {
			if !p.At(board.At(a.File()+j*df/n, a.Rank()+j*dr/n)).IsEmpty() {
				return false
			}
		}
		return true
	}
	straight := func(df, dr int) bool { return (df == 0) != (dr == 0) || arith.Abs(df) == arith.Abs(dr) && df != 0 }
	var found []Triumph
	add := func(shape string, sqs ...board.Square) {
		vals := make([]int64, len(sqs))
		origins := make([]Origin, len(sqs))
		for i, sq := range sqs {
			vals[i] = value(sq)
			if !own(sq) {
				origins[i] = Enemy
			}
		}
		found = append(found, Triumph{Shape: shape, Squares: sqs, Values: vals, Origins: origins})
	}
	mono := func(v ...int64) bool {
		up, down := true, true
		for i := 1; i < len(v); i++ {
			up = up && v[i] > v[i-1]
			down = down && v[i] < v[i-1]
		}
		return up || down
	}
	for _, a := range men {
		for _, b := range men {
			for _, c := range men {
				if a == b || b == c || a == c {
					continue
				}
				ends := own(a) || own(c)
				if !ends || !mono(value(a), value(b), value(c)) {
					continue
				}
				k, _ := arith.TriumphOf(value(a), value(b), value(c))
				if k != arith.Great {
					continue
				}
				u := [2]int{b.File() - a.File(), b.Rank() - a.Rank()}
				v := [2]int{c.File() - b.File(), c.Rank() - b.Rank()}
				// a line: equal steps, listed once (from the lower end)
				if u == v && straight(u[0], u[1]) && a < c && clear(a, b) && clear(b, c) {
					add(ShapeLine, a, b, c)
				}
				// an angle cornered on b: arms of equal length, perpendicular,
				// both orthogonal or both diagonal; listed with a < c
				x := [2]int{a.File() - b.File(), a.Rank() - b.Rank()}
				y := [2]int{c.File() - b.File(), c.Rank() - b.Rank()}
				ortho := func(w [2]int) bool { return (w[0] == 0) != (w[1] == 0) }
				diag := func(w [2]int) bool { return arith.Abs(w[0]) == arith.Abs(w[1]) && w[0] != 0 }
				if angles && a < c && x[0]*y[0]+x[1]*y[1] == 0 && (ortho(x) && ortho(y) || diag(x) && diag(y)) &&
					max(arith.Abs(x[0]), arith.Abs(x[1])) == max(arith.Abs(y[0]), arith.Abs(y[1])) && clear(a, b) && clear(b, c) {
					add(ShapeAngle, a, b, c)
				}
			}
		}
	}
	for _, a := range men {
		for _, b := range men {
			for _, c := range men {
				for _, d := range men {
					if a == b || a == c || a == d || b == c || b == d || c == d {
						continue
					}
					k, _ := arith.TriumphOf(value(a), value(b), value(c), value(d))
					if k < arith.Greater {
						continue
					}
					u := [2]int{b.File() - a.File(), b.Rank() - a.Rank()}
					if a < d && straight(u[0], u[1]) && c.File()-b.File() == u[0] && c.Rank()-b.Rank() == u[1] &&
						d.File()-c.File() == u[0] && d.Rank()-c.Rank() == u[1] && (own(a) || own(d)) &&
						mono(value(a), value(b), value(c), value(d)) && clear(a, b) && clear(b, c) && clear(c, d) {
						add(ShapeLine, a, b, c, d)
					}
					// a square listed from its lower-left corner, anticlockwise
					s := b.File() - a.File()
					if p.Rules.Set != board.Parlett && s > 0 && b.Rank() == a.Rank() &&
						c == board.At(b.File(), b.Rank()+s) && d == board.At(a.File(), a.Rank()+s) &&
						(own(a) || own(b) || own(c) || own(d)) &&
						clear(a, b) && clear(b, c) && clear(c, d) && clear(d, a) {
						add(ShapeSquare, a, b, c, d)
					}
				}
			}
		}
	}
	for i := range found {
		found[i].Kind, _ = arith.TriumphOf(found[i].Values...)
	}
	return summary(tidy(found))
}
