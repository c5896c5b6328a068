// Package pdfdoc writes the PDFs a worksheet needs: pages of text and
// vector drawing (lines, rectangles, circles, polygons, dashes, colours),
// through codeberg.org/go-pdf/fpdf.
//
// Text is set in the Go fonts (golang.org/x/image/font/gofont: Go Regular
// and Go Bold), embedded as subsets of the glyphs a document uses, so every
// character of the worksheet's text prints as the HTML shows it: "Němec",
// "−", "→", "≤", "×", "÷". A character the fonts have no glyph for is not
// printed as a substitute: Bytes reports it, naming the character and the
// text it stands in.
//
// The unit is the millimetre and the origin the page's top-left corner, as
// on the HTML sheet; y grows downwards. The same calls give the same bytes:
// the file holds no time but the date it is given. Strings reads back the
// text a page shows, for tests.
package pdfdoc
