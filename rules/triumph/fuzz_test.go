package triumph

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/rules/arith"
	"github.com/rithmo/rithmo/rules/board"
)

// FuzzFind runs Find, Completed and Won over any position the notation
// accepts: no panic; every triumph stands in the enemy camp on men that are
// there; Completed of a position against itself is empty; and Completed after
// the changes the fuzzer picks agrees with the full enumeration.
func FuzzFind(f *testing.F) {
	for _, set := range board.RuleSets {
		o := board.Opening(board.Rules{Set: set})
		f.Add(o.String(), []byte{1, 2, 3, 4})
	}
	seeds := []spec{
		{rules: "nemec", men: "c10=R2 d10=R3 d11=R6 c11=R4 c12=r9 e9=P[R1,R4,T9,T16,S25,S36]"},
		{rules: "fulke2", men: "c12=R2 e12=R4 d13=R8", white: "r3,p[r16,t25,t36,s49,s64]"},
		{rules: "fulke1", men: "c11=R2 d11=R3 e11=R4 a3=R3"},
		{rules: "fulke3", ranks: 10, men: "c7=R2 d7=R3 e7=R4 f7=R8"},
		{rules: "fulke3+angle", men: "c13=R2 c15=R3 e13=R4 e15=R8"},
		{rules: "parlett+hold", men: "c12=R2 e12=R4 a1=r3", white: "r3", black: "R6"},
	}
	for _, s := range seeds {
		f.Add(s.text(f), []byte{200, 17, 9, 64, 3})
	}
	f.Fuzz(func(t *testing.T, text string, changes []byte) {
		p, err := board.Parse(text)
		if err != nil {
			return
		}
		for _, side := range []board.Side{board.White, board.Black} {
			lo, hi := board.Camp(p.Rules.Set, side.Opponent(), p.Ranks)
			for _, tr := range Find(&p, side) {
				require.Contains(t, []arith.TriumphKind{arith.Great, arith.Greater, arith.Greatest}, tr.Kind)
				require.Len(t, tr.Values, len(tr.Squares))
				for _, sq := range tr.Squares {
					require.True(t, sq.Rank() >= lo && sq.Rank() <= hi, "%s outside the camp", sq)
					require.False(t, p.At(sq).IsEmpty(), "a triumph stands on men, never on an empty square")
				}
				require.NotEmpty(t, tr.Explain())
			}
			require.Empty(t, Completed(&p, &p, side), "nothing changed, nothing completed")
			Allowed(&p, side)
			q := p.Clone()
			for i := 0; i+1 < len(changes); i += 2 {
				from := board.Square(int(changes[i]) % p.NumSquares())
				to := board.Square(int(changes[i+1]) % p.NumSquares())
				q.Set(to, q.At(from))
				if changes[i]&1 == 0 {
					q.Set(from, board.Piece{})
				}
			}
			assert.Equal(t, summary(completedReference(&p, &q, side)), summary(Completed(&p, &q, side)))
		}
		for _, s := range []string{"bodies men=3 pyramid=layers", "quarrel sum=100 digits=8", "honour-and-quarrel sum=50 men=4 digits=5", "standards stopped"} {
			settings, err := ParseSettings(s)
			require.NoError(t, err)
			if v, ok := Won(&p, settings); ok {
				require.NotEmpty(t, v.Text)
			}
		}
	})
}

// FuzzParseSettings: no panic, and what parses prints back to the same
// settings.
func FuzzParseSettings(f *testing.F) {
	for _, s := range []string{"none", "bodies men=10", "quarrel sum=160 digits=8", "honour sum=100 men=8 pyramid=layers",
		"honour-and-quarrel sum=100 men=8 digits=9", "standards count=2", "standards stopped", "goods sum=0", "honor men=8 sum=1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		s, err := ParseSettings(text)
		if err != nil {
			return
		}
		again, err := ParseSettings(s.String())
		require.NoError(t, err, s.String())
		require.Equal(t, s, again)
	})
}
