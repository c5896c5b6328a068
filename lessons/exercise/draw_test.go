package exercise

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/rules/arith"
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
		"take addition {black} {black}",
		"take division {white} {army}",
		"proportion {black} {black} {black} {black}",
		"power {2..9} {2..6}",
		"name {1..40} {1..40}",
		"rule up {1..1000000}",
		"rule {1..1000000} {1..1000000} {1..1000000}",
		"fourth greatest {triumph}",
		"place {triumph}",
		"takers division {black}",
		"moves parlett square {1..8} {1..16}",
		"sum {white} {white} {white}",
		"digits {black} {black}",
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
		// Army draws are distinct men: no value more often than both armies
		// hold it.
		counts := map[int64]int{}
		for i, term := range task.Terms {
			if term.Kind == TermWhite || term.Kind == TermBlack || term.Kind == TermArmy {
				counts[q.Task.Terms[i].Value]++
			}
		}
		for v, n := range counts {
			if n > armyCount(true, v)+armyCount(false, v) {
				t.Fatalf("%q drew %d %d times", line, v, n)
			}
		}
		if enemy, ok := takeEnemy(task); ok && task.Verb == VerbTake {
			if n, _ := ParseNumber(AnswerText(q)); !slices.Contains(ArmyValues(enemy), n) {
				t.Fatalf("%q: %q takes %d, no man of %s", line, q.Task, n, armyName(enemy))
			}
		}
		if !Judge(q, AnswerText(q)).Correct {
			t.Fatalf("%q: right answer judged wrong", q.Task)
		}
		_ = Check(b)
	})
}

// armyCount counts how many men of White's (white) or Black's army bear v.
func armyCount(white bool, v int64) int {
	n := 0
	for _, m := range arith.ArmyValues(white) {
		if m == v {
			n++
		}
	}
	return n
}

// The army draws of one task are distinct men: a value comes as often as
// the army holds it at most, so Black's 5 never twice, Black's 9 (a round
// and a square) sometimes.
func TestArmyDrawsAreDistinctMen(t *testing.T) {
	for _, tc := range []struct {
		task  string
		white bool
		twice int64 // a value the army holds twice: drawn twice now and then
		once  int64 // a value it holds once: never twice
	}{
		{"classify {black} {black}", false, 9, 5},
		{"proportion {black} {black} {black} {black}", false, 49, 190},
		{"classify {white} {white}", true, 4, 8},
		{"triumph {white} {white} {white}", true, 81, 91},
	} {
		t.Run(tc.task, func(t *testing.T) {
			task, err := ParseTask(tc.task)
			require.NoError(t, err)
			rng := Rand(1, "draws", 0)
			sawTwice := false
			for range 20000 {
				counts := map[int64]int{}
				for _, v := range task.Draw(rng).Values() {
					counts[v]++
				}
				for v, n := range counts {
					require.LessOrEqual(t, n, armyCount(tc.white, v), "%d drawn %d times", v, n)
				}
				assert.LessOrEqual(t, counts[tc.once], 1)
				sawTwice = sawTwice || counts[tc.twice] == 2
			}
			assert.True(t, sawTwice, "%d is held twice, so it may be drawn twice", tc.twice)
		})
	}
}

// {army} draws among both armies' men, without taking a man another draw
// of the task took.
func TestArmyAndSideDrawsShareTheMen(t *testing.T) {
	task, err := ParseTask("triumph {white} {army} {army} {black}")
	require.NoError(t, err)
	rng := Rand(2, "draws", 0)
	for range 5000 {
		v := task.Draw(rng).Values()
		assert.Contains(t, ArmyValues(TermWhite), v[0])
		assert.Contains(t, ArmyValues(TermBlack), v[3])
		counts := map[int64]int{}
		for _, x := range v {
			counts[x]++
		}
		for x, n := range counts {
			require.LessOrEqual(t, n, armyCount(true, x)+armyCount(false, x), "%v", v)
		}
	}
}

func TestTakeEnemy(t *testing.T) {
	for _, tc := range []struct {
		task  string
		enemy TermKind
		ok    bool
	}{
		{"take addition {black} {black}", TermWhite, true},
		{"take multiplication {white} {white}", TermBlack, true},
		{"take subtraction {black} 12", TermWhite, true},
		{"take addition {black} {2..9}", TermWhite, true},
		{"take division {army} {army}", TermArmy, true},
		{"take addition {white} {black}", TermArmy, true},
		{"take addition {white} {army}", TermArmy, true},
		{"take multiplication {2..9} {2..9}", 0, false},
		{"take addition 120 49", 0, false},
	} {
		t.Run(tc.task, func(t *testing.T) {
			task, err := ParseTask(tc.task)
			require.NoError(t, err)
			enemy, ok := takeEnemy(task)
			assert.Equal(t, tc.ok, ok)
			assert.Equal(t, tc.enemy, enemy)
		})
	}
}

// A take whose operands are army draws is redrawn until the man taken is
// one of the enemy's (of either army for neutral draws); range draws are
// left as drawn.
func TestTakeFromArmyDrawsTakesAMan(t *testing.T) {
	for _, tc := range []struct {
		task   string
		enemy  []int64 // nil: any value
		taken  string  // in the summary
		anyOff bool    // some draw takes no man at all
	}{
		{"take addition {black} {black}", ArmyValues(TermWhite), "White's man of", false},
		{"take subtraction {black} {black}", ArmyValues(TermWhite), "White's man of", false},
		{"take subtraction {white} {white}", ArmyValues(TermBlack), "Black's man of", false},
		{"take division {white} {white}", ArmyValues(TermBlack), "Black's man of", false},
		{"take addition {white} {white}", ArmyValues(TermBlack), "Black's man of", false},
		{"take division {army} {army}", ArmyValues(TermArmy), "they take a man of", false},
		{"take addition {white} {black}", ArmyValues(TermArmy), "they take a man of", false},
		{"take multiplication {2..9} {2..9}", nil, "they take a man of", true},
	} {
		t.Run(tc.task, func(t *testing.T) {
			b := block(t, "task: "+tc.task)
			require.NoError(t, Check(b))
			off := false
			for seed := range uint64(300) {
				q, err := Ask(b, seed, "taking", 4)
				require.NoError(t, err)
				n, err := ParseNumber(AnswerText(q))
				require.NoError(t, err)
				if tc.enemy != nil {
					require.Contains(t, tc.enemy, n, "%s", q.Task)
				}
				off = off || !slices.Contains(ArmyValues(TermArmy), n)
				assert.Contains(t, Judge(q, AnswerText(q)).Text, tc.taken)
			}
			assert.Equal(t, tc.anyOff, off, "range draws are not held to the armies")
		})
	}
}

func TestTakeFromArmyDrawsSaysWhyARedraw(t *testing.T) {
	task, err := ParseTask("take addition 28 90")
	require.NoError(t, err)
	_, err = take(task, TermWhite, true)
	require.ErrorIs(t, err, ErrUnanswerable)
	assert.Contains(t, err.Error(), "28 + 90 = 118, and no man of White bears 118")
	_, err = take(task, TermArmy, true)
	assert.Contains(t, err.Error(), "no man of either army bears 118")
	_, err = take(task, 0, false)
	assert.NoError(t, err, "fixed numbers are the author's choice")
}
