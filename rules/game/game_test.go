package game

import (
	"errors"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/rules/board"
	"github.com/rithmo/rithmo/rules/engine"
	"github.com/rithmo/rithmo/rules/triumph"
)

func newGame(t testing.TB, rules string, victory string) *Game {
	t.Helper()
	r, err := board.ParseRules(rules)
	require.NoError(t, err)
	v, err := triumph.ParseSettings(victory)
	require.NoError(t, err)
	g, err := New(r, v, Player{}, Player{Level: 3, Seed: 7}, "2026-12-06")
	require.NoError(t, err)
	return g
}

// playQuiet plays n actions that take nothing, the first legal one each
// time, or stops early when none is left.
func playQuiet(t testing.TB, g *Game, n int) {
	t.Helper()
	for i := 0; i < n && !g.Over(); i++ {
		played := false
		for _, o := range engine.Analyse(g.Position()) {
			if len(o.Captures) == 0 && len(o.Triumphs) == 0 {
				_, err := g.Play(o.Action)
				require.NoError(t, err)
				played = true
				break
			}
		}
		if !played {
			return
		}
	}
}

func TestFirstMover(t *testing.T) {
	for _, tt := range []struct {
		rules string
		side  board.Side
	}{{"fulke1", board.White}, {"fulke2", board.White}, {"fulke3", board.White}, {"nemec", board.Black}, {"parlett", board.White}} {
		t.Run(tt.rules, func(t *testing.T) {
			g := newGame(t, tt.rules, "none")
			assert.Equal(t, tt.side, g.ToMove())
			assert.False(t, g.Over())
		})
	}
}

func TestIllegalCostsNothing(t *testing.T) {
	g := newGame(t, "fulke3", "none")
	before := Encode(g)
	_, err := g.Play(engine.MustParseAction("c4-c9"))
	var ill *engine.IllegalError
	require.ErrorAs(t, err, &ill)
	assert.Contains(t, err.Error(), "c4-c9")
	assert.Equal(t, before, Encode(g))
	assert.Equal(t, board.White, g.ToMove())
}

func TestCaptureExplained(t *testing.T) {
	// Play the opening of nemec until some action takes, then check the
	// step explains it with the engine's reason.
	g := newGame(t, "parlett", "none")
	for i := 0; i < 200 && !g.Over(); i++ {
		outs := engine.Analyse(g.Position())
		pick := outs[(i*7)%len(outs)].Action
		for _, o := range outs {
			if len(o.Captures) > 0 && len(o.Triumphs) == 0 {
				pick = o.Action
				break
			}
		}
		st, err := g.Play(pick)
		require.NoError(t, err)
		if len(st.Captures) > 0 {
			text := st.Explain()
			assert.Contains(t, text, " plays "+pick.String())
			assert.Contains(t, text, st.Captures[0].Explain())
			assert.Equal(t, 0, g.Quiet)
			return
		}
	}
	t.Fatal("no capture in 200 actions")
}

func TestDrawRule(t *testing.T) {
	g := newGame(t, "fulke3", "none")
	playQuiet(t, g, DrawPlies-1)
	require.False(t, g.Over(), "%s", g.Result.Text)
	playQuiet(t, g, 1)
	require.True(t, g.Over())
	assert.Equal(t, Drawn, g.Result.Outcome)
	assert.Equal(t, EndQuiet, g.Result.End)
	assert.Equal(t, "drawn: no capture by either side in 100 actions (50 by each side); nothing has been taken since the game began", g.Result.Text)
	_, err := g.Play(engine.MustParseAction("c4-c5"))
	assert.ErrorIs(t, err, ErrOver)
}

func TestResign(t *testing.T) {
	g := newGame(t, "parlett", "bodies men=8")
	playQuiet(t, g, 3)
	require.NoError(t, g.Resign(board.White))
	assert.Equal(t, BlackWins, g.Result.Outcome)
	assert.Equal(t, "White resigns after 3 actions: Black wins", g.Result.Text)
	assert.ErrorIs(t, g.Resign(board.Black), ErrOver)
}

func TestUndo(t *testing.T) {
	g := newGame(t, "fulke1", "none")
	start := Encode(g)
	playQuiet(t, g, 2)
	require.True(t, g.Undo())
	require.True(t, g.Undo())
	assert.False(t, g.Undo())
	assert.Equal(t, start, Encode(g))
}

func TestCommonVictoryEnds(t *testing.T) {
	// nemec, bodies 1: the first man taken wins, and the result says so in numbers.
	g := newGame(t, "nemec", "bodies men=1")
	for i := 0; i < 300 && !g.Over(); i++ {
		outs := engine.Analyse(g.Position())
		pick := outs[len(outs)-1].Action
		for _, o := range outs {
			if len(o.Captures) > 0 {
				pick = o.Action
				break
			}
		}
		_, err := g.Play(pick)
		require.NoError(t, err)
	}
	require.True(t, g.Over())
	require.Equal(t, EndCommon, g.Result.End, g.Result.Text)
	assert.Equal(t, "Black wins: Black has taken 1 man (2), at least 1: victory of bodies", g.Result.Text)
	assert.Equal(t, g.Steps[len(g.Steps)-1].Side, g.Result.Outcome.Winner())
}

func TestRoundTrip(t *testing.T) {
	for _, rs := range []string{"fulke1", "fulke2", "fulke3", "nemec", "parlett+hold"} {
		t.Run(rs, func(t *testing.T) {
			g := newGame(t, rs, "goods sum=300")
			// Alternate quiet actions and the last legal action, so that
			// captures, prisoners and ransoms appear where the engine allows.
			for i := 0; i < 80 && !g.Over(); i++ {
				outs := engine.Analyse(g.Position())
				_, err := g.Play(outs[(i*7)%len(outs)].Action)
				require.NoError(t, err)
			}
			text := Encode(g)
			back, err := Decode(text)
			require.NoError(t, err)
			assert.Equal(t, text, Encode(back))
			assert.True(t, g.Position().Equal(back.Position()))
			assert.Equal(t, g.Result, back.Result)
		})
	}
}

func TestRoundTripResignation(t *testing.T) {
	g := newGame(t, "nemec", "none")
	playQuiet(t, g, 4)
	require.NoError(t, g.Resign(board.Black))
	back, err := Decode(Encode(g))
	require.NoError(t, err)
	assert.Equal(t, g.Result, back.Result)
}

const header = "rithmo game\nrules: fulke3\nvictory: none\nwhite: person\nblack: level 2 seed 1\ndate: 2026-12-06\nresult: ongoing\n\n"

func TestDecodeErrors(t *testing.T) {
	tests := []struct {
		name, text, want string
	}{
		{"empty", "", `game record line 0, "": want the first line "rithmo game"`},
		{"title", "rithmo\n", `game record line 1, "rithmo": want the first line "rithmo game"`},
		{"key out of order", strings.Replace(header, "white: person\nblack", "black: person\nwhite", 1),
			`game record line 4, "black: person": want the header line "white: ..."`},
		{"short header", "rithmo game\nrules: nemec\n", `game record line 2, "": the record ends before its "victory" line`},
		{"rules", strings.Replace(header, "fulke3", "chess", 1),
			`game record line 2, "chess": unknown rule set "chess": want one of fulke1, fulke2, fulke3, nemec, parlett`},
		{"victory", strings.Replace(header, "victory: none", "victory: bodies", 1),
			`game record line 3, "bodies": settings: bodies wants men from 1 to 64, found 0`},
		{"player", strings.Replace(header, "level 2 seed 1", "level 9 seed 1", 1),
			`game record line 5, "level 9 seed 1": player "level 9 seed 1": want person or level N seed S, N from 1 to 5`},
		{"date", strings.Replace(header, "2026-12-06", "6 Dec", 1), `game record line 6, "6 Dec": want a date YYYY-MM-DD`},
		{"result words", strings.Replace(header, "ongoing", "won", 1),
			`game record line 7, "won": want ongoing, or white wins by, black wins by or drawn by and triumph, common victory, resignation, no capture or no action`},
		{"no blank line", strings.Replace(header, "ongoing\n\n", "ongoing\nc4-c5\n", 1),
			`game record line 8, "c4-c5": want a blank line after the header`},
		{"bad notation", header + "c4-c5\nc13-c12\nc5-z9\n",
			`game record line 11, "c5-z9": action "c5-z9": "z9": the second square: want a file a-h and a rank 1-16, like e8`},
		{"illegal", header + "c4-c5\nc4-c6\n", `game record line 10, "c4-c6": action 2 (Black to move): illegal action c4-c6: `},
		{"result not borne out", strings.Replace(header, "ongoing", "white wins by triumph", 1) + "c4-c5\n",
			`game record line 7, "white wins by triumph": the actions end ongoing, not white wins by triumph`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Decode(tt.text)
			require.Error(t, err)
			var re *RecordError
			assert.True(t, errors.As(err, &re))
			assert.True(t, strings.HasPrefix(err.Error(), tt.want), "got %s", err)
			assert.NotContains(t, err.Error(), "\n")
		})
	}
}

func TestPlayer(t *testing.T) {
	for _, s := range []string{"person", "level 1 seed 0", "level 5 seed 18446744073709551615"} {
		p, err := ParsePlayer(s)
		require.NoError(t, err)
		assert.Equal(t, s, p.String())
	}
	for _, s := range []string{"", "level 0 seed 1", "level 6 seed 1", "level 3", "level 3 seed 1 x", "level 03 seed 1"} {
		_, err := ParsePlayer(s)
		assert.Error(t, err, s)
	}
}

func FuzzDecode(f *testing.F) {
	f.Add(header + "c4-c5\nc13-c12\n")
	f.Add(header)
	f.Add(strings.Replace(header, "ongoing", "black wins by resignation", 1))
	f.Add("rithmo game\n")
	f.Fuzz(func(t *testing.T, text string) {
		g, err := Decode(text)
		if err != nil {
			assert.NotContains(t, err.Error(), "\n")
			return
		}
		again, err := Decode(Encode(g))
		require.NoError(t, err)
		assert.Equal(t, Encode(g), Encode(again))
	})
}
