package board

import "github.com/rithmo/rithmo/rules/arith"

// Direction is one of the eight ways a line runs from a square, clockwise
// from north (towards Black's edge). Even values are orthogonal, odd ones
// diagonal.
type Direction uint8

const (
	North Direction = iota
	NorthEast
	East
	SouthEast
	South
	SouthWest
	West
	NorthWest
)

// NumDirections is the number of directions.
const NumDirections = 8

var (
	dirFile  = [NumDirections]int{0, 1, 1, 1, 0, -1, -1, -1}
	dirRank  = [NumDirections]int{1, 1, 0, -1, -1, -1, 0, 1}
	dirNames = [NumDirections]string{"north", "north-east", "east", "south-east", "south", "south-west", "west", "north-west"}
)

// Delta is the change of file and rank for one step.
func (d Direction) Delta() (file, rank int) { return dirFile[d&7], dirRank[d&7] }

// Orthogonal reports whether the direction runs along a rank or a file.
func (d Direction) Orthogonal() bool { return d%2 == 0 }

// Opposite is the direction turned round.
func (d Direction) Opposite() Direction { return (d + 4) & 7 }

func (d Direction) String() string { return dirNames[d&7] }

// Step returns the square k steps from sq in direction d, and whether it
// lies on a board of the given number of ranks.
func Step(sq Square, d Direction, k, ranks int) (Square, bool) {
	f, r := sq.File()+k*dirFile[d&7], sq.Rank()+k*dirRank[d&7]
	if f < 0 || f >= Files || r < 0 || r >= ranks {
		return NoSquare, false
	}
	return At(f, r), true
}

// Line reports whether two distinct squares lie on one rank, file or
// diagonal, and if so the direction from a to b and the number of steps
// (neighbours are 1 step apart).
func Line(a, b Square) (d Direction, steps int, ok bool) {
	df, dr := b.File()-a.File(), b.Rank()-a.Rank()
	if df == 0 && dr == 0 || df != 0 && dr != 0 && arith.Abs(df) != arith.Abs(dr) {
		return 0, 0, false
	}
	return lineDir[sign(df)+1][sign(dr)+1], max(arith.Abs(df), arith.Abs(dr)), true
}

// lineDir is the direction of a step of file and rank signs (-1, 0, 1),
// looked up rather than searched: the engine asks for lines in its loops.
var lineDir = [3][3]Direction{
	{SouthWest, West, NorthWest}, // file -1: rank -1, 0, 1
	{South, North, North},        // file 0 (0, 0 is no line)
	{SouthEast, East, NorthEast}, // file 1
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
