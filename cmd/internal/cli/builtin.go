package cli

import (
	"fmt"
	"runtime/debug"
	"strings"

	"github.com/spf13/cobra"
)

// addBuiltinCommands adds rithmo's own completion command (cobra's default
// one has no examples) and its own help command, which also reads the help
// topics (help.go).
func addBuiltinCommands(root *cobra.Command, env *Env) {
	root.AddCommand(newCompletionCmd(root))
	h := newHelpCmd(env)
	root.SetHelpCommand(h)
	root.AddCommand(h)
}

// helpTopic refuses help for a command that does not exist (cobra's help
// would print "Unknown help topic" and exit 0): a word after a group that
// is not one of its commands is an unknown command, exit 2.
func helpTopic(cmd *cobra.Command, args []string) error {
	found, rest, err := cmd.Root().Find(args)
	if err != nil {
		return &UsageError{Err: err}
	}
	if len(rest) > 0 && found.HasSubCommands() {
		return unknownSubcommand(found, rest)
	}
	return nil
}

func newCompletionCmd(root *cobra.Command) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "completion SHELL",
		Short: "Print the shell completion script for bash, zsh, fish or powershell",
		Long: `Print the script that lets your shell complete rithmo's commands, flags
and arguments when you press Tab. Load it once in the current shell, or
save it where your shell looks for completions (see each shell's help).`,
		Example: `  source <(rithmo completion bash)
  rithmo completion bash > ~/.local/share/bash-completion/completions/rithmo
  rithmo completion zsh > "${fpath[1]}/_rithmo"
  rithmo completion fish > ~/.config/fish/completions/rithmo.fish
  rithmo completion powershell | Out-String | Invoke-Expression`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			return Usagef("name a shell: bash, zsh, fish or powershell (rithmo completion --help)")
		},
	}
	var noDesc bool
	shell := func(name, example string, gen func(cmd *cobra.Command) error) *cobra.Command {
		c := &cobra.Command{
			Use:     name,
			Short:   "Print the completion script for " + name,
			Long:    "Print the completion script for " + name + ". Load it as the example shows; descriptions of each completion are included unless --no-descriptions is given.",
			Example: example,
			Args:    cobra.NoArgs,
			RunE:    func(cmd *cobra.Command, args []string) error { return gen(cmd) },
		}
		c.Flags().BoolVar(&noDesc, "no-descriptions", false, "leave out the descriptions of completions")
		return c
	}
	cmd.AddCommand(
		shell("bash", `  source <(rithmo completion bash)                 # this shell only
  rithmo completion bash > ~/.local/share/bash-completion/completions/rithmo`, func(c *cobra.Command) error {
			return root.GenBashCompletionV2(c.OutOrStdout(), !noDesc)
		}),
		shell("zsh", `  rithmo completion zsh > "${fpath[1]}/_rithmo"   # then start a new shell
  source <(rithmo completion zsh)                  # this shell only`, func(c *cobra.Command) error {
			if noDesc {
				return root.GenZshCompletionNoDesc(c.OutOrStdout())
			}
			return root.GenZshCompletion(c.OutOrStdout())
		}),
		shell("fish", `  rithmo completion fish | source                  # this shell only
  rithmo completion fish > ~/.config/fish/completions/rithmo.fish`, func(c *cobra.Command) error {
			return root.GenFishCompletion(c.OutOrStdout(), !noDesc)
		}),
		shell("powershell", `  rithmo completion powershell | Out-String | Invoke-Expression`, func(c *cobra.Command) error {
			if noDesc {
				return root.GenPowerShellCompletion(c.OutOrStdout())
			}
			return root.GenPowerShellCompletionWithDesc(c.OutOrStdout())
		}),
	)
	return cmd
}

// fullVersion is Version, with the commit it was built from when Go recorded
// one (go build and go install in a git checkout do).
func fullVersion() string {
	info, ok := debug.ReadBuildInfo()
	if !ok {
		return Version
	}
	var rev, modified string
	for _, s := range info.Settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.modified":
			if s.Value == "true" {
				modified = ", modified"
			}
		}
	}
	var extra []string
	if rev != "" {
		extra = append(extra, "commit "+rev[:min(len(rev), 12)]+modified)
	}
	extra = append(extra, info.GoVersion)
	return fmt.Sprintf("%s (%s)", Version, strings.Join(extra, ", "))
}
