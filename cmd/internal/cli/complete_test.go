package cli

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/spf13/cobra"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/content"
	"github.com/rithmo/rithmo/lessons"
	"github.com/rithmo/rithmo/puzzles/check"
	"github.com/rithmo/rithmo/puzzles/generate"
	"github.com/rithmo/rithmo/rules/board"
	"github.com/rithmo/rithmo/rules/engine"
)

// complete runs `rithmo __complete args...` (what the shell scripts run at
// each Tab) and returns the values offered, without their descriptions,
// and the directive.
func complete(t *testing.T, args ...string) ([]string, cobra.ShellCompDirective) {
	t.Helper()
	code, out, errOut := execRithmo(t, "", nil, append([]string{cobra.ShellCompRequestCmd}, args...)...)
	require.Equal(t, ExitOK, code, errOut)
	lines := strings.Split(strings.TrimSuffix(out, "\n"), "\n")
	require.NotEmpty(t, lines)
	last := lines[len(lines)-1]
	require.True(t, strings.HasPrefix(last, ":"), "the directive ends the output: %q", out)
	directive, err := strconv.Atoi(last[1:])
	require.NoError(t, err)
	values := []string{}
	for _, l := range lines[:len(lines)-1] {
		value, _, _ := strings.Cut(l, "\t")
		values = append(values, value)
	}
	return values, cobra.ShellCompDirective(directive)
}

func ruleSetIDs() []string {
	var ids []string
	for _, set := range board.RuleSets {
		ids = append(ids, set.String())
	}
	return ids
}

func TestCompletions(t *testing.T) {
	all, err := lessons.Load(content.Lessons())
	require.NoError(t, err)
	var lessonNames, lessonNumbers []string
	for _, l := range all {
		lessonNames = append(lessonNames, l.Name)
		lessonNumbers = append(lessonNumbers, strconv.Itoa(l.Number))
	}
	var nemec []string
	for _, r := range engine.RelationsOf(board.Rules{Set: board.Nemec}) {
		nemec = append(nemec, r.String())
	}
	kinds := []string{"arithmetic", "geometric", "harmonic", "musical"}
	triumphs := []string{"great", "greater", "greatest"}

	for _, tc := range []struct {
		args []string
		want []string
	}{
		{[]string{"lesson", "show", ""}, append(slices.Clone(lessonNames), lessonNumbers...)},
		{[]string{"lessons", ""}, append(slices.Clone(lessonNames), lessonNumbers...)},
		{[]string{"lesson", "show", "MULTI"}, []string{"multiplex"}},
		{[]string{"lessons", "1"}, []string{"1", "10", "11", "12", "13", "14", "15", "16", "17", "18", "19"}},
		{[]string{"lesson", "show", "multiplex", ""}, []string{}},
		{[]string{"mean", ""}, kinds},
		{[]string{"mean", "g"}, []string{"geometric"}},
		{[]string{"mean", "arithmetic", ""}, []string{}},
		{[]string{"ratio", ""}, []string{}},
		{[]string{"proportions", "--kind", ""}, kinds},
		{[]string{"proportions", "--kind", "h"}, []string{"harmonic"}},
		{[]string{"triumphs", "--kind", ""}, triumphs},
		{[]string{"triumphs", "--kind=greate"}, []string{"greater", "greatest"}},
		{[]string{"board", ""}, ruleSetIDs()},
		{[]string{"board", "fulke"}, []string{"fulke1", "fulke2", "fulke3"}},
		{[]string{"analyse", ""}, ruleSetIDs()},
		{[]string{"analyze", "n"}, []string{"nemec"}},
		{[]string{"board", "nemec", ""}, []string{}},
		{[]string{"puzzles", "--theme", ""}, check.Themes()},
		{[]string{"puzzles", "--rules", ""}, ruleSetIDs()},
		{[]string{"puzzles", "list", "--theme", "py"}, []string{"pyramid"}},
		{[]string{"puzzles", "list", "--rules", "p"}, []string{"parlett"}},
		{[]string{"puzzles", "generate", "--goal", ""}, []string{"capture", "spot", "triumph"}},
		{[]string{"puzzles", "generate", "--rules", ""}, ruleSetIDs()},
		{[]string{"puzzles", "generate", "--relation", ""}, check.RelationNames()},
		{[]string{"puzzles", "generate", "--rules", "nemec", "--relation", ""}, nemec},
		{[]string{"puzzles", "generate", "--kind", ""}, triumphs},
		{[]string{"practice", "--theme", ""}, generate.PracticeThemes()},
		{[]string{"practice", "--rules", ""}, ruleSetIDs()},
		{[]string{"progress", ""}, []string{"export"}},
		{[]string{"lesson", "list", ""}, []string{}},
	} {
		t.Run(strings.Join(tc.args, " "), func(t *testing.T) {
			values, directive := complete(t, tc.args...)
			assert.Equal(t, tc.want, values)
			assert.Equal(t, cobra.ShellCompDirectiveNoFileComp, directive, "no file names")
		})
	}
	assert.NotContains(t, nemec, "subtraction", "the nemec list is narrower than all relations")
	assert.NotContains(t, generate.PracticeThemes(), "pyramid", "practice offers no free tags")
}

// Descriptions say what a value is.
func TestCompletionDescriptions(t *testing.T) {
	code, out, _ := execRithmo(t, "", nil, cobra.ShellCompRequestCmd, "lesson", "show", "multi")
	require.Equal(t, ExitOK, code)
	assert.Contains(t, out, "multiplex\tlesson 4: ")
	_, out, _ = execRithmo(t, "", nil, cobra.ShellCompRequestCmd, "board", "nemec")
	assert.Contains(t, out, "nemec\t"+board.Nemec.Title()+"\n")
	_, out, _ = execRithmo(t, "", nil, cobra.ShellCompRequestCmd, "puzzles", "--theme", "trap")
	trapMarks, _ := check.TagMarks("trap")
	assert.Contains(t, out, "trap\t"+trapMarks+"\n")
}

// Every entry of the completion tables names a command, and a flag it has:
// a renamed command or flag fails here instead of losing its completion.
func TestCompletionTablesMatchTheTree(t *testing.T) {
	byKey := map[string]*cobra.Command{}
	for _, c := range allCommands(NewRoot(quietEnv())) {
		byKey[commandKey(c)] = c
	}
	for path := range argCompletions() {
		c, ok := byKey[path]
		if assert.True(t, ok, "no command %q", path) {
			assert.NotNil(t, c.ValidArgsFunction, path)
		}
	}
	for path, flags := range flagCompletions() {
		c, ok := byKey[path]
		if !assert.True(t, ok, "no command %q", path) {
			continue
		}
		for name := range flags {
			if assert.NotNil(t, c.Flags().Lookup(name), "%s has no --%s", path, name) {
				_, ok := c.GetFlagCompletionFunc(name)
				assert.True(t, ok, "%s --%s", path, name)
			}
		}
	}
}
