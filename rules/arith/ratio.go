package arith

import (
	"errors"
	"fmt"
	"strings"
)

// Kind is one of Boethius' kinds of ratio: equality or one of the five kinds
// of greater inequality. A lesser ratio has the same Kind with Ratio.Lesser
// set (its name takes "sub").
type Kind uint8

// The kinds of ratio.
const (
	KindNone Kind = iota
	Equality
	Multiplex                // the greater holds the lesser k times exactly (4 : 2)
	Superparticular          // once and one part of it (3 : 2, 4 : 3)
	Superpartient            // once and more than one part (5 : 3)
	MultiplexSuperparticular // k times and one part (5 : 2)
	MultiplexSuperpartient   // k times and more than one part (8 : 3)
)

var kindNames = [...]string{"none", "equality", "multiplex", "superparticular", "superpartient",
	"multiplex superparticular", "multiplex superpartient"}

// String returns the kind's name: "multiplex superparticular".
func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return fmt.Sprintf("Kind(%d)", uint8(k))
}

// KindNames returns the names of every kind: equality, the five kinds of
// greater inequality and the five "sub-" kinds of lesser inequality (11 in
// all), in that order, for multiple-choice questions.
func KindNames() []string {
	names := []string{Equality.String()}
	for k := Multiplex; k <= MultiplexSuperpartient; k++ {
		names = append(names, k.String())
	}
	for k := Multiplex; k <= MultiplexSuperpartient; k++ {
		names = append(names, "sub"+k.String())
	}
	return names
}

// ParseKindName reads a kind name as KindNames prints it ("subsuperparticular",
// "multiplex superpartient"), leniently about case, spaces and hyphens.
func ParseKindName(s string) (kind Kind, lesser bool, err error) {
	want := normalizeName(s)
	for k := Equality; k <= MultiplexSuperpartient; k++ {
		name := normalizeName(k.String())
		if want == name {
			return k, false, nil
		}
		if k != Equality && want == "sub"+name {
			return k, true, nil
		}
	}
	return KindNone, false, fmt.Errorf("arith: unknown kind of ratio %q (want one of %s)", s, strings.Join(KindNames(), ", "))
}

// ErrNotPositive is returned for terms that are zero or negative.
var ErrNotPositive = errors.New("terms must be positive whole numbers")

// Ratio is a classified ratio A : B.
type Ratio struct {
	A, B       int64    // as given
	P, Q       int64    // in lowest terms
	Kind       Kind     // the kind of the greater-to-lesser ratio
	Lesser     bool     // A < B: the "sub-" kinds
	Species    string   // "sesquialter", "subsesquialter", "duplex superbipartiens tertias", "equalis"
	Alternates []string // other spellings accepted (the 1563 book's "sesquiter", "doble"...)
	Gloss      string   // "one and a half", "two and two thirds", "two thirds" (lesser)
	Steps      []string // the working, one step per line

	// The greater term in lowest terms is Whole times the lesser and Num
	// parts of Den over: 8 : 3 has Whole 2, Num 2, Den 3. Num is 0 for
	// equality and multiplex ratios.
	Whole, Num, Den int64

	name string // Species, or "no Latin name" past MaxNamedWholes, for the working
}

// Classify reduces a : b to lowest terms and names its kind and species,
// with the steps that show it. Both terms must be positive.
func Classify(a, b int64) (Ratio, error) {
	if a <= 0 || b <= 0 {
		return Ratio{}, fmt.Errorf("arith: ratio %d : %d: %w", a, b, ErrNotPositive)
	}
	g := GCD(a, b)
	r := Ratio{A: a, B: b, P: a / g, Q: b / g, Lesser: a < b}
	big, small := r.P, r.Q
	if r.Lesser {
		big, small = small, big
	}
	// big = Whole × small + Num, and small is Den. P and Q share no factor,
	// so Num/Den is already in lowest terms.
	r.Whole, r.Num, r.Den = big/small, big%small, small
	switch {
	case big == small:
		r.Kind = Equality
	case r.Num == 0:
		r.Kind = Multiplex
	case r.Whole == 1 && r.Num == 1:
		r.Kind = Superparticular
	case r.Whole == 1:
		r.Kind = Superpartient
	case r.Num == 1:
		r.Kind = MultiplexSuperparticular
	default:
		r.Kind = MultiplexSuperpartient
	}
	r.Species, r.Alternates = speciesNames(r.Kind, r.Lesser, r.Whole, r.Num, r.Den)
	r.name = r.Species
	if r.name == "" {
		r.name = "no Latin name"
	}
	r.Gloss = gloss(r.Kind, r.Lesser, r.P, r.Q, r.Whole, r.Num, r.Den)
	r.Steps = r.steps(g)
	return r, nil
}

// mixed writes the greater-to-lesser ratio as a mixed number: "1 + 1/2", "3".
func (r Ratio) mixed() string {
	if r.Num == 0 {
		return itoa(r.Whole)
	}
	return fmt.Sprintf("%d + %d/%d", r.Whole, r.Num, r.Den)
}

// steps builds the working: reduce, divide with remainder, name.
func (r Ratio) steps(g int64) []string {
	var steps []string
	if g > 1 {
		steps = append(steps, fmt.Sprintf("%d : %d = %d : %d (both divided by %d)", r.A, r.B, r.P, r.Q, g))
	} else {
		steps = append(steps, fmt.Sprintf("%d : %d is in lowest terms (no number but 1 measures both)", r.A, r.B))
	}
	if r.Kind == Equality {
		return append(steps, fmt.Sprintf("%d = %d: neither term exceeds the other: %s (%s)", r.A, r.B, r.Species, r.Kind))
	}
	big, small := r.A, r.B
	if r.Lesser {
		big, small = small, big
		steps = append(steps, fmt.Sprintf("%d < %d: lesser inequality, named from its inverse %d : %d with \"sub\"",
			r.A, r.B, r.Q, r.P))
	}
	// On the given terms: big = Whole × small + over, over = g × Num.
	over := big - r.Whole*small
	if over == 0 {
		steps = append(steps, fmt.Sprintf("%d = %d × %d: %d holds %d %s with nothing over",
			big, r.Whole, small, big, small, englishTimes(r.Whole)))
	} else {
		part := "one part of it"
		if r.Num > 1 {
			part = "more than one part"
		}
		steps = append(steps, fmt.Sprintf("%d = %d × %d + %d: %d holds %d %s with %d over, and %d is %s of %d (%s)",
			big, r.Whole, small, over, big, small, englishTimes(r.Whole), over, over,
			englishFraction(r.Num, r.Den), small, part))
	}
	if r.Lesser {
		return append(steps, fmt.Sprintf("%d : %d = %d/%d: %s, %s (%s)", r.A, r.B, r.P, r.Q, r.Gloss, r.name, r.KindName()))
	}
	lowest := ""
	if g > 1 {
		lowest = fmt.Sprintf(" = %d : %d", r.P, r.Q)
	}
	return append(steps, fmt.Sprintf("%d : %d%s = %s: %s, %s (%s)", r.A, r.B, lowest, r.mixed(), r.Gloss, r.name, r.KindName()))
}

// KindName is the kind's name with "sub" for a lesser ratio:
// "superparticular" or "subsuperparticular".
func (r Ratio) KindName() string {
	if r.Lesser && r.Kind != Equality {
		return "sub" + r.Kind.String()
	}
	return r.Kind.String()
}

// Explain says in one line what the ratio is:
// "12 : 9 = 4 : 3, a third more: sesquitertius, superparticular".
func (r Ratio) Explain() string {
	head := fmt.Sprintf("%d : %d", r.A, r.B)
	if r.P != r.A {
		head += fmt.Sprintf(" = %d : %d", r.P, r.Q)
	}
	var how string
	switch {
	case r.Kind == Equality || r.Lesser || r.Num == 0:
		how = r.Gloss
	case r.Whole == 1:
		how = englishFraction(r.Num, r.Den) + " more"
	default:
		how = r.Gloss + " times"
	}
	return fmt.Sprintf("%s, %s: %s, %s", head, how, r.name, r.KindName())
}

// NameMatches reports whether name is this ratio's species name or one of
// its other spellings, ignoring case, spaces, hyphens and u/v.
func (r Ratio) NameMatches(name string) bool {
	want := normalizeName(name)
	if want == "" || r.Species == "" {
		return false
	}
	if want == normalizeName(r.Species) {
		return true
	}
	for _, alt := range r.Alternates {
		if want == normalizeName(alt) {
			return true
		}
	}
	return false
}
