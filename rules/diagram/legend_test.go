package diagram_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/rules/board"
	"github.com/rithmo/rithmo/rules/diagram"
	"github.com/rithmo/rithmo/rules/engine"
	"github.com/rithmo/rithmo/rules/triumph"
)

// takenLine is the legend's line of men taken, as one line however wide.
func takenLine(t *testing.T, p *board.Position) string {
	t.Helper()
	out := diagram.Draw(p, diagram.Options{Layout: diagram.Narrow})
	i := strings.Index(out, "Taken by White:")
	require.GreaterOrEqual(t, i, 0, out)
	rest := out[i:]
	end := strings.Index(rest, ".\n")
	for end >= 0 && !strings.Contains(rest[:end+1], "Taken by Black:") {
		next := strings.Index(rest[end+2:], ".\n")
		if next < 0 {
			end = -1
			break
		}
		end += 2 + next
	}
	require.GreaterOrEqual(t, end, 0, out)
	return strings.Join(strings.Fields(rest[:end+1]), " ")
}

// The legend names the very men the common victories are counted over
// (rules.md: "counted over the men a side has taken (every rule set)"),
// wherever the rule set puts them: under fulke1 "a taken man changes sides
// and enters the captor's rearmost free square", so it is listed with the
// square where it now serves.
func TestTakenLineIsWhatTheVictoryCounts(t *testing.T) {
	for _, tc := range []struct {
		name     string
		position string
		actions  []string
		want     string
		white    int // men White has taken, as the bodies victory counts them
	}{
		{
			name:     "fulke1: 6 + 6 = 12, the t12 changes sides and serves White on a1",
			position: "8/8/8/8/8/8/8/8/4,t12,3/8/2,R6,1,T6,3/8/8/8/8/8 w fulke1 - - 1",
			actions:  []string{"c6-d7"},
			want:     "Taken by White: <T12> serving on a1. Taken by Black: none.",
			white:    1,
		},
		{
			name:     "fulke1: the captor's rearmost free square is the first empty one from its back edge",
			position: "8/8/8/8/8/8/8/8/4,t12,3/8/2,R6,1,T6,3/8/8/8/8/S15,S25,6 w fulke1 - - 1",
			actions:  []string{"c6-d7"},
			want:     "Taken by White: <T12> serving on c1. Taken by Black: none.",
			white:    1,
		},
		{
			name:     "fulke3: the man taken leaves the game",
			position: "8/8/8/8/8/8/8/8/8/3,R6,4/4,T6,3/8/8/8/8/8 b fulke3 t12 - 2",
			want:     "Taken by White: <t12>. Taken by Black: none.",
			white:    1,
		},
		{
			name:     "fulke2: a prisoner held, another set on the board",
			position: "7,r9/8/2,R3*,5/8/8/8/8/8/2,t12,5/8/8/8/8/8/8/S289,7 w fulke2 r5 - 1",
			want:     "Taken by White: (r5), (R3*) set on c14. Taken by Black: none.",
			white:    2,
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := board.MustParse(tc.position)
			for _, s := range tc.actions {
				a, err := engine.ParseAction(s)
				require.NoError(t, err)
				p, _, err = engine.Apply(&p, a)
				require.NoError(t, err, s)
			}
			assert.Equal(t, tc.want, takenLine(t, &p))
			assert.Len(t, triumph.Taken(&p, board.White), tc.white)
			assert.Equal(t, tc.white, len(triumph.TakenMen(&p, board.White)))
			v, won := triumph.Won(&p, triumph.Settings{Common: triumph.Bodies, Men: tc.white})
			if assert.True(t, won, "a bodies victory of %d men is reached", tc.white) {
				assert.Equal(t, board.White, v.Side)
			}
		})
	}
}
