package exercise

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A square off the board is a slip: refused in words before it is judged,
// at no cost; a square on the board, right or wrong, is judged.
func TestRefuseOffBoard(t *testing.T) {
	ask := func(task string) Question {
		tk, err := ParseTask(task)
		require.NoError(t, err)
		q, err := Ask(Block{Task: tk}, 1, "t", 0)
		require.NoError(t, err)
		return q
	}
	moves := ask("moves fulke1 triangle 4 5")
	place := ask("place 4 6 9")
	name := ask("name 3 2")
	for _, tc := range []struct {
		name   string
		q      Question
		answer string
		want   string // "" when it is judged
	}{
		{"the review's typo", moves, "d77", "d77 is not on the board: ranks 1-16"},
		{"among good squares", moves, "d3, d7 b5 f55", "f55 is not on the board: ranks 1-16"},
		{"rank 0", moves, "d0", "d0 is not on the board: ranks 1-16"},
		{"upper case", moves, "D77", "d77 is not on the board: ranks 1-16"},
		{"a file past h", moves, "d3 k5", "k5 is not on the board: files a-h"},
		{"a wrong square is judged", moves, "d3 d7 b5 c2", ""},
		{"rank 16", moves, "d16", ""},
		{"right", moves, "b5 f5 d3 d7", ""},
		{"place", place, "a13 b14 c17", "c17 is not on the board: ranks 1-16"},
		{"not a square question", name, "x99", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := tc.q.Refuse(tc.answer)
			if tc.want == "" {
				assert.NoError(t, err)
				return
			}
			assert.EqualError(t, err, tc.want)
		})
	}
}

func FuzzOffBoard(f *testing.F) {
	for _, s := range []string{"d77", "a1 h16", "k3", "d 7", "z0, b99999999999999999999", "é5 b2"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		// Whatever Refuse lets through, the checker can read as squares
		// of the board: the two never disagree on what is on it.
		if why := offBoard(s); why == "" {
			if _, err := squaresOf(s); err != nil {
				t.Fatalf("%q: offBoard passed it, but the checker refuses it: %v", s, err)
			}
		}
	})
}

func TestWithRules(t *testing.T) {
	b, err := Parse("task: moves {rules} round 4 8\n", 1)
	require.NoError(t, err)
	for _, tc := range []struct {
		rules, want string
	}{
		{"nemec", "Under nemec, a lone round stands on d8"},
		{"parlett", "Under parlett, a lone round stands on d8"},
		{"", "Under fulke1, a lone round stands on d8"},      // none given: the default
		{"chess", "Under fulke1, a lone round stands on d8"}, // unknown: the default
	} {
		t.Run(tc.rules, func(t *testing.T) {
			q, err := Ask(b.WithRules(tc.rules), 1, "how-the-men-move", 0)
			require.NoError(t, err)
			assert.Contains(t, q.Prompt, tc.want)
		})
	}
	fixed, err := Parse("task: moves fulke3 round 4 8\n", 1)
	require.NoError(t, err)
	assert.Equal(t, fixed, fixed.WithRules("nemec"), "a fixed rule set stays")
}
