package worksheet

import (
	"errors"
	"fmt"
	"html"
	"slices"
	"strings"
	"unicode"
)

// Page geometry shared by the HTML and the PDF, in millimetres. A row of
// two boards is rowHeight tall; two rows and the title fit a Letter page
// (279 mm, the shorter) inside pageMargin, and two rows and the footer fit
// the pages after it.
const (
	pageMargin = 10.0
	rowHeight  = 112.0
	rowGap     = 4.0
	boardTall  = 86.0 // the board picture's height in a row
)

// style is the sheet's CSS: plain black on white, sizes in millimetres so
// that the page prints as laid out, rows that never break across pages.
const style = `@page { margin: 10mm;
  @bottom-right { content: "page " counter(page) " of " counter(pages); font: 8pt Helvetica, Arial, sans-serif; } }
* { box-sizing: border-box; }
html { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body { margin: 0 auto; max-width: 190mm; color: #000; background: #fff;
  font: 9pt/1.3 Helvetica, Arial, sans-serif; }
@media screen { body { padding: 10mm 0; } }
header { border-bottom: 0.4mm solid #000; margin-bottom: 4mm; padding-bottom: 1.5mm; }
h1 { font-size: 15pt; margin: 0 0 2mm; overflow-wrap: anywhere; }
.who { font-size: 10pt; white-space: nowrap; }
.who span { display: inline-block; border-bottom: 0.3mm solid #000; margin: 0 3mm 0 1mm; }
.who .name { width: 60mm; } .who .class { width: 22mm; } .who .date { width: 28mm; } .who .score { width: 12mm; }
.reading { font-size: 8pt; border: 0.3mm solid #000; padding: 1mm 2.5mm; margin: -1mm 0 1.5mm; break-inside: avoid; }
.reading p { margin: 0 0 0.8mm; } .reading p:last-child { margin: 0; }
.row { display: flex; gap: 5mm; margin-bottom: 4mm; break-inside: avoid; page-break-inside: avoid; }
.item { flex: 1 1 0; min-width: 0; border: 0.3mm solid #000; padding: 2mm 2.5mm; break-inside: avoid;
  page-break-inside: avoid; display: flex; flex-direction: column; overflow: hidden; }
.row.boards .item { height: 112mm; }
.row.boards .item.empty { border: none; }
h2 { font-size: 9pt; margin: 0 0 0.8mm; overflow-wrap: anywhere; }
.row.boards h2 { display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 2; overflow: hidden; flex: none; }
.row.boards .prompt { flex: none; }
.prompt { margin: 0 0 1.5mm; }
.body { display: flex; gap: 2.5mm; flex: 1; min-height: 0; }
.body svg { height: 100%; max-height: 86mm; width: auto; max-width: 50%; flex: none; }
.side { flex: 1; min-width: 0; display: flex; flex-direction: column; font-size: 8pt; overflow-wrap: anywhere; }
.notes { margin: 0 0 1mm; }
.room { flex: 1; display: flex; flex-direction: column; }
.room div, .line { border-bottom: 0.25mm solid #888; height: 7mm; flex: none; }
.answer { font-weight: bold; margin: 0 0 1mm; }
.explain p { margin: 0 0 1mm; }
ul.choices { list-style: none; padding: 0; margin: 0 0 1mm; }
ul.choices li { display: inline-block; margin-right: 6mm; }
ul.choices li::before { content: ""; display: inline-block; width: 3mm; height: 3mm;
  border: 0.3mm solid #000; margin-right: 1.5mm; vertical-align: -0.4mm; }
.picture svg { display: block; max-width: 100%; height: auto; max-height: 86mm; margin: 0 auto 1mm; }
.caption { margin: 0; font-size: 8pt; }
.next { break-before: page; page-break-before: always; }
footer { font-size: 8pt; border-top: 0.3mm solid #000; padding-top: 1.5mm; break-inside: avoid; }
`

// HTML writes the sheet (key false) or its answer key (key true) as one
// self-contained HTML document.
func HTML(s Sheet, key bool) ([]byte, error) {
	return htmlDoc([]Sheet{s}, key)
}

// KeyBundleHTML writes the answer keys of several variants of a sheet as
// one document, each variant's key starting a page.
func KeyBundleHTML(variants []Sheet) ([]byte, error) {
	if len(variants) == 0 {
		return nil, errors.New("no variant to write a key for")
	}
	return htmlDoc(variants, true)
}

func htmlDoc(sheets []Sheet, key bool) ([]byte, error) {
	var b strings.Builder
	b.Grow(64 << 10)
	b.WriteString("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
	fmt.Fprintf(&b, "<title>%s</title>\n", esc(sheetTitle(sheets[0], key)))
	b.WriteString("<style>\n" + style + "</style>\n</head>\n<body>\n")
	for i, s := range sheets {
		if i > 0 {
			b.WriteString("<div class=\"next\"></div>\n")
		}
		if err := htmlSheet(&b, s, key); err != nil {
			return nil, err
		}
	}
	b.WriteString("</body>\n</html>\n")
	return []byte(b.String()), nil
}

func htmlSheet(b *strings.Builder, s Sheet, key bool) error {
	list, err := entries(&s, key)
	if err != nil {
		return err
	}
	title := sheetTitle(s, key)
	fmt.Fprintf(b, "<header><h1>%s</h1>", esc(title))
	if key {
		b.WriteString(`<div class="who">Answer key</div>`)
	} else {
		fmt.Fprintf(b, `<div class="who">Name<span class="name"></span>Class<span class="class"></span>Date<span class="date"></span>Score<span class="score"></span>/ %d</div>`, questions(list))
	}
	b.WriteString("</header>\n")
	reading := readingOf(list, key)
	b.WriteString("<main>\n")
	for _, row := range rows(list) {
		if row[0].picture {
			b.WriteString("<div class=\"row\">\n")
			writePicture(b, row[0])
			b.WriteString("</div>\n")
			continue
		}
		if row[0].figure == nil {
			b.WriteString("<div class=\"row\">\n")
			writeExercise(b, row[0], key)
			b.WriteString("</div>\n")
			continue
		}
		b.WriteString("<div class=\"row boards\">\n")
		for _, e := range row {
			writePuzzle(b, e, key)
		}
		if len(row) == 1 {
			b.WriteString("<section class=\"item empty\"></section>\n")
		}
		b.WriteString("</div>\n")
	}
	b.WriteString("</main>\n")
	if len(reading) > 0 {
		b.WriteString("<aside class=\"reading\">")
		for _, r := range reading {
			fmt.Fprintf(b, "<p>%s</p>", esc(r))
		}
		b.WriteString("</aside>\n")
	}
	fmt.Fprintf(b, "<footer>%s</footer>\n", esc(footer(s, key)))
	return nil
}

// rows groups the entries as they are laid out: puzzles' boards two to a
// row, exercises and lessons' pictures one to a row.
func rows(list []entry) [][]entry {
	var out [][]entry
	puzzle := func(e entry) bool { return e.figure != nil && !e.picture }
	for i := 0; i < len(list); i++ {
		e := list[i]
		if puzzle(e) && i+1 < len(list) && puzzle(list[i+1]) {
			out = append(out, list[i:i+2])
			i++
			continue
		}
		out = append(out, list[i:i+1])
	}
	return out
}

func sheetTitle(s Sheet, key bool) string {
	// A title is one line: control characters (a pasted newline, a tab)
	// become spaces.
	t := strings.TrimSpace(strings.Map(func(r rune) rune {
		if unicode.IsControl(r) {
			return ' '
		}
		return r
	}, s.Title))
	if t == "" {
		t = "Rithmomachia worksheet"
	}
	if s.Variant != "" {
		t += ", variant " + s.Variant
	}
	if key {
		t += ": answer key"
	}
	return t
}

// footer names the seed and the command that makes the sheet again.
func footer(s Sheet, key bool) string {
	f := fmt.Sprintf("rithmo worksheet · the class's seed: %d", s.Seed)
	if s.Command != "" {
		f += " · made by: " + s.Command
	}
	if key {
		f += " · answers found by rithmo's rules engine"
	}
	return f
}

// readingOf is the box after the questions that says how to read the boards
// and the notation; none for a sheet without boards.
func readingOf(list []entry, key bool) []string {
	if !slices.ContainsFunc(list, func(e entry) bool { return e.figure != nil && (!e.picture || e.board) }) {
		return nil
	}
	if key {
		// The teacher reads the notation already: the key says only what
		// its own marks mean.
		return []string{"On the key's boards an arrow is the solving move, a solid ring a man taken, a dashed ring a triumph's man or a man attacking where it stands."}
	}
	return []string{"Reading the board: White's men are outlined, Black's filled. A man is R, T, S or P (round, triangle, square, pyramid) and its value, capitals for White, small letters for Black: t64 is Black's triangle 64. Files a to h from the left, ranks from 1 at the bottom; a move is from-to. Thick rules edge the camps; a dashed ring marks the man to take."}
}

// roomLines is how many ruled lines a puzzle leaves to write on, under its
// notes.
func roomLines(notes int) int { return max(4, 11-2*notes) }

func writePuzzle(b *strings.Builder, e entry, key bool) {
	fmt.Fprintf(b, "<section class=\"item\" id=\"q%d\">\n<h2>%s</h2>\n<p class=\"prompt\">%s</p>\n<div class=\"body\">\n",
		e.number, esc(e.heading), esc(e.prompt))
	b.Write(e.figure.SVG())
	b.WriteString("<div class=\"side\">\n")
	for _, n := range e.notes {
		fmt.Fprintf(b, "<p class=\"notes\">%s</p>\n", esc(n))
	}
	if key {
		writeAnswer(b, e)
	} else {
		b.WriteString("<div class=\"room\">")
		for i := 0; i < roomLines(len(e.notes)); i++ {
			b.WriteString("<div></div>")
		}
		b.WriteString("</div>\n")
	}
	b.WriteString("</div>\n</div>\n</section>\n")
}

// writePicture draws a lesson's picture across the row, its caption
// under it.
func writePicture(b *strings.Builder, e entry) {
	fmt.Fprintf(b, "<section class=\"item picture\">\n<h2>%s</h2>\n", esc(e.heading))
	b.Write(e.figure.SVG())
	if e.caption != "" {
		fmt.Fprintf(b, "<p class=\"caption\">%s</p>\n", esc(e.caption))
	}
	b.WriteString("</section>\n")
}

func writeExercise(b *strings.Builder, e entry, key bool) {
	fmt.Fprintf(b, "<section class=\"item\" id=\"q%d\">\n<h2>%s</h2>\n<p class=\"prompt\">%s</p>\n",
		e.number, esc(e.heading), esc(e.prompt))
	if len(e.choices) > 0 {
		b.WriteString("<ul class=\"choices\">")
		for _, c := range e.choices {
			fmt.Fprintf(b, "<li>%s</li>", esc(c))
		}
		b.WriteString("</ul>\n")
	}
	if key {
		writeAnswer(b, e)
	} else {
		b.WriteString("<div class=\"line\"></div><div class=\"line\"></div>\n")
	}
	b.WriteString("</section>\n")
}

func writeAnswer(b *strings.Builder, e entry) {
	fmt.Fprintf(b, "<p class=\"answer\">Answer: %s</p>\n<div class=\"explain\">", esc(e.answer))
	for _, line := range e.explain {
		if line != "" {
			fmt.Fprintf(b, "<p>%s</p>", esc(line))
		}
	}
	b.WriteString("</div>\n")
}

func esc(s string) string { return html.EscapeString(s) }
