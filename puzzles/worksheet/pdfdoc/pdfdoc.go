package pdfdoc

import (
	"bytes"
	"fmt"
	"math"
	"sync"
	"time"
	"unicode/utf8"

	"codeberg.org/go-pdf/fpdf"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/sfnt"
)

// k is points per millimetre: PDF's own unit is the point, 1/72 inch, and
// font sizes are given in points.
const k = 72 / 25.4

// family is the name the Go fonts are registered under in each document.
const family = "go"

// Paint says how a shape is painted: its outline, its inside, or both.
type Paint int

const (
	Stroke Paint = 1 << iota
	Fill
	FillStroke = Fill | Stroke
)

// style is p as fpdf's style string.
func (p Paint) style() string {
	switch p {
	case Fill:
		return "F"
	case FillStroke:
		return "FD"
	}
	return "D"
}

// Point is a point in millimetres from the page's top-left corner.
type Point struct{ X, Y float64 }

// Color is an RGB colour.
type Color struct{ R, G, B uint8 }

// Doc is a PDF being written, page by page. Its zero value is not usable:
// make one with New.
type Doc struct {
	pdf *fpdf.Fpdf
	// What fpdf was last told: fpdf writes every call into the page, so
	// a call that changes nothing is not passed on. fpdf itself carries
	// the state over to each new page.
	bold             bool
	pt               float64 // the font's size in points
	draw, fill, text Color
	lineWidth        float64
	dash             [2]float64
	buf              sfnt.Buffer
	err              error // the first text that cannot be printed
}

// New starts a document of pages width × height millimetres, with no page:
// call AddPage before drawing. Text is Go Regular at 12 points until
// SetFont says otherwise.
func New(width, height float64) *Doc {
	f := fpdf.NewCustom(&fpdf.InitType{UnitStr: "mm", Size: fpdf.SizeType{Wd: width, Ht: height}})
	// The worksheet places every line itself: no margins, no page break
	// that fpdf would take on its own.
	f.SetMargins(0, 0, 0)
	f.SetAutoPageBreak(false, 0)
	f.SetCompression(true)
	f.SetCatalogSort(true)
	f.AddUTF8FontFromBytes(family, "", goregular.TTF)
	f.AddUTF8FontFromBytes(family, "B", gobold.TTF)
	f.SetFont(family, "", 12)
	f.SetLineWidth(0.2)
	// fpdf starts in black, with solid lines.
	return &Doc{pdf: f, pt: 12, lineWidth: 0.2}
}

// SetInfo sets the document's title and creator, shown by readers, and
// the date it is dated (its creation and modification date).
func (d *Doc) SetInfo(title, creator string, date time.Time) {
	d.pdf.SetTitle(infoText(title), true)
	d.pdf.SetCreator(infoText(creator), true)
	d.pdf.SetCreationDate(date.UTC())
	d.pdf.SetModificationDate(date.UTC())
}

// AddPage ends the current page, if any, and starts a new one, drawing
// and writing in the colours, line and font set last.
func (d *Doc) AddPage() { d.pdf.AddPage() }

// SetFont selects Go Regular or Go Bold at pt points; a size of 0 keeps
// the current size.
func (d *Doc) SetFont(bold bool, pt float64) {
	if pt == 0 {
		pt = d.pt
	}
	if bold == d.bold && math.Abs(pt-d.pt) < 1e-9 { // a size in millimetres comes back in points rounded
		return
	}
	d.bold, d.pt = bold, pt
	style := ""
	if bold {
		style = "B"
	}
	d.pdf.SetFont(family, style, pt)
}

// SetFontSize sets the size of the current font in millimetres.
func (d *Doc) SetFontSize(mm float64) { d.SetFont(d.bold, mm*k) }

// SetDrawColor sets the colour of lines and outlines.
func (d *Doc) SetDrawColor(c Color) {
	if c != d.draw {
		d.draw = c
		d.pdf.SetDrawColor(int(c.R), int(c.G), int(c.B))
	}
}

// SetFillColor sets the colour that fills shapes.
func (d *Doc) SetFillColor(c Color) {
	if c != d.fill {
		d.fill = c
		d.pdf.SetFillColor(int(c.R), int(c.G), int(c.B))
	}
}

// SetTextColor sets the colour of text.
func (d *Doc) SetTextColor(c Color) {
	if c != d.text {
		d.text = c
		d.pdf.SetTextColor(int(c.R), int(c.G), int(c.B))
	}
}

// SetLineWidth sets the width of lines and outlines in millimetres.
func (d *Doc) SetLineWidth(mm float64) {
	if mm != d.lineWidth {
		d.lineWidth = mm
		d.pdf.SetLineWidth(mm)
	}
}

// SetDash makes lines dashes of on millimetres with gaps of off; 0, 0 draws
// them solid again.
func (d *Doc) SetDash(on, off float64) {
	if [2]float64{on, off} == d.dash {
		return
	}
	d.dash = [2]float64{on, off}
	if on == 0 && off == 0 {
		d.pdf.SetDashPattern(nil, 0)
		return
	}
	d.pdf.SetDashPattern([]float64{on, off}, 0)
}

// StringWidth is the width of s in the current font, in millimetres. A
// character the font lacks is measured as U+FFFD, the replacement
// character; Text refuses to print it.
func (d *Doc) StringWidth(s string) float64 {
	if d.missing(s) >= 0 {
		r := []rune(s)
		for i, c := range r {
			if !d.has(c) {
				r[i] = '\uFFFD'
			}
		}
		s = string(r)
	}
	return d.pdf.GetStringWidth(s)
}

// Text writes s with its baseline starting at (x, y). Text with a
// character the font has no glyph for is not written: Bytes reports the
// first such text.
func (d *Doc) Text(x, y float64, s string) {
	if !utf8.ValidString(s) {
		if d.err == nil {
			d.err = fmt.Errorf("text for the PDF is not UTF-8: %q", s)
		}
		return
	}
	if i := d.missing(s); i >= 0 {
		if d.err == nil {
			r := []rune(s)[i]
			d.err = fmt.Errorf("the PDF's font has no glyph for %q (%U) in %q", r, r, s)
		}
		return
	}
	d.pdf.Text(x, y, s)
}

// Line draws a line from (x0, y0) to (x1, y1).
func (d *Doc) Line(x0, y0, x1, y1 float64) { d.pdf.Line(x0, y0, x1, y1) }

// Rect draws the rectangle with its top-left corner at (x, y).
func (d *Doc) Rect(x, y, w, h float64, p Paint) { d.pdf.Rect(x, y, w, h, p.style()) }

// Circle draws the circle of radius r around (x, y).
func (d *Doc) Circle(x, y, r float64, p Paint) { d.pdf.Circle(x, y, r, p.style()) }

// Polygon draws the closed polygon through the points; fewer than three
// points enclose nothing and draw nothing.
func (d *Doc) Polygon(pts []Point, p Paint) {
	if len(pts) < 3 {
		return
	}
	ps := make([]fpdf.PointType, len(pts))
	for i, pt := range pts {
		ps[i] = fpdf.PointType{X: pt.X, Y: pt.Y}
	}
	d.pdf.Polygon(ps, p.style())
}

// Bytes ends the document and returns it as a PDF file, or the first
// error met in writing it: a character no font has, or fpdf's own.
func (d *Doc) Bytes() ([]byte, error) {
	if d.err != nil {
		return nil, d.err
	}
	var out bytes.Buffer
	if err := d.pdf.Output(&out); err != nil {
		return nil, fmt.Errorf("writing the PDF: %w", err)
	}
	return out.Bytes(), nil
}

// infoText is s as fpdf can write it in the document's information: valid
// UTF-8 of the Basic Multilingual Plane (fpdf's UTF-16 covers no more).
func infoText(s string) string {
	r := []rune(s) // invalid UTF-8 becomes U+FFFD
	for i, c := range r {
		if c > 0xFFFF {
			r[i] = '\uFFFD'
		}
	}
	return string(r)
}

// fonts are the Go fonts parsed once, to tell which characters they have
// (both have the same characters; each is asked for its own).
var fonts = sync.OnceValue(func() [2]*sfnt.Font {
	var fs [2]*sfnt.Font
	for i, ttf := range [2][]byte{goregular.TTF, gobold.TTF} {
		f, err := sfnt.Parse(ttf)
		if err != nil {
			// The fonts are compiled in: failing to parse them is a broken
			// build, not bad input.
			panic(fmt.Sprintf("pdfdoc: the Go fonts do not parse: %v", err))
		}
		fs[i] = f
	}
	return fs
})

// has says whether the current font has a glyph for r. Control characters
// have none worth printing, and fpdf's tables stop at U+FFFF.
func (d *Doc) has(r rune) bool {
	if r < 0x20 || r >= 0x7F && r < 0xA0 || r > 0xFFFF {
		return false
	}
	f := fonts()[0]
	if d.bold {
		f = fonts()[1]
	}
	g, err := f.GlyphIndex(&d.buf, r)
	return err == nil && g != 0
}

// missing is the index, in runes, of the first character of s the
// current font lacks, or -1.
func (d *Doc) missing(s string) int {
	i := 0
	for _, r := range s {
		if r >= 0x20 && r < 0x7F {
			i++
			continue // ASCII's printable characters are in every font
		}
		if !d.has(r) {
			return i
		}
		i++
	}
	return -1
}
