package engine

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestWhyNot(t *testing.T) {
	for _, tc := range []struct {
		name, rules, side string
		men               []string
		action, target    string
		rel               Relation
		code              string   // the first failure's code; "" for a claim that holds
		text              []string // fragments of the first failure's text
		numbers           [2]int64 // the first failure's Got and Want
	}{
		{name: "the claim holds", rules: "fulke1", men: []string{"e8=t12", "d7=R6", "e4=T6"},
			action: "e4-e6", target: "e8", rel: Addition},
		{name: "an illegal action says why", rules: "fulke1", men: []string{"e8=t12", "d7=R6", "e4=T6"},
			action: "d7-d8", target: "e8", rel: Addition, code: FailIllegal,
			text: []string{"round 6 on d7 moves 1 square diagonally", "d8 is 1 square north"}},
		{name: "no man on the target", rules: "fulke1", men: []string{"e8=t12", "d7=R6", "e4=T6"},
			action: "e4-e6", target: "e9", code: FailNoTarget, text: []string{"no man on e9"}},
		{name: "one's own man", rules: "fulke1", men: []string{"e8=t12", "d7=R6", "e4=T6"},
			action: "e4-e6", target: "d7", code: FailOwnMan},
		{name: "a relation the rule set does not have", rules: "fulke3", men: []string{"e8=r7", "e7=R2", "e11=T9"},
			action: "e11-e9", target: "e8", rel: Subtraction, code: FailNoRelation,
			text: []string{"fulke3 does not take by subtraction", "equality, siege, addition, eruption"}},
		{name: "sums that do not match", rules: "fulke1", men: []string{"e8=t12", "d7=R5", "e4=T6"},
			action: "e4-e6", target: "e8", rel: Addition, code: FailValues,
			text: []string{"6 on e6 + 5 on d7 = 11, not 12 on e8"}, numbers: [2]int64{11, 12}},
		{name: "not in reach, with the shape's draught", rules: "fulke1", men: []string{"e8=t12", "d7=R6", "e3=T6"},
			action: "e3-e5", target: "e8", rel: Addition, code: FailNotInReach,
			text: []string{"triangle 6 on e5 does not reach e8", "moves 2 squares orthogonally", "e8 is 3 squares north"}},
		{name: "path blocked", rules: "fulke1", men: []string{"e8=t12", "d7=R6", "e4=T6", "e7=r3"},
			action: "e4-e6", target: "e8", rel: Addition, code: FailPathBlocked, text: []string{"blocked at e7"}},
		{name: "the other taker is missing", rules: "fulke1", men: []string{"e8=t12", "e4=T6", "a16=r3"},
			action: "e4-e6", target: "e8", rel: Addition, code: FailNoPartner, text: []string{"no other man of yours"}},
		{name: "eruption: the distance counts both squares", rules: "parlett", men: []string{"c4=t12", "c2=R4"},
			action: "c2-c3", target: "c4", rel: Eruption, code: FailDistance,
			text:    []string{"4 on c3 × 2 = 8, not 12 on c4", "the distance counts both squares (c3, c4)", "12 ÷ 4 = 3, so the 4 would have to stand at distance 3, one square between"},
			numbers: [2]int64{2, 3}},
		{name: "eruption: too far, the other way", rules: "nemec", men: []string{"c6=t12", "c3=R4"},
			action: "c3x", target: "c6", rel: Eruption, code: FailDistance,
			text: []string{"4 on c3 × 4 = 16, not 12 on c6", "(c3, c4, c5, c6)"}, numbers: [2]int64{4, 3}},
		{name: "eruption: void spaces", rules: "fulke2", men: []string{"e8=t12", "d5=R4"},
			action: "d5-e6", target: "e8", rel: Eruption, code: FailDistance,
			text:    []string{"4 on e6 × 1 = 4, not 12 on e8", "only the empty squares between count (e7)", "with 3 empty squares between"},
			numbers: [2]int64{1, 3}},
		{name: "eruption: division", rules: "nemec", men: []string{"c5=r3", "c3=R6"},
			action: "c3x", target: "c5", rel: Eruption, code: FailDistance,
			text:    []string{"6 on c3 ÷ 3 = 2, not 3 on c5", "6 ÷ 3 = 2, so the 6 would have to stand at distance 2, beside it"},
			numbers: [2]int64{3, 2}},
		{name: "eruption: division with no whole number at this distance", rules: "nemec", men: []string{"c6=r3", "c3=R9"},
			action: "c3x", target: "c6", rel: Eruption, code: FailDistance,
			text:    []string{"9 on c3 ÷ 4 = no whole number, not 3 on c6", "9 ÷ 3 = 3, so the 9 would have to stand at distance 3"},
			numbers: [2]int64{-1, 3}},
		{name: "eruption: no distance can do it", rules: "nemec", men: []string{"c5=t12", "c3=R5"},
			action: "c3x", target: "c5", rel: Eruption, code: FailNoMultiple, text: []string{"12 ÷ 5 is not whole"}},
		{name: "eruption: not on a line", rules: "nemec", men: []string{"d6=t12", "c3=R4"},
			action: "c3x", target: "d6", rel: Eruption, code: FailNotInLine},
		{name: "siege: the besieged man's own men", rules: "fulke1", men: []string{"e8=t12", "e10=R4", "e6=R6", "c8=r3", "h9=R2"},
			action: "h9-g8", target: "e8", rel: Siege, code: FailSiegeOwnMen, text: []string{"its own man on c8 closes its draught west"}},
		{name: "siege: a draught left open", rules: "fulke1", men: []string{"e8=t12", "e10=R4", "e6=R6", "h9=R2"},
			action: "h9-g8", target: "e8", rel: Siege, code: FailSiegeOpen, text: []string{"can still move to c8"}},
		{name: "nemec siege: never mixed", rules: "nemec", men: []string{"e8=t12", "d8=R4", "f8=R6", "e9=R8", "f7=R2"},
			action: "d8x", target: "e8", rel: Siege, code: FailSiegeMixed,
			text: []string{"closed by d8, e9, f8 (orthogonal) and f7 (diagonal)", "never mixed"}},
		{name: "nemec siege: a side still open", rules: "nemec", men: []string{"e8=t12", "d8=R4", "f8=R6", "e9=R8"},
			action: "d8x", target: "e8", rel: Siege, code: FailSiegeOpen, text: []string{"e7 is still open"}},
		{name: "nemec siege: three sides still open", rules: "nemec", men: []string{"e8=t12", "d8=R4", "a1=S25"},
			action: "d8x", target: "e8", rel: Siege, code: FailSiegeOpen, text: []string{"e7, e9, f8 are still open beside e8"}},
		{name: "nemec siege: one own man beside it", rules: "nemec", men: []string{"e8=t12", "d8=R4", "f8=R6", "e9=r3"},
			action: "d8x", target: "e8", rel: Siege, code: FailSiegeOwnMen, text: []string{"its own man stands on e9:"}},
		{name: "nemec siege: two own men beside it", rules: "nemec", men: []string{"e8=t12", "d8=R4", "f8=R6", "e9=r3", "e7=r5"},
			action: "d8x", target: "e8", rel: Siege, code: FailSiegeOwnMen, text: []string{"its own men stand on e7, e9:"}},
		{name: "nemec siege: own men on both sides", rules: "nemec", men: []string{"e8=t12", "d8=R4", "e9=r3", "f9=r5"},
			action: "d8x", target: "e8", rel: Siege, code: FailSiegeOwnMen, text: []string{"has its own men beside it (e9, f9)"}},
		{name: "fulke1: the pyramid is immune to equality", rules: "fulke1", side: "b", men: []string{"e8=" + wholePyramid, "c10=r9"},
			action: "c10-d9", target: "e8", rel: Equality, code: FailPyramidEquality},
		{name: "a relation left from before is taken instead of moving", rules: "fulke1", men: []string{"e8=r7", "d9=R2", "e10=T9", "a4=T6"},
			action: "a4-a6", target: "e8", rel: Subtraction, code: FailHeldBefore,
			text: []string{"held before the move", "9 on e10 − 2 on d9 = 7 on e8", "d9xe8 or e10xe8"}},
		{name: "nemec: a move takes nothing", rules: "nemec", men: []string{"e8=r9", "e12=T9"},
			action: "e12-e10", target: "e8", rel: Equality, code: FailMoveTakesNothing, text: []string{"e12x"}},
		{name: "nemec: the relation holds, but not with this attacker", rules: "nemec", men: []string{"e8=r9", "e10=T9", "a1=S25", "a3=R4"},
			action: "a3x", target: "e8", rel: Equality, code: FailNotATaker, text: []string{"attack with e10x"}},
		{name: "taken, but by another relation", rules: "fulke3+edge", men: []string{"a8=t12", "a9=R4", "b8=R6", "a6=R8"},
			action: "a6-a7", target: "a8", rel: Eruption, code: FailOtherRelation, text: []string{"not by eruption", "siege", "8 on a7 + 4 on a9 = 12 on a8"}},
		{name: "lying weight needs the men beside it", rules: "fulke3", men: []string{"e8=t12", "d8=R6", "e12=T6"},
			action: "e12-e10", target: "e8", rel: Addition, code: FailNotNeighbours, text: []string{"does not stand beside e8", "lying weight"}},
		{name: "deceit needs a man across", rules: "nemec", men: []string{"e8=t12", "d8=R4", "a1=S25"},
			action: "d8x", target: "e8", rel: Addition, code: FailNoPartner, text: []string{"f8, across e8 from d8, holds no man of yours", "deceit"}},
		{name: "cossic: the signs the book marks", rules: "fulke2", side: "b", men: []string{"e8=R16", "d10=r4"},
			action: "d10-e9", target: "e8", rel: Cossic, code: FailCossicMarks,
			text: []string{"4 × 4 = 16", "does not carry the sign of the square", "carries no sign of the root"}},
		{name: "cossic: no power at all", rules: "fulke2", side: "b", men: []string{"e8=R6", "d10=r5"},
			action: "d10-e9", target: "e8", rel: Cossic, code: FailValues},
		{name: "blockade: it could take a blockader", rules: "parlett", men: []string{"a8=r3", "a9=R4", "a7=R8", "b7=r5", "d10=T20"},
			action: "d10-b8", target: "a8", rel: Siege, code: FailSiegeCouldTake, text: []string{"could take its blockader on a7", "3 on a8 + 5 on b7 = 8 on a7"}},
		{name: "a flying leap takes by siege alone", rules: "fulke1", men: []string{"e8=r5", "d9=R4", "f9=R6", "d7=R8", "g5=T6", "h7=r6"},
			action: "g5-f7", target: "h7", rel: Equality, code: FailLeap},
		{name: "fulke1 proportion: the array's order", rules: "fulke1+progression", men: []string{"e8=r9", "e10=R4", "d11=R6"},
			action: "d11-e12", target: "e8", rel: Progression, code: FailValues, text: []string{"in the triumph's order"}},
		{name: "fulke1 proportion: not arranged", rules: "fulke1+progression", men: []string{"e8=r9", "e10=R4", "c11=R6"},
			action: "c11-d12", target: "e8", rel: Progression, code: FailNotArranged},
		{name: "fulke1 siege at the edge: three enemies are not four", rules: "fulke1", men: []string{"a8=t12", "a10=R4", "a6=R6", "d9=R2"},
			action: "d9-c8", target: "a8", rel: Siege, code: FailSiegeOpen,
			text: []string{"only 3 enemies compass it (a6, a10, c8)", "all foure muste be hys aduersaries", "+edge"}},
		{name: "fulke3 eruption never divides", rules: "fulke3", side: "b", men: []string{"e8=R6", "c2=t30"},
			action: "c2-e2", target: "e8", rel: Eruption, code: FailValues,
			text: []string{"30 on e2 is greater than 6 on e8", "a lesse number beyng multiplied by the spaces"}},
		{name: "nemec: the edge closes no side of a diagonal siege", rules: "nemec", men: []string{"a8=t12", "b9=R5", "b7=R7"},
			action: "b7x", target: "a8", rel: Siege, code: FailSiegeOpen, text: []string{"the edge closes no side of a diagonal siege"}},
		{name: "fulke1: the king takes with its whole value", rules: "fulke1", men: []string{"e8=t36", "e4=" + wholePyramid, "a1=S25"},
			action: "e4-e5", target: "e8", rel: Equality, code: FailValues,
			text: []string{"91 on e5 ≠ 36 on e8", "a king takes with its whole value"}},
		{name: "parlett: no taking by moving onto the enemy's square", rules: "parlett", men: []string{"e8=r9", "e7=T9", "a1=S25"},
			action: "e7xe8", target: "e8", rel: Equality, code: FailIllegal, text: []string{"pieces do not land on an opponents square in order to capture"}},
		{name: "fulke2: a leap with no licence, nothing near", rules: "fulke2", men: []string{"d4=R4", "a16=r3"},
			action: "d4-e6", target: "a16", code: FailIllegal,
			text: []string{"may fly to e6 only to besiege an enemy or to flee a siege (fulke2)",
				"on d4 it stands in no siege (it can still move to 8 squares)", "on e6 it closes no draught of an enemy man"}},
		{name: "fulke2: a leap beside an enemy that it does not besiege", rules: "fulke2", men: []string{"d4=R4", "f7=r9", "a16=r3"},
			action: "d4-e6", target: "f7", code: FailIllegal,
			text: []string{"on e6 it besieges no one (the round 9 on f7 can still move to"}},
		{name: "a take takes only its own man", rules: "fulke1", men: []string{"e8=r7", "d9=R2", "e10=T9", "a8=r3"},
			action: "e10xe8", target: "a8", code: FailOtherTarget},
	} {
		t.Run(tc.name, func(t *testing.T) {
			side := tc.side
			if side == "" {
				side = "w"
			}
			p := build(t, tc.rules, side, tc.men...)
			got := WhyNot(p, MustParseAction(tc.action), sq(tc.target), tc.rel)
			if tc.code == "" {
				assert.Nil(t, got, draw(p))
				return
			}
			require.NotEmpty(t, got, draw(p))
			assert.Equal(t, tc.code, got[0].Code, "%v\n%s", got, draw(p))
			for _, frag := range tc.text {
				assert.Contains(t, got[0].Text, frag)
			}
			assert.Equal(t, tc.numbers, [2]int64{got[0].Got, got[0].Want}, "Got and Want: %s", got[0].Text)
		})
	}
}

func TestWhyNotRanksEveryRelation(t *testing.T) {
	// With no relation named, every relation of the rule set answers, the
	// nearest misses first: the sums come before the reach.
	p := build(t, "fulke1", "w", "e8=t12", "d7=R5", "e4=T6")
	got := WhyNot(p, MustParseAction("e4-e6"), sq("e8"), RelNone)
	require.Len(t, got, 6, "equality, siege, addition, subtraction, multiplication, division")
	assert.Equal(t, FailValues, got[0].Code)
	var texts []string
	for _, f := range got {
		texts = append(texts, f.Code+": "+f.Text)
	}
	joined := strings.Join(texts, "\n")
	assert.Contains(t, joined, "6 on e6 + 5 on d7 = 11, not 12 on e8")
	assert.Contains(t, joined, "6 on e6 × 5 on d7 = 30, not 12 on e8")
	assert.Contains(t, joined, "6 on e6 ≠ 12 on e8")
	t.Log("\n" + joined)
	// Each failure names its relation, so that a tutor can quote only
	// those its learner has been taught.
	var rels []Relation
	for _, f := range got {
		rels = append(rels, f.Relation)
	}
	assert.ElementsMatch(t, []Relation{Equality, Siege, Addition, Subtraction, Multiplication, Division}, rels)
	for _, f := range got {
		if f.Relation == Siege {
			assert.Contains(t, f.Code, "siege", f.Text)
		}
	}
	illegal := WhyNot(p, MustParseAction("e4-e9"), sq("e8"), RelNone)
	require.Len(t, illegal, 1)
	assert.Equal(t, FailIllegal, illegal[0].Code)
	assert.Equal(t, RelNone, illegal[0].Relation, "an illegal action fails every relation alike")
}

// Positions built in code may hold values the notation refuses (0): the
// explanations divide only by what they have checked.
func TestWhyNotWithZeroValues(t *testing.T) {
	p := build(t, "parlett", "w", "c4=t12", "c2=R4", "e8=r5", "e9=R4", "a12=T20")
	p.Cells[sq("c2")].Value = 0
	p.Cells[sq("e9")].Value = 0
	for _, rel := range []Relation{RelNone, Eruption, Division} {
		assert.NotPanics(t, func() { WhyNot(p, MustParseAction("c2-c3"), sq("c4"), rel) })
		assert.NotPanics(t, func() { WhyNot(p, MustParseAction("a12-c10"), sq("e8"), rel) })
	}
	assert.NotPanics(t, func() { Analyse(p) })
}
