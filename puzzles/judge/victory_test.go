package judge

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/rules/board"
	"github.com/rithmo/rithmo/rules/engine"
)

// nQuarrel: White holds 16, 28 and 56 (100 in 6 digits); d10x takes the
// t64 (164 in 8 digits), f10x the s49 (149), b10x the r9 (109 in 7).
const nQuarrel = "8/8/8/8/1,r9,3,s49,2/3,t64,4/1,T9,1,R64,1,T49,2/8/8/8/8/8/8/8/8/8 w nemec t16,s28,t56 - 30"

const quarrelGoal = "victory quarrel sum=160 digits=8"

func action(t *testing.T, text string) engine.Action {
	t.Helper()
	a, err := engine.ParseAction(text)
	require.NoError(t, err)
	return a
}

func TestVictorySolve(t *testing.T) {
	s := solve(t, nQuarrel, quarrelGoal)
	require.Len(t, s.Solutions, 1)
	assert.Equal(t, "d10x", s.Solutions[0].Action().String())
	require.NotNil(t, s.Solutions[0].Count)
	assert.Equal(t, []int64{16, 28, 56, 64}, s.Solutions[0].Count.Counted)
	assert.Equal(t, "White has taken 16, 28 and 56: 16 + 28 + 56 = 100 in 6 digits (at most 8), 60 short of 160", s.Before.Text)
	assert.Equal(t, 1, s.Count())

	// Nothing wins the quarrel in 7 digits: no solution, and no error.
	none := solve(t, nQuarrel, "victory quarrel sum=160 digits=7")
	assert.Empty(t, none.Solutions)

	// Won before acting: the puzzle makes no sense.
	_, err := Solve(puzzle(t, nQuarrel, "victory goods sum=100"))
	require.Error(t, err)
	assert.Equal(t, "victory goods sum=100: White has won it before acting: White has taken 16, 28 and 56: 16 + 28 + 56 = 100, at least 100: victory of goods", err.Error())
}

func TestVictoryVerdicts(t *testing.T) {
	s := solve(t, nQuarrel, quarrelGoal)
	cases := []struct {
		name string
		v    Verdict
		want string
		ok   bool
	}{
		{"the right man", s.Man(sq(t, "d10")), "Yes, the R64 on d10 can do it.", true},
		{"a man whose best capture falls short", s.Man(sq(t, "f10")),
			"No action of the T49 on f10 wins the victory of quarrel (160 in at most 8 digits); its best capture, f10x, leaves this count: " +
				"White has taken 16, 28, 49 and 56: 16 + 28 + 49 + 56 = 149 in 8 digits (at most 8), 11 short of 160.", false},
		{"the right action", s.Action(action(t, "d10x")), "Yes, d10x does it.", true},
		{"a capture one digit short", s.Action(action(t, "b10x")),
			"b10x takes the r9 on b12, but that does not win the victory of quarrel (160 in at most 8 digits): " +
				"White has taken 9, 16, 28 and 56: 9 + 16 + 28 + 56 = 109 in 7 digits (at most 8), 51 short of 160.", false},
		{"a move takes nothing", s.Action(action(t, "d10-c9")),
			"d10-c9 takes nothing, and only a capture brings the victory of quarrel (160 in at most 8 digits) nearer: " +
				"White has taken 16, 28 and 56: 16 + 28 + 56 = 100 in 6 digits (at most 8), 60 short of 160.", false},
		{"the men taken", s.Taken(action(t, "d10x"), []board.Square{sq(t, "d11")}), "Yes, d10x takes the t64 on d11.", true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			assert.Equal(t, c.ok, c.v.Right)
			assert.Equal(t, c.want, c.v.Text)
		})
	}
}

func TestVictoryWholeAnswerAndHints(t *testing.T) {
	s := solve(t, nQuarrel, quarrelGoal)
	a := NewAnswer()
	a.From, a.Action, a.HasAction, a.Taken = sq(t, "d10"), action(t, "d10x"), true, []board.Square{sq(t, "d11")}
	j := s.Judge(a)
	assert.True(t, j.Correct, "%+v", j.Parts)
	assert.Len(t, j.Parts, 3, "man, action, men taken: no relation is asked")

	a.Taken = nil
	assert.False(t, s.Judge(a).Correct, "the men taken are part of the answer")

	assert.Equal(t, "The victory of quarrel (160 in at most 8 digits): so far White has taken 16, 28 and 56: 16 + 28 + 56 = 100 in 6 digits (at most 8), 60 short of 160; one capture must make up the rest.", s.Hint(1))
	assert.Equal(t, "Attack with the R64 on d10: it takes without moving.", s.Hint(2))
	assert.Equal(t, "d10x takes the t64 on d11 (64 on d10 = 64 on d11: equality); now White has taken 16, 28, 56 and 64: 16 + 28 + 56 + 64 = 164 in 8 digits (at most 8), at least 160: victory of quarrel.", s.Hint(3))
}
