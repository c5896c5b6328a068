package generate

import "github.com/rithmo/rithmo/rules/board"

// The eight directions, clockwise from north (towards Black's edge). Even
// indexes are orthogonal, odd ones diagonal; the opposite of d is d^4.
var (
	dirFile = [8]int{0, 1, 1, 1, 0, -1, -1, -1}
	dirRank = [8]int{1, 1, 0, -1, -1, -1, 0, 1}
)

func opposite(d int) int { return d ^ 4 }

// step returns the square k steps from sq in direction d, and whether it
// lies on the board.
func step(sq board.Square, d, k int) (board.Square, bool) {
	f, r := sq.File()+k*dirFile[d], sq.Rank()+k*dirRank[d]
	if f < 0 || f >= board.Files || r < 0 || r >= ranks {
		return board.NoSquare, false
	}
	return board.At(f, r), true
}

// lineOf returns the direction from a to b and the number of steps when
// they lie on one rank, file or diagonal.
func lineOf(a, b board.Square) (d, k int, ok bool) {
	df, dr := b.File()-a.File(), b.Rank()-a.Rank()
	if df == 0 && dr == 0 || df != 0 && dr != 0 && abs(df) != abs(dr) {
		return 0, 0, false
	}
	for d = 0; d < 8; d++ {
		if dirFile[d] == sign(df) && dirRank[d] == sign(dr) {
			break
		}
	}
	return d, max(abs(df), abs(dr)), true
}

func isLine(a, b board.Square) bool {
	_, _, ok := lineOf(a, b)
	return ok
}

// between calls fn for each square strictly between a and b on their line.
func between(a, b board.Square, fn func(board.Square)) {
	d, k, ok := lineOf(a, b)
	if !ok {
		return
	}
	for j := 1; j < k; j++ {
		sq, _ := step(a, d, j)
		fn(sq)
	}
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
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

// squareSet is a set of squares of a 16-rank board.
type squareSet [2]uint64

func (s *squareSet) add(sq board.Square)      { s[sq>>6] |= 1 << (sq & 63) }
func (s *squareSet) has(sq board.Square) bool { return s[sq>>6]&(1<<(sq&63)) != 0 }
