package triumph_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/rithmo/rithmo/rules/board"
	"github.com/rithmo/rithmo/rules/triumph"
)

// Title names the goal in a sentence, Brief on a status line; both give
// the agreed figures.
func TestSettingsTitleAndBrief(t *testing.T) {
	for _, tc := range []struct {
		s            triumph.Settings
		title, brief string
	}{
		{triumph.Settings{}, "a triumph only", "a triumph only"},
		{triumph.Settings{Common: triumph.Bodies, Men: 5}, "victory of bodies (5 men)", "victory of bodies (5 men)"},
		{triumph.Settings{Common: triumph.Goods, Sum: 160}, "victory of goods (men worth 160)", "victory of goods (160)"},
		{triumph.Settings{Common: triumph.Quarrel, Sum: 160, Digits: 8}, "victory of quarrel (160 in at most 8 digits)", "victory of quarrel (160 in 8 digits)"},
		{triumph.Settings{Common: triumph.Honour, Sum: 100, Men: 4}, "victory of honour (100 in at most 4 men)", "victory of honour (100 in 4 men)"},
		{triumph.Settings{Common: triumph.HonourAndQuarrel, Sum: 100, Men: 8, Digits: 9}, "victory of honour and quarrel (100 in at most 8 men and 9 digits)", "victory of honour and quarrel (100, 8 men, 9 digits)"},
		{triumph.Settings{Common: triumph.Standards, Standards: 2}, "victory of standards (2 standards)", "victory of standards (2)"},
	} {
		assert.Equal(t, tc.title, tc.s.Title())
		assert.Equal(t, tc.brief, tc.s.Brief())
	}
}

// Under nemec honour wants at least its men (Němec: "the minimum of 8
// captured pieces is met"); the 1563 kinds count them as a most.
func TestHonourWordsByRuleSet(t *testing.T) {
	s := triumph.Settings{Common: triumph.Honour, Sum: 100, Men: 8}
	for _, tc := range []struct {
		set                    board.RuleSet
		title, brief, describe string
	}{
		{board.Nemec, "victory of honour (100 with at least 8 men)", "victory of honour (100, 8+ men)",
			"honour: the first to take men worth 100 with at least 8 men wins; a taken pyramid counts as one man"},
		{board.Fulke3, "victory of honour (100 in at most 8 men)", "victory of honour (100 in 8 men)",
			"honour: the first to take men worth 100 in at most 8 men wins; a taken pyramid counts as one man"},
	} {
		assert.Equal(t, tc.title, s.TitleFor(tc.set), tc.set)
		assert.Equal(t, tc.brief, s.BriefFor(tc.set), tc.set)
		assert.Equal(t, tc.describe, s.DescribeFor(tc.set), tc.set)
	}
}
