package pdfdoc

import (
	"bytes"
	"fmt"
	"math"
	"strconv"
	"time"
	"unicode/utf8"
)

// k is points per millimetre: PDF's own unit is the point, 1/72 inch.
const k = 72 / 25.4

// Paint says how a shape is painted: its outline, its inside, or both.
type Paint int

const (
	Stroke Paint = 1 << iota
	Fill
	FillStroke = Fill | Stroke
)

// Point is a point in millimetres from the page's top-left corner.
type Point struct{ X, Y float64 }

// Color is an RGB colour.
type Color struct{ R, G, B uint8 }

// state is the part of the graphics state the writer sets: what is asked
// for, and what the page's content stream was last told.
type state struct {
	draw, fill Color
	lineWidth  float64 // mm
	dash       [2]float64
	bold       bool
	size       float64 // font size, mm
}

// Doc is a PDF being written, page by page. Its zero value is not usable:
// make one with New.
type Doc struct {
	width, height float64 // mm
	title         string
	creator       string
	date          time.Time

	pages [][]byte
	page  []byte // the content stream of the page being written

	want state
	text Color // the colour of text
	said state // what the current page's stream has set
}

// New starts a document of pages width × height millimetres, with no page:
// call AddPage before drawing.
func New(width, height float64) *Doc {
	return &Doc{width: width, height: height, want: state{lineWidth: 0.2, size: 12 / k}}
}

// SetInfo sets the document's title and creator, shown by readers, and
// the date it is dated (its creation and modification date).
func (d *Doc) SetInfo(title, creator string, date time.Time) {
	d.title, d.creator, d.date = title, creator, date
}

// AddPage ends the current page, if any, and starts a new one.
func (d *Doc) AddPage() {
	if d.page != nil {
		d.pages = append(d.pages, d.page)
	}
	d.page = make([]byte, 0, 16<<10)
	// A page starts in PDF's initial state: black, lines 1 point wide and
	// solid, and no font (size 0, so that the first text sets one).
	d.said = state{lineWidth: 1 / k}
}

// SetFont selects Helvetica (bold or not) at pt points.
func (d *Doc) SetFont(bold bool, pt float64) {
	d.want.bold, d.want.size = bold, pt/k
}

// SetFontSize sets the size of the current font in millimetres.
func (d *Doc) SetFontSize(mm float64) { d.want.size = mm }

// SetDrawColor sets the colour of lines and outlines.
func (d *Doc) SetDrawColor(c Color) { d.want.draw = c }

// SetFillColor sets the colour that fills shapes.
func (d *Doc) SetFillColor(c Color) { d.want.fill = c }

// SetTextColor sets the colour of text.
func (d *Doc) SetTextColor(c Color) { d.text = c }

// SetLineWidth sets the width of lines and outlines in millimetres.
func (d *Doc) SetLineWidth(mm float64) { d.want.lineWidth = mm }

// SetDash makes lines dashes of on millimetres with gaps of off; 0, 0 draws
// them solid again.
func (d *Doc) SetDash(on, off float64) { d.want.dash = [2]float64{on, off} }

// StringWidth is the width of s in the current font, in millimetres.
func (d *Doc) StringWidth(s string) float64 {
	widths := &helveticaWidths
	if d.want.bold {
		widths = &helveticaBoldWidths
	}
	w := 0
	for _, c := range encode(s) {
		w += int(widths[c])
	}
	return float64(w) * d.want.size / 1000
}

// Text writes s with its baseline starting at (x, y).
func (d *Doc) Text(x, y float64, s string) {
	d.setFill(d.text)
	if d.said.bold != d.want.bold || d.said.size != d.want.size {
		font := "/F1 "
		if d.want.bold {
			font = "/F2 "
		}
		d.page = append(d.page, font...)
		d.page = num(d.page, d.want.size*k, 2)
		d.page = append(d.page, " Tf\n"...)
		d.said.bold, d.said.size = d.want.bold, d.want.size
	}
	d.page = append(d.page, "BT "...)
	d.page = d.xy(d.page, x, y)
	d.page = append(d.page, " Td ("...)
	d.page = escape(d.page, encode(s))
	d.page = append(d.page, ") Tj ET\n"...)
}

// Line draws a line from (x0, y0) to (x1, y1).
func (d *Doc) Line(x0, y0, x1, y1 float64) {
	d.sync(false, true)
	d.page = d.xy(d.page, x0, y0)
	d.page = append(d.page, " m "...)
	d.page = d.xy(d.page, x1, y1)
	d.page = append(d.page, " l S\n"...)
}

// Rect draws the rectangle with its top-left corner at (x, y).
func (d *Doc) Rect(x, y, w, h float64, p Paint) {
	d.sync(p&Fill != 0, p&Stroke != 0)
	d.page = d.xy(d.page, x, y)
	d.page = append(d.page, ' ')
	d.page = num(d.page, w*k, 2)
	d.page = append(d.page, ' ')
	d.page = num(d.page, -h*k, 2)
	d.page = append(d.page, " re "...)
	d.page = append(d.page, op(p)...)
	d.page = append(d.page, '\n')
}

// Circle draws the circle of radius r around (x, y), as four Bézier arcs.
func (d *Doc) Circle(x, y, r float64, p Paint) {
	d.sync(p&Fill != 0, p&Stroke != 0)
	c := r * 4 * (math.Sqrt2 - 1) / 3 // the control points' distance
	d.page = d.xy(d.page, x+r, y)
	d.page = append(d.page, " m\n"...)
	for _, q := range [4][6]float64{
		{x + r, y + c, x + c, y + r, x, y + r},
		{x - c, y + r, x - r, y + c, x - r, y},
		{x - r, y - c, x - c, y - r, x, y - r},
		{x + c, y - r, x + r, y - c, x + r, y},
	} {
		for i := 0; i < 6; i += 2 {
			d.page = d.xy(d.page, q[i], q[i+1])
			d.page = append(d.page, ' ')
		}
		d.page = append(d.page, "c\n"...)
	}
	d.page = append(d.page, "h "...)
	d.page = append(d.page, op(p)...)
	d.page = append(d.page, '\n')
}

// Polygon draws the closed polygon through the points.
func (d *Doc) Polygon(pts []Point, p Paint) {
	if len(pts) == 0 {
		return
	}
	d.sync(p&Fill != 0, p&Stroke != 0)
	for i, pt := range pts {
		d.page = d.xy(d.page, pt.X, pt.Y)
		if i == 0 {
			d.page = append(d.page, " m "...)
		} else {
			d.page = append(d.page, " l "...)
		}
	}
	d.page = append(d.page, "h "...)
	d.page = append(d.page, op(p)...)
	d.page = append(d.page, '\n')
}

// op is the path-painting operator of p.
func op(p Paint) string {
	switch p {
	case Fill:
		return "f"
	case FillStroke:
		return "B"
	}
	return "S"
}

// sync writes the state changes a fill or a stroke needs: the fill
// colour, and the line's colour, width and dash.
func (d *Doc) sync(fill, stroke bool) {
	if fill {
		d.setFill(d.want.fill)
	}
	if !stroke {
		return
	}
	if d.said.draw != d.want.draw {
		d.page = color(d.page, d.want.draw, "RG", "G")
		d.said.draw = d.want.draw
	}
	if d.said.lineWidth != d.want.lineWidth {
		d.page = num(d.page, d.want.lineWidth*k, 2)
		d.page = append(d.page, " w\n"...)
		d.said.lineWidth = d.want.lineWidth
	}
	if d.said.dash != d.want.dash {
		if d.want.dash == [2]float64{} {
			d.page = append(d.page, "[] 0 d\n"...)
		} else {
			d.page = append(d.page, '[')
			d.page = num(d.page, d.want.dash[0]*k, 3)
			d.page = append(d.page, ' ')
			d.page = num(d.page, d.want.dash[1]*k, 3)
			d.page = append(d.page, "] 0 d\n"...)
		}
		d.said.dash = d.want.dash
	}
}

// setFill makes c the stream's fill colour, which is also text's colour.
func (d *Doc) setFill(c Color) {
	if d.said.fill != c {
		d.page = color(d.page, c, "rg", "g")
		d.said.fill = c
	}
}

// color appends the operator setting c: gray when it is a gray.
func color(b []byte, c Color, rgb, gray string) []byte {
	if c.R == c.G && c.G == c.B {
		b = num(b, float64(c.R)/255, 3)
		return append(append(append(b, ' '), gray...), '\n')
	}
	for _, v := range [3]uint8{c.R, c.G, c.B} {
		b = num(b, float64(v)/255, 3)
		b = append(b, ' ')
	}
	return append(append(b, rgb...), '\n')
}

// xy appends the point (x, y) in PDF's coordinates: points from the
// bottom-left corner.
func (d *Doc) xy(b []byte, x, y float64) []byte {
	b = num(b, x*k, 2)
	b = append(b, ' ')
	return num(b, (d.height-y)*k, 2)
}

// num appends v with at most prec decimals, without trailing zeros.
func num(b []byte, v float64, prec int) []byte {
	start := len(b)
	b = strconv.AppendFloat(b, v, 'f', prec, 64)
	for b[len(b)-1] == '0' {
		b = b[:len(b)-1]
	}
	if b[len(b)-1] == '.' {
		b = b[:len(b)-1]
	}
	if string(b[start:]) == "-0" {
		b = append(b[:start], '0')
	}
	return b
}

// escape appends s as the inside of a PDF literal string.
func escape(b []byte, s []byte) []byte {
	for _, c := range s {
		switch c {
		case '(', ')', '\\':
			b = append(b, '\\', c)
		case '\r':
			b = append(b, `\r`...)
		default:
			b = append(b, c)
		}
	}
	return b
}

// winAnsi holds the characters of WinAnsi's codes 0x80-0x9F, 0 for the
// codes it leaves unused; codes 0xA0-0xFF are Latin-1's, the same as
// Unicode's.
var winAnsi = [32]rune{
	'€', 0, '‚', 'ƒ', '„', '…', '†', '‡',
	'ˆ', '‰', 'Š', '‹', 'Œ', 0, 'Ž', 0,
	0, '‘', '’', '“', '”', '•', '–', '—',
	'˜', '™', 'š', '›', 'œ', 0, 'ž', 'Ÿ',
}

// winAnsiCode is r's code among 0x80-0x9F, or 0.
func winAnsiCode(r rune) byte {
	for i, c := range winAnsi {
		if c == r && c != 0 {
			return 0x80 + byte(i)
		}
	}
	return 0
}

// encode is s in WinAnsi, a full stop for each character it lacks (and
// for control characters, which print nothing).
func encode(s string) []byte {
	out := make([]byte, 0, len(s))
	for _, r := range s {
		if r >= 0x20 && r < 0x7F || r >= 0xA0 && r <= 0xFF {
			out = append(out, byte(r))
		} else if c := winAnsiCode(r); c != 0 {
			out = append(out, c)
		} else {
			out = append(out, '.')
		}
	}
	return out
}

// Bytes ends the document and returns it as a PDF 1.4 file.
func (d *Doc) Bytes() []byte {
	if d.page != nil {
		d.pages = append(d.pages, d.page)
		d.page = nil
	}
	var (
		out     bytes.Buffer
		offsets []int
	)
	object := func(body string) {
		offsets = append(offsets, out.Len())
		fmt.Fprintf(&out, "%d 0 obj\n%s\nendobj\n", len(offsets), body)
	}
	// A comment of bytes over 127 on the second line tells readers and
	// tools that the file is binary (WinAnsi text is).
	out.WriteString("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")
	const firstPage = 6 // objects 1-5 come first; then page, content, page...
	kids := make([]byte, 0, 8*len(d.pages))
	for i := range d.pages {
		kids = fmt.Appendf(kids, "%d 0 R ", firstPage+2*i)
	}
	object("<< /Type /Catalog /Pages 2 0 R >>")
	object(fmt.Sprintf("<< /Type /Pages /Kids [%s] /Count %d /MediaBox [0 0 %.2f %.2f] >>", bytes.TrimSpace(kids),
		len(d.pages), d.width*k, d.height*k))
	object("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>")
	object("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>")
	date := "(D:" + d.date.UTC().Format("20060102150405") + "Z)"
	object(fmt.Sprintf("<< /Title %s /Creator %s /Producer (rithmo) /CreationDate %s /ModDate %s >>",
		textString(d.title), textString(d.creator), date, date))
	for i, content := range d.pages {
		object(fmt.Sprintf("<< /Type /Page /Parent 2 0 R /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents %d 0 R >>", firstPage+2*i+1))
		offsets = append(offsets, out.Len())
		fmt.Fprintf(&out, "%d 0 obj\n<< /Length %d >>\nstream\n", len(offsets), len(content))
		out.Write(content)
		out.WriteString("\nendstream\nendobj\n")
	}
	xref := out.Len()
	fmt.Fprintf(&out, "xref\n0 %d\n0000000000 65535 f \n", len(offsets)+1)
	for _, o := range offsets {
		fmt.Fprintf(&out, "%010d 00000 n \n", o)
	}
	fmt.Fprintf(&out, "trailer\n<< /Size %d /Root 1 0 R /Info 5 0 R >>\nstartxref\n%d\n%%%%EOF\n", len(offsets)+1, xref)
	return out.Bytes()
}

// textString is s as a PDF text string: a literal string when it is
// printable ASCII, else UTF-16BE with a byte-order mark, in hex.
func textString(s string) string {
	ascii := true
	for _, r := range s {
		if r < 0x20 || r > 0x7E {
			ascii = false
			break
		}
	}
	if ascii {
		return "(" + string(escape(nil, []byte(s))) + ")"
	}
	b := []byte("<FEFF")
	for _, r := range s {
		if !utf8.ValidRune(r) {
			r = utf8.RuneError
		}
		if r >= 0x10000 {
			r -= 0x10000
			b = fmt.Appendf(b, "%04X%04X", 0xD800+(r>>10), 0xDC00+(r&0x3FF))
			continue
		}
		b = fmt.Appendf(b, "%04X", r)
	}
	return string(append(b, '>'))
}
