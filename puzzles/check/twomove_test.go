package check

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/content"
	"github.com/rithmo/rithmo/puzzles"
)

// twoPos is a parlett position where d4-b6 alone wins the p49 on b5 in two.
const twoPos = "1,s121,4,s225,1/1,s66,t36,t30,t56,t64,s120,1/1,t12,r9,r25,r49,r81,t90,1/3,r5,1,r9,2/3,r3,r7,3/S153,3,T81,3/6,S289,s361/8/5,t100,t16,1/6,s49,1/3,R6,2,s28,1/1,p[s49],1,T72,4/T49,1,R64,T25,R4,R2,2/3,R36,1,R4,T6,1/1,P[R1,R4,T9,T16,S25,S36],1,T42,T20,1,S45,1/1,S169,4,S81,1 w parlett t25,r16,t36,s64 S25,S15,T9,R16,R8 45"

// TestTwoMoveProblems: every problem of a two-move puzzle is named with
// its file and line.
func TestTwoMoveProblems(t *testing.T) {
	cases := []struct {
		name, goal, extra, want string
	}{
		{"good", "capture b5 in 2", "themes: equality, two-move\nexpect: d4-b6\nunique: yes\n", ""},
		{"bad goal", "capture b5 in 3", "", `two.puz:4: goal: "capture b5 in 3": want in 2, found in "3": only two-move goals are known`},
		{"spot in 2", "spot in 2", "", `two.puz:4: goal: "spot in 2": only capture SQUARE and triumph [KIND] may be asked in 2`},
		{"wrong expect", "capture b5 in 2", "expect: d6-d7\n", "two.puz:5: expect does not hold: the engine finds d4-b6; it does not find d6-d7; not expected: d4-b6"},
		{"wrong theme", "capture b5 in 2", "themes: siege\n", `two.puz:5: theme "siege": the solution does not take by siege (it takes by equality)`},
		{"no solution", "capture g7 in 2", "", "two.puz:4: \"capture g7 in 2\" has no solution: of the 37 legal first actions, none prepares the goal: after none of them, even if the opponent did nothing, would a second action meet it"},
		{"not on board", "capture b4 in 2", "", "two.puz:4: capture b4: the square holds no black man"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			text := "id: two\ntitle: Two\nposition: " + twoPos + "\ngoal: " + c.goal + "\n" + c.extra
			ps, err := puzzles.Parse("two.puz", []byte(text))
			if err != nil {
				require.NotEmpty(t, c.want)
				assert.Contains(t, err.Error(), c.want)
				return
			}
			require.Len(t, ps, 1)
			errs := Puzzle(&ps[0])
			if c.want == "" {
				assert.Empty(t, errs)
				return
			}
			require.NotEmpty(t, errs)
			assert.Contains(t, errs.Error(), c.want)
		})
	}
}

// TestTwoMoveUniqueListsEveryWinner: a two-move puzzle marked unique with
// two winning first actions is refused, naming both.
func TestTwoMoveUniqueListsEveryWinner(t *testing.T) {
	all, errs := FS(content.Puzzles())
	require.Empty(t, errs)
	for i := range all {
		pz := all[i]
		if !pz.Goal.InTwo() || len(strings.Fields(pz.Expect)) < 2 {
			continue
		}
		pz.Unique = true
		got := Puzzle(&pz)
		require.NotEmpty(t, got, pz.ID)
		assert.Contains(t, got.Error(), "unique, but 2 first actions win in two: "+pz.Expect)
		return
	}
	t.Fatal("no curated two-move puzzle has two winning first actions")
}
