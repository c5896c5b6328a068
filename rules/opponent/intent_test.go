package opponent

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/rules/board"
	"github.com/rithmo/rithmo/rules/engine"
	"github.com/rithmo/rithmo/rules/triumph"
)

func TestIntentOf(t *testing.T) {
	tests := []struct {
		name     string
		pos      string
		action   string
		contains []string
		absent   []string
	}{
		{
			// White's 6 on d7 waits for a partner: the triangle 6 on e2
			// reaches e4 and then e6, where 6 + 6 = 12 takes the t12 on e8.
			name:   "a capture in two moves, set up by another man",
			pos:    "r3,7/8/8/8/8/8/8/8/4,t12,3/3,R6,4/8/8/8/8/4,T6,3/R2,7 w fulke1 - - 1",
			action: "a1-b2",
			contains: []string{
				"My R2 goes a1-b2, 9 ranks short of your camp (ranks 11 to 16), where a triumph is set.",
				" In two moves, if you let me: e2-e4, then e4-e6 takes your t12 on e8: 6 on d7 + 6 on e6 = 12 on e8: addition.",
				" No two other men of mine make a progression with its 2: it builds no triumph.",
			},
			absent: []string{"nearest"},
		},
		{
			name:   "the opening, nothing near: the nearest man and the triumph built",
			pos:    "nemec",
			action: "d13-e12",
			contains: []string{
				"My r5 goes d13-e12, inside your camp (ranks 1 to 12), where a triumph is set.",
				" Nothing of yours is within two moves of my men; your nearest man to it is the R8 on c4, 8 squares away.",
				" It builds toward a triumph with my r3 on c13 and r7 on e13: 5 − 3 = 2 = 7 − 5: arithmetic.",
			},
		},
		{
			name:     "no triumph while the king stands",
			pos:      "fulke1",
			action:   "g3-h6",
			contains: []string{"My S81 goes g3-h6, 5 ranks short of your camp (ranks 11 to 16)", " No triumph yet: Black's pyramid still stands on h13: under fulke1 no triumph before the enemy's king is taken whole."},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := position(t, tt.pos)
			in, ok := IntentOf(&p, engine.MustParseAction(tt.action))
			require.True(t, ok)
			for _, s := range tt.contains {
				assert.Contains(t, in.Text, s)
			}
			for _, s := range tt.absent {
				assert.NotContains(t, in.Text, s)
			}
		})
	}
}

func TestIntentOfIllegal(t *testing.T) {
	p := position(t, "nemec")
	_, ok := IntentOf(&p, engine.MustParseAction("d13-d9"))
	assert.False(t, ok)
}

// Every opening of every rule set gets an intent in numbers for the
// action the opponent chooses there.
func TestIntentAtTheOpening(t *testing.T) {
	for _, rs := range board.RuleSets {
		t.Run(rs.String(), func(t *testing.T) {
			p := board.Opening(board.Rules{Set: rs})
			pl, err := Choose(&p, triumph.Settings{}, Config{Level: 2, Seed: 1})
			require.NoError(t, err)
			in, ok := IntentOf(&p, pl.Action)
			require.True(t, ok)
			assert.Regexp(t, `^My [RTSPrtsp]\d+ goes [a-h]\d+-[a-h]\d+, (inside|\d+ ranks? short of) your camp \(ranks \d+ to \d+\)`, in.Text)
			assert.Regexp(t, `(In two moves|nearest man to it is the .* \d+ squares? away|takes)`, pl.Explain()+in.Text)
			assert.Regexp(t, `(It builds toward a triumph .*: .*(arithmetic|geometric|harmonic)|No triumph yet: |builds no triumph)`, in.Text)
		})
	}
}

func position(t *testing.T, s string) board.Position {
	t.Helper()
	if r, err := board.ParseRules(s); err == nil {
		return board.Opening(r)
	}
	return board.MustParse(s)
}

func TestPlanOf(t *testing.T) {
	p := position(t, "r3,7/8/8/8/8/8/8/8/4,t12,3/3,R6,4/8/8/4,T6,3/8/8/8 w fulke1 - - 1")
	pl, ok := PlanOf(&p, engine.MustParseAction("e4-e6"))
	require.True(t, ok)
	assert.Equal(t, "I play e4-e6 and take t12 on e8: 6 on d7 + 6 on e6 = 12 on e8: addition.", pl.Explain())
	_, ok = PlanOf(&p, engine.MustParseAction("e4-e9"))
	assert.False(t, ok, "not an action of the position")
}

// BenchmarkIntentOf is what "plan" costs a person waiting for its answer,
// at the opening of each rule set (the widest search for a capture in two
// moves: nothing is near).
func BenchmarkIntentOf(b *testing.B) {
	for _, rs := range board.RuleSets {
		b.Run(rs.String(), func(b *testing.B) {
			p := board.Opening(board.Rules{Set: rs})
			pl, err := Choose(&p, triumph.Settings{}, Config{Level: 1, Seed: 1})
			require.NoError(b, err)
			b.ReportAllocs()
			for b.Loop() {
				if _, ok := IntentOf(&p, pl.Action); !ok {
					b.Fatal("no intent")
				}
			}
		})
	}
}
