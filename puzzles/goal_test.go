package puzzles

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/rules/board"
	"github.com/rithmo/rithmo/rules/triumph"
)

func TestParseGoal(t *testing.T) {
	good := []struct {
		text, canonical string
		want            Goal
	}{
		{"capture e11", "capture e11", Goal{Kind: GoalCapture, Target: board.At(4, 10)}},
		{"capture most", "capture most", Goal{Kind: GoalCapture, Target: board.NoSquare, Most: true}},
		{"spot", "spot", Goal{Kind: GoalSpot, Target: board.NoSquare}},
		{"triumph any", "triumph", Goal{Kind: GoalTriumph, Target: board.NoSquare}},
		{"triumph greater", "triumph greater", Goal{Kind: GoalTriumph, Target: board.NoSquare, Triumph: "greater"}},
		{"victory quarrel sum=160 digits=8", "victory quarrel sum=160 digits=8",
			Goal{Kind: GoalVictory, Target: board.NoSquare, Victory: triumph.Settings{Common: triumph.Quarrel, Sum: 160, Digits: 8}}},
		{"victory Honor men=8 sum=100", "victory honour sum=100 men=8",
			Goal{Kind: GoalVictory, Target: board.NoSquare, Victory: triumph.Settings{Common: triumph.Honour, Sum: 100, Men: 8}}},
		{"victory bodies men=5 pyramid=layers", "victory bodies men=5 pyramid=layers",
			Goal{Kind: GoalVictory, Target: board.NoSquare, Victory: triumph.Settings{Common: triumph.Bodies, Men: 5, PyramidLayers: true}}},
		{"capture  f10 in 2", "capture f10 in 2", Goal{Kind: GoalCapture, Target: board.At(5, 9), Moves: TwoMoves}},
		{"triumph in 2", "triumph in 2", Goal{Kind: GoalTriumph, Target: board.NoSquare, Moves: TwoMoves}},
		{"triumph any in 2", "triumph in 2", Goal{Kind: GoalTriumph, Target: board.NoSquare, Moves: TwoMoves}},
		{"triumph great in 2", "triumph great in 2", Goal{Kind: GoalTriumph, Target: board.NoSquare, Triumph: "great", Moves: TwoMoves}},
		{"victory standards count=2", "victory standards count=2",
			Goal{Kind: GoalVictory, Target: board.NoSquare, Victory: triumph.Settings{Common: triumph.Standards, Standards: 2}}},
	}
	for _, c := range good {
		t.Run(c.text, func(t *testing.T) {
			g, err := ParseGoal(c.text)
			require.NoError(t, err)
			assert.Equal(t, c.want, g)
			assert.Equal(t, c.canonical, g.String())
		})
	}
	bad := []struct{ text, err string }{
		{"", "the goal is empty: want capture SQUARE, capture most, spot, triumph [KIND], victory SETTINGS, capture SQUARE in 2 or triumph [KIND] in 2"},
		{"capture f10 in 3", `"capture f10 in 3": want in 2, found in "3": only two-move goals are known`},
		{"capture f10 in", "want capture SQUARE, capture most or capture SQUARE in 2"},
		{"capture in 2", "want capture SQUARE, capture most or capture SQUARE in 2"},
		{"capture most in 2", "capture most in 2 is not a goal: want capture SQUARE in 2"},
		{"spot in 2", `"spot in 2": only capture SQUARE and triumph [KIND] may be asked in 2`},
		{"victory bodies men=5 in 2", `"victory bodies men=5 in 2": only capture SQUARE and triumph [KIND] may be asked in 2`},
		{"triumph great in 2 in 2", "want triumph, or triumph great, greater or greatest, optionally followed by in 2"},
		{"capture z99 in 2", "z99"},
		{"mate", `unknown goal "mate": want capture, spot, triumph or victory`},
		{"victory", "want victory and the agreed common victory, for example victory quarrel sum=160 digits=8"},
		{"victory none", "victory none: want a common victory a capture can win"},
		{"victory standards stopped", "victory standards stopped: want a common victory a capture can win"},
		{"victory standards", "victory standards: want a common victory a capture can win"},
		{"victory quarrel sum=160", "victory: settings: quarrel wants digits from 1 to 192, found 0"},
		{"victory wealth sum=3", `victory: settings: item 1: unknown common victory "wealth"`},
	}
	for _, c := range bad {
		t.Run("bad/"+c.text, func(t *testing.T) {
			_, err := ParseGoal(c.text)
			require.Error(t, err)
			assert.Contains(t, err.Error(), c.err)
		})
	}
}

// FuzzParseGoal: no panic, and a goal that parses prints to a text that
// parses to the same goal.
func FuzzParseGoal(f *testing.F) {
	for _, s := range []string{"capture e11", "capture most", "spot", "triumph greatest", "victory quarrel sum=160 digits=8",
		"victory honour-and-quarrel sum=100 men=8 digits=9 pyramid=layers", "victory standards count=3", "victory none", "victory  bodies  men=4",
		"capture f10 in 2", "triumph in 2", "triumph greatest in 2", "capture most in 2", "spot in 2", "triumph in 3", "capture e11 in"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		g, err := ParseGoal(text)
		if err != nil {
			return
		}
		again, err := ParseGoal(g.String())
		require.NoError(t, err, g.String())
		require.Equal(t, g, again)
	})
}
