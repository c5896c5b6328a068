package generate

import "github.com/rithmo/rithmo/rules/board"

// Directions are board.Direction values held as ints, for loops and
// arithmetic on them; the geometry itself is the board's.

func opposite(d int) int { return int(board.Direction(d).Opposite()) }

// step returns the square k steps from sq in direction d, and whether it
// lies on the board.
func step(sq board.Square, d, k int) (board.Square, bool) {
	return board.Step(sq, board.Direction(d), k, ranks)
}

// lineOf returns the direction from a to b and the number of steps when
// they lie on one rank, file or diagonal.
func lineOf(a, b board.Square) (d, k int, ok bool) {
	dir, k, ok := board.Line(a, b)
	return int(dir), k, ok
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

// squareSet is a set of squares of a 16-rank board.
type squareSet [2]uint64

func (s *squareSet) add(sq board.Square)      { s[sq>>6] |= 1 << (sq & 63) }
func (s *squareSet) has(sq board.Square) bool { return s[sq>>6]&(1<<(sq&63)) != 0 }
