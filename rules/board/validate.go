package board

import (
	"errors"
	"fmt"
	"strings"
	"sync"
)

// Problem is one reason a position could not arise under its rule set.
type Problem struct {
	Square Square // NoSquare when the problem is not on one square
	Msg    string
}

func (p Problem) String() string {
	if p.Square == NoSquare {
		return p.Msg
	}
	return p.Square.String() + ": " + p.Msg
}

// Validate says whether a position is possible under its rule set: no more
// men of a shape and value than the armies hold (on the board, in pyramids
// and in the taken lists together), each pyramid built of its army's
// pyramid layers, at most one pyramid a side, a side to move. Positions that
// are merely unusual (few men, men far from home) pass: teaching positions
// are often like that.
func Validate(p *Position) error {
	problems := Problems(p)
	if len(problems) == 0 {
		return nil
	}
	msgs := make([]string, len(problems))
	for i, pr := range problems {
		msgs[i] = pr.String()
	}
	return errors.New("impossible under " + p.Rules.Set.String() + ": " + strings.Join(msgs, "; "))
}

// manKey identifies a man by army, shape and value.
type manKey struct {
	side  Side
	shape Shape
	value uint32
}

// Problems lists every reason Validate refuses the position.
func Problems(p *Position) []Problem {
	var problems []Problem
	if p.ToMove != White && p.ToMove != Black {
		problems = append(problems, Problem{NoSquare, "no side to move"})
	}
	armies := armyCounts()
	pyramids := pyramidLayers()
	// Where prisoners change sides a man's colour no longer tells its army,
	// so men are counted against both armies together (fulke2: a held
	// prisoner set in the enemy camp stands in its captor's colour, marked
	// R3*, and may be taken back into the other hand).
	mixed := p.Rules.Set == Fulke1 || p.Rules.Set == Fulke2 || p.Rules.Has(OptChange) || p.Rules.Has(OptTurn)
	count := map[manKey]int{}
	add := func(side Side, shape Shape, value uint32) {
		if mixed {
			side = NoSide
		}
		count[manKey{side, shape, value}]++
	}
	var pyramidSquares [2][]Square
	p.Men(func(sq Square, piece Piece) {
		if piece.Prisoner {
			// A set prisoner stands in its captor's colour: R3* is Black's 3.
			born := piece.Side.Opponent()
			switch {
			case p.Rules.Set != Fulke2 || piece.IsPyramid():
				problems = append(problems, Problem{sq, fmt.Sprintf("%s: only a single man set by its fulke2 captor is a set prisoner", piece)})
			case armies[manKey{born, piece.Shape, piece.Value}] == 0:
				problems = append(problems, Problem{sq, fmt.Sprintf("%s: a prisoner set by %s is a man of %s's army, which has no %s %d", piece, piece.Side, born, piece.Shape, piece.Value)})
			}
		}
		if !piece.IsPyramid() {
			if p.Rules.Set == Fulke2 && !piece.Prisoner && !ArmyHas(piece.Side, piece.Shape, int(piece.Value)) && ArmyHas(piece.Side.Opponent(), piece.Shape, int(piece.Value)) {
				problems = append(problems, Problem{sq, fmt.Sprintf("%s: %s's army has no %s %d; a prisoner %s has set on the board is marked %s", piece, piece.Side, piece.Shape, piece.Value, piece.Side, SetPrisoner(piece.Side, piece.Shape, int(piece.Value)))})
			}
			add(piece.Side, piece.Shape, piece.Value)
			return
		}
		pyramidSquares[piece.Side.Index()] = append(pyramidSquares[piece.Side.Index()], sq)
		for _, l := range piece.LayerList() {
			add(piece.Side, l.Shape, uint32(l.Value))
			if !pyramids[manKey{piece.Side, l.Shape, uint32(l.Value)}] {
				problems = append(problems, Problem{sq, fmt.Sprintf("%s's pyramid has no layer %s", piece.Side, Piece{Side: piece.Side, Shape: l.Shape, Value: uint32(l.Value)})})
			}
		}
	})
	for _, side := range []Side{White, Black} {
		if sqs := pyramidSquares[side.Index()]; len(sqs) > 1 {
			problems = append(problems, Problem{sqs[1], fmt.Sprintf("%s has more than one pyramid", side)})
		}
		for _, piece := range p.TakenBy(side) {
			if piece.Side == side {
				problems = append(problems, Problem{NoSquare, fmt.Sprintf("%s-took holds %s, a man of %s's own army (men taken are written in the colour of the army they came from)", side, piece, side)})
			}
			if !piece.IsPyramid() {
				add(piece.Side, piece.Shape, piece.Value)
				continue
			}
			for _, l := range piece.LayerList() {
				add(piece.Side, l.Shape, uint32(l.Value))
			}
		}
	}
	for _, key := range sortedKeys(count) {
		have := count[key]
		limit := armies[key]
		if mixed {
			limit = armies[manKey{White, key.shape, key.value}] + armies[manKey{Black, key.shape, key.value}]
		}
		if have > limit {
			name := Piece{Side: key.side, Shape: key.shape, Value: key.value}
			holder := key.side.String() + "'s army has"
			if mixed {
				name.Side = White
				holder = "the two armies have"
			}
			problems = append(problems, Problem{NoSquare, fmt.Sprintf("%s: %d on the board, in pyramids and taken, but %s only %d", name, have, holder, limit)})
		}
	}
	return problems
}

func sortedKeys(m map[manKey]int) []manKey {
	keys := make([]manKey, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	// Order by side, shape, value so that messages are stable.
	for i := 1; i < len(keys); i++ {
		for j := i; j > 0 && less(keys[j], keys[j-1]); j-- {
			keys[j], keys[j-1] = keys[j-1], keys[j]
		}
	}
	return keys
}

func less(a, b manKey) bool {
	if a.side != b.side {
		return a.side < b.side
	}
	if a.shape != b.shape {
		return a.shape < b.shape
	}
	return a.value < b.value
}

// ArmyHas reports whether side's army, as first placed, has a man of the
// shape and value outside its pyramid.
func ArmyHas(side Side, shape Shape, value int) bool {
	return armyCounts()[manKey{side, shape, uint32(value)}] > 0
}

// armyCounts counts each army's men by shape and value, the pyramid by its
// layers, from the classical array: counted once, on first use, read only.
var armyCounts = sync.OnceValue(func() map[manKey]int {
	counts := map[manKey]int{}
	p := Opening(Rules{Set: Fulke3})
	p.Men(func(_ Square, piece Piece) {
		if !piece.IsPyramid() {
			counts[manKey{piece.Side, piece.Shape, piece.Value}]++
			return
		}
		for _, l := range piece.LayerList() {
			counts[manKey{piece.Side, l.Shape, uint32(l.Value)}]++
		}
	})
	return counts
})

// pyramidLayers is the set of layers each army's pyramid is built of:
// found once, on first use, read only.
var pyramidLayers = sync.OnceValue(func() map[manKey]bool {
	layers := map[manKey]bool{}
	p := Opening(Rules{Set: Fulke3})
	p.Men(func(_ Square, piece Piece) {
		if piece.IsPyramid() {
			for _, l := range piece.LayerList() {
				layers[manKey{piece.Side, l.Shape, uint32(l.Value)}] = true
			}
		}
	})
	return layers
})
