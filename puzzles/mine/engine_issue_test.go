package mine

import (
	"flag"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/rules/arith"
	"github.com/rithmo/rithmo/rules/board"
	"github.com/rithmo/rithmo/rules/engine"
)

// issuePosition is where the miner met it, White to play d7-e6.
const issuePosition = "s15,1,t42,r16,4/8/t9,t6,t25,5/s66,s45,1,t30,4/t49,2,r25,r49,r81,2/T81,1,t16,r9,4/t12,s169,r5,2,r7,2/S289,T100,t36,t56,t20,r9,1,S81/s49,s121,R4,1,T72,p[r16,t25,s49,s64],s225,s25/S28,S153,R6,R8,R2,R4,2/1,R64,1,P[R1,R4,T9,T16,S25,S36],1,t90,1,s361/3,R36,4/6,s120,1/2,T64,5/3,R3,4/8 w fulke1+progression t36 - 131"

var engineIssues = flag.Bool("engine-issues", false, "run the tests of engine behaviour reported as doubtful (they fail until the engine is changed)")

// A fulke1+progression capture found by the miner: after d7-e6 the square
// e6 8, f7 4, e7 2 and the target t90 on f6 stand as a triumph is set, and
// the engine takes the 90 because 2 : 4 = 4 : 8. rules.md says "two or
// three of the player's men and T stand as a triumph is set and their
// values are in proportion": T's value should be one of the proportion's
// terms, and 90 is in no progression with two of 2, 4, 8. Reported to the
// lead; the miner leaves such puzzles out (they were not added).
func TestEngineProgressionTakesAManOutsideTheProportion(t *testing.T) {
	if !*engineIssues {
		t.Skip("doubtful engine behaviour, reported: run with -engine-issues (fails until the engine changes)")
	}
	p := board.MustParse(issuePosition)
	caps, err := engine.CapturesOf(&p, engine.MustParseAction("d7-e6"))
	require.NoError(t, err)
	f6, _ := board.ParseSquare("f6")
	for _, c := range caps {
		if c.Square != f6 {
			continue
		}
		for _, r := range c.Reasons {
			if r.Relation != engine.Progression {
				continue
			}
			in := false
			for i := range r.Values {
				for j := i + 1; j < len(r.Values); j++ {
					in = in || len(arith.Progressions(r.Values[i], r.Values[j], r.Target)) > 0
				}
			}
			assert.True(t, in, "the 90 is taken by a proportion it is no term of: %s", r.Explain())
		}
	}
}

// The miner works around it: the 90 on f6 is not made a puzzle.
func TestMinerLeavesTheUnexplainedProgressionOut(t *testing.T) {
	p := board.MustParse(issuePosition)
	f6, _ := board.ParseSquare("f6")
	caps, err := engine.CapturesOf(&p, engine.MustParseAction("d7-e6"))
	require.NoError(t, err)
	require.True(t, takes(caps, f6), "the engine still takes it: otherwise this test and the workaround can go")
	pz, ok := FromPosition(&p, DefaultMinMen, 0)
	if ok {
		assert.NotEqual(t, f6, pz.Goal.Target)
	}
	assert.False(t, sound(engine.Outcome{Action: engine.MustParseAction("d7-e6"), Captures: caps}, f6))
}
