package board

import "fmt"

// Files is the width of every board; MaxRanks and MinRanks bound its length
// (only fulke3 allows fewer than MaxRanks).
const (
	Files      = 8
	MaxRanks   = 16
	MinRanks   = 10
	MaxSquares = Files * MaxRanks
	MaxLayers  = 6     // White's pyramid has six layers, Black's five
	MaxValue   = 65535 // largest value a man may carry in a position
)

// Side is an army: White (even numbers) or Black (odd numbers).
type Side uint8

const (
	NoSide Side = iota
	White
	Black
)

// Opponent returns the other army.
func (s Side) Opponent() Side {
	switch s {
	case White:
		return Black
	case Black:
		return White
	}
	return NoSide
}

// Index is 0 for White and 1 for Black, for per-side arrays.
func (s Side) Index() int { return int(s) - 1 }

func (s Side) String() string {
	switch s {
	case White:
		return "white"
	case Black:
		return "black"
	}
	return "none"
}

// Title is the side's name with a capital, for sentences: White, Black.
func (s Side) Title() string {
	switch s {
	case White:
		return "White"
	case Black:
		return "Black"
	}
	return "No side"
}

// Shape is the form of a man.
type Shape uint8

const (
	NoShape Shape = iota
	Round
	Triangle
	SquareShape // the square man; named so to keep Square for board squares
	Pyramid
)

var shapeLetters = [...]byte{NoShape: '?', Round: 'R', Triangle: 'T', SquareShape: 'S', Pyramid: 'P'}
var shapeNames = [...]string{NoShape: "none", Round: "round", Triangle: "triangle", SquareShape: "square", Pyramid: "pyramid"}

func (s Shape) String() string {
	if int(s) < len(shapeNames) {
		return shapeNames[s]
	}
	return "none"
}

// Letter is the upper-case notation letter of the shape.
func (s Shape) Letter() byte {
	if int(s) < len(shapeLetters) {
		return shapeLetters[s]
	}
	return '?'
}

// Draught is the distance of the shape's ordinary move in squares (1, 2, 3);
// 0 for a pyramid, which moves by its layers.
func (s Shape) Draught() int {
	switch s {
	case Round:
		return 1
	case Triangle:
		return 2
	case SquareShape:
		return 3
	}
	return 0
}

// Layer is one man of a pyramid.
type Layer struct {
	Shape Shape
	Value uint16
}

// Piece is a man on a square, or the empty square (its zero value). A
// pyramid keeps its remaining layers, top to base; its Value is their sum.
type Piece struct {
	Side    Side
	Shape   Shape
	NLayers uint8
	// Prisoner marks a fulke2 prisoner its captor has set on the board
	// (written R3*: Black's 3, set by White, in the setter's colour): "the
	// enemies men taken, may serue onely to celebrate a triumphe, but not to
	// fight on his syde that taketh them". It stands in the setter's
	// triumphs and takes part in no taking.
	Prisoner bool
	Value    uint32
	Layers   [MaxLayers]Layer
}

// SetPrisoner returns a prisoner of its captor side set on the board: a
// man of the shape and value in side's colour, marked (R3*).
func SetPrisoner(side Side, shape Shape, value int) Piece {
	return Piece{Side: side, Shape: shape, Value: uint32(value), Prisoner: true}
}

// Unmarked returns the piece without its prisoner's mark, as a man is
// listed off the board.
func (p Piece) Unmarked() Piece {
	p.Prisoner = false
	return p
}

// Man returns a single man (not a pyramid).
func Man(side Side, shape Shape, value int) Piece {
	return Piece{Side: side, Shape: shape, Value: uint32(value)}
}

// NewPyramid returns a pyramid of the given layers, top to base.
func NewPyramid(side Side, layers ...Layer) Piece {
	p := Piece{Side: side, Shape: Pyramid}
	for _, l := range layers {
		if int(p.NLayers) == MaxLayers {
			break
		}
		p.Layers[p.NLayers] = l
		p.NLayers++
		p.Value += uint32(l.Value)
	}
	return p
}

// IsEmpty reports whether the square holds no man.
func (p Piece) IsEmpty() bool { return p.Shape == NoShape }

// IsPyramid reports whether the man is a pyramid.
func (p Piece) IsPyramid() bool { return p.Shape == Pyramid }

// LayerList returns the pyramid's remaining layers, top to base.
func (p *Piece) LayerList() []Layer { return p.Layers[:p.NLayers] }

// Holds reports whether a pyramid still holds a layer of the shape (for a
// single man: whether it is of that shape).
func (p Piece) Holds(s Shape) bool {
	if p.Shape != Pyramid {
		return p.Shape == s
	}
	for _, l := range p.Layers[:p.NLayers] {
		if l.Shape == s {
			return true
		}
	}
	return false
}

// WithoutLayer returns the pyramid less its layer i. The zero Piece is
// returned when no layer is left.
func (p Piece) WithoutLayer(i int) Piece {
	if p.Shape != Pyramid || i < 0 || i >= int(p.NLayers) {
		return p
	}
	q := Piece{Side: p.Side, Shape: Pyramid}
	for j, l := range p.Layers[:p.NLayers] {
		if j != i {
			q.Layers[q.NLayers] = l
			q.NLayers++
			q.Value += uint32(l.Value)
		}
	}
	if q.NLayers == 0 {
		return Piece{}
	}
	return q
}

// LayerPiece returns layer i of a pyramid as a man of its own.
func (p Piece) LayerPiece(i int) Piece {
	l := p.Layers[i]
	return Piece{Side: p.Side, Shape: l.Shape, Value: uint32(l.Value)}
}

// String is the piece's notation: R4, t30, P[R1,R4,T9,T16,S25,S36].
func (p Piece) String() string { return string(appendPiece(nil, p)) }

// Square is a square of the board: file + 8 × rank, both from 0 (a1 is 0).
type Square int8

// NoSquare is the absence of a square.
const NoSquare Square = -1

// At returns the square of a file and rank, both from 0.
func At(file, rank int) Square { return Square(rank*Files + file) }

// File is 0 for a, 7 for h.
func (s Square) File() int { return int(s) % Files }

// Rank is 0 for rank 1.
func (s Square) Rank() int { return int(s) / Files }

func (s Square) String() string {
	if s < 0 || int(s) >= MaxSquares {
		return "-"
	}
	return fmt.Sprintf("%c%d", 'a'+s.File(), s.Rank()+1)
}

// MarshalText writes the square's name.
func (s Square) MarshalText() ([]byte, error) { return []byte(s.String()), nil }

// ParseSquare reads a square name such as "e8" or "h16".
func ParseSquare(name string) (Square, error) {
	if len(name) < 2 || len(name) > 3 || name[0] < 'a' || name[0] > 'h' {
		return NoSquare, fmt.Errorf("square %q: want a file a-h and a rank 1-16, like e8", name)
	}
	rank := 0
	for _, c := range name[1:] {
		if c < '0' || c > '9' {
			return NoSquare, fmt.Errorf("square %q: rank is not a number", name)
		}
		rank = rank*10 + int(c-'0')
	}
	if rank < 1 || rank > MaxRanks || name[1] == '0' {
		return NoSquare, fmt.Errorf("square %q: rank must be 1 to %d", name, MaxRanks)
	}
	return At(int(name[0]-'a'), rank-1), nil
}
