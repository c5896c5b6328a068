package engine

import (
	"math/bits"
	"sync"

	"github.com/rithmo/rithmo/rules/board"
	"github.com/rithmo/rithmo/rules/triumph"
)

// Analyzer judges positions with buffers it keeps between calls: once warm
// it allocates nothing. An Analyzer is not safe for concurrent use; the
// package functions (Legal, CapturesOf, Apply, Analyse) take one from a pool.
//
// Its cached state, by what fills it and when it stops being valid:
//
//   - per rule set and board length, filled by st.setRules when a loaded
//     position's rules or ranks differ from the last: the rule flags,
//     st.singleMen (the record of each single man by side and shape,
//     copied by load) and st.tables (the move tables used, tableFor).
//   - the position (st): loaded by prepare; doMove and undoMove change it
//     for one judgement and put it back.
//   - per position, filled by prepare: before (what the side to move takes
//     now, by target), enemies, blocksDone; closable and closers too when
//     prepare classifies draught sieges, else by the first move or leap
//     that asks (markClosable, through mayBesiege). Valid until the next
//     prepare.
//   - per moving man, filled lazily by linesThrough the first time one of
//     its moves is judged (fDone's bit): fCand, fSiege, mtKnown, mtYes.
//     prepare clears fDone, and with it all four.
//   - per move: cand and siegeCand, the targets to judge after the move
//     candF→candT. quietMove fills them and moveInsts of the same move
//     reads them once; any other move's call overwrites them.
//   - per generate: atk/atkSpans (what each pyramid attack takes) and
//     leapInsts/leapSpans (what each leap allowed because it besieges
//     takes), handed out again by captures for the same position.
//   - scratch, valid within one call: after, tmp, and Analyse's spans,
//     next, took, the arenas handed to Each's callback (caps, reasons,
//     sqs, vals) and the triumphs and outcomes.
type Analyzer struct {
	st state

	// Per position (prepare).

	// before holds, for every man of the side not to move, the relation
	// instances in which the side to move takes it now: the men "left in a
	// relation" (Take actions, nemec's attacks) and the reference for what a
	// move newly brings about.
	before       []inst
	bStart, bEnd [board.MaxSquares]int32
	// enemies marks the squares of the men of the side not to move (no
	// move changes them; state.bySide as loaded): a look along a ray
	// without one finds no target.
	enemies [2]uint64
	// blocksDone: the before pass recorded its blocks (state.blocks), and
	// linesThrough reads them.
	blocksDone bool
	// closable marks the empty squares on which a man of the side to move
	// could bring about a draught siege that does not hold now: a leap can
	// besiege only by landing on one.
	closable      [2]uint64
	closableReady bool
	// closers holds, for each square of closable, the enemy men whose
	// siege a man landing there could bring about (closableExact: the
	// screen ran; else closable is every square and closers is unused).
	closers       [board.MaxSquares][2]uint64
	closableExact bool

	// Per moving man (linesThrough, on its first move judged).

	// fCand, fSiege: the part of cand and siegeCand that comes from the
	// lines through the square a man leaves, the same for all its moves.
	fCand, fSiege [board.MaxSquares][2]uint64
	fDone         [2]uint64
	// mtKnown, mtYes remember mayTake by reach alone for the man on f and
	// each target.
	mtKnown, mtYes [board.MaxSquares][2]uint64

	// Per move (quietMove, then moveInsts of the same move).

	// cand marks the targets to judge afresh after a move; siegeCand those
	// whose siege alone the move could have brought about.
	cand, siegeCand [2]uint64
	// candF, candT: the move whose candidates are in cand and siegeCand
	// (NoSquare: none).
	candF, candT board.Square

	// Per generate, for captures to hand out again.

	// atk keeps what each pyramid attack takes, found when generate asks
	// whether it takes anything.
	atk      []inst
	atkSpans []attackSpan
	// leapInsts keeps what each leap generate allowed because it besieges
	// takes.
	leapInsts []inst
	leapSpans []leapSpan

	// Scratch within one call.

	after []inst
	tmp   []inst
	// Analyse's actions, where each action's captures begin and end in
	// the arenas, the next position and its taken men's lists.
	acts  []Action
	spans []([2]int32)
	next  board.Position
	took  [2][]board.Piece
	// Arenas for the captures handed to Each's callback.
	caps    []Capture
	reasons []Reason
	sqs     []board.Square
	vals    []int64
	// Analyse's triumphs (records, then exported) and outcomes.
	tri      triumphArena
	triumphs []triumph.Triumph
	triBufs  triumph.ExportBuffers
	outs     []Outcome
}

type attackSpan struct {
	a      Action
	lo, hi int32
}

type leapSpan struct {
	f, t   board.Square
	lo, hi int32
}

// NewAnalyzer returns an Analyzer.
func NewAnalyzer() *Analyzer { return &Analyzer{} }

var pool = sync.Pool{New: func() any { return NewAnalyzer() }}

func getAnalyzer() *Analyzer  { return pool.Get().(*Analyzer) }
func putAnalyzer(z *Analyzer) { z.st.p = nil; pool.Put(z) }

// prepare loads a position and computes what the side to move takes now.
func (z *Analyzer) prepare(p *board.Position) error {
	st := &z.st
	if err := st.load(p); err != nil {
		return err
	}
	st.hemmedList = st.hemmedList[:0]
	z.before = z.before[:0]
	z.bStart = [board.MaxSquares]int32{}
	z.bEnd = [board.MaxSquares]int32{}
	z.fDone = [2]uint64{}
	z.candF, z.candT = board.NoSquare, board.NoSquare
	z.atk, z.atkSpans = z.atk[:0], z.atkSpans[:0]
	z.leapInsts, z.leapSpans = z.leapInsts[:0], z.leapSpans[:0]
	mover := p.ToMove
	z.enemies = st.bySide[mover.Opponent()]
	fl := evRecordHemmed | evRecordReach
	// Draught sieges (fulke1, fulke2) are screened for every move (see
	// moveInsts), and judging each enemy's siege walks its draughts,
	// which is what markClosable asks of them: closable is marked here,
	// man by man (evClassify), not walked again.
	classify := st.spec.siege == siegeDraughts && st.rels.has(Siege) && z.resetClosable()
	// The blocks gather records stand for linesThrough's walks, but for
	// parlett's blockade (which linesThrough marks too), nemec (whose moves
	// take nothing) and +jump, +pass (whose walks gather does not record).
	st.recordBlock = st.spec.siege != siegeBlockade && !st.spec.attack && !st.jump && !st.pass
	st.blocks, st.blockSet = st.blocks[:0], [2]uint64{}
	if classify {
		fl |= evClassify
	}
	// The enemies bit by bit, in square order (as the men are loaded),
	// not the men of both sides one by one.
	for w := range z.enemies {
		for b := z.enemies[w]; b != 0; b &= b - 1 {
			sq := w<<6 | bits.TrailingZeros64(b)
			start := len(z.before)
			z.before = st.evalTarget(board.Square(sq), mover, fl, z.before)
			z.bStart[sq], z.bEnd[sq] = int32(start), int32(len(z.before))
			if classify && bits.OnesCount8(st.classOpen) < 2 { // two open: nothing to mark
				z.markDraughts(&st.men[st.occ[sq]-1], st.classOpen, st.classEdge)
			}
		}
	}
	z.closableReady = classify
	z.blocksDone = st.recordBlock
	st.recordBlock = false
	return nil
}

func (z *Analyzer) beforeOf(target board.Square) []inst {
	return z.before[z.bStart[target]:z.bEnd[target]]
}

// generate appends every legal action of the prepared position: moves and
// leaps by square, then takes (by target) or nemec's attacks (by attacker).
func (z *Analyzer) generate(dst []Action) []Action {
	st := &z.st
	mover := st.p.ToMove
	z.leapInsts, z.leapSpans = z.leapInsts[:0], z.leapSpans[:0]
	occ := [2]uint64{st.bySide[board.White][0] | st.bySide[board.Black][0], st.bySide[board.White][1] | st.bySide[board.Black][1]}
	// The mover's men in square order, bit by bit: the other side's are
	// not looked at.
	own := st.bySide[mover]
	for w := 0; w < 2; w++ {
		for b := own[w]; b != 0; b &= b - 1 {
			m := &st.men[st.occ[w*64+bits.TrailingZeros64(b)]-1]
			f := m.sq
			sq := int(f)
			if m.table != 0 && !st.jump && !st.pass {
				// A draught is legal when its square and those it passes
				// are empty (moveTable).
				t := st.tables[m.table-1].t
				for _, e := range t.e[t.start[sq]:t.start[sq+1]] {
					if st.occ[e.to]|st.occ[e.pass1]|st.occ[e.pass2] == 0 {
						dst = append(dst, Action{Kind: Move, From: f, To: board.Square(e.to)})
					}
				}
			} else {
				dst = z.walkDraughts(dst, m)
			}
			if m.moves.leap != 0 && st.spec.leapsTakeBySiege {
				dst = z.leapMoves(dst, m, occ)
			}
		}
	}
	if st.spec.attack {
		return z.attackActions(dst)
	}
	dst = z.specialActions(dst)
	if st.spec.noTake {
		return dst
	}
	return z.takeActions(dst)
}

// leapMoves appends m's legal flying leaps (fulke2): a man flies only to
// flee a siege or to besiege (see besieges); one that stands in none has
// no leap to try when no square may begin a siege.
func (z *Analyzer) leapMoves(dst []Action, m *man, occ [2]uint64) []Action {
	st := &z.st
	f := m.sq
	sq := int(f)
	to := &st.g.leapTo[m.moves.leap&3][sq]
	if to[0]&^occ[0]|to[1]&^occ[1] == 0 {
		return dst // every leap's square taken
	}
	flee := !st.spec.leapsOnlyToSiege || z.standsInSiege(f)
	if !flee {
		if !z.closableReady {
			z.markClosable()
		}
		if to[0]&z.closable[0]|to[1]&z.closable[1] == 0 {
			return dst // no leap may besiege
		}
	}
	for kind := 0; kind < 2; kind++ {
		if m.moves.leap&(1<<kind) == 0 {
			continue
		}
		for _, t := range st.g.leaps[kind][sq][:st.g.nLeaps[kind][sq]] {
			if st.occ[t] == 0 && (flee || z.closable[t>>6]&(1<<(t&63)) != 0 && z.besieges(f, t)) {
				dst = append(dst, Action{Kind: Move, From: f, To: t})
			}
		}
	}
	return dst
}

// attackActions appends nemec's attacks: one for every man of the mover
// that is a taker now, and for a pyramid one for every value it may
// attack with that takes something.
func (z *Analyzer) attackActions(dst []Action) []Action {
	st := &z.st
	mover := st.p.ToMove
	z.atk, z.atkSpans = z.atk[:0], z.atkSpans[:0]
	for i := 0; i < st.nmen; i++ {
		m := &st.men[i]
		if m.side != mover {
			continue
		}
		attacker := m.sq
		if !z.takesBefore(attacker) {
			continue
		}
		if m.shape != board.Pyramid {
			// A man takes with its one value all it is a taker of.
			dst = append(dst, Action{Kind: Attack, From: attacker, To: attacker})
			continue
		}
		// A pyramid: one action for every value it may attack with
		// that takes something ("c8x" with the whole value while
		// complete, "c8x=9" with a layer's).
		for vi := int(m.a0); vi < int(m.a1); vi++ {
			a := attackAction(attacker, m, vi)
			if insts := z.attackInsts(a); len(insts) > 0 {
				dst = append(dst, a)
				lo := len(z.atk)
				z.atk = append(z.atk, insts...)
				z.atkSpans = append(z.atkSpans, attackSpan{a, int32(lo), int32(len(z.atk))})
			}
		}
	}
	return dst
}

// takeActions appends a Take for every taker of every enemy man that
// stands in a relation now, by target.
func (z *Analyzer) takeActions(dst []Action) []Action {
	for v := 0; v < 2; v++ {
		for e := z.enemies[v]; e != 0; e &= e - 1 {
			target := board.Square(v*64 + bits.TrailingZeros64(e))
			if z.bStart[target] == z.bEnd[target] {
				continue // most men stand in no relation
			}
			insts := z.beforeOf(target)
			var takers [2]uint64
			for i := range insts {
				for j := 0; j < int(insts[i].n); j++ {
					s := insts[i].by[j]
					takers[s>>6] |= 1 << (s & 63)
				}
			}
			// The takers in square order, bit by bit, not square by square.
			for w := 0; w < 2; w++ {
				for b := takers[w]; b != 0; b &= b - 1 {
					dst = append(dst, Action{Kind: Take, From: board.Square(w*64 + bits.TrailingZeros64(b)), To: target})
				}
			}
		}
	}
	return dst
}

// walkDraughts appends the ordinary moves of m walked ray by ray: under
// +jump or +pass, where men pass others, and draughts without a table.
func (z *Analyzer) walkDraughts(dst []Action, m *man) []Action {
	st := &z.st
	f := m.sq
	sq := int(f)
	rays := &st.g.rayLen[sq]
	for d := 0; d < nDirs; d++ {
		mask := m.moves.dist[d]
		if mask == 0 {
			continue
		}
		// Walk no further than the ray or the longest draught.
		span := min(int(rays[d]), bits.Len8(mask)-1)
		step, s := dirStep[d], sq
		for k := 1; k <= span; k++ {
			s += step
			if st.occ[s] != 0 {
				if !st.passable(m, s) {
					break
				}
			} else if mask&(1<<k) != 0 {
				dst = append(dst, Action{Kind: Move, From: f, To: board.Square(s)})
			}
		}
	}
	return dst
}

// firstMan returns the first man from s in direction d and its distance.
// Only lim steps are looked at, at most the ray's length (see
// state.reachLim).
func (st *state) firstMan(s board.Square, d, lim int) (*man, int) {
	x := int(s)
	for k := 1; k <= lim; k++ {
		x += dirStep[d]
		if id := st.occ[x]; id != 0 {
			return &st.men[id-1], k
		}
	}
	return nil, 0
}

// standsInSiege reports whether the mover's own man on sq is in siege
// now: its licence to flee by a leap (asked once a man, by generate).
func (z *Analyzer) standsInSiege(sq board.Square) bool {
	st := &z.st
	if st.spec.siege == siegeDraughts {
		// Most men have a draught open, or closed by one of their own men
		// ("all foure muste be hys aduersaries"): hemmed says so at once,
		// and no siege is judged.
		var in inst
		if _, ok := st.hemmed(sq, st.at(sq), st.p.ToMove.Opponent(), &in); !ok {
			return false
		}
	}
	z.tmp = st.evalTarget(sq, st.p.ToMove.Opponent(), evSiegeOnly, z.tmp[:0])
	return len(z.tmp) > 0
}

// besieges: fulke2 lets a man fly only to besiege an enemy or to flee a
// siege. "To besiege" is read as: after the leap an enemy man is in a
// siege that did not hold before, the leaper closing one of its draughts.
// "To flee" as: the leaper stands in siege now (standsInSiege).
//
// A siege that holds after the leap and not before has the leaper among
// its closers (leaving f only opens draughts, and t is the one square
// filled), so the leap besieges exactly when it takes something: what it
// takes is worked out here once and kept for capturesInto (keptLeap).
func (z *Analyzer) besieges(f, t board.Square) bool {
	lo := len(z.leapInsts)
	if z.closableExact {
		z.leapInsts = z.leapSieges(f, t, z.leapInsts) // kept where they are found
	} else {
		z.leapInsts = append(z.leapInsts, z.moveInsts(f, t, true)...)
	}
	if len(z.leapInsts) == lo {
		return false
	}
	z.leapSpans = append(z.leapSpans, leapSpan{f, t, int32(lo), int32(len(z.leapInsts))})
	return true
}

// keptLeap returns what the leap f→t takes when besieges has worked it
// out for the actions generated last.
func (z *Analyzer) keptLeap(f, t board.Square) ([]inst, bool) {
	for _, sp := range z.leapSpans {
		if sp.f == f && sp.t == t {
			return z.leapInsts[sp.lo:sp.hi:sp.hi], true
		}
	}
	return nil, false
}

// markClosable marks the squares on which a man of the side to move would
// close a draught of an enemy that could then stand in a siege it does not
// stand in now. Leaving a square only opens draughts, so a new siege needs
// every other draught closed already (by the besiegers or the edge, as
// hemmed judges it): of an enemy with two draughts open (or closed by its
// own men) none; with one, the empty squares of that draught's path; with
// none, those of a draught the edge closes, where a man adds a besieger
// (the same besiegers otherwise: the siege holds now or still falls short).
func (z *Analyzer) markClosable() {
	st := &z.st
	if !z.resetClosable() {
		return
	}
	mover := st.p.ToMove
	for i := 0; i < st.nmen; i++ {
		m := &st.men[i]
		if m.side == mover {
			continue
		}
		rays := &st.g.rayLen[m.sq]
		var open, edge uint8 // directions open (or closed by m's own men), closed by the edge
		for d := 0; d < nDirs && bits.OnesCount8(open) < 2; d++ {
			mask := m.moves.dist[d]
			if mask == 0 {
				continue
			}
			shortest := bits.TrailingZeros8(mask)
			x, _ := st.nearest(m.sq, d, shortest)
			switch {
			case x < 0 && shortest > int(rays[d]):
				edge |= 1 << d
			case x < 0 || st.side[x] != mover:
				open |= 1 << d
			}
		}
		z.markDraughts(m, open, edge)
	}
}

// resetClosable empties closable and its closers and marks it ready; false
// when the rule set's sieges are not screened (rings, +jump, +pass): then
// every square is closable.
func (z *Analyzer) resetClosable() bool {
	st := &z.st
	for w := 0; w < 2 && z.closableExact; w++ {
		for b := z.closable[w]; b != 0; b &= b - 1 {
			z.closers[w*64+bits.TrailingZeros64(b)] = [2]uint64{}
		}
	}
	z.closable = [2]uint64{}
	z.closableReady = true
	z.closableExact = false
	if st.spec.siege == siegeNeighbours || st.jump || st.pass {
		z.closable = [2]uint64{^uint64(0), ^uint64(0)} // not screened: anywhere
		return false
	}
	z.closableExact = true
	return true
}

// markDraughts marks the squares of closable that the enemy man m, with
// its draughts open (or closed by its own men) and closed by the edge in
// the directions given, could be besieged from (see markClosable).
func (z *Analyzer) markDraughts(m *man, open, edge uint8) {
	st := &z.st
	dirs := edge
	switch bits.OnesCount8(open) {
	case 0:
	case 1:
		dirs = open
	default:
		return
	}
	sq := int(m.sq)
	rays := &st.g.rayLen[sq]
	for ; dirs != 0; dirs &= dirs - 1 {
		d := bits.TrailingZeros8(dirs)
		reach := min(bits.TrailingZeros8(m.moves.dist[d]), int(rays[d]))
		x := sq
		for k := 1; k <= reach; k++ {
			x += dirStep[d]
			if st.occ[x] != 0 {
				break
			}
			z.closable[x>>6] |= 1 << (x & 63)
			z.closers[x][sq>>6] |= 1 << (sq & 63)
		}
	}
}

// mayBesiege reports whether a man of the side to move landing on t could
// bring about a draught siege or a blockade (parlett) that does not hold
// now: see markClosable. Rings (fulke3, nemec) and +jump, +pass are not
// screened.
func (z *Analyzer) mayBesiege(t board.Square) bool {
	if !z.closableReady {
		z.markClosable()
	}
	return z.closable[t>>6]&(1<<(t&63)) != 0
}

func (z *Analyzer) heldBefore(a *inst, f, t board.Square) bool {
	b := z.beforeOf(a.target)
	for i := range b {
		if b[i].rel == a.rel && sameInst(a, &b[i], f, t) {
			return true
		}
	}
	return false
}

// moveInsts computes the relation instances a move (or leap) newly brings
// about, into z.after: the targets it could affect are found (with the
// mover lifted off f; a leap made), the move is made on the compact board,
// and they are judged afresh and compared with what held before.
func (z *Analyzer) moveInsts(f, t board.Square, leap bool) []inst {
	st := &z.st
	z.after = z.after[:0]
	// The candidates quietMove found serve this call only: z.cand is
	// overwritten by the next move's.
	found := z.candF == f && z.candT == t
	z.candF, z.candT = board.NoSquare, board.NoSquare
	if leap && !z.mayBesiege(t) {
		return z.after // a leap takes by siege alone
	}
	if leap && z.closableExact {
		return z.leapSieges(f, t, z.after)
	}
	if !leap && z.fDone[f>>6]&(1<<(f&63)) == 0 {
		z.linesThrough(f)
	}
	// noSiege: no draught siege can begin with the mover on t (see
	// markClosable, on the board before the move), so none is judged.
	// quiet: besides, without eruption, addition by neighbours, fulke1's
	// progression or men that pass others, only the mover's own draughts
	// out of t can bring about a relation.
	noSiege := !leap && st.spec.siege == siegeDraughts && !z.mayBesiege(t)
	quiet := noSiege && st.quietRules
	if leap {
		st.doMove(f, t)
		z.candidates(f, t, leap, noSiege)
	} else {
		// The looks out of t need the board without the mover on f (a
		// line back through f goes on beyond it), not the move made: a
		// move with no candidate, most of them, is not made at all.
		switch {
		case found:
			// Found by quietMove (noSiege): cand and siegeCand as it left
			// them.
		case quiet:
			id := st.occ[f]
			st.occ[f], st.moved = 0, &st.men[id-1]
			z.quietCandidates(f, t)
			st.occ[f], st.moved = id, nil
		default:
			id := st.occ[f]
			st.occ[f], st.moved = 0, &st.men[id-1]
			z.candidates(f, t, leap, noSiege)
			st.occ[f], st.moved = id, nil
		}
		if !noSiege {
			z.hemmedCandidates(f, t) // marks for a siege alone
		}
	}
	fl := evalFlags(0)
	if leap {
		fl = evSiegeOnly
	}
	z.after = z.after[:0]
	// The targets to judge: under noSiege the candidates only (a man marked
	// for a siege alone has none to fear); most moves have none at all.
	todo := z.cand
	if !noSiege {
		todo[0] |= z.siegeCand[0]
		todo[1] |= z.siegeCand[1]
	}
	if !leap {
		if todo == [2]uint64{} {
			return z.after
		}
		st.doMove(f, t)
	}
	z.judgeTargets(f, t, todo, fl, noSiege)
	st.undoMove(f, t)
	return z.after
}

// judgeTargets judges the targets todo after the move f→t (made), into
// z.after, keeping what did not hold before: a target not among z.cand
// only for a siege; under noSiege, none.
func (z *Analyzer) judgeTargets(f, t board.Square, todo [2]uint64, fl evalFlags, noSiege bool) {
	st := &z.st
	mover := st.p.ToMove
	for w := 0; w < 2 && todo != [2]uint64{}; w++ {
		for b := todo[w]; b != 0; b &= b - 1 {
			target := board.Square(w*64 + bits.TrailingZeros64(b))
			tfl := fl
			switch {
			case z.cand[w]&(1<<(target&63)) == 0:
				tfl |= evSiegeOnly
			case noSiege:
				tfl |= evNoSiege
			}
			start := len(z.after)
			// Only target's lines through f and t changed: relations of other
			// lines' men alone held before (evalFocused).
			z.after = st.evalFocused(target, mover, tfl, st.g.toward[target][f]|st.g.toward[target][t], z.after)
			keep := start
			for i := start; i < len(z.after); i++ {
				if !z.heldBefore(&z.after[i], f, t) {
					if keep != i { // an instance is large to copy
						z.after[keep] = z.after[i]
					}
					keep++
				}
			}
			z.after = z.after[:keep]
		}
	}
}

// leapSieges is moveInsts for a leap where markClosable's screen is exact:
// the sieges the leaper on t brings about, of the men it found t could
// besiege (closers), judged for a siege alone, appended to out.
func (z *Analyzer) leapSieges(f, t board.Square, out []inst) []inst {
	st := &z.st
	if !st.rels.has(Siege) {
		return out
	}
	mover := st.p.ToMove
	st.doMove(f, t)
	for w, c := range z.closers[t] {
		for b := c; b != 0; b &= b - 1 {
			target := board.Square(w*64 + bits.TrailingZeros64(b))
			start := len(out)
			out = st.siege(target, st.at(target), mover, [nDirs]uint8{}, evSiegeOnly, out)
			if st.prisoners && len(out) > start {
				out = st.dropPrisoners(out, start) // a set prisoner closes no siege
			}
			if len(out) > start && z.heldBefore(&out[start], f, t) {
				out = out[:start] // besieged before
			}
		}
	}
	st.undoMove(f, t)
	return out
}

// lookRays are the rays a look to lookLim covers: whole under eruption,
// else their first three squares.
func (st *state) lookRays() *[board.MaxSquares][nDirs][2]uint64 {
	if st.lookLim <= 3 {
		return &st.g.ray3
	}
	return &st.g.ray
}

// lookLines are the lines (both rays of a direction) that lookRays covers.
func (st *state) lookLines() *[board.MaxSquares][nDirs / 2][2]uint64 {
	if st.lookLim <= 3 {
		return &st.g.line3
	}
	return &st.g.line
}

func (z *Analyzer) addCand(sq board.Square)      { z.cand[sq>>6] |= 1 << (sq & 63) }
func (z *Analyzer) addSiegeCand(sq board.Square) { z.siegeCand[sq>>6] |= 1 << (sq & 63) }

// candidates marks the enemy men whose relations the move f→t could have
// changed, looking out of t with the mover lifted off f (a leap: made on
// the compact board; see moveInsts): a new relation needs the
// mover standing in it, or a line opened through f. Without +jump, +pass
// and fulke1's +progression only the first man on each line out of f and t
// can be concerned; with them every enemy man is judged. noSiege: no
// siege can begin (see moveInsts), so none is marked for one alone.
func (z *Analyzer) candidates(f, t board.Square, leap, noSiege bool) {
	st := &z.st
	z.cand, z.siegeCand = [2]uint64{}, [2]uint64{}
	mover := st.p.ToMove
	if st.judgeAll {
		for sq := 0; sq < st.squares; sq++ {
			if id := st.occ[sq]; id != 0 && st.men[id-1].side != mover {
				z.addCand(board.Square(sq))
			}
		}
		return
	}
	a := st.moved // the mover, lifted off f (or, after a leap, on t)
	rays, lim, rt := &st.g.rayLen[t], st.lookLim, &st.lookRays()[t]
	if leap {
		// A leap takes by siege alone: it concerns the men whose draught
		// it closes, no farther than the longest draught.
		lim, rt = st.reachLim, &st.g.ray3[t]
	}
	nbAdd, erupt := st.addMode != addByReach, st.rels.has(Eruption)
	for dirs := raysHolding(rt, z.enemies); dirs != 0; dirs &= dirs - 1 {
		d := bits.TrailingZeros8(dirs)
		x, k := st.firstMan(t, d, min(int(rays[d]), lim))
		if x == nil || x.side == mover {
			continue
		}
		if k > st.reachLim {
			// Beyond every draught (not after a leap): only an eruption.
			if both := a.single && x.single; erupt && (both && st.eruptSingles(a, x, k) || !both && st.eruptOK(a, x, k)) {
				z.addCand(x.sq)
			}
			continue
		}
		if !leap {
			// reach: a draught of k squares (a longer look only erupts:
			// 1<<k is 0).
			reach, nb := a.moves.dist[d]&(1<<k) != 0, k == 1 && nbAdd
			both := a.single && x.single
			if (reach || nb) && z.mayTake(a, x, f, reach, nb) || erupt && (both && st.eruptSingles(a, x, k) || !both && st.eruptOK(a, x, k)) {
				z.addCand(x.sq)
				continue
			}
		}
		// A siege the move brings about has the mover among its closers
		// (or a hemmed man's, see hemmedList): it closes a draught of x
		// (a side of its ring).
		if !noSiege && (st.spec.siege != siegeNeighbours && x.moves.maxDist(opp(d)) >= k || st.spec.siege == siegeNeighbours && k == 1) {
			z.addSiegeCand(x.sq)
		}
	}
	if leap {
		return
	}
	fc, fs := &z.fCand[f], &z.fSiege[f]
	z.cand[0] |= fc[0]
	z.cand[1] |= fc[1]
	z.siegeCand[0] |= fs[0]
	z.siegeCand[1] |= fs[1]
}

// quietMove reports whether the ordinary move f→t surely takes nothing,
// found by moveInsts' screens in their commonest case only (moveScreen):
// the move can begin no siege (mayBesiege), and neither a line through f
// (linesThrough) nor the look out of t (candidates) concerns an enemy. It
// is moveInsts without its other cases and without the move; on a false
// answer moveInsts judges the move, with the candidates found here
// (candF, candT).
func (z *Analyzer) quietMove(f, t board.Square) bool {
	st := &z.st
	if !z.closableReady || z.closable[t>>6]&(1<<(t&63)) != 0 {
		return false
	}
	if z.fDone[f>>6]&(1<<(f&63)) == 0 {
		z.linesThrough(f)
	}
	id := st.occ[f]
	a := &st.men[id-1]
	st.occ[f] = 0 // the mover lifted: a line back through f goes on
	var cand [2]uint64
	rays, lim, rt := &st.g.rayLen[t], st.lookLim, &st.lookRays()[t]
	for dirs := raysHolding(rt, z.enemies); dirs != 0; dirs &= dirs - 1 {
		d := bits.TrailingZeros8(dirs)
		x, k := st.firstMan(t, d, min(int(rays[d]), lim))
		if x == nil || x.side == a.side {
			continue
		}
		// candidates' test, with no siege to begin and no addition by
		// neighbours.
		both := a.single && x.single
		if k <= st.reachLim && a.moves.dist[d]&(1<<k) != 0 && z.mayTakeByReach(a, x, f) ||
			both && st.eruptSingles(a, x, k) || !both && st.eruptOK(a, x, k) {
			cand[x.sq>>6] |= 1 << (x.sq & 63)
		}
	}
	st.occ[f] = id
	fc := &z.fCand[f]
	cand[0] |= fc[0]
	cand[1] |= fc[1]
	z.cand, z.siegeCand = cand, z.fSiege[f]
	z.candF, z.candT = f, t
	return cand == [2]uint64{}
}

// quietCandidates is candidates for a quiet move (see moveInsts): the
// enemy men the mover on t reaches and may take, and those of the lines
// through f.
func (z *Analyzer) quietCandidates(f, t board.Square) {
	st := &z.st
	z.cand, z.siegeCand = [2]uint64{}, [2]uint64{}
	// The mover, lifted off f.
	a := st.moved
	rays, rt := &st.g.rayLen[t], &st.lookRays()[t] // no eruption: lookLim is reachLim
	for dirs := raysHolding(rt, z.enemies); dirs != 0; dirs &= dirs - 1 {
		d := bits.TrailingZeros8(dirs)
		mask := a.moves.dist[d] // bit k: a draught of k squares
		if mask == 0 {
			continue
		}
		x, k := st.firstMan(t, d, min(int(rays[d]), bits.Len8(mask)-1))
		if x != nil && x.side != a.side && mask&(1<<k) != 0 && z.mayTakeByReach(a, x, f) {
			z.addCand(x.sq)
		}
	}
	fc, fs := &z.fCand[f], &z.fSiege[f]
	z.cand[0] |= fc[0]
	z.cand[1] |= fc[1]
	z.siegeCand[0] |= fs[0]
	z.siegeCand[1] |= fs[1]
}

// mayTakeByReach is mayTake by reach alone, which depends on the man that
// moves and the target, not on the square it reaches: remembered per man.
func (z *Analyzer) mayTakeByReach(a, x *man, f board.Square) bool {
	w, bit := x.sq>>6, uint64(1)<<(x.sq&63)
	if z.mtKnown[f][w]&bit == 0 {
		z.mtKnown[f][w] |= bit
		if z.mayTake(a, x, f, true, false) {
			z.mtYes[f][w] |= bit
		}
	}
	return z.mtYes[f][w]&bit != 0
}

// mayTake is the cheap arithmetic screen of a target x that the mover a,
// now on t, touches (reach: a reaches x; nb: a stands next to it, for
// addition by neighbours): false when no relation with a among its takers
// but eruption (which eruptOK screens) can hold. A new relation without a is
// a siege, or comes through a line opened at f (then linesThrough has made
// x a candidate). a's partners in two-man relations by reach are the men
// that reached x before the move (a line through t only closes).
func (z *Analyzer) mayTake(a, x *man, f board.Square, reach, nb bool) bool {
	if reach && !nb && a.a1-a.a0 == 1 && x.nv-x.t0 == 1 && a.marks == 0 {
		return z.singlesMayTake(a, x, f) // most of the board
	}
	if reach && z.reachMayTake(a, x, f) {
		return true
	}
	return nb && z.st.rels.has(Addition) && z.neighboursMayTake(a, x)
}

// singlesMayTake is mayTake for two single men, a reaching x: equality,
// or a pair with one of x's reachers before the move.
func (z *Analyzer) singlesMayTake(a, x *man, f board.Square) bool {
	st := &z.st
	av, tv := a.vals[a.a0], x.vals[x.t0]
	if av == tv && st.rels.has(Equality) {
		return true
	}
	ops := st.pairOps
	if ops == 0 {
		return false
	}
	n := st.nReach[x.sq]
	if n == unknownReach || ops&opProg != 0 && n > 0 {
		return true
	}
	for _, sq := range st.reachers[x.sq][:n] {
		if sq == f {
			continue // the mover itself, before its move
		}
		b := &st.men[st.occ[sq]-1]
		for _, bv := range b.vals[b.a0:b.a1] {
			if pairTakes(ops, av, bv, tv) {
				return true
			}
		}
	}
	return false
}

// reachMayTake is mayTake's screen of the relations by reach, any values:
// equality, cossic signs, a pair with one of x's reachers before the move.
func (z *Analyzer) reachMayTake(a, x *man, f board.Square) bool {
	st := &z.st
	avals := a.vals[a.a0:a.a1]
	tvals := x.vals[x.t0:x.nv]
	rels := st.rels
	if rels.has(Equality) {
		for _, tv := range tvals {
			for _, av := range avals {
				if av == tv {
					return true
				}
			}
		}
	}
	if rels.has(Cossic) && a.marks != 0 && x.marks != 0 && len(avals) > 0 && len(tvals) > 0 && cossicHolds(a, x, avals[0], tvals[0]) {
		return true
	}
	ops := st.pairOps
	if ops == 0 {
		return false
	}
	n := st.nReach[x.sq]
	if n == unknownReach {
		return true
	}
	for _, sq := range st.reachers[x.sq][:n] {
		if sq == f {
			continue // the mover itself, before its move
		}
		if ops&opProg != 0 {
			return true // parlett's, by reach (fulke1's judges every man)
		}
		b := &st.men[st.occ[sq]-1]
		for _, bv := range b.vals[b.a0:b.a1] {
			for _, av := range avals {
				if pairTakesAny(ops, av, bv, tvals) {
					return true
				}
			}
		}
	}
	return false
}

// neighboursMayTake is mayTake's screen of addition (fulke2+next: and
// subtraction) by two of x's neighbours, the mover one of them: the board
// is as after the move but for the mover itself, lifted off f, which is
// not counted.
func (z *Analyzer) neighboursMayTake(a, x *man) bool {
	st := &z.st
	avals := a.vals[a.a0:a.a1]
	tvals := x.vals[x.t0:x.nv]
	sub := st.addMode == addByNext && st.rels.has(Subtraction)
	rays := &st.g.rayLen[x.sq]
	for d := 0; d < nDirs; d++ {
		if rays[d] == 0 {
			continue
		}
		s := int(x.sq) + dirStep[d]
		id := st.occ[s]
		if id == 0 || st.side[s] != a.side || &st.men[id-1] == a {
			continue
		}
		b := &st.men[id-1]
		for _, bv := range b.vals[b.a0:b.a1] {
			for _, av := range avals {
				if pairMayTake(av, bv, tvals, true, sub, false, false) {
					return true
				}
			}
		}
	}
	return false
}

// hemmedCandidates marks the hemmed men (parlett's blockade candidates)
// whose siege the move f→t could have brought about: a move off the lines
// through such a man and its closers leaves its siege as it was.
func (z *Analyzer) hemmedCandidates(f, t board.Square) {
	for _, h := range z.st.hemmedList {
		if h.zone[f>>6]&(1<<(f&63)) != 0 || h.zone[t>>6]&(1<<(t&63)) != 0 {
			z.addSiegeCand(h.sq)
		}
	}
}

// linesThrough computes, before any move of the man on f, the targets a
// line opened through f could concern: the first enemy man on one side
// when the first man on the other side is the mover's and reaches it or
// may take it by eruption across f (and, under parlett, a man whose
// draught runs through f). With the move made a man may stand on one of
// these lines at t: then the line is no longer open, and the targets
// marked here are a superset of those concerned, which judging filters.
func (z *Analyzer) linesThrough(f board.Square) {
	st := &z.st
	mover := st.p.ToMove
	z.fDone[f>>6] |= 1 << (f & 63)
	z.mtKnown[f], z.mtYes[f] = [2]uint64{}, [2]uint64{}
	if z.blocksDone {
		z.linesThroughBlocks(f)
		return
	}
	cand, siege := z.cand, z.siegeCand
	z.cand, z.siegeCand = [2]uint64{}, [2]uint64{}
	rays, lim, lf := &st.g.rayLen[f], st.lookLim, &st.lookLines()[f]
	e0, e1 := z.enemies[0], z.enemies[1]
	for d := 0; d < nDirs/2; d++ {
		if e0&lf[d][0]|e1&lf[d][1] == 0 {
			continue // no enemy on the line
		}
		x, kx := st.firstMan(f, d, min(int(rays[d]), lim))
		y, ky := st.firstMan(f, opp(d), min(int(rays[opp(d)]), lim))
		if x == nil || y == nil {
			if st.spec.siege == siegeBlockade {
				z.blockadeNear(x, kx, d)
				z.blockadeNear(y, ky, opp(d))
			}
			continue
		}
		k := kx + ky
		both := x.single && y.single
		erupt := st.rels.has(Eruption)
		if x.side != mover && y.side == mover && (y.moves.has(d, k) || erupt && (both && st.eruptSingles(y, x, k) || !both && st.eruptOK(y, x, k))) {
			z.addCand(x.sq)
		}
		if y.side != mover && x.side == mover && (x.moves.has(opp(d), k) || erupt && (both && st.eruptSingles(x, y, k) || !both && st.eruptOK(x, y, k))) {
			z.addCand(y.sq)
		}
		if st.spec.siege == siegeBlockade {
			z.blockadeNear(x, kx, d)
			z.blockadeNear(y, ky, opp(d))
		}
	}
	z.fCand[f], z.fSiege[f] = z.cand, z.siegeCand
	z.cand, z.siegeCand = cand, siege
}

// linesThroughBlocks is linesThrough from the blocks the before pass
// recorded: an enemy man whose line the man on f closes first, and the
// first man beyond f on that line (looked for as linesThrough looks).
func (z *Analyzer) linesThroughBlocks(f board.Square) {
	st := &z.st
	var cand [2]uint64
	if st.blockSet[f>>6]&(1<<(f&63)) != 0 {
		rays, lim := &st.g.rayLen[f], st.lookLim
		mover := st.p.ToMove
		for r := st.blockHead[f]; r >= 0; {
			b := &st.blocks[r]
			r = b.next
			d := int(b.d)
			y, ky := st.firstMan(f, d, min(int(rays[d]), lim))
			if y == nil || y.side != mover {
				continue
			}
			x := st.at(b.target)
			k := int(b.k) + ky
			both := x.single && y.single
			if y.moves.has(opp(d), k) || both && st.eruptSingles(y, x, k) || !both && st.eruptOK(y, x, k) {
				cand[b.target>>6] |= 1 << (b.target & 63)
			}
		}
	}
	z.fCand[f], z.fSiege[f] = cand, [2]uint64{}
}

// blockadeNear: under parlett a man whose draught ran through f (it was
// blocked there by the mover) may now be hemmed by others it cannot take.
func (z *Analyzer) blockadeNear(x *man, k, d int) {
	if x != nil && x.side != z.st.p.ToMove && x.moves.maxDist(opp(d)) >= k {
		z.addSiegeCand(x.sq)
	}
}

// eruptSingles is eruptOK for two single men (most of the board), small
// enough to be inlined in the hot loops, which call eruptOK (too large to
// inline) for a pyramid only, as
//
//	both := a.single && x.single
//	both && st.eruptSingles(a, x, k) || !both && st.eruptOK(a, x, k)
func (st *state) eruptSingles(a, x *man, k int) bool {
	d := int64(k) + st.eruptAdd // the factor: below 2, or eruption not a relation, none
	return d >= 2 && st.erupts(a.vals[0], x.vals[0], d)
}

// eruptOK: could a, k squares from x on a clear line, take x by eruption?
func (st *state) eruptOK(a, x *man, k int) bool {
	d := int64(k) + st.eruptAdd // the factor: below 2, or eruption not a relation, none
	if d < 2 {
		return false
	}
	// Never divided: the factors are multiplied, each once. A value of 0
	// (possible only in positions built in code) takes and falls to none.
	if a.a1-a.a0 == 1 {
		av := a.vals[a.a0]
		if x.nv-x.t0 == 1 { // two single men: most of the board
			return st.erupts(av, x.vals[x.t0], d)
		}
		if av == 0 {
			return false
		}
		// One man against a pyramid's values: av*d worked once.
		avd := av * d
		for _, tv := range x.vals[x.t0:x.nv] {
			if tv == avd || st.eruptDiv && tv*d == av {
				return true
			}
		}
		return false
	}
	avals := a.vals[a.a0:a.a1]
	if x.nv-x.t0 == 1 { // a pyramid against one man: the loop over the target's values spared
		tv := x.vals[x.t0]
		return tv != 0 && st.anyErupts(avals, tv, d)
	}
	for _, tv := range x.vals[x.t0:x.nv] {
		if tv != 0 && st.anyErupts(avals, tv, d) {
			return true
		}
	}
	return false
}

// anyErupts reports whether one of avals takes tv (not 0) by eruption with
// the factor d: tv*d worked once, each value multiplied once.
func (st *state) anyErupts(avals []int64, tv, d int64) bool {
	td := tv * d
	if !st.eruptDiv {
		td = -1 // no value is
	}
	for _, av := range avals {
		if av*d == tv || av == td {
			return true
		}
	}
	return false
}

// erupts reports whether value av takes tv by eruption with the factor d
// (at least 2). Values are not negative: av*d == tv means av < tv, and
// av == tv*d means av > tv, unless tv is 0.
func (st *state) erupts(av, tv, d int64) bool {
	return tv != 0 && (av*d == tv || st.eruptDiv && av == tv*d)
}

// takesBefore reports whether the mover's man on attacker is a taker of some
// relation that holds now (with any of its values).
func (z *Analyzer) takesBefore(attacker board.Square) bool {
	for i := range z.before {
		in := &z.before[i]
		for j := 0; j < int(in.n); j++ {
			if in.by[j] == attacker {
				return true
			}
		}
	}
	return false
}

// attackAction is the attack of the man m on attacker with its value vi: a
// layer's value is named ("c8x=9"), a man's or a whole pyramid's is not.
func attackAction(attacker board.Square, m *man, vi int) Action {
	a := Action{Kind: Attack, From: attacker, To: attacker}
	if m.shape == board.Pyramid && m.lay[vi] >= 0 {
		a.Value = uint16(m.vals[vi])
	}
	return a
}

// attackValue is the value an attack acts with, and whether the attacker
// has it: a named layer's value, else the man's only value or a complete
// pyramid's whole value.
func attackValue(m *man, a Action) (int64, bool) {
	for vi := int(m.a0); vi < int(m.a1); vi++ {
		if attackAction(a.From, m, vi) == a {
			return m.vals[vi], true
		}
	}
	return 0, false
}

// attackInsts computes into z.after what a nemec attack takes: every
// instance in which the attacker is a taker, acting with the one value the
// action names for all its captures ("c8x=9"; the player chooses).
func (z *Analyzer) attackInsts(a Action) []inst {
	st := &z.st
	attacker := a.From
	z.after = z.after[:0]
	m := st.at(attacker)
	if m == nil || m.shape != board.Pyramid && a.Value != 0 {
		return z.after
	}
	v := m.vals[0]
	if m.shape == board.Pyramid {
		for _, sp := range z.atkSpans {
			if sp.a == a {
				return z.atk[sp.lo:sp.hi:sp.hi]
			}
		}
		var ok bool
		if v, ok = attackValue(m, a); !ok {
			return z.after
		}
	}
	for i := range z.before {
		if z.before[i].has(attacker) {
			z.after = append(z.after, z.before[i])
		}
	}
	if len(z.after) == 0 || m.a1-m.a0 < 2 {
		return z.after
	}
	// The targets concerned, before restricting the pyramid's value: the
	// instances acting with v alone are some of those with any value (the
	// same relation, part and takers), and only those whose numbers hold
	// with v.
	var targets [2]uint64
	for i := range z.after {
		if target := z.after[i].target; z.holdsWith(&z.after[i], attacker, v) {
			targets[target>>6] |= 1 << (target & 63)
		}
	}
	if targets == [2]uint64{} {
		return z.after[:0]
	}
	z.restrictedAttack(attacker, v, targets, st.p.ToMove)
	z.after = append(z.after[:0], z.tmp...)
	return z.after
}

// holdsWith reports whether instance in, which has the man on attacker among its
// takers, could hold with A acting with value v: its relation's numbers
// with v (a siege, and any relation not worked here, always).
func (z *Analyzer) holdsWith(in *inst, attacker board.Square, v int64) bool {
	st := &z.st
	tv := in.tval
	switch in.rel {
	case Equality:
		return v == tv
	case Eruption:
		d := int64(in.dist)
		return st.erupts(v, tv, d)
	case Addition, Subtraction, Multiplication, Division:
		if in.n != 2 {
			return true
		}
		b := st.at(in.by[0])
		if in.by[0] == attacker {
			b = st.at(in.by[1])
		}
		for _, bv := range b.vals[b.a0:b.a1] {
			if ok, _ := pairHolds(in.rel, v, bv, tv); ok {
				return true
			}
		}
		return false
	}
	return true
}

// restrictedAttack fills z.tmp with the instances of the man on attacker when it acts with value v
// only, and scores them: men (or layers) taken and their value.
func (z *Analyzer) restrictedAttack(attacker board.Square, v int64, targets [2]uint64, mover board.Side) (int, int64) {
	st := &z.st
	st.restrictSq, st.restrictVal = attacker, v
	z.tmp = z.tmp[:0]
	for w := 0; w < 2; w++ {
		for b := targets[w]; b != 0; b &= b - 1 {
			target := board.Square(w*64 + bits.TrailingZeros64(b))
			start := len(z.tmp)
			z.tmp = st.evalTarget(target, mover, 0, z.tmp)
			keep := start
			for i := start; i < len(z.tmp); i++ {
				if z.tmp[i].has(attacker) {
					z.tmp[keep] = z.tmp[i]
					keep++
				}
			}
			z.tmp = z.tmp[:keep]
		}
	}
	st.restrictSq = board.NoSquare
	count, sum := 0, int64(0)
	forParts(z.tmp, func(target board.Square, layer int8, insts []inst) {
		count++
		sum += insts[0].tval
	})
	return count, sum
}

// forParts groups instances (sorted by target, then layer: see
// evalTarget) into what is taken: the whole man or pyramid when any
// instance takes it whole, else each layer that some instance takes.
func forParts(insts []inst, fn func(target board.Square, layer int8, insts []inst)) {
	for i := 0; i < len(insts); {
		j := i
		for j < len(insts) && insts[j].target == insts[i].target {
			j++
		}
		group := insts[i:j]
		for x := 0; x < len(group); {
			y := x
			for y < len(group) && group[y].layer == group[x].layer {
				y++
			}
			fn(group[x].target, group[x].layer, group[x:y])
			if group[x].layer < 0 {
				break // taken whole: its layers go with it
			}
			x = y
		}
		i = j
	}
}
