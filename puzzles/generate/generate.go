package generate

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"

	"github.com/rithmo/rithmo/puzzles"
	"github.com/rithmo/rithmo/rules/arith"
	"github.com/rithmo/rithmo/rules/board"
	"github.com/rithmo/rithmo/rules/engine"
)

// Options say what puzzles to generate.
type Options struct {
	Goal puzzles.GoalKind // capture, spot or triumph
	// Relation is the relation a capture or spot puzzle is built on;
	// engine.RelNone draws one of the rule set's relations for each puzzle.
	Relation engine.Relation
	// Kind is the triumph a triumph puzzle asks for; arith.TriumphNone
	// draws great, greater or greatest for each puzzle.
	Kind  arith.TriumphKind
	Rules board.Rules // the rule set, with its agreed options
	Count int         // how many puzzles (Generate)
	Seed  uint64      // the same seed gives the same puzzles
}

// MaxCount bounds Options.Count.
const MaxCount = 10000

// maxAttempts bounds the positions tried for one puzzle. A relation the
// rule set has is met within a few dozen; the bound turns a combination
// that cannot be met into an error instead of a loop.
const maxAttempts = 3000

// OptionError is an option that cannot be met. Option names it as the
// command line does: goal, relation, kind, rules, count.
type OptionError struct {
	Option string
	Msg    string
}

func (e *OptionError) Error() string { return "--" + e.Option + ": " + e.Msg }

// Generator builds puzzles for one set of options. It keeps buffers
// between puzzles and is not safe for concurrent use; Puzzle(n) depends on
// the seed and n only, so generators may share the work of one file.
type Generator struct {
	opts  Options
	rels  []engine.Relation   // drawn from when Options.Relation is RelNone
	kinds []arith.TriumphKind // drawn from when Options.Kind is TriumphNone
	spec  ruleSpec
	reach *reachTable
	// reachSet is reach as sets of squares.
	reachSet *reachSets
	relMask  uint16 // the rule set's relations, by bit
	pcg      *rand.PCG
	rand     *rand.Rand // drawing from pcg
	idPrefix string     // every id but the puzzle's number
	source   string     // every puzzle's source line
	tuples   *[2]*tuples
	sides    map[tupleKey][]board.Side // the sides that can take by a relation or set a triumph kind
	z        *engine.Analyzer
	b        builder
}

// tupleKey names a relation or a triumph kind for Generator.sides.
type tupleKey struct {
	rel  engine.Relation
	kind arith.TriumphKind
}

// New checks the options and returns a generator for them. Errors are
// *OptionError.
func New(o Options) (*Generator, error) {
	if o.Goal != puzzles.GoalCapture && o.Goal != puzzles.GoalSpot && o.Goal != puzzles.GoalTriumph {
		return nil, &OptionError{"goal", fmt.Sprintf("%q: want capture, spot or triumph", o.Goal)}
	}
	if o.Rules.Set == board.NoRuleSet || o.Rules.Set.String() == "" {
		return nil, &OptionError{"rules", "want one of fulke1, fulke2, fulke3, nemec, parlett"}
	}
	if back, err := board.ParseRules(o.Rules.String()); err != nil || back != o.Rules {
		return nil, &OptionError{"rules", fmt.Sprintf("%q: options that do not belong to the rule set", o.Rules)}
	}
	if o.Goal == puzzles.GoalSpot && !engine.TakesLeftMen(o.Rules) {
		return nil, &OptionError{"goal", fmt.Sprintf("%s has no spot puzzles: a man left in a relation is never taken there (captures come only after a move)", o.Rules.Set)}
	}
	if o.Count < 0 || o.Count > MaxCount {
		return nil, &OptionError{"count", fmt.Sprintf("%d: want 1 to %d", o.Count, MaxCount)}
	}
	g := &Generator{opts: o, spec: specOf(o.Rules), z: engine.NewAnalyzer(), sides: map[tupleKey][]board.Side{}}
	g.reach, g.tuples = tablesFor(o.Rules)
	g.reachSet = setsOf(g.reach)
	own := engine.RelationsOf(o.Rules)
	for _, r := range own {
		g.relMask |= 1 << r
	}
	switch o.Goal {
	case puzzles.GoalTriumph:
		if o.Relation != engine.RelNone {
			return nil, &OptionError{"relation", "a triumph puzzle has no relation; use --kind great, greater or greatest"}
		}
		kinds := []arith.TriumphKind{arith.Great, arith.Greater, arith.Greatest}
		if o.Kind != arith.TriumphNone {
			if !slices.Contains(kinds, o.Kind) {
				return nil, &OptionError{"kind", "want great, greater or greatest"}
			}
			kinds = []arith.TriumphKind{o.Kind}
		}
		for _, k := range kinds {
			for _, side := range []board.Side{board.White, board.Black} {
				if len(triumphValues(side, k)) > 0 {
					g.sides[tupleKey{kind: k}] = append(g.sides[tupleKey{kind: k}], side)
				}
			}
			if len(g.sides[tupleKey{kind: k}]) > 0 {
				g.kinds = append(g.kinds, k)
			}
		}
		if len(g.kinds) == 0 {
			return nil, &OptionError{"kind", fmt.Sprintf("%s: no army's men make that triumph", o.Kind)}
		}
	default:
		if o.Kind != arith.TriumphNone {
			return nil, &OptionError{"kind", fmt.Sprintf("only triumph puzzles have a kind; a %s puzzle is built on a relation (--relation)", o.Goal)}
		}
		rels := own
		if o.Relation != engine.RelNone {
			if !slices.Contains(own, o.Relation) {
				msg := fmt.Sprintf("%s has no taking by %s (it has %s)", o.Rules, o.Relation, relationList(own))
				if o.Relation == engine.Progression && o.Rules.Set == board.Fulke1 {
					msg += "; fulke1 takes by progression only with the agreed option: --rules fulke1+progression"
				}
				return nil, &OptionError{"relation", msg}
			}
			rels = []engine.Relation{o.Relation}
		}
		for _, rel := range rels {
			for _, side := range []board.Side{board.White, board.Black} {
				if g.takes(side, rel) {
					g.sides[tupleKey{rel: rel}] = append(g.sides[tupleKey{rel: rel}], side)
				}
			}
			if len(g.sides[tupleKey{rel: rel}]) > 0 {
				g.rels = append(g.rels, rel)
			}
		}
		if len(g.rels) == 0 {
			return nil, &OptionError{"relation", fmt.Sprintf("no men of the armies take each other by %s under %s", o.Relation, o.Rules)}
		}
	}
	g.b.g = g
	g.pcg = rand.NewPCG(0, 0)
	g.rand = rand.New(g.pcg)
	g.idPrefix = idPrefixOf(o)
	g.source = fmt.Sprintf("generated by rithmo (seed %d)", o.Seed)
	return g, nil
}

// has reports whether the rule set takes by rel.
func (g *Generator) has(rel engine.Relation) bool { return g.relMask&(1<<rel) != 0 }

// takes reports whether side has men that take some enemy man by rel.
func (g *Generator) takes(side board.Side, rel engine.Relation) bool {
	tk := g.tuples[side.Index()]
	switch rel {
	case engine.Siege:
		return true
	case engine.Equality, engine.Cossic, engine.Eruption:
		return len(tk.singles[rel]) > 0
	}
	return len(tk.pairs[rel]) > 0
}

func relationList(rels []engine.Relation) string {
	names := make([]string, len(rels))
	for i, r := range rels {
		names[i] = r.String()
	}
	return strings.Join(names, ", ")
}

// Generate returns Options.Count puzzles, numbered from 1.
func Generate(o Options) ([]puzzles.Puzzle, error) {
	g, err := New(o)
	if err != nil {
		return nil, err
	}
	return firstN(o.Count, g.Puzzle)
}

// firstN makes puzzles 1 to count; on an error it returns those made before.
func firstN(count int, puzzle func(n int) (puzzles.Puzzle, error)) ([]puzzles.Puzzle, error) {
	out := make([]puzzles.Puzzle, 0, count)
	for n := 1; n <= count; n++ {
		pz, err := puzzle(n)
		if err != nil {
			return out, err
		}
		out = append(out, pz)
	}
	return out, nil
}

// Puzzle returns the n-th puzzle of the options' seed. It depends on the
// options and n only: the first five puzzles of a count of ten are the
// puzzles of a count of five.
func (g *Generator) Puzzle(n int) (puzzles.Puzzle, error) {
	// One PCG, reseeded: the same stream as a new one, without allocating.
	g.pcg.Seed(g.opts.Seed, streamOf(g.opts, n))
	r := g.rand
	b := &g.b
	b.r = r
	// The relation or kind is drawn once per puzzle, not per attempt, so
	// that each comes as often as another however hard it is to build.
	var (
		rel  engine.Relation
		kind arith.TriumphKind
	)
	if len(g.rels) > 0 {
		rel = g.rels[r.IntN(len(g.rels))]
	}
	if len(g.kinds) > 0 {
		kind = g.kinds[r.IntN(len(g.kinds))]
	}
	for attempt := 0; attempt < maxAttempts; attempt++ {
		var ok bool
		switch g.opts.Goal {
		case puzzles.GoalCapture:
			ok = b.capture(rel)
		case puzzles.GoalSpot:
			ok = b.spot(rel)
		case puzzles.GoalTriumph:
			ok = b.triumph(kind)
		}
		if !ok || !b.finish() {
			continue
		}
		return b.puzzle(g.id(n)), nil
	}
	what := g.opts.Goal.String()
	switch {
	case g.opts.Relation != engine.RelNone:
		what += " by " + g.opts.Relation.String()
	case g.opts.Kind != arith.TriumphNone:
		what += " " + g.opts.Kind.String()
	}
	return puzzles.Puzzle{}, fmt.Errorf("no %s puzzle with exactly one solution found under %s in %d positions (puzzle %d, seed %d)",
		what, g.opts.Rules, maxAttempts, n, g.opts.Seed)
}

// streamOf is the PCG stream of puzzle n: distinct for every puzzle, goal,
// relation and kind, so that each puzzle is drawn independently.
func streamOf(o Options, n int) uint64 {
	return uint64(n)<<24 ^ uint64(o.Goal)<<16 ^ uint64(o.Relation)<<8 ^ uint64(o.Kind)
}

// id is the id of puzzle n: gen-<rules>-<goal>[-<relation>][-<kind>]-<seed>-<n>,
// the rules' options joined with hyphens (ids hold letters, digits and
// hyphens). Every option that changes the puzzle is in it, so that two
// sheets with one seed but another --relation do not share ids.
func (g *Generator) id(n int) string {
	return g.idPrefix + strconv.Itoa(n)
}

// idPrefixOf is every puzzle's id but its number:
// gen-<rules>-<goal>[-<relation>][-<kind>]-<seed>-.
func idPrefixOf(o Options) string {
	parts := []string{"gen", strings.ReplaceAll(o.Rules.String(), "+", "-"), o.Goal.String()}
	if o.Relation != engine.RelNone {
		parts = append(parts, o.Relation.String())
	}
	if o.Kind != arith.TriumphNone {
		parts = append(parts, o.Kind.String())
	}
	return fmt.Sprintf("%s-%d-", strings.Join(parts, "-"), o.Seed)
}
