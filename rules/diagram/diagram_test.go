package diagram

import (
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"
	"github.com/muesli/termenv"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/rules/board"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

// golden compares got with testdata/name.golden, rewriting it under -update.
func golden(t *testing.T, name, got string) {
	t.Helper()
	path := filepath.Join("testdata", name+".golden")
	if *update {
		require.NoError(t, os.WriteFile(path, []byte(got), 0o644))
	}
	want, err := os.ReadFile(path)
	require.NoError(t, err, "run go test -update to create %s", path)
	assert.Equal(t, string(want), got)
}

// crowded fills every square with the widest men of both armies, every
// square marked, pyramids everywhere and long lists of men taken: the worst
// case for the layouts' widths.
func crowded(t *testing.T) board.Position {
	t.Helper()
	var ranks []string
	for r := 0; r < board.MaxRanks; r++ {
		items := []string{"s361", "p[r16,t25,t36,s49,s64]", "S289", "P[R1,R4,T9,T16,S25,S36]", "t100", "T81", "r81", "R64"}
		if r%2 == 1 {
			for i := range items {
				items[i] = swapCase(items[i])
			}
		}
		ranks = append(ranks, strings.Join(items, ","))
	}
	took := strings.Repeat("s361,", 23) + "p[r16,t25,t36,s49,s64]"
	p, err := board.Parse(strings.Join(ranks, "/") + " w fulke2+jump+pass+ransom " + swapCase(took) + " " + took + " 999")
	require.NoError(t, err)
	return p
}

func swapCase(s string) string {
	return strings.Map(func(r rune) rune {
		switch {
		case r >= 'a' && r <= 'z':
			return r - 'a' + 'A'
		case r >= 'A' && r <= 'Z':
			return r - 'A' + 'a'
		}
		return r
	}, s)
}

func allMarks(p *board.Position) []Mark {
	var marks []Mark
	for i := 0; i < p.NumSquares(); i++ {
		marks = append(marks, Mark{Square: board.Square(i), Kind: MarkKind(1 + i%4)})
	}
	return marks
}

// positions are the cases the width limits are checked on.
func positions(t *testing.T) map[string]board.Position {
	cases := map[string]board.Position{}
	for _, set := range board.RuleSets {
		cases[set.String()] = board.Opening(board.Rules{Set: set})
	}
	cases["crowded"] = crowded(t)
	short, err := board.Parse("s49,s121,4,s225,s361/s28,s66,t36,t30,t56,t64,s120,p[r16,t25,t36,s49,s64]/t16,t12,r9,r25,r49,r81,t90,t100/2,r3,r5,r7,r9,2/8/8/2,R8,R6,R4,R2,2/T81,T72,R64,R36,R16,R4,T6,T9/S153,P[R1,R4,T9,T16,S25,S36],T49,T42,T20,T25,S45,S15/S289,S169,4,S81,S25 b fulke3 - - 7")
	require.NoError(t, err)
	cases["fulke3-10-ranks"] = short
	return cases
}

func TestLayoutsFitTheirBudgets(t *testing.T) {
	for name, p := range positions(t) {
		for _, tc := range []struct {
			layout Layout
			limit  int
		}{{Full, FullColumns}, {Narrow, NarrowColumns}, {Compact, NarrowColumns}} {
			for _, marked := range []bool{false, true} {
				opts := Options{Layout: tc.layout}
				if marked {
					opts.Marks = allMarks(&p)
				}
				out := Draw(&p, opts)
				widest := 0
				for i, line := range strings.Split(strings.TrimSuffix(out, "\n"), "\n") {
					w := ansi.StringWidth(line)
					assert.LessOrEqual(t, w, tc.limit, "%s %s line %d: %q", name, tc.layout, i+1, line)
					assert.Equal(t, strings.TrimRight(line, " "), line, "%s %s line %d ends in spaces", name, tc.layout, i+1)
					widest = max(widest, w)
				}
				assert.Equal(t, Width(&p, tc.layout), widest, "%s %s: Width is the widest line", name, tc.layout)
			}
		}
	}
}

func TestMeasuredWidths(t *testing.T) {
	p := board.Opening(board.Rules{Set: board.Nemec})
	assert.Equal(t, 95, Width(&p, Full))
	assert.Equal(t, 78, Width(&p, Narrow))
	assert.Equal(t, 78, Width(&p, Compact), "as wide as narrow")
	c := crowded(t)
	assert.Equal(t, 95, Width(&c, Full), "the widest men of the armies keep the width")
	assert.Equal(t, 78, Width(&c, Narrow))

	// A man of five digits (teaching positions only) widens every cell.
	big, err := board.Parse("8/8/8/8/8/8/8/8/8/8/3,T65535,4/8/8/8/8/8 w parlett - - 1")
	require.NoError(t, err)
	assert.Equal(t, 3+8*11+3, Width(&big, Narrow))
	assert.Equal(t, 3+8*12+9+3, Width(&big, Full))
	out := Draw(&big, Options{Layout: Narrow, Marks: []Mark{{board.At(3, 5), Taken}}})
	assert.Contains(t, out, "x<T65535>x")
}

func TestGoldenOpenings(t *testing.T) {
	for _, set := range board.RuleSets {
		p := board.Opening(board.Rules{Set: set})
		for _, layout := range []Layout{Full, Narrow, Compact} {
			t.Run(set.String()+"-"+layout.String(), func(t *testing.T) {
				golden(t, set.String()+"-"+layout.String(), Draw(&p, Options{Layout: layout}))
			})
		}
	}
}

func TestGoldenMarkedMiddlegame(t *testing.T) {
	// A fulke3 board of 12 ranks with men taken, a pyramid short of layers and
	// a move c4-c6 taking t12 on e8, drawn for a puzzle.
	p, err := board.Parse("s49,s121,4,s225,s361/s28,s66,t36,1,t56,t64,s120,p[t25,t36,s49,s64]/t16,1,r9,r25,r49,r81,t90,t100/2,r3,r5,1,r9,2/4,t12,3/8/2,R6,5/3,R6,4/3,R8,R4,R2,2/T81,T72,R64,R36,R16,R4,T6,T9/S153,P[R1,R4,T9,T16,S25,S36],T49,T42,T20,T25,S45,S15/S289,S169,4,S81,S25 b fulke3 r16,t30 R6 9")
	require.NoError(t, err)
	marks := []Mark{{board.At(2, 3), From}, {board.At(2, 5), To}, {board.At(4, 7), Taken}, {board.At(3, 4), Spot}}
	for _, layout := range []Layout{Full, Narrow, Compact} {
		t.Run(layout.String(), func(t *testing.T) {
			golden(t, "marked-fulke3-"+layout.String(), Draw(&p, Options{Layout: layout, Marks: marks}))
		})
	}
}

func TestDrawShowsEveryDistinctionWithoutColour(t *testing.T) {
	p, err := board.Parse("8/8/8/8/8/8/8/8/8/8/R6,r9,T12,t12,S45,s49,P[R4,T9],p[r16]/8/8/8/8/8 w fulke1 - - 3")
	require.NoError(t, err)
	out := Draw(&p, Options{Layout: Narrow, Marks: []Mark{{board.At(0, 5), To}, {board.At(1, 5), Taken}}})
	rank6 := lineStarting(t, out, " 6 ")
	for _, tok := range []string{"*(R6)*", "x(r9)x", "<T12>", "<t12>", "[S45]", "[s49]", "{P13}", "{p16}"} {
		assert.Contains(t, rank6, tok)
	}
	assert.Contains(t, out, "Pyramid {P13} on g6, top to base: R4 + T9 = 13.")
	assert.Contains(t, out, "Pyramid {p16} on h6, top to base: r16 = 16.")
	assert.Contains(t, out, "Marks: *..* moved to, x..x taken.")
	assert.Contains(t, out, "White to move, turn 3. Rules: fulke1,")
	assert.Equal(t, out, ansi.Strip(out), "plain output has no escape codes")
	for _, r := range out {
		require.Less(t, r, rune(128), "plain diagram is ASCII apart from the rule set's title: %q", r)
		if r == '\n' {
			break
		}
	}
}

func lineStarting(t *testing.T, out, prefix string) string {
	t.Helper()
	for _, line := range strings.Split(out, "\n") {
		if strings.HasPrefix(line, prefix) {
			return line
		}
	}
	t.Fatalf("no line starts with %q in\n%s", prefix, out)
	return ""
}

func TestWhiteAlwaysAtTheBottom(t *testing.T) {
	for _, side := range []string{"w", "b"} {
		p, err := board.Parse("8/8/8/8/8/8/8/8/8/8/8/8/8/8/8/R2,7 " + side + " nemec - - 1")
		require.NoError(t, err)
		out := Draw(&p, Options{Layout: Narrow, BoardOnly: true})
		lines := strings.Split(out, "\n")
		assert.True(t, strings.HasPrefix(lines[1], "16 "), "rank 16 is drawn first")
		assert.Contains(t, lineStarting(t, out, " 1 "), "(R2)", "a1 is on rank 1's line")
		assert.Less(t, strings.Index(out, "16 "), strings.Index(out, " 1 "), "rank 1 below rank 16")
	}
}

func TestBoardOnly(t *testing.T) {
	p := board.Opening(board.Rules{Set: board.Parlett})
	out := Draw(&p, Options{Layout: Full, BoardOnly: true})
	assert.NotContains(t, out, "Key:")
	assert.Equal(t, 16+2+3, strings.Count(out, "\n"), "16 ranks, 2 file lines, frame and one camp line")
}

// A position alone is numbered by the notation's turn; a game's board by
// the action to be played, the same number.
func TestLegendCount(t *testing.T) {
	p := board.Opening(board.Rules{Set: board.Fulke1})
	p.Move = 23
	for _, tc := range []struct {
		actions bool
		want    string
	}{
		{false, "White to move, turn 23. Rules: fulke1"},
		{true, "White to move, action 23. Rules: fulke1"},
	} {
		assert.Contains(t, Draw(&p, Options{Layout: Full, Actions: tc.actions}), tc.want)
	}
}

// TestHeight: Height is the board's lines as Draw makes them, for every
// layout, rule set and odd board; Compact is one line of file labels and
// one per rank.
func TestHeight(t *testing.T) {
	cases := positions(t)
	cases["one rank"] = board.Position{Ranks: 1, Rules: board.Rules{Set: board.Fulke3}}
	cases["no rules"] = board.Position{Ranks: 16, ToMove: board.White}
	for name, p := range cases {
		for _, layout := range []Layout{Full, Narrow, Compact} {
			out := Draw(&p, Options{Layout: layout, BoardOnly: true})
			assert.Equal(t, strings.Count(out, "\n"), Height(&p, layout), "%s %s", name, layout)
		}
	}
	p := board.Opening(board.Rules{Set: board.Fulke1})
	assert.Equal(t, 22, Height(&p, Full))
	assert.Equal(t, 20, Height(&p, Narrow))
	assert.Equal(t, 17, Height(&p, Compact))
}

// TestCompactMarksTheCamps: no ruled lines, the file labels once at the
// head, and a bar beside the rank labels on exactly the camps' ranks of
// every rule set (board.Camp), named in the key.
func TestCompactMarksTheCamps(t *testing.T) {
	// edges are the ranks underlined where the camps cover the board (the
	// edge runs under them); nil where a bar marks each camp's ranks.
	for _, tc := range []struct {
		set   board.RuleSet
		edges []int
		text  string
	}{
		{set: board.Fulke1},
		{set: board.Fulke2},
		{set: board.Fulke3},
		{set: board.Nemec, edges: []int{13, 5}, text: "Lines of _ under ranks 13 and 5 mark where the camps meet"},
		{set: board.Parlett, edges: []int{9}, text: "A line of _ under rank 9 marks where the camps meet"},
	} {
		t.Run(tc.set.String(), func(t *testing.T) {
			p := board.Opening(board.Rules{Set: tc.set})
			out := Draw(&p, Options{Layout: Compact})
			board1, legendText, _ := strings.Cut(out, "\n\n")
			lines := strings.Split(board1, "\n")
			require.Len(t, lines, 17)
			assert.True(t, strings.HasPrefix(strings.TrimSpace(lines[0]), "a "), "the file labels at the head")
			assert.NotContains(t, board1, "---", "no ruled lines")
			assert.Equal(t, 1, strings.Count(out, " h\n"), "the file labels once")
			blackLo, blackHi := board.Camp(tc.set, board.Black, p.Ranks)
			whiteLo, whiteHi := board.Camp(tc.set, board.White, p.Ranks)
			for i, line := range lines[1:] {
				r := p.Ranks - 1 - i
				inCamp := r >= blackLo && r <= blackHi || r >= whiteLo && r <= whiteHi
				label := fmt.Sprintf("%2d", r+1)
				switch {
				case tc.edges != nil:
					assert.True(t, strings.HasPrefix(line, label+" "), "no bar when the camps cover the board: %q", line)
					assert.NotContains(t, line, "|")
					assert.Equal(t, slices.Contains(tc.edges, r+1), strings.Contains(line, "____"), "rank %d: %q", r+1, line)
				case inCamp:
					assert.True(t, strings.HasPrefix(line, label+"|"), "rank %d is marked: %q", r+1, line)
					assert.True(t, strings.HasSuffix(line, fmt.Sprintf("|%d", r+1)), "rank %d is marked on the right: %q", r+1, line)
				default:
					assert.True(t, strings.HasPrefix(line, label+" "), "rank %d is not marked: %q", r+1, line)
					assert.NotContains(t, line, "|")
				}
				if tc.edges == nil {
					assert.NotContains(t, line, "_")
				}
			}
			how := "A | beside the rank number marks the camps"
			if tc.text != "" {
				how = tc.text
			}
			assert.Contains(t, strings.Join(strings.Fields(legendText), " "),
				fmt.Sprintf("%s: White triumphs on ranks %d-%d, Black on ranks %d-%d.",
					how, blackLo+1, blackHi+1, whiteLo+1, whiteHi+1))
			assert.NotContains(t, legendText, "Ruled lines")
		})
	}
	// A board of one rank has no camps: nothing is marked.
	p := board.Position{Ranks: 1, Rules: board.Rules{Set: board.Fulke3}, ToMove: board.White}
	assert.NotContains(t, Draw(&p, Options{Layout: Compact}), "|")
	assert.NotContains(t, Draw(&p, Options{Layout: Compact}), "_")
}

func TestFit(t *testing.T) {
	for _, tc := range []struct {
		width int
		want  Layout
		err   string
	}{
		{200, Full, ""},
		{100, Full, ""},
		{99, Narrow, ""},
		{80, Narrow, ""},
		{79, Narrow, "the board needs at least 80 columns; this terminal has 79"},
		{60, Narrow, "the board needs at least 80 columns; this terminal has 60"},
		{0, Narrow, "this terminal has 0"},
		{-5, Narrow, "this terminal has -5"},
	} {
		got, err := Fit(tc.width)
		if tc.err != "" {
			assert.ErrorContains(t, err, tc.err, "width %d", tc.width)
			continue
		}
		require.NoError(t, err, "width %d", tc.width)
		assert.Equal(t, tc.want, got, "width %d", tc.width)
	}
}

func TestToken(t *testing.T) {
	for _, tc := range []struct {
		piece board.Piece
		want  string
	}{
		{board.Man(board.White, board.Round, 6), "(R6)"},
		{board.Man(board.Black, board.Triangle, 12), "<t12>"},
		{board.Man(board.White, board.SquareShape, 289), "[S289]"},
		{board.NewPyramid(board.Black, board.Layer{Shape: board.Round, Value: 16}, board.Layer{Shape: board.SquareShape, Value: 64}), "{p80}"},
		{board.SetPrisoner(board.White, board.Round, 3), "(R3*)"},
		{board.Piece{}, "."},
	} {
		assert.Equal(t, tc.want, Token(tc.piece))
	}
}

// A set prisoner is marked on the board, named under it, and marked in
// the picture too.
func TestSetPrisonerIsMarked(t *testing.T) {
	p := board.MustParse("7,r9/8/2,R3*,5/8/8/8/8/8/2,t12,5/8/8/8/8/8/8/S289,7 w fulke2 - - 1")
	out := Draw(&p, Options{Layout: Full})
	assert.Contains(t, out, "(R3*)")
	assert.Contains(t, out, "Set prisoners: (R3*) on c14, Black's 3 set by White.")
	svg := string(SVG(&p, PictureOptions{}))
	assert.Contains(t, svg, "prisoner")
	assert.Contains(t, svg, ">3*<")
	q := board.MustParse("7,r9/8/2,R4,5/8/8/8/8/8/2,t12,5/8/8/8/8/8/8/S289,7 w fulke2 - - 1")
	assert.NotContains(t, Draw(&q, Options{Layout: Full}), "Set prisoners", "near miss: White's own 4 is no prisoner")
}

func TestParseStyle(t *testing.T) {
	assert.Equal(t, Dark, ParseStyle("dark"))
	assert.Equal(t, Light, ParseStyle("light"))
	assert.Equal(t, Plain, ParseStyle("notty"))
	assert.Equal(t, Plain, ParseStyle(""))
}

func TestColourOnlyAddsEmphasis(t *testing.T) {
	before := lipgloss.ColorProfile()
	lipgloss.SetColorProfile(termenv.ANSI256)
	t.Cleanup(func() { lipgloss.SetColorProfile(before) })

	p := board.Opening(board.Rules{Set: board.Nemec})
	marks := []Mark{{board.At(2, 3), From}, {board.At(2, 5), To}, {board.At(7, 14), Taken}, {board.At(0, 0), Spot}}
	for _, style := range []Style{Dark, Light} {
		for _, layout := range []Layout{Full, Narrow, Compact} {
			plain := Draw(&p, Options{Layout: layout, Marks: marks})
			coloured := Draw(&p, Options{Layout: layout, Style: style, Marks: marks})
			assert.NotEqual(t, plain, coloured, "style %d colours something", style)
			assert.Contains(t, coloured, "\x1b[")
			assert.Equal(t, plain, ansi.Strip(coloured), "the text is the same in every style")
			for _, line := range strings.Split(coloured, "\n") {
				assert.LessOrEqual(t, ansi.StringWidth(line), Width(&p, layout))
			}
		}
	}
}

func TestDrawOddPositionsWithoutPanic(t *testing.T) {
	big := board.Opening(board.Rules{Set: board.Nemec})
	big.Ranks = 40 // not a board: drawn as far as a board goes
	cases := map[string]board.Position{
		"zero":     {},
		"too long": big,
		"negative": {Ranks: -3},
		"no side":  {Ranks: 16, Rules: board.Rules{Set: board.Nemec}},
		"no rules": {Ranks: 16, ToMove: board.White},
		"one rank": {Ranks: 1, Rules: board.Rules{Set: board.Fulke3}},
	}
	marks := []Mark{{board.NoSquare, To}, {board.Square(127), Taken}, {board.Square(3), MarkKind(99)}, {board.Square(-100), From}}
	for name, p := range cases {
		for _, layout := range []Layout{Full, Narrow, Compact} {
			assert.NotPanics(t, func() {
				out := Draw(&p, Options{Layout: layout, Marks: marks, Style: Dark})
				assert.NotEmpty(t, out, name)
			}, name)
		}
	}
	z := board.Position{}
	assert.Contains(t, Draw(&z, Options{}), "No side to move, turn 0. Rules: none on 0 ranks.")
}

func TestWrap(t *testing.T) {
	assert.Equal(t, []string{"one two", "  three"}, wrap("one two three", 8))
	assert.Equal(t, []string{"abcde", "  fgh"}, wrap("abcdefgh", 5))
	assert.Equal(t, []string{"a"}, wrap("a", 1))
	assert.Empty(t, wrap("", 10))
	for _, line := range wrap(strings.Repeat("word ", 50)+strings.Repeat("x", 200), 30) {
		assert.LessOrEqual(t, ansi.StringWidth(line), 30)
	}
}

func FuzzDraw(f *testing.F) {
	for _, set := range board.RuleSets {
		f.Add(board.Opening(board.Rules{Set: set}).String(), 5)
	}
	f.Add("8/8/8/8/8/8/8/8/8/8/3,T65535,4/8/8/8/8/8 w parlett - - 1", 40)
	f.Fuzz(func(t *testing.T, text string, mark int) {
		p, err := board.Parse(text)
		if err != nil {
			return
		}
		marks := []Mark{{board.Square(mark), MarkKind(mark % 6)}}
		for _, layout := range []Layout{Full, Narrow, Compact} {
			out := Draw(&p, Options{Layout: layout, Marks: marks})
			w := Width(&p, layout)
			for _, line := range strings.Split(out, "\n") {
				if ansi.StringWidth(line) > w {
					t.Fatalf("%s line wider than %d: %q", layout, w, line)
				}
			}
		}
	})
}

func TestChosenManAndItsSquaresAreNamedInTheKey(t *testing.T) {
	p, err := board.Parse("8/8/8/8/8/8/8/8/8/8/R6,r9,6/8/8/8/8/8 w fulke1 - - 3")
	require.NoError(t, err)
	for _, layout := range []Layout{Full, Narrow, Compact} {
		out := Draw(&p, Options{Layout: layout, Marks: []Mark{{board.At(0, 5), Chosen}, {board.At(1, 6), Reach}}})
		assert.Contains(t, lineStarting(t, out, " 6"), ">(R6)<", layout)
		assert.Contains(t, lineStarting(t, out, " 7"), "*.*", layout)
		assert.Contains(t, out, "Marks: >..< the man chosen, *..* where it may go.", layout)
		assert.NotContains(t, out, "moved", layout)
	}
}

// A diagram is coloured for the terminal its renderer draws for, whatever
// the process's own terminal is: a class server draws one per student.
func TestDrawForTheRenderersTerminal(t *testing.T) {
	before := lipgloss.ColorProfile()
	t.Cleanup(func() { lipgloss.SetColorProfile(before) })
	colour := lipgloss.NewRenderer(io.Discard)
	colour.SetColorProfile(termenv.ANSI256)
	none := lipgloss.NewRenderer(io.Discard)
	none.SetColorProfile(termenv.Ascii)

	p := board.Opening(board.Rules{Set: board.Nemec})
	plain := Draw(&p, Options{Layout: Narrow})
	for _, process := range []termenv.Profile{termenv.Ascii, termenv.ANSI256} {
		lipgloss.SetColorProfile(process)
		assert.Equal(t, plain, Draw(&p, Options{Layout: Narrow, Style: Dark, Renderer: none}), "no colour")
		coloured := Draw(&p, Options{Layout: Narrow, Style: Dark, Renderer: colour})
		assert.Contains(t, coloured, "38;5;231m", "White's men in colour 231")
		assert.Equal(t, plain, ansi.Strip(coloured))
	}
}

// A palette draws each text in each style once and gives it again: the
// same as drawing it anew.
func TestPaletteDrawsAsItsStyles(t *testing.T) {
	r := lipgloss.NewRenderer(io.Discard)
	r.SetColorProfile(termenv.ANSI256)
	p := newPalette(Dark, r)
	fresh := newPalette(Dark, r)
	white := board.Man(board.White, board.Round, 6)
	for range 2 { // the second time from what was kept
		for _, mark := range []MarkKind{NoMark, From, To, Taken, Spot, MarkKind(99)} {
			want := fresh.white
			if mark.valid() {
				want = want.Inherit(fresh.marks[mark])
			}
			assert.Equal(t, want.Render("(R6)"), p.cell("(R6)", white, mark), "mark %d", mark)
			assert.Equal(t, fresh.empty.Render("."), p.cell(".", board.Piece{}, NoMark))
		}
		assert.Equal(t, fresh.lines.Render("|"), p.rule("|"))
	}
}
