package arith

import (
	"fmt"
	"math"
	"strings"
)

// Proportion is one of the three proportions (progressions) of three terms.
type Proportion uint8

// The proportions.
const (
	ProportionNone Proportion = iota
	Arithmetic                // equal differences: 2, 4, 6
	Geometric                 // equal ratios: 2, 4, 8
	Harmonic                  // the 1563 book's "musical": 3, 4, 6
)

var proportionNames = [...]string{"none", "arithmetic", "geometric", "harmonic"}

// Proportions lists the three proportions in their usual order.
var Proportions = [3]Proportion{Arithmetic, Geometric, Harmonic}

// String returns "arithmetic", "geometric" or "harmonic".
func (p Proportion) String() string {
	if int(p) < len(proportionNames) {
		return proportionNames[p]
	}
	return fmt.Sprintf("Proportion(%d)", uint8(p))
}

// ParseProportion reads a proportion's name, case-insensitively; "musical"
// (the 1563 book's word) is Harmonic, and the book's "arithmetical",
// "geometrical" are accepted too.
func ParseProportion(s string) (Proportion, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "arithmetic", "arithmetical":
		return Arithmetic, nil
	case "geometric", "geometrical":
		return Geometric, nil
	case "harmonic", "harmonical", "musical", "musicall":
		return Harmonic, nil
	}
	return ProportionNone, fmt.Errorf("arith: unknown proportion %q (want arithmetic, geometric or harmonic)", s)
}

// Result is a computed term with its working. When Whole is false there is
// no whole-number answer and Reason says why.
type Result struct {
	Value  int64
	Whole  bool
	Steps  []string
	Reason string
}

func found(v int64, steps ...string) Result { return Result{Value: v, Whole: true, Steps: steps} }

func notFound(reason string, steps ...string) Result {
	return Result{Reason: reason, Steps: steps}
}

// Mean is the p-mean between a and b by the 1563 book's rules, when it is a
// whole number: arithmetic (a + b) ÷ 2; geometric the square root of a × b;
// harmonic 2ab ÷ (a + b). Equal extremes have no mean between them (a
// progression needs three different terms).
func Mean(p Proportion, a, b int64) Result {
	if r, bad := checkTerms(p, a, b); bad {
		return r
	}
	if a == b {
		return notFound(fmt.Sprintf("%d and %d are equal: a mean lies between two different numbers", a, b))
	}
	lo, hi := min(a, b), max(a, b)
	switch p {
	case Arithmetic:
		return arithmeticMean(lo, hi)
	case Geometric:
		return geometricMean(lo, hi)
	}
	return harmonicMean(lo, hi)
}

// checkTerms rejects an unknown proportion or a term that is not positive.
func checkTerms(p Proportion, terms ...int64) (Result, bool) {
	if p < Arithmetic || p > Harmonic {
		return notFound(fmt.Sprintf("unknown proportion %d", uint8(p))), true
	}
	for _, t := range terms {
		if t <= 0 {
			return notFound(fmt.Sprintf("%d is not a positive whole number", t)), true
		}
	}
	return Result{}, false
}

func arithmeticMean(lo, hi int64) Result {
	sum := uint64(lo) + uint64(hi) // below 2^64: no overflow
	add := fmt.Sprintf("%d + %d = %d", lo, hi, sum)
	if sum%2 != 0 {
		return notFound(fmt.Sprintf("%d + %d = %d is odd: it has no whole half", lo, hi, sum), add)
	}
	m := int64(sum / 2)
	return found(m, add,
		fmt.Sprintf("%d ÷ 2 = %d (2 × %d = %d)", sum, m, m, sum),
		fmt.Sprintf("check: %d − %d = %d = %d − %d", m, lo, m-lo, hi, m))
}

func geometricMean(lo, hi int64) Result {
	prod := mul(lo, hi)
	times := fmt.Sprintf("%d × %d = %s", lo, hi, prod)
	root, square := isqrt(prod)
	if !square {
		return notFound(fmt.Sprintf("%s lies between %d × %d and %d × %d: it has no whole square root",
			times, root, root, root+1, root+1), times)
	}
	return found(root, times,
		fmt.Sprintf("%s = %d × %d: its square root is %d", prod, root, root, root),
		fmt.Sprintf("check: %d : %d = %d : %d (%d × %d = %d × %d)", lo, root, root, hi, lo, hi, root, root))
}

func harmonicMean(lo, hi int64) Result {
	prod := mul(lo, hi)
	twice := prod.double()
	sum := uint64(lo) + uint64(hi)
	steps := []string{
		fmt.Sprintf("%d × %d = %s", lo, hi, prod),
		fmt.Sprintf("%s doubled is %s", prod, twice),
		fmt.Sprintf("%d + %d = %d", lo, hi, sum),
	}
	// The quotient lies between lo and hi, so it always fits in 64 bits.
	if _, rem, _ := twice.divRem(sum); rem != 0 {
		return notFound(fmt.Sprintf("%s ÷ %d leaves %d over: the musical middle is not whole", twice, sum, rem), steps...)
	}
	m, exact := twice.divExact(sum)
	if !exact {
		return notFound(fmt.Sprintf("%s ÷ %d is not whole", twice, sum), steps...)
	}
	return found(m, append(steps,
		fmt.Sprintf("%s ÷ %d = %d", twice, sum, m),
		"check: "+explainHarmonic(lo, m, hi))...)
}

// MusicalFirst finds the first term of a musical (harmonic) proportion from
// the second and third, by the 1563 book's rule: multiply the second by the
// third and divide by the difference added to the third (second × third ÷
// (2 × third − second)). From 6 and 12 it gives 4: 4, 6, 12.
func MusicalFirst(second, third int64) Result {
	if r, bad := checkTerms(Harmonic, second, third); bad {
		return r
	}
	b, c := second, third
	if b == c {
		return notFound(fmt.Sprintf("%d and %d are equal: a progression needs three different terms", b, c))
	}
	prod := mul(b, c)
	steps := []string{fmt.Sprintf("%d × %d = %s", b, c, prod)}
	var divisor uint64
	if b < c {
		divisor = uint64(c-b) + uint64(c)
		steps = append(steps, fmt.Sprintf("%d − %d = %d, added to %d is %d", c, b, c-b, c, divisor))
	} else {
		if b-c >= c {
			return notFound(fmt.Sprintf("%d − %d = %d is not less than %d: no positive first term", b, c, b-c, c), steps...)
		}
		divisor = uint64(c - (b - c))
		steps = append(steps, fmt.Sprintf("%d − %d = %d, taken from %d leaves %d", b, c, b-c, c, divisor))
	}
	_, rem, fits := prod.divRem(divisor)
	if !fits {
		return notFound(fmt.Sprintf("%s ÷ %d is too large for this program", prod, divisor), steps...)
	}
	if rem != 0 {
		return notFound(fmt.Sprintf("%s ÷ %d leaves %d over: the first term is not whole", prod, divisor, rem), steps...)
	}
	a, exact := prod.divExact(divisor)
	if !exact {
		return notFound(fmt.Sprintf("%s ÷ %d is too large for this program", prod, divisor), steps...)
	}
	return found(a, append(steps,
		fmt.Sprintf("%s ÷ %d = %d", prod, divisor, a),
		"check: "+ExplainProgression(Harmonic, a, b, c))...)
}

// Complete finds the missing term of the p-progression x, y, z (in that
// order, y the middle). missing (0, 1 or 2) says which term is unknown; its
// argument is ignored. A missing middle is Mean; a missing end is found from
// the middle and the other end (arithmetic 2y − other, geometric y² ÷ other,
// harmonic by MusicalFirst).
func Complete(p Proportion, x, y, z int64, missing int) Result {
	switch missing {
	case 1:
		return Mean(p, x, z)
	case 0:
		return endTerm(p, y, z)
	case 2:
		return endTerm(p, y, x)
	}
	return notFound(fmt.Sprintf("missing term %d: want 0, 1 or 2", missing))
}

// endTerm finds the end term e of the progression e, middle, other.
func endTerm(p Proportion, middle, other int64) Result {
	if r, bad := checkTerms(p, middle, other); bad {
		return r
	}
	if middle == other {
		return notFound(fmt.Sprintf("%d and %d are equal: a progression needs three different terms", middle, other))
	}
	switch p {
	case Arithmetic:
		twice := 2 * uint64(middle)
		steps := []string{fmt.Sprintf("2 × %d = %d", middle, twice)}
		if twice <= uint64(other) {
			return notFound(fmt.Sprintf("%d − %d is not positive: no such term", twice, other), steps...)
		}
		e := twice - uint64(other)
		if e > math.MaxInt64 {
			return notFound(fmt.Sprintf("%d − %d is too large for this program", twice, other), steps...)
		}
		return found(int64(e), append(steps,
			fmt.Sprintf("%d − %d = %d", twice, other, e),
			"check: "+ExplainProgression(Arithmetic, int64(e), middle, other))...)
	case Geometric:
		sq := mul(middle, middle)
		steps := []string{fmt.Sprintf("%d × %d = %s", middle, middle, sq)}
		_, rem, fits := sq.divRem(uint64(other))
		if !fits {
			return notFound(fmt.Sprintf("%s ÷ %d is too large for this program", sq, other), steps...)
		}
		if rem != 0 {
			return notFound(fmt.Sprintf("%s ÷ %d leaves %d over: the term is not whole", sq, other, rem), steps...)
		}
		e, exact := sq.divExact(uint64(other))
		if !exact {
			return notFound(fmt.Sprintf("%s ÷ %d is too large for this program", sq, other), steps...)
		}
		return found(e, append(steps,
			fmt.Sprintf("%s ÷ %d = %d", sq, other, e),
			"check: "+ExplainProgression(Geometric, e, middle, other))...)
	}
	return MusicalFirst(middle, other)
}
