package reader

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/lessons"
	"github.com/rithmo/rithmo/lessons/render"
)

// On a quick route an exercise that asks again what an earlier one asked
// (the same way of taking, the same man's moves in the same rule set) is
// passed over, whatever its numbers, and so is one on another rule set's
// moves on the learner's own pages; the first of each kind is asked.
func TestRepeatsPassAskedAgain(t *testing.T) {
	all := course(t)
	one, ok := lessons.Find(all, "1")
	require.True(t, ok)
	three, ok := lessons.Find(all, "3")
	require.True(t, ok)
	tests := []struct {
		rules  string
		pages  []int // of lesson 3, in the route's order, after lesson 1's first
		passed map[string][]int
		line   string // said for lesson 3's first passed exercise
	}{
		// fulke1: page 2 asks its round and triangle, page 5 asks them again.
		{"fulke1", []int{0, 1, 4, 5}, map[string][]int{one.Name: {2, 3}, three.Name: {7, 8}},
			"Passed on the quick route: asked on page 2. Open for the course."},
		// nemec: page 4 asks its round, and parlett's triangle and square,
		// passed; page 5 asks its round again.
		{"nemec", []int{0, 3, 4, 5}, map[string][]int{one.Name: {2, 3}, three.Name: {4, 6, 7}},
			"Passed on the quick route: parlett's moves, not yours (nemec). Open for the course."},
		// fulke2: its triangle on page 3, beside fulke3's square, passed;
		// its triangle again on page 5.
		{"fulke2", []int{0, 2, 4, 5}, map[string][]int{one.Name: {2, 3}, three.Name: {3, 8}},
			"Passed on the quick route: fulke3's moves, not yours (fulke2). Open for the course."},
	}
	for _, tc := range tests {
		r := render.New(render.StyleNoTTY, 7)
		r.SetRules(tc.rules)
		rep := newRepeats()
		visit := func(l *lessons.Lesson, page int) {
			blocks, err := r.Page(l, page, 76)
			require.NoError(t, err)
			rep.see(r, l, page, blocks)
		}
		visit(one, 0)
		for _, p := range tc.pages {
			visit(three, p)
		}
		visit(three, tc.pages[1]) // met again: what was decided stands
		if tc.rules == "fulke1" {
			visit(three, 2) // turned back to: other rule sets' page asked as it stands
		}
		for _, l := range []*lessons.Lesson{one, three} {
			var got []int
			for _, ex := range l.Exercises {
				if rep.passed(l, ex.Index) != "" {
					got = append(got, ex.Index)
				}
			}
			assert.Equal(t, tc.passed[l.Name], got, "%s, lesson %d", tc.rules, l.Number)
		}
		assert.Equal(t, "Passed on the quick route: asked on this page. Open for the course.", rep.passed(one, 2))
		assert.Equal(t, tc.line, rep.passed(three, tc.passed[three.Name][0]), tc.rules)
		if tc.rules == "nemec" {
			assert.Equal(t, "Passed on the quick route: asked on page 4. Open for the course.", rep.passed(three, 7))
		}
	}
	var off *repeats
	assert.Empty(t, off.passed(one, 2), "off the route nothing is passed")
}

// A route cuts a last page before its summary, however the heading is
// drawn; the summary is what it left.
func TestCutSummary(t *testing.T) {
	tests := []struct {
		name   string
		blocks []render.Block
		before []string
		after  string
		cut    bool
	}{
		{"plain", []render.Block{{Text: "board", Exercise: -1, Picture: true}, {Text: "  Prose.\n\n  ## In a nutshell\n\n  • a\n\n  Sources: b", Exercise: -1}},
			[]string{"board", "  Prose."}, "  ## In a nutshell\n\n  • a\n\n  Sources: b", true},
		{"styled", []render.Block{{Text: "  Prose.\n\x1b[1m  In a nutshell\x1b[0m\n  • a", Exercise: -1}},
			[]string{"  Prose."}, "\x1b[1m  In a nutshell\x1b[0m\n  • a", true},
		{"heading first", []render.Block{{Text: "x", Exercise: 0}, {Text: "## In a nutshell\n• a", Exercise: -1}, {Text: "Sources", Exercise: -1}},
			[]string{"x"}, "## In a nutshell\n• a\n\nSources", true},
		{"none", []render.Block{{Text: "  Prose.\n  In a nutshell, no.", Exercise: -1}},
			[]string{"  Prose.\n  In a nutshell, no."}, "", false},
	}
	for _, tc := range tests {
		got, cut := cutSummary(tc.blocks)
		var texts []string
		for _, b := range got {
			texts = append(texts, b.Text)
		}
		assert.Equal(t, tc.cut, cut, tc.name)
		assert.Equal(t, tc.before, texts, tc.name)
		assert.Equal(t, tc.after, summaryOf(tc.blocks), tc.name)
	}
}

// Every lesson's last page holds the summary a route cuts before.
func TestEveryLessonHasItsSummary(t *testing.T) {
	r := render.New(render.StyleNoTTY, 7)
	for _, l := range course(t) {
		blocks, err := r.Page(l, len(l.Pages)-1, 76)
		require.NoError(t, err)
		_, cut := cutSummary(blocks)
		assert.True(t, cut, "lesson %d", l.Number)
		assert.True(t, strings.Contains(summaryOf(blocks), SummaryHeading), "lesson %d", l.Number)
	}
}
