package play

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/rithmo/rithmo/rules/board"
	"github.com/rithmo/rithmo/rules/diagram"
)

func TestBoardWords(t *testing.T) {
	study := board.MustParse("8/8/8/8/1,r9,6/8/8/8/4,t12,3/8/2,R6,1,T6,3/8/8/8/8/8 w fulke1 - - 5")
	opening := board.Opening(board.Rules{Set: board.Nemec})
	// fulke1: White's 6 + 6 = 12 took Black's t12, which changed sides into
	// White's rearmost free square, a1; fulke3 holds it off the board.
	changed := board.MustParse("8/8/8/8/8/8/8/8/8/3,R6,4/4,T6,3/8/8/8/8/T12,7 b fulke1 - - 2")
	held := board.MustParse("8/8/8/8/8/8/8/8/8/3,R6,4/4,T6,3/8/8/8/8/8 b fulke3 t12 - 2")
	for _, tc := range []struct {
		name  string
		pos   *board.Position
		marks []diagram.Mark
		want  []string
	}{
		{"a study, its target marked", &study, []diagram.Mark{{Square: sq(t, "e8"), Kind: diagram.Spot}}, []string{
			"The board: White to move, turn 5. Rules: fulke1, Lever & Fulke 1563, the first kind of playing.\n",
			"White's men (2): c6 round 6, e6 triangle 6.\n",
			"Black's men (2): b12 round 9, e8 triangle 12.\n",
			"White triumphs on ranks 11 to 16, Black on ranks 1 to 6.\n",
			"Marked: Black's triangle 12 on e8.\n",
		}},
		{"a move and a taking", &study, []diagram.Mark{
			{Square: sq(t, "c6"), Kind: diagram.From},
			{Square: sq(t, "e6"), Kind: diagram.To},
			{Square: sq(t, "h1"), Kind: diagram.Taken},
		}, []string{"Moved from: c6.\n", "Moved to: White's triangle 6 on e6.\n", "Taken on h1.\n"}},
		{"the opening array, pyramids by layer", &opening, nil, []string{
			"White's men (24): ", "Black's men (24): ", "pyramid 91 (layers 1, 4, 9, 16, 25, 36)", "pyramid 190 (layers 16, 25, 36, 49, 64)",
			"White triumphs on ranks 5 to 16, Black on ranks 1 to 12.\n",
		}},
		{"fulke1: a man taken serves its captor", &changed, nil, []string{
			"White's men (3): a1 triangle 12, e6 triangle 6, d7 round 6.\n", "Taken by White: triangle 12 on a1.\n",
		}},
		{"fulke3: a man taken is held", &held, nil, []string{"Taken by White: triangle 12.\n"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := boardWords(tc.pos, tc.marks)
			for _, w := range tc.want {
				assert.Contains(t, got, w)
			}
			assert.NotContains(t, got, " .  ", "no drawing")
		})
	}
}

func sq(t *testing.T, name string) board.Square {
	t.Helper()
	q, err := board.ParseSquare(name)
	if err != nil {
		t.Fatal(err)
	}
	return q
}
