package puzzles_test

import (
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/content"
	"github.com/rithmo/rithmo/puzzles"
)

func TestHeadline(t *testing.T) {
	tests := []struct {
		name, position, goal, occasion, want string
	}{
		{"a study", "8/8/8/8/8/3,t12,4/3,R6,4/2,T6,5/8/8/8/8/8/8/8/8 w fulke1 - - 1", "capture e11", "",
			"Find the capture: a study of 3 men, White to move"},
		{"in two", "8/8/8/8/8/3,t12,4/3,R6,4/2,T6,5/8/8/8/8/8/8/8/8 b fulke1 - - 1", "capture e11 in 2", "",
			"Find the capture in two moves: a study of 3 men, Black to move"},
		{"a triumph of a kind", "8/8/8/8/8/3,t12,4/3,R6,4/2,T6,5/8/8/8/8/8/8/8/8 w fulke1 - - 1", "triumph greatest", "",
			"Find the triumph: a study of 3 men, White to move"},
		{"the day's", "8/8/8/8/8/3,t12,4/3,R6,4/2,T6,5/8/8/8/8/8/8/8/8 w fulke1 - - 1", "capture most", "Puzzle of the day",
			"Puzzle of the day. Find the biggest capture: a study of 3 men, White to move"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			src := "id: x\ntitle: Six and six make twelve\nposition: " + tt.position + "\ngoal: " + tt.goal + "\n"
			ps, err := puzzles.Parse("t.puz", []byte(src))
			require.NoError(t, err)
			ps[0].Occasion = tt.occasion
			assert.Equal(t, tt.want, ps[0].Headline())
		})
	}
}

// spoilers are what a headline must never say: a relation, a triumph's kind,
// the words of the rules' special takings, or arithmetic.
var spoilers = regexp.MustCompile(`(?i)equality|siege|addition|subtraction|multiplication|division|eruption|cossic|progression|deceit|lying|great|proportion|[+×÷=−]`)

// TestHeadlinesGiveNothingAway holds every curated puzzle's headline to the
// rule: no relation, kind or arithmetic, and no number but the men's count.
func TestHeadlinesGiveNothingAway(t *testing.T) {
	all, err := puzzles.Load(content.Puzzles())
	require.NoError(t, err)
	digits := regexp.MustCompile(`\d+`)
	for i := range all {
		h := all[i].Headline()
		assert.False(t, spoilers.MatchString(h), "%s: %q", all[i].ID, h)
		assert.LessOrEqual(t, len(digits.FindAllString(h, -1)), 1, "%s: %q", all[i].ID, h)
		assert.False(t, strings.Contains(h, all[i].Title), "%s: %q", all[i].ID, h)
	}
}
