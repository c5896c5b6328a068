package arith

import "fmt"

// This file holds the Pythagorean consonances of Boethius' Music (Inst.
// mus. I.7 and I.10), after Nicomachus' Manual of Harmonics 6: a
// consonance is a multiplex or superparticular ratio whose terms, in
// lowest terms, both lie within the tetractys, 1, 2, 3, 4.

// Consonance is one of the five Pythagorean consonances.
type Consonance uint8

// The five consonances, the three simple ones first, and none. (The
// ranking by concord, which Boethius reports after Nicomachus in Inst.
// mus. II.18, is octave, octave and fifth, double octave, fifth, fourth.)
const (
	ConsonanceNone Consonance = iota
	Octave                    // diapason, 2 : 1
	Fifth                     // diapente, 3 : 2
	Fourth                    // diatessaron, 4 : 3
	OctaveAndFifth            // diapason-diapente, 3 : 1
	DoubleOctave              // bisdiapason, 4 : 1
)

var consonanceNames = [...]string{"none", "octave", "fifth", "fourth", "octave and fifth", "double octave"}
var consonanceGreek = [...]string{"", "diapason", "diapente", "diatessaron", "diapason and diapente", "bisdiapason"}

func (c Consonance) String() string {
	if int(c) < len(consonanceNames) {
		return consonanceNames[c]
	}
	return fmt.Sprintf("Consonance(%d)", uint8(c))
}

// Greek is the consonance's Greek name as Boethius writes it.
func (c Consonance) Greek() string { return consonanceGreek[c] }

// ConsonanceNames are the options of a consonance question: the five
// and "none".
func ConsonanceNames() []string {
	return []string{"octave", "fifth", "fourth", "octave and fifth", "double octave", "none"}
}

// ConsonanceOf names the consonance a : b sounds (two strings of those
// lengths, or hammers of those weights), with the reason in numbers.
func ConsonanceOf(a, b int64) (Consonance, string, error) {
	r, err := Classify(a, b)
	if err != nil {
		return ConsonanceNone, "", err
	}
	big, small := max(r.P, r.Q), min(r.P, r.Q)
	lowest := fmt.Sprintf("%d : %d", a, b)
	if r.P != a {
		lowest += fmt.Sprintf(" = %d : %d", r.P, r.Q)
	}
	var c Consonance
	switch [2]int64{big, small} {
	case [2]int64{2, 1}:
		c = Octave
	case [2]int64{3, 2}:
		c = Fifth
	case [2]int64{4, 3}:
		c = Fourth
	case [2]int64{3, 1}:
		c = OctaveAndFifth
	case [2]int64{4, 1}:
		c = DoubleOctave
	}
	if c != ConsonanceNone {
		return c, fmt.Sprintf("%s, %s: both terms within 1, 2, 3, 4: the %s (%s)", lowest, r.Species, c, c.Greek()), nil
	}
	switch {
	case big == small:
		return c, fmt.Sprintf("%s: equal strings sound one note, the unison, no interval", lowest), nil
	case r.Kind != Multiplex && r.Kind != Superparticular:
		return c, fmt.Sprintf("%s is %s, neither multiplex nor superparticular: no Pythagorean consonance", lowest, r.KindName()), nil
	}
	return c, fmt.Sprintf("%s is %s, but %d lies outside the tetractys 1, 2, 3, 4: no Pythagorean consonance", lowest, r.KindName(), big), nil
}

// ComposeRatios adds two intervals (multiplies the ratios, a : b then
// c : d) or takes the second from the first (divides), in lowest terms,
// with the working: "3 : 2 and 4 : 3: 3 × 4 : 2 × 3 = 12 : 6 = 2 : 1".
// Terms are positive and at most MaxMeanTerm.
func ComposeRatios(a, b, c, d int64, less bool) (p, q int64, working string, err error) {
	if min(a, b, c, d) < 1 || max(a, b, c, d) > MaxMeanTerm {
		return 0, 0, "", fmt.Errorf("arith: %d : %d and %d : %d need whole terms from 1 to %d", a, b, c, d, MaxMeanTerm)
	}
	if less {
		p, q = a*d, b*c
		working = fmt.Sprintf("%d : %d less %d : %d: %d × %d : %d × %d = %d : %d", a, b, c, d, a, d, b, c, p, q)
	} else {
		p, q = a*c, b*d
		working = fmt.Sprintf("%d : %d and %d : %d: %d × %d : %d × %d = %d : %d", a, b, c, d, a, c, b, d, p, q)
	}
	if g := GCD(p, q); g > 1 {
		p, q = p/g, q/g
		working += fmt.Sprintf(" = %d : %d", p, q)
	}
	return p, q, working, nil
}
