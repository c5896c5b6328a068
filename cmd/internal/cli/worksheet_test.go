package cli

import (
	"bytes"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var classArgs = []string{"worksheet", "--generate", "capture addition fulke1", "--count", "8", "--seed", "7"}

func TestWorksheetSheetAndKey(t *testing.T) {
	code, sheet, errOut := execRithmo(t, "", nil, classArgs...)
	require.Equal(t, ExitOK, code, errOut)
	code, key, errOut := execRithmo(t, "", nil, append(classArgs, "--key")...)
	require.Equal(t, ExitOK, code, errOut)

	assert.True(t, strings.HasPrefix(sheet, "<!DOCTYPE html>"))
	assert.Equal(t, 8, strings.Count(sheet, "<svg "))
	assert.Equal(t, 8, strings.Count(key, "<svg "))
	assert.Contains(t, sheet, `the class&#39;s seed: 7 · made by: rithmo worksheet --generate &#34;capture addition fulke1&#34; --count 8 --seed 7</footer>`)
	assert.Contains(t, key, "--seed 7 --key · answers found by")
	assert.NotContains(t, sheet, "Answer:")
	assert.Equal(t, 8, strings.Count(key, `<p class="answer">Answer: `))

	// The same options and seed give the same bytes; another seed, another sheet.
	_, again, _ := execRithmo(t, "", nil, classArgs...)
	assert.Equal(t, sheet, again)
	_, other, _ := execRithmo(t, "", nil, "worksheet", "--generate", "capture addition fulke1", "--count", "8", "--seed", "8")
	assert.NotEqual(t, sheet, other)
}

func TestWorksheetMixesCuratedGeneratedAndExercises(t *testing.T) {
	code, out, errOut := execRithmo(t, "", nil, "worksheet", "--ids", "f1-addition-1", "--generate", "triumph greater nemec",
		"--count", "1", "--lesson", "7", "--seed", "3", "--title", "Week 3")
	require.Equal(t, ExitOK, code, errOut)
	assert.Contains(t, out, "<title>Week 3</title>")
	assert.Contains(t, out, "Puzzle 1 · fulke1 · Two sixes make a twelve")
	assert.Contains(t, out, "Puzzle 2 · nemec · ")
	assert.Contains(t, out, "Exercise 3 · lesson 7, ")
	assert.Contains(t, out, "--ids f1-addition-1 --generate &#34;triumph greater nemec&#34; --count 1 --lesson 7 --title &#34;Week 3&#34; --seed 3")

	// Curated by theme and rules: every puzzle of the selection.
	code, out, errOut = execRithmo(t, "", nil, "worksheet", "--theme", "addition", "--rules", "nemec", "--seed", "1")
	require.Equal(t, ExitOK, code, errOut)
	all, err := curated(&Env{Stderr: io.Discard})
	require.NoError(t, err)
	sel, err := filterPuzzles(all, "addition", "nemec")
	require.NoError(t, err)
	assert.Equal(t, len(sel), strings.Count(out, "<svg "))
}

func TestWorksheetWithoutSeedPrintsTheSeedDrawn(t *testing.T) {
	old := newSeed
	newSeed = func() uint64 { return 4711 }
	t.Cleanup(func() { newSeed = old })
	code, out, errOut := execRithmo(t, "", nil, "worksheet", "--generate", "spot nemec", "--count", "2")
	require.Equal(t, ExitOK, code, errOut)
	assert.Contains(t, out, "the class&#39;s seed: 4711")
	assert.Contains(t, out, "--count 2 --seed 4711</footer>")
}

func TestWorksheetOutAndForce(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "sheet.html")
	code, out, errOut := execRithmo(t, "", nil, append(classArgs, "--out", file)...)
	require.Equal(t, ExitOK, code, errOut)
	assert.Empty(t, out)
	first, err := os.ReadFile(file)
	require.NoError(t, err)

	// An existing file is kept...
	code, _, errOut = execRithmo(t, "", nil, append(classArgs, "--key", "--out", file)...)
	assert.Equal(t, ExitUsage, code)
	assert.Contains(t, errOut, "sheet.html already exists; name a new file, or add --force to replace it")
	kept, err := os.ReadFile(file)
	require.NoError(t, err)
	assert.Equal(t, first, kept)

	// ...unless --force.
	code, _, errOut = execRithmo(t, "", nil, append(classArgs, "--key", "--out", file, "--force")...)
	require.Equal(t, ExitOK, code, errOut)
	key, err := os.ReadFile(file)
	require.NoError(t, err)
	assert.Contains(t, string(key), "Answer:")

	// A directory that is not there is an error naming the file.
	code, _, errOut = execRithmo(t, "", nil, append(classArgs, "--out", filepath.Join(dir, "no", "such.html"))...)
	assert.Equal(t, ExitFailure, code)
	assert.Contains(t, errOut, filepath.Join(dir, "no", "such.html")+": cannot be written: its folder does not exist")
}

func TestWorksheetPDF(t *testing.T) {
	file := filepath.Join(t.TempDir(), "sheet.pdf")
	code, _, errOut := execRithmo(t, "", nil, append(classArgs, "--pdf", "--paper", "letter", "--out", file)...)
	require.Equal(t, ExitOK, code, errOut)
	data, err := os.ReadFile(file)
	require.NoError(t, err)
	assert.True(t, bytes.HasPrefix(data, []byte("%PDF-")))
	assert.Contains(t, string(data), "/MediaBox [0 0 612.00 792.00]", "Letter paper")

	code, piped, errOut := execRithmo(t, "", nil, append(classArgs, "--pdf")...)
	require.Equal(t, ExitOK, code, errOut)
	assert.True(t, strings.HasPrefix(piped, "%PDF-"), "piped, the PDF goes to standard output")
	a4, err := os.ReadFile(file)
	require.NoError(t, err)
	assert.NotEqual(t, string(a4), piped, "A4 by default")
}

func TestWorksheetUsageErrors(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"--title", "x"}, "say what goes on the sheet"},
		{[]string{"--count", "3", "--lesson", "1"}, "--count is how many puzzles of --generate, or of --theme or --rules (the easiest first); --ids names its puzzles itself"},
		{[]string{"--count", "3", "--ids", "f1-addition-1"}, "--ids names its puzzles itself"},
		{[]string{"--count", "0", "--theme", "siege"}, "--count: 0: want 1 to 500"},
		{[]string{"--generate", "capture addition"}, `--generate "capture addition": rules is required`},
		{[]string{"--generate", "capture bogus fulke1"}, `unknown relation "bogus"`},
		{[]string{"--generate", "conquer fulke1"}, `--generate "conquer fulke1"`},
		{[]string{"--generate", "capture fulke1 nemec"}, "two rule sets, fulke1 and nemec"},
		{[]string{"--generate", "capture progression nemec"}, "progression"},
		{[]string{"--generate", "capture addition fulke1", "--count", "0"}, "--count: 0: want 1 to 10000"},
		{[]string{"--generate", " "}, "--generate: say what to generate"},
		{[]string{"--ids", "no-such-puzzle"}, `--ids: no curated puzzle "no-such-puzzle"`},
		{[]string{"--theme", "nonsense"}, `--theme "nonsense": unknown`},
		{[]string{"--lesson", "99"}, `no lesson "99"`},
		{[]string{"--lesson", "1", "--pdf", "--paper", "legal"}, `--paper: unknown paper "legal"`},
		{[]string{"--lesson", "1", "--seed", "x"}, "--seed: x is not a whole number"},
		{[]string{"extra"}, "worksheet takes no arguments"},
	} {
		code, out, errOut := execRithmo(t, "", nil, append([]string{"worksheet"}, tc.args...)...)
		assert.Equal(t, ExitUsage, code, "%v: %s", tc.args, errOut)
		assert.Contains(t, errOut, tc.want, "%v", tc.args)
		assert.Empty(t, out, "%v", tc.args)
		if tc.args[0] != "--lesson" || tc.args[1] != "99" { // that one lists the lessons
			assert.Equal(t, 1, strings.Count(errOut, "\n"), "%v: one line: %s", tc.args, errOut)
		}
	}
}

func TestBoardSVG(t *testing.T) {
	code, out, errOut := execRithmo(t, "", nil, "board", "--svg", additionExample)
	require.Equal(t, ExitOK, code, errOut)
	golden(t, "board-addition.svg.golden", out)
	d := xml.NewDecoder(strings.NewReader(out))
	d.Strict = true
	for {
		_, err := d.Token()
		if errors.Is(err, io.EOF) {
			break
		}
		require.NoError(t, err)
	}
	assert.Equal(t, 3, strings.Count(out, `class="value `), "three men, each with its value")

	// An impossible position is drawn with a warning, as in text.
	code, _, errOut = execRithmo(t, "", nil, "board", "--svg", "8/8/8/8/8/8/8/8/8/8/8/8/8/8/8/P[R1],P[R4],P[T9],5 w nemec - - 1")
	assert.Equal(t, ExitOK, code)
	assert.Contains(t, errOut, "rithmo: warning: impossible under nemec:")
}

func TestPuzzlesGenerateNoAnswers(t *testing.T) {
	args := []string{"puzzles", "generate", "--goal", "capture", "--relation", "addition", "--rules", "fulke1", "--count", "3", "--seed", "42"}
	_, withAnswers, _ := execRithmo(t, "", nil, args...)
	code, out, errOut := execRithmo(t, "", nil, append(args, "--no-answers")...)
	require.Equal(t, ExitOK, code, errOut)
	assert.True(t, strings.HasPrefix(out, "# rithmo puzzles generate --goal capture --relation addition --rules fulke1 --count 3 --seed 42 --no-answers\n\n"))
	assert.NotContains(t, out, "expect")
	assert.Contains(t, withAnswers, "expect: ")
	// The same puzzles, less their expect lines.
	var kept []string
	for _, line := range strings.Split(withAnswers, "\n") {
		if !strings.HasPrefix(line, "expect: ") && !strings.HasPrefix(line, "# ") {
			kept = append(kept, line)
		}
	}
	assert.Equal(t, strings.Join(kept, "\n"), strings.SplitN(out, "\n", 2)[1])
	ps := checkGenerated(t, out, 3)
	for _, pz := range ps {
		assert.Empty(t, pz.Expect)
	}

	// rithmo puzzles check finds the solutions with the engine.
	file := filepath.Join(t.TempDir(), "students.puz")
	require.NoError(t, os.WriteFile(file, []byte(out), 0o644))
	code, checked, errOut := execRithmo(t, "", nil, "puzzles", "check", file)
	assert.Equal(t, ExitOK, code, checked+errOut)
}

func TestParseGenerateSpec(t *testing.T) {
	for _, tc := range []struct {
		spec, want string
	}{
		{"capture addition fulke1", "# rithmo puzzles generate --goal capture --relation addition --rules fulke1 --count 4 --seed 0\n\n"},
		{"  capture   fulke1+progression progression ", "# rithmo puzzles generate --goal capture --relation progression --rules fulke1+progression --count 4 --seed 0\n\n"},
		{"triumph greatest parlett", "# rithmo puzzles generate --goal triumph --kind greatest --rules parlett --count 4 --seed 0\n\n"},
		{"spot nemec", "# rithmo puzzles generate --goal spot --rules nemec --count 4 --seed 0\n\n"},
	} {
		o, err := parseGenerateSpec(tc.spec, 4)
		require.NoError(t, err, tc.spec)
		assert.Equal(t, tc.want, generateHeader(o), tc.spec)
	}
}

func FuzzParseGenerateSpec(f *testing.F) {
	for _, s := range []string{"capture addition fulke1", "triumph great nemec", "spot", "", "capture x y z", "triumph greater greater fulke2+pass"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, spec string) {
		o, err := parseGenerateSpec(spec, 3)
		if err != nil {
			require.True(t, isUsageError(err), "%q: %v", spec, err)
			assert.NotContains(t, err.Error(), "\n")
			return
		}
		assert.Equal(t, 3, o.Count)
		assert.NotZero(t, o.Goal)
		assert.NotZero(t, o.Rules.Set)
	})
}

func TestShellQuote(t *testing.T) {
	assert.Equal(t, "fulke1+progression", shellQuote("fulke1+progression"))
	assert.Equal(t, `"capture addition fulke1"`, shellQuote("capture addition fulke1"))
	assert.Equal(t, "\"say \\\"\\$HOME\\\" \\`x\\`\"", shellQuote("say \"$HOME\" `x`"))
	assert.Equal(t, `""`, shellQuote(""))
}

func TestWorksheetRulesFillTheGenerateSpec(t *testing.T) {
	code, a, errOut := execRithmo(t, "", nil, "worksheet", "--generate", "capture addition", "--rules", "fulke1", "--count", "2", "--seed", "5")
	require.Equal(t, ExitOK, code, errOut)
	code, b, errOut := execRithmo(t, "", nil, "worksheet", "--generate", "capture addition fulke1", "--count", "2", "--seed", "5")
	require.Equal(t, ExitOK, code, errOut)
	assert.Equal(t, 2, strings.Count(a, "<svg "), "the two generated puzzles, no curated ones")
	cut := func(s string) string { return s[:strings.Index(s, "<footer>")] }
	assert.Equal(t, cut(b), cut(a), "the same puzzles")

	// A title is one line.
	code, out, errOut := execRithmo(t, "", nil, "worksheet", "--lesson", "1", "--seed", "1", "--title", "Week\n3\t<b>")
	require.Equal(t, ExitOK, code, errOut)
	assert.Contains(t, out, "<h1>Week 3 &lt;b&gt;</h1>")
}

// --count with --theme takes the theme's easiest puzzles, and the footer's
// command makes the same sheet again.
func TestWorksheetThemeCount(t *testing.T) {
	code, out, errOut := execRithmo(t, "", nil, "worksheet", "--theme", "siege", "--count", "4", "--seed", "5")
	require.Equal(t, 0, code, errOut)
	assert.Equal(t, 4, strings.Count(out, `<div class="room">`))
	assert.Contains(t, out, "made by: rithmo worksheet --theme siege --count 4 --seed 5</footer>")
	_, all, _ := execRithmo(t, "", nil, "worksheet", "--theme", "siege", "--seed", "5")
	assert.Greater(t, strings.Count(all, `<div class="room">`), 4)
	for i := 1; i <= 4; i++ {
		// The same first four, in the same order, as the whole theme's.
		h := regexp.MustCompile(fmt.Sprintf(`<h2>Puzzle %d · [^<]*</h2>`, i))
		assert.Equal(t, h.FindString(all), h.FindString(out))
	}
}

// --variants 2 writes sheets A and B, different and each whole, and with
// --key one bundle of both keys.
func TestWorksheetVariants(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "week1.html")
	args := []string{"worksheet", "--generate", "capture addition fulke1", "--count", "4", "--lesson", "10", "--seed", "7", "--variants", "2"}
	code, _, errOut := execRithmo(t, "", nil, append(args, "--out", out)...)
	require.Equal(t, 0, code, errOut)
	a, err := os.ReadFile(filepath.Join(dir, "week1-A.html"))
	require.NoError(t, err)
	b, err := os.ReadFile(filepath.Join(dir, "week1-B.html"))
	require.NoError(t, err)
	assert.Contains(t, string(a), "<h1>Rithmomachia worksheet, variant A</h1>")
	assert.Contains(t, string(b), "<h1>Rithmomachia worksheet, variant B</h1>")
	assert.NotEqual(t, string(a), string(b))
	assert.Equal(t, strings.Count(string(a), `<section class="item"`), strings.Count(string(b), `<section class="item"`))
	assert.Contains(t, string(a), "--seed 7 --variants 2</footer>")
	assert.Contains(t, string(b), "the class&#39;s seed: 8")

	keyPath := filepath.Join(dir, "week1-key.html")
	code, _, errOut = execRithmo(t, "", nil, append(args, "--key", "--out", keyPath)...)
	require.Equal(t, 0, code, errOut)
	key, err := os.ReadFile(keyPath)
	require.NoError(t, err)
	assert.Contains(t, string(key), "variant A: answer key</h1>")
	assert.Contains(t, string(key), "variant B: answer key</h1>")
	assert.Equal(t, 1, strings.Count(string(key), "<html"))
	assert.Equal(t, 1, strings.Count(string(key), `<div class="next">`))

	// The same command again refuses to replace the sheets.
	code, _, errOut = execRithmo(t, "", nil, append(args, "--out", out)...)
	assert.Equal(t, 2, code)
	assert.Contains(t, errOut, "week1-A.html already exists")

	code, _, errOut = execRithmo(t, "", nil, args...)
	assert.Equal(t, 2, code)
	assert.Contains(t, errOut, "--variants writes several files: give --out FILE")
	code, _, errOut = execRithmo(t, "", nil, append(args[:len(args)-1], "9")...)
	assert.Equal(t, 2, code)
	assert.Contains(t, errOut, "--variants 9: want 1 to 4")
}
