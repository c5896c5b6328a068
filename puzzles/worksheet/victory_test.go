package worksheet

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/puzzles"
)

// TestVictoryPrompt: a victory goal's question names the agreed victory in
// words, not the goal line's settings.
func TestVictoryPrompt(t *testing.T) {
	ps, err := puzzles.Parse("v.puz", []byte(`id: v
title: Sixty-four makes the quarrel
position: 8/8/8/8/1,r9,3,s49,2/3,t64,4/1,T9,1,R64,1,T49,2/8/8/8/8/8/8/8/8/8 w nemec t16,s28,t56 - 30
goal: victory quarrel sum=160 digits=8
`))
	require.NoError(t, err)
	assert.Equal(t, "White to move. Win the game with one capture, by the agreed quarrel: the first to take men worth 160 "+
		"in at most 8 digits wins; a taken pyramid counts as one man. Which man acts, where does it go, and what does it take? "+
		"Count the men held and the man taken.", puzzlePrompt(&ps[0]))
}
