package picture

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/rithmo/rithmo/lessons/lineerr"
	"github.com/rithmo/rithmo/rules/arith"
	"github.com/rithmo/rithmo/rules/engine"
)

// Shape is a figure of dots.
type Shape uint8

const (
	NoShape  Shape = iota
	Square         // n rows of n
	Triangle       // rows of 1, 2, ... n
	Oblong         // n rows of n + 1: Boethius' heteromecic number
	Pyramid        // square layers of 1, 4, ... n × n, side by side
)

var shapeNames = [...]string{"none", "square", "triangle", "oblong", "pyramid"}

func (s Shape) String() string {
	if int(s) < len(shapeNames) {
		return shapeNames[s]
	}
	return "none"
}

// Figure is a figurate number drawn in dots, by its side.
type Figure struct {
	Shape Shape
	Side  int
}

// maxSide keeps a figure within 80 columns (a pyramid of side 6 is 51
// wide, a square of side 12 is 23).
var maxSide = [...]int{Square: 12, Triangle: 12, Oblong: 12, Pyramid: 6}

// Value is the number the figure shows.
func (f Figure) Value() int {
	n := f.Side
	switch f.Shape {
	case Square:
		return n * n
	case Triangle:
		return n * (n + 1) / 2
	case Oblong:
		return n * (n + 1)
	case Pyramid:
		return n * (n + 1) * (2*n + 1) / 6
	}
	return 0
}

func parseDots(fields map[string]field, fence int) ([]Figure, error) {
	f, err := need(fields, "figures", Dots, fence)
	if err != nil {
		return nil, err
	}
	var out []Figure
	for _, item := range strings.Split(f.value, ",") {
		words := strings.Fields(item)
		if len(words) != 2 {
			return nil, lineerr.Errorf(f.line, "figures: %q is not a shape and its side, like \"square 3\"", strings.TrimSpace(item))
		}
		shape := NoShape
		for s, name := range shapeNames {
			if s > 0 && strings.EqualFold(words[0], name) {
				shape = Shape(s)
			}
		}
		if strings.EqualFold(words[0], "heteromecic") {
			shape = Oblong
		}
		if shape == NoShape {
			return nil, lineerr.Errorf(f.line, "figures: %q is no shape (square, triangle, oblong or heteromecic, pyramid)", words[0])
		}
		side, err := number(f, words[1], 1, maxSide[shape])
		if err != nil {
			return nil, err
		}
		out = append(out, Figure{shape, side})
	}
	if len(out) > 6 {
		return nil, lineerr.Errorf(f.line, "figures: %d figures; at most 6 fit side by side", len(out))
	}
	return out, nil
}

// rows draws the figure, each row of dots as text, the label on top.
func (f Figure) rows() []string {
	label := fmt.Sprintf("%s %d", f.Shape, f.Value())
	switch f.Shape {
	case Oblong:
		label = fmt.Sprintf("heteromecic %d", f.Value())
	case Pyramid:
		label = fmt.Sprintf("pyramid %d = %s", f.Value(), strings.Join(upTo(f.Side, true), " + "))
	}
	dots := func(n int) string { return strings.TrimSpace(strings.Repeat("o ", n)) }
	var body []string
	n := f.Side
	switch f.Shape {
	case Square:
		for range n {
			body = append(body, dots(n))
		}
	case Oblong:
		for range n {
			body = append(body, dots(n+1))
		}
	case Triangle:
		for r := 1; r <= n; r++ {
			body = append(body, strings.Repeat(" ", n-r)+dots(r))
		}
	case Pyramid:
		// The layers side by side, the top first, aligned at their heads.
		for r := 0; r < n; r++ {
			var line []string
			for k := 1; k <= n; k++ {
				cell := strings.Repeat(" ", 2*k-1)
				if r < k {
					cell = dots(k)
				}
				line = append(line, cell)
			}
			body = append(body, strings.TrimRight(strings.Join(line, "   "), " "))
		}
	}
	return append([]string{label}, body...)
}

func dotsText(figs []Figure, width int) (string, int) {
	drawn := make([][]string, len(figs))
	widths := make([]int, len(figs))
	need, total, tallest := 0, 0, 0
	for i, f := range figs {
		drawn[i] = f.rows()
		for _, l := range drawn[i] {
			widths[i] = max(widths[i], len(l))
		}
		need = max(need, widths[i])
		total += widths[i]
		tallest = max(tallest, len(drawn[i]))
	}
	const gap = 4
	total += gap * (len(figs) - 1)
	if need > width {
		return "", need
	}
	if total > width {
		// One under another.
		var out []string
		for i, d := range drawn {
			if i > 0 {
				out = append(out, "")
			}
			out = append(out, d...)
		}
		return strings.Join(out, "\n"), 0
	}
	lines := make([]string, tallest)
	for r := range lines {
		var b strings.Builder
		for i, d := range drawn {
			cell := ""
			if r < len(d) {
				cell = d[r]
			}
			if i < len(drawn)-1 {
				cell += strings.Repeat(" ", widths[i]-len(cell)+gap)
			}
			b.WriteString(cell)
		}
		lines[r] = strings.TrimRight(b.String(), " ")
	}
	return strings.Join(lines, "\n"), 0
}

func dotsWords(figs []Figure) string {
	parts := make([]string, len(figs))
	for i, f := range figs {
		n := f.Side
		switch f.Shape {
		case Square:
			parts[i] = fmt.Sprintf("The square %d: %d rows of %d dots, %d × %d = %d.", f.Value(), n, n, n, n, f.Value())
		case Oblong:
			parts[i] = fmt.Sprintf("The heteromecic (oblong) number %d: %d rows of %d dots, %d × %d = %d.", f.Value(), n, n+1, n, n+1, f.Value())
		case Triangle:
			parts[i] = fmt.Sprintf("The triangle %d: rows of %s dots, %s = %d.", f.Value(), engine.JoinAnd(upTo(n, false)), strings.Join(upTo(n, false), " + "), f.Value())
		case Pyramid:
			parts[i] = fmt.Sprintf("The pyramid %d: square layers of %s dots, %s = %d.", f.Value(), engine.JoinAnd(upTo(n, true)), strings.Join(upTo(n, true), " + "), f.Value())
		}
	}
	return "Dots: " + strings.Join(parts, " ")
}

// upTo lists 1 to n, or their squares.
func upTo(n int, squares bool) []string {
	out := make([]string, n)
	for k := 1; k <= n; k++ {
		v := k
		if squares {
			v = k * k
		}
		out[k-1] = strconv.Itoa(v)
	}
	return out
}

func parseTable(fields map[string]field, fence int) (int, error) {
	f, err := need(fields, "size", Table, fence)
	if err != nil {
		return 0, err
	}
	return number(f, f.value, 2, 12)
}

// tableText draws Boethius' table: row r holds r × 1 to r × n, so each
// row against the first is multiplex and against the row above it
// superparticular.
func tableText(n, width int) (string, int) {
	cell := len(strconv.Itoa(n*n)) + 1
	if need := cell * n; need > width {
		return "", need
	}
	lines := make([]string, n)
	for r := 1; r <= n; r++ {
		var b strings.Builder
		for c := 1; c <= n; c++ {
			fmt.Fprintf(&b, "%*d", cell, r*c)
		}
		lines[r-1] = b.String()
	}
	return strings.Join(lines, "\n"), 0
}

func tableWords(n int) string {
	var b strings.Builder
	fmt.Fprintf(&b, "Boethius' table of %d rows of %d numbers: row r holds r times 1 to %d, and the squares 1, 4 and so on to %d stand on its diagonal.", n, n, n, n*n)
	for r := 1; r <= n; r++ {
		vals := make([]string, n)
		for c := 1; c <= n; c++ {
			vals[c-1] = strconv.Itoa(r * c)
		}
		fmt.Fprintf(&b, " Row %d: %s.", r, strings.Join(vals, ", "))
	}
	return b.String()
}

// chord is a monochord: a string of whole units and where it is stopped.
type chord struct {
	whole int
	stops []int
}

func parseChord(fields map[string]field, fence int) (*chord, error) {
	sf, err := need(fields, "string", Monochord, fence)
	if err != nil {
		return nil, err
	}
	whole, err := number(sf, sf.value, 2, 48)
	if err != nil {
		return nil, err
	}
	tf, err := need(fields, "stops", Monochord, fence)
	if err != nil {
		return nil, err
	}
	c := &chord{whole: whole}
	for _, s := range strings.FieldsFunc(tf.value, func(r rune) bool { return r == ' ' || r == ',' }) {
		n, err := number(tf, s, 1, whole-1)
		if err != nil {
			return nil, err
		}
		c.stops = append(c.stops, n)
	}
	if len(c.stops) == 0 || len(c.stops) > 8 {
		return nil, lineerr.Errorf(tf.line, "stops: give 1 to 8 stops, not %d", len(c.stops))
	}
	return c, nil
}

// interval names what a stopped part sounds against the whole string, in
// short: "12 : 9 = 4 : 3, the fourth".
func (c *chord) interval(part int) string {
	g := arith.GCD(c.whole, part)
	s := fmt.Sprintf("%d : %d", c.whole, part)
	if g > 1 {
		s += fmt.Sprintf(" = %d : %d", c.whole/g, part/g)
	}
	con, _, err := arith.ConsonanceOf(int64(c.whole), int64(part))
	if err != nil || con == arith.ConsonanceNone {
		return s + ", no consonance"
	}
	return s + ", the " + con.String()
}

// text draws the string and each stop as a bar of = signs, a unit as 1 to
// 4 columns, the interval beside it.
func (c *chord) text(width int) (string, int) {
	label := len(strconv.Itoa(c.whole))
	texts := []string{"the whole string"}
	longest := len(texts[0])
	for _, s := range c.stops {
		t := c.interval(s)
		texts = append(texts, t)
		longest = max(longest, len(t))
	}
	fixed := label + 2 + 2 + 2 + longest // "12  |", "|  ", the text
	unit := min(4, (width-fixed)/c.whole)
	if unit < 1 {
		return "", fixed + c.whole
	}
	bar := func(n int) string {
		return "|" + strings.Repeat("=", n*unit) + "|" + strings.Repeat(" ", (c.whole-n)*unit)
	}
	lines := []string{fmt.Sprintf("%*d  %s  %s", label, c.whole, bar(c.whole), texts[0])}
	for i, s := range c.stops {
		lines = append(lines, fmt.Sprintf("%*d  %s  %s", label, s, bar(s), texts[i+1]))
	}
	return strings.Join(lines, "\n"), 0
}

func (c *chord) words() string {
	var b strings.Builder
	fmt.Fprintf(&b, "A monochord: a string of %d units, stopped so that a part of it sounds against the whole.", c.whole)
	for _, s := range c.stops {
		_, why, err := arith.ConsonanceOf(int64(c.whole), int64(s))
		if err != nil {
			why = c.interval(s)
		}
		fmt.Fprintf(&b, " %d units sound: %s.", s, why)
	}
	return b.String()
}
