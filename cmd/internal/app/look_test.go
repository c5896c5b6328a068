package app

import (
	"io"
	"testing"

	"github.com/charmbracelet/lipgloss"
	"github.com/muesli/termenv"
	"github.com/stretchr/testify/assert"
)

// A screen opened in the home takes the home's look, and its live help,
// which may act (the opponent's opening move), is not written twice.
func TestScreensTakeTheHomesLook(t *testing.T) {
	r := lipgloss.NewRenderer(io.Discard)
	r.SetColorProfile(termenv.ANSI256)
	look := NewLook(r)
	helps := 0
	ask := NewLiveAskScreen("Play", "Your action", func() string { helps++; return "Black: d13-e12" }, func(string, int) (string, error) { return "", nil }, 80, 24)
	text := NewTextScreen("Rules", "text", 80, 24)
	for _, tc := range []struct {
		name   string
		screen Screen
	}{{"ask", ask}, {"text", text}} {
		t.Run(tc.name, func(t *testing.T) {
			home := NewHome(func() Menu {
				return Menu{Items: []Item{{Title: tc.name, Screen: func(int, int) (Screen, error) { return tc.screen, nil }}}}
			}, 80, 24).WithLook(look)
			home.open(0)
			assert.Contains(t, home.View(), "\x1b[1m", "the title drawn bold by the home's renderer")
		})
	}
	assert.Equal(t, 1, helps, "the help written once")
	assert.Contains(t, ask.View(), "Black: d13-e12")
}
