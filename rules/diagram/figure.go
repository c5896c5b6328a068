package diagram

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"sync"

	"github.com/rithmo/rithmo/rules/board"
)

// A Figure is a position drawn as a picture: a list of simple items (lines,
// rectangles, circles, polygons, text) in units where a square of the board is
// Cell units wide. It is computed once by Picture and emitted by SVG, or by
// any other renderer (the worksheet's PDF walks the same items), so every
// output draws the same geometry.
type Figure struct {
	Width, Height float64
	// Title describes the picture in words, for screen readers and the
	// SVG's <title>.
	Title string
	Items []Item
}

// Cell is the side of a square of the board, in figure units.
const Cell = 40

// margin is the room for the rank and file labels round the board.
const margin = 22

// Paint is an item's fill or stroke. There are only three, so that the
// picture prints the same on any printer: ink, paper, and a light tint for
// the camps that no distinction depends on.
type Paint uint8

const (
	NoPaint    Paint = iota
	Ink              // black
	PaperWhite       // white
	Tint             // light grey
)

// RGB is the paint's colour, 0..255 each.
func (p Paint) RGB() (r, g, b uint8) {
	switch p {
	case Ink:
		return 0, 0, 0
	case Tint:
		return 0xe4, 0xe4, 0xe4
	}
	return 0xff, 0xff, 0xff
}

func (p Paint) svg() string {
	switch p {
	case Ink:
		return "#000"
	case PaperWhite:
		return "#fff"
	case Tint:
		return "#e4e4e4"
	}
	return "none"
}

// ItemKind is what an Item draws.
type ItemKind uint8

const (
	// Rect: Points[0] is the top-left corner, Points[1] the bottom-right.
	Rect ItemKind = iota + 1
	// Line: from Points[0] to Points[1].
	Line
	// Circle: centre Points[0], radius R.
	Circle
	// Polygon: the closed path through Points.
	Polygon
	// Text: Text centred on Points[0].X, its baseline at Points[0].Y.
	Text
)

// Point is a position in figure units, y growing downwards.
type Point struct{ X, Y float64 }

// Item is one thing drawn. Class names what it shows ("man white round",
// "mark taken", "arrow", "label"), for SVG styling and for tests.
type Item struct {
	Kind        ItemKind
	Points      []Point
	R           float64
	Fill        Paint
	Stroke      Paint
	StrokeWidth float64
	Dashed      bool
	Text        string
	FontSize    float64
	Bold        bool
	Class       string
}

// Arrow is a move drawn from one square to another.
type Arrow struct{ From, To board.Square }

// PictureOptions say what to draw over the position. The zero value draws
// the position alone.
type PictureOptions struct {
	// Marks ring squares: Taken draws a thick ring (a man taken), Spot a
	// dashed one (a man to look at), From and To a square outline.
	Marks []Mark
	// Arrows are moves, drawn over the men.
	Arrows []Arrow
	// Zone, when ZoneSet, draws one camp only, Zone's, tinted and edged:
	// where a triumph puzzle's triumph must stand. Both camps drawn would
	// mislead where they overlap (nemec: each camp is 12 of 16 ranks, and
	// the edges drawn at ranks 4 and 12 read as two camps of four).
	Zone    board.Side
	ZoneSet bool
}

// Picture lays out the position as a figure: the board with White at the
// bottom, the files labelled under and over it and the ranks on both sides,
// the camps tinted and edged with a thick rule, and every man as its shape
// with its value. White's men are drawn outlined and Black's filled, so the
// armies are told apart without colour; a pyramid is a triangle banded into
// its layers, its whole value in the base band. Marks and arrows come last,
// over the men.
func Picture(p *board.Position, o PictureOptions) Figure {
	ranks := clampRanks(p.Ranks)
	f := Figure{
		Width:  2*margin + board.Files*Cell,
		Height: 2*margin + float64(ranks*Cell),
		Title:  describe(p),
	}
	x0, y0 := float64(margin), float64(margin)
	top := func(r int) float64 { return y0 + float64((ranks-1-r)*Cell) }
	// The camps, tinted unless they cover the whole board, then the grid.
	lo, hi, campsOK := camps(p, ranks)
	tint := campsOK && (hi[0]-lo[0]+1)+(hi[1]-lo[1]+1) < ranks
	if campsOK && o.ZoneSet {
		i := 1 // camps lists Black's camp, then White's
		if o.Zone == board.Black {
			i = 0
		}
		lo, hi = [2]int{lo[i], lo[i]}, [2]int{hi[i], hi[i]}
		tint = true
		f.rect(Point{x0, top(hi[0])}, Point{x0 + board.Files*Cell, top(lo[0]) + Cell}, Tint, NoPaint, 0, "camp")
	} else if tint {
		for side := range lo {
			f.rect(Point{x0, top(hi[side])}, Point{x0 + board.Files*Cell, top(lo[side]) + Cell}, Tint, NoPaint, 0, "camp")
		}
	}
	for i := 0; i <= board.Files; i++ {
		x := x0 + float64(i*Cell)
		f.line(Point{x, y0}, Point{x, y0 + float64(ranks*Cell)}, 0.8, "grid")
	}
	for r := 0; r <= ranks; r++ {
		y := y0 + float64(r*Cell)
		f.line(Point{x0, y}, Point{x0 + board.Files*Cell, y}, 0.8, "grid")
	}
	if campsOK {
		for _, y := range campEdges(lo, hi, ranks) {
			yy := y0 + float64((ranks-y)*Cell)
			f.line(Point{x0, yy}, Point{x0 + board.Files*Cell, yy}, 3, "camp-edge")
		}
	}
	f.Items = append(f.Items, Item{Kind: Rect, Points: []Point{{x0, y0}, {x0 + board.Files*Cell, y0 + float64(ranks*Cell)}},
		Stroke: Ink, StrokeWidth: 2, Class: "frame"})
	// Labels.
	for i := 0; i < board.Files; i++ {
		x := x0 + float64(i*Cell) + Cell/2
		name := string(rune('a' + i))
		f.text(Point{x, y0 - 7}, name, 13, false, "label")
		f.text(Point{x, y0 + float64(ranks*Cell) + 17}, name, 13, false, "label")
	}
	for r := 0; r < ranks; r++ {
		y := top(r) + Cell/2 + 4.5
		name := strconv.Itoa(r + 1)
		f.text(Point{margin / 2, y}, name, 13, false, "label")
		f.text(Point{f.Width - margin/2, y}, name, 13, false, "label")
	}
	// Men.
	centre := func(sq board.Square) Point {
		return Point{x0 + float64(sq.File()*Cell) + Cell/2, top(sq.Rank()) + Cell/2}
	}
	for sq := 0; sq < ranks*board.Files; sq++ {
		if piece := p.Cells[sq]; !piece.IsEmpty() {
			f.man(centre(board.Square(sq)), piece)
		}
	}
	// Marks, then arrows over everything.
	for sq, kind := range markMap(p, o.Marks) {
		if kind != NoMark {
			f.mark(centre(board.Square(sq)), kind)
		}
	}
	for _, a := range o.Arrows {
		if p.Contains(a.From) && p.Contains(a.To) {
			if a.From == a.To {
				f.mark(centre(a.From), Spot)
				continue
			}
			f.arrow(centre(a.From), centre(a.To))
		}
	}
	return f
}

// campEdges are the lines (counted in ranks from the foot) where a camp
// meets the rest of the board.
func campEdges(lo, hi [2]int, ranks int) []int {
	var out []int
	for side := range lo {
		for _, y := range []int{lo[side], hi[side] + 1} {
			if y > 0 && y < ranks && !containsInt(out, y) {
				out = append(out, y)
			}
		}
	}
	return out
}

func containsInt(list []int, v int) bool {
	for _, x := range list {
		if x == v {
			return true
		}
	}
	return false
}

// describe is the picture's title: the position in notation, which a screen
// reader or a copy and paste can use.
func describe(p *board.Position) string {
	return "Rithmomachia position " + p.String()
}

func (f *Figure) rect(a, b Point, fill, stroke Paint, w float64, class string) {
	f.Items = append(f.Items, Item{Kind: Rect, Points: []Point{a, b}, Fill: fill, Stroke: stroke, StrokeWidth: w, Class: class})
}

func (f *Figure) line(a, b Point, w float64, class string) {
	f.Items = append(f.Items, Item{Kind: Line, Points: []Point{a, b}, Stroke: Ink, StrokeWidth: w, Class: class})
}

func (f *Figure) text(at Point, s string, size float64, bold bool, class string) {
	f.Items = append(f.Items, Item{Kind: Text, Points: []Point{at}, Text: s, FontSize: size, Bold: bold, Fill: Ink, Class: class})
}

// valueSize is the font size of a man's value: smaller as it grows longer.
func valueSize(s string) float64 {
	switch len(s) {
	case 1, 2:
		return 16
	case 3:
		return 13.5
	case 4:
		return 10.5
	}
	return 8.5
}

// man draws one man centred on c: outlined for White, filled for Black.
func (f *Figure) man(c Point, piece board.Piece) {
	fill, ink := PaperWhite, Ink
	side := "white"
	if piece.Side == board.Black {
		fill, ink, side = Ink, PaperWhite, "black"
	}
	value := strconv.FormatUint(uint64(piece.Value), 10)
	if piece.Prisoner {
		value += "*" // a fulke2 prisoner set on the board, as the notation marks it
	}
	size := valueSize(value)
	class := "man " + side + " " + piece.Shape.String()
	if piece.Prisoner {
		class += " prisoner"
	}
	textAt := Point{c.X, c.Y + 0.36*size}
	switch piece.Shape {
	case board.Round:
		f.Items = append(f.Items, Item{Kind: Circle, Points: []Point{c}, R: 17, Fill: fill, Stroke: Ink, StrokeWidth: 1.6, Class: class})
	case board.Triangle:
		f.Items = append(f.Items, Item{Kind: Polygon, Points: []Point{{c.X, c.Y - 18}, {c.X + 19, c.Y + 15}, {c.X - 19, c.Y + 15}},
			Fill: fill, Stroke: Ink, StrokeWidth: 1.6, Class: class})
		size = min(size, 12.5)
		textAt = Point{c.X, c.Y + 11}
	case board.SquareShape:
		f.rect(Point{c.X - 16, c.Y - 16}, Point{c.X + 16, c.Y + 16}, fill, Ink, 1.6, class)
	case board.Pyramid:
		f.pyramid(c, piece, fill, ink, class)
		size = min(size, 11)
		textAt = Point{c.X, c.Y + 15}
	}
	f.Items = append(f.Items, Item{Kind: Text, Points: []Point{textAt}, Text: value, FontSize: size, Bold: true, Fill: ink, Class: "value " + side})
}

// pyramid is a triangle banded into the pyramid's layers: the base band,
// deep enough for the whole value, is the base layer; the part above is cut
// into one band for each layer left.
func (f *Figure) pyramid(c Point, piece board.Piece, fill, ink Paint, class string) {
	apex, base, half := c.Y-19, c.Y+18, 19.0
	f.Items = append(f.Items, Item{Kind: Polygon, Points: []Point{{c.X, apex}, {c.X + half, base}, {c.X - half, base}},
		Fill: fill, Stroke: Ink, StrokeWidth: 1.6, Class: class})
	n := int(piece.NLayers)
	baseTop := c.Y + 3
	for i := 1; i < n; i++ {
		y := apex + (baseTop-apex)*float64(i)/float64(n-1)
		w := half * (y - apex) / (base - apex)
		f.Items = append(f.Items, Item{Kind: Line, Points: []Point{{c.X - w, y}, {c.X + w, y}}, Stroke: ink, StrokeWidth: 1, Class: "layer"})
	}
}

// mark rings a square.
func (f *Figure) mark(c Point, kind MarkKind) {
	switch kind {
	case Taken:
		f.Items = append(f.Items,
			Item{Kind: Circle, Points: []Point{c}, R: 20.5, Stroke: PaperWhite, StrokeWidth: 6, Class: "halo"},
			Item{Kind: Circle, Points: []Point{c}, R: 20.5, Stroke: Ink, StrokeWidth: 3, Class: "mark taken"})
	case Spot, Triumph:
		f.Items = append(f.Items,
			Item{Kind: Circle, Points: []Point{c}, R: 20.5, Stroke: PaperWhite, StrokeWidth: 5, Class: "halo"},
			Item{Kind: Circle, Points: []Point{c}, R: 20.5, Stroke: Ink, StrokeWidth: 2, Dashed: true, Class: "mark spot"})
	case From, To, Chosen, Reach, Taker:
		class := "mark from"
		if kind == To || kind == Reach {
			class = "mark to"
		}
		f.Items = append(f.Items, Item{Kind: Rect, Points: []Point{{c.X - Cell/2 + 2.5, c.Y - Cell/2 + 2.5}, {c.X + Cell/2 - 2.5, c.Y + Cell/2 - 2.5}},
			Stroke: Ink, StrokeWidth: 2.5, Dashed: kind == From || kind == Chosen || kind == Taker, Class: class})
	}
}

// arrow draws a move from a to b: a shaft with a white halo, so that it reads
// over men of either army, and a head that stops short of b's centre.
func (f *Figure) arrow(a, b Point) {
	dx, dy := b.X-a.X, b.Y-a.Y
	l := math.Hypot(dx, dy) // geometry only: nothing is judged by a float
	ux, uy := dx/l, dy/l
	a = Point{a.X + ux*13, a.Y + uy*13} // clear of the mover's value
	tip := Point{b.X - ux*8, b.Y - uy*8}
	neck := Point{tip.X - ux*14, tip.Y - uy*14}
	head := []Point{tip, {neck.X - uy*8, neck.Y + ux*8}, {neck.X + uy*8, neck.Y - ux*8}}
	f.Items = append(f.Items,
		Item{Kind: Line, Points: []Point{a, neck}, Stroke: PaperWhite, StrokeWidth: 8, Class: "halo"},
		Item{Kind: Polygon, Points: head, Fill: PaperWhite, Stroke: PaperWhite, StrokeWidth: 4, Class: "halo"},
		Item{Kind: Line, Points: []Point{a, neck}, Stroke: Ink, StrokeWidth: 4, Class: "arrow"},
		Item{Kind: Polygon, Points: head, Fill: Ink, Stroke: Ink, StrokeWidth: 1, Class: "arrow"})
}

// SVG writes the figure as a standalone SVG document, sized in CSS pixels
// one to a unit. The same figure gives the same bytes.
func (f Figure) SVG() []byte {
	var b strings.Builder
	b.Grow(16384)
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 %s %s" width="%s" height="%s" role="img" aria-label="%s">`+"\n",
		num(f.Width), num(f.Height), num(f.Width), num(f.Height), escape(f.Title))
	fmt.Fprintf(&b, "<title>%s</title>\n", escape(f.Title))
	b.WriteString(`<g font-family="Helvetica, Arial, sans-serif" text-anchor="middle">` + "\n")
	for _, it := range f.Items {
		writeItem(&b, it)
	}
	b.WriteString("</g>\n</svg>\n")
	return []byte(b.String())
}

func writeItem(b *strings.Builder, it Item) {
	paint := func() {
		fmt.Fprintf(b, ` fill="%s"`, it.Fill.svg())
		if it.Stroke != NoPaint {
			fmt.Fprintf(b, ` stroke="%s" stroke-width="%s"`, it.Stroke.svg(), num(it.StrokeWidth))
			if it.Dashed {
				b.WriteString(` stroke-dasharray="5 3"`)
			}
		}
		fmt.Fprintf(b, ` class="%s"/>`+"\n", it.Class)
	}
	switch it.Kind {
	case Rect:
		a, c := it.Points[0], it.Points[1]
		fmt.Fprintf(b, `<rect x="%s" y="%s" width="%s" height="%s"`, num(a.X), num(a.Y), num(c.X-a.X), num(c.Y-a.Y))
		paint()
	case Line:
		fmt.Fprintf(b, `<line x1="%s" y1="%s" x2="%s" y2="%s" stroke="%s" stroke-width="%s"`,
			num(it.Points[0].X), num(it.Points[0].Y), num(it.Points[1].X), num(it.Points[1].Y), it.Stroke.svg(), num(it.StrokeWidth))
		if it.Dashed {
			b.WriteString(` stroke-dasharray="5 3"`)
		}
		fmt.Fprintf(b, ` class="%s"/>`+"\n", it.Class)
	case Circle:
		fmt.Fprintf(b, `<circle cx="%s" cy="%s" r="%s"`, num(it.Points[0].X), num(it.Points[0].Y), num(it.R))
		paint()
	case Polygon:
		b.WriteString(`<polygon points="`)
		for i, p := range it.Points {
			if i > 0 {
				b.WriteByte(' ')
			}
			b.WriteString(num(p.X) + "," + num(p.Y))
		}
		b.WriteByte('"')
		paint()
	case Text:
		fmt.Fprintf(b, `<text x="%s" y="%s" font-size="%s"`, num(it.Points[0].X), num(it.Points[0].Y), num(it.FontSize))
		if it.Bold {
			b.WriteString(` font-weight="bold"`)
		}
		fmt.Fprintf(b, ` fill="%s" class="%s">%s</text>`+"\n", it.Fill.svg(), it.Class, escape(it.Text))
	}
}

// num writes a coordinate with at most two decimals, the same on every
// machine.
func num(v float64) string {
	s := strconv.FormatFloat(v, 'f', 2, 64)
	s = strings.TrimSuffix(strings.TrimRight(s, "0"), ".")
	if s == "-0" {
		return "0"
	}
	return s
}

var xmlEscaper = sync.OnceValue(func() *strings.Replacer {
	return strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", `"`, "&quot;", "'", "&#39;")
})

func escape(s string) string { return xmlEscaper().Replace(s) }

// SVG draws the position as a standalone SVG document: Picture, then
// Figure.SVG.
func SVG(p *board.Position, o PictureOptions) []byte {
	return Picture(p, o).SVG()
}
