package judge

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/content"
	"github.com/rithmo/rithmo/puzzles"
	"github.com/rithmo/rithmo/rules/board"
	"github.com/rithmo/rithmo/rules/engine"
)

// TestManNamesItsTry: a wrong man is told why not by the move of it nearest
// the goal's man, and the verdict says which move that is: the learner
// chose the man, never the square it would move to. The cases are those QA
// found naming a square out of nowhere.
func TestManNamesItsTry(t *testing.T) {
	all, err := puzzles.Load(content.Puzzles())
	require.NoError(t, err)
	for _, tc := range []struct {
		id, man string
		want    []string
		not     []string
	}{
		{"f1-addition-1", "b5", []string{
			"No action of the R4 on b5 takes the t12 on f10: its nearest try, b5-c6, leaves the round 4 on c6, which does not reach f10: it moves 1 square diagonally",
		}, []string{": the round 4 on c6 does not reach"}},
		{"f1-addition-1", "g6", []string{
			"No action of the S45 on g6 takes the t12 on f10: its nearest try, g6-g9, leaves the square 45 on g9, which does not reach f10",
		}, []string{": the square 45 on g9 does not reach"}},
		{"f1-addition-1", "f12", []string{
			"No action of the T6 on f12 takes the t12 on f10: its nearest try, f12-",
			", leaves the triangle 6 on ", "which does not reach f10",
			"The T6 on f12 takes part where it stands, but another man must move to complete the capture: which one?",
		}, []string{"on f14"}},
		{"f3-trap-2", "c5", []string{
			"No action of the S45 on c5 takes the t30 on e14: its nearest try, c5-c8, leaves the square 45 on c8, which does not reach e14",
			"; there it does not stand beside e14: lying weight",
		}, []string{"the square 45 on c8 does not"}},
	} {
		t.Run(tc.id+"/"+tc.man, func(t *testing.T) {
			i := slices.IndexFunc(all, func(p puzzles.Puzzle) bool { return p.ID == tc.id })
			require.GreaterOrEqual(t, i, 0)
			s, err := Solve(&all[i])
			require.NoError(t, err)
			v := s.Man(sq(t, tc.man))
			assert.False(t, v.Right)
			assert.Equal(t, tc.man == "f12", v.Accepted, "only the man that takes part where it stands is accepted")
			for _, w := range tc.want {
				assert.Contains(t, v.Text, w)
			}
			for _, n := range tc.not {
				assert.NotContains(t, v.Text, n)
			}
		})
	}
}

// TestTryText: how an engine reason is tied to the move it is about.
func TestTryText(t *testing.T) {
	move := act(t, "b5-c6")
	other := act(t, "b5-a6")
	attack := engine.Action{Kind: engine.Attack, From: sq(t, "c3"), To: sq(t, "c3")}
	reach := "the round 4 on c6 does not reach f10: it moves 1 square diagonally"
	for _, tc := range []struct {
		name  string
		tries []engine.Action
		a     engine.Action
		text  string
		want  string
	}{
		{"the first move", nil, move, reach,
			"its nearest try, b5-c6, leaves the round 4 on c6, which does not reach f10: it moves 1 square diagonally"},
		{"the same move again", []engine.Action{move}, move, "the round 4 on c6 does not stand beside f10: lying weight",
			"there it does not stand beside f10: lying weight"},
		{"another move", []engine.Action{move}, other, "the round 4 on a6 does not reach f10: it moves 1 square diagonally",
			"b5-a6 leaves the round 4 on a6, which does not reach f10: it moves 1 square diagonally"},
		{"a reason not about the man: the first", nil, move, "the line from c6 to f10 is blocked at d7",
			"its nearest try is b5-c6: the line from c6 to f10 is blocked at d7"},
		{"a reason not about the man: the same move", []engine.Action{move}, move, "the line from c6 to f10 is blocked at d7",
			"the line from c6 to f10 is blocked at d7"},
		{"a reason not about the man: another move", []engine.Action{move}, other, "the line from a6 to f10 is blocked at b7",
			"after b5-a6, the line from a6 to f10 is blocked at b7"},
		{"the square only after the colon", nil, move, "the addition holds: the round 4 on c6 is not one of its takers",
			"its nearest try is b5-c6: the addition holds: the round 4 on c6 is not one of its takers"},
		{"an attack: the man stays", nil, attack, "the round 4 on c3 does not reach c5",
			"the round 4 on c3 does not reach c5"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tries := slices.Clone(tc.tries)
			assert.Equal(t, tc.want, tryText(&tries, tc.a, tc.text))
		})
	}
}

// TestTriumphNearMissInNumbers: a man of the wrong value set where the
// answer sets its man is told, in numbers, what proportions the four would
// hold; a man that goes elsewhere is not compared with the answer.
func TestTriumphNearMissInNumbers(t *testing.T) {
	all, err := puzzles.Load(content.Puzzles())
	require.NoError(t, err)
	i := slices.IndexFunc(all, func(p puzzles.Puzzle) bool { return p.ID == "composed-fulke3-greatest-square-c13" })
	require.GreaterOrEqual(t, i, 0)
	s, err := Solve(&all[i])
	require.NoError(t, err)
	require.Equal(t, "c12-c13", s.Solutions[0].Action().String())

	v := s.Man(sq(t, "b13"))
	assert.False(t, v.Right)
	assert.Contains(t, v.Text, "on c13 the 4 would stand where the answer sets a 2: 4, 9, 16, 72:")
	assert.Contains(t, v.Text, "(72 − 16) × 9 = 504 = (16 − 9) × 72: harmonic")
	assert.Contains(t, v.Text, "only one kind (harmonic)")

	a, err := engine.ParseAction("b13-c13")
	require.NoError(t, err)
	v = s.Action(a)
	assert.False(t, v.Right)
	assert.Contains(t, v.Text, "b13-c13 completes no triumph: on c13 the 4 would stand where the answer sets a 2")

	// The 6 on d10 reaches no square of the answer's: no comparison.
	v = s.Man(sq(t, "d10"))
	assert.NotContains(t, v.Text, "where the answer sets")
}

// A wrong answer to a puzzle is explained by what the learner has been
// taught where the puzzle stands in the course: a puzzle closing lesson 3
// says why in lesson 1's relations, in numbers, and never leans on a
// siege, which lesson 14 teaches. The same position met in free practice
// (a puzzle naming no lesson) keeps the whole explanation.
func TestWrongAnswerInWhatIsTaught(t *testing.T) {
	all, err := puzzles.Load(content.Puzzles())
	require.NoError(t, err)
	i := slices.IndexFunc(all, func(p puzzles.Puzzle) bool { return p.ID == "f1-first-1" })
	require.GreaterOrEqual(t, i, 0)
	lesson3 := all[i]
	require.Equal(t, 3, lesson3.Lesson.Number)
	practice := lesson3
	practice.Lesson = puzzles.LessonRef{}
	for _, tc := range []struct {
		name string
		pz   puzzles.Puzzle
		man  string
		want []string
		not  []string
	}{
		{"lesson 3: the sum that falls short", lesson3, "b8",
			[]string{"6 on c9 ≠ 36 on d10: equality needs equal values", "b8-c7 leaves the round 6 on c7, which does not reach d10"},
			[]string{"siege", "besieged"}},
		{"lesson 3: out of reach", lesson3, "g4",
			[]string{"does not reach d10: it moves 3 squares orthogonally"},
			[]string{"a siege needs"}},
		{"lesson 3: a man that takes part where it stands", lesson3, "d8",
			[]string{"another man must move"},
			[]string{"a siege needs"}},
		{"free practice", practice, "b8",
			[]string{"6 on c9 ≠ 36 on d10: equality needs equal values", "a siege needs every draught closed by enemies"},
			nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s, err := Solve(&tc.pz)
			require.NoError(t, err)
			sq, err := board.ParseSquare(tc.man)
			require.NoError(t, err)
			v := s.Man(sq)
			assert.False(t, v.Right)
			for _, w := range tc.want {
				assert.Contains(t, v.Text, w)
			}
			for _, w := range tc.not {
				assert.NotContains(t, v.Text, w)
			}
		})
	}
}
