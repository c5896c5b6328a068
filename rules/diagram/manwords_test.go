package diagram

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/rithmo/rithmo/rules/board"
)

func TestManWords(t *testing.T) {
	set := board.MustParse("7,r9/8/2,R3*,5/8/8/8/8/8/2,t12,5/8/8/8/8/8/8/S289,7 w fulke2 - - 1")
	opening := board.Opening(board.Rules{Set: board.Fulke1})
	for _, tc := range []struct {
		name  string
		piece board.Piece
		want  string
	}{
		{"a round", set.At(mustSquare(t, "h16")), "round 9"},
		{"a triangle", set.At(mustSquare(t, "c8")), "triangle 12"},
		{"a square", set.At(mustSquare(t, "a1")), "square 289"},
		{"a prisoner set on the board", set.At(mustSquare(t, "c14")), "round 3 (Black's, set as a prisoner)"},
		{"a pyramid by its layers", opening.At(mustSquare(t, "b4")), "pyramid 91 (layers 1, 4, 9, 16, 25, 36)"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.want, ManWords(tc.piece))
		})
	}
}

func mustSquare(t *testing.T, name string) board.Square {
	t.Helper()
	q, err := board.ParseSquare(name)
	if err != nil {
		t.Fatal(err)
	}
	return q
}
