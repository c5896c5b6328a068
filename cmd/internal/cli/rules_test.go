package cli

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/rules/board"
)

func TestRulesGolden(t *testing.T) {
	for _, set := range board.RuleSets {
		t.Run(set.String(), func(t *testing.T) {
			out, stderr, code := runBoard("rules", set.String())
			require.Equal(t, ExitOK, code, stderr)
			assert.NotContains(t, out, "\x1b[", "plain text when piped")
			lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
			assert.LessOrEqual(t, len(lines), 23, "one screen of 24 rows, with the prompt")
			for _, line := range lines {
				assert.LessOrEqual(t, utf8.RuneCountInString(line), 80, "%q", line)
			}
			golden(t, "rules-"+set.String()+".golden", out)
		})
	}
}

func TestRulesList(t *testing.T) {
	out, stderr, code := runBoard("rules")
	require.Equal(t, ExitOK, code, stderr)
	golden(t, "rules-list.golden", out)
}

func TestRulesAgreedOption(t *testing.T) {
	out, _, code := runBoard("rules", "fulke1+angle")
	require.Equal(t, ExitOK, code)
	out = strings.Join(strings.Fields(out), " ") // as read, whatever the wrapping
	assert.Contains(t, out, "fulke1+angle: Lever & Fulke 1563")
	assert.Contains(t, out, "[agreed] +angle")
	assert.Contains(t, out, "a right angle (equal arms, the mean in the corner) or a square", "the agreed option changes the triumph's shapes")
	plain, _, _ := runBoard("rules", "fulke1")
	assert.NotContains(t, plain, "right angle (equal")
}

func TestRulesUsageErrors(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"chess"}, `unknown rule set "chess"`},
		{[]string{"nemec+angle"}, `option "angle" does not belong to nemec`},
		{[]string{"fulke1", "fulke2"}, "rules"},
	} {
		out, stderr, code := runBoard(append([]string{"rules"}, c.args...)...)
		assert.Equal(t, ExitUsage, code, "%v: %s", c.args, stderr)
		assert.Empty(t, out)
		assert.Contains(t, stderr, c.want)
	}
}
