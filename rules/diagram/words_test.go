package diagram

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/rithmo/rithmo/rules/board"
)

func TestWords(t *testing.T) {
	study := board.MustParse("8/8/8/8/1,r9,6/8/8/8/4,t12,3/8/2,R6,1,T6,3/8/8/8/8/8 w fulke1 - - 5")
	opening := board.Opening(board.Rules{Set: board.Nemec})
	// fulke1: White's 6 + 6 = 12 took Black's t12, which changed sides into
	// White's rearmost free square, a1; fulke3 holds it off the board.
	changed := board.MustParse("8/8/8/8/8/8/8/8/8/3,R6,4/4,T6,3/8/8/8/8/T12,7 b fulke1 - - 2")
	held := board.MustParse("8/8/8/8/8/8/8/8/8/3,R6,4/4,T6,3/8/8/8/8/8 b fulke3 t12 - 2")
	for _, tc := range []struct {
		name    string
		pos     *board.Position
		marks   []Mark
		actions bool // a game's position: numbered by its actions
		want    []string
	}{
		{"a study, its target marked", &study, []Mark{{Square: mustSquare(t, "e8"), Kind: Spot}}, false, []string{
			"The board: White to move, turn 5. Rules: fulke1, Lever & Fulke 1563, the first kind of playing.\n",
			"White's men (2): c6 round 6, e6 triangle 6.\n",
			"Black's men (2): b12 round 9, e8 triangle 12.\n",
			"White triumphs on ranks 11 to 16, Black on ranks 1 to 6.\n",
			"Marked: Black's triangle 12 on e8.\n",
		}},
		{"a move and a taking", &study, []Mark{
			{Square: mustSquare(t, "c6"), Kind: From},
			{Square: mustSquare(t, "e6"), Kind: To},
			{Square: mustSquare(t, "h1"), Kind: Taken},
		}, false, []string{"Moved from: c6.\n", "Moved to: White's triangle 6 on e6.\n", "Taken on h1.\n"}},
		{"the opening array, pyramids by layer", &opening, nil, false, []string{
			"White's men (24): ", "Black's men (24): ", "pyramid 91 (layers 1, 4, 9, 16, 25, 36)", "pyramid 190 (layers 16, 25, 36, 49, 64)",
			"White triumphs on ranks 5 to 16, Black on ranks 1 to 12.\n",
		}},
		{"a game's position, numbered as the game counts", &study, nil, true, []string{
			"The board: White to move, action 5. Rules: fulke1, Lever & Fulke 1563, the first kind of playing.\n",
		}},
		{"fulke1: a man taken serves its captor", &changed, nil, false, []string{
			"White's men (3): a1 triangle 12, e6 triangle 6, d7 round 6.\n", "Taken by White: triangle 12 on a1.\n",
		}},
		{"fulke3: a man taken is held", &held, nil, false, []string{"Taken by White: triangle 12.\n"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := Words(tc.pos, Options{Marks: tc.marks, Actions: tc.actions})
			for _, w := range tc.want {
				assert.Contains(t, got, w)
			}
			assert.NotContains(t, got, " .  ", "no drawing")
		})
	}
}
