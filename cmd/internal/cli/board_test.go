package cli

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/cmd/internal/ui"
	"github.com/rithmo/rithmo/rules/board"
	"github.com/rithmo/rithmo/rules/diagram"
	"github.com/rithmo/rithmo/rules/engine"
)

// runBoard runs rithmo with args on buffers (a pipe, not a terminal).
func runBoard(args ...string) (stdout, stderr string, code int) {
	var out, errOut bytes.Buffer
	env := &Env{Stdin: strings.NewReader(""), Stdout: &out, Stderr: &errOut, Getenv: func(string) string { return "" }}
	code = Main(args, env)
	return out.String(), errOut.String(), code
}

func TestBoardDrawsThePosition(t *testing.T) {
	quoted, stderr, code := runBoard("board", additionExample)
	require.Equal(t, ExitOK, code, stderr)
	assert.Empty(t, stderr)
	golden(t, "board-addition.golden", quoted)

	unquoted, _, code := runBoard(append([]string{"board"}, strings.Fields(additionExample)...)...)
	require.Equal(t, ExitOK, code)
	assert.Equal(t, quoted, unquoted, "the fields may come as separate arguments")

	spaced, _, code := runBoard("board", "  "+strings.ReplaceAll(additionExample, " ", "   ")+"\n")
	require.Equal(t, ExitOK, code)
	assert.Equal(t, quoted, spaced, "runs of blanks between fields are one separator")

	p := board.MustParse(additionExample)
	assert.Equal(t, diagram.Draw(&p, diagram.Options{Layout: diagram.Full}), quoted, "piped output is the full board, plain")
}

func TestBoardRuleSetOpening(t *testing.T) {
	for _, set := range board.RuleSets {
		out, stderr, code := runBoard("board", set.String())
		require.Equal(t, ExitOK, code, stderr)
		p := board.Opening(board.Rules{Set: set})
		assert.Equal(t, diagram.Draw(&p, diagram.Options{}), out, set.String())
	}
	out, _, code := runBoard("board", "fulke2+ransom")
	require.Equal(t, ExitOK, code)
	assert.Contains(t, out, "Rules: fulke2+ransom,")

	// A rule set named alone may be typed in any case.
	for _, name := range []string{"Nemec", "NEMEC", " nemec "} {
		out, stderr, code := runBoard("board", name)
		require.Equal(t, ExitOK, code, "%q: %s", name, stderr)
		assert.Contains(t, out, "Rules: nemec", name)
	}
	out, _, code = runBoard("board", "Fulke2+Ransom")
	require.Equal(t, ExitOK, code)
	assert.Contains(t, out, "Rules: fulke2+ransom,")
}

func TestBoardWidthFlag(t *testing.T) {
	for _, tc := range []struct {
		width    string
		code     int
		narrow   bool
		errorHas string
	}{
		{"100", ExitOK, false, ""},
		{"99", ExitOK, true, ""},
		{"80", ExitOK, true, ""},
		{"79", ExitUsage, false, "--width 79: the board needs at least 80 columns"},
		{"-4", ExitUsage, false, "--width -4: want a number of columns"},
		{"wide", ExitUsage, false, "--width wide: want a whole number"},
	} {
		out, stderr, code := runBoard("board", "--width", tc.width, "nemec")
		assert.Equal(t, tc.code, code, "--width %s: %s", tc.width, stderr)
		if tc.code != ExitOK {
			assert.Contains(t, stderr, tc.errorHas)
			assert.Empty(t, out)
			continue
		}
		assert.Equal(t, !tc.narrow, strings.Contains(out, "+----"), "--width %s: the full board is boxed", tc.width)
		n, err := strconv.Atoi(tc.width)
		require.NoError(t, err)
		for _, line := range strings.Split(out, "\n") {
			assert.LessOrEqual(t, len(line), n, "--width %s", tc.width)
		}
	}
}

func TestChooseLayout(t *testing.T) {
	opening := board.Opening(board.Rules{Set: board.Nemec})
	big := board.MustParse("8/8/8/8/8/8/8/8/8/8/3,T65535,4/8/8/8/8/8 w parlett - - 1")
	for _, tc := range []struct {
		name  string
		term  ui.Terminal
		width int
		p     *board.Position
		want  diagram.Layout
		err   string
	}{
		{"piped", ui.Terminal{Width: 40}, 0, &opening, diagram.Full, ""},
		{"wide terminal", ui.Terminal{OutTTY: true, Width: 120}, 0, &opening, diagram.Full, ""},
		{"100 columns", ui.Terminal{OutTTY: true, Width: 100}, 0, &opening, diagram.Full, ""},
		{"99 columns", ui.Terminal{OutTTY: true, Width: 99}, 0, &opening, diagram.Narrow, ""},
		{"80 columns", ui.Terminal{OutTTY: true, Width: 80}, 0, &opening, diagram.Narrow, ""},
		{"small terminal", ui.Terminal{OutTTY: true, Width: 60}, 0, &opening, diagram.Narrow, "the board needs at least 80 columns; this terminal has 60"},
		{"flag over terminal", ui.Terminal{OutTTY: true, Width: 60}, 120, &opening, diagram.Full, ""},
		{"flag when piped", ui.Terminal{}, 85, &opening, diagram.Narrow, ""},
		{"big man narrows", ui.Terminal{OutTTY: true, Width: 100}, 0, &big, diagram.Narrow, ""},
		{"big man too wide", ui.Terminal{OutTTY: true, Width: 90}, 0, &big, diagram.Narrow, "this position's board needs 94 columns; there are 90"},
	} {
		got, err := chooseLayout(tc.term, tc.width, tc.p)
		if tc.err != "" {
			assert.ErrorContains(t, err, tc.err, tc.name)
			var usage *UsageError
			assert.ErrorAs(t, err, &usage, "%s: exit 2", tc.name)
			continue
		}
		require.NoError(t, err, tc.name)
		assert.Equal(t, tc.want, got, tc.name)
	}
}

func TestBoardMalformedPosition(t *testing.T) {
	for _, tc := range malformedPositions {
		for _, command := range [][]string{{"board"}, {"analyse"}, {"analyse", "--json"}} {
			out, stderr, code := runBoard(append(command, tc.args...)...)
			assert.Equal(t, ExitUsage, code, "%v %s", command, tc.name)
			assert.Contains(t, stderr, tc.want, "%v %s", command, tc.name)
			assert.True(t, strings.HasPrefix(stderr, "rithmo: "), tc.name)
			assert.Empty(t, out, tc.name)
		}
	}
}

var malformedPositions = []struct {
	name string
	args []string
	want string
}{
	{"nothing", nil, "give a POSITION"},
	{"blank", []string{"  "}, "give a POSITION"},
	{"unknown word", []string{"chess"}, `"chess" is neither a position`},
	{"bad value", []string{"8/8/8/8/8/8/8/8/4,t12,3/8/2,R6,1,T7x,3/8/8/8/8/8 w fulke1 - - 1"}, `board, rank 6, item 4 "T7x": the value is not a whole number`},
	{"short rank", []string{"8/8/8/8/8/8/8/8/4,t12,2/8/8/8/8/8/8/8", "w", "nemec", "-", "-", "1"}, `board, rank 8 "4,t12,2": the rank covers 7 squares`},
	{"side", []string{"8/8/8/8/8/8/8/8/8/8/8/8/8/8/8/8 x nemec - - 1"}, `side "x": want w or b`},
	{"rules", []string{"8/8/8/8/8/8/8/8/8/8/8/8/8/8/8/8 w chess - - 1"}, `rules "chess"`},
	{"took", []string{"8/8/8/8/8/8/8/8/8/8/8/8/8/8/8/8 w nemec R4,,R6 - 1"}, `white-took, item 2`},
	{"move", []string{"8/8/8/8/8/8/8/8/8/8/8/8/8/8/8/8 w nemec - - 0"}, `move "0"`},
	{"fields", []string{"8/8/8/8/8/8/8/8/8/8/8/8/8/8/8/8 w nemec - -"}, "want 6 fields"},
	{"option", []string{"nemec+pass"}, `option "pass" does not belong to nemec`},
}

func TestBoardDrawsImpossiblePositionsWithAWarning(t *testing.T) {
	// Three white pyramids: no army holds that.
	out, stderr, code := runBoard("board", "8/8/8/8/8/8/8/8/8/8/8/8/8/8/8/P[R1],P[R4],P[T9],5 w nemec - - 1")
	assert.Equal(t, ExitOK, code)
	assert.Contains(t, stderr, "rithmo: warning: impossible under nemec:")
	assert.Contains(t, stderr, "white has more than one pyramid")
	assert.Contains(t, out, "{P1}")
}

func TestBoardHelp(t *testing.T) {
	env := &Env{Stdout: &bytes.Buffer{}, Stderr: &bytes.Buffer{}, Stdin: strings.NewReader(""), Getenv: func(string) string { return "" }}
	root := NewRoot(env)
	for _, name := range []string{"board", "analyse"} {
		cmd, _, err := root.Find([]string{name})
		require.NoError(t, err)
		assert.NotEmpty(t, cmd.Short, name)
		assert.NotEmpty(t, cmd.Long, name)
		require.NotEmpty(t, cmd.Example, name)
		// Every example runs.
		for _, line := range strings.Split(cmd.Example, "\n") {
			args := shellWords(t, strings.TrimSpace(line))
			require.Equal(t, "rithmo", args[0])
			_, stderr, code := runBoard(args[1:]...)
			assert.Equal(t, ExitOK, code, "%s: %s", line, stderr)
		}
	}
}

// shellWords splits an example line the way a shell would for the simple
// quoting the examples use.
func shellWords(t *testing.T, line string) []string {
	t.Helper()
	var words []string
	for i, part := range strings.Split(line, "'") {
		if i%2 == 1 {
			words = append(words, part)
			continue
		}
		words = append(words, strings.Fields(part)...)
	}
	return words
}

func FuzzPositionArgs(f *testing.F) {
	f.Add(additionExample)
	f.Add("nemec+jump")
	f.Add("8/8/8/8/8/8/8/2,R6,r9,4/8/8/8/8/8/8/8/8 b nemec - r3 12")
	f.Add(board.Opening(board.Rules{Set: board.Fulke2}).String())
	f.Add("8/8 w fulke3 - - 1")
	f.Fuzz(func(t *testing.T, text string) {
		for _, args := range [][]string{{text}, strings.Fields(text), strings.Split(text, " ")} {
			p, err := positionFromArgs(args)
			if err != nil {
				var usage *UsageError
				if !errors.As(err, &usage) {
					t.Fatalf("%q: error is not a usage error: %v", text, err)
				}
				continue
			}
			// What was read prints and reads back unchanged.
			again, err := board.Parse(p.String())
			if err != nil || !again.Equal(&p) {
				t.Fatalf("%q: round trip through %q failed: %v", text, p.String(), err)
			}
			for _, layout := range []diagram.Layout{diagram.Full, diagram.Narrow} {
				_ = diagram.Draw(&p, diagram.Options{Layout: layout})
			}
			if board.Validate(&p) == nil {
				var b bytes.Buffer
				if err := writeAnalysisJSON(&b, engine.Analyse(&p)); err != nil || !json.Valid(b.Bytes()) {
					t.Fatalf("%q: analysis is not JSON: %v\n%s", text, err, b.String())
				}
				var words strings.Builder
				writeAnalysis(&words, &p, engine.Analyse(&p))
			}
		}
	})
}

func TestAnalyseTheAdditionOf1563(t *testing.T) {
	out, stderr, code := runBoard("analyse", "--width", "80", additionExample)
	require.Equal(t, ExitOK, code, stderr)
	golden(t, "analyse-addition.golden", out)
	p := board.MustParse(additionExample)
	assert.True(t, strings.HasPrefix(out, diagram.Draw(&p, diagram.Options{Layout: diagram.Narrow})), "the board comes first")
	assert.Contains(t, out, fmt.Sprintf("White has %d legal actions; 1 takes something or completes a triumph:\n", len(engine.Legal(&p))))
	assert.Contains(t, out, "\nc6-d7 takes t12 on e8\n  6 on d7 + 6 on e6 = 12 on e8: addition\n")
}

func TestAnalyseATriumph(t *testing.T) {
	out, stderr, code := runBoard("analyse", triumphExample)
	require.Equal(t, ExitOK, code, stderr)
	assert.Contains(t, out, "\nd13-c14 completes a great triumph\n  White sets the great triumph with 4 on c10, 6 on c12 and 8 on c14 in a line along the c file")
	assert.Contains(t, out, "arithmetic")
}

func TestAnalyseWhenNothingIsTaken(t *testing.T) {
	p := board.Opening(board.Rules{Set: board.Nemec})
	out, stderr, code := runBoard("analyse", "nemec")
	require.Equal(t, ExitOK, code, stderr)
	assert.Contains(t, out, fmt.Sprintf("\nNo action of Black takes anything or completes a triumph (%d legal actions).\n", len(engine.Legal(&p))))

	empty := "8/8/8/8/8/8/8/8/8/8/8/8/8/8/8/8 w parlett - - 1"
	out, _, code = runBoard("analyse", empty)
	require.Equal(t, ExitOK, code)
	assert.Contains(t, out, "No action of White takes anything or completes a triumph (no legal action).")
	out, _, code = runBoard("analyse", "--json", empty)
	require.Equal(t, ExitOK, code)
	assert.Equal(t, "[]\n", out, "no action: an empty array, not null")
}

// The JSON schema of the issue, field for field.
type analysedAction struct {
	Action   string `json:"action"`
	Captures []struct {
		Square    string `json:"square"`
		Piece     string `json:"piece"`
		Relations []struct {
			Relation string   `json:"relation"`
			By       []string `json:"by"`
		} `json:"relations"`
	} `json:"captures"`
	Triumphs []struct {
		Kind        string   `json:"kind"`
		Squares     []string `json:"squares"`
		Proportions []string `json:"proportions"`
	} `json:"triumphs"`
}

func analyseJSON(t *testing.T, position string) ([]analysedAction, []map[string]json.RawMessage) {
	t.Helper()
	out, stderr, code := runBoard("analyse", "--json", position)
	require.Equal(t, ExitOK, code, stderr)
	require.True(t, json.Valid([]byte(out)), out)
	dec := json.NewDecoder(strings.NewReader(out))
	dec.DisallowUnknownFields()
	var actions []analysedAction
	require.NoError(t, dec.Decode(&actions))
	var raw []map[string]json.RawMessage
	require.NoError(t, json.Unmarshal([]byte(out), &raw))
	p, err := positionFromArgs([]string{position})
	require.NoError(t, err)
	legal := engine.Legal(&p)
	require.Len(t, actions, len(legal), "one object per legal action")
	for i, a := range legal {
		assert.Equal(t, a.String(), actions[i].Action, "in the engine's order")
		assert.Len(t, raw[i], 3, "exactly action, captures, triumphs")
		for _, key := range []string{"captures", "triumphs"} {
			assert.NotEqual(t, "null", string(raw[i][key]), "%s of %s is an array", key, a)
		}
	}
	return actions, raw
}

func TestAnalyseJSON(t *testing.T) {
	actions, raw := analyseJSON(t, additionExample)
	assert.JSONEq(t, `{"action": "c6-d7", "captures": [{"square": "e8", "piece": "t12", "relations": [{"relation": "addition", "by": ["d7", "e6"]}]}], "triumphs": []}`,
		string(mustMarshal(t, raw[indexOf(t, actions, "c6-d7")])))
	for _, a := range actions {
		if a.Action != "c6-d7" {
			assert.Empty(t, a.Captures, a.Action)
			assert.Empty(t, a.Triumphs, a.Action)
		}
	}

	actions, raw = analyseJSON(t, triumphExample)
	assert.JSONEq(t, `{"action": "d13-c14", "captures": [], "triumphs": [{"kind": "great", "squares": ["c10", "c12", "c14"], "proportions": ["arithmetic"]}]}`,
		string(mustMarshal(t, raw[indexOf(t, actions, "d13-c14")])))

	// Every rule set's opening: names from the fixed vocabulary only.
	relations := map[string]bool{"equality": true, "siege": true, "addition": true, "subtraction": true, "multiplication": true, "division": true, "eruption": true, "cossic": true, "progression": true}
	for _, set := range board.RuleSets {
		actions, _ := analyseJSON(t, set.String())
		for _, a := range actions {
			for _, c := range a.Captures {
				for _, r := range c.Relations {
					assert.True(t, relations[r.Relation], r.Relation)
				}
			}
			for _, tr := range a.Triumphs {
				assert.Contains(t, []string{"great", "greater", "greatest"}, tr.Kind)
			}
		}
	}
}

func TestAnalyseJSONFollowsTheEngine(t *testing.T) {
	// A crowded middle game: whatever the engine finds, the JSON says.
	p := board.MustParse(triumphExample)
	items := analysisJSON(engine.Analyse(&p))
	outcomes := engine.Analyse(&p)
	require.Len(t, items, len(outcomes))
	for i, o := range outcomes {
		require.Len(t, items[i].Captures, len(o.Captures))
		for j, c := range o.Captures {
			assert.Equal(t, c.Square.String(), items[i].Captures[j].Square)
			assert.Equal(t, c.Piece.String(), items[i].Captures[j].Piece)
			require.Len(t, items[i].Captures[j].Relations, len(c.Reasons))
		}
		require.Len(t, items[i].Triumphs, len(o.Triumphs))
	}
}

func indexOf(t *testing.T, actions []analysedAction, name string) int {
	t.Helper()
	for i, a := range actions {
		if a.Action == name {
			return i
		}
	}
	t.Fatalf("no action %s", name)
	return -1
}

func mustMarshal(t *testing.T, v any) []byte {
	t.Helper()
	b, err := json.Marshal(v)
	require.NoError(t, err)
	return b
}

func TestAnalyseRefusesImpossiblePositions(t *testing.T) {
	for _, args := range [][]string{{"analyse"}, {"analyse", "--json"}} {
		out, stderr, code := runBoard(append(args, "8/8/8/8/8/8/8/8/8/8/8/8/8/8/8/P[R1],P[R4],P[T9],5 w nemec - - 1")...)
		assert.Equal(t, ExitUsage, code)
		assert.Contains(t, stderr, "rithmo: cannot analyse: impossible under nemec: b1: white has more than one pyramid")
		assert.Empty(t, out)
	}
}
