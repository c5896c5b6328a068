package engine

import (
	"github.com/rithmo/rithmo/rules/arith"
	"github.com/rithmo/rithmo/rules/board"
)

// fulke1's taking by proportion (+progression): "when they can ioyne two or
// three of their men to one of their aduersaries men in such order as the
// triumph is set, so that those three or foure numbers haue anye of these
// three proportions they maye take their aduersaries man". The arrays are
// those of rules.md's triumphs: a line of three or four equally spaced with
// the squares between empty; a right angle with equal arms (both orthogonal
// or both diagonal), the arms empty; four at the corners of a square with
// its sides empty. As in arith, the values may come in any order.

// Arrangement shapes (inst.shape).
const (
	formLine uint8 = iota + 1
	formAngle
	formSquare
)

var formNames = [...]string{formLine: "line", formAngle: "angle", formSquare: "square"}

type vec struct{ df, dr int }

var (
	lineUnits = [...]vec{{0, 1}, {1, 1}, {1, 0}, {1, -1}}
	// Right angles as their two arms from the corner.
	angleArms = [...][2]vec{
		{{1, 0}, {0, 1}}, {{0, 1}, {-1, 0}}, {{-1, 0}, {0, -1}}, {{0, -1}, {1, 0}},
		{{1, 1}, {-1, 1}}, {{-1, 1}, {-1, -1}}, {{-1, -1}, {1, -1}}, {{1, -1}, {1, 1}},
	}
	squareCorners = [...]vec{{0, 0}, {1, 0}, {1, 1}, {0, 1}}
)

// array is one placing of three or four men, T among them.
type array struct {
	men  [4][2]int // file, rank
	n    int
	form uint8
}

func (st *state) proportionByArray(T board.Square, tm *man, takers board.Side, out []inst) []inst {
	tf, tr := T.File(), T.Rank()
	longest := max(board.Files, st.g.ranks)
	try := func(a *array) {
		out = st.tryArray(T, tm, takers, a, out)
	}
	for k := 1; k < longest; k++ {
		for _, u := range lineUnits {
			for n := 3; n <= 4; n++ {
				for i := 0; i < n; i++ { // T is the i-th man of the line
					a := array{n: n, form: formLine}
					for j := 0; j < n; j++ {
						a.men[j] = [2]int{tf + (j-i)*k*u.df, tr + (j-i)*k*u.dr}
					}
					try(&a)
				}
			}
		}
		for _, arms := range angleArms {
			p, q := arms[0], arms[1]
			for _, corner := range [3][2]int{{tf, tr}, {tf - k*p.df, tr - k*p.dr}, {tf - k*q.df, tr - k*q.dr}} {
				a := array{n: 3, form: formAngle}
				a.men[0] = [2]int{corner[0] + k*p.df, corner[1] + k*p.dr}
				a.men[1] = corner
				a.men[2] = [2]int{corner[0] + k*q.df, corner[1] + k*q.dr}
				try(&a)
			}
		}
		for _, at := range squareCorners { // T is this corner
			f0, r0 := tf-at.df*k, tr-at.dr*k
			a := array{n: 4, form: formSquare}
			for j, c := range squareCorners {
				a.men[j] = [2]int{f0 + c.df*k, r0 + c.dr*k}
			}
			try(&a)
		}
	}
	return out
}

// tryArray appends the instance when the other places of the array hold
// the takers' men, the gaps are empty and the values are in proportion.
func (st *state) tryArray(T board.Square, tm *man, takers board.Side, a *array, out []inst) []inst {
	var ms [3]*man
	nm := 0
	for j := 0; j < a.n; j++ {
		f, r := a.men[j][0], a.men[j][1]
		if !onBoard(f, r, st.g.ranks) {
			return out
		}
		sq := board.At(f, r)
		if sq == T {
			continue
		}
		m := st.at(sq)
		if m == nil || m.side != takers || nm == len(ms) {
			return out
		}
		ms[nm] = m
		nm++
	}
	if nm != a.n-1 || !st.arrayGapsEmpty(a) {
		return out
	}
	// Try every choice of values (pyramids may act with a layer).
	tvals, tlays := tm.vals[:tm.nv], tm.lay[:tm.nv]
	var idx [3]int
	for ti, tv := range tvals {
		idx = [3]int{}
		for {
			var v [4]int64
			ok := true
			for j := 0; j < nm; j++ {
				vals, _ := st.valuesOf(ms[j])
				if len(vals) == 0 {
					ok = false
					break
				}
				v[j] = vals[idx[j]]
			}
			if !ok {
				return out
			}
			v[nm] = tv
			if prop, holds := inProportion(v[:nm+1]); holds {
				in := inst{rel: Progression, layer: tlays[ti], n: uint8(nm), target: T, tval: tv, prop: prop, shape: a.form}
				for j := 0; j < nm; j++ {
					in.by[j] = ms[j].sq
					in.vals[j] = v[j]
					vals, lays := st.valuesOf(ms[j])
					_ = vals
					in.parts[j] = partOf(ms[j], lays[idx[j]])
				}
				out = append(out, in)
				break
			}
			// next combination
			j := 0
			for ; j < nm; j++ {
				vals, _ := st.valuesOf(ms[j])
				idx[j]++
				if idx[j] < len(vals) {
					break
				}
				idx[j] = 0
			}
			if j == nm {
				break
			}
		}
	}
	return out
}

func (st *state) arrayGapsEmpty(a *array) bool {
	pairs := [][2]int{{0, 1}, {1, 2}, {2, 3}}
	switch {
	case a.form == formSquare:
		pairs = [][2]int{{0, 1}, {1, 2}, {2, 3}, {3, 0}}
	case a.n == 3:
		pairs = pairs[:2]
	}
	for _, pr := range pairs {
		x, y := a.men[pr[0]], a.men[pr[1]]
		df, dr := sign(y[0]-x[0]), sign(y[1]-x[1])
		for f, r := x[0]+df, x[1]+dr; f != y[0] || r != y[1]; f, r = f+df, r+dr {
			if st.occ[board.At(f, r)] != 0 {
				return false
			}
		}
	}
	return true
}

// inProportion: three values in some progression, or four values holding
// any proportion (arith.FourHolds), in any order.
func inProportion(v []int64) (arith.Proportion, bool) {
	if len(v) == 3 {
		for _, p := range arith.Proportions {
			if arith.InProgression(p, v[0], v[1], v[2]) {
				return p, true
			}
		}
		return 0, false
	}
	if kinds := arith.FourHolds(v[0], v[1], v[2], v[3]); len(kinds) > 0 {
		return kinds[0], true
	}
	return 0, false
}
