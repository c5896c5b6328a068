package lessons

import (
	"math/rand/v2"
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/content"
)

func TestLoadFixture(t *testing.T) {
	all, err := Load(os.DirFS("testdata/fixture"))
	require.NoError(t, err)
	require.Len(t, all, 2, "README.md and dotfiles are not lessons")

	l := all[0]
	assert.Equal(t, "ratios", l.Name)
	assert.Equal(t, 1, l.Number)
	assert.Equal(t, "Ratios of the Men", l.Title)
	assert.Equal(t, "01-ratios.md", l.File)
	require.Len(t, l.Pages, 3)
	require.Len(t, l.Exercises, 3)

	assert.Equal(t, 1, l.Pages[0].Line)
	assert.Equal(t, 13, l.Pages[1].Line)
	assert.Equal(t, 39, l.Pages[2].Line)

	ex := l.Exercises[0]
	assert.Equal(t, 0, ex.Index)
	assert.Equal(t, 1, ex.Page)
	assert.Equal(t, 18, ex.Line, "the opening fence")
	assert.Equal(t, 19, ex.Block.Line, "the task line")
	assert.Equal(t, "classify 12 9", ex.Block.Task.String())
	assert.Equal(t, 2, l.Exercises[2].Page)

	// Page 2: prose, exercise, prose, exercise, prose with a code block
	// whose "---" does not split the page.
	p := l.Pages[1]
	kinds := make([]bool, len(p.Parts))
	for i, part := range p.Parts {
		kinds[i] = part.IsExercise()
	}
	assert.Equal(t, []bool{false, true, false, true, false}, kinds)
	assert.Equal(t, 14, p.Parts[0].Line)
	assert.True(t, strings.HasPrefix(p.Parts[0].Markdown, "## Superparticular\n"))
	assert.Contains(t, p.Parts[4].Markdown, "---\n4 : 3\n```")
	assert.Equal(t, 1, p.Parts[3].Exercise)

	assert.Greater(t, l.Words, 60)
	assert.Less(t, l.Words, 120)
	assert.Equal(t, "means", all[1].Name)
}

func TestLoadSortsByNumber(t *testing.T) {
	fsys := fstest.MapFS{
		"10-late.md":  {Data: []byte("# Late\n\nText.\n")},
		"02-early.md": {Data: []byte("# Early\n\nText.\n")},
		"notes.txt":   {Data: []byte("x")},
		"sub/03-x.md": {Data: []byte("# In a folder\n")},
	}
	all, err := Load(fsys)
	require.NoError(t, err)
	require.Len(t, all, 2)
	assert.Equal(t, "early", all[0].Name)
	assert.Equal(t, "late", all[1].Name)
}

func TestLoadReportsEveryProblem(t *testing.T) {
	fsys := fstest.MapFS{
		"01-good.md": {Data: []byte("# Good\n\nText.\n")},
		"02-bad.md":  {Data: []byte("# Bad\n\n```exercise\ntask: classify 12\n```\n\n```exercise\ntask: mean arithmetic 6 12\nanswer: 9\n```\n")},
		"03-open.md": {Data: []byte("# Open\n\n```exercise\ntask: classify 12 9\n")},
		"03-dup.md":  {Data: []byte("# Same number\n\nText.\n")},
	}
	all, err := Load(fsys)
	require.Error(t, err)
	var ps Problems
	require.ErrorAs(t, err, &ps)
	msgs := err.Error()
	assert.Contains(t, msgs, `02-bad.md:4: task "classify 12": classify needs 2 numbers, got 1`)
	assert.Contains(t, msgs, `02-bad.md:9: unknown key "answer"`)
	assert.Contains(t, msgs, "03-open.md:3: code block opened here is never closed")
	assert.Len(t, all, 2, "the good lessons still load")
	assert.NotContains(t, msgs, "01-good.md")
}

func TestParseProblems(t *testing.T) {
	for _, tc := range []struct {
		name, file, src, want string
	}{
		{"no title", "01-x.md", "Text without a title.\n", "01-x.md:1: no title"},
		{"title not first", "01-x.md", "Intro.\n\n# Title\n", `01-x.md:1: the first line should be the "# Title" line`},
		{"empty page", "01-x.md", "# T\n\nText.\n\n---\n\n---\n\nMore.\n", "01-x.md:6: empty page"},
		{"trailing separator", "01-x.md", "# T\n\nText.\n---\n", "01-x.md:5: empty page"},
		{"bad name", "lesson-one.md", "# T\n", "lesson-one.md: a lesson file is named NN-slug.md"},
		{"upper-case slug", "01-Ratios.md", "# T\n", "named NN-slug.md"},
		{"block without task", "01-x.md", "# T\n\n```exercise\nask: What?\n```\n", "01-x.md:3: exercise block without a task line"},
		// Exercise and picture blocks report through one handler: a line
		// inside the block, or the fence where the block lacks a line.
		{"exercise line", "01-x.md", "# T\n\n```exercise\ntask: classify 12\n```\n", `01-x.md:4: task "classify 12": classify needs 2 numbers, got 1`},
		{"picture line", "01-x.md", "# T\n\nText.\n\n```dots\nfigures: square 13\n```\n", "01-x.md:6: figures: 13 is outside 1 to 12"},
		{"picture without its line", "01-x.md", "# T\n\n```dots\n```\n", `01-x.md:3: dots block: no "figures" line`},
		{"picture key", "01-x.md", "# T\n\n```monochord\nstring: 12\nstops: 3\nfoo: 1\n```\n", `01-x.md:6: monochord block: unknown key "foo" (keys: string, stops)`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Parse(tc.file, []byte(tc.src))
			require.Error(t, err)
			assert.Contains(t, err.Error(), tc.want)
		})
	}
}

func TestParseDetails(t *testing.T) {
	// CRLF line ends, a BOM, tildes fences and an indented fence.
	src := "\ufeff# Title\r\n\r\nText.\r\n\r\n~~~~exercise\r\ntask: classify 4 2\r\n~~~~\r\n   ```exercise\r\ntask: classify 9 3\r\n   ```\r\n"
	l, err := Parse("07-tildes.md", []byte(src))
	require.NoError(t, err)
	assert.Equal(t, "Title", l.Title)
	require.Len(t, l.Exercises, 2)
	assert.Equal(t, 5, l.Exercises[0].Line)
	assert.Equal(t, 8, l.Exercises[1].Line)

	// A longer fence is not closed by a shorter one, and a fence with
	// another info string is prose.
	src = "# T\n\n````markdown\n```exercise\ntask: classify 4 2\n```\n````\n"
	l, err = Parse("01-x.md", []byte(src))
	require.NoError(t, err)
	assert.Empty(t, l.Exercises)
	assert.Contains(t, l.Pages[0].Parts[0].Markdown, "```exercise")
}

func TestFind(t *testing.T) {
	all, err := Load(os.DirFS("testdata/fixture"))
	require.NoError(t, err)
	for _, name := range []string{"ratios", "Ratios", "1", "01", "01-ratios", "01-ratios.md"} {
		l, ok := Find(all, name)
		require.True(t, ok, name)
		assert.Equal(t, "ratios", l.Name)
	}
	for _, name := range []string{"", "3", "ratio", "means.md"} {
		_, ok := Find(all, name)
		assert.False(t, ok, name)
	}
}

func TestCheck(t *testing.T) {
	all, err := Load(os.DirFS("testdata/fixture"))
	require.NoError(t, err)
	for _, l := range all {
		assert.Empty(t, Check(l), l.File)
	}

	src := "# T\n\nThe product 3 * 4 is 12, and 3 \\* 4 is fine.\n\n| a | b | c | d | e |\n|---|---|---|---|---|\n\n```exercise\ntask: mean arithmetic 3 6\n```\n\n```text\n2 * 3\n```\n"
	l, err := Parse("05-bad.md", []byte(src))
	require.NoError(t, err)
	msgs := Check(l).Error()
	assert.Contains(t, msgs, "05-bad.md:3: a bare * between numbers")
	assert.Contains(t, msgs, "05-bad.md:5: a table of 5 columns")
	assert.Contains(t, msgs, `05-bad.md:9: exercise 1 (task "mean arithmetic 3 6"): unanswerable: no whole arithmetic mean`)
	assert.Contains(t, msgs, `05-bad.md: no "*Sources: ...*" line`)
	assert.NotContains(t, msgs, ":13:", "code blocks are not checked")
	assert.Len(t, Check(l), 5, msgs)
}

func FuzzParse(f *testing.F) {
	for _, name := range []string{"01-ratios.md", "02-means.md"} {
		data, err := os.ReadFile("testdata/fixture/" + name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(string(data))
	}
	f.Add("# T\n```exercise\n")
	f.Add("# T\n---\n---\n````\n```\n")
	f.Fuzz(func(t *testing.T, src string) {
		l, err := Parse("01-fuzz.md", []byte(src))
		if err != nil {
			return
		}
		for i, p := range l.Pages {
			if p.Index != i || len(p.Parts) == 0 {
				t.Fatalf("page %d: index %d, %d parts", i, p.Index, len(p.Parts))
			}
			for _, part := range p.Parts {
				if part.IsExercise() && (part.Exercise >= len(l.Exercises) || l.Exercises[part.Exercise].Page != i) {
					t.Fatalf("page %d: exercise %d misplaced", i, part.Exercise)
				}
			}
		}
		_ = Check(l)
	})
}

// Inspect reports problems of syntax and of content together: a broken
// block does not hide the next one's.
func TestInspect(t *testing.T) {
	src := "# Draft\n\n```exercise\ntask: classify 12\n```\n\n```exercise\ntask: mean arithmetic 3 6\n```\n\n```exercise\ntask: classify 12 9\nhint: It is superparticular.\n```\n"
	l, ps := Inspect("13-draft.md", []byte(src))
	require.NotNil(t, l)
	assert.Len(t, l.Exercises, 2, "the broken block is left out")
	var lines []int
	for _, p := range ps {
		lines = append(lines, p.Line)
	}
	assert.Equal(t, []int{0, 4, 8, 13}, lines, ps.Error())
	msgs := ps.Error()
	assert.Contains(t, msgs, `13-draft.md:4: task "classify 12": classify needs 2 numbers, got 1`)
	assert.Contains(t, msgs, `13-draft.md:8: exercise 1 (task "mean arithmetic 3 6"): unanswerable`)
	assert.Contains(t, msgs, `13-draft.md:13: exercise 2 (task "classify 12 9"): the hint states the answer, "superparticular"`)
	assert.Contains(t, msgs, `13-draft.md: no "*Sources: ...*" line`)
}

func TestInspectFS(t *testing.T) {
	fsys := fstest.MapFS{
		"01-a.md":   {Data: []byte("# A\n\n```exercise\ntask: take division 12 5\n```\n\n*Sources: Lever & Fulke 1563.*\n")},
		"01-b.md":   {Data: []byte("# B\n\nText.\n\n*Sources: Lever & Fulke 1563.*\n")},
		"02-c.md":   {Data: []byte("no title\n")},
		"README.md": {Data: []byte("# not a lesson\n")},
	}
	all, ps := InspectFS(fsys)
	assert.Len(t, all, 3)
	msgs := ps.Error()
	assert.Contains(t, msgs, `01-a.md:4: exercise 1 (task "take division 12 5"): unanswerable: 12 ÷ 5 leaves 2 over`)
	assert.Contains(t, msgs, "01-b.md:1: number 01 is also 01-a.md's")
	assert.Contains(t, msgs, "02-c.md:1: no title")
	assert.NotContains(t, msgs, "README")

	all, ps = InspectFS(os.DirFS("testdata/fixture"))
	assert.Len(t, all, 2)
	assert.Empty(t, ps)
}

func TestOpen(t *testing.T) {
	fsys := os.DirFS("testdata/fixture")
	for _, name := range []string{"means", "MEANS", "2", "02", "02-means", "02-means.md"} {
		l, ok, err := Open(fsys, name)
		require.NoError(t, err, name)
		require.True(t, ok, name)
		assert.Equal(t, "means", l.Name)
		assert.Len(t, l.Exercises, 4)
	}
	for _, name := range []string{"", "3", "mean", "README"} {
		_, ok, err := Open(fsys, name)
		assert.NoError(t, err)
		assert.False(t, ok, name)
	}
	_, ok, err := Open(fstest.MapFS{"04-bad.md": {Data: []byte("no title")}}, "bad")
	assert.True(t, ok)
	assert.ErrorContains(t, err, "04-bad.md:1: no title")
}

func TestCountWords(t *testing.T) {
	for _, tc := range []struct {
		md   string
		want int
	}{{"", 0}, {"one two  three\n", 3}, {"# Title\n\n| a | b |\n|---|---|\n", 3}, {"12 : 9 — 4:3", 3}, {"Němec's *rules*", 2}} {
		assert.Equal(t, tc.want, countWords(tc.md), tc.md)
	}
}

// Notes are remarks apart from problems: a fixed take whose result is no
// man is the author's choice, so Inspect does not count it.
func TestNotes(t *testing.T) {
	src := "# Draft\n\n```exercise\ntask: take addition 120 50\n```\n\n```exercise\ntask: take addition 120 49\n```\n\n" +
		"```exercise\ntask: take addition {black} {black}\n```\n\n*Sources: Lever & Fulke 1563.*\n"
	l, ps := Inspect("13-draft.md", []byte(src))
	require.NotNil(t, l)
	assert.Empty(t, ps)
	notes := Notes(l)
	require.Len(t, notes, 1, notes.Error())
	assert.Equal(t, `13-draft.md:4: note: exercise 1 (task "take addition 120 50"): 120 + 50 = 170 is no man's value in either army: fine if meant, but no man on the board can be taken so`, notes[0].Error())

	all, ps := InspectFS(content.Lessons())
	require.Empty(t, ps)
	for _, l := range all {
		assert.Empty(t, Notes(l), "the curated lessons' fixed takes all take a man")
	}
}

// workedNumbersRE are the regular expressions workedNumbers replaced: the
// scanner must find exactly the groups they found.
var workedNumbersRE = []*regexp.Regexp{
	regexp.MustCompile(`\d+(?:\s*(?:,|:|\+|−|×|÷|=)\s*\d+)+`),
	regexp.MustCompile(`\d+(?:, \d+)*,? and \d+`),
}

func workedNumbersByRE(text string) [][]int64 {
	var groups [][]int64
	for _, re := range workedNumbersRE {
		for _, m := range re.FindAllString(text, -1) {
			var g []int64
			for _, n := range regexp.MustCompile(`\d+`).FindAllString(m, -1) {
				if v, err := strconv.ParseInt(n, 10, 64); err == nil {
					g = append(g, v)
				}
			}
			groups = append(groups, g)
		}
	}
	return groups
}

func TestWorkedNumbers(t *testing.T) {
	for _, c := range []struct {
		text string
		want [][]int64
	}{
		{"no numbers here", nil},
		{"a lone 12 is no group", nil},
		{"6 + 6 = 12: taken by addition", [][]int64{{6, 6, 12}}},
		{"12 : 9 and 3×5=15, then 8 ÷ 2", [][]int64{{12, 9}, {3, 5, 15}, {8, 2}, {9, 3}}},
		{"the men 2, 4, and 6 and also 6 and 12", [][]int64{{2, 4}, {2, 4, 6}, {6, 12}}},
		{"2, 4 and 6", [][]int64{{2, 4}, {2, 4, 6}}},
		{"16 − 9 =\n7, so 9, 12, 16 and", [][]int64{{16, 9, 7}, {9, 12, 16}}},
		{"1, and 2", [][]int64{{1, 2}}},
		{"99999999999999999999 + 1", [][]int64{{1}}},
		{"3 +", nil},
		{"3 and", nil},
	} {
		assert.Equal(t, c.want, workedNumbers(c.text), "%q", c.text)
		assert.Equal(t, workedNumbersByRE(c.text), workedNumbers(c.text), "%q: as the regular expressions", c.text)
	}
	// Every lesson of the course, paragraph by paragraph.
	all, err := Load(content.Lessons())
	require.NoError(t, err)
	for _, l := range all {
		for _, page := range l.Pages {
			for _, part := range page.Parts {
				assert.Equal(t, workedNumbersByRE(part.Markdown), workedNumbers(part.Markdown), "%s page %d", l.Name, page.Index)
			}
		}
	}
}

func FuzzWorkedNumbers(f *testing.F) {
	for _, s := range []string{"6 + 6 = 12", "2, 4, and 6", "1,2 ,3", "12 :\t9", "7 × 8 ÷ 2 − 1", "4, 5, 6 and", "0 and 0, and 1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		assert.Equal(t, workedNumbersByRE(s), workedNumbers(s))
	})
}

// splitFileName finds what the expression it replaced matched.
func TestSplitFileNameAsTheExpression(t *testing.T) {
	re := regexp.MustCompile(`^([0-9]{2})-([a-z0-9]+(?:-[a-z0-9]+)*)\.md$`)
	names := []string{"03-multiplex.md", "10-the-triumphs.md", "3-x.md", "003-x.md", "03-.md", "03-a.md",
		"03--a.md", "03-a-.md", "03-a--b.md", "03-A.md", "03-a.md\n", "03-a.mdx", "03_a.md", "ab-c.md",
		"03-a b.md", "03-é.md", "03-a.MD", ".md", "", "03-a-b-c9.md", "99-9.md", "03-a.md.md"}
	rng := rand.New(rand.NewPCG(1, 2))
	const alphabet = "09az-.mdA_"
	for range 20000 {
		b := []byte("0")
		for range rng.IntN(10) {
			b = append(b, alphabet[rng.IntN(len(alphabet))])
		}
		names = append(names, string(b), string(b)+".md", "1"+string(b)[:1]+"-"+string(b)+".md")
	}
	for _, name := range names {
		num, slug, ok := splitFileName(name)
		m := re.FindStringSubmatch(name)
		if ok != (m != nil) || (ok && (num != m[1] || slug != m[2])) {
			t.Errorf("splitFileName(%q) = %q, %q, %v; the expression: %q", name, num, slug, ok, m)
		}
	}
}

// TestPictureBlocks: a board or figure block becomes a picture part in its
// place, its notation no worked example; a malformed one is one problem
// naming the file, the line and what is wrong.
func TestPictureBlocks(t *testing.T) {
	src := "# Boards\n\nSix and six.\n\n```board\nposition: 8/8/8/8/8/8/8/8/3,t12,4/2,R6,5/3,T6,4/8/8/8/8/8 w fulke1 - - 1\ntarget: d8\ntakers: c7 d6\n```\n\nMore.\n\n```dots\nfigures: square 3\n```\n\n*Sources: none.*\n"
	l, err := Parse("07-boards.md", []byte(src))
	require.NoError(t, err)
	require.Len(t, l.Pages[0].Parts, 5)
	board := l.Pages[0].Parts[1]
	require.NotNil(t, board.Picture)
	assert.Equal(t, 5, board.Line)
	assert.Equal(t, -1, board.Exercise)
	assert.Contains(t, board.Markdown, "```board\n")
	assert.NotNil(t, l.Pages[0].Parts[3].Picture)

	bad := strings.Replace(src, "takers: c7 d6", "takers: c7 d6\nby: division", 1)
	_, err = Parse("07-boards.md", []byte(bad))
	var ps Problems
	require.ErrorAs(t, err, &ps)
	require.Len(t, ps, 1)
	assert.Equal(t, "07-boards.md:8: takers: the men on c7 and d6 do not take d8 by division under fulke1: no legal action of White takes it so", ps[0].Error())

	unclosed := strings.Replace(src, "figures: square 3\n```", "figures: square 3", 1)
	_, err = Parse("07-boards.md", []byte(unclosed))
	require.ErrorAs(t, err, &ps)
	assert.Contains(t, ps.Error(), "07-boards.md:13: code block opened here is never closed")
}
