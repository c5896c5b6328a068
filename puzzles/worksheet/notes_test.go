package worksheet

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/rules/board"
)

// TestHeldMenWrap: the men a side holds are listed with a space after each
// comma, so that a long list wraps inside its box on the sheet and in the
// PDF (a list with none ran off the page's edge).
func TestHeldMenWrap(t *testing.T) {
	p, err := board.Parse("8/8/8/8/8/8/8/8/8/8/8/8/8/8/8/4,R4,3 b fulke2 t16,r3 S36,S81,T9,T81 1")
	require.NoError(t, err)
	assert.Equal(t, []string{"White holds: t16, r3.", "Black holds: S36, S81, T9, T81."}, positionNotes(&p))
}

func TestWordIndex(t *testing.T) {
	for _, tc := range []struct {
		text, word string
		want       int
	}{
		{"play c9-d10 now", "c9-d10", 5},
		{"play c9-d100 now", "c9-d10", -1},
		{"xc9-d10", "c9-d10", -1},
		{"ac9-d10 c9-d10.", "c9-d10", 8},
		{"c9-d10", "c9-d10", 0},
		{"", "c9-d10", -1},
		{"<b>e6xe8</b>", "e6xe8", 3},
	} {
		assert.Equal(t, tc.want, wordIndex(tc.text, tc.word), "%q in %q", tc.word, tc.text)
	}
}
