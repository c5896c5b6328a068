package engine

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// TestQuietMoveAgreesWithMoveInsts: quietMove answers "takes nothing" only
// for moves that take nothing, and the candidates it hands to moveInsts
// serve that move only: asked of every move after another move has been
// judged in between, moveInsts gives what a fresh Analyzer gives.
func TestQuietMoveAgreesWithMoveInsts(t *testing.T) {
	for i := range crowdedPositions {
		p := crowded(t, i)
		z, fresh := NewAnalyzer(), NewAnalyzer()
		require.NoError(t, z.prepare(&p))
		require.NoError(t, fresh.prepare(&p))
		var moves []Action
		for _, a := range z.generate(nil) {
			if a.Kind == Move && !isLeap(a) {
				moves = append(moves, a)
			}
		}
		if !z.st.moveScreen {
			continue // quietMove is not asked under these rules
		}
		quiet := 0
		for j, a := range moves {
			want := instKeys(fresh.moveInsts(a.From, a.To, false))
			if z.quietMove(a.From, a.To) {
				quiet++
				require.Empty(t, want, "%s: quietMove found %s quiet", p.Rules.Set, a)
			}
			// Another move judged between quietMove and the one it screened.
			b := moves[(j+1)%len(moves)]
			z.moveInsts(b.From, b.To, false)
			require.Equal(t, want, instKeys(z.moveInsts(a.From, a.To, false)), "%s: %s after %s", p.Rules.Set, a, b)
		}
		require.Positive(t, quiet, "%s: some moves are quiet", p.Rules.Set)
	}
}
