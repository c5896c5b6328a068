package judge

import (
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/puzzles"
	"github.com/rithmo/rithmo/rules/arith"
	"github.com/rithmo/rithmo/rules/board"
	"github.com/rithmo/rithmo/rules/diagram"
	"github.com/rithmo/rithmo/rules/engine"
)

// Positions shared by the tests, each a small scene of one relation.
const (
	// fulke1: R6 c6, T6 e6 against t12 e8: c6-d7 takes it, 6 + 6 = 12.
	f1Addition = "8/8/8/8/1,r9,6/8/8/8/4,t12,3/8/2,R6,1,T6,3/8/8/8/8/8 w fulke1 - - 5"
	// fulke1: R36 d7 reaches e8; R4 g6-f7 joins it: 36 ÷ 4 = 9.
	f1Division = "8/8/8/t16,7/8/8/8/8/4,r9,3/3,R36,4/6,R4,1/8/8/8/8/8 w fulke1 - - 7"
	// fulke1: the t12 on e8 was left in a relation: d7xe8 or e6xe8.
	f1Spot = "8/8/8/8/r5,7/8/8/8/4,t12,3/3,R6,4/4,T6,3/8/8/8/8/8 w fulke1 - - 9"
	// fulke1: c6-d7 takes 12, g10-g12 takes 25.
	f1Most = "8/8/6,r25,1/8/8/8/6,T25,1/8/4,t12,3/8/2,R6,1,T6,3/8/8/8/8/8 w fulke1 - - 11"
	// nemec: R4 c3 takes t12 c5 by eruption (4 × 3); T9 d5 takes r9 d7 by equality.
	// fulke2: the T9 on f3 takes the r9 on f7 by equality from f5; the R4
	// on d4 may fly a knight's leap only to besiege or flee, so none of
	// its flights is legal.
	f2Leap = "8/8/8/8/8/8/8/8/8/5,r9,2/8/8/3,R4,4/5,T9,2/8/8 w fulke2 - - 10"
	nSpot  = "8/8/8/8/8/8/8/8/5,t16,2/3,r9,4/8/2,t12,T9,4/8/2,R4,5/8/7,R2 w nemec - - 12"
	// nemec: the r9 on a8 is hemmed in by a7, a9, b8 and the edge.
	nSiege = "8/8/8/8/5,s28,2/8/8/R4,7/r9,T20,6/R6,7/8/8/8/8/8/8 w nemec - - 20"
	// nemec: R4 a12, R6 c12; R8 e11-e12 completes 4, 6, 8 in a line.
	nTriumph = "8/6,r9,1/8/8/R4,1,R6,5/4,R8,3/8/8/8/8/8/8/8/8/8/1,R2,6 w nemec - - 30"
	// nemec: R16 d7 beside Black's complete pyramid on d8: takes its layer 16.
	nPyramid = "8/8/8/8/8/8/8/8/3,p[r16,t25,t36,s49,s64],4/3,R16,4/8/8/8/8/8/R2,7 w nemec - - 1"
)

func puzzle(t testing.TB, position, goal string) *puzzles.Puzzle {
	t.Helper()
	p, err := board.Parse(position)
	require.NoError(t, err)
	require.NoError(t, board.Validate(&p))
	g, err := puzzles.ParseGoal(goal)
	require.NoError(t, err)
	return &puzzles.Puzzle{ID: "test", Title: "test", Position: p, Goal: g}
}

func solve(t *testing.T, position, goal string) *Solved {
	t.Helper()
	s, err := Solve(puzzle(t, position, goal))
	require.NoError(t, err)
	return s
}

func sq(t *testing.T, name string) board.Square {
	t.Helper()
	s, err := board.ParseSquare(name)
	require.NoError(t, err)
	return s
}

func act(t *testing.T, text string) engine.Action {
	t.Helper()
	a, err := engine.ParseAction(text)
	require.NoError(t, err)
	return a
}

func actionStrings(s *Solved) []string {
	var out []string
	for i := range s.Solutions {
		out = append(out, s.Solutions[i].Action().String())
	}
	slices.Sort(out)
	return out
}

func claimStrings(s *Solved) []string {
	var out []string
	for _, c := range s.Claims() {
		out = append(out, c.String())
	}
	return out
}

func draw(p *puzzles.Puzzle) string {
	return diagram.Draw(&p.Position, diagram.Options{Layout: diagram.Narrow, BoardOnly: true})
}

func TestSolve(t *testing.T) {
	for _, tc := range []struct {
		name, position, goal string
		solutions            []string
		claims               []string
		most                 int64
	}{
		{"capture by addition", f1Addition, "capture e8", []string{"c6-d7"}, nil, 0},
		{"capture by division", f1Division, "capture e8", []string{"g6-f7"}, nil, 0},
		{"capture most: the larger of two", f1Most, "capture most", []string{"g10-g12"}, nil, 25},
		{"siege: any besieger declares it", nSiege, "capture a8", []string{"a7x", "a9x", "b8x"}, []string{"a8 siege"}, 0},
		{"spot under nemec: attacks", nSpot, "spot", nil, []string{"c5 eruption", "d7 equality"}, 0},
		{"spot under fulke1: the man left in a relation", f1Spot, "spot", nil, []string{"e8 addition"}, 0},
		{"nothing left in a relation under fulke1", f1Addition, "spot", nil, nil, 0},
		{"triumph of any kind", nTriumph, "triumph", []string{"e11-e12"}, nil, 0},
		{"triumph great", nTriumph, "triumph great", []string{"e11-e12"}, nil, 0},
		{"no greater triumph here", nTriumph, "triumph greater", nil, nil, 0},
		{"a pyramid's layer", nPyramid, "capture d8", []string{"d7x"}, []string{"d8 equality"}, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := solve(t, tc.position, tc.goal)
			assert.Equal(t, tc.solutions, actionStrings(s), draw(s.Puzzle))
			assert.Equal(t, tc.claims, claimStrings(s), draw(s.Puzzle))
			assert.Equal(t, tc.most, s.Most)
		})
	}
}

func TestSolveRefusesGoalsThatMakeNoSense(t *testing.T) {
	for _, tc := range []struct {
		name, position, goal, want string
	}{
		{"empty square", f1Addition, "capture a1", "capture a1: the square holds no black man (white is to move)"},
		{"own man", f1Addition, "capture c6", "capture c6: the square holds no black man"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Solve(puzzle(t, tc.position, tc.goal))
			require.Error(t, err)
			assert.Contains(t, err.Error(), tc.want)
		})
	}
	pz := puzzle(t, f1Addition, "spot")
	pz.Position.ToMove = board.NoSide
	_, err := Solve(pz)
	assert.ErrorContains(t, err, "no side to move")
}

func TestSolutionsFunction(t *testing.T) {
	as, err := Solutions(puzzle(t, f1Spot, "spot"))
	require.NoError(t, err)
	names := make([]string, len(as))
	for i, a := range as {
		names[i] = a.String()
	}
	slices.Sort(names)
	assert.Equal(t, []string{"d7xe8", "e6xe8"}, names)

	as, err = Solutions(puzzle(t, f1Addition, "capture e8"))
	require.NoError(t, err)
	assert.Equal(t, []engine.Action{act(t, "c6-d7")}, as)
}

func TestMan(t *testing.T) {
	for _, tc := range []struct {
		name, position, goal, man string
		right                     bool
		want                      []string
	}{
		{"the mover", f1Addition, "capture e8", "c6", true, []string{"R6 on c6 can do it"}},
		{"a taker that stays", f1Addition, "capture e8", "e6", false, []string{"The T6 on e6 takes part where it stands, but another man must move to complete the capture: which one? No action of the T6 on e6 takes the t12 on e8", "does not reach e8"}},
		{"an enemy man", f1Addition, "capture e8", "e8", false, []string{"is not yours: white is to move"}},
		{"an empty square", f1Addition, "capture e8", "a1", false, []string{"a1 is empty"}},
		{"nemec: a man that attacks nothing", nSpot, "capture c5", "h1", false, []string{"No action of the R2 on h1 takes the t12 on c5"}},
		{"capture most: less than the most", f1Most, "capture most", "c6", false, []string{"c6-d7, taking the t12 on e8: 12 in all, less than the 25"}},
		{"capture most: nothing at all", f1Most, "capture most", "e6", false, []string{"takes nothing this turn, whatever it does; the most you can take is 25"}},
		{"triumph: another man", nTriumph, "triumph great", "a12", false, []string{"No action of the R4 on a12 completes a great triumph"}},
		{"triumph: the mover", nTriumph, "triumph great", "e11", true, []string{"R8 on e11"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := solve(t, tc.position, tc.goal)
			v := s.Man(sq(t, tc.man))
			assert.Equal(t, tc.right, v.Right, v.Text)
			assert.Equal(t, tc.name == "a taker that stays", v.Accepted, "accepted: a correct reading, not a mistake")
			for _, w := range tc.want {
				assert.Contains(t, v.Text, w)
			}
		})
	}
}

func TestAction(t *testing.T) {
	for _, tc := range []struct {
		name, position, goal, action string
		right                        bool
		want                         []string
	}{
		{"the solution", f1Addition, "capture e8", "c6-d7", true, []string{"c6-d7 does it"}},
		{"a move that takes nothing", f1Addition, "capture e8", "c6-b7", false, []string{"c6-b7 does not take the t12 on e8", "b7"}},
		{"not legal: the engine says why", f1Addition, "capture e8", "c6-c8", false, []string{"c6-c8 is not allowed here: the round 6 on c6 moves 1 square diagonally; c8 is 2 squares north"}},
		{"fulke2: a flying square offered but not allowed", f2Leap, "capture f7", "d4-e6", false, []string{
			"d4-e6 is not allowed here", "may fly to e6 only to besiege an enemy or to flee a siege (fulke2)",
			"on d4 it stands in no siege (it can still move to", "the round 9 on f7 can still move to"}},
		{"nemec: a move never takes", nSpot, "capture c5", "c3-c4", false, []string{"under nemec a move takes nothing"}},
		{"capture most: takes less", f1Most, "capture most", "c6-d7", false, []string{"c6-d7 takes the t12 on e8: 12 in all, less than the 25"}},
		{"capture most: takes nothing", f1Most, "capture most", "c6-b7", false, []string{"c6-b7 takes nothing; the most you can take is 25"}},
		{"triumph: another kind", nTriumph, "triumph greater", "e11-e12", false, []string{"completes a great triumph, not a greater triumph", "6 − 4 = 2 = 8 − 6"}},
		{"triumph: no triumph", nTriumph, "triumph", "e11-f12", false, []string{"e11-f12 completes no triumph"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := solve(t, tc.position, tc.goal)
			v := s.Action(act(t, tc.action))
			assert.Equal(t, tc.right, v.Right, v.Text)
			for _, w := range tc.want {
				assert.Contains(t, v.Text, w)
			}
		})
	}
}

func TestTakenAndRelation(t *testing.T) {
	s := solve(t, f1Addition, "capture e8")
	a := act(t, "c6-d7")

	v := s.Taken(a, []board.Square{sq(t, "e8")})
	assert.True(t, v.Right, v.Text)
	assert.Contains(t, v.Text, "c6-d7 takes the t12 on e8")

	v = s.Taken(a, []board.Square{sq(t, "e8"), sq(t, "b12")})
	assert.False(t, v.Right)
	assert.Contains(t, v.Text, "c6-d7 does not take the r9 on b12")
	assert.True(t, strings.HasPrefix(v.Text, "e8 yes; b12 no: c6-d7 does not take the r9 on b12"), "judged per man: %s", v.Text)

	v = s.Taken(a, []board.Square{})
	assert.False(t, v.Right)
	assert.Contains(t, v.Text, "You left out the t12 on e8: 6 on d7 + 6 on e6 = 12 on e8: addition")

	for _, tc := range []struct {
		rel   engine.Relation
		right bool
		want  string
	}{
		{engine.Addition, true, "6 on d7 + 6 on e6 = 12 on e8: addition"},
		{engine.Multiplication, false, "× 6 on e6 = 36, not 12 on e8"},
		{engine.Subtraction, false, "= 0, not 12 on e8"},
		{engine.Equality, false, "≠ 12 on e8"},
	} {
		t.Run(tc.rel.String(), func(t *testing.T) {
			v := s.Relation(a, tc.rel)
			assert.Equal(t, tc.right, v.Right, v.Text)
			assert.Contains(t, v.Text, tc.want)
			if !tc.right {
				assert.Contains(t, v.Text, "instead 6 on d7 + 6 on e6 = 12 on e8: addition", "a wrong relation is shown the right one")
			}
		})
	}
}

func TestRelationsForCaptureMost(t *testing.T) {
	s := solve(t, f1Most, "capture most")
	a := act(t, "g10-g12")
	assert.True(t, s.Relations(a, []engine.Relation{engine.Equality}).Right)
	v := s.Relations(a, []engine.Relation{engine.Equality, engine.Addition})
	assert.False(t, v.Right)
	assert.Contains(t, v.Text, "g10-g12 takes nothing by addition")
	v = s.Relations(a, nil)
	assert.False(t, v.Right)
	assert.Contains(t, v.Text, "You named no relation")
	assert.Contains(t, v.Text, "the r25 on g14 falls by equality: 25 on g12 = 25 on g14")
}

func TestProportions(t *testing.T) {
	s := solve(t, nTriumph, "triumph great")
	a := act(t, "e11-e12")
	v := s.Proportions(a, []arith.Proportion{arith.Arithmetic})
	assert.True(t, v.Right, v.Text)
	assert.Contains(t, v.Text, "White sets the great triumph with 4 on a12, 6 on c12 and 8 on e12")

	v = s.Proportions(a, []arith.Proportion{arith.Harmonic})
	assert.False(t, v.Right)
	assert.Contains(t, v.Text, "not harmonic")
	assert.Contains(t, v.Text, "you left out arithmetic")

	v = s.Proportions(act(t, "e11-f12"), []arith.Proportion{arith.Arithmetic})
	assert.False(t, v.Right, "proportions of an action that is no solution")
}

func TestSpot(t *testing.T) {
	s := solve(t, nSpot, "spot")
	c5, d7, f8 := sq(t, "c5"), sq(t, "d7"), sq(t, "f8")

	v := s.SpotMen([]board.Square{d7, c5})
	assert.True(t, v.Right, v.Text)
	assert.Contains(t, v.Text, "you can take the t12 on c5 and the r9 on d7 now")

	v = s.SpotMen([]board.Square{c5})
	assert.False(t, v.Right)
	assert.Contains(t, v.Text, "You left out the r9 on d7: 9 on d5 = 9 on d7: equality")

	v = s.SpotMen([]board.Square{c5, d7, f8})
	assert.False(t, v.Right)
	assert.Contains(t, v.Text, "The t16 on f8 cannot be taken now")

	v = s.SpotRelation(c5, engine.Eruption)
	assert.True(t, v.Right)
	assert.Contains(t, v.Text, "4 on c3 × 3 = 12 on c5")

	v = s.SpotRelation(c5, engine.Equality)
	assert.False(t, v.Right)
	assert.Contains(t, v.Text, "not taken by equality now")
	assert.Contains(t, v.Text, "instead 4 on c3 × 3 = 12 on c5")

	v = s.SpotRelation(f8, engine.Equality)
	assert.False(t, v.Right)
	assert.Contains(t, v.Text, "cannot be taken now")

	f := solve(t, f1Spot, "spot")
	v = f.SpotMen([]board.Square{sq(t, "a12")})
	assert.False(t, v.Right)
	assert.Contains(t, v.Text, "stands in no relation with your men")
}

func TestJudgeWholeAnswers(t *testing.T) {
	s := solve(t, f1Addition, "capture e8")
	e8 := sq(t, "e8")
	full := Answer{From: sq(t, "c6"), Action: act(t, "c6-d7"), HasAction: true,
		Taken: []board.Square{e8}, Relations: []engine.Relation{engine.Addition}}

	j := s.Judge(full)
	assert.True(t, j.Correct)
	assert.Len(t, j.Parts, 4)

	wrongRel := full
	wrongRel.Relations = []engine.Relation{engine.Multiplication}
	j = s.Judge(wrongRel)
	assert.False(t, j.Correct)
	require.Len(t, j.Parts, 4)
	assert.Contains(t, j.Parts[3].Text, "36, not 12")

	wrongMan := Answer{From: sq(t, "e6"), Action: act(t, "e6-e4"), HasAction: true}
	j = s.Judge(wrongMan)
	assert.False(t, j.Correct)
	assert.Len(t, j.Parts, 1, "judging stops at the first wrong part")

	short := Answer{From: sq(t, "c6"), Action: act(t, "c6-d7"), HasAction: true}
	j = s.Judge(short)
	assert.False(t, j.Correct, "an answer without the men taken is not complete")
	assert.Len(t, j.Parts, 2)

	mismatched := Answer{From: sq(t, "c6"), Action: act(t, "e6-e4"), HasAction: true}
	j = s.Judge(mismatched)
	assert.False(t, j.Correct)
	assert.Contains(t, j.Parts[len(j.Parts)-1].Text, "not an action of the man on c6")

	sp := solve(t, nSpot, "spot")
	j = sp.Judge(Answer{From: board.NoSquare, Men: []board.Square{sq(t, "c5"), sq(t, "d7")},
		Claims: []Claim{{sq(t, "c5"), engine.Eruption}, {sq(t, "d7"), engine.Equality}}})
	assert.True(t, j.Correct)
	j = sp.Judge(Answer{From: board.NoSquare, Men: []board.Square{sq(t, "c5"), sq(t, "d7")},
		Claims: []Claim{{sq(t, "c5"), engine.Eruption}}})
	assert.False(t, j.Correct, "d7 has no relation named")

	tr := solve(t, nTriumph, "triumph")
	j = tr.Judge(Answer{From: sq(t, "e11"), Action: act(t, "e11-e12"), HasAction: true, Proportions: []arith.Proportion{arith.Arithmetic}})
	assert.True(t, j.Correct)
}

func TestHints(t *testing.T) {
	for _, tc := range []struct {
		name, position, goal string
		want                 [Hints]string
	}{
		{"capture", f1Addition, "capture e8", [Hints]string{
			"The t12 on e8 can be taken by addition: two of your men that both reach it must make 12 together (a + b = 12).",
			"Move the R6 on c6.",
			"c6-d7 takes the t12 on e8: 6 on d7 + 6 on e6 = 12 on e8: addition."}},
		{"attack", nSpot, "capture c5", [Hints]string{
			"The t12 on c5 can be taken by eruption:",
			"Attack with the R4 on c3: it takes without moving.",
			"c3x takes the t12 on c5: 4 on c3 × 3 = 12 on c5: eruption"}},
		{"capture most", f1Most, "capture most", [Hints]string{
			"The most you can take is 25: the r25 on g14 by equality.",
			"Move the T25 on g10.",
			"g10-g12 takes the r25 on g14, 25 in all: 25 on g12 = 25 on g14: equality."}},
		{"spot", nSpot, "spot", [Hints]string{
			"Two men can be taken now, by eruption or equality.",
			"Look at the t12 on c5 and the r9 on d7.",
			"The t12 on c5: 4 on c3 × 3 = 12 on c5"}},
		{"take and move in", f1Spot, "spot", [Hints]string{
			"One man can be taken now, by addition.",
			"Look at the t12 on e8.",
			"The t12 on e8: 6 on d7 + 6 on e6 = 12 on e8: addition."}},
		{"triumph", nTriumph, "triumph great", [Hints]string{
			"A great triumph: 3 men in the enemy camp whose values hold the arithmetic proportion, b − a = c − b.",
			"Move the R8 on e11.",
			"e11-e12: White sets the great triumph with 4 on a12, 6 on c12 and 8 on e12 in a line along rank 12"}},
		{"pyramid layer", nPyramid, "capture d8", [Hints]string{
			"The layer r16 of the p190 on d8 can be taken by equality: one of your men of the same value, 16, must reach it.",
			"Attack with the R16 on d7",
			"d7x takes the layer r16 of the p190 on d8"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := solve(t, tc.position, tc.goal)
			for i, want := range tc.want {
				assert.Contains(t, s.Hint(i+1), want, "hint %d", i+1)
			}
			assert.Equal(t, s.Hint(1), s.Hint(0), "hints below 1 are the first")
			assert.Equal(t, s.Hint(Hints), s.Hint(Hints+5), "hints above the last are the last")
		})
	}
	none := solve(t, nTriumph, "triumph greater")
	assert.Contains(t, none.Hint(1), "no solution")
	assert.Equal(t, "There is no solution here.", none.Explain())
}

func TestHintsNeverNameTheAnswerEarly(t *testing.T) {
	s := solve(t, f1Addition, "capture e8")
	for n := 1; n < Hints; n++ {
		assert.NotContains(t, s.Hint(n), "c6-d7", "hint %d gives the whole answer", n)
	}
	assert.NotContains(t, s.Hint(1), "c6", "the first hint names the relation, not the man")
}

func TestExplainListsSolutions(t *testing.T) {
	s := solve(t, nSiege, "capture a8")
	lines := strings.Split(s.Explain(), "\n")
	require.Len(t, lines, 3)
	for _, l := range lines {
		assert.Contains(t, l, "9 on a8 is hemmed in on its four orthogonal sides by a7, a9, b8 and the board's edge: siege")
	}
}

func TestScoreOf(t *testing.T) {
	for _, tc := range []struct {
		correct bool
		hints   int
		points  int
	}{
		{true, 0, 3}, {true, 1, 2}, {true, 2, 1}, {true, 3, 0}, {true, 9, 0},
		{false, 0, 0}, {false, 2, 0},
	} {
		s := ScoreOf(tc.correct, tc.hints)
		assert.Equal(t, tc.points, s.Points, "correct %v hints %d", tc.correct, tc.hints)
		assert.Equal(t, tc.hints, s.HintsUsed)
		assert.Equal(t, tc.correct, s.Correct)
	}
}

func TestAnswerString(t *testing.T) {
	e8, c5, d7 := sq(t, "e8"), sq(t, "c5"), sq(t, "d7")
	for _, tc := range []struct {
		name   string
		answer Answer
		want   string
	}{
		{"nothing", NewAnswer(), ""},
		{"a man", Answer{From: sq(t, "c6")}, "c6"},
		{"an action", Answer{From: sq(t, "c6"), Action: act(t, "c6-d7"), HasAction: true}, "c6-d7"},
		{"capture", Answer{Action: act(t, "c6-d7"), HasAction: true, Taken: []board.Square{e8}, Relations: []engine.Relation{engine.Addition}}, "c6-d7 takes e8 by addition"},
		{"triumph", Answer{Action: act(t, "e11-e12"), HasAction: true, Proportions: []arith.Proportion{arith.Arithmetic, arith.Harmonic}}, "e11-e12 arithmetic harmonic"},
		{"spot", Answer{From: board.NoSquare, Men: []board.Square{c5, d7}, Claims: []Claim{{c5, engine.Eruption}}}, "c5 eruption, d7"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.want, tc.answer.String())
		})
	}
}

func TestWords(t *testing.T) {
	pyr := board.NewPyramid(board.White, board.Layer{Shape: board.Round, Value: 1}, board.Layer{Shape: board.Round, Value: 4})
	assert.Equal(t, "P5", Label(pyr))
	assert.Equal(t, "t12", Label(board.Man(board.Black, board.Triangle, 12)))
	assert.Equal(t, "nothing", Label(board.Piece{}))
	p, err := board.Parse(f1Spot)
	require.NoError(t, err)
	assert.Equal(t, "e8 t12", Option(&p, sq(t, "e8")))
	assert.Equal(t, "e8: take the t12 there and move in", ActionOption(&p, act(t, "d7xe8")))
	assert.Equal(t, "take without moving", ActionOption(&p, act(t, "d7x")))
	assert.Equal(t, "d6", ActionOption(&p, act(t, "e6-d6")))
	assert.Equal(t, "c6-d7 takes it.", sentence("c6-d7 takes it"))
	assert.Equal(t, "Yes, it does.", sentence("yes, it does"))
	assert.Equal(t, "a, b and c", andList([]string{"a", "b", "c"}))
	assert.Equal(t, "a or b", orList([]string{"a", "b"}))
}

func TestDestinationsOfferEveryFlyingSquare(t *testing.T) {
	for _, tc := range []struct {
		name, position, goal, from string
		want                       []string // every destination, as actions
		flying                     []string // the labels of the flying ones
	}{
		{name: "fulke2: knight's squares with no licence are offered too, not an occupied one (f3)", position: f2Leap, goal: "capture f7", from: "d4",
			want: []string{"d4-c3", "d4-d3", "d4-e3", "d4-c4", "d4-e4", "d4-c5", "d4-d5", "d4-e5",
				"d4-c2", "d4-e2", "d4-b3", "d4-b5", "d4-f5", "d4-c6", "d4-e6"},
			flying: []string{"c2 (flying)", "e2 (flying)", "b3 (flying)", "b5 (flying)", "f5 (flying)", "c6 (flying)", "e6 (flying)"}},
		{name: "fulke1: a round has no flight", position: f1Addition, goal: "capture e8", from: "c6",
			want: []string{"c6-b5", "c6-d5", "c6-b7", "c6-d7"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := solve(t, tc.position, tc.goal)
			var got, flying []string
			for _, a := range s.Destinations(sq(t, tc.from)) {
				got = append(got, a.String())
				if label := ActionOption(&s.Puzzle.Position, a); strings.HasSuffix(label, "(flying)") {
					flying = append(flying, label)
				}
			}
			assert.ElementsMatch(t, tc.want, got)
			assert.ElementsMatch(t, tc.flying, flying)
			for _, a := range s.ActionsOf(sq(t, tc.from)) {
				assert.Contains(t, got, a.String(), "every legal action is offered")
			}
		})
	}
}
