package generate

import "github.com/rithmo/rithmo/rules/board"

// siegeKind is how a rule set hems a man in (shared/rules.md, siege row),
// as far as building one needs to know.
type siegeKind uint8

const (
	// siegeByDraughts: every ordinary draught of the man is closed by an
	// enemy, four at least (the edge counts only under +edge): fulke1,
	// fulke2; and parlett's blockade.
	siegeByDraughts siegeKind = iota
	// siegeByNeighbours: its four orthogonal or its four diagonal
	// neighbours are enemies: fulke3, nemec (nemec's edge closes a side of
	// the orthogonal ring; fulke3's only under +edge).
	siegeByNeighbours
)

// ruleSpec is what the generator must know of a rule set to build a
// relation on purpose. It is construction knowledge only: every position
// is judged afterwards by the engine, which has the last word.
type ruleSpec struct {
	attack    bool // nemec: moves take nothing, an attack in place takes
	lying     bool // addition by two of the target's neighbours (fulke3 lying weight, nemec deceit, fulke2+next)
	anyNext   bool // the two neighbours may be any two of the eight (fulke3, fulke2+next); else opposite (nemec)
	subNext   bool // subtraction by two neighbours too (fulke2+next)
	inclusive bool // an eruption's distance counts both men's squares (nemec, parlett); else the empty squares between
	siege     siegeKind
	// edgeOrth, edgeDiag: the board's edge closes a side of the orthogonal,
	// the diagonal ring (siegeByNeighbours); edgeDraught: it counts towards
	// a draught siege's four (+edge).
	edgeOrth, edgeDiag, edgeDraught bool
	arrays                          bool // fulke1's progression: the takers stand with the target as a triumph is set
	squares                         bool // triumphs at the corners of a square (not parlett)
}

func specOf(r board.Rules) ruleSpec {
	s := specOfSet(r)
	edge := r.Has(board.OptEdge)
	s.edgeOrth = edge || r.Set == board.Nemec
	s.edgeDiag = edge
	s.edgeDraught = edge || r.Set == board.Parlett
	return s
}

func specOfSet(r board.Rules) ruleSpec {
	switch r.Set {
	case board.Fulke1:
		return ruleSpec{siege: siegeByDraughts, arrays: true, squares: true}
	case board.Fulke2:
		next := r.Has(board.OptNext)
		return ruleSpec{siege: siegeByDraughts, squares: true, lying: next, anyNext: next, subNext: next}
	case board.Fulke3:
		return ruleSpec{lying: true, anyNext: true, siege: siegeByNeighbours, squares: true}
	case board.Nemec:
		return ruleSpec{attack: true, lying: true, inclusive: true, siege: siegeByNeighbours, squares: true}
	}
	return ruleSpec{inclusive: true, siege: siegeByDraughts} // parlett
}

// eruptionSteps is how many steps apart a taker and its target stand for
// an eruption by multiplier d: the distance counts both squares (d − 1
// steps) or only the empty squares between (d + 1 steps).
func (s ruleSpec) eruptionSteps(d int) int {
	if s.inclusive {
		return d - 1
	}
	return d + 1
}
