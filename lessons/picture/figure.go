package picture

import (
	"fmt"
	"strconv"

	"github.com/rithmo/rithmo/rules/diagram"
)

// Figure lays the block out as a picture for print (the worksheets' HTML
// and PDF draw diagram.Figure the same): a board as the puzzles' boards
// are drawn, dots as circles, Boethius' table as a grid of numbers with its
// diagonal of squares in bold, the monochord as ruled strings. Its Title is
// the block in words.
func (b Block) Figure() diagram.Figure {
	var f diagram.Figure
	switch b.Kind {
	case Board:
		f = diagram.Picture(&b.board.pos, diagram.PictureOptions{Marks: b.board.marks()})
	case Dots:
		f = dotsFigure(b.dots)
	case Table:
		f = tableFigure(b.table)
	case Monochord:
		f = b.chord.figure()
	}
	f.Title = b.Words()
	return f
}

// Caption is what a printed picture says under it: what a board shows in
// numbers, a figure's sums, the monochord's intervals.
func (b Block) Caption() string {
	switch b.Kind {
	case Board:
		if s := b.board.shows(); s != "" {
			return s
		}
		if b.board.opening {
			return fmt.Sprintf("The opening array under %s.", b.board.pos.Rules)
		}
		return ""
	case Table:
		return fmt.Sprintf("Boethius' table: row r holds r × 1 to r × %d; the squares, in bold, stand on its diagonal.", b.table)
	}
	return b.Words()
}

const (
	dotGap   = 14.0 // between the centres of neighbouring dots
	dotR     = 4.5
	labelPt  = 12.0
	figGap   = 30.0 // between two figures
	figInset = 6.0
)

func text(x, y float64, s string, bold bool, class string) diagram.Item {
	return diagram.Item{Kind: diagram.Text, Points: []diagram.Point{{X: x, Y: y}}, Text: s, FontSize: labelPt,
		Bold: bold, Fill: diagram.Ink, Class: class}
}

func dotsFigure(figs []Figure) diagram.Figure {
	var f diagram.Figure
	x := figInset
	top := figInset + labelPt + 6
	for _, fig := range figs {
		rows := fig.rows()[1:] // the text rows: a dot at every "o"
		cols := 0
		for _, r := range rows {
			cols = max(cols, len(r))
		}
		// Text columns are half a dot apart (a dot, a space).
		w := float64(cols-1)/2*dotGap + 2*dotR
		label := fig.rows()[0]
		w = max(w, float64(len(label))*labelPt*0.55)
		f.Items = append(f.Items, text(x+w/2, figInset+labelPt, label, true, "label"))
		for r, line := range rows {
			for c, ch := range line {
				if ch == 'o' {
					f.Items = append(f.Items, diagram.Item{Kind: diagram.Circle,
						Points: []diagram.Point{{X: x + dotR + float64(c)/2*dotGap, Y: top + dotR + float64(r)*dotGap}},
						R:      dotR, Fill: diagram.Ink, Class: "dot"})
				}
			}
		}
		f.Height = max(f.Height, top+float64(len(rows)-1)*dotGap+2*dotR+figInset)
		x += w + figGap
	}
	f.Width = x - figGap + figInset
	return f
}

func tableFigure(n int) diagram.Figure {
	const cellW, cellH = 34.0, 22.0
	f := diagram.Figure{Width: cellW*float64(n) + 2*figInset, Height: cellH*float64(n) + 2*figInset}
	f.Items = append(f.Items, diagram.Item{Kind: diagram.Rect,
		Points: []diagram.Point{{X: figInset, Y: figInset}, {X: f.Width - figInset, Y: f.Height - figInset}},
		Stroke: diagram.Ink, StrokeWidth: 1, Class: "frame"})
	for r := 1; r <= n; r++ {
		for c := 1; c <= n; c++ {
			x := figInset + (float64(c)-0.5)*cellW
			y := figInset + float64(r)*cellH - 6
			f.Items = append(f.Items, text(x, y, strconv.Itoa(r*c), r == c, "number"))
		}
	}
	return f
}

func (c *chord) figure() diagram.Figure {
	const unit, rowH, left = 16.0, 26.0, 40.0
	right := left + unit*float64(c.whole)
	longest := len("the whole string")
	for _, s := range c.stops {
		longest = max(longest, len(c.interval(s)))
	}
	textW := float64(longest) * labelPt * 0.55
	f := diagram.Figure{Width: right + 16 + textW + figInset, Height: rowH*float64(len(c.stops)+1) + 2*figInset}
	row := func(i, length int, words string) {
		y := figInset + rowH*float64(i) + rowH/2
		end := left + unit*float64(length)
		f.Items = append(f.Items,
			text(left/2, y+4, strconv.Itoa(length), false, "label"),
			diagram.Item{Kind: diagram.Line, Points: []diagram.Point{{X: left, Y: y}, {X: end, Y: y}}, Stroke: diagram.Ink, StrokeWidth: 2.5, Class: "string"},
			diagram.Item{Kind: diagram.Line, Points: []diagram.Point{{X: left, Y: y - 7}, {X: left, Y: y + 7}}, Stroke: diagram.Ink, StrokeWidth: 2, Class: "bridge"},
			diagram.Item{Kind: diagram.Line, Points: []diagram.Point{{X: end, Y: y - 7}, {X: end, Y: y + 7}}, Stroke: diagram.Ink, StrokeWidth: 2, Class: "bridge"},
			text(right+16+textW/2, y+4, words, false, "interval"))
	}
	row(0, c.whole, "the whole string")
	for i, s := range c.stops {
		row(i+1, s, c.interval(s))
	}
	return f
}
