package engine

import (
	"flag"
	"fmt"
	"sort"
	"testing"

	"github.com/rithmo/rithmo/rules/board"
	"github.com/stretchr/testify/require"
)

// long runs the slow checks in full: go test -run X ./rules/engine -long,
// or RITHMO_EXHAUSTIVE=1 (exhaustive), as .ci/run sets it.
var long = flag.Bool("long", false, "run the engine's long checks (deeper perft, more random games)")

// referenceMoveInsts is the slow, obvious form of moveInsts: after the
// move, judge every enemy man afresh and keep the instances that did not
// hold before. The fast form judges only the men its candidates() picks.
func referenceMoveInsts(z *Analyzer, f, t board.Square, leap bool) []inst {
	st := &z.st
	mover := st.p.ToMove
	st.doMove(f, t)
	defer st.undoMove(f, t)
	fl := evalFlags(0)
	if leap {
		fl = evSiegeOnly
	}
	var out []inst
	for sq := 0; sq < st.squares; sq++ {
		if m := st.at(board.Square(sq)); m == nil || m.side == mover {
			continue
		}
		for _, in := range st.evalTarget(board.Square(sq), mover, fl, nil) {
			if !z.heldBefore(&in, f, t) {
				out = append(out, in)
			}
		}
	}
	return out
}

func instKeys(insts []inst) []string {
	keys := make([]string, len(insts))
	for i, in := range insts {
		by := append([]board.Square(nil), in.by[:in.n]...)
		sort.Slice(by, func(a, b int) bool { return by[a] < by[b] })
		keys[i] = fmt.Sprintf("%s %s layer %d by %v", in.target, in.rel, in.layer, by)
	}
	sort.Strings(keys)
	return keys
}

func TestCandidateFilterMatchesFullJudgement(t *testing.T) {
	games, turns, every := 1, 150, 3
	switch {
	case *long || exhaustive:
		games, turns, every = 4, 300, 1
	case testing.Short():
		turns = 60
	}
	checked, found, n, leaps := 0, 0, 0, 0
	for _, rules := range []string{"fulke1", "fulke2", "fulke3", "parlett", "fulke2+pass", "parlett+jump", "fulke1+progression"} {
		r, err := board.ParseRules(rules)
		require.NoError(t, err)
		z := NewAnalyzer()
		for g := 0; g < games; g++ {
			randomGame(t, board.Opening(r), uint64(100+g), turns, func(prev, _ *board.Position, _ Action, _ []Capture) {
				if n++; n%every != 0 {
					return
				}
				require.NoError(t, z.prepare(prev))
				legal := z.generate(nil)
				leaps += len(leapsOf(legal))
				require.Equal(t, actionStrings(referenceLeaps(z)), actionStrings(leapsOf(legal)), "%s leaps in\n%s", rules, draw(prev))
				for _, a := range legal {
					if a.Kind != Move {
						continue
					}
					fast := instKeys(z.moveInsts(a.From, a.To, isLeap(a)))
					ref := instKeys(referenceMoveInsts(z, a.From, a.To, isLeap(a)))
					require.Equal(t, ref, fast, "%s %s in\n%s", rules, a, draw(prev))
					checked++
					found += len(ref)
				}
			})
		}
	}
	t.Logf("%d moves checked, %d captures found, %d legal leaps", checked, found, leaps)
	require.Greater(t, found, 20, "the games must reach positions where moves take")
}

func leapsOf(as []Action) []Action {
	var out []Action
	for _, a := range as {
		if isLeap(a) {
			out = append(out, a)
		}
	}
	return out
}

// referenceLeaps finds the legal leaps the obvious way: every leap to an
// empty square, allowed at any time (fulke1), or (fulke2) when the leaper
// stands in siege or when after it any enemy man stands in a new siege the
// leaper closes.
func referenceLeaps(z *Analyzer) []Action {
	st := &z.st
	mover := st.p.ToMove
	var out []Action
	if !st.spec.leapsTakeBySiege {
		return nil
	}
	for f := 0; f < st.squares; f++ {
		m := st.at(board.Square(f))
		if m == nil || m.side != mover {
			continue
		}
		for kind := 0; kind < 2; kind++ {
			if m.moves.leap&(1<<kind) == 0 {
				continue
			}
			for i := 0; i < int(st.g.nLeaps[kind][f]); i++ {
				to := st.g.leaps[kind][f][i]
				if st.occ[to] != 0 {
					continue
				}
				ok := !st.spec.leapsOnlyToSiege || len(st.evalTarget(board.Square(f), mover.Opponent(), evSiegeOnly, nil)) > 0
				st.doMove(board.Square(f), to)
				for T := 0; T < st.squares && !ok; T++ {
					if x := st.at(board.Square(T)); x == nil || x.side == mover {
						continue
					}
					for _, in := range st.evalTarget(board.Square(T), mover, evSiegeOnly, nil) {
						if in.has(to) && !z.heldBefore(&in, board.Square(f), to) {
							ok = true
						}
					}
				}
				st.undoMove(board.Square(f), to)
				if ok {
					out = append(out, Action{Kind: Move, From: board.Square(f), To: to})
				}
			}
		}
	}
	return out
}
