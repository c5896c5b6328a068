package judge

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/rules/board"
	"github.com/rithmo/rithmo/rules/engine"
)

// The first hint states each rule as the corrected reading has it (issue 9).
func TestHintsFollowTheBook(t *testing.T) {
	for _, tc := range []struct {
		rules string
		rel   engine.Relation
		want  string
		not   string
	}{
		// "stande in the next spaces to the aduersarie"
		{"fulke3", engine.Addition, "standing next to it, directly or cornerwise", "opposite"},
		{"nemec", engine.Addition, "opposite sides of it, in one line", ""},
		{"fulke2+next", engine.Subtraction, "standing next to it", "reach"},
		{"fulke2", engine.Subtraction, "both reach it", "next"},
		// "all foure muste be hys aduersaries"
		{"fulke1", engine.Siege, "the board's edge is no besieger", "(or the board's edge)"},
		{"fulke1+edge", engine.Siege, "(or the board's edge)", ""},
		{"fulke3", engine.Siege, "the board's edge is no besieger", ""},
		{"nemec", engine.Siege, "the edge closes none", ""},
		// "a lesse number beyng multiplied by the spaces"
		{"fulke3", engine.Eruption, "lesser than it, times the empty squares between must give 12 (a × d = 12)", "divided"},
		{"fulke2", engine.Eruption, "times or divided by the distance", ""},
	} {
		t.Run(tc.rules+" "+tc.rel.String(), func(t *testing.T) {
			r, err := board.ParseRules(tc.rules)
			require.NoError(t, err)
			got := howRelationTakes(r, tc.rel, 12)
			assert.Contains(t, got, tc.want)
			if tc.not != "" {
				assert.NotContains(t, got, tc.not)
			}
		})
	}
}
