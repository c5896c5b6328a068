package opponent

import (
	"github.com/rithmo/rithmo/rules/board"
)

// The eight neighbours, orthogonal at the even indexes: N, NE, E, SE, S,
// SW, W, NW.
var (
	nbFile = [8]int{0, 1, 1, 1, 0, -1, -1, -1}
	nbRank = [8]int{1, 1, 0, -1, -1, -1, 0, 1}
)

// Divisors of a target's weight for a neighbour capture under
// construction (see building). The leaf counts a capture in hand at half
// (threat/2): it may be parried. A ring with three of its four sides
// closed needs one action more of the builder's, and the enemy moves in
// between: half of that again. Two of four, or a lying weight whose
// second man has still to come next to the target, need at least two:
// half again.
const (
	ringThreeDiv = 4
	ringTwoDiv   = 8
	lyingDiv     = 8
)

// building weighs the captures by neighbours alone that side has half
// built against the other side's men: a ring (a siege by four orthogonal
// or four diagonal neighbours) with three, or two, of its sides closed by
// side's men or a closing edge and the rest empty, so that it can still
// be closed; and a lying weight (an addition by two neighbours) with one
// man A next to the target T and another man B = T - A elsewhere on the
// board, the square B needs still empty. These are the captures two
// armies jammed side by side can still make, where no line is clear for
// an encounter or an eruption; the search sees them only once they are
// within its horizon, and a level that parries every single threat parries
// each as it comes, so the men must be brought to them from further.
// Under rule sets without such captures (nc zero) it weighs nothing.
// Kept cheap, since it runs at every leaf: an empty square counts as one
// that can still be reached, whether or not a man of side's can reach it;
// a king weighs by its whole number, as taker, and is no lying weight's
// target (its layers fall one by one).
func (s *searcher) building(p *board.Position, side board.Side) int {
	nc := s.nc
	if !nc.Rings && !nc.Lying {
		return 0
	}
	n := p.Ranks * board.Files
	s.values = s.values[:0]
	if nc.Lying {
		// Values past have's length (none under fulke3 or nemec, whose
		// largest man is 361) are not counted.
		for i := 0; i < n; i++ {
			if pc := &p.Cells[i]; !pc.IsEmpty() && pc.Side == side && !pc.Prisoner && pc.Value < uint32(len(s.have)) {
				s.have[pc.Value]++
				s.values = append(s.values, pc.Value)
			}
		}
	}
	total := 0
	for i := 0; i < n; i++ {
		t := &p.Cells[i]
		if t.IsEmpty() || t.Side == side || t.Prisoner {
			continue
		}
		sq := board.Square(i)
		if nc.Rings {
			for _, closed := range s.halfRings(p, sq, side) {
				switch closed {
				case 3:
					total += s.w.piece(t) / ringThreeDiv
				case 2:
					total += s.w.piece(t) / ringTwoDiv
				}
			}
		}
		if nc.Lying && t.Shape != board.Pyramid {
			if _, ok := s.lying(p, sq, side); ok {
				total += s.w.piece(t) / lyingDiv
			}
		}
	}
	for _, v := range s.values {
		s.have[v]--
	}
	return total
}

// halfRings gives, for t's orthogonal ring (index 0) and diagonal one
// (1), the sides side has closed where that ring is half built: three
// closed and one empty, or two and two, with at least one of side's men
// among the closed; 0 where it is not.
func (s *searcher) halfRings(p *board.Position, t board.Square, side board.Side) [2]int {
	var out [2]int
	for first := 0; first < 2; first++ {
		edgeCloses := s.nc.EdgeOrth
		if first == 1 {
			edgeCloses = s.nc.EdgeDiag
		}
		closed, empty, men := s.ring(p, t, side, first, edgeCloses)
		if men > 0 && (closed == 3 && empty == 1 || closed == 2 && empty == 2) {
			out[first] = closed
		}
	}
	return out
}

// ring counts the sides of t's orthogonal (first 0) or diagonal (first 1)
// ring closed by side's men or a closing edge, those empty, and side's men
// among them; a ring with a man of t's own side on it, a prisoner, or an
// edge that does not close counts nothing closed.
func (s *searcher) ring(p *board.Position, t board.Square, side board.Side, first int, edgeCloses bool) (closed, empty, men int) {
	f, r := t.File(), t.Rank()
	for d := first; d < 8; d += 2 {
		nf, nr := f+nbFile[d], r+nbRank[d]
		if !p.OnBoard(nf, nr) {
			if !edgeCloses {
				return 0, 0, 0
			}
			closed++
			continue
		}
		pc := &p.Cells[board.At(nf, nr)]
		switch {
		case pc.IsEmpty():
			empty++
		case pc.Side == side && !pc.Prisoner:
			closed++
			men++
		default:
			return 0, 0, 0
		}
	}
	return closed, empty, men
}

// lying reports whether side has a lying weight half built against the man
// on t, and where its first man stands: a man A of side's next to it and
// another, B, with A + B = T, not next to it, and a square next to T where
// B could stand empty (under nemec's deceit the one across T from A).
// s.have counts side's men by value.
func (s *searcher) lying(p *board.Position, t board.Square, side board.Side) (a board.Square, ok bool) {
	tv := p.Cells[t].Value
	f, r := t.File(), t.Rank()
	// Side's men next to t by value: a B among them is no half-built
	// lying weight (A and B both next to T is a capture in hand, which the
	// leaf counts as a threat).
	var nbv [8]uint32
	k, free := 0, false
	for d := 0; d < 8; d++ {
		nf, nr := f+nbFile[d], r+nbRank[d]
		if !p.OnBoard(nf, nr) {
			continue
		}
		pc := &p.Cells[board.At(nf, nr)]
		switch {
		case pc.IsEmpty():
			free = true
		case pc.Side == side && !pc.Prisoner:
			nbv[k] = pc.Value
			k++
		}
	}
	if k == 0 || !free {
		return board.NoSquare, false
	}
	for d := 0; d < 8; d++ {
		nf, nr := f+nbFile[d], r+nbRank[d]
		if !p.OnBoard(nf, nr) {
			continue
		}
		sq := board.At(nf, nr)
		a := &p.Cells[sq]
		if a.IsEmpty() || a.Side != side || a.Prisoner || a.Value >= tv {
			continue
		}
		if s.nc.Opposite {
			of, or := f-nbFile[d], r-nbRank[d]
			if !p.OnBoard(of, or) || !p.Cells[board.At(of, or)].IsEmpty() {
				continue
			}
		}
		want := tv - a.Value
		if want >= uint32(len(s.have)) {
			continue
		}
		afar := int(s.have[want])
		for _, v := range nbv[:k] {
			if v == want {
				afar--
			}
		}
		if afar > 0 {
			return sq, true
		}
	}
	return board.NoSquare, false
}
