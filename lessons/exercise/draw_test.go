package exercise

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func block(t *testing.T, body string) Block {
	t.Helper()
	b, err := Parse(body, 1)
	require.NoError(t, err)
	return b
}

func TestDrawsAreDeterministicAndInRange(t *testing.T) {
	b := block(t, "task: classify {3..7} {white}")
	white := ArmyValues(TermWhite)
	seen := map[int64]bool{}
	for seed := range uint64(200) {
		q1, err := Ask(b, seed, "ratios", 3)
		require.NoError(t, err)
		q2, err := Ask(b, seed, "ratios", 3)
		require.NoError(t, err)
		assert.Equal(t, q1.Task, q2.Task, "same seed, same question")
		v := q1.Task.Values()
		assert.GreaterOrEqual(t, v[0], int64(3))
		assert.LessOrEqual(t, v[0], int64(7))
		assert.Contains(t, white, v[1])
		seen[v[0]] = true
	}
	assert.Len(t, seen, 5, "every value of the range is drawn")
}

func TestDrawsDependOnSeedLessonAndIndex(t *testing.T) {
	b := block(t, "task: classify {1..1000} {1..1000}")
	base, err := Ask(b, 1, "ratios", 0)
	require.NoError(t, err)
	other := func(seed uint64, lesson string, index int) bool {
		q, err := Ask(b, seed, lesson, index)
		require.NoError(t, err)
		return q.Task.String() != base.Task.String()
	}
	assert.True(t, other(2, "ratios", 0), "seed")
	assert.True(t, other(1, "means", 0), "lesson")
	assert.True(t, other(1, "ratios", 1), "index")
}

func TestArmyValues(t *testing.T) {
	white, black, army := ArmyValues(TermWhite), ArmyValues(TermBlack), ArmyValues(TermArmy)
	for _, vs := range [][]int64{white, black, army} {
		assert.True(t, slices.IsSorted(vs))
		assert.Equal(t, len(slices.Compact(slices.Clone(vs))), len(vs), "distinct")
	}
	assert.Contains(t, white, int64(91), "White's pyramid")
	assert.Contains(t, black, int64(190), "Black's pyramid")
	assert.NotContains(t, white, int64(3))
	assert.NotContains(t, black, int64(2))
	for _, v := range append(slices.Clone(white), black...) {
		assert.Contains(t, army, v)
	}
	assert.Nil(t, ArmyValues(TermRange))
}

// Draws that give no whole mean are drawn again: every question asked has
// one, whatever the seed.
func TestUnanswerableDrawsAreRedrawn(t *testing.T) {
	b := block(t, "task: mean arithmetic {1..20} {1..20}")
	for seed := range uint64(300) {
		q, err := Ask(b, seed, "means", 0)
		require.NoError(t, err)
		v := q.Task.Values()
		assert.Equal(t, int64(0), (v[0]+v[1])%2, "%v", v)
		assert.NotEqual(t, v[0], v[1])
	}
}

func TestNoAnswerableDraw(t *testing.T) {
	// 2×5, 2×6, 3×5, 3×6: never a square, so never a whole geometric mean.
	b := block(t, "task: mean geometric {2..3} {5..6}")
	_, err := Ask(b, 0, "means", 0)
	require.Error(t, err)
	assert.ErrorIs(t, err, ErrUnanswerable)
	assert.Contains(t, err.Error(), "no answerable draw in 1000 tries")
}

func FuzzDraw(f *testing.F) {
	for _, s := range []string{
		"classify {1..1000000} {1..1000000}",
		"mean harmonic {white} {black}",
		"complete geometric ? {1..50} {army}",
		"triumph {1..9} {1..9} {1..9} {1..9}",
		"order {1000000..1000000} square2",
		"take eruption {1..1000000} {1..1000000}",
		"cossic {1..1000000} {2..3}",
		"take multiplication {1000000..1000000} 1000000",
	} {
		f.Add(s, uint64(7), "lesson", 3)
	}
	f.Fuzz(func(t *testing.T, line string, seed uint64, lesson string, index int) {
		task, err := ParseTask(line)
		if err != nil {
			return
		}
		b := Block{Task: task, Ask: "What?", Line: 1}
		q, err := Ask(b, seed, lesson, index)
		if err != nil {
			return
		}
		if q.Task.HasDraws() {
			t.Fatalf("%q resolved to %q, which still draws", line, q.Task)
		}
		for i, term := range task.Terms {
			got := q.Task.Terms[i]
			switch term.Kind {
			case TermRange:
				if got.Value < term.Value || got.Value > term.Hi {
					t.Fatalf("%q drew %d outside %s", line, got.Value, term)
				}
			case TermWhite, TermBlack, TermArmy:
				if !slices.Contains(ArmyValues(term.Kind), got.Value) {
					t.Fatalf("%q drew %d, not in %s", line, got.Value, term)
				}
			}
		}
		if !Judge(q, AnswerText(q)).Correct {
			t.Fatalf("%q: right answer judged wrong", q.Task)
		}
		_ = Check(b)
	})
}
