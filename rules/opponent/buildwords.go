package opponent

import (
	"fmt"
	"slices"
	"strings"

	"github.com/rithmo/rithmo/rules/board"
)

// Build is a capture by neighbours alone that the plan's action half
// builds (see building): a siege ring with sides still open, or a lying
// weight whose second man has still to come next to the target. The plan
// names it, since level 5 weighs it when it chooses.
type Build struct {
	Target board.Square
	Value  uint32 // the target's number (a king's whole number)
	// A ring: Diagonal says which of the target's two rings; Closed is
	// the sides closed (the board's edge among them where it closes),
	// Open the empty squares still to be closed.
	Ring     bool
	Diagonal bool
	Closed   int
	Open     []board.Square
	// A lying weight: my A next to the target, my B elsewhere, A + B =
	// the target.
	A, B           board.Square
	AValue, BValue uint32
}

// words says the build in numbers: "my men close 3 of the 4 orthogonal
// sides of your 36 on f8; one more on e8 takes it by siege".
func (b Build) words() string {
	if b.Ring {
		ring := "orthogonal"
		if b.Diagonal {
			ring = "diagonal"
		}
		open := make([]string, len(b.Open))
		for i, sq := range b.Open {
			open[i] = sq.String()
		}
		if len(b.Open) == 1 {
			return fmt.Sprintf("my men close %d of the 4 %s sides of your %d on %s: one more on %s takes it by siege",
				b.Closed, ring, b.Value, b.Target, open[0])
		}
		return fmt.Sprintf("my men close %d of the 4 %s sides of your %d on %s: %s still to close for a siege",
			b.Closed, ring, b.Value, b.Target, strings.Join(open, " and "))
	}
	return fmt.Sprintf("my %d on %s stands next to your %d on %s and my %d on %s would join it: %d + %d = %d, by lying weight",
		b.AValue, b.A, b.Value, b.Target, b.BValue, b.B, b.AValue, b.BValue, b.Value)
}

// buildsOf lists the captures by neighbours that side has half built, as
// building weighs them, for the plan (at the root only: building itself
// keeps no list, since it runs at every leaf).
func (s *searcher) buildsOf(p *board.Position, side board.Side) []Build {
	nc := s.nc
	var out []Build
	for i := 0; i < p.Ranks*board.Files; i++ {
		t := &p.Cells[i]
		if t.IsEmpty() || t.Side == side || t.Prisoner {
			continue
		}
		sq := board.Square(i)
		if nc.Rings {
			for first, closed := range s.halfRings(p, sq, side) {
				if closed > 0 {
					out = append(out, Build{Target: sq, Value: t.Value, Ring: true, Diagonal: first == 1, Closed: closed,
						Open: emptyRing(p, sq, first)})
				}
			}
		}
		if nc.Lying && t.Shape != board.Pyramid {
			if b, ok := s.lyingPair(p, sq, side); ok {
				out = append(out, b)
			}
		}
	}
	return out
}

// emptyRing lists the empty squares of t's orthogonal (first 0) or
// diagonal (first 1) ring.
func emptyRing(p *board.Position, t board.Square, first int) []board.Square {
	var out []board.Square
	for d := first; d < 8; d += 2 {
		nf, nr := t.File()+nbFile[d], t.Rank()+nbRank[d]
		if p.OnBoard(nf, nr) && p.Cells[board.At(nf, nr)].IsEmpty() {
			out = append(out, board.At(nf, nr))
		}
	}
	return out
}

// lyingPair names the two men of a lying weight half built against the
// man on t, as lying judges one: A next to t, and B the nearest of side's
// men worth T - A that is not next to t.
func (s *searcher) lyingPair(p *board.Position, t board.Square, side board.Side) (Build, bool) {
	s.values = s.values[:0]
	for i := 0; i < p.Ranks*board.Files; i++ {
		if pc := &p.Cells[i]; !pc.IsEmpty() && pc.Side == side && !pc.Prisoner && pc.Value < uint32(len(s.have)) {
			s.have[pc.Value]++
			s.values = append(s.values, pc.Value)
		}
	}
	a, ok := s.lying(p, t, side)
	for _, v := range s.values {
		s.have[v]--
	}
	if !ok {
		return Build{}, false
	}
	tv, av := p.Cells[t].Value, p.Cells[a].Value
	best, bestD := board.NoSquare, 0
	for i := 0; i < p.Ranks*board.Files; i++ {
		b, pc := board.Square(i), &p.Cells[i]
		if pc.IsEmpty() || pc.Side != side || pc.Prisoner || pc.Value != tv-av || b == a {
			continue
		}
		if d := max(abs(b.File()-t.File()), abs(b.Rank()-t.Rank())); d > 1 && (best == board.NoSquare || d < bestD) {
			best, bestD = b, d
		}
	}
	return Build{Target: t, Value: tv, A: a, AValue: av, B: best, BValue: tv - av}, best != board.NoSquare
}

// newBuilds lists the builds in after that were not in before: what the
// action itself built.
func newBuilds(before, after []Build) []Build {
	var out []Build
	for _, b := range after {
		if !slices.ContainsFunc(before, func(o Build) bool {
			return o.Target == b.Target && o.Ring == b.Ring && o.Diagonal == b.Diagonal && o.Closed >= b.Closed
		}) {
			out = append(out, b)
		}
	}
	return out
}
