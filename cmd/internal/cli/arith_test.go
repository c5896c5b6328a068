package cli

import (
	"bytes"
	"encoding/json"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/rules/arith"
)

// runArith runs rithmo with args on buffers, through Main: the exit code is
// the one a shell would see.
func runArith(args ...string) (stdout, stderr string, code int) {
	var out, errOut bytes.Buffer
	env := &Env{Stdin: strings.NewReader(""), Stdout: &out, Stderr: &errOut, Getenv: func(string) string { return "" }}
	code = Main(args, env)
	return out.String(), errOut.String(), code
}

func TestArithCommandsGolden(t *testing.T) {
	for _, tc := range []struct {
		name string
		args []string
	}{
		{"ratio-9-6", []string{"ratio", "9", "6"}},
		{"ratio-2-3", []string{"ratio", "2", "3"}},
		{"ratio-8-3", []string{"ratio", "8", "3"}},
		{"ratio-289-153", []string{"ratio", "289", "153"}},
		{"ratio-max-3", []string{"ratio", "9223372036854775807", "3"}},
		{"mean-musical-6-12", []string{"mean", "musical", "6", "12"}},
		{"mean-geometric-2-6", []string{"mean", "geometric", "2", "6"}},
		{"proportions-harmonic", []string{"proportions", "--kind", "harmonic"}},
		{"proportions-geometric-json", []string{"proportions", "--kind", "geometric", "--json"}},
		{"triumphs-greatest", []string{"triumphs", "--kind", "greatest"}},
		{"triumphs-greatest-json", []string{"triumphs", "--kind", "greatest", "--json"}},
		{"triumphs-greater", []string{"triumphs", "--kind", "greater"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			out, stderr, code := runArith(tc.args...)
			require.Equal(t, ExitOK, code, stderr)
			assert.Empty(t, stderr)
			golden(t, "arith-"+tc.name+".golden", out)
		})
	}
}

func TestRatioCommand(t *testing.T) {
	tests := []struct {
		a, b    string
		species string
		kind    string
		gloss   string
	}{
		{"9", "6", "sesquialter", "superparticular", "one and a half"},
		{"4", "3", "sesquitertius", "superparticular", "one and a third"},
		{"5", "3", "superbipartiens tertias", "superpartient", "one and two thirds"},
		{"7", "4", "supertripartiens quartas", "superpartient", "one and three quarters"},
		{"5", "2", "duplex sesquialter", "multiplex superparticular", "two and a half"},
		{"8", "3", "duplex superbipartiens tertias", "multiplex superpartient", "two and two thirds"},
		{"2", "3", "subsesquialter", "subsuperparticular", "two thirds"},
		{"1", "1", "equalis", "equality", "equal"},
		{"12", "4", "triplex", "multiplex", "three times"},
		{"361", "190", "supernovempartiens decimas", "superpartient", "one and nine tenths"},
		{"+9", "06", "sesquialter", "superparticular", "one and a half"},
	}
	for _, tt := range tests {
		out, stderr, code := runArith("ratio", tt.a, tt.b)
		require.Equal(t, ExitOK, code, stderr)
		assert.Contains(t, out, "species:  "+tt.species+"\n", "%s %s", tt.a, tt.b)
		assert.Contains(t, out, "kind:     "+tt.kind+"\n", "%s %s", tt.a, tt.b)
		assert.Contains(t, out, "gloss:    "+tt.gloss+"\n", "%s %s", tt.a, tt.b)
		assert.Contains(t, out, "steps:\n  1. ")
	}
	// Global flags and "--" are understood; the numbers still are read.
	out, _, code := runArith("--accessible", "ratio", "--", "9", "6")
	require.Equal(t, ExitOK, code)
	assert.Contains(t, out, "sesquialter")
	out, _, code = runArith("ratio", "--data", "/tmp/x.db", "9", "6")
	require.Equal(t, ExitOK, code)
	assert.Contains(t, out, "sesquialter")
}

// A ratio may be typed as it is written, with a colon.
func TestRatioWithAColon(t *testing.T) {
	for _, args := range [][]string{{"12:9"}, {"12", ":", "9"}, {"12:", "9"}, {"12", ":9"}, {" 12 : 9 "}} {
		out, stderr, code := runArith(append([]string{"ratio"}, args...)...)
		require.Equal(t, ExitOK, code, "%q: %s", args, stderr)
		assert.True(t, strings.HasPrefix(out, "12 : 9 = 4 : 3\n"), "%q: %s", args, out)
	}
	for _, tc := range []struct {
		args []string
		err  string
	}{
		{[]string{"12:"}, "missing argument B"},
		{[]string{"12:9:3"}, `too many arguments: "3"`},
		{[]string{"x:9"}, "argument A"},
	} {
		_, stderr, code := runArith(append([]string{"ratio"}, tc.args...)...)
		assert.Equal(t, ExitUsage, code, "%q", tc.args)
		assert.Contains(t, stderr, tc.err, "%q", tc.args)
	}
}

func TestMeanCommand(t *testing.T) {
	tests := []struct {
		args []string
		head string
	}{
		{[]string{"arithmetic", "5", "25"}, "arithmetic mean of 5 and 25: 15\n"},
		{[]string{"geometric", "20", "45"}, "geometric mean of 20 and 45: 30\n"},
		{[]string{"harmonic", "6", "12"}, "harmonic mean of 6 and 12: 8\n"},
		{[]string{"musical", "6", "12"}, "musical (harmonic) mean of 6 and 12: 8\n"},
		{[]string{"Harmonic", "20", "5"}, "harmonic mean of 20 and 5: 8\n"},
		{[]string{"harmonic", "3", "7"}, "harmonic mean of 3 and 7: none\n"},
		{[]string{"arithmetic", "5", "6"}, "arithmetic mean of 5 and 6: none\n"},
		{[]string{"arithmetic", "9223372036854775807", "9223372036854775805"}, "arithmetic mean of 9223372036854775807 and 9223372036854775805: 9223372036854775806\n"},
		{[]string{"geometric", "9223372036854775807", "9223372036854775806"}, "geometric mean of 9223372036854775807 and 9223372036854775806: none\n"},
	}
	for _, tt := range tests {
		out, stderr, code := runArith(append([]string{"mean"}, tt.args...)...)
		require.Equal(t, ExitOK, code, stderr)
		assert.True(t, strings.HasPrefix(out, tt.head), "%v: %s", tt.args, out)
		if strings.HasSuffix(tt.head, "none\n") {
			assert.Contains(t, out, "\nwhy: ")
		} else {
			assert.Contains(t, out, "check: ")
		}
	}
}

// Without a kind, mean shows all three, each with its working.
func TestMeanWithoutKind(t *testing.T) {
	out, stderr, code := runArith("mean", "4", "9")
	require.Equal(t, ExitOK, code, stderr)
	assert.True(t, strings.HasPrefix(out, "arithmetic mean of 4 and 9: none\n"), out)
	assert.Contains(t, out, "\n\ngeometric mean of 4 and 9: 6\n  4 × 9 = 36\n")
	assert.Contains(t, out, "\n\nharmonic (musical) mean of 4 and 9: none\n")
	assert.Equal(t, 2, strings.Count(out, "why: "))
	_, stderr, code = runArith("mean", "4")
	assert.Equal(t, ExitUsage, code)
	assert.Contains(t, stderr, "missing argument B")
}

func TestProportionsCommand(t *testing.T) {
	out, stderr, code := runArith("proportions")
	require.Equal(t, ExitOK, code, stderr)
	assert.True(t, strings.HasSuffix(out, "110 progressions among the game's 35 values: 62 arithmetic, 30 geometric, 18 harmonic\n"), out)
	assert.Contains(t, out, "\narithmetic      2    3    4  3 − 2 = 1 = 4 − 3: arithmetic\n")

	counts := map[string]int{"arithmetic": 62, "geometric": 30, "harmonic": 18, "musical": 18}
	for kind, n := range counts {
		out, stderr, code := runArith("proportions", "--kind", kind, "--json")
		require.Equal(t, ExitOK, code, stderr)
		var items []struct {
			Kind  string  `json:"kind"`
			Terms []int64 `json:"terms"`
		}
		require.NoError(t, json.Unmarshal([]byte(out), &items))
		require.Len(t, items, n, kind)
		want, err := arith.ParseProportion(kind)
		require.NoError(t, err)
		for _, it := range items {
			assert.Equal(t, want.String(), it.Kind)
			require.Len(t, it.Terms, 3)
			assert.True(t, slices.IsSorted(it.Terms), "%v", it.Terms)
			assert.True(t, arith.InProgression(want, it.Terms[0], it.Terms[1], it.Terms[2]), "%v", it.Terms)
		}
	}
	// The keys are exactly those of the issue.
	out, _, _ = runArith("proportions", "--json")
	assert.True(t, strings.HasPrefix(out, "[\n  {\"kind\":\"arithmetic\",\"terms\":[2,3,4]},\n"), out[:80])
}

type triumphItem struct {
	Kind        string   `json:"kind"`
	Terms       []int64  `json:"terms"`
	Proportions []string `json:"proportions"`
}

func triumphsJSON(t *testing.T, args ...string) []triumphItem {
	t.Helper()
	out, stderr, code := runArith(append([]string{"triumphs", "--json"}, args...)...)
	require.Equal(t, ExitOK, code, stderr)
	var items []triumphItem
	require.NoError(t, json.Unmarshal([]byte(out), &items))
	return items
}

func TestTriumphsCommand(t *testing.T) {
	greatest := triumphsJSON(t, "--kind", "greatest")
	require.Len(t, greatest, 28)
	assert.Equal(t, triumphItem{"greatest", []int64{2, 3, 4, 6}, []string{"arithmetic", "geometric", "harmonic"}}, greatest[0])

	greater := triumphsJSON(t, "--kind", "greater")
	require.Len(t, greater, 88)
	assert.Contains(t, greater, triumphItem{"greater", []int64{2, 3, 4, 8}, []string{"arithmetic", "geometric"}})

	great := triumphsJSON(t, "--kind", "great")
	require.Len(t, great, 110)
	assert.Equal(t, triumphItem{"great", []int64{2, 3, 4}, []string{"arithmetic"}}, great[0])

	all := triumphsJSON(t)
	require.Len(t, all, 110+88+28)
	for _, it := range all {
		assert.True(t, slices.IsSorted(it.Terms), "%v", it.Terms)
		kind, kinds := arith.TriumphOf(it.Terms...)
		assert.Equal(t, kind.String(), it.Kind, "%v", it.Terms)
		assert.Len(t, it.Proportions, len(kinds))
	}

	out, stderr, code := runArith("triumphs")
	require.Equal(t, ExitOK, code, stderr)
	assert.True(t, strings.HasSuffix(out, "226 triumphs among the game's 35 values: 110 great, 88 greater, 28 greatest\n"))
	out, _, _ = runArith("triumphs", "--kind", "greatest")
	assert.Contains(t, out, "greatest      2   3    4    6  arithmetic 2 3 4, geometric 2:3 = 4:6, harmonic 2 3 6\n")
	assert.True(t, strings.HasSuffix(out, "28 greatest triumphs (four values holding all three kinds) among the game's 35 values\n"))
}

func TestArithBadArguments(t *testing.T) {
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"ratio", "0", "4"}, "argument A: 0 is not positive"},
		{[]string{"ratio", "4", "0"}, "argument B: 0 is not positive"},
		{[]string{"ratio", "-3", "4"}, "argument A: -3 is negative"},
		{[]string{"ratio", "3", "-4"}, "argument B: -4 is negative"},
		{[]string{"ratio", "x", "4"}, `argument A: "x" is not a whole number`},
		{[]string{"ratio", "3", "4.5"}, `argument B: "4.5" is not a whole number`},
		{[]string{"ratio", "3", ""}, `argument B: "" is not a whole number`},
		{[]string{"ratio", "3", " 4"}, `argument B: " 4" is not a whole number`},
		{[]string{"ratio", "9223372036854775808", "3"}, "argument A: 9223372036854775808 is too large"},
		{[]string{"ratio", "-9223372036854775809", "3"}, "argument A: -9223372036854775809 is negative"},
		{[]string{"ratio", "3"}, "missing argument B"},
		{[]string{"ratio"}, "missing argument A"},
		{[]string{"ratio", "3", "4", "5"}, `too many arguments: "5"`},
		{[]string{"ratio", "--frob", "3", "4"}, `unknown flag "--frob"`},
		{[]string{"ratio", "3", "4", "--data"}, "flag --data needs an argument"},
		{[]string{"ratio", "3", "a\nb"}, `argument B: "a\nb" is not a whole number`},
		{[]string{"mean", "median", "3", "4"}, `argument KIND: "median" is not arithmetic`},
		{[]string{"mean"}, "missing argument KIND"},
		{[]string{"mean", "arithmetic", "3"}, "missing argument B"},
		{[]string{"mean", "arithmetic", "0", "3"}, "argument A: 0 is not positive"},
		{[]string{"mean", "geometric", "3", "99999999999999999999"}, "argument B: 99999999999999999999 is too large"},
		{[]string{"proportions", "--kind", "cubic"}, `--kind "cubic": want arithmetic, geometric or harmonic`},
		{[]string{"proportions", "3"}, `proportions takes no arguments, got "3"`},
		{[]string{"proportions", "--frob"}, "unknown flag: --frob"},
		{[]string{"triumphs", "--kind", "great!"}, `--kind "great!": want great, greater or greatest`},
		{[]string{"triumphs", "--kind"}, "flag needs an argument"},
		{[]string{"triumphs", "x"}, `triumphs takes no arguments, got "x"`},
	}
	for _, tt := range tests {
		out, stderr, code := runArith(tt.args...)
		assert.Equal(t, ExitUsage, code, "%q: %s", tt.args, stderr)
		assert.Empty(t, out, "%q", tt.args)
		assert.Contains(t, stderr, tt.want, "%q", tt.args)
		assert.Equal(t, 1, strings.Count(stderr, "\n"), "one line: %q", stderr)
	}
}

func TestArithCommandsDocumented(t *testing.T) {
	root := NewRoot(&Env{Stdin: strings.NewReader(""), Stdout: &bytes.Buffer{}, Stderr: &bytes.Buffer{}, Getenv: func(string) string { return "" }})
	for _, name := range []string{"ratio", "mean", "proportions", "triumphs"} {
		cmd, _, err := root.Find([]string{name})
		require.NoError(t, err, name)
		require.Equal(t, name, cmd.Name())
		assert.NotEmpty(t, cmd.Short, name)
		assert.NotEmpty(t, cmd.Long, name)
		assert.NotEmpty(t, cmd.Example, name)

		for _, help := range []string{"--help", "-h"} {
			out, stderr, code := runArith(name, help)
			require.Equal(t, ExitOK, code, stderr)
			assert.Contains(t, out, "Usage:\n  rithmo "+name, name)
			assert.Contains(t, out, "Examples:", name)
		}
	}
}

func TestSplitArithArgs(t *testing.T) {
	pos, help, err := splitArithArgs([]string{"--accessible", "3", "--data=x", "-4", "--", "--help", "-x"})
	require.NoError(t, err)
	assert.False(t, help)
	assert.Equal(t, []string{"3", "-4", "--help", "-x"}, pos)
	_, help, err = splitArithArgs([]string{"3", "-h"})
	require.NoError(t, err)
	assert.True(t, help)
	pos, _, err = splitArithArgs([]string{"-", "--data", "f", "5"})
	require.NoError(t, err)
	assert.Equal(t, []string{"-", "5"}, pos)
}

func TestWrapArith(t *testing.T) {
	long := strings.Repeat("word ", 40)
	got := wrapArith("  1. ", long)
	for i, line := range strings.Split(strings.TrimSuffix(got, "\n"), "\n") {
		assert.LessOrEqual(t, len([]rune(line)), arithWidth)
		if i > 0 {
			assert.True(t, strings.HasPrefix(line, "     word"), "%q", line)
		}
	}
	assert.Equal(t, "why: a b\n", wrapArith("why: ", "a  b"))
	assert.Equal(t, "why: \n", wrapArith("why: ", ""), "the lead alone")
	caron := "Ne\u030cmec " + strings.Repeat("x", arithWidth-len("why: Nemec ")) // Němec is five columns
	assert.Equal(t, "why: "+caron+"\n", wrapArith("why: ", caron), "a combining caron takes no column: the line is exactly arithWidth")
}

// FuzzArgs: the argument parsers never panic; a number they accept is
// positive and prints back to the same value; any command line of the
// arithmetic commands ends with exit 0 or 2, and a usage error is one line.
func FuzzArgs(f *testing.F) {
	for _, s := range [][3]string{
		{"9", "6", "arithmetic"}, {"0", "-3", "musical"}, {"9223372036854775807", "3", "harmonic"},
		{"9223372036854775808", "x", "geometric"}, {"+5", "05", "Geometric"}, {"--", "-h", "--help"},
		{"--data", "", "--accessible"}, {"1e3", "0x10", "½"}, {"-", "٣", "\n"},
	} {
		f.Add(s[0], s[1], s[2])
	}
	f.Fuzz(func(t *testing.T, a, b, kind string) {
		if n, err := parseArithNumber("A", a); err == nil {
			require.Positive(t, n)
			back, err := strconv.ParseInt(strconv.FormatInt(n, 10), 10, 64)
			require.NoError(t, err)
			require.Equal(t, n, back)
		} else {
			var usage *UsageError
			require.ErrorAs(t, err, &usage)
			require.NotContains(t, err.Error(), "\n")
		}
		_, _, _ = splitArithArgs([]string{a, b, kind})

		for _, args := range [][]string{{"ratio", a, b}, {"mean", kind, a, b}, {"ratio", a}, {"mean", a, b, kind}} {
			out, stderr, code := runArith(args...)
			if _, help, err := splitArithArgs(args[1:]); help && err == nil {
				require.Equal(t, ExitOK, code, "%q asks for help", args)
				require.Contains(t, out, "Usage:")
				continue
			}
			switch code {
			case ExitOK:
				require.NotEmpty(t, out)
			case ExitUsage:
				require.Empty(t, out)
				require.Equal(t, 1, strings.Count(stderr, "\n"), "%q", stderr)
			default:
				t.Fatalf("%q: exit %d: %s", args, code, stderr)
			}
		}
	})
}
