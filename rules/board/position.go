package board

// Position is a whole game state: the board, the side to move, the men each
// side holds off the board, and the turn number.
type Position struct {
	Rules  Rules
	Ranks  int // 16, or 10..16 under fulke3
	Cells  [MaxSquares]Piece
	ToMove Side
	// Took[s.Index()] lists the men side s has taken and holds off the board,
	// in the colour of the army they came from.
	Took [2][]Piece
	Move int // the number of the turn, from 1
}

// NumSquares is the number of squares of the board.
func (p *Position) NumSquares() int { return p.Ranks * Files }

// OnBoard reports whether file and rank (from 0) lie on the board.
func (p *Position) OnBoard(file, rank int) bool {
	return file >= 0 && file < Files && rank >= 0 && rank < p.Ranks
}

// Contains reports whether the square lies on the board.
func (p *Position) Contains(sq Square) bool { return sq >= 0 && int(sq) < p.Ranks*Files }

// At returns the man on a square (the zero Piece when empty).
func (p *Position) At(sq Square) Piece { return p.Cells[sq] }

// Set puts a man on a square (the zero Piece empties it).
func (p *Position) Set(sq Square, piece Piece) { p.Cells[sq] = piece }

// TakenBy returns the men side s has taken and holds off the board.
func (p *Position) TakenBy(s Side) []Piece { return p.Took[s.Index()] }

// Clone returns a deep copy: the taken lists are not shared.
func (p *Position) Clone() Position {
	q := *p
	for i := range q.Took {
		if q.Took[i] != nil {
			q.Took[i] = append([]Piece(nil), q.Took[i]...)
		}
	}
	return q
}

// Equal reports whether two positions are the same.
func (p *Position) Equal(q *Position) bool {
	if p.Rules != q.Rules || p.Ranks != q.Ranks || p.ToMove != q.ToMove || p.Move != q.Move || p.Cells != q.Cells {
		return false
	}
	for i := range p.Took {
		if len(p.Took[i]) != len(q.Took[i]) {
			return false
		}
		for j := range p.Took[i] {
			if p.Took[i][j] != q.Took[i][j] {
				return false
			}
		}
	}
	return true
}

// Men calls fn for every occupied square, from a1 upwards.
func (p *Position) Men(fn func(Square, Piece)) {
	// Count with an int: a Square (int8) would wrap past h16.
	for i := 0; i < p.Ranks*Files; i++ {
		if !p.Cells[i].IsEmpty() {
			fn(Square(i), p.Cells[i])
		}
	}
}
