package worksheet

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/puzzles"
)

// TestTwoMovePrompt: a two-move puzzle on a worksheet says it is one.
func TestTwoMovePrompt(t *testing.T) {
	for goal, want := range map[string]string{
		"capture b5 in 2": "White to move. Take the p49 on b5 (ringed) in two moves. Which first move leaves a way to take it whatever Black replies, and what is Black's best reply?",
		"triumph in 2":    "White to move. Complete a triumph in the enemy camp in two moves. Which first move leaves a way whatever Black replies, and what is Black's best reply?",
	} {
		ps, err := puzzles.Parse("two.puz", []byte("id: two\ntitle: Two\nposition: 1,s121,4,s225,1/1,s66,t36,t30,t56,t64,s120,1/1,t12,r9,r25,r49,r81,t90,1/3,r5,1,r9,2/3,r3,r7,3/S153,3,T81,3/6,S289,s361/8/5,t100,t16,1/6,s49,1/3,R6,2,s28,1/1,p[s49],1,T72,4/T49,1,R64,T25,R4,R2,2/3,R36,1,R4,T6,1/1,P[R1,R4,T9,T16,S25,S36],1,T42,T20,1,S45,1/1,S169,4,S81,1 w parlett t25,r16,t36,s64 S25,S15,T9,R16,R8 45\ngoal: "+goal+"\n"))
		require.NoError(t, err)
		assert.Equal(t, want, puzzlePrompt(&ps[0]))
	}
}
