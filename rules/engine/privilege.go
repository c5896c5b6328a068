package engine

import (
	"fmt"
	"slices"

	"github.com/rithmo/rithmo/rules/board"
)

// The two actions of the book that take no man: the king's privilege
// (fulke2, fulke3) and setting a held prisoner in the enemy camp (fulke2).

// lostLayers returns the layers of its army's pyramid that the king no
// longer holds and may redeem: every lost layer that the adversary still
// holds among the men it took (a layer is given back from the captor's
// hand; one the captor has set on the board, or that was never listed, is
// not). Under fulke3 (lowestBarred) never the lowest and greatest square
// ("except the lowest and greatest ... if his lowest square be taken, no
// ransom will delyuer him"); the second kind bars none.
func lostLayers(p *board.Piece, took []board.Piece, lowestBarred bool) []board.Layer {
	if p.Shape != board.Pyramid || p.Side != board.White && p.Side != board.Black {
		return nil
	}
	var out []board.Layer
	for _, l := range canonicalPyramids[p.Side.Index()] {
		if isLost(p, took, l, lowestBarred) {
			out = append(out, l)
		}
	}
	return out
}

// isLost reports whether l is one of lostLayers(p, took, lowestBarred).
func isLost(p *board.Piece, took []board.Piece, l board.Layer, lowestBarred bool) bool {
	if p.Shape != board.Pyramid || p.Side != board.White && p.Side != board.Black {
		return false
	}
	want := canonicalPyramids[p.Side.Index()]
	if lowestBarred && l == want[len(want)-1] {
		return false // fulke3: the lowest and greatest is never redeemed
	}
	for _, h := range p.Layers[:p.NLayers] {
		if h == l {
			return false
		}
	}
	return slices.Contains(want, l) && holds(took, p.Side, l)
}

// holds reports whether a list of men taken holds a layer of side's king
// (listed as a man of its shape and value, in side's colour).
func holds(took []board.Piece, side board.Side, l board.Layer) bool {
	for _, pc := range took {
		if pc.Side == side && pc.Shape == l.Shape && pc.Value == uint32(l.Value) {
			return true
		}
	}
	return false
}

// specialActions appends the Redeem and Set actions of the prepared
// position: by king, layer (top to base) and redeeming man (a man of the
// king's army: a set prisoner serves only triumphs and pays no ransom);
// then by prisoner (as Took lists them, each value once) and square.
func (z *Analyzer) specialActions(dst []Action) []Action {
	st := &z.st
	p := st.p
	mover := p.ToMove
	// A king redeems only a layer the adversary holds (lostLayers): with
	// no man held, no king has one to redeem.
	if st.spec.privilege && len(p.Took[mover.Opponent().Index()]) > 0 {
		for i := 0; i < st.nmen; i++ {
			m := &st.men[i]
			if m.shape != board.Pyramid || m.side != mover || m.whole {
				continue // a complete king has nothing to redeem
			}
			k := m.sq
			king := &p.Cells[k]
			for _, l := range lostLayers(king, p.Took[mover.Opponent().Index()], st.spec.lowestBarred) {
				// "by any man of his that is of the same number. If he haue
				// none of the same number, he maye redeme him by any of his
				// men that hys aduersary wyll chuse."
				same := false
				for s := 0; s < st.squares; s++ {
					c := &p.Cells[s]
					if c.Side == mover && c.Shape != board.Pyramid && !c.Prisoner && c.Value == uint32(l.Value) {
						same = true
						dst = append(dst, Action{Kind: Redeem, From: board.Square(s), To: board.Square(k)})
					}
				}
				if same {
					continue
				}
				for s := 0; s < st.squares; s++ {
					c := &p.Cells[s]
					if c.Side == mover && c.Shape != board.Pyramid && !c.Prisoner && !c.IsEmpty() {
						dst = append(dst, Action{Kind: Redeem, From: board.Square(s), To: board.Square(k), Value: l.Value})
					}
				}
			}
		}
	}
	if st.spec.setPrisoners && len(p.Took[mover.Index()]) > 0 {
		lo, hi := board.Camp(p.Rules.Set, mover.Opponent(), p.Ranks)
		held := p.Took[mover.Index()]
		for i, pc := range held {
			if pc.Shape == board.Pyramid || pc.Shape == board.NoShape || pc.Value > board.MaxValue || !enemyBorn(pc, mover) {
				continue
			}
			dup := false
			for _, q := range held[:i] {
				dup = dup || q.Side == pc.Side && q.Shape == pc.Shape && q.Value == pc.Value
			}
			if dup {
				continue
			}
			for r := lo; r <= hi; r++ {
				for f := 0; f < board.Files; f++ {
					sq := board.At(f, r)
					if st.occ[sq] == 0 {
						dst = append(dst, Action{Kind: Set, From: sq, To: sq, Value: uint16(pc.Value), Side: pc.Side, Shape: pc.Shape})
					}
				}
			}
		}
	}
	return dst
}

// enemyBorn reports whether a man the mover holds came from the enemy's
// army: a prisoner of the mover's own army that it took back from the
// board (listed in the colour it stood in) is not set again.
func enemyBorn(pc board.Piece, mover board.Side) bool {
	return pc.Side == mover.Opponent() && board.ArmyHas(pc.Side, pc.Shape, int(pc.Value))
}

// redeem plays "c5=d8": the man on From leaves the board and goes to the
// adversary as the ransom, the layer returns to the king, and leaves the
// adversary's prisoners if they list it. Under fulke2 the king then stands
// on From ("muste remoue into hys place, whiche redemed hym"); under fulke3
// it stays on To.
func redeem(p *board.Position, a Action, inPlace bool) {
	s := specOf(p.Rules)
	mover := p.ToMove
	man := p.Cells[a.From]
	king := p.Cells[a.To]
	value := a.Value
	if value == 0 {
		value = uint16(man.Value)
	}
	var layer board.Layer
	for _, l := range canonicalPyramids[king.Side.Index()] {
		if l.Value == value && isLost(&king, p.Took[mover.Opponent().Index()], l, s.lowestBarred) {
			layer = l
		}
	}
	var buf [board.MaxLayers]board.Layer
	layers := buf[:0]
	for _, l := range canonicalPyramids[king.Side.Index()] {
		held := l == layer
		for _, h := range king.Layers[:king.NLayers] {
			held = held || h == l
		}
		if held {
			layers = append(layers, l)
		}
	}
	p.Cells[a.To] = board.NewPyramid(king.Side, layers...)
	p.Cells[a.From] = board.Piece{}
	if s.redeemedMoves {
		p.Cells[a.From], p.Cells[a.To] = p.Cells[a.To], board.Piece{}
	}
	enemy := mover.Opponent().Index()
	took := p.Took[enemy]
	out := took[:0] // filtering in place: the list is the caller's
	if !inPlace {
		out = make([]board.Piece, 0, len(took)+1)
	}
	removed := false
	for _, pc := range took {
		if !removed && pc.Side == mover && pc.Shape == layer.Shape && pc.Value == uint32(layer.Value) {
			removed = true
			continue
		}
		out = append(out, pc)
	}
	p.Took[enemy] = append(out, man)
}

// setPrisoner plays "r3@c13": the prisoner leaves the mover's hand and
// stands on the square in the mover's colour, marked (R3*): it serves the
// mover's triumphs and fights for no one.
func setPrisoner(p *board.Position, a Action, inPlace bool) {
	mover := p.ToMove
	took := p.Took[mover.Index()]
	out := took[:0] // filtering in place: the list is the caller's
	if !inPlace {
		out = make([]board.Piece, 0, len(took))
	}
	removed := false
	for _, pc := range took {
		if !removed && pc.Side == a.Side && pc.Shape == a.Shape && pc.Value == uint32(a.Value) {
			removed = true
			continue
		}
		out = append(out, pc)
	}
	p.Took[mover.Index()] = out
	p.Cells[a.To] = board.SetPrisoner(mover, a.Shape, int(a.Value))
}

// whyNotSpecial says why a Redeem or Set action is not legal.
func (z *Analyzer) whyNotSpecial(a Action) string {
	st := &z.st
	p := st.p
	mover := p.ToMove
	switch a.Kind {
	case Redeem:
		if !st.spec.privilege {
			return fmt.Sprintf("only fulke2 and fulke3 have the king's privilege; %s redeems no layer", st.rules.Set)
		}
		king := p.Cells[a.To]
		if king.Shape != board.Pyramid || king.Side != mover {
			return fmt.Sprintf("there is no king of yours on %s to redeem a layer of", a.To)
		}
		man := p.Cells[a.From]
		if man.IsEmpty() || man.Side != mover || man.Shape == board.Pyramid {
			return fmt.Sprintf("there is no man of yours on %s to pay the ransom", a.From)
		}
		if man.Prisoner {
			return fmt.Sprintf("%s on %s is a prisoner set on the board, no man of your army: it serves only your triumphs and pays no ransom", man, a.From)
		}
		lost := lostLayers(&king, p.Took[mover.Opponent().Index()], st.spec.lowestBarred)
		if len(lost) == 0 {
			if st.spec.lowestBarred {
				return fmt.Sprintf("the king on %s has no layer to redeem: none lost that %s holds, and the lowest square is never redeemed (\"except the lowest and greatest\")", a.To, mover.Opponent())
			}
			return fmt.Sprintf("the king on %s has no layer to redeem: none lost that %s holds", a.To, mover.Opponent())
		}
		value := a.Value
		if value == 0 {
			value = uint16(man.Value)
		}
		for _, l := range lost {
			if l.Value != value {
				continue
			}
			if a.Value != 0 {
				if a.Value == uint16(man.Value) {
					return fmt.Sprintf("write %s=%s: the man is of the layer's own number", a.From, a.To)
				}
				return fmt.Sprintf("you have a man of the number %d: the layer is redeemed by it (\"by any man of his that is of the same number\")", value)
			}
			return "not a legal redemption here"
		}
		var vs []string
		for _, l := range lost {
			vs = append(vs, fmt.Sprint(l.Value))
		}
		want := canonicalPyramids[king.Side.Index()]
		if low := want[len(want)-1]; st.spec.lowestBarred && low.Value == value && !slices.Contains(king.LayerList(), low) {
			return fmt.Sprintf("the lowest square %d of the king on %s is never redeemed (\"if his lowest square be taken, no ransom will delyuer him\"): it may redeem %s", value, a.To, JoinAnd(vs))
		}
		return fmt.Sprintf("the king on %s has not lost a layer %d: it may redeem %s", a.To, value, JoinAnd(vs))
	case Set:
		if !st.spec.setPrisoners {
			return fmt.Sprintf("only fulke2 sets a held prisoner on the board; under %s taken men do not return", st.rules.Set)
		}
		found := false
		for _, pc := range p.Took[mover.Index()] {
			found = found || pc.Side == a.Side && pc.Shape == a.Shape && pc.Value == uint32(a.Value)
		}
		if !found {
			return fmt.Sprintf("you hold no prisoner %s", board.Man(a.Side, a.Shape, int(a.Value)))
		}
		if pc := board.Man(a.Side, a.Shape, int(a.Value)); !enemyBorn(pc, mover) {
			return fmt.Sprintf("%s is a man of your own army taken back from the board, no prisoner of the enemy's: it is not set again", pc)
		}
		if !p.Contains(a.To) {
			return fmt.Sprintf("%s is not on this board of %d ranks", a.To, p.Ranks)
		}
		if !p.Cells[a.To].IsEmpty() {
			return fmt.Sprintf("%s is occupied: a prisoner is set on an empty square", a.To)
		}
		lo, hi := board.Camp(p.Rules.Set, mover.Opponent(), p.Ranks)
		return fmt.Sprintf("%s is not in the enemy camp (ranks %d to %d): a prisoner is set there", a.To, lo+1, hi+1)
	}
	return "not a legal action here"
}
