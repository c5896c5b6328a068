package triumph

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/rules/board"
)

func TestNear(t *testing.T) {
	tests := []struct {
		name     string
		spec     spec
		side     board.Side
		arrivals string // "e4-d5 d4-e5": the side's men brought to empty squares
		one, two int
	}{
		{
			// 4, 6, 9: 4 × 9 = 36 = 6 × 6. The 9 stands on f5; the 4 and the
			// 6 each come in one action.
			name:     "a 9 waits for a 4 and a 6: two arrivals",
			spec:     spec{rules: "nemec", men: "f5=T9 e4=R4 d4=R6 a16=r3"},
			side:     board.White,
			arrivals: "e4-d5 d4-e5",
			two:      1,
		},
		{
			name:     "the 4 and the 9 stand: the 6 completes in one",
			spec:     spec{rules: "nemec", men: "d5=R4 f5=T9 d4=R6 a16=r3"},
			side:     board.White,
			arrivals: "d4-e5",
			one:      1,
		},
		{
			name:     "a 7 is no term of 4 and 9",
			spec:     spec{rules: "nemec", men: "f5=T9 e4=R4 d4=R7 a16=r3"},
			side:     board.White,
			arrivals: "e4-d5 d4-e5",
		},
		{
			// The pyramid holds a 4 and a 9 among its layers, and could
			// come to d5 or to f5, but not to both.
			name:     "one man cannot come to two squares",
			spec:     spec{rules: "nemec", men: "e5=R6 e4=P[R1,R4,T9,T16,S25,S36] a16=r3"},
			side:     board.White,
			arrivals: "e4-d5 e4-f5",
		},
		{
			name:     "the pyramid comes with its 4, a triangle with its 9",
			spec:     spec{rules: "nemec", men: "e5=R6 e4=P[R1,R4,T9,T16,S25,S36] g4=T9 a16=r3"},
			side:     board.White,
			arrivals: "e4-d5 g4-f5",
			two:      1,
		},
		{
			// d5, f5, h5: 4, 6, 9 two squares apart, but a man stands on g5.
			name:     "the squares between must be empty",
			spec:     spec{rules: "nemec", men: "d5=R4 h5=T9 g5=R2 e4=R6 a16=r3"},
			side:     board.White,
			arrivals: "e4-f5",
		},
		{
			name:     "no man of the arrangement stands yet: three actions off",
			spec:     spec{rules: "nemec", men: "e4=R4 d4=R6 h3=T9 a16=r3"},
			side:     board.White,
			arrivals: "e4-d5 d4-e5 h3-f5",
		},
		{
			name:     "fulke1, Black's king taken",
			spec:     spec{rules: "fulke1", men: "f12=T9 e11=R4 d11=R6 a16=r3"},
			side:     board.White,
			arrivals: "e11-d12 d11-e12",
			two:      1,
		},
		{
			name:     "no triumph while Black's king stands (fulke1)",
			spec:     spec{rules: "fulke1", men: "f12=T9 e11=R4 d11=R6 h13=p[r16,t25,t36,s49,s64]"},
			side:     board.White,
			arrivals: "e11-d12 d11-e12",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := tt.spec.position(t)
			var arr []Arrival
			for _, m := range strings.Fields(tt.arrivals) {
				from, to, ok := strings.Cut(m, "-")
				require.True(t, ok)
				f, err := board.ParseSquare(from)
				require.NoError(t, err)
				g, err := board.ParseSquare(to)
				require.NoError(t, err)
				arr = append(arr, Arrival{From: f, To: g})
			}
			one, two := Near(p, tt.side, arr)
			assert.Equal(t, tt.one, one, "one")
			assert.Equal(t, tt.two, two, "two")
		})
	}
}
