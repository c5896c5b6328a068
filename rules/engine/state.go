package engine

import (
	"fmt"
	"math/bits"

	"github.com/rithmo/rithmo/rules/board"
)

// state is the engine's compact copy of a position: an occupancy table that
// points into a table of men, so that trying a move is a few byte writes.
type state struct {
	p     *board.Position
	rules board.Rules
	spec  *spec
	g     *geom
	rels  relMask
	jump  bool // OptJump: men jump over their own men
	// prisoners: a set prisoner stands on the board; evalFocused drops
	// every relation instance it would take part in (dropPrisoners).
	prisoners bool
	pass      bool // OptPass: fulke2's triangles and squares pass over any man
	// judgeAll: after a move every enemy man is judged afresh (+jump,
	// +pass, fulke1's +progression: see candidates).
	judgeAll bool
	// addMode is how two men take by addition (and fulke2+next's
	// subtraction): by reach or as neighbours of the target.
	addMode additionRule
	pairOps uint8 // the two-man relations by reach that are on (pairOpsOf)
	// edgeOrth, edgeDiag: the edge closes a side of a ring siege; edgeDraught:
	// a draught running off the board counts towards a draught siege's four
	// (+edge).
	edgeOrth, edgeDiag, edgeDraught bool
	squares                         int
	// reachLim is the longest draught of any man on the board: a man
	// farther on a line neither reaches nor closes anything. lookLim is
	// how far a look for takers goes: reachLim, or the board's length when
	// eruption (any distance) is a relation.
	reachLim, lookLim int
	// eruptAdd turns a distance in steps into eruption's factor: +1 where
	// both men's squares count, -1 where only the empty ones between do,
	// and far below 2 when eruption is no relation; eruptDiv: the greater
	// man takes too, dividing (all but fulke3).
	eruptAdd int64
	eruptDiv bool
	// occ: 0 empty, else 1 + index into men; occ[noDraughtSquare], past
	// the board, is always empty (the move tables' padding).
	occ [board.MaxSquares + 1]uint8
	// side is the side of the man on each square (0 when empty): a byte
	// table the hot loops read before touching the larger man records.
	side [board.MaxSquares]board.Side
	men  [board.MaxSquares]man
	nmen int
	// bySide marks the squares of each side's men (indexed by board.Side)
	// as loaded: see menOf.
	bySide [3][2]uint64
	// ringless: no relation of the rule set asks for a target's ring of
	// neighbours (siegeNeighbours, addition by neighbours).
	ringless bool
	// quietRules: no eruption, progression, addition by neighbours, nor
	// men that pass others (a move that can begin no siege is quiet, see
	// moveInsts).
	quietRules bool
	// moveScreen: quietMove screens ordinary moves (draught sieges,
	// relations by reach and eruption only, the first man on a line
	// concerned only; not quietRules, whose looks go along the mover's
	// draughts only).
	moveScreen bool
	// recordBlock: gather, in the before pass, records the first man of
	// the takers' side on each line of a target (blocks, by that man's
	// square: blockHead, blockSet): linesThroughBlocks reads them.
	recordBlock bool
	blocks      []blockRec
	blockHead   [board.MaxSquares]int16
	blockSet    [2]uint64
	// restrict makes the man on restrictSq act with restrictVal only (a
	// nemec pyramid attacking with one chosen value).
	restrictSq  board.Square
	restrictVal int64
	scratch     []inst
	contacts    [maxContacts]contact // evalTarget's, see there
	// lookDirs: the lines of its target that gather's last fast walk
	// looked along, those holding a taker's man (classify's screen).
	lookDirs uint8
	// hemmedList: targets whose every draught is closed by enemies or the
	// edge (parlett's blockade candidates), recorded by the before pass.
	hemmedList []hemmedMan
	// reachers: for each man of the side not to move, the men of the side
	// to move that reach it, as the before pass found them (nReach of
	// them, unknownReach when more than fit).
	reachers [board.MaxSquares][nDirs]board.Square
	nReach   [board.MaxSquares]uint8
	// moveF, moveT: the move doMove has made on the board (NoSquare when
	// none).
	moveF, moveT board.Square
	// moved is the man doMove has moved, now on moveT, or the one
	// moveInsts has lifted off its square to look for a move's
	// candidates (nil when none).
	moved *man
	// blockTakers caches, for a blockader on square b, the squares of the men of
	// side blockSide[b] that take it (siege aside) on the board before the
	// move: what parlett's blockade asks of every hemmed man after every
	// move. A move whose squares share no line with b changes none of it.
	blockTakers [board.MaxSquares][2]uint64
	blockSide   [board.MaxSquares]board.Side
	blockReady  [2]uint64
	// closerAt: for each closer hemmed found on its fast path under
	// parlett (in.by's order), its distance from the target (low four
	// bits) and how far short of it the target's draught on that line
	// falls (high four bits: 0 when the target reaches it).
	closerAt [8]uint8
	// classOpen, classEdge: what classify found of the last target's
	// draughts (see there); pre, for the men marked in preValid, what it
	// found of a man with one draught open (closedBy).
	classOpen, classEdge uint8
	pre                  [board.MaxSquares]preSiege
	preValid             [2]uint64
	// tables: the move tables this state has used (tableFor).
	tables  [8]cachedTable
	nTables int
	// rulesReady: setRules has run (for rules and g); singleMen are the
	// records of single men by side and shape, all but their square,
	// value and marks: load copies them.
	rulesReady bool
	singleMen  [3][board.Pyramid]man
}

const unknownReach = 0xff

// hemmedMan is a man of hemmedList and the squares of the lines through it
// and its closers: a move that leaves and reaches squares off them changes
// neither its draughts nor what it could take of its closers.
type hemmedMan struct {
	sq   board.Square
	zone [2]uint64
}

// load copies a position into the state.
func (st *state) load(p *board.Position) error {
	s := specOf(p.Rules)
	if s == nil {
		return fmt.Errorf("engine: unknown rule set %d", p.Rules.Set)
	}
	g := geomOf(p.Ranks)
	if g == nil {
		return fmt.Errorf("engine: a board of %d ranks (want %d to %d)", p.Ranks, board.MinRanks, board.MaxRanks)
	}
	if p.ToMove != board.White && p.ToMove != board.Black {
		return fmt.Errorf("engine: no side to move")
	}
	if !st.rulesReady || st.rules != p.Rules || st.g != g {
		st.setRules(p.Rules, s, g, p.Ranks)
	}
	st.p = p
	st.restrictSq = board.NoSquare
	st.moveF, st.moveT, st.moved = board.NoSquare, board.NoSquare, nil
	st.blockReady = [2]uint64{}
	st.preValid = [2]uint64{}
	st.nmen = 0
	st.occ = [board.MaxSquares + 1]uint8{}
	st.side = [board.MaxSquares]board.Side{}
	st.bySide = [3][2]uint64{}
	st.prisoners = false
	// A range over the board's cells: no bound to reload or check on the
	// many empty squares.
	cells := p.Cells[:st.squares]
	for i := range cells {
		c := &cells[i]
		if c.Shape == board.NoShape {
			continue
		}
		if c.Side != board.White && c.Side != board.Black {
			return fmt.Errorf("engine: the man on %s belongs to no side", board.Square(i))
		}
		m := &st.men[st.nmen]
		if c.Shape < board.Pyramid {
			// A copy, not fillMan's field by field work for each man.
			*m = st.singleMen[c.Side][c.Shape]
			m.sq, m.vals[0] = board.Square(i), int64(c.Value)
			if p.Rules.Set == board.Fulke2 {
				m.marks = marksOf(c)
				m.prisoner = c.Prisoner
				st.prisoners = st.prisoners || c.Prisoner
			}
		} else {
			fillMan(m, st.rules, st.spec, board.Square(i), c)
			m.table = st.tableFor(m.moves)
		}
		st.nmen++
		st.occ[i] = uint8(st.nmen)
		st.side[i] = c.Side
		st.bySide[c.Side][i>>6] |= 1 << (i & 63)
	}
	return nil
}

// setRules works out what the rules and the board's length fix, kept
// while positions under the same rules are loaded one after another.
func (st *state) setRules(r board.Rules, s *spec, g *geom, ranks int) {
	st.rulesReady = true
	st.nTables = 0 // the tables of these rules' draughts, not of the last rules'
	st.rules = r
	st.spec = s
	st.g = g
	st.rels = relationsOf(r)
	st.jump = r.Has(board.OptJump)
	st.pass = r.Has(board.OptPass)
	st.judgeAll = st.jump || st.pass || st.rels.has(Progression) && r.Set == board.Fulke1
	st.addMode = additionOf(r)
	st.pairOps = pairOpsOf(st.rels, r.Set, st.addMode)
	edge := r.Has(board.OptEdge)
	st.edgeOrth, st.edgeDiag, st.edgeDraught = s.edgeOrth || edge, s.edgeDiag || edge, edge
	st.squares = ranks * board.Files
	st.ringless = s.siege != siegeNeighbours && st.addMode == addByReach
	st.quietRules = !st.rels.has(Eruption) && !st.rels.has(Progression) && !st.jump && !st.pass && st.addMode == addByReach
	st.moveScreen = s.siege == siegeDraughts && !st.judgeAll && st.addMode == addByReach && !st.quietRules
	// The single men by side and shape, worked out once.
	for _, side := range [...]board.Side{board.White, board.Black} {
		for sh := board.Round; sh < board.Pyramid; sh++ {
			m := &st.singleMen[side][sh]
			fillMan(m, r, s, 0, &board.Piece{Side: side, Shape: sh})
			m.table = st.tableFor(m.moves)
		}
	}
	// Every man moves by its shape's draughts (or cornerwise, the same
	// distances); a king by some of its shapes', or a complete fulke1 king
	// up to three.
	var draughts uint8
	for _, m := range s.shapeMoves {
		for _, mask := range m.dist {
			draughts |= mask
		}
	}
	if s.pyramid == pyramidQueen {
		draughts |= upTo3
	}
	st.eruptAdd, st.eruptDiv = 1, !s.eruptMulOnly
	switch {
	case !st.rels.has(Eruption):
		st.eruptAdd = -board.MaxSquares
	case s.eruption == distVoid:
		st.eruptAdd = -1
	}
	st.reachLim = max(1, bits.Len8(draughts)-1) // a neighbour is always looked at
	st.lookLim = st.reachLim
	if st.rels.has(Eruption) {
		st.lookLim = board.MaxRanks
	}
}

// at returns the man on a square, or nil.
func (st *state) at(sq board.Square) *man {
	if id := st.occ[sq]; id != 0 {
		return &st.men[id-1]
	}
	return nil
}

// doMove moves the man on f to the empty square t; undoMove reverses it.
func (st *state) doMove(f, t board.Square) {
	id := st.occ[f]
	st.occ[t], st.occ[f] = id, 0
	st.side[t], st.side[f] = st.side[f], board.NoSide
	st.moved = &st.men[id-1]
	st.moved.sq = t
	st.moveF, st.moveT = f, t
}

func (st *state) undoMove(f, t board.Square) {
	id := st.occ[t]
	st.occ[f], st.occ[t] = id, 0
	st.side[f], st.side[t] = st.side[t], board.NoSide
	st.men[id-1].sq = f
	st.moveF, st.moveT = board.NoSquare, board.NoSquare
	st.moved = nil
}

// menOf returns the squares of a side's men, the move doMove has made
// included.
func (st *state) menOf(s board.Side) [2]uint64 {
	b := st.bySide[s]
	if f, t := st.moveF, st.moveT; f != board.NoSquare && st.side[t] == s {
		b[f>>6] &^= 1 << (f & 63)
		b[t>>6] |= 1 << (t & 63)
	}
	return b
}

// passable reports whether man m may move over square s on its way (not as
// its landing square): empty, or its own man under +jump, or any man under
// fulke2's +pass for triangles and squares.
func (st *state) passable(m *man, s int) bool {
	id := st.occ[s]
	if id == 0 {
		return true
	}
	if st.pass && (m.shape == board.Triangle || m.shape == board.SquareShape) {
		return true
	}
	return st.jump && st.men[id-1].side == m.side
}

// reaches reports whether the man on a could reach square t by an ordinary
// draught if t were empty: t in one of its draughts, the path clear.
func (st *state) reaches(a, t board.Square) bool {
	m := st.at(a)
	if m == nil {
		return false
	}
	d, k, ok := lineBetween(a, t)
	if !ok || !m.moves.has(d, k) {
		return false
	}
	s := int(a)
	for j := 1; j < k; j++ {
		s += dirStep[d]
		if !st.passable(m, s) {
			return false
		}
	}
	return true
}

// blockedAt returns the first square that blocks the path of the man on a
// to t along a line (NoSquare when the path is clear).
func (st *state) blockedAt(a, t board.Square) board.Square {
	m := st.at(a)
	d, k, ok := lineBetween(a, t)
	if m == nil || !ok {
		return board.NoSquare
	}
	s := int(a)
	for j := 1; j < k; j++ {
		s += dirStep[d]
		if !st.passable(m, s) {
			return board.Square(s)
		}
	}
	return board.NoSquare
}

// blockRec is a man of the takers' side first on a line of the target target,
// k squares from it in direction d: moving it off opens the line beyond.
type blockRec struct {
	target board.Square
	d, k   uint8
	next   int16 // the next record of the same man, -1 for none
}

// addBlock records the man on sq as first on target's line in direction d.
func (st *state) addBlock(target board.Square, sq, d, k int) {
	next := int16(-1)
	if st.blockSet[sq>>6]&(1<<(sq&63)) != 0 {
		next = st.blockHead[sq]
	}
	st.blockSet[sq>>6] |= 1 << (sq & 63)
	st.blockHead[sq] = int16(len(st.blocks))
	st.blocks = append(st.blocks, blockRec{target: target, d: uint8(d), k: uint8(k), next: next})
}
