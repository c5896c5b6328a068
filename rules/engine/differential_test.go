package engine

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/rules/board"
)

// TestFastMatchesReference is the differential test of the engine's speed-ups:
// over seeded random games under every rule set, every position is judged
// twice, by the fast path (Each's: candidate targets, lines through a
// square judged once per man, the siege test by the first man on each
// line) and by the reference (refJudge: every draught walked, every enemy
// man judged afresh after every move, every leap tried). They must agree on every legal
// action and on everything each one takes, by which relation, which part,
// and which takers.
func TestFastMatchesReference(t *testing.T) {
	games, turns := 1, 100
	switch {
	case *long || exhaustive:
		games, turns = 8, 300
	case testing.Short():
		games, turns = 1, 50
	}
	positions, actions, taking := 0, 0, 0
	fast := NewAnalyzer()
	for _, rules := range []string{"fulke1", "fulke2", "fulke3", "nemec", "parlett", "fulke1+edge", "fulke2+next", "fulke3+corner", "parlett+jump",
		// the leaps that besiege or flee (markClosable's "anywhere", besieges through moveInsts)
		"fulke2+pass", "fulke2+jump", "fulke1+progression"} {
		r, err := board.ParseRules(rules)
		require.NoError(t, err)
		for g := 0; g < games; g++ {
			randomGame(t, board.Opening(r), uint64(500+g), turns, func(prev, _ *board.Position, _ Action, _ []Capture) {
				positions++
				require.NoError(t, fast.prepare(prev))
				ref := newRefJudge(t, prev)
				legal := fast.generate(nil)
				want := ref.actions()
				for _, a := range legal {
					if a.Kind != Move && a.Kind != Take && a.Kind != Attack {
						want = append(want, a) // special actions: no fast path
					}
				}
				require.ElementsMatch(t, actionStrings(want), actionStrings(legal), "%s legal actions in\n%s", rules, draw(prev))
				for _, a := range legal {
					actions++
					var got, exp []inst
					switch a.Kind {
					case Move:
						if fast.st.spec.attack {
							continue // nemec: a move takes nothing
						}
						got = fast.moveInsts(a.From, a.To, isLeap(a))
						exp = ref.moveInsts(a.From, a.To, isLeap(a))
					case Take:
						got, exp = fast.beforeOf(a.To), ref.target(a.To, prev.ToMove, 0)
					case Attack:
						got = append([]inst(nil), fast.attackInsts(a)...)
						exp = ref.attackInsts(a)
					default:
						continue
					}
					if len(exp) > 0 {
						taking++
					}
					require.Equal(t, instKeys(exp), instKeys(got), "%s %s in\n%s", rules, a, draw(prev))
				}
			})
		}
	}
	t.Logf("%d positions, %d actions, %d of them take something", positions, actions, taking)
	require.Greater(t, taking, 100, "the games must reach positions where actions take")
}
