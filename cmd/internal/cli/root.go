package cli

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"
	"unicode/utf8"

	"github.com/spf13/cobra"

	"github.com/rithmo/rithmo/rules/engine"
)

// Version is the program's version, set at build time with
// -ldflags "-X github.com/rithmo/rithmo/cmd/internal/cli.Version=...".
var Version = "0.1.0-dev"

// Exit codes.
const (
	ExitOK          = 0
	ExitFailure     = 1
	ExitUsage       = 2
	ExitHangup      = 129 // SIGHUP
	ExitInterrupted = 130 // SIGINT, or Ctrl-C in a full-screen program
	ExitTerminated  = 143 // SIGTERM
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

	// GamesDir is where games are kept when not beside the progress file:
	// a class server gives each student their own.
	GamesDir string
	// Now, when set, is the clock commands read (a class server's, which
	// tests fix); nil reads the process's (see clock).
	Now func() time.Time
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

// commands lists the constructors of every subcommand group, each in its
// own file: a list NewRoot reads, rather than one each file appends to in
// an init function, so that the commands are in one place and in order.
var commands = []func(*Env) *cobra.Command{
	newRatioCmd, newMeanCmd, newProportionsCmd, newTriumphsCmd, newBoardCmd, newAnalyseCmd, newApplyCmd,
	newClassCmd, newDailyCmd, newPracticeCmd, newGlossaryCmd, newLessonsCmd, newLessonCmd,
	newProgressCmd, newPuzzlesCmd, newReviewCmd, newRulesCmd, newServeCmd, newVictoryCmd,
	newWorksheetCmd, newPlayCmd,
}

// addVersionFunc registers fullVersion in cobra's templates, which are
// global: once, since roots are made again (by tests, in parallel too).
var addVersionFunc sync.Once

// NewRoot builds the command tree for env.
func NewRoot(env *Env) *cobra.Command {
	root := &cobra.Command{
		Use:   "rithmo",
		Short: "A terminal tutor for the arithmetic of Rithmomachia, the battle of numbers",
		Long: `rithmo teaches the Boethian arithmetic behind Rithmomachia, the medieval
battle of numbers: ratios, proportions, how the men's numbers are born, how
they take each other and how a triumph is set. Run it without arguments for
the home screen; rithmo help lists the reference topics (the notation, the
rule sets, the file formats, terminals, the class server).`,
		Example: `  rithmo                      # the home screen: lessons, puzzles, progress
  rithmo --accessible         # the same as plain prompts, for screen readers
  rithmo progress --json
  rithmo completion bash > ~/.local/share/bash-completion/completions/rithmo`,
		// The commit and Go version are read from the build information
		// only for --version, by the version template, not in every run.
		Version:       Version,
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
	addVersionFunc.Do(func() { cobra.AddTemplateFunc("fullVersion", fullVersion) })
	root.SetVersionTemplate(`{{with .DisplayName}}{{printf "%s " .}}{{end}}{{printf "version %s" fullVersion}}` + "\n")
	root.SetIn(env.Stdin)
	root.SetOut(env.Stdout)
	root.SetErr(env.Stderr)
	root.PersistentFlags().StringVar(&env.DataFile, "data", "", "progress database file (default $RITHMO_DATA, else $XDG_DATA_HOME/rithmo/progress.db)")
	root.PersistentFlags().BoolVar(&env.Accessible, "accessible", false, "plain prompts for screen readers (also ACCESSIBLE=1)")
	root.SetFlagErrorFunc(func(_ *cobra.Command, err error) error { return &UsageError{Err: flagError(err)} })
	for _, c := range commands {
		root.AddCommand(c(env))
	}
	addBuiltinCommands(root, env)
	// Before guardArguments: registerCompletions asks each leaf's own Args
	// whether it takes an argument, and the guard's refusal would word a
	// whole usage error for every leaf that takes none.
	registerCompletions(root)
	guardArguments(root)
	// A group's RunE is only there to refuse arguments: its usage keeps
	// showing "rithmo lesson [command]" alone, not a runnable "rithmo
	// lesson [flags]" too. Set on the root, the template serves every
	// command.
	root.SetUsageTemplate(strings.Replace(root.UsageTemplate(), "Usage:{{if .Runnable}}",
		`Usage:{{if and .Runnable (ne (index .Annotations "`+helpOnlyGroup+`") "true")}}`, 1))
	return root
}

// guardArguments walks the finished command tree so that every command,
// whoever wrote it, answers wrong arguments with a usage error (exit 2)
// in words rather than cobra's "accepts 1 arg(s)":
//
//   - a group (a command with subcommands and no Run of its own) prints
//     its help when called bare and calls any argument an unknown command;
//   - a group that runs (the root, puzzles) calls an argument its Args
//     refuses an unknown command too;
//   - a leaf whose Args refuses the arguments with cobra's own message gets
//     one that says how many it takes and what they are; a UsageError the
//     command's own Args returns is kept as it is.
func guardArguments(c *cobra.Command) {
	for _, sub := range c.Commands() {
		guardArguments(sub)
	}
	switch check := c.Args; {
	case c.HasSubCommands() && !c.Runnable():
		c.Args = unknownSubcommand
		c.RunE = func(cmd *cobra.Command, args []string) error { return cmd.Help() }
		if c.Annotations == nil {
			c.Annotations = map[string]string{}
		}
		c.Annotations[helpOnlyGroup] = "true"
	case c.HasSubCommands():
		if check == nil {
			check = cobra.NoArgs // a group takes no arguments unless it says so
		}
		c.Args = func(cmd *cobra.Command, args []string) error {
			err := check(cmd, args)
			if err == nil || isUsageError(err) {
				return err
			}
			return unknownSubcommand(cmd, args)
		}
	case check != nil:
		c.Args = func(cmd *cobra.Command, args []string) error {
			err := check(cmd, args)
			if err == nil || isUsageError(err) {
				return err
			}
			return argumentCountError(cmd, check, args, err)
		}
	}
}

// flagError words pflag's complaint about a number flag without strconv's
// own text ("strconv.ParseInt: parsing "9999…": value out of range").
func flagError(err error) error {
	var num *strconv.NumError
	if !errors.As(err, &num) {
		return err
	}
	m := flagValue.FindStringSubmatch(err.Error())
	if m == nil {
		return err
	}
	if errors.Is(num.Err, strconv.ErrRange) {
		return fmt.Errorf("%s %s: the number is too large; give a smaller whole number", m[2], clipMessage(m[1]))
	}
	return fmt.Errorf("%s %s: want a whole number", m[2], clipMessage(m[1]))
}

// flagValue picks the value and the flag out of pflag's "invalid argument
// "X" for "--page" flag: ...".
var flagValue = regexp.MustCompile(`^invalid argument "(.*)" for "([^"]+)" flag`)

// helpOnlyGroup annotates a group that guardArguments gave a RunE only to
// print its help.
const helpOnlyGroup = "rithmo.help-only-group"

func isUsageError(err error) bool {
	var usage *UsageError
	return errors.As(err, &usage)
}

// unknownSubcommand refuses any argument to a group: the first is not one
// of its commands.
func unknownSubcommand(cmd *cobra.Command, args []string) error {
	if len(args) == 0 {
		return nil
	}
	msg := fmt.Sprintf("unknown command %q for %q", args[0], cmd.CommandPath())
	if cmd.SuggestionsMinimumDistance <= 0 {
		cmd.SuggestionsMinimumDistance = 2 // cobra's default, which SuggestionsFor leaves unset
	}
	if s := cmd.SuggestionsFor(args[0]); len(s) > 0 {
		msg += fmt.Sprintf("; did you mean %s?", strings.Join(s, " or "))
	}
	return Usagef("%s (%s --help lists its commands)", msg, cmd.CommandPath())
}

// argumentCountError words the refusal of a leaf's Args (cobra's "accepts
// 1 arg(s), received 0") as a usage error naming the command, the arguments
// it takes and how many it got. Whether there were too few or too many is
// found by asking check about other counts; a refusal that is about neither
// keeps cobra's words after the command's name.
func argumentCountError(cmd *cobra.Command, check cobra.PositionalArgs, args []string, err error) error {
	name := strings.TrimPrefix(cmd.CommandPath(), cmd.Root().Name()+" ")
	usage := "usage: " + cmd.UseLine()
	if len(cmd.ValidArgs) > 0 {
		valid := make([]string, len(cmd.ValidArgs))
		for i, v := range cmd.ValidArgs {
			valid[i], _, _ = strings.Cut(v, "\t")
		}
		for _, a := range args {
			if !slices.Contains(valid, a) {
				return Usagef("%s: %q is not one of %s (%s)", name, a, strings.Join(valid, ", "), usage)
			}
		}
	}
	accepts := func(n int) bool {
		probe := append([]string{}, args[:min(n, len(args))]...)
		for len(probe) < n {
			probe = append(probe, "x")
		}
		return check(cmd, probe) == nil
	}
	for n := len(args) + 1; n <= len(args)+8; n++ {
		if !accepts(n) {
			continue
		}
		if need := requiredArgs(cmd); len(args) < len(need) {
			return Usagef("%s needs %s (%s)", name, engine.JoinAnd(need[len(args):]), usage)
		}
		return Usagef("%s needs at least %s, got %d (%s)", name, howMany(n, "argument"), len(args), usage)
	}
	for most := len(args) - 1; most >= 0; most-- {
		if !accepts(most) {
			continue
		}
		if most == 0 {
			return Usagef("%s takes no arguments, got %q (%s)", name, args[0], usage)
		}
		least := most
		for least > 0 && accepts(least-1) {
			least--
		}
		takes := howMany(most, "argument")
		if least < most {
			takes = "at most " + takes
		}
		extra := fmt.Sprintf("%q is one too many", args[most])
		if len(args) > most+1 {
			extra = fmt.Sprintf("those from %q on are too many", args[most])
		}
		return Usagef("%s takes %s, got %d: %s (%s)", name, takes, len(args), extra, usage)
	}
	return Usagef("%s: %v (%s)", name, err, usage)
}

// requiredArgs are the placeholders of a command's Use line that are not
// optional: "FILE" in "play FILE [ID]". Flags and their values are left
// out.
func requiredArgs(cmd *cobra.Command) []string {
	var out []string
	words := strings.Fields(cmd.Use)
	for i := 1; i < len(words); i++ {
		w := words[i]
		switch {
		case strings.HasPrefix(w, "["):
			for !strings.HasSuffix(w, "]") && i+1 < len(words) {
				i++
				w = words[i]
			}
		case strings.HasPrefix(w, "-"):
			i++ // its value
		case strings.ToUpper(w) == w:
			out = append(out, strings.TrimSuffix(w, "..."))
		}
	}
	return out
}

// Main runs the command line args and returns the exit code.
//
// Main alone handles SIGINT, SIGTERM and SIGHUP: it cancels the command's
// context, so that a full-screen program leaves the alternate screen and
// shows the cursor again and a waiting prompt gives up, and the exit code
// is 128 + the signal's number (130, 143, 129), as a shell reports it.
// (bubbletea's own signal handler is turned off everywhere: it can
// deadlock the shutdown, review D4.) A second signal, or a command that has
// not stopped graceTime after the first, ends the process at once.
func Main(args []string, env *Env) int {
	ctx, cancel := context.WithCancelCause(context.Background())
	defer cancel(nil)
	sigs := make(chan os.Signal, 1)
	signal.Notify(sigs, syscall.SIGINT, syscall.SIGTERM, syscall.SIGHUP)
	defer signal.Stop(sigs)
	finished := make(chan struct{})
	defer close(finished)
	go func() {
		select {
		case sig := <-sigs:
			s := &SignalError{Signal: sig.(syscall.Signal)}
			cancel(s)
			select {
			case <-sigs:
			case <-time.After(graceTime):
			case <-finished:
				return
			}
			fmt.Fprintf(env.Stderr, "rithmo: %v\n", s)
			os.Exit(s.Code())
		case <-finished:
		}
	}()
	root := NewRoot(env)
	root.SetArgs(args)
	err := root.ExecuteContext(ctx)
	return report(env.Stderr, err, context.Cause(ctx))
}

// graceTime is how long a command has to stop after a signal.
const graceTime = 3 * time.Second

// SignalError is the cause of a command's context cancelled by a signal.
type SignalError struct{ Signal syscall.Signal }

func (e *SignalError) Error() string {
	switch e.Signal {
	case syscall.SIGINT:
		return "interrupted"
	case syscall.SIGTERM:
		return "terminated (SIGTERM)"
	case syscall.SIGHUP:
		return "the terminal hung up (SIGHUP)"
	}
	return "stopped by " + e.Signal.String()
}

// Code is the exit code for the signal: 128 + its number.
func (e *SignalError) Code() int { return 128 + int(e.Signal) }

// report prints err on one line and maps it to an exit code. cause is why
// the command's context ended, if it did: a signal decides the exit code
// whatever the command returned.
func report(w io.Writer, err error, cause error) int {
	var sig *SignalError
	if errors.As(cause, &sig) {
		fmt.Fprintf(w, "rithmo: %v\n", sig)
		return sig.Code()
	}
	if err == nil {
		return ExitOK
	}
	if cause != nil || errors.Is(err, context.Canceled) {
		fmt.Fprintln(w, "rithmo: interrupted")
		return ExitInterrupted
	}
	fmt.Fprintf(w, "rithmo: %s\n", clipMessage(err.Error()))
	var usage *UsageError
	if errors.As(err, &usage) || isCobraUsage(err) {
		return ExitUsage
	}
	return ExitFailure
}

// maxErrorLine is the most characters of an error rithmo prints: an error
// quoting a huge argument (a 90 KB position) is cut, not printed whole.
const maxErrorLine = 2000

func clipMessage(msg string) string {
	if len(msg) <= maxErrorLine {
		return msg
	}
	cut := maxErrorLine
	for cut > 0 && !utf8.RuneStart(msg[cut]) {
		cut--
	}
	return fmt.Sprintf("%s… (%d more bytes)", msg[:cut], len(msg)-cut)
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
