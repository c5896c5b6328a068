package arith

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestParityOf(t *testing.T) {
	tests := []struct {
		n    int64
		want Parity
		why  string
	}{
		{1, Odd, "1 = 2 × 0 + 1"},
		{7, Odd, "7 = 2 × 3 + 1"},
		{2, EvenlyEven, "2 ÷ 2 = 1: every half is even down to 1"},
		{64, EvenlyEven, "64 ÷ 2 = 32, 32 ÷ 2 = 16, 16 ÷ 2 = 8, 8 ÷ 2 = 4, 4 ÷ 2 = 2, 2 ÷ 2 = 1"},
		{6, EvenlyOdd, "6 ÷ 2 = 3: halved once it is odd"},
		{190, EvenlyOdd, "190 ÷ 2 = 95"},
		{12, OddlyEven, "12 ÷ 2 = 6, 6 ÷ 2 = 3: halved 2 times it ends at the odd 3, not at 1"},
		{72, OddlyEven, "ends at the odd 9"},
	}
	for _, tt := range tests {
		got, why, err := ParityOf(tt.n)
		require.NoError(t, err)
		assert.Equal(t, tt.want, got, "%d", tt.n)
		assert.Contains(t, why, tt.why, "%d", tt.n)
	}
	for _, bad := range []int64{0, -4, MaxClassTerm + 1} {
		_, _, err := ParityOf(bad)
		assert.Error(t, err, "%d", bad)
	}
}

// The parts of n, by trying every number below it.
func TestPartsByTrial(t *testing.T) {
	for n := int64(2); n <= 400; n++ {
		var want []int64
		for d := int64(1); d < n; d++ {
			if n%d == 0 {
				want = append(want, d)
			}
		}
		require.Equal(t, want, Parts(n), "%d", n)
	}
	assert.Nil(t, Parts(1))
}

func TestAbundanceOf(t *testing.T) {
	tests := []struct {
		n    int64
		want Abundance
		sum  int64
	}{
		{6, Perfect, 6}, {28, Perfect, 28}, {496, Perfect, 496}, {8128, Perfect, 8128},
		{12, Abundant, 16}, {20, Abundant, 22}, {120, Abundant, 240},
		{8, Deficient, 7}, {9, Deficient, 4}, {2, Deficient, 1}, {91, Deficient, 21},
	}
	for _, tt := range tests {
		got, sum, why, err := AbundanceOf(tt.n)
		require.NoError(t, err)
		assert.Equal(t, tt.want, got, "%d", tt.n)
		assert.Equal(t, tt.sum, sum, "%d", tt.n)
		assert.Contains(t, why, tt.want.String())
	}
	_, _, _, err := AbundanceOf(1)
	assert.Error(t, err)
}

func TestMeasure(t *testing.T) {
	tests := []struct {
		a, b, want int64
		first      string
	}{
		{21, 35, 7, "35 − 21 = 14"},
		{15, 28, 1, "28 − 15 = 13"},
		{9, 9, 9, ""},
		{100, 3, 1, "100 − 33 × 3 = 1"},
		{12, 8, 4, "12 − 8 = 4"},
	}
	for _, tt := range tests {
		got, steps, err := Measure(tt.a, tt.b)
		require.NoError(t, err)
		assert.Equal(t, tt.want, got, "%d, %d", tt.a, tt.b)
		assert.Equal(t, GCD(tt.a, tt.b), got)
		if tt.first != "" {
			assert.Equal(t, tt.first, steps[0])
		}
	}
	for a := int64(1); a < 60; a++ {
		for b := int64(1); b < 60; b++ {
			got, _, err := Measure(a, b)
			require.NoError(t, err)
			require.Equal(t, GCD(a, b), got, "%d, %d", a, b)
		}
	}
	_, _, err := Measure(0, 3)
	assert.Error(t, err)
}

func TestPrime(t *testing.T) {
	var primes []int64
	for n := int64(2); n < 60; n++ {
		p, why, err := Prime(n)
		require.NoError(t, err)
		if p {
			primes = append(primes, n)
			assert.Contains(t, why, "prime")
		} else {
			assert.Contains(t, why, "composite")
		}
	}
	assert.Equal(t, []int64{2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59}, primes)
	_, why, _ := Prime(91)
	assert.Equal(t, "91 = 7 × 13: composite", why)
}

func TestTenMeansExamples(t *testing.T) {
	for _, m := range TenMeans() {
		checks, err := TenMeansOf(m.Example[0], m.Example[1], m.Example[2])
		require.NoError(t, err)
		assert.True(t, checks[m.Number-1].Holds, "%s: %v", m.Name, m.Example)
	}
	// The first three agree with the three progressions.
	for a := int64(1); a <= 40; a++ {
		for b := a + 1; b <= 40; b++ {
			for c := b + 1; c <= 40; c++ {
				checks, err := TenMeansOf(a, b, c)
				require.NoError(t, err)
				for i, p := range []Proportion{Arithmetic, Geometric, Harmonic} {
					require.Equal(t, InProgression(p, a, b, c), checks[i].Holds, "%d %d %d %s", a, b, c, p)
				}
			}
		}
	}
	_, err := TenMeansOf(3, 3, 4)
	assert.Error(t, err)
}

func TestUnrule(t *testing.T) {
	for a := int64(1); a < 12; a++ {
		for b := int64(1); b < 12; b++ {
			for c := int64(1); c < 12; c++ {
				made := [3]int64{a, a + b, a + 2*b + c}
				from, steps, ok := Unrule(made[0], made[1], made[2])
				require.True(t, ok)
				require.Equal(t, [3]int64{a, b, c}, from)
				require.Len(t, steps, 3)
			}
		}
	}
	from, _, ok := Unrule(100, 190, 361)
	assert.True(t, ok)
	assert.Equal(t, [3]int64{100, 90, 81}, from)
	_, _, ok = Unrule(4, 5, 5)
	assert.False(t, ok)
}

func TestConsonanceOf(t *testing.T) {
	tests := []struct {
		a, b int64
		want Consonance
		why  string
	}{
		{12, 6, Octave, "diapason"}, {12, 8, Fifth, "diapente"}, {8, 6, Fourth, "diatessaron"},
		{9, 3, OctaveAndFifth, "diapason and diapente"}, {12, 3, DoubleOctave, "bisdiapason"},
		{6, 12, Octave, "diapason"},
		{10, 8, ConsonanceNone, "5 lies outside the tetractys"},
		{9, 8, ConsonanceNone, "9 lies outside"},
		{15, 3, ConsonanceNone, "5 lies outside"},
		{8, 3, ConsonanceNone, "neither multiplex nor superparticular"},
		{7, 7, ConsonanceNone, "unison"},
	}
	for _, tt := range tests {
		got, why, err := ConsonanceOf(tt.a, tt.b)
		require.NoError(t, err)
		assert.Equal(t, tt.want, got, "%d : %d", tt.a, tt.b)
		assert.Contains(t, why, tt.why, "%d : %d", tt.a, tt.b)
	}
}

func TestComposeRatios(t *testing.T) {
	p, q, w, err := ComposeRatios(3, 2, 4, 3, false)
	require.NoError(t, err)
	assert.Equal(t, [2]int64{2, 1}, [2]int64{p, q})
	assert.Equal(t, "3 : 2 and 4 : 3: 3 × 4 : 2 × 3 = 12 : 6 = 2 : 1", w)
	p, q, _, err = ComposeRatios(3, 2, 4, 3, true)
	require.NoError(t, err)
	assert.Equal(t, [2]int64{9, 8}, [2]int64{p, q}, "the tone")
	// Six tones pass the octave by the comma 531441 : 524288.
	p, q = 1, 1
	for range 6 {
		p, q, _, err = ComposeRatios(p, q, 9, 8, false)
		require.NoError(t, err)
	}
	p, q, _, err = ComposeRatios(p, q, 2, 1, true)
	require.NoError(t, err)
	assert.Equal(t, [2]int64{531441, 524288}, [2]int64{p, q})
}
