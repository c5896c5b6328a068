package check

import (
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/content"
	"github.com/rithmo/rithmo/puzzles"
)

func messages(errs puzzles.ErrorList) []string {
	out := make([]string, len(errs))
	for i, e := range errs {
		out[i] = e.Error()
	}
	return out
}

func TestGoodFilesPass(t *testing.T) {
	ps, errs := Paths([]string{filepath.Join("testdata", "good")})
	assert.Empty(t, messages(errs))
	assert.Len(t, ps, 3)
	assert.Equal(t, filepath.Join("testdata", "good", "good.puz"), ps[0].File, "files are named by the path given")
}

// TestEachBadFileFails checks that every kind of problem is found and named
// with its file and line.
func TestEachBadFileFails(t *testing.T) {
	for _, tc := range []struct {
		file string
		want []string
	}{
		{"empty.puz", []string{"empty.puz: no puzzles in this file"}},
		{"bad-position.puz", []string{
			"bad-position.puz:3: impossible under fulke1: R6: 3 on the board, in pyramids and taken, but the two armies have only 1"}},
		{"bad-goal.puz", []string{
			"bad-goal.puz:4: capture a1: the square holds no black man (white is to move)",
			`bad-goal.puz:9: "capture h16" has no solution: of the 1 legal action the engine finds, 0 take something, and none meets the goal`,
			"bad-goal.puz:14: victory quarrel sum=160 digits=8: White has won it before acting: White has taken 16, 28, 56 and 120; the best of them: 28 + 56 + 120 = 204 in 7 digits (at most 8), at least 160: victory of quarrel",
			`bad-goal.puz:19: "victory quarrel sum=170 digits=8" has no solution: of the 19 legal actions the engine finds, 3 take something, and none meets the goal; ` +
				"the best capture, d10x, leaves this count: White has taken 16, 28, 56 and 64: 16 + 28 + 56 + 64 = 164 in 8 digits (at most 8), 6 short of 170"}},
		{"bad-expect.puz", []string{
			"bad-expect.puz:5: expect does not hold: the engine finds c6-d7; it does not find e6-e4; not expected: c6-d7",
			`bad-expect.puz:11: expect: "c6": action "c6"`,
			"bad-expect.puz:17: expect does not hold: the engine finds c5 eruption, d7 equality; not expected: d7 equality"}},
		{"bad-unique.puz", []string{
			"bad-unique.puz:5: unique, but the goal has 3 solutions:",
			"bad-unique.puz:11: unique, but a man falls by more than one relation: d7 by equality and eruption"}},
		{"bad-themes.puz", []string{
			`bad-themes.puz:5: unknown theme "addtion": want a relation (equality, siege, addition`,
			`bad-themes.puz:11: theme "multiplication": nemec has no taking by multiplication (it has equality, siege, addition, eruption)`}},
		// A triumph goal's relation theme (eruption) is not held against
		// the engine: its solutions need take nothing.
		{"bad-theme-match.puz", []string{
			`bad-theme-match.puz:6: theme "subtraction": the solution does not take by subtraction (it takes by addition)`,
			`bad-theme-match.puz:12: theme "greater": no solution completes a greater triumph (it completes a great triumph)`,
			`bad-theme-match.puz:18: theme "siege": no man to spot falls by siege (they fall by eruption and equality)`,
			`bad-theme-match.puz:18: theme "great": no solution completes a great triumph (they complete none)`}},
		// A motif at most twice, a position once (package motif).
		{"bad-repeats.puz", []string{
			`bad-repeats.puz:14: sixes-3: motif "fulke1|capture|addition|[6 6] onto 12|a man|takers at +0-2 -1-1, mover from -2-2" is already in sixes-1 and sixes-2: at most 2 puzzles may share a motif`,
			`bad-repeats.puz:19: sixes-again: the same position as sixes-1 (testdata/bad/bad-repeats.puz:4): a position is one puzzle`}},
		// A lesson line before what the answer needs, or past its full treatment.
		{"bad-lesson.puz", []string{
			`bad-lesson.puz:7: lesson 3 is too early for this puzzle: its answer needs taking by deceit, first taught in lesson 14 (Taking by Arithmetic) at "Two men against one"; write lesson: 14, Two men against one`,
			`bad-lesson.puz:13: lesson 1 is too early for this puzzle: its answer needs the moves of fulke1, first taught in lesson 3 (How the Men Move) at "The first kind of the 1563 book"; write lesson: 3, The first kind of the 1563 book`,
			`bad-lesson.puz:19: lesson 15 holds this puzzle back: all its answer needs is taught by lesson 14 (Taking by Arithmetic), taking by subtraction in full at "Two men against one"; write lesson: 14, Two men against one`}},
		{"bad-syntax.puz", []string{
			`bad-syntax.puz:4: want "key: value"`,
			"bad-syntax.puz:1: the puzzle starting here has no goal"}},
	} {
		t.Run(tc.file, func(t *testing.T) {
			path := filepath.Join("testdata", "bad", tc.file)
			_, errs := Paths([]string{path})
			got := messages(errs)
			require.Len(t, got, len(tc.want), strings.Join(got, "\n"))
			for _, w := range tc.want {
				found := false
				for _, g := range got {
					found = found || strings.Contains(g, filepath.Join("testdata", "bad", w))
				}
				assert.True(t, found, "want %q in:\n%s", w, strings.Join(got, "\n"))
			}
		})
	}
}

func TestFolderAndFilesTogether(t *testing.T) {
	good := filepath.Join("testdata", "good")
	ps, errs := Paths([]string{good, filepath.Join(good, "good.puz")})
	assert.Len(t, ps, 3, "the second copy is left out")
	require.Len(t, errs, 3)
	assert.Contains(t, errs[0].Error(), `id "good-addition" is used already at testdata/good/good.puz:2`)
}

func TestMissingPathsAndEmptyFolders(t *testing.T) {
	_, errs := Paths([]string{filepath.Join("testdata", "no-such.puz")})
	require.Len(t, errs, 1)
	assert.Equal(t, "testdata/no-such.puz: no such file or directory", errs[0].Error())

	empty := t.TempDir()
	_, errs = Paths([]string{empty})
	require.Len(t, errs, 1)
	assert.Contains(t, errs[0].Error(), "no puzzle files (*.puz) here")
}

func TestFS(t *testing.T) {
	good := strings.Join([]string{
		"id: a",
		"title: t",
		"position: 8/8/8/8/1,r9,6/8/8/8/4,t12,3/8/2,R6,1,T6,3/8/8/8/8/8 w fulke1 - - 5",
		"goal: capture e8",
		"expect: c6-d7",
		"",
	}, "\n")
	fsys := fstest.MapFS{
		"one.puz":     {Data: []byte(good)},
		"sub/two.puz": {Data: []byte(strings.Replace(good, "expect: c6-d7", "expect: c6-b7", 1))},
	}
	ps, errs := FS(fsys)
	assert.Len(t, ps, 1, "the id repeats across files")
	got := messages(errs)
	require.Len(t, got, 1)
	assert.Contains(t, got[0], `sub/two.puz:1: id "a" is used already at one.puz:1`)
}

func TestThemes(t *testing.T) {
	themes := Themes()
	for _, want := range []string{"equality", "siege", "addition", "subtraction", "multiplication", "division", "eruption", "cossic", "progression", "great", "greater", "greatest", "pyramid", "trap", "blocker"} {
		assert.Contains(t, themes, want)
	}
	assert.Len(t, themes, len(RelationNames())+len(TriumphKinds)+len(Tags), "no theme twice")
}

// TestCuratedPuzzles is CI's check of content/puzzles: every curated puzzle
// parses, is legal, has a solution, holds its expect and unique lines, and
// its relation and triumph themes are what the engine finds.
func TestCuratedPuzzles(t *testing.T) {
	ps, errs := FS(content.Puzzles())
	assert.Empty(t, messages(errs))
	assert.NotEmpty(t, ps)
}

// TestThemesHold holds relation and triumph themes against the engine, one
// position (6 + 6 = 12 by addition, nothing else) with many theme lines.
func TestThemesHold(t *testing.T) {
	const addition = "position: 8/8/8/8/1,r9,6/8/8/8/4,t12,3/8/2,R6,1,T6,3/8/8/8/8/8 w fulke1 - - 5\n"
	const great = "position: 8/6,s49,1/2,r9,5/8/1,R4,1,R6,4/5,R8,2/8/4,t30,3/8/8/S45,7/8/7,T20/8/8/8 w nemec - - 30\n"
	for _, tc := range []struct {
		position, goal, themes string
		want                   []string // fragments, one per problem; none when it holds
	}{
		{addition, "capture e8", "addition", nil},
		{addition, "capture e8", "addition, trap, blocker", nil},
		{addition, "capture most", "addition", nil},
		{addition, "capture e8", "subtraction", []string{`theme "subtraction": the solution does not take by subtraction (it takes by addition)`}},
		{addition, "capture e8", "equality, addition, siege", []string{`theme "equality"`, `theme "siege"`}},
		{addition, "capture e8", "great", []string{`theme "great": no solution completes a great triumph (it completes none)`}},
		// progression is no relation of fulke1: said once, as foreign.
		{addition, "capture e8", "progression", []string{`theme "progression": fulke1 has no taking by progression`}},
		{great, "triumph great", "great, line", nil},
		{great, "triumph", "great", nil},
		{great, "triumph", "greatest", []string{`theme "greatest": no solution completes a greatest triumph (it completes a great triumph)`}},
		{great, "triumph great", "great, eruption", nil},
	} {
		t.Run(tc.goal+" "+tc.themes, func(t *testing.T) {
			text := "id: x\ntitle: x\n" + tc.position + "goal: " + tc.goal + "\nthemes: " + tc.themes + "\n"
			ps, err := puzzles.Parse("x.puz", []byte(text))
			require.NoError(t, err)
			require.Len(t, ps, 1)
			got := messages(Puzzle(&ps[0]))
			require.Len(t, got, len(tc.want), strings.Join(got, "\n"))
			for i, w := range tc.want {
				assert.Contains(t, got[i], "x.puz:5: "+w)
			}
		})
	}
}

// TestEveryThemeHasAGloss: the puzzle picker shows a one-line gloss for
// every theme it offers.
func TestEveryThemeHasAGloss(t *testing.T) {
	for _, theme := range Themes() {
		g := Gloss(theme)
		assert.NotEmpty(t, g, theme)
		assert.NotContains(t, g, "\n", theme)
		assert.LessOrEqual(t, len([]rune(g)), 76, "%s: one line in 80 columns", theme)
	}
	assert.Empty(t, Gloss("no-such-theme"))
}
