package mine

import (
	"fmt"

	"github.com/rithmo/rithmo/rules/engine"
)

// Measure is what makes a puzzle hard, read from its position.
type Measure struct {
	Legal      int // legal actions of the side to move: the haystack
	NearMisses int // tempting actions that fail
	Men        int // men on the board
	Relation   engine.Relation
	Depth      int // moves deep (1 for every puzzle so far)
}

// relationWeight: equality and siege are seen at a glance, two-man
// arithmetic needs a sum, eruption a distance counted the rule set's way,
// cossic signs and progressions a theory.
var relationWeight = map[engine.Relation]int{
	engine.Equality: 0, engine.Siege: 1,
	engine.Addition: 1, engine.Subtraction: 1, engine.Multiplication: 1, engine.Division: 1,
	engine.Eruption: 2, engine.Cossic: 2, engine.Progression: 2,
}

// Difficulty rates a puzzle 1 to 5 from its measure: one point to start,
// the relation's weight (0 to 2), one for more than 30 legal actions,
// one for four near misses or more and one more for eight, one per move
// beyond the first.
func Difficulty(m Measure) int {
	d := 1 + relationWeight[m.Relation]
	if m.Legal > 30 {
		d++
	}
	if m.NearMisses >= 4 {
		d++
	}
	if m.NearMisses >= 8 {
		d++
	}
	if m.Depth > 1 {
		d += m.Depth - 1
	}
	return min(max(d, 1), 5)
}

// Explain states a difficulty with the measure it comes from, for a
// puzzle's note: "Difficulty 4 of 5, measured: 53 legal actions, 4 near
// misses, eruption (weight 2)." A triumph is weighed as a progression.
func (m Measure) Explain(d int) string {
	return fmt.Sprintf("Difficulty %d of 5, measured: %d legal actions, %d near misses, %s (weight %d), %d move deep.",
		d, m.Legal, m.NearMisses, m.Relation, relationWeight[m.Relation], m.Depth)
}
