package cli

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"

	"github.com/spf13/cobra"
)

// Version is the program's version, set at build time with
// -ldflags "-X github.com/rithmo/rithmo/cmd/internal/cli.Version=...".
var Version = "0.1.0-dev"

// Exit codes.
const (
	ExitOK          = 0
	ExitFailure     = 1
	ExitUsage       = 2
	ExitInterrupted = 130
)

// Env is everything a command may touch of the outside world. Tests build
// their own; main uses StdEnv.
type Env struct {
	Stdin  io.Reader
	Stdout io.Writer
	Stderr io.Writer
	// Getenv reads an environment variable ("" when unset).
	Getenv func(string) string

	// Filled from global flags before a command runs.
	DataFile   string // --data
	Accessible bool   // --accessible or ACCESSIBLE=1
}

// StdEnv is the Env of a real process.
func StdEnv() *Env {
	return &Env{Stdin: os.Stdin, Stdout: os.Stdout, Stderr: os.Stderr, Getenv: os.Getenv}
}

// UsageError marks an error as the caller's mistake: exit code 2.
type UsageError struct{ Err error }

func (e *UsageError) Error() string { return e.Err.Error() }
func (e *UsageError) Unwrap() error { return e.Err }

// Usagef returns a UsageError with a formatted message.
func Usagef(format string, args ...any) error {
	return &UsageError{Err: fmt.Errorf(format, args...)}
}

// commands lists the constructors of every subcommand group. Each lives in
// its own file.
var commands []func(*Env) *cobra.Command

// NewRoot builds the command tree for env.
func NewRoot(env *Env) *cobra.Command {
	root := &cobra.Command{
		Use:   "rithmo",
		Short: "A terminal tutor for the arithmetic of Rithmomachia, the battle of numbers",
		Long: `rithmo teaches the Boethian arithmetic behind Rithmomachia, the medieval
battle of numbers: ratios, proportions, how the men's numbers are born, how
they take each other and how a triumph is set. Run it without arguments for
the home screen.`,
		Example: `  rithmo                      # the home screen: lessons, puzzles, progress
  rithmo --accessible         # the same as plain prompts, for screen readers
  rithmo progress --json
  rithmo completion bash > ~/.local/share/bash-completion/completions/rithmo`,
		Version:       fullVersion(),
		SilenceUsage:  true,
		SilenceErrors: true,
		Args:          cobra.NoArgs,
		RunE:          func(cmd *cobra.Command, args []string) error { return runHome(cmd, env) },
		PersistentPreRunE: func(cmd *cobra.Command, args []string) error {
			if env.DataFile == "" {
				env.DataFile = env.Getenv("RITHMO_DATA")
			}
			if v := env.Getenv("ACCESSIBLE"); v != "" && v != "0" && !strings.EqualFold(v, "false") {
				env.Accessible = true
			}
			return nil
		},
	}
	root.SetIn(env.Stdin)
	root.SetOut(env.Stdout)
	root.SetErr(env.Stderr)
	root.PersistentFlags().StringVar(&env.DataFile, "data", "", "progress database file (default $RITHMO_DATA, else $XDG_DATA_HOME/rithmo/progress.db)")
	root.PersistentFlags().BoolVar(&env.Accessible, "accessible", false, "plain prompts for screen readers (also ACCESSIBLE=1)")
	root.SetFlagErrorFunc(func(_ *cobra.Command, err error) error { return &UsageError{Err: err} })
	for _, c := range commands {
		root.AddCommand(c(env))
	}
	addBuiltinCommands(root)
	return root
}

// Main runs the command line args and returns the exit code.
func Main(args []string, env *Env) int {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	root := NewRoot(env)
	root.SetArgs(args)
	err := root.ExecuteContext(ctx)
	return report(env.Stderr, err, ctx.Err() != nil)
}

// report prints err on one line and maps it to an exit code.
func report(w io.Writer, err error, interrupted bool) int {
	if err == nil {
		return ExitOK
	}
	if interrupted || errors.Is(err, context.Canceled) {
		fmt.Fprintln(w, "rithmo: interrupted")
		return ExitInterrupted
	}
	fmt.Fprintf(w, "rithmo: %v\n", err)
	var usage *UsageError
	if errors.As(err, &usage) || isCobraUsage(err) {
		return ExitUsage
	}
	return ExitFailure
}

// isCobraUsage recognises cobra's own argument errors, which it returns as
// plain errors.
func isCobraUsage(err error) bool {
	msg := err.Error()
	for _, p := range []string{"unknown command", "unknown flag", "unknown shorthand flag", "accepts ", "requires at least", "requires at most", "invalid argument", "flag needs an argument"} {
		if strings.Contains(msg, p) {
			return true
		}
	}
	return false
}
