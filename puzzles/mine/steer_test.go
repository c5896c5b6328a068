package mine

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/puzzles"
	"github.com/rithmo/rithmo/puzzles/check"
	"github.com/rithmo/rithmo/rules/arith"
	"github.com/rithmo/rithmo/rules/board"
	"github.com/rithmo/rithmo/rules/engine"
)

func TestPlayTowardSteers(t *testing.T) {
	_, _, _, err := PlayToward(rules(t, "parlett"), 1, 50, 14, board.White, arith.Great)
	assert.Error(t, err, "a great triumph is the greedy player's own business")

	// parlett game 131: Black walks three men into place and stops with the
	// fourth one draught from its square.
	g, p, ok, err := PlayToward(rules(t, "parlett"), 131, 400, 14, board.Black, arith.Greater)
	require.NoError(t, err)
	require.True(t, ok, g.End)
	assert.Equal(t, "planned", g.End)
	assert.Equal(t, board.Black, p.ToMove)
	for i, a := range g.Actions {
		_, _, err := engine.Apply(&g.Positions[i], a)
		require.NoError(t, err, "every action legal")
	}
	pz, ok := TriumphOfKind(&p, 14, 2, arith.Greater)
	require.True(t, ok)
	assert.Equal(t, "d6-g6", pz.Expect)
	assert.Empty(t, check.Puzzle(&pz))

	g2, p2, ok2, err := PlayToward(rules(t, "parlett"), 131, 400, 14, board.Black, arith.Greater)
	require.NoError(t, err)
	assert.Equal(t, ok, ok2)
	assert.Equal(t, len(g.Actions), len(g2.Actions))
	assert.True(t, p.Equal(&p2), "the same seed plays the same game")
}

func TestWalk(t *testing.T) {
	// Under fulke1 no triumph is allowed while the enemy king stands.
	p := board.Opening(rules(t, "fulke1"))
	_, ok := Walk(&p, arith.Greater, newRand(1))
	assert.False(t, ok)

	g, err := PlayGuarded(rules(t, "parlett"), 34, 40, 14)
	require.NoError(t, err)
	walked := 0
	for i := range g.Positions {
		q := &g.Positions[i]
		if q.ToMove != board.White {
			continue
		}
		w, ok := Walk(q, arith.Greatest, newRand(uint64(i)))
		if !ok {
			continue
		}
		walked++
		require.NoError(t, board.Validate(&w))
		assert.Equal(t, Men(q), Men(&w), "men are moved, never added or taken")
		assert.Equal(t, q.Took, w.Took)
	}
	assert.Positive(t, walked)
}

func TestMineToward(t *testing.T) {
	got, err := Mine(Options{Rules: rules(t, "parlett"), Seed: 34, Games: 1, Toward: arith.Greatest, Walk: true})
	require.NoError(t, err)
	require.Len(t, got, 1)
	pz := got[0]
	assert.True(t, strings.HasSuffix(pz.ID, "-walked"), pz.ID)
	assert.Contains(t, pz.Source, "walked toward a greatest triumph (the enemy standing still)")
	assert.Equal(t, "triumph greatest", pz.Goal.String())
	assert.Contains(t, pz.Note, "Near misses (")
	assert.Empty(t, check.Puzzle(&pz))
	again, err := Mine(Options{Rules: rules(t, "parlett"), Seed: 34, Games: 1, Toward: arith.Greatest, Walk: true})
	require.NoError(t, err)
	assert.Equal(t, puzzles.Format(got), puzzles.Format(again))
}

// A position of the collection: one action sets the greatest triumph, and
// the near misses say in numbers why the others do not.
func TestTriumphOfKind(t *testing.T) {
	p := board.MustParse("8/8/2,T72,5/4,P[R1,R4,T16],3/3,R2,4/R8,2,T9,R16,R64,R4,1/1,T42,T20,5/4,S169,3/5,S15,2/2,s361,s121,S81,S289,2/3,R4,3,t100/1,r25,S153,1,r49,2,t90/2,r9,5/8/8/6,r6*,t6* w fulke2 r3,t12,t16,s66,t36,r81,r16,s225,s120,r5,r9,t64,t30,t56,s49,r7,t36,s28,s64,p[t25,s49] S36,T9,T81,R36,S25,S45,T25,S25,T49 179")
	require.NoError(t, board.Validate(&p))
	pz, ok := TriumphOfKind(&p, 14, 2, arith.Greatest)
	require.True(t, ok)
	assert.Equal(t, "c14-e12", pz.Expect)
	assert.Contains(t, pz.Note, "d12-c11 sets only a great triumph (2, 9, 16)")
	// fulke2: the redeemed king moves into the redeeming man's square
	// ("muste remoue into hys place, whiche redemed hym"), and there
	// stands in a line with 16 and 64.
	assert.Contains(t, pz.Note, "d11=e13 sets only a great triumph (4, 16, 64)")
	misses := TriumphNearMisses(&p, arith.Greatest)
	assert.Contains(t, pz.Note, "Near misses (26)")
	assert.Len(t, misses, 26)
	assert.Contains(t, misses, "t12@e12 sets only a greater triumph (9, 16, 12, 2)")
	_, ok = TriumphOfKind(&p, 14, 27, arith.Greatest)
	assert.False(t, ok, "fewer near misses than asked")
	_, ok = TriumphOfKind(&p, 26, 0, arith.Greatest)
	assert.False(t, ok, "fewer men than asked")
	// Several prisoners set great triumphs: no single answer.
	_, ok = TriumphOfKind(&p, 14, 0, arith.Great)
	assert.False(t, ok)
	assert.Nil(t, TriumphNearMisses(&p, arith.Great))
}

func TestNearProgression(t *testing.T) {
	why, ok := nearProgression([]int64{25, 15, 7}, 16)
	assert.True(t, ok)
	assert.Equal(t, "15 − 25 = -10 but 7 − 15 = -8: no arithmetic progression, and no triumph", why)
	_, ok = nearProgression([]int64{25, 16, 7}, 16)
	assert.False(t, ok, "a progression is no near miss")
	_, ok = nearProgression([]int64{25, 3, 7}, 16)
	assert.False(t, ok, "too far")
	assert.True(t, ordered([]int64{1, 2, 5}))
	assert.True(t, ordered([]int64{5, 2, 1}))
	assert.False(t, ordered([]int64{1, 5, 2}))
}

// Under nemec a siege is declared by any besieger: the miner keeps it,
// expects every declaring attack and says so.
func TestDeclaredSiege(t *testing.T) {
	p := board.MustParse("6,s225,1/2,t36,t30,t56,1,s120,1/2,r9,r25,r49,r81,2/3,r5,1,p[r16,t25,t36,s49,s64],1,s361/4,r7,3/3,S153,S15,T9,2/3,S289,3,t100/T81,1,T6,5/4,t90,T25,2/1,s121,1,s49,S25,t64,2/1,t12,1,s28,s66,1,t16,1/1,T72,2,R6,3/T49,P[R1,R4,T9,T16,S25,S36],R8,1,R4,R2,S81,1/2,R64,R36,R16,R4,2/3,T42,T20,3/1,S169,6 b nemec r9,r3 S45 69")
	pz, ok := fromPosition(&p, 14, 0, engine.Siege)
	require.True(t, ok)
	assert.Equal(t, "e6x d7x f7x e8x", pz.Expect)
	assert.False(t, pz.Unique)
	assert.Contains(t, pz.Note, "Any of the 4 may declare it (e6x, d7x, f7x, e8x): one taking, however declared")
	assert.Empty(t, check.Puzzle(&pz))
	// Elsewhere several takers are several answers: no puzzle.
	q := p.Clone()
	q.Rules = rules(t, "parlett")
	outs := engine.Analyse(&p)
	assert.False(t, declared(&q, outs, []int{0, 1}, board.NoSquare))
}
