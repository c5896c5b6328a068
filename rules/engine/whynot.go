package engine

import (
	"errors"
	"fmt"
	"sort"
	"strings"

	"github.com/rithmo/rithmo/rules/arith"
	"github.com/rithmo/rithmo/rules/board"
)

// Failure is one reason a claimed capture fails, in words with numbers.
// Code is one of the Fail constants, for a UI that must branch.
type Failure struct {
	Code string
	Text string
	// Got and Want are the numbers of the text that failed, for a caller
	// that weighs how near a miss was without reading the words:
	//   - FailValues of a two-man relation (and lying weight, deceit):
	//     what the two values make and the target's value it should be
	//     (Want 0 when they make no whole number);
	//   - FailDistance: the factor the distance gives and the factor the
	//     values need (Got -1 when the greater value, the taker's, is no
	//     whole multiple of the distance's factor).
	// Both are 0 for the other failures.
	Got, Want int64
	// Relation is the relation whose claim failed, for a caller that
	// quotes only the relations a learner has been taught; RelNone for a
	// failure of the action or the target, true of every relation.
	Relation Relation
}

// Failure codes.
const (
	FailIllegal          = "illegal"            // the action is not legal (Text says why)
	FailNoTarget         = "no-target"          // no man stands on the target square
	FailOwnMan           = "own-man"            // the target is the mover's own man
	FailNoRelation       = "no-relation"        // the rule set has no such relation
	FailOtherRelation    = "other-relation"     // the man is taken, but by other relations
	FailOtherTarget      = "other-target"       // a take takes only the man it moves onto
	FailMoveTakesNothing = "move-takes-nothing" // nemec: a move never takes (an attack does); a redemption or a prisoner set never takes
	FailLeap             = "leap-siege-only"    // a flying leap takes by siege alone
	FailHeldBefore       = "held-before"        // the relation held before the move: take it instead of moving
	FailNotATaker        = "not-a-taker"        // the relation holds, but the attacker is not one of its takers
	FailOneValue         = "one-value"          // nemec: the pyramid attacks with the one value the action names, and another takes it
	FailPyramidEquality  = "pyramid-equality"   // fulke1: a pyramid cannot be taken by equality
	FailNotInReach       = "not-in-reach"       // the taker's draughts do not reach the target
	FailPathBlocked      = "path-blocked"       // a man stands in the way
	FailNotInLine        = "not-in-line"        // eruption: not on one rank, file or diagonal
	FailDistance         = "wrong-distance"     // eruption: the distance does not give the value
	FailNoMultiple       = "no-multiple"        // eruption: no distance could give the value
	FailNoPartner        = "no-partner"         // a second taker is missing
	FailNotNeighbours    = "not-neighbours"     // lying weight, deceit: the takers must stand beside the target
	FailValues           = "values"             // the numbers do not match
	FailCossicMarks      = "cossic-marks"       // the men do not carry the cossic signs the relation needs
	FailSiegeOpen        = "siege-open"         // the man can still move, or a side is open
	FailSiegeOwnMen      = "siege-own-men"      // the besieged man's own men close it
	FailSiegeMixed       = "siege-mixed"        // nemec, fulke3: orthogonal and diagonal neighbours mixed
	FailSiegeCouldTake   = "siege-could-take"   // parlett: the man could take one of its blockaders
	FailNotArranged      = "not-arranged"       // fulke1 proportion: the men are not set as a triumph is set
	FailPrisoner         = "prisoner"           // fulke2: a set prisoner takes and helps to take nothing
)

// diag is one relation's failure with its rank: the higher the stage, the
// nearer the claim came to holding (geometry passed, then arithmetic...).
type diag struct {
	stage int
	f     Failure
}

// WhyNot says why action a does not take the man on target (by relation
// rel, or by any relation when rel is RelNone): ranked failures, the most
// telling first. It returns nil when the claim holds. The action itself is
// judged first: an illegal action yields one FailIllegal.
func WhyNot(p *board.Position, a Action, target board.Square, rel Relation) []Failure {
	z := getAnalyzer()
	defer putAnalyzer(z)
	if err := z.prepare(p); err != nil {
		return []Failure{{Code: FailIllegal, Text: err.Error()}}
	}
	if err := z.check(a); err != nil && !z.attackTakingNothing(a) {
		var ill *IllegalError
		if errors.As(err, &ill) {
			return []Failure{{Code: FailIllegal, Text: ill.Why}}
		}
		return []Failure{{Code: FailIllegal, Text: err.Error()}}
	}
	st := &z.st
	caps := z.captures(a)
	var takenBy []Reason
	for _, c := range caps {
		if c.Square == target {
			takenBy = append(takenBy, c.Reasons...)
		}
	}
	for _, r := range takenBy {
		if rel == RelNone || r.Relation == rel {
			return nil
		}
	}
	if f, ok := targetFailure(p, st.rels, target, rel); ok {
		return []Failure{f}
	}
	tp := p.Cells[target]
	var out []Failure
	if len(takenBy) > 0 {
		var why []string
		for _, r := range takenBy {
			why = append(why, r.Explain())
		}
		out = append(out, Failure{Code: FailOtherRelation, Text: fmt.Sprintf("the %s on %s is taken, but not by %s: %s",
			manName(&tp), target, rel, strings.Join(why, "; "))})
	}
	switch {
	case a.Kind == Redeem:
		return append(out, Failure{Code: FailMoveTakesNothing, Text: fmt.Sprintf(
			"%s redeems a layer of the king on %s: the king's privilege takes nothing", a, a.To)})
	case a.Kind == Set:
		return append(out, Failure{Code: FailMoveTakesNothing, Text: fmt.Sprintf(
			"%s sets a held prisoner on the board: it takes nothing by being set", a)})
	case a.Kind == Take && target != a.To:
		return append(out, Failure{Code: FailOtherTarget, Text: fmt.Sprintf("%s takes only the man on %s, the square it moves onto", a, a.To)})
	case a.Kind == Move && st.spec.attack:
		return append(out, Failure{Code: FailMoveTakesNothing, Text: fmt.Sprintf(
			"under nemec a move takes nothing: a man takes by attacking, staying where it stands (%sx)", a.From)})
	}

	// Judge in the position the action leaves (before its captures).
	actor := a.From
	if a.Kind == Move {
		st.doMove(a.From, a.To)
		defer st.undoMove(a.From, a.To)
		actor = a.To
	}
	j := judge{z: z, a: a, actor: actor, target: target}
	var ds []diag
	for r := Equality; r < relEnd; r++ {
		if st.rels.has(r) && (rel == RelNone || rel == r) {
			d := j.diagnose(r)
			d.f.Relation = r
			ds = append(ds, d)
		}
	}
	sort.SliceStable(ds, func(i, k int) bool { return ds[i].stage > ds[k].stage })
	for _, d := range ds {
		out = append(out, d.f)
	}
	return out
}

// targetFailure says why target is no man the mover could take (off the
// board, empty, its own) or rel no relation of the rule set.
func targetFailure(p *board.Position, rels relMask, target board.Square, rel Relation) (Failure, bool) {
	if !p.Contains(target) {
		return Failure{Code: FailNoTarget, Text: fmt.Sprintf("%s is not on this board of %d ranks", target, p.Ranks)}, true
	}
	tp := p.Cells[target]
	if tp.IsEmpty() {
		return Failure{Code: FailNoTarget, Text: fmt.Sprintf("there is no man on %s", target)}, true
	}
	if tp.Side == p.ToMove {
		return Failure{Code: FailOwnMan, Text: fmt.Sprintf("the %s on %s is your own man", manName(&tp), target)}, true
	}
	if rel != RelNone && !rels.has(rel) {
		return Failure{Code: FailNoRelation, Text: fmt.Sprintf("%s does not take by %s: its relations are %s",
			p.Rules, rel, relationList(rels))}, true
	}
	return Failure{}, false
}

func relationList(m relMask) string {
	var names []string
	for r := Equality; r < relEnd; r++ {
		if m.has(r) {
			names = append(names, r.String())
		}
	}
	return strings.Join(names, ", ")
}

// judge diagnoses one claim in the judging position (the compact board
// after the move).
type judge struct {
	z      *Analyzer
	a      Action
	actor  board.Square
	target board.Square
}

// piece returns the man on a square of the judging position, as a Piece.
func (j *judge) piece(s board.Square) board.Piece {
	p := j.z.st.p
	if j.a.Kind == Move {
		switch s {
		case j.a.To:
			return p.Cells[j.a.From]
		case j.a.From:
			return board.Piece{}
		}
	}
	return p.Cells[s]
}

// name: "the triangle 9 on e6".
func (j *judge) name(s board.Square) string {
	pc := j.piece(s)
	return fmt.Sprintf("the %s on %s", manName(&pc), s)
}

func (j *judge) diagnose(r Relation) diag {
	z := j.z
	st := &z.st
	mover := st.p.ToMove
	z.tmp = st.evalTarget(j.target, mover, 0, z.tmp[:0])
	var holding []inst
	for _, in := range z.tmp {
		if in.rel == r {
			holding = append(holding, in)
		}
	}
	if len(holding) > 0 {
		return j.holdsButNotTaken(r, holding)
	}
	if st.prisoners {
		if d, ok := j.prisonerFights(r); ok {
			return d
		}
	}
	switch r {
	case Equality:
		return j.equality()
	case Eruption:
		return j.eruption()
	case Addition, Subtraction, Multiplication, Division:
		if r == Addition && st.addMode != addByReach || r == Subtraction && st.addMode == addByNext {
			return j.lyingWeight(r)
		}
		return j.pair(r)
	case Progression:
		if st.rules.Set == board.Fulke1 {
			return j.arrayed()
		}
		return j.pair(r)
	case Cossic:
		return j.cossic()
	case Siege:
		return j.siege()
	}
	return diag{0, Failure{Code: FailValues, Text: r.String() + " does not hold"}}
}

// prisonerFights: the relation would hold but for a set prisoner among its
// takers (evalTarget leaves such instances out; they are judged again with
// the prisoners let in, then the prisoners named).
func (j *judge) prisonerFights(r Relation) (diag, bool) {
	z := j.z
	st := &z.st
	st.prisoners = false
	z.tmp = st.evalTarget(j.target, st.p.ToMove, 0, z.tmp[:0])
	st.prisoners = true
	for i := range z.tmp {
		in := &z.tmp[i]
		if in.rel != r || !st.prisonerAmong(in) {
			continue
		}
		var names []string
		for _, s := range in.by[:in.n] {
			if m := st.at(s); m != nil && m.prisoner {
				names = append(names, j.piece(s).String()+" on "+s.String())
			}
		}
		return diag{10, Failure{Code: FailPrisoner, Text: fmt.Sprintf(
			"%s would hold (%s), but %s %s a prisoner set on the board: the enemy's men taken \"may serue onely to celebrate a triumphe, but not to fight on his syde that taketh them\"",
			r, z.reasonText(in), JoinAnd(names), oneOrMany(len(names), "is", "are"))}}, true
	}
	return diag{}, false
}

// holdsButNotTaken: the relation stands in the judging position, yet the
// action does not take by it. Why depends on the turn.
func (j *judge) holdsButNotTaken(r Relation, holding []inst) diag {
	z := j.z
	in := holding[0]
	why := z.reasonText(&in)
	switch {
	case j.a.Kind == Move && isLeap(j.a):
		return diag{9, Failure{Code: FailLeap, Text: fmt.Sprintf("%s holds (%s), but a flying leap takes by siege alone", r, why)}}
	case j.a.Kind == Move:
		takers := takersOf(holding)
		for i, s := range takers {
			if s == j.a.To {
				takers[i] = j.a.From
			}
		}
		var takes []string
		for _, s := range takers {
			takes = append(takes, fmt.Sprintf("%sx%s", s, j.target))
		}
		return diag{9, Failure{Code: FailHeldBefore, Text: fmt.Sprintf(
			"the %s held before the move (%s): a man left in a relation is not taken by a later move; take it instead of moving: %s",
			r, why, strings.Join(takes, " or "))}}
	case j.a.Kind == Attack:
		for i := range holding {
			for k := 0; k < int(holding[i].n) && k < 3; k++ {
				if holding[i].by[k] == j.actor {
					want := Action{Kind: Attack, From: j.actor, To: j.actor}
					if holding[i].parts[k] == PartLayer {
						want.Value = uint16(holding[i].vals[k])
					}
					return diag{9, Failure{Code: FailOneValue, Text: fmt.Sprintf(
						"the pyramid on %s attacks with the one value the action names, for all it takes this turn; %s needs %d: attack with %s",
						j.actor, j.z.reasonText(&holding[i]), holding[i].vals[k], want)}}
				}
			}
		}
		return diag{9, Failure{Code: FailNotATaker, Text: fmt.Sprintf("the %s holds (%s), but %s is not one of its takers: attack with %s",
			r, why, j.name(j.actor), attacksOf(holding))}}
	}
	return diag{9, Failure{Code: FailValues, Text: why}}
}

func attacksOf(insts []inst) string {
	var out []string
	for _, s := range takersOf(insts) {
		out = append(out, s.String()+"x")
	}
	return strings.Join(out, " or ")
}

// reasonText explains an instance of the judging position.
func (z *Analyzer) reasonText(in *inst) string {
	piece := z.st.p.Cells[in.target]
	saveSqs, saveVals := len(z.sqs), len(z.vals)
	var r Reason
	z.fillReason(&r, in, &piece)
	s := r.Explain()
	z.sqs, z.vals = z.sqs[:saveSqs], z.vals[:saveVals]
	return s
}

// reach says why the man on a does not reach t, or ok.
func (j *judge) reach(a board.Square) (diag, bool) {
	st := &j.z.st
	m := st.at(a)
	d, k, line := lineBetween(a, j.target)
	if !line || !m.moves.has(d, k) {
		where := fmt.Sprintf("%s is not on one of its lines", j.target)
		if line {
			where = fmt.Sprintf("%s is %s %s of it", j.target, squares(k), board.Direction(d))
		}
		return diag{1, Failure{Code: FailNotInReach, Text: fmt.Sprintf("%s does not reach %s: it moves %s, and %s",
			j.name(a), j.target, describeMoves(m.moves, st.rules.Set), where)}}, false
	}
	if b := st.blockedAt(a, j.target); b != board.NoSquare {
		return diag{2, Failure{Code: FailPathBlocked, Text: fmt.Sprintf("%s does not reach %s: the path is blocked at %s (%s)",
			j.name(a), j.target, b, j.name(b))}}, false
	}
	return diag{}, true
}

// values are the values the man on s takes with (a man of the side to
// move) or is taken at (an enemy).
func (j *judge) values(s board.Square) []int64 {
	m := j.z.st.at(s)
	if m.side == j.z.st.p.ToMove {
		return m.vals[m.a0:m.a1]
	}
	return m.vals[m.t0:m.nv]
}

// singleValues are the values the man on s is taken at by one man
// (equality, eruption): a fulke king's whole number falls only to two.
func (j *judge) singleValues(s board.Square) []int64 {
	m := j.z.st.at(s)
	if m.side != j.z.st.p.ToMove && m.wholePair && m.t0 == 0 {
		return m.vals[1:m.nv]
	}
	return j.values(s)
}

// oneOrMany picks the word for n things: one for 1, many otherwise.
func oneOrMany(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

func valueWords(vals []int64) string {
	if len(vals) == 1 {
		return fmt.Sprint(vals[0])
	}
	words := make([]string, len(vals))
	for i, v := range vals {
		words[i] = fmt.Sprint(v)
	}
	return strings.Join(words[:len(words)-1], ", ") + " or " + words[len(words)-1]
}

func (j *judge) equality() diag {
	st := &j.z.st
	tm := st.at(j.target)
	if st.spec.pyramidNoEquality && tm.shape == board.Pyramid {
		return diag{8, Failure{Code: FailPyramidEquality, Text: fmt.Sprintf(
			"under fulke1 a pyramid cannot be taken by equality (\"They can not be taken by equalitie\"), nor any of its layers: %s stands",
			j.name(j.target))}}
	}
	if d, ok := j.reach(j.actor); !ok {
		return d
	}
	tv := j.singleValues(j.target)
	if len(tv) == 0 {
		return diag{5, Failure{Code: FailValues, Text: fmt.Sprintf("%s falls whole only to obsidion or to two men's arithmetic", j.name(j.target))}}
	}
	return diag{5, Failure{Code: FailValues, Text: fmt.Sprintf("%s ≠ %s: equality needs equal values%s",
		valueOnList(j.values(j.actor), j.actor), valueOnList(tv, j.target), kingNote(j.z.st.at(j.actor)))}}
}

func valueOnList(vals []int64, s board.Square) string {
	return fmt.Sprintf("%s on %s", valueWords(vals), s)
}

func (j *judge) eruption() diag {
	st := &j.z.st
	a, t := j.actor, j.target
	dir, k, line := lineBetween(a, t)
	if !line {
		return diag{1, Failure{Code: FailNotInLine, Text: fmt.Sprintf("%s and %s are not on one rank, file or diagonal: eruption takes along a line", a, t)}}
	}
	inclusive := st.spec.eruption == distInclusive
	m := st.at(a)
	var between []string
	for x, i := int(a), 1; i < k; i++ {
		x += dirStep[dir]
		between = append(between, board.Square(x).String())
		id := st.occ[x]
		if id == 0 {
			continue
		}
		if inclusive && st.jump && st.men[id-1].side == m.side {
			continue
		}
		return diag{2, Failure{Code: FailPathBlocked, Text: fmt.Sprintf("the line from %s to %s is blocked at %s (%s)", a, t, board.Square(x), j.name(board.Square(x)))}}
	}
	d := int64(k + 1)
	count := fmt.Sprintf("the distance counts both squares (%s)", strings.Join(append(append([]string{a.String()}, between...), t.String()), ", "))
	if !inclusive {
		d = int64(k - 1)
		count = "only the empty squares between count"
		if len(between) > 0 {
			count += fmt.Sprintf(" (%s)", strings.Join(between, ", "))
		} else {
			count += ", and there are none"
		}
	}
	best := diag{stage: -1}
	for _, av := range j.values(a) {
		for _, tv := range j.singleValues(t) {
			var cand diag
			small, big := min(av, tv), max(av, tv)
			switch {
			case av > tv && st.spec.eruptMulOnly:
				cand = diag{3, Failure{Code: FailValues, Text: fmt.Sprintf("%d on %s is greater than %d on %s: under %s eruption multiplies the lesser man only (\"a lesse number beyng multiplied by the spaces\")",
					av, a, tv, t, st.rules.Set)}}
			case small <= 0:
				cand = diag{3, Failure{Code: FailValues, Text: fmt.Sprintf("%d and %d: eruption needs values of at least 1", av, tv)}}
			case av == tv:
				cand = diag{3, Failure{Code: FailValues, Text: fmt.Sprintf("%d = %d: eruption multiplies or divides by the distance; equal values take by equality", av, tv)}}
			case big%small != 0:
				cand = diag{3, Failure{Code: FailNoMultiple, Text: fmt.Sprintf("%d ÷ %d is not whole: no distance lets %d take %d by eruption", big, small, av, tv)}}
			default:
				need := big / small
				op, got := "×", av*d
				if av > tv {
					op = "÷"
					got = av / max(d, 1)
					if d == 0 || av%d != 0 {
						got = -1
					}
				}
				res, factor := fmt.Sprint(got), d
				if got < 0 {
					res, factor = "no whole number", -1
				}
				cand = diag{4, Failure{Code: FailDistance, Text: fmt.Sprintf("%d on %s %s %d = %s, not %d on %s: %s; %d ÷ %d = %d, so the %d would have to stand %s",
					av, a, op, d, res, tv, t, count, big, small, need, av, standWords(need, inclusive)), Got: factor, Want: need}}
			}
			if cand.stage > best.stage {
				best = cand
			}
		}
	}
	return best
}

// standWords says where an eruption's taker must stand for a distance.
func standWords(d int64, inclusive bool) string {
	if inclusive {
		switch d {
		case 1:
			return "on the man's own square, which cannot be"
		case 2:
			return "at distance 2, beside it"
		case 3:
			return "at distance 3, one square between"
		}
		return fmt.Sprintf("at distance %d, %d squares between", d, d-2)
	}
	if d == 1 {
		return "with 1 empty square between"
	}
	return fmt.Sprintf("with %d empty squares between", d)
}

// partnersOf lists the mover's men other than the actor that reach the target.
func (j *judge) partners() []board.Square {
	st := &j.z.st
	var cs [maxContacts]contact
	n, _ := st.gather(j.target, st.p.ToMove, allDirs, &cs)
	var out []board.Square
	for i := 0; i < n; i++ {
		if cs[i].reach && cs[i].sq != j.actor {
			out = append(out, cs[i].sq)
		}
	}
	return out
}

// Sign is the sign of a two-man relation's arithmetic ("+", "−", "×",
// "÷"); "" for the other relations.
func (r Relation) Sign() string {
	switch r {
	case Addition:
		return "+"
	case Subtraction:
		return "−"
	case Multiplication:
		return "×"
	case Division:
		return "÷"
	}
	return ""
}

// pairText shows what two values make by a relation against the target,
// how far it falls from the target's value, and the two numbers compared
// (Failure's Got and Want; Want 0 when they make no whole number).
func pairText(r Relation, av int64, as board.Square, bv int64, bs board.Square, tv int64, ts board.Square) (text string, diff, got, want int64) {
	if r == Progression {
		return fmt.Sprintf("%d, %d and %d are in no progression (arithmetic, geometric or harmonic)", av, bv, tv), 1 << 40, 0, 0
	}
	if (r == Subtraction || r == Division) && bv > av {
		av, as, bv, bs = bv, bs, av, as
	}
	switch r {
	case Addition:
		got = av + bv
	case Subtraction:
		got = av - bv
	case Multiplication:
		got = av * bv
	case Division:
		if bv <= 0 {
			return fmt.Sprintf("%d on %s cannot be divided by %d on %s", av, as, bv, bs), 1 << 40, 0, 0
		}
		if av%bv != 0 {
			return fmt.Sprintf("%d on %s ÷ %d on %s is not whole, so it cannot be %d on %s", av, as, bv, bs, tv, ts), 1 << 40, 0, 0
		}
		got = av / bv
	}
	res := fmt.Sprint(got)
	diff = got - tv
	if diff < 0 {
		diff = -diff
	}
	return fmt.Sprintf("%d on %s %s %d on %s = %s, not %d on %s", av, as, r.Sign(), bv, bs, res, tv, ts), diff, got, tv
}

func (j *judge) pair(r Relation) diag {
	if d, ok := j.reach(j.actor); !ok {
		return d
	}
	partners := j.partners()
	if len(partners) == 0 {
		return diag{3, Failure{Code: FailNoPartner, Text: fmt.Sprintf("%s reaches %s, but no other man of yours does: %s takes with two men that both reach it",
			j.name(j.actor), j.target, r)}}
	}
	best, bestDiff := Failure{Code: FailValues}, int64(-1)
	for _, b := range partners {
		for _, av := range j.values(j.actor) {
			for _, bv := range j.values(b) {
				for _, tv := range j.values(j.target) {
					text, diff, got, want := pairText(r, av, j.actor, bv, b, tv, j.target)
					if bestDiff < 0 || diff < bestDiff {
						best.Text, best.Got, best.Want, bestDiff = text, got, want, diff
					}
				}
			}
		}
	}
	best.Text += ": " + r.String() + " does not hold"
	return diag{5, best}
}

func (j *judge) lyingWeight(r Relation) diag {
	st := &j.z.st
	name, where := "lying weight", "two men on its neighbouring squares (any two of the eight)"
	switch {
	case st.rules.Set == board.Nemec:
		name, where = "deceit", "two men on its neighbouring squares, on opposite sides of one line"
	case st.rules.Set == board.Fulke2:
		name, where = r.String()+" (+next)", "two men that stand next to it, directly or cornerwise"
	}
	dir, k, line := lineBetween(j.target, j.actor)
	if !line || k != 1 {
		return diag{1, Failure{Code: FailNotNeighbours, Text: fmt.Sprintf(
			"%s does not stand beside %s: %s takes with %s",
			j.name(j.actor), j.target, name, where)}}
	}
	var partners []board.Square
	if st.addMode == addByOpposite {
		back := opp(dir)
		if st.g.rayLen[j.target][back] == 0 {
			return diag{3, Failure{Code: FailNoPartner, Text: fmt.Sprintf("across %s from %s is the board's edge: %s needs a man of yours on the other side",
				j.target, j.actor, name)}}
		}
		other := board.Square(int(j.target) + dirStep[back])
		om := st.at(other)
		if om == nil || om.side != st.p.ToMove {
			return diag{3, Failure{Code: FailNoPartner, Text: fmt.Sprintf("%s, across %s from %s, holds no man of yours: %s needs one on each side",
				other, j.target, j.actor, name)}}
		}
		partners = append(partners, other)
	} else {
		for d := 0; d < nDirs; d++ {
			if st.g.rayLen[j.target][d] == 0 {
				continue
			}
			x := board.Square(int(j.target) + dirStep[d])
			if m := st.at(x); m != nil && m.side == st.p.ToMove && x != j.actor {
				partners = append(partners, x)
			}
		}
		if len(partners) == 0 {
			return diag{3, Failure{Code: FailNoPartner, Text: fmt.Sprintf("no other man of yours stands next to %s: %s takes with %s",
				j.target, name, where)}}
		}
	}
	best, bestDiff := Failure{Code: FailValues}, int64(-1)
	for _, other := range partners {
		for _, av := range j.values(j.actor) {
			for _, bv := range j.values(other) {
				for _, tv := range j.values(j.target) {
					text, diff, got, want := pairText(r, av, j.actor, bv, other, tv, j.target)
					if bestDiff < 0 || diff < bestDiff {
						best.Text, best.Got, best.Want, bestDiff = text, got, want, diff
					}
				}
			}
		}
	}
	best.Text += ": " + name + " does not hold"
	return diag{5, best}
}

// kingNote reminds that a fulke king takes with its whole value.
func kingNote(m *man) string {
	if m != nil && m.shape == board.Pyramid && m.a1-m.a0 == 1 && m.nv > 1 {
		return " (a king takes with its whole value, the sum of the layers it holds, never with one layer's)"
	}
	return ""
}

func (j *judge) cossic() diag {
	st := &j.z.st
	if d, ok := j.reach(j.actor); !ok {
		return d
	}
	a, t := st.at(j.actor), st.at(j.target)
	if a.shape == board.Pyramid || t.shape == board.Pyramid {
		return diag{6, Failure{Code: FailCossicMarks, Text: "a pyramid carries its numbers only, no cossic signs: it neither takes nor is taken by them"}}
	}
	av, tv := a.vals[0], t.vals[0]
	p, rootFirst := arith.Cossic(av, tv)
	if p == arith.PowerNone {
		return diag{5, Failure{Code: FailValues, Text: arith.ExplainCossic(av, tv) + ": no cossic relation"}}
	}
	root, power, rootSq, powerSq := a, t, j.actor, j.target
	if !rootFirst {
		root, power, rootSq, powerSq = t, a, j.target, j.actor
	}
	var missing []string
	if root.marks&(1<<arith.Root) == 0 {
		missing = append(missing, fmt.Sprintf("%s carries no sign of the root", j.name(rootSq)))
	}
	if power.marks&(1<<p) == 0 {
		missing = append(missing, fmt.Sprintf("%s does not carry the sign of the %s", j.name(powerSq), p))
	}
	return diag{6, Failure{Code: FailCossicMarks, Text: fmt.Sprintf("%s, but %s: the men take by the signs the book marks on them",
		arith.ExplainCossic(av, tv), strings.Join(missing, " and "))}}
}

func (j *judge) siege() diag {
	if j.z.st.spec.siege == siegeNeighbours {
		return j.ringSiege()
	}
	if d, ok := j.openDraught(); ok {
		return d
	}
	return j.hemmedNoSiege()
}

// ringSiege diagnoses a siege by the ring (nemec, fulke3): which
// neighbours are own men, open, or mixed orthogonal and diagonal.
func (j *judge) ringSiege() diag {
	st := &j.z.st
	target := j.target
	mover := st.p.ToMove
	type set struct {
		name               string
		dirs               uint8
		edgeCloses, onEdge bool
		closed, own, empty []string
		sqs                [3][]board.Square
	}
	sets := []*set{{name: "orthogonal", dirs: orthDirs, edgeCloses: st.edgeOrth}, {name: "diagonal", dirs: diagDirs, edgeCloses: st.edgeDiag}}
	for _, s := range sets {
		for d := 0; d < nDirs; d++ {
			if s.dirs&(1<<d) == 0 {
				continue
			}
			if st.g.rayLen[target][d] == 0 {
				continue
			}
			x := board.Square(int(target) + dirStep[d])
			switch m := st.at(x); {
			case m == nil:
				s.sqs[2] = append(s.sqs[2], x)
			case m.side == mover:
				s.sqs[0] = append(s.sqs[0], x)
			default:
				s.sqs[1] = append(s.sqs[1], x)
			}
		}
		for i, list := range []*[]string{&s.closed, &s.own, &s.empty} {
			sqs := s.sqs[i]
			sort.Slice(sqs, func(a, b int) bool { return readingLess(sqs[a], sqs[b]) })
			for _, x := range sqs {
				*list = append(*list, x.String())
			}
		}
		for d := 0; d < nDirs; d++ {
			if s.dirs&(1<<d) != 0 && st.g.rayLen[target][d] == 0 {
				s.onEdge = true
				if s.edgeCloses {
					s.closed = append(s.closed, "the edge")
				}
			}
		}
	}
	o, g := sets[0], sets[1]
	if len(o.own) > 0 && len(g.own) > 0 {
		// One own man on each side, at least: always "men".
		return diag{5, Failure{Code: FailSiegeOwnMen, Text: fmt.Sprintf("%s has its own men beside it (%s): a siege needs enemies or the edge on all four orthogonal or all four diagonal sides",
			j.name(target), strings.Join(append(o.own, g.own...), ", "))}}
	}
	if len(o.closed) < 4 && len(g.closed) < 4 && len(o.closed)+len(g.closed) >= 4 && len(o.closed) > 0 && len(g.closed) > 0 {
		return diag{5, Failure{Code: FailSiegeMixed, Text: fmt.Sprintf("%s is closed by %s (orthogonal) and %s (diagonal): a siege needs all four orthogonal or all four diagonal neighbours, never mixed",
			j.name(target), strings.Join(o.closed, ", "), strings.Join(g.closed, ", "))}}
	}
	best := o
	if len(g.closed) > len(o.closed) {
		best = g
	}
	if len(best.own) > 0 {
		return diag{5, Failure{Code: FailSiegeOwnMen, Text: fmt.Sprintf("its own %s on %s: a siege needs enemies%s on all four %s sides",
			oneOrMany(len(best.own), "man stands", "men stand"), strings.Join(best.own, ", "), edgeWords(best.edgeCloses), best.name)}}
	}
	if len(best.empty) == 0 && best.onEdge && !best.edgeCloses {
		return diag{5, Failure{Code: FailSiegeOpen, Text: fmt.Sprintf("%s stands at the board's edge, and under %s the edge closes no side of %s siege: it needs four enemies round it%s",
			j.name(target), st.rules, map[string]string{"orthogonal": "an orthogonal", "diagonal": "a diagonal"}[best.name], edgeOption(st.rules.Set))}}
	}
	return diag{4, Failure{Code: FailSiegeOpen, Text: fmt.Sprintf("%s %s still open beside %s: a siege needs enemies%s on all four %s sides (or all four %s ones)",
		strings.Join(best.empty, ", "), oneOrMany(len(best.empty), "is", "are"), target, edgeWords(best.edgeCloses), best.name, map[string]string{"orthogonal": "diagonal", "diagonal": "orthogonal"}[best.name])}}
}

// openDraught finds the first ordinary draught of the target that is open,
// or closed by one of its own men: no siege under the draughts' rules
// (fulke1, fulke2, parlett).
func (j *judge) openDraught() (diag, bool) {
	st := &j.z.st
	target := j.target
	tm := st.at(target)
	mover := st.p.ToMove
	// Draughts (fulke1, fulke2, parlett): every ordinary draught closed.
	passAll := st.pass && (tm.shape == board.Triangle || tm.shape == board.SquareShape)
	edgeNote := "(or the edge)"
	if st.spec.siege == siegeDraughts {
		edgeNote = "(\"all foure muste be hys aduersaries\")"
	}
	for d := 0; d < nDirs; d++ {
		for k := 1; k <= 7; k++ {
			if tm.moves.dist[d]&(1<<k) == 0 {
				continue
			}
			span := int(st.g.rayLen[target][d])
			s := int(target)
			for i := 1; i <= k; i++ {
				if i > span {
					break // the edge closes it
				}
				s += dirStep[d]
				m := st.at(board.Square(s))
				if m == nil {
					if i == k {
						return diag{4, Failure{Code: FailSiegeOpen, Text: fmt.Sprintf("%s can still move to %s: a siege leaves it no move", j.name(target), board.Square(s))}}, true
					}
					continue
				}
				if i < k && (passAll || st.jump && m.side == tm.side) {
					continue
				}
				if m.side != mover {
					return diag{5, Failure{Code: FailSiegeOwnMen, Text: fmt.Sprintf("its own man on %s closes its draught %s: a siege needs every draught closed by enemies %s",
						board.Square(s), board.Direction(d), edgeNote)}}, true
				}
				break
			}
		}
	}
	return diag{}, false
}

// hemmedNoSiege diagnoses a target hemmed in by enemies that is yet not
// besieged: too few of them (fulke1, fulke2), or parlett's blockader it
// could take.
func (j *judge) hemmedNoSiege() diag {
	st := &j.z.st
	target := j.target
	tm := st.at(target)
	mover := st.p.ToMove
	// Hemmed in by enemies, and yet no siege: too few of them (fulke1,
	// fulke2), or parlett's blockader it could take.
	if st.spec.siege == siegeDraughts {
		in := inst{}
		if edges, ok := st.hemmed(target, tm, mover, &in); ok {
			if !st.edgeDraught {
				edges = 0
			}
			if int(in.n)+edges < 4 {
				in.sortBy()
				return diag{5, Failure{Code: FailSiegeOpen, Text: fmt.Sprintf("%s has no move left, but only %s compass it (%s): a siege needs four men, all enemies (\"compassed with 4. men\", \"all foure muste be hys aduersaries\"); the board's edge is no besieger%s",
					j.name(target), enemies(int(in.n)), squareList(in.by[:in.n]), edgeOption(st.rules.Set))}}
			}
		}
	}
	if st.spec.siege == siegeBlockade {
		in := inst{}
		if _, ok := st.hemmed(target, tm, mover, &in); ok {
			for i := 0; i < int(in.n); i++ {
				st.scratch = st.evalTarget(in.by[i], tm.side, evNoSiege, st.scratch[:0])
				for x := range st.scratch {
					if st.scratch[x].has(target) {
						return diag{6, Failure{Code: FailSiegeCouldTake, Text: fmt.Sprintf("%s could take its blockader on %s (%s): a blockade holds only a man that can take none of them",
							j.name(target), in.by[i], j.z.reasonText(&st.scratch[x]))}}
					}
				}
			}
		}
	}
	return diag{4, Failure{Code: FailSiegeOpen, Text: fmt.Sprintf("%s is not hemmed in", j.name(target))}}
}

// arrayed diagnoses fulke1's capture by proportion.
func (j *judge) arrayed() diag {
	st := &j.z.st
	tm := st.at(j.target)
	// Any array through the target with the actor in it, whose other
	// places hold the mover's men and whose gaps are empty?
	found := ""
	check := func(a *array) {
		if found != "" {
			return
		}
		hasActor := false
		var vals []string
		for i := 0; i < a.n; i++ {
			f, r := a.men[i][0], a.men[i][1]
			if !onBoard(f, r, st.g.ranks) {
				return
			}
			s := board.At(f, r)
			m := st.at(s)
			if m == nil || s != j.target && m.side != st.p.ToMove {
				return
			}
			hasActor = hasActor || s == j.actor
			vals = append(vals, fmt.Sprintf("%s on %s", valueWords(m.vals[m.t0:m.nv]), s))
		}
		if hasActor && st.arrayGapsEmpty(a) {
			found = fmt.Sprintf("%s (a %s)", strings.Join(vals, ", "), formNames[a.form])
		}
	}
	st.eachArray(j.target, nil, check)
	_ = tm
	if found == "" {
		return diag{1, Failure{Code: FailNotArranged, Text: fmt.Sprintf(
			"%s and %s are not set with your men as a triumph is set: a line equally spaced with the squares between empty, a right angle with equal arms, or a square",
			j.name(j.actor), j.name(j.target))}}
	}
	return diag{5, Failure{Code: FailValues, Text: fmt.Sprintf("%s: the values are not in proportion in the triumph's order (along a line they run up or down; an angle's corner holds the middle term)", found)}}
}

// attackTakingNothing: a nemec attack by one's own man that takes nothing
// is not a legal action, but a claim about it is best answered by why it
// takes nothing.
func (z *Analyzer) attackTakingNothing(a Action) bool {
	st := &z.st
	if a.Kind != Attack || !st.spec.attack || a.To != a.From || !st.p.Contains(a.From) {
		return false
	}
	m := st.at(a.From)
	return m != nil && m.side == st.p.ToMove
}

// edgeWords: " or the edge" where the edge closes a side of the ring.
func edgeWords(closes bool) string {
	if closes {
		return " or the edge"
	}
	return ""
}

// edgeOption names the option that makes the edge a besieger, where there
// is one.
func edgeOption(set board.RuleSet) string {
	if set == board.Nemec {
		return ""
	}
	return " (unless the players agree +edge)"
}

func enemies(n int) string {
	if n == 1 {
		return "1 enemy"
	}
	return fmt.Sprintf("%d enemies", n)
}
