package generate

import (
	"github.com/rithmo/rithmo/puzzles"
	"github.com/rithmo/rithmo/rules/board"
	"github.com/rithmo/rithmo/rules/engine"
)

// maxDistractors is the most men added to a puzzle's core besides a near
// miss, beyond those that bring it to minMen.
const maxDistractors = 4

// minMen is the fewest men a generated puzzle has on the board (issue 15:
// a diagram of three men is solved by elimination, not by spotting).
const minMen = 10

// distract adds men that do not change the answer: a near miss first (a
// man that would take the target but for its distance or a blocked path;
// capture goals naming a man), then men of either side on free squares
// until the board holds minMen, then up to maxDistractors more. Each is
// kept only when the puzzle still has exactly its one solution.
func (b *builder) distract() {
	b.trap = b.setTrap()
	for tries := 0; b.menOnBoard() < minMen && tries < 4*minMen; tries++ {
		b.addDistractor()
	}
	// The men every puzzle now has do not make it harder; only those
	// beyond them count toward its difficulty (b.extra).
	b.extra = 0
	n := b.r.IntN(maxDistractors + 1)
	for range n {
		for range 4 {
			side := board.White
			if b.r.IntN(2) == 0 {
				side = board.Black
			}
			sq, ok := b.randomSquare()
			if !ok {
				continue
			}
			idx, ok := b.drawMan(side, nil)
			if !ok {
				continue
			}
			b.set(sq, side, idx)
			if b.holds() {
				b.extra++
				break
			}
			b.unset()
		}
	}
}

// addDistractor tries once to add a man of either side on a free square,
// keeping it when the puzzle still has exactly its one solution.
func (b *builder) addDistractor() {
	side := board.White
	if b.r.IntN(2) == 0 {
		side = board.Black
	}
	sq, ok := b.randomSquare()
	if !ok {
		return
	}
	idx, ok := b.drawMan(side, nil)
	if !ok {
		return
	}
	b.set(sq, side, idx)
	if b.holds() {
		b.extra++
		return
	}
	b.unset()
}

// menOnBoard counts the men standing on the board.
func (b *builder) menOnBoard() int {
	n := 0
	for sq := range b.pos.NumSquares() {
		if !b.pos.Cells[sq].IsEmpty() {
			n++
		}
	}
	return n
}

// gates says whether a built puzzle passes issue 15's gates: at least
// minMen men on the board, and a near miss for a capture goal naming a man
// where setTrap can make one (not yet for sieges, lying weight, +next, or
// fulke1's arrayed progression).
func (b *builder) gates() bool {
	if b.menOnBoard() < minMen {
		return false
	}
	return !b.trapPossible() || b.trap
}

// trapPossible says whether setTrap can set a near miss for the puzzle.
func (b *builder) trapPossible() bool {
	if b.goal.Kind != puzzles.GoalCapture || b.goal.Most {
		return false
	}
	spec := b.g.spec
	switch rel := b.rels[0]; rel {
	case engine.Equality, engine.Cossic, engine.Eruption:
		return true
	case engine.Addition, engine.Subtraction, engine.Multiplication, engine.Division, engine.Progression:
		return !(rel == engine.Addition && spec.lying || rel == engine.Subtraction && spec.subNext || rel == engine.Progression && spec.arrays)
	}
	return false
}

// setTrap sets a near miss for a capture: a man of the side to move whose
// value would take the target by the puzzle's relation, standing one square
// too far or too near, or where its draught would reach but another man
// blocks the path; for an eruption, at the distance the other way of
// counting would give. It reports whether one was set.
func (b *builder) setTrap() bool {
	if b.goal.Kind != puzzles.GoalCapture || b.goal.Most {
		return false
	}
	T, rel := b.targets[0], b.rels[0]
	t := b.pos.Cells[T]
	spec := b.g.spec
	var pred func(board.Piece) bool
	switch rel {
	case engine.Equality:
		pred = func(p board.Piece) bool { return p.Value == t.Value }
	case engine.Cossic:
		pred = func(p board.Piece) bool { return cossicPair(p, t) }
	case engine.Eruption:
		return b.eruptionTrap(T, t)
	case engine.Addition, engine.Subtraction, engine.Multiplication, engine.Division, engine.Progression:
		if rel == engine.Addition && spec.lying || rel == engine.Subtraction && spec.subNext || rel == engine.Progression && spec.arrays || len(b.takers) == 0 {
			return false
		}
		partner := int64(b.takers[b.r.IntN(len(b.takers))].piece().Value)
		pred = func(p board.Piece) bool { return pairHolds(rel, int64(p.Value), partner, int64(t.Value)) }
	default:
		return false
	}
	idx, ok := b.drawMan(b.side, pred)
	if !ok {
		return false
	}
	shape := armyPools()[b.side.Index()][idx].Shape
	tries := 0
	for _, L := range b.shuffled(b.g.reach[shape][T]) {
		if tries == 6 {
			break
		}
		d, k, _ := lineOf(T, L)
		mark := b.mark()
		if k >= 2 && b.r.IntN(2) == 0 {
			// A blocked path: the man stands where its draught would
			// reach, another man between.
			j := 1 + b.r.IntN(k-1)
			blocker, _ := step(T, d, j)
			if !b.free(L) || !b.free(blocker) || !b.clear(L, T) {
				continue
			}
			tries++
			// Where a move takes, the blocker is an enemy man: one of the
			// side's own could step aside and open the line, a second
			// solution.
			side := b.side.Opponent()
			if b.g.spec.attack && b.r.IntN(2) == 0 {
				side = b.side
			}
			bidx, ok := b.drawMan(side, nil)
			if !ok {
				continue
			}
			b.set(L, b.side, idx)
			b.set(blocker, side, bidx)
		} else {
			// One square too far, or too near.
			kk := k + 1
			if k > 1 && b.r.IntN(2) == 0 {
				kk = k - 1
			}
			x, on := step(T, d, kk)
			if !on || !b.free(x) || !b.clear(x, T) {
				continue
			}
			tries++
			b.set(x, b.side, idx)
		}
		if b.holds() {
			return true
		}
		b.rollback(mark)
	}
	return false
}

// eruptionTrap sets a man whose value would erupt on the target, at the
// distance that counting the other way (both squares, or only the empty
// ones between) would call right.
func (b *builder) eruptionTrap(T board.Square, t board.Piece) bool {
	tk := b.g.tuples[b.side.Index()]
	list := tk.singles[engine.Eruption]
	if len(list) == 0 {
		return false
	}
	start := b.r.IntN(len(list))
	for i := range list {
		s := list[(start+i)%len(list)]
		if armyPools()[b.side.Opponent().Index()][s.t].Value != t.Value || b.used[b.side.Index()][s.a] {
			continue
		}
		k := s.dist + 1 // the void-space count's steps
		if !b.g.spec.inclusive {
			k = s.dist - 1 // the inclusive count's steps
		}
		if k < 1 || k >= ranks {
			return false
		}
		mark := b.mark()
		if _, ok := b.setOnLine(b.side, s.a, T, k); ok && b.holds() {
			return true
		}
		b.rollback(mark)
		return false
	}
	return false
}
