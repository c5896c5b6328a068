package mine

import (
	"fmt"
	"strings"

	"github.com/rithmo/rithmo/rules/engine"
)

// Measure is what makes a puzzle hard, read from its position.
type Measure struct {
	Legal      int // legal actions of the side to move: the haystack
	NearMisses int // tempting actions that fail
	Men        int // men on the board
	Relation   engine.Relation
	Depth      int // moves deep (1 for a one-move puzzle)
}

// Thresholds of the formula's yes-or-no terms.
const (
	ManyLegal  = 30 // more than this many legal actions
	SomeMisses = 4  // at least this many near misses
	ManyMisses = 8
	ManyMen    = 30 // at least this many men on the board
)

// Weights are the integer points of the difficulty formula: a puzzle
// starts at 1 and earns its relation's points, one term for each
// threshold it passes and Depth per move beyond the first; the sum is
// clamped to 1..5. Equality earns nothing: a number met on the board is
// the first thing a solver sees.
type Weights struct {
	Siege    int // siege: a man shut in
	Pair     int // addition, subtraction, multiplication, division: a sum to make
	Distance int // eruption: a distance counted the rule set's way
	Theory   int // cossic signs, progressions and triumphs: a theory to know
	Legal    int // more than ManyLegal legal actions
	Miss4    int // SomeMisses near misses or more
	Miss8    int // ManyMisses near misses or more
	Men      int // ManyMen men or more
	Depth    int // per move beyond the first
}

// Calibrated are the weights that rithmo puzzles calibrate fitted to the
// first tries of a seeded simulated population of solvers (no real
// records exist yet; puzzles/calibrate and the README say how), and the
// difficulty every curated puzzle states.
var Calibrated = Weights{Siege: 1, Pair: 1, Distance: 1, Theory: 2, Legal: 1, Miss4: 1, Miss8: 1, Men: 1, Depth: 1}

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
	d := 1 + w.Relation(m.Relation)
	if m.Legal > ManyLegal {
		d += w.Legal
	}
	if m.NearMisses >= SomeMisses {
		d += w.Miss4
	}
	if m.NearMisses >= ManyMisses {
		d += w.Miss8
	}
	if m.Men >= ManyMen {
		d += w.Men
	}
	if m.Depth > 1 {
		d += w.Depth * (m.Depth - 1)
	}
	return min(max(d, 1), 5)
}

func (w Weights) String() string {
	return fmt.Sprintf("siege %d, pair %d, distance %d, theory %d, >%d legal %d, ≥%d misses %d, ≥%d misses %d, ≥%d men %d, depth %d",
		w.Siege, w.Pair, w.Distance, w.Theory, ManyLegal, w.Legal, SomeMisses, w.Miss4, ManyMisses, w.Miss8, ManyMen, w.Men, w.Depth)
}

// Difficulty rates a puzzle 1 to 5 from its measure with the Calibrated
// weights.
func Difficulty(m Measure) int { return Calibrated.Difficulty(m) }

// Explain states a difficulty with the measure and the Calibrated terms
// it comes from, for a puzzle's note: "Difficulty 4 of 5, measured: 1 + 2
// for a progression + 1 for 53 legal actions (more than 30) (4 near
// misses, 31 men, 1 move deep)."
func (m Measure) Explain(d int) string {
	return Calibrated.Explain(m, d)
}

// Explain is Measure.Explain with these weights.
func (w Weights) Explain(m Measure, d int) string {
	terms, total := []string{"1"}, 1
	add := func(n int, format string, args ...any) {
		if n > 0 {
			terms = append(terms, fmt.Sprintf("%d for ", n)+fmt.Sprintf(format, args...))
			total += n
		}
	}
	add(w.Relation(m.Relation), "%s", m.Relation)
	if m.Legal > ManyLegal {
		add(w.Legal, "%d legal actions (more than %d)", m.Legal, ManyLegal)
	}
	if m.NearMisses >= SomeMisses {
		add(w.Miss4, "%d near misses (%d or more)", m.NearMisses, SomeMisses)
	}
	if m.NearMisses >= ManyMisses {
		add(w.Miss8, "%d or more near misses", ManyMisses)
	}
	if m.Men >= ManyMen {
		add(w.Men, "%d men (%d or more)", m.Men, ManyMen)
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
	return fmt.Sprintf("Difficulty %d of 5, measured: %s (%d legal actions, %d near misses, %d men, %s, %d %s deep).",
		d, sum, m.Legal, m.NearMisses, m.Men, m.Relation, m.Depth, plural(m.Depth, "move", "moves"))
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
