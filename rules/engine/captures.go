package engine

import (
	"github.com/rithmo/rithmo/rules/arith"
	"github.com/rithmo/rithmo/rules/board"
)

// Reason is why a man is taken, structured; Explain turns it into words
// with numbers.
type Reason struct {
	Relation Relation
	By       []board.Square // the takers' squares (a siege: the besiegers)
	Values   []int64        // the takers' values as used (a pyramid may act with one layer); none for a siege
	Target   int64          // the taken man's (or layer's, or whole pyramid's) value
	Distance int            // eruption: the distance as the rule set counts it
	// Square is where the taken man stands; Part says whether it is a man,
	// a whole pyramid or one layer of one.
	Square board.Square
	Part   Part
	// ByParts says, for each of the first three takers, whether it acted as
	// a man, as a whole pyramid or with one layer of a pyramid.
	ByParts [3]Part
	// Inclusive: the eruption's distance counts both men's squares
	// (nemec, parlett); otherwise only the empty squares between (fulke2,
	// fulke3).
	Inclusive bool
	// Power and RootTaker describe a cossic capture: the power one value is
	// of the other, and whether the taker is the root.
	Power     arith.Power
	RootTaker bool
	// Proportion is the progression of a progression capture; Arrangement
	// is fulke1's array ("line", "angle", "square"), empty for parlett.
	Proportion  arith.Proportion
	Arrangement string
	// Lying: an addition by the two men on target's neighbouring squares on
	// opposite sides of one line (fulke3's lying weight, nemec's deceit).
	Lying bool
	// Diagonal: a siege by the four diagonal neighbours (nemec, fulke3);
	// Edge: the board's edge closes a side of the siege.
	Diagonal, Edge bool
	// Rules is the rule set judged under (for naming lying weight, deceit,
	// the siege).
	Rules board.RuleSet
}

// Capture is one man (or pyramid layer) an action takes.
type Capture struct {
	Square  board.Square
	Piece   board.Piece // the man taken; for a single layer, that layer as a man
	Layer   int         // -1: the whole man or pyramid; else the index of the pyramid layer taken
	Reasons []Reason    // every relation that takes it
}

// resetArena starts a new action's captures.
func (z *Analyzer) resetArena() {
	z.caps = z.caps[:0]
	z.reasons = z.reasons[:0]
	z.sqs = z.sqs[:0]
	z.vals = z.vals[:0]
}

// buildCaptures turns instances (sorted by target and layer) into captures,
// carving slices from the arenas.
func (z *Analyzer) buildCaptures(insts []inst) []Capture {
	if len(insts) == 0 {
		return nil
	}
	p := z.st.p
	start := len(z.caps)
	// forParts' grouping, written out: most actions take one man for one
	// reason, and a closure call per part costs more than the part.
	for i := 0; i < len(insts); {
		target := insts[i].target
		piece := &p.Cells[target]
		for i < len(insts) && insts[i].target == target {
			layer := insts[i].layer
			c := Capture{Square: target, Piece: *piece, Layer: int(layer)}
			if layer >= 0 {
				c.Piece = piece.LayerPiece(int(layer))
			}
			rs := len(z.reasons)
			for ; i < len(insts) && insts[i].target == target && insts[i].layer == layer; i++ {
				// Filled where it lies: a Reason is large to copy.
				z.reasons = append(z.reasons, Reason{})
				z.fillReason(&z.reasons[len(z.reasons)-1], &insts[i], piece)
			}
			c.Reasons = z.reasons[rs:len(z.reasons):len(z.reasons)]
			z.caps = append(z.caps, c)
			if layer < 0 {
				// Taken whole: its layers go with it.
				for i < len(insts) && insts[i].target == target {
					i++
				}
			}
		}
	}
	return z.caps[start:len(z.caps):len(z.caps)]
}

// fillReason fills a zero Reason with why in takes (part of) target, the
// takers' squares and values carved from the arenas.
func (z *Analyzer) fillReason(r *Reason, in *inst, target *board.Piece) {
	r.Relation = in.rel
	r.Target = in.tval
	r.Distance = int(in.dist)
	r.Square = in.target
	r.ByParts = in.parts
	r.Inclusive = in.rel == Eruption && z.st.spec.eruption == distInclusive
	r.Power = in.power
	r.RootTaker = in.rootBy
	r.Proportion = in.prop
	r.Lying = in.lying
	r.Diagonal = in.diag
	r.Edge = in.edge
	r.Rules = z.st.rules.Set
	if in.shape != 0 {
		r.Arrangement = formNames[in.shape]
	}
	switch {
	case target.Shape != board.Pyramid:
		r.Part = PartMan
	case in.layer < 0:
		r.Part = PartWhole
	default:
		r.Part = PartLayer
	}
	n := int(in.n)
	s := len(z.sqs)
	z.sqs = append(z.sqs, in.by[:n]...)
	r.By = z.sqs[s:len(z.sqs):len(z.sqs)]
	if in.rel != Siege {
		v := len(z.vals)
		z.vals = append(z.vals, in.vals[:min(n, len(in.vals))]...)
		r.Values = z.vals[v:len(z.vals):len(z.vals)]
	}
}

// cloneCaptures copies captures out of the arenas for a caller to keep.
func cloneCaptures(caps []Capture) []Capture {
	if len(caps) == 0 {
		return nil
	}
	out := make([]Capture, len(caps))
	for i, c := range caps {
		out[i] = c
		out[i].Reasons = make([]Reason, len(c.Reasons))
		for j, r := range c.Reasons {
			r.By = append([]board.Square(nil), r.By...)
			if r.Values != nil {
				r.Values = append([]int64(nil), r.Values...)
			}
			out[i].Reasons[j] = r
		}
	}
	return out
}
