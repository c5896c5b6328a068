package generate

import (
	"github.com/rithmo/rithmo/rules/board"
	"github.com/rithmo/rithmo/rules/engine"
)

// checkpoint is how far the builder had got, to go back to.
type checkpoint struct {
	men  int
	keep squareSet
}

func (b *builder) mark() checkpoint { return checkpoint{len(b.men), b.keep} }

func (b *builder) rollback(c checkpoint) {
	for len(b.men) > c.men {
		b.unset()
	}
	b.keep = c.keep
}

// core sets an enemy man and the men of the side to move that take it by
// rel, as they stand when it falls (the move that brings them so is the
// caller's business). It returns the target's square and appends the
// takers to b.takers' buffer through takers.
func (b *builder) core(rel engine.Relation, takers []placed) (board.Square, []placed, bool) {
	start := b.mark()
	T, takers, ok := b.coreOf(rel, takers)
	if !ok {
		b.rollback(start)
	}
	return T, takers, ok
}

func (b *builder) coreOf(rel engine.Relation, takers []placed) (board.Square, []placed, bool) {
	enemy := b.side.Opponent()
	tk := b.g.tuples[b.side.Index()]
	spec := b.g.spec
	switch rel {
	case engine.Equality, engine.Cossic, engine.Eruption:
		s, ok := b.pickSingle(tk.singles[rel])
		if !ok {
			return 0, takers, false
		}
		T, ok := b.setTarget(enemy, s.t, false)
		if !ok {
			return 0, takers, false
		}
		var m placed
		if rel == engine.Eruption {
			k := spec.eruptionSteps(s.dist)
			if k < 1 || k >= ranks {
				return 0, takers, false
			}
			m, ok = b.setOnLine(b.side, s.a, T, k)
		} else {
			m, ok = b.setReaching(b.side, s.a, T)
		}
		return T, append(takers, m), ok
	case engine.Siege:
		idx, ok := b.siegeTarget(enemy)
		if !ok {
			return 0, takers, false
		}
		T, ok := b.setTarget(enemy, idx, true)
		if !ok {
			return 0, takers, false
		}
		return b.siege(T, takers)
	}
	// The two-man relations.
	p, ok := b.pickPair(tk.pairs[rel])
	if !ok {
		return 0, takers, false
	}
	T, ok := b.setTarget(enemy, p.t, false)
	if !ok {
		return 0, takers, false
	}
	switch {
	case rel == engine.Addition && spec.lying, rel == engine.Subtraction && spec.subNext:
		return b.lying(T, p, takers)
	case rel == engine.Progression && spec.arrays:
		return b.array(T, p, takers)
	}
	m1, ok := b.setReaching(b.side, p.a, T)
	if !ok {
		return 0, takers, false
	}
	m2, ok := b.setReaching(b.side, p.b, T)
	return T, append(takers, m1, m2), ok
}

// siegeTarget draws the enemy man a siege is built on: mostly one whose
// value a man of the side takes by equality or eruption, so that a near
// miss by that relation can be set against it.
func (b *builder) siegeTarget(enemy board.Side) (int, bool) {
	if s, ok := b.temptable(); ok {
		return s.t, true
	}
	return b.drawMan(enemy, nil)
}

// temptable draws an unused enemy man and an unused man of the side that
// takes it by equality or eruption (a few tries): a man a near miss can be
// built against.
func (b *builder) temptable() (single, bool) {
	tk := b.g.tuples[b.side.Index()]
	enemy := b.side.Opponent()
	for range 4 {
		rel := engine.Equality
		if b.g.has(engine.Eruption) && b.r.IntN(2) == 0 {
			rel = engine.Eruption
		}
		if list := tk.singles[rel]; len(list) > 0 {
			s := list[b.r.IntN(len(list))]
			if !b.used[b.side.Index()][s.a] && !b.used[enemy.Index()][s.t] {
				return s, true
			}
		}
	}
	return single{}, false
}

// setTarget sets the enemy's man idx on a free square; nearEdge prefers
// the edges, where fewer men close a siege.
func (b *builder) setTarget(enemy board.Side, idx int, nearEdge bool) (board.Square, bool) {
	var T board.Square
	if nearEdge && b.r.IntN(3) > 0 {
		f, r := b.r.IntN(board.Files), b.r.IntN(ranks)
		switch b.r.IntN(4) {
		case 0:
			f = 0
		case 1:
			f = board.Files - 1
		case 2:
			r = 0
		default:
			r = ranks - 1
		}
		T = board.At(f, r)
		if !b.free(T) {
			return board.NoSquare, false
		}
	} else {
		var ok bool
		if T, ok = b.randomSquare(); !ok {
			return board.NoSquare, false
		}
	}
	b.set(T, enemy, idx)
	b.keep.add(T)
	return T, true
}

// pickSingle draws a taker and target whose men are both unused.
func (b *builder) pickSingle(list []single) (single, bool) {
	if len(list) == 0 {
		return single{}, false
	}
	for range 8 {
		s := list[b.r.IntN(len(list))]
		if !b.used[b.side.Index()][s.a] && !b.used[b.side.Opponent().Index()][s.t] {
			return s, true
		}
	}
	return single{}, false
}

// pickPair draws two takers and a target whose men are all unused.
func (b *builder) pickPair(list []pair) (pair, bool) {
	if len(list) == 0 {
		return pair{}, false
	}
	for range 8 {
		p := list[b.r.IntN(len(list))]
		own := &b.used[b.side.Index()]
		if !own[p.a] && !own[p.b] && !b.used[b.side.Opponent().Index()][p.t] {
			if b.r.IntN(2) == 0 {
				p.a, p.b = p.b, p.a
			}
			return p, true
		}
	}
	return pair{}, false
}

// lying sets the two takers of an addition on T's neighbouring squares:
// on opposite sides of one line (nemec's deceit), or any two of the eight
// (fulke3's lying weight, fulke2+next).
func (b *builder) lying(T board.Square, p pair, takers []placed) (board.Square, []placed, bool) {
	if b.g.spec.anyNext {
		start, gap := b.r.IntN(8), 1+b.r.IntN(7)
		for i := range 8 {
			d, e := (start+i)%8, (start+i+gap)%8
			x, okx := step(T, d, 1)
			y, oky := step(T, e, 1)
			if okx && oky && b.free(x) && b.free(y) {
				b.keep.add(x)
				b.keep.add(y)
				return T, append(takers, b.set(x, b.side, p.a), b.set(y, b.side, p.b)), true
			}
		}
		return T, takers, false
	}
	start := b.r.IntN(4)
	for i := range 4 {
		d := (start + i) % 4
		x, okx := step(T, d, 1)
		y, oky := step(T, opposite(d), 1)
		if okx && oky && b.free(x) && b.free(y) {
			b.keep.add(x)
			b.keep.add(y)
			return T, append(takers, b.set(x, b.side, p.a), b.set(y, b.side, p.b)), true
		}
	}
	return T, takers, false
}

// array sets two takers with T as a triumph of three is set (fulke1's
// taking by progression): in a line, equally spaced, or at the corners of a
// right angle with equal arms, the squares between empty.
func (b *builder) array(T board.Square, p pair, takers []placed) (board.Square, []placed, bool) {
	for range 6 {
		k := 1 + b.r.IntN(3)
		var sqs [3]board.Square
		ok := true
		if b.r.IntN(2) == 0 {
			// A line: T is the i-th of three.
			d, i := b.r.IntN(8), b.r.IntN(3)
			for j := range 3 {
				if j == i {
					sqs[j] = T
					continue
				}
				off := (j - i) * k
				dd := d
				if off < 0 {
					dd, off = opposite(d), -off
				}
				sqs[j], ok = step(T, dd, off)
				if !ok {
					break
				}
			}
		} else {
			// A right angle: arms in directions d and d+2 (both
			// orthogonal or both diagonal) from the corner; T is the
			// corner or a tip.
			d := b.r.IntN(8)
			e := (d + 2) % 8
			corner := T
			switch b.r.IntN(3) {
			case 1:
				corner, ok = step(T, opposite(d), k)
			case 2:
				corner, ok = step(T, opposite(e), k)
			}
			if ok {
				sqs[1] = corner
				sqs[0], ok = step(corner, d, k)
				if ok {
					sqs[2], ok = step(corner, e, k)
				}
			}
		}
		if !ok || !b.arrayFree(T, sqs[:]) {
			continue
		}
		for j := 0; j+1 < 3; j++ {
			b.keepPath(sqs[j], sqs[j+1])
		}
		own := [2]int{p.a, p.b}
		n := 0
		for _, sq := range sqs {
			if sq != T {
				b.keep.add(sq)
				takers = append(takers, b.set(sq, b.side, own[n]))
				n++
			}
		}
		return T, takers, true
	}
	return T, takers, false
}

// arrayFree reports whether the squares of an array other than T are free
// and the squares between neighbours in it are empty.
func (b *builder) arrayFree(T board.Square, sqs []board.Square) bool {
	for j, sq := range sqs {
		if sq != T && !b.free(sq) {
			return false
		}
		if j+1 < len(sqs) && !b.clear(sq, sqs[j+1]) {
			return false
		}
	}
	return true
}

// siege sets men of the side to move around T until it is hemmed in as
// the rule set requires, each on a free square.
func (b *builder) siege(T board.Square, takers []placed) (board.Square, []placed, bool) {
	n0 := len(takers)
	if b.g.spec.siege == siegeByNeighbours {
		first := b.r.IntN(2) // 0: the orthogonal neighbours, 1: the diagonal ones
		edge := b.g.spec.edgeOrth
		if first == 1 {
			edge = b.g.spec.edgeDiag
		}
		for d := first; d < 8; d += 2 {
			x, on := step(T, d, 1)
			if !on {
				if edge {
					continue // the edge closes this side
				}
				return T, takers, false
			}
			idx, ok := b.drawMan(b.side, nil)
			if !ok || !b.free(x) {
				return T, takers, false
			}
			b.keep.add(x)
			takers = append(takers, b.set(x, b.side, idx))
		}
		return T, takers, len(takers) > 0
	}
	// Close every ordinary draught of T: a man of the side to move on its
	// path, at or before the square it lands on.
	shape := b.pos.Cells[T].Shape
	for _, L := range b.g.reach[shape][T] {
		d, k, _ := lineOf(T, L)
		j := 1 + b.r.IntN(k)
		c, _ := step(T, d, j)
		idx, ok := b.drawMan(b.side, nil)
		if !ok || !b.free(c) || !b.clear(T, c) {
			return T, takers, false
		}
		b.keepPath(T, c)
		b.keep.add(c)
		takers = append(takers, b.set(c, b.side, idx))
	}
	if !b.g.spec.edgeDraught && len(takers)-n0 < 4 {
		// "all foure muste be hys aduersaries": the edge is no besieger.
		return T, takers, false
	}
	return T, takers, len(takers) > 0
}
