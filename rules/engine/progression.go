package engine

import (
	"slices"
	"sync"

	"github.com/rithmo/rithmo/rules/arith"
	"github.com/rithmo/rithmo/rules/board"
)

// fulke1's taking by proportion (+progression): "when they can ioyne two or
// three of their men to one of their aduersaries men in such order as the
// triumph is set, so that those three or foure numbers haue anye of these
// three proportions they maye take their aduersaries man". The arrays are
// those of rules.md's triumphs, set as package triumph sets them: a line of
// three or four equally spaced with the squares between empty, the values
// running up or down the line; a right angle with equal arms (both
// orthogonal or both diagonal), the arms empty, the corner holding the
// middle term; four at the corners of a square with its sides empty, in any
// order.

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

// array is one placing of three or four men, target among them.
type array struct {
	men  [4][2]int // file, rank
	n    int
	form uint8
}

func (st *state) proportionByArray(target board.Square, tm *man, takers board.Side, out []inst) []inst {
	// Every place of an array through target lies on one of target's eight lines, at
	// k, 2k or 3k squares for the array's spacing k: mark where the takers'
	// men stand on those lines, and try only the arrays they could fill.
	var onRay [nDirs]uint16
	n := 0
	for d := 0; d < nDirs; d++ {
		s := int(target)
		for k := 1; k <= int(st.g.rayLen[target][d]); k++ {
			s += dirStep[d]
			if id := st.occ[s]; id != 0 && st.men[id-1].side == takers {
				onRay[d] |= 1 << k
				n++
			}
		}
	}
	if n < 2 {
		return out
	}
	st.eachArray(target, &onRay, func(a *array) {
		out = st.tryArray(target, tm, takers, a, out)
	})
	return out
}

// dirOf is the direction of a (file, rank) step of signs (-1, 0, 1).
var dirOf = [3][3]int8{
	{5, 6, 7},  // df -1: dr -1, 0, 1 -> SW, W, NW
	{4, -1, 0}, // df 0: S, -, N
	{3, 2, 1},  // df 1: SE, E, NE
}

// template is an array through target with spacing 1: the places as offsets
// from target (target's own is 0, 0); with spacing k every offset is k times as far.
// dir and mult say where each other place lies from target: on line dir at mult
// times k.
type template struct {
	a    array
	dir  [4]int8
	mult [4]int8
}

// progressionTemplates are built once, when first asked for; a position
// reaches them through its geom (geom.templates).
var progressionTemplates = sync.OnceValue(buildTemplates)

func buildTemplates() []template {
	var ts []template
	add := func(a array) {
		t := template{a: a}
		for j := 0; j < a.n; j++ {
			df, dr := a.men[j][0], a.men[j][1]
			if df == 0 && dr == 0 {
				t.dir[j] = -1
				continue
			}
			t.dir[j] = dirOf[sign(df)+1][sign(dr)+1]
			t.mult[j] = int8(max(arith.Abs(df), arith.Abs(dr)))
		}
		ts = append(ts, t)
	}
	for _, u := range lineUnits {
		for n := 3; n <= 4; n++ {
			for i := 0; i < n; i++ { // target is the i-th man of the line
				a := array{n: n, form: formLine}
				for j := 0; j < n; j++ {
					a.men[j] = [2]int{(j - i) * u.df, (j - i) * u.dr}
				}
				add(a)
			}
		}
	}
	for _, arms := range angleArms {
		p, q := arms[0], arms[1]
		for _, corner := range [3][2]int{{0, 0}, {-p.df, -p.dr}, {-q.df, -q.dr}} {
			a := array{n: 3, form: formAngle}
			a.men[0] = [2]int{corner[0] + p.df, corner[1] + p.dr}
			a.men[1] = corner
			a.men[2] = [2]int{corner[0] + q.df, corner[1] + q.dr}
			add(a)
		}
	}
	for _, at := range squareCorners { // target is this corner
		a := array{n: 4, form: formSquare}
		for j, c := range squareCorners {
			a.men[j] = [2]int{c.df - at.df, c.dr - at.dr}
		}
		add(a)
	}
	return ts
}

// eachArray calls fn for every array of three or four places through target
// that fits the board; with onRay, only those whose other places are all
// marked there (bit m·k of the place's line).
func (st *state) eachArray(target board.Square, onRay *[nDirs]uint16, fn func(a *array)) {
	tf, tr := target.File(), target.Rank()
	longest := max(board.Files, st.g.ranks)
	var spacings uint32 = 1<<longest - 2 // every k from 1
	if onRay != nil {
		spacings = 0
		for _, m := range onRay {
			spacings |= uint32(m)
		}
	}
	for k := 1; k < longest; k++ {
		if spacings&(1<<k) == 0 {
			continue
		}
	next:
		for i := range st.g.templates {
			t := &st.g.templates[i]
			if onRay != nil {
				for j := 0; j < t.a.n; j++ {
					if t.dir[j] < 0 {
						continue
					}
					m := int(t.mult[j]) * k
					if m >= 16 || onRay[t.dir[j]]&(1<<m) == 0 {
						continue next
					}
				}
			}
			a := t.a
			for j := 0; j < a.n; j++ {
				a.men[j] = [2]int{tf + a.men[j][0]*k, tr + a.men[j][1]*k}
			}
			fn(&a)
		}
	}
}

// tryArray appends the instance when the other places of the array hold
// the takers' men, the gaps are empty and the values are in proportion.
func (st *state) tryArray(target board.Square, tm *man, takers board.Side, a *array, out []inst) []inst {
	var ms [3]*man
	nm := 0
	for j := 0; j < a.n; j++ {
		f, r := a.men[j][0], a.men[j][1]
		if !onBoard(f, r, st.g.ranks) {
			return out
		}
		sq := board.At(f, r)
		if sq == target {
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
	tvals, tlays := tm.vals[tm.t0:tm.nv], tm.lay[tm.t0:tm.nv]
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
			if prop, holds := inProportion(v[:nm+1]); holds && a.inOrder(target, v[:nm+1]) {
				in := inst{rel: Progression, layer: tlays[ti], n: uint8(nm), target: target, tval: tv, prop: prop, shape: a.form}
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

// inOrder applies the triumph's order to the values (vals: the takers' in
// the array's order without target, then target's): along a line they run up or down
// (the middle man of three holds the middle term), the corner of an angle
// holds the middle term; a square's corners may hold them in any order.
func (a *array) inOrder(target board.Square, vals []int64) bool {
	if a.form == formSquare {
		return true
	}
	var seq [4]int64
	j := 0
	for i := 0; i < a.n; i++ {
		if board.At(a.men[i][0], a.men[i][1]) == target {
			seq[i] = vals[len(vals)-1]
			continue
		}
		seq[i] = vals[j]
		j++
	}
	up, down := true, true
	for i := 1; i < a.n; i++ {
		up = up && seq[i] > seq[i-1]
		down = down && seq[i] < seq[i-1]
	}
	return up || down
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

// inProportion: the takers' values and the target's (the last of v) in
// proportion, in any order, the target being one of its terms: "those
// three or foure numbers haue anye of these three proportions". Three
// values: a progression. Four: a progression of three that includes the
// target, or the four-term proportion a : b = c : d of all four (sorted,
// a × d = b × c); three takers in progression beside a target that is no
// term of it take nothing (2, 4, 8 beside a 90).
func inProportion(v []int64) (arith.Proportion, bool) {
	if len(v) == 3 {
		for _, p := range arith.Proportions {
			if arith.InProgression(p, v[0], v[1], v[2]) {
				return p, true
			}
		}
		return 0, false
	}
	t := v[3]
	for _, p := range arith.Proportions {
		for i := 0; i < 3; i++ {
			for j := i + 1; j < 3; j++ {
				if arith.InProgression(p, v[i], v[j], t) {
					return p, true
				}
			}
		}
	}
	// Values are at most 65535: the products fit an int64.
	s := [4]int64{v[0], v[1], v[2], v[3]}
	slices.Sort(s[:])
	if s[0] > 0 && s[0] < s[1] && s[1] < s[2] && s[2] < s[3] && s[0]*s[3] == s[1]*s[2] {
		return arith.Geometric, true
	}
	return 0, false
}
