package cli

import (
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
