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

// armies holds the distinct values of the men, for {white}, {black} and
// {army}. Built on first use: nothing runs at start-up.
var armies = sync.OnceValue(func() [3][]int64 {
	distinct := func(vs []int64) []int64 {
		vs = slices.Clone(vs)
		slices.Sort(vs)
		return slices.Compact(vs)
	}
	return [3][]int64{
		distinct(arith.ArmyValues(true)),
		distinct(arith.ArmyValues(false)),
		distinct(arith.GameValues()),
	}
})

// ArmyValues returns the values a draw of that kind picks from (distinct,
// ascending); nil for other kinds.
func ArmyValues(kind TermKind) []int64 {
	switch kind {
	case TermWhite:
		return armies()[0]
	case TermBlack:
		return armies()[1]
	case TermArmy:
		return armies()[2]
	}
	return nil
}

// Draw returns the task with every draw replaced by a number from rng.
// Fixed and missing terms stay as they are.
func (t Task) Draw(rng *rand.Rand) Task {
	out := t
	out.Terms = slices.Clone(t.Terms)
	for i, term := range out.Terms {
		switch term.Kind {
		case TermRange:
			out.Terms[i] = Number(term.Value + rng.Int64N(term.Hi-term.Value+1))
		case TermWhite, TermBlack, TermArmy:
			vs := ArmyValues(term.Kind)
			out.Terms[i] = Number(vs[rng.IntN(len(vs))])
		}
	}
	return out
}
