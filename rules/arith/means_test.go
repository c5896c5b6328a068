package arith

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestParseProportion(t *testing.T) {
	for s, want := range map[string]Proportion{
		"arithmetic": Arithmetic, "Arithmetical": Arithmetic, "geometric": Geometric, " GEOMETRICAL ": Geometric,
		"harmonic": Harmonic, "musical": Harmonic, "Musicall": Harmonic,
	} {
		got, err := ParseProportion(s)
		require.NoError(t, err, s)
		assert.Equal(t, want, got, s)
	}
	for _, s := range []string{"", "none", "geometry", "arith"} {
		_, err := ParseProportion(s)
		require.Error(t, err, s)
		assert.Contains(t, err.Error(), "unknown proportion")
	}
	assert.Equal(t, "harmonic", Harmonic.String())
	assert.Equal(t, "Proportion(7)", Proportion(7).String())
}

func TestMeanTable(t *testing.T) {
	tests := []struct {
		p     Proportion
		a, b  int64
		want  int64
		whole bool
	}{
		// The 1563 book's worked examples.
		{Arithmetic, 5, 25, 15, true},
		{Geometric, 20, 45, 30, true},
		{Harmonic, 6, 12, 8, true},
		{Harmonic, 5, 20, 8, true},
		// Either order of the extremes.
		{Arithmetic, 25, 5, 15, true},
		{Geometric, 8, 2, 4, true},
		{Harmonic, 6, 3, 4, true},
		{Arithmetic, 2, 6, 4, true},
		{Harmonic, 2, 6, 3, true},
		// No whole mean.
		{Arithmetic, 5, 6, 0, false},
		{Geometric, 2, 6, 0, false},
		{Geometric, 2, 9, 0, false},
		{Harmonic, 3, 7, 0, false}, // 42/10
		{Harmonic, 5, 25, 0, false},
		{Harmonic, 4, 7, 0, false}, // 56/11: integer division would say 5
		{Geometric, 3, 4, 0, false},
		// Equal extremes have no mean between them.
		{Arithmetic, 6, 6, 0, false},
		// Not positive.
		{Arithmetic, 0, 6, 0, false},
		{Harmonic, -2, 6, 0, false},
		{ProportionNone, 2, 6, 0, false},
	}
	for _, tt := range tests {
		r := Mean(tt.p, tt.a, tt.b)
		assert.Equal(t, tt.whole, r.Whole, "%s %d %d: %s", tt.p, tt.a, tt.b, r.Reason)
		assert.Equal(t, tt.want, r.Value, "%s %d %d", tt.p, tt.a, tt.b)
		if tt.whole {
			assert.Empty(t, r.Reason)
			assert.True(t, InProgression(tt.p, tt.a, r.Value, tt.b))
		} else {
			assert.NotEmpty(t, r.Reason)
		}
	}
}

func TestMeanStepsFollowTheBook(t *testing.T) {
	assert.Equal(t, []string{"5 + 25 = 30", "30 ÷ 2 = 15 (2 × 15 = 30)", "check: 15 − 5 = 10 = 25 − 15"},
		Mean(Arithmetic, 5, 25).Steps)
	assert.Equal(t, []string{"20 × 45 = 900", "900 = 30 × 30: its square root is 30",
		"check: 20 : 30 = 30 : 45 (20 × 45 = 30 × 30)"}, Mean(Geometric, 20, 45).Steps)
	assert.Equal(t, []string{"6 × 12 = 72", "72 doubled is 144", "6 + 12 = 18", "144 ÷ 18 = 8",
		"check: (12 − 8) × 6 = 24 = (8 − 6) × 12: harmonic"}, Mean(Harmonic, 6, 12).Steps)
	assert.Equal(t, "5 + 6 = 11 is odd: it has no whole half", Mean(Arithmetic, 5, 6).Reason)
	assert.Equal(t, "2 × 6 = 12 lies between 3 × 3 and 4 × 4: it has no whole square root", Mean(Geometric, 2, 6).Reason)
	assert.Equal(t, "56 ÷ 11 leaves 1 over: the musical middle is not whole", Mean(Harmonic, 4, 7).Reason)
}

func TestMeanHuge(t *testing.T) {
	const m = math.MaxInt64
	r := Mean(Arithmetic, m, m-2)
	require.True(t, r.Whole, r.Reason)
	assert.Equal(t, int64(m-1), r.Value)

	r = Mean(Arithmetic, m, m-1)
	assert.False(t, r.Whole)

	// 3037000499² < 2^63: the geometric mean of 1 and that square.
	r = Mean(Geometric, 1, 3037000499*3037000499)
	require.True(t, r.Whole, r.Reason)
	assert.Equal(t, int64(3037000499), r.Value)

	r = Mean(Geometric, m, m-1)
	assert.False(t, r.Whole)

	// 2^62 and 2^60: geometric 2^61, product 2^122.
	r = Mean(Geometric, 1<<62, 1<<60)
	require.True(t, r.Whole, r.Reason)
	assert.Equal(t, int64(1<<61), r.Value)
	assert.Contains(t, r.Steps[0], "5316911983139663491615228241121378304") // 2^122, printed exactly

	// Harmonic mean of k and 2k... with k huge: 2·k·2k/(3k) = 4k/3.
	k := int64(3) << 60
	r = Mean(Harmonic, k, 2*k)
	require.True(t, r.Whole, r.Reason)
	assert.Equal(t, 4*(k/3), r.Value)

	r = Mean(Harmonic, m, m-1)
	assert.False(t, r.Whole)
}

// TestMeanOfProgressionIsMiddle: for progressions built from their
// definitions, Mean of the extremes is the middle and Complete finds each
// term from the other two.
func TestMeanOfProgressionIsMiddle(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for range 5000 {
		var terms [3]int64
		var p Proportion
		switch rng.IntN(3) {
		case 0: // a, a+d, a+2d
			a, d := rng.Int64N(1<<40)+1, rng.Int64N(1<<40)+1
			terms, p = [3]int64{a, a + d, a + 2*d}, Arithmetic
		case 1: // s·x², s·x·y, s·y²
			x, y, s := rng.Int64N(1000)+1, rng.Int64N(1000)+1, rng.Int64N(1000)+1
			if x == y {
				y++
			}
			terms, p = [3]int64{s * x * x, s * x * y, s * y * y}, Geometric
		default: // harmonic: reciprocals of an arithmetic progression, scaled
			u, d := rng.Int64N(200)+1, rng.Int64N(200)+1
			v, w := u+d, u+2*d
			l := u * v * w
			terms, p = [3]int64{l / w, l / v, l / u}, Harmonic
		}
		a, b, c := terms[0], terms[1], terms[2]
		require.True(t, InProgression(p, a, b, c), "%s %v", p, terms)
		require.True(t, InProgression(p, c, a, b), "%s %v in another order", p, terms)

		mean := Mean(p, a, c)
		require.True(t, mean.Whole, "%s %v: %s", p, terms, mean.Reason)
		require.Equal(t, b, mean.Value, "%s %v", p, terms)

		for missing, want := range terms {
			r := Complete(p, a, b, c, missing)
			require.True(t, r.Whole, "%s %v missing %d: %s", p, terms, missing, r.Reason)
			require.Equal(t, want, r.Value, "%s %v missing %d", p, terms, missing)
		}
	}
}

func TestMusicalFirst(t *testing.T) {
	r := MusicalFirst(6, 12)
	require.True(t, r.Whole, r.Reason)
	assert.Equal(t, int64(4), r.Value)
	assert.Equal(t, []string{"6 × 12 = 72", "12 − 6 = 6, added to 12 is 18", "72 ÷ 18 = 4",
		"check: (12 − 6) × 4 = 24 = (6 − 4) × 12: harmonic"}, r.Steps)

	tests := []struct {
		b, c  int64
		want  int64
		whole bool
	}{
		{4, 6, 3, true},
		{8, 12, 6, true},
		{8, 6, 12, true}, // descending: 12, 8, 6
		{4, 5, 0, false}, // 20 ÷ 6
		{6, 3, 0, false}, // 6 − 3 = 3 is not less than 3
		{7, 3, 0, false},
		{5, 5, 0, false},
		{0, 5, 0, false},
		{math.MaxInt64, math.MaxInt64 - 1, 0, false},
	}
	for _, tt := range tests {
		r := MusicalFirst(tt.b, tt.c)
		assert.Equal(t, tt.whole, r.Whole, "%d %d: %s", tt.b, tt.c, r.Reason)
		assert.Equal(t, tt.want, r.Value, "%d %d", tt.b, tt.c)
		if tt.whole {
			assert.True(t, InProgression(Harmonic, r.Value, tt.b, tt.c))
		}
	}
}

func TestComplete(t *testing.T) {
	tests := []struct {
		p       Proportion
		x, y, z int64
		missing int
		want    int64
		whole   bool
	}{
		{Arithmetic, 0, 4, 6, 0, 2, true},
		{Arithmetic, 2, 4, 0, 2, 6, true},
		{Arithmetic, 2, 0, 6, 1, 4, true},
		{Arithmetic, 0, 3, 6, 0, 0, false}, // 2 × 3 − 6 = 0
		{Arithmetic, 0, 3, 9, 0, 0, false},
		{Geometric, 0, 4, 8, 0, 2, true},
		{Geometric, 0, 4, 6, 0, 0, false}, // 16 ÷ 6
		{Geometric, 9, 12, 0, 2, 16, true},
		{Harmonic, 0, 6, 12, 0, 4, true},
		{Harmonic, 3, 4, 0, 2, 6, true},
		{Harmonic, 3, 0, 6, 1, 4, true},
		{Harmonic, 2, 3, 0, 2, 6, true},
		{Harmonic, 4, 6, 0, 2, 12, true},
		{Arithmetic, 1, 2, 3, 3, 0, false},
		{Arithmetic, 1, 2, 3, -1, 0, false},
		{Geometric, 0, 5, 5, 0, 0, false},
		{Arithmetic, 0, math.MaxInt64, 1, 0, 0, false}, // 2^64 − 3 does not fit
		{Geometric, 0, math.MaxInt64, 1, 0, 0, false},
	}
	for _, tt := range tests {
		r := Complete(tt.p, tt.x, tt.y, tt.z, tt.missing)
		assert.Equal(t, tt.whole, r.Whole, "%+v: %s", tt, r.Reason)
		assert.Equal(t, tt.want, r.Value, "%+v", tt)
		if !tt.whole {
			assert.NotEmpty(t, r.Reason)
		}
	}
}

// FuzzMean: no panic; a whole mean makes a progression with the extremes,
// and Complete recovers each end from the other two.
func FuzzMean(f *testing.F) {
	f.Add(uint8(1), int64(5), int64(25))
	f.Add(uint8(2), int64(20), int64(45))
	f.Add(uint8(3), int64(6), int64(12))
	f.Add(uint8(3), int64(math.MaxInt64), int64(math.MaxInt64-1))
	f.Add(uint8(0), int64(-1), int64(0))
	f.Fuzz(func(t *testing.T, k uint8, a, b int64) {
		p := Proportion(k % 5)
		r := Mean(p, a, b)
		if !r.Whole {
			require.NotEmpty(t, r.Reason)
			return
		}
		require.True(t, InProgression(p, a, r.Value, b), "%s %d %d -> %d", p, a, b, r.Value)
		first := Complete(p, 0, r.Value, b, 0)
		require.True(t, first.Whole, first.Reason)
		require.Equal(t, a, first.Value)
		last := Complete(p, a, r.Value, 0, 2)
		require.True(t, last.Whole, last.Reason)
		require.Equal(t, b, last.Value)
	})
}
