package engine

import (
	"math/bits"

	"github.com/rithmo/rithmo/rules/arith"
	"github.com/rithmo/rithmo/rules/board"
)

// inst is one relation instance: a target (a man, a whole pyramid or one
// layer) and the men that take it by one relation, with the numbers used.
// Its identity (for "did this hold before the move?") is the relation, the
// target part and the set of takers; a siege is identified by its target
// alone, whoever closes it.
type inst struct {
	rel    Relation
	layer  int8 // -1: the whole man or pyramid; else the pyramid layer
	n      uint8
	target board.Square
	by     [8]board.Square
	vals   [3]int64
	parts  [3]Part
	tval   int64
	dist   int8
	power  arith.Power
	rootBy bool
	prop   arith.Proportion
	shape  uint8 // progression (fulke1): formLine, formAngle, formSquare
	lying  bool
	diag   bool
	edge   bool
}

// Part says what of a pyramid acts or is taken.
type Part uint8

const (
	PartMan   Part = iota // a single man
	PartWhole             // a complete pyramid, with its whole value
	PartLayer             // one layer of a pyramid
)

// contact is a man of the takers' side on one of a target's lines that
// reaches it or may take it by eruption.
type contact struct {
	sq    board.Square
	id    uint8
	reach bool
	erupt int8 // eruption distance as the rule set counts it; 0: none
	// focus: on a line of target the move judged changed (see evalFocused);
	// a contact without it acts only as a partner of one with it.
	focus bool
}

const maxContacts = 40

// Neighbour codes in a target's ring: 0 empty, edgeNb off the board, else
// 1 + index into men.
const edgeNb = 0xff

type evalFlags uint8

const (
	evNoSiege      evalFlags = 1 << iota // parlett's blockade asks what the hemmed man could take, siege aside
	evSiegeOnly                          // flying moves take by siege alone
	evRecordHemmed                       // remember targets hemmed in by enemies and edges (parlett)
	evRecordReach                        // remember the takers' men that reach the target (mayTake's partners)
	evClassify                           // a draught siege's walk leaves classOpen, classEdge (markClosable's)
)

// valuesOf returns the values a man may act with (a pyramid: its whole value
// while complete, any layer's value), honouring a restriction to one value.
func (st *state) valuesOf(m *man) (vals []int64, parts []int8) {
	if m.sq == st.restrictSq {
		for i := m.a0; i < m.a1; i++ {
			if m.vals[i] == st.restrictVal {
				return m.vals[i : i+1], m.lay[i : i+1]
			}
		}
		return nil, nil
	}
	return m.vals[m.a0:m.a1], m.lay[m.a0:m.a1]
}

func partOf(m *man, layer int8) Part {
	switch {
	case m.shape != board.Pyramid:
		return PartMan
	case layer < 0:
		return PartWhole
	}
	return PartLayer
}

// gather walks the eight lines out of target and lists the takers' men that
// reach target or stand for an eruption, and target's ring of neighbours.
// A contact on a line outside focus (one a move left as it was) is marked
// so: it acts only as a partner of one in focus (see evalFocused).
func (st *state) gather(target board.Square, takers board.Side, focus uint8, cs *[maxContacts]contact) (n int, ring [nDirs]uint8) {
	if !st.jump && !st.pass {
		if !st.ringless {
			ring = st.ringOf(target)
		}
		// Only the first man on each line can reach target or erupt onto it: on
		// a line without a taker's man there is none to look for.
		rays := &st.g.rayLen[target]
		dirs := raysHolding(&st.lookRays()[target], st.menOf(takers))
		st.lookDirs = dirs
		for ; dirs != 0; dirs &= dirs - 1 {
			d := bits.TrailingZeros8(dirs)
			x, k := st.nearestOn(rays, target, d, st.lookLim)
			if x < 0 || st.side[x] != takers {
				continue
			}
			id := st.occ[x]
			if st.recordBlock {
				st.addBlock(target, x, d, k)
			}
			a := &st.men[id-1]
			reach := a.moves.has(opp(d), k)
			// The eruption's factor: k+1 or k-1 by eruptAdd (far below 2
			// when eruption is no relation), none below 2.
			var e int8
			if f := int64(k) + st.eruptAdd; f >= 2 {
				e = int8(f)
			}
			if !reach && (e == 0 || st.noEruption(a, target, int64(e))) {
				continue // most men on target's lines neither reach nor erupt
			}
			if n < maxContacts {
				cs[n] = contact{sq: board.Square(x), id: id, reach: reach, erupt: e, focus: focus&(1<<d) != 0}
				n++
			}
		}
		return n, ring
	}
	return st.gatherWalk(target, takers, cs)
}

// gatherWalk is gather under +jump and +pass, where men pass others: each
// line is walked past the first man (four squares at least, farther while
// +jump's eruption may still reach over the takers' own men).
func (st *state) gatherWalk(target board.Square, takers board.Side, cs *[maxContacts]contact) (n int, ring [nDirs]uint8) {
	erupt := st.rels.has(Eruption)
	inclusive := st.spec.eruption == distInclusive
	for d := 0; d < nDirs; d++ {
		span := int(st.g.rayLen[target][d])
		if span == 0 {
			ring[d] = edgeNb
			continue
		}
		back := opp(d) // the direction a man on this line moves to reach target
		s := int(target)
		occupied, other := 0, 0
		for k := 1; k <= span; k++ {
			s += dirStep[d]
			id := st.occ[s]
			if id == 0 {
				continue
			}
			if k == 1 {
				ring[d] = id
			}
			if st.side[s] == takers {
				m := &st.men[id-1]
				reach := m.moves.has(back, k) &&
					(occupied == 0 || st.pass && (m.shape == board.Triangle || m.shape == board.SquareShape) || st.jump && other == 0)
				var e int8
				if erupt {
					switch {
					case inclusive && (occupied == 0 || st.jump && other == 0):
						e = int8(k + 1)
					case !inclusive && occupied == 0 && k >= 3:
						e = int8(k - 1)
					}
				}
				if (reach || e != 0) && n < maxContacts {
					cs[n] = contact{sq: board.Square(s), id: id, reach: reach, erupt: e, focus: true}
					n++
				}
			} else {
				other++
			}
			occupied++
			if k >= 4 && !(st.jump && other == 0 && inclusive && erupt) {
				break
			}
		}
	}
	return n, ring
}

// noEruption reports whether a, a single man, cannot take the single man
// on target by eruption with the factor d (false when either has more values).
func (st *state) noEruption(a *man, target board.Square, d int64) bool {
	id := st.occ[target]
	if id == 0 || a.a1-a.a0 != 1 {
		return false
	}
	tm := &st.men[id-1]
	return tm.nv-tm.t0 == 1 && !st.erupts(a.vals[a.a0], tm.vals[tm.t0], d)
}

// ringOf returns target's ring of neighbours, by direction: 0 empty, edgeNb
// off the board, else 1 + index into men.
func (st *state) ringOf(target board.Square) (ring [nDirs]uint8) {
	for d := 0; d < nDirs; d++ {
		if st.g.rayLen[target][d] == 0 {
			ring[d] = edgeNb
		} else {
			ring[d] = st.occ[int(target)+dirStep[d]]
		}
	}
	return ring
}

// evalTarget appends every relation instance in which men of the takers'
// side take the man on target (target's army is the other side).
func (st *state) evalTarget(target board.Square, takers board.Side, fl evalFlags, out []inst) []inst {
	return st.evalFocused(target, takers, fl, allDirs, out)
}

// evalFocused is evalTarget after a move that changed only target's lines in
// the directions focus (those through the squares the mover left and
// reached): on any other line the first man, its distance, its reach and
// its eruption are as they were, so a relation of one man, or of two, in
// which no taker stands on a focused line held before the move and is left
// out. Sieges and relations of neighbours (lying weight, fulke1's arrays)
// are judged whole. Under +jump and +pass, where men pass others, every
// line is in focus.
func (st *state) evalFocused(target board.Square, takers board.Side, fl evalFlags, focus uint8, out []inst) []inst {
	tm := st.at(target)
	if tm == nil || tm.side == takers {
		return out
	}
	start := len(out)
	// The contacts live in the state, not zeroed on the stack for every
	// target: they are read before siege, whose judging of the closers
	// calls evalTarget again and overwrites them.
	cs := &st.contacts
	var nc int
	var ring [nDirs]uint8
	if fl&evSiegeOnly == 0 || st.spec.siege == siegeNeighbours {
		nc, ring = st.gather(target, takers, focus, cs)
		if fl&evRecordReach != 0 {
			st.recordReach(target, cs[:nc])
		}
	}
	rels := st.rels
	if fl&evSiegeOnly == 0 {
		if nc != 0 { // most targets have no contact: spare the call
			out = st.byContacts(target, tm, cs[:nc], out)
		}
		if st.addMode != addByReach && rels.has(Addition) {
			out = st.lyingWeight(target, tm, takers, ring, out)
		}
		if rels.has(Progression) && st.rules.Set == board.Fulke1 {
			out = st.proportionByArray(target, tm, takers, out)
		}
	}
	if rels.has(Siege) && fl&evNoSiege == 0 {
		out = st.siege(target, tm, takers, ring, fl, out)
	}
	if st.prisoners && len(out) > start {
		out = st.dropPrisoners(out, start)
	}
	if len(out)-start > 1 { // most targets fall to nothing: spare the call
		sortByLayer(out[start:])
	}
	return out
}

// dropPrisoners removes from out[start:] every instance with a set
// prisoner among its takers or closers: "the enemies men taken, may serue
// onely to celebrate a triumphe, but not to fight on his syde that taketh
// them". A prisoner is no A or B of any relation and closes no siege (a
// draught it closes is closed by no adversary); the fast paths judge it as
// a man of its colour, and this is where it is left out.
func (st *state) dropPrisoners(out []inst, start int) []inst {
	kept := out[:start]
	for i := start; i < len(out); i++ {
		if !st.prisonerAmong(&out[i]) {
			kept = append(kept, out[i])
		}
	}
	return kept
}

// prisonerAmong reports whether a set prisoner is one of in's takers.
func (st *state) prisonerAmong(in *inst) bool {
	for _, sq := range in.by[:in.n] {
		if m := st.at(sq); m != nil && m.prisoner {
			return true
		}
	}
	return false
}

// byContacts appends the relations in which the takers' men that reach target
// or stand for an eruption onto it take it (cs: gather's contacts): one
// man's (equality, cossic signs, eruption) and two men's by reach (pairs).
// Most targets have none, and evalFocused spares them the call.
func (st *state) byContacts(target board.Square, tm *man, cs []contact, out []inst) []inst {
	rels := st.rels
	tvals, tlays := tm.vals[tm.t0:tm.nv], tm.lay[tm.t0:tm.nv]
	single := tm.single && st.restrictSq == board.NoSquare
	for i := range cs {
		c := &cs[i]
		if !c.focus {
			continue // a partner only (see evalFocused)
		}
		a := &st.men[c.id-1]
		if single && a.single {
			// Two single men, most of the board: one value each.
			av, tv := a.vals[0], tm.vals[0]
			if c.reach && av == tv && rels.has(Equality) {
				out = append(out, inst{rel: Equality, layer: -1, n: 1, target: target, by: [8]board.Square{c.sq},
					vals: [3]int64{av}, parts: [3]Part{PartMan}, tval: tv})
			}
			if c.reach && a.marks != 0 && tm.marks != 0 && rels.has(Cossic) && cossicHolds(a, tm, av, tv) {
				p, rootFirst := arith.Cossic(av, tv)
				out = append(out, inst{rel: Cossic, layer: -1, n: 1, target: target, by: [8]board.Square{c.sq},
					vals: [3]int64{av}, tval: tv, power: p, rootBy: rootFirst})
			}
			if c.erupt != 0 && st.erupts(av, tv, int64(c.erupt)) {
				out = append(out, inst{rel: Eruption, layer: -1, n: 1, target: target, by: [8]board.Square{c.sq},
					vals: [3]int64{av}, parts: [3]Part{PartMan}, tval: tv, dist: c.erupt})
			}
			continue
		}
		avals, alays := st.valuesOf(a)
		if c.reach && rels.has(Equality) && !(st.spec.pyramidNoEquality && tm.shape == board.Pyramid) {
			for ti, tv := range tvals {
				if tlays[ti] < 0 && tm.wholePair {
					continue // the king's whole number: arithmetic of two men only
				}
				for ai, av := range avals {
					if av == tv {
						out = append(out, inst{rel: Equality, layer: tlays[ti], n: 1, target: target, by: [8]board.Square{c.sq},
							vals: [3]int64{av}, parts: [3]Part{partOf(a, alays[ai])}, tval: tv})
						break
					}
				}
			}
		}
		if c.reach && rels.has(Cossic) && a.marks != 0 && tm.marks != 0 && len(avals) > 0 {
			av, tv := avals[0], tvals[0]
			if cossicHolds(a, tm, av, tv) {
				p, rootFirst := arith.Cossic(av, tv)
				out = append(out, inst{rel: Cossic, layer: -1, n: 1, target: target, by: [8]board.Square{c.sq},
					vals: [3]int64{av}, tval: tv, power: p, rootBy: rootFirst})
			}
		}
		if c.erupt != 0 && (len(avals) != 1 || len(tvals) != 1 || st.erupts(avals[0], tvals[0], int64(c.erupt))) {
			d := int64(c.erupt)
			for ti, tv := range tvals {
				if tlays[ti] < 0 && tm.wholePair {
					continue
				}
				for ai, av := range avals {
					if st.erupts(av, tv, d) {
						out = append(out, inst{rel: Eruption, layer: tlays[ti], n: 1, target: target, by: [8]board.Square{c.sq},
							vals: [3]int64{av}, parts: [3]Part{partOf(a, alays[ai])}, tval: tv, dist: c.erupt})
						break
					}
				}
			}
		}
	}
	if st.addMode == addByReach {
		out = st.pairs(target, tm, cs, out)
	}
	return out
}

// cossicHolds reports whether a, with value av, takes t (value tv) by
// cossic signs: one value a power of the other, the root marked with the
// root's sign and the power with that power's.
func cossicHolds(a, t *man, av, tv int64) bool {
	p, rootFirst := arith.Cossic(av, tv)
	if p == arith.PowerNone {
		return false
	}
	root, power := a.marks, t.marks
	if !rootFirst {
		root, power = t.marks, a.marks
	}
	return root&(1<<arith.Root) != 0 && power&(1<<p) != 0
}

// recordReach keeps the squares of the contacts that reach target (at most
// one a line without +jump or +pass; more mark the list as unknown).
func (st *state) recordReach(target board.Square, cs []contact) {
	n := 0
	for i := range cs {
		if !cs[i].reach {
			continue
		}
		if n == len(st.reachers[target]) {
			st.nReach[target] = unknownReach
			return
		}
		st.reachers[target][n] = cs[i].sq
		n++
	}
	st.nReach[target] = uint8(n)
}

// sortByLayer orders one target's instances by the part they take (whole
// first, then layers top to base), keeping the order of the relations.
func sortByLayer(xs []inst) {
	for i := 1; i < len(xs); i++ {
		for j := i; j > 0 && xs[j].layer < xs[j-1].layer; j-- {
			xs[j], xs[j-1] = xs[j-1], xs[j]
		}
	}
}

// pairRels are the relations of two takers that both reach the target.
var pairRels = [...]Relation{Addition, Subtraction, Multiplication, Division, Progression}

// pairs finds the two-man relations among the men that reach target, pair by
// pair of them: two single men against a single man on target by singlePair,
// any other pair by pairsOf.
func (st *state) pairs(target board.Square, tm *man, cs []contact, out []inst) []inst {
	ops := st.pairOps // by reach: fulke1's progression (by array) is not among them
	if ops == 0 || len(cs) < 2 {
		return out
	}
	single := tm.single && st.restrictSq == board.NoSquare
	for i := 0; i < len(cs); i++ {
		if !cs[i].reach {
			continue
		}
		a := &st.men[cs[i].id-1]
		for j := i + 1; j < len(cs); j++ {
			if !cs[j].reach || !cs[i].focus && !cs[j].focus {
				continue // both unchanged: the pair held before, or not (see evalFocused)
			}
			if b := &st.men[cs[j].id-1]; single && a.single && b.single {
				out = st.singlePair(target, tm.vals[0], a, b, out)
			} else {
				out = st.pairsOf(target, tm, a, b, out)
			}
		}
	}
	return out
}

// pairsOf appends the relations in which a and b, both reaching target, take it
// together: each pair of their values is worked once (sum, difference,
// product, quotient) and matched against every value target may be taken at,
// the instances in the order of pairRels, then of target's values.
func (st *state) pairsOf(target board.Square, tm *man, a, b *man, out []inst) []inst {
	ops := st.pairOps
	tvals, tlays := tm.vals[tm.t0:tm.nv], tm.lay[tm.t0:tm.nv]
	add, sub, mul, div, prog := ops&opAdd != 0, ops&opSub != 0, ops&opMul != 0, ops&opDiv != 0, ops&opProg != 0
	avals, alays := st.valuesOf(a)
	bvals, blays := st.valuesOf(b)
	if len(avals) == 1 && len(bvals) == 1 && !prog && !pairMayTake(avals[0], bvals[0], tvals, add, sub, mul, div) {
		return out // the common case: two single men that take nothing
	}
	// match[r][t] is 1 + the index pair (ai*maxVals+bi) of the first
	// values of a and b that take target's value t by pairRels[r].
	var match [len(pairRels)][maxVals]int16
	var props [maxVals]arith.Proportion
	any := false
	for ai, av := range avals {
		for bi, bv := range bvals {
			sum, diff, prod := av+bv, av-bv, av*bv
			if diff < 0 {
				diff = -diff
			}
			big, small := max(av, bv), min(av, bv)
			code := int16(ai*maxVals + bi + 1)
			for ti, tv := range tvals {
				if add && match[0][ti] == 0 && sum == tv {
					match[0][ti], any = code, true
				}
				if sub && match[1][ti] == 0 && diff == tv {
					match[1][ti], any = code, true
				}
				if mul && match[2][ti] == 0 && prod == tv {
					match[2][ti], any = code, true
				}
				if div && match[3][ti] == 0 && big == small*tv {
					match[3][ti], any = code, true
				}
				if prog && match[4][ti] == 0 {
					if ok, p := pairHolds(Progression, av, bv, tv); ok {
						match[4][ti], props[ti], any = code, p, true
					}
				}
			}
		}
	}
	if !any {
		return out
	}
	for r, rel := range pairRels {
		for ti := range tvals {
			code := match[r][ti]
			if code == 0 {
				continue
			}
			ai, bi := int(code-1)/maxVals, int(code-1)%maxVals
			var prop arith.Proportion
			if rel == Progression {
				prop = props[ti]
			}
			out = append(out, pairInst(rel, target, tlays[ti], tvals[ti], a, alays[ai], avals[ai], b, blays[bi], bvals[bi], prop))
		}
	}
	return out
}

// singlePair is pairsOf for two single men a and b against a single man
// of value tv on target: one sum, difference, product and quotient, the
// instances in the same order.
func (st *state) singlePair(target board.Square, tv int64, a, b *man, out []inst) []inst {
	ops := st.pairOps
	av, bv := a.vals[0], b.vals[0]
	big, small := max(av, bv), min(av, bv)
	if ops&opAdd != 0 && av+bv == tv {
		out = append(out, pairInst(Addition, target, -1, tv, a, -1, av, b, -1, bv, 0))
	}
	if ops&opSub != 0 && big-small == tv {
		out = append(out, pairInst(Subtraction, target, -1, tv, a, -1, av, b, -1, bv, 0))
	}
	if ops&opMul != 0 && av*bv == tv {
		out = append(out, pairInst(Multiplication, target, -1, tv, a, -1, av, b, -1, bv, 0))
	}
	if ops&opDiv != 0 && big == small*tv {
		out = append(out, pairInst(Division, target, -1, tv, a, -1, av, b, -1, bv, 0))
	}
	if ops&opProg != 0 {
		if ok, p := pairHolds(Progression, av, bv, tv); ok {
			out = append(out, pairInst(Progression, target, -1, tv, a, -1, av, b, -1, bv, p))
		}
	}
	return out
}

// pairMayTake reports whether two single values take any of the target's
// values by addition, subtraction, multiplication or division (those on).
func pairMayTake(av, bv int64, tvals []int64, add, sub, mul, div bool) bool {
	sum, diff, prod := av+bv, av-bv, av*bv
	if diff < 0 {
		diff = -diff
	}
	big, small := max(av, bv), min(av, bv)
	for _, tv := range tvals {
		if add && sum == tv || sub && diff == tv || mul && prod == tv || div && big == small*tv {
			return true
		}
	}
	return false
}

// Pair operations by reach (state.pairOps): the relations of pairRels
// that are on, as pairs judges them.
const (
	opAdd uint8 = 1 << iota
	opSub
	opMul
	opDiv
	opProg
)

func pairOpsOf(rels relMask, set board.RuleSet, addMode additionRule) uint8 {
	if addMode != addByReach {
		return 0
	}
	var ops uint8
	for i, r := range [...]Relation{Addition, Subtraction, Multiplication, Division, Progression} {
		if rels.has(r) {
			ops |= 1 << i
		}
	}
	if set == board.Fulke1 {
		ops &^= opProg // by array, not by reach
	}
	return ops
}

// pairTakes reports whether two values take t by an operation of ops
// other than progression.
func pairTakes(ops uint8, av, bv, t int64) bool {
	big, small := max(av, bv), min(av, bv)
	return ops&opAdd != 0 && av+bv == t || ops&opSub != 0 && big-small == t ||
		ops&opMul != 0 && av*bv == t || ops&opDiv != 0 && big == small*t
}

// pairTakesAny is pairTakes for any of the values tvals, the sum,
// difference and product worked once.
func pairTakesAny(ops uint8, av, bv int64, tvals []int64) bool {
	big, small := max(av, bv), min(av, bv)
	sum, diff, prod := av+bv, big-small, av*bv
	for _, t := range tvals {
		if ops&opAdd != 0 && sum == t || ops&opSub != 0 && diff == t ||
			ops&opMul != 0 && prod == t || ops&opDiv != 0 && big == small*t {
			return true
		}
	}
	return false
}

// pairInst makes a two-taker instance, the takers in reading order (by
// file, then rank) so that explanations read across the board.
func pairInst(rel Relation, target board.Square, tlay int8, tv int64, a *man, alay int8, av int64, b *man, blay int8, bv int64, prop arith.Proportion) inst {
	if readingLess(b.sq, a.sq) {
		a, b, alay, blay, av, bv = b, a, blay, alay, bv, av
	}
	return inst{rel: rel, layer: tlay, n: 2, target: target, by: [8]board.Square{a.sq, b.sq}, vals: [3]int64{av, bv},
		parts: [3]Part{partOf(a, alay), partOf(b, blay)}, tval: tv, prop: prop}
}

// pairHolds says whether two takers' values a, b take t by the relation.
// Values are at most a few hundred thousand: products fit in int64.
func pairHolds(rel Relation, a, b, t int64) (bool, arith.Proportion) {
	switch rel {
	case Addition:
		return a+b == t, 0
	case Subtraction:
		return a-b == t || b-a == t, 0
	case Multiplication:
		return a*b == t, 0
	case Division:
		return a == b*t || b == a*t, 0
	case Progression:
		for _, p := range arith.Proportions {
			if arith.InProgression(p, a, b, t) {
				return true, p
			}
		}
	}
	return false, 0
}

// lyingWeight finds addition by two men standing on target's neighbouring
// squares: on opposite sides of one line (nemec's deceit), or any two of
// the eight (fulke3's lying weight, "the .2. numbers that are to be added,
// stande in the next spaces to the aduersarie"; fulke2+next, where
// subtraction takes the same way).
func (st *state) lyingWeight(target board.Square, tm *man, takers board.Side, ring [nDirs]uint8, out []inst) []inst {
	// The takers' men among target's eight neighbours, by direction.
	var nb [nDirs]*man
	var dirs [nDirs]int8
	k := 0
	for d := 0; d < nDirs; d++ {
		if x := ring[d]; x != 0 && x != edgeNb && st.side[int(target)+dirStep[d]] == takers {
			nb[k], dirs[k] = &st.men[x-1], int8(d)
			k++
		}
	}
	if k < 2 {
		return out
	}
	tvals, tlays := tm.vals[tm.t0:tm.nv], tm.lay[tm.t0:tm.nv]
	sub := st.addMode == addByNext && st.rels.has(Subtraction)
	for i := 0; i < k; i++ {
		for j := i + 1; j < k; j++ {
			if st.addMode == addByOpposite && int(dirs[j]) != opp(int(dirs[i])) {
				continue
			}
			a, b := nb[i], nb[j]
			avals, alays := st.valuesOf(a)
			bvals, blays := st.valuesOf(b)
			for _, rel := range [2]Relation{Addition, Subtraction} {
				if rel == Subtraction && !sub {
					break
				}
				for ti, tv := range tvals {
				found:
					for ai, av := range avals {
						for bi, bv := range bvals {
							if rel == Addition && av+bv == tv || rel == Subtraction && (av-bv == tv || bv-av == tv) {
								in := pairInst(rel, target, tlays[ti], tv, a, alays[ai], av, b, blays[bi], bv, 0)
								in.lying = true
								out = append(out, in)
								break found
							}
						}
					}
				}
			}
		}
	}
	return out
}

// siege appends the siege of target when it holds under the rule set.
func (st *state) siege(target board.Square, tm *man, takers board.Side, ring [nDirs]uint8, fl evalFlags, out []inst) []inst {
	if st.spec.siege == siegeNeighbours {
		return st.ringSiege(target, tm, takers, ring, out)
	}
	whole := tm.vals[0] // the man's value, a pyramid's sum (fillMan)
	in := inst{rel: Siege, layer: -1, target: target, tval: whole}
	var edges int
	var ok, sorted bool
	switch {
	case fl&evClassify != 0:
		edges, ok = st.classify(target, tm, takers, &in)
	case st.preValid[target>>6]&(1<<(target&63)) != 0 && st.moveF != board.NoSquare:
		var known bool
		if edges, ok, known = st.closedBy(target, tm, takers, &in); known {
			sorted = true
			break
		}
		fallthrough
	default:
		edges, ok = st.hemmed(target, tm, takers, &in)
	}
	if !ok {
		return out
	}
	if fl&evRecordHemmed != 0 {
		h := hemmedMan{sq: target, zone: st.g.lines[target]}
		for _, b := range in.by[:in.n] {
			h.zone[0] |= st.g.lines[b][0]
			h.zone[1] |= st.g.lines[b][1]
		}
		st.hemmedList = append(st.hemmedList, h)
	}
	if in.n == 0 {
		return out
	}
	if st.spec.siege == siegeDraughts {
		// "compassed with 4. men", "all foure ... hys aduersaries": the
		// edge counts towards the four only under +edge.
		if !st.edgeDraught {
			edges = 0
			in.edge = false
		}
		if int(in.n)+edges < 4 {
			return out
		}
	}
	if st.spec.siege == siegeBlockade {
		// Parlett: target could not take any of its blockaders.
		fast := !st.jump && !st.pass
		for i := 0; i < int(in.n); i++ {
			// A blockader is the first man on its line from target: target takes
			// it with others only if it reaches it (stands at target's
			// draught there) or may take it by eruption.
			blocker, at := in.by[i], st.closerAt[i]
			if fast && at>>4 != 0 && !st.eruptOK(tm, st.at(blocker), int(at&15)) {
				continue
			}
			if st.takesBlockader(tm.side, target, blocker) {
				return out
			}
		}
	}
	if !sorted {
		in.sortBy()
	}
	return append(out, in)
}

// ringSiege appends the sieges of target by its ring (nemec, fulke3): all four
// orthogonal or all four diagonal neighbours enemies, never mixed.
func (st *state) ringSiege(target board.Square, tm *man, takers board.Side, ring [nDirs]uint8, out []inst) []inst {
	whole := tm.vals[0] // the man's value, a pyramid's sum (fillMan)
	for first := 0; first < 2; first++ {
		// Test the ring first (the common case: no siege), then build
		// the instance.
		edgeCloses := st.edgeOrth
		if first == 1 {
			edgeCloses = st.edgeDiag
		}
		ok, edge, n := true, false, 0
		for d := first; d < nDirs && ok; d += 2 {
			switch id := ring[d]; {
			case id == edgeNb:
				edge = true
				ok = edgeCloses
			case id == 0 || st.side[int(target)+dirStep[d]] != takers:
				ok = false
			default:
				n++
			}
		}
		if !ok || n == 0 {
			continue
		}
		in := inst{rel: Siege, layer: -1, target: target, tval: whole, diag: first == 1, edge: edge}
		for d := first; d < nDirs; d += 2 {
			if id := ring[d]; id != edgeNb {
				in.by[in.n] = st.men[id-1].sq
				in.n++
			}
		}
		in.sortBy()
		out = append(out, in)
	}
	return out
}

// preSiege is what classify found of the draughts of a man with one open
// (or closed by its own man): the closers of the others, in reading order,
// the edges, and the open one's direction and free squares (empty from the
// man on, no farther than its shortest draught).
type preSiege struct {
	by         [8]board.Square
	n          uint8
	edges      uint8
	edge       bool
	open, free uint8
}

// closedBy judges the siege of target after the move state.moveF→moveT from
// what classify found of target's draughts, one of them open, without walking
// them again: target is besieged only when the mover closes that one, on one of
// its free squares. The closers are those found then and the mover; when
// the mover was one of them, its line is looked along again for the man
// its leaving uncovers. known is false when hemmed must judge: the edge
// closes the draught a closer left.
func (st *state) closedBy(target board.Square, tm *man, takers board.Side, in *inst) (edges int, ok, known bool) {
	p := &st.pre[target]
	f, t := st.moveF, st.moveT
	if st.g.toward[target][t] != 1<<p.open || steps(target, t) > int(p.free) {
		return 0, false, true // the open draught stays open
	}
	// The closers found then, in reading order (one draught was open: at
	// most seven closers, eight with the mover).
	in.by, in.n = p.by, p.n
	for i, b := range p.by[:p.n] {
		if b != f {
			continue
		}
		// The mover was a closer: the man its leaving uncovers closes its
		// draught in its place, or none does.
		rays := &st.g.rayLen[target]
		d := bits.TrailingZeros8(st.g.toward[target][f])
		shortest := bits.TrailingZeros8(tm.moves.dist[d])
		x, _ := st.nearestOn(rays, target, d, shortest)
		switch {
		case x >= 0 && st.side[x] == takers:
		case x >= 0 || shortest <= int(rays[d]):
			return 0, false, true // closed by target's own man, or open
		default:
			in.by, in.n = [8]board.Square{}, 0
			return 0, false, false
		}
		for ; i+1 < int(in.n); i++ {
			in.by[i] = in.by[i+1]
		}
		in.n--
		in.insertBy(board.Square(x))
		break
	}
	in.insertBy(t)
	in.edge = p.edge
	return int(p.edges), true, true
}

// insertBy adds a taker to takers in reading order.
func (in *inst) insertBy(sq board.Square) {
	i := int(in.n)
	for ; i > 0 && readingLess(sq, in.by[i-1]); i-- {
		in.by[i] = in.by[i-1]
	}
	in.by[i] = sq
	in.n++
}

// takesBlockader reports whether the man on target, of side s, is a taker of
// the man on blocker by some relation but siege.
func (st *state) takesBlockader(s board.Side, target, blocker board.Square) bool {
	// Cached unless the move made shares a line with blocker.
	keep := st.moveF == board.NoSquare || !onLine(blocker, st.moveF) && !onLine(blocker, st.moveT)
	if keep && st.blockReady[blocker>>6]&(1<<(blocker&63)) != 0 && st.blockSide[blocker] == s {
		return st.blockTakers[blocker][target>>6]&(1<<(target&63)) != 0
	}
	st.scratch = st.evalTarget(blocker, s, evNoSiege, st.scratch[:0])
	var takers [2]uint64
	for _, x := range st.scratch {
		for _, sq := range x.by[:x.n] {
			takers[sq>>6] |= 1 << (sq & 63)
		}
	}
	if keep {
		st.blockTakers[blocker], st.blockSide[blocker] = takers, s
		st.blockReady[blocker>>6] |= 1 << (blocker & 63)
	}
	return takers[target>>6]&(1<<(target&63)) != 0
}

// sortBy puts the takers in reading order: by file, then rank.
func (in *inst) sortBy() { sortSquares(in.by[:in.n]) }

// sortSquares puts squares in reading order.
func sortSquares(by []board.Square) {
	for i := 1; i < len(by); i++ {
		for j := i; j > 0 && readingLess(by[j], by[j-1]); j-- {
			by[j], by[j-1] = by[j-1], by[j]
		}
	}
}

func readingLess(a, b board.Square) bool {
	// Squares on the board (0..127, eight files): the file is the low three
	// bits, and on one file the index runs with the rank.
	if fa, fb := a&7, b&7; fa != fb {
		return fa < fb
	}
	return a < b
}

// hemmed reports whether every ordinary draught of target is closed, and closed
// only by the takers' men or the board's edge; it fills the closers and
// counts the directions the edge closes.
func (st *state) hemmed(target board.Square, tm *man, takers board.Side, in *inst) (edges int, ok bool) {
	if !st.jump && !st.pass {
		// No man passes another: on each line the first man (or the edge)
		// closes every draught at least as long as its distance, and a
		// shorter draught is open. Under parlett each closer's distance,
		// and whether it stands at target's draught, go to closerAt.
		any := false
		rays := &st.g.rayLen[target]
		for d := 0; d < nDirs; d++ {
			mask := tm.moves.dist[d]
			if mask == 0 {
				continue
			}
			any = true
			shortest := bits.TrailingZeros8(mask)
			x, k := st.nearestOn(rays, target, d, shortest) // a man beyond leaves it open
			if x < 0 {
				if shortest <= int(rays[d]) {
					return 0, false // an open draught
				}
				in.edge = true
				edges++
				continue
			}
			if k > shortest || st.side[x] != takers {
				return 0, false // open, or closed by one of target's own men
			}
			in.by[in.n] = board.Square(x)
			if st.spec.siege == siegeBlockade {
				// Steps k and, when target reaches x, steps - shortest = 0
				// above them.
				st.closerAt[in.n] = uint8(k | (shortest-k)<<4)
			}
			in.n++
		}
		return edges, any
	}
	return st.hemmedWalk(target, tm, takers, in)
}

// hemmedWalk is hemmed under +jump and +pass: every draught is walked
// square by square, over the men target may pass.
func (st *state) hemmedWalk(target board.Square, tm *man, takers board.Side, in *inst) (edges int, ok bool) {
	passAll := st.pass && (tm.shape == board.Triangle || tm.shape == board.SquareShape)
	any := false
	for d := 0; d < nDirs; d++ {
		mask := tm.moves.dist[d]
		if mask == 0 {
			continue
		}
		any = true
		span := int(st.g.rayLen[target][d])
		edgeHere := false
		for k := 1; k <= 7; k++ {
			if mask&(1<<k) == 0 {
				continue
			}
			closer := -1
			s := int(target)
			for j := 1; j <= k; j++ {
				if j > span {
					closer = -2 // the edge
					break
				}
				s += dirStep[d]
				id := st.occ[s]
				if id == 0 {
					continue
				}
				m := &st.men[id-1]
				if j < k && (passAll || st.jump && m.side == tm.side) {
					continue
				}
				if m.side != takers {
					return 0, false // one of target's own men closes it: no siege
				}
				closer = s
				break
			}
			switch {
			case closer == -1:
				return 0, false // an open draught
			case closer == -2:
				in.edge = true
				edgeHere = true
			default:
				if !in.has(board.Square(closer)) {
					if int(in.n) == len(in.by) {
						// More than eight closers means some line has two,
						// so a nearer draught there is closed by target's own
						// man (only own men are passed): no siege.
						return 0, false
					}
					in.by[in.n] = board.Square(closer)
					in.n++
				}
			}
		}
		if edgeHere {
			edges++
		}
	}
	return edges, any
}

// classify is hemmed's fast path (no man passes another) that also leaves
// in classOpen and classEdge the directions of target's draughts that are open
// (or closed by target's own men) and those the edge closes, as markClosable
// classifies them; it stops at the second open draught.
func (st *state) classify(target board.Square, tm *man, takers board.Side, in *inst) (edges int, ok bool) {
	// Most men have two draughts open on lines that hold no man of the
	// takers (gather has just found those lines for target: lookDirs,
	// within the look, which reaches every draught): no walk tells more.
	if tm.table != 0 {
		if open := st.tables[tm.table-1].t.onBoard[target] &^ st.lookDirs; bits.OnesCount8(open) >= 2 {
			st.classOpen, st.classEdge = open, 0
			return 0, false
		}
	}
	var open, edge uint8
	free := 0
	any := false
	rays := &st.g.rayLen[target]
	for d := 0; d < nDirs; d++ {
		mask := tm.moves.dist[d]
		if mask == 0 {
			continue
		}
		any = true
		shortest := bits.TrailingZeros8(mask)
		x, k := st.nearestOn(rays, target, d, shortest) // a man beyond leaves it open
		switch {
		case x < 0 && shortest > int(rays[d]):
			in.edge = true
			edge |= 1 << d
			edges++
			continue
		case x < 0 || st.side[x] != takers:
			if open != 0 {
				st.classOpen, st.classEdge = open|1<<d, edge
				return 0, false
			}
			open |= 1 << d
			free = shortest // empty to the shortest draught, or to target's own man
			if x >= 0 {
				free = k - 1
			}
			continue
		}
		in.by[in.n] = board.Square(x)
		if st.spec.siege == siegeBlockade {
			st.closerAt[in.n] = uint8(k | (shortest-k)<<4)
		}
		in.n++
	}
	st.classOpen, st.classEdge = open, edge
	if open != 0 && in.n != 0 {
		// One draught open: a move may close it (closedBy).
		p := &st.pre[target]
		p.by = in.by
		p.n, p.edges, p.edge = in.n, uint8(edges), in.edge
		p.open, p.free = uint8(bits.TrailingZeros8(open)), uint8(free)
		sortSquares(p.by[:p.n])
		st.preValid[target>>6] |= 1 << (target & 63)
	}
	return edges, any && open == 0
}

func (in *inst) has(sq board.Square) bool {
	for i := 0; i < int(in.n); i++ {
		if in.by[i] == sq {
			return true
		}
	}
	return false
}

// sameInst reports whether after-move instance a is the same as instance b
// that held before the move, the mover having gone from f to t.
func sameInst(a, b *inst, f, t board.Square) bool {
	if a.rel != b.rel || a.layer != b.layer || a.target != b.target {
		return false
	}
	if a.rel == Siege {
		return true
	}
	if a.n != b.n {
		return false
	}
	for i := 0; i < int(a.n); i++ {
		sq := a.by[i]
		if sq == t {
			sq = f
		}
		if !b.has(sq) {
			return false
		}
	}
	return true
}
