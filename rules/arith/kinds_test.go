package arith

import (
	"math/big"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// bigHolds is the oracle for FourKinds: each proportion tested on big
// integers over every triple of the sorted values, and the four-term
// geometric a × d = b × c, sharing no code with the package's tests.
func bigHolds(v []int64) []Proportion {
	s := slices.Clone(v)
	slices.Sort(s)
	for i, x := range s {
		if x <= 0 || (i > 0 && s[i-1] == x) {
			return nil
		}
	}
	n := func(x int64) *big.Int { return big.NewInt(x) }
	prod := func(x, y *big.Int) *big.Int { return new(big.Int).Mul(x, y) }
	sub := func(x, y int64) *big.Int { return new(big.Int).Sub(n(x), n(y)) }
	var held [4]bool
	for i := 0; i < len(s); i++ {
		for j := i + 1; j < len(s); j++ {
			for k := j + 1; k < len(s); k++ {
				a, b, c := s[i], s[j], s[k]
				held[Arithmetic] = held[Arithmetic] || sub(b, a).Cmp(sub(c, b)) == 0
				held[Geometric] = held[Geometric] || prod(n(b), n(b)).Cmp(prod(n(a), n(c))) == 0
				held[Harmonic] = held[Harmonic] || prod(sub(c, b), n(a)).Cmp(prod(sub(b, a), n(c))) == 0
			}
		}
	}
	if len(s) == 4 && prod(n(s[0]), n(s[3])).Cmp(prod(n(s[1]), n(s[2]))) == 0 {
		held[Geometric] = true
	}
	var out []Proportion
	for _, p := range Proportions {
		if held[p] {
			out = append(out, p)
		}
	}
	return out
}

// TestKindsMatchBigIntegers compares FourKinds, FourHolds, TriumphKinds and
// TriumphOf with the oracle over values of 0..24 in two orders,
// every triple, and values near the int64 limits.
func TestKindsMatchBigIntegers(t *testing.T) {
	check := func(v ...int64) {
		want := bigHolds(v)
		kind, kinds := TriumphKinds(v...)
		k2, list := TriumphOf(v...)
		require.Equal(t, want, kinds.List(), "%v", v)
		require.Equal(t, want, list, "%v", v)
		require.Equal(t, kind, k2, "%v", v)
		require.Equal(t, len(want), kinds.Len(), "%v", v)
		if len(v) == 4 {
			require.Equal(t, want, FourHolds(v[0], v[1], v[2], v[3]), "%v", v)
			switch len(want) {
			case 3:
				require.Equal(t, Greatest, kind, "%v", v)
			case 2:
				require.Equal(t, Greater, kind, "%v", v)
			default:
				require.Equal(t, TriumphNone, kind, "%v", v)
			}
		} else {
			require.Equal(t, want, Progressions(v[0], v[1], v[2]), "%v", v)
		}
	}
	const top = 24
	for a := int64(0); a <= top; a++ {
		for b := int64(1); b <= top; b++ {
			for c := int64(1); c <= top; c++ {
				check(a, b, c)
				for d := c + 1; d <= top; d += 3 {
					check(a, b, c, d)
					check(d, b, a, c)
				}
			}
		}
	}
	const huge = 1<<62 + 12345
	check(huge, huge-1, huge-2)
	check(huge-6, huge-4, huge-3, huge)
	check(3037000499, 3037000500, 3037000501, 1)
	check(-2, 3, 4, 6)
}

func TestKindsAllocateNothing(t *testing.T) {
	v := []int64{2, 3, 4, 6}
	if !raceDetector {
		assert.Zero(t, testing.AllocsPerRun(100, func() {
			_, _ = TriumphKinds(v...)
			_ = FourKinds(6, 4, 3, 2)
			_ = ProgressionKinds(4, 6, 12)
		}))
	}
	var k Kinds
	assert.Nil(t, k.List())
	assert.False(t, Kinds(7).Has(ProportionNone))
	assert.Equal(t, []Proportion{Arithmetic, Harmonic}, Kinds(kindBit(Arithmetic)|kindBit(Harmonic)).AppendTo(nil))
}
