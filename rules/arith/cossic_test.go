package arith

import (
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestCossic(t *testing.T) {
	tests := []struct {
		a, b      int64
		power     Power
		rootFirst bool
	}{
		// The book's ladder from the root 2.
		{2, 4, Square, true},
		{2, 8, Cube, true},
		{2, 16, SquareOfSquare, true},
		{2, 32, Sursolid, true},
		{2, 64, SquareOfCube, true},
		{64, 2, SquareOfCube, false},
		{9, 81, Square, true},
		{81, 3, SquareOfSquare, false},
		{81, 9, Square, false},
		{4, 64, Cube, true},
		{8, 64, Square, true},
		{15, 225, Square, true},
		{3, 729, SquareOfCube, true},
		{2, 128, PowerNone, false}, // the seventh power is no sign of the game
		{2, 6, PowerNone, false},
		{16, 32, PowerNone, false},
		{5, 5, PowerNone, false},
		{1, 1, PowerNone, false},
		{1, 5, PowerNone, false},
		{0, 0, PowerNone, false},
		{-2, 4, PowerNone, false},
		{3037000499, 3037000499 * 3037000499, Square, true},
		{math.MaxInt64, math.MaxInt64, PowerNone, false},
		{2, 1 << 62, PowerNone, false},
		{1 << 10, 1 << 60, SquareOfCube, true},
		{1 << 21, 1 << 63 >> 1, PowerNone, false}, // 2^62 is not a power of 2^21
	}
	for _, tt := range tests {
		p, rootFirst := Cossic(tt.a, tt.b)
		assert.Equal(t, tt.power, p, "%d %d", tt.a, tt.b)
		assert.Equal(t, tt.rootFirst, rootFirst, "%d %d", tt.a, tt.b)
	}
	assert.Equal(t, "2 × 2 × 2 = 8: 8 is the cube of 2", ExplainCossic(8, 2))
	assert.Equal(t, "3 × 3 × 3 × 3 = 81: 81 is the square of square of 3", ExplainCossic(3, 81))
	assert.Contains(t, ExplainCossic(6, 2), "neither of 6 and 2")
}

func TestPowerNames(t *testing.T) {
	assert.Equal(t, []string{"square", "cube", "square of square", "sursolid", "square of cube", "none"}, PowerNames())
	for p := PowerNone; p <= SquareOfCube; p++ {
		got, err := ParsePower(p.String())
		require.NoError(t, err)
		assert.Equal(t, p, got)
	}
	for s, want := range map[string]Power{"Quadrate": Square, "solid  quadrate": Cube, "quadrate of cube": SquareOfCube,
		"sursolide": Sursolid, "fourth": SquareOfSquare} {
		got, err := ParsePower(s)
		require.NoError(t, err, s)
		assert.Equal(t, want, got, s)
	}
	_, err := ParsePower("seventh")
	require.Error(t, err)
}

// TestCossicMarksMatchTheBook: the 1563 book's list of the men marked with
// cossic signs in the second kind of play, derived from the enemy's values.
func TestCossicMarksMatchTheBook(t *testing.T) {
	white := map[int64][]Power{
		2: {Root}, 4: {Root}, 6: {Root}, 8: {Root}, 15: {Root},
		9: {Root, Square}, 25: {Square}, 49: {Square}, 81: {Square, SquareOfSquare},
	}
	black := map[int64][]Power{
		3: {Root}, 5: {Root}, 7: {Root}, 9: {Root}, 81: {Square},
		16: {Square, SquareOfSquare}, 36: {Square}, 64: {Square, Cube, SquareOfCube}, 225: {Square},
	}
	for side, marks := range map[bool]map[int64][]Power{true: white, false: black} {
		for _, v := range ArmyValues(side) {
			assert.Equal(t, marks[v], CossicMarks(v, side), "white=%v value %d", side, v)
		}
	}
}
