package coach

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/rules/board"
	"github.com/rithmo/rithmo/rules/engine"
)

// addition: White's 6 on d7 and 6 on e4; e4-e6 brings both to reach the
// 12 on e8 (the 1563 book's addition). Black's 3 on a16 only waits.
const addition = "r3,7/8/8/8/8/8/8/8/4,t12,3/3,R6,4/8/8/4,T6,3/8/8/8 w fulke1 - - 1"

func TestAfter(t *testing.T) {
	tests := []struct {
		name     string
		pos      string
		played   string
		kind     Kind
		contains string
		none     bool
	}{
		{"a quiet move misses the addition", addition, "d7-c8", Missed,
			"missed: e4-e6 would have taken t12 on e8: 6 on d7 + 6 on e6 = 12 on e8: addition (rithmo lesson show 14)", false},
		{"the capture played is not missed", addition, "e4-e6", Missed, "", true},
		{"Black's waiting move leaves the 12 under threat", strings.Replace(addition, " w ", " b ", 1), "a16-b15", Threat,
			"threat: e4-e6 would take your t12 on e8: 6 on d7 + 6 on e6 = 12 on e8: addition (rithmo lesson show 14)", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := board.MustParse(tt.pos)
			notes := After(&p, engine.MustParseAction(tt.played))
			var found []string
			for _, n := range notes {
				if n.Kind == tt.kind {
					found = append(found, n.Text)
				}
			}
			if tt.none {
				assert.Empty(t, found)
				return
			}
			require.NotEmpty(t, found, "notes: %v", notes)
			assert.Equal(t, tt.contains, found[0])
		})
	}
}

func TestAfterIllegal(t *testing.T) {
	p := board.MustParse(addition)
	assert.Nil(t, After(&p, engine.MustParseAction("e4-e9")))
}

// triumph: nemec, White's 4 on c10 and 6 on c12; the 8 on d13 moving to
// c14 sets 4, 6, 8 in a line: a triumph within one action.
const nemecTriumph = "8/8/8/3,R8,4/2,R6,5/8/2,R4,5/8/8/8/8/8/8/8/r3,7/8 w nemec - - 9"

func TestMissedTriumph(t *testing.T) {
	p := board.MustParse(nemecTriumph)
	var quiet engine.Action
	for _, o := range engine.Analyse(&p) {
		if len(o.Triumphs) == 0 && len(o.Captures) == 0 {
			quiet = o.Action
			break
		}
	}
	require.NotEqual(t, engine.Action{}, quiet)
	var texts []string
	for _, n := range After(&p, quiet) {
		if n.Kind == MissedTriumph {
			texts = append(texts, n.Text)
		}
	}
	require.NotEmpty(t, texts)
	assert.Contains(t, texts[0], "missed triumph: ")
	assert.Contains(t, texts[0], "the great triumph (rithmo lesson show 15)")
}

func TestTurningPoints(t *testing.T) {
	p := board.MustParse(addition)
	a := engine.MustParseAction("d7-c8")
	next, _, err := engine.Apply(&p, a)
	require.NoError(t, err)
	b := engine.MustParseAction("a16-b15")
	pts := TurningPoints([]board.Position{p, next}, []engine.Action{a, b}, board.White, 5)
	require.Len(t, pts, 1)
	assert.Equal(t, 0, pts[0].Ply)
	assert.Equal(t, int64(12), pts[0].Value)
	assert.Contains(t, pts[0].Text, "action 1, you played d7-c8; missed: e4-e6 would have taken t12 on e8: 6 on d7 + 6 on e6 = 12 on e8: addition")
}

func TestTurningPointsNameARepeatOnce(t *testing.T) {
	// White lets the addition pass twice, stepping its 2 to and fro: one
	// turning point, the first.
	p := board.MustParse(strings.Replace(addition, "/8/8/8 w", "/8/8/R2,7 w", 1))
	line := []string{"a1-b2", "a16-b15", "b2-a1", "b15-a16"}
	var positions []board.Position
	var actions []engine.Action
	for _, s := range line {
		a := engine.MustParseAction(s)
		positions = append(positions, p)
		actions = append(actions, a)
		next, _, err := engine.Apply(&p, a)
		require.NoError(t, err)
		p = next
	}
	pts := TurningPoints(positions, actions, board.White, 5)
	require.Len(t, pts, 1)
	assert.Equal(t, 0, pts[0].Ply)
}
