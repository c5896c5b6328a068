package cli

import (
	"fmt"
	"strings"
	"testing"

	"github.com/spf13/cobra"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// allCommands walks the whole command tree, root first.
func allCommands(c *cobra.Command) []*cobra.Command {
	out := []*cobra.Command{c}
	for _, sub := range c.Commands() {
		out = append(out, allCommands(sub)...)
	}
	return out
}

func quietEnv() *Env {
	return &Env{Stdin: strings.NewReader(""), Stdout: &strings.Builder{}, Stderr: &strings.Builder{}, Getenv: func(string) string { return "" }}
}

// Every command, whoever wrote it, has a one-line Short and an Example.
func TestEveryCommandHasShortAndExample(t *testing.T) {
	root := NewRoot(quietEnv())
	cmds := allCommands(root)
	require.Greater(t, len(cmds), 3)
	for _, c := range cmds {
		t.Run(c.CommandPath(), func(t *testing.T) {
			assert.NotEmpty(t, strings.TrimSpace(c.Short), "%s has no Short", c.CommandPath())
			assert.NotContains(t, c.Short, "\n", "Short is one line")
			assert.NotEmpty(t, strings.TrimSpace(c.Example), "%s has no Example", c.CommandPath())
			assert.True(t, c.RunE != nil || c.Run != nil || c.HasSubCommands(), "%s does nothing", c.CommandPath())
		})
	}
}

// Every example line that runs rithmo names a real command with flags it
// accepts, so that examples do not go stale.
func TestExamplesParse(t *testing.T) {
	for _, c := range allCommands(NewRoot(quietEnv())) {
		for _, line := range strings.Split(c.Example, "\n") {
			args, ok := exampleArgs(line)
			if !ok {
				continue
			}
			t.Run(line, func(t *testing.T) {
				root := NewRoot(quietEnv()) // fresh flags for each example
				found, rest, err := root.Find(args)
				require.NoError(t, err, "%q (in %s's examples)", line, c.CommandPath())
				require.NoError(t, found.ParseFlags(rest), "%q (in %s's examples)", line, c.CommandPath())
				if found.Args != nil {
					assert.NoError(t, found.ValidateArgs(found.Flags().Args()), "%q (in %s's examples)", line, c.CommandPath())
				}
			})
		}
	}
}

// exampleArgs returns the arguments of the rithmo command on an example
// line: from the word "rithmo" to the first pipe, redirection, comment or
// closing parenthesis outside quotes. ok is false for lines without one.
func exampleArgs(line string) ([]string, bool) {
	i := strings.Index(line, "rithmo")
	if i < 0 || (i > 0 && !strings.ContainsRune(" (=", rune(line[i-1]))) {
		return nil, false
	}
	var (
		args  []string
		word  strings.Builder
		quote rune
		have  bool
	)
	flush := func() {
		if have {
			args = append(args, word.String())
		}
		word.Reset()
		have = false
	}
loop:
	for _, r := range line[i:] {
		switch {
		case quote != 0 && r == quote:
			quote = 0
		case quote != 0:
			word.WriteRune(r)
		case r == '\'' || r == '"':
			quote, have = r, true
		case r == ' ' || r == '\t':
			flush()
		case strings.ContainsRune("|<>#);", r):
			break loop
		default:
			word.WriteRune(r)
			have = true
		}
	}
	flush()
	if len(args) == 0 || args[0] != "rithmo" {
		return nil, false
	}
	return args[1:], true
}

func TestExampleArgs(t *testing.T) {
	for _, tc := range []struct {
		line string
		want []string
		ok   bool
	}{
		{"  rithmo progress --json", []string{"progress", "--json"}, true},
		{"  rithmo board '8/8 w nemec' # a comment", []string{"board", "8/8 w nemec"}, true},
		{"  source <(rithmo completion bash)", []string{"completion", "bash"}, true},
		{"  rithmo --accessible puzzles play worksheet.puz < answers.txt", []string{"--accessible", "puzzles", "play", "worksheet.puz"}, true},
		{"  ACCESSIBLE=1 rithmo", []string{}, true},
		{"  rithmo completion fish | source", []string{"completion", "fish"}, true},
		{"  cat x | grep y", nil, false},
		{"  go install ./cmd/rithmo", nil, false},
	} {
		got, ok := exampleArgs(tc.line)
		assert.Equal(t, tc.ok, ok, tc.line)
		if tc.ok {
			assert.Equal(t, tc.want, got, tc.line)
		}
	}
}

// Every group refuses a word that is not one of its commands (exit 2, in
// cobra's words "unknown command"), and a group without a Run of its own
// prints its help when called bare. This holds for groups added later: the
// guard is applied to the whole tree, so the test walks it too.
func TestGroupsRefuseUnknownSubcommands(t *testing.T) {
	groups := 0
	for _, c := range allCommands(NewRoot(quietEnv())) {
		if !c.HasSubCommands() {
			continue
		}
		groups++
		path := strings.Fields(c.CommandPath())[1:]
		t.Run(c.CommandPath(), func(t *testing.T) {
			code, out, errOut := execRithmo(t, "", nil, append(path, "bogus-subcommand")...)
			assert.Equal(t, ExitUsage, code, "%s accepted an unknown subcommand: %s%s", c.CommandPath(), out, errOut)
			assert.Contains(t, errOut, `unknown command "bogus-subcommand" for "`+c.CommandPath()+`"`)
			assert.Empty(t, out, "no help on standard output for a mistake")

			if c.Annotations[helpOnlyGroup] == "" {
				return
			}
			code, out, errOut = execRithmo(t, "", nil, path...)
			assert.Equal(t, ExitOK, code, errOut)
			assert.Contains(t, out, "Usage:\n  "+c.CommandPath()+" [command]\n")
			assert.NotContains(t, out, c.CommandPath()+" [flags]", "a group that only prints help does not look runnable")
		})
	}
	assert.GreaterOrEqual(t, groups, 4, "rithmo, lesson, puzzles, completion at least")
}

// A group added by some future file gets the same guard.
func TestFutureGroupIsGuarded(t *testing.T) {
	old := commands
	t.Cleanup(func() { commands = old })
	commands = append(append([]func(*Env) *cobra.Command{}, old...), func(*Env) *cobra.Command {
		g := &cobra.Command{Use: "zzgroup", Short: "A group for the test", Example: "  rithmo zzgroup one"}
		g.AddCommand(&cobra.Command{Use: "one", Short: "One", Example: "  rithmo zzgroup one", Run: func(*cobra.Command, []string) {}})
		return g
	})
	code, _, errOut := execRithmo(t, "", nil, "zzgroup", "onw")
	assert.Equal(t, ExitUsage, code)
	assert.Equal(t, "rithmo: unknown command \"onw\" for \"rithmo zzgroup\"; did you mean one? (rithmo zzgroup --help lists its commands)\n", errOut)
	code, out, _ := execRithmo(t, "", nil, "zzgroup")
	assert.Equal(t, ExitOK, code)
	assert.Contains(t, out, "Available Commands:")
	code, _, _ = execRithmo(t, "", nil, "zzgroup", "one")
	assert.Equal(t, ExitOK, code)
}

// Every leaf given a number of arguments its Args refuses exits 2 with a
// message that names the command, never cobra's raw "accepts 1 arg(s),
// received 0".
func TestLeavesWordArgumentErrors(t *testing.T) {
	tried := 0
	for _, c := range allCommands(NewRoot(quietEnv())) {
		if c.HasSubCommands() || c.Args == nil || c.Hidden || c.Name() == "help" {
			continue // help's arguments name a command: TestLessonArgumentErrors
		}
		name := strings.TrimPrefix(c.CommandPath(), "rithmo ")
		for n := range 5 {
			args := make([]string, n)
			for i := range args {
				args[i] = fmt.Sprintf("arg%d", i+1)
			}
			if c.Args(c, args) == nil {
				continue
			}
			tried++
			full := append(strings.Fields(c.CommandPath())[1:], args...)
			t.Run(strings.Join(full, " "), func(t *testing.T) {
				code, out, errOut := execRithmo(t, "", nil, full...)
				assert.Equal(t, ExitUsage, code, "%s%s", out, errOut)
				assert.True(t, strings.HasPrefix(errOut, "rithmo: "+name+" "), "the message names the command: %q", errOut)
				assert.NotContains(t, errOut, "accepts")
				assert.NotContains(t, errOut, "arg(s)")
				assert.NotContains(t, errOut, "unknown command", "a leaf has no commands")
			})
		}
	}
	assert.Greater(t, tried, 10)
}

func TestLessonArgumentErrors(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"lesson", "show"}, "rithmo: lesson show needs a lesson name or number (rithmo lesson list shows them)\n"},
		{[]string{"lesson", "show", "1", "2"}, "rithmo: lesson show prints one lesson, got 2 arguments: give one lesson name or number (rithmo lesson list shows them)\n"},
		{[]string{"lessons", "1", "2"}, "rithmo: lessons opens one lesson, got 2 arguments: give one lesson name or number (rithmo lesson list shows them)\n"},
		{[]string{"lesson", "bogus"}, "rithmo: unknown command \"bogus\" for \"rithmo lesson\" (rithmo lesson --help lists its commands)\n"},
		{[]string{"lesson", "shw", "1"}, "rithmo: unknown command \"shw\" for \"rithmo lesson\"; did you mean show? (rithmo lesson --help lists its commands)\n"},
		{[]string{"help", "lesson", "bogus"}, "rithmo: unknown command \"bogus\" for \"rithmo lesson\" (rithmo lesson --help lists its commands)\n"},
	} {
		t.Run(strings.Join(tc.args, " "), func(t *testing.T) {
			code, out, errOut := execRithmo(t, "", nil, tc.args...)
			assert.Equal(t, ExitUsage, code)
			assert.Empty(t, out)
			assert.Equal(t, tc.want, errOut)
		})
	}
	code, out, _ := execRithmo(t, "", nil, "help", "lesson", "show")
	assert.Equal(t, ExitOK, code)
	assert.Contains(t, out, "rithmo lesson show NAME|NUMBER")
}

// argumentCountError words each of cobra's validators.
func TestArgumentCountError(t *testing.T) {
	for _, tc := range []struct {
		use   string
		check cobra.PositionalArgs
		args  []string
		want  string
	}{
		{"play FILE [ID]", cobra.RangeArgs(1, 2), nil, "zz play needs FILE (usage: rithmo zz play FILE [ID])"},
		{"play FILE [ID]", cobra.RangeArgs(1, 2), []string{"a", "b", "c"}, `zz play takes at most 2 arguments, got 3: "c" is one too many (usage: rithmo zz play FILE [ID])`},
		{"pair A B", cobra.ExactArgs(2), []string{"1"}, "zz pair needs B (usage: rithmo zz pair A B)"},
		{"pair A B", cobra.ExactArgs(2), []string{"1", "2", "3", "4"}, `zz pair takes 2 arguments, got 4: those from "3" on are too many (usage: rithmo zz pair A B)`},
		{"one NAME", cobra.ExactArgs(1), []string{"a", "b"}, `zz one takes 1 argument, got 2: "b" is one too many (usage: rithmo zz one NAME)`},
		{"some PATH...", cobra.MinimumNArgs(1), nil, "zz some needs PATH (usage: rithmo zz some PATH...)"},
		{"some [--all] [PATH]", cobra.MinimumNArgs(2), nil, "zz some needs at least 2 arguments, got 0 (usage: rithmo zz some [--all] [PATH])"},
		{"none", cobra.NoArgs, []string{"x", "y"}, `zz none takes no arguments, got "x" (usage: rithmo zz none)`},
		{"pick COLOUR", cobra.OnlyValidArgs, []string{"mauve"}, `zz pick: "mauve" is not one of red (usage: rithmo zz pick COLOUR)`},
	} {
		t.Run(tc.use+" "+strings.Join(tc.args, " "), func(t *testing.T) {
			root := &cobra.Command{Use: "rithmo"}
			group := &cobra.Command{Use: "zz"}
			c := &cobra.Command{Use: tc.use, Args: tc.check, Run: func(*cobra.Command, []string) {}}
			if strings.HasPrefix(tc.use, "pick") {
				c.ValidArgs = []string{"red\tthe colour of blood"}
			}
			root.AddCommand(group)
			group.AddCommand(c)
			err := argumentCountError(c, tc.check, tc.args, tc.check(c, tc.args))
			require.Error(t, err)
			assert.True(t, isUsageError(err), "a usage error")
			assert.Equal(t, tc.want, err.Error())
		})
	}
}

func TestRequiredArgs(t *testing.T) {
	for use, want := range map[string][]string{
		"play FILE [ID]":      {"FILE"},
		"ratio A B":           {"A", "B"},
		"check [FILE|DIR]...": nil,
		"generate --goal capture|spot|triumph --rules ID [flags]":     nil,
		"proportions [--kind arithmetic|geometric|harmonic] [--json]": nil,
		"analyse [--json] POSITION":                                   {"POSITION"},
		"show NAME|NUMBER":                                            {"NAME|NUMBER"},
	} {
		assert.Equal(t, want, requiredArgs(&cobra.Command{Use: use}), use)
	}
}
