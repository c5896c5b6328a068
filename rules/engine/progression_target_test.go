package engine_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/rules/board"
	"github.com/rithmo/rithmo/rules/engine"
)

// The target is a term of the proportion that takes it. Lever & Fulke,
// first kind: "when they can ioyne two or three of their men to one of
// their aduersaries men in such order as the triumph is set, so that those
// three or foure numbers haue anye of these three proportions"; rules.md:
// "two or three of the player's men and T stand as a triumph is set and
// their values are in proportion". After d7-e6 below, White's 8 on e6, 4 on
// f7 and 2 on e7 stand with Black's 90 on f6 as the corners of a square:
// 2 : 4 = 4 : 8, but 90 is in no proportion with two of them, and 2, 4, 8,
// 90 make no a : b = c : d (2 × 90 = 180, 4 × 8 = 32). The puzzle miner met
// this position; the engine took the 90.
func TestProgressionTargetIsATerm(t *testing.T) {
	const pos = "s15,1,t42,r16,4/8/t9,t6,t25,5/s66,s45,1,t30,4/t49,2,r25,r49,r81,2/T81,1,t16,r9,4/t12,s169,r5,2,r7,2/S289,T100,t36,t56,t20,r9,1,S81/s49,s121,R4,1,T72,p[r16,t25,s49,s64],s225,s25/S28,S153,R6,R8,R2,R4,2/1,R64,1,P[R1,R4,T9,T16,S25,S36],1,t90,1,s361/3,R36,4/6,s120,1/2,T64,5/3,R3,4/8 w fulke1+progression t36 - 131"
	p := board.MustParse(pos)
	caps, err := engine.CapturesOf(&p, engine.MustParseAction("d7-e6"))
	require.NoError(t, err)
	f6, _ := board.ParseSquare("f6")
	for _, c := range caps {
		if c.Square != f6 {
			continue
		}
		for _, r := range c.Reasons {
			assert.NotEqual(t, engine.Progression, r.Relation, "the 90 is no term of 2 : 4 = 4 : 8: %s", r.Explain())
		}
	}
}
