package cli

import (
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/spf13/cobra"

	"github.com/rithmo/rithmo/cmd/internal/ui"
	"github.com/rithmo/rithmo/content/help"
	"github.com/rithmo/rithmo/lessons/render"
)

// newHelpCmd is rithmo's help command: the reference topics (content/help)
// rendered as lesson pages are, and, for a word that names a command,
// that command's help as cobra prints it.
func newHelpCmd(env *Env) *cobra.Command {
	var width int
	cmd := &cobra.Command{
		Use:   "help [TOPIC | COMMAND...]",
		Short: "Read a help topic (notation, rule sets, file formats, terminals, the class server) or a command's help",
		Long: `Without arguments, list the help topics. With a topic, print it, rendered
for the terminal as a lesson page is (plain text when the output is not a
terminal, or with NO_COLOR). With a command, print that command's help, as
rithmo COMMAND --help does.

Text is wrapped at min(columns - 4, 80); --width sets the columns.`,
		Example: `  rithmo help
  rithmo help notation
  rithmo help terminals --width 60
  rithmo help puzzles play`,
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) == 0 {
				return nil
			}
			if _, ok := help.Find(args[0]); ok {
				if len(args) > 1 {
					return Usagef("help %s is a topic and takes nothing after it, got %q", args[0], args[1])
				}
				return nil
			}
			if !isCommand(cmd.Root(), args[0]) {
				return Usagef("no help topic or command %q; the topics are %s (rithmo --help lists the commands)", clipMessage(args[0]), strings.Join(help.Names(), ", "))
			}
			return helpTopic(cmd, args)
		},
		ValidArgsFunction: func(cmd *cobra.Command, args []string, toComplete string) ([]string, cobra.ShellCompDirective) {
			if len(args) > 0 {
				return nil, cobra.ShellCompDirectiveNoFileComp
			}
			var out []string
			for _, t := range help.Topics() {
				if strings.HasPrefix(t.Name, toComplete) {
					out = append(out, t.Name+"\t"+t.Title)
				}
			}
			for _, c := range cmd.Root().Commands() {
				if c.IsAvailableCommand() && strings.HasPrefix(c.Name(), toComplete) {
					out = append(out, c.Name()+"\t"+c.Short)
				}
			}
			return out, cobra.ShellCompDirectiveNoFileComp
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			if len(args) == 0 {
				return listTopics(env.Stdout)
			}
			if t, ok := help.Find(args[0]); ok {
				if cmd.Flags().Changed("width") && width < minShowWidth {
					return Usagef("--width is the columns to lay the text out for, from %d up, not %d", minShowWidth, width)
				}
				return showTopic(env, t, width)
			}
			found, _, err := cmd.Root().Find(args)
			if err != nil {
				return &UsageError{Err: err}
			}
			return found.Help()
		},
	}
	cmd.Flags().IntVar(&width, "width", 0, "columns to lay a topic out for (default: the terminal's, or $COLUMNS, or 80)")
	return cmd
}

// isCommand reports whether name is one of root's commands (or an alias).
func isCommand(root *cobra.Command, name string) bool {
	return slices.ContainsFunc(root.Commands(), func(c *cobra.Command) bool {
		return c.Name() == name || c.HasAlias(name)
	})
}

func listTopics(w io.Writer) error {
	var b strings.Builder
	b.WriteString("Help topics (rithmo help TOPIC):\n\n")
	topics := help.Topics()
	nameWidth := 0
	for _, t := range topics {
		nameWidth = max(nameWidth, len(t.Name))
	}
	for _, t := range topics {
		fmt.Fprintf(&b, "  %-*s  %s\n", nameWidth, t.Name, t.Title)
	}
	b.WriteString("\nEach command has its help too: rithmo help COMMAND, or rithmo COMMAND --help.\n")
	_, err := io.WriteString(w, b.String())
	return err
}

// showTopic renders a topic as the lessons are rendered: the same renderer,
// the style ui.Detect decides, plain words in accessible mode.
func showTopic(env *Env, t help.Topic, width int) error {
	term := ui.Detect(env.Stdin, env.Stdout, env.Getenv)
	if width > 0 {
		term.Width = width
	}
	style := term.Style
	if env.Accessible {
		style = ui.StyleNoTTY
	}
	text, err := render.New(style, 0).Markdown(t.Markdown, term.TextWidth())
	if err != nil {
		return fmt.Errorf("help %s: %w", t.Name, err)
	}
	if env.Accessible {
		text = render.Spoken(text)
	}
	_, err = io.WriteString(env.Stdout, text+"\n")
	return err
}
