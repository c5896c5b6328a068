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
		notes  map[int]string // lesson 3's page 5: the run's first exercise → the line before it
	}{
		// fulke1: page 2 asks its round and triangle, page 5 asks them again.
		{"fulke1", []int{0, 1, 4, 5}, map[string][]int{one.Name: {2, 3}, three.Name: {7, 8}},
			map[int]string{7: "On the quick route, 1 of these 3 is asked: the other 2 repeat questions asked on page 2, and wait for you in the course."}},
		// nemec: page 4 asks its round, and parlett's triangle and square,
		// passed; page 5 asks its round again.
		{"nemec", []int{0, 3, 4, 5}, map[string][]int{one.Name: {2, 3}, three.Name: {4, 6, 7}},
			map[int]string{7: "On the quick route, 2 of these 3 are asked: the other repeats a question asked on page 4, and waits for you in the course."}},
		// fulke2: its triangle on page 3, beside fulke3's square, passed;
		// its triangle again on page 5.
		{"fulke2", []int{0, 2, 4, 5}, map[string][]int{one.Name: {2, 3}, three.Name: {3, 8}},
			map[int]string{7: "On the quick route, 2 of these 3 are asked: the other repeats a question asked on page 3, and waits for you in the course."}},
	}
	for _, tc := range tests {
		r := render.New(render.StyleNoTTY, 7)
		r.SetRules(tc.rules)
		rep := newRepeats()
		pages := map[string]map[int][]render.Block{}
		visit := func(l *lessons.Lesson, page int) {
			blocks, err := r.Page(l, page, 76)
			require.NoError(t, err)
			rep.see(r, l, page, blocks)
			if pages[l.Name] == nil {
				pages[l.Name] = map[int][]render.Block{}
			}
			pages[l.Name][page] = blocks
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
				if rep.passed(l, ex.Index) {
					got = append(got, ex.Index)
				}
			}
			assert.Equal(t, tc.passed[l.Name], got, "%s, lesson %d", tc.rules, l.Number)
		}
		all := func(int) bool { return true }
		// Lesson 1's page: two of the book's examples, then four drawn
		// at random, of which the subtraction and division are repeats.
		assert.Equal(t, map[int]string{2: "On the quick route, 2 of these 4 are asked: the other 2 repeat questions asked above, and wait for you in the course."},
			rep.runNotes(one, pages[one.Name][0], all), tc.rules)
		assert.Equal(t, tc.notes, rep.runNotes(three, pages[three.Name][4], all), tc.rules)
		if tc.rules == "nemec" {
			assert.Equal(t, map[int]string{4: "On the quick route, 1 of these 3 is asked: the other 2 ask parlett's moves, not yours (nemec), and wait for you in the course."},
				rep.runNotes(three, pages[three.Name][3], all))
		}
		// An exercise passed over but answered before is shown with its
		// answer, and counted as asked.
		assert.Equal(t, map[int]string{2: "On the quick route, 3 of these 4 are asked: the other repeats a question asked above, and waits for you in the course."},
			rep.runNotes(one, pages[one.Name][0], func(i int) bool { return i != 2 }), tc.rules)
	}
	var off *repeats
	assert.False(t, off.passed(one, 2), "off the route nothing is passed")
	assert.Empty(t, off.runNotes(one, nil, func(int) bool { return true }))
}

// The line before a run of exercises thinned by the route counts the run
// and names each reason once, in the order met.
func TestRunNote(t *testing.T) {
	for _, tc := range []struct {
		n    int
		gone []reason
		want string
	}{
		{4, []reason{{where: "above"}, {where: "above"}},
			"On the quick route, 2 of these 4 are asked: the other 2 repeat questions asked above, and wait for you in the course."},
		{3, []reason{{where: "page 4"}},
			"On the quick route, 2 of these 3 are asked: the other repeats a question asked on page 4, and waits for you in the course."},
		{3, []reason{{other: "parlett", mine: "nemec"}, {other: "parlett", mine: "nemec"}},
			"On the quick route, 1 of these 3 is asked: the other 2 ask parlett's moves, not yours (nemec), and wait for you in the course."},
		{3, []reason{{where: "page 2"}, {other: "fulke3", mine: "fulke2"}},
			"On the quick route, 1 of these 3 is asked: 1 repeats a question asked on page 2, 1 asks fulke3's moves, not yours (fulke2), and they wait for you in the course."},
		{2, []reason{{where: "lesson 1, page 1"}, {where: "lesson 1, page 1"}},
			"On the quick route, none of these 2 is asked: they repeat questions asked on lesson 1, page 1, and wait for you in the course."},
		{1, []reason{{where: "above"}},
			"On the quick route, the exercise here is not asked: it repeats a question asked above, and waits for you in the course."},
	} {
		assert.Equal(t, tc.want, runNote(tc.n, tc.gone))
	}
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
