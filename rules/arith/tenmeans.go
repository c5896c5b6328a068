package arith

import "fmt"

// This file holds the ten means (medietates) of Boethius, Inst. arith.
// II.41-54, after Nicomachus, Introduction II.22-28. For three terms, the
// greatest a, the middle b and the least c, each mean sets a ratio of
// differences equal to a ratio of terms. The first three are the ancient
// ones (arithmetic, geometric, harmonic); the fourth to sixth are their
// "opposites", and the seventh to tenth later additions. Their numbering
// from the fourth on follows Nicomachus' order as modern summaries (Heath,
// A History of Greek Mathematics I) give it; Boethius' examples agree.

// TenMean describes one of the ten means.
type TenMean struct {
	Number  int    // 1..10
	Name    string // "arithmetic", "fourth"...
	Rule    string // the ratio of differences to the ratio of terms: "(a − b) : (b − c) = c : a"
	Example [3]int64
	// num and den pick the differences and the terms of the rule.
	holds func(a, b, c int64) (diff [2]int64, terms [2]int64)
}

// TenMeans lists the ten means in order. Each is a fresh slice of values
// (the functions inside are shared).
func TenMeans() []TenMean {
	d := func(x, y int64) int64 { return x - y }
	return []TenMean{
		{1, "arithmetic", "(a − b) : (b − c) = a : a", [3]int64{3, 2, 1}, func(a, b, c int64) ([2]int64, [2]int64) { return [2]int64{d(a, b), d(b, c)}, [2]int64{a, a} }},
		{2, "geometric", "(a − b) : (b − c) = a : b", [3]int64{4, 2, 1}, func(a, b, c int64) ([2]int64, [2]int64) { return [2]int64{d(a, b), d(b, c)}, [2]int64{a, b} }},
		{3, "harmonic", "(a − b) : (b − c) = a : c", [3]int64{6, 3, 2}, func(a, b, c int64) ([2]int64, [2]int64) { return [2]int64{d(a, b), d(b, c)}, [2]int64{a, c} }},
		{4, "fourth", "(a − b) : (b − c) = c : a", [3]int64{6, 5, 3}, func(a, b, c int64) ([2]int64, [2]int64) { return [2]int64{d(a, b), d(b, c)}, [2]int64{c, a} }},
		{5, "fifth", "(a − b) : (b − c) = c : b", [3]int64{5, 4, 2}, func(a, b, c int64) ([2]int64, [2]int64) { return [2]int64{d(a, b), d(b, c)}, [2]int64{c, b} }},
		{6, "sixth", "(a − b) : (b − c) = b : a", [3]int64{6, 4, 1}, func(a, b, c int64) ([2]int64, [2]int64) { return [2]int64{d(a, b), d(b, c)}, [2]int64{b, a} }},
		{7, "seventh", "(a − c) : (b − c) = a : c", [3]int64{9, 8, 6}, func(a, b, c int64) ([2]int64, [2]int64) { return [2]int64{d(a, c), d(b, c)}, [2]int64{a, c} }},
		{8, "eighth", "(a − c) : (a − b) = a : c", [3]int64{9, 7, 6}, func(a, b, c int64) ([2]int64, [2]int64) { return [2]int64{d(a, c), d(a, b)}, [2]int64{a, c} }},
		{9, "ninth", "(a − c) : (b − c) = b : c", [3]int64{7, 6, 4}, func(a, b, c int64) ([2]int64, [2]int64) { return [2]int64{d(a, c), d(b, c)}, [2]int64{b, c} }},
		{10, "tenth", "(a − c) : (a − b) = b : c", [3]int64{8, 5, 3}, func(a, b, c int64) ([2]int64, [2]int64) { return [2]int64{d(a, c), d(a, b)}, [2]int64{b, c} }},
	}
}

// MaxMeanTerm bounds the terms of TenMeansOf, so that the cross products
// stay exact in int64.
const MaxMeanTerm = 1_000_000

// MeanCheck is one mean tested on three terms, with the numbers.
type MeanCheck struct {
	Mean  TenMean
	Holds bool
	Why   string // "(8 − 6) : (6 − 3) = 2 : 3, and 3 : 8: 2 × 8 = 16, 3 × 3 = 9: no"
}

// TenMeansOf tests the three terms, in any order, against every mean:
// they are sorted into a > b > c first. The terms must be different,
// positive and at most MaxMeanTerm.
func TenMeansOf(x, y, z int64) ([]MeanCheck, error) {
	a, b, c := max(x, y, z), x+y+z-max(x, y, z)-min(x, y, z), min(x, y, z)
	if c < 1 || a > MaxMeanTerm || a == b || b == c {
		return nil, fmt.Errorf("arith: %d, %d, %d are not three different whole numbers from 1 to %d", x, y, z, MaxMeanTerm)
	}
	var out []MeanCheck
	for _, m := range TenMeans() {
		diff, terms := m.holds(a, b, c)
		// diff[0] : diff[1] = terms[0] : terms[1] by cross-multiplication.
		left, right := diff[0]*terms[1], diff[1]*terms[0]
		ok := left == right
		verdict := "≠"
		if ok {
			verdict = "="
		}
		out = append(out, MeanCheck{Mean: m, Holds: ok, Why: fmt.Sprintf("%s: %d : %d against %d : %d, %d × %d = %d %s %d × %d = %d",
			m.Name, diff[0], diff[1], terms[0], terms[1], diff[0], terms[1], left, verdict, diff[1], terms[0], right)})
	}
	return out, nil
}

// Unrule runs Boethius' three rules backwards (Inst. arith. II.1): from
// the terms a, b, c they made, the terms they came from are a, b − a and
// c − 2(b − a) − a. ok is false when a term would not be positive: the
// three were not made by the rules from whole numbers.
func Unrule(a, b, c int64) (from [3]int64, steps []string, ok bool) {
	second := b - a
	third := c - 2*second - a
	steps = []string{
		fmt.Sprintf("first = the first: %d", a),
		fmt.Sprintf("second = the second less the first: %d − %d = %d", b, a, second),
		fmt.Sprintf("third = the third less twice the new second and the first: %d − 2 × %d − %d = %d", c, second, a, third),
	}
	return [3]int64{a, second, third}, steps, a > 0 && second > 0 && third > 0
}
