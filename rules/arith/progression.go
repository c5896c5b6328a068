package arith

import (
	"fmt"
	"math/bits"
	"slices"
	"strings"
)

// Three terms a < b < c are in progression when
//
//	arithmetic  b − a = c − b
//	geometric   b × b = a × c
//	harmonic    (c − b) × a = (b − a) × c   (the book's "musical")
//
// tested by cross-multiplication on 128-bit products, never by division. The
// terms may come in any order: a progression of different numbers runs up or
// down, so it is tested on the sorted terms. Terms must be positive and
// pairwise different: 6, 6, 6 is no progression.

// holds tests a sorted triple a < b < c.
func holds(p Proportion, a, b, c int64) bool {
	switch p {
	case Arithmetic:
		return b-a == c-b
	case Geometric:
		return mul(b, b) == mul(a, c)
	case Harmonic:
		return mul(c-b, a) == mul(b-a, c)
	}
	return false
}

// validTriple reports whether the sorted terms are positive and different.
func validTriple(a, b, c int64) bool { return a > 0 && a < b && b < c }

// InProgression reports whether a, b, c, in any order, are in the p-progression.
func InProgression(p Proportion, a, b, c int64) bool {
	a, b, c = sorted3(a, b, c)
	return validTriple(a, b, c) && holds(p, a, b, c)
}

// Progressions returns which proportions a, b, c hold in any order (at most
// one for three different numbers).
func Progressions(a, b, c int64) []Proportion {
	var kinds []Proportion
	for _, p := range Proportions {
		if InProgression(p, a, b, c) {
			kinds = append(kinds, p)
		}
	}
	return kinds
}

// ExplainProgression shows with numbers why a, b, c are or are not in the
// p-progression: "4 − 2 = 2 = 6 − 4: arithmetic",
// "2 × 9 = 18 but 4 × 4 = 16: not geometric".
func ExplainProgression(p Proportion, a, b, c int64) string {
	if p < Arithmetic || p > Harmonic {
		return fmt.Sprintf("unknown proportion %d", uint8(p))
	}
	x, y, z := sorted3(a, b, c)
	if x <= 0 {
		return fmt.Sprintf("%d, %d, %d: terms must be positive whole numbers: not %s", a, b, c, p)
	}
	if x == y || y == z {
		return fmt.Sprintf("%d, %d, %d: a progression needs three different terms: not %s", a, b, c, p)
	}
	prefix := ""
	if x != a || y != b {
		prefix = fmt.Sprintf("in order %d, %d, %d: ", x, y, z)
	}
	switch p {
	case Arithmetic:
		return prefix + explainArithmetic(x, y, z)
	case Geometric:
		return prefix + explainGeometric(x, y, z)
	}
	return prefix + explainHarmonic(x, y, z)
}

func explainArithmetic(a, b, c int64) string {
	if b-a == c-b {
		return fmt.Sprintf("%d − %d = %d = %d − %d: arithmetic", b, a, b-a, c, b)
	}
	return fmt.Sprintf("%d − %d = %d but %d − %d = %d: not arithmetic", b, a, b-a, c, b, c-b)
}

func explainGeometric(a, b, c int64) string {
	left, right := mul(a, c), mul(b, b)
	if left == right {
		return fmt.Sprintf("%d × %d = %s = %d × %d: geometric (%d : %d = %d : %d)", a, c, left, b, b, a, b, b, c)
	}
	return fmt.Sprintf("%d × %d = %s but %d × %d = %s: not geometric", a, c, left, b, b, right)
}

func explainHarmonic(a, b, c int64) string {
	left, right := mul(c-b, a), mul(b-a, c)
	if left == right {
		return fmt.Sprintf("(%d − %d) × %d = %s = (%d − %d) × %d: harmonic", c, b, a, left, b, a, c)
	}
	return fmt.Sprintf("(%d − %d) × %d = %s but (%d − %d) × %d = %s: not harmonic", c, b, a, left, b, a, c, right)
}

// Holding is one way a set of values holds a proportion: three of them in
// progression, or (geometric only) all four as a : b = c : d.
type Holding struct {
	Kind  Proportion
	Terms []int64 // ascending
	Why   string  // the numbers that show it
}

// Holdings lists every way three or four values hold a proportion: each
// triple in progression, in ascending order of its terms, and for four values
// the four-term geometric proportion a : b = c : d (a × d = b × c). Values
// that are not positive and pairwise different hold nothing.
func Holdings(values ...int64) []Holding {
	v, ok := distinctSorted(values)
	if !ok || (len(v) != 3 && len(v) != 4) {
		return nil
	}
	var out []Holding
	for _, t := range triples(v) {
		for _, p := range Proportions {
			if holds(p, t[0], t[1], t[2]) {
				out = append(out, Holding{Kind: p, Terms: t[:], Why: ExplainProgression(p, t[0], t[1], t[2])})
			}
		}
	}
	if len(v) == 4 && productsEqual(v[0], v[3], v[1], v[2]) {
		out = append(out, Holding{Kind: Geometric, Terms: v, Why: fmt.Sprintf(
			"%d × %d = %s = %d × %d: geometric (%d : %d = %d : %d)",
			v[0], v[3], mul(v[0], v[3]), v[1], v[2], v[0], v[1], v[2], v[3])})
	}
	return out
}

// distinctSorted sorts a copy of values and reports whether they are all
// positive and pairwise different.
func distinctSorted(values []int64) ([]int64, bool) {
	v := slices.Clone(values)
	slices.Sort(v)
	for i, x := range v {
		if x <= 0 || (i > 0 && v[i-1] == x) {
			return v, false
		}
	}
	return v, true
}

// triples lists the triples of sorted values in ascending lexicographic order.
func triples(v []int64) [][3]int64 {
	if len(v) == 3 {
		return [][3]int64{{v[0], v[1], v[2]}}
	}
	return [][3]int64{{v[0], v[1], v[2]}, {v[0], v[1], v[3]}, {v[0], v[2], v[3]}, {v[1], v[2], v[3]}}
}

// kindBit is the bit of p in a mask of proportions.
func kindBit(p Proportion) uint8 { return 1 << (p - 1) }

// tripleMask returns the proportions a sorted triple of different terms holds.
func tripleMask(a, b, c int64) uint8 {
	var m uint8
	for _, p := range Proportions {
		if holds(p, a, b, c) {
			m |= kindBit(p)
		}
	}
	return m
}

// fourMask returns the proportions four sorted, different terms hold: any
// triple, and geometric also by a : b = c : d.
func fourMask(s *[4]int64) uint8 {
	m := tripleMask(s[0], s[1], s[2]) | tripleMask(s[0], s[1], s[3]) |
		tripleMask(s[0], s[2], s[3]) | tripleMask(s[1], s[2], s[3])
	if productsEqual(s[0], s[3], s[1], s[2]) {
		m |= kindBit(Geometric)
	}
	return m
}

// Kinds is a set of proportions, one bit each: what FourKinds and
// TriumphKinds report without allocating.
type Kinds uint8

// Has reports whether p is in the set.
func (k Kinds) Has(p Proportion) bool {
	return p >= Arithmetic && p <= Harmonic && uint8(k)&kindBit(p) != 0
}

// Len is the number of proportions in the set.
func (k Kinds) Len() int { return bits.OnesCount8(uint8(k) & 7) }

// List returns the proportions in the set in their usual order (Proportions),
// nil when it is empty.
func (k Kinds) List() []Proportion {
	if k.Len() == 0 {
		return nil
	}
	return k.AppendTo(make([]Proportion, 0, k.Len()))
}

// AppendTo appends the proportions in the set, in their usual order, to dst.
func (k Kinds) AppendTo(dst []Proportion) []Proportion {
	for _, p := range Proportions {
		if k.Has(p) {
			dst = append(dst, p)
		}
	}
	return dst
}

// FourKinds is FourHolds as a set: the proportions four values hold, in
// any order, or none when they are not positive and pairwise different. It
// allocates nothing.
func FourKinds(a, b, c, d int64) Kinds {
	v := [4]int64{a, b, c, d}
	// Sorting four values in place by a network: slices.Sort would do,
	// but this is the engine's path after every action.
	for _, ij := range [5][2]int{{0, 1}, {2, 3}, {0, 2}, {1, 3}, {1, 2}} {
		if v[ij[0]] > v[ij[1]] {
			v[ij[0]], v[ij[1]] = v[ij[1]], v[ij[0]]
		}
	}
	if v[0] <= 0 || v[0] == v[1] || v[1] == v[2] || v[2] == v[3] {
		return 0
	}
	return Kinds(fourMask(&v))
}

// FourHolds returns the proportions four values hold, in any order: a kind is
// held when three of the values are in that progression; the geometric kind
// is also held by the four-term proportion a : b = c : d (sorted, a × d =
// b × c). The values must be positive and pairwise different. It allocates
// only the list it returns (FourKinds allocates nothing).
func FourHolds(a, b, c, d int64) []Proportion {
	return FourKinds(a, b, c, d).List()
}

// ProgressionKinds is Progressions as a set, without allocating.
func ProgressionKinds(a, b, c int64) Kinds {
	x, y, z := sorted3(a, b, c)
	if !validTriple(x, y, z) {
		return 0
	}
	return Kinds(tripleMask(x, y, z))
}

// TriumphKind is the rank of a triumph (a proper victory).
type TriumphKind uint8

// The triumphs.
const (
	TriumphNone TriumphKind = iota
	Great                   // three values in one progression
	Greater                 // four values holding exactly two kinds
	Greatest                // four values holding all three kinds
)

var triumphNames = [...]string{"none", "great", "greater", "greatest"}

// String returns "great", "greater", "greatest" or "none".
func (t TriumphKind) String() string {
	if int(t) < len(triumphNames) {
		return triumphNames[t]
	}
	return fmt.Sprintf("TriumphKind(%d)", uint8(t))
}

// ParseTriumphKind reads "great", "greater" or "greatest" (any case).
func ParseTriumphKind(s string) (TriumphKind, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "great":
		return Great, nil
	case "greater":
		return Greater, nil
	case "greatest":
		return Greatest, nil
	}
	return TriumphNone, fmt.Errorf("arith: unknown triumph %q (want great, greater or greatest)", s)
}

// TriumphOf judges the values of a triumph and returns the proportions they
// hold. Three values in a progression are a great triumph. Four values
// holding exactly two kinds are a greater triumph, all three the greatest;
// four values holding only one kind are no four-man triumph (TriumphNone,
// with that kind returned so the caller can say so: the book's greater
// triumph needs two proportions). Any other count, or values that are not
// positive and pairwise different, give TriumphNone and no proportions.
func TriumphOf(values ...int64) (TriumphKind, []Proportion) {
	kind, kinds := TriumphKinds(values...)
	return kind, kinds.List()
}

// TriumphKinds is TriumphOf with the proportions as a set: it allocates
// nothing, so that the engine may judge every action with it.
func TriumphKinds(values ...int64) (TriumphKind, Kinds) {
	switch len(values) {
	case 3:
		kinds := ProgressionKinds(values[0], values[1], values[2])
		if kinds == 0 {
			return TriumphNone, 0
		}
		return Great, kinds
	case 4:
		kinds := FourKinds(values[0], values[1], values[2], values[3])
		switch kinds.Len() {
		case 3:
			return Greatest, kinds
		case 2:
			return Greater, kinds
		}
		return TriumphNone, kinds
	}
	return TriumphNone, 0
}

// ExplainTriumph says with numbers which triumph the values make and why:
// "2, 3, 4, 6: 3 − 2 = 1 = 4 − 3: arithmetic; ...: all three kinds: the
// greatest triumph".
func ExplainTriumph(values ...int64) string {
	list := joinInts(values, ", ")
	if len(values) != 3 && len(values) != 4 {
		return fmt.Sprintf("%s: a triumph is set with three or four men, not %d", list, len(values))
	}
	if _, ok := distinctSorted(values); !ok {
		return list + ": the values must be positive and all different: no triumph"
	}
	kind, kinds := TriumphOf(values...)
	var parts []string
	for _, h := range Holdings(values...) {
		parts = append(parts, fmt.Sprintf("%s (%s)", h.Why, joinInts(h.Terms, ", ")))
	}
	var why string
	switch {
	case len(kinds) == 0:
		why = "no three of them are in any progression: no triumph"
		if len(values) == 3 {
			why = "they are in no progression: no triumph"
		}
	case kind == Great:
		why = "the great triumph"
	case kind == Greatest:
		why = "all three kinds: the greatest triumph"
	case kind == Greater:
		why = fmt.Sprintf("two kinds, %s and %s: the greater triumph", kinds[0], kinds[1])
	default:
		why = fmt.Sprintf("only one kind (%s): four men need two kinds for the greater triumph", kinds[0])
	}
	if len(parts) == 0 {
		return list + ": " + why
	}
	return list + ": " + strings.Join(parts, "; ") + ": " + why
}

// joinInts writes numbers with a separator.
func joinInts(v []int64, sep string) string {
	s := make([]string, len(v))
	for i, x := range v {
		s[i] = itoa(x)
	}
	return strings.Join(s, sep)
}
