package mine

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/puzzles"
	"github.com/rithmo/rithmo/puzzles/check"
	"github.com/rithmo/rithmo/puzzles/judge"
	"github.com/rithmo/rithmo/rules/board"
	"github.com/rithmo/rithmo/rules/engine"
)

func rules(t *testing.T, s string) board.Rules {
	t.Helper()
	r, err := board.ParseRules(s)
	require.NoError(t, err)
	return r
}

func TestPlayIsDeterministicAndLegal(t *testing.T) {
	for _, s := range []string{"fulke1", "fulke2", "fulke3", "nemec", "parlett"} {
		t.Run(s, func(t *testing.T) {
			r := rules(t, s)
			a, err := Play(r, 7, 60, 14)
			require.NoError(t, err)
			b, err := Play(r, 7, 60, 14)
			require.NoError(t, err)
			assert.Equal(t, a.Actions, b.Actions, "the same seed plays the same game")
			require.NotEmpty(t, a.Actions)
			require.Len(t, a.Positions, len(a.Actions))
			assert.True(t, a.Positions[0].Equal(&[]board.Position{board.Opening(r)}[0]), "from the opening array")
			for i, act := range a.Actions {
				assert.Contains(t, engine.Legal(&a.Positions[i]), act, "turn %d", i+1)
			}
			c, err := Play(r, 8, 60, 14)
			require.NoError(t, err)
			assert.NotEqual(t, a.Actions, c.Actions, "another seed plays another game")
		})
	}
}

// The player takes when it can most of the time: games reach the middle.
func TestPlayTakes(t *testing.T) {
	g, err := Play(rules(t, "fulke3"), 3, 120, 0)
	require.NoError(t, err)
	last := g.Positions[len(g.Positions)-1]
	assert.Less(t, Men(&last), 48, "men were taken")
}

func TestMineGatesAndDeterminism(t *testing.T) {
	for _, s := range []string{"fulke1", "fulke2", "fulke3", "nemec", "parlett"} {
		t.Run(s, func(t *testing.T) {
			o := Options{Rules: rules(t, s), Seed: 1, Games: 4}
			got, err := Mine(o)
			require.NoError(t, err)
			again, err := Mine(o)
			require.NoError(t, err)
			assert.Equal(t, string(puzzles.Format(got)), string(puzzles.Format(again)), "same seed, same bytes")
			for i := range got {
				pz := &got[i]
				assert.Empty(t, check.Puzzle(pz), pz.ID)
				assert.GreaterOrEqual(t, Men(&pz.Position), DefaultMinMen, pz.ID)
				assert.GreaterOrEqual(t, len(NearMisses(&pz.Position, pz.Goal.Target)), DefaultMinNearMisses, pz.ID)
				sols, err := judge.Solutions(pz)
				require.NoError(t, err)
				assert.Len(t, sols, 1, "unique: %s", pz.ID)
				assert.Equal(t, sols[0].String(), pz.Expect)
				assert.Contains(t, pz.Note, "Near misses", pz.ID)
				assert.Contains(t, pz.Note, fmt.Sprintf("Difficulty %d of 5, estimated (", pz.Difficulty), pz.ID)
				assert.Contains(t, pz.Themes, "trap")
				assert.True(t, pz.Difficulty >= 1 && pz.Difficulty <= 5)
				// The round trip through the file format keeps the puzzle.
				back, err := puzzles.Parse("x.puz", puzzles.Format([]puzzles.Puzzle{*pz}))
				require.NoError(t, err)
				assert.Equal(t, pz.Position.String(), back[0].Position.String())
			}
		})
	}
}

func TestMineFindsPuzzles(t *testing.T) {
	got, err := Mine(Options{Rules: rules(t, "fulke2"), Seed: 1, Games: 2})
	require.NoError(t, err)
	assert.NotEmpty(t, got)
	n, err := Mine(Options{Rules: rules(t, "fulke2"), Seed: 1, Games: 2, Count: 1})
	require.NoError(t, err)
	assert.Len(t, n, 1, "Count stops the mining")
	assert.Equal(t, got[0].ID, n[0].ID)
}

func TestMineOptions(t *testing.T) {
	_, err := Mine(Options{Games: 1})
	assert.Error(t, err)
	_, err = Mine(Options{Rules: rules(t, "nemec"), Games: 0})
	assert.Error(t, err)
	_, err = Mine(Options{Rules: rules(t, "nemec"), Games: MaxGames + 1})
	assert.Error(t, err)
}

func TestNearMisses(t *testing.T) {
	tests := []struct {
		name, pos, target string
		want              []string // action and failure code of each near miss
	}{
		{
			// 4 × 3 = 12 wants distance 3 under parlett (both squares
			// counted); from a4 the 12 on e8 stands at distance 5, two
			// squares out: too far to tempt.
			name:   "eruption two squares out",
			pos:    "8/8/8/8/8/8/8/8/4,r12,3/8/8/8/8/R4,7/8/8 w parlett - - 1",
			target: "e8",
			want:   nil,
		},
		{
			// The triangle 16 would meet the 16 from c4 but for the 5 on
			// c5; from a4 and e4 it takes (solutions, not misses); from a2
			// and e2 it is out of reach and too far to tempt.
			name:   "equality blocked",
			pos:    "8/8/8/8/8/8/8/8/8/8/2,t16,5/2,r5,5/8/8/2,T16,5/8 w fulke2 - - 1",
			target: "c6",
			want:   []string{"c2-c4 path-blocked"},
		},
		{
			// The same numbers blocked by nothing but distance: no miss.
			name:   "unrelated values",
			pos:    "8/8/8/8/8/8/8/8/8/8/2,t15,5/2,r5,5/8/8/2,T16,5/8 w fulke2 - - 1",
			target: "c6",
			want:   nil,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := board.MustParse(tt.pos)
			sq, err := board.ParseSquare(tt.target)
			require.NoError(t, err)
			var got []string
			for _, m := range NearMisses(&p, sq) {
				got = append(got, m.Action.String()+" "+m.Failure.Code)
			}
			assert.Equal(t, tt.want, got)
		})
	}
}

func TestNearMissesOfNothing(t *testing.T) {
	p := board.Opening(rules(t, "fulke1"))
	assert.Empty(t, NearMisses(&p, board.NoSquare+1), "a1 is White's own man")
	sq, _ := board.ParseSquare("d8")
	assert.Empty(t, NearMisses(&p, sq), "an empty square")
}

func TestDifficulty(t *testing.T) {
	w := Weights{Siege: 1, Pair: 1, Distance: 2, Theory: 2, Scoring: 1, Miss4: 1, Miss8: 1, Depth: 1}
	tests := []struct {
		name string
		m    Measure
		want int
	}{
		{"a number met", Measure{Legal: 10, Scoring: 1, Men: 12, Relation: engine.Equality, Depth: 1}, 1},
		{"no flat bonus for a crowded board", Measure{Legal: 60, Scoring: 1, Men: 46, Relation: engine.Equality, Depth: 1}, 1},
		{"a sum among captures", Measure{Legal: 40, Scoring: 3, NearMisses: 2, Men: 12, Relation: engine.Addition, Depth: 1}, 3},
		{"an eruption with misses", Measure{Legal: 40, Scoring: 2, NearMisses: 4, Men: 12, Relation: engine.Eruption, Depth: 1}, 4},
		{"a progression, clamped", Measure{Legal: 40, Scoring: 5, NearMisses: 9, Men: 40, Relation: engine.Progression, Depth: 1}, 5},
		{"a siege in two", Measure{Legal: 10, NearMisses: 4, Men: 12, Relation: engine.Siege, Depth: 2}, 4},
		{"cossic signs", Measure{Legal: 10, Men: 30, Relation: engine.Cossic, Depth: 1}, 3},
		{"a first step, whatever the relation", Measure{Legal: 12, Scoring: 1, Men: 7, Relation: engine.Progression, Depth: 1, FirstStep: true}, 1},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, w.Difficulty(tt.m), tt.name)
	}
	m := Measure{Legal: 53, Scoring: 4, NearMisses: 4, Men: 31, Relation: engine.Eruption, Depth: 1}
	assert.Equal(t, "Difficulty 5 of 5, estimated (no first tries are recorded yet; the formula is fitted to a scripted solver model): 1 + 2 for eruption + 1 for 4 actions that take something (3 or more) + 1 for 4 near misses (4 or more) = 5.",
		w.Explain(m, w.Difficulty(m)))
	m = Measure{Legal: 3, Men: 8, Relation: engine.Equality, Depth: 1}
	assert.Equal(t, "Difficulty 1 of 5, estimated (no first tries are recorded yet; the formula is fitted to a scripted solver model): 1.", w.Explain(m, 1))
	assert.Equal(t, Calibrated.Explain(m, 1), m.Explain(1))
	m = Measure{Legal: 12, Scoring: 1, Men: 7, Relation: engine.Addition, Depth: 1, FirstStep: true}
	assert.Equal(t, "Difficulty 1 of 5, estimated: a first step, the only capture among 7 men.", w.Explain(m, 1))
}

func TestMineTriumphs(t *testing.T) {
	got, err := Mine(Options{Rules: rules(t, "nemec"), Seed: 1, Games: 6, OnlyTriumphs: true})
	require.NoError(t, err)
	require.NotEmpty(t, got, "the greedy nemec players end games with triumphs")
	for i := range got {
		pz := &got[i]
		assert.Equal(t, puzzles.GoalTriumph, pz.Goal.Kind, pz.ID)
		assert.Empty(t, check.Puzzle(pz), pz.ID)
		assert.Contains(t, pz.Themes, pz.Goal.Triumph)
		assert.Contains(t, pz.Note, "and one completes a triumph")
		assert.NotContains(t, pz.Note, "sets the", "the player's explanation states the answer, the note does not again")
		assert.GreaterOrEqual(t, Men(&pz.Position), DefaultMinMen)
	}
	// Guarded players decline triumphs, so their games pass many positions
	// where one action would complete one.
	guarded, err := Mine(Options{Rules: rules(t, "nemec"), Seed: 1, Games: 3, OnlyTriumphs: true, Guarded: true})
	require.NoError(t, err)
	assert.Greater(t, len(guarded), 3)
}

func TestMineRelation(t *testing.T) {
	got, err := Mine(Options{Rules: rules(t, "fulke3"), Seed: 1, Games: 4, Relation: engine.Siege})
	require.NoError(t, err)
	require.NotEmpty(t, got)
	for i := range got {
		assert.Contains(t, got[i].Themes, "siege", got[i].ID)
	}
}

func TestPlayGuarded(t *testing.T) {
	g, err := PlayGuarded(rules(t, "nemec"), 2, 80, 14)
	require.NoError(t, err)
	assert.NotEqual(t, "triumph", g.End)
	a, err := PlayGuarded(rules(t, "nemec"), 2, 80, 14)
	require.NoError(t, err)
	assert.Equal(t, g.Actions, a.Actions)
}
