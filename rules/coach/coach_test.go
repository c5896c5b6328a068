package coach

import (
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/rules/board"
	"github.com/rithmo/rithmo/rules/engine"
	"github.com/rithmo/rithmo/rules/opponent"
	"github.com/rithmo/rithmo/rules/triumph"
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
			notes := After(&p, engine.MustParseAction(tt.played), triumph.Settings{})
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
	assert.Nil(t, After(&p, engine.MustParseAction("e4-e9"), triumph.Settings{}))
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
	for _, n := range After(&p, quiet, triumph.Settings{}) {
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
	pts := TurningPoints([]board.Position{p, next}, []engine.Action{a, b}, board.White, triumph.Settings{}, 5)
	require.Len(t, pts, 1)
	assert.Equal(t, 0, pts[0].Ply)
	assert.Equal(t, int64(12), pts[0].Value)
	assert.Contains(t, pts[0].Text, "action 1, you played d7-c8; missed: e4-e6 would have taken t12 on e8: 6 on d7 + 6 on e6 = 12 on e8: addition")
}

// A man the opponent takes is a turning point with the learner's action
// that left it open.
func TestTurningPointsLeftOpen(t *testing.T) {
	p := board.MustParse(strings.Replace(addition, " w ", " b ", 1))
	wait := engine.MustParseAction("a16-b15")
	next, _, err := engine.Apply(&p, wait)
	require.NoError(t, err)
	take := engine.MustParseAction("e4-e6")
	pts := TurningPoints([]board.Position{p, next}, []engine.Action{wait, take}, board.Black, triumph.Settings{}, 5)
	require.Len(t, pts, 1)
	assert.Equal(t, "action 2, White played e4-e6 and took t12 on e8 (6 on d7 + 6 on e6 = 12 on e8: addition); your action 1 (a16-b15) left it open", pts[0].Text)
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
	pts := TurningPoints(positions, actions, board.White, triumph.Settings{}, 5)
	require.Len(t, pts, 1)
	assert.Equal(t, 0, pts[0].Ply)
}

func TestVictoryNotes(t *testing.T) {
	bodies1, err := triumph.ParseSettings("bodies men=1")
	require.NoError(t, err)
	p := board.MustParse(addition)
	var missed []string
	for _, n := range After(&p, engine.MustParseAction("d7-c8"), bodies1) {
		if n.Kind == MissedVictory {
			missed = append(missed, n.Text)
		}
	}
	require.Len(t, missed, 1)
	assert.Contains(t, missed[0], "missed victory: e4-e6 would have taken t12 on e8 (6 on d7 + 6 on e6 = 12 on e8: addition) and won the game: ")
	assert.Contains(t, missed[0], "(rithmo lesson show 16)")

	assert.Nil(t, After(&p, engine.MustParseAction("e4-e6"), bodies1), "the winning capture: nothing let pass matters")

	b := board.MustParse(strings.Replace(addition, " w ", " b ", 1))
	var threats []string
	for _, n := range After(&b, engine.MustParseAction("a16-b15"), bodies1) {
		if n.Kind == VictoryThreat {
			threats = append(threats, n.Text)
		}
	}
	require.Len(t, threats, 1)
	assert.Contains(t, threats[0], "victory threatened: e4-e6 would take your t12 on e8 (6 on d7 + 6 on e6 = 12 on e8: addition) and win the game: ")

	none := After(&p, engine.MustParseAction("d7-c8"), triumph.Settings{})
	for _, n := range none {
		assert.NotEqual(t, MissedVictory, n.Kind, "no common victory agreed: none to miss")
	}
}

// Over a game of the level-1 opponent against itself (bodies of 2 agreed),
// the coach names every man the mover could have taken and did not, and
// every man the enemy may take next, each with a lesson and with actions
// that do take it (in a victory's note when taking it wins): nothing the
// engine finds is left out.
func TestAfterNamesEveryCapture(t *testing.T) {
	for _, set := range []string{"parlett", "fulke1", "fulke2", "fulke3"} {
		t.Run(set, func(t *testing.T) {
			r, err := board.ParseRules(set)
			require.NoError(t, err)
			p := board.Opening(r)
			seen := 0
			bodies2, err := triumph.ParseSettings("bodies men=2")
			require.NoError(t, err)
			for ply := 0; ply < 80; ply++ {
				pl, err := opponent.Choose(&p, triumph.Settings{}, opponent.Config{Level: 1, Seed: uint64(ply)})
				if err != nil {
					break
				}
				after, caps, err := engine.Apply(&p, pl.Action)
				require.NoError(t, err)
				if _, over := triumph.Won(&after, bodies2); over {
					assert.Nil(t, After(&p, pl.Action, bodies2), "nothing said after the winning action")
					break
				}
				took := map[target]bool{}
				for _, c := range caps {
					took[target{c.Square, c.Layer}] = true
				}
				want := map[Kind]map[target]bool{Missed: {}, Threat: {}}
				for _, o := range engine.Analyse(&p) {
					for _, c := range o.Captures {
						if o.Action != pl.Action && !took[target{c.Square, c.Layer}] {
							want[Missed][target{c.Square, c.Layer}] = true
						}
					}
				}
				for _, o := range engine.Analyse(&after) {
					for _, c := range o.Captures {
						want[Threat][target{c.Square, c.Layer}] = true
					}
				}
				got := map[Kind]map[target]bool{Missed: {}, Threat: {}}
				for _, n := range After(&p, pl.Action, bodies2) {
					kind := n.Kind
					switch kind {
					case MissedVictory:
						kind = Missed
					case VictoryThreat:
						kind = Threat
					}
					if n.Capture != nil && (kind == Missed || kind == Threat) {
						for _, a := range n.Actions {
							_, caps, err := engine.Apply(&p, a)
							if kind == Threat {
								_, caps, err = engine.Apply(&after, a)
							}
							require.NoError(t, err)
							assert.True(t, slices.ContainsFunc(caps, func(c engine.Capture) bool { return c.Square == n.Capture.Square }), "%s takes %s", a, n.Capture.Square)
						}
						got[kind][target{n.Capture.Square, n.Capture.Layer}] = true
						assert.NotEmpty(t, n.Lesson)
						assert.Contains(t, n.Text, "(rithmo lesson show "+n.Lesson+")")
						seen++
					}
				}
				require.Equal(t, want, got, "ply %d, %s played in %s", ply, pl.Action, p.String())
				p = after
			}
			assert.Positive(t, seen, "the game gave the coach something to say")
		})
	}
}
