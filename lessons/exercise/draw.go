package exercise

import (
	"hash/fnv"
	"math/rand/v2"
	"slices"
	"strconv"
	"sync"

	"github.com/rithmo/rithmo/rules/arith"
)

// MaxDraws is how many times a task's draws are tried before the exercise is
// given up as unanswerable.
const MaxDraws = 1000

// Rand returns the random source of exercise index of lesson for a seed.
// The same (seed, lesson, index) always gives the same numbers, so a learner
// sees the same question again, and a class sharing a seed shares questions.
func Rand(seed uint64, lesson string, index int) *rand.Rand {
	h := fnv.New64a()
	h.Write([]byte(lesson))
	h.Write([]byte{0})
	h.Write([]byte(strconv.Itoa(index)))
	return rand.New(rand.NewPCG(seed, h.Sum64()))
}

// armyData holds, built once: men,
// every man's value, White's then Black's (a value two men bear, like
// White's 4 or Black's 9, is there twice), with the first of Black's; and
// the distinct values of White, Black and both, ascending.
type armyData struct {
	men        []int64
	firstBlack int
	distinct   [3][]int64
}

var armies = sync.OnceValue(func() *armyData {
	white, black := arith.ArmyValues(true), arith.ArmyValues(false)
	a := &armyData{men: append(slices.Clone(white), black...), firstBlack: len(white)}
	distinct := func(vs []int64) []int64 {
		vs = slices.Clone(vs)
		slices.Sort(vs)
		return slices.Compact(vs)
	}
	a.distinct = [3][]int64{distinct(white), distinct(black), distinct(a.men)}
	return a
})

// ArmyValues returns the values a draw of that kind picks from (distinct,
// ascending); nil for other kinds.
func ArmyValues(kind TermKind) []int64 {
	switch kind {
	case TermWhite:
		return armies().distinct[0]
	case TermBlack:
		return armies().distinct[1]
	case TermArmy:
		return armies().distinct[2]
	}
	return nil
}

// menOf is the range of armyData.men a draw of that kind picks from.
func menOf(kind TermKind) (lo, hi int) {
	a := armies()
	switch kind {
	case TermWhite:
		return 0, a.firstBlack
	case TermBlack:
		return a.firstBlack, len(a.men)
	}
	return 0, len(a.men)
}

// Draw returns the task with every draw replaced by a number from rng.
// Fixed and missing terms stay as they are.
//
// The army draws of one task ({white}, {black}, {army}) pick distinct men:
// each picks one of the men of its army not picked yet, so "two of Black's
// men" are two men, and a value comes twice only where the army holds it
// twice (White's 4, 6, 25 and 81; Black's 9 and 49). {army} picks among
// both armies' 48 men, so a value both armies hold is the likelier.
func (t Task) Draw(rng *rand.Rand) Task {
	out := t
	out.Terms = slices.Clone(t.Terms)
	var picked []int // indices into armies().men
	for i, term := range out.Terms {
		switch term.Kind {
		case TermRange:
			out.Terms[i] = Number(term.Value + rng.Int64N(term.Hi-term.Value+1))
		case TermWhite, TermBlack, TermArmy:
			lo, hi := menOf(term.Kind)
			free := make([]int, 0, hi-lo)
			for m := lo; m < hi; m++ {
				if !slices.Contains(picked, m) {
					free = append(free, m)
				}
			}
			if len(free) == 0 { // never: a task has at most 4 terms
				continue
			}
			m := free[rng.IntN(len(free))]
			picked = append(picked, m)
			out.Terms[i] = Number(armies().men[m])
		}
	}
	return out
}

// takeEnemy says which army's men a take task's result must be, when its
// operands are drawn from the armies: the enemy of the army its draws come
// from (two of Black's men take a White man), or either army when the
// draws are neutral ({army}, or {white} with {black}). ok is false when no
// operand is an army draw: the author's numbers are left as written.
func takeEnemy(t Task) (kind TermKind, ok bool) {
	white, black := false, false
	for _, term := range t.Terms {
		switch term.Kind {
		case TermWhite:
			white = true
		case TermBlack:
			black = true
		case TermArmy:
			white, black = true, true
		}
	}
	switch {
	case white && black:
		return TermArmy, true
	case white:
		return TermBlack, true
	case black:
		return TermWhite, true
	}
	return 0, false
}

// armyName names the men of an army draw's kind in messages.
func armyName(kind TermKind) string {
	switch kind {
	case TermWhite:
		return "White"
	case TermBlack:
		return "Black"
	}
	return "either army"
}
