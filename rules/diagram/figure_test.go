package diagram

import (
	"bytes"
	"encoding/xml"
	"errors"
	"io"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/rules/board"
)

// decodeXML reads a whole document with encoding/xml, failing on the first
// error, and counts the elements of each name.
func decodeXML(t *testing.T, data []byte) map[string]int {
	t.Helper()
	d := xml.NewDecoder(bytes.NewReader(data))
	d.Strict = true
	count := map[string]int{}
	depth := 0
	for {
		tok, err := d.Token()
		if errors.Is(err, io.EOF) {
			break
		}
		require.NoError(t, err)
		switch el := tok.(type) {
		case xml.StartElement:
			count[el.Name.Local]++
			depth++
		case xml.EndElement:
			depth--
		}
	}
	require.Zero(t, depth, "every element closed")
	return count
}

// middlegame is the marked fulke3 board of TestGoldenMarkedMiddlegame: 12
// ranks, men taken, a pyramid short of a layer.
func middlegame(t *testing.T) board.Position {
	p, err := board.Parse("s49,s121,4,s225,s361/s28,s66,t36,1,t56,t64,s120,p[t25,t36,s49,s64]/t16,1,r9,r25,r49,r81,t90,t100/2,r3,r5,1,r9,2/4,t12,3/8/2,R6,5/3,R6,4/3,R8,R4,R2,2/T81,T72,R64,R36,R16,R4,T6,T9/S153,P[R1,R4,T9,T16,S25,S36],T49,T42,T20,T25,S45,S15/S289,S169,4,S81,S25 b fulke3 r16,t30 R6 9")
	require.NoError(t, err)
	return p
}

func TestGoldenSVG(t *testing.T) {
	p := board.Opening(board.Rules{Set: board.Fulke1})
	golden(t, "fulke1-svg", string(SVG(&p, PictureOptions{})))

	m := middlegame(t)
	opts := PictureOptions{
		Marks:  []Mark{{board.At(4, 7), Taken}, {board.At(3, 4), Spot}, {board.At(0, 0), From}, {board.At(1, 0), To}},
		Arrows: []Arrow{{board.At(2, 3), board.At(2, 5)}},
	}
	golden(t, "marked-fulke3-svg", string(SVG(&m, opts)))
}

func TestSVGIsValidXMLForEveryPosition(t *testing.T) {
	for name, p := range positions(t) {
		for _, marked := range []bool{false, true} {
			var o PictureOptions
			if marked {
				o.Marks = allMarks(&p)
				o.Arrows = []Arrow{{board.At(0, 0), board.At(7, p.Ranks-1)}, {board.At(3, 3), board.At(3, 3)}}
			}
			data := SVG(&p, o)
			count := decodeXML(t, data)
			assert.Equal(t, 1, count["svg"], name)
			assert.Equal(t, 1, count["title"], name)
			men := 0
			p.Men(func(board.Square, board.Piece) { men++ })
			assert.Equal(t, men, strings.Count(string(data), `class="value `), "%s: every man has its value written", name)
		}
	}
}

func TestPictureTellsArmiesAndShapesApartWithoutColour(t *testing.T) {
	p, err := board.Parse("8/8/8/8/8/8/8/8/8/8/R6,r9,T12,t12,S45,s49,P[R4,T9],p[r16,t25,t36]/8/8/8/8/8 w fulke1 - - 3")
	require.NoError(t, err)
	f := Picture(&p, PictureOptions{})
	fills := map[string]Paint{}
	kinds := map[string]ItemKind{}
	layers := 0
	for _, it := range f.Items {
		if strings.HasPrefix(it.Class, "man ") {
			fills[it.Class] = it.Fill
			kinds[it.Class] = it.Kind
			assert.Equal(t, Ink, it.Stroke, "every man has an ink outline: %s", it.Class)
		}
		if it.Class == "layer" {
			layers++
		}
	}
	for _, tc := range []struct {
		class string
		fill  Paint
		kind  ItemKind
	}{
		{"man white round", PaperWhite, Circle}, {"man black round", Ink, Circle},
		{"man white triangle", PaperWhite, Polygon}, {"man black triangle", Ink, Polygon},
		{"man white square", PaperWhite, Rect}, {"man black square", Ink, Rect},
		{"man white pyramid", PaperWhite, Polygon}, {"man black pyramid", Ink, Polygon},
	} {
		assert.Equal(t, tc.fill, fills[tc.class], "%s: White outlined, Black filled", tc.class)
		assert.Equal(t, tc.kind, kinds[tc.class], tc.class)
	}
	// A pyramid of n layers is cut into n bands by n-1 lines: 1 + 2.
	assert.Equal(t, 3, layers)
	svg := string(f.SVG())
	for _, v := range []string{">6<", ">9<", ">12<", ">45<", ">49<", ">13<", ">77<"} {
		assert.Contains(t, svg, v, "the values, a pyramid's whole value")
	}
	assert.NotContains(t, svg, "arrow", "no marks unless asked")
	assert.NotContains(t, svg, "mark ")
}

func TestPictureFitsTheBoardLength(t *testing.T) {
	for ranks := board.MinRanks; ranks <= board.MaxRanks; ranks++ {
		text := strings.TrimSuffix(strings.Repeat("8/", ranks), "/") + " w fulke3 - - 1"
		p, err := board.Parse(text)
		require.NoError(t, err, text)
		f := Picture(&p, PictureOptions{Marks: []Mark{{board.At(7, ranks-1), Taken}, {board.At(0, ranks), Taken}}})
		assert.Equal(t, float64(2*margin+ranks*Cell), f.Height)
		assert.Equal(t, float64(2*margin+8*Cell), f.Width)
		rings := 0
		for _, it := range f.Items {
			for _, pt := range it.Points {
				assert.True(t, pt.X >= 0 && pt.X <= f.Width && pt.Y >= 0 && pt.Y <= f.Height, "%d ranks: %s at %v inside", ranks, it.Class, pt)
			}
			if it.Class == "mark taken" {
				rings++
			}
		}
		assert.Equal(t, 1, rings, "a mark off the board is left out")
		svg := string(f.SVG())
		assert.Contains(t, svg, ">"+strconv.Itoa(ranks)+"<", "the top rank labelled")
		assert.NotContains(t, svg, ">"+strconv.Itoa(ranks+1)+"<")
	}
}

func TestPictureMarksTheMoveAndTheMenTaken(t *testing.T) {
	m := middlegame(t)
	f := Picture(&m, PictureOptions{
		Marks:  []Mark{{board.At(4, 7), Taken}},
		Arrows: []Arrow{{board.At(2, 3), board.At(2, 5)}, {board.At(5, 5), board.At(5, 5)}, {board.At(0, 0), board.NoSquare}},
	})
	classes := map[string]int{}
	for _, it := range f.Items {
		classes[it.Class]++
	}
	assert.Equal(t, 2, classes["arrow"], "one arrow (shaft and head); one off the board left out")
	assert.Equal(t, 1, classes["mark taken"])
	assert.Equal(t, 1, classes["mark spot"], "an attack (from = to) rings its man")
	// Marks come after the men, so they are drawn over them.
	last := 0
	for i, it := range f.Items {
		if strings.HasPrefix(it.Class, "man ") {
			last = i
		}
	}
	for i, it := range f.Items {
		if it.Class == "arrow" || strings.HasPrefix(it.Class, "mark") {
			assert.Greater(t, i, last, it.Class)
		}
	}
}

func TestSVGIsDeterministicAndEscaped(t *testing.T) {
	p := board.Opening(board.Rules{Set: board.Nemec})
	assert.Equal(t, SVG(&p, PictureOptions{}), SVG(&p, PictureOptions{}))
	assert.Equal(t, "0", num(-0.001))
	assert.Equal(t, "12.5", num(12.5))
	assert.Equal(t, "3", num(3))
	assert.Equal(t, "&lt;a &amp; &quot;b&quot;&gt;", escape(`<a & "b">`))
}
