package generate

import (
	"github.com/rithmo/rithmo/puzzles"
	"github.com/rithmo/rithmo/rules/arith"
	"github.com/rithmo/rithmo/rules/board"
	"github.com/rithmo/rithmo/rules/engine"
	"sync"
)

// capture builds a capture puzzle on rel: an enemy man that exactly one
// action takes, by rel alone, taking nothing else.
//
// Under the rule sets where a move takes what it brings into a relation,
// the takers are set as they stand when the man falls, then one of them is
// drawn back to a square from which one draught brings it there. Under
// nemec an attack in place takes, so the takers stand ready; when several
// of them could attack (deceit, a siege), one of them is given a second man
// to take and the goal becomes the action that takes the most value.
func (b *builder) capture(rel engine.Relation) bool {
	b.reset(b.pickSide(b.g.sides[tupleKey{rel: rel}]))
	T, takers, ok := b.core(rel, b.takers[:0])
	if !ok {
		return false
	}
	b.takers = takers
	b.targets = append(b.targets, T)
	b.rels = append(b.rels, rel)
	b.goal = puzzles.Goal{Kind: puzzles.GoalCapture, Target: T}
	if b.g.spec.attack {
		n, a, clean := b.captureCheck(T, rel)
		switch {
		case n == 1 && clean:
			b.solution = a
		case n > 1 && clean:
			if !b.secondCapture() {
				return false
			}
		default:
			return false
		}
	} else if !b.drawBack() {
		return false
	}
	return b.setNearMiss(T, true) && b.fill()
}

// drawBack moves one of the takers back to a square from which one
// ordinary draught brings it into the relation: that draught is the
// solution, the only action that takes the target. A square from which
// another draught would bring it into the relation too, or where it
// stands in it already, is passed over (b.role, a quick guess: the engine
// judges the finished puzzle).
func (b *builder) drawBack() bool {
	T, rel := b.targets[0], b.rels[0]
	n := len(b.takers)
	first := b.r.IntN(n)
	for j := range n {
		i := (first + j) % n
		m := b.takers[i]
		P := m.sq
		piece := m.piece()
		tries := 0
		for _, F := range b.shuffled(b.g.reach[piece.Shape][P]) {
			if tries == 6 {
				break
			}
			if F == T || !b.free(F) || !b.clear(F, P) {
				continue
			}
			tries++
			b.relocate(&m, F)
			if b.guesses(rel) && (b.role(piece, rel, F, T) || b.roles(piece, rel, F, T) != 1) {
				b.relocate(&m, P)
				continue
			}
			b.solution = engine.Action{Kind: engine.Move, From: F, To: P}
			b.takers[i] = m
			b.moved = i
			b.keep.add(F)
			b.keepPath(F, P)
			return true
		}
	}
	return false
}

// roles counts the draughts of the man on F that end where it would stand
// in the relation (b.role).
func (b *builder) roles(m board.Piece, rel engine.Relation, F, T board.Square) int {
	n := 0
	for _, Y := range b.g.reach[m.Shape][F] {
		if Y != T && b.pos.Cells[Y].IsEmpty() && b.clear(F, Y) && b.role(m, rel, Y, T) {
			n++
		}
	}
	return n
}

// secondCapture gives one of several attackers (nemec) a second enemy man
// to take, by equality or eruption, so that its attack alone takes the
// most value.
func (b *builder) secondCapture() bool {
	enemy := b.side.Opponent()
	tk := b.g.tuples[b.side.Index()]
	for _, i := range b.r.Perm(len(b.takers)) {
		a := b.takers[i]
		for _, rel := range [...]engine.Relation{engine.Equality, engine.Eruption} {
			list := tk.singles[rel]
			start := b.r.IntN(len(list) + 1)
			for j := range list {
				s := list[(start+j)%len(list)]
				if s.a != a.idx || b.used[enemy.Index()][s.t] {
					continue
				}
				mark := b.mark()
				var x placed
				var ok bool
				if rel == engine.Equality {
					x, ok = b.setReach(enemy, s.t, a.sq, a.piece().Shape)
				} else if k := b.g.spec.eruptionSteps(s.dist); k >= 1 && k < ranks {
					x, ok = b.setOnLine(enemy, s.t, a.sq, k)
				}
				if ok {
					b.goal = puzzles.Goal{Kind: puzzles.GoalCapture, Most: true, Target: board.NoSquare}
					b.solution = engine.Action{Kind: engine.Attack, From: a.sq, To: a.sq}
					b.targets = append(b.targets, x.sq)
					b.rels = append(b.rels, rel)
					if b.holds() {
						return true
					}
					b.targets, b.rels = b.targets[:1], b.rels[:1]
				}
				b.rollback(mark)
				break
			}
		}
	}
	return false
}

// maxSpots is the most men a spot puzzle asks to name.
const maxSpots = 3

// spot builds a spot puzzle: one to three enemy men stand in a relation
// with the side's men now, the first by rel, each by one relation only.
func (b *builder) spot(rel engine.Relation) bool {
	b.reset(b.pickSide(b.g.sides[tupleKey{rel: rel}]))
	b.goal = puzzles.Goal{Kind: puzzles.GoalSpot, Target: board.NoSquare}
	want := 1 + b.r.IntN(maxSpots)
	var one checkpoint
	for i := 0; i < want; i++ {
		r := rel
		if i > 0 {
			r = b.g.rels[b.r.IntN(len(b.g.rels))]
			if !b.g.takes(b.side, r) {
				continue
			}
		}
		T, _, ok := b.core(r, b.takers[:0])
		if !ok {
			if i == 0 {
				return false
			}
			continue
		}
		b.targets = append(b.targets, T)
		b.rels = append(b.rels, r)
		if i == 0 {
			one = b.mark()
		}
	}
	// The men are judged together; when the engine refuses, the first
	// alone.
	if !b.holds() {
		b.rollback(one)
		b.targets, b.rels = b.targets[:1], b.rels[:1]
		if !b.holds() {
			return false
		}
	}
	// The near miss is against a man that does not fall: a decoy of the
	// enemy's whose value the side's men could take.
	D, ok := b.decoy()
	return ok && b.setNearMiss(D, false) && b.fill()
}

// decoy sets an enemy man on a free square whose value one of the side's
// unused men takes by equality or eruption, so that a near miss can be
// built against it.
func (b *builder) decoy() (board.Square, bool) {
	s, ok := b.temptable()
	if !ok {
		return board.NoSquare, false
	}
	sq, ok := b.randomSquare()
	if !ok {
		return board.NoSquare, false
	}
	b.set(sq, b.side.Opponent(), s.t)
	b.keep.add(sq)
	return sq, true
}

// triumph builds a triumph puzzle: men of the side to move stand in the
// enemy camp as a triumph of kind is set, but for one, which one ordinary
// draught brings into its place: the only action that completes a triumph
// of that kind.
func (b *builder) triumph(kind arith.TriumphKind) bool {
	b.reset(b.pickSide(b.g.sides[tupleKey{kind: kind}]))
	b.kind = kind
	b.goal = puzzles.Goal{Kind: puzzles.GoalTriumph, Target: board.NoSquare, Triumph: kind.String()}
	sets := triumphValues(b.side, kind)
	values := sets[b.r.IntN(len(sets))]
	var idx [4]int
	for i, v := range values {
		j, ok := b.drawMan(b.side, func(p board.Piece) bool { return int64(p.Value) == v })
		if !ok {
			return false
		}
		idx[i] = j
		b.used[b.side.Index()][j] = true // reserved; set() marks it again
	}
	b.tn = len(values)
	sqs, ok := b.arrangement(len(values))
	if !ok {
		return false
	}
	// Order the values as the arrangement needs: up or down a line, the
	// middle term at an angle's corner, any order on a square.
	order := []int{0, 1, 2, 3}[:len(values)]
	switch {
	case b.shape == shapeSquare:
		b.r.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
	case b.r.IntN(2) == 0:
		for i, j := 0, len(order)-1; i < j; i, j = i+1, j-1 {
			order[i], order[j] = order[j], order[i]
		}
	}
	var men [4]placed
	for i, sq := range sqs {
		b.keep.add(sq)
		men[i] = b.set(sq, b.side, idx[order[i]])
	}
	m := men[b.r.IntN(len(values))]
	P := m.sq
	tries := 0
	for _, F := range b.shuffled(b.g.reach[m.piece().Shape][P]) {
		if tries == 4 {
			break
		}
		if !b.free(F) || !b.clear(F, P) {
			continue
		}
		tries++
		b.relocate(&m, F)
		b.solution = engine.Action{Kind: engine.Move, From: F, To: P}
		if b.holds() {
			b.keep.add(F)
			b.keepPath(F, P)
			return b.triumphMiss(P, m.piece()) && b.fill()
		}
		b.relocate(&m, P)
	}
	return false
}

// triumphMiss sets the near miss of a triumph puzzle: another man of the
// side, of a value near the one missing, that one draught brings onto the
// square the solution fills, where it completes nothing (confirmed by
// confirmTriumphMiss once the puzzle is built).
func (b *builder) triumphMiss(P board.Square, want board.Piece) bool {
	pool := armyPools()[b.side.Index()]
	best, bestGap := -1, int64(0)
	for j, p := range pool {
		if b.used[b.side.Index()][j] || p.Value == want.Value {
			continue
		}
		gap := int64(p.Value) - int64(want.Value)
		if gap < 0 {
			gap = -gap
		}
		if best < 0 || gap < bestGap || gap == bestGap && b.r.IntN(2) == 0 {
			best, bestGap = j, gap
		}
	}
	if best < 0 {
		return false
	}
	shape := pool[best].Shape
	for _, X := range b.shuffled(b.g.reach[shape][P]) {
		if !b.free(X) || !b.clear(X, P) {
			continue
		}
		b.keep.add(X)
		b.keepPath(X, P)
		b.set(X, b.side, best)
		b.miss = missPlan{a: engine.Action{Kind: engine.Move, From: X, To: P}, target: board.NoSquare}
		return true
	}
	return false
}

// Arrangement names, as rules/triumph writes them.
const (
	shapeLine   = "line"
	shapeAngle  = "angle"
	shapeSquare = "square"
)

// arrangement draws the squares of a triumph of n men in the enemy camp:
// a line (either n), a right angle (three), or a square's corners (four,
// where the rule set has them), with the squares between them kept empty.
func (b *builder) arrangement(n int) ([]board.Square, bool) {
	lo, hi := board.Camp(b.g.opts.Rules.Set, b.side.Opponent(), ranks)
	inCamp := func(sq board.Square) bool { return sq.Rank() >= lo && sq.Rank() <= hi }
	sqs := b.tsqs[:n]
	for range 12 {
		k := 1 + b.r.IntN(2)
		first := board.At(b.r.IntN(board.Files), lo+b.r.IntN(hi-lo+1))
		ok := true
		switch {
		case n == 3 && b.r.IntN(2) == 0:
			b.shape = shapeAngle
			d := b.r.IntN(8)
			sqs[1] = first
			sqs[0], ok = step(first, d, k)
			if ok {
				sqs[2], ok = step(first, (d+2)%8, k)
			}
		case n == 4 && b.g.spec.squares && b.r.IntN(2) == 0:
			b.shape = shapeSquare
			// Corners in order round the square, so that each neighbour
			// pair is a side.
			corners := [4][2]int{{0, 0}, {1, 0}, {1, 1}, {0, 1}}
			for i, c := range corners {
				f, r := first.File()+c[0]*k, first.Rank()+c[1]*k
				if f >= board.Files || r >= ranks {
					ok = false
					break
				}
				sqs[i] = board.At(f, r)
			}
		default:
			b.shape = shapeLine
			d := b.r.IntN(8)
			for i := range n {
				if sqs[i], ok = step(first, d, i*k); !ok {
					break
				}
			}
		}
		if !ok {
			continue
		}
		good := true
		for i, sq := range sqs {
			next := sqs[(i+1)%n]
			if !inCamp(sq) || !b.free(sq) || (i+1 < n || b.shape == shapeSquare) && !b.clear(sq, next) {
				good = false
				break
			}
		}
		if !good {
			continue
		}
		for i := range sqs {
			if i+1 < n || b.shape == shapeSquare {
				b.keepPath(sqs[i], sqs[(i+1)%n])
			}
		}
		return sqs, true
	}
	return nil, false
}

// triumphValues are the values of side's single men that make a triumph of
// kind, each set ascending (rules/arith's enumeration).
func triumphValues(side board.Side, kind arith.TriumphKind) [][]int64 {
	return triumphSets()[side.Index()][kind]
}

// triumphSets is built once, when first asked for.
var triumphSets = sync.OnceValue(func() (out [2][arith.Greatest + 1][][]int64) {
	for i, pool := range armyPools() {
		values := make([]int64, len(pool))
		for j, p := range pool {
			values[j] = int64(p.Value)
		}
		e := arith.Enumerate(values)
		for _, kind := range []arith.TriumphKind{arith.Great, arith.Greater, arith.Greatest} {
			for _, t := range e.Triumphs(kind) {
				out[i][kind] = append(out[i][kind], t.Terms)
			}
		}
	}
	return out
})
