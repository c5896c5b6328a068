package picture

import (
	"flag"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"
	"github.com/muesli/termenv"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/lessons/lineerr"
	"github.com/rithmo/rithmo/rules/diagram"
)

var update = flag.Bool("update", false, "rewrite the golden files")

func golden(t *testing.T, name, got string) {
	t.Helper()
	path := filepath.Join("testdata", name+".golden")
	if *update {
		require.NoError(t, os.MkdirAll("testdata", 0o755))
		require.NoError(t, os.WriteFile(path, []byte(got), 0o644))
	}
	want, err := os.ReadFile(path)
	require.NoError(t, err, "run go test ./lessons/picture -update to create %s", path)
	assert.Equal(t, string(want), got, "%s differs: run go test ./lessons/picture -update and review the diff", path)
}

// samples are one block of every kind and mark, as lessons write them.
var samples = []struct {
	name string
	kind Kind
	body string
}{
	{"opening-fulke1", Board, "opening: fulke1"},
	{"reach-fulke2-square", Board, "position: 8/8/8/8/8/8/8/8/3,S25,4/8/8/8/8/8/8/8 w fulke2 - - 1\nreach: d8"},
	{"addition-fulke1", Board, "position: 8/8/8/8/8/8/8/8/3,t12,4/2,R6,5/3,T6,4/8/8/8/8/8 w fulke1 - - 1\ntarget: d8\ntakers: c7 d6\nby: addition"},
	{"siege-nemec", Board, "position: 8/8/8/8/8/8/8/3,R8,4/2,R2,r9,R4,3/3,R6,4/8/8/8/8/8/8 w nemec - - 1\ntarget: d8\ntakers: c8 e8 d7 d9\nby: siege"},
	{"triumph-nemec", Board, "position: 8/8/2,R16,1,T20,1,T25,1/8/8/8/8/8/8/8/8/8/8/8/8/8 w nemec - - 1\ntriumph: c14 e14 g14"},
	{"dots", Dots, "figures: square 3, triangle 4, heteromecic 3, pyramid 4"},
	{"table", Table, "size: 10"},
	{"monochord", Monochord, "string: 12\nstops: 6, 8, 9, 4, 3, 10"},
}

// TestGolden draws every sample at 60, 80 and 120 columns (at 60 a board
// is read out in words: it needs 78) and reads it out in words.
func TestGolden(t *testing.T) {
	for _, s := range samples {
		t.Run(s.name, func(t *testing.T) {
			b, err := Parse(s.kind, s.body, 10)
			require.NoError(t, err)
			var out strings.Builder
			for _, width := range []int{60, 80, 120} {
				text := b.Text(width, width, "notty")
				for _, line := range strings.Split(text, "\n") {
					assert.LessOrEqual(t, ansi.StringWidth(line), width, "%q", line)
					assert.False(t, strings.HasSuffix(line, " "), "%q ends with a space", line)
				}
				out.WriteString("== " + strings.Repeat("=", width-3) + "\n")
				out.WriteString(text + "\n")
			}
			out.WriteString("== words\n" + b.Words() + "\n")
			golden(t, s.name, out.String())
		})
	}
}

func TestBoardLayouts(t *testing.T) {
	b, err := Parse(Board, "opening: nemec", 1)
	require.NoError(t, err)
	assert.Contains(t, b.Text(78, 76, "notty"), "16   [s49]   [s121]", "Narrow fits 78 columns")
	assert.Contains(t, b.Text(95, 76, "notty"), "+---", "Full from 95 columns")
	words := b.Text(77, 60, "notty")
	assert.True(t, strings.HasPrefix(words, "(This board needs 78 columns"), words)
	assert.Contains(t, b.Words(), "White's men: a1 square 289, b1 square 169")
	for _, line := range strings.Split(words, "\n") {
		assert.LessOrEqual(t, len([]rune(line)), 60, "words wrapped at the prose width")
	}
	before := lipgloss.ColorProfile()
	defer lipgloss.SetColorProfile(before)
	lipgloss.SetColorProfile(termenv.ANSI256)
	assert.Contains(t, b.Text(80, 76, "dark"), "\x1b[", "a style colours the board")
	assert.NotContains(t, b.Text(80, 76, "notty"), "\x1b[")

	// Drawn for another terminal (a class server's student's), the board
	// takes that terminal's colours, not the process's.
	none := lipgloss.NewRenderer(io.Discard)
	none.SetColorProfile(termenv.Ascii)
	assert.NotContains(t, b.TextFor(80, 76, "dark", none), "\x1b[", "no colour on that terminal")
	lipgloss.SetColorProfile(termenv.Ascii)
	colour := lipgloss.NewRenderer(io.Discard)
	colour.SetColorProfile(termenv.ANSI256)
	assert.Contains(t, b.TextFor(80, 76, "dark", colour), "38;5;231m", "256 colours on that terminal")
}

func TestWordsSayTheNumbers(t *testing.T) {
	for _, tc := range []struct {
		kind       Kind
		body, want string
	}{
		{Board, "position: 8/8/8/8/8/8/8/8/3,t12,4/2,R6,5/3,T6,4/8/8/8/8/8 w fulke1 - - 1\ntarget: d8\ntakers: c7 d6\nby: addition",
			"White's men: d6 triangle 6, c7 round 6. Black's men: d8 triangle 12. Target: Black's triangle 12 on d8. Takers: c7 and d6. White takes d8: 6 on c7 + 6 on d6 = 12 on d8: addition."},
		{Board, "position: 8/8/8/8/8/8/8/8/3,R4,4/8/8/8/8/8/8/8 w fulke1 - - 1\nreach: d8", "The round on d8 reaches c7, e7, c9 and e9."},
		{Board, "position: 8/8/2,R16,1,T20,1,T25,1/8/8/8/8/8/8/8/8/8/8/8/8/8 w nemec - - 1\ntriumph: c14 e14 g14",
			"16 × 25 = 400 = 20 × 20: geometric"},
		{Board, "opening: fulke1", "The opening array under fulke1"},
		{Dots, "figures: triangle 4", "The triangle 10: rows of 1, 2, 3 and 4 dots, 1 + 2 + 3 + 4 = 10."},
		{Dots, "figures: pyramid 3", "The pyramid 14: square layers of 1, 4 and 9 dots, 1 + 4 + 9 = 14."},
		{Dots, "figures: oblong 3", "3 rows of 4 dots, 3 × 4 = 12."},
		{Table, "size: 3", "Row 3: 3, 6, 9."},
		{Monochord, "string: 12\nstops: 9", "9 units sound: 12 : 9 = 4 : 3, sesquitertius"},
		{Monochord, "string: 10\nstops: 8", "10 : 8 = 5 : 4"},
	} {
		b, err := Parse(tc.kind, tc.body, 1)
		require.NoError(t, err, tc.body)
		assert.Contains(t, b.Words(), tc.want, tc.body)
	}
}

// TestProblems: every malformed block is one error naming its line and
// what is wrong with it.
func TestProblems(t *testing.T) {
	const ok = "8/8/8/8/8/8/8/8/3,t12,4/2,R6,5/3,T6,4/8/8/8/8/8 w fulke1 - - 1"
	for _, tc := range []struct {
		kind Kind
		body string
		line int
		want string
	}{
		{Board, "", 10, `no "position" or "opening" line`},
		{Board, "opening: fulke9", 11, `opening: unknown rule set "fulke9"`},
		{Board, "opening: nemec\nposition: " + ok, 11, "not both"},
		{Board, "position: 8/8 w", 11, "position: want 6 fields"},
		{Board, "position: " + ok + "\ntarget: d9", 12, "target: d9 is empty"},
		{Board, "position: " + ok + "\ntarget: z9", 12, `target: "z9" is not a square of this board`},
		{Board, "position: " + ok + "\ntakers: c7 d6", 12, "no target line"},
		{Board, "position: " + ok + "\ntarget: d8\nby: addition", 13, "no takers line"},
		{Board, "position: " + ok + "\ntarget: d8\ntakers: c7 d6\nby: division", 13, "do not take d8 by division under fulke1"},
		{Board, "position: " + ok + "\ntarget: d8\ntakers: c7 d6\nby: love", 14, "by:"},
		{Board, "position: " + strings.Replace(ok, " w ", " b ", 1) + "\ntarget: d8\ntakers: c7 d6", 13, "the position has Black to move"},
		{Board, "position: " + ok + "\ntarget: d8\ntakers: c7 d8", 13, "different armies"},
		{Board, "position: " + ok + "\ntriumph: c7 d6", 12, "3 or 4 squares"},
		{Board, "position: " + ok + "\ntriumph: c7 d6 d8", 12, "make no triumph for White"},
		{Board, "position: " + ok + "\nreach: a1", 12, "reach: a1 is empty"},
		{Board, "position: " + ok + "\ncolour: red", 12, `unknown key "colour"`},
		{Board, "position: " + ok + "\nposition: " + ok, 12, `"position" given twice`},
		{Board, "opening: nemec\njust words", 12, `"just words" is not a "key: value" line`},
		{Board, "opening:", 11, `"opening" has no value`},
		{Dots, "figures: cube 3", 11, `"cube" is no shape`},
		{Dots, "figures: square", 11, `"square" is not a shape and its side`},
		{Dots, "figures: square 13", 11, "13 is outside 1 to 12"},
		{Dots, "figures: pyramid x", 11, `"x" is not a whole number`},
		{Dots, "", 10, `no "figures" line`},
		{Table, "size: 1", 11, "outside 2 to 12"},
		{Monochord, "string: 12\nstops: 12", 12, "outside 1 to 11"},
		{Monochord, "string: 12", 10, `no "stops" line`},
		{Monochord, "stops: 3", 10, `no "string" line`},
	} {
		_, err := Parse(tc.kind, tc.body, 10)
		var e *lineerr.Error
		require.ErrorAs(t, err, &e, tc.body)
		assert.Equal(t, tc.line, e.Line, "%s: %v", tc.body, err)
		assert.Contains(t, e.Msg, tc.want, tc.body)
		assert.NotContains(t, e.Msg, "\n", "one line")
		key, rest, _ := strings.Cut(e.Msg, ": ")
		assert.False(t, strings.HasPrefix(rest, key+": "), "the key named once: %s", e.Msg)
	}
}

func TestKindOf(t *testing.T) {
	for info, want := range map[string]Kind{"board": Board, "dots": Dots, "table": Table, "monochord": Monochord, "text": NoKind, "": NoKind, "exercise": NoKind} {
		assert.Equal(t, want, KindOf(info), info)
	}
}

// FuzzParse: whatever a block holds, Parse returns a block or an *Error
// on one line at or after the fence, and a parsed block draws and reads
// out at any width without panicking.
func FuzzParse(f *testing.F) {
	for _, s := range samples {
		f.Add(uint8(s.kind), s.body)
	}
	f.Add(uint8(Board), "position: 8/8/8/8/8/8/8/8/3,p[r16,t25],4/8/8/8/8/8/8/8 b nemec - - 1\nreach: d8")
	f.Add(uint8(Monochord), "string: 48\nstops: 1 2 3 4 5 6 7 47")
	f.Fuzz(func(t *testing.T, kind uint8, body string) {
		b, err := Parse(Kind(kind), body, 5)
		if err != nil {
			var e *lineerr.Error
			require.ErrorAs(t, err, &e)
			assert.GreaterOrEqual(t, e.Line, 5)
			assert.NotContains(t, e.Msg, "\n")
			return
		}
		for _, w := range []int{1, 20, 80, 120} {
			_ = b.Text(w, w, "notty")
		}
		_ = b.Words()
	})
}

func TestWrapKeepsFormulas(t *testing.T) {
	for _, tc := range []struct {
		text  string
		width int
		want  string
	}{
		{"geometric 16 : 20 = 20 : 25 then", 20, "geometric\n16 : 20 = 20 : 25\nthen"},
		{"so 6 + 6 = 12 on d8", 12, "so\n6 + 6 = 12\non d8"},
		{"so 6 + 6 = 12 on d8", 8, "so 6 + 6\n= 12 on\nd8"},
		{"a b c", 1, "a\nb\nc"},
		{"by Ne\u030cmec 2012 x", 13, "by Ne\u030cmec 2012\nx"}, // a combining caron takes no column
		{"", 10, ""},
	} {
		assert.Equal(t, tc.want, wrapText(tc.text, tc.width), "%q at %d", tc.text, tc.width)
	}
}

// TestFigure: the printed pictures hold what they show: a dot for every
// unit of a figure, every number of the table (the squares in bold), a
// string for the whole and each stop, a board's marks.
func TestFigure(t *testing.T) {
	count := func(f diagram.Figure, class string) (n, bold int) {
		for _, it := range f.Items {
			if it.Class == class {
				n++
				if it.Bold {
					bold++
				}
			}
		}
		return n, bold
	}
	dots, err := Parse(Dots, "figures: square 3, triangle 4, heteromecic 3, pyramid 6", 1)
	require.NoError(t, err)
	n, _ := count(dots.Figure(), "dot")
	assert.Equal(t, 9+10+12+91, n)
	table, err := Parse(Table, "size: 10", 1)
	require.NoError(t, err)
	n, bold := count(table.Figure(), "number")
	assert.Equal(t, 100, n)
	assert.Equal(t, 10, bold, "the squares on the diagonal")
	chord, err := Parse(Monochord, "string: 12\nstops: 9, 8, 6", 1)
	require.NoError(t, err)
	n, _ = count(chord.Figure(), "string")
	assert.Equal(t, 4, n)
	b, err := Parse(Board, samples[2].body, 1)
	require.NoError(t, err)
	f := b.Figure()
	taken, _ := count(f, "mark taken")
	takers, _ := count(f, "mark from")
	assert.Equal(t, 1, taken)
	assert.Equal(t, 2, takers)
	assert.Equal(t, b.Words(), f.Title, "the picture's title is the board in words")
	for _, fig := range []diagram.Figure{dots.Figure(), table.Figure(), chord.Figure(), f} {
		for _, it := range fig.Items {
			for _, p := range it.Points {
				assert.True(t, p.X >= 0 && p.X <= fig.Width && p.Y >= 0 && p.Y <= fig.Height, "%s at %v inside %vx%v", it.Class, p, fig.Width, fig.Height)
			}
		}
	}
}

// TestBoardLayoutForRows: a window's rows choose the layout, by the
// window alone: the narrow board where it and a key fit, else the compact
// one the puzzles draw in 80×24; no rows (a pipe) keeps the narrow one.
func TestBoardLayoutForRows(t *testing.T) {
	for _, tc := range []struct {
		name   string
		rows   int
		layout diagram.Layout
	}{
		{"a pipe", 0, diagram.Narrow},
		{"80×24: 20 rows", 20, diagram.Compact},
		{"100×30: 26 rows", 26, diagram.Compact},
		{"120×40: 36 rows", 36, diagram.Narrow},
		{"a board and a key just fit", 20 + 1 + keyRows, diagram.Narrow},
		{"one row fewer", 20 + keyRows, diagram.Compact},
		{"tiny: the compact board, scrolled", 5, diagram.Compact},
	} {
		t.Run(tc.name, func(t *testing.T) {
			for _, body := range []string{"opening: fulke1", "position: 8/8/8/8/8/8/8/8/3,S25,4/8/8/8/8/8/8/8 w fulke2 - - 1\nreach: d8"} {
				b, err := Parse(Board, body, 1)
				require.NoError(t, err)
				text := b.TextIn(78, tc.rows, 76, "notty", nil)
				drawing, _, _ := strings.Cut(text, "\n\n")
				assert.Equal(t, diagram.Height(&b.board.pos, tc.layout), strings.Count(drawing, "\n")+1, "%s:\n%s", body, drawing)
			}
		})
	}
}
