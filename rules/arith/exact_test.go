package arith

import (
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestAbs(t *testing.T) {
	for _, tc := range []struct {
		x, want int64
	}{
		{0, 0}, {7, 7}, {-7, 7}, {math.MaxInt64, math.MaxInt64}, {-math.MaxInt64, math.MaxInt64},
		{math.MinInt64, math.MinInt64}, // no opposite in int64: unchanged, as documented
	} {
		assert.Equal(t, tc.want, Abs(tc.x), "|%d|", tc.x)
	}
	assert.Equal(t, 3, Abs(-3), "an int, as the board's distances are")
}

func TestGCD(t *testing.T) {
	for _, tc := range []struct {
		a, b, want int64
	}{
		{12, 8, 4}, {8, 12, 4}, {100, 3, 1}, {91, 190, 1}, {289, 153, 17}, {9, 0, 9}, {0, 9, 9}, {1, 1, 1},
	} {
		assert.Equal(t, tc.want, GCD(tc.a, tc.b), "gcd(%d, %d)", tc.a, tc.b)
		assert.Equal(t, int(tc.want), GCD(int(tc.a), int(tc.b)), "the same in int")
	}
}
