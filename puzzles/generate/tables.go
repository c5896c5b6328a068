package generate

import (
	"sync"

	"github.com/rithmo/rithmo/rules/arith"
	"github.com/rithmo/rithmo/rules/board"
	"github.com/rithmo/rithmo/rules/engine"
)

// ranks is the length of every generated board.
const ranks = board.MaxRanks

// nSquares is the number of squares of a generated board.
const nSquares = ranks * board.Files

// armyPools are each army's single men (no pyramid) as the opening array
// holds them, by side index: the men a generated position draws from, each
// at most once, so that board.Validate never finds more men of a shape and
// value than the army has. Built once, when first asked for.
var armyPools = sync.OnceValue(func() (pools [2][]board.Piece) {
	p := board.Opening(board.Rules{Set: board.Fulke3})
	p.Men(func(_ board.Square, piece board.Piece) {
		if !piece.IsPyramid() {
			pools[piece.Side.Index()] = append(pools[piece.Side.Index()], piece)
		}
	})
	return pools
})

// poolSize bounds the men of one army (23 single men).
const poolSize = 24

// single is a taker and a target by one man's relation (equality, cossic,
// eruption), as indexes into the takers' and the target's pools; dist is an
// eruption's multiplier.
type single struct{ a, t, dist int }

// pair is two takers and a target (addition, subtraction, multiplication,
// division, progression).
type pair struct{ a, b, t int }

// tuples are the value combinations of every relation for one side taking:
// which of its men, with which enemy man, make the relation. They are
// arithmetic only; where the men stand is the builders' business.
type tuples struct {
	singles [engine.Progression + 1][]single
	pairs   [engine.Progression + 1][]pair
}

// maxMultiplier is the largest eruption multiplier a 16-rank board allows
// under either way of counting (inclusive: 15 steps count 16).
const maxMultiplier = ranks

// buildTuples lists every relation's value combinations for side taking
// the other army's men under rules r.
func buildTuples(r board.Rules, side board.Side) *tuples {
	tk := &tuples{}
	own, enemy := armyPools()[side.Index()], armyPools()[side.Opponent().Index()]
	for ti, t := range enemy {
		tv := int64(t.Value)
		for ai, a := range own {
			av := int64(a.Value)
			if av == tv {
				tk.singles[engine.Equality] = append(tk.singles[engine.Equality], single{ai, ti, 0})
			}
			if r.Set == board.Fulke2 && cossicPair(a, t) {
				tk.singles[engine.Cossic] = append(tk.singles[engine.Cossic], single{ai, ti, 0})
			}
			for d := int64(2); d <= maxMultiplier; d++ {
				// fulke3 erupts by multiplication only: "a lesse number
				// beyng multiplied by the spaces".
				if av*d == tv || av == tv*d && r.Set != board.Fulke3 {
					tk.singles[engine.Eruption] = append(tk.singles[engine.Eruption], single{ai, ti, int(d)})
				}
			}
			for bi := ai + 1; bi < len(own); bi++ {
				bv := int64(own[bi].Value)
				for _, rel := range [...]engine.Relation{engine.Addition, engine.Subtraction, engine.Multiplication, engine.Division, engine.Progression} {
					if pairHolds(rel, av, bv, tv) {
						tk.pairs[rel] = append(tk.pairs[rel], pair{ai, bi, ti})
					}
				}
			}
		}
	}
	return tk
}

// pairHolds is the arithmetic of the two-man relations (shared/rules.md,
// capture relations); values are at most 361, so products fit easily.
func pairHolds(rel engine.Relation, a, b, t int64) bool {
	switch rel {
	case engine.Addition:
		return a+b == t
	case engine.Subtraction:
		return a-b == t || b-a == t
	case engine.Multiplication:
		return a*b == t
	case engine.Division:
		return a == b*t || b == a*t
	case engine.Progression:
		return len(arith.Progressions(a, b, t)) > 0
	}
	return false
}

// cossicPair reports whether taker a and target t carry the cossic marks
// of fulke2 that let one take the other: one value is a power of the other,
// the root's man is marked as a root and the power's man with that power.
func cossicPair(a, t board.Piece) bool {
	p, rootFirst := arith.Cossic(int64(a.Value), int64(t.Value))
	if p == arith.PowerNone {
		return false
	}
	root, power := a, t
	if !rootFirst {
		root, power = t, a
	}
	return hasPower(engine.CossicMarks(root), arith.Root) && hasPower(engine.CossicMarks(power), p)
}

func hasPower(marks []arith.Power, p arith.Power) bool {
	for _, m := range marks {
		if m == p {
			return true
		}
	}
	return false
}

// reachTable lists, for each shape and square, the squares a man of that
// shape standing there reaches by an ordinary draught on an empty board.
// Every rule set's draughts are symmetric, so these are also the squares
// from which such a man reaches the square. The table is asked of the
// engine itself (engine.Legal), so that the generator and the judge never
// disagree about how men move.
type reachTable [board.SquareShape + 1][nSquares][]board.Square

// reachSets are a reachTable's lists as sets, for asking whether one
// square reaches another.
type reachSets [board.SquareShape + 1][nSquares]squareSet

func setsOf(rt *reachTable) *reachSets {
	rs := &reachSets{}
	for shape := range rt {
		for sq := range rt[shape] {
			for _, x := range rt[shape][sq] {
				rs[shape][sq].add(x)
			}
		}
	}
	return rs
}

// The caches are filled as rule sets are asked for.
var (
	reachMu    sync.Mutex
	reachCache map[board.Rules]*reachTable
	tupleCache map[board.Rules]*[2]*tuples
)

// tablesFor returns the reach table and the value tuples of a rule set,
// computed once per rules and kept.
func tablesFor(r board.Rules) (*reachTable, *[2]*tuples) {
	reachMu.Lock()
	defer reachMu.Unlock()
	if reachCache == nil {
		reachCache, tupleCache = map[board.Rules]*reachTable{}, map[board.Rules]*[2]*tuples{}
	}
	rt, ok := reachCache[r]
	if !ok {
		rt = buildReach(r)
		reachCache[r] = rt
		tupleCache[r] = &[2]*tuples{buildTuples(r, board.White), buildTuples(r, board.Black)}
	}
	return rt, tupleCache[r]
}

func buildReach(r board.Rules) *reachTable {
	rt := &reachTable{}
	pos := board.Position{Rules: r, Ranks: ranks, ToMove: board.White, Move: 1}
	var acts []engine.Action
	for _, shape := range [...]board.Shape{board.Round, board.Triangle, board.SquareShape} {
		for sq := 0; sq < nSquares; sq++ {
			pos.Cells[sq] = board.Man(board.White, shape, 2)
			acts = engine.AppendLegal(acts[:0], &pos)
			for _, a := range acts {
				if a.Kind == engine.Move && isLine(a.From, a.To) {
					rt[shape][sq] = append(rt[shape][sq], a.To)
				}
			}
			pos.Cells[sq] = board.Piece{}
		}
	}
	return rt
}
