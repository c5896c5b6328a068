package engine

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/rithmo/rithmo/rules/arith"
	"github.com/rithmo/rithmo/rules/board"
)

// whyIllegal says in words why an action is not legal in the prepared
// position.
func (z *Analyzer) whyIllegal(a Action) string {
	st := &z.st
	p := st.p
	mover := p.ToMove
	if a.Kind < Move || a.Kind > Set {
		return "unknown kind of action"
	}
	if a.Kind == Redeem || a.Kind == Set {
		return z.whyNotSpecial(a)
	}
	for _, sq := range []board.Square{a.From, a.To} {
		if !p.Contains(sq) {
			return fmt.Sprintf("%s is not on this board of %d ranks", sq, p.Ranks)
		}
	}
	m := st.at(a.From)
	if m == nil {
		return fmt.Sprintf("there is no man on %s", a.From)
	}
	if m.side != mover {
		return fmt.Sprintf("the %s on %s is %s's; %s is to move", manName(&p.Cells[a.From]), a.From, m.side, mover)
	}
	name := fmt.Sprintf("the %s on %s", manName(&p.Cells[a.From]), a.From)
	switch a.Kind {
	case Attack:
		return z.whyNoAttack(a, m, name)
	case Take:
		return z.whyNoTake(a, name)
	}
	// A move.
	if t := st.at(a.To); t != nil {
		return fmt.Sprintf("%s is occupied by the %s; a move lands on an empty square", a.To, manName(&p.Cells[a.To]))
	}
	d, k, line := lineBetween(a.From, a.To)
	if !line {
		if st.spec.leapsOnlyToSiege && isLeapOf(m, a.From, a.To) {
			return fmt.Sprintf("%s may fly to %s only to besiege an enemy or to flee a siege (%s): %s", name, a.To, st.rules.Set, z.noLicence(a.From, a.To))
		}
		return fmt.Sprintf("%s moves %s; %s is not on one of its lines", name, describeMoves(m.moves, st.rules.Set), a.To)
	}
	if !m.moves.has(d, k) {
		return fmt.Sprintf("%s moves %s; %s is %s %s", name, describeMoves(m.moves, st.rules.Set), a.To, squares(k), board.Direction(d))
	}
	if b := st.blockedAt(a.From, a.To); b != board.NoSquare {
		return fmt.Sprintf("the path of %s to %s is blocked at %s", name, a.To, b)
	}
	return "not a legal action here"
}

// whyNoAttack says why the attack a of m (name) is illegal.
func (z *Analyzer) whyNoAttack(a Action, m *man, name string) string {
	st := &z.st
	if !st.spec.attack {
		return fmt.Sprintf("only nemec attacks without moving; under %s a move takes what it brings into a relation, and a man left in a relation is taken with a take like %sx%s", st.rules.Set, a.From, "e8")
	}
	if m.shape == board.Pyramid {
		if _, ok := attackValue(m, a); !ok {
			if a.Value == 0 {
				return name + " has lost layers: name the value it attacks with, like " + Action{Kind: Attack, From: a.From, To: a.From, Value: uint16(m.vals[m.a0])}.String()
			}
			return fmt.Sprintf("%s holds no layer %d to attack with: its values are %s", name, a.Value, valueWords(m.vals[m.a0:m.a1]))
		}
		if a.Value == 0 {
			return name + " attacks nothing with its whole value: no enemy stands in a relation with it"
		}
		return fmt.Sprintf("%s attacks nothing with the value %d: no enemy stands in a relation with it so", name, a.Value)
	}
	if a.Value != 0 {
		return fmt.Sprintf("%s is a single man: only a pyramid names the value it attacks with (%sx)", name, a.From)
	}
	return name + " attacks nothing: no enemy stands in a relation with it"
}

// whyNoTake says why the take a by the man name is illegal.
func (z *Analyzer) whyNoTake(a Action, name string) string {
	st := &z.st
	p := st.p
	mover := p.ToMove
	if st.spec.attack {
		return fmt.Sprintf("nemec has no taking before moving: attack in place with %sx", a.From)
	}
	if st.spec.noTake {
		return "under parlett a man never moves onto an enemy's square to take it (\"pieces do not land on an opponents square in order to capture\"): captures come only after a move"
	}
	t := st.at(a.To)
	switch {
	case t == nil:
		return fmt.Sprintf("there is no man on %s to take", a.To)
	case t.side == mover:
		return fmt.Sprintf("the man on %s is your own", a.To)
	}
	insts := z.beforeOf(a.To)
	if len(insts) == 0 {
		return fmt.Sprintf("the %s on %s stands in no relation with your men at the start of the turn", manName(&p.Cells[a.To]), a.To)
	}
	return fmt.Sprintf("%s is not one of the takers of the %s on %s (%s)", name, manName(&p.Cells[a.To]), a.To, squareList(takersOf(insts)))
}

// noLicence says why a leap f→t of the side to move has neither of
// fulke2's licences, naming squares: the leaper is in no siege on f (a
// count of squares it can still move to), and on t it besieges no enemy newly (what
// still keeps open the nearest enemy whose draught it would close, or that
// this enemy stood in siege already). It needs z.acts of the prepared
// position (check sets them).
func (z *Analyzer) noLicence(f, t board.Square) string {
	st := &z.st
	flee := fmt.Sprintf("on %s it stands in no siege", f)
	free := 0
	for _, a := range z.acts {
		if a.Kind == Move && a.From == f && !isLeap(a) {
			free++
		}
	}
	if free > 0 {
		// Counted, not named: the square named could be the answer.
		flee += fmt.Sprintf(" (it can still move to %s)", oneOrMany(free, "1 square", strconv.Itoa(free)+" squares"))
	}
	st.doMove(f, t)
	defer st.undoMove(f, t)
	mover := st.p.ToMove
	for d := 0; d < nDirs; d++ {
		x, k := st.firstMan(t, d, min(int(st.g.rayLen[t][d]), st.reachLim)) // a draught it closes
		if x == nil || x.side == mover || x.moves.maxDist(opp(d)) < k {
			continue
		}
		// The leaper closes a draught of x: the siege still fails, or
		// held before the leap.
		z.tmp = st.evalTarget(x.sq, mover, evSiegeOnly, z.tmp[:0])
		if len(z.tmp) > 0 {
			return fmt.Sprintf("%s, and the %s on %s it would close in stands in siege already", flee, manName(&st.p.Cells[x.sq]), x.sq)
		}
		j := judge{z: z, a: Action{Kind: Move, From: f, To: t}, actor: t, target: x.sq}
		return fmt.Sprintf("%s, and on %s it besieges no one (%s)", flee, t, j.siege().f.Text)
	}
	return fmt.Sprintf("%s, and on %s it closes no draught of an enemy man", flee, t)
}

func isLeapOf(m *man, f, t board.Square) bool {
	df, dr := arith.Abs(t.File()-f.File()), arith.Abs(t.Rank()-f.Rank())
	for kind := 0; kind < 2; kind++ {
		a, b := leapShape[kind][0], leapShape[kind][1]
		if m.moves.leap&(1<<kind) != 0 && (df == a && dr == b || df == b && dr == a) {
			return true
		}
	}
	return false
}

func takersOf(insts []inst) []board.Square {
	var out []board.Square
	for i := range insts {
		for j := 0; j < int(insts[i].n); j++ {
			sq := insts[i].by[j]
			dup := false
			for _, o := range out {
				dup = dup || o == sq
			}
			if !dup {
				out = append(out, sq)
			}
		}
	}
	return out
}

// manName names a man by shape and value: "round 9", "pyramid 91".
func manName(p *board.Piece) string {
	return fmt.Sprintf("%s %d", p.Shape, p.Value)
}

func squares(k int) string {
	if k == 1 {
		return "1 square"
	}
	return fmt.Sprintf("%d squares", k)
}

func squareList(sqs []board.Square) string {
	names := make([]string, len(sqs))
	for i, s := range sqs {
		names[i] = s.String()
	}
	return strings.Join(names, ", ")
}

// describeMoves says a man's draughts in words: "1 square diagonally",
// "exactly 2 squares orthogonally or diagonally", "1 to 4 squares in any
// direction", "1 or 3 squares orthogonally, 2 or 3 squares diagonally".
func describeMoves(m moveSet, set board.RuleSet) string {
	orth, diag := m.dist[0], m.dist[1]
	sameOrth, sameDiag := true, true
	for d := 0; d < nDirs; d++ {
		if d%2 == 0 && m.dist[d] != orth {
			sameOrth = false
		}
		if d%2 == 1 && m.dist[d] != diag {
			sameDiag = false
		}
	}
	var parts []string
	switch {
	case !sameOrth || !sameDiag:
		var ds []string
		for d := 0; d < nDirs; d++ {
			if m.dist[d] != 0 {
				ds = append(ds, distances(m.dist[d])+" "+board.Direction(d).String())
			}
		}
		parts = append(parts, strings.Join(ds, ", "))
	case orth == diag && orth != 0:
		parts = append(parts, distances(orth)+" in any direction")
	default:
		if orth != 0 {
			parts = append(parts, distances(orth)+" orthogonally")
		}
		if diag != 0 {
			parts = append(parts, distances(diag)+" diagonally")
		}
	}
	if len(parts) == 0 {
		parts = append(parts, "nowhere")
	}
	s := strings.Join(parts, ", ")
	when := "only to besiege or flee a siege"
	if set == board.Fulke1 {
		when = "at any time, taking only by helping to besiege"
	}
	switch {
	case m.leap&leapKnight != 0:
		s += " (and may fly a knight's leap, two and one, " + when + ")"
	case m.leap&leapLong != 0:
		s += " (and may fly a long leap, three and one, " + when + ")"
	}
	return s
}

// distances writes a distance mask: "1 square", "2 squares", "1, 2 or 3
// squares", "1 to 4 squares".
func distances(mask uint8) string {
	var ks []int
	for k := 1; k <= 7; k++ {
		if mask&(1<<k) != 0 {
			ks = append(ks, k)
		}
	}
	switch {
	case len(ks) == 0:
		return "no squares"
	case len(ks) == 1:
		return squares(ks[0])
	case len(ks) == 4 && ks[0] == 1 && ks[3] == 4:
		return "1 to 4 squares"
	}
	words := make([]string, len(ks))
	for i, k := range ks {
		words[i] = fmt.Sprint(k)
	}
	return strings.Join(words[:len(words)-1], ", ") + " or " + words[len(words)-1] + " squares"
}
