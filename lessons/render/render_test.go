package render

import (
	"flag"
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"unicode"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"
	"github.com/muesli/termenv"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/text"

	"github.com/rithmo/rithmo/content"
	"github.com/rithmo/rithmo/lessons"
	"github.com/rithmo/rithmo/lessons/exercise"
	"github.com/rithmo/rithmo/lessons/picture"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// goldenWidth is the wrap width of an 80-column terminal: min(80-4, 80).
const goldenWidth = 76

func fixture(t *testing.T) []*lessons.Lesson {
	t.Helper()
	all, err := lessons.Load(os.DirFS("../testdata/fixture"))
	require.NoError(t, err)
	require.Len(t, all, 2)
	return all
}

func golden(t *testing.T, name, got string) {
	t.Helper()
	path := filepath.Join("testdata", name+".golden")
	if *update {
		require.NoError(t, os.MkdirAll("testdata", 0o755))
		require.NoError(t, os.WriteFile(path, []byte(got), 0o644))
	}
	want, err := os.ReadFile(path)
	require.NoError(t, err, "run go test ./lessons/render -update to create %s", path)
	assert.Equal(t, string(want), got, "%s differs: run go test ./lessons/render -update and review the diff", path)
}

func TestGoldenFixtureLessons(t *testing.T) {
	r := New(StyleNoTTY, 1)
	for _, l := range fixture(t) {
		t.Run(l.Name, func(t *testing.T) {
			out, err := r.Lesson(l, goldenWidth)
			require.NoError(t, err)
			assertPlain(t, out, goldenWidth)
			golden(t, "fixture-"+l.Name, out)
		})
	}
}

// The real lessons 01, 03 (boards), 10, 18 (Boethius' table) and 20 (the
// tetractys and the monochord), as `rithmo lesson show` prints them piped.
func TestGoldenRealLessons(t *testing.T) {
	all, err := lessons.Load(content.Lessons())
	require.NoError(t, err)
	r := New(StyleNoTTY, 1)
	for _, n := range []string{"1", "3", "10", "18", "20"} {
		l, ok := lessons.Find(all, n)
		if !ok {
			t.Skipf("lesson %s is not written yet", n)
		}
		t.Run(l.Name, func(t *testing.T) {
			out, err := r.Lesson(l, goldenWidth)
			require.NoError(t, err)
			// A board takes 78 columns, the 4 more than the text that an
			// 80-column terminal has (pictureSlack).
			assertPlain(t, out, goldenWidth+pictureSlack)
			golden(t, "lesson-"+l.File[:2]+"-"+l.Name, out)
		})
	}
}

func assertPlain(t *testing.T, out string, width int) {
	t.Helper()
	assert.NotContains(t, out, "\x1b", "notty output has no escape codes")
	for i, line := range strings.Split(out, "\n") {
		assert.False(t, strings.HasSuffix(line, " "), "line %d ends with a space: %q", i+1, line)
		assert.LessOrEqual(t, ansi.StringWidth(line), width, "line %d is too wide: %q", i+1, line)
	}
}

func TestStyledOutputIsTrimmed(t *testing.T) {
	l := fixture(t)[0]
	for _, style := range []string{StyleDark, StyleLight} {
		r := New(style, 1)
		out, err := r.Lesson(l, 60)
		require.NoError(t, err)
		for i, line := range strings.Split(out, "\n") {
			plain := ansi.Strip(line)
			assert.False(t, strings.HasSuffix(plain, " "), "%s line %d ends with a space: %q", style, i+1, line)
			assert.LessOrEqual(t, ansi.StringWidth(line), 60, "%s line %d", style, i+1)
		}
	}
}

func TestUnknownStyleIsPlain(t *testing.T) {
	r := New("auto", 1)
	assert.Equal(t, StyleNoTTY, r.Style())
	assert.True(t, r.Plain())
}

func TestExercisesShowQuestionsNotAnswers(t *testing.T) {
	all := fixture(t)
	r := New(StyleNoTTY, 3)
	l := all[1] // means: number and multi-choice questions
	blocks, err := r.Page(l, 0, goldenWidth)
	require.NoError(t, err)
	var exercises []Block
	for _, b := range blocks {
		if b.IsExercise() {
			exercises = append(exercises, b)
		}
	}
	require.Len(t, exercises, 2)
	assert.Contains(t, exercises[0].Text, "Exercise 1. What number stands midway between 6 and 12?")
	assert.Contains(t, exercises[0].Text, "Answer with a whole number.")
	assert.NotRegexp(t, regexp.MustCompile(`\b9\b`), exercises[0].Text, "the answer, 9, is not shown")
	assert.Contains(t, exercises[1].Text, "Exercise 2. Which of the three proportions do 2, 4, 8 hold")
	assert.Contains(t, exercises[1].Text, "Pick every one that holds, or none:")
	for _, o := range []string{"arithmetic", "geometric", "musical"} {
		assert.Contains(t, exercises[1].Text, "• "+o)
	}
	page, err := r.PageText(l, 0, goldenWidth)
	require.NoError(t, err)
	assert.NotContains(t, page, "task:", "blocks are replaced, not printed")
	assert.NotContains(t, page, "Right")

	// The page shows the same question the form will ask.
	q, err := r.Question(l, 2)
	require.NoError(t, err)
	page2, err := r.PageText(l, 1, goldenWidth)
	require.NoError(t, err)
	assert.Contains(t, strings.Join(strings.Fields(page2), " "), strings.Join(strings.Fields(q.Prompt), " "))
	assert.Equal(t, "take addition", q.Task.String()[:13])
}

func TestStyledExerciseLabelIsBold(t *testing.T) {
	q := exercise.Question{Prompt: "What?", Kind: exercise.Choice, Options: []string{"a", "b"}}
	assert.Equal(t, "**Exercise 2.** What?\n\n- a\n- b\n", QuestionMarkdown(1, q, nil, false))
	assert.Equal(t, "Exercise 2. What?\n\n- a\n- b\n", QuestionMarkdown(1, q, nil, true))
	assert.Contains(t, QuestionMarkdown(0, q, assert.AnError, true), `cannot be asked`)
}

func TestPagesAreCached(t *testing.T) {
	l := fixture(t)[0]
	r := New(StyleNoTTY, 1)
	a, err := r.Page(l, 1, 50)
	require.NoError(t, err)
	b, err := r.Page(l, 1, 50)
	require.NoError(t, err)
	assert.Same(t, &a[0], &b[0], "the second call is served from the cache")
	c, err := r.Page(l, 1, 70)
	require.NoError(t, err)
	assert.NotSame(t, &a[0], &c[0], "another width renders again")
	assert.NotEqual(t, a[0].Text, c[0].Text)
	assert.Len(t, r.terms, 1, "prose is rendered unwrapped, by one glamour renderer whatever the width")

	_, err = r.Page(l, 3, 50)
	assert.ErrorContains(t, err, "01-ratios.md has no page 4 (it has 3)")
}

func TestUnaskableExerciseIsShownWithItsReason(t *testing.T) {
	l, err := lessons.Parse("09-bad.md", []byte("# Bad\n\n```exercise\ntask: mean arithmetic 3 6\n```\n"))
	require.NoError(t, err)
	r := New(StyleNoTTY, 1)
	out, err := r.PageText(l, 0, 60)
	require.NoError(t, err)
	assert.Contains(t, out, "Exercise 1. This exercise cannot be asked: 09-bad.md:4")
	_, err = r.Question(l, 0)
	assert.ErrorIs(t, err, exercise.ErrUnanswerable)
}

func TestTrim(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"\n  text   \n\n", "  text"},
		{"a  \n   \nb ", "a\n\nb"},
		{"\x1b[38;5;252mword\x1b[38;5;252m \x1b[0m\x1b[38;5;252m \x1b[0m", "\x1b[38;5;252mword\x1b[0m"},
		{"\x1b[0m   \x1b[0m\nx", "x"},
		{"", ""},
	} {
		assert.Equal(t, tc.want, Trim(tc.in), "%q", tc.in)
	}
}

func BenchmarkPage(b *testing.B) {
	all, err := lessons.Load(os.DirFS("../testdata/fixture"))
	require.NoError(b, err)
	b.ReportAllocs()
	for b.Loop() {
		r := New(StyleDark, 1)
		if _, err := r.Lesson(all[0], 76); err != nil {
			b.Fatal(err)
		}
	}
}

// TestNoOrphanedWords: glamour wraps a paragraph, then wraps it again with
// the document margin added, which left a line's last word on a line of its
// own. Every real lesson, at many widths, keeps each line within the width
// and never leaves a word alone on a line where it fitted on the line above.
func TestNoOrphanedWords(t *testing.T) {
	all, err := lessons.Load(content.Lessons())
	require.NoError(t, err)
	r := New(StyleNoTTY, 1)
	for _, width := range []int{46, 56, 66, 76, 80} {
		for _, l := range all {
			var prose []Block
			for p := range l.Pages {
				blocks, err := r.Page(l, p, width)
				require.NoError(t, err)
				for _, b := range blocks {
					if !b.Picture {
						prose = append(prose, b)
					}
				}
			}
			lines := strings.Split(Join(prose), "\n")
			for i, line := range lines {
				require.LessOrEqual(t, ansi.StringWidth(line), width, "%s at %d: %q", l.Name, width, line)
				word := strings.TrimSpace(line)
				// Lists and tables aside; and in the plain style glamour adds
				// emphasis's "*" after wrapping, so a closing "word.*" may
				// still overhang by its asterisk.
				if i == 0 || word == "" || strings.ContainsAny(word, " •|*") {
					continue
				}
				above := strings.TrimRight(lines[i-1], " ")
				if strings.TrimSpace(above) != "" && !strings.HasSuffix(above, ".") && ansi.StringWidth(above)+1+len([]rune(word)) <= width {
					t.Errorf("%s at width %d: %q was pushed off %q", l.Name, width, word, above)
				}
			}
		}
	}
}

// A code block (in lessons, an indented formula) comes out whole, in every
// style, drawn by glamour in the style's code colour, not highlighted.
func TestCodeBlockRendersWithoutHighlighting(t *testing.T) {
	lipgloss.SetColorProfile(termenv.ANSI256)
	t.Cleanup(func() { lipgloss.SetColorProfile(termenv.Ascii) })
	md := "Before.\n\n```go\nfmt.Println(6 + 6)\n```\n\n    12 = 6 + 6\n"
	for _, tc := range []struct{ style, colour string }{
		{StyleDark, "\x1b[38;5;244m"},
		{StyleLight, "\x1b[38;5;242m"},
		{StyleNoTTY, ""},
	} {
		out, err := New(tc.style, 1).Markdown(md, 60)
		require.NoError(t, err, tc.style)
		plain := ansi.Strip(out)
		assert.Contains(t, plain, "fmt.Println(6 + 6)", tc.style)
		assert.Contains(t, plain, "12 = 6 + 6", tc.style)
		if tc.colour == "" {
			assert.Equal(t, plain, out, "%s: no escape codes", tc.style)
			continue
		}
		assert.Contains(t, out, tc.colour, "%s: code in the style's code colour", tc.style)
	}
}

// Whatever HTML a text holds, rendering it never fails.
func FuzzMarkdownHTML(f *testing.F) {
	for _, s := range []string{"<b>6</b> + 6", "<!-- x", "<script>x", "<a href='>'>t</a>", "</title>x<title/>y", "6 < 12"} {
		f.Add(s)
	}
	r := New(StyleNoTTY, 1)
	f.Fuzz(func(t *testing.T, md string) {
		_, err := r.Markdown(md, 60)
		require.NoError(t, err)
	})
}

// TestFormulasAndWidows measures every real lesson, in every style, at the
// widths a learner meets (60 to 120 columns): no formula is split across
// lines, no paragraph or list item leaves one word alone on a line, and
// every word of a table at 80 columns comes out whole.
func TestFormulasAndWidows(t *testing.T) {
	all, err := lessons.Load(content.Lessons())
	require.NoError(t, err)
	for _, style := range []string{StyleNoTTY, StyleDark} {
		r := New(style, 1)
		for _, width := range []int{60, 80, 100} {
			for _, l := range all {
				for p, page := range l.Pages {
					blocks, err := r.Page(l, p, width)
					require.NoError(t, err)
					var prose []Block
					for _, b := range blocks {
						if b.Picture {
							for _, line := range strings.Split(stripSGR(b.Text), "\n") {
								assert.LessOrEqual(t, ansi.StringWidth(line), width+pictureSlack, "%s p.%d at %d: %q", l.Name, p+1, width, line)
							}
							continue // a drawing: no formulas or widows to look for
						}
						prose = append(prose, b)
					}
					text := stripSGR(Join(prose))
					lines := strings.Split(text, "\n")
					one := strings.Join(lines, "\n")
					for _, part := range page.Parts {
						if part.IsExercise() {
							continue
						}
						for _, f := range formulasOf(part.Markdown) {
							assert.True(t, containsOnOneLine(lines, f), "%s p.%d at %d (%s): %q is split:\n%s", l.Name, p+1, width, style, f, one)
						}
					}
					for i, line := range lines {
						assert.LessOrEqual(t, ansi.StringWidth(line), width, "%s p.%d at %d: %q", l.Name, p+1, width, line)
						word := strings.TrimSpace(line)
						if word == "" || strings.ContainsAny(word, " │|─") || i == 0 || strings.TrimSpace(lines[i-1]) == "" {
							continue // blank, several words, a table, or a paragraph's first line
						}
						if strings.HasPrefix(strings.TrimSpace(lines[i-1]), "#") || strings.HasPrefix(word, "#") {
							continue
						}
						t.Errorf("%s p.%d at %d (%s): %q alone on a line after %q", l.Name, p+1, width, style, word, lines[i-1])
					}
				}
			}
		}
	}
}

// formulasOf lists the formulas of a piece of Markdown prose (outside
// fenced code), as they read rendered: "(n + 1) × (2n + 1)", "12 : 9".
func formulasOf(md string) []string {
	var out []string
	inCode := false
	for _, line := range strings.Split(md, "\n") {
		if strings.HasPrefix(strings.TrimSpace(line), "```") {
			inCode = !inCode
			continue
		}
		if inCode {
			continue
		}
		for _, f := range formula.FindAllString(line, -1) {
			out = append(out, strings.Trim(markers().Replace(f), ".,;:()"))
		}
	}
	return out
}

func containsOnOneLine(lines []string, f string) bool {
	for _, l := range lines {
		if strings.Contains(markers().Replace(l), f) {
			return true
		}
	}
	return false
}

// TestTablesAt80: every table of every lesson fits 80 columns and keeps
// each cell's words whole.
func TestTablesAt80(t *testing.T) {
	all, err := lessons.Load(content.Lessons())
	require.NoError(t, err)
	r := New(StyleNoTTY, 1)
	for _, l := range all {
		for p, page := range l.Pages {
			text, err := r.PageText(l, p, 80)
			require.NoError(t, err)
			assert.NotContains(t, text, "…", "%s p.%d: a table cell cut short at 80 columns", l.Name, p+1)
			for _, part := range page.Parts {
				for _, line := range strings.Split(part.Markdown, "\n") {
					if !strings.HasPrefix(strings.TrimSpace(line), "|") || strings.Contains(line, "---") {
						continue
					}
					for _, cell := range strings.Split(strings.Trim(strings.TrimSpace(line), "|"), "|") {
						for _, w := range strings.Fields(markers().Replace(cell)) {
							assert.Contains(t, markers().Replace(text), w, "%s p.%d: table word %q cut at 80 columns", l.Name, p+1, w)
						}
					}
				}
			}
		}
	}
}

func TestPlainEmphasis(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"*Sources: a, b.*", "Sources: a, b."},
		{"the **named** ratios, *De institutione* I.32", "the named ratios, De institutione I.32"},
		{"3 \\* 4 and 5 \\* 6", "3 \\* 4 and 5 \\* 6"},
		{"a `*code*` span", "a `*code*` span"},
		{"```\n*kept*\n```", "```\n*kept*\n```"},
		{"- item *one*", "- item one"},
	} {
		assert.Equal(t, tc.want, PlainEmphasis(tc.in), "%q", tc.in)
	}
}

// TestPlainOutputReadsClean: piped or read by a screen reader, no lesson
// shows emphasis asterisks, and list items continue under their text.
func TestPlainOutputReadsClean(t *testing.T) {
	all, err := lessons.Load(content.Lessons())
	require.NoError(t, err)
	r := New(StyleNoTTY, 1)
	for _, l := range all {
		text, err := r.Lesson(l, 80)
		require.NoError(t, err)
		assert.NotContains(t, text, "*Sources", l.Name)
		assert.NotRegexp(t, `(^|\s)\*[A-Za-z]`, text, l.Name)
	}
}

// TestWrap: lines are broken once, after rendering: a list item hangs
// under its text, a sentence wrapped before a number does not, a bound
// formula stays whole unless it is wider than the room, and a last word is
// not left alone.
func TestWrap(t *testing.T) {
	for _, tc := range []struct {
		name, in string
		width    int
		want     string
	}{
		{"fits", "  a short line", 20, "  a short line"},
		{"item hangs", "  • a long item that goes on", 16, "  • a long item\n    that goes on"},
		{"numbered item hangs", "  12. one two three four", 16, "  12. one two\n      three four"},
		{"number in prose", "  the square 3. Every man", 16, "  the square 3.\n  Every man"},
		{"formula whole", "  so " + Bind("6 + 6 = 12") + " holds", 14, "  so\n  " + Bind("6 + 6 = 12") + "\n  holds"},
		{"formula too wide", "  " + Bind("6 + 6 = 12"), 8, "  6 + 6\n  = 12"},
		{"no widow", "  (odd, and not 1)", 15, "  (odd, and\n  not 1)"},
		{"hyphen break", "  due 2027-01-15", 14, "  due 2027-01-\n  15"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.want, wrap(tc.in, tc.width))
		})
	}
}

// TestUnbreak: soft breaks of paragraphs and list items become spaces;
// hard breaks, code and table rows are kept.
func TestUnbreak(t *testing.T) {
	for _, tc := range []struct{ name, in, want string }{
		{"paragraph", "one\ntwo\n", "one two\n"},
		{"item", "- one\n  two\n- three\n", "- one two\n- three\n"},
		{"hard break", "one  \ntwo\n", "one  \ntwo\n"},
		{"code", "    a\n    b\n", "    a\n    b\n"},
		{"fence", "```\na\nb\n```\n", "```\na\nb\n```\n"},
		{"table", "| a | b |\n| - | - |\n", "| a | b |\n| - | - |\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.want, unbreak(tc.in))
		})
	}
}

// trailingRE is the regular expression trailing replaced: both must find
// the same start of a line's padding.
var trailingRE = regexp.MustCompile(`(?:\x1b\[[0-9;]*m| )+$`)

func trailingByRE(line string) int {
	if loc := trailingRE.FindStringIndex(line); loc != nil {
		return loc[0]
	}
	return -1
}

func TestTrailing(t *testing.T) {
	for line, want := range map[string]int{
		"":                              -1,
		"text":                          -1,
		"text   ":                       4,
		"   ":                           0,
		"text\x1b[0m":                   4,
		"text \x1b[38;5;252m   \x1b[0m": 4,
		"text\x1b[m ":                   4,
		"text\x1b[0;m\x1b[1m":           4,
		"text[0m":                       -1,
		"text\x1b[0xm ":                 9,
		"\x1b[0m":                       0,
		"m":                             -1,
		"\x1b[":                         -1,
		"x \x1b[1;2;3m y\x1b[0m":        12,
	} {
		assert.Equal(t, want, trailing(line), "%q", line)
		assert.Equal(t, trailingByRE(line), trailing(line), "%q: as the regular expression", line)
	}
}

func FuzzTrailing(f *testing.F) {
	for _, s := range []string{"text   ", "a\x1b[0m \x1b[38;5;1m", "\x1b[;m", "\x1b[\x1b[0m", "[0m  "} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		assert.Equal(t, trailingByRE(s), trailing(s))
	})
}

// lastWordsRE is the regular expression lastWords replaced.
var lastWordsRE = regexp.MustCompile(`(\S+) (\S+)\s*$`)

func lastWordsByRE(line string) int {
	if m := lastWordsRE.FindStringSubmatchIndex(line); m != nil {
		return m[0]
	}
	return -1
}

func TestLastWords(t *testing.T) {
	for line, want := range map[string]int{
		"":                    -1,
		"one":                 -1,
		"two words":           0,
		"the last two words":  9,
		"ends in spaces  \t":  5,
		"two  spaces":         -1,
		"a\ttab":              -1,
		" lead":               -1,
		"6 + 6 = 12.":         6,
		"Němec’s board":       0,
		"x \ue000y\ue001 z\n": 2,
	} {
		assert.Equal(t, want, lastWords(line), "%q", line)
		assert.Equal(t, lastWordsByRE(line), lastWords(line), "%q: as the regular expression", line)
	}
}

func FuzzLastWords(f *testing.F) {
	for _, s := range []string{"two words", "a  b", "a\vb c", " x y \r\n", "\xff \xfe"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		assert.Equal(t, lastWordsByRE(s), lastWords(s))
	})
}

// Each bound character is one of isGlue's, in order, and gluedHyphen is the
// one for "-".
func TestGlueTable(t *testing.T) {
	for i, g := range glue {
		r := []rune(g[1])
		if len(r) != 1 || !isGlue(r[0]) || r[0] != '\ue000'+rune(i) {
			t.Errorf("glue[%d] = %q", i, g)
		}
		if g[0] == "-" && g[1] != gluedHyphen {
			t.Errorf("gluedHyphen = %q, want %q", gluedHyphen, g[1])
		}
	}
}

// stripSGR removes what the expression it replaced matched.
func TestStripSGRAsTheExpression(t *testing.T) {
	re := regexp.MustCompile(`\x1b\[[0-9;]*m`)
	inputs := []string{"", "plain", "\x1b[1mbold\x1b[0m", "\x1b[38;5;252mx\x1b[m", "\x1b[\x1b[0m", "\x1b[1", "\x1b[1x",
		"a\x1b", "\x1b[;;m\x1b[12;3m×\x1b[0m", "\x1b\x1b[0mb", "é\x1b[0mé"}
	rng := rand.New(rand.NewPCG(3, 4))
	const alphabet = "\x1b[m0;9xé"
	for range 20000 {
		var b []byte
		for range rng.IntN(12) {
			b = append(b, alphabet[rng.IntN(len(alphabet))])
		}
		inputs = append(inputs, string(b))
	}
	for _, s := range inputs {
		if got, want := stripSGR(s), re.ReplaceAllString(s, ""); got != want {
			t.Errorf("stripSGR(%q) = %q, want %q", s, got, want)
		}
	}
}

// TestNoStrayListsAtAnyWidth: a sentence that wraps just before a number
// ("the square 3. Every man…") is no list item, and its next lines are not
// indented as one, in any lesson at any of the widths people use.
func TestNoStrayListsAtAnyWidth(t *testing.T) {
	all, err := lessons.Load(content.Lessons())
	require.NoError(t, err)
	numbered := regexp.MustCompile(`^(\s*)\d+\. `)
	for _, style := range []string{StyleNoTTY, StyleDark} {
		r := New(style, 1)
		for _, l := range all {
			var source strings.Builder
			for _, p := range l.Pages {
				for _, part := range p.Parts {
					source.WriteString(part.Markdown + "\n\n")
				}
			}
			items := listItems(Bind(source.String()))
			for _, width := range []int{60, 80, 100, 120} {
				text, err := r.Lesson(l, width)
				require.NoError(t, err)
				lines := strings.Split(ansi.Strip(text), "\n")
				for i, line := range lines[:len(lines)-1] {
					m := numbered.FindStringSubmatch(line)
					if m == nil || items[firstWord(line[len(m[0]):])] {
						continue
					}
					next := lines[i+1]
					lead := len(next) - len(strings.TrimLeft(next, " "))
					assert.LessOrEqual(t, lead, len(m[1]), "%s at %d columns: %q is not a list item, but %q is indented under it", l.Name, width, line, next)
				}
			}
		}
	}
}

// listItems names the list items of a piece of Markdown by the first word
// of each, as the parser reads them. A rendered line that merely starts with
// "3." because a sentence wrapped there ("the square 3. Every man…") is not
// an item, and must not be indented as one: only the source can tell.
func listItems(md string) map[string]bool {
	src := []byte(md)
	doc := goldmark.DefaultParser().Parse(text.NewReader(src))
	items := map[string]bool{}
	_ = ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering || n.Kind() != ast.KindListItem {
			return ast.WalkContinue, nil
		}
		if first := n.FirstChild(); first != nil && first.Lines().Len() > 0 {
			line := first.Lines().At(0)
			if w := firstWord(string(line.Value(src))); w != "" {
				items[w] = true
			}
		}
		return ast.WalkContinue, nil
	})
	return items
}

// firstWord is the letters and digits of the first word of a line, so that
// "**Equality**: …" in the source and "Equality: …" rendered agree.
func firstWord(line string) string {
	fields := strings.Fields(line)
	if len(fields) == 0 {
		return ""
	}
	return strings.Map(func(r rune) rune {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			return r
		}
		return -1
	}, fields[0])
}

// markers are the characters of Markdown emphasis and escapes, left out
// when bound runs are looked for in rendered text (the notty style keeps
// emphasis markers, the others drop them).
var markers = sync.OnceValue(func() *strings.Replacer {
	return strings.NewReplacer("*", "", "`", "", `\`, "", "_", "")
})

// TestPictures: at an 80-column terminal (a width of 76) every board and
// figure of the real lessons is drawn, none falls back to words; below
// 78 columns a board is read out in words; an accessible renderer never
// draws one.
func TestPictures(t *testing.T) {
	all, err := lessons.Load(content.Lessons())
	require.NoError(t, err)
	drawn, spoken := New(StyleNoTTY, 1), New(StyleNoTTY, 1).Accessible()
	pictures := 0
	for _, l := range all {
		for p, page := range l.Pages {
			blocks, err := drawn.Page(l, p, 76)
			require.NoError(t, err)
			words, err := spoken.Page(l, p, 76)
			require.NoError(t, err)
			narrow, err := drawn.Page(l, p, 60)
			require.NoError(t, err)
			require.Len(t, words, len(blocks))
			for i, part := range page.Parts {
				if part.Picture == nil {
					continue
				}
				pictures++
				assert.True(t, blocks[i].Picture, "%s p.%d", l.Name, p+1)
				assert.NotContains(t, blocks[i].Text, "more than there are here", "%s p.%d: drawn at 80 columns", l.Name, p+1)
				assert.False(t, words[i].Picture, "%s p.%d", l.Name, p+1)
				assert.Equal(t, indent(picture.Wrap(part.Picture.Words(), 76-margin)), words[i].Text, "%s p.%d: in words", l.Name, p+1)
				if part.Picture.Kind == picture.Board {
					assert.Contains(t, blocks[i].Text, "Key: (R6) round", "%s p.%d: the board's key", l.Name, p+1)
					assert.Contains(t, narrow[i].Text, "(This board needs 78 columns", "%s p.%d at 60", l.Name, p+1)
				}
			}
		}
	}
	assert.GreaterOrEqual(t, pictures, 30)
}

// The exercises on the learner's rule set follow SetRules, drawn again
// when it changes.
func TestSetRules(t *testing.T) {
	all, err := lessons.Load(content.Lessons())
	require.NoError(t, err)
	var moving *lessons.Lesson
	for _, l := range all {
		if l.Number == 3 {
			moving = l
		}
	}
	require.NotNil(t, moving)
	last := len(moving.Exercises) - 1
	r := New(StyleNoTTY, 1)
	for _, rules := range []string{"", "nemec", "fulke3"} {
		r.SetRules(rules)
		assert.Equal(t, rules, r.Rules(), "what another renderer of the same learner copies")
		q, err := r.Question(moving, last)
		require.NoError(t, err)
		want := rules
		if want == "" {
			want = "fulke1"
		}
		assert.Contains(t, q.Prompt, "Under "+want+",")
	}
}
