package arith

import (
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestInProgression(t *testing.T) {
	tests := []struct {
		a, b, c int64
		want    []Proportion
	}{
		{2, 3, 4, []Proportion{Arithmetic}},
		{2, 4, 6, []Proportion{Arithmetic}},
		{6, 2, 4, []Proportion{Arithmetic}}, // any order
		{5, 15, 25, []Proportion{Arithmetic}},
		{2, 4, 8, []Proportion{Geometric}},
		{20, 30, 45, []Proportion{Geometric}},
		{45, 20, 30, []Proportion{Geometric}},
		{4, 6, 9, []Proportion{Geometric}},
		{3, 4, 6, []Proportion{Harmonic}},
		{4, 6, 12, []Proportion{Harmonic}},
		{6, 8, 12, []Proportion{Harmonic}},
		{5, 8, 20, []Proportion{Harmonic}},
		{12, 8, 6, []Proportion{Harmonic}},
		{10, 12, 15, []Proportion{Harmonic}},
		// Near misses: what integer division or careless differences get wrong.
		{2, 4, 9, nil},    // 4/2 = 9/4 = 2 by integer division; 2 × 9 = 18 ≠ 16
		{4, 6, 10, nil},   // 6/4 = 10/6 = 1 by integer division
		{9, 5, 9, nil},    // 9 − 5 = 4 and 5 − 9 = −4: equal in size, yet two terms are one number
		{3, 4, 7, nil},    // 2 × 3 × 7 / 10 = 4 by integer division; 42/10 is not whole
		{10, 12, 16, nil}, // 320/26 = 12 by integer division
		{2, 5, 8, []Proportion{Arithmetic}},
		{2, 5, 9, nil},
		// Not three different positive terms.
		{6, 6, 6, nil},
		{4, 4, 8, nil},
		{0, 2, 4, nil},
		{-2, 2, 6, nil},
		{-4, -2, -1, nil},
		// Large terms: products beyond 64 bits are compared exactly.
		{1 << 60, 1 << 61, 1 << 62, []Proportion{Geometric}},
		{math.MaxInt64 - 2, math.MaxInt64 - 1, math.MaxInt64, []Proportion{Arithmetic}},
		{math.MaxInt64 - 4, math.MaxInt64 - 2, math.MaxInt64, []Proportion{Arithmetic}},
		{3 << 58, 4 << 58, 6 << 58, []Proportion{Harmonic}},
		{(1 << 62) - 1, 1 << 62, (1 << 62) + 1, []Proportion{Arithmetic}}, // b² = ac + 1: not geometric
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, Progressions(tt.a, tt.b, tt.c), "%d, %d, %d", tt.a, tt.b, tt.c)
		for _, p := range Proportions {
			want := len(tt.want) > 0 && tt.want[0] == p
			assert.Equal(t, want, InProgression(p, tt.a, tt.b, tt.c), "%s %d, %d, %d", p, tt.a, tt.b, tt.c)
		}
	}
	assert.False(t, InProgression(ProportionNone, 2, 3, 4))
}

// TestHarmonicAgreesWithReciprocals: three terms are harmonic exactly when
// their reciprocals are arithmetic, 1/a + 1/c = 2/b, i.e. b(a + c) = 2ac: a
// second form of the test, checked over every small triple.
func TestHarmonicAgreesWithReciprocals(t *testing.T) {
	for a := int64(1); a <= 60; a++ {
		for b := a + 1; b <= 60; b++ {
			for c := b + 1; c <= 60; c++ {
				want := b*(a+c) == 2*a*c
				require.Equal(t, want, InProgression(Harmonic, a, b, c), "%d %d %d", a, b, c)
				require.Equal(t, b*b == a*c, InProgression(Geometric, c, a, b), "%d %d %d", a, b, c)
				require.Equal(t, a+c == 2*b, InProgression(Arithmetic, b, c, a), "%d %d %d", a, b, c)
			}
		}
	}
}

func TestExplainProgression(t *testing.T) {
	tests := []struct {
		p       Proportion
		a, b, c int64
		want    string
	}{
		{Arithmetic, 2, 4, 6, "4 − 2 = 2 = 6 − 4: arithmetic"},
		{Arithmetic, 6, 4, 2, "in order 2, 4, 6: 4 − 2 = 2 = 6 − 4: arithmetic"},
		{Arithmetic, 2, 3, 7, "3 − 2 = 1 but 7 − 3 = 4: not arithmetic"},
		{Arithmetic, 9, 5, 9, "9, 5, 9: a progression needs three different terms: not arithmetic"},
		{Geometric, 2, 4, 8, "2 × 8 = 16 = 4 × 4: geometric (2 : 4 = 4 : 8)"},
		{Geometric, 2, 4, 9, "2 × 9 = 18 but 4 × 4 = 16: not geometric"},
		{Harmonic, 3, 4, 6, "(6 − 4) × 3 = 6 = (4 − 3) × 6: harmonic"},
		{Harmonic, 3, 4, 7, "(7 − 4) × 3 = 9 but (4 − 3) × 7 = 7: not harmonic"},
		{Harmonic, 0, 4, 7, "0, 4, 7: terms must be positive whole numbers: not harmonic"},
		{ProportionNone, 1, 2, 3, "unknown proportion 0"},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, ExplainProgression(tt.p, tt.a, tt.b, tt.c))
	}
}

func TestFourHolds(t *testing.T) {
	tests := []struct {
		v    [4]int64
		want []Proportion
	}{
		{[4]int64{2, 3, 4, 6}, []Proportion{Arithmetic, Geometric, Harmonic}},
		{[4]int64{6, 4, 3, 2}, []Proportion{Arithmetic, Geometric, Harmonic}},
		{[4]int64{2, 3, 4, 8}, []Proportion{Arithmetic, Geometric}},
		{[4]int64{2, 4, 6, 9}, []Proportion{Arithmetic, Geometric}}, // 2,4,6 and 4,6,9
		{[4]int64{2, 3, 6, 12}, []Proportion{Geometric, Harmonic}},  // 3,6,12 and 2,3,6
		{[4]int64{3, 4, 5, 6}, []Proportion{Arithmetic, Harmonic}},  // 3,4,5 and 3,4,6
		{[4]int64{2, 3, 8, 12}, []Proportion{Geometric}},            // only 2 : 3 = 8 : 12
		{[4]int64{2, 5, 12, 30}, []Proportion{Geometric}},           // 2 : 5 = 12 : 30
		{[4]int64{2, 4, 8, 16}, []Proportion{Geometric}},
		{[4]int64{2, 5, 7, 11}, nil},
		{[4]int64{2, 3, 4, 4}, nil}, // repeated value
		{[4]int64{0, 3, 4, 5}, nil},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, FourHolds(tt.v[0], tt.v[1], tt.v[2], tt.v[3]), "%v", tt.v)
	}
}

func TestTriumphOf(t *testing.T) {
	tests := []struct {
		v     []int64
		kind  TriumphKind
		kinds []Proportion
	}{
		{[]int64{2, 3, 4}, Great, []Proportion{Arithmetic}},
		{[]int64{9, 4, 6}, Great, []Proportion{Geometric}},
		{[]int64{3, 4, 6}, Great, []Proportion{Harmonic}},
		{[]int64{2, 4, 9}, TriumphNone, nil},
		{[]int64{2, 3, 4, 6}, Greatest, []Proportion{Arithmetic, Geometric, Harmonic}},
		{[]int64{2, 3, 4, 8}, Greater, []Proportion{Arithmetic, Geometric}},
		{[]int64{2, 3, 6, 12}, Greater, []Proportion{Geometric, Harmonic}},
		{[]int64{2, 3, 8, 12}, TriumphNone, []Proportion{Geometric}}, // 2 : 3 = 8 : 12 alone
		// One kind only: no four-man triumph, but the kind is reported.
		{[]int64{2, 4, 8, 16}, TriumphNone, []Proportion{Geometric}},
		{[]int64{2, 3, 4, 5}, TriumphNone, []Proportion{Arithmetic}},
		{[]int64{2, 5, 7, 11}, TriumphNone, nil},
		{[]int64{2, 3}, TriumphNone, nil},
		{[]int64{2, 3, 4, 5, 6}, TriumphNone, nil},
		{nil, TriumphNone, nil},
		{[]int64{2, 2, 2}, TriumphNone, nil},
		{[]int64{2, 3, 4, 4}, TriumphNone, nil},
	}
	for _, tt := range tests {
		kind, kinds := TriumphOf(tt.v...)
		assert.Equal(t, tt.kind, kind, "%v", tt.v)
		assert.Equal(t, tt.kinds, kinds, "%v", tt.v)
	}
}

func TestParseTriumphKind(t *testing.T) {
	for _, k := range []TriumphKind{Great, Greater, Greatest} {
		got, err := ParseTriumphKind(k.String())
		require.NoError(t, err)
		assert.Equal(t, k, got)
	}
	_, err := ParseTriumphKind("grand")
	require.Error(t, err)
	assert.Equal(t, "none", TriumphNone.String())
}

func TestHoldingsAndExplainTriumph(t *testing.T) {
	h := Holdings(2, 3, 4, 8)
	require.Len(t, h, 2)
	assert.Equal(t, Holding{Arithmetic, []int64{2, 3, 4}, "3 − 2 = 1 = 4 − 3: arithmetic"}, h[0])
	assert.Equal(t, Holding{Geometric, []int64{2, 4, 8}, "2 × 8 = 16 = 4 × 4: geometric (2 : 4 = 4 : 8)"}, h[1])

	h = Holdings(12, 8, 3, 2)
	require.Len(t, h, 1)
	assert.Equal(t, []int64{2, 3, 8, 12}, h[0].Terms)
	assert.Equal(t, "2 × 12 = 24 = 3 × 8: geometric (2 : 3 = 8 : 12)", h[0].Why)

	assert.Nil(t, Holdings(2, 3))
	assert.Nil(t, Holdings(2, 2, 3))

	assert.Equal(t, "2, 3, 4, 8: 3 − 2 = 1 = 4 − 3: arithmetic (2, 3, 4); "+
		"2 × 8 = 16 = 4 × 4: geometric (2 : 4 = 4 : 8) (2, 4, 8): two kinds, arithmetic and geometric: the greater triumph",
		ExplainTriumph(2, 3, 4, 8))
	assert.Contains(t, ExplainTriumph(2, 3, 4, 6), "all three kinds: the greatest triumph")
	assert.Contains(t, ExplainTriumph(2, 4, 8, 16), "only one kind (geometric): four men need two kinds for the greater triumph")
	assert.Equal(t, "2, 5, 7, 11: no three of them are in any progression: no triumph", ExplainTriumph(2, 5, 7, 11))
	assert.Equal(t, "2, 4, 9: they are in no progression: no triumph", ExplainTriumph(2, 4, 9))
	assert.Equal(t, "3, 4, 6: (6 − 4) × 3 = 6 = (4 − 3) × 6: harmonic (3, 4, 6): the great triumph", ExplainTriumph(3, 4, 6))
	assert.Contains(t, ExplainTriumph(2, 3), "three or four men, not 2")
	assert.Contains(t, ExplainTriumph(2, 2, 3), "all different")
}
