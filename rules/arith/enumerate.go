package arith

import (
	"math/bits"
	"slices"
)

// Progression is three values in one progression, ascending.
type Progression struct {
	Kind  Proportion
	Terms [3]int64
}

// Triumph is a set of values that makes a triumph, ascending, with the
// proportions it holds.
type Triumph struct {
	Kind        TriumphKind
	Terms       []int64
	Proportions []Proportion
}

// Enumeration lists every progression and every four-value triumph among a
// set of values.
type Enumeration struct {
	Progressions []Progression // by kind (arithmetic, geometric, harmonic), then terms
	Greater      []Triumph     // four values holding exactly two kinds, by terms
	Greatest     []Triumph     // four values holding all three kinds, by terms
}

// ProgressionsOf returns the progressions of one kind (all of them for
// ProportionNone).
func (e Enumeration) ProgressionsOf(p Proportion) []Progression {
	if p == ProportionNone {
		return e.Progressions
	}
	var out []Progression
	for _, g := range e.Progressions {
		if g.Kind == p {
			out = append(out, g)
		}
	}
	return out
}

// Triumphs returns the triumphs of one kind: Great lists the progressions as
// three-man triumphs; TriumphNone lists all kinds, great first.
func (e Enumeration) Triumphs(kind TriumphKind) []Triumph {
	var out []Triumph
	if kind == Great || kind == TriumphNone {
		for _, g := range e.Progressions {
			out = append(out, Triumph{Kind: Great, Terms: g.Terms[:], Proportions: []Proportion{g.Kind}})
		}
	}
	if kind == Greater || kind == TriumphNone {
		out = append(out, e.Greater...)
	}
	if kind == Greatest || kind == TriumphNone {
		out = append(out, e.Greatest...)
	}
	return out
}

// GameEnumeration enumerates over the game's values (GameValues).
func GameEnumeration() Enumeration { return Enumerate(GameValues()) }

// Enumerate finds every three-term progression among values and every set of
// four values that holds two kinds (the greater triumph) or all three (the
// greatest). Values that are not positive are ignored, repeats count once.
//
// It never searches all four-sets blindly. Each progression is found from its
// first two terms: the third is computed exactly and looked up in the sorted
// values. A four-set holding two kinds either contains two progressions of
// different kinds (any two triples of four values share two of them), or one
// arithmetic or harmonic progression plus the four-term geometric proportion
// a : b = c : d, whose missing term is computed from the other three. Only
// those candidates are judged.
func Enumerate(values []int64) Enumeration {
	var z Enumerator
	return z.Enumerate(values)
}

// Enumerator enumerates into buffers it keeps between calls, so that
// enumerating again allocates nothing once they have grown.
type Enumerator struct {
	v      []int64
	byKind [3][]Progression
	cands  [][4]int64
	e      Enumeration
	terms  []int64
	kinds  []Proportion
}

// Enumerate is the package's Enumerate into z's buffers: the Enumeration
// it returns is valid until z's next call.
func (z *Enumerator) Enumerate(values []int64) Enumeration {
	v := append(z.v[:0], values...)
	z.v = v
	slices.Sort(v)
	v = slices.Compact(v)
	if i, _ := slices.BinarySearch(v, 1); i > 0 {
		v = v[i:] // drop zero and negatives
	}
	if len(v) < 3 {
		return Enumeration{}
	}
	top := v[len(v)-1]
	has := func(x int64) bool {
		_, ok := slices.BinarySearch(v, x)
		return ok
	}

	byKind := &z.byKind
	for k := range byKind {
		byKind[k] = byKind[k][:0]
	}
	for i, a := range v {
		for _, b := range v[i+1:] {
			// Arithmetic: c = b + (b − a).
			if d := b - a; d <= top-b && has(b+d) {
				byKind[0] = append(byKind[0], Progression{Arithmetic, [3]int64{a, b, b + d}})
			}
			// Geometric: c = b × b ÷ a, when exact.
			if c, ok := mul(b, b).divExact(uint64(a)); ok && c <= top && has(c) {
				byKind[1] = append(byKind[1], Progression{Geometric, [3]int64{a, b, c}})
			}
			// Harmonic: c = a × b ÷ (2a − b), when b < 2a and exact.
			if b-a < a {
				if c, ok := mul(a, b).divExact(uint64(a - (b - a))); ok && c <= top && has(c) {
					byKind[2] = append(byKind[2], Progression{Harmonic, [3]int64{a, b, c}})
				}
			}
		}
	}
	e := &z.e
	e.Progressions = append(append(append(e.Progressions[:0], byKind[0]...), byKind[1]...), byKind[2]...)
	e.Greater, e.Greatest = e.Greater[:0], e.Greatest[:0]

	// Candidates: unions of two progressions of different kinds sharing two
	// terms, and arithmetic or harmonic progressions completed to a four-term
	// geometric proportion.
	candidates := z.cands[:0]
	for i, p := range e.Progressions {
		for _, q := range e.Progressions[i+1:] {
			if q.Kind == p.Kind {
				continue
			}
			if set, ok := union4(p.Terms, q.Terms); ok {
				candidates = append(candidates, set)
			}
		}
		if p.Kind == Geometric {
			continue
		}
		t := p.Terms
		// The extra term x of sorted a < b < c < d with a × d = b × c: as a it
		// is t0·t1/t2, as b or c t0·t2/t1, as d t1·t2/t0.
		for _, x := range [3]struct {
			num1, num2, den int64
		}{{t[0], t[1], t[2]}, {t[0], t[2], t[1]}, {t[1], t[2], t[0]}} {
			if c, ok := mul(x.num1, x.num2).divExact(uint64(x.den)); ok && c != t[0] && c != t[1] && c != t[2] && has(c) {
				candidates = append(candidates, insert4(t, c))
			}
		}
	}
	slices.SortFunc(candidates, func(a, b [4]int64) int { return slices.Compare(a[:], b[:]) })
	candidates = slices.Compact(candidates)
	z.cands = candidates

	// Terms and proportions of the triumphs share two buffers; each
	// triumph's slices are capped so appending to one cannot touch another.
	terms := slices.Grow(z.terms[:0], 4*len(candidates))
	kinds := slices.Grow(z.kinds[:0], 3*len(candidates))
	z.terms, z.kinds = terms, kinds
	for _, set := range candidates {
		mask := fourMask(&set)
		var kind TriumphKind
		switch bits.OnesCount8(mask) {
		case 2:
			kind = Greater
		case 3:
			kind = Greatest
		default:
			continue // a completion that made no four-term proportion after all
		}
		ts, ks := len(terms), len(kinds)
		terms = append(terms, set[:]...)
		for _, k := range Proportions {
			if mask&kindBit(k) != 0 {
				kinds = append(kinds, k)
			}
		}
		tr := Triumph{Kind: kind, Terms: terms[ts:len(terms):len(terms)], Proportions: kinds[ks:len(kinds):len(kinds)]}
		if kind == Greater {
			e.Greater = append(e.Greater, tr)
		} else {
			e.Greatest = append(e.Greatest, tr)
		}
	}
	return z.result()
}

// result is z's Enumeration with nil for empty lists, as Enumerate has
// always returned them.
func (z *Enumerator) result() Enumeration {
	e := z.e
	if len(e.Progressions) == 0 {
		e.Progressions = nil
	}
	if len(e.Greater) == 0 {
		e.Greater = nil
	}
	if len(e.Greatest) == 0 {
		e.Greatest = nil
	}
	return e
}

// union4 returns the union of two sorted triples when it has exactly four
// values, sorted.
func union4(p, q [3]int64) ([4]int64, bool) {
	var out [4]int64
	n, i, j := 0, 0, 0
	for i < 3 || j < 3 {
		var x int64
		switch {
		case j == 3 || (i < 3 && p[i] < q[j]):
			x, i = p[i], i+1
		case i == 3 || q[j] < p[i]:
			x, j = q[j], j+1
		default: // equal
			x, i, j = p[i], i+1, j+1
		}
		if n == 4 {
			return out, false
		}
		out[n], n = x, n+1
	}
	return out, n == 4
}

// insert4 adds x to the sorted triple t, keeping the four sorted.
func insert4(t [3]int64, x int64) [4]int64 {
	switch {
	case x < t[0]:
		return [4]int64{x, t[0], t[1], t[2]}
	case x < t[1]:
		return [4]int64{t[0], x, t[1], t[2]}
	case x < t[2]:
		return [4]int64{t[0], t[1], x, t[2]}
	}
	return [4]int64{t[0], t[1], t[2], x}
}
