package board

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestLine(t *testing.T) {
	for _, tc := range []struct {
		a, b  string
		d     Direction
		steps int
		ok    bool
	}{
		{"c3", "c5", North, 2, true},
		{"c5", "c3", South, 2, true},
		{"a1", "h8", NorthEast, 7, true},
		{"h1", "a8", NorthWest, 7, true},
		{"e8", "d7", SouthWest, 1, true},
		{"a1", "h1", East, 7, true},
		{"a1", "b3", 0, 0, false}, // a knight's draught is no line
		{"e8", "e8", 0, 0, false},
	} {
		d, steps, ok := Line(MustSquare(tc.a), MustSquare(tc.b))
		assert.Equal(t, tc.ok, ok, "%s-%s", tc.a, tc.b)
		if tc.ok {
			assert.Equal(t, tc.d, d, "%s-%s", tc.a, tc.b)
			assert.Equal(t, tc.steps, steps, "%s-%s", tc.a, tc.b)
			end, on := Step(MustSquare(tc.a), d, steps, MaxRanks)
			assert.True(t, on)
			assert.Equal(t, tc.b, end.String(), "stepping back along the line")
		}
	}
}

// Line finds every direction and distance Step walks.
func TestLineEveryDirection(t *testing.T) {
	from := MustSquare("d8")
	for d := Direction(0); d < NumDirections; d++ {
		for k := 1; k <= 3; k++ {
			to, on := Step(from, d, k, MaxRanks)
			assert.True(t, on)
			got, steps, ok := Line(from, to)
			assert.True(t, ok)
			assert.Equal(t, [2]int{int(d), k}, [2]int{int(got), steps}, "%s %d", d, k)
		}
	}
}

func TestDirections(t *testing.T) {
	for d := Direction(0); d < NumDirections; d++ {
		f, r := d.Delta()
		of, or := d.Opposite().Delta()
		assert.Equal(t, [2]int{-f, -r}, [2]int{of, or}, d.String())
		assert.Equal(t, f == 0 || r == 0, d.Orthogonal(), d.String())
	}
	_, on := Step(MustSquare("a16"), North, 1, MaxRanks)
	assert.False(t, on, "off the board's edge")
	_, on = Step(MustSquare("a10"), North, 1, 10)
	assert.False(t, on, "a ten-rank board ends at rank 10")
}
