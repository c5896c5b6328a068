package triumph

import "github.com/rithmo/rithmo/rules/board"

// Arrival is one action of a side's that brings the man on From to the
// empty square To.
type Arrival struct{ From, To board.Square }

// maxArrivals bounds the arrivals Near reads: more than any side's moves in
// a real position, so that the index below lives on the stack.
const maxArrivals = 512

// Near counts the great triumphs (three men in a line or a right angle) side
// could set in p by bringing men to the empty squares of an arrangement that
// already holds at least one man that may stand in it: one counts the
// arrangements that one of the arrivals would complete, two those that two
// arrivals of different men would (a race's progress: two actions from a
// triumph). A man already standing in the arrangement is not moved out of
// it, and the squares between the men must be empty already. The values
// are judged as Find judges them; that the arrivals are still legal one
// after the other is not checked.
func Near(p *board.Position, side board.Side, arrivals []Arrival) (one, two int) {
	m, g, ok := setup(p, side)
	if !ok || len(arrivals) == 0 {
		return 0, 0
	}
	v := m.look(p, g)
	// head[sq] is the first arrival to sq, link the next (-1: no more).
	var head [board.MaxSquares]int16
	var link [maxArrivals]int16
	for i := range head {
		head[i] = -1
	}
	for i, a := range arrivals[:min(len(arrivals), maxArrivals)] {
		if int(a.To) < 0 || int(a.To) >= board.MaxSquares || v.occupied.has(a.To) {
			continue
		}
		link[i], head[a.To] = head[a.To], int16(i)
	}
	for sq := g.lo * board.Files; sq < (g.hi+1)*board.Files; sq++ {
		if !v.eligible.has(board.Square(sq)) {
			continue
		}
		for _, gr := range g.byMan[sq] {
			for _, id := range gr.ids {
				a := &g.arrs[id]
				if a.n != 3 || a.gapBits.meets(&v.occupied) || !m.lowestMan(a, &v, board.Square(sq)) {
					continue
				}
				switch m.completes(p, a, &v, &head, &link, arrivals) {
				case 1:
					one++
				case 2:
					two++
				}
			}
		}
	}
	return one, two
}

// lowestMan reports whether sq is the lowest square of a holding a man that
// may stand in it (so that an arrangement is counted once), and no square
// of a holds a man that may not.
func (m *mode) lowestMan(a *arrangement, v *view, sq board.Square) bool {
	for _, s := range a.men[:a.n] {
		if v.occupied.has(s) && !v.eligible.has(s) {
			return false
		}
		if s < sq && v.eligible.has(s) {
			return false
		}
	}
	return true
}

// completes says how many arrivals complete a as a triumph (1 or 2), or 0
// when no choice of arrivals does (or a is complete already).
func (m *mode) completes(p *board.Position, a *arrangement, v *view, head *[board.MaxSquares]int16, link *[maxArrivals]int16, arrivals []Arrival) int {
	var empty [3]int
	n := 0
	for i, s := range a.men[:3] {
		if !v.occupied.has(s) {
			if head[s] < 0 {
				return 0
			}
			empty[n] = i
			n++
		}
	}
	if n == 0 || n > 2 {
		return 0
	}
	var f found
	var cands [4]candidates
	for i, s := range a.men[:3] {
		if v.occupied.has(s) {
			cands[i].of(&p.Cells[s])
			f.origin[i] = Enemy
			if p.Cells[s].Side == m.side {
				f.origin[i] = Own
			}
		} else {
			f.origin[i] = Own
		}
	}
	if m.enemyMen && !ownEnd(a, &f) {
		return 0
	}
	// Every arrival to the first empty square, and (for two) every arrival
	// of another man to the second.
	inside := func(from board.Square) bool { return a.menBits.has(from) }
	for x := head[a.men[empty[0]]]; x >= 0; x = link[x] {
		ax := arrivals[x]
		if inside(ax.From) {
			continue
		}
		cands[empty[0]].of(&p.Cells[ax.From])
		if n == 1 {
			if f.best(a, &cands) {
				return 1
			}
			continue
		}
		for y := head[a.men[empty[1]]]; y >= 0; y = link[y] {
			ay := arrivals[y]
			if inside(ay.From) || ay.From == ax.From {
				continue
			}
			cands[empty[1]].of(&p.Cells[ay.From])
			if f.best(a, &cands) {
				return 2
			}
		}
	}
	return 0
}
