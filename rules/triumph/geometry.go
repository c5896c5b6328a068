package triumph

import (
	"sync/atomic"

	"github.com/rithmo/rithmo/rules/arith"
	"github.com/rithmo/rithmo/rules/board"
)

// The shapes an arrangement of men may take (Triumph.Shape).
const (
	ShapeLine   = "line"   // three or four men equally spaced on a rank, file or diagonal
	ShapeAngle  = "angle"  // three men at the corners of a right angle with equal arms
	ShapeSquare = "square" // four men at the corners of a square, two against two
)

// shapes is a set of the arrangements beside lines that a rule set accepts.
type shapes uint8

const (
	withAngles shapes = 1 << iota
	withSquares
	shapesEnd
)

// form is an arrangement's shape as a small integer, for the hot loop.
type form uint8

const (
	formLine form = iota
	formAngle
	formSquare
)

var formNames = [...]string{formLine: ShapeLine, formAngle: ShapeAngle, formSquare: ShapeSquare}

// arrangement is one placing of three or four men that could make a
// triumph: the squares the men stand on, in the order of the arrangement, and
// the squares that must be empty between them.
//
//   - line: the men in order along the line; gaps between neighbours.
//   - angle: tip, corner, tip (the lower-numbered tip first); gaps along both arms. The corner holds the
//     middle term, as the middle man of a line of three does.
//   - square: the corners going round the square from its lowest-numbered
//     corner; gaps along the four sides.
type arrangement struct {
	men     [4]board.Square
	n       uint8
	form    form
	menBits bitboard // the men's squares
	gapBits bitboard // the squares between them
}

// bitboard is a set of squares, a bit per square (a1 is bit 0).
type bitboard [2]uint64

func (b *bitboard) add(sq board.Square) { b[sq>>6] |= 1 << (sq & 63) }

// has reports whether sq is in b.
func (b *bitboard) has(sq board.Square) bool { return b[sq>>6]&(1<<(sq&63)) != 0 }

// within reports whether every square of b is in c.
func (b *bitboard) within(c *bitboard) bool { return b[0]&^c[0] == 0 && b[1]&^c[1] == 0 }

// meets reports whether b and c share a square.
func (b *bitboard) meets(c *bitboard) bool { return b[0]&c[0] != 0 || b[1]&c[1] != 0 }

// geometry is every arrangement that fits inside one camp (a band of ranks)
// of a board of a given length, with indexes from a square to the
// arrangements that use it.
type geometry struct {
	lo, hi int // the camp's ranks, from 0
	arrs   []arrangement
	byMan  [board.MaxSquares][]group // arrangements in which the square holds a man
	byGap  [board.MaxSquares][]group // arrangements in which the square must be empty
	first  [board.MaxSquares][]int32 // arrangements whose lowest-numbered man stands on the square
}

// group is the arrangements through one square (as a man or a gap) that
// share another man, the partner: when the partner's square holds no man
// that may stand in a triumph, none of them fits, and Completed skips them
// all with one test. The partner is the man nearest the square.
type group struct {
	partner board.Square
	ids     []int32
}

// file adds arrangement id to the square's groups, under its partner.
func file(groups []group, partner board.Square, id int32) []group {
	for i := range groups {
		if groups[i].partner == partner {
			groups[i].ids = append(groups[i].ids, id)
			return groups
		}
	}
	return append(groups, group{partner: partner, ids: []int32{id}})
}

// nearestMan is the man of a other than sq nearest to it (king's distance).
func nearestMan(a *arrangement, sq board.Square) board.Square {
	best, bestD := board.NoSquare, 1<<30
	for _, m := range a.men[:a.n] {
		if m == sq {
			continue
		}
		if d := max(arith.Abs(m.File()-sq.File()), arith.Abs(m.Rank()-sq.Rank())); d < bestD {
			best, bestD = m, d
		}
	}
	return best
}

// geometries caches one geometry per (board length, camp band, shapes
// allowed): a handful are ever used, each built once on first use.
var geometries [(board.MaxRanks + 1) * board.MaxRanks * board.MaxRanks * int(shapesEnd)]atomic.Pointer[geometry]

// geometryFor returns the arrangements inside ranks lo..hi (from 0) of a
// board of the given length: lines, and the right angles and four-corner
// squares that allowed names. It returns nil for a band that does not fit
// the board.
func geometryFor(ranks, lo, hi int, allowed shapes) *geometry {
	if ranks < 1 || ranks > board.MaxRanks || lo < 0 || hi >= ranks || lo > hi || allowed >= shapesEnd {
		return nil
	}
	i := ((ranks*board.MaxRanks+lo)*board.MaxRanks+hi)*int(shapesEnd) + int(allowed)
	if g := geometries[i].Load(); g != nil {
		return g
	}
	g := buildGeometry(lo, hi, allowed)
	if geometries[i].CompareAndSwap(nil, g) {
		return g
	}
	return geometries[i].Load()
}

type vec struct{ df, dr int }

var (
	lineDirs = [...]vec{{1, 0}, {0, 1}, {1, 1}, {-1, 1}}
	// Each right angle as its two arms, turning anticlockwise: four
	// orthogonal, four diagonal.
	angleArms = [...][2]vec{
		{{1, 0}, {0, 1}}, {{0, 1}, {-1, 0}}, {{-1, 0}, {0, -1}}, {{0, -1}, {1, 0}},
		{{1, 1}, {-1, 1}}, {{-1, 1}, {-1, -1}}, {{-1, -1}, {1, -1}}, {{1, -1}, {1, 1}},
	}
)

// builder accumulates arrangements inside one band of ranks.
type builder struct {
	g      *geometry
	lo, hi int
	gaps   []board.Square // the gaps of the arrangement being built
}

func (b *builder) inside(f, r int) bool { return f >= 0 && f < board.Files && r >= b.lo && r <= b.hi }

// gapsBetween appends the squares strictly between (f, r) and k steps of d further.
func (b *builder) gapsBetween(f, r int, d vec, k int) {
	for j := 1; j < k; j++ {
		b.gaps = append(b.gaps, board.At(f+j*d.df, r+j*d.dr))
	}
}

// add files the arrangement with the gaps gathered since the last one.
func (b *builder) add(a arrangement) {
	id := int32(len(b.g.arrs))
	lowest := a.men[0]
	for _, sq := range a.men[:a.n] {
		a.menBits.add(sq)
		b.g.byMan[sq] = file(b.g.byMan[sq], nearestMan(&a, sq), id)
		lowest = min(lowest, sq)
	}
	b.g.first[lowest] = append(b.g.first[lowest], id)
	for _, sq := range b.gaps {
		a.gapBits.add(sq)
		b.g.byGap[sq] = file(b.g.byGap[sq], nearestMan(&a, sq), id)
	}
	b.gaps = b.gaps[:0]
	b.g.arrs = append(b.g.arrs, a)
}

func buildGeometry(lo, hi int, allowed shapes) *geometry {
	b := &builder{g: &geometry{lo: lo, hi: hi}, lo: lo, hi: hi}
	longest := max(board.Files, hi-lo+1)
	for r := lo; r <= hi; r++ {
		for f := 0; f < board.Files; f++ {
			for k := 1; k < longest; k++ {
				b.lines(f, r, k)
				if allowed&withAngles != 0 {
					b.angles(f, r, k)
				}
				if allowed&withSquares != 0 {
					b.square(f, r, k)
				}
			}
		}
	}
	return b.g
}

// lines adds the lines of three and of four men from (f, r), k apart.
func (b *builder) lines(f, r, k int) {
	for _, d := range lineDirs {
		for n := 3; n <= 4; n++ {
			if !b.inside(f+(n-1)*k*d.df, r+(n-1)*k*d.dr) {
				continue
			}
			a := arrangement{n: uint8(n), form: formLine}
			for i := 0; i < n; i++ {
				a.men[i] = board.At(f+i*k*d.df, r+i*k*d.dr)
				if i < n-1 {
					b.gapsBetween(f+i*k*d.df, r+i*k*d.dr, d, k)
				}
			}
			b.add(a)
		}
	}
}

// angles adds the right angles cornered on (f, r) with arms k long.
func (b *builder) angles(f, r, k int) {
	for _, arms := range angleArms {
		p, q := arms[0], arms[1]
		if !b.inside(f+k*p.df, r+k*p.dr) || !b.inside(f+k*q.df, r+k*q.dr) {
			continue
		}
		a := arrangement{n: 3, form: formAngle}
		tip1, tip2 := board.At(f+k*p.df, r+k*p.dr), board.At(f+k*q.df, r+k*q.dr)
		a.men = [4]board.Square{min(tip1, tip2), board.At(f, r), max(tip1, tip2)}
		b.gapsBetween(f, r, p, k)
		b.gapsBetween(f, r, q, k)
		b.add(a)
	}
}

// square adds the square with (f, r) as its lower left corner and sides k
// long, its sides along ranks and files.
func (b *builder) square(f, r, k int) {
	if !b.inside(f+k, r+k) {
		return
	}
	a := arrangement{n: 4, form: formSquare}
	a.men = [4]board.Square{board.At(f, r), board.At(f+k, r), board.At(f+k, r+k), board.At(f, r+k)}
	b.gapsBetween(f, r, vec{1, 0}, k)
	b.gapsBetween(f+k, r, vec{0, 1}, k)
	b.gapsBetween(f, r+k, vec{1, 0}, k)
	b.gapsBetween(f, r, vec{0, 1}, k)
	b.add(a)
}
