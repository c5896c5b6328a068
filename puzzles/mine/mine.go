package mine

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/rithmo/rithmo/puzzles"
	"github.com/rithmo/rithmo/puzzles/check"
	"github.com/rithmo/rithmo/rules/arith"
	"github.com/rithmo/rithmo/rules/board"
	"github.com/rithmo/rithmo/rules/engine"
)

// Defaults of Options.
const (
	DefaultMinMen        = 14
	DefaultMinNearMisses = 2
	DefaultTurns         = 160
	DefaultGap           = 8
	MaxGames             = 1000
	// DefaultTowardTurns bounds a steered game: under the 1563 kinds the
	// king falls late, if at all.
	DefaultTowardTurns = 400
)

// Options say which games to play and which positions to keep.
type Options struct {
	Rules board.Rules
	Seed  uint64 // games Seed, Seed+1, ... Seed+Games-1
	Games int    // how many games (1 to MaxGames)
	// Count stops mining once this many puzzles are kept (0: no limit).
	Count int
	// MinMen and MinNearMisses are the gates (0: the defaults, 14 and 2).
	MinMen, MinNearMisses int
	// Turns bounds each game (0: DefaultTurns); Gap is the fewest turns
	// between two puzzles of one game (0: DefaultGap), so that one
	// exchange does not give five puzzles.
	Turns, Gap int
	// Guarded plays games in which neither side completes a triumph
	// (PlayGuarded).
	Guarded bool
	// Relation keeps only capture puzzles whose man falls by it (RelNone:
	// any).
	Relation engine.Relation
	// Triumphs mines triumph puzzles too: the positions where exactly one
	// action completes a triumph (TriumphFromPosition).
	Triumphs bool
	// OnlyTriumphs mines triumph puzzles and no capture puzzles.
	OnlyTriumphs bool
	// Toward plays steered games instead (PlayToward): Side (Black under
	// nemec, else White and Black by turns of the seed, when NoSide)
	// steers toward a triumph of this kind, greater or greatest, and the
	// position where it is one draught away gives at most one puzzle per
	// game (TriumphOfKind).
	Toward arith.TriumphKind
	Side   board.Side
	// Walk, with Toward: when the steered game gives no puzzle, search its
	// positions (every WalkEvery turns of the steering side) with Walk.
	Walk bool
}

// WalkEvery is how often Walk tries a steered game's positions, and
// WalkTries how many plans (drawn afresh) at each.
const (
	WalkEvery = 3
	WalkTries = 3
)

func (o *Options) defaults() error {
	if o.Rules.Set == board.NoRuleSet {
		return errors.New("mine: no rule set")
	}
	if o.Games < 1 || o.Games > MaxGames {
		return fmt.Errorf("mine: games must be 1 to %d, not %d", MaxGames, o.Games)
	}
	if o.MinMen == 0 {
		o.MinMen = DefaultMinMen
	}
	if o.MinNearMisses == 0 {
		o.MinNearMisses = DefaultMinNearMisses
	}
	if o.Turns == 0 {
		o.Turns = DefaultTurns
	}
	if o.Gap == 0 {
		o.Gap = DefaultGap
	}
	return nil
}

// Mine plays the games of the options and returns the puzzles kept, each
// passing puzzles/check, in game and turn order.
func Mine(o Options) ([]puzzles.Puzzle, error) {
	if err := o.defaults(); err != nil {
		return nil, err
	}
	if o.Toward != arith.TriumphNone {
		return mineToward(o)
	}
	var out []puzzles.Puzzle
	for g := 0; g < o.Games; g++ {
		seed := o.Seed + uint64(g)
		game, err := play(o.Rules, seed, o.Turns, o.MinMen, o.Guarded)
		if err != nil {
			return out, fmt.Errorf("mine: %s game %d: %w", o.Rules, seed, err)
		}
		last := -o.Gap
		for i := range game.Positions {
			if i-last < o.Gap {
				continue
			}
			var pz puzzles.Puzzle
			ok := false
			if !o.OnlyTriumphs {
				pz, ok = fromPosition(&game.Positions[i], o.MinMen, o.MinNearMisses, o.Relation)
			}
			if !ok && (o.Triumphs || o.OnlyTriumphs) {
				pz, ok = TriumphFromPosition(&game.Positions[i], o.MinMen)
			}
			if !ok {
				continue
			}
			pz.ID = fmt.Sprintf("mined-%s-g%d-t%d", idRules(o.Rules), seed, game.Positions[i].Move)
			pz.Source = fmt.Sprintf("rithmo self-play, %s game %d, turn %d", o.Rules, seed, game.Positions[i].Move)
			if errs := check.Puzzle(&pz); len(errs) > 0 {
				continue
			}
			check.NameLesson(&pz)
			out = append(out, pz)
			last = i
			if o.Count > 0 && len(out) >= o.Count {
				return out, nil
			}
		}
	}
	return out, nil
}

// mineToward is Mine for steered games.
func mineToward(o Options) ([]puzzles.Puzzle, error) {
	var out []puzzles.Puzzle
	for g := 0; g < o.Games; g++ {
		seed := o.Seed + uint64(g)
		side := o.Side
		switch {
		case side != board.NoSide:
		case o.Rules.Set == board.Nemec:
			side = board.Black
		case seed%2 == 0:
			side = board.White
		default:
			side = board.Black
		}
		turns := o.Turns
		if turns == DefaultTurns {
			turns = DefaultTowardTurns
		}
		game, p, ok, err := PlayToward(o.Rules, seed, turns, o.MinMen, side, o.Toward)
		if err != nil {
			return out, fmt.Errorf("mine: %s game %d: %w", o.Rules, seed, err)
		}
		var pz puzzles.Puzzle
		if ok {
			pz, ok = TriumphOfKind(&p, o.MinMen, o.MinNearMisses, o.Toward)
		}
		if ok {
			pz.ID = fmt.Sprintf("mined-%s-%s-g%d-t%d", idRules(o.Rules), o.Toward, seed, p.Move)
			pz.Source = fmt.Sprintf("rithmo self-play, %s game %d steered toward a %s triumph by %s, turn %d", o.Rules, seed, o.Toward, side, p.Move)
			ok = len(check.Puzzle(&pz)) == 0
		}
		if !ok && o.Walk {
			pz, ok = walkGame(&game, side, o)
		}
		if !ok {
			continue
		}
		out = append(out, pz)
		if o.Count > 0 && len(out) >= o.Count {
			break
		}
	}
	return out, nil
}

// walkGame tries Walk on the steering side's positions of a game, every
// WalkEvery turns from the first where its triumph is allowed, and keeps
// the first that makes a puzzle.
func walkGame(g *Game, side board.Side, o Options) (puzzles.Puzzle, bool) {
	rng := newRand(g.Seed ^ 0x5be0cd19137e2179)
	n := 0
	for i := range g.Positions {
		p := &g.Positions[i]
		if p.ToMove != side || Men(p) < o.MinMen || !allowed(p, side) {
			continue
		}
		n++
		if (n-1)%WalkEvery != 0 {
			continue
		}
		for range WalkTries {
			q, ok := Walk(p, o.Toward, rng)
			if !ok {
				break
			}
			pz, ok := TriumphOfKind(&q, o.MinMen, o.MinNearMisses, o.Toward)
			if !ok {
				continue
			}
			pz.ID = fmt.Sprintf("mined-%s-%s-g%d-t%d-walked", idRules(o.Rules), o.Toward, g.Seed, p.Move)
			pz.Source = fmt.Sprintf("rithmo self-play, %s game %d, turn %d, with four men of %s walked toward a %s triumph (the enemy standing still)", o.Rules, g.Seed, p.Move, side, o.Toward)
			if len(check.Puzzle(&pz)) == 0 {
				return pz, true
			}
		}
	}
	return puzzles.Puzzle{}, false
}

// idRules is the rule set as an id may hold it: "fulke2-next".
func idRules(r board.Rules) string {
	return strings.NewReplacer("+", "-").Replace(r.String())
}

// candidate is one target with its only solution and near misses.
type candidate struct {
	target board.Square
	sol    engine.Outcome
	misses []NearMiss
	// also are the other besiegers or deceivers that may declare the same
	// taking (nemec; see declared).
	also []engine.Action
}

// declared says whether the several actions that take the man on t are
// one taking declared by any of its makers: under nemec a siege is
// declared by an attack of any besieger, and deceit by either of the two
// men beside the target; each attack takes him by that relation only and
// takes nothing else. Such a puzzle has one answer in substance, written
// as all the attacks that declare it.
func declared(p *board.Position, outs []engine.Outcome, takers []int, t board.Square) bool {
	if p.Rules.Set != board.Nemec || len(takers) < 2 {
		return false
	}
	for _, i := range takers {
		o := outs[i]
		if o.Action.Kind != engine.Attack || len(o.Captures) != 1 || o.Captures[0].Square != t {
			return false
		}
		for _, r := range o.Captures[0].Reasons {
			if r.Relation != engine.Siege && !(r.Relation == engine.Addition && r.Lying) {
				return false
			}
		}
	}
	return true
}

// FromPosition makes a capture puzzle of a position when it has at least
// minMen men and an enemy man that exactly one action takes, with at least
// minMisses near misses against it; of several such men, the one with the
// most near misses (then the first in square order). The puzzle has no id
// or source yet.
func FromPosition(p *board.Position, minMen, minMisses int) (puzzles.Puzzle, bool) {
	return fromPosition(p, minMen, minMisses, engine.RelNone)
}

// fromPosition is FromPosition keeping only men taken by rel (RelNone: any).
func fromPosition(p *board.Position, minMen, minMisses int, rel engine.Relation) (puzzles.Puzzle, bool) {
	if Men(p) < minMen {
		return puzzles.Puzzle{}, false
	}
	outs := engine.Analyse(p)
	takers := map[board.Square][]int{}
	var targets []board.Square
	for i, o := range outs {
		for _, c := range o.Captures {
			if _, ok := takers[c.Square]; !ok {
				targets = append(targets, c.Square)
			}
			if !slices.Contains(takers[c.Square], i) {
				takers[c.Square] = append(takers[c.Square], i)
			}
		}
	}
	slices.Sort(targets)
	var best *candidate
	for _, t := range targets {
		if len(takers[t]) != 1 && !declared(p, outs, takers[t], t) || rel != engine.RelNone && !takenBy(outs[takers[t][0]], t, rel) {
			continue
		}
		misses := NearMisses(p, t)
		if len(misses) < minMisses || best != nil && len(misses) <= len(best.misses) {
			continue
		}
		best = &candidate{target: t, sol: outs[takers[t][0]], misses: misses}
		for _, i := range takers[t][1:] {
			best.also = append(best.also, outs[i].Action)
		}
	}
	if best == nil {
		return puzzles.Puzzle{}, false
	}
	return build(p, best, outs), true
}

// Rebuild states a capture puzzle of a position afresh, as the miner would
// write it now: the man on target, taken by one action (or one taking
// declared by several besiegers or deceivers, under nemec), with its
// near misses, themes, difficulty and note. It is how a collection mined
// before the miner's rules changed is brought up to them. It reports false
// when no such single taking of the man exists.
func Rebuild(p *board.Position, target board.Square) (puzzles.Puzzle, bool) {
	outs := engine.Analyse(p)
	var takers []int
	for i, o := range outs {
		for _, c := range o.Captures {
			if c.Square == target {
				takers = append(takers, i)
				break
			}
		}
	}
	if len(takers) == 0 || len(takers) != 1 && !declared(p, outs, takers, target) {
		return puzzles.Puzzle{}, false
	}
	c := &candidate{target: target, sol: outs[takers[0]], misses: NearMisses(p, target)}
	for _, i := range takers[1:] {
		c.also = append(c.also, outs[i].Action)
	}
	return build(p, c, outs), true
}

// build writes the puzzle of a candidate: title, themes, difficulty, note.
func build(p *board.Position, c *candidate, outs []engine.Outcome) puzzles.Puzzle {
	var capt engine.Capture
	for _, cp := range c.sol.Captures {
		if cp.Square == c.target {
			capt = cp
		}
	}
	r := capt.Reasons[0]
	pz := puzzles.Puzzle{
		Title:    title(p, r, Men(p)),
		Position: p.Clone(),
		Goal:     puzzles.Goal{Kind: puzzles.GoalCapture, Target: c.target},
		Themes:   themes(p, c, capt),
		Expect:   c.sol.Action.String(),
		Unique:   len(c.also) == 0,
	}
	for _, a := range c.also {
		pz.Expect += " " + a.String()
	}
	m := Measure{Legal: len(outs), Scoring: Scoring(outs), NearMisses: len(c.misses), Men: Men(p), Relation: r.Relation, Depth: 1}
	pz.Difficulty = Difficulty(m)
	pz.Note = note(p, c) + " " + m.Explain(pz.Difficulty)
	return pz
}

// title names the point in numbers: "Addition among 31 men: 6 + 6 = 12".
func title(p *board.Position, r engine.Reason, men int) string {
	name := r.Relation.String()
	if r.Lying {
		if p.Rules.Set == board.Nemec {
			name = "deceit"
		} else {
			name = "lying weight"
		}
	}
	name = strings.ToUpper(name[:1]) + name[1:]
	var sum string
	switch r.Relation {
	case engine.Addition, engine.Subtraction, engine.Multiplication, engine.Division:
		if len(r.Values) == 2 {
			sum = fmt.Sprintf("%d %s %d = %d", r.Values[0], r.Relation.Sign(), r.Values[1], r.Target)
		}
	case engine.Equality:
		sum = fmt.Sprintf("%d meets %d", r.Values[0], r.Target)
	case engine.Eruption:
		if len(r.Values) == 1 && r.Values[0] < r.Target {
			sum = fmt.Sprintf("%d × %d = %d", r.Values[0], r.Distance, r.Target)
		} else if len(r.Values) == 1 {
			sum = fmt.Sprintf("%d ÷ %d = %d", r.Values[0], r.Distance, r.Target)
		}
	case engine.Siege:
		sum = fmt.Sprintf("the %d shut in", r.Target)
	}
	if sum == "" {
		sum = fmt.Sprintf("the %d on %s", r.Target, r.Square)
	}
	return fmt.Sprintf("%s among %d men: %s", name, men, sum)
}

// themes are the relations that take the target, "trap" for the near
// misses, and the tags the solution earns.
func themes(p *board.Position, c *candidate, capt engine.Capture) []string {
	var out []string
	for _, r := range capt.Reasons {
		if n := r.Relation.String(); !slices.Contains(out, n) {
			out = append(out, n)
		}
	}
	if capt.Piece.IsPyramid() || capt.Layer >= 0 || p.At(c.sol.Action.From).IsPyramid() {
		out = append(out, "pyramid")
	}
	if len(c.sol.Captures) > 1 {
		out = append(out, "several")
	}
	switch c.sol.Action.Kind {
	case engine.Take:
		out = append(out, "take-and-move")
	case engine.Attack:
		out = append(out, "attack")
	}
	for _, m := range c.misses {
		if m.Failure.Code == engine.FailDistance && !slices.Contains(out, "distance") {
			out = append(out, "distance")
		}
	}
	if len(c.misses) > 0 {
		out = append(out, "trap") // only the tempting kinds are near misses (tempting)
	}
	return out
}

// maxMissesInNote bounds the near misses a note spells out.
const maxMissesInNote = 3

// note says what the result screen does not: the position's character,
// who else may declare the taking, and the near misses in numbers. The
// answer itself is stated once, by the player's explanation of it
// (judge's Explain), not again here.
func note(p *board.Position, c *candidate) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s to move, %d men on the board", p.ToMove.Title(), Men(p))
	if len(c.also) > 0 {
		acts := []string{c.sol.Action.String()}
		for _, a := range c.also {
			acts = append(acts, a.String())
		}
		fmt.Fprintf(&b, ". Any of the %d may declare it (%s): one taking, however declared", len(acts), strings.Join(acts, ", "))
	}
	switch len(c.misses) {
	case 0:
		b.WriteString(". No near miss tempts here: the point is to find the one capture among the many actions")
	default:
		fmt.Fprintf(&b, ". Near misses (%d): ", len(c.misses))
		for i, m := range c.misses {
			if i == maxMissesInNote {
				fmt.Fprintf(&b, "; and %d more", len(c.misses)-maxMissesInNote)
				break
			}
			if i > 0 {
				b.WriteString("; ")
			}
			b.WriteString(m.Explain())
		}
	}
	b.WriteString(".")
	return strings.Join(strings.Fields(b.String()), " ")
}

// takenBy says whether the outcome takes the man on t by rel.
func takenBy(o engine.Outcome, t board.Square, rel engine.Relation) bool {
	for _, c := range o.Captures {
		if c.Square != t {
			continue
		}
		for _, r := range c.Reasons {
			if r.Relation == rel {
				return true
			}
		}
	}
	return false
}
