package engine

import (
	"sync"

	"github.com/rithmo/rithmo/rules/arith"
	"github.com/rithmo/rithmo/rules/board"
)

// Directions, clockwise from north (towards Black's edge): N, NE, E, SE, S,
// SW, W, NW. Even indexes are orthogonal, odd ones diagonal; the opposite of
// d is d^4... written opp(d) for clarity.
const nDirs = 8

var (
	dirFile = [nDirs]int{0, 1, 1, 1, 0, -1, -1, -1}
	dirRank = [nDirs]int{1, 1, 0, -1, -1, -1, 0, 1}
	// dirStep is the change of a Square index for one step in each direction.
	dirStep = [nDirs]int{8, 9, 1, -7, -8, -9, -1, 7}
)

// Direction sets as bit masks (bit d = direction d).
const (
	orthDirs uint8 = 0b01010101
	diagDirs uint8 = 0b10101010
	allDirs  uint8 = 0xff
)

func opp(d int) int { return (d + 4) & 7 }

// Leap kinds (flying moves), as bits of moveSet.leap.
const (
	leapKnight uint8 = 1 << iota // 2 + 1, the knight's draught of chess
	leapLong                     // 3 + 1, fulke1's square flying "passing four spaces"
)

var leapShape = [2][2]int{{2, 1}, {3, 1}}

// geom holds the tables of one board length: how far each ray runs and where
// each leap lands. Built once for every length 10..16.
type geom struct {
	ranks  int
	rayLen [board.MaxSquares][nDirs]uint8
	leaps  [2][board.MaxSquares][8]board.Square
	nLeaps [2][board.MaxSquares]uint8
	// leapTo marks the squares of leaps, by the leap kinds of a man
	// (moveSet.leap, 1..3) and square.
	leapTo [4][board.MaxSquares][2]uint64
	// lines holds, for each square, the squares of its rank, file and
	// diagonals, itself included.
	lines [board.MaxSquares][2]uint64
	// ray holds, for each square and direction, the squares of the ray out
	// of it to the edge (itself not included).
	ray [board.MaxSquares][nDirs][2]uint64
	// ray3 is ray cut to its first three squares: the reach of every
	// draught (state.reachLim), all a look goes without eruption.
	ray3 [board.MaxSquares][nDirs][2]uint64
	// line and line3 join, for each direction d below nDirs/2, ray and
	// ray3 of d and of its opposite: a line through the square, itself
	// left out.
	line, line3 [board.MaxSquares][nDirs / 2][2]uint64
	// toward holds, for squares a and b, the direction from a along which
	// b lies as a direction set (bit d), 0 when b is on none of a's lines:
	// the lines of a target a move changed (evalFocused).
	toward [board.MaxSquares][board.MaxSquares]uint8
	// templates are the arrays of a progression through a square (eachArray),
	// the same for every length (progressionTemplates), here so that the
	// hot path reads them without a once-check.
	templates []template
}

// The tables of each board length are built when a position of that length
// is first judged: most runs of rithmo judge none.
var (
	geoms    [board.MaxRanks + 1]*geom
	geomOnce [board.MaxRanks + 1]sync.Once
)

// geomOf returns the tables of a board length, nil for a length no rule set
// has.
func geomOf(ranks int) *geom {
	if ranks < board.MinRanks || ranks > board.MaxRanks {
		return nil
	}
	geomOnce[ranks].Do(func() { geoms[ranks] = buildGeom(ranks) })
	return geoms[ranks]
}

func buildGeom(ranks int) *geom {
	g := &geom{ranks: ranks, templates: progressionTemplates()}
	for sq := 0; sq < ranks*board.Files; sq++ {
		f, r := sq%board.Files, sq/board.Files
		for d := 0; d < nDirs; d++ {
			n := 0
			for onBoard(f+(n+1)*dirFile[d], r+(n+1)*dirRank[d], ranks) {
				n++
			}
			g.rayLen[sq][d] = uint8(n)
			for k := 0; k <= n; k++ {
				x := sq + k*dirStep[d]
				g.lines[sq][x>>6] |= 1 << (x & 63)
				if k > 0 {
					g.toward[sq][x] = 1 << d
					g.ray[sq][d][x>>6] |= 1 << (x & 63)
					g.line[sq][d%(nDirs/2)][x>>6] |= 1 << (x & 63)
				}
				if k > 0 && k <= 3 {
					g.ray3[sq][d][x>>6] |= 1 << (x & 63)
					g.line3[sq][d%(nDirs/2)][x>>6] |= 1 << (x & 63)
				}
			}
		}
		for kind, shape := range leapShape {
			a, b := shape[0], shape[1]
			for _, v := range [8][2]int{{a, b}, {b, a}, {-b, a}, {-a, b}, {-a, -b}, {-b, -a}, {b, -a}, {a, -b}} {
				if onBoard(f+v[0], r+v[1], ranks) {
					t := board.At(f+v[0], r+v[1])
					g.leaps[kind][sq][g.nLeaps[kind][sq]] = t
					g.nLeaps[kind][sq]++
					for kinds := 1; kinds < 4; kinds++ {
						if kinds&(1<<kind) != 0 {
							g.leapTo[kinds][sq][t>>6] |= 1 << (t & 63)
						}
					}
				}
			}
		}
	}
	return g
}

func onBoard(f, r, ranks int) bool { return f >= 0 && f < board.Files && r >= 0 && r < ranks }

// lineBetween reports whether two squares lie on one rank, file or diagonal,
// and if so the direction from a to b and the number of steps.
func lineBetween(a, b board.Square) (d, steps int, ok bool) {
	dir, steps, ok := board.Line(a, b)
	return int(dir), steps, ok
}

// steps is the number of king's steps from a to b.
func steps(a, b board.Square) int {
	return max(arith.Abs(int(b&7)-int(a&7)), arith.Abs(int(b>>3)-int(a>>3)))
}

func sign(x int) int {
	switch {
	case x > 0:
		return 1
	case x < 0:
		return -1
	}
	return 0
}

// nearest returns the first occupied square from s along direction d within
// lim steps and its distance in steps, or -1, 0 when there is none. Rays are short
// and men close together: a walk costs less than a bit scan.
func (st *state) nearest(s board.Square, d, lim int) (int, int) {
	return st.nearestOn(&st.g.rayLen[s], s, d, lim)
}

// nearestOn is nearest with s's ray lengths at hand (rays): a caller
// looking along several directions finds them once.
func (st *state) nearestOn(rays *[nDirs]uint8, s board.Square, d, lim int) (int, int) {
	span := min(int(rays[d]), lim)
	x := int(s)
	for k := 1; k <= span; k++ {
		x += dirStep[d]
		if st.occ[x] != 0 {
			return x, k
		}
	}
	return -1, 0
}

// onLine reports whether two squares share a rank, file or diagonal (a
// square shares all of them with itself).
func onLine(a, b board.Square) bool {
	df, dr := int(b&7)-int(a&7), int(b>>3)-int(a>>3)
	return df == 0 || dr == 0 || df == dr || df == -dr
}

// raysHolding returns the directions whose ray (of rt, one square's rays)
// holds a square of b: a look along any other finds none of them.
// Unrolled and not inlined, it spares its callers' loops the test and the
// registers it needs.
//
//go:noinline
func raysHolding(rt *[nDirs][2]uint64, b [2]uint64) uint8 {
	var dirs uint8
	if b[0]&rt[0][0]|b[1]&rt[0][1] != 0 {
		dirs |= 1 << 0
	}
	if b[0]&rt[1][0]|b[1]&rt[1][1] != 0 {
		dirs |= 1 << 1
	}
	if b[0]&rt[2][0]|b[1]&rt[2][1] != 0 {
		dirs |= 1 << 2
	}
	if b[0]&rt[3][0]|b[1]&rt[3][1] != 0 {
		dirs |= 1 << 3
	}
	if b[0]&rt[4][0]|b[1]&rt[4][1] != 0 {
		dirs |= 1 << 4
	}
	if b[0]&rt[5][0]|b[1]&rt[5][1] != 0 {
		dirs |= 1 << 5
	}
	if b[0]&rt[6][0]|b[1]&rt[6][1] != 0 {
		dirs |= 1 << 6
	}
	if b[0]&rt[7][0]|b[1]&rt[7][1] != 0 {
		dirs |= 1 << 7
	}
	return dirs
}
