package engine

import (
	"testing"

	"github.com/rithmo/rithmo/rules/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The readings of the second kind corrected in December 2026 (rules.md),
// each case beside a near miss. A case names a position, an action, and
// what the action takes on target (want, by which relation) or why it does
// not (code, and words the explanation must hold).
type fidelityCase struct {
	name     string
	position string
	action   string
	target   string
	want     Relation // RelNone: nothing is taken on target
	explain  string   // the reason's words (want set), or WhyNot's (want none)
	code     string   // WhyNot's first failure code (want none)
	claim    Relation // the relation WhyNot is asked about (RelNone: any)
}

func runFidelity(t *testing.T, cases []fidelityCase) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			p, err := board.Parse(tc.position)
			require.NoError(t, err)
			require.NoError(t, board.Validate(&p))
			a := MustParseAction(tc.action)
			caps, err := CapturesOf(&p, a)
			require.NoError(t, err, draw(&p))
			var got *Capture
			for i := range caps {
				if caps[i].Square == sq(tc.target) {
					got = &caps[i]
				}
			}
			if tc.want != RelNone {
				require.NotNil(t, got, "%s must take %s\n%s", tc.action, tc.target, draw(&p))
				require.NotEmpty(t, got.Reasons)
				assert.Equal(t, tc.want, got.Reasons[0].Relation)
				assert.Equal(t, tc.explain, got.Reasons[0].Explain())
				return
			}
			assert.Nil(t, got, "%s must not take %s\n%s", tc.action, tc.target, draw(&p))
			why := WhyNot(&p, a, sq(tc.target), tc.claim)
			require.NotEmpty(t, why)
			assert.Equal(t, tc.code, why[0].Code, why[0].Text)
			assert.Contains(t, why[0].Text, tc.explain)
		})
	}
}

// "The Kinges be taken by Obsidion, or yf theyr Pyramidall number, be
// taken by anye of the aforsayde meanes", and the second kind multiplies by
// the void spaces: the whole king falls to eruption.
func TestSecondKindsWholeKingByEruption(t *testing.T) {
	const king = "8/4,r7,3/8/8/8/8/8/8/8/8/8/8/8/8/3,P[R1,R4,T9,T16,S25,S36],4/7,S289 b fulke2 - - 1"
	runFidelity(t, []fidelityCase{
		{name: "7 × 13 void spaces = 91 takes the whole king", position: king, action: "e15-d16", target: "d2",
			want: Eruption, explain: "7 on d16 × 13 = 91 on d2 (the whole pyramid): eruption (13 empty squares between: d15, d14, d13, d12, d11, d10, d9, d8, d7, d6, d5, d4, d3)"},
		{name: "near miss: 7 × 12 void spaces = 84, not 91", position: king, action: "e15-d15", target: "d2",
			claim: Eruption, code: FailDistance, explain: "12"},
	})
}

// "the enemies men taken, may serue onely to celebrate a triumphe, but not
// to fight on his syde that taketh them": a set prisoner (R3*) neither
// takes nor helps to take, nor closes a siege.
func TestASetPrisonerNeverFights(t *testing.T) {
	runFidelity(t, []fidelityCase{
		{name: "R3* does not take 12 by eruption (3 × 4 void spaces)",
			position: "7,r9/8/2,R3*,5/8/8/8/8/8/2,t12,5/8/8/8/8/8/8/S289,7 w fulke2 - - 1", action: "c14-c13", target: "c8",
			code: FailPrisoner, explain: "R3* on c13 is a prisoner set on the board"},
		{name: "near miss: White's own round 4 takes 16 so (4 × 4 void spaces)",
			position: "7,r9/8/2,R4,5/8/8/8/8/8/2,t16,5/8/8/8/8/8/8/S289,7 w fulke2 - - 1", action: "c14-c13", target: "c8",
			want: Eruption, explain: "4 on c13 × 4 = 16 on c8: eruption (4 empty squares between: c12, c11, c10, c9)"},
		{name: "R3* does not help take 12 by addition (3 + 9)",
			position: "7,r9/8/8/8/5,T9,2/8/8/2,R3*,5/3,t12,4/8/8/8/8/8/8/S289,7 w fulke2 - - 1", action: "f12-f10", target: "d8",
			code: FailPrisoner, explain: "addition would hold (3 on c9 + 9 on f10 = 12 on d8: addition), but R3* on c9 is a prisoner"},
		{name: "near miss: White's own round 16 helps take 25 (16 + 9)",
			position: "7,r9/8/8/8/5,T9,2/8/8/2,R16,5/3,t25,4/8/8/8/8/8/8/S289,7 w fulke2 - - 1", action: "f12-f10", target: "d8",
			want: Addition, explain: "16 on c9 + 9 on f10 = 25 on d8: addition"},
		{name: "a draught closed by R5* is closed by no adversary: no siege",
			position: "r3,R4,6/R5*,7/2,R2,5/8/8/8/8/8/8/8/8/8/8/8/8/7,S289 w fulke2+edge - - 1", action: "c14-b15", target: "a16",
			code: FailPrisoner, explain: "R5* on a15 is a prisoner"},
		{name: "near miss: White's own round 8 closes it: siege",
			position: "r3,R4,6/R8,7/2,R2,5/8/8/8/8/8/8/8/8/8/8/8/8/7,S289 w fulke2+edge - - 1", action: "c14-b15", target: "a16",
			want: Siege, explain: "3 on a16 has no move left, every draught closed by a15, b15, b16 and the board's edge: siege"},
	})
}

// A set prisoner is still taken like any man, and is listed unmarked in
// its taker's hand.
func TestASetPrisonerIsTaken(t *testing.T) {
	// 30 ÷ 10 void spaces = 3: Black takes back its own 3, set by White.
	p := board.MustParse("8/8/2,R3*,5/8/8/8/8/8/8/8/8/8/8/8/8/t30,6,S289 b fulke2 - - 1")
	next, caps := apply(t, &p, "a1-c3")
	require.Len(t, caps, 1)
	assert.Equal(t, "30 on c3 ÷ 10 = 3 on c14: eruption (10 empty squares between: c4, c5, c6, c7, c8, c9, c10, c11, c12, c13)", caps[0].Reasons[0].Explain())
	assert.Equal(t, []board.Piece{board.Man(board.White, board.Round, 3)}, next.Took[board.Black.Index()], "listed as it stood, unmarked")
	next.ToMove = board.Black
	for _, a := range Legal(&next) {
		assert.NotEqual(t, Set, a.Kind, "Black does not set again a man of its own army it took back: %s", a)
	}
}

// "he maye redeme it by anye of his men hauing the same number, and muste
// remoue into hys place, whiche redemed hym"; the lowest-square exception
// ("except the lowest and greatest") is the third kind's alone.
func TestWhereARedeemedKingStands(t *testing.T) {
	nine, lowest := piece(t, "T9"), piece(t, "S36")
	for _, tc := range []struct {
		name, rules, king, man, action string
		took                           board.Piece
		stands, empty                  string // the king's square after, the square left empty
		illegal                        string // the refusal, when the action is not legal
	}{
		{name: "fulke2: the king moves into the redeeming man's square", rules: "fulke2",
			king: "P[R1,R4,T16,S25,S36]", man: "c5=T9", action: "c5=d8", took: nine, stands: "c5", empty: "d8"},
		{name: "near miss, fulke3: the king stays where it stands", rules: "fulke3",
			king: "P[R1,R4,T16,S25,S36]", man: "c5=T9", action: "c5=d8", took: nine, stands: "d8", empty: "c5"},
		{name: "fulke2: the lowest square is redeemed too", rules: "fulke2",
			king: "P[R1,R4,T9,T16,S25]", man: "c5=R8", action: "c5=d8/36", took: lowest, stands: "c5", empty: "d8"},
		{name: "near miss, fulke3: \"if his lowest square be taken, no ransom will delyuer him\"", rules: "fulke3",
			king: "P[R1,R4,T9,T16,S25]", man: "c5=R8", action: "c5=d8/36", took: lowest, illegal: "the lowest square is never redeemed"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := withTook(t, tc.rules, "w", nil, []board.Piece{tc.took}, "d8="+tc.king, tc.man, "h16=r3")
			if tc.illegal != "" {
				assert.NotContains(t, actionStrings(Legal(p)), tc.action)
				_, err := CapturesOf(p, MustParseAction(tc.action))
				var ill *IllegalError
				require.ErrorAs(t, err, &ill)
				assert.Contains(t, ill.Why, tc.illegal)
				return
			}
			next, caps := apply(t, p, tc.action)
			assert.Empty(t, caps)
			assert.Equal(t, "P[R1,R4,T9,T16,S25,S36]", next.Cells[sq(tc.stands)].String())
			assert.True(t, next.Cells[sq(tc.empty)].IsEmpty())
			assert.Equal(t, []board.Piece{piece(t, tc.man[3:])}, next.Took[board.Black.Index()], "the ransom in the adversary's hand")
		})
	}
}

// fulke2's men fly "to besiege his enemie, or to flye from the siege": a
// set prisoner closes no siege, so it never flies to besiege.
func TestASetPrisonerNeverFliesToBesiege(t *testing.T) {
	for _, tc := range []struct {
		name, position string
		legal          bool
	}{
		{"R5* on d14 does not fly to b15: it would close no siege", "r3,R4,6/R8,7/3,R5*,4/8/8/8/8/8/8/8/8/8/8/8/8/7,S289 w fulke2+edge - - 1", false},
		{"near miss: White's own round 2 flies there and besieges the 3", "r3,R4,6/R8,7/3,R2,4/8/8/8/8/8/8/8/8/8/8/8/8/7,S289 w fulke2+edge - - 1", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := board.MustParse(tc.position)
			require.NoError(t, board.Validate(&p))
			legal := actionStrings(Legal(&p))
			if !tc.legal {
				assert.NotContains(t, legal, "d14-b15")
				return
			}
			assert.Contains(t, legal, "d14-b15")
			_, caps := apply(t, &p, "d14-b15")
			require.Len(t, caps, 1)
			assert.Equal(t, Siege, caps[0].Reasons[0].Relation)
		})
	}
}
