package reader

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/lessons/render"
)

// TestWholeExplanationOnRequest: after a wrong first try, ? gives the
// hint, and ? again the whole explanation of that try instead of a
// second one, recorded as the explanation shown.
func TestWholeExplanationOnRequest(t *testing.T) {
	rec := &recorder{}
	clock := time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)
	m := New(fixture(t), Options{
		Renderer: render.New(render.StyleNoTTY, 1),
		Recorder: rec,
		Width:    84, Height: 40,
		Now: func() time.Time { return clock },
	})
	press(t, m, "down", "enter") // lesson 2, means
	press(t, m, "enter")         // its first exercise
	press(t, m, "8", "enter")    // wrong: 9 is the middle of 6 and 12
	require.Len(t, rec.attempts, 1)
	view := m.View()
	assert.Contains(t, view, "✗ Your answer: 8. Not 8.")
	assert.NotContains(t, view, "6 + 12 = 18", "the first try does not give the answer")
	if m.activeState().form.Question.Hint != "" {
		assert.Contains(t, view, "? shows the hint")
		press(t, m, "?")
		view = m.View()
		assert.Contains(t, view, "Hint: ")
	}
	assert.Contains(t, view, "? shows the whole explanation")
	assert.Contains(t, view, "? explain")
	press(t, m, "?")
	view = m.View()
	assert.Contains(t, view, "6 + 12 = 18", "the whole explanation:\n%s", view)
	assert.NotContains(t, view, "esc leave the exercise", "the exercise is over")
	require.Len(t, rec.attempts, 2, "no second try: the explanation shown, recorded before it was")
	assert.True(t, rec.attempts[1].Shown)
	assert.Empty(t, rec.attempts[1].Answer)
}

// Left after a wrong try (Esc): no answer, but the time since the try is
// recorded, from the same opening.
func TestLeftAfterAWrongTry(t *testing.T) {
	rec := &recorder{}
	clock := time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)
	m := New(fixture(t), Options{
		Renderer: render.New(render.StyleNoTTY, 1),
		Recorder: rec,
		Width:    84, Height: 40,
		Now: func() time.Time { return clock },
	})
	press(t, m, "down", "enter") // lesson 2, means
	press(t, m, "enter")         // its first exercise
	press(t, m, "8", "enter")    // wrong
	clock = clock.Add(40 * time.Second)
	press(t, m, "esc")
	require.Len(t, rec.attempts, 2)
	left := rec.attempts[1]
	assert.True(t, left.Left)
	assert.Empty(t, left.Answer)
	assert.Equal(t, rec.attempts[0].Opened, left.Opened)
	assert.Equal(t, 40*time.Second, left.Took, "from the second try's question to leaving")
	assert.Contains(t, m.View(), "Exercise left unanswered")
}
