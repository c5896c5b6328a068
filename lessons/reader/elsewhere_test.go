package reader

import (
	"bytes"
	"context"
	"strings"
	"testing"
	"testing/iotest"

	"github.com/charmbracelet/x/ansi"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/lessons"
	"github.com/rithmo/rithmo/lessons/render"
)

// Forward through lesson 3 a learner passes over the pages on the other
// rule sets' moves, told which, and ← goes back to them.
func TestForwardPassesOverOtherRuleSets(t *testing.T) {
	all := course(t)
	l, ok := lessons.Find(all, "3")
	require.True(t, ok)
	tests := []struct {
		rules string
		from  int
		next  int
		note  string
	}{
		{"fulke1", 0, 1, ""},
		{"fulke1", 1, 4, "Passed pages 3-4, other rule sets' moves (you learn in fulke1): ← shows them."},
		{"", 1, 4, "Passed pages 3-4, other rule sets' moves (you learn in fulke1): ← shows them."},
		{"nemec", 0, 3, "Passed pages 2-3, other rule sets' moves (you learn in nemec): ← shows them."},
		{"fulke3", 0, 2, "Passed page 2, other rule sets' moves (you learn in fulke3): ← shows them."},
		{"fulke3", 2, 4, "Passed page 4, other rule sets' moves (you learn in fulke3): ← shows them."},
		{"parlett", 4, 5, ""},
		{"parlett", 5, 6, ""},
	}
	for _, tc := range tests {
		next, passed, sets := forward(l, tc.from, tc.rules)
		assert.Equal(t, tc.next, next, "%s from page %d", tc.rules, tc.from+1)
		note := passedNote(passed, sets, tc.rules, true)
		assert.Equal(t, tc.note, note, "%s from page %d", tc.rules, tc.from+1)
		assert.LessOrEqual(t, ansi.StringWidth(note), 78, "the status line at 80 columns")
	}
	_, passed, sets := forward(l, 0, "nemec")
	assert.Equal(t, "Passed over pages 2-3, on the moves of fulke1, fulke2, fulke3: you learn in nemec. Previous page goes back to them.",
		passedNote(passed, sets, "nemec", false))

	for _, tc := range []struct {
		rules            string
		from, want, back int
	}{{"fulke1", 1, 4, 3}, {"nemec", 0, 3, 2}} {
		t.Run("full screen "+tc.rules, func(t *testing.T) {
			r := render.New(render.StyleNoTTY, 1)
			r.SetRules(tc.rules)
			m := New(all, Options{Renderer: r, Recorder: &recorder{}, Start: "3", Page: tc.from, Width: 80, Height: 24})
			press(t, m, "right")
			_, page := m.Lesson()
			assert.Equal(t, tc.want, page, "the page the learner's rule set is on")
			assert.Contains(t, m.View(), "other rule sets' moves (you learn in "+tc.rules+")")
			golden(t, "passed-"+tc.rules+"-80x24", m.View())
			press(t, m, "left")
			_, page = m.Lesson()
			assert.Equal(t, tc.back, page, "← goes back to the page passed over")
		})
	}
}

// The accessible reader passes over the same pages, saying so.
func TestAccessibleNextPagePassesOver(t *testing.T) {
	r := render.New(render.StyleNoTTY, 1)
	r.SetRules("nemec")
	var out bytes.Buffer
	in := iotest.OneByteReader(strings.NewReader("1\n")) // Next page, then the input ends
	err := RunAccessible(context.Background(), in, &out, course(t), AccessibleOptions{Renderer: r, Start: "3"})
	require.NoError(t, err)
	text := out.String()
	note := strings.Index(text, "Passed over pages 2-3, on the moves of fulke1, fulke2, fulke3: you learn in nemec.")
	require.GreaterOrEqual(t, note, 0, text)
	assert.Contains(t, text[note:], "Němec and Parlett")
	assert.NotContains(t, text[note:], "The first kind of the 1563 book")
}

// A shortcut is taken once, forward, from its page only.
func TestShortcut(t *testing.T) {
	all := course(t)
	one, _ := lessons.Find(all, "1")
	three, _ := lessons.Find(all, "3")
	s := &Shortcut{From: "1", Page: 0, To: "3", Note: "on to lesson 3"}
	tests := []struct {
		name  string
		s     *Shortcut
		l     *lessons.Lesson
		page  int
		delta int
		want  *lessons.Lesson
	}{
		{"forward from its page", s, one, 0, +1, three},
		{"back", s, one, 0, -1, nil},
		{"another page", s, one, 1, +1, nil},
		{"another lesson", s, three, 0, +1, nil},
		{"none", nil, one, 0, +1, nil},
		{"a lesson that is not there", &Shortcut{From: "1", To: "99"}, one, 0, +1, nil},
	}
	for _, tc := range tests {
		to, note, ok := tc.s.take(all, tc.l, tc.page, tc.delta)
		assert.Equal(t, tc.want != nil, ok, tc.name)
		assert.Equal(t, tc.want, to, tc.name)
		if ok {
			assert.Equal(t, "on to lesson 3", note, tc.name)
		}
	}

	m := New(all, Options{Renderer: render.New(render.StyleNoTTY, 1), Recorder: &recorder{}, Start: "1", Width: 80, Height: 24, Shortcut: s})
	press(t, m, "right")
	l, page := m.Lesson()
	assert.Equal(t, three, l)
	assert.Equal(t, 0, page)
	assert.Contains(t, m.View(), "on to lesson 3")
	press(t, m, "q", "up", "up", "enter") // back to lesson 1 from the list
	l, _ = m.Lesson()
	require.Equal(t, one, l)
	press(t, m, "home", "left", "left", "left", "left", "right")
	l, page = m.Lesson()
	assert.Equal(t, one, l, "taken once: lesson 1 reads on")
	assert.Equal(t, 1, page)
}
