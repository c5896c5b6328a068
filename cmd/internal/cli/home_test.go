package cli

import (
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/cmd/internal/progress"
	"github.com/rithmo/rithmo/cmd/internal/ui"
	"github.com/rithmo/rithmo/lessons"
	"github.com/rithmo/rithmo/rules/board"
	"github.com/rithmo/rithmo/rules/diagram"
)

func TestLayoutForMeasuresTheDrawing(t *testing.T) {
	opening := board.Opening(board.Rules{Set: board.Fulke1})
	wide := board.MustParse("8/8/8/8/8/8/8/8/8/8/3,T12345,4/8/8/8/8/8 w fulke1 - - 1") // a five-digit man widens the cells
	fullWide, narrowWide := diagram.Width(&wide, diagram.Full), diagram.Width(&wide, diagram.Narrow)
	require.Greater(t, fullWide, diagram.FullColumns, "the test needs a man that widens the board")
	tests := []struct {
		name  string
		p     *board.Position
		width int
		want  diagram.Layout
		err   string
	}{
		{"an 80-column window leaves 78: the narrow board fits", &opening, 78, diagram.Narrow, ""},
		{"the full board from its own width", &opening, diagram.Width(&opening, diagram.Full), diagram.Full, ""},
		{"one column short of the full board", &opening, diagram.Width(&opening, diagram.Full) - 1, diagram.Narrow, ""},
		{"one column short of the narrow board", &opening, 77, diagram.Narrow, "this position's board needs 78 columns; the window leaves 77: widen it"},
		{"wide men: narrow where full does not fit", &wide, fullWide - 1, diagram.Narrow, ""},
		{"wide men: full when it fits", &wide, fullWide, diagram.Full, ""},
		{"wide men: too wide for the window", &wide, narrowWide - 1, diagram.Narrow, "needs " + strconv.Itoa(narrowWide) + " columns"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, err := layoutFor(tc.p, tc.width)
			if tc.err != "" {
				require.Error(t, err)
				assert.Contains(t, err.Error(), tc.err)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tc.want, got)
			assert.LessOrEqual(t, diagram.Width(tc.p, got), tc.width)
		})
	}
}

func TestHomeAnalyseFitsTheScreen(t *testing.T) {
	h := &home{term: ui.Terminal{Style: ui.StyleNoTTY}}
	opening := board.Opening(board.Rules{Set: board.Fulke1})

	// The home's screens give the answer the window less a 2-column margin.
	text, err := h.analyse("fulke1", 78)
	require.NoError(t, err)
	assert.True(t, strings.HasPrefix(text, diagram.Draw(&opening, diagram.Options{Layout: diagram.Narrow})),
		"an 80-column window shows the narrow board")
	drawn := strings.Split(diagram.Draw(&opening, diagram.Options{Layout: diagram.Narrow, BoardOnly: true}), "\n")
	for _, l := range drawn {
		assert.LessOrEqual(t, ansi.StringWidth(l), 78, "%q", l)
	}
	assert.Contains(t, text, "legal actions")

	text, err = h.analyse("fulke1", 100)
	require.NoError(t, err)
	assert.True(t, strings.HasPrefix(text, diagram.Draw(&opening, diagram.Options{Layout: diagram.Full})), "a wide window, the full board")

	text, err = h.analyse("fulke1", 0)
	require.NoError(t, err)
	assert.True(t, strings.HasPrefix(text, diagram.Draw(&opening, diagram.Options{Layout: diagram.Full})), "no limit (plain prompts): the full board")

	_, err = h.analyse("fulke1", 58)
	require.EqualError(t, err, "this position's board needs 78 columns; the window leaves 58: widen it")

	_, err = h.analyse("xx", 78)
	require.Error(t, err, "a bad position is refused, not drawn")
}

// TestHomeMenuNumbersStay: the entries a learner reaches by number keep their
// numbers; Review is always the third, whether or not Continue leads to it.
func TestHomeMenuNumbersStay(t *testing.T) {
	store, err := progress.Open(filepath.Join(t.TempDir(), "progress.db"))
	require.NoError(t, err)
	defer store.Close()
	all, err := lessons.Load(lessonFiles())
	require.NoError(t, err)
	h := &home{env: &Env{Getenv: func(string) string { return "" }}, term: ui.Terminal{Style: ui.StyleNoTTY}, store: store, lessons: all}

	var titles []string
	for _, it := range h.menu().Items {
		titles = append(titles, it.Title)
	}
	assert.Equal(t, []string{"Start", "Lessons", "Review", "Daily puzzle", "Puzzles", "Board analysis", "Progress", "Glossary", "Play", "Rules", "Quit"}, titles)
}

// Board analysis is not a blank to guess at: its help names the learner's
// rule set and gives a whole position, and both analyse as typed (the
// example even when the terminal wrapped it across lines).
func TestBoardAnalysisHelpWorks(t *testing.T) {
	h := &home{term: ui.Terminal{Style: ui.StyleNoTTY}}
	for _, rules := range []string{"fulke1", "nemec"} {
		help := boardAnalysisHelp(rules)
		assert.Contains(t, help, "Type a rule set to see its opening array and what can take what: "+rules+", the one you learn in")
		_, err := h.analyse(rules, 0)
		require.NoError(t, err, rules)
	}
	help := boardAnalysisHelp("fulke1")
	example := help[strings.LastIndex(help, "\n")+1:]
	assert.Equal(t, boardExample, example)
	text, err := h.analyse(strings.Replace(example, " - ", " -\n", 1), 0)
	require.NoError(t, err)
	assert.Contains(t, text, "6 on e9 + 6 on f12 = 12 on f10: addition", "the 1563 book's example is found")
}
