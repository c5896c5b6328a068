package opponent

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/rules/board"
	"github.com/rithmo/rithmo/rules/engine"
	"github.com/rithmo/rithmo/rules/triumph"
)

// The race of nemec, whose camps start one rank ahead of each army: White
// has a 4 on e4, a 6 on d4 and a 9 on h3, three actions from the great
// triumph 4, 6, 9 on d5, e5, f5 (4 × 9 = 36 = 6 × 6).
func TestRaceToATriumph(t *testing.T) {
	tests := []struct {
		name string
		pos  string
		want []string // the actions level 4 may choose (nil: any)
		lost bool     // level 4 sees the enemy's triumph coming, whatever it plays
	}{
		{
			// Any of the three brings one man to its square and leaves the
			// other two one action each from theirs. Without the weight
			// for progress the search, which sees two actions, found no
			// triumph within them and played h3-h5 (two ranks forward) as
			// readily as h3-f5.
			name: "brings a man to the triumph it can set in three actions",
			pos:  "r3,7/8/8/8/8/8/8/8/8/8/8/8/3,R6,R4,3/7,T9/8/8 w nemec - - 1",
			want: []string{"h3-f5", "e4-d5", "d4-e5"},
		},
		{
			// Black's 4 on d12 and 6 on e12 wait for its 9 from h14 to
			// f12; White's 2 on g11 stands on f12 first (2, 6, 4 or 4, 6,
			// 2 runs no way), rather than race.
			name: "parries the threat it can",
			pos:  "r3,7/8/7,t9/8/3,r4,r6,3/6,R2,1/8/8/8/8/8/8/3,R6,R4,3/7,T9/8/8 w nemec - - 1",
			want: []string{"g11-f12"},
		},
		{
			// Black's 4 on d12 waits for its 6 (d13-e12) and its 9
			// (h14-f12): after either, the other completes, and no White
			// man reaches those squares; White's own triumph is three
			// actions off.
			name: "sees the race lost when the threat to come cannot be parried",
			pos:  "r3,7/8/7,t9/3,r6,4/3,r4,4/8/8/8/8/8/8/8/3,R6,R4,3/7,T9/8/8 w nemec - - 1",
			lost: true,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := board.MustParse(tt.pos)
			for seed := uint64(1); seed <= 6; seed++ {
				pl, err := Choose(&p, triumph.Settings{}, Config{Level: 4, Seed: seed})
				require.NoError(t, err)
				if tt.want != nil {
					assert.Contains(t, tt.want, pl.Action.String(), "seed %d: %s", seed, pl.Explain())
				}
				if tt.lost {
					assert.Less(t, pl.Score, -(Win - 10), "seed %d: %s", seed, pl.Explain())
				} else {
					assert.Greater(t, pl.Score, -Win/2, "seed %d: %s", seed, pl.Explain())
				}
			}
		})
	}
}

func TestTriumphThreatExplained(t *testing.T) {
	// White's 4 on d5 and 9 on f5 wait for the 6 on d3, two actions from
	// e5: level 4 brings it within one and says so.
	p := board.MustParse("r3,7/8/8/8/8/8/8/8/8/8/8/3,R4,1,T9,2/8/3,R6,4/8/8 w nemec - - 1")
	pl, err := Choose(&p, triumph.Settings{}, Config{Level: 4, Seed: 1})
	require.NoError(t, err)
	require.NotEmpty(t, pl.Sets)
	assert.Contains(t, pl.Explain(), "sets the great triumph: my 4 on d5 and my 9 on f5 wait for a 6 on e5: 4 × 9 = 36 = 6 × 6: geometric")
	pl, ok := PlanOf(&p, engine.MustParseAction("d3-c3"))
	require.True(t, ok)
	assert.Empty(t, pl.Sets, "the 6 on c3 is still two actions from e5")
}
