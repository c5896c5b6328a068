package generate

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"

	"github.com/rithmo/rithmo/puzzles"
	"github.com/rithmo/rithmo/rules/arith"
	"github.com/rithmo/rithmo/rules/board"
	"github.com/rithmo/rithmo/rules/engine"
)

// PracticeOptions choose a practice set (rithmo practice).
type PracticeOptions struct {
	// Theme is a relation (equality, addition ...: capture and spot
	// puzzles on it), a triumph kind (great, greater, greatest), or "" for
	// a mix of everything.
	Theme string
	// Rules is the rule set played; the zero Rules plays every rule set
	// that has the theme, one puzzle in one, another in another.
	Rules board.Rules
	Count int
	Seed  uint64
}

// PracticeThemes are the themes a practice set may have: every relation
// of some rule set, then the triumph kinds.
func PracticeThemes() []string {
	var out []string
	for _, set := range board.RuleSets {
		for _, r := range engine.RelationsOf(allOptions(set)) {
			if !slices.Contains(out, r.String()) {
				out = append(out, r.String())
			}
		}
	}
	return append(out, arith.Great.String(), arith.Greater.String(), arith.Greatest.String())
}

// allOptions is the rule set with the options that add relations (fulke1's
// +progression).
func allOptions(set board.RuleSet) board.Rules {
	r := board.Rules{Set: set}
	if set == board.Fulke1 {
		r.Options |= board.OptProgression
	}
	return r
}

// practiceKind is one kind of puzzle a practice set draws from.
type practiceKind struct{ opts Options }

// Practice generates a practice set: Count puzzles of the theme, each
// drawn from the kinds of puzzle the theme and rules allow (a relation
// gives capture puzzles, and one in three a spot puzzle; a triumph kind
// gives triumph puzzles), with the seed. Errors naming an option are
// *OptionError.
func Practice(o PracticeOptions) ([]puzzles.Puzzle, error) {
	if o.Count < 1 || o.Count > MaxCount {
		return nil, &OptionError{"count", fmt.Sprintf("%d: want 1 to %d", o.Count, MaxCount)}
	}
	kinds, err := practiceKinds(o)
	if err != nil {
		return nil, err
	}
	r := rand.New(rand.NewPCG(o.Seed, 0x9e3779b97f4a7c15))
	gens := make([]*Generator, len(kinds))
	out := make([]puzzles.Puzzle, 0, o.Count)
	for n := 1; n <= o.Count; n++ {
		i := r.IntN(len(kinds))
		if gens[i] == nil {
			opts := kinds[i].opts
			opts.Seed = o.Seed
			if gens[i], err = New(opts); err != nil {
				return nil, err
			}
		}
		pz, err := gens[i].Puzzle(n)
		if err != nil {
			return nil, err
		}
		out = append(out, pz)
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
		kinds = append(kinds, practiceKind{Options{Goal: goal, Relation: rel, Kind: k, Rules: r}})
	}
	switch theme := o.Theme; theme {
	case "":
		for _, r := range sets {
			add(puzzles.GoalCapture, r, engine.RelNone, arith.TriumphNone)
			add(puzzles.GoalCapture, r, engine.RelNone, arith.TriumphNone)
			add(puzzles.GoalSpot, r, engine.RelNone, arith.TriumphNone)
			add(puzzles.GoalTriumph, r, engine.RelNone, arith.TriumphNone)
		}
	case "great", "greater", "greatest":
		k, _ := arith.ParseTriumphKind(theme)
		for _, r := range sets {
			add(puzzles.GoalTriumph, r, engine.RelNone, k)
		}
	default:
		rel, err := engine.ParseRelation(theme)
		if err != nil || rel == engine.RelNone || rel.String() != theme {
			return nil, &OptionError{"theme", fmt.Sprintf("%q: want a relation or a triumph kind: %s", theme, strings.Join(PracticeThemes(), ", "))}
		}
		for _, r := range sets {
			if slices.Contains(engine.RelationsOf(r), rel) {
				add(puzzles.GoalCapture, r, rel, arith.TriumphNone)
				add(puzzles.GoalCapture, r, rel, arith.TriumphNone)
				add(puzzles.GoalSpot, r, rel, arith.TriumphNone)
			}
		}
		if len(kinds) == 0 {
			return nil, &OptionError{"theme", fmt.Sprintf("%s has no taking by %s (it has %s)", o.Rules, rel, relationList(engine.RelationsOf(o.Rules)))}
		}
	}
	return kinds, nil
}
