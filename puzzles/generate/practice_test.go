package generate

import (
	"errors"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/puzzles"
	"github.com/rithmo/rithmo/puzzles/check"
	"github.com/rithmo/rithmo/rules/engine"
)

// A practice set without end gives puzzle after puzzle, each depending on
// the seed and its number only: asked out of order, again, or from a set
// of a count, puzzle n is the same; another seed gives others.
func TestPracticeSetEndless(t *testing.T) {
	o := PracticeOptions{Theme: "subtraction", Seed: 31}
	set, err := NewPractice(o)
	require.NoError(t, err)
	assert.Zero(t, set.Count())

	const n = 40 // past any count a learner would give
	in := make([]puzzles.Puzzle, 0, n)
	ids := map[string]bool{}
	for i := 1; i <= n; i++ {
		pz, err := set.Puzzle(i)
		require.NoError(t, err, "puzzle %d", i)
		assert.False(t, ids[pz.ID], "id %s twice", pz.ID)
		ids[pz.ID] = true
		assert.True(t, pz.HasTheme("subtraction"), "%s: %v", pz.ID, pz.Themes)
		assertGood(t, &pz, engine.RelNone)
		in = append(in, pz)
	}

	// Backwards, on a fresh set: the same puzzles.
	fresh, err := NewPractice(o)
	require.NoError(t, err)
	for i := n; i >= 1; i -= 7 {
		pz, err := fresh.Puzzle(i)
		require.NoError(t, err)
		assert.Equal(t, string(puzzles.Format(in[i-1:i])), string(puzzles.Format([]puzzles.Puzzle{pz})), "puzzle %d", i)
	}

	// Practice's batch is the set's first puzzles.
	o.Count = 6
	batch, err := Practice(o)
	require.NoError(t, err)
	assert.Equal(t, string(puzzles.Format(in[:6])), string(puzzles.Format(batch)))

	// Another seed, other puzzles.
	other, err := NewPractice(PracticeOptions{Theme: "subtraction", Seed: 32})
	require.NoError(t, err)
	pz, err := other.Puzzle(1)
	require.NoError(t, err)
	assert.NotEqual(t, in[0].ID, pz.ID)
}

func TestPracticeSetBounds(t *testing.T) {
	set, err := NewPractice(PracticeOptions{Theme: "great", Count: 3, Seed: 1})
	require.NoError(t, err)
	assert.Equal(t, 3, set.Count())
	for _, tc := range []struct {
		n   int
		msg string
	}{
		{0, "practice puzzle 0: the set has puzzles 1 to 3"},
		{-2, "practice puzzle -2: the set has puzzles 1 to 3"},
		{4, "practice puzzle 4: the set has puzzles 1 to 3"},
	} {
		_, err := set.Puzzle(tc.n)
		assert.EqualError(t, err, tc.msg)
	}
	_, err = set.Puzzle(3)
	assert.NoError(t, err)

	endless, err := NewPractice(PracticeOptions{Theme: "great", Seed: 1})
	require.NoError(t, err)
	_, err = endless.Puzzle(0)
	assert.EqualError(t, err, "practice puzzle 0: the set has puzzles 1 to any")
}

// The two-move theme gives two-move puzzles found in self-play games, of
// the goals its rule set gives often (twoMoveGoals), each passing
// puzzles/check, and depending on the seed and the number only. (Seed 7
// finds each rule set's first in under a third of a second; a fulke1
// puzzle may take seconds, ten times that under -race.)
func TestPracticeTwoMove(t *testing.T) {
	for _, rs := range []string{"fulke1", "fulke2", "fulke3", "nemec", "parlett"} {
		t.Run(rs, func(t *testing.T) {
			o := PracticeOptions{Theme: TwoMoveTheme, Rules: mustRules(t, rs), Seed: 7}
			set, err := NewPractice(o)
			require.NoError(t, err)
			start := time.Now()
			pz, err := set.Puzzle(1)
			require.NoError(t, err)
			t.Logf("%s, %s, found in %v", pz.ID, pz.Goal, time.Since(start).Round(time.Millisecond))
			assert.True(t, pz.Goal.InTwo(), "%s: %s", pz.ID, pz.Goal)
			assert.Contains(t, twoMoveGoals(o.Rules.Set), pz.Goal.Kind)
			assert.True(t, pz.HasTheme(TwoMoveTheme), "%s: %v", pz.ID, pz.Themes)
			assert.Equal(t, rs, pz.Position.Rules.String())
			assert.Empty(t, check.Puzzle(&pz), "%s passes rithmo puzzles check", pz.ID)

			again, err := NewPractice(o)
			require.NoError(t, err)
			same, err := again.Puzzle(1)
			require.NoError(t, err)
			assert.Equal(t, string(puzzles.Format([]puzzles.Puzzle{pz})), string(puzzles.Format([]puzzles.Puzzle{same})), "the same seed, the same puzzle")
		})
	}
	// Numbers give other games, and other puzzles.
	set, err := NewPractice(PracticeOptions{Theme: TwoMoveTheme, Rules: mustRules(t, "fulke3"), Seed: 7})
	require.NoError(t, err)
	ids := map[string]bool{}
	for n := 1; n <= 4; n++ {
		pz, err := set.Puzzle(n)
		require.NoError(t, err)
		assert.False(t, ids[pz.ID], "id %s twice", pz.ID)
		ids[pz.ID] = true
	}
	// The mix of every theme leaves them out: they take longer to find.
	mix, err := NewPractice(PracticeOptions{Seed: 7})
	require.NoError(t, err)
	for _, k := range mix.kinds {
		assert.False(t, k.twoMove)
	}
}

func TestNewPracticeRefuses(t *testing.T) {
	for _, tc := range []struct {
		name, option, msg string
		o                 PracticeOptions
	}{
		{"negative count", "count", "-1: want 0 (no end) to 10000", PracticeOptions{Count: -1}},
		{"count too large", "count", "10001: want 0 (no end) to 10000", PracticeOptions{Count: MaxCount + 1}},
		{"unknown theme", "theme", `"sorcery": want a relation, a triumph kind or two-move`, PracticeOptions{Theme: "sorcery"}},
		{"theme the rules lack", "theme", "parlett has no taking by cossic", PracticeOptions{Theme: "cossic", Rules: mustRules(t, "parlett")}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			set, err := NewPractice(tc.o)
			assert.Nil(t, set)
			var oe *OptionError
			require.True(t, errors.As(err, &oe), "%v", err)
			assert.Equal(t, tc.option, oe.Option)
			assert.Contains(t, err.Error(), tc.msg)
		})
	}
}

// BenchmarkPracticePuzzle measures making the next puzzle of an endless
// practice session, as rithmo practice does when the learner asks for it.
//
//	go test -bench PracticePuzzle -cpu 1 ./puzzles/generate
func BenchmarkPracticePuzzle(b *testing.B) {
	for _, theme := range []string{"addition", "greater", ""} {
		b.Run("theme="+theme, func(b *testing.B) {
			set, err := NewPractice(PracticeOptions{Theme: theme, Seed: 1})
			if err != nil {
				b.Fatal(err)
			}
			b.ReportAllocs()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				if _, err := set.Puzzle(i + 1); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
