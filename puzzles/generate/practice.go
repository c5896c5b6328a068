package generate

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"

	"github.com/rithmo/rithmo/puzzles"
	"github.com/rithmo/rithmo/puzzles/mine/twomove"
	"github.com/rithmo/rithmo/rules/arith"
	"github.com/rithmo/rithmo/rules/board"
	"github.com/rithmo/rithmo/rules/engine"
)

// PracticeOptions choose a practice set (rithmo practice).
type PracticeOptions struct {
	// Theme is a relation (equality, addition ...: capture and spot
	// puzzles on it), a triumph kind (great, greater, greatest),
	// TwoMoveTheme, or "" for a mix of everything but two-move puzzles.
	Theme string
	// Rules is the rule set played; the zero Rules plays every rule set
	// that has the theme, one puzzle in one, another in another.
	Rules board.Rules
	// Count is how many puzzles Practice returns (1 to MaxCount); for a
	// PracticeSet, 0 means without end.
	Count int
	Seed  uint64
}

// TwoMoveTheme is the practice theme of two-move puzzles ("capture SQUARE
// in 2", "triumph in 2"): the solver's first action must win whatever the
// enemy answers. They are not built around a solution, as the others are,
// but found in the engine's games against itself (puzzles/mine/twomove),
// which takes from a few hundredths of a second to a second or two a
// puzzle; the mix of every theme leaves them out for that reason.
const TwoMoveTheme = "two-move"

// PracticeThemes are the themes a practice set may have: every relation
// of some rule set, then the triumph kinds, then TwoMoveTheme.
func PracticeThemes() []string {
	var out []string
	for _, set := range board.RuleSets {
		for _, r := range engine.RelationsOf(allOptions(set)) {
			if !slices.Contains(out, r.String()) {
				out = append(out, r.String())
			}
		}
	}
	return append(out, arith.Great.String(), arith.Greater.String(), arith.Greatest.String(), TwoMoveTheme)
}

// twoMoveGoals are the two-move goals practice finds under a rule set:
// those the self-play games give often and quickly. Measured over 12
// games each: capture in 2 in 5 (fulke1), 12 (fulke2), 11 (fulke3) and 9
// (parlett) games, and none under nemec, where a man left in a relation
// is attacked at once; triumph in 2 in 5 (nemec) and 3 (parlett) games,
// none under fulke1 to fulke3, where the search for one in a fulke2 game
// ran for over a minute.
func twoMoveGoals(set board.RuleSet) []puzzles.GoalKind {
	switch set {
	case board.Nemec:
		return []puzzles.GoalKind{puzzles.GoalTriumph}
	case board.Parlett:
		return []puzzles.GoalKind{puzzles.GoalCapture, puzzles.GoalTriumph}
	}
	return []puzzles.GoalKind{puzzles.GoalCapture}
}

// maxTwoMoveGames bounds the games played for one two-move puzzle: with
// the least yield above (3 games in 12) none in 40 games has a chance of
// about one in ten thousand, and the set then says so rather than play on.
const maxTwoMoveGames = 40

// twoMoveStream keeps the games of a two-move puzzle apart from the draw
// of its kind (practiceStream), which uses the same seed and number.
const twoMoveStream = 0x2545f4914f6cdd1d

// allOptions is the rule set with the options that add relations (fulke1's
// +progression).
func allOptions(set board.RuleSet) board.Rules {
	r := board.Rules{Set: set}
	if set == board.Fulke1 {
		r.Options |= board.OptProgression
	}
	return r
}

// practiceKind is one kind of puzzle a practice set draws from: built by
// the generator with its options, or (twoMove) found in self-play games
// of its rules, with its goal.
type practiceKind struct {
	opts    Options
	twoMove bool
}

// PracticeSet draws the puzzles of a practice session one at a time:
// Puzzle(n) depends on the options and n only, so a session may ask for
// the next puzzle when the learner wants it, without end, and a printed
// seed plays the same puzzles again; the first N of an endless session are
// the N of a count of N. It keeps a generator per kind of puzzle and is
// not safe for concurrent use.
type PracticeSet struct {
	o     PracticeOptions
	kinds []practiceKind
	gens  map[Options]*Generator // built when a kind is first drawn
}

// NewPractice checks the options and returns their practice set; Count 0
// is a set without end. Errors naming an option are *OptionError.
func NewPractice(o PracticeOptions) (*PracticeSet, error) {
	if o.Count < 0 || o.Count > MaxCount {
		return nil, &OptionError{"count", fmt.Sprintf("%d: want 0 (no end) to %d", o.Count, MaxCount)}
	}
	kinds, err := practiceKinds(o)
	if err != nil {
		return nil, err
	}
	return &PracticeSet{o: o, kinds: kinds, gens: map[Options]*Generator{}}, nil
}

// Count is the set's number of puzzles, 0 for a set without end.
func (p *PracticeSet) Count() int { return p.o.Count }

// practiceStream keeps the draw of a practice puzzle's kind apart from the
// generators' own streams (streamOf), which use the same seed.
const practiceStream = 0x9e3779b97f4a7c15

// Puzzle returns puzzle n (from 1) of the set: its kind is drawn from the
// kinds the theme and rules allow with the seed and n, and the kind's
// generator builds its puzzle n. A generator's ids carry its rules, goal,
// seed and n, so no two puzzles of a set share an id.
func (p *PracticeSet) Puzzle(n int) (puzzles.Puzzle, error) {
	if n < 1 || p.o.Count > 0 && n > p.o.Count {
		return puzzles.Puzzle{}, fmt.Errorf("practice puzzle %d: the set has puzzles 1 to %s", n, p.last())
	}
	r := rand.New(rand.NewPCG(p.o.Seed, practiceStream^uint64(n)))
	kind := p.kinds[r.IntN(len(p.kinds))]
	if kind.twoMove {
		return p.twoMovePuzzle(kind.opts, n)
	}
	opts := kind.opts
	opts.Seed = p.o.Seed
	g := p.gens[opts]
	if g == nil {
		var err error
		if g, err = New(opts); err != nil {
			return puzzles.Puzzle{}, err
		}
		p.gens[opts] = g
	}
	return g.Puzzle(n)
}

// twoMovePuzzle finds puzzle n of a two-move kind: the first such puzzle
// of the self-play games whose seeds the set's seed and n draw, one game
// after another. Its id names its game and turn ("two-fulke2-g…-t…"), so
// the same puzzle met again is known again.
func (p *PracticeSet) twoMovePuzzle(opts Options, n int) (puzzles.Puzzle, error) {
	r := rand.New(rand.NewPCG(p.o.Seed, twoMoveStream^uint64(n)))
	for range maxTwoMoveGames {
		ps, err := twomove.Find(twomove.Options{Rules: opts.Rules, Seed: r.Uint64() >> 32, Games: 1, Count: 1,
			Triumphs: opts.Goal == puzzles.GoalTriumph})
		if err != nil {
			return puzzles.Puzzle{}, err
		}
		if len(ps) > 0 {
			return ps[0], nil
		}
	}
	return puzzles.Puzzle{}, fmt.Errorf("practice puzzle %d: no %s in 2 under %s in %d self-play games", n, opts.Goal, opts.Rules, maxTwoMoveGames)
}

func (p *PracticeSet) last() string {
	if p.o.Count == 0 {
		return "any"
	}
	return fmt.Sprint(p.o.Count)
}

// Practice generates a practice set of Count puzzles at once (1 to
// MaxCount), as PracticeSet.Puzzle gives them one at a time: each drawn
// from the kinds of puzzle the theme and rules allow (a relation gives
// capture puzzles, and one in three a spot puzzle; a triumph kind gives
// triumph puzzles; TwoMoveTheme two-move puzzles), with the seed. Errors naming an option are
// *OptionError.
func Practice(o PracticeOptions) ([]puzzles.Puzzle, error) {
	if o.Count < 1 || o.Count > MaxCount {
		return nil, &OptionError{"count", fmt.Sprintf("%d: want 1 to %d", o.Count, MaxCount)}
	}
	set, err := NewPractice(o)
	if err != nil {
		return nil, err
	}
	out, err := firstN(o.Count, set.Puzzle)
	if err != nil {
		return nil, err
	}
	return out, nil
}

// practiceKinds lists the kinds of puzzle of a practice set, capture
// puzzles twice as often as spot puzzles.
func practiceKinds(o PracticeOptions) ([]practiceKind, error) {
	sets := []board.Rules{o.Rules}
	if o.Rules.Set == board.NoRuleSet {
		sets = sets[:0]
		for _, s := range board.RuleSets {
			r := board.Rules{Set: s}
			if o.Theme == engine.Progression.String() {
				r = allOptions(s) // fulke1 takes by progression only with the option
			}
			sets = append(sets, r)
		}
	}
	var kinds []practiceKind
	add := func(goal puzzles.GoalKind, r board.Rules, rel engine.Relation, k arith.TriumphKind) {
		kinds = append(kinds, practiceKind{opts: Options{Goal: goal, Relation: rel, Kind: k, Rules: r}})
	}
	switch theme := o.Theme; theme {
	case "":
		for _, r := range sets {
			add(puzzles.GoalCapture, r, engine.RelNone, arith.TriumphNone)
			add(puzzles.GoalCapture, r, engine.RelNone, arith.TriumphNone)
			if engine.TakesLeftMen(r) {
				add(puzzles.GoalSpot, r, engine.RelNone, arith.TriumphNone)
			}
			add(puzzles.GoalTriumph, r, engine.RelNone, arith.TriumphNone)
		}
	case "great", "greater", "greatest":
		k, _ := arith.ParseTriumphKind(theme)
		for _, r := range sets {
			add(puzzles.GoalTriumph, r, engine.RelNone, k)
		}
	case TwoMoveTheme:
		for _, r := range sets {
			for _, goal := range twoMoveGoals(r.Set) {
				kinds = append(kinds, practiceKind{opts: Options{Goal: goal, Rules: r}, twoMove: true})
			}
		}
	default:
		rel, err := engine.ParseRelation(theme)
		if err != nil || rel == engine.RelNone || rel.String() != theme {
			return nil, &OptionError{"theme", fmt.Sprintf("%q: want a relation, a triumph kind or %s: %s", theme, TwoMoveTheme, strings.Join(PracticeThemes(), ", "))}
		}
		for _, r := range sets {
			if slices.Contains(engine.RelationsOf(r), rel) {
				add(puzzles.GoalCapture, r, rel, arith.TriumphNone)
				add(puzzles.GoalCapture, r, rel, arith.TriumphNone)
				if engine.TakesLeftMen(r) {
					add(puzzles.GoalSpot, r, rel, arith.TriumphNone)
				}
			}
		}
		if len(kinds) == 0 {
			return nil, &OptionError{"theme", fmt.Sprintf("%s has no taking by %s (it has %s)", o.Rules, rel, relationList(engine.RelationsOf(o.Rules)))}
		}
	}
	return kinds, nil
}
