package arith

import (
	"fmt"
	"strings"
)

// Power is a cossic sign: the power a value is of a root, as the second kind
// of play marks the men (regula cossa, the old algebra). Its number is the
// exponent.
type Power uint8

// The cossic signs.
const (
	PowerNone      Power = iota
	Root                 // the root itself
	Square               // the quadrate, root²
	Cube                 // the cube or solid quadrate, root³
	SquareOfSquare       // the four-squared quadrate, root⁴
	Sursolid             // root⁵
	SquareOfCube         // the quadrate of the cube, root⁶
)

var powerNames = [...]string{"none", "root", "square", "cube", "square of square", "sursolid", "square of cube"}

// String returns "root", "square", "cube", "square of square", "sursolid" or
// "square of cube".
func (p Power) String() string {
	if int(p) < len(powerNames) {
		return powerNames[p]
	}
	return fmt.Sprintf("Power(%d)", uint8(p))
}

// PowerNames returns the names of the cossic relations between two values
// (square .. square of cube) and "none", for multiple-choice questions.
func PowerNames() []string {
	return append(append([]string(nil), powerNames[Square:]...), "none")
}

// ParsePower reads a power's name as String prints it, or the book's words
// ("quadrate", "solid quadrate", "quadrate of quadrate", "quadrate of cube")
// and "fourth", "fifth", "sixth".
func ParsePower(s string) (Power, error) {
	switch strings.Join(strings.Fields(strings.ToLower(s)), " ") {
	case "none":
		return PowerNone, nil
	case "root":
		return Root, nil
	case "square", "quadrate", "quadrat", "second":
		return Square, nil
	case "cube", "solid quadrate", "solid square", "third":
		return Cube, nil
	case "square of square", "quadrate of quadrate", "four-squared quadrate", "foursquared quadrate", "fourth":
		return SquareOfSquare, nil
	case "sursolid", "sursolide", "fifth":
		return Sursolid, nil
	case "square of cube", "quadrate of cube", "squared cube", "sixth":
		return SquareOfCube, nil
	}
	return PowerNone, fmt.Errorf("arith: unknown cossic sign %q (want %s)", s, strings.Join(PowerNames(), ", "))
}

// powerOf returns k when v = base^k for k in 2..6 (base ≥ 2), else 0. It
// multiplies up and stops as soon as the power passes v, so it never
// overflows.
func powerOf(base, v int64) Power {
	if base < 2 || v <= base {
		return PowerNone
	}
	p := base
	for k := Square; k <= SquareOfCube; k++ {
		next, ok := checkedMul(p, base)
		if !ok || next > v {
			return PowerNone
		}
		p = next
		if p == v {
			return k
		}
	}
	return PowerNone
}

// Cossic returns the cossic relation between a and b: b = a^k (rootFirst,
// a is the root) or a = b^k, for k from 2 (square) to 6 (square of cube).
// Otherwise it returns PowerNone. Equal values and 1 have no relation.
func Cossic(a, b int64) (p Power, rootFirst bool) {
	if k := powerOf(a, b); k != PowerNone {
		return k, true
	}
	if k := powerOf(b, a); k != PowerNone {
		return k, false
	}
	return PowerNone, false
}

// ExplainCossic shows the relation with numbers: "2 × 2 × 2 = 8: 8 is the
// cube of 2".
func ExplainCossic(a, b int64) string {
	p, rootFirst := Cossic(a, b)
	if p == PowerNone {
		return fmt.Sprintf("neither of %d and %d is a square, cube, square of square, sursolid or square of cube of the other", a, b)
	}
	root, power := a, b
	if !rootFirst {
		root, power = b, a
	}
	factors := make([]string, p)
	for i := range factors {
		factors[i] = itoa(root)
	}
	return fmt.Sprintf("%s = %d: %d is the %s of %d", strings.Join(factors, " × "), power, power, p, root)
}

// CossicMarks returns the cossic signs the second kind of play marks on a man
// of the given value and army: the root sign when some enemy man's value is a
// power (2..6) of his, and each power k for which his value is the k-th power
// of some enemy man's value. This reproduces the book's marking: White's 9
// bears root (of Black's 81) and square (of Black's 3); Black's 64 bears
// square, cube and square of cube (of White's 8, 4 and 2); Black's 49 bears
// none, 7 being his own.
func CossicMarks(value int64, white bool) []Power {
	enemy := ArmyValues(!white)
	var mask uint8
	for _, e := range enemy {
		if powerOf(value, e) != PowerNone {
			mask |= 1 << Root
		}
		if k := powerOf(e, value); k != PowerNone {
			mask |= 1 << k
		}
	}
	var marks []Power
	for p := Root; p <= SquareOfCube; p++ {
		if mask&(1<<p) != 0 {
			marks = append(marks, p)
		}
	}
	return marks
}
