package engine

import (
	"github.com/rithmo/rithmo/rules/arith"
	"github.com/rithmo/rithmo/rules/board"
)

// maxVals is the most values a man may act with or be taken at: a complete
// pyramid's whole value and each of its six layers.
const maxVals = 1 + board.MaxLayers

// man is what the engine needs to know of a man on the board, computed once
// per position.
type man struct {
	side  board.Side
	shape board.Shape
	sq    board.Square
	// vals holds the values the man is taken at and takes with, lay the
	// layer index of each (-1: the whole man or pyramid). A pyramid's
	// vals[0] is the sum of the layers it holds, its layers follow. It is
	// taken at vals[t0:nv] and takes with vals[a0:a1] (a fulke king: its
	// whole value only; a nemec pyramid is taken by its layers only).
	vals   [maxVals]int64
	lay    [maxVals]int8
	nv, t0 uint8
	a0, a1 uint8
	whole  bool // a complete pyramid
	// wholePair: the king's whole number (lay -1 among the targets) falls
	// only to the two-man arithmetic (fulke1, fulke3: addition,
	// subtraction, multiplication, division), never to equality, eruption
	// or signs; fulke2's falls to any relation (spec.wholeByPairs).
	wholePair bool
	// prisoner: a fulke2 prisoner set on the board (R3*), which takes part
	// in no taking: "the enemies men taken, may serue onely to celebrate a
	// triumphe, but not to fight on his syde that taketh them".
	prisoner bool
	// single: not a pyramid, one value to take with and be taken at
	// (vals[0]).
	single bool
	moves  moveSet
	// table: 1 + the index in state.tables of the moves' table, 0 for
	// none (tableFor).
	table uint8
	marks uint8 // cossic marks (bit k: arith.Power k), fulke2
}

// pyramidLayers are each army's complete pyramid, top to base (rules.md).
var canonicalPyramids = [2][]board.Layer{
	{{Shape: board.Round, Value: 1}, {Shape: board.Round, Value: 4}, {Shape: board.Triangle, Value: 9}, {Shape: board.Triangle, Value: 16}, {Shape: board.SquareShape, Value: 25}, {Shape: board.SquareShape, Value: 36}},
	{{Shape: board.Round, Value: 16}, {Shape: board.Triangle, Value: 25}, {Shape: board.Triangle, Value: 36}, {Shape: board.SquareShape, Value: 49}, {Shape: board.SquareShape, Value: 64}},
}

// complete reports whether a pyramid still holds every layer of its army's
// pyramid: only then does it act and fall with its whole value.
func complete(p *board.Piece) bool {
	if p.Shape != board.Pyramid || p.Side != board.White && p.Side != board.Black {
		return false
	}
	want := canonicalPyramids[p.Side.Index()]
	if int(p.NLayers) != len(want) {
		return false
	}
	for i, l := range want {
		if p.Layers[i] != l {
			return false
		}
	}
	return true
}

// cossicMarks is the marking of the men in the second kind of play, as the
// 1563 book lists it ("The marking of the men"), by army and value (wm+v:
// White's v, bm+v: Black's; every marked value is below 256), each a set of
// signs (bit k: arith.Power k); the marks of a value are the same whatever
// the man's shape. The kings carry numbers only, no signs, so pyramid
// layers are unmarked.
var cossicMarks = [2 * 256]uint8{
	// "The first order of roundes in bothe numbers, must haue the signe of
	// the roote": 8 6 4 2, 9 7 5 3.
	wm + 2: root, wm + 4: root, wm + 6: root, wm + 8: root,
	bm + 3: root, bm + 5: root, bm + 7: root, bm + 9: root,
	// Second order of rounds: "onely .4. and .9. with the roote, and .81.
	// with the quadrate" (White's 4 and Black's 9 are roots already).
	bm + 81: quadrate,
	// First order of triangles: "except onely .6. which is signed with the
	// roote" (White's 6, a root already). Second order of triangles: "9 both
	// of the roote and of the quadrate, 25, 36 and 49 ... the quadrate, 64
	// of the quadrate and the cube, and also the quadrat of cube, 16 and 81
	// of the quadrate, and the foure squared quadrate"; 100 none.
	wm + 9:  root | quadrate,
	wm + 25: quadrate,
	bm + 36: quadrate,
	wm + 49: quadrate,
	bm + 64: quadrate | 1<<arith.Cube | 1<<arith.SquareOfCube,
	bm + 16: quadrate | 1<<arith.SquareOfSquare,
	wm + 81: quadrate | 1<<arith.SquareOfSquare,
	// First order of squares: "onely 15. is marked with the roote".
	wm + 15: root,
	// Second order of squares: "25. and .225. wyth the signe of the
	// quadrate, .81. ... the quadrate and the foure-squared quadrate"
	// (White's 25 and 81 as above).
	bm + 225: quadrate,
}

// The offsets of each army in cossicMarks, and its commonest signs.
const (
	wm       = 0
	bm       = 256
	root     = 1 << arith.Root
	quadrate = 1 << arith.Square
)

// CossicMarks returns the cossic signs a man carries in the second kind of
// play (fulke2), from the book's marking of the men; none for a pyramid or
// for a value the book does not mark.
func CossicMarks(piece board.Piece) []arith.Power {
	var out []arith.Power
	m := marksOf(&piece)
	for k := arith.Root; k <= arith.SquareOfCube; k++ {
		if m&(1<<k) != 0 {
			out = append(out, k)
		}
	}
	return out
}

func marksOf(p *board.Piece) uint8 {
	if p.Shape == board.Pyramid || p.Side != board.White && p.Side != board.Black || p.Value >= 256 {
		return 0
	}
	return cossicMarks[p.Side.Index()*256+int(p.Value)]
}

// shapeWhole reports whether a pyramid holds every layer of the shape that
// its army's pyramid has (and has at least one).
func shapeWhole(p *board.Piece, shape board.Shape) bool {
	if p.Side != board.White && p.Side != board.Black {
		return false
	}
	n := 0
	for _, l := range canonicalPyramids[p.Side.Index()] {
		if l.Shape != shape {
			continue
		}
		n++
		found := false
		for _, h := range p.Layers[:p.NLayers] {
			found = found || h == l
		}
		if !found {
			return false
		}
	}
	return n > 0
}

// movesOf returns a man's ordinary draughts and leaps under a rule set.
func movesOf(r board.Rules, s *spec, p *board.Piece) moveSet {
	if p.Shape != board.Pyramid {
		if p.Shape >= board.Pyramid || p.Shape == board.NoShape {
			return moveSet{}
		}
		if r.Set == board.Fulke3 && r.Has(board.OptCorner) {
			return cornerwise(s.shapeMoves[p.Shape])
		}
		return s.shapeMoves[p.Shape]
	}
	if r.Set == board.Fulke3 && r.Has(board.OptCorner) {
		// The kings "moue as squares", cornerwise too when agreed.
		sp := *s
		for sh := range sp.shapeMoves {
			sp.shapeMoves[sh] = cornerwise(sp.shapeMoves[sh])
		}
		s = &sp
	}
	var held moveSet
	hasR, hasT, hasS := p.Holds(board.Round), p.Holds(board.Triangle), p.Holds(board.SquareShape)
	for shape, has := range [...]bool{board.Round: hasR, board.Triangle: hasT, board.SquareShape: hasS} {
		if has {
			m := s.shapeMoves[shape]
			m.leap = 0 // a pyramid never flies
			held = held.union(m)
		}
	}
	switch s.pyramid {
	case pyramidQueen:
		if complete(p) {
			return along(allDirs, upTo3)
		}
		// The draughts of the shapes none of whose layers is lost.
		held = moveSet{}
		for shape := board.Round; shape <= board.SquareShape; shape++ {
			if shapeWhole(p, shape) {
				m := s.shapeMoves[shape]
				m.leap = 0
				held = held.union(m)
			}
		}
		return held
	case pyramidAsSquare:
		if hasS {
			m := s.shapeMoves[board.SquareShape]
			m.leap = 0
			return m
		}
	}
	return held
}

// cornerwise adds the diagonal draughts of the same distances (fulke3's
// +corner).
func cornerwise(m moveSet) moveSet {
	mask := m.dist[0]
	return along(allDirs, mask)
}

// fillMan computes a man's record (load copies a single man's from
// state.singleMen and calls fillMan for each pyramid).
func fillMan(m *man, r board.Rules, s *spec, sq board.Square, p *board.Piece) {
	// Field by field, not *m = man{...}: the values past nv are never read.
	m.side, m.shape, m.sq = p.Side, p.Shape, sq
	m.moves = movesOf(r, s, p)
	m.vals[0], m.lay[0] = int64(p.Value), -1
	m.nv, m.t0, m.a0, m.a1 = 1, 0, 0, 1
	m.whole, m.wholePair, m.marks, m.prisoner = false, false, 0, p.Prisoner
	m.single = p.Shape != board.Pyramid
	if p.Shape != board.Pyramid {
		if r.Set == board.Fulke2 {
			m.marks = marksOf(p)
		}
		return
	}
	for i := 0; i < int(p.NLayers); i++ {
		m.vals[m.nv] = int64(p.Layers[i].Value)
		m.lay[m.nv] = int8(i)
		m.nv++
	}
	m.whole = complete(p)
	if !m.whole || s.wholeBySiegeOnly {
		m.t0 = 1 // taken layer by layer (whole only by siege)
	}
	m.wholePair = s.wholeByPairs
	if s.kingWhole {
		// "The kinges conteine in them suche numbers, as beyng all added
		// together, make the whole piramidall number": the king acts as
		// one man with the sum of what it holds.
		return
	}
	m.a1 = m.nv
	if !m.whole {
		m.a0 = 1
	}
}
