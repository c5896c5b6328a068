package calibrate

import (
	"hash/fnv"
	"math/rand/v2"

	"github.com/rithmo/rithmo/puzzles/mine"
	"github.com/rithmo/rithmo/rules/engine"
)

// DefaultLearners and DefaultSeed are the simulated population's size and
// seed: the ones the weights in use were fitted with.
const (
	DefaultLearners = 200
	DefaultSeed     = 15
)

// Simulate gives every point a first try by each of learners simulated
// solvers, drawn from the seed (the same seed, the same tries). A solver
// of skill S (10 to 69) solves a puzzle of hardness H at the first try
// with chance S / (S + H), drawn as an integer below S + H. The hardness
// (Hardness) is a rule of its own, in finer steps than the formula's, so
// that the fit has something to find; each puzzle adds 0 to 7 of its own,
// what no measure sees. A puzzle's draws come from the seed and its id
// alone, so that neither the order the files load in nor a puzzle added
// elsewhere changes its tries.
func Simulate(seed uint64, pts []Point, learners int) {
	rng := rand.New(rand.NewPCG(seed, seed^0x3c6ef372fe94f82b))
	skills := make([]int, learners)
	for i := range skills {
		skills[i] = 10 + rng.IntN(60)
	}
	for i := range pts {
		id := fnv.New64a()
		id.Write([]byte(pts[i].ID))
		rng := rand.New(rand.NewPCG(seed, id.Sum64()))
		h := Hardness(pts[i].Measure) + rng.IntN(8)
		pts[i].Tries, pts[i].Right = learners, 0
		for _, s := range skills {
			if rng.IntN(s+h) < s {
				pts[i].Right++
			}
		}
	}
}

// Hardness is the scripted solver's hardness of a measure, without the
// puzzle's own part. The script is a solver who sifts the actions that take
// something one by one, is drawn to each near miss as to a possible answer,
// and knows some relations better than others: 2, plus 6 per scoring action
// beyond the answer (at most 8 of them), 4 per near miss (at most 10), 20
// per move beyond the first, one per 16 legal actions (at most 15: the
// whole haystack still has to be looked over), and for the relation 0
// (equality: a number met), 6 (a siege: a ring to count), 8 (a sum,
// difference, product or quotient of two men), 12 (an eruption: a distance
// counted the rule set's way) or 16 (cossic signs, a progression or a
// triumph: a theory to know).
func Hardness(m mine.Measure) int {
	h := 2 + 6*min(max(m.Scoring-1, 0), 8) + 4*min(m.NearMisses, 10) + min(m.Legal, 240)/16 + 20*max(m.Depth-1, 0)
	switch m.Relation {
	case engine.Siege:
		h += 6
	case engine.Addition, engine.Subtraction, engine.Multiplication, engine.Division:
		h += 8
	case engine.Eruption:
		h += 12
	case engine.Cossic, engine.Progression:
		h += 16
	}
	return h
}
