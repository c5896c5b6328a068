package judge

import (
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/content"
	"github.com/rithmo/rithmo/puzzles"
	"github.com/rithmo/rithmo/rules/board"
	"github.com/rithmo/rithmo/rules/engine"
)

// twoMove is a parlett position from self-play (game 1, turn 45): White
// cannot take the p49 on b5 now; d4-b6 prepares it, and whatever Black
// replies a second action takes it.
const twoMove = `id: two-test
title: In two
position: ` + twoPosition + `
goal: capture b5 in 2
`

const twoPosition = "1,s121,4,s225,1/1,s66,t36,t30,t56,t64,s120,1/1,t12,r9,r25,r49,r81,t90,1/3,r5,1,r9,2/3,r3,r7,3/S153,3,T81,3/6,S289,s361/8/5,t100,t16,1/6,s49,1/3,R6,2,s28,1/1,p[s49],1,T72,4/T49,1,R64,T25,R4,R2,2/3,R36,1,R4,T6,1/1,P[R1,R4,T9,T16,S25,S36],1,T42,T20,1,S45,1/1,S169,4,S81,1 w parlett t25,r16,t36,s64 S25,S15,T9,R16,R8 45"

func twoPuzzle(t *testing.T, goal string) *puzzles.Puzzle {
	t.Helper()
	ps, err := puzzles.Parse("two.puz", []byte(strings.Replace(twoMove, "capture b5 in 2", goal, 1)))
	require.NoError(t, err)
	return &ps[0]
}

// TestTwoMoveSolutions holds the judge's solution against a search of its
// own, written with the engine only: a first action wins when after every
// legal reply some action takes the man, wherever the reply moved it.
func TestTwoMoveSolutions(t *testing.T) {
	pz := twoPuzzle(t, "capture b5 in 2")
	s, err := Solve(pz)
	require.NoError(t, err)
	var got []string
	for i := range s.Solutions {
		got = append(got, s.Solutions[i].Action().String())
	}
	assert.Equal(t, []string{"d4-b6"}, got)
	require.Len(t, s.Lines, len(s.Outcomes))

	p := &pz.Position
	man := p.At(pz.Goal.Target)
	var want []string
	for _, first := range engine.Legal(p) {
		p1, _, err := engine.Apply(p, first)
		require.NoError(t, err)
		replies := engine.Legal(&p1)
		wins := len(replies) > 0
		for _, r := range replies {
			p2, _, err := engine.Apply(&p1, r)
			require.NoError(t, err)
			target := pz.Goal.Target
			if r.From == target && p2.At(r.To) == man {
				target = r.To
			}
			found := false
			for _, second := range engine.Legal(&p2) {
				cs, err := engine.CapturesOf(&p2, second)
				require.NoError(t, err)
				for _, c := range cs {
					found = found || c.Square == target && p2.At(target).Side == board.Black
				}
			}
			if !found {
				wins = false
				break
			}
		}
		if wins {
			want = append(want, first.String())
		}
	}
	assert.Equal(t, want, got)

	l, ok := s.LineOf(engine.MustParseAction("d4-b6"))
	require.True(t, ok)
	p1, _, _ := engine.Apply(p, engine.MustParseAction("d4-b6"))
	assert.Len(t, l.Replies, len(engine.Legal(&p1)), "every reply is tried")
	best := l.BestReply()
	require.NotNil(t, best)
	for i := range l.Replies {
		assert.NotEmpty(t, l.Replies[i].Wins, l.Replies[i].Outcome.Action.String())
		assert.GreaterOrEqual(t, len(l.Replies[i].Wins), len(best.Wins))
	}
	assert.Equal(t, "b5-e8", best.Outcome.Action.String())
	assert.Equal(t, sq(t, "e8"), best.Target)
	assert.Equal(t, []engine.Action{engine.MustParseAction("a4-c6")}, best.Wins)
}

func TestTwoMoveVerdicts(t *testing.T) {
	s, err := Solve(twoPuzzle(t, "capture b5 in 2"))
	require.NoError(t, err)
	right := s.Action(engine.MustParseAction("d4-b6"))
	assert.True(t, right.Right)
	assert.Contains(t, right.Text, "d4-b6 wins in two")
	assert.Contains(t, right.Text, "b5-e8, still leaves you 1 way")

	wrong := s.Action(engine.MustParseAction("d6-d7"))
	assert.False(t, wrong.Right)
	assert.Equal(t, "After d6-d7, Black replies b5-b8, moving the p49 on b5 to b8; then no action of yours can take the p49 on b8: "+
		"the d4-b6 you prepared fails: 49 ÷ 25 is not whole: no distance lets 25 take 49 by eruption; "+
		"the triangle 25 on b6 does not reach b8: it moves 2 squares diagonally, and b8 is 2 squares north of it.", wrong.Text)

	assert.True(t, s.Man(sq(t, "d4")).Right)
	man := s.Man(sq(t, "d6"))
	assert.False(t, man.Right)
	assert.Contains(t, man.Text, "No action of the R6 on d6 wins in two; its best try, d6-d7, fails: after d6-d7, Black replies b5-b8")
	assert.Contains(t, man.Text, "wins in two")

	j := s.Judge(Answer{From: sq(t, "d4"), Action: engine.MustParseAction("d4-b6"), HasAction: true})
	assert.True(t, j.Correct)

	reply := s.ReplyText(engine.MustParseAction("d4-b6"))
	assert.Equal(t, "Black's best reply is b5-e8, moving the p49 on b5 to e8: of its 23 replies, it leaves you the fewest ways to take it (1 way).", reply)

	for n := 1; n <= Hints; n++ {
		assert.NotEmpty(t, s.Hint(n), n)
	}
	assert.Contains(t, s.Hint(1), "equality")
	assert.Contains(t, s.Hint(3), "d4-b6")
	assert.Contains(t, s.Hint(3), "a4-c6")
	assert.Contains(t, s.Explain(), "b5-e8")
}

func TestTwoMoveNext(t *testing.T) {
	s, err := Solve(twoPuzzle(t, "capture b5 in 2"))
	require.NoError(t, err)
	next, r, ok := s.Next(engine.MustParseAction("d4-b6"))
	require.True(t, ok)
	assert.Equal(t, "b5-e8", r.Outcome.Action.String())
	assert.Equal(t, "capture e8", next.Goal.String())
	assert.Equal(t, board.White, next.Position.ToMove)
	second, err := Solve(next)
	require.NoError(t, err)
	require.Equal(t, 1, second.Count())
	assert.Equal(t, "a4-c6", second.Solutions[0].Action().String())
	_, _, ok = s.Next(engine.MustParseAction("a1-a2"))
	assert.False(t, ok, "not a legal first action")
}

func TestTwoMoveRefused(t *testing.T) {
	// After d4-b6 and b5-e8, a4-c6 takes the p49 on e8 at once: asked in
	// two, it is no two-move puzzle.
	s, err := Solve(twoPuzzle(t, "capture b5 in 2"))
	require.NoError(t, err)
	next, _, ok := s.Next(engine.MustParseAction("d4-b6"))
	require.True(t, ok)
	next.Goal.Moves = puzzles.TwoMoves
	_, err = Solve(next)
	require.Error(t, err)
	assert.Equal(t, "capture e8 in 2: a4-c6 takes the p49 on e8; a two-move puzzle has no one-move solution", err.Error())
}

// TestTwoMoveTriumph: a nemec "triumph in 2" from self-play. Two first
// actions win; the tempting e4-d5 is refuted by an attack on the man the
// triumph needs.
func TestTwoMoveTriumph(t *testing.T) {
	pz := puzzle(t, "1,s121,4,s225,s361/1,s66,t36,t30,t56,t64,s120,p[r16,t25,t36,s49,s64]/1,t12,r9,r25,r49,r81,2/2,r3,r5,r7,r9,2/6,t90,t100/8/8/8/S153,3,S15,1,t16,1/3,S289,S25,1,s49,1/3,s28,4/2,T81,2,T9,2/2,R8,R6,R4,R2,2/1,T72,R64,R36,R16,R4,T6,1/1,P[R1,R4,T9,T16,S25,S36],T49,T42,T20,T25,S45,1/1,S169,4,S81,1 w nemec - - 22", "triumph in 2")
	s, err := Solve(pz)
	require.NoError(t, err)
	var got []string
	for i := range s.Solutions {
		got = append(got, s.Solutions[i].Action().String())
	}
	assert.Equal(t, []string{"d4-e5", "c5-e5"}, got)
	v := s.Action(engine.MustParseAction("e4-d5"))
	assert.False(t, v.Right)
	assert.Equal(t, "After e4-d5, Black replies g8x taking the R4 on d5; then no action of yours can complete a triumph: the d4-e5 you prepared fails: g8x takes the R4 on d5, which the triumph needs.", v.Text)
	next, r, ok := s.Next(engine.MustParseAction("d4-e5"))
	require.True(t, ok)
	assert.Equal(t, "triumph", next.Goal.String())
	assert.Len(t, r.Wins, 1)
	second, err := Solve(next)
	require.NoError(t, err)
	assert.Equal(t, 1, second.Count())
	assert.Contains(t, s.Hint(1), "Two moves: one prepares")
}

// TestBestReplyRanking: among replies leaving as many ways, the one that
// takes the most value comes first, then one moving the goal's man.
func TestBestReplyRanking(t *testing.T) {
	s, err := Solve(twoPuzzle(t, "capture b5 in 2"))
	require.NoError(t, err)
	l, ok := s.LineOf(engine.MustParseAction("d4-b6"))
	require.True(t, ok)
	best := l.BestReply()
	for i := range l.Replies {
		r := &l.Replies[i]
		if len(r.Wins) != len(best.Wins) {
			continue
		}
		assert.GreaterOrEqual(t, value(best.Outcome.Captures), value(r.Outcome.Captures))
		if value(r.Outcome.Captures) == value(best.Outcome.Captures) && r.Outcome.Action.From == sq(t, "b5") {
			assert.Equal(t, sq(t, "b5"), best.Outcome.Action.From, "a reply moving the goal's man ranks before the others")
		}
	}
}

// TestTwoMoveManWithOneAction: a man with a single action is told of that
// action by name, not of "none of its 1 actions".
func TestTwoMoveManWithOneAction(t *testing.T) {
	all, err := puzzles.Load(content.Puzzles())
	require.NoError(t, err)
	i := slices.IndexFunc(all, func(p puzzles.Puzzle) bool { return p.ID == "two-parlett-g1-t45" })
	require.GreaterOrEqual(t, i, 0)
	s, err := Solve(&all[i])
	require.NoError(t, err)
	require.Len(t, s.ActionsOf(sq(t, "b1")), 1)
	v := s.Man(sq(t, "b1"))
	assert.False(t, v.Right)
	assert.Contains(t, v.Text, "No action of the S169 on b1 wins in two: its one action, b1-")
	assert.Contains(t, v.Text, "prepares no way to take the p49 on b5")
}
