package engine

import (
	"fmt"
	"slices"

	"github.com/rithmo/rithmo/rules/board"
)

// IllegalError is returned for an action that is not legal in a position;
// Why says what is wrong in words.
type IllegalError struct {
	Action Action
	Why    string
}

// Error names the action and why it is not legal.
func (e *IllegalError) Error() string {
	return fmt.Sprintf("illegal action %s: %s", e.Action, e.Why)
}

// Legal returns every legal action of the side to move: moves and leaps by
// square, then takes (by target) or, under nemec, attacks. It returns nil
// for a position the engine cannot judge (unknown rule set, no side to move).
func Legal(p *board.Position) []Action { return AppendLegal(nil, p) }

// AppendLegal appends the legal actions to dst: the allocation-free form.
func AppendLegal(dst []Action, p *board.Position) []Action {
	z := getAnalyzer()
	defer putAnalyzer(z)
	if z.prepare(p) != nil {
		return dst
	}
	return z.generate(dst)
}

// Each calls fn for every legal action of p with what it takes. The
// captures, and the slices inside them, belong to the Analyzer and are valid
// only during the call; fn must not use the Analyzer.
func (z *Analyzer) Each(p *board.Position, fn func(Action, []Capture)) error {
	if err := z.prepare(p); err != nil {
		return err
	}
	z.acts = z.generate(z.acts[:0])
	for _, a := range z.acts {
		z.resetArena() // z.captures(a), without the call
		fn(a, z.capturesInto(a))
	}
	return nil
}

// captures computes what a legal action of the prepared position takes.
func (z *Analyzer) captures(a Action) []Capture {
	z.resetArena()
	return z.capturesInto(a)
}

// capturesInto appends what a legal action takes to the arenas and
// returns it (the arenas are not reset).
func (z *Analyzer) capturesInto(a Action) []Capture {
	switch a.Kind {
	case Move:
		if z.st.spec.attack {
			return nil // nemec: a move takes nothing; an attack does
		}
		// Men leap only where leaps take by siege (generate): elsewhere no
		// move is a leap, and the test is spared. A leap's squares share
		// no line (isLeap), as toward says in one look.
		leap := z.st.spec.leapsTakeBySiege && z.st.g.toward[a.From&127][a.To&127] == 0
		if !leap && z.st.moveScreen && z.quietMove(a.From, a.To) {
			return nil // most moves
		}
		insts, kept := []inst(nil), false
		if leap && z.st.spec.leapsOnlyToSiege {
			insts, kept = z.keptLeap(a.From, a.To)
		}
		if !kept {
			insts = z.moveInsts(a.From, a.To, leap)
		}
		if len(insts) > 0 { // most moves take nothing
			return z.buildCaptures(insts)
		}
		return nil
	case Take:
		return z.buildCaptures(z.beforeOf(a.To))
	case Attack:
		return z.buildCaptures(z.attackInsts(a))
	}
	return nil // Redeem and Set take nothing
}

// check returns an *IllegalError unless a is legal in the prepared position.
func (z *Analyzer) check(a Action) error {
	z.acts = z.generate(z.acts[:0])
	for _, b := range z.acts {
		if a == b {
			return nil
		}
	}
	return &IllegalError{Action: a, Why: z.whyIllegal(a)}
}

// TakesLeftMen reports whether a man the enemy left in a relation may be
// taken at the start of a turn: by taking before moving ("e6xe8",
// fulke1..fulke3) or by attacking (nemec). parlett never: "pieces do not
// land on an opponents square in order to capture".
func TakesLeftMen(r board.Rules) bool {
	s := specOf(r)
	return s != nil && !s.noTake
}

// Reaches reports whether the man on from could reach square to by an
// ordinary draught if to were empty: "A reaches T" of rules.md, the
// condition of equality, cossic signs and the two-man relations.
func Reaches(p *board.Position, from, to board.Square) bool {
	if !p.Contains(from) || !p.Contains(to) || from == to {
		return false
	}
	z := getAnalyzer()
	defer putAnalyzer(z)
	if z.st.load(p) != nil {
		return false
	}
	return z.st.reaches(from, to)
}

// CapturesOf returns what a legal action takes, judged by the rules; an
// *IllegalError when the action is not legal.
func CapturesOf(p *board.Position, a Action) ([]Capture, error) {
	z := getAnalyzer()
	defer putAnalyzer(z)
	if err := z.prepare(p); err != nil {
		return nil, err
	}
	if err := z.check(a); err != nil {
		return nil, err
	}
	return cloneCaptures(z.captures(a)), nil
}

// Apply plays a legal action and returns the next position: the men taken
// removed (or changed to the captor's side, or held, as the rule set treats
// prisoners), the other side to move, the turn number one higher. Each
// action is one turn: Move counts actions, not pairs of them.
func Apply(p *board.Position, a Action) (board.Position, []Capture, error) {
	z := getAnalyzer()
	defer putAnalyzer(z)
	if err := z.prepare(p); err != nil {
		return board.Position{}, nil, err
	}
	if err := z.check(a); err != nil {
		return board.Position{}, nil, err
	}
	caps := cloneCaptures(z.captures(a))
	next := *p // Took is shared but only ever appended to by copying (see play)
	play(&next, a, caps)
	return next, caps, nil
}

// play applies a legal action and its captures to a position; the taken
// men's lists are written afresh (p may share them with another position).
func play(p *board.Position, a Action, caps []Capture) { playTo(p, a, caps, false) }

// playInPlace is play for a position whose taken men's lists are the
// caller's own buffers: they are rewritten in place, allocating nothing once
// the buffers have grown.
func playInPlace(p *board.Position, a Action, caps []Capture) { playTo(p, a, caps, true) }

func playTo(p *board.Position, a Action, caps []Capture, inPlace bool) {
	mover := p.ToMove
	rule := prisonersOf(p.Rules)
	switch a.Kind {
	case Redeem:
		redeem(p, a, inPlace)
		p.ToMove = mover.Opponent()
		p.Move++
		return
	case Set:
		setPrisoner(p, a, inPlace)
		p.ToMove = mover.Opponent()
		p.Move++
		return
	}
	if a.Kind == Move {
		p.Cells[a.To], p.Cells[a.From] = p.Cells[a.From], board.Piece{}
	}
	// What each capture takes, in order of square and layer; then remove
	// them from the board, the higher layers of a pyramid first.
	var changed [board.MaxSquares]board.Piece
	nChanged := 0
	for _, c := range caps {
		taken := c.Piece
		switch {
		case c.Layer < 0 && taken.Shape != board.Pyramid && rule == prisonTurn:
			continue // turned over where it stands, below
		case c.Layer < 0 && taken.Shape != board.Pyramid && rule == prisonChange:
			changed[nChanged] = taken
			nChanged++
		default:
			took := p.Took[mover.Index()]
			if !inPlace {
				took = took[:len(took):len(took)]
			}
			// A set prisoner taken is listed as it stood, without its mark.
			p.Took[mover.Index()] = append(took, taken.Unmarked())
		}
	}
	for i := len(caps) - 1; i >= 0; i-- {
		c := caps[i]
		cell := p.Cells[c.Square]
		switch {
		case c.Layer >= 0:
			p.Cells[c.Square] = cell.WithoutLayer(c.Layer)
		case cell.Shape != board.Pyramid && rule == prisonTurn:
			cell.Side = mover
			p.Cells[c.Square] = cell
		default:
			p.Cells[c.Square] = board.Piece{}
		}
	}
	if a.Kind == Take && p.Cells[a.To].IsEmpty() {
		// The taker moves into the square of the man it took (when a layer
		// only was taken, or the man was turned over, it stays).
		p.Cells[a.To], p.Cells[a.From] = p.Cells[a.From], board.Piece{}
	}
	for _, piece := range changed[:nChanged] {
		piece.Side = mover
		if sq := rearmostFree(p, mover); sq != board.NoSquare {
			p.Cells[sq] = piece
		}
	}
	p.ToMove = mover.Opponent()
	p.Move++
}

// rearmostFree is the captor's rearmost free square: the first empty square
// from its own back edge forward, files a to h.
func rearmostFree(p *board.Position, side board.Side) board.Square {
	for i := 0; i < p.Ranks; i++ {
		rank := i
		if side == board.Black {
			rank = p.Ranks - 1 - i
		}
		for f := 0; f < board.Files; f++ {
			if sq := board.At(f, rank); p.Cells[sq].IsEmpty() {
				return sq
			}
		}
	}
	return board.NoSquare
}

// IsLeap reports whether a is a flying leap (a knight's or a long leap):
// a move whose squares are not on one line, as no ordinary draught is.
func IsLeap(a Action) bool { return isLeap(a) }

// Flights lists the empty squares the man on from could fly to by its
// leaps under the position's rules, ascending, whether or not a leap there
// is legal now (fulke2 lets a man fly only to besiege an enemy or to flee a
// siege): a tutor offers them beside the ordinary squares, so that a legal
// leap is not the odd square out, and lets the engine say why an illegal
// one is not allowed. Nil for a man that never flies, an empty square, or
// a position the engine cannot judge.
func Flights(p *board.Position, from board.Square) []board.Square {
	if !p.Contains(from) {
		return nil
	}
	z := getAnalyzer()
	defer putAnalyzer(z)
	st := &z.st
	if st.load(p) != nil || !st.spec.leapsTakeBySiege {
		return nil
	}
	m := st.at(from)
	if m == nil || m.moves.leap == 0 {
		return nil
	}
	var out []board.Square
	for kind := 0; kind < 2; kind++ {
		if m.moves.leap&(1<<kind) == 0 {
			continue
		}
		for i := 0; i < int(st.g.nLeaps[kind][from]); i++ {
			if t := st.g.leaps[kind][from][i]; st.occ[t] == 0 {
				out = append(out, t)
			}
		}
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// NeighbourCaptures is the part of a rule set's captures that needs no
// open line, only men on the target's neighbouring squares: the captures
// that can still arise between two armies jammed side by side.
type NeighbourCaptures struct {
	// Rings: a man falls to enemies on all four of its orthogonal, or all
	// four of its diagonal, neighbours (nemec, fulke3). EdgeOrth,
	// EdgeDiag: the board's edge closes a side of that ring.
	Rings, EdgeOrth, EdgeDiag bool
	// Lying: two men on two of the target's eight neighbours whose sum is
	// its number take it (fulke3's lying weight, fulke2+next); Opposite:
	// only two on opposite sides of one line (nemec's deceit).
	Lying, Opposite bool
}

// NeighbourCapturesOf is what of r's captures NeighbourCaptures says.
func NeighbourCapturesOf(r board.Rules) NeighbourCaptures {
	s := specOf(r)
	if s == nil {
		return NeighbourCaptures{}
	}
	rels, edge := relationsOf(r), r.Has(board.OptEdge)
	var n NeighbourCaptures
	if rels.has(Siege) && s.siege == siegeNeighbours {
		n.Rings, n.EdgeOrth, n.EdgeDiag = true, s.edgeOrth || edge, s.edgeDiag || edge
	}
	if add := additionOf(r); rels.has(Addition) && add != addByReach {
		n.Lying, n.Opposite = true, add == addByOpposite
	}
	return n
}
