package cli

import (
	"path/filepath"
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

// TestRuleNamesInAnyCase: every --rules flag reads a rule set as a person
// types it (the lessons write "Němec", the README "nemec"), and selects the
// same puzzles as the lower-case id.
func TestRulesFlagSelectsTheSameInAnyCase(t *testing.T) {
	data := filepath.Join(t.TempDir(), "p.db")
	vars := map[string]string{"RITHMO_DATA": data}
	for _, c := range []struct {
		name  string
		stdin string
		args  []string
		want  string // in stdout
	}{
		{"puzzles list", "", []string{"puzzles", "list", "--rules", "NEMEC"}, "n-equality-1"},
		{"worksheet", "", []string{"worksheet", "--rules", "Nemec", "--theme", "equality"}, "--rules nemec"},
		{"practice", "", []string{"--accessible", "practice", "--rules", "Fulke1", "--theme", "addition", "--count", "1", "--seed", "1"}, ""},
		{"play", "quit\n", []string{"play", "--rules", "Parlett", "--side", "white", "--level", "1", "--victory", "none"}, "parlett"},
		{"play match", "", []string{"play", "match", "--rules", " NEMEC , Fulke1", "--levels", "1,1", "--games", "1", "--seed", "1"}, "fulke1"},
	} {
		t.Run(c.name, func(t *testing.T) {
			code, out, stderr := execRithmo(t, c.stdin, vars, c.args...)
			assert.NotContains(t, stderr, "unknown rule set")
			assert.NotEqual(t, ExitUsage, code, stderr)
			assert.Contains(t, out, c.want)
		})
	}
	lower, _, _ := runBoard("puzzles", "list", "--rules", "nemec")
	upper, _, _ := runBoard("puzzles", "list", "--rules", "NeMeC")
	assert.Equal(t, lower, upper, "the same selection whatever the case")
}
