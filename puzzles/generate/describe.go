package generate

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/rithmo/rithmo/puzzles"
	"github.com/rithmo/rithmo/rules/arith"
	"github.com/rithmo/rithmo/rules/engine"
)

// puzzle writes out what the builder built.
func (b *builder) puzzle(id string) puzzles.Puzzle {
	pz := puzzles.Puzzle{
		ID:         id,
		Title:      b.title(),
		Position:   b.pos.Clone(),
		Goal:       b.goal,
		Themes:     b.themes(),
		Difficulty: b.difficulty(),
		Source:     b.g.source,
		Expect:     b.expect(),
		Unique:     true,
		Note:       b.note(),
	}
	return pz
}

// note explains the point and the near miss in numbers, as the miner's
// notes do: "White to move, 12 men on the board. b4-b6: 36 on b6 = 36 on
// b8: equality. Near miss: d2-d4 by equality fails: ...".
func (b *builder) note() string {
	var w strings.Builder
	w.Grow(320)
	w.WriteString(b.side.Title())
	w.WriteString(" to move, ")
	w.WriteString(strconv.Itoa(len(b.men)))
	w.WriteString(" men on the board. ")
	switch {
	case b.goal.Kind == puzzles.GoalTriumph:
		w.WriteString(b.solution.String())
		w.WriteString(" completes the " + b.kind.String() + " triumph. Near miss: ")
		w.WriteString(b.miss.a.String())
		w.WriteString(" brings the " + strconv.Itoa(int(b.pos.Cells[b.miss.a.From].Value)) + " onto " + b.miss.a.To.String())
		w.WriteString(", where the " + strconv.Itoa(int(b.pos.Cells[b.solution.From].Value)) + " belongs: ")
		w.WriteString(b.missValues())
		w.WriteString(" make no triumph.")
		return w.String()
	case b.goal.Kind == puzzles.GoalCapture && b.why != "":
		w.WriteString(b.solution.String())
		w.WriteString(": ")
		w.WriteString(b.why)
		w.WriteString(". ")
	case b.goal.Kind == puzzles.GoalSpot:
		for i := range b.targets {
			if b.spotWhy[i] != "" {
				w.WriteString(b.spotWhy[i])
				w.WriteString(". ")
			}
		}
	}
	w.WriteString("Near miss: ")
	w.WriteString(b.nearMiss.Explain())
	w.WriteString(".")
	return w.String()
}

// missValues are the values a triumph's men would have with the near
// miss's man in the gap: "16, 49, 64".
func (b *builder) missValues() string {
	var w strings.Builder
	for i, sq := range b.tsqs[:b.tn] {
		v := b.pos.Cells[sq].Value
		if sq == b.solution.To {
			v = b.pos.Cells[b.miss.a.From].Value
		}
		if i > 0 {
			w.WriteString(", ")
		}
		w.WriteString(strconv.Itoa(int(v)))
	}
	return w.String()
}

func (b *builder) title() string {
	switch {
	case b.goal.Kind == puzzles.GoalCapture && b.goal.Most:
		return "Take the most value in one turn"
	case b.goal.Kind == puzzles.GoalCapture:
		T := b.targets[0]
		p := b.pos.Cells[T]
		return fmt.Sprintf("Take the %s %d on %s", p.Shape, p.Value, T)
	case b.goal.Kind == puzzles.GoalSpot:
		return fmt.Sprintf("What can %s take now?", b.side.Title())
	}
	return fmt.Sprintf("Set the %s triumph in %s's camp", b.kind, b.side.Opponent().Title())
}

// themes are the relations the answer uses, then tags (puzzles/check's
// list): attack (nemec), several (one attack takes two men), distance
// (eruption), trap (a near miss), take-and-move (a spot answered by taking
// before moving); for a triumph its kind and arrangement.
func (b *builder) themes() []string {
	if b.goal.Kind == puzzles.GoalTriumph {
		return []string{b.kind.String(), b.shape, "trap"}
	}
	var out []string
	for _, r := range b.rels {
		if !slices.Contains(out, r.String()) {
			out = append(out, r.String())
		}
	}
	if slices.Contains(b.rels, engine.Eruption) {
		out = append(out, "distance")
	}
	switch {
	case b.g.spec.attack:
		out = append(out, "attack")
	case b.goal.Kind == puzzles.GoalSpot:
		out = append(out, "take-and-move")
	}
	if b.goal.Most {
		out = append(out, "several") // one attack takes two men
	}
	if b.trap {
		out = append(out, "trap")
	}
	return out
}

// relationWeight is how hard a relation is to see, from 0 (a man of the
// same value) up.
var relationWeight = [...]int{
	engine.Equality:       0,
	engine.Siege:          1,
	engine.Addition:       1,
	engine.Subtraction:    1,
	engine.Multiplication: 2,
	engine.Division:       2,
	engine.Eruption:       2,
	engine.Cossic:         2,
	engine.Progression:    2,
}

// difficulty is 1 to 5: the relation's weight, a near miss, a crowded
// board, several men to take or name.
func (b *builder) difficulty() int {
	d := 1
	if b.goal.Kind == puzzles.GoalTriumph {
		d += int(b.kind) - int(arith.Great)
	} else {
		for _, r := range b.rels {
			if int(r) < len(relationWeight) {
				d = max(d, 1+relationWeight[r])
			}
		}
	}
	// A near miss is no longer rare (every capture puzzle on a relation
	// that allows one has it), so it adds to the difficulty only with
	// more men than the minimum around it.
	if b.trap && b.extra >= 2 {
		d++
	}
	if b.extra >= 3 {
		d++
	}
	if len(b.targets) > 1 {
		d++
	}
	return min(d, 5)
}

// expect is what the engine must find: the solving action, or for a spot
// every man and its relation, by square.
func (b *builder) expect() string {
	if b.goal.Kind != puzzles.GoalSpot {
		return b.solution.String()
	}
	idx := make([]int, len(b.targets))
	for i := range idx {
		idx[i] = i
	}
	slices.SortFunc(idx, func(i, j int) int { return int(b.targets[i]) - int(b.targets[j]) })
	claims := make([]string, len(idx))
	for n, i := range idx {
		claims[n] = b.targets[i].String() + " " + b.rels[i].String()
	}
	return strings.Join(claims, ", ")
}
