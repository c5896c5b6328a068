package arith

import (
	"fmt"
	"strconv"
	"strings"
)

// This file holds Book I of Boethius' Arithmetic as the lessons teach it:
// the kinds of even and odd number (Inst. arith. I.8-11), prime and
// composite (I.13-17), the common measure found by taking the smaller
// from the larger (I.18), and perfect, abundant and deficient numbers
// (I.19-20). Terms are positive and at most MaxClassTerm, so that every
// sum of parts stays exact.

// MaxClassTerm bounds the numbers these functions classify: a sum of the
// parts of n is below 4n, far from overflow, and finding them takes at
// most a thousand divisions.
const MaxClassTerm = 1_000_000

// Parity is one of Boethius' kinds of even number, or odd.
type Parity uint8

// The kinds of even number, and odd.
const (
	ParityNone Parity = iota
	EvenlyEven        // pariter par: halved down to 1 through even numbers only (2, 4, 8, 16...)
	EvenlyOdd         // pariter impar: halved once, it leaves an odd number (6, 10, 14...)
	OddlyEven         // impariter par: halved more than once, it ends at an odd number above 1 (12, 20, 24...)
	Odd               // impar
)

var parityNames = [...]string{"", "evenly even", "evenly odd", "oddly even", "odd"}

func (p Parity) String() string {
	if int(p) < len(parityNames) {
		return parityNames[p]
	}
	return "Parity(" + strconv.Itoa(int(p)) + ")"
}

// ParityNames are the four kinds, for choice questions.
func ParityNames() []string { return parityNames[1:] }

// ParityLatin names a kind in Boethius' Latin.
func ParityLatin(p Parity) string {
	return [...]string{"", "pariter par", "pariter impar", "impariter par", "impar"}[p]
}

// ParityOf says which kind n is, with the halvings that show it:
// "24 ÷ 2 = 12, 12 ÷ 2 = 6, 6 ÷ 2 = 3: halved 3 times it ends at the odd 3".
func ParityOf(n int64) (Parity, string, error) {
	if n < 1 || n > MaxClassTerm {
		return ParityNone, "", fmt.Errorf("arith: %d is not a whole number from 1 to %d", n, MaxClassTerm)
	}
	if n%2 == 1 {
		return Odd, fmt.Sprintf("%d = 2 × %d + 1: it cannot be halved into whole numbers", n, n/2), nil
	}
	var steps []string
	m, times := n, 0
	for m%2 == 0 {
		steps = append(steps, fmt.Sprintf("%d ÷ 2 = %d", m, m/2))
		m /= 2
		times++
	}
	halvings := strings.Join(steps, ", ")
	switch {
	case m == 1:
		return EvenlyEven, fmt.Sprintf("%s: every half is even down to 1", halvings), nil
	case times == 1:
		return EvenlyOdd, fmt.Sprintf("%s: halved once it is odd", halvings), nil
	}
	return OddlyEven, fmt.Sprintf("%s: halved %d times it ends at the odd %d, not at 1", halvings, times, m), nil
}

// Parts lists the parts of n (its divisors below it: the numbers that
// measure it), ascending. n is from 1 to MaxClassTerm; 1 has none.
func Parts(n int64) []int64 {
	if n < 2 || n > MaxClassTerm {
		return nil
	}
	lo, hi := []int64{1}, []int64(nil)
	for d := int64(2); d*d <= n; d++ {
		if n%d == 0 {
			lo = append(lo, d)
			if d*d != n {
				hi = append([]int64{n / d}, hi...)
			}
		}
	}
	return append(lo, hi...)
}

// Abundance is whether a number's parts add to more, less or itself.
type Abundance uint8

// The three classes of I.19.
const (
	AbundanceNone Abundance = iota
	Perfect                 // the parts make the number: 6 = 1 + 2 + 3
	Abundant                // the parts make more: 12 < 1 + 2 + 3 + 4 + 6 = 16
	Deficient               // the parts make less: 8 > 1 + 2 + 4 = 7
)

var abundanceNames = [...]string{"", "perfect", "abundant", "deficient"}

func (a Abundance) String() string {
	if int(a) < len(abundanceNames) {
		return abundanceNames[a]
	}
	return "Abundance(" + strconv.Itoa(int(a)) + ")"
}

// AbundanceNames are the three classes, for choice questions.
func AbundanceNames() []string { return abundanceNames[1:] }

// AbundanceOf adds the parts of n and compares: "1 + 2 + 3 = 6: perfect".
func AbundanceOf(n int64) (Abundance, int64, string, error) {
	if n < 2 || n > MaxClassTerm {
		return AbundanceNone, 0, "", fmt.Errorf("arith: %d is not a whole number from 2 to %d", n, MaxClassTerm)
	}
	parts := Parts(n)
	var sum int64
	words := make([]string, len(parts))
	for i, p := range parts {
		sum += p
		words[i] = strconv.FormatInt(p, 10)
	}
	added := fmt.Sprintf("the parts of %d are %s, and %s = %d", n, strings.Join(words, ", "), strings.Join(words, " + "), sum)
	if len(parts) == 1 {
		added = fmt.Sprintf("the only part of %d is 1", n)
	}
	switch {
	case sum == n:
		return Perfect, sum, added + ", the number itself: perfect", nil
	case sum > n:
		return Abundant, sum, added + fmt.Sprintf(", more than %d: abundant", n), nil
	}
	return Deficient, sum, added + fmt.Sprintf(", less than %d: deficient", n), nil
}

// Measure finds the greatest common measure of a and b as I.18 teaches:
// take the smaller from the larger, again and again, until the two are
// equal; that number measures both. The steps show each taking away, a
// run of the same subtraction written once ("35 − 10 − 10 − 10 = 5").
// a and b are from 1 to MaxClassTerm.
func Measure(a, b int64) (int64, []string, error) {
	if a < 1 || b < 1 || a > MaxClassTerm || b > MaxClassTerm {
		return 0, nil, fmt.Errorf("arith: %d and %d are not whole numbers from 1 to %d", a, b, MaxClassTerm)
	}
	var steps []string
	for a != b {
		big, small := max(a, b), min(a, b)
		times := (big - 1) / small // take small away while something larger than nothing is left
		left := big - times*small
		run := strconv.FormatInt(big, 10) + strings.Repeat(" − "+strconv.FormatInt(small, 10), int(min(times, 4)))
		if times > 4 {
			run = fmt.Sprintf("%d − %d × %d", big, times, small)
		}
		steps = append(steps, fmt.Sprintf("%s = %d", run, left))
		a, b = small, left
	}
	return a, steps, nil
}

// ExplainMeasure says what the common measure means: "1: 15 and 28 are
// prime to each other" or "7 measures 21 (3 times) and 35 (5 times)".
func ExplainMeasure(a, b, m int64) string {
	if m == 1 {
		return fmt.Sprintf("the subtraction ends at 1: %d and %d are prime to each other (only 1 measures both)", a, b)
	}
	return fmt.Sprintf("the subtraction ends at %d, which measures %d (%d times) and %d (%d times)", m, a, a/m, b, b/m)
}

// Prime reports whether n (2 to MaxClassTerm) is prime, with the
// working: "91 = 7 × 13: composite" or "97: no number from 2 to 9
// measures it: prime".
func Prime(n int64) (bool, string, error) {
	if n < 2 || n > MaxClassTerm {
		return false, "", fmt.Errorf("arith: %d is not a whole number from 2 to %d", n, MaxClassTerm)
	}
	for d := int64(2); d*d <= n; d++ {
		if n%d == 0 {
			return false, fmt.Sprintf("%d = %d × %d: composite", n, d, n/d), nil
		}
	}
	r := int64(1)
	for (r+1)*(r+1) <= n {
		r++
	}
	if r < 2 {
		return true, fmt.Sprintf("%d: only 1 measures it: prime", n), nil
	}
	return true, fmt.Sprintf("%d: no number from 2 to %d measures it (%d × %d = %d is already more): prime", n, r, r+1, r+1, (r+1)*(r+1)), nil
}
