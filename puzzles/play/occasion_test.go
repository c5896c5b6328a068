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

// A review card made from the learner's own game numbers its board by the
// game's action, as its origin line does, drawn and read out in words; a
// puzzle of the collection keeps its notation's turn.
func TestFromGameBoardCountsActions(t *testing.T) {
	for _, tc := range []struct {
		name     string
		fromGame bool
		occasion string
		word     string
	}{
		{"from the learner's game", true, "From your game of 6 Dec 2026, action %d", "action"},
		{"a puzzle of the collection", false, "", "turn"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			list := loadTest(t, "t-addition")
			require.Len(t, list, 1)
			pz := &list[0]
			move := pz.Position.Move
			if tc.occasion != "" {
				pz.Occasion = fmt.Sprintf(tc.occasion, move)
			}
			pz.FromGame = tc.fromGame
			s := NewSession(list, Options{Now: clock()})
			legend := fmt.Sprintf("%s to move, %s %d. Rules: ", pz.Position.ToMove.Title(), tc.word, move)
			other := map[string]string{"action": "turn", "turn": "action"}[tc.word]
			m := NewModel(s, 120, 40)
			view := checkFits(t, m, 120, 40, "opened")
			assert.Contains(t, view, legend, "the board's legend:\n%s", view)
			assert.NotContains(t, view, fmt.Sprintf("%s %d.", other, move))
			said := s.boardSaid()
			assert.Contains(t, said, "The board: "+legend, "in words")
			assert.NotContains(t, said, fmt.Sprintf("%s %d.", other, move))
			if tc.fromGame {
				assert.Contains(t, flatten(panelText(m, view)), flatten(pz.Occasion), "the origin line says the same count")
			}
		})
	}
}
