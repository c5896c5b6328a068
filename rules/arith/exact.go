package arith

import (
	"math"
	"math/big"
	"math/bits"
	"strconv"
)

// This file holds the exact, overflow-safe integer helpers every judgement
// rests on. Terms are positive int64 values (below 2^63), so a product of two
// of them always fits in 128 bits and a sum of two always fits in a uint64.

// u128 is an unsigned 128-bit integer, used for products of two terms.
type u128 struct{ hi, lo uint64 }

// mul returns a × b exactly; a and b must be non-negative.
func mul(a, b int64) u128 {
	hi, lo := bits.Mul64(uint64(a), uint64(b))
	return u128{hi, lo}
}

// cmp compares x and y: -1, 0 or +1.
func (x u128) cmp(y u128) int {
	switch {
	case x.hi < y.hi:
		return -1
	case x.hi > y.hi:
		return 1
	case x.lo < y.lo:
		return -1
	case x.lo > y.lo:
		return 1
	}
	return 0
}

// double returns 2x; x must be below 2^127 (true of any product of two terms).
func (x u128) double() u128 {
	return u128{x.hi<<1 | x.lo>>63, x.lo << 1}
}

// divExact divides x by d. It reports the quotient and whether the division
// is exact and the quotient fits in an int64. The exactness is confirmed by
// multiplying back, not only by the remainder.
func (x u128) divExact(d uint64) (q int64, exact bool) {
	if d == 0 || x.hi >= d {
		return 0, false // the quotient would not fit in 64 bits
	}
	quo, rem := bits.Div64(x.hi, x.lo, d)
	if rem != 0 || quo > math.MaxInt64 {
		return 0, false
	}
	hi, lo := bits.Mul64(quo, d)
	if hi != x.hi || lo != x.lo {
		return 0, false
	}
	return int64(quo), true
}

// divRem divides x by d, returning a remainder and whether the quotient fits
// in 64 bits.
func (x u128) divRem(d uint64) (quo, rem uint64, ok bool) {
	if d == 0 || x.hi >= d {
		return 0, 0, false
	}
	quo, rem = bits.Div64(x.hi, x.lo, d)
	return quo, rem, true
}

// String prints x in decimal, exactly (math/big is used only for printing).
func (x u128) String() string {
	if x.hi == 0 {
		return strconv.FormatUint(x.lo, 10)
	}
	n := new(big.Int).SetUint64(x.hi)
	n.Lsh(n, 64)
	n.Or(n, new(big.Int).SetUint64(x.lo))
	return n.String()
}

// productsEqual reports whether a × b = c × d, exactly.
func productsEqual(a, b, c, d int64) bool {
	return mul(a, b) == mul(c, d)
}

// isqrt returns the integer square root of x (the largest r with r × r ≤ x)
// and whether x is a perfect square. x is a product of two terms, so its root
// is below 2^63.
func isqrt(x u128) (root int64, square bool) {
	lo, hi := uint64(0), uint64(1)<<63 // root in [lo, hi)
	for hi-lo > 1 {
		mid := lo + (hi-lo)/2
		h, l := bits.Mul64(mid, mid)
		if (u128{h, l}).cmp(x) <= 0 {
			lo = mid
		} else {
			hi = mid
		}
	}
	h, l := bits.Mul64(lo, lo)
	return int64(lo), (u128{h, l}) == x
}

// Integer is the integer types Abs and GCD take.
type Integer interface {
	~int | ~int8 | ~int16 | ~int32 | ~int64
}

// Abs returns the distance of x from 0 (the least value of a type, which
// has no opposite in it, is returned unchanged).
func Abs[T Integer](x T) T {
	if x < 0 {
		return -x
	}
	return x
}

// GCD returns the greatest common divisor of two positive numbers (of a
// number and 0, the number).
func GCD[T Integer](a, b T) T {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

// checkedMul returns a × b and whether it fits in an int64 (a, b ≥ 0).
func checkedMul(a, b int64) (int64, bool) {
	p := mul(a, b)
	if p.hi != 0 || p.lo > math.MaxInt64 {
		return 0, false
	}
	return int64(p.lo), true
}

// sorted3 returns a, b, c in ascending order.
func sorted3(a, b, c int64) (int64, int64, int64) {
	if a > b {
		a, b = b, a
	}
	if b > c {
		b, c = c, b
	}
	if a > b {
		a, b = b, a
	}
	return a, b, c
}

// itoa formats a number for explanations.
func itoa(n int64) string { return strconv.FormatInt(n, 10) }
