package triumph

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/rules/arith"
	"github.com/rithmo/rithmo/rules/board"
)

// campStart is the first rank (from 1) of Black's camp on a 16-rank board,
// where White triumphs: rules.md "Victories".
var campStart = map[string]int{"fulke1": 11, "fulke2": 11, "fulke3": 13, "nemec": 5, "parlett": 9}

func TestCampStartAgreesWithBoard(t *testing.T) {
	for id, start := range campStart {
		set, err := board.ParseRuleSet(id)
		require.NoError(t, err)
		lo, hi := board.Camp(set, board.Black, 16)
		assert.Equal(t, start, lo+1, id)
		assert.Equal(t, 16, hi+1, id)
	}
}

// ranked writes a template's {0}, {1}, {2} and {-1} as ranks counted from r.
func ranked(template string, r int) string {
	return strings.NewReplacer(
		"{-1}", strconv.Itoa(r-1), "{0}", strconv.Itoa(r), "{1}", strconv.Itoa(r+1), "{2}", strconv.Itoa(r+2),
	).Replace(template)
}

// noAngle is what a rule set without right angles finds.
var noAngle = map[string]string{"fulke1": "", "fulke2": "", "fulke3": ""}

// TestShapesEveryRuleSet sets each arrangement (and its near misses) at the
// front of Black's camp under every rule set and lists White's triumphs.
// Right angles count under nemec, parlett and the 1563 kinds with +angle.
func TestShapesEveryRuleSet(t *testing.T) {
	cases := []struct {
		name string
		men  string
		want string            // the triumphs, "; "-separated, as summary writes them
		per  map[string]string // a rule set that judges otherwise
	}{
		{"line along a rank", "c{0}=R2 d{0}=R3 e{0}=R4", "great line c{0} d{0} e{0}", nil},
		{"line along a file, harmonic", "c{0}=R4 c{1}=R6 c{2}=R12", "great line c{0} c{1} c{2}", nil},
		{"line spaced three apart, geometric", "b{0}=R2 e{0}=R4 h{0}=R8", "great line b{0} e{0} h{0}", nil},
		{"line down a diagonal", "c{0}=R3 d{1}=R6 e{2}=R9", "great line c{0} d{1} e{2}", nil},
		{"line up the other diagonal, values falling", "e{0}=R8 d{1}=R4 c{2}=R2", "great line e{0} d{1} c{2}", nil},
		{"line of four, greater", "c{0}=R2 d{0}=R3 e{0}=R4 f{0}=R8", "greater line c{0} d{0} e{0} f{0}", nil},
		{"right angle, orthogonal arms", "c{2}=R2 c{0}=R3 e{0}=R4", "great angle e{0} c{0} c{2}", noAngle},
		{"right angle, diagonal arms", "b{2}=R2 d{0}=R4 f{2}=R8", "great angle b{2} d{0} f{2}", noAngle},
		{"square, greatest, any order", "c{0}=R2 e{0}=R4 e{2}=R3 c{2}=R6", "greatest square c{0} e{0} e{2} c{2}",
			map[string]string{"parlett": ""}},
		{"square 2, 3, 4, 8, greater", "c{0}=R2 d{0}=R3 d{1}=R8 c{1}=R4", "greater square c{0} d{0} d{1} c{1}",
			// parlett has no square, but c{0}, c{1}, d{1} is a right angle: 2, 4, 8
			map[string]string{"parlett": "great angle c{0} c{1} d{1}"}},

		{"not equally spaced", "c{0}=R2 d{0}=R3 f{0}=R4", "", nil},
		{"a man between", "c{0}=R2 e{0}=R3 g{0}=R4 d{0}=R9", "", nil},
		{"an enemy man between", "c{0}=R2 e{0}=R3 g{0}=R4 f{0}=r5", "", nil},
		{"reaching out of the camp", "c{-1}=R4 c{0}=R6 c{1}=R12", "", nil},
		{"right angle with unequal arms", "c{2}=R2 c{0}=R3 f{0}=R4", "", nil},
		{"one arm orthogonal, one diagonal", "c{2}=R2 c{0}=R3 e{2}=R4", "", nil},
		{"corner without the middle term", "c{2}=R3 c{0}=R2 e{0}=R4", "", nil},
		{"arm blocked", "c{2}=R2 c{0}=R3 e{0}=R4 d{0}=R9", "", nil},
		{"line of four out of order", "c{0}=R2 d{0}=R4 e{0}=R3 f{0}=R8", "", nil},
		{"square with a man on its side", "c{0}=R2 e{0}=R4 e{2}=R3 c{2}=R6 d{0}=r5", "", nil},
		{"2, 4, 9 is no progression", "c{0}=R2 d{0}=R4 e{0}=R9", "", nil},
		{"9, 5, 9 is no progression", "c{0}=R9 d{0}=R5 e{0}=R9", "", nil},
		{"3, 4, 7 is no progression", "c{0}=R3 d{0}=R4 e{0}=R7", "", nil},
		{"four in one kind only: two great triumphs", "c{0}=R3 d{0}=R5 e{0}=R7 f{0}=R9",
			"great line c{0} d{0} e{0}; great line d{0} e{0} f{0}", nil},

		{"enemy man inside the series", "c{0}=R2 d{0}=r3 e{0}=R4", "",
			map[string]string{"nemec": "great line c{0} d{0}(enemy) e{0}"}},
		{"enemy man at one end", "c{0}=r3 d{0}=R4 e{0}=R5", "",
			map[string]string{"nemec": "great line c{0}(enemy) d{0} e{0}"}},
		{"enemy men at both ends", "c{0}=r3 d{0}=R4 e{0}=r5", "", nil},
		{"enemy men only", "c{0}=r3 d{0}=r4 e{0}=r5", "", nil},
		{"enemy corner, own tips", "c{2}=R2 c{0}=r3 e{0}=R4", "",
			map[string]string{"nemec": "great angle e{0} c{0}(enemy) c{2}"}},
		{"enemy tips of an angle", "c{2}=r2 c{0}=R3 e{0}=r4", "", nil},
		{"square with one own corner", "c{0}=r2 e{0}=r4 e{2}=R3 c{2}=r6", "",
			map[string]string{"nemec": "greatest square c{0}(enemy) e{0}(enemy) e{2} c{2}(enemy)"}},
	}
	for _, id := range []string{"fulke1", "fulke2", "fulke3", "fulke1+angle", "fulke3+angle", "nemec", "parlett"} {
		set, _, _ := strings.Cut(id, "+")
		for _, c := range cases {
			t.Run(id+"/"+c.name, func(t *testing.T) {
				r := campStart[set]
				want := c.want
				if w, ok := c.per[id]; ok {
					want = w
				}
				p := spec{rules: id, men: ranked(c.men, r)}.position(t)
				var wantList []string
				if want != "" {
					wantList = strings.Split(ranked(want, r), "; ")
				}
				got := Find(p, board.White)
				assert.Equal(t, wantList, nilIfEmpty(summary(got)), "%s", p)
				for _, tr := range got {
					assert.Equal(t, board.White, tr.Side)
					assert.Len(t, tr.Values, len(tr.Squares))
					assert.NotEmpty(t, tr.Proportions)
				}
				if set != "nemec" { // nemec's zones overlap in ranks 5 to 12
					assert.Empty(t, Find(p, board.Black), "Black triumphs only in White's camp")
				}
			})
		}
	}
}

func nilIfEmpty(s []string) []string {
	if len(s) == 0 {
		return nil
	}
	return s
}

// TestBlackTriumphsInWhitesCamp mirrors the arrangements for Black.
func TestBlackTriumphsInWhitesCamp(t *testing.T) {
	cases := []struct {
		rules, men, want string
	}{
		{"nemec", "c12=r2 d12=r3 e12=r4", "great line c12 d12 e12"}, // forward of Black's front rank 13
		{"nemec", "c13=r2 d13=r3 e13=r4", ""},
		{"parlett", "c8=r2 d8=r3 e8=r4", "great line c8 d8 e8"},
		{"parlett", "c9=r2 d9=r3 e9=r4", ""}, // rank 9 is Black's own half
		{"fulke1", "c6=r2 d6=r3 e6=r4", "great line c6 d6 e6"},
		{"fulke1", "c7=r2 d7=r3 e7=r4", ""},
		{"fulke3", "c1=r2 c2=r3 c3=r4 c4=r8", "greater line c1 c2 c3 c4"},
		{"fulke3", "c2=r2 c3=r3 c4=r4 c5=r8", "great line c2 c3 c4"}, // c5 is out of the camp
		{"fulke3", "a3=r2 a1=r3 c1=r4", ""},                          // no right angle without +angle
		{"fulke3+angle", "a3=r2 a1=r3 c1=r4", "great angle c1 a1 a3"},
		{"parlett", "a1=r2 a3=r3 c1=r4", ""}, // corner a1 must hold the middle term
		{"parlett", "a3=r2 a1=r3 c1=r4", "great angle c1 a1 a3"},
	}
	for _, c := range cases {
		t.Run(c.rules+"/"+c.men, func(t *testing.T) {
			p := spec{rules: c.rules, toMove: "w", men: c.men}.position(t)
			var want []string
			if c.want != "" {
				want = []string{c.want}
			}
			assert.Equal(t, want, nilIfEmpty(summary(Find(p, board.Black))))
		})
	}
}

// TestPyramidGate: the three 1563 kinds allow no triumph while the enemy's
// king stands, even with one layer left; nemec and parlett do not care.
func TestPyramidGate(t *testing.T) {
	const line = "c13=R2 d13=R3 e13=R4"
	const pyramid = " h16=p[r16,t25,t36,s49,s64]"
	const layerLeft = " h16=p[s64]"
	why := func(set string) string {
		return "Black's pyramid still stands on h16: under " + set + " no triumph before the enemy's king is taken whole"
	}
	cases := []struct {
		rules, men string
		want       bool
		why        string
	}{
		{"fulke1", line + pyramid, false, why("fulke1")},
		{"fulke1", line + layerLeft, false, why("fulke1")},
		{"fulke1", line, true, ""},
		{"fulke1", line + " a1=P[R1,R4,T9,T16,S25,S36]", true, ""}, // White's own pyramid does not matter
		{"fulke2", line + pyramid, false, why("fulke2")},
		{"fulke2", line + layerLeft, false, why("fulke2")},
		{"fulke2", line, true, ""},
		{"fulke3", line + pyramid, false, why("fulke3")},
		{"fulke3", line + layerLeft, false, why("fulke3")},
		{"fulke3", line, true, ""},
		{"nemec", line + pyramid, true, ""},
		{"parlett", line + pyramid, true, ""},
	}
	for _, c := range cases {
		t.Run(c.rules+"/"+c.men, func(t *testing.T) {
			p := spec{rules: c.rules, men: c.men}.position(t)
			ok, why := Allowed(p, board.White)
			assert.Equal(t, c.want, ok)
			assert.Equal(t, c.why, why)
			if c.want {
				assert.Equal(t, []string{"great line c13 d13 e13"}, summary(Find(p, board.White)))
			} else {
				assert.Empty(t, Find(p, board.White))
			}
		})
	}
}

// TestHeldPrisoners: a prisoner held off the board never fills a square of
// a triumph (fulke2 sets it on the board as the action of a turn, r3@d12;
// then it stands as the side's man and counts like any other).
func TestHeldPrisoners(t *testing.T) {
	cases := []struct {
		name  string
		rules string
		men   string
		white string
		want  []string
	}{
		{"a held 3 between 2 and 4 fills nothing", "fulke2", "c12=R2 e12=R4", "r3", nil},
		{"a held 3 set on d12 stands as White's man", "fulke2", "c12=R2 d12=R3 e12=R4", "", []string{"great line c12 d12 e12"}},
		{"parlett+hold: held men fill nothing", "parlett+hold", "c12=R2 e12=R4", "r3", nil},
		{"fulke3: prisoners leave the game", "fulke3", "c13=R2 e13=R4", "r3", nil},
		{"nemec: prisoners leave the game", "nemec", "c12=R2 e12=R4", "r3", nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p := spec{rules: c.rules, men: c.men, white: c.white}.position(t)
			assert.Equal(t, c.want, nilIfEmpty(summary(Find(p, board.White))))
		})
	}
}

// TestPyramidValues: a pyramid stands with its whole value while complete,
// else only with one of its layers.
func TestPyramidValues(t *testing.T) {
	cases := []struct {
		name, men string
		want      []string
		values    []int64
	}{
		{"complete pyramid by its whole 91", "c10=T90 d10=P[R1,R4,T9,T16,S25,S36] e10=T92",
			[]string{"great line c10 d10 e10"}, []int64{90, 91, 92}},
		{"incomplete pyramid has no whole value", "c10=T90 d10=P[R4,T9,T16,S25,S36] e10=T92", nil, nil},
		{"a layer of the pyramid", "c10=R2 d10=P[R4,T9] e10=R8",
			[]string{"great line c10 d10 e10"}, []int64{2, 4, 8}},
		{"an enemy pyramid under nemec, by a layer", "c10=R32 d10=p[s64] e10=R128",
			[]string{"great line c10 d10(enemy) e10"}, []int64{32, 64, 128}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p := spec{rules: "nemec", men: c.men}.position(t)
			got := Find(p, board.White)
			assert.Equal(t, c.want, nilIfEmpty(summary(got)))
			if len(got) > 0 {
				assert.Equal(t, c.values, got[0].Values)
			}
		})
	}
}

func TestShortBoardCamp(t *testing.T) {
	// fulke3 on 10 ranks: Black's front rank moves from 13 to 7.
	in := spec{rules: "fulke3", ranks: 10, men: "c7=R2 d7=R3 e7=R4"}.position(t)
	assert.Equal(t, []string{"great line c7 d7 e7"}, summary(Find(in, board.White)))
	out := spec{rules: "fulke3", ranks: 10, men: "c6=R2 d6=R3 e6=R4"}.position(t)
	assert.Empty(t, Find(out, board.White))
}

func TestExplain(t *testing.T) {
	cases := []struct {
		name string
		s    spec
		want string
	}{
		{"harmonic line", spec{rules: "nemec", men: "c10=R4 c12=R6 c14=R12"},
			"White sets the great triumph with 4 on c10, 6 on c12 and 12 on c14 in a line along the c file: " +
				"4, 6, 12: (12 − 6) × 4 = 24 = (6 − 4) × 12: harmonic (4, 6, 12): the great triumph"},
		{"angle with an enemy corner", spec{rules: "nemec", men: "c11=R2 c9=r3 e9=R4"},
			"White sets the great triumph with 4 on e9, 3 on c9 (Black's man) and 2 on c11 at the corners of a right angle cornered on c9: " +
				"4, 3, 2: 3 − 2 = 1 = 4 − 3: arithmetic (2, 3, 4): the great triumph"},
		{"greater line of four", spec{rules: "fulke3", men: "c13=R2 d13=R3 e13=R4 f13=R8"},
			"White sets the greater triumph with 2 on c13, 3 on d13, 4 on e13 and 8 on f13 in a line along rank 13: " +
				"2, 3, 4, 8: 3 − 2 = 1 = 4 − 3: arithmetic (2, 3, 4); 2 × 8 = 16 = 4 × 4: geometric (2 : 4 = 4 : 8) (2, 4, 8): " +
				"two kinds, arithmetic and geometric: the greater triumph"},
		{"a square", spec{rules: "fulke2", men: "c12=R2 d12=R3 d13=R8 c13=R4"},
			"White sets the greater triumph with 2 on c12, 3 on d12, 8 on d13 and 4 on c13 at the corners of a square: " +
				"2, 3, 8, 4: 3 − 2 = 1 = 4 − 3: arithmetic (2, 3, 4); 2 × 8 = 16 = 4 × 4: geometric (2 : 4 = 4 : 8) (2, 4, 8): " +
				"two kinds, arithmetic and geometric: the greater triumph"},
		{"black on a diagonal", spec{rules: "nemec", toMove: "w", men: "a1=r3 b2=r5 c3=r7"},
			"Black sets the great triumph with 3 on a1, 5 on b2 and 7 on c3 in a line along a diagonal: " +
				"3, 5, 7: 5 − 3 = 2 = 7 − 5: arithmetic (3, 5, 7): the great triumph"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p := c.s.position(t)
			side := p.ToMove.Opponent()
			got := Find(p, side)
			require.NotEmpty(t, got)
			assert.Equal(t, c.want, got[0].Explain(), "the highest triumph comes first")
		})
	}
}

// TestKindsAndProportions checks the values the sources name.
func TestKindsAndProportions(t *testing.T) {
	cases := []struct {
		men   string
		kind  arith.TriumphKind
		props []arith.Proportion
	}{
		// Němec: 2, 3, 4, 8 holds 2, 3, 4 arithmetic and 2, 4, 8 geometric.
		{"c10=R2 d10=R3 d11=R8 c11=R4", arith.Greater, []arith.Proportion{arith.Arithmetic, arith.Geometric}},
		{"c10=R2 d10=R3 d11=R6 c11=R4", arith.Greatest, []arith.Proportion{arith.Arithmetic, arith.Geometric, arith.Harmonic}},
		// 1563: 2, 4, 6 arithmetic; 2, 4, 8 geometric; 3, 4, 6 musical.
		{"c10=R2 d10=R4 e10=R6", arith.Great, []arith.Proportion{arith.Arithmetic}},
		{"c10=R2 d10=R4 e10=R8", arith.Great, []arith.Proportion{arith.Geometric}},
		{"c10=R3 d10=R4 e10=R6", arith.Great, []arith.Proportion{arith.Harmonic}},
		// 1563 rules for the means: 5, 15, 25; 20, 30, 45; 4, 6, 12 and 6, 8, 12.
		{"c10=R5 d10=R15 e10=R25", arith.Great, []arith.Proportion{arith.Arithmetic}},
		{"c10=R20 d10=R30 e10=R45", arith.Great, []arith.Proportion{arith.Geometric}},
		{"c10=R6 d10=R8 e10=R12", arith.Great, []arith.Proportion{arith.Harmonic}},
		// Němec's means: 5, 15, 45 geometric; 5, 8, 20 harmonic.
		{"c10=R5 d10=R15 e10=R45", arith.Great, []arith.Proportion{arith.Geometric}},
		{"c10=R5 d10=R8 e10=R20", arith.Great, []arith.Proportion{arith.Harmonic}},
	}
	for _, c := range cases {
		t.Run(c.men, func(t *testing.T) {
			got := Find(spec{rules: "nemec", men: c.men}.position(t), board.White)
			require.Len(t, got, 1)
			assert.Equal(t, c.kind, got[0].Kind)
			assert.Equal(t, c.props, got[0].Proportions)
		})
	}
}

func TestNoSideNoTriumph(t *testing.T) {
	p := spec{rules: "nemec", men: "c10=R2 d10=R3 e10=R4"}.position(t)
	assert.Empty(t, Find(p, board.NoSide))
	assert.Empty(t, Completed(p, p, board.NoSide))
	ok, _ := Allowed(p, board.NoSide)
	assert.False(t, ok)
	for _, rules := range []string{"nemec", "fulke1"} {
		q := *spec{rules: rules, men: "c10=R2 d10=R3 e10=R4"}.position(t)
		q.Ranks = 40 // a hand-built position off every board
		assert.Empty(t, Find(&q, board.White))
		assert.Empty(t, Completed(&q, &q, board.White))
		ok, why := Allowed(&q, board.White)
		assert.False(t, ok)
		assert.Equal(t, `no board to triumph on (rules "`+rules+`", 40 ranks)`, why)
		_, won := Won(&q, Settings{Common: Bodies, Men: 1})
		assert.False(t, won)
		q.Ranks, q.Rules = 16, board.Rules{}
		assert.Empty(t, Find(&q, board.White))
	}
}

// The pyramids' layers written out in triumph.go are those arith builds.
func TestPyramidsAsArithBuildsThem(t *testing.T) {
	for i, white := range []bool{true, false} {
		var want []uint16
		for _, v := range arith.PyramidOf(white).Layers {
			want = append(want, uint16(v))
		}
		if !slices.Equal(pyramids[i], want) {
			t.Errorf("pyramids[%d] = %v, want %v", i, pyramids[i], want)
		}
	}
}
