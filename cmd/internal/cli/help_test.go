package cli

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"
	"github.com/spf13/cobra"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/content/help"
	"github.com/rithmo/rithmo/lessons/render"
)

// Each topic as `rithmo help TOPIC --width 80` prints it through a pipe:
// plain text, checked against its golden file.
func TestHelpTopicsGolden(t *testing.T) {
	for _, topic := range help.Names() {
		t.Run(topic, func(t *testing.T) {
			code, out, errOut := execRithmo(t, "", nil, "help", topic, "--width", "80")
			require.Equal(t, ExitOK, code, errOut)
			assert.Empty(t, errOut)
			assert.NotContains(t, out, "\x1b", "plain text when the output is not a terminal")
			golden(t, "help-"+topic+".golden", out)
		})
	}
}

// Every topic renders in every style and at every width a terminal may
// have, no line running past the width it was given.
func TestEveryHelpTopicRenders(t *testing.T) {
	for _, topic := range help.Topics() {
		for _, style := range []string{render.StyleDark, render.StyleLight, render.StyleNoTTY} {
			for _, width := range []int{40, 60, 76, 80} {
				text, err := render.New(style, 0).Markdown(topic.Markdown, width)
				require.NoError(t, err, "%s %s %d", topic.Name, style, width)
				plain := ansi.Strip(text)
				assert.Contains(t, plain, topic.Title, "%s %s %d", topic.Name, style, width)
				for i, line := range strings.Split(plain, "\n") {
					// A code line cannot be wrapped; the topics keep theirs
					// within 72 columns, which fits from 76 up.
					if width >= 76 {
						assert.LessOrEqual(t, ansi.StringWidth(line), width, "%s %s %d, line %d: %q", topic.Name, style, width, i+1, line)
					}
				}
			}
		}
	}
}

func TestHelpListsTopics(t *testing.T) {
	code, out, errOut := execRithmo(t, "", nil, "help")
	require.Equal(t, ExitOK, code, errOut)
	for _, topic := range help.Topics() {
		assert.Regexp(t, `(?m)^  `+regexp.QuoteMeta(topic.Name)+` +`+regexp.QuoteMeta(topic.Title)+`$`, out)
	}
	assert.Contains(t, out, "rithmo help COMMAND")
}

func TestHelpRefusals(t *testing.T) {
	topics := strings.Join(help.Names(), ", ")
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"help", "bogus"}, `rithmo: no help topic or command "bogus"; the topics are ` + topics + " (rithmo --help lists the commands)\n"},
		{[]string{"help", "Notation"}, `rithmo: no help topic or command "Notation"; the topics are ` + topics + " (rithmo --help lists the commands)\n"},
		{[]string{"help", "notation", "extra"}, `rithmo: help notation is a topic and takes nothing after it, got "extra"` + "\n"},
		{[]string{"help", "lesson", "bogus"}, "rithmo: unknown command \"bogus\" for \"rithmo lesson\" (rithmo lesson --help lists its commands)\n"},
		{[]string{"help", "notation", "--width", "5"}, "rithmo: --width is the columns to lay the text out for, from 20 up, not 5\n"},
	} {
		t.Run(strings.Join(tc.args, " "), func(t *testing.T) {
			code, out, errOut := execRithmo(t, "", nil, tc.args...)
			assert.Equal(t, ExitUsage, code)
			assert.Empty(t, out)
			assert.Equal(t, tc.want, errOut)
			assert.Equal(t, 1, strings.Count(errOut, "\n"), "one line")
		})
	}
}

// A word that names a command still gets that command's help.
func TestHelpForACommand(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"help", "lesson", "show"}, "rithmo lesson show NAME|NUMBER"},
		{[]string{"help", "serve"}, "rithmo serve --class FILE [flags]"},
		{[]string{"help", "serve"}, "ssh-keygen -t ed25519"}, // how a student makes a key
		{[]string{"help", "help"}, "rithmo help [TOPIC | COMMAND...]"},
	} {
		t.Run(strings.Join(tc.args, " "), func(t *testing.T) {
			code, out, errOut := execRithmo(t, "", nil, tc.args...)
			assert.Equal(t, ExitOK, code, errOut)
			assert.Contains(t, out, tc.want)
		})
	}
}

// In accessible mode a topic is read out: no heading marks to speak.
func TestHelpTopicAccessible(t *testing.T) {
	code, out, errOut := execRithmo(t, "", nil, "--accessible", "help", "terminals")
	require.Equal(t, ExitOK, code, errOut)
	assert.Contains(t, out, "The 5-second pause")
	assert.NotContains(t, out, "##")
	assert.NotRegexp(t, `(?m)^\s*# `, out)
}

// The README sends readers to `rithmo help TOPIC`: every topic it names
// exists, and it names at least the topics that replaced its reference
// sections.
func TestREADMEHelpTopicsExist(t *testing.T) {
	readme, err := os.ReadFile(filepath.Join("..", "..", "..", "README.md"))
	require.NoError(t, err)
	root := NewRoot(&Env{Getenv: func(string) string { return "" }})
	named := map[string]bool{}
	for _, m := range regexp.MustCompile("rithmo help ([a-z][a-z0-9-]*)").FindAllStringSubmatch(string(readme), -1) {
		named[m[1]] = true
		_, isTopic := help.Find(m[1])
		assert.True(t, isTopic || isCommand(root, m[1]), "README names `rithmo help %s`, which is neither a topic nor a command", m[1])
	}
	for _, topic := range []string{"notation", "rule-sets", "lesson-files", "puzzle-files", "terminals", "class-server"} {
		assert.True(t, named[topic], "README points to `rithmo help %s`", topic)
	}
}

// The examples of every command's help name only files that exist, so
// that an example can be run as it is from a checkout.
func TestExamplesNameFilesThatExist(t *testing.T) {
	path := regexp.MustCompile(`\bcontent/[\w./-]+\.(?:md|puz)\b`)
	root := NewRoot(&Env{Getenv: func(string) string { return "" }})
	var walk func(c *cobra.Command)
	seen := 0
	walk = func(c *cobra.Command) {
		for _, p := range path.FindAllString(c.Example+"\n"+c.Long, -1) {
			seen++
			_, err := os.Stat(filepath.Join("..", "..", "..", p))
			assert.NoError(t, err, "%s names %s", c.CommandPath(), p)
		}
		for _, sub := range c.Commands() {
			walk(sub)
		}
	}
	walk(root)
	assert.GreaterOrEqual(t, seen, 3, "the lesson and puzzle commands' examples name content files")
}

// The README is for users: short, and opening with the command that runs
// the tutor and the one that runs the tests.
func TestREADMEIsShortAndOpensWithTheTwoCommands(t *testing.T) {
	readme, err := os.ReadFile(filepath.Join("..", "..", "..", "README.md"))
	require.NoError(t, err)
	assert.LessOrEqual(t, len(readme), 15<<10, "README.md: at most 15 KB")
	lines := strings.Split(string(readme), "\n")
	require.Greater(t, len(lines), 5)
	assert.Equal(t, "```sh", lines[2])
	assert.True(t, strings.HasPrefix(lines[3], "go run ./cmd/rithmo "), lines[3])
	assert.True(t, strings.HasPrefix(lines[4], "go test ./... "), lines[4])
}

// Tab after `rithmo help` offers the topics, then the commands.
func TestHelpCompletes(t *testing.T) {
	for _, tc := range []struct {
		prefix string
		want   []string
	}{
		{"no", []string{"notation\tPosition notation"}},
		{"r", []string{"review-and-ratings\tReview, ratings and mastery", "rule-sets\tRule sets", "ratio", "review", "rules"}},
		{"zz", nil},
	} {
		t.Run(tc.prefix, func(t *testing.T) {
			code, out, errOut := execRithmo(t, "", nil, cobra.ShellCompRequestCmd, "help", tc.prefix)
			require.Equal(t, ExitOK, code, errOut)
			var got []string
			for _, line := range strings.Split(strings.TrimSpace(out), "\n") {
				if !strings.HasPrefix(line, ":") {
					got = append(got, line)
				}
			}
			require.Len(t, got, len(tc.want), out)
			for i, w := range tc.want {
				assert.True(t, strings.HasPrefix(got[i], w), "%q, want %q", got[i], w)
			}
		})
	}
}
