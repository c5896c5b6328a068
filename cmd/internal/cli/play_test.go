package cli

import (
	"bytes"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"testing/iotest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// runPlay runs rithmo with args, the given input piped in (a byte at a
// time, as a pipe may deliver it) and the data in dir.
func runPlay(t *testing.T, dir, input string, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	var out, errOut bytes.Buffer
	env := &Env{Stdin: iotest.OneByteReader(strings.NewReader(input)), Stdout: &out, Stderr: &errOut, Getenv: func(k string) string {
		switch k {
		case "RITHMO_DATA":
			return filepath.Join(dir, "progress.db")
		case "RITHMO_NOW":
			return "2026-12-06"
		}
		return ""
	}}
	code = Main(args, env)
	return out.String(), errOut.String(), code
}

func TestPlayPipedAndResumed(t *testing.T) {
	dir := t.TempDir()
	out, stderr, code := runPlay(t, dir, "list\n1\nzz\nc3-c5\n99\nplan\nquit\n",
		"play", "--rules", "parlett", "--side", "white", "--level", "1", "--victory", "none")
	require.Equal(t, ExitOK, code, stderr)
	assert.Contains(t, out, "  1. b1-e1\n")
	assert.Contains(t, out, "White: b1-e1\n")
	assert.Contains(t, out, `action "zz": want a move like c6-d7`)
	assert.Contains(t, out, "illegal action c3-c5: the round 64 on c3 moves 1 square orthogonally; c5 is 2 squares north (that costs nothing: try again, or type list)")
	assert.Contains(t, out, "99: type list first to number the actions")
	assert.Contains(t, out, "I play ")
	assert.Contains(t, out, "The game is kept in "+filepath.Join(dir, "games", "current.game"))
	record, err := os.ReadFile(filepath.Join(dir, "games", "current.game"))
	require.NoError(t, err)
	assert.True(t, strings.HasPrefix(string(record), "rithmo game\nrules: parlett\nvictory: none\nwhite: person\nblack: level 1 seed 1\ndate: 2026-12-06\nresult: ongoing\n\nb1-e1\n"), string(record))

	out, stderr, code = runPlay(t, dir, "resign\n", "play", "--resume")
	require.Equal(t, ExitOK, code, stderr)
	assert.Contains(t, out, "Resuming the game of 2026-12-06 (parlett), 2 actions played.")
	assert.Contains(t, out, "White resigns after 2 actions: Black wins")
	done := filepath.Join(dir, "games", "2026-12-06-1.game")
	assert.Contains(t, out, "The game is kept in "+done)
	assert.NoFileExists(t, filepath.Join(dir, "games", "current.game"))

	out, stderr, code = runPlay(t, dir, "", "play", "--replay", done)
	require.Equal(t, ExitOK, code, stderr)
	assert.Contains(t, out, "1. White: b1-e1\n")
	assert.Contains(t, out, "White resigns after 2 actions: Black wins\n")

	_, stderr, code = runPlay(t, dir, "", "play", "--resume")
	assert.Equal(t, ExitUsage, code)
	assert.Contains(t, stderr, "no game to resume")
}

func TestPlayPrompts(t *testing.T) {
	// Every choice asked for and answered through the pipe; the end of the
	// input keeps the game.
	dir := t.TempDir()
	out, stderr, code := runPlay(t, dir, "fulke3\nblack\n9\n2\nbodies men=4\n", "play")
	require.Equal(t, ExitOK, code, stderr)
	assert.Contains(t, out, "Rule set (fulke1, fulke2, fulke3, nemec, parlett) [nemec]: ")
	assert.Contains(t, out, `level "9": want a whole number from 1 to 5`)
	assert.Contains(t, out, "Bodies: the first to take 4 men wins")
	assert.Contains(t, out, "White (level 2): ")
	assert.Contains(t, out, "Black to move, action 2")
	assert.FileExists(t, filepath.Join(dir, "games", "current.game"))
}

func TestPlayCoachNotes(t *testing.T) {
	// Two people at one terminal under nemec, bodies 1: the coach speaks
	// after each action; the game ends on the first man taken.
	dir := t.TempDir()
	out, stderr, code := runPlay(t, dir, strings.Repeat("1\n", 0)+"quit\n",
		"play", "--rules", "nemec", "--side", "both", "--victory", "bodies men=1")
	require.Equal(t, ExitOK, code, stderr)
	assert.Contains(t, out, "Black to move, action 1")
}

func TestPlayBadInput(t *testing.T) {
	dir := t.TempDir()
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"play", "--rules", "chess", "--side", "white", "--level", "1", "--victory", "none"}, `unknown rule set "chess"`},
		{[]string{"play", "--rules", "nemec", "--side", "red", "--level", "1", "--victory", "none"}, `side "red": want white, black or both`},
		{[]string{"play", "--rules", "nemec", "--side", "white", "--level", "7", "--victory", "none"}, `level "7": want a whole number from 1 to 5`},
		{[]string{"play", "--rules", "nemec", "--side", "white", "--level", "1", "--victory", "bodies"}, "settings: bodies wants men from 1 to 64"},
		{[]string{"play", "move", "nemec", "--level", "0"}, `--level: level "0": want a whole number from 1 to 5`},
		{[]string{"play", "match", "--levels", "3"}, `--levels "3": want two levels A,B`},
		{[]string{"play", "match", "--games", "0"}, "--games 0: want at least 1"},
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.args, " "), func(t *testing.T) {
			_, stderr, code := runPlay(t, dir, "", tt.args...)
			assert.Equal(t, ExitUsage, code)
			assert.Contains(t, stderr, tt.want)
			assert.Equal(t, 1, strings.Count(strings.TrimSpace(stderr), "\n")+1, stderr)
		})
	}
	bad := filepath.Join(dir, "bad.game")
	require.NoError(t, os.WriteFile(bad, []byte("rithmo game\nrules: nemec\nvictory: none\nwhite: person\nblack: person\ndate: 2026-12-06\nresult: ongoing\n\nc13-c12\nc4-c9\n"), 0o644))
	_, stderr, code := runPlay(t, dir, "", "play", "--replay", bad)
	assert.Equal(t, ExitUsage, code)
	assert.Contains(t, stderr, `game record line 10, "c4-c9": action 2 (White to move): illegal action c4-c9`)
}

func TestPlayMove(t *testing.T) {
	out, stderr, code := runPlay(t, t.TempDir(), "", "play", "move", additionExample, "--level", "3")
	require.Equal(t, ExitOK, code, stderr)
	assert.Equal(t, "c6-d7\n", out, "taking the last man wins")
	out, stderr, code = runPlay(t, t.TempDir(), "", "play", "move", additionExample, "--level", "5", "--json")
	require.Equal(t, ExitOK, code, stderr)
	golden(t, "play-move-addition.json", out)
}

func TestPlayMatch(t *testing.T) {
	out, stderr, code := runPlay(t, t.TempDir(), "", "play", "match", "--rules", "parlett", "--levels", "2,1", "--games", "2", "--seed", "1")
	require.Equal(t, ExitOK, code, stderr)
	assert.Contains(t, out, "parlett, victory of bodies (8 men): level 2 against level 1, 2 games, seed 1\n")
	assert.Contains(t, out, "level 2: 2 wins, 0 draws, 0 losses: 2.0 of 2 (100 %)\n")
	assert.Contains(t, out, "time per move: level 2 median ")
}

func TestPlayReplayGolden(t *testing.T) {
	out, stderr, code := runPlay(t, t.TempDir(), "", "play", "--replay", filepath.Join("testdata", "parlett-40.game"))
	require.Equal(t, ExitOK, code, stderr)
	golden(t, "play-replay-parlett-40.golden", out)
}

func TestPlayPipedToTheEnd(t *testing.T) {
	// A whole game in line mode with piped moves: each turn the person
	// lists the actions and plays the first; the coach speaks; the game
	// ends on the agreed victory or the draw rule, and is kept.
	dir := t.TempDir()
	out, stderr, code := runPlay(t, dir, strings.Repeat("list\n1\n", 120),
		"play", "--rules", "parlett", "--side", "white", "--level", "1", "--seed", "3", "--victory", "bodies men=2")
	require.Equal(t, ExitOK, code, stderr)
	assert.Contains(t, out, "The game is kept in "+filepath.Join(dir, "games", "2026-12-06-1.game"))
	assert.NoFileExists(t, filepath.Join(dir, "games", "current.game"))
	record, err := os.ReadFile(filepath.Join(dir, "games", "2026-12-06-1.game"))
	require.NoError(t, err)
	assert.NotContains(t, string(record), "result: ongoing")
	assert.Contains(t, out, "  coach: ")
	i := strings.Index(out, "Turning points:")
	require.GreaterOrEqual(t, i, 0, "the review at the end")
	end := out[strings.LastIndex(out[:i], "\n\n"):]
	assert.Contains(t, end, "drawn: no capture by either side in 100 actions (50 by each side)")
	assert.Equal(t, 1, strings.Count(end, "missed: h3-f5 would have taken r81 on f13: 9 on f5 × 9 = 81 on f13: eruption"), "a capture let pass again is named once")
}

func TestPlayFromTheHomeAccessible(t *testing.T) {
	dir := t.TempDir()
	menu, stderr, code := runPlay(t, dir, "1\n", "--accessible") // a first run: the rule set, then the menu
	require.Equal(t, ExitOK, code, stderr)
	n := 0
	for _, l := range strings.Split(menu, "\n") {
		if i := strings.Index(l, ". Play: a whole game"); i > 0 {
			n, _ = strconv.Atoi(strings.TrimSpace(l[:i]))
		}
	}
	require.Positive(t, n, menu)
	out, stderr, code := runPlay(t, dir, strconv.Itoa(n)+"\nlist\n1\nzz\n\n", "--accessible")
	require.Equal(t, ExitOK, code, stderr)
	assert.Contains(t, out, "Now: nemec, victory of bodies (8 men), 0 actions played; you play white.")
	assert.Contains(t, out, "  1. ")
	assert.Contains(t, out, "White: ")
	assert.Contains(t, out, "Black (level 2): ")
	assert.Contains(t, out, `action "zz": want a move like c6-d7`)
	assert.FileExists(t, filepath.Join(dir, "games", "current.game"))
}
