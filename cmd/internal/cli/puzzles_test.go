package cli

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/cmd/internal/progress"
	"github.com/rithmo/rithmo/content"
	"github.com/rithmo/rithmo/puzzles"
)

// runPuzzlesCmd runs rithmo with args, input on stdin (a pipe, never a
// terminal) and the progress database in dir.
func runPuzzlesCmd(t *testing.T, dir, input string, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	var out, errOut bytes.Buffer
	data := filepath.Join(dir, "progress.db")
	env := &Env{Stdin: strings.NewReader(input), Stdout: &out, Stderr: &errOut, Getenv: func(k string) string {
		if k == "RITHMO_DATA" {
			return data
		}
		return ""
	}}
	code = Main(args, env)
	return out.String(), errOut.String(), code
}

// onePuzzle is a puzzle file of one fulke1 addition.
const onePuzzle = `id: cli-addition
title: Two sixes make twelve
position: 8/8/8/8/1,r9,6/8/8/8/4,t12,3/8/2,R6,1,T6,3/8/8/8/8/8 w fulke1 - - 5
goal: capture e8
themes: addition
difficulty: 1
expect: c6-d7

id: cli-division
title: Thirty-six by four
position: 8/8/8/t16,7/8/8/8/8/4,r9,3/3,R36,4/6,R4,1/8/8/8/8/8 w fulke1 - - 7
goal: capture e8
themes: division
difficulty: 2
`

func writePuzzles(t *testing.T, text string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "worksheet.puz")
	require.NoError(t, os.WriteFile(path, []byte(text), 0o644))
	return path
}

func TestPuzzlesListJSON(t *testing.T) {
	out, stderr, code := runPuzzlesCmd(t, t.TempDir(), "", "puzzles", "list", "--json")
	require.Equal(t, ExitOK, code, stderr)
	var entries []map[string]json.RawMessage
	require.NoError(t, json.Unmarshal([]byte(out), &entries))
	all, err := puzzles.Load(content.Puzzles())
	require.NoError(t, err)
	require.Len(t, entries, len(all))
	last := 0
	for _, e := range entries {
		for _, key := range []string{"id", "title", "goal", "rules", "themes", "difficulty"} {
			assert.Contains(t, e, key)
		}
		var themes []string
		require.NoError(t, json.Unmarshal(e["themes"], &themes), "themes is a list, never null")
		var level int
		require.NoError(t, json.Unmarshal(e["difficulty"], &level))
		assert.GreaterOrEqual(t, level, last, "easy to hard")
		last = level
	}

	out, _, code = runPuzzlesCmd(t, t.TempDir(), "", "puzzles", "list", "--json", "--rules", "nemec", "--theme", "addition")
	require.Equal(t, ExitOK, code)
	var some []struct {
		ID     string   `json:"id"`
		Rules  string   `json:"rules"`
		Themes []string `json:"themes"`
	}
	require.NoError(t, json.Unmarshal([]byte(out), &some))
	require.NotEmpty(t, some)
	for _, p := range some {
		assert.Equal(t, "nemec", p.Rules, p.ID)
		assert.Contains(t, p.Themes, "addition", p.ID)
	}
}

func TestPuzzlesListText(t *testing.T) {
	out, stderr, code := runPuzzlesCmd(t, t.TempDir(), "", "puzzles", "list", "--theme", "siege")
	require.Equal(t, ExitOK, code, stderr)
	lines := strings.Split(strings.TrimSpace(out), "\n")
	require.GreaterOrEqual(t, len(lines), 3)
	assert.Regexp(t, `^ID\s+RULES\s+GOAL\s+LEVEL\s+THEMES\s+TITLE$`, lines[0])
	assert.Regexp(t, `^\d+ puzzles$`, lines[len(lines)-1])
	for _, l := range lines[1 : len(lines)-1] {
		assert.Contains(t, l, "siege")
	}
}

func TestPuzzlesListBadFilters(t *testing.T) {
	_, stderr, code := runPuzzlesCmd(t, t.TempDir(), "", "puzzles", "list", "--rules", "chess")
	assert.Equal(t, ExitUsage, code)
	assert.Contains(t, stderr, `--rules: unknown rule set "chess"`)
	_, stderr, code = runPuzzlesCmd(t, t.TempDir(), "", "puzzles", "list", "--theme", "checkmate")
	assert.Equal(t, ExitUsage, code)
	assert.Contains(t, stderr, `--theme "checkmate": unknown; want one of equality`)
}

func TestPuzzlesCheckEmbedded(t *testing.T) {
	out, stderr, code := runPuzzlesCmd(t, t.TempDir(), "", "puzzles", "check")
	require.Equal(t, ExitOK, code, out+stderr)
	assert.Regexp(t, `^ok: \d+ puzzles checked\n$`, out)
}

func TestPuzzlesCheckReportsFileAndLine(t *testing.T) {
	good := writePuzzles(t, onePuzzle)
	out, _, code := runPuzzlesCmd(t, t.TempDir(), "", "puzzles", "check", good)
	require.Equal(t, ExitOK, code, out)
	assert.Equal(t, "ok: 2 puzzles checked\n", out)

	bad := writePuzzles(t, strings.Replace(onePuzzle, "expect: c6-d7", "expect: e6-e4", 1))
	out, stderr, code := runPuzzlesCmd(t, t.TempDir(), "", "puzzles", "check", bad, filepath.Join(t.TempDir(), "none.puz"))
	assert.Equal(t, ExitFailure, code)
	assert.Contains(t, out, bad+":7: expect does not hold: the engine finds c6-d7; it does not find e6-e4")
	assert.Contains(t, out, "none.puz: no such file or directory")
	assert.Contains(t, stderr, "2 problems in the puzzles checked")
}

func TestInteractivePuzzlesNeedATerminal(t *testing.T) {
	file := writePuzzles(t, onePuzzle)
	for _, args := range [][]string{
		{"puzzles"},
		{"puzzles", "--theme", "addition"},
		{"puzzles", "play", file},
	} {
		t.Run(strings.Join(args, " "), func(t *testing.T) {
			out, stderr, code := runPuzzlesCmd(t, t.TempDir(), "1\n", args...)
			assert.Equal(t, ExitUsage, code)
			assert.Empty(t, out)
			assert.Contains(t, stderr, "needs a terminal; use --accessible (or ACCESSIBLE=1)")
		})
	}
}

func TestPuzzlesPlayAccessibleRecordsEachAttempt(t *testing.T) {
	file := writePuzzles(t, onePuzzle)
	dir := t.TempDir()
	// Puzzle 1: man 1 (c6 R6), destination 4 (d7), men: 1 (e8) then 0,
	// relation 3 (addition), then 1 (next puzzle). Puzzle 2: man 2 (d7
	// R36, a taker that does not move): no mistake, the man that moves is
	// asked for; man 1 (g6 R4), destination 4 (h7): wrong; then 6 (show
	// the answer).
	input := "1\n4\n1\n0\n3\n1\n2\n1\n4\n6\n"
	out, stderr, code := runPuzzlesCmd(t, dir, input, "--accessible", "puzzles", "play", file)
	require.Equal(t, ExitOK, code, stderr)
	assert.Contains(t, out, "Right. 6 on d7 + 6 on e6 = 12 on e8: addition.")
	assert.Contains(t, out, "Solved at the first try, 3 points.")
	assert.Contains(t, out, "The R36 on d7 takes part where it stands, but another man must move to complete the capture: which one?")
	assert.Contains(t, out, "Wrong. g6-h7 does not take the r9 on e8")
	assert.Contains(t, out, "6. Show the answer")
	assert.Contains(t, out, "Seen, not solved: the answer was shown.")
	assert.Contains(t, out, "You solved 1 of 2 puzzles played, 3 of 6 points.")
	assert.NotContains(t, out, "\x1b")

	store, err := progress.Open(filepath.Join(dir, "progress.db"))
	require.NoError(t, err)
	defer store.Close()
	solved, err := store.SolvedPuzzles()
	require.NoError(t, err)
	list, err := puzzles.Parse("one.puz", []byte(onePuzzle))
	require.NoError(t, err)
	assert.Equal(t, map[string]bool{list[0].Item(): true}, solved, "known by id and position")
	assert.Equal(t, "cli-addition", list[0].ID)
	sum, err := store.Summary()
	require.NoError(t, err)
	assert.Equal(t, 2, sum.Puzzles.Attempted)
	// Every part answered is kept: the first puzzle's four (man, where it
	// goes, what it takes, how), and of the second the man that takes part
	// but stays put, the man, the wrong action; the answer shown is no
	// answer.
	assert.Equal(t, 7, sum.Puzzles.Attempts)
}

func TestPuzzlesPlayOneByID(t *testing.T) {
	file := writePuzzles(t, onePuzzle)
	out, stderr, code := runPuzzlesCmd(t, t.TempDir(), "", "--accessible", "puzzles", "play", file, "cli-division")
	assertRanOut(t, code, stderr)
	assert.Contains(t, out, "Puzzle 1 of 1: Find the capture: a study of 4 men, White to move")
	assert.NotContains(t, out, "input ended", "said once, on standard error")

	_, stderr, code = runPuzzlesCmd(t, t.TempDir(), "", "--accessible", "puzzles", "play", file, "nope")
	assert.Equal(t, ExitUsage, code)
	assert.Contains(t, stderr, `has no puzzle "nope"; it has cli-addition, cli-division`)

	_, stderr, code = runPuzzlesCmd(t, t.TempDir(), "", "--accessible", "puzzles", "play", filepath.Join(t.TempDir(), "none.puz"))
	assert.Equal(t, ExitFailure, code)
	assert.Contains(t, stderr, "cannot be read: no such file or directory")

	broken := writePuzzles(t, "id: x\ntitle: t\n")
	_, stderr, code = runPuzzlesCmd(t, t.TempDir(), "", "--accessible", "puzzles", "play", broken)
	assert.Equal(t, ExitFailure, code)
	assert.Contains(t, stderr, "worksheet.puz:1: the puzzle starting here has no position")
}

func TestPuzzlesChooserAccessible(t *testing.T) {
	dir := t.TempDir()
	readLesson(t, dir, 14)
	out, stderr, code := runPuzzlesCmd(t, dir, "", "--accessible", "puzzles")
	assertRanOut(t, code, stderr)
	assert.Contains(t, out, "Which puzzles?")
	assert.Contains(t, out, "1. Near your rating in fulke1 (spot 1500?, capture 1500?, triumph 1500?): 10 puzzles\n")
	assert.Regexp(t, `2\. All puzzles: \d+ puzzles, 0 solved`, out)
	assert.Contains(t, out, "Theme addition — two men whose numbers add up to an enemy's take it: ", "each theme with its gloss")
	assert.Contains(t, out, "Rules nemec (Němec 2012, modern rules):")
	assert.NotContains(t, out, "input ended", "said once, on standard error")
}

// A learner rated on capture is offered the puzzles nearest: after a
// first try solved (1500 → higher), the easiest capture puzzles fall back.
func TestSuggest(t *testing.T) {
	mk := func(id string, goal puzzles.GoalKind, d int) puzzles.Puzzle {
		return puzzles.Puzzle{ID: id, Goal: puzzles.Goal{Kind: goal}, Difficulty: d}
	}
	all := []puzzles.Puzzle{mk("c1", puzzles.GoalCapture, 1), mk("c3", puzzles.GoalCapture, 3), mk("c5", puzzles.GoalCapture, 5),
		mk("s2", puzzles.GoalSpot, 2), mk("done", puzzles.GoalCapture, 4)}
	rating := func(pz *puzzles.Entry) float64 { return progress.PuzzleSeed(pz.Difficulty).R }
	solved := func(pz *puzzles.Entry) bool { return pz.ID == "done" }
	ids := func(ps []puzzles.Entry) []string {
		var out []string
		for _, p := range ps {
			out = append(out, p.ID)
		}
		return out
	}
	got := suggest(puzzles.Entries(all), map[string]float64{"capture": 1800, "spot": 1200}, rating, solved, 3)
	assert.Equal(t, []string{"s2", "c5", "c3"}, ids(got), "spot 1200: s2 (1250) is 50 away; capture 1800: c5 (2000) 200, c3 (1500) 300, c1 (1000) 800")
	got = suggest(puzzles.Entries(all), map[string]float64{"capture": 1100}, rating, solved, 10)
	assert.Equal(t, []string{"c1", "s2", "c3", "c5"}, ids(got), "the solved one is left out; an unrated goal counts as 1500")
}

func TestPuzzlesCommandsAreDocumented(t *testing.T) {
	root := NewRoot(&Env{Stdin: strings.NewReader(""), Stdout: &bytes.Buffer{}, Stderr: &bytes.Buffer{}, Getenv: func(string) string { return "" }})
	cmd, _, err := root.Find([]string{"puzzles"})
	require.NoError(t, err)
	names := []string{cmd.Name()}
	for _, c := range append(cmd.Commands(), cmd) {
		if slices.Contains([]string{"help", "completion"}, c.Name()) {
			continue
		}
		names = append(names, c.Name())
		assert.NotEmpty(t, c.Short, c.Name())
		assert.NotEmpty(t, c.Long, c.Name())
		assert.NotEmpty(t, c.Example, c.Name())
	}
	assert.Subset(t, names, []string{"puzzles", "play", "list", "check"})
}

// A file without puzzles is an error (exit 1), not a session with nothing
// in it; so is one of random bytes, said in short lines.
func TestPuzzlesPlayEmptyOrGarbledFile(t *testing.T) {
	for name, text := range map[string]string{
		"nothing":  "",
		"comments": "# a worksheet to be\n\n# more soon\n",
		"blanks":   "\n\n   \n\t\n",
	} {
		t.Run(name, func(t *testing.T) {
			file := writePuzzles(t, text)
			for _, args := range [][]string{
				{"--accessible", "puzzles", "play", file},
				{"--accessible", "puzzles", "play", file, "some-id"},
				{"puzzles", "play", file},
			} {
				out, stderr, code := runPuzzlesCmd(t, t.TempDir(), "", args...)
				assert.Equal(t, ExitFailure, code, stderr)
				assert.Empty(t, out)
				assert.Equal(t, "rithmo: "+file+": no puzzles in this file\n", stderr)
			}
		})
	}

	var garbled []byte
	x := uint32(88172645)
	for range 20000 {
		x ^= x << 13
		x ^= x >> 17
		x ^= x << 5
		garbled = append(garbled, byte(x))
	}
	file := writePuzzles(t, string(garbled))
	out, stderr, code := runPuzzlesCmd(t, t.TempDir(), "", "--accessible", "puzzles", "play", file)
	assert.Equal(t, ExitFailure, code)
	assert.Empty(t, out)
	lines := strings.Split(strings.TrimSpace(stderr), "\n")
	require.Len(t, lines, 1, "one line: how many problems, the first, and what to run:\n%s", stderr)
	assert.Regexp(t, `has \d+ problems; the first: .*:1: .* \(and \d+ more\); fix them first \(rithmo puzzles check .* lists them all\)$`, lines[0])
	assert.Less(t, len([]rune(strings.ReplaceAll(lines[0], file, "F"))), 250, "it does not repeat a whole garbled line: %q", lines[0])
}

// TestPuzzlesThemeTheRulesCannotHave: a relation the rule set never takes
// by (with any of its options), or nemec's attack elsewhere, is a usage
// error naming it, in the words rithmo practice uses for the same flags.
func TestPuzzlesThemeTheRulesCannotHave(t *testing.T) {
	for _, tc := range []struct {
		theme, rules, want string
		practice           bool // practice refuses the same flags with the same words
	}{
		{"cossic", "nemec", "--theme: nemec has no taking by cossic (it has equality, siege, addition, eruption)", true},
		{"multiplication", "fulke2", "--theme: fulke2 has no taking by multiplication (it has equality, siege, addition, subtraction, eruption, cossic)", true},
		{"cossic", "fulke1", "--theme: fulke1 has no taking by cossic (it has equality, siege, addition, subtraction, multiplication, division, progression with +progression)", false},
		{"progression", "fulke3", "fulke3 has no taking by progression", true},
		{"attack", "fulke2", "--theme: only nemec takes without moving (attack); fulke2 does not", false},
	} {
		t.Run(tc.theme+"-"+tc.rules, func(t *testing.T) {
			for _, args := range [][]string{
				{"--accessible", "puzzles", "--theme", tc.theme, "--rules", tc.rules},
				{"puzzles", "--theme", tc.theme, "--rules", tc.rules},
				{"puzzles", "list", "--theme", tc.theme, "--rules", tc.rules},
			} {
				out, stderr, code := runPuzzlesCmd(t, t.TempDir(), "", args...)
				assert.Equal(t, ExitUsage, code, "%v", args)
				assert.Empty(t, out)
				assert.Contains(t, stderr, tc.want, "%v", args)
				assert.NotContains(t, out+stderr, "There are no")
			}
			if tc.practice {
				_, ours, _ := runPuzzlesCmd(t, t.TempDir(), "", "--accessible", "puzzles", "--theme", tc.theme, "--rules", tc.rules)
				_, theirs, code := runPuzzlesCmd(t, t.TempDir(), "", "--accessible", "practice", "--theme", tc.theme, "--rules", tc.rules)
				assert.Equal(t, ExitUsage, code)
				assert.Equal(t, theirs, ours, "the same words as practice")
			}
		})
	}
}

// TestPuzzlesNoneCurated: a theme the rule set can have but no curated
// puzzle has is said so, exit 0, with or without a terminal, and the
// practice command suggested works.
func TestPuzzlesNoneCurated(t *testing.T) {
	for _, tc := range []struct {
		theme, rules, want, suggest string
	}{
		{"cossic", "parlett", "", ""}, // parlett has no cossic: refused above, not here
		{"prisoner", "fulke3", "There are no curated puzzles of the theme prisoner under fulke3. For generated puzzles of every theme (practice has no prisoner theme), try:",
			"rithmo practice --rules fulke3"},
	} {
		t.Run(tc.theme+"-"+tc.rules, func(t *testing.T) {
			if tc.want == "" {
				_, _, code := runPuzzlesCmd(t, t.TempDir(), "", "--accessible", "puzzles", "--theme", tc.theme, "--rules", tc.rules)
				assert.Equal(t, ExitUsage, code)
				return
			}
			for _, args := range [][]string{
				{"--accessible", "puzzles", "--theme", tc.theme, "--rules", tc.rules},
				{"puzzles", "--theme", tc.theme, "--rules", tc.rules}, // no terminal needed to say so
			} {
				out, stderr, code := runPuzzlesCmd(t, t.TempDir(), "", args...)
				require.Equal(t, ExitOK, code, stderr)
				assert.Equal(t, tc.want+"\n  "+tc.suggest+"\n", out)
			}
			// The suggestion runs.
			args := append([]string{"--accessible"}, strings.Fields(tc.suggest)[1:]...)
			dir := t.TempDir()
			readLesson(t, dir, 14) // practice waits for it
			out, stderr, code := runPuzzlesCmd(t, dir, "", append(args, "--count", "1", "--seed", "1")...)
			assertRanOut(t, code, stderr)
			assert.Contains(t, out, "Puzzle 1 of 1: ")
		})
	}
	// Every practice theme now has curated puzzles under every rule set that
	// has it (issue 15), so the message for one is checked on its own.
	assert.Equal(t, "There are no curated puzzles of the theme greater under fulke1. For generated ones, try:\n  rithmo practice --theme greater --rules fulke1",
		noCuratedPuzzles("greater", "fulke1"))
	assert.Equal(t, "fulke1+progression", practiceRules("progression", "fulke1"), "the option the relation needs")
	assert.Equal(t, "fulke1", practiceRules("addition", "fulke1"))
	assert.Equal(t, "nemec", practiceRules("prisoner", "nemec"))
	assert.Equal(t, "There are no curated puzzles of the theme square. For generated puzzles of every theme (practice has no square theme), try:\n  rithmo practice",
		noCuratedPuzzles("square", ""))
	assert.Equal(t, "There are no curated puzzles under nemec. For generated ones, try:\n  rithmo practice --rules nemec",
		noCuratedPuzzles("", "nemec"))
}

// TestPuzzlesCountsInTheSingular: one puzzle is "1 puzzle".
func TestPuzzlesCountsInTheSingular(t *testing.T) {
	out, stderr, code := runPuzzlesCmd(t, t.TempDir(), "", "puzzles", "list", "--theme", "prisoner", "--rules", "fulke2")
	require.Equal(t, ExitOK, code, stderr)
	lines := strings.Split(strings.TrimSpace(out), "\n")
	require.Len(t, lines, 3, out)
	assert.Equal(t, "1 puzzle", lines[2])

	file := writePuzzles(t, onePuzzle)
	out, stderr, code = runPuzzlesCmd(t, t.TempDir(), "1\n4\n1\n0\n3\n", "--accessible", "puzzles", "play", file, "cli-addition")
	require.Equal(t, ExitOK, code, stderr)
	assert.Contains(t, out, "You solved 1 of 1 puzzle played, 3 of 3 points.")
	assert.NotContains(t, out, "1 puzzles")
}

// A puzzle the engine finds no solution for is named, with its line, and
// the command fails before anything is played, as its help says.
func TestPuzzlesPlayUnsolvableFails(t *testing.T) {
	file := writePuzzles(t, `id: nosol
title: Nothing to take
position: 8/8/8/8/1,r9,6/8/8/8/4,t13,3/8/2,R6,1,T6,3/8/8/8/8/8 w fulke1 - - 5
goal: capture e8
`)
	out, stderr, code := runPuzzlesCmd(t, t.TempDir(), "1\n", "--accessible", "puzzles", "play", file)
	assert.Equal(t, ExitFailure, code)
	assert.Empty(t, out, "nothing played")
	assert.Contains(t, stderr, ":1: puzzle nosol cannot be played: the engine finds no solution")
}
