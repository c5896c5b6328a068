package mine

import (
	"fmt"
	"slices"

	"github.com/rithmo/rithmo/rules/arith"
	"github.com/rithmo/rithmo/rules/board"
	"github.com/rithmo/rithmo/rules/engine"
)

// NearMiss is an action that almost takes the target by a relation, with
// the engine's first reason why it does not.
type NearMiss struct {
	Action   engine.Action
	Relation engine.Relation
	Failure  engine.Failure
}

// NearMisses lists the tempting near misses of the side to move against the
// man on target: for each action (nemec: each man's attack) and each
// relation of the rule set, WhyNot's most telling failure, kept when it
// is one a solver is tempted by (see the package comment). A man counts
// once per relation; the list is in the engine's order of actions.
func NearMisses(p *board.Position, target board.Square) []NearMiss {
	if !p.Contains(target) {
		return nil
	}
	tp := p.At(target)
	if tp.IsEmpty() || tp.Side == p.ToMove {
		return nil
	}
	rels := engine.RelationsOf(p.Rules)
	var out []NearMiss
	seen := map[[2]int]bool{}
	texts := map[string]bool{} // one situation (a mixed siege) tempts once, whoever acts
	for _, a := range candidates(p) {
		caps, err := engine.CapturesOf(p, a)
		if err == nil && takes(caps, target) {
			continue // a solution, not a miss
		}
		for _, r := range rels {
			if seen[[2]int{int(a.From), int(r)}] {
				continue
			}
			m, ok := NearMissOf(p, a, target, r)
			if !ok || texts[m.Failure.Text] {
				continue
			}
			texts[m.Failure.Text] = true
			seen[[2]int{int(a.From), int(r)}] = true
			out = append(out, m)
		}
	}
	return out
}

// NearMissOf says whether one action is a tempting near miss against the
// man on target by r: WhyNot's most telling failure, when it is one a
// solver is tempted by. It is the test NearMisses applies to every action,
// for a caller that knows which action it means (puzzles/generate builds
// its near misses and asks this of each).
func NearMissOf(p *board.Position, a engine.Action, target board.Square, r engine.Relation) (NearMiss, bool) {
	fs := engine.WhyNot(p, a, target, r)
	if len(fs) == 0 || !tempting(p, a, target, r, fs[0]) {
		return NearMiss{}, false
	}
	return NearMiss{Action: a, Relation: r, Failure: fs[0]}, true
}

// Near-miss kinds, the only ones listed (tempting, TriumphNearMisses).
const (
	KindClose      = "arithmetic close to the target"
	KindShort      = "one square short"
	KindBlocked    = "a blocked path"
	KindSiegeShort = "a siege one man short"
)

// Kind is which of the tempting kinds the near miss is.
func (m NearMiss) Kind() string {
	switch m.Failure.Code {
	case engine.FailValues:
		return KindClose
	case engine.FailPathBlocked:
		return KindBlocked
	case engine.FailSiegeMixed, engine.FailSiegeOpen:
		return KindSiegeShort
	}
	return KindShort // wrong distance, not in reach, not beside
}

// Explain states the near miss in numbers: "b2-b4 by equality fails: the
// square 36 on b4 does not reach b8: ...".
func (m NearMiss) Explain() string {
	return fmt.Sprintf("%s by %s fails: %s", m.Action, m.Relation, m.Failure.Text)
}

// candidates are the actions a solver weighs: every legal move and take,
// and under nemec every man's attack (an attack that takes nothing is not
// legal, but it is what the tempted solver tries).
func candidates(p *board.Position) []engine.Action {
	var out []engine.Action
	attacks := map[board.Square]bool{}
	for _, a := range engine.Legal(p) {
		switch a.Kind {
		case engine.Move, engine.Take:
			if p.Rules.Set != board.Nemec {
				out = append(out, a)
			}
		case engine.Attack:
			out = append(out, a)
			attacks[a.From] = true
		}
	}
	if p.Rules.Set == board.Nemec {
		p.Men(func(sq board.Square, pc board.Piece) {
			if pc.Side == p.ToMove && !attacks[sq] {
				out = append(out, engine.Action{Kind: engine.Attack, From: sq, To: sq})
			}
		})
	}
	return out
}

func takes(caps []engine.Capture, target board.Square) bool {
	for _, c := range caps {
		if c.Square == target {
			return true
		}
	}
	return false
}

// tempting says whether a failure is a near miss of one of the kinds a
// solver is really tempted by, and only those: the right geometry with
// arithmetic close to the target, one square short, a blocked path, a siege
// one man short. (The other kind of proportion is a triumph's near miss:
// TriumphNearMisses.) A man that merely stands somewhere on the board with
// a number that would fit, a pyramid's immunity or a cossic sign missing
// tempt no one who looks at the board, and would only pad the list.
func tempting(p *board.Position, a engine.Action, target board.Square, r engine.Relation, f engine.Failure) bool {
	switch f.Code {
	case engine.FailDistance:
		// The values divide (a whole number at this distance too), and the
		// taker stands one of the rule set's counted squares from where it
		// would take.
		return f.Got >= 0 && arith.Abs(f.Got-f.Want) <= 1
	case engine.FailSiegeMixed, engine.FailSiegeOpen:
		return siegeOneShort(p, a, target)
	case engine.FailNotNeighbours:
		// Lying weight, deceit: the numbers add up (or subtract), and the
		// man stands beside the target, on the wrong square of the pair.
		return pairsTo(p, a.From, target, r) && within(actorOf(a), target, 1)
	case engine.FailValues:
		// Two men that both reach the target, the sum (difference,
		// product, quotient) within a tenth of its value.
		if r == engine.Equality || r == engine.Eruption || r == engine.Siege {
			return false
		}
		return f.Want > 0 && arith.Abs(f.Got-f.Want)*10 <= f.Want
	case engine.FailPathBlocked:
		return unblocked(p, a, target, r)
	case engine.FailNotInReach:
		// The same number, a square short of reaching.
		return r == engine.Equality && a.Kind == engine.Move && p.At(a.From).Value == p.At(target).Value &&
			!p.At(target).IsPyramid() && within(a.To, target, 2)
	}
	return false
}

// siegeOneShort says whether, once the action is made, the target's four
// orthogonal or four diagonal neighbours are all closed by the mover's men
// but one: a siege one man short. A ring with one of the target's own men
// in it, or with more than one gap, tempts no one.
func siegeOneShort(p *board.Position, a engine.Action, target board.Square) bool {
	q := p.Clone()
	if a.Kind == engine.Move {
		q.Set(a.To, q.At(a.From))
		q.Set(a.From, board.Piece{})
	}
	for _, orth := range []bool{true, false} {
		open, own := 0, false
		for d := board.Direction(0); d < board.NumDirections; d++ {
			if d.Orthogonal() != orth {
				continue
			}
			sq, ok := board.Step(target, d, 1, q.Ranks)
			if !ok {
				open++ // the edge: under most readings it closes nothing
				continue
			}
			switch pc := q.At(sq); {
			case pc.IsEmpty():
				open++
			case pc.Side != p.ToMove:
				own = true
			}
		}
		if open == 1 && !own {
			return true
		}
	}
	return false
}

// unblocked says whether the action would take the target by r were the
// men between its man and the target gone: the path, not the numbers, is
// what fails.
func unblocked(p *board.Position, a engine.Action, target board.Square, r engine.Relation) bool {
	actor := a.From
	if a.Kind == engine.Move {
		actor = a.To
	}
	d, steps, ok := board.Line(actor, target)
	if !ok || steps < 2 {
		return false
	}
	q := p.Clone()
	sq := actor
	for i := 1; i < steps; i++ {
		sq, ok = board.Step(sq, d, 1, q.Ranks)
		if !ok {
			return false
		}
		if sq == a.From {
			continue
		}
		q.Set(sq, board.Piece{})
	}
	return len(engine.WhyNot(&q, a, target, r)) == 0
}

// values are a man's values: a pyramid's whole value and its layers'.
func values(pc board.Piece) []int64 {
	vs := []int64{int64(pc.Value)}
	if pc.IsPyramid() {
		for _, l := range pc.LayerList() {
			vs = append(vs, int64(l.Value))
		}
	}
	return vs
}

// pairsTo says whether the man on from and another man of his side make
// the target's value by r (addition or subtraction).
func pairsTo(p *board.Position, from, target board.Square, r engine.Relation) bool {
	av, tv := values(p.At(from)), values(p.At(target))
	found := false
	p.Men(func(sq board.Square, pc board.Piece) {
		if found || sq == from || pc.Side != p.ToMove {
			return
		}
		for _, x := range av {
			for _, y := range values(pc) {
				switch r {
				case engine.Addition:
					found = found || slices.Contains(tv, x+y)
				case engine.Subtraction:
					found = found || slices.Contains(tv, x-y) || slices.Contains(tv, y-x)
				}
			}
		}
	})
	return found
}

// actorOf is where the acting man stands once the action is made.
func actorOf(a engine.Action) board.Square {
	if a.Kind == engine.Move {
		return a.To
	}
	return a.From
}

// within says whether two squares are at most k king's steps apart.
func within(a, b board.Square, k int) bool {
	return arith.Abs(a.File()-b.File()) <= k && arith.Abs(a.Rank()-b.Rank()) <= k
}
