package calibrate

import (
	"math/rand/v2"

	"github.com/rithmo/rithmo/puzzles/mine"
	"github.com/rithmo/rithmo/rules/engine"
)

// DefaultLearners and DefaultSeed are the simulated population's size and
// seed: the ones the weights in use were fitted with.
const (
	DefaultLearners = 60
	DefaultSeed     = 15
)

// Simulate gives every point a first try by each of learners simulated
// solvers, drawn from the seed (the same seed, the same tries). A solver
// of skill S (10 to 69) solves a puzzle of hardness H at the first try
// with chance S / (S + H), drawn as an integer below S + H. The hardness
// is a rule of its own, not the formula's, so that the fit has something
// to find: 4, plus one per 12 legal actions (at most 20), 5 per near miss (at most 10),
// 4 for a siege or a two-man sum, 7 for a distance, 12 for cossic signs,
// a progression or a triumph, 2 per 10 men, 20 per move beyond the first,
// and 0 to 7 of the puzzle's own (what no measure sees).
func Simulate(seed uint64, pts []Point, learners int) {
	rng := rand.New(rand.NewPCG(seed, seed^0x3c6ef372fe94f82b))
	skills := make([]int, learners)
	for i := range skills {
		skills[i] = 10 + rng.IntN(60)
	}
	for i := range pts {
		h := Hardness(pts[i].Measure) + rng.IntN(8)
		pts[i].Tries, pts[i].Right = learners, 0
		for _, s := range skills {
			if rng.IntN(s+h) < s {
				pts[i].Right++
			}
		}
	}
}

// Hardness is the simulated solvers' hardness of a measure, without the
// puzzle's own part (see Simulate).
func Hardness(m mine.Measure) int {
	h := 4 + min(m.Legal, 240)/12 + 5*min(m.NearMisses, 10) + 2*(m.Men/10) + 20*max(m.Depth-1, 0)
	switch m.Relation {
	case engine.Siege, engine.Addition, engine.Subtraction, engine.Multiplication, engine.Division:
		h += 4
	case engine.Eruption:
		h += 7
	case engine.Cossic, engine.Progression:
		h += 12
	}
	return h
}
