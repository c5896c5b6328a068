package engine

import (
	"flag"
	"fmt"
	"sort"
	"testing"

	"github.com/rithmo/rithmo/rules/board"
	"github.com/stretchr/testify/require"
)

// long runs the slow checks in full: go test -run X ./rules/engine -long,
// or RITHMO_EXHAUSTIVE=1 (exhaustive), as .ci/run sets it.
var long = flag.Bool("long", false, "run the engine's long checks (deeper perft, more random games)")

// refJudge is the reference the engine's fast paths are checked against,
// written to be read rather than to be quick: every draught is walked
// square by square, every enemy man is judged afresh after every move,
// every leap is tried, every blockader is judged again. It shares with the
// engine only the loaded board (state.load: the men, their values and
// draughts, the rule set's spec) and the arithmetic of the relations that
// no fast path touches: two men's numbers (pairsOf), lying weight and
// fulke1's arrays. Move tables, candidates, the siege screens, cached
// blocks and reachers, the paths for single men: none of them is used
// here, so a fault in any of them shows as a difference.
type refJudge struct{ st *state }

// newRefJudge loads p into an Analyzer of its own (load only: none of
// prepare's caches is filled).
func newRefJudge(t testing.TB, p *board.Position) refJudge {
	z := NewAnalyzer()
	require.NoError(t, z.st.load(p))
	return refJudge{st: &z.st}
}

// refContact is a man of the takers that reaches T, or stands on one of
// T's lines at a distance that gives an eruption's factor.
type refContact struct {
	m     *man
	reach bool
	erupt int64
}

// target lists every relation instance in which men of the takers' side
// take the man on T.
func (r refJudge) target(T board.Square, takers board.Side, fl evalFlags) []inst {
	st := r.st
	tm := st.at(T)
	if tm == nil || tm.side == takers {
		return nil
	}
	var out []inst
	if fl&evSiegeOnly == 0 {
		cs := r.contacts(T, takers)
		out = r.byOne(T, tm, cs, out)
		if st.addMode == addByReach && st.pairOps != 0 {
			for i := range cs {
				for j := i + 1; j < len(cs); j++ {
					if cs[i].reach && cs[j].reach {
						out = st.pairsOf(T, tm, cs[i].m, cs[j].m, out)
					}
				}
			}
		}
		if st.addMode != addByReach && st.rels.has(Addition) {
			out = st.lyingWeight(T, tm, takers, st.ringOf(T), out)
		}
		if st.rels.has(Progression) && st.rules.Set == board.Fulke1 {
			out = st.proportionByArray(T, tm, takers, out)
		}
	}
	if st.rels.has(Siege) && fl&evNoSiege == 0 {
		out = r.siege(T, tm, takers, out)
	}
	if st.prisoners {
		out = st.dropPrisoners(out, 0)
	}
	return out
}

// contacts walks each of T's eight lines to the edge: a taker's man
// reaches T when T is at one of its draughts back along the line and
// nothing stands between (or what stands there may be passed: +pass for
// triangles and squares, +jump over the takers' own men); it may erupt
// when the squares between are empty (+jump: or hold only its own men),
// the factor counted by the rule set.
func (r refJudge) contacts(T board.Square, takers board.Side) []refContact {
	st := r.st
	erupt := st.rels.has(Eruption)
	inclusive := st.spec.eruption == distInclusive
	var cs []refContact
	for d := 0; d < nDirs; d++ {
		s, occupied, other := int(T), 0, 0
		for k := 1; k <= int(st.g.rayLen[T][d]); k++ {
			s += dirStep[d]
			m := st.at(board.Square(s))
			if m == nil {
				continue
			}
			if m.side == takers {
				clear := occupied == 0 ||
					st.pass && (m.shape == board.Triangle || m.shape == board.SquareShape) ||
					st.jump && other == 0
				c := refContact{m: m, reach: clear && m.moves.has(opp(d), k)}
				switch {
				case !erupt:
				case inclusive && (occupied == 0 || st.jump && other == 0):
					c.erupt = int64(k + 1)
				case !inclusive && occupied == 0 && k >= 3:
					c.erupt = int64(k - 1)
				}
				if c.reach || c.erupt != 0 {
					cs = append(cs, c)
				}
			} else {
				other++
			}
			occupied++
		}
	}
	return cs
}

// byOne lists the relations of one taker: equality and cossic signs by
// reach, eruption by distance, one instance for each part of T's that some
// value of the taker's takes.
func (r refJudge) byOne(T board.Square, tm *man, cs []refContact, out []inst) []inst {
	st := r.st
	tvals, tlays := tm.vals[tm.t0:tm.nv], tm.lay[tm.t0:tm.nv]
	for _, c := range cs {
		a := c.m
		avals, alays := st.valuesOf(a)
		one := func(rel Relation, holds func(av, tv int64) bool, dist int8) {
			for ti, tv := range tvals {
				if tlays[ti] < 0 && tm.wholePair {
					continue // the king's whole number: arithmetic of two men only
				}
				for ai, av := range avals {
					if holds(av, tv) {
						out = append(out, inst{rel: rel, layer: tlays[ti], n: 1, target: T, by: [8]board.Square{a.sq},
							vals: [3]int64{av}, parts: [3]Part{partOf(a, alays[ai])}, tval: tv, dist: dist})
						break
					}
				}
			}
		}
		if c.reach && st.rels.has(Equality) && !(st.spec.pyramidNoEquality && tm.shape == board.Pyramid) {
			one(Equality, func(av, tv int64) bool { return av == tv }, 0)
		}
		if c.reach && st.rels.has(Cossic) && a.marks != 0 && tm.marks != 0 && len(avals) > 0 && cossicHolds(a, tm, avals[0], tvals[0]) {
			out = append(out, inst{rel: Cossic, layer: -1, n: 1, target: T, by: [8]board.Square{a.sq}, vals: [3]int64{avals[0]}, tval: tvals[0]})
		}
		if c.erupt != 0 {
			one(Eruption, func(av, tv int64) bool { return st.erupts(av, tv, c.erupt) }, int8(c.erupt))
		}
	}
	return out
}

// siege lists T's siege when it holds: its four orthogonal or its four
// diagonal neighbours enemies (siegeNeighbours), or every ordinary draught
// closed by an enemy or the edge (siegeDraughts: four at least, the edge
// counting only under +edge; siegeBlockade: T could take none of them).
func (r refJudge) siege(T board.Square, tm *man, takers board.Side, out []inst) []inst {
	st := r.st
	if st.spec.siege == siegeNeighbours {
		for first := 0; first < 2; first++ {
			edgeCloses := st.edgeOrth
			if first == 1 {
				edgeCloses = st.edgeDiag
			}
			in := inst{rel: Siege, layer: -1, target: T, tval: tm.vals[0], diag: first == 1}
			ok := true
			for d := first; d < nDirs; d += 2 {
				if st.g.rayLen[T][d] == 0 {
					in.edge = true
					ok = ok && edgeCloses
					continue
				}
				nb := board.Square(int(T) + dirStep[d])
				if m := st.at(nb); m == nil || m.side != takers {
					ok = false
					continue
				}
				in.by[in.n] = nb
				in.n++
			}
			if ok && in.n > 0 {
				in.sortBy()
				out = append(out, in)
			}
		}
		return out
	}
	in := inst{rel: Siege, layer: -1, target: T, tval: tm.vals[0]}
	edges, ok := r.hemmed(T, tm, takers, &in)
	if !ok || in.n == 0 {
		return out
	}
	if st.spec.siege == siegeDraughts {
		if !st.edgeDraught {
			edges, in.edge = 0, false
		}
		if int(in.n)+edges < 4 {
			return out
		}
	}
	if st.spec.siege == siegeBlockade {
		for _, b := range in.by[:in.n] {
			for _, x := range r.target(b, tm.side, evNoSiege) {
				if x.has(T) {
					return out // T could take this blockader
				}
			}
		}
	}
	in.sortBy()
	return append(out, in)
}

// hemmed walks every ordinary draught of T: each must be closed, before
// or on its square, by a man of the takers or by the edge (a man T may
// pass does not close it). It counts the directions the edge closes.
func (r refJudge) hemmed(T board.Square, tm *man, takers board.Side, in *inst) (edges int, ok bool) {
	st := r.st
	passAll := st.pass && (tm.shape == board.Triangle || tm.shape == board.SquareShape)
	anyDraught := false
	for d := 0; d < nDirs; d++ {
		edgeHere := false
		for k := 1; k <= 7; k++ {
			if !tm.moves.has(d, k) {
				continue
			}
			anyDraught = true
			closer, s := -1, int(T)
			for j := 1; j <= k && closer == -1; j++ {
				if j > int(st.g.rayLen[T][d]) {
					closer = -2 // the edge
					break
				}
				s += dirStep[d]
				m := st.at(board.Square(s))
				if m == nil || j < k && (passAll || st.jump && m.side == tm.side) {
					continue
				}
				if m.side != takers {
					return 0, false // one of T's own men closes it
				}
				closer = s
			}
			switch {
			case closer == -1:
				return 0, false // an open draught
			case closer == -2:
				in.edge, edgeHere = true, true
			case !in.has(board.Square(closer)):
				if int(in.n) == len(in.by) {
					return 0, false
				}
				in.by[in.n] = board.Square(closer)
				in.n++
			}
		}
		if edgeHere {
			edges++
		}
	}
	return edges, anyDraught
}

// enemies lists the squares of the men of the side not to move.
func (r refJudge) enemies() []board.Square {
	var out []board.Square
	for sq := 0; sq < r.st.squares; sq++ {
		if m := r.st.at(board.Square(sq)); m != nil && m.side != r.st.p.ToMove {
			out = append(out, board.Square(sq))
		}
	}
	return out
}

// moveInsts is what the move f→t newly brings about: after it every enemy
// man is judged afresh, and what did not hold before is kept (a leap takes
// by siege alone).
func (r refJudge) moveInsts(f, t board.Square, leap bool) []inst {
	st := r.st
	mover := st.p.ToMove
	fl := evalFlags(0)
	if leap {
		fl = evSiegeOnly
	}
	var out []inst
	for _, sq := range r.enemies() {
		before := r.target(sq, mover, 0)
		st.doMove(f, t)
		after := r.target(sq, mover, fl)
		st.undoMove(f, t)
		for i := range after {
			if !heldIn(&after[i], before, f, t) {
				out = append(out, after[i])
			}
		}
	}
	return out
}

func heldIn(a *inst, before []inst, f, t board.Square) bool {
	for i := range before {
		if sameInst(a, &before[i], f, t) {
			return true
		}
	}
	return false
}

// attackInsts is what a nemec attack takes: every instance, among all the
// enemy men's, in which the attacker is a taker acting with the one value
// the action names.
func (r refJudge) attackInsts(a Action) []inst {
	st := r.st
	m := st.at(a.From)
	if m == nil || m.shape != board.Pyramid && a.Value != 0 {
		return nil
	}
	v, ok := attackValue(m, a)
	if !ok {
		return nil
	}
	st.restrictSq, st.restrictVal = a.From, v
	defer func() { st.restrictSq = board.NoSquare }()
	var out []inst
	for _, sq := range r.enemies() {
		for _, in := range r.target(sq, st.p.ToMove, 0) {
			if in.has(a.From) {
				out = append(out, in)
			}
		}
	}
	return out
}

// draughts lists the ordinary moves, man by man in square order, ray by
// ray: a draught is legal when its square is empty and every square it
// passes may be passed.
func (r refJudge) draughts() []Action {
	st := r.st
	var out []Action
	for f := 0; f < st.squares; f++ {
		m := st.at(board.Square(f))
		if m == nil || m.side != st.p.ToMove {
			continue
		}
		for d := 0; d < nDirs; d++ {
			s := f
			for k := 1; k <= int(st.g.rayLen[f][d]) && k <= 7; k++ {
				s += dirStep[d]
				if st.occ[s] != 0 {
					if !st.passable(m, s) {
						break
					}
				} else if m.moves.has(d, k) {
					out = append(out, Action{Kind: Move, From: board.Square(f), To: board.Square(s)})
				}
			}
		}
	}
	return out
}

// actions lists the legal moves, leaps, takes and attacks; special
// actions (privileges, redemptions) have no fast path and are not here.
func (r refJudge) actions() []Action {
	st := r.st
	out := append(r.draughts(), r.leaps()...)
	if st.spec.attack {
		for sq := 0; sq < st.squares; sq++ {
			m := st.at(board.Square(sq))
			if m == nil || m.side != st.p.ToMove {
				continue
			}
			for vi := int(m.a0); vi < int(m.a1); vi++ {
				if a := attackAction(m.sq, m, vi); len(r.attackInsts(a)) > 0 {
					out = append(out, a)
				}
				if m.shape != board.Pyramid {
					break // a man attacks with its one value
				}
			}
		}
		return out
	}
	if st.spec.noTake {
		return out
	}
	for _, sq := range r.enemies() {
		seen := map[board.Square]bool{}
		for _, in := range r.target(sq, st.p.ToMove, 0) {
			for _, b := range in.by[:in.n] {
				if !seen[b] {
					seen[b] = true
					out = append(out, Action{Kind: Take, From: b, To: sq})
				}
			}
		}
	}
	return out
}

// leaps lists the legal flying leaps (fulke2): to an empty square, and
// only when the leaper stands in siege or when after it some enemy man
// stands in a new siege the leaper closes.
func (r refJudge) leaps() []Action {
	st := r.st
	mover := st.p.ToMove
	var out []Action
	if !st.spec.leapsTakeBySiege {
		return nil
	}
	for f := 0; f < st.squares; f++ {
		m := st.at(board.Square(f))
		if m == nil || m.side != mover {
			continue
		}
		for kind := 0; kind < 2; kind++ {
			if m.moves.leap&(1<<kind) == 0 {
				continue
			}
			for i := 0; i < int(st.g.nLeaps[kind][f]); i++ {
				to := st.g.leaps[kind][f][i]
				if st.occ[to] != 0 {
					continue
				}
				ok := !st.spec.leapsOnlyToSiege || len(r.target(board.Square(f), mover.Opponent(), evSiegeOnly)) > 0
				if !ok {
					for _, in := range r.moveInsts(board.Square(f), to, true) {
						ok = ok || in.has(to)
					}
				}
				if ok {
					out = append(out, Action{Kind: Move, From: board.Square(f), To: to})
				}
			}
		}
	}
	return out
}

func instKeys(insts []inst) []string {
	keys := make([]string, len(insts))
	for i, in := range insts {
		by := append([]board.Square(nil), in.by[:in.n]...)
		sort.Slice(by, func(a, b int) bool { return by[a] < by[b] })
		keys[i] = fmt.Sprintf("%s %s layer %d by %v", in.target, in.rel, in.layer, by)
	}
	sort.Strings(keys)
	return keys
}

func TestCandidateFilterMatchesFullJudgement(t *testing.T) {
	games, turns, every := 1, 150, 3
	switch {
	case *long || exhaustive:
		games, turns, every = 4, 300, 1
	case testing.Short():
		turns = 60
	}
	checked, found, n, leaps := 0, 0, 0, 0
	for _, rules := range []string{"fulke1", "fulke2", "fulke3", "parlett", "fulke2+pass", "parlett+jump", "fulke1+progression"} {
		r, err := board.ParseRules(rules)
		require.NoError(t, err)
		z := NewAnalyzer()
		for g := 0; g < games; g++ {
			randomGame(t, board.Opening(r), uint64(100+g), turns, func(prev, _ *board.Position, _ Action, _ []Capture) {
				if n++; n%every != 0 {
					return
				}
				require.NoError(t, z.prepare(prev))
				ref := newRefJudge(t, prev)
				legal := z.generate(nil)
				leaps += len(leapsOf(legal))
				require.Equal(t, actionStrings(ref.leaps()), actionStrings(leapsOf(legal)), "%s leaps in\n%s", rules, draw(prev))
				for _, a := range legal {
					if a.Kind != Move {
						continue
					}
					fast := instKeys(z.moveInsts(a.From, a.To, isLeap(a)))
					want := instKeys(ref.moveInsts(a.From, a.To, isLeap(a)))
					require.Equal(t, want, fast, "%s %s in\n%s", rules, a, draw(prev))
					checked++
					found += len(want)
				}
			})
		}
	}
	t.Logf("%d moves checked, %d captures found, %d legal leaps", checked, found, leaps)
	require.Greater(t, found, 20, "the games must reach positions where moves take")
}

func leapsOf(as []Action) []Action {
	var out []Action
	for _, a := range as {
		if isLeap(a) {
			out = append(out, a)
		}
	}
	return out
}
