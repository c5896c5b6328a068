package engine

import (
	"slices"
	"sync"

	"github.com/rithmo/rithmo/rules/board"
)

// A moveTable lists, for one set of draughts (moveSet) on one board
// length, the squares a man on each square could move to and the squares
// it passes on the way: generate tests each draught's three squares
// instead of walking every ray step by step. Without +jump or +pass a
// draught is legal when its square and those it passes are empty.
type moveTable struct {
	// The draughts from square sq are e[start[sq]:start[sq+1]]: one list
	// for the board, three bytes a draught (3 KB for eight a square).
	start [board.MaxSquares + 1]uint16
	e     []draught
	// onBoard holds, for each square, the directions whose shortest
	// draught stays on the board (classify).
	onBoard [board.MaxSquares]uint8
}

// draught is one ordinary move: its square and those passed on the way
// (all to be empty), noDraughtSquare where it passes fewer than two.
type draught struct {
	to, pass1, pass2 uint8
}

// noDraughtSquare stands for no square in a draught: state.occ has a slot
// for it past the board, always empty.
const noDraughtSquare = board.MaxSquares

type moveTableKey struct {
	ranks int
	ms    moveSet
}

// moveTables holds the tables built so far, shared by every Analyzer; a
// state keeps the ones it uses (state.tableFor).
var moveTables struct {
	sync.Mutex
	m map[moveTableKey]*moveTable
}

// moveTableOf returns the table of a set of draughts on a board of the
// geometry g, built on first use; nil when the draughts are too many or
// too long for a table (then generate walks them).
func moveTableOf(g *geom, ms moveSet) *moveTable {
	key := moveTableKey{g.ranks, ms}
	moveTables.Lock()
	defer moveTables.Unlock()
	if t, ok := moveTables.m[key]; ok {
		return t
	}
	t := buildMoveTable(g, ms)
	if moveTables.m == nil {
		moveTables.m = map[moveTableKey]*moveTable{}
	}
	moveTables.m[key] = t
	return t
}

func buildMoveTable(g *geom, ms moveSet) *moveTable {
	for _, mask := range ms.dist {
		if mask>>4 != 0 {
			return nil // longer than three squares: walked
		}
	}
	t := &moveTable{}
	squares := g.ranks * board.Files
	for sq := 0; sq < board.MaxSquares; sq++ {
		t.start[sq] = uint16(len(t.e))
		if sq >= squares {
			continue
		}
		// In the order generate's walk gives: by direction, then distance.
		for d := 0; d < nDirs; d++ {
			passed := [2]uint8{noDraughtSquare, noDraughtSquare}
			s := sq
			for k := 1; k <= int(g.rayLen[sq][d]) && k <= 3; k++ {
				s += dirStep[d]
				if ms.dist[d]&(1<<k) != 0 {
					t.e = append(t.e, draught{to: uint8(s), pass1: passed[0], pass2: passed[1]})
					t.onBoard[sq] |= 1 << d
				}
				if k < 3 {
					passed[k-1] = uint8(s)
				}
			}
		}
	}
	t.start[board.MaxSquares] = uint16(len(t.e))
	t.e = slices.Clip(t.e)
	return t
}

// tableFor returns 1 + the index in st.tables of the move table of a set
// of draughts on the loaded board, taken from the few the state keeps
// (most positions use four or five), else from the shared ones; 0 when
// there is none (draughts too long) or no room to keep it.
func (st *state) tableFor(ms moveSet) uint8 {
	for i := range st.tables[:st.nTables] {
		if c := &st.tables[i]; c.ranks == st.g.ranks && c.ms == ms {
			if c.t == nil {
				return 0
			}
			return uint8(i + 1)
		}
	}
	if st.nTables == len(st.tables) {
		return 0
	}
	t := moveTableOf(st.g, ms)
	st.tables[st.nTables] = cachedTable{st.g.ranks, ms, t}
	st.nTables++
	if t == nil {
		return 0
	}
	return uint8(st.nTables)
}

// cachedTable is a move table a state keeps, with its key.
type cachedTable struct {
	ranks int
	ms    moveSet
	t     *moveTable
}
