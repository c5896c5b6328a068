package play

import (
	"fmt"
	"strings"
	"testing"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"
	"github.com/muesli/termenv"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestHintShownWhole: each hint is read whole at every size, 80×24 among
// them, the question giving up options for it.
func TestHintShownWhole(t *testing.T) {
	lipgloss.SetColorProfile(termenv.Ascii)
	for _, size := range [][2]int{{80, 24}, {100, 30}, {120, 40}} {
		for _, id := range []string{"t-addition", "t-division"} {
			t.Run(fmt.Sprintf("%s %dx%d", id, size[0], size[1]), func(t *testing.T) {
				m := NewModel(newTestSession(t, nil, id), size[0], size[1])
				pump(m, m.Init()())
				for i := range 3 {
					pump(m, runes("h"))
					view := ansi.Strip(checkFits(t, m, size[0], size[1], fmt.Sprintf("hint %d", i+1)))
					newest := m.msgLines[m.lastChunk:]
					require.NotEmpty(t, newest)
					assert.Contains(t, ansi.Strip(newest[0]), "Hint (")
					for _, l := range newest {
						assert.Contains(t, view, strings.TrimSpace(ansi.Strip(l)), "hint %d is cut:\n%s", i+1, view)
					}
					assert.Contains(t, view, "Which of your men?", "the question stays")
				}
			})
		}
	}
}
