package cli

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"testing/iotest"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/cmd/internal/gamefiles"
	"github.com/rithmo/rithmo/cmd/internal/progress"
	"github.com/rithmo/rithmo/rules/board"
	"github.com/rithmo/rithmo/rules/game"
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
	assert.Regexp(t, `My [rtsp]\d+ goes [a-h]\d+-[a-h]\d+, .*your camp \(ranks 1 to 8\), where a triumph is set\.`, out, "the plan says where the man goes in the opening")
	assert.Contains(t, out, "The game is kept in "+filepath.Join(dir, "games", "current.game"))
	record, err := os.ReadFile(filepath.Join(dir, "games", "current.game"))
	require.NoError(t, err)
	assert.True(t, strings.HasPrefix(string(record), "rithmo game\nrules: parlett\nvictory: none\nwhite: person\nblack: level 1 seed 1\ndate: 2026-12-06\nresult: ongoing\n\nb1-e1\n"), string(record))

	out, stderr, code = runPlay(t, dir, "plan\nresign\n", "play", "--resume")
	require.Equal(t, ExitOK, code, stderr)
	assert.Contains(t, out, "Resuming the game of 2026-12-06 (parlett), 2 actions played.")
	assert.Regexp(t, `I play [a-h]\d+-[a-h]\d+.*My [rtsp]\d+ goes`, out, "the plan of the last action, found again from the record")
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

// A game another rithmo is playing (another terminal) is neither resumed
// nor written over: --resume says where it is open, and a new game is
// saved in a file of its own.
func TestPlayWhileAnotherSessionPlays(t *testing.T) {
	dir := t.TempDir()
	games := filepath.Join(dir, "games")
	other, err := gamefiles.New(games)
	require.NoError(t, err)
	defer other.Release()
	record := "rithmo game\nrules: parlett\nvictory: none\nwhite: person\nblack: level 1 seed 1\ndate: 2026-12-05\nresult: ongoing\n\nb1-e1\nb16-e16\n"
	_, err = other.Save([]byte(record))
	require.NoError(t, err)

	_, stderr, code := runPlay(t, dir, "", "play", "--resume")
	assert.Equal(t, ExitUsage, code)
	assert.Equal(t, "rithmo: no game to resume: your game of 2026-12-05 (parlett, 2 actions played) is open in another session\n", stderr)

	out, stderr, code := runPlay(t, dir, "list\n1\nquit\n", "play", "--rules", "parlett", "--side", "white", "--level", "1", "--victory", "none")
	require.Equal(t, ExitOK, code, stderr)
	assert.Contains(t, out, "The game is kept in "+filepath.Join(games, "current-2.game"))
	text, err := os.ReadFile(filepath.Join(games, "current.game"))
	require.NoError(t, err)
	assert.Equal(t, record, string(text), "the other session's game as it saved it")

	// Once the other session ends, both games are free: --resume takes
	// the one saved last.
	other.Release()
	out, stderr, code = runPlay(t, dir, "quit\n", "play", "--resume")
	require.Equal(t, ExitOK, code, stderr)
	assert.Contains(t, out, "Resuming the game of 2026-12-06 (parlett), 2 actions played.")
	day := time.Date(2026, 12, 6, 12, 0, 0, 0, time.UTC)
	require.NoError(t, os.Chtimes(filepath.Join(games, "current-2.game"), day, day))
	require.NoError(t, os.Chtimes(filepath.Join(games, "current.game"), day, day.Add(time.Hour)))
	out, stderr, code = runPlay(t, dir, "quit\n", "play", "--resume")
	require.Equal(t, ExitOK, code, stderr)
	assert.Contains(t, out, "Resuming the game of 2026-12-05 (parlett), 2 actions played.")
}

// new in the home's Play keeps the game in play it leaves: the new game is
// saved in a file of its own.
func TestPlayNewKeepsTheGameLeft(t *testing.T) {
	dir := t.TempDir()
	h := playHome(t, dir)
	var out bytes.Buffer
	input := "list\n1\nnew parlett white 1 none\nlist\n1\n\n"
	require.NoError(t, h.playItem().Plain(context.Background(), iotest.OneByteReader(strings.NewReader(input)), &out))
	games := filepath.Join(dir, "games")
	assert.Contains(t, out.String(), "The game before, 2 actions played, is kept in "+filepath.Join(games, "current.game")+
		": when this one is over, Play resumes it the next time you come.")
	for file, want := range map[string]string{"current.game": "rules: fulke1\n", "current-2.game": "rules: parlett\n"} {
		text, err := os.ReadFile(filepath.Join(games, file))
		require.NoError(t, err)
		assert.Contains(t, string(text), want, file)
	}
}

func TestPlayPrompts(t *testing.T) {
	// Every choice asked for and answered through the pipe; the end of the
	// input keeps the game, and is said once on standard error (exit 1) as
	// every accessible command says it.
	dir := t.TempDir()
	out, stderr, code := runPlay(t, dir, "fulke3\nblack\n9\n2\nbodies men=4\n", "play")
	assertRanOut(t, code, stderr)
	assert.Contains(t, out, "; rithmo play --resume continues it.")
	assert.Contains(t, out, "Rule set (fulke1, fulke2, fulke3, nemec, parlett) [fulke1]: ")
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
	menu, stderr, code := runPlay(t, dir, "1\n1\n", "--accessible") // a first run: the rule set, the course in order, then the menu
	assertRanOut(t, code, stderr)                                   // the input ends at the menu
	n := 0
	for _, l := range strings.Split(menu, "\n") {
		if i := strings.Index(l, ". Play: a whole game"); i > 0 {
			n, _ = strconv.Atoi(strings.TrimSpace(l[:i]))
		}
	}
	require.Positive(t, n, menu)
	out, stderr, code := runPlay(t, dir, strconv.Itoa(n)+"\nlist\n1\nzz\n\n", "--accessible")
	assertRanOut(t, code, stderr)
	assert.Contains(t, out, "Now: fulke1, victory of bodies (8 men), 0 actions played; you play white.") // the rule set chosen on the first run
	assert.Contains(t, out, "  1. ")
	assert.Contains(t, out, "White: ")
	assert.Contains(t, out, "Black (level 2): ")
	assert.Contains(t, out, `action "zz": want a move like c6-d7`)
	assert.FileExists(t, filepath.Join(dir, "games", "current.game"))
}

// A capture let pass in a game comes back the next day in Review, from
// its game and action, and the engine judges the answer in numbers.
func TestPlayMistakeComesBackInReview(t *testing.T) {
	dir := t.TempDir()
	out, stderr, code := runPlay(t, dir, strings.Repeat("list\n1\n", 16)+"quit\n",
		"play", "--rules", "parlett", "--side", "white", "--level", "1", "--seed", "3", "--victory", "bodies men=2")
	require.Equal(t, ExitOK, code, stderr)
	assert.Contains(t, out, "  coach: missed: a3-c5 would have taken r9 on c13: 81 on c5 ÷ 9 = 9 on c13: eruption")
	assert.Contains(t, out, "  coach: this position comes back in Review (find the biggest capture), from your game of 6 Dec 2026, action 31.\n")

	vars := map[string]string{"RITHMO_DATA": filepath.Join(dir, "progress.db"), "RITHMO_NOW": "2026-12-07"}
	code, out, errOut := execRithmo(t, "", vars, "review", "--list")
	require.Equal(t, ExitOK, code, errOut)
	assert.Contains(t, out, "1 item due today:\n  a position from your game of 6 Dec 2026, action 31 (capture most, parlett; the engine accepted a3-c5): let pass in the game, reviewed 0 times; the same again\n")

	// The man (a3, fourth), its square (c5), the man taken (c13, fourth),
	// then a wrong relation (progression) and the right one (eruption).
	code, out, errOut = execRithmo(t, "4\n1\n4\n0\n8\n0\n8\n7\n0\n", vars, "--accessible", "review")
	require.Equal(t, ExitOK, code, errOut)
	assert.Contains(t, out, "Puzzle 1 of 1: From your game of 6 Dec 2026, action 31. Find the biggest capture: a crowded board of 48 men, White to move\n")
	assert.Contains(t, out, "The board: White to move, action 31. Rules: parlett", "the board counts as the origin line")
	assert.NotRegexp(t, `turn \d`, out)
	assert.Contains(t, out, "Wrong. a3-c5 takes nothing by progression: ")
	assert.Contains(t, out, "Right. 81 on c5 ÷ 9 = 9 on c13: eruption")
	assert.Contains(t, out, "The puzzle: A capture of 9 you let pass in your game of 6 Dec 2026, action 31.")

	code, out, errOut = execRithmo(t, "", vars, "review", "--list")
	require.Equal(t, ExitOK, code, errOut)
	assert.Contains(t, out, "Nothing")
}

// A game's record is the notation rithmo apply reads: its actions, applied
// from the rule set's opening array, lead to the game's last position.
func TestPlayRecordThroughApply(t *testing.T) {
	text, err := os.ReadFile(filepath.Join("testdata", "parlett-40.game"))
	require.NoError(t, err)
	g, err := game.Decode(string(text))
	require.NoError(t, err)
	_, body, ok := strings.Cut(string(text), "\n\n")
	require.True(t, ok)
	args := append([]string{"apply", "--json", g.Rules.String()}, strings.Fields(body)...)
	out, stderr, code := runPlay(t, t.TempDir(), "", args...)
	require.Equal(t, ExitOK, code, stderr)
	var got struct {
		Actions []struct {
			Action   string `json:"action"`
			Position string `json:"position"`
		} `json:"actions"`
	}
	require.NoError(t, json.Unmarshal([]byte(out), &got))
	require.Len(t, got.Actions, len(g.Steps))
	assert.Equal(t, g.Position().String(), got.Actions[len(got.Actions)-1].Position)
}

// Over the class server the home's Play keeps a position a student let
// pass under their key: it comes back in their review, not the class
// file's own learner's.
func TestPlayMistakesAreTheStudents(t *testing.T) {
	dir := t.TempDir()
	now := time.Date(2026, 12, 6, 12, 0, 0, 0, time.UTC)
	class, err := progress.Open(filepath.Join(dir, "class.db"), progress.WithClock(func() time.Time { return now }), progress.WithLocation(time.UTC))
	require.NoError(t, err)
	defer class.Close()
	ann := class.ForLearner("SHA256:ann")
	env := &Env{Getenv: func(k string) string {
		switch k {
		case "RITHMO_DATA":
			return filepath.Join(dir, "progress.db")
		case "RITHMO_NOW":
			return "2026-12-06"
		}
		return ""
	}}
	h := &home{env: env, store: ann, class: &classMember{class: class, learner: "SHA256:ann"}}
	input := "new parlett white 1 bodies men=2\n" + strings.Repeat("list\n1\n", 24) + "\n"
	var out bytes.Buffer
	require.NoError(t, h.playItem().Plain(context.Background(), iotest.OneByteReader(strings.NewReader(input)), &out))
	assert.Contains(t, out.String(), "  coach: this position comes back in Review (find the biggest capture), from your game of 6 Dec 2026, action 47.")

	now = now.AddDate(0, 0, 1)
	due, err := ann.Due()
	require.NoError(t, err)
	require.Len(t, due, 1)
	assert.Equal(t, "your game of 6 Dec 2026, action 47", due[0].Origin)
	assert.Equal(t, []string{"a3-c5"}, due[0].Answers)
	mine, err := class.Due()
	require.NoError(t, err)
	assert.Empty(t, mine, "the class file's own learner has none")
}

func TestPlayMatchTable(t *testing.T) {
	out, stderr, code := runPlay(t, t.TempDir(), "", "play", "match", "--rules", "parlett,nemec", "--levels", "2,1", "--levels", "3,2",
		"--games", "2", "--seed", "1", "--max-plies", "30")
	require.Equal(t, ExitOK, code, stderr)
	i := strings.Index(out, "| rule set | levels | games | W/D/L | score |")
	require.GreaterOrEqual(t, i, 0, out)
	rows := strings.Split(strings.TrimSpace(out[i:]), "\n")
	require.Len(t, rows, 2+4, "a header, a rule and a row for each rule set and pair")
	for j, want := range []string{"| parlett | 2 v 1 | 2 |", "| parlett | 3 v 2 | 2 |", "| nemec | 2 v 1 | 2 |", "| nemec | 3 v 2 | 2 |"} {
		assert.True(t, strings.HasPrefix(rows[2+j], want), rows[2+j])
	}
}

func TestParsePairsAndRuleList(t *testing.T) {
	pairs, err := parsePairs([]string{"ladder"})
	require.NoError(t, err)
	assert.Equal(t, [][2]int{{2, 1}, {3, 2}, {4, 3}, {5, 4}}, pairs)
	pairs, err = parsePairs([]string{"5,3", "2,1"})
	require.NoError(t, err)
	assert.Equal(t, [][2]int{{5, 3}, {2, 1}}, pairs)
	_, err = parsePairs([]string{"2,7"})
	assert.ErrorContains(t, err, "--levels")
	sets, err := parseRuleList("all")
	require.NoError(t, err)
	assert.Len(t, sets, len(board.RuleSets))
	_, err = parseRuleList("nemec,zz")
	assert.ErrorContains(t, err, `--rules: unknown rule set "zz"`)
}

// A game counts one way on every screen: the board's legend numbers the
// position by the action to be played, as the prompts do, never by the
// notation's turn (the same number, under another word).
func TestPlayCountsActionsOnly(t *testing.T) {
	for _, tc := range []struct {
		name  string
		input string
		args  []string
	}{
		{"line mode", "c6-b7\nboard\nquit\n", []string{"play", "--rules", "fulke1", "--side", "white", "--level", "1", "--victory", "bodies men=8"}},
		{"line mode, black", "board\nquit\n", []string{"play", "--rules", "fulke1", "--side", "black", "--level", "1", "--victory", "none"}},
		{"accessible, from the home", "9\nc6-b7\nboard\n\n11\n", []string{"--accessible"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			if tc.args[0] == "--accessible" { // the first run's questions, answered once
				_, _, _ = runPlay(t, dir, "1\n1\n", "--accessible")
			}
			out, stderr, _ := runPlay(t, dir, tc.input, tc.args...)
			assert.NotRegexp(t, `turn \d`, out, stderr)
			// The board drawn, or read out in words (accessible mode).
			legends := regexp.MustCompile(`(?m)^(?:The board: )?(White|Black) to move, action (\d+)\. Rules: `).FindAllStringSubmatch(out, -1)
			prompts := regexp.MustCompile(`(?m)^(White|Black) to move, action (\d+)(?:\.$|: )`).FindAllStringSubmatch(out, -1)
			require.NotEmpty(t, legends, out)
			said := map[string]bool{}
			for _, p := range prompts {
				said[p[1]+" "+p[2]] = true
			}
			for _, l := range legends {
				assert.True(t, said[l[1]+" "+l[2]], "the board's %s is the count a prompt says too", l[0])
			}
		})
	}
}

// In accessible mode a game reads its board out in words, as a screen
// reader needs, each time it shows it (at the start of a turn, on board):
// the men by square, the side to move at the game's action, and the men
// taken; in plain line mode it draws the board. Two people at one terminal
// under fulke3: White's b3-b5 lets Black's 12 on b14 take the 72 on b5 by
// eruption from b12 (12 × 6 = 72, six empty squares between).
func TestPlayAccessibleReadsTheBoard(t *testing.T) {
	const input = "b3-b5\nb14-b12\nboard\nquit\n"
	for _, tc := range []struct {
		name, golden string // what a screen reader reads, whole, in testdata
		args         []string
		want, miss   []string
	}{
		{"accessible", "play-accessible-fulke3.golden", []string{"--accessible", "play"}, []string{
			"The board: White to move, action 1. Rules: fulke3, Lever & Fulke 1563, the third kind of playing.\n",
			"White's men (24): ", "Black's men (24): ",
			"The board: White to move, action 3. Rules: fulke3",
			"White's men (23): ",
			"Taken by Black: triangle 72.\n",
		}, []string{"Key: ", " .  ", "\n       a        b"}},
		{"plain lines", "", []string{"play"}, []string{
			"White to move, action 1. Rules: fulke3",
			"Key: (R6) round",
			"\n       a        b",
		}, []string{"The board: ", "White's men ("}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			args := append(tc.args, "--rules", "fulke3", "--side", "both", "--victory", "none")
			dir := t.TempDir()
			out, stderr, code := runPlay(t, dir, input, args...)
			require.Equal(t, ExitOK, code, stderr)
			if tc.golden != "" {
				golden(t, tc.golden, strings.ReplaceAll(out, dir, "DATA"))
			}
			require.Contains(t, out, "Black: b14-b12, taking T72 on b5: 12 on b12 × 6 = 72 on b5: eruption", "the capture the test is built on")
			for _, w := range tc.want {
				assert.Contains(t, out, w)
			}
			for _, m := range tc.miss {
				assert.NotContains(t, out, m)
			}
		})
	}
}
