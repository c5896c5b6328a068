package worksheet

import (
	"errors"
	"fmt"
	"strings"
	"sync"
	"time"

	"github.com/rithmo/rithmo/puzzles/worksheet/pdfdoc"
	"github.com/rithmo/rithmo/rules/diagram"
)

// Paper is a PDF page size.
type Paper struct {
	Name          string // "A4", "Letter"
	Width, Height float64
}

// The papers a PDF sheet is made for.
var (
	A4     = Paper{"A4", 210, 297}
	Letter = Paper{"Letter", 215.9, 279.4}
)

// ParsePaper reads a paper's name, a4 or letter, in any case.
func ParsePaper(s string) (Paper, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "a4", "":
		return A4, nil
	case "letter":
		return Letter, nil
	}
	return Paper{}, fmt.Errorf("unknown paper %q: want a4 or letter", s)
}

// fixedDate is the PDF's creation date: fixed, so that the same sheet gives
// the same bytes.
func fixedDate() time.Time { return time.Date(2026, time.January, 1, 0, 0, 0, 0, time.UTC) }

// pdfWriter lays the entries out on pages as the HTML does: the title,
// boards two to a row of rowHeight, exercises one to a row, the footer.
type pdfWriter struct {
	f     *pdfdoc.Doc
	paper Paper
	tr    func(string) string
	y     float64
	page  int // the page being written, from 1
	pages int // the sheet's pages, when known (the second pass), else 0
}

// PDF writes the sheet (key false) or its answer key (key true) as a PDF
// on the paper, with the board pictures drawn from the same geometry as
// the HTML's SVG.
func PDF(s Sheet, key bool, paper Paper) ([]byte, error) {
	return pdfDoc([]Sheet{s}, key, paper)
}

// KeyBundlePDF is KeyBundleHTML as a PDF: each variant's key starts a
// page, its pages numbered on their own.
func KeyBundlePDF(variants []Sheet, paper Paper) ([]byte, error) {
	if len(variants) == 0 {
		return nil, errors.New("no variant to write a key for")
	}
	return pdfDoc(variants, true, paper)
}

func pdfDoc(sheets []Sheet, key bool, paper Paper) ([]byte, error) {
	f := pdfdoc.New(paper.Width, paper.Height)
	f.SetInfo(sheetTitle(sheets[0], key), "rithmo worksheet", fixedDate())
	for _, s := range sheets {
		list, err := entries(&s, key)
		if err != nil {
			return nil, err
		}
		// Laid out twice: the first pass, on a scratch document, counts
		// the pages that "page 1 of N" names.
		first := layPDF(pdfdoc.New(paper.Width, paper.Height), s, list, key, paper, 0)
		layPDF(f, s, list, key, paper, first.page)
	}
	return f.Bytes(), nil
}

func layPDF(f *pdfdoc.Doc, s Sheet, list []entry, key bool, paper Paper, pages int) *pdfWriter {
	title := sheetTitle(s, key)
	w := &pdfWriter{f: f, paper: paper, tr: pdfText().Replace, pages: pages}
	w.newPage()
	w.header(title, key, questions(list))
	reading := readingOf(list, key)
	for _, row := range rows(list) {
		if row[0].picture {
			w.picture(row[0])
			continue
		}
		if row[0].figure == nil {
			w.exercise(row[0], key)
			continue
		}
		w.ensure(rowHeight)
		colW := (w.width() - 5) / 2
		for i, e := range row {
			w.puzzle(e, key, pageMargin+float64(i)*(colW+5), w.y, colW)
		}
		w.y += rowHeight + rowGap
	}
	w.reading(reading)
	w.footer(footer(s, key))
	return w
}

// newPage starts a page, numbered in its bottom margin once the count of
// pages is known.
func (w *pdfWriter) newPage() {
	w.f.AddPage()
	w.page++
	w.y = pageMargin
	if w.pages > 0 {
		w.font(false, 8)
		n := fmt.Sprintf("page %d of %d", w.page, w.pages)
		w.f.Text(w.paper.Width-pageMargin-w.f.StringWidth(n), w.paper.Height-pageMargin/2, n)
	}
}

// reading writes the box on reading the board and the notation.
func (w *pdfWriter) reading(paras []string) {
	if len(paras) == 0 {
		return
	}
	pad := 2.5
	inner := w.width() - 2*pad
	lineH := 8 * 0.3528 * 1.3
	w.font(false, 8)
	n := 0
	for _, p := range paras {
		n += len(w.wrap(p, inner))
	}
	h := 3 + float64(n)*lineH + float64(len(paras)-1)*0.8
	w.ensure(h)
	w.f.SetDrawColor(black)
	w.f.SetLineWidth(0.3)
	w.f.Rect(pageMargin, w.y, w.width(), h, pdfdoc.Stroke)
	y := w.y + 1.5
	for _, p := range paras {
		y = w.lines(p, pageMargin+pad, y, inner, 8, false) + 0.8
	}
	w.y += h + 1 // the footer under it has its own rule
}

// pdfText replaces the characters of rithmo's explanations that the
// standard fonts' encoding (WinAnsi) lacks.
var pdfText = sync.OnceValue(func() *strings.Replacer {
	return strings.NewReplacer("−", "-", "→", "->", "≠", "!=", "≤", "<=", "≥", ">=", "✓", "v")
})

func (w *pdfWriter) width() float64 { return w.paper.Width - 2*pageMargin }

// ensure starts a new page unless h more millimetres fit on this one.
func (w *pdfWriter) ensure(h float64) {
	if w.y+h > w.paper.Height-pageMargin {
		w.newPage()
	}
}

func (w *pdfWriter) font(bold bool, pt float64) { w.f.SetFont(bold, pt) }

// header writes the title, whole, on as many lines as it takes, and under
// it the student's fields (or "Answer key"), then a rule.
func (w *pdfWriter) header(title string, key bool, questions int) {
	f := w.f
	f.SetTextColor(black)
	y := w.lines(title, pageMargin, pageMargin, w.width(), 15, true) + 2
	w.font(false, 10)
	base := y + 4
	if key {
		f.Text(pageMargin, base, "Answer key")
	} else {
		x := pageMargin
		f.SetLineWidth(0.3)
		for _, field := range []struct {
			label string
			width float64
		}{{"Name", 60}, {"Class", 22}, {"Date", 28}, {"Score", 12}} {
			f.Text(x, base, field.label)
			x += f.StringWidth(field.label) + 1
			f.Line(x, base+0.8, x+field.width, base+0.8)
			x += field.width + 3
		}
		f.Text(x-2, base, fmt.Sprintf("/ %d", questions))
	}
	f.SetLineWidth(0.4)
	f.Line(pageMargin, base+3.5, w.paper.Width-pageMargin, base+3.5)
	w.y = base + 3.5 + 4
}

// lines writes text wrapped to width from (x, y) and returns the y under it.
func (w *pdfWriter) lines(text string, x, y, width, pt float64, bold bool) float64 {
	w.font(bold, pt)
	h := pt * 0.3528 * 1.3
	for _, line := range w.wrap(text, width) {
		w.f.Text(x, y+h*0.78, w.tr(line))
		y += h
	}
	return y
}

// linesAtMost is lines for at most max lines, the last cut short with an
// ellipsis when the text is longer.
func (w *pdfWriter) linesAtMost(text string, x, y, width, pt float64, bold bool, most int) float64 {
	w.font(bold, pt)
	all := w.wrap(text, width)
	if len(all) <= most {
		return w.lines(text, x, y, width, pt, bold)
	}
	kept := strings.Join(all[:most-1], " ")
	last := w.fit(strings.Join(all[most-1:], " "), width)
	y = w.lines(kept, x, y, width, pt, bold)
	h := pt * 0.3528 * 1.3
	w.f.Text(x, y+h*0.78, last)
	return y + h
}

// fit is text translated for the current font, cut short with an ellipsis
// to fit width.
func (w *pdfWriter) fit(text string, width float64) string {
	s := w.tr(text)
	if w.f.StringWidth(s) <= width {
		return s
	}
	r := []rune(text)
	for len(r) > 0 && w.f.StringWidth(w.tr(string(r)+"…")) > width {
		r = r[:len(r)-1]
	}
	return w.tr(string(r) + "…")
}

// wrap breaks text into lines no wider than width in the current font,
// at spaces (a word wider than the line stands alone), each word measured
// as printed (after pdfText's replacements).
func (w *pdfWriter) wrap(text string, width float64) []string {
	var out []string
	line := ""
	for _, word := range strings.Fields(text) {
		try := word
		if line != "" {
			try = line + " " + word
		}
		if line != "" && w.f.StringWidth(w.tr(try)) > width {
			out = append(out, line)
			line = word
			continue
		}
		line = try
	}
	if line != "" || len(out) == 0 {
		out = append(out, line)
	}
	return out
}

func (w *pdfWriter) puzzle(e entry, key bool, x, y, width float64) {
	f := w.f
	f.SetDrawColor(black)
	f.SetLineWidth(0.3)
	f.Rect(x, y, width, rowHeight, pdfdoc.Stroke)
	pad := 2.5
	inner := width - 2*pad
	ty := w.linesAtMost(e.heading, x+pad, y+2, inner, 9, true, 2)
	ty = w.lines(e.prompt, x+pad, ty+0.5, inner, 9, false) + 1.5
	// The board fills what the text leaves, up to boardTall.
	scale := min(boardTall, y+rowHeight-2-ty) / e.figure.Height
	drawFigure(f, e.figure, x+pad, ty, scale, w.tr)
	sx := x + pad + e.figure.Width*scale + 2.5
	sw := x + width - pad - sx
	sy := ty
	for _, n := range e.notes {
		sy = w.lines(n, sx, sy, sw, 8, false) + 1
	}
	bottom := y + rowHeight - 2
	if key {
		sy = w.lines("Answer: "+e.answer, sx, sy, sw, 8, true) + 1
		for _, l := range e.explain {
			if l != "" && sy < bottom {
				sy = w.lines(l, sx, sy, sw, 8, false) + 1
			}
		}
		return
	}
	f.SetDrawColor(rule)
	f.SetLineWidth(0.25)
	for i := 1; i <= roomLines(len(e.notes)) && sy+7*float64(i) <= bottom; i++ {
		ly := sy + 7*float64(i)
		f.Line(sx, ly, sx+sw, ly)
	}
	f.SetDrawColor(black)
}

func (w *pdfWriter) exercise(e entry, key bool) {
	f := w.f
	pad := 2.5
	inner := w.width() - 2*pad
	// Measure first, so that an exercise is never split across pages.
	w.font(true, 9)
	lineH := 9 * 0.3528 * 1.3
	n := len(w.wrap(e.heading, inner))
	w.font(false, 9)
	n += len(w.wrap(e.prompt, inner))
	h := 2 + float64(n)*lineH + 2
	if len(e.choices) > 0 {
		h += lineH + 1
	}
	if key {
		w.font(false, 8)
		n := 1
		for _, l := range e.explain {
			n += len(w.wrap(l, inner))
		}
		h += float64(n)*8*0.3528*1.3 + 2
	} else {
		h += 14
	}
	w.ensure(h)
	x, y := pageMargin, w.y
	f.SetDrawColor(black)
	f.SetLineWidth(0.3)
	f.Rect(x, y, w.width(), h, pdfdoc.Stroke)
	ty := w.lines(e.heading, x+pad, y+2, inner, 9, true)
	ty = w.lines(e.prompt, x+pad, ty+0.5, inner, 9, false) + 1
	if len(e.choices) > 0 {
		w.font(false, 9)
		cx := x + pad
		for _, c := range e.choices {
			f.Rect(cx, ty+0.6, 3, 3, pdfdoc.Stroke)
			f.Text(cx+4.5, ty+3.2, w.tr(c))
			cx += 4.5 + f.StringWidth(w.tr(c)) + 6
		}
		ty += lineH + 1
	}
	if key {
		ty = w.lines("Answer: "+e.answer, x+pad, ty, inner, 8, true)
		for _, l := range e.explain {
			ty = w.lines(l, x+pad, ty, inner, 8, false)
		}
	} else {
		f.SetDrawColor(rule)
		f.SetLineWidth(0.25)
		f.Line(x+pad, ty+6, x+w.width()-pad, ty+6)
		f.Line(x+pad, ty+13, x+w.width()-pad, ty+13)
		f.SetDrawColor(black)
	}
	w.y += h + rowGap
}

// maxPictureScale is the most millimetres a unit of a lesson's picture
// takes: a little more than a board's (86 mm for 684 units), so that a
// small figure (ten dots) is not blown up to fill the page.
const maxPictureScale = 0.2

// picture draws a lesson's picture across the page, at most boardTall
// high, framed, its heading over it and its caption under it; the frame
// never breaks across pages.
func (w *pdfWriter) picture(e entry) {
	f := w.f
	pad := 2.5
	inner := w.width() - 2*pad
	scale := min(inner/e.figure.Width, boardTall/e.figure.Height, maxPictureScale)
	w.font(true, 9)
	head := len(w.wrap(e.heading, inner))
	w.font(false, 8)
	caption := 0
	if e.caption != "" {
		caption = len(w.wrap(e.caption, inner))
	}
	h := 2 + float64(head)*9*0.3528*1.3 + 1 + e.figure.Height*scale + 1 + float64(caption)*8*0.3528*1.3 + 2
	w.ensure(h)
	x, y := pageMargin, w.y
	f.SetDrawColor(black)
	f.SetLineWidth(0.3)
	f.Rect(x, y, w.width(), h, pdfdoc.Stroke)
	ty := w.lines(e.heading, x+pad, y+2, inner, 9, true) + 1
	drawFigure(f, e.figure, x+pad+(inner-e.figure.Width*scale)/2, ty, scale, w.tr)
	f.SetDrawColor(black)
	f.SetTextColor(black)
	ty += e.figure.Height*scale + 1
	if e.caption != "" {
		w.lines(e.caption, x+pad, ty, inner, 8, false)
	}
	w.y += h + rowGap
}

func (w *pdfWriter) footer(text string) {
	w.font(false, 8)
	lines := w.wrap(text, w.width())
	h := 2 + float64(len(lines))*8*0.3528*1.3
	w.ensure(h)
	w.f.SetLineWidth(0.3)
	w.f.Line(pageMargin, w.y, w.paper.Width-pageMargin, w.y)
	w.lines(text, pageMargin, w.y+1.5, w.width(), 8, false)
}

// The colours of the PDF's own lines: black, and the grey of the lines to
// write on.
var (
	black = pdfdoc.Color{}
	rule  = pdfdoc.Color{R: 0x88, G: 0x88, B: 0x88}
)

// rgb is a diagram's paint as a PDF colour.
func rgb(p diagram.Paint) pdfdoc.Color {
	r, g, b := p.RGB()
	return pdfdoc.Color{R: r, G: g, B: b}
}

// drawFigure draws a diagram's figure with its top-left corner at (x, y),
// scale millimetres to a figure unit: the same items the SVG writes.
func drawFigure(f *pdfdoc.Doc, fig *diagram.Figure, x, y, scale float64, tr func(string) string) {
	pt := func(p diagram.Point) (float64, float64) { return x + p.X*scale, y + p.Y*scale }
	for _, it := range fig.Items {
		var paint pdfdoc.Paint
		if it.Fill != diagram.NoPaint && it.Kind != diagram.Line {
			f.SetFillColor(rgb(it.Fill))
			paint |= pdfdoc.Fill
		}
		if it.Stroke != diagram.NoPaint {
			f.SetDrawColor(rgb(it.Stroke))
			f.SetLineWidth(it.StrokeWidth * scale)
			paint |= pdfdoc.Stroke
			if it.Dashed {
				f.SetDash(5*scale, 3*scale)
			}
		}
		switch it.Kind {
		case diagram.Rect:
			x0, y0 := pt(it.Points[0])
			x1, y1 := pt(it.Points[1])
			if paint != 0 {
				f.Rect(x0, y0, x1-x0, y1-y0, paint)
			}
		case diagram.Line:
			x0, y0 := pt(it.Points[0])
			x1, y1 := pt(it.Points[1])
			f.Line(x0, y0, x1, y1)
		case diagram.Circle:
			cx, cy := pt(it.Points[0])
			if paint != 0 {
				f.Circle(cx, cy, it.R*scale, paint)
			}
		case diagram.Polygon:
			ps := make([]pdfdoc.Point, len(it.Points))
			for i, p := range it.Points {
				ps[i].X, ps[i].Y = pt(p)
			}
			if paint != 0 {
				f.Polygon(ps, paint)
			}
		case diagram.Text:
			f.SetTextColor(rgb(it.Fill))
			f.SetFont(it.Bold, 0)
			f.SetFontSize(it.FontSize * scale)
			s := tr(it.Text)
			tx, ty := pt(it.Points[0])
			f.Text(tx-f.StringWidth(s)/2, ty, s)
		}
		if it.Dashed {
			f.SetDash(0, 0)
		}
	}
	f.SetTextColor(black)
	f.SetDrawColor(black)
}
