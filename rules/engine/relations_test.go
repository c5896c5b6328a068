package engine

import (
	"sort"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// relCase is one capture claim: after action, is the man on target taken,
// and by exactly which relations?
type relCase struct {
	name    string
	rules   string
	side    string
	men     []string
	action  string
	target  string
	want    []Relation // nil: not taken (the action may then be illegal: an attack that takes nothing)
	layer   int        // the part taken (-1 whole) when want is set
	explain string     // when set: the first reason's explanation
}

func runRelCases(t *testing.T, cases []relCase) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			side := tc.side
			if side == "" {
				side = "w"
			}
			p := build(t, tc.rules, side, tc.men...)
			a := MustParseAction(tc.action)
			caps, err := CapturesOf(p, a)
			if tc.want == nil && a.Kind == Attack {
				if err != nil {
					var ill *IllegalError
					require.ErrorAs(t, err, &ill, draw(p))
					return
				}
			}
			require.NoError(t, err, draw(p))
			var got *Capture
			for i := range caps {
				if caps[i].Square == sq(tc.target) {
					got = &caps[i]
				}
			}
			if tc.want == nil {
				assert.Nil(t, got, "%s must not take %s\n%s", tc.action, tc.target, draw(p))
				return
			}
			require.NotNil(t, got, "%s must take %s; took %v\n%s", tc.action, tc.target, caps, draw(p))
			var rels []Relation
			for _, r := range got.Reasons {
				rels = append(rels, r.Relation)
			}
			sort.Slice(rels, func(i, j int) bool { return rels[i] < rels[j] })
			want := append([]Relation(nil), tc.want...)
			sort.Slice(want, func(i, j int) bool { return want[i] < want[j] })
			assert.Equal(t, want, rels, draw(p))
			assert.Equal(t, tc.layer, got.Layer, "the part taken")
			if tc.explain != "" {
				assert.Equal(t, tc.explain, got.Reasons[0].Explain())
			}
		})
	}
}

const wholePyramid = "P[R1,R4,T9,T16,S25,S36]"

// The worked examples of Lever & Fulke's first kind of playing, and the
// negative cases around them.
func TestFulke1Relations(t *testing.T) {
	runRelCases(t, []relCase{
		{name: "1563: 6 + 6 = 12, the round in B and the triangle in G", rules: "fulke1",
			men: []string{"e8=t12", "d7=R6", "e4=T6"}, action: "e4-e6", target: "e8", want: []Relation{Addition}, layer: -1,
			explain: "6 on d7 + 6 on e6 = 12 on e8: addition"},
		{name: "1563: 120 + 49 = 169", rules: "fulke1", side: "b",
			men: []string{"e8=S169", "h11=s120", "d9=r49"}, action: "h11-e11", target: "e8", want: []Relation{Addition}, layer: -1,
			explain: "49 on d9 + 120 on e11 = 169 on e8: addition"},
		{name: "1563: 9 − 2 = 7", rules: "fulke1",
			men: []string{"e8=r7", "c10=R2", "e10=T9"}, action: "c10-d9", target: "e8", want: []Relation{Subtraction}, layer: -1,
			explain: "9 on e10 − 2 on d9 = 7 on e8: subtraction"},
		{name: "1563: 30 − 28 = 2", rules: "fulke1", side: "b",
			men: []string{"e8=R2", "a8=t30", "e5=s28"}, action: "a8-c8", target: "e8", want: []Relation{Subtraction}, layer: -1,
			explain: "30 on c8 − 28 on e5 = 2 on e8: subtraction"},
		{name: "1563: 3 × 5 = 15", rules: "fulke1", side: "b",
			men: []string{"e8=S15", "d9=r3", "g6=r5"}, action: "g6-f7", target: "e8", want: []Relation{Multiplication}, layer: -1,
			explain: "3 on d9 × 5 on f7 = 15 on e8: multiplication"},
		{name: "1563: 2 × 6 = 12", rules: "fulke1",
			men: []string{"e8=t12", "d7=R2", "e12=T6"}, action: "e12-e10", target: "e8", want: []Relation{Multiplication}, layer: -1},
		{name: "1563: 20 ÷ 4 = 5", rules: "fulke1",
			men: []string{"e8=r5", "g10=R4", "c8=T20"}, action: "g10-f9", target: "e8", want: []Relation{Division}, layer: -1,
			explain: "20 on c8 ÷ 4 on f9 = 5 on e8: division"},
		{name: "1563: 30 ÷ 5 = 6", rules: "fulke1", side: "b",
			men: []string{"e8=R6", "d7=r5", "e4=t30"}, action: "e4-e6", target: "e8", want: []Relation{Division}, layer: -1},
		{name: "1563: the triangle 9 espies the round 9", rules: "fulke1",
			men: []string{"e8=r9", "e4=T9"}, action: "e4-e6", target: "e8", want: []Relation{Equality}, layer: -1,
			explain: "9 on e6 = 9 on e8: equality"},
		{name: "1563 siege: a round hemmed on its four diagonals", rules: "fulke1",
			men: []string{"e8=r5", "d9=R4", "f9=R6", "d7=R8", "g6=R2"}, action: "g6-f7", target: "e8", want: []Relation{Siege}, layer: -1},
		{name: "1563 siege: a triangle closed in F, G, H, I", rules: "fulke1",
			men: []string{"e8=t12", "e10=R4", "e6=R6", "c8=R8", "h9=R2"}, action: "h9-g8", target: "e8", want: []Relation{Siege}, layer: -1},
		{name: "1563 siege: a triangle closed, the rest standing nearer", rules: "fulke1",
			men: []string{"e8=t12", "e9=R4", "e6=R6", "c8=R8", "h9=R2"}, action: "h9-g8", target: "e8", want: []Relation{Siege}, layer: -1},
		{name: "siege: never with the besieged man's own men", rules: "fulke1",
			men: []string{"e8=t12", "e10=R4", "e6=R6", "c8=r3", "h9=R2"}, action: "h9-g8", target: "e8"},
		{name: "siege: a draught still open", rules: "fulke1",
			men: []string{"e8=t12", "e10=R4", "e6=R6", "h9=R2"}, action: "h9-g8", target: "e8"},
		// "In all thrée kyndes of playing no Obsidion can be of any man with
		// some of his fellowes, but all foure muste be hys aduersaries": the
		// edge is no besieger.
		{name: "siege at the edge: three enemies are not four", rules: "fulke1",
			men: []string{"a8=t12", "a10=R4", "a6=R6", "d9=R2"}, action: "d9-c8", target: "a8"},
		{name: "+edge: the edge closes a side, the modern habit", rules: "fulke1+edge",
			men: []string{"a8=t12", "a10=R4", "a6=R6", "d9=R2"}, action: "d9-c8", target: "a8", want: []Relation{Siege}, layer: -1,
			explain: "12 on a8 has no move left, every draught closed by a6, a10, c8 and the board's edge: siege"},
		{name: "addition: a path blocked between taker and target", rules: "fulke1",
			men: []string{"e8=t12", "d7=R6", "e4=T6", "e7=r3"}, action: "e4-e6", target: "e8"},
		{name: "addition: 6 + 5 = 11, not 12", rules: "fulke1",
			men: []string{"e8=t12", "d7=R6", "e4=T5"}, action: "e4-e6", target: "e8"},
		{name: "the king's whole number by addition: 66 + 25 = 91", rules: "fulke1", side: "b",
			men: []string{"e8=" + wholePyramid, "e11=s66", "c10=r25"}, action: "c10-d9", target: "e8", want: []Relation{Addition}, layer: -1},
		{name: "the king cannot be taken by equality, not even a layer", rules: "fulke1", side: "b",
			men: []string{"e8=" + wholePyramid, "c10=r9"}, action: "c10-d9", target: "e8"},
		{name: "a layer of the king: 16 + 9 = 25", rules: "fulke1", side: "b",
			men: []string{"e8=" + wholePyramid, "e10=t16", "c10=r9"}, action: "c10-d9", target: "e8", want: []Relation{Addition}, layer: 4,
			explain: "9 on d9 + 16 on e10 = 25 on e8 (a layer of the pyramid): addition"},
		// rules.md: "the king takes with its whole value, the sum of the
		// layers it still holds; it never acts with one layer's value".
		{name: "the king never takes with one layer: 36 + 45 = 81 does not hold", rules: "fulke1",
			men: []string{"e8=r81", "e6=" + wholePyramid, "h11=S45"}, action: "h11-e11", target: "e8"},
		{name: "the king takes with its whole value: 91 + 9 = 100", rules: "fulke1",
			men: []string{"e8=t100", "e6=" + wholePyramid, "c10=T9"}, action: "c10-c8", target: "e8", want: []Relation{Addition}, layer: -1,
			explain: "9 on c8 + 91 on e6 (the whole pyramid) = 100 on e8: addition"},
		{name: "a king that lost its round 1 takes with 90: 90 = 90", rules: "fulke1",
			men: []string{"e8=t90", "e6=P[R4,T9,T16,S25,S36]", "a1=S25"}, action: "a1-a4", target: "e8"},
		{name: "no progression without the option", rules: "fulke1",
			men: []string{"e8=r9", "e10=R6", "d11=R4"}, action: "d11-e12", target: "e8"},
		{name: "+progression: 4, 6, 9 set in a line as a triumph is set", rules: "fulke1+progression",
			men: []string{"e8=r9", "e10=R6", "d11=R4"}, action: "d11-e12", target: "e8", want: []Relation{Progression}, layer: -1},
		{name: "+progression: the squares between must be empty", rules: "fulke1+progression",
			men: []string{"e8=r9", "e10=R6", "d11=R4", "e9=r3"}, action: "d11-e12", target: "e8"},
	})
}

func TestFulke2Relations(t *testing.T) {
	runRelCases(t, []relCase{
		{name: "multiplication over void spaces: 4 × 3 = 12", rules: "fulke2",
			men: []string{"e8=t12", "d3=R4"}, action: "d3-e4", target: "e8", want: []Relation{Eruption}, layer: -1,
			explain: "4 on e4 × 3 = 12 on e8: eruption (3 empty squares between: e5, e6, e7)"},
		{name: "void spaces, not the inclusive count: 4 × 1 = 4", rules: "fulke2",
			men: []string{"e8=t12", "d5=R4"}, action: "d5-e6", target: "e8"},
		{name: "void spaces: 4 × 2 = 8, not 12", rules: "fulke2",
			men: []string{"e8=t12", "d4=R4"}, action: "d4-e5", target: "e8"},
		{name: "division over void spaces: 30 ÷ 5 = 6", rules: "fulke2", side: "b",
			men: []string{"e8=R6", "c2=t30"}, action: "c2-e2", target: "e8", want: []Relation{Eruption}, layer: -1,
			explain: "30 on e2 ÷ 5 = 6 on e8: eruption (5 empty squares between: e3, e4, e5, e6, e7)"},
		{name: "every void must be empty", rules: "fulke2",
			men: []string{"e8=t12", "d3=R4", "e6=T20"}, action: "d3-e4", target: "e8"},
		{name: "cossic: 64 is the square of 8", rules: "fulke2", side: "b",
			men: []string{"e8=R8", "g12=t64"}, action: "g12-e10", target: "e8", want: []Relation{Cossic}, layer: -1,
			explain: "8 × 8 = 64: 64 on e10 is the square of 8 on e8: cossic"},
		{name: "cossic: the root takes its cube", rules: "fulke2",
			men: []string{"e8=t64", "d6=R4"}, action: "d6-e7", target: "e8", want: []Relation{Cossic}, layer: -1,
			explain: "4 × 4 × 4 = 64: 64 on e8 is the cube of 4 on e7: cossic"},
		{name: "cossic: 81 the square of square of 3", rules: "fulke2", side: "b",
			men: []string{"e8=S81", "d10=r3"}, action: "d10-e9", target: "e8", want: []Relation{Cossic}, layer: -1},
		// "The Kinges be taken by Obsidion, or yf theyr Pyramidall number,
		// be taken by anye of the aforsayde meanes": eruption and equality
		// too (rules.md, corrected December 2026).
		{name: "the king's whole number falls to eruption: 182 ÷ 2 = 91", rules: "fulke2", side: "b",
			men: []string{"e8=" + wholePyramid, "c11=t182"}, action: "c11-e11", target: "e8", want: []Relation{Eruption}, layer: -1},
		{name: "the king's whole number falls to equality: 91 = 91", rules: "fulke2", side: "b",
			men: []string{"e8=" + wholePyramid, "h14=s91"}, action: "h14-e11", target: "e8", want: []Relation{Equality}, layer: -1},
		{name: "the king's whole number falls to subtraction: 121 − 30 = 91", rules: "fulke2", side: "b",
			men: []string{"e8=" + wholePyramid, "e11=s121", "g12=t30"}, action: "g12-g10", target: "e8", want: []Relation{Subtraction}, layer: -1},
		{name: "cossic: the king's layers carry no signs", rules: "fulke2", side: "b",
			men: []string{"e8=" + wholePyramid, "f10=r81"}, action: "f10-e9", target: "e8"},
		{name: "cossic: unmarked men (White's 16 has no sign)", rules: "fulke2", side: "b",
			men: []string{"e8=R16", "d10=r4"}, action: "d10-e9", target: "e8"},
		{name: "addition by reach, every way", rules: "fulke2",
			men: []string{"e8=t12", "d7=R6", "g12=T6"}, action: "g12-e10", target: "e8", want: []Relation{Addition}, layer: -1},
		{name: "subtraction: 30 − 28 = 2", rules: "fulke2", side: "b",
			men: []string{"e8=R2", "a8=t30", "h11=s28"}, action: "a8-c8", target: "e8", want: []Relation{Subtraction}, layer: -1},
		{name: "no multiplication of two men in the second kind", rules: "fulke2",
			men: []string{"e8=t12", "d7=R2", "e12=T6"}, action: "e12-e10", target: "e8"},
		// "ALl men maye be taken by Obsidion when by foure men they be letted
		// of theyr ordinarie draughte": three in a corner are not four.
		{name: "siege in a corner: three enemies are not four", rules: "fulke2",
			men: []string{"a1=r3", "a2=R4", "b2=R6", "c1=R8"}, action: "c1-b1", target: "a1"},
		{name: "+edge: the corner's edges close the rest", rules: "fulke2+edge",
			men: []string{"a1=r3", "a2=R4", "b2=R6", "c1=R8"}, action: "c1-b1", target: "a1", want: []Relation{Siege}, layer: -1},
		{name: "siege at the edge: five enemies close every draught", rules: "fulke2",
			men: []string{"a8=r3", "a9=R4", "b9=R6", "b8=R8", "b7=R16", "a6=R2", "h1=S25"}, action: "a6-a7", target: "a8", want: []Relation{Siege}, layer: -1},
		{name: "siege at the edge: a draught still open", rules: "fulke2",
			men: []string{"a8=r3", "a9=R4", "b9=R6", "b8=R8", "a6=R2", "h1=S25"}, action: "a6-a7", target: "a8"},
		{name: "a round's knight's leap onto the last draught besieges", rules: "fulke2",
			men: []string{"a8=r3", "a9=R4", "b9=R6", "b8=R8", "b7=R2", "c6=R16"}, action: "c6-a7", target: "a8", want: []Relation{Siege}, layer: -1},
		// "some require the men that shoulde take by Addition to stande in
		// the next spaces to him that is taken, either directly, or
		// cornerwyse" (+next), and "that whiche was last sayde of Addition
		// may be bothe referred hyther" (subtraction).
		{name: "+next: addition by two next to the target, cornerwise", rules: "fulke2+next",
			men: []string{"e8=t12", "d7=R6", "h9=T6"}, action: "h9-f9", target: "e8", want: []Relation{Addition}, layer: -1,
			explain: "6 on d7 + 6 on f9 = 12 on e8: addition (the two stand next to e8, as +next asks)"},
		{name: "+next: subtraction by two next to the target", rules: "fulke2+next", side: "b",
			men: []string{"e8=R2", "d8=t30", "f12=s28"}, action: "f12-f9", target: "e8", want: []Relation{Subtraction}, layer: -1},
		{name: "+next: two that reach but stand apart take nothing", rules: "fulke2+next",
			men: []string{"e8=t12", "d7=R6", "g12=T6"}, action: "g12-e10", target: "e8"},
	})
}

func TestFulke3Relations(t *testing.T) {
	runRelCases(t, []relCase{
		{name: "lying weight: 6 and 6 beside 12 on one rank", rules: "fulke3",
			men: []string{"e8=t12", "d8=R6", "f6=T6"}, action: "f6-f8", target: "e8", want: []Relation{Addition}, layer: -1,
			explain: "6 on d8 + 6 on f8 = 12 on e8: addition (lying weight: the two stand next to e8)"},
		{name: "lying weight on a diagonal", rules: "fulke3",
			men: []string{"e8=t12", "d7=R6", "f11=T6"}, action: "f11-f9", target: "e8", want: []Relation{Addition}, layer: -1},
		// "when the .2. numbers that are to be added, stande in the next
		// spaces to the aduersarie": any two of the eight.
		{name: "lying weight: any two next spaces, not only opposite ones", rules: "fulke3",
			men: []string{"e8=t12", "d8=R6", "e11=T6"}, action: "e11-e9", target: "e8", want: []Relation{Addition}, layer: -1},
		{name: "lying weight: one of the two is not next to it", rules: "fulke3",
			men: []string{"e8=t12", "d8=R6", "e12=T6"}, action: "e12-e10", target: "e8"},
		{name: "no addition by reach in the third kind", rules: "fulke3",
			men: []string{"e8=t12", "d8=R6", "e12=T6"}, action: "e12-e10", target: "e8"},
		{name: "eruption cornerwise over void spaces: 4 × 3 = 12", rules: "fulke3",
			men: []string{"e8=t12", "a3=R4"}, action: "a3-a4", target: "e8", want: []Relation{Eruption}, layer: -1},
		{name: "encounter: equality by reach", rules: "fulke3",
			men: []string{"e8=r9", "e4=T9"}, action: "e4-e6", target: "e8", want: []Relation{Equality}, layer: -1},
		{name: "obsidion: the four orthogonal neighbours", rules: "fulke3",
			men: []string{"e8=t12", "d8=R4", "f8=R6", "e9=R8", "e6=R2"}, action: "e6-e7", target: "e8", want: []Relation{Siege}, layer: -1,
			explain: "12 on e8 is hemmed in on its four orthogonal sides by d8, e7, e9, f8: siege"},
		{name: "obsidion: the four diagonal neighbours", rules: "fulke3",
			men: []string{"e8=t12", "d9=R4", "f9=R6", "d7=R8", "g7=R2"}, action: "g7-f7", target: "e8", want: []Relation{Siege}, layer: -1},
		// "when foure men besiege the aduersarye ... all foure muste be hys
		// aduersaries": the edge is no besieger.
		{name: "obsidion at the edge: three enemies are not four", rules: "fulke3",
			men: []string{"a8=t12", "a9=R5", "b8=R7", "a6=R2"}, action: "a6-a7", target: "a8"},
		{name: "+edge: obsidion with the board's edge", rules: "fulke3+edge",
			men: []string{"a8=t12", "a9=R5", "b8=R7", "a6=R2"}, action: "a6-a7", target: "a8", want: []Relation{Siege}, layer: -1},
		{name: "+edge: obsidion and lying weight at once: 4 + 8 = 12", rules: "fulke3+edge",
			men: []string{"a8=t12", "a9=R4", "b8=R6", "a6=R8"}, action: "a6-a7", target: "a8", want: []Relation{Siege, Addition}, layer: -1},
		// "TO take by eruption is when a lesse number beyng multiplied by the
		// spaces that are betwene him & hys aduersary": multiplication only.
		{name: "eruption multiplies the lesser man only: 30 ÷ 5 = 6 does not take", rules: "fulke3", side: "b",
			men: []string{"e8=R6", "c2=t30"}, action: "c2-e2", target: "e8"},
		{name: "obsidion: never mixed", rules: "fulke3",
			men: []string{"e8=t12", "d8=R4", "f8=R6", "e9=R8", "g7=R2"}, action: "g7-f7", target: "e8"},
		{name: "obsidion: never with the man's own fellows", rules: "fulke3",
			men: []string{"e8=t12", "d8=R4", "f8=R6", "e9=r3", "e6=R2"}, action: "e6-e7", target: "e8"},
		{name: "a ten-rank board", rules: "fulke3",
			men: []string{"e8=t12", "d8=R6", "f6=T6"}, action: "f6-f8", target: "e8", want: []Relation{Addition}, layer: -1},
	})
}

func TestNemecRelations(t *testing.T) {
	runRelCases(t, []relCase{
		{name: "siege: all four orthogonal sides", rules: "nemec",
			men: []string{"e8=t12", "d8=R4", "f8=R6", "e9=R8", "e7=R2"}, action: "d8x", target: "e8", want: []Relation{Siege}, layer: -1},
		{name: "siege: all four diagonal sides", rules: "nemec",
			men: []string{"e8=t12", "d9=R4", "f9=R6", "d7=R8", "f7=R2"}, action: "f7x", target: "e8", want: []Relation{Siege}, layer: -1},
		{name: "Němec 2012: besieged in a corner by two pieces", rules: "nemec",
			men: []string{"a1=r3", "a2=R4", "b1=R6"}, action: "a2x", target: "a1", want: []Relation{Siege}, layer: -1,
			explain: "3 on a1 is hemmed in on its four orthogonal sides by a2, b1 and the board's edge: siege"},
		// rules.md: "the edge closing a side (three at an edge, two in a
		// corner)".
		{name: "siege at the edge by three", rules: "nemec",
			men: []string{"a8=t12", "a9=R5", "a7=R7", "b8=R8"}, action: "b8x", target: "a8", want: []Relation{Siege}, layer: -1},
		// deceit "keeps opposite sides of one line".
		{name: "deceit: two neighbours not opposite take nothing", rules: "nemec",
			men: []string{"e8=t12", "d8=R4", "e9=R8"}, action: "d8x", target: "e8"},
		{name: "a diagonal siege at the edge needs four enemies", rules: "nemec",
			men: []string{"a8=t12", "b9=R5", "b7=R7"}, action: "b7x", target: "a8"},
		{name: "Němec 2012: four orthogonal or four diagonal sides, not a combination", rules: "nemec",
			men: []string{"e8=t12", "d8=R4", "f8=R6", "e9=R8", "f7=R2"}, action: "d8x", target: "e8"},
		{name: "siege: one of the four is the man's own", rules: "nemec",
			men: []string{"e8=t12", "d8=R4", "f8=R6", "e9=r3", "e7=R2"}, action: "d8x", target: "e8"},
		{name: "Němec 2012: encounter, the attacker could lawfully move there", rules: "nemec",
			men: []string{"e8=r9", "e10=T9"}, action: "e10x", target: "e8", want: []Relation{Equality}, layer: -1},
		{name: "encounter needs the lawful move: no more, no less", rules: "nemec",
			men: []string{"e8=r9", "e11=T9"}, action: "e11x", target: "e8"},
		{name: "eruption counts both squares: 4 × 3 = 12", rules: "nemec",
			men: []string{"c5=t12", "c3=R4"}, action: "c3x", target: "c5", want: []Relation{Eruption}, layer: -1,
			explain: "4 on c3 × 3 = 12 on c5: eruption (the distance counts both squares: c3, c4, c5)"},
		{name: "Němec 2012: two pieces meeting on a mutual edge have a distance of two: 6 ÷ 2 = 3", rules: "nemec",
			men: []string{"c4=r3", "c3=R6"}, action: "c3x", target: "c4", want: []Relation{Eruption}, layer: -1,
			explain: "6 on c3 ÷ 2 = 3 on c4: eruption (the distance counts both squares: c3, c4)"},
		{name: "eruption: 4 × 2 = 8, not 12", rules: "nemec",
			men: []string{"c4=t12", "c3=R4"}, action: "c3x", target: "c4"},
		{name: "eruption: 4 × 4 = 16, not 12", rules: "nemec",
			men: []string{"c6=t12", "c3=R4"}, action: "c3x", target: "c6"},
		{name: "eruption: the path must be clear", rules: "nemec",
			men: []string{"c5=t12", "c3=R4", "c4=R8"}, action: "c3x", target: "c5"},
		{name: "eruption: any distance along a clear diagonal", rules: "nemec",
			men: []string{"h8=t12", "f6=R4", "a1=S25"}, action: "f6x", target: "h8", want: []Relation{Eruption}, layer: -1},
		{name: "deceit: 4 + 8 = 12 on either side", rules: "nemec",
			men: []string{"e8=t12", "d8=R4", "f8=R8"}, action: "d8x", target: "e8", want: []Relation{Addition}, layer: -1,
			explain: "4 on d8 + 8 on f8 = 12 on e8: addition (deceit: the two stand beside e8 on opposite sides, in one line)"},
		{name: "deceit and eruption at once: 6 + 6 = 12 and 6 × 2 = 12", rules: "nemec",
			men: []string{"e8=t12", "d8=R6", "f8=T6"}, action: "d8x", target: "e8", want: []Relation{Addition, Eruption}, layer: -1},
		{name: "deceit: the sum must match", rules: "nemec",
			men: []string{"e8=t12", "d8=R4", "f8=T9"}, action: "d8x", target: "e8"},
		{name: "Němec 2012: the pyramid's pieces singled out for attack", rules: "nemec", side: "b",
			men: []string{"e8=" + wholePyramid, "e9=r9"}, action: "e9x", target: "e8", want: []Relation{Equality}, layer: 2},
		// rules.md: "the whole pyramid falls only to siege".
		{name: "the whole pyramid falls to no relation but siege: 91 = 91 takes nothing whole", rules: "nemec", side: "b",
			men: []string{"e8=" + wholePyramid, "e9=s91"}, action: "e9x", target: "e8"},
		{name: "Němec 2012: a pyramid captured as a whole by siege", rules: "nemec", side: "b",
			men: []string{"e8=" + wholePyramid, "d8=r3", "f8=r5", "e9=r7", "e7=r9"}, action: "e7x", target: "e8", want: []Relation{Siege}, layer: -1},
	})
}

func TestParlettRelations(t *testing.T) {
	runRelCases(t, []relCase{
		{name: "addition of two that reach", rules: "parlett",
			men: []string{"e8=t12", "d8=R6", "a12=T6"}, action: "a12-c10", target: "e8", want: []Relation{Addition}, layer: -1},
		{name: "progression: 4, 6, 9 geometric", rules: "parlett",
			men: []string{"e8=r9", "e7=R4", "c8=R6"}, action: "c8-d8", target: "e8", want: []Relation{Progression}, layer: -1,
			explain: "6 on d8, 4 on e7 and 9 on e8: in order 4, 6, 9: 4 × 9 = 36 = 6 × 6: geometric (4 : 6 = 6 : 9): progression"},
		{name: "subtraction: 9 − 2 = 7", rules: "parlett",
			men: []string{"e8=r7", "e7=R2", "a12=T9"}, action: "a12-c10", target: "e8", want: []Relation{Subtraction}, layer: -1},
		{name: "multiplication: 2 × 6 = 12", rules: "parlett",
			men: []string{"e8=t12", "f8=R2", "a12=T6"}, action: "a12-c10", target: "e8", want: []Relation{Multiplication}, layer: -1},
		{name: "division: 20 ÷ 4 = 5", rules: "parlett",
			men: []string{"e8=r5", "e9=R4", "a12=T20"}, action: "a12-c10", target: "e8", want: []Relation{Division}, layer: -1},
		{name: "eruption counts both squares", rules: "parlett",
			men: []string{"c5=t12", "c2=R4"}, action: "c2-c3", target: "c5", want: []Relation{Eruption}, layer: -1},
		{name: "blockade: no move, only enemies, none it can take", rules: "parlett",
			men: []string{"a8=r3", "a9=R4", "a7=R8", "d10=T20"}, action: "d10-b8", target: "a8", want: []Relation{Siege}, layer: -1,
			explain: "3 on a8 has no move left, its draughts closed by a7, a9, b8 and the board's edge, and can take none of them: siege (blockade)"},
		{name: "blockade: not when it could take a blockader (3 × 2 = 6): only the eruption takes", rules: "parlett",
			men: []string{"a8=r3", "a9=R4", "a7=R8", "d10=T6"}, action: "d10-b8", target: "a8", want: []Relation{Eruption}, layer: -1},
		{name: "blockade: not when it could take one with a fellow (3 + 5 = 8)", rules: "parlett",
			men: []string{"a8=r3", "a9=R4", "a7=R8", "b7=r5", "d10=T20"}, action: "d10-b8", target: "a8"},
	})
}
