package worksheet

import (
	"fmt"
	"html"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/puzzles"
	"github.com/rithmo/rithmo/puzzles/generate"
	"github.com/rithmo/rithmo/rules/board"
	"github.com/rithmo/rithmo/rules/engine"
)

var (
	// hiddenRE is what an HTML sheet holds that a reader does not see: its
	// style sheet and its titles (the page's, and each board's, which names
	// the position for a screen reader).
	hiddenRE = regexp.MustCompile(`(?s)<style.*?</style>|<title>.*?</title>`)
	tagRE    = regexp.MustCompile(`<[^>]*>`)
	// pageRE is a PDF page's number, which the HTML leaves to the
	// browser's print (its @page rule).
	pageRE = regexp.MustCompile(`^page \d+ of \d+$`)
)

// htmlWords are the words an HTML sheet shows, in order.
func htmlWords(page []byte) []string {
	text := tagRE.ReplaceAllString(hiddenRE.ReplaceAllString(string(page), " "), " ")
	return strings.Fields(html.UnescapeString(text))
}

// pdfWords are the words a PDF sheet shows, in order, without its page
// numbers.
func pdfWords(t *testing.T, pdf []byte) []string {
	t.Helper()
	var words []string
	for _, s := range pdfStrings(t, pdf) {
		if !pageRE.MatchString(s) {
			words = append(words, strings.Fields(s)...)
		}
	}
	return words
}

// firstDifference describes where two lists of words part, for a failing
// test's message.
func firstDifference(a, b []string) string {
	for i := range min(len(a), len(b)) {
		if a[i] != b[i] {
			return fmt.Sprintf("word %d: …%s… against …%s…", i,
				strings.Join(a[max(0, i-6):min(len(a), i+6)], " "), strings.Join(b[max(0, i-6):min(len(b), i+6)], " "))
		}
	}
	return fmt.Sprintf("one stops after %d words: %d against %d", min(len(a), len(b)), len(a), len(b))
}

// Every character of a sheet is printed: the PDF shows the HTML's words,
// in the HTML's order, for every puzzle and every lesson's exercises
// (whose text has Němec, −, ×, ÷ and ·), on the sheet and in the key,
// where a long explanation makes its row taller rather than lose a line.
// Only the key of the first sheet runs unless RITHMO_EXHAUSTIVE is set:
// a key solves every puzzle once for each format.
func TestPDFPrintsTheHTMLText(t *testing.T) {
	for i, s := range sheetsOf(everything(t)) {
		for _, key := range []bool{false, true} {
			if key && i > 0 && !exhaustive {
				continue
			}
			t.Run(fmt.Sprintf("sheet %d key %v", i+1, key), func(t *testing.T) {
				h, err := HTML(s, key)
				require.NoError(t, err)
				p, err := PDF(s, key, A4)
				require.NoError(t, err, "every character has a glyph")
				want, got := htmlWords(h), pdfWords(t, p)
				assert.True(t, strings.Contains(strings.Join(want, " "), "Němec") == (i == 0), "the lessons' exercises name Němec")
				if !assert.Equal(t, want, got) {
					t.Log(firstDifference(want, got))
				}
			})
		}
	}
}

// A title, a class's name or a line of the engine's explanations with a
// character the fonts lack is refused with a line naming it, not printed
// as a box.
func TestPDFRefusesWhatItCannotPrint(t *testing.T) {
	s := classSheet(t)
	s.Title = "Triumphs ✓"
	_, err := PDF(s, false, A4)
	require.Error(t, err)
	assert.Contains(t, err.Error(), `no glyph for '✓' (U+2713) in "Triumphs ✓"`)
	h, err := HTML(s, false)
	require.NoError(t, err, "the HTML prints it in the browser's fonts")
	assert.Contains(t, string(h), "Triumphs ✓")
}

// BenchmarkPDF20 writes the sheet and the key of twenty generated puzzles
// (the key's solving included, as rithmo worksheet --pdf --key does).
func BenchmarkPDF20(b *testing.B) {
	s := Sheet{Title: "Taking by addition", Seed: 7, Command: "rithmo worksheet",
		Puzzles: generated(b, generate.Options{Goal: puzzles.GoalCapture, Relation: engine.Addition,
			Rules: board.Rules{Set: board.Fulke1}, Count: 20, Seed: 7})}
	for _, key := range []bool{false, true} {
		b.Run(fmt.Sprintf("key=%v", key), func(b *testing.B) {
			b.ReportAllocs()
			size := 0
			for b.Loop() {
				p, err := PDF(s, key, A4)
				if err != nil {
					b.Fatal(err)
				}
				size = len(p)
			}
			b.ReportMetric(float64(size), "bytes/pdf")
		})
	}
}
