package mine

import (
	"errors"
	"math/rand/v2"
	"slices"

	"github.com/rithmo/rithmo/rules/arith"
	"github.com/rithmo/rithmo/rules/board"
	"github.com/rithmo/rithmo/rules/engine"
	"github.com/rithmo/rithmo/rules/triumph"
)

// The greedy player sets the first great triumph it sees and never plans
// one of four men: greater and greatest triumphs need four values holding
// two or three proportions (White's 2, 9, 16, 72 is its only greatest) in
// a line or a square in the enemy camp, and under the 1563 kinds only once
// the enemy king has been taken whole. PlayToward steers one side toward
// such a triumph in an otherwise ordinary game.

// maxPlanCost bounds the draughts a plan may need: further, the enemy has
// taken a planned man long before it arrives. Until a plan this cheap
// exists the side plays the greedy game, looking again every planEvery
// turns.
const (
	maxPlanCost = 30
	planEvery   = 4
	// maxWalkCost bounds Walk's plans: the enemy stands still, but a plan
	// of more draughts than this is no longer the game's position.
	maxWalkCost = 64
)

// stuckTurns is how many turns the steering side may fail to advance its
// plan before it plans again.
const stuckTurns = 6

// plan is four of the steering side's men and the squares they go to; the
// man of last goes in at the end, by the puzzle's answer.
type plan struct {
	men, targets [4]board.Square
	last         int
	dist         [4][]int // to each target, from every square
}

// PlayToward plays a guarded game (PlayGuarded: neither side completes a
// triumph along the way) in which side, once a triumph is allowed to it
// (the enemy king taken whole under fulke1..fulke3; from the start under
// nemec and parlett), steers four of its men toward an arrangement of the
// kind in the enemy camp: three go to their squares and the fourth to one
// draught from its own. The game stops there, the steering side to move,
// and the last position is returned with reached true; the miner then asks
// TriumphFromPosition whether exactly one action completes the triumph.
// A game that runs out of turns or men returns reached false.
func PlayToward(r board.Rules, seed uint64, turns, minMen int, side board.Side, kind arith.TriumphKind) (Game, board.Position, bool, error) {
	if kind != arith.Greater && kind != arith.Greatest {
		return Game{}, board.Position{}, false, errors.New("mine: steer toward a greater or greatest triumph")
	}
	g := Game{Rules: r, Seed: seed}
	rng := newRand(seed)
	p := board.Opening(r)
	var pl *plan
	stuck := 0
	for len(g.Actions) < turns {
		if Men(&p) < minMen {
			g.End = "few men"
			return g, p, false, nil
		}
		outs := engine.Analyse(&p)
		if len(outs) == 0 {
			g.End = "no action"
			return g, p, false, nil
		}
		var o engine.Outcome
		steering := p.ToMove == side && allowed(&p, side)
		if steering && pl != nil && (!pl.holds(&p) || stuck >= stuckTurns) {
			pl = nil
		}
		if steering && pl == nil && len(g.Actions)%planEvery == p.ToMove.Index() {
			pl = makePlan(&p, side, kind, rng, maxPlanCost)
			stuck = 0
		}
		switch {
		case steering && pl != nil:
			if pl.ready(&p) {
				g.End = "planned"
				return g, p, true, nil
			}
			var ok bool
			o, ok = pl.step(&p, outs, rng)
			if !ok {
				stuck++
				o = choose(&p, keepStill(outs, pl, &p), rng, true)
			}
		default:
			o = choose(&p, outs, rng, true)
		}
		next, _, err := engine.Apply(&p, o.Action)
		if err != nil {
			return g, p, false, err
		}
		if pl != nil && p.ToMove == side {
			pl.moved(o.Action)
		}
		g.Positions = append(g.Positions, p)
		g.Actions = append(g.Actions, o.Action)
		p = next
	}
	g.End = "turns"
	return g, p, false, nil
}

func allowed(p *board.Position, side board.Side) bool {
	ok, _ := triumph.Allowed(p, side)
	return ok
}

// holds says whether the plan still stands: its men on their squares (a
// target the enemy stands on may yet be left: the side waits, stuckTurns
// at most).
func (pl *plan) holds(p *board.Position) bool {
	for _, m := range pl.men {
		pc := p.At(m)
		if pc.IsEmpty() || pc.Side != p.ToMove || pc.IsPyramid() && !layerValues(p.Rules.Set) {
			return false
		}
	}
	return true
}

// layerValues: the rule sets whose pyramid stands in a triumph with one
// layer's value.
func layerValues(r board.RuleSet) bool { return r == board.Nemec || r == board.Parlett }

// Walk is the targeted search from a played position: the side (to move)
// plans as PlayToward does, and its four men are set where the plan sends
// them, three on their squares and the last one draught from its own (the
// square nearest where it stood), as if the enemy had stood still while
// they walked. ok is false when no plan is found or the last man has no
// such square.
func Walk(p *board.Position, kind arith.TriumphKind, rng *rand.Rand) (board.Position, bool) {
	side := p.ToMove
	if !allowed(p, side) {
		return board.Position{}, false
	}
	pl := makePlan(p, side, kind, rng, maxWalkCost)
	if pl == nil {
		return board.Position{}, false
	}
	q := p.Clone()
	var pieces [4]board.Piece
	for i, m := range pl.men {
		pieces[i] = p.At(m)
		q.Set(m, board.Piece{})
	}
	for i := range pl.men {
		if i != pl.last {
			q.Set(pl.targets[i], pieces[i])
		}
	}
	from := distances(p, pl.men[pl.last], pl.men[pl.last])
	t := pl.targets[pl.last]
	best := board.NoSquare
	for i := range q.NumSquares() {
		y := board.Square(i)
		if y == t || !q.At(y).IsEmpty() || from[y] < 0 || best != board.NoSquare && from[y] >= from[best] {
			continue
		}
		q.Set(y, pieces[pl.last])
		if engine.Reaches(&q, y, t) {
			best = y
		}
		q.Set(y, board.Piece{})
	}
	if best == board.NoSquare {
		return board.Position{}, false
	}
	q.Set(best, pieces[pl.last])
	if board.Validate(&q) != nil {
		return board.Position{}, false
	}
	return q, true
}

// ready: three men on their squares and the last one draught from its own.
func (pl *plan) ready(p *board.Position) bool {
	for i := range pl.men {
		if i != pl.last && pl.men[i] != pl.targets[i] {
			return false
		}
	}
	m, t := pl.men[pl.last], pl.targets[pl.last]
	return m != t && p.At(t).IsEmpty() && engine.Reaches(p, m, t)
}

// moved follows a planned man that the steering side moved.
func (pl *plan) moved(a engine.Action) {
	for i, m := range pl.men {
		if m == a.From && a.Kind == engine.Move {
			pl.men[i] = a.To
		}
	}
}

// step is the steering side's draught that brings a planned man closest
// to its square (the last man stops one draught away); ties go to the
// seed. An action that completes a triumph on the way is never chosen.
func (pl *plan) step(p *board.Position, outs []engine.Outcome, rng *rand.Rand) (engine.Outcome, bool) {
	best, bestScore := -1, 0
	for j, o := range outs {
		if o.Action.Kind != engine.Move || len(o.Triumphs) > 0 {
			continue
		}
		i := slices.Index(pl.men[:], o.Action.From)
		if i < 0 || pl.men[i] == pl.targets[i] {
			continue
		}
		from, to := pl.dist[i][o.Action.From], pl.dist[i][o.Action.To]
		if to < 0 || to >= from || i == pl.last && to < 1 {
			continue
		}
		score := (from-to)*8 + rng.IntN(4)
		if i == pl.last {
			score -= 16 // the others first, so that the last stays free
		}
		if score > bestScore || best < 0 {
			best, bestScore = j, score
		}
	}
	if best < 0 {
		return engine.Outcome{}, false
	}
	return outs[best], true
}

// keepStill drops the actions that move a man already on its planned
// square, when others remain.
func keepStill(outs []engine.Outcome, pl *plan, p *board.Position) []engine.Outcome {
	var keep []engine.Outcome
	for _, o := range outs {
		if i := slices.Index(pl.men[:], o.Action.From); i >= 0 && pl.men[i] == pl.targets[i] {
			continue
		}
		if len(o.Triumphs) > 0 {
			continue
		}
		keep = append(keep, o)
	}
	if len(keep) == 0 {
		return outs
	}
	return keep
}

// distances are the fewest draughts from source to each square for the
// man on from, on a board where he stands alone: BFS, draughts being
// reversible (the same path either way); -1 where he never goes (a
// fulke1 round keeps its colour). The other men move on while he walks,
// so their squares of now are no measure; the step that is blocked waits.
func distances(p *board.Position, from, source board.Square) []int {
	q := board.Position{Rules: p.Rules, Ranks: p.Ranks, ToMove: p.At(from).Side}
	man := p.At(from)
	n := q.NumSquares()
	d := make([]int, n)
	for i := range d {
		d[i] = -1
	}
	d[source] = 0
	queue := []board.Square{source}
	for len(queue) > 0 {
		x := queue[0]
		queue = queue[1:]
		q.Set(x, man)
		for f := x.File() - 4; f <= x.File()+4; f++ {
			for rk := x.Rank() - 4; rk <= x.Rank()+4; rk++ {
				if !q.OnBoard(f, rk) {
					continue
				}
				if y := board.At(f, rk); d[y] < 0 && engine.Reaches(&q, x, y) {
					d[y] = d[x] + 1
					queue = append(queue, y)
				}
			}
		}
		q.Set(x, board.Piece{})
	}
	return d
}

// makePlan chooses the cheapest arrangement of the kind the side's men can
// make in the enemy camp: every four values holding the kind's proportions,
// placed on every line and square the rule set accepts with its squares
// empty, each man sent to the nearest by draughts; nil when none costs at
// most maxCost.
func makePlan(p *board.Position, side board.Side, kind arith.TriumphKind, rng *rand.Rand, maxCost int) *plan {
	type man struct {
		sq    board.Square
		value int64
		shape board.Shape
	}
	var men []man
	p.Men(func(sq board.Square, pc board.Piece) {
		switch {
		case pc.Side != side:
		case !pc.IsPyramid():
			men = append(men, man{sq, int64(pc.Value), pc.Shape})
		case layerValues(p.Rules.Set):
			// nemec, parlett: a pyramid stands in a triumph with the value
			// of any one layer it holds.
			for _, l := range pc.LayerList() {
				men = append(men, man{sq, int64(l.Value), pc.Shape})
			}
		}
	})
	lo, hi := board.Camp(p.Rules.Set, side.Opponent(), p.Ranks)
	shapes := triumph.Shapes(p.Rules)
	arrs := arrangements(p, lo, hi, slices.Contains(shapes, triumph.ShapeSquare))
	if len(arrs) == 0 {
		return nil
	}
	// Distances by shape from every target square, computed once.
	cache := map[[2]int][]int{}
	distMap := func(m man, t board.Square) []int {
		k := [2]int{int(m.shape), int(t)}
		d, ok := cache[k]
		if !ok {
			d = distances(p, m.sq, t)
			cache[k] = d
		}
		return d
	}
	dist := func(m man, t board.Square) int { return distMap(m, t)[m.sq] }
	var best *plan
	bestCost := maxCost + 1
	var sets [][4]int // indexes into men, values ascending
	for a := range men {
		for b := range men {
			for c := range men {
				for e := range men {
					if !(men[a].value < men[b].value && men[b].value < men[c].value && men[c].value < men[e].value) {
						continue
					}
					if sq := [4]board.Square{men[a].sq, men[b].sq, men[c].sq, men[e].sq}; sq[0] == sq[1] || sq[0] == sq[2] || sq[0] == sq[3] || sq[1] == sq[2] || sq[1] == sq[3] || sq[2] == sq[3] {
						continue // one pyramid, two of its layers
					}
					if k, _ := arith.TriumphOf(men[a].value, men[b].value, men[c].value, men[e].value); k == kind {
						sets = append(sets, [4]int{a, b, c, e})
					}
				}
			}
		}
	}
	rng.Shuffle(len(sets), func(i, j int) { sets[i], sets[j] = sets[j], sets[i] })
	if len(sets) > 12 {
		sets = sets[:12]
	}
	rng.Shuffle(len(arrs), func(i, j int) { arrs[i], arrs[j] = arrs[j], arrs[i] })
	for _, set := range sets {
		for _, ar := range arrs {
			for _, order := range ar.orders() {
				cost, ok := 0, true
				var pl plan
				for i, slot := range order {
					m := men[set[i]]
					d := dist(m, ar.squares[slot])
					if d < 0 {
						ok = false
						break
					}
					cost += d
					pl.men[i], pl.targets[i] = m.sq, ar.squares[slot]
				}
				if !ok || cost >= bestCost {
					continue
				}
				// The last man: a middle one of a line (so that no three
				// in a row set a great triumph first), any corner of a
				// square; it must have a way still to go.
				pl.last = -1
				for i, slot := range order {
					if ar.square || slot == 1 || slot == 2 {
						if pl.men[i] != pl.targets[i] && (pl.last < 0 || rng.IntN(2) == 0) {
							pl.last = i
						}
					}
				}
				if pl.last < 0 {
					continue
				}
				for i := range pl.men {
					pl.dist[i] = distMap(men[set[i]], pl.targets[i])
				}
				best, bestCost = &pl, cost
			}
		}
	}
	return best
}

// arrangement is four squares of a line (in order) or of a square.
type arrangement struct {
	squares [4]board.Square
	square  bool
}

// orders are the ways four values (ascending) may stand on the squares:
// a line up or down; a square in any order.
func (a arrangement) orders() [][4]int {
	if !a.square {
		return [][4]int{{0, 1, 2, 3}, {3, 2, 1, 0}}
	}
	var out [][4]int
	for i := range 4 {
		for j := range 4 {
			for k := range 4 {
				l := 6 - i - j - k
				if i != j && i != k && j != k && l >= 0 && l < 4 && l != i && l != j && l != k {
					out = append(out, [4]int{i, j, k, l})
				}
			}
		}
	}
	return out
}

// arrangements are the lines of four (spacing 1 or 2) and the squares
// (sides 1 to 3) inside ranks lo..hi whose squares, and the squares
// between them, are empty now.
func arrangements(p *board.Position, lo, hi int, squares bool) []arrangement {
	var out []arrangement
	in := func(f, r int) bool { return p.OnBoard(f, r) && r >= lo && r <= hi }
	empty := func(f, r int) bool { return in(f, r) && p.At(board.At(f, r)).IsEmpty() }
	dirs := [][2]int{{1, 0}, {0, 1}, {1, 1}, {1, -1}}
	for r := lo; r <= hi; r++ {
		for f := range board.Files {
			for _, d := range dirs {
				for s := 1; s <= 2; s++ {
					ok := true
					for k := 0; k <= 3*s && ok; k++ {
						ok = empty(f+k*d[0], r+k*d[1])
					}
					if !ok {
						continue
					}
					var a arrangement
					for i := range 4 {
						a.squares[i] = board.At(f+i*s*d[0], r+i*s*d[1])
					}
					out = append(out, a)
				}
			}
			if !squares {
				continue
			}
			for k := 1; k <= 3; k++ {
				ok := true
				for i := 0; i <= k && ok; i++ {
					ok = empty(f+i, r) && empty(f+i, r+k) && empty(f, r+i) && empty(f+k, r+i)
				}
				if ok {
					out = append(out, arrangement{square: true, squares: [4]board.Square{
						board.At(f, r), board.At(f+k, r), board.At(f, r+k), board.At(f+k, r+k)}})
				}
			}
		}
	}
	return out
}
