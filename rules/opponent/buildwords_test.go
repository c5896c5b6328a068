package opponent

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/rules/board"
	"github.com/rithmo/rithmo/rules/engine"
	"github.com/rithmo/rithmo/rules/triumph"
)

// The plan names, in numbers, the captures by neighbours its action half
// builds, and only those the action built.
func TestBuildsSaidInNumbers(t *testing.T) {
	tests := []struct {
		name   string
		rules  string
		men    map[string]string
		action string
		want   []string // the builds' words, in board order
	}{
		{
			name:   "a third side closed",
			rules:  "fulke3",
			men:    map[string]string{"d8": "r9", "d9": "R2", "c8": "R3", "f8": "R4"},
			action: "f8-e8",
			want:   []string{"my men close 3 of the 4 orthogonal sides of your 9 on d8: one more on d7 takes it by siege"},
		},
		{
			name:   "a second side closed",
			rules:  "fulke3",
			men:    map[string]string{"d8": "r9", "d9": "R2", "b8": "R3"},
			action: "b8-c8",
			want:   []string{"my men close 2 of the 4 orthogonal sides of your 9 on d8: e8 and d7 still to close for a siege"},
		},
		{
			name:   "a lying weight's first man",
			rules:  "fulke3",
			men:    map[string]string{"d8": "r9", "b8": "R4", "h1": "R5"},
			action: "b8-c8",
			want:   []string{"my 4 on c8 stands next to your 9 on d8 and my 5 on h1 would join it: 4 + 5 = 9, by lying weight"},
		},
		{
			name:   "nothing new: the ring stood before the action",
			rules:  "fulke3",
			men:    map[string]string{"d8": "r9", "d9": "R2", "c8": "R3", "e8": "R4", "a1": "R6"},
			action: "a1-a2",
		},
		{
			name:   "fulke1 takes nobody by neighbours alone",
			rules:  "fulke1",
			men:    map[string]string{"d8": "r9", "d9": "R2", "c8": "R3", "f9": "R4"},
			action: "f9-e8",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := onBoard(t, tt.rules, tt.men)
			s := &searcher{w: weightsForVictory(triumph.Settings{}), nc: engine.NeighbourCapturesOf(p.Rules)}
			a := engine.MustParseAction(tt.action)
			next, _, err := engine.Apply(&p, a)
			require.NoError(t, err)
			var got []string
			for _, b := range newBuilds(s.buildsOf(&p, board.White), s.buildsOf(&next, board.White)) {
				got = append(got, b.words())
			}
			assert.Equal(t, tt.want, got)
		})
	}
}

// Level 5 closing a ring says so in its plan.
func TestPlanNamesTheBuild(t *testing.T) {
	pl := Plan{Action: engine.MustParseAction("f8-e8"), Builds: []Build{{Target: mustSquare(t, "d8"), Value: 9, Ring: true, Closed: 3,
		Open: []board.Square{mustSquare(t, "d7")}}}}
	assert.Contains(t, pl.Explain(), "I play f8-e8, taking nothing. I build a capture: my men close 3 of the 4 orthogonal sides of your 9 on d8: one more on d7 takes it by siege.")
}

func mustSquare(t *testing.T, s string) board.Square {
	t.Helper()
	sq, err := board.ParseSquare(s)
	require.NoError(t, err)
	return sq
}
