package pdfdoc

import (
	"bytes"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
)

var date = time.Date(2026, time.January, 1, 0, 0, 0, 0, time.UTC)

// The strings sample writes, in order.
var sampleStrings = []string{
	"A (bracketed) back\\slash",
	"6 + 6 = 12 · taken ×2 – “quoted” € 12 ÷ 3 − 1 → 3 ≤ 4 ≥ 2 ≠ 5",
	"Němec, Čech, Žižka",
	"second page",
}

// sample is a two-page document using every operation.
func sample() *Doc {
	d := New(210, 297)
	d.SetInfo("Taking by addition", "rithmo tests", date)
	d.AddPage()
	d.SetFont(true, 15)
	d.Text(15, 27, sampleStrings[0])
	d.SetFont(false, 10)
	d.SetTextColor(Color{R: 0x88, G: 0x88, B: 0x88})
	d.Text(15, 40, sampleStrings[1])
	d.Text(15, 45, sampleStrings[2])
	d.SetLineWidth(0.4)
	d.Line(15, 30.5, 195, 30.5)
	d.SetFillColor(Color{R: 0xdd, G: 0x22, B: 0x11})
	d.Rect(15, 50, 80, 20, FillStroke)
	d.SetDash(1.5, 0.9)
	d.Circle(40, 100, 5, Stroke)
	d.SetDash(0, 0)
	d.Polygon([]Point{{10, 10}, {20, 10}, {15, 5}}, Fill)
	d.SetDrawColor(Color{R: 0x88, G: 0x88, B: 0x88})
	d.Line(10, 20, 30, 20)
	d.AddPage()
	d.Text(15, 27, sampleStrings[3])
	return d
}

func sampleBytes(t *testing.T) []byte {
	t.Helper()
	pdf, err := sample().Bytes()
	require.NoError(t, err)
	return pdf
}

func TestStructure(t *testing.T) {
	pdf := sampleBytes(t)
	require.True(t, bytes.HasPrefix(pdf, []byte("%PDF-1.")))
	require.True(t, bytes.HasSuffix(bytes.TrimSpace(pdf), []byte("%%EOF")))
	s := string(pdf)
	assert.Equal(t, 2, strings.Count(s, "/Type /Page\n"), "two pages")
	assert.Contains(t, s, "/MediaBox [0 0 595.28 841.89]")
	// Both fonts embedded (their glyphs are in the file), not named for a
	// reader to find.
	assert.Equal(t, 2, strings.Count(s, "/Subtype /CIDFontType2"))
	assert.Equal(t, 2, strings.Count(s, "/FontFile2 "))
	assert.Equal(t, 2, strings.Count(s, "/ToUnicode "), "text can be copied and searched")
	assert.NotContains(t, s, "/Helvetica")
	assert.Contains(t, s, "/CreationDate (D:20260101000000)")
	assert.Contains(t, s, "/ModDate (D:20260101000000)")
	for i := 0; i < 5; i++ {
		assert.Equal(t, pdf, sampleBytes(t), "the same calls, the same bytes")
	}
}

// pages is the text of a PDF's pages' content streams, inflated.
func pages(t *testing.T, pdf []byte) string {
	t.Helper()
	cs, err := contents(pdf)
	require.NoError(t, err)
	return string(bytes.Join(cs, []byte("\n")))
}

func TestContentOperators(t *testing.T) {
	pdf := sampleBytes(t)
	s := pages(t, pdf)
	require.Len(t, regexp.MustCompile(`/Filter /FlateDecode /Length \d+>>\nstream`).FindAll(pdf, -1), 2, "each page's stream compressed")
	for _, want := range []string{
		"0.57 w\n",                     // the default line, 0.2 mm
		"BT 42.52 765.35 Td (",         // text at (15, 27) mm from the top-left corner
		"q 0.533 g BT 42.52 728.50 Td", // grey text
		"1.13 w\n",                     // 0.4 mm
		"42.52 755.43 m 552.76 755.43 l S",
		"0.867 0.133 0.067 rg\n42.52 700.16 226.77 -56.69 re B\n",
		"[4.25 2.55] 0.00 d\n",
		"[] 0.00 d\n",
		"0.533 G\n",
	} {
		assert.Contains(t, s, want)
	}
	// The title's font is the bold one, the rest's the regular one.
	fonts := regexp.MustCompile(`/F([0-9a-f]+) ([0-9.]+) Tf`).FindAllStringSubmatch(s, -1)
	sizes := map[string]bool{}
	names := map[string]bool{}
	for _, f := range fonts {
		sizes[f[2]] = true
		names[f[1]] = true
	}
	assert.Equal(t, map[string]bool{"12.00": true, "15.00": true, "10.00": true}, sizes)
	assert.Len(t, names, 2)
}

// Every string written is read back as written, characters outside
// WinAnsi included.
func TestStringsRoundTrip(t *testing.T) {
	got, err := Strings(sampleBytes(t))
	require.NoError(t, err)
	assert.Equal(t, sampleStrings, got)
}

// advance is the width of s in font ttf at mm millimetres, from the font's
// own metrics.
func advance(t *testing.T, ttf []byte, s string, mm float64) float64 {
	t.Helper()
	f, err := sfnt.Parse(ttf)
	require.NoError(t, err)
	var b sfnt.Buffer
	upem := f.UnitsPerEm()
	total := fixed.Int26_6(0)
	for _, r := range s {
		g, err := f.GlyphIndex(&b, r)
		require.NoError(t, err)
		a, err := f.GlyphAdvance(&b, g, fixed.I(int(upem)), 0) // in font units
		require.NoError(t, err)
		total += a
	}
	return float64(total) / 64 / float64(upem) * mm
}

func TestStringWidth(t *testing.T) {
	d := New(210, 297)
	for _, c := range []struct {
		bold bool
		text string
	}{
		{false, ""}, {false, "Hello"}, {true, "Hello"}, {false, "12 · 6"}, {false, "×—"},
		{false, "Němec"}, {true, "81 − 9 = 72 → taken ≤ ≥"},
	} {
		d.SetFont(c.bold, 10)
		ttf := goregular.TTF
		if c.bold {
			ttf = gobold.TTF
		}
		assert.InDelta(t, advance(t, ttf, c.text, 10/k), d.StringWidth(c.text), 0.01, "%q", c.text)
	}
	d.SetFont(false, 0)
	d.SetFontSize(5)
	assert.InDelta(t, advance(t, goregular.TTF, "Hello", 5), d.StringWidth("Hello"), 0.01, "a size in millimetres")
	// A character the font lacks is measured as the replacement character.
	assert.InDelta(t, d.StringWidth("a\uFFFDb"), d.StringWidth("a✓b"), 1e-9)
}

// Printable ASCII is in both fonts: missing counts on it.
func TestFontsHaveASCII(t *testing.T) {
	for _, bold := range []bool{false, true} {
		d := New(100, 100)
		d.SetFont(bold, 10)
		for r := rune(0x20); r < 0x7F; r++ {
			assert.True(t, d.has(r), "%q bold=%v", r, bold)
		}
	}
}

// A character without a glyph is not printed as a box or a stand-in: the
// document is refused, naming it and its text.
func TestMissingGlyphRefused(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"ticked ✓ here", `no glyph for '✓' (U+2713) in "ticked ✓ here"`},
		{"Ἀριθμός", `no glyph for 'Ἀ' (U+1F08)`},
		{"die 🎲", `no glyph for '🎲' (U+1F3B2)`},
		{"tab\there", `no glyph for '\t' (U+0009)`},
		{"bad \xff byte", `not UTF-8: "bad \xff byte"`},
	} {
		d := New(100, 100)
		d.AddPage()
		d.Text(10, 10, "fine")
		d.Text(10, 20, c.text)
		d.Text(10, 30, "✗ second")
		_, err := d.Bytes()
		require.Error(t, err, "%q", c.text)
		assert.Contains(t, err.Error(), c.want, "the first failure is reported")
	}
}

// FuzzText writes any text on a page, and any title: the document is
// either refused with an error or holds exactly that text, and nothing
// panics.
func FuzzText(f *testing.F) {
	for _, s := range []string{"", "(", ")\\", "6 + 6 = 12", "é€漢\r\n", "\\)(\x00", "Němec", "\xe0", "😀", "\uffff"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		d := New(100, 100)
		d.SetInfo(s, s, date)
		d.AddPage()
		w := d.StringWidth(s)
		assert.GreaterOrEqual(t, w, 0.0)
		d.Text(10, 10, s)
		pdf, err := d.Bytes()
		if err != nil {
			assert.Regexp(t, `^the PDF's font has no glyph for|^text for the PDF is not UTF-8`, err.Error())
			return
		}
		got, err := Strings(pdf)
		require.NoError(t, err)
		assert.Equal(t, []string{s}, got)
	})
}

// A call that changes nothing writes nothing: fpdf would write each one.
func TestUnchangedStateNotRewritten(t *testing.T) {
	page := func(repeat int) string {
		d := New(100, 100)
		d.AddPage()
		for range repeat {
			d.SetFont(true, 9)
			d.SetFontSize(9 / k)
			d.SetLineWidth(0.4)
			d.SetDrawColor(Color{R: 0x88, G: 0x88, B: 0x88})
			d.SetFillColor(Color{R: 1})
			d.SetTextColor(Color{B: 1})
			d.SetDash(1, 2)
		}
		d.Line(0, 0, 10, 10)
		pdf, err := d.Bytes()
		require.NoError(t, err)
		return pages(t, pdf)
	}
	once := page(1)
	assert.Equal(t, once, page(5))
	for _, op := range []string{" 9.00 Tf ET", "1.13 w\n", "0.533 G\n", "0.004 0.000 0.000 rg\n", "[2.83 5.67] 0.00 d\n"} {
		assert.Equal(t, 1, strings.Count(once, op), "%q", op)
	}
}
