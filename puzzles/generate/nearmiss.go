package generate

import (
	"github.com/rithmo/rithmo/puzzles/mine"
	"github.com/rithmo/rithmo/rules/board"
	"github.com/rithmo/rithmo/rules/engine"
)

// A near miss is built, not searched for: the builder sets a man whose
// value fits the target and places it so that one action almost takes
// (the same value landing a square out of reach, a draught blocked by a
// man, an eruption at the distance the other way of counting gives, a
// lying weight's man beside the wrong squares), and plans that action.
// Once the puzzle holds, puzzles/mine's own test (mine.NearMissOf, the
// test mine.NearMisses applies to every action) must call the planned
// action a tempting near miss, and its words go into the note.

// missPlan is the near miss as built: an action that almost takes the man
// on target by rel.
type missPlan struct {
	a      engine.Action
	target board.Square
	rel    engine.Relation
}

// The ways of building a near miss, in the order they are tried.
const (
	missFree     = iota // another draught of the solution's mover (equality, eruption, lying weight)
	missSum             // a man whose number with the staying taker's nearly makes the target's
	missBlocked         // a man whose draught would reach but for a man in the way
	missEruption        // a man at the wrong distance for an eruption
	missEquality        // a man of the target's value landing out of reach
	missKinds
)

// setNearMiss builds a near miss against the man on T and plans it in
// b.miss. free allows the solution's own mover to supply it. The kinds
// closest to the puzzle's relation come first (its own mover, its own
// relation with the wrong numbers or blocked, an eruption a square off),
// a man of the same value last.
func (b *builder) setNearMiss(T board.Square, free bool) bool {
	for kind := range missKinds {
		var ok bool
		switch kind {
		case missFree:
			ok = free && b.freeMiss(T)
		case missSum:
			ok = free && b.sumMiss(T)
		case missEquality:
			ok = b.equalityMiss(T)
		case missBlocked:
			ok = b.blockedMiss(T)
		case missEruption:
			ok = b.eruptionMiss(T)
		}
		if ok {
			return true
		}
	}
	return false
}

// confirmMiss asks puzzles/mine whether the planned near miss tempts, in
// the finished position, and keeps its words.
func (b *builder) confirmMiss() bool {
	m, ok := mine.NearMissOf(&b.pos, b.miss.a, b.miss.target, b.miss.rel)
	b.nearMiss = m
	return ok
}

// freeMiss plans another draught of the solution's mover as the near
// miss: landing within three squares of the target without reaching it
// (equality), on its line at a distance near the right one (eruption), or
// within two squares but not beside it (lying weight).
func (b *builder) freeMiss(T board.Square) bool {
	if b.solution.Kind != engine.Move || b.goal.Most || len(b.rels) == 0 {
		return false
	}
	rel := b.rels[0]
	lying := rel == engine.Addition && b.g.spec.lying || rel == engine.Subtraction && b.g.spec.subNext
	if rel != engine.Equality && rel != engine.Eruption && !lying {
		return false
	}
	F, P := b.solution.From, b.solution.To
	m := b.pos.Cells[F]
	t := b.pos.Cells[T]
	for _, Y := range b.shuffled(b.g.reach[m.Shape][F]) {
		if Y == P || Y == T || !b.free(Y) || !b.clear(F, Y) {
			continue
		}
		near := false
		switch {
		case rel == engine.Equality:
			near = within(Y, T, 3) && !b.reachesClear(m.Shape, Y, T)
		case rel == engine.Eruption:
			c, on := b.counted(Y, T)
			near = on && c >= 1 && !divides(int64(m.Value), int64(t.Value), c) && nearMultiple(int64(m.Value), int64(t.Value), c) &&
				wholeAt(int64(m.Value), int64(t.Value), c)
		default:
			near = within(Y, T, 2) && !within(Y, T, 1)
		}
		if near {
			b.keep.add(Y)
			b.keepPath(F, Y)
			if rel == engine.Eruption {
				b.keepPath(Y, T)
			}
			b.miss = missPlan{engine.Action{Kind: engine.Move, From: F, To: Y}, T, rel}
			return true
		}
	}
	return false
}

// equalityMiss sets a man of the target's value that one draught brings
// within three squares of it, not reaching it (under the rule sets where a
// move takes).
func (b *builder) equalityMiss(T board.Square) bool {
	if b.g.spec.attack || !b.g.has(engine.Equality) {
		return false
	}
	t := b.pos.Cells[T]
	idx, ok := b.drawMan(b.side, func(p board.Piece) bool { return p.Value == t.Value })
	if !ok {
		return false
	}
	shape := armyPools()[b.side.Index()][idx].Shape
	for range 8 {
		df, dr := b.r.IntN(7)-3, b.r.IntN(7)-3
		f, r := T.File()+df, T.Rank()+dr
		if f < 0 || f >= board.Files || r < 0 || r >= ranks || df == 0 && dr == 0 {
			continue
		}
		Y := board.At(f, r)
		if !b.free(Y) || b.reachesClear(shape, Y, T) {
			continue
		}
		if b.setMover(idx, shape, Y, T) {
			b.miss.rel = engine.Equality
			return true
		}
	}
	return false
}

// sumMiss sets a man whose value and the staying taker's come within a
// fifth of the target's by the puzzle's addition or multiplication, but
// miss it ("15 + 9 = 24, not 25"), a draught away from a square where it
// reaches the target: the engine's "the numbers do not match", which the
// miner counts when the numbers are that close.
func (b *builder) sumMiss(T board.Square) bool {
	if b.g.spec.attack || b.solution.Kind != engine.Move || len(b.takers) != 2 {
		return false
	}
	rel := b.rels[0]
	if rel != engine.Addition && rel != engine.Multiplication || !b.reachPair(rel) {
		return false
	}
	partner := int64(b.takers[1-b.moved].piece().Value)
	t := int64(b.pos.Cells[T].Value)
	idx, ok := b.drawMan(b.side, func(p board.Piece) bool {
		v := int64(p.Value)
		got := v + partner
		if rel == engine.Multiplication {
			got = v * partner
		}
		diff := got - t
		if diff < 0 {
			diff = -diff
		}
		return diff != 0 && diff*5 <= t && v != t && t%v != 0 && v%t != 0
	})
	if !ok {
		return false
	}
	shape := armyPools()[b.side.Index()][idx].Shape
	tries := 0
	for _, Y := range b.shuffled(b.g.reach[shape][T]) {
		if !b.free(Y) || !b.clear(Y, T) {
			continue
		}
		if tries++; tries > 4 {
			break
		}
		keep := b.keep
		b.keepPath(Y, T)
		if b.setMoverTo(idx, shape, Y, T, Y) {
			b.miss.rel = rel
			return true
		}
		b.keep = keep
	}
	return false
}

// blockedMiss sets a man whose draught would bring it into the relation
// with the target but for a man standing in the way: by equality, or by
// the puzzle's two-man relation with the taker that stays.
func (b *builder) blockedMiss(T board.Square) bool {
	t := b.pos.Cells[T]
	rel := engine.Equality
	pred := func(p board.Piece) bool { return p.Value == t.Value }
	if len(b.rels) > 0 && T == b.targets[0] && b.reachPair(b.rels[0]) && len(b.takers) == 2 && b.r.IntN(4) > 0 {
		rel = b.rels[0]
		partner := int64(b.takers[1-b.moved].piece().Value)
		if b.g.spec.attack {
			partner = int64(b.takers[b.r.IntN(2)].piece().Value)
		}
		pred = func(p board.Piece) bool { return pairHolds(rel, int64(p.Value), partner, int64(t.Value)) }
	}
	if !b.g.has(rel) || b.holdsOn(T, rel) {
		return false
	}
	idx, ok := b.drawMan(b.side, pred)
	if !ok {
		return false
	}
	shape := armyPools()[b.side.Index()][idx].Shape
	tries := 0
	for _, Y := range b.shuffled(b.g.reach[shape][T]) {
		d, k, _ := lineOf(T, Y)
		if k < 2 || !b.free(Y) || !b.clear(Y, T) {
			continue
		}
		if tries++; tries > 4 {
			break
		}
		blocker, _ := step(T, d, 1+b.r.IntN(k-1))
		if !b.free(blocker) {
			continue
		}
		// Where a move takes, the blocker is an enemy man: one of the
		// side's own could step aside and open the line.
		side := b.side.Opponent()
		if b.g.spec.attack && b.r.IntN(2) == 0 {
			side = b.side
		}
		bidx, ok := b.drawMan(side, nil)
		if !ok {
			return false
		}
		mark, keep := b.mark(), b.keep
		b.set(blocker, side, bidx)
		b.keepPath(Y, T)
		if b.setMover(idx, shape, Y, T) {
			b.miss.rel = rel
			return true
		}
		b.rollback(mark)
		b.keep = keep
	}
	return false
}

// eruptionMiss sets a man whose value erupts on the target's at a
// distance one or two from where it stands (or lands): for a man that
// counts one way, the distance the other way of counting gives is the
// classic slip.
func (b *builder) eruptionMiss(T board.Square) bool {
	if !b.g.has(engine.Eruption) || b.holdsOn(T, engine.Eruption) {
		return false
	}
	t := b.pos.Cells[T]
	list := b.g.tuples[b.side.Index()].singles[engine.Eruption]
	if len(list) == 0 {
		return false
	}
	enemy := armyPools()[b.side.Opponent().Index()]
	start := b.r.IntN(len(list))
	for i := range list {
		s := list[(start+i)%len(list)]
		if enemy[s.t].Value != t.Value || b.used[b.side.Index()][s.a] {
			continue
		}
		shape := armyPools()[b.side.Index()][s.a].Shape
		off := 1 + b.r.IntN(2)
		if b.r.IntN(2) == 0 {
			off = -off
		}
		c := s.dist + off // the counted distance it will stand at
		k := c - 1        // steps, both squares counted
		if !b.g.spec.inclusive {
			k = c + 1 // only the empty squares between
		}
		v := int64(armyPools()[b.side.Index()][s.a].Value)
		if c < 1 || k < 1 || k >= ranks || divides(v, int64(t.Value), c) || !wholeAt(v, int64(t.Value), c) {
			return false
		}
		for range 4 {
			Y, on := step(T, b.r.IntN(8), k)
			if on && b.free(Y) && b.clear(Y, T) && b.setMover(s.a, shape, Y, T) {
				b.keepPath(Y, T)
				b.miss.rel = engine.Eruption
				return true
			}
		}
		return false
	}
	return false
}

// holdsOn says whether, under nemec, the man on T stands in relation rel
// already (it is the man to take by rel): another man's attack by rel is
// then "not one of its takers", which tempts nobody.
func (b *builder) holdsOn(T board.Square, rel engine.Relation) bool {
	if !b.g.spec.attack {
		return false
	}
	for i, t := range b.targets {
		if t == T && b.rels[i] == rel {
			return true
		}
	}
	return false
}

// setMover sets man idx so that its planned action ends on Y: under nemec
// it stands on Y and attacks; elsewhere it stands a draught away and moves
// there, on a square from which no draught of it reaches the target (a
// second solution). The plan's relation is the caller's.
func (b *builder) setMover(idx int, shape board.Shape, Y, T board.Square) bool {
	return b.setMoverTo(idx, shape, Y, T, board.NoSquare)
}

// setMoverTo is setMover where the draught to allow, and only it, may end
// where the man reaches the target.
func (b *builder) setMoverTo(idx int, shape board.Shape, Y, T, allow board.Square) bool {
	if b.g.spec.attack {
		b.keep.add(Y)
		b.set(Y, b.side, idx)
		b.miss = missPlan{a: engine.Action{Kind: engine.Attack, From: Y, To: Y}, target: T}
		return true
	}
	value := int64(armyPools()[b.side.Index()][idx].Value)
	for _, X := range b.shuffledInner(b.g.reach[shape][Y]) {
		if X == T || !b.free(X) || !b.clear(X, Y) || b.danger(value, shape, X, T) || !b.safeFrom(value, shape, X, T, allow) {
			continue
		}
		b.keep.add(X)
		b.keep.add(Y)
		b.keepPath(X, Y)
		b.set(X, b.side, idx)
		b.miss = missPlan{a: engine.Action{Kind: engine.Move, From: X, To: Y}, target: T}
		return true
	}
	return false
}

// safeFrom reports whether no draught of a man of value and shape on X
// but the one to allow lands where it is in danger of taking the man on T.
func (b *builder) safeFrom(value int64, shape board.Shape, X, T, allow board.Square) bool {
	for _, Y := range b.g.reach[shape][X] {
		if Y != allow && b.pos.Cells[Y].IsEmpty() && b.clear(X, Y) && b.danger(value, shape, Y, T) {
			return false
		}
	}
	return true
}

// danger is the generator's quick, deliberately wide guess whether a man of
// the side to move, of value and shape on Y, could take the man on T by
// some relation: it reaches T, or stands beside it where lying weight
// takes, or on its line at a distance that gives an eruption. The engine
// judges the finished position; this only keeps bad positions rare.
func (b *builder) danger(value int64, shape board.Shape, Y, T board.Square) bool {
	if b.reachesClear(shape, Y, T) {
		return true
	}
	if b.g.spec.lying && within(Y, T, 1) {
		return true
	}
	if b.g.has(engine.Eruption) {
		if c, on := b.counted(Y, T); on && divides(value, int64(b.pos.Cells[T].Value), c) {
			return true
		}
	}
	return false
}

// role says whether the mover m standing on Y would stand in the relation
// rel with the man on T as the puzzle's takers do: the generator's quick
// guess, used to choose a draw-back square from which exactly one draught
// brings the relation about.
func (b *builder) role(m board.Piece, rel engine.Relation, Y, T board.Square) bool {
	spec := b.g.spec
	switch {
	case rel == engine.Addition && spec.lying, rel == engine.Subtraction && spec.subNext:
		return within(Y, T, 1)
	case rel == engine.Eruption:
		c, on := b.counted(Y, T)
		return on && divides(int64(m.Value), int64(b.pos.Cells[T].Value), c)
	case rel == engine.Siege && spec.siege == siegeByNeighbours:
		return within(Y, T, 1)
	case rel == engine.Siege:
		// Y closes a draught of T: on its path, the path clear up to Y.
		d, k, on := lineOf(T, Y)
		if !on || !b.clear(T, Y) {
			return false
		}
		for _, L := range b.g.reach[b.pos.Cells[T].Shape][T] {
			if dl, kl, _ := lineOf(T, L); dl == d && kl >= k {
				return true
			}
		}
		return false
	}
	return b.reachesClear(m.Shape, Y, T)
}

// guesses says whether b.role has a guess for rel: not for fulke1's
// arrayed progression, whose takers stand as a triumph is set.
func (b *builder) guesses(rel engine.Relation) bool {
	return rel != engine.Progression || !b.g.spec.arrays
}

// reachPair says whether rel is a two-man relation by reach here (not
// lying weight, not fulke1's arrayed progression).
func (b *builder) reachPair(rel engine.Relation) bool {
	spec := b.g.spec
	switch rel {
	case engine.Addition:
		return !spec.lying
	case engine.Subtraction:
		return !spec.subNext
	case engine.Multiplication, engine.Division:
		return true
	case engine.Progression:
		return !spec.arrays
	}
	return false
}

// reachesClear says whether a man of shape on Y reaches T by an ordinary
// draught, the path between empty.
func (b *builder) reachesClear(shape board.Shape, Y, T board.Square) bool {
	return b.g.reachSet[shape][Y].has(T) && b.clear(Y, T)
}

// counted is the distance between Y and T on their line as the rule set
// counts it for an eruption (both squares, or the empty squares between),
// when they are on a line with the squares between empty.
func (b *builder) counted(Y, T board.Square) (int, bool) {
	_, k, on := lineOf(Y, T)
	if !on || !b.clear(Y, T) {
		return 0, false
	}
	if b.g.spec.inclusive {
		return k + 1, true
	}
	return k - 1, true
}

// divides says whether a and t stand in an eruption at counted distance c.
func divides(a, t int64, c int) bool {
	d := int64(c)
	return d >= 2 && (a*d == t || t*d == a)
}

// wholeAt says whether the engine's account of an eruption of a on t at
// counted distance c gives a whole number (a larger man divides by the
// distance): only then does the miner count it a near miss.
func wholeAt(a, t int64, c int) bool {
	return a < t || a%int64(c) == 0
}

// nearMultiple says whether the eruption of a on t needs a distance at
// most two from c (the man stands near where it would take).
func nearMultiple(a, t int64, c int) bool {
	for d := int64(max(2, c-2)); d <= int64(c+2); d++ {
		if a*d == t || t*d == a {
			return true
		}
	}
	return false
}

// within says whether two squares are at most k king's steps apart.
func within(a, b board.Square, k int) bool {
	df, dr := a.File()-b.File(), a.Rank()-b.Rank()
	return df >= -k && df <= k && dr >= -k && dr <= k
}
