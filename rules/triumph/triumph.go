package triumph

import (
	"fmt"
	"slices"
	"strings"
	"unsafe"

	"github.com/rithmo/rithmo/rules/arith"
	"github.com/rithmo/rithmo/rules/board"
)

// Origin says where a man of a triumph comes from.
type Origin uint8

const (
	// Own is a man on the board in the side's colour: its own man, or a
	// prisoner that changed sides (fulke1; parlett+change, parlett+turn).
	Own Origin = iota
	// Enemy is an enemy man on the board that the series takes in (nemec:
	// never at both ends).
	Enemy
)

var originNames = [...]string{Own: "own", Enemy: "enemy"}

func (o Origin) String() string {
	if int(o) < len(originNames) {
		return originNames[o]
	}
	return "none"
}

// MarshalText writes the origin's name.
func (o Origin) MarshalText() ([]byte, error) { return []byte(o.String()), nil }

// Triumph is an arrangement of men in the enemy camp whose values are in
// proportion.
type Triumph struct {
	Kind        arith.TriumphKind // Great, Greater or Greatest
	Side        board.Side        // the side that sets it
	Shape       string            // ShapeLine, ShapeAngle or ShapeSquare
	Squares     []board.Square    // the men, in the order of the arrangement
	Values      []int64           // their values as used (a pyramid may stand with one layer)
	Origins     []Origin          // where each man comes from
	Proportions []arith.Proportion
}

// mode is how one side's triumphs are judged under a position's rules.
type mode struct {
	side     board.Side
	enemyMen bool // nemec: enemy men may stand inside the series
}

// Shapes says which arrangements a rule set accepts (shared/rules.md,
// "Victories"): lines always; squares ("two agaynst two") in all but
// parlett; right angles under nemec and parlett, and under fulke1..fulke3
// only with the option +angle.
func Shapes(r board.Rules) []string {
	out := []string{ShapeLine}
	s := shapesOf(r)
	if s&withAngles != 0 {
		out = append(out, ShapeAngle)
	}
	if s&withSquares != 0 {
		out = append(out, ShapeSquare)
	}
	return out
}

func shapesOf(r board.Rules) shapes {
	switch r.Set {
	case board.Nemec:
		return withAngles | withSquares
	case board.Parlett:
		return withAngles
	}
	if r.Has(board.OptAngle) {
		return withAngles | withSquares
	}
	return withSquares
}

// setup returns the judging mode and the geometry of the enemy camp, or
// false when side cannot triumph in p at all (no such side, unknown rules,
// or fulke1..fulke3 with the enemy's king still on the board).
func setup(p *board.Position, side board.Side) (mode, *geometry, bool) {
	if (side != board.White && side != board.Black) || !playable(p) {
		return mode{}, nil, false
	}
	if _, blocked := enemyPyramid(p, side); blocked {
		return mode{}, nil, false
	}
	lo, hi := board.Camp(p.Rules.Set, side.Opponent(), p.Ranks)
	g := geometryFor(p.Ranks, lo, hi, shapesOf(p.Rules))
	if g == nil {
		return mode{}, nil, false
	}
	return mode{side: side, enemyMen: p.Rules.Set == board.Nemec}, g, true
}

// playable reports whether p has a known rule set and a board length the
// rules allow (a hand-built Position may have neither).
func playable(p *board.Position) bool {
	return p.Rules.Set != board.NoRuleSet && int(p.Rules.Set) <= len(board.RuleSets) &&
		p.Ranks >= 1 && p.Ranks <= board.MaxRanks
}

// KingFirst reports whether a rule set allows no triumph before the enemy's
// king has been taken whole: the three kinds of the 1563 book ("The triumph
// is after the Kynge be cleane taken away"; the third kind refers its proper
// victory to the first).
func KingFirst(r board.RuleSet) bool {
	return r == board.Fulke1 || r == board.Fulke2 || r == board.Fulke3
}

// enemyPyramid finds the square of the enemy's pyramid when the rule set
// forbids a triumph while it stands (KingFirst). A pyramid that has lost
// layers still stands: the king is taken whole only when nothing of it is
// left on the board.
func enemyPyramid(p *board.Position, side board.Side) (board.Square, bool) {
	if !KingFirst(p.Rules.Set) {
		return board.NoSquare, false
	}
	enemy := side.Opponent()
	n := p.NumSquares()
	for i := 0; i < n; i++ {
		if c := &p.Cells[i]; c.Shape == board.Pyramid && c.Side == enemy {
			return board.Square(i), true
		}
	}
	return board.NoSquare, false
}

// Allowed says whether side may triumph at all in p and, when not, why:
// "Black's pyramid still stands on h13: under fulke1 no triumph before the
// enemy's king is taken whole".
func Allowed(p *board.Position, side board.Side) (bool, string) {
	if side != board.White && side != board.Black {
		return false, "no side"
	}
	if !playable(p) {
		return false, fmt.Sprintf("no board to triumph on (rules %q, %d ranks)", p.Rules, p.Ranks)
	}
	if sq, blocked := enemyPyramid(p, side); blocked {
		return false, fmt.Sprintf("%s's pyramid still stands on %s: under %s no triumph before the enemy's king is taken whole",
			side.Opponent().Title(), sq, p.Rules.Set)
	}
	return true, ""
}

// eligible reports whether a man on the board may stand in one of the
// side's triumphs.
func (m *mode) eligible(c *board.Piece) bool {
	return c.Shape != board.NoShape && (c.Side == m.side || m.enemyMen)
}

// found is an arrangement judged to be a triumph, before it is written out.
type found struct {
	kind   arith.TriumphKind
	vals   [4]int64
	origin [4]Origin
}

// candidates are the values one man may stand with: its value, or for a
// pyramid its whole value while complete and the value of each layer.
type candidates struct {
	v [board.MaxLayers + 1]int64
	n int
}

func (c *candidates) of(pc *board.Piece) {
	c.n = 0
	if pc.Shape != board.Pyramid {
		c.v[0], c.n = int64(pc.Value), 1
		return
	}
	if complete(pc) {
		c.v[0], c.n = int64(pc.Value), 1
	}
	for _, l := range pc.Layers[:pc.NLayers] {
		if !slices.Contains(c.v[:c.n], int64(l.Value)) {
			c.v[c.n] = int64(l.Value)
			c.n++
		}
	}
}

// pyramids are the layer values of White's and Black's pyramids, top to base,
// as arith.PyramidOf builds them (a test checks).
var pyramids = [2][]uint16{{1, 4, 9, 16, 25, 36}, {16, 25, 36, 49, 64}}

// complete reports whether a pyramid still holds every layer of an army's
// pyramid (91 in six layers, 190 in five): only then may it stand with its
// whole value. A pyramid that changed sides keeps the army it was built for.
func complete(pc *board.Piece) bool {
	for _, layers := range pyramids {
		if int(pc.NLayers) != len(layers) {
			continue
		}
		same := true
		for i, v := range layers {
			same = same && pc.Layers[i].Value == v
		}
		if same {
			return true
		}
	}
	return false
}

// view is what the camp of a position holds, as bitboards: the squares
// occupied, and those whose man may stand in the side's triumph.
type view struct{ occupied, eligible bitboard }

// look builds the view of p's camp.
func (m *mode) look(p *board.Position, g *geometry) view {
	var v view
	for sq := g.lo * board.Files; sq < (g.hi+1)*board.Files; sq++ {
		m.note(&v, board.Square(sq), &p.Cells[sq])
	}
	return v
}

// note adds one square to a view.
func (m *mode) note(v *view, sq board.Square, c *board.Piece) {
	if c.Shape != board.NoShape {
		v.occupied.add(sq)
		if m.eligible(c) {
			v.eligible.add(sq)
		}
	}
}

// fits reports whether the arrangement's squares suit a triumph in the
// view: every man one that may stand in it and the squares between them
// empty.
func (m *mode) fits(a *arrangement, v *view) bool {
	return !a.gapBits.meets(&v.occupied) && a.menBits.within(&v.eligible)
}

// eval judges one arrangement in p, whose camp v shows: whether its squares
// suit a triumph (fits), and which triumph their values make. The highest
// triumph any choice of values (a pyramid's whole value or a layer) gives is
// written to f.
func (m *mode) eval(p *board.Position, a *arrangement, v *view, f *found) bool {
	return m.fits(a, v) && m.settle(p, a, f)
}

// settle judges the men of an arrangement that fits.
func (m *mode) settle(p *board.Position, a *arrangement, f *found) bool {
	f.kind = arith.TriumphNone
	for i := 0; i < int(a.n); i++ {
		if p.Cells[a.men[i]].Side == m.side {
			f.origin[i] = Own
		} else {
			f.origin[i] = Enemy
		}
	}
	if m.enemyMen && !ownEnd(a, f) {
		return false
	}
	var cands [4]candidates
	for i := 0; i < int(a.n); i++ {
		cands[i].of(&p.Cells[a.men[i]])
	}
	f.best(a, &cands)
	return f.kind != arith.TriumphNone
}

// ownEnd reports whether the side's own man brings up an end of the series
// (nemec). A square has no first or last man: any corner is an end.
func ownEnd(a *arrangement, f *found) bool {
	if a.form == formSquare {
		return slices.Contains(f.origin[:4], Own)
	}
	return f.origin[0] == Own || f.origin[a.n-1] == Own
}

// best tries every choice of values and keeps the highest triumph; it
// reports whether the highest possible has been reached.
func (f *found) best(a *arrangement, cands *[4]candidates) bool {
	n := int(a.n)
	top := arith.Great
	if n == 4 {
		top = arith.Greatest
	}
	var idx [4]int
	for {
		var v [4]int64
		for i := 0; i < n; i++ {
			if cands[i].n == 0 {
				return false
			}
			v[i] = cands[i].v[idx[i]]
		}
		if k := judge(a.form, n, &v); k > f.kind {
			f.kind, f.vals = k, v
			if k == top {
				return true
			}
		}
		i := 0
		for ; i < n; i++ {
			idx[i]++
			if idx[i] < cands[i].n {
				break
			}
			idx[i] = 0
		}
		if i == n {
			return false
		}
	}
}

// judge says which triumph values in the order of an arrangement make.
//
// Three men (a line or a right angle) must hold the middle term in the
// middle man (the corner): the values run up or down the series. Four men in
// a line run up or down it too; four at the corners of a square may stand in
// any order, since two against two has no first or last man. Four values make
// the greater triumph with two kinds of proportion and the greatest with all
// three (arith.TriumphOf).
func judge(fm form, n int, v *[4]int64) arith.TriumphKind {
	if n == 3 {
		if !(v[0] < v[1] && v[1] < v[2] || v[0] > v[1] && v[1] > v[2]) {
			return arith.TriumphNone
		}
		for _, p := range arith.Proportions {
			if arith.InProgression(p, v[0], v[1], v[2]) {
				return arith.Great
			}
		}
		return arith.TriumphNone
	}
	if fm == formLine && !(v[0] < v[1] && v[1] < v[2] && v[2] < v[3] || v[0] > v[1] && v[1] > v[2] && v[2] > v[3]) {
		return arith.TriumphNone
	}
	// Four values hold two kinds only if some three of them are in
	// progression (the four-term geometric a : b = c : d is one kind), so
	// the triples sift out the usual case before TriumphKinds is asked.
	var mask uint8
	for _, t := range [4][3]int{{0, 1, 2}, {0, 1, 3}, {0, 2, 3}, {1, 2, 3}} {
		for _, p := range arith.Proportions {
			if arith.InProgression(p, v[t[0]], v[t[1]], v[t[2]]) {
				mask |= 1 << p
			}
		}
	}
	if mask == 0 || mask == 1<<arith.Geometric {
		return arith.TriumphNone
	}
	kind, _ := arith.TriumphKinds(v[0], v[1], v[2], v[3])
	return kind
}

// record writes out a found arrangement.
func (m *mode) record(a *arrangement, f *found) Record {
	r := Record{Kind: f.kind, Side: m.side, Shape: formNames[a.form], N: a.n}
	n := int(a.n)
	copy(r.Squares[:n], a.men[:n])
	copy(r.Values[:n], f.vals[:n])
	copy(r.Origins[:n], f.origin[:n])
	_, r.Kinds = arith.TriumphKinds(r.Values[:n]...)
	return r
}

// Find returns every triumph side has set in the enemy camp of p, the
// highest first. A great triumph whose three men stand inside a greater or
// greatest one is not listed on its own.
func Find(p *board.Position, side board.Side) []Triumph {
	var buf [8]Record
	return Export(AppendFind(buf[:0], p, side))
}

// AppendFind is Find into a caller's buffer: it appends the records of
// the triumphs to dst and allocates nothing when dst has room.
func AppendFind(dst []Record, p *board.Position, side board.Side) []Record {
	m, g, ok := setup(p, side)
	if !ok {
		return dst
	}
	v := m.look(p, g)
	start := len(dst)
	var f found
	for sq := g.lo * board.Files; sq < (g.hi+1)*board.Files; sq++ {
		if m.eligible(&p.Cells[sq]) {
			for _, id := range g.first[sq] {
				if a := &g.arrs[id]; m.eval(p, a, &v, &f) {
					dst = append(dst, m.record(a, &f))
				}
			}
		}
	}
	return append(dst[:start], tidyRecords(dst[start:])...)
}

// Completed returns the triumphs side has in after that it did not have in
// before: the engine calls it once per legal action with the positions
// before and after the action. An arrangement counts as completed when it
// makes a triumph in after and did not make that triumph (or a higher one,
// with the same values) in before; so a greater triumph broken down to a
// great one completes nothing.
func Completed(before, after *board.Position, side board.Side) []Triumph {
	var buf [8]Record
	return Export(AppendCompleted(buf[:0], before, after, side))
}

// AppendCompleted is Completed into a caller's buffer: it appends the
// records of the triumphs completed to dst, and allocates nothing when dst
// has room (positions under different rules or board lengths, which no
// action makes, are compared by Find and allocate).
func AppendCompleted(dst []Record, before, after *board.Position, side board.Side) []Record {
	m, g, ok := setup(after, side)
	if !ok {
		return dst
	}
	if before.Rules != after.Rules || before.Ranks != after.Ranks {
		return difference(dst, AppendFind(nil, after, side), AppendFind(nil, before, side))
	}
	mb, _, okBefore := setup(before, side)
	// One pass over the camp: what after holds, and which squares the
	// action changed. What before held is looked at only when after has a
	// triumph, which is rare.
	var va, vb view
	vbReady := false
	var changed [board.MaxSquares]board.Square
	nChanged := 0
	lo, hi := g.lo*board.Files, (g.hi+1)*board.Files
	cells, was := after.Cells[lo:hi], before.Cells[lo:hi]
	for i := range cells {
		c, b := &cells[i], &was[i]
		if c.Shape != board.NoShape {
			sq := board.Square(lo + i)
			va.occupied[sq>>6] |= 1 << (sq & 63)
			if c.Side == m.side || m.enemyMen {
				va.eligible[sq>>6] |= 1 << (sq & 63)
			}
		}
		// The 32 bytes of a Piece compared as four words settle nearly
		// every square; bytes that differ may differ only in padding, so
		// then the fields decide.
		x, y := (*[4]uint64)(unsafe.Pointer(c)), (*[4]uint64)(unsafe.Pointer(b))
		if (x[0] != y[0] || x[1] != y[1] || x[2] != y[2] || x[3] != y[3]) && !sameMan(c, b) {
			changed[nChanged] = board.Square(lo + i)
			nChanged++
		}
	}
	start := len(dst)
	var f, fb found
	try := func(a *arrangement) {
		if !m.settle(after, a, &f) {
			return
		}
		if okBefore && !vbReady {
			vb, vbReady = mb.look(before, g), true
		}
		if okBefore && mb.eval(before, a, &vb, &fb) && fb.kind >= f.kind && fb.vals == f.vals {
			return
		}
		dst = append(dst, m.record(a, &f))
	}
	if !okBefore {
		// Triumphs became possible everywhere at once (the enemy's
		// king fell).
		for id := range g.arrs {
			if a := &g.arrs[id]; m.fits(a, &va) {
				try(a)
			}
		}
		return append(dst[:start], tidyRecords(dst[start:])...)
	}
	// A new triumph must use a square that changed: one of its men (now a
	// man that may stand in it) or a square between them (now empty). An
	// arrangement through two changed squares is tried from the first only.
	var doneMen, doneGaps bitboard
	visit := func(groups []group) {
		for gi := range groups {
			gr := &groups[gi]
			if !va.eligible.has(gr.partner) {
				continue // the partner cannot stand in a triumph: none of these fits
			}
			for _, id := range gr.ids {
				a := &g.arrs[id]
				if m.fits(a, &va) && !a.menBits.meets(&doneMen) && !a.gapBits.meets(&doneGaps) {
					try(a)
				}
			}
		}
	}
	for _, sq := range changed[:nChanged] {
		switch c := &after.Cells[sq]; {
		case c.Shape == board.NoShape:
			visit(g.byGap[sq])
			doneGaps.add(sq)
		case m.eligible(c):
			visit(g.byMan[sq])
			doneMen.add(sq)
		}
	}
	return append(dst[:start], tidyRecords(dst[start:])...)
}

// Completed compares every square of the camp before and after each action
// the engine weighs, a Piece's 32 bytes as four words first. A Piece of any
// other size fails to compile here: that comparison would read past it or
// see only part of it.
const pieceSize = unsafe.Sizeof(board.Piece{})

// Unless pieceSize is 32, one of these constants overflows uintptr (and a
// constant, unlike a variable, leaves no init function behind).
const (
	_ = pieceSize - 32
	_ = 32 - pieceSize
)

// sameMan reports whether two squares hold the same man, as far as a
// triumph can tell (side, shape, value and layers).
func sameMan(a, b *board.Piece) bool {
	return a.Side == b.Side && a.Shape == b.Shape && a.Value == b.Value && a.NLayers == b.NLayers &&
		(a.Shape != board.Pyramid || a.Layers == b.Layers)
}

// difference appends to dst the triumphs of after that before does not list.
func difference(dst, after, before []Record) []Record {
	for _, t := range after {
		if !slices.ContainsFunc(before, func(u Record) bool { return sameTriumph(&t, &u) }) {
			dst = append(dst, t)
		}
	}
	return dst
}

func sameTriumph(t, u *Record) bool {
	return t.Kind == u.Kind && t.Shape == u.Shape && slices.Equal(t.squares(), u.squares()) && slices.Equal(t.values(), u.values())
}

// tidyRecords drops great triumphs that stand inside a four-man triumph and
// puts the highest first (stable: otherwise in the order found), in place.
func tidyRecords(ts []Record) []Record {
	if len(ts) < 2 {
		return ts
	}
	out := ts[:0]
	for i := range ts {
		t := &ts[i]
		if t.Kind == arith.Great && slices.ContainsFunc(ts, func(u Record) bool { return u.Kind > arith.Great && within(t.squares(), u.squares()) }) {
			continue
		}
		out = append(out, *t)
	}
	slices.SortStableFunc(out, func(a, b Record) int { return int(b.Kind) - int(a.Kind) })
	return out
}

func within(small, big []board.Square) bool {
	for _, sq := range small {
		if !slices.Contains(big, sq) {
			return false
		}
	}
	return true
}

// Explain says the triumph in words with numbers: "White sets the great
// triumph with 4 on c10, 6 on c12 and 12 on c14 in a line along the c file:
// 4, 6, 12: (12 − 6) × 4 = 24 = (6 − 4) × 12: harmonic (4, 6, 12): the great
// triumph".
func (t Triumph) Explain() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s sets the %s triumph with ", t.Side.Title(), t.Kind)
	for i, sq := range t.Squares {
		switch {
		case i > 0 && i == len(t.Squares)-1:
			b.WriteString(" and ")
		case i > 0:
			b.WriteString(", ")
		}
		if i < len(t.Values) {
			fmt.Fprintf(&b, "%d ", t.Values[i])
		}
		b.WriteString("on ")
		b.WriteString(sq.String())
		if i < len(t.Origins) {
			if t.Origins[i] == Enemy {
				fmt.Fprintf(&b, " (%s's man)", t.Side.Opponent().Title())
			}
		}
	}
	b.WriteByte(' ')
	b.WriteString(t.where())
	b.WriteString(": ")
	b.WriteString(arith.ExplainTriumph(t.Values...))
	return b.String()
}

// where names the arrangement: "in a line along the c file", "at the corners
// of a right angle cornered on d12", "at the corners of a square".
func (t Triumph) where() string {
	switch {
	case t.Shape == ShapeAngle && len(t.Squares) == 3:
		return "at the corners of a right angle cornered on " + t.Squares[1].String()
	case t.Shape == ShapeSquare:
		return "at the corners of a square"
	case t.Shape == ShapeLine && len(t.Squares) >= 2:
		a, b := t.Squares[0], t.Squares[1]
		switch {
		case a.Rank() == b.Rank():
			return fmt.Sprintf("in a line along rank %d", a.Rank()+1)
		case a.File() == b.File():
			return fmt.Sprintf("in a line along the %c file", 'a'+a.File())
		}
		return "in a line along a diagonal"
	}
	return "in a " + t.Shape
}
