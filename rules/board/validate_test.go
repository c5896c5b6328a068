package board

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestValidate(t *testing.T) {
	empty := "8/8/8/8/8/8/8/8/8/8/8/8/8/8/8/8"
	for _, tc := range []struct {
		name, text, want string
	}{
		{"teaching position with few men", "8/8/8/8/8/8/8/2,R6,r9,4/8/8/8/8/8/8/8/8 b nemec r3 - 12", ""},
		{"a side took its own man", "8/8/8/8/8/8/8/2,R6,r9,4/8/8/8/8/8/8/8/8 b nemec - r3 12", "black-took holds r3, a man of black's own army"},
		{"empty board", empty + " w nemec - - 1", ""},
		{"value not in the army", "8/8/8/8/8/8/8/8/8/8/8/8/8/8/8/R10,7 w nemec - - 1", "R10: 1 on the board, in pyramids and taken, but white's army has only 0"},
		{"two white R2", "8/8/8/8/8/8/8/8/8/8/8/8/8/8/8/R2,R2,6 w nemec - - 1", "R2: 2 on the board, in pyramids and taken, but white's army has only 1"},
		{"one on board, one taken", "8/8/8/8/8/8/8/8/8/8/8/8/8/8/8/R2,7 w nemec r3 R2 1", "R2: 2 on the board"},
		{"white R4 twice is fine", "8/8/8/8/8/8/8/8/8/8/8/8/8/8/8/R4,R4,6 w nemec - - 1", ""},
		{"pyramid with a foreign layer", "8/8/8/8/8/8/8/8/8/8/8/8/8/8/8/P[R1,T49],7 w nemec - - 1", "a1: white's pyramid has no layer T49"},
		{"two pyramids", "8/8/8/8/8/8/8/8/8/8/8/8/8/8/8/P[R1],P[R4],6 w nemec - - 1", "b1: white has more than one pyramid"},
		{"fulke1 prisoner serves the captor", "8/8/8/8/8/8/8/8/8/8/8/8/8/8/8/R3,7 w fulke1 - - 1", ""},
		{"fulke2 set prisoner of the enemy army", "8/8/8/8/8/8/8/8/8/8/8/8/8/8/8/R3*,7 w fulke2 - - 1", ""},
		{"fulke2 set prisoner the enemy never had", "8/8/8/8/8/8/8/8/8/8/8/8/8/8/8/R4*,7 w fulke2 - - 1", "a1: R4*: a prisoner set by white is a man of black's army, which has no round 4"},
		{"fulke2 unmarked prisoner", "8/8/8/8/8/8/8/8/8/8/8/8/8/8/8/R3,7 w fulke2 - - 1", "a1: R3: white's army has no round 3; a prisoner white has set on the board is marked R3*"},
		{"fulke2 R16 and a set r16", "8/8/8/8/8/8/8/8/8/8/8/8/8/8/8/R16,R16*,6 w fulke2 - - 1", ""},
		{"fulke2 set prisoner and the same man held", "8/8/8/8/8/8/8/8/8/8/8/8/8/8/8/R3*,7 w fulke2 r3 - 1", "R3: 2 on the board, in pyramids and taken, but the two armies have only 1"},
		{"fulke1 still counts both armies", "8/8/8/8/8/8/8/8/8/8/8/8/8/8/8/R3,r3,6 w fulke1 - - 1", "R3: 2 on the board, in pyramids and taken, but the two armies have only 1"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := MustParse(tc.text)
			err := Validate(&p)
			if tc.want == "" {
				assert.NoError(t, err)
				return
			}
			if assert.Error(t, err) {
				assert.Contains(t, err.Error(), tc.want)
			}
		})
	}
}
