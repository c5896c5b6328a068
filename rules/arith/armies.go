package arith

import (
	"errors"
	"fmt"
	"math"
	"slices"
	"strings"
)

// Order is one of the six orders (ranks) of men, each grown from a
// first-order round n.
type Order uint8

// The orders, in the order the 1563 book makes them.
const (
	OrderNone Order = iota
	Round1          // n
	Round2          // n²
	Triangle1       // n(n+1) = n + n²
	Triangle2       // (n+1)²
	Square1         // (2n+1)(n+1) = n(n+1) + (n+1)²
	Square2         // (2n+1)²
)

// Orders lists the six orders.
var Orders = [6]Order{Round1, Round2, Triangle1, Triangle2, Square1, Square2}

var orderNames = [...]string{"none", "round1", "round2", "triangle1", "triangle2", "square1", "square2"}

var orderTitles = [...]string{"no order", "first order of rounds", "second order of rounds",
	"first order of triangles", "second order of triangles", "first order of squares", "second order of squares"}

var orderFormulas = [...]string{"", "n", "n²", "n(n+1)", "(n+1)²", "(2n+1)(n+1)", "(2n+1)²"}

// String returns the order's short name: "round1" .. "square2".
func (o Order) String() string {
	if int(o) < len(orderNames) {
		return orderNames[o]
	}
	return fmt.Sprintf("Order(%d)", uint8(o))
}

// Title returns the book's name: "first order of rounds".
func (o Order) Title() string {
	if int(o) < len(orderTitles) {
		return orderTitles[o]
	}
	return o.String()
}

// Formula returns the order's value from the root n: "n(n+1)".
func (o Order) Formula() string {
	if int(o) < len(orderFormulas) {
		return orderFormulas[o]
	}
	return ""
}

// Shape returns "round", "triangle" or "square" ("" for no order).
func (o Order) Shape() string {
	switch o {
	case Round1, Round2:
		return "round"
	case Triangle1, Triangle2:
		return "triangle"
	case Square1, Square2:
		return "square"
	}
	return ""
}

// ParseOrder reads an order's short name, "round1" .. "square2" (any case).
func ParseOrder(s string) (Order, error) {
	want := strings.ToLower(strings.TrimSpace(s))
	for _, o := range Orders {
		if o.String() == want {
			return o, nil
		}
	}
	return OrderNone, fmt.Errorf("arith: unknown order %q (want round1, round2, triangle1, triangle2, square1 or square2)", s)
}

// ErrTooLarge is returned when a value does not fit in an int64.
var ErrTooLarge = errors.New("too large for this program")

// Compute returns the value this order grows from the root n (n > 0).
func (o Order) Compute(n int64) (int64, error) {
	if n <= 0 {
		return 0, fmt.Errorf("arith: order %s of %d: root: %w", o, n, ErrNotPositive)
	}
	var v int64
	ok := true
	switch o {
	case Round1:
		v = n
	case Round2:
		v, ok = checkedMul(n, n)
	case Triangle1, Triangle2, Square1, Square2:
		// Below 2^62 − 1, n+1 and 2n+1 fit in an int64; the products are
		// then checked.
		if n > math.MaxInt64/2-1 {
			ok = false
			break
		}
		next, odd := n+1, 2*n+1
		switch o {
		case Triangle1:
			v, ok = checkedMul(n, next)
		case Triangle2:
			v, ok = checkedMul(next, next)
		case Square1:
			v, ok = checkedMul(odd, next)
		default:
			v, ok = checkedMul(odd, odd)
		}
	default:
		return 0, fmt.Errorf("arith: unknown order %d", uint8(o))
	}
	if !ok {
		return 0, fmt.Errorf("arith: order %s of %d: %w", o, n, ErrTooLarge)
	}
	return v, nil
}

// Value returns the value this order grows from the root n: n, n², n(n+1),
// (n+1)², (2n+1)(n+1) or (2n+1)². It returns 0 when n is not positive, the
// order is unknown or the value would overflow (Compute says which).
func (o Order) Value(n int64) int64 {
	v, err := o.Compute(n)
	if err != nil {
		return 0
	}
	return v
}

// Born shows how the 1563 book makes this order's value from the root n:
// "2 + 4 = 6: the first-order round added to its square".
func (o Order) Born(n int64) string {
	v, err := o.Compute(n)
	if err != nil {
		return err.Error()
	}
	switch o {
	case Round1:
		return fmt.Sprintf("%d: the first-order round is the digit itself", n)
	case Round2:
		return fmt.Sprintf("%d × %d = %d: the round multiplied by itself", n, n, v)
	case Triangle1:
		return fmt.Sprintf("%d + %d = %d: the round added to its square (%d × %d = %d)", n, n*n, v, n, n+1, v)
	case Triangle2:
		return fmt.Sprintf("%d + 1 = %d, and %d × %d = %d: one added to the round, multiplied by itself", n, n+1, n+1, n+1, v)
	case Square1:
		return fmt.Sprintf("%d + %d = %d: the two triangles added (%d × %d = %d)",
			n*(n+1), (n+1)*(n+1), v, 2*n+1, n+1, v)
	}
	return fmt.Sprintf("2 × %d + 1 = %d, and %d × %d = %d: the round doubled, one added, multiplied by itself",
		n, 2*n+1, 2*n+1, 2*n+1, v)
}

// The first-order rounds from which each army grows.
var WhiteRoots, BlackRoots = [4]int64{2, 4, 6, 8}, [4]int64{3, 5, 7, 9}

// The roots whose first-order square is the army's pyramid: (2n+1)(n+1) is 91
// for White's 6 and 190 for Black's 9.
const (
	WhitePyramidRoot = 6
	BlackPyramidRoot = 9
)

// Man is one man of an army and where his value comes from.
type Man struct {
	Value   int64
	Root    int64 // the first-order round he grows from
	Order   Order
	White   bool
	Pyramid bool // the king, counted by his whole value
}

// Army returns the 24 men of White's (white) or Black's army, order by order
// (rounds, triangles, squares), roots ascending within each order; the
// pyramid stands in its square's place with its whole value.
func Army(white bool) []Man {
	roots, pyramidRoot := BlackRoots, int64(BlackPyramidRoot)
	if white {
		roots, pyramidRoot = WhiteRoots, WhitePyramidRoot
	}
	men := make([]Man, 0, len(Orders)*len(roots))
	for _, o := range Orders {
		for _, n := range roots {
			men = append(men, Man{Value: o.Value(n), Root: n, Order: o, White: white,
				Pyramid: o == Square1 && n == pyramidRoot})
		}
	}
	return men
}

// ArmyValues returns every man's value, in Army's order (24 values, with
// repeats: White has two 4s, 6s, 25s and 81s).
func ArmyValues(white bool) []int64 {
	men := Army(white)
	values := make([]int64, len(men))
	for i, m := range men {
		values[i] = m.Value
	}
	return values
}

// GameValues returns the distinct values of both armies, ascending, each
// pyramid by its whole value.
func GameValues() []int64 {
	values := append(ArmyValues(true), ArmyValues(false)...)
	slices.Sort(values)
	return slices.Compact(values)
}

// ArmySum returns the sum of an army's values, the pyramid by its whole
// value: 1312 for White, 1752 for Black (the book's "victory of standards"
// counts these footmen).
func ArmySum(white bool) int64 {
	var sum int64
	for _, v := range ArmyValues(white) {
		sum += v
	}
	return sum
}

// Pyramid is an army's king: a stack of squares of consecutive numbers.
type Pyramid struct {
	White  bool
	Value  int64    // the whole value: 91 or 190
	Sides  []int64  // the roots marked on its sides, top to base: 1..6 or 4..8
	Layers []int64  // their squares, top to base: 1, 4, 9, 16, 25, 36
	Shapes []string // each layer's shape, top to base
}

// PyramidOf returns White's (white) or Black's pyramid. White's is perfect,
// rising to the point of one: 1 + 4 + 9 + 16 + 25 + 36 = 91 (rounds 1 and 4,
// triangles 9 and 16, squares 25 and 36). Black's is truncated:
// 16 + 25 + 36 + 49 + 64 = 190 (round 16, triangles 25 and 36, squares 49
// and 64).
func PyramidOf(white bool) Pyramid {
	p := Pyramid{White: white}
	first, last := int64(4), int64(8)
	p.Shapes = []string{"round", "triangle", "triangle", "square", "square"}
	if white {
		first, last = 1, 6
		p.Shapes = []string{"round", "round", "triangle", "triangle", "square", "square"}
	}
	for n := first; n <= last; n++ {
		p.Sides = append(p.Sides, n)
		p.Layers = append(p.Layers, n*n)
		p.Value += n * n
	}
	return p
}

// Explain shows the pyramid's value as its sum of squares:
// "1 + 4 + 9 + 16 + 25 + 36 = 91".
func (p Pyramid) Explain() string {
	return fmt.Sprintf("%s = %d", joinInts(p.Layers, " + "), p.Value)
}

// OrderStep is the ratio between one order's value and the next's for one
// root, as the lessons show it.
type OrderStep struct {
	Root               int64
	From, To           Order
	FromValue, ToValue int64
	Ratio              Ratio  // ToValue : FromValue, classified
	Rule               string // the ratio in general: "(n+1)² : n(n+1) = (n+1) : n"
	Why                string // why the rule gives its kind
	Explanation        string // the step with numbers
}

// orderRules holds, for each order after the first, its ratio to the order
// before it, in general.
var orderRules = [...]struct{ rule, why string }{
	Round2:    {"n² : n = n : 1", "multiplex: the square holds its root n times"},
	Triangle1: {"n(n+1) : n² = (n+1) : n", "superparticular: n+1 holds n once and one part of it, its n-th"},
	Triangle2: {"(n+1)² : n(n+1) = (n+1) : n", "superparticular: n+1 holds n once and one part of it, its n-th"},
	Square1: {"(2n+1)(n+1) : (n+1)² = (2n+1) : (n+1)",
		"superpartient (for n > 1): 2n+1 holds n+1 once and n parts of it over"},
	Square2: {"(2n+1)² : (2n+1)(n+1) = (2n+1) : (n+1)",
		"superpartient (for n > 1): 2n+1 holds n+1 once and n parts of it over"},
}

// OrderSteps returns the five ratios between each order and the next grown
// from the root n: 4 : 2 duplex, 6 : 4 sesquialter, 9 : 6 sesquialter,
// 15 : 9 superbipartiens tertias, 25 : 15 superbipartiens tertias for n = 2.
func OrderSteps(n int64) ([]OrderStep, error) {
	steps := make([]OrderStep, 0, len(Orders)-1)
	for i := 1; i < len(Orders); i++ {
		from, to := Orders[i-1], Orders[i]
		fv, err := from.Compute(n)
		if err != nil {
			return nil, err
		}
		tv, err := to.Compute(n)
		if err != nil {
			return nil, err
		}
		r, err := Classify(tv, fv)
		if err != nil {
			return nil, err
		}
		rule := orderRules[to]
		steps = append(steps, OrderStep{Root: n, From: from, To: to, FromValue: fv, ToValue: tv, Ratio: r,
			Rule: rule.rule, Why: rule.why,
			Explanation: fmt.Sprintf("%s %d to %s %d: %s; in general %s", from.Title(), fv, to.Title(), tv,
				r.Explain(), rule.rule)})
	}
	return steps, nil
}
