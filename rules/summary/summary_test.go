package summary

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/rules/board"
)

// allAgreed is the rule set with every option it accepts agreed.
func allAgreed(t *testing.T, set board.RuleSet) board.Rules {
	t.Helper()
	text := set.String()
	for _, name := range Options(set) {
		text += "+" + name
	}
	r, err := board.ParseRules(text)
	require.NoError(t, err)
	return r
}

// TestFitsOneScreen: every rule set, with no option and with all of them,
// fits 80 columns and 23 rows (a 24-row terminal with its prompt).
func TestFitsOneScreen(t *testing.T) {
	for _, set := range board.RuleSets {
		for _, r := range []board.Rules{{Set: set}, allAgreed(t, set)} {
			t.Run(r.String(), func(t *testing.T) {
				s, err := Of(r)
				require.NoError(t, err)
				out := s.Render(nil)
				lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
				assert.LessOrEqual(t, len(lines), 23)
				for _, line := range lines {
					assert.LessOrEqual(t, utf8.RuneCountInString(line), Width, "%q", line)
					assert.Equal(t, strings.TrimRight(line, " "), line, "no trailing blanks")
				}
				for _, label := range []string{"Board", "Moves", "Takes", "Turns", "Triumph", "Common", "Options"} {
					assert.Contains(t, out, "\n"+label+" ")
				}
			})
		}
	}
}

// TestEveryOptionIsDescribed: an option added to rules/board's table gets
// its words here.
func TestEveryOptionIsDescribed(t *testing.T) {
	for _, set := range board.RuleSets {
		for _, name := range Options(set) {
			assert.NotEmpty(t, optionText(name), "+%s (%s) has no description", name, set)
		}
	}
	assert.Subset(t, Options(board.Fulke1), []string{"jump", "progression", "angle"})
	assert.NotContains(t, Options(board.Fulke1), "pass", "+pass is fulke2's")
	assert.Equal(t, []string{"jump"}, Options(board.Nemec))
}

// TestTriumphTextFollowsTheTables: the triumph section is read from the
// tables the triumph code uses.
func TestTriumphTextFollowsTheTables(t *testing.T) {
	cases := []struct {
		rules string
		has   []string
		not   []string
	}{
		{"fulke1", []string{"Once the enemy's king is taken whole", "ranks 11-16 for White, 1-6 for Black", "in a line", "or a square"}, []string{"right angle"}},
		{"fulke3", []string{"Once the enemy's king is taken whole", "ranks 13-16 for White, 1-4 for Black"}, []string{"right angle"}},
		{"fulke3+angle", []string{"a right angle (equal arms, the mean in the corner) or a square"}, nil},
		{"nemec", []string{"At any time", "ranks 5-16 for White, 1-12 for Black", "enemy men may serve", "right angle", "square"}, nil},
		{"parlett", []string{"At any time", "ranks 9-16 for White, 1-8 for Black", "or a right angle"}, []string{"square"}},
	}
	for _, c := range cases {
		t.Run(c.rules, func(t *testing.T) {
			r, err := board.ParseRules(c.rules)
			require.NoError(t, err)
			text := triumphText(r)
			for _, h := range c.has {
				assert.Contains(t, text, h)
			}
			for _, n := range c.not {
				assert.NotContains(t, text, n)
			}
		})
	}
}

func TestRenderBold(t *testing.T) {
	s, err := Of(board.Rules{Set: board.Nemec})
	require.NoError(t, err)
	out := s.Render(func(x string) string { return "*" + x + "*" })
	assert.True(t, strings.HasPrefix(out, "*nemec: Němec 2012, modern rules*\n"))
	assert.Contains(t, out, "\n*Moves*    Round exactly 1")
	_, err = Of(board.Rules{})
	assert.Error(t, err)
}

// Wrap counts columns as a terminal shows them, not bytes nor code points:
// "Němec" is five columns whether its ě is one code point (U+011B, two
// bytes) or an e and a combining caron (U+030C), and a wide character is
// two.
func TestWrap(t *testing.T) {
	const (
		composed   = "N\u011bmec"
		decomposed = "Ne\u030cmec"
	)
	for _, tc := range []struct {
		name  string
		text  string
		width int
		want  []string
	}{
		{"at spaces", "one two three", 7, []string{"one two", "three"}},
		{"a word wider than the line stands alone", "longerthanwidth a", 5, []string{"longerthanwidth", "a"}},
		{"blank text has no lines", "   ", 10, nil},
		{"Němec composed: 13 columns fit 13", "by " + composed + " 2012", 13, []string{"by " + composed + " 2012"}},
		{"Němec decomposed: 13 columns fit 13", "by " + decomposed + " 2012", 13, []string{"by " + decomposed + " 2012"}},
		{"Němec decomposed, one column short", "by " + decomposed + " 2012", 12, []string{"by " + decomposed, "2012"}},
		{"A × d: the sign is one column", "A \u00d7 d = T", 9, []string{"A \u00d7 d = T"}},
		{"wide characters are two columns each", "\u6570\u5b57 ab", 6, []string{"\u6570\u5b57", "ab"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.want, Wrap(tc.text, tc.width))
		})
	}
}

// WrapWords keeps each word whole, spaces and all, and fills lines by
// columns as Wrap does.
func TestWrapWords(t *testing.T) {
	for _, tc := range []struct {
		name  string
		words []string
		width int
		want  []string
	}{
		{"a formula is one word", []string{"so", "6 + 6 = 12", "on", "d8"}, 12, []string{"so", "6 + 6 = 12", "on d8"}},
		{"a formula wider than the line stands alone", []string{"a", "16 : 20 = 20 : 25", "b"}, 10, []string{"a", "16 : 20 = 20 : 25", "b"}},
		{"columns, not code points", []string{"by", "Ne\u030cmec", "2012"}, 13, []string{"by Ne\u030cmec 2012"}},
		{"no words, no lines", nil, 10, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.want, WrapWords(tc.words, tc.width))
		})
	}
}

// The readings corrected in December 2026, each beside the rule set that
// reads the other way.
func TestSummarySaysTheCorrectedReadings(t *testing.T) {
	for _, tc := range []struct {
		set       board.RuleSet
		quote     string
		says, not string
	}{
		{board.Fulke2, `"yf theyr Pyramidall number, be taken by anye of the aforsayde meanes"`, "any relation (7 × 13 = 91)", ""},
		{board.Fulke1, `"by Addition, by Subtraction, by Multiplication, or by Diuision"`, "by its whole 91 or 190", "any relation"},
		{board.Fulke2, `"may serue onely to celebrate a triumphe, but not to fight"`, "for triumphs, never to take", ""},
		{board.Fulke2, `"muste remoue into hys place, whiche redemed hym"`, "redeem any lost layer (c5=d8: the king moves to c5)", "but the lowest"},
		{board.Fulke3, `"except the lowest and greatest"`, "but the lowest", "the king moves"},
		{board.Nemec, `"the minimum of 8 captured pieces is met"`, "honour (at least N men)", "at most N men"},
		{board.Fulke3, `"he whiche first cōmeth to .100. in .8. men"`, "honour (in at most N men)", "at least N men"},
	} {
		t.Run(tc.set.String()+" "+tc.quote, func(t *testing.T) {
			s, err := Of(board.Rules{Set: tc.set})
			require.NoError(t, err)
			out := strings.Join(strings.Fields(s.Render(nil)), " ")
			assert.Contains(t, out, tc.says)
			if tc.not != "" {
				assert.NotContains(t, out, tc.not)
			}
		})
	}
}
