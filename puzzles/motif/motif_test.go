package motif_test

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/content"
	"github.com/rithmo/rithmo/puzzles"
	"github.com/rithmo/rithmo/puzzles/judge"
	"github.com/rithmo/rithmo/puzzles/motif"
)

func of(t *testing.T, src string) (puzzles.Puzzle, motif.Motif) {
	t.Helper()
	ps, err := puzzles.Parse("t.puz", []byte(src))
	require.NoError(t, err)
	s, err := judge.Solve(&ps[0])
	require.NoError(t, err)
	return ps[0], motif.Of(&ps[0], s)
}

func TestOf(t *testing.T) {
	const sixes = "8/8/8/8/1,r9,6/8/8/8/4,t12,3/8/2,R6,1,T6,3/8/8/8/8/8 w fulke1 - - 5"
	tests := []struct {
		name, position, goal string
		key                  string
		king                 bool
	}{
		{"a sum, its men and where they stand", sixes, "capture e8",
			"fulke1|capture|addition|[6 6] onto 12|a man|takers at +0-2 -1-1, mover from -2-2", false},
		{"the same idea elsewhere on the board", "8/8/8/8/8/8/8/5,t12,2/8/3,R6,1,T6,2/8/8/8/8/8/8 w fulke1 - - 5", "capture f9",
			"fulke1|capture|addition|[6 6] onto 12|a man|takers at +0-2 -1-1, mover from -2-2", false},
		{"no motif for a spot goal", sixes, "spot", "", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, m := of(t, "id: x\ntitle: x\nposition: "+tt.position+"\ngoal: "+tt.goal+"\n")
			assert.Equal(t, tt.key, m.Key)
			assert.Equal(t, tt.king, m.King)
		})
	}
}

func TestCheckLimits(t *testing.T) {
	src := ""
	for _, pos := range []string{
		"8/8/8/8/1,r9,6/8/8/8/4,t12,3/8/2,R6,1,T6,3/8/8/8/8/8 w fulke1 - - 5",
		"8/8/8/8/r9,7/8/8/8/4,t12,3/8/2,R6,1,T6,3/8/8/8/8/8 w fulke1 - - 5",
		"8/8/8/8/8/r9,7/8/8/4,t12,3/8/2,R6,1,T6,3/8/8/8/8/8 w fulke1 - - 5",
		"8/8/8/8/1,r9,6/8/8/8/4,t12,3/8/2,R6,1,T6,3/8/8/8/8/8 w fulke1 - - 7",
	} {
		src += fmt.Sprintf("id: x%d\ntitle: x\nposition: %s\ngoal: capture e8\n\n", len(src), pos)
	}
	ps, err := puzzles.Parse("t.puz", []byte(src))
	require.NoError(t, err)
	ms := make([]motif.Motif, len(ps))
	for i := range ps {
		s, err := judge.Solve(&ps[i])
		require.NoError(t, err)
		ms[i] = motif.Of(&ps[i], s)
	}
	got := motif.Check(ps, ms)
	require.Len(t, got, 3, "the third of a motif, and the fourth twice: its position and its motif")
	assert.Same(t, &ps[2], got[0].Puzzle)
	assert.Contains(t, got[0].Msg, "at most 2 puzzles may share a motif")
	assert.Same(t, &ps[3], got[1].Puzzle)
	assert.Contains(t, got[1].Msg, "a position is one puzzle")
}

// The curated collection keeps the limits: no motif more than twice, no
// position twice, a king in at most a quarter of the capture puzzles.
func TestCuratedKeepsTheLimits(t *testing.T) {
	all, err := puzzles.Load(content.Puzzles())
	require.NoError(t, err)
	ms := make([]motif.Motif, len(all))
	captures, kings := 0, 0
	for i := range all {
		s, _ := judge.Solve(&all[i])
		ms[i] = motif.Of(&all[i], s)
		if ms[i].Capture {
			captures++
			if ms[i].King {
				kings++
			}
		}
	}
	assert.Empty(t, motif.Check(all, ms))
	assert.LessOrEqual(t, kings*motif.KingShareDenominator, captures, "%d kings in %d capture puzzles", kings, captures)
}
