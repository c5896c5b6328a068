package mine

import (
	"fmt"
	"strings"

	"github.com/rithmo/rithmo/rules/engine"
)

// Measure is what makes a puzzle hard, read from its position.
type Measure struct {
	Legal      int // legal actions of the side to move
	Scoring    int // of those, the actions that take something: the haystack a solver sifts
	NearMisses int // tempting actions that fail
	Men        int // men on the board
	Relation   engine.Relation
	Depth      int // moves deep (1 for a one-move puzzle)
	// FirstStep: a one-move capture whose answer is the only action that
	// takes anything, on a board of at most FirstStepMen men. Find any
	// capture and it is solved: difficulty 1, whatever the relation.
	FirstStep bool
}

// FirstStepMen is the most men on a board a first step stands on.
const FirstStepMen = 10

// Thresholds of the formula's yes-or-no terms.
const (
	SomeScoring = 3 // at least this many actions that take something
	SomeMisses  = 4 // at least this many near misses
	ManyMisses  = 8
)

// Weights are the integer points of the difficulty formula: a puzzle
// starts at 1 and earns its relation's points, one term for each
// threshold it passes and Depth per move beyond the first; the sum is
// clamped to 1..5. Equality earns nothing: a number met on the board is
// the first thing a solver sees. No term counts the men or the legal
// actions: every position from a game passes any such threshold, so it
// would be a flat bonus for being mined, not a measure of effort; the
// actions that take something are what a solver has to sift.
type Weights struct {
	Siege    int // siege: a man shut in
	Pair     int // addition, subtraction, multiplication, division: a sum to make
	Distance int // eruption: a distance counted the rule set's way
	Theory   int // cossic signs, progressions and triumphs: a theory to know
	Scoring  int // SomeScoring actions that take something, or more
	Miss4    int // SomeMisses near misses or more
	Miss8    int // ManyMisses near misses or more
	Depth    int // per move beyond the first
}

// Calibrated are the weights that rithmo puzzles calibrate fitted to the
// first tries of a seeded simulated population of solvers (no real
// records exist yet; puzzles/calibrate and the README say how), and the
// difficulty every curated puzzle states.
var Calibrated = Weights{Siege: 1, Pair: 1, Distance: 1, Theory: 2, Scoring: 1, Miss4: 1, Miss8: 1, Depth: 2}

// Relation is the weight of a relation.
func (w Weights) Relation(r engine.Relation) int {
	switch r {
	case engine.Siege:
		return w.Siege
	case engine.Addition, engine.Subtraction, engine.Multiplication, engine.Division:
		return w.Pair
	case engine.Eruption:
		return w.Distance
	case engine.Cossic, engine.Progression:
		return w.Theory
	}
	return 0
}

// Difficulty rates a measure 1 to 5 with these weights.
func (w Weights) Difficulty(m Measure) int {
	if m.FirstStep {
		return 1
	}
	d := 1 + w.Relation(m.Relation)
	if m.Scoring >= SomeScoring {
		d += w.Scoring
	}
	if m.NearMisses >= SomeMisses {
		d += w.Miss4
	}
	if m.NearMisses >= ManyMisses {
		d += w.Miss8
	}
	if m.Depth > 1 {
		d += w.Depth * (m.Depth - 1)
	}
	return min(max(d, 1), 5)
}

func (w Weights) String() string {
	return fmt.Sprintf("siege %d, pair %d, distance %d, theory %d, ≥%d scoring %d, ≥%d misses %d, ≥%d misses %d, depth %d",
		w.Siege, w.Pair, w.Distance, w.Theory, SomeScoring, w.Scoring, SomeMisses, w.Miss4, ManyMisses, w.Miss8, w.Depth)
}

// Difficulty rates a puzzle 1 to 5 from its measure with the Calibrated
// weights.
func Difficulty(m Measure) int { return Calibrated.Difficulty(m) }

// Explain states a difficulty with the Calibrated terms it comes from, for
// a puzzle's note, and says it is an estimate: "Difficulty 3 of 5,
// estimated (...): 1 + 1 for eruption + 1 for 4 near misses (4 or more) = 3."
func (m Measure) Explain(d int) string {
	return Calibrated.Explain(m, d)
}

// Explain is Measure.Explain with these weights.
func (w Weights) Explain(m Measure, d int) string {
	if m.FirstStep {
		return fmt.Sprintf("Difficulty 1 of 5, estimated: a first step, the only capture among %d men.", m.Men)
	}
	terms, total := []string{"1"}, 1
	add := func(n int, format string, args ...any) {
		if n > 0 {
			terms = append(terms, fmt.Sprintf("%d for ", n)+fmt.Sprintf(format, args...))
			total += n
		}
	}
	add(w.Relation(m.Relation), "%s", m.Relation)
	if m.Scoring >= SomeScoring {
		add(w.Scoring, "%d actions that take something (%d or more)", m.Scoring, SomeScoring)
	}
	if m.NearMisses >= SomeMisses {
		add(w.Miss4, "%d near misses (%d or more)", m.NearMisses, SomeMisses)
	}
	if m.NearMisses >= ManyMisses {
		add(w.Miss8, "%d or more near misses", ManyMisses)
	}
	if m.Depth > 1 {
		add(w.Depth*(m.Depth-1), "%d moves deep", m.Depth)
	}
	sum := strings.Join(terms, " + ")
	if len(terms) > 1 {
		sum += fmt.Sprintf(" = %d", total)
		if total > 5 {
			sum += ", at most 5"
		}
	}
	return fmt.Sprintf("Difficulty %d of 5, estimated (no first tries are recorded yet; the formula is fitted to a scripted solver model): %s.",
		d, sum)
}

// Scoring counts the actions that take something.
func Scoring(outs []engine.Outcome) int {
	n := 0
	for _, o := range outs {
		if len(o.Captures) > 0 {
			n++
		}
	}
	return n
}
