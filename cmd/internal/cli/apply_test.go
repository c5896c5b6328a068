package cli

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The second kind's king by eruption: Black's 7 on e15 steps to d16, and
// 7 × 13 void spaces = 91 takes White's whole king on d2.
const kingByEruption = "8/4,r7,3/8/8/8/8/8/8/8/8/8/8/8/8/3,P[R1,R4,T9,T16,S25,S36],4/7,S289 b fulke2 - - 1"

// A set prisoner beside White's 9: R3* on c9 does not help take 12 by
// addition when the 9 comes to f10.
const prisonerBeside = "7,r9/8/8/8/5,T9,2/8/8/2,R3*,5/3,t12,4/8/8/8/8/8/8/S289,7 w fulke2 - - 1"

func TestApplyGolden(t *testing.T) {
	for _, c := range []struct {
		name string
		args []string
	}{
		{"apply-king-by-eruption", []string{kingByEruption, "e15-d16"}},
		{"apply-two-actions", []string{"--width", "80", kingByEruption, "e15-d16", "h1-h4"}},
		{"apply-prisoner-json", []string{"--json", prisonerBeside, "f12-f10", "h16-h15", "c9-c10"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			out, stderr, code := runBoard(append([]string{"apply"}, c.args...)...)
			require.Equal(t, ExitOK, code, stderr)
			assert.Empty(t, stderr)
			golden(t, c.name+".golden", out)
		})
	}
}

func TestApplyJSON(t *testing.T) {
	out, stderr, code := runBoard("apply", "--json", kingByEruption, "e15-d16")
	require.Equal(t, ExitOK, code, stderr)
	var got jsonApply
	require.NoError(t, json.Unmarshal([]byte(out), &got))
	require.Len(t, got.Actions, 1)
	a := got.Actions[0]
	assert.Equal(t, "e15-d16", a.Action)
	require.Len(t, a.Captures, 1)
	assert.Equal(t, "d2", a.Captures[0].Square)
	assert.Equal(t, "eruption", a.Captures[0].Relations[0].Relation)
	assert.Equal(t, "3,r7,4/8/8/8/8/8/8/8/8/8/8/8/8/8/8/7,S289 w fulke2 - P[R1,R4,T9,T16,S25,S36] 2", a.Position)
	assert.Nil(t, a.Victory)
}

// A triumph that wins is reported with the action that completes it.
func TestApplyReportsAVictory(t *testing.T) {
	out, stderr, code := runBoard("apply", "--json", triumphExample, "d13-c14")
	require.Equal(t, ExitOK, code, stderr)
	var got jsonApply
	require.NoError(t, json.Unmarshal([]byte(out), &got))
	require.NotNil(t, got.Actions[0].Victory)
	assert.Equal(t, "white", got.Actions[0].Victory.Side)
	assert.Equal(t, "great", got.Actions[0].Victory.Kind)
}

// The fields may come apart, and the positions before an illegal action
// are shown before it is refused.
func TestApplyArguments(t *testing.T) {
	quoted, _, code := runBoard("apply", additionExample, "c6-d7")
	require.Equal(t, ExitOK, code)
	apart, _, code := runBoard(append(append([]string{"apply"}, strings.Fields(additionExample)...), "c6-d7")...)
	require.Equal(t, ExitOK, code)
	assert.Equal(t, quoted, apart)

	out, stderr, code := runBoard("apply", kingByEruption, "e15-d16", "d16-d15")
	assert.Equal(t, ExitFailure, code)
	assert.Contains(t, out, "1. e15-d16 takes the pyramid P91 on d2")
	assert.Equal(t, "rithmo: action 2 d16-d15 is illegal in 3,r7,4/8/8/8/8/8/8/8/8/8/8/8/8/8/8/7,S289 w fulke2 - P[R1,R4,T9,T16,S25,S36] 2: the round 7 on d16 is black's; white is to move\n", stderr)
}

func TestApplyRefusesBadInput(t *testing.T) {
	for _, c := range []struct {
		name string
		args []string
		code int
		want string
	}{
		{"no arguments", nil, ExitUsage, "give a POSITION and at least one ACTION"},
		{"no action", []string{kingByEruption}, ExitUsage, "give at least one ACTION"},
		{"malformed position", []string{"8/8 w fulke2 - - 1", "e15-d16"}, ExitUsage, "position: board: found 2 ranks"},
		{"unknown rule set", []string{"chess", "e2-e4"}, ExitUsage, `"chess" is neither a position`},
		{"impossible position", []string{"8/8/8/8/8/8/8/8/8/8/8/8/8/8/8/R3,7 w fulke2 - - 1", "a1-a2"}, ExitUsage, "a1: R3: white's army has no round 3; a prisoner white has set on the board is marked R3*"},
		{"malformed action", []string{kingByEruption, "e15-d16", "e15-q9"}, ExitUsage, `action 2 "e15-q9"`},
		{"illegal action", []string{kingByEruption, "e15-e12"}, ExitFailure, "action 1 e15-e12 is illegal in " + kingByEruption + ": the round 7 on e15 moves 1 square in any direction"},
		{"a prisoner pays no ransom", []string{"8/8/8/8/8/8/8/8/8/8/8/8/2,R3*,5/8/8/3,P[R1,R4,T16,S25,S36],4 w fulke2 - T9 1", "c4=d1/9"}, ExitFailure,
			"R3* on c4 is a prisoner set on the board, no man of your army: it serves only your triumphs and pays no ransom"},
	} {
		t.Run(c.name, func(t *testing.T) {
			out, stderr, code := runBoard(append([]string{"apply"}, c.args...)...)
			assert.Equal(t, c.code, code)
			if c.code == ExitUsage {
				assert.Empty(t, out, "nothing is played before the input is read")
			}
			assert.Contains(t, stderr, c.want)
			assert.Equal(t, 1, strings.Count(stderr, "\n"), "one line: %q", stderr)
		})
	}
}
