package worksheet

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/puzzles"
	"github.com/rithmo/rithmo/puzzles/generate"
	"github.com/rithmo/rithmo/puzzles/worksheet/pdfdoc"
	"github.com/rithmo/rithmo/rules/arith"
	"github.com/rithmo/rithmo/rules/board"
)

// pdfStrings are the strings a PDF's pages show, in order.
func pdfStrings(t *testing.T, pdf []byte) []string {
	t.Helper()
	out, err := pdfdoc.Strings(pdf)
	require.NoError(t, err)
	return out
}

// A title is printed whole, on as many lines as it takes.
func TestTitleWhole(t *testing.T) {
	title := "Week 2: Taking and triumphs (Boethius, De institutione arithmetica), for the class of 5B"
	s := classSheet(t)
	s.Title = title
	for _, key := range []bool{false, true} {
		h, err := HTML(s, key)
		require.NoError(t, err)
		assert.Contains(t, string(h), "<h1>"+title)
		assert.NotContains(t, string(h), "text-overflow: ellipsis")
		p, err := PDF(s, key, A4)
		require.NoError(t, err)
		shown := strings.Join(pdfStrings(t, p), " ")
		assert.Contains(t, shown, "Week 2: Taking and triumphs (Boethius, De institutione")
		assert.Contains(t, shown, "arithmetica), for the class of 5B")
		assert.NotContains(t, shown, "…", "no ellipsis")
	}
}

// Every page of a PDF says which it is of how many; the student's sheet
// has fields for a name, a class, a date and a score out of its questions.
func TestPDFPageNumbersAndFields(t *testing.T) {
	s := classSheet(t) // 8 boards: two rows a page
	p, err := PDF(s, false, A4)
	require.NoError(t, err)
	shown := pdfStrings(t, p)
	pages := strings.Count(string(p), "/Type /Page\n") + strings.Count(string(p), "/Type /Page ")
	require.Greater(t, pages, 1)
	for i := 1; i <= pages; i++ {
		assert.Contains(t, shown, fmt.Sprintf("page %d of %d", i, pages))
	}
	for _, f := range []string{"Name", "Class", "Date", "Score", "/ 8"} {
		assert.Contains(t, shown, f)
	}
	h, err := HTML(s, false)
	require.NoError(t, err)
	assert.Contains(t, string(h), `@bottom-right { content: "page " counter(page) " of " counter(pages)`)
	assert.Contains(t, string(h), `Score<span class="score"></span>/ 8</div>`)
}

// The key carries the near miss a teacher discusses; the sheet does not.
func TestKeyHasTheNearMiss(t *testing.T) {
	s := classSheet(t)
	var misses []string
	for _, pz := range s.Puzzles {
		if i := strings.Index(pz.Note, "Near miss: "); i >= 0 {
			misses = append(misses, pz.Note[i:])
		}
	}
	require.NotEmpty(t, misses, "the generator writes near misses")
	key, err := HTML(s, true)
	require.NoError(t, err)
	sheet, err := HTML(s, false)
	require.NoError(t, err)
	keyPDF, err := PDF(s, true, A4)
	require.NoError(t, err)
	for _, m := range misses {
		assert.Contains(t, string(key), esc(m))
		assert.NotContains(t, string(sheet), esc(m))
		assert.Contains(t, strings.Join(pdfStrings(t, keyPDF), " "), "Near miss: ")
	}
}

// A triumph puzzle draws the one camp where its triumph must stand, and
// names its ranks: under nemec White's camp is ranks 1 to 12, not the
// four ranks below the first thick rule.
func TestTriumphZoneDrawn(t *testing.T) {
	tests := []struct{ rules board.RuleSet }{{board.Nemec}, {board.Parlett}, {board.Fulke1}}
	for _, tt := range tests {
		t.Run(tt.rules.String(), func(t *testing.T) {
			pzs := generated(t, generate.Options{Goal: puzzles.GoalTriumph, Kind: arith.Greater, Rules: board.Rules{Set: tt.rules}, Count: 2, Seed: 3})
			for _, pz := range pzs {
				e, err := puzzleEntry(&pz, 1, false)
				require.NoError(t, err)
				zone := pz.Position.ToMove.Opponent()
				lo, hi := board.Camp(tt.rules, zone, pz.Position.Ranks)
				want := fmt.Sprintf("Under %s the triumph stands in %s's camp: ranks %d to %d, tinted.", pz.Position.Rules, zone.Title(), lo+1, hi+1)
				require.NotEmpty(t, e.notes)
				assert.Equal(t, want, e.notes[0])
				svg := string(e.figure.SVG())
				assert.Equal(t, 1, strings.Count(svg, `class="camp"`), "one camp tinted")
				m := regexp.MustCompile(`<rect x="[0-9.]+" y="([0-9.]+)" width="[0-9.]+" height="([0-9.]+)"[^>]*class="camp"`).FindStringSubmatch(svg)
				require.NotNil(t, m)
				assert.Equal(t, fmt.Sprint(40*(hi-lo+1)), m[2], "the tint covers ranks %d to %d", lo+1, hi+1)
			}
		})
	}
}
