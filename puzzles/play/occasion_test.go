package play

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Where a puzzle comes from (the day's puzzle, a review card made from the
// learner's own game) is on screen before the answer, at every size the
// issue names, with the board whole and the frame within the terminal.
func TestOccasionShownBeforeTheAnswer(t *testing.T) {
	occasions := []string{
		"Puzzle of the day, Monday 7 December 2026",
		"From your game of 6 Dec 2026, action 31",
		"Of the kind you let pass in your game of 6 Dec 2026, action 31",
	}
	for _, id := range []string{"t-addition", "t-spot", "t-triumph"} {
		for _, occasion := range occasions {
			for _, size := range []struct{ w, h int }{{80, 24}, {100, 30}, {120, 40}} {
				t.Run(fmt.Sprintf("%s/%dx%d/%s", id, size.w, size.h, occasion), func(t *testing.T) {
					list := loadTest(t, id)
					require.Len(t, list, 1)
					list[0].Occasion = occasion
					m := NewModel(NewSession(list, Options{Now: clock()}), size.w, size.h)
					require.NotEqual(t, arrangeTooSmall, m.scr.arrange, "the puzzle is played at %dx%d", size.w, size.h)
					view := checkFits(t, m, size.w, size.h, "opened")
					assert.Contains(t, flatten(panelText(m, view)), flatten(occasion), "the occasion before the answer:\n%s", view)
					for _, l := range m.scr.header {
						assert.Contains(t, view, l, "the header is on screen")
					}
					assert.True(t, boardVisible(view), "the board whole:\n%s", view)
					assert.Contains(t, strings.Join(m.scr.header, " "), list[0].Rules(), "the rule set still said")
				})
			}
		}
	}
}
