package lessons

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/content"
)

// TestElsewhere holds lesson 3's pages to the rule sets they are about: a
// learner passes over the pages on the other four rule sets' moves, and
// never the pages that hold for all (the introduction, the learner's own
// exercises, taking on the board).
func TestElsewhere(t *testing.T) {
	all, err := Load(content.Lessons())
	require.NoError(t, err)
	l, ok := Find(all, "3")
	require.True(t, ok)
	require.Len(t, l.Pages, 6, "lesson 3's pages as this test knows them")
	tests := []struct {
		rules     string
		elsewhere map[int][]string // page -> the rule sets it is about
	}{
		{rules: "", elsewhere: map[int][]string{2: {"fulke2", "fulke3"}, 3: {"nemec", "parlett"}}},
		{rules: "fulke1", elsewhere: map[int][]string{2: {"fulke2", "fulke3"}, 3: {"nemec", "parlett"}}},
		{rules: "fulke2", elsewhere: map[int][]string{1: {"fulke1"}, 3: {"nemec", "parlett"}}},
		{rules: "fulke3", elsewhere: map[int][]string{1: {"fulke1"}, 3: {"nemec", "parlett"}}},
		{rules: "nemec", elsewhere: map[int][]string{1: {"fulke1"}, 2: {"fulke2", "fulke3"}}},
		{rules: "parlett", elsewhere: map[int][]string{1: {"fulke1"}, 2: {"fulke2", "fulke3"}}},
	}
	for _, tc := range tests {
		t.Run(tc.rules, func(t *testing.T) {
			for page := range l.Pages {
				sets, ok := l.Elsewhere(page, tc.rules)
				want, wantOK := tc.elsewhere[page]
				assert.Equal(t, wantOK, ok, "page %d", page+1)
				assert.ElementsMatch(t, want, sets, "page %d", page+1)
			}
			for _, ex := range l.Exercises {
				_, other := tc.elsewhere[ex.Page]
				assert.Equal(t, !other, l.Counts(ex.Index, tc.rules), "exercise %d on page %d", ex.Index+1, ex.Page+1)
			}
		})
	}
	assert.False(t, l.Counts(-1, "fulke1"))
	assert.False(t, l.Counts(len(l.Exercises), "fulke1"))
	_, ok = l.Elsewhere(len(l.Pages), "fulke1")
	assert.False(t, ok)
}

// TestElsewhereOnlyLesson3 keeps the passing over to lesson 3: every other
// lesson's pages count for every rule set.
func TestElsewhereOnlyLesson3(t *testing.T) {
	all, err := Load(content.Lessons())
	require.NoError(t, err)
	for _, l := range all {
		if l.Number == 3 {
			continue
		}
		for page := range l.Pages {
			for _, rules := range []string{"fulke1", "fulke2", "fulke3", "nemec", "parlett"} {
				_, ok := l.Elsewhere(page, rules)
				assert.False(t, ok, "%s page %d under %s", l.File, page+1, rules)
			}
		}
	}
}
