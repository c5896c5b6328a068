package reader

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/lessons"
	"github.com/rithmo/rithmo/lessons/render"
)

// On the quick route, full-screen, an exercise passed over takes no room:
// the line before its run counts what is asked, and no line speaks of an
// exercise the learner never sees. Lesson 3's page 5 in fulke1 asks only
// the square's moves (the round's and triangle's were asked on page 2).
func TestQuickRouteScreenCountsWhatItShows(t *testing.T) {
	all := course(t)
	r := render.New(render.StyleNoTTY, 7)
	r.SetRules("fulke1")
	m := New(all, Options{Renderer: r, Recorder: &recorder{}, Start: "1", Width: 80, Height: 24,
		Shortcut: &Shortcut{From: "1", Page: 0, To: "3", Note: "on to lesson 3"}})
	page := func() string {
		lines, _ := m.body()
		return ansi.Strip(strings.Join(lines, "\n"))
	}
	one := page()
	assert.Contains(t, one, "Now four drawn at random.")
	assert.Contains(t, one, "On the quick route, 2 of these 4 are asked: the other 2 repeat questions\n  asked above, and wait for you in the course.")
	assert.NotContains(t, one, "Passed")
	assert.NotContains(t, one, "Exercise 3.", "the random subtraction, a repeat, is not shown")
	assert.NotContains(t, one, "Exercise 4.", "nor the division")
	assert.Contains(t, one, "Exercise 5.")

	press(t, m, "right", "right", "right") // lesson 3's pages 1, 2, then 5
	l, at := m.Lesson()
	three, _ := lessons.Find(all, "3")
	require.Equal(t, three, l)
	require.Equal(t, 4, at)
	golden(t, "route-fulke1-80x24", ansi.Strip(m.View()))
	five := page()
	assert.NotContains(t, five, "Exercise 8.")
	assert.NotContains(t, five, "Exercise 9.")
	assert.Contains(t, five, "Exercise 10. Under fulke1, a lone square")
	assert.Equal(t, "Exercise 10", firstExercise(five), "the one asked is the first Enter answers")
}

// firstExercise is the first "Exercise N" on a page's text.
func firstExercise(text string) string {
	i := strings.Index(text, "Exercise ")
	if i < 0 {
		return ""
	}
	f := strings.Fields(text[i:])
	return f[0] + " " + strings.TrimSuffix(f[1], ".")
}
