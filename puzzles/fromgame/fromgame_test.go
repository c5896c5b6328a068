package fromgame

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/puzzles/judge"
	"github.com/rithmo/rithmo/rules/board"
	"github.com/rithmo/rithmo/rules/engine"
	"github.com/rithmo/rithmo/rules/game"
	"github.com/rithmo/rithmo/rules/triumph"
)

// addition: White's 6 on d7 and 6 on e4; e4-e6 brings both to reach the
// 12 on e8 (the 1563 book's addition). Black's 3 on a16 only waits.
const addition = "r3,7/8/8/8/8/8/8/8/4,t12,3/3,R6,4/8/8/4,T6,3/8/8/8 w fulke1 - - 1"

// nemecTriumph: the 8 on d13 moving to c14 sets 4, 6, 8 in a line.
const nemecTriumph = "8/8/8/3,R8,4/2,R6,5/8/2,R4,5/8/8/8/8/8/8/8/r3,7/8 w nemec - - 9"

// played is a game from pos through the actions given.
func played(t *testing.T, pos string, actions ...string) *game.Game {
	t.Helper()
	g := &game.Game{Date: "2026-12-06", Positions: []board.Position{board.MustParse(pos)}}
	for _, s := range actions {
		_, err := g.Play(engine.MustParseAction(s))
		require.NoError(t, err, s)
	}
	return g
}

// quietAction is an action of pos that takes nothing and sets no triumph.
func quietAction(t *testing.T, pos string) string {
	p := board.MustParse(pos)
	for _, o := range engine.Analyse(&p) {
		if len(o.Captures) == 0 && len(o.Triumphs) == 0 {
			return o.Action.String()
		}
	}
	t.Fatal("no quiet action")
	return ""
}

func TestAt(t *testing.T) {
	tests := []struct {
		name    string
		pos     string
		actions []string
		ply     int
		want    bool
		goal    string
		answers []string
		themes  []string
		title   string
	}{
		{"a quiet move lets the addition pass", addition, []string{"d7-c8"}, 0, true, "capture most", []string{"e4-e6"},
			[]string{"addition"}, "A capture of 12 you let pass in your game of 6 Dec 2026, action 1"},
		{"the capture played is no mistake", addition, []string{"e4-e6"}, 0, false, "", nil, nil, ""},
		{"a triumph let pass", nemecTriumph, []string{quietAction(t, nemecTriumph)}, 0, true, "triumph", nil,
			[]string{"triumph", "great"}, "A triumph you let pass in your game of 6 Dec 2026, action 1"},
		{"Black's step with nothing to take", addition, []string{"d7-c8", "a16-b15"}, 1, false, "", nil, nil, ""},
		{"a ply past the end", addition, []string{"d7-c8"}, 1, false, "", nil, nil, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := played(t, tt.pos, tt.actions...)
			m, ok := At(g, tt.ply)
			require.Equal(t, tt.want, ok)
			if !ok {
				return
			}
			assert.Equal(t, tt.goal, m.Puzzle.Goal.String())
			assert.Equal(t, tt.title, m.Puzzle.Title)
			assert.Equal(t, tt.themes, m.Puzzle.Themes)
			assert.Equal(t, "your game of 6 Dec 2026, action 1", m.Origin)
			assert.Equal(t, "From your game of 6 Dec 2026, action 1", m.Puzzle.Occasion)
			assert.True(t, m.Puzzle.FromGame, "its board numbered by the game's action")
			assert.True(t, m.Puzzle.Position.Equal(&g.Positions[tt.ply]), "the position before the learner's action")
			if tt.answers != nil {
				assert.Equal(t, tt.answers, m.AnswerWords())
			}
			require.NotEmpty(t, m.Answers)
			// The engine accepts every answer kept, and not what was played.
			sols, err := judge.Solutions(&m.Puzzle)
			require.NoError(t, err)
			assert.Equal(t, sols, m.Answers)
			assert.NotContains(t, sols, m.Played)
		})
	}
}

func TestAll(t *testing.T) {
	// White lets the addition pass twice, stepping its 2 to and fro: one
	// mistake, the first; Black's steps are not White's.
	pos := strings.Replace(addition, "/8/8/8 w", "/8/8/R2,7 w", 1)
	g := played(t, pos, "a1-b2", "a16-b15", "b2-a1")
	ms := All(g, board.White)
	require.Len(t, ms, 1)
	assert.Equal(t, 0, ms[0].Ply)
	assert.Empty(t, All(g, board.Black))
	_, ok := Last(g)
	assert.False(t, ok, "the third action lets the same addition pass again")

	m, ok := Last(played(t, pos, "a1-b2"))
	require.True(t, ok, "the first time")
	assert.Equal(t, 0, m.Ply)
	_, ok = Last(played(t, pos, "e4-e6"))
	assert.False(t, ok, "the capture made")
	_, ok = Last(&game.Game{})
	assert.False(t, ok, "no step")
}

func TestOrigin(t *testing.T) {
	assert.Equal(t, "your game of 6 Dec 2026, action 14", Origin("2026-12-06", 13))
	assert.Equal(t, "your game of someday, action 1", Origin("someday", 0))
}

// A game from its rule set's opening numbers its positions as it numbers
// its actions, so that the board of a mistake kept (its notation's move,
// drawn as "action N" for a position from a game) and its origin line
// ("action N") say one number: here White's third action, c3-c4, which
// lets pass b3-d5's eruption on Black's 3 on b13 (36 ÷ 12 = 3).
func TestOriginCountsAsTheBoard(t *testing.T) {
	g, err := game.New(board.Rules{Set: board.Parlett}, triumph.Settings{}, game.Player{}, game.Player{Level: 1}, "2026-12-06")
	require.NoError(t, err)
	for _, a := range []string{"c4-c5", "c13-b13", "c3-c4"} {
		_, err := g.Play(engine.MustParseAction(a))
		require.NoError(t, err, a)
	}
	m, ok := At(g, 2)
	require.True(t, ok, "a mistake")
	assert.Equal(t, []string{"b3-d5"}, m.AnswerWords())
	assert.Equal(t, 3, m.Puzzle.Position.Move)
	assert.Equal(t, fmt.Sprintf("your game of 6 Dec 2026, action %d", m.Puzzle.Position.Move), m.Origin)
	assert.True(t, m.Puzzle.FromGame)
}
