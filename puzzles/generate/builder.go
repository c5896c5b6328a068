package generate

import (
	"math/rand/v2"

	"github.com/rithmo/rithmo/puzzles"
	"github.com/rithmo/rithmo/puzzles/mine"
	"github.com/rithmo/rithmo/rules/arith"
	"github.com/rithmo/rithmo/rules/board"
	"github.com/rithmo/rithmo/rules/engine"
	"github.com/rithmo/rithmo/rules/triumph"
)

// placed is a man the builder has set on the board: a piece of an army's
// pool, so that no man is used twice.
type placed struct {
	sq   board.Square
	side board.Side
	idx  int
}

func (m placed) piece() board.Piece { return armyPools()[m.side.Index()][m.idx] }

// builder builds one position at a time. Its buffers are kept between
// attempts, so that building allocates little.
type builder struct {
	g    *Generator
	r    *rand.Rand
	pos  board.Position
	side board.Side // to move: the takers, or the side that triumphs
	used [2][poolSize]bool
	// keep holds the squares that must stay as built: the men of the
	// puzzle's core, the squares their draughts cross, the mover's
	// landing square.
	keep squareSet
	men  []placed

	goal     puzzles.Goal
	solution engine.Action // capture, triumph: the one solving action
	// targets are the men to take: the capture's man, or every man a spot
	// puzzle's answer names; rels the relation each falls by.
	targets  []board.Square
	rels     []engine.Relation
	takers   []placed // the core takers of targets[0] (capture), as they stand when taking
	kind     arith.TriumphKind
	shape    string // the triumph's arrangement: line, angle, square
	trap     bool   // the near miss is confirmed (theme trap)
	extra    int    // men beyond minMen
	cands    []board.Square
	inner    []board.Square   // shuffledInner's buffer
	moved    int              // the taker drawn back (b.takers index)
	miss     missPlan         // the near miss as built
	nearMiss mine.NearMiss    // as puzzles/mine confirmed it
	why      string           // the solution's captures explained, for the note
	spotWhy  [maxSpots]string // each spotted man's fall explained, for the note
	explain  bool             // holds explains the solution's captures (the last check)
	recs     []triumph.Record // the triumph checks' buffer, kept between actions
	tsqs     [4]board.Square  // a triumph's squares (arrangement), tn of them
	tn       int
}

// reset empties the board for a new attempt with side to move.
func (b *builder) reset(side board.Side) {
	r := b.g.opts.Rules
	b.pos = board.Position{Rules: r, Ranks: ranks, ToMove: side}
	// A plausible turn number: the side to move has the odd turns when it
	// moves first.
	k := 10 + b.r.IntN(20)
	b.pos.Move = 2*k + 1
	if r.Set.FirstMover() != side {
		b.pos.Move++
	}
	b.side = side
	b.used = [2][poolSize]bool{}
	b.keep = squareSet{}
	b.men = b.men[:0]
	b.goal = puzzles.Goal{Target: board.NoSquare}
	b.solution = engine.Action{}
	b.targets = b.targets[:0]
	b.rels = b.rels[:0]
	b.takers = b.takers[:0]
	b.kind = arith.TriumphNone
	b.shape = ""
	b.trap = false
	b.extra = 0
	b.moved = 0
	b.miss = missPlan{target: board.NoSquare}
	b.nearMiss = mine.NearMiss{}
	b.why = ""
	b.spotWhy = [maxSpots]string{}
}

// pickSide draws the side to move among those that can.
func (b *builder) pickSide(sides []board.Side) board.Side {
	return sides[b.r.IntN(len(sides))]
}

// free reports whether a man may be set on sq: on the board, empty, and
// not a square the puzzle keeps.
func (b *builder) free(sq board.Square) bool {
	return sq >= 0 && int(sq) < nSquares && b.pos.Cells[sq].IsEmpty() && !b.keep.has(sq)
}

// clear reports whether every square between a and b is empty (squares
// not on one line have none between). It walks the board's cells by
// index: the builder's hottest test.
func (b *builder) clear(from, to board.Square) bool {
	d, k, ok := board.Line(from, to)
	if !ok || k < 2 {
		return true
	}
	df, dr := d.Delta()
	stride := board.Square(dr*board.Files + df)
	for sq := from + stride; sq != to; sq += stride {
		if !b.pos.Cells[sq].IsEmpty() {
			return false
		}
	}
	return true
}

// keepPath keeps the squares between a and b empty.
func (b *builder) keepPath(from, to board.Square) {
	between(from, to, func(sq board.Square) { b.keep.add(sq) })
}

// set puts man idx of side's pool on sq.
func (b *builder) set(sq board.Square, side board.Side, idx int) placed {
	m := placed{sq, side, idx}
	b.pos.Cells[sq] = m.piece()
	b.used[side.Index()][idx] = true
	b.men = append(b.men, m)
	return m
}

// unset takes the last man set off the board again.
func (b *builder) unset() {
	m := b.men[len(b.men)-1]
	b.men = b.men[:len(b.men)-1]
	b.pos.Cells[m.sq] = board.Piece{}
	b.used[m.side.Index()][m.idx] = false
}

// relocate moves a man already set from its square to another.
func (b *builder) relocate(m *placed, to board.Square) {
	for i := range b.men {
		if b.men[i].sq == m.sq {
			b.men[i].sq = to
		}
	}
	b.pos.Cells[to], b.pos.Cells[m.sq] = b.pos.Cells[m.sq], board.Piece{}
	m.sq = to
}

// drawMan draws an unused man of side's pool that pred accepts (nil: any).
func (b *builder) drawMan(side board.Side, pred func(board.Piece) bool) (int, bool) {
	pool := armyPools()[side.Index()]
	start := b.r.IntN(len(pool))
	for i := range pool {
		j := (start + i) % len(pool)
		if !b.used[side.Index()][j] && (pred == nil || pred(pool[j])) {
			return j, true
		}
	}
	return 0, false
}

// randomSquare draws a square that is free.
func (b *builder) randomSquare() (board.Square, bool) {
	for range 16 {
		if sq := board.Square(b.r.IntN(nSquares)); b.free(sq) {
			return sq, true
		}
	}
	return board.NoSquare, false
}

// shuffled returns the squares in a random order, in the builder's buffer
// (valid until the next call: a loop over it must not call it again; see
// shuffledInner).
func (b *builder) shuffled(sqs []board.Square) []board.Square {
	b.cands = shuffleInto(b.r, b.cands, sqs)
	return b.cands
}

// shuffledInner is shuffled with a second buffer, for a loop inside a loop
// over shuffled.
func (b *builder) shuffledInner(sqs []board.Square) []board.Square {
	b.inner = shuffleInto(b.r, b.inner, sqs)
	return b.inner
}

func shuffleInto(r *rand.Rand, buf, sqs []board.Square) []board.Square {
	buf = append(buf[:0], sqs...)
	for i := len(buf) - 1; i > 0; i-- {
		j := r.IntN(i + 1)
		buf[i], buf[j] = buf[j], buf[i]
	}
	return buf
}

// setReaching sets man idx of side on a square from which it reaches T by
// an ordinary draught with a clear path, and keeps that path clear.
func (b *builder) setReaching(side board.Side, idx int, T board.Square) (placed, bool) {
	return b.setReach(side, idx, T, armyPools()[side.Index()][idx].Shape)
}

// setReach sets man idx of side on a square x such that a man of shape on
// x reaches T, or (draughts being symmetric) a man of shape on T reaches
// x, the path between them clear and kept so.
func (b *builder) setReach(side board.Side, idx int, T board.Square, shape board.Shape) (placed, bool) {
	for _, x := range b.shuffled(b.g.reach[shape][T]) {
		if b.free(x) && b.clear(x, T) {
			b.keepPath(x, T)
			b.keep.add(x)
			return b.set(x, side, idx), true
		}
	}
	return placed{}, false
}

// setOnLine sets man idx of side k steps from T on one of its lines, the
// squares between empty and kept so.
func (b *builder) setOnLine(side board.Side, idx int, T board.Square, k int) (placed, bool) {
	start := b.r.IntN(8)
	for i := range 8 {
		d := (start + i) % 8
		x, ok := step(T, d, k)
		if ok && b.free(x) && b.clear(x, T) {
			b.keepPath(x, T)
			b.keep.add(x)
			return b.set(x, side, idx), true
		}
	}
	return placed{}, false
}
