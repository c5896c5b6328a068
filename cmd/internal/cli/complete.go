package cli

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"github.com/rithmo/rithmo/puzzles"
	"github.com/rithmo/rithmo/puzzles/check"
	"github.com/rithmo/rithmo/puzzles/generate"
	"github.com/rithmo/rithmo/rules/arith"
	"github.com/rithmo/rithmo/rules/board"
	"github.com/rithmo/rithmo/rules/engine"
	"github.com/rithmo/rithmo/rules/triumph"
)

// Shell completion of arguments and flag values. The commands are built in
// their own files; registerCompletions adds the completions to the finished
// tree, so that one table here says what each command's Tab offers. Every
// list comes from the package that owns the names (lessons, rules/board,
// rules/engine, puzzles/check ...), never from a copy.

// argCompletions completes the positional arguments of a command, by its
// path without "rithmo ". The tables are functions, not package variables,
// so that their maps are built only when NewRoot runs, not before main.
func argCompletions() map[string]cobra.CompletionFunc {
	return map[string]cobra.CompletionFunc{
		"lessons":     completeLesson,
		"lesson show": completeLesson,
		"mean":        completeMeanKind,
		"board":       completePositionArg,
		"analyse":     completePositionArg,
		"victory":     completePositionArg,
		"rules":       completePositionArg,     // a rule set's id
		"ratio":       cobra.NoFileCompletions, // two numbers
	}
}

// flagCompletions completes flag values: command path, then flag name.
func flagCompletions() map[string]map[string]cobra.CompletionFunc {
	return map[string]map[string]cobra.CompletionFunc{
		"proportions":      {"kind": completeProportionKind},
		"triumphs":         {"kind": completeTriumphKind},
		"puzzles":          {"theme": completeTheme, "rules": completeRules},
		"puzzles list":     {"theme": completeTheme, "rules": completeRules},
		"puzzles generate": {"goal": completeGoal, "relation": completeRelation, "kind": completeTriumphKind, "rules": completeRules},
		"practice":         {"theme": completePracticeTheme, "rules": completeRules},
		"victory":          {"standards": completeStandards},
	}
}

// registerCompletions adds the completions of the tables to the commands
// of root's tree that have them.
func registerCompletions(root *cobra.Command) {
	argTable, flagTable := argCompletions(), flagCompletions()
	for _, c := range allCommandsOf(root) {
		path := commandKey(c)
		if f, ok := argTable[path]; ok && c.ValidArgsFunction == nil {
			c.ValidArgsFunction = f
		}
		if c.ValidArgsFunction == nil && !c.HasSubCommands() && c.Args != nil && c.Args(c, []string{"x"}) != nil {
			c.ValidArgsFunction = cobra.NoFileCompletions // it takes no arguments: no file names either
		}
		for name, f := range flagTable[path] {
			if c.Flags().Lookup(name) == nil {
				continue // a table entry without its flag: the tree test names it
			}
			if _, ok := c.GetFlagCompletionFunc(name); !ok {
				_ = c.RegisterFlagCompletionFunc(name, f) // fails only when already registered
			}
		}
	}
}

// commandKey is a command's path without the root's name: "lesson show".
func commandKey(c *cobra.Command) string {
	return strings.TrimPrefix(strings.TrimPrefix(c.CommandPath(), c.Root().Name()), " ")
}

// allCommandsOf is c and every command under it, c first.
func allCommandsOf(c *cobra.Command) []*cobra.Command {
	out := []*cobra.Command{c}
	for _, sub := range c.Commands() {
		out = append(out, allCommandsOf(sub)...)
	}
	return out
}

// choices keeps the completions whose value starts with toComplete (case
// ignored) and says that no file names are wanted.
func choices(toComplete string, all ...cobra.Completion) ([]cobra.Completion, cobra.ShellCompDirective) {
	out := make([]cobra.Completion, 0, len(all))
	prefix := strings.ToLower(toComplete)
	for _, c := range all {
		value, _, _ := strings.Cut(c, "\t")
		if strings.HasPrefix(strings.ToLower(value), prefix) {
			out = append(out, c)
		}
	}
	return out, cobra.ShellCompDirectiveNoFileComp
}

// completeLesson offers every lesson by name and by number, each described
// by the other and its title.
func completeLesson(_ *cobra.Command, args []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
	if len(args) > 0 {
		return nil, cobra.ShellCompDirectiveNoFileComp
	}
	all, err := loadLessons()
	if err != nil {
		return nil, cobra.ShellCompDirectiveNoFileComp
	}
	var out []cobra.Completion
	for _, l := range all {
		out = append(out, cobra.CompletionWithDesc(l.Name, "lesson "+strconv.Itoa(l.Number)+": "+l.Title))
	}
	for _, l := range all {
		out = append(out, cobra.CompletionWithDesc(strconv.Itoa(l.Number), l.Name+": "+l.Title))
	}
	return choices(toComplete, out...)
}

// proportionKinds are the kinds of mean and proportion, with the 1563
// book's "musical" for harmonic.
func proportionKinds() []cobra.Completion {
	return []cobra.Completion{
		cobra.CompletionWithDesc(arith.Arithmetic.String(), "equal differences: half of A + B"),
		cobra.CompletionWithDesc(arith.Geometric.String(), "equal ratios: the square root of A × B"),
		cobra.CompletionWithDesc(arith.Harmonic.String(), "2 × A × B divided by A + B"),
		cobra.CompletionWithDesc("musical", "the 1563 book's name for harmonic"),
	}
}

// completeMeanKind completes KIND, the first argument of rithmo mean. The
// command parses its own flags, so args may hold them: only positional
// arguments count.
func completeMeanKind(_ *cobra.Command, args []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
	if pos, _, err := splitArithArgs(args); err != nil || len(pos) > 0 {
		return nil, cobra.ShellCompDirectiveNoFileComp
	}
	return choices(toComplete, proportionKinds()...)
}

func completeProportionKind(_ *cobra.Command, _ []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
	return choices(toComplete, proportionKinds()...)
}

func completeTriumphKind(_ *cobra.Command, _ []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
	return choices(toComplete,
		cobra.CompletionWithDesc(arith.Great.String(), "three values in a progression"),
		cobra.CompletionWithDesc(arith.Greater.String(), "four values holding two kinds of progression"),
		cobra.CompletionWithDesc(arith.Greatest.String(), "four values holding all three kinds"),
	)
}

// ruleSets are the rule sets' ids described by their sources.
func ruleSets() []cobra.Completion {
	out := make([]cobra.Completion, len(board.RuleSets))
	for i, set := range board.RuleSets {
		out[i] = cobra.CompletionWithDesc(set.String(), set.Title())
	}
	return out
}

func completeRules(_ *cobra.Command, _ []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
	return choices(toComplete, ruleSets()...)
}

// completePositionArg offers the rule sets' ids as POSITION (their opening
// arrays) for the first argument; a position's later fields are not
// completed.
func completePositionArg(_ *cobra.Command, args []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
	if len(args) > 0 {
		return nil, cobra.ShellCompDirectiveNoFileComp
	}
	return choices(toComplete, ruleSets()...)
}

// completeGoal offers the goals of rithmo puzzles generate.
func completeGoal(_ *cobra.Command, _ []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
	return choices(toComplete,
		cobra.CompletionWithDesc(puzzles.GoalCapture.String(), "take a named man"),
		cobra.CompletionWithDesc(puzzles.GoalSpot.String(), "name every man you can take now"),
		cobra.CompletionWithDesc(puzzles.GoalTriumph.String(), "complete a triumph in the enemy camp"),
	)
}

// completeRelation offers the relations: those of the rule set when
// --rules names one already, else every rule set's.
func completeRelation(cmd *cobra.Command, _ []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
	names := check.RelationNames()
	if text, err := cmd.Flags().GetString("rules"); err == nil && text != "" {
		if r, err := board.ParseRules(text); err == nil {
			names = names[:0:0]
			for _, rel := range engine.RelationsOf(r) {
				names = append(names, rel.String())
			}
		}
	}
	return choices(toComplete, names...)
}

// completeTheme offers every theme a puzzle may have, the free tags
// described by what they mark.
func completeTheme(_ *cobra.Command, _ []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
	themes := check.Themes()
	out := make([]cobra.Completion, len(themes))
	for i, t := range themes {
		out[i] = t
		if what, ok := check.TagMarks(t); ok {
			out[i] = cobra.CompletionWithDesc(t, what)
		}
	}
	return choices(toComplete, out...)
}

// completePracticeTheme offers the themes practice can generate: the
// relations and the triumph kinds.
func completePracticeTheme(_ *cobra.Command, _ []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
	return choices(toComplete, generate.PracticeThemes()...)
}

// completeStandards offers the counts of standards of rithmo victory, and
// most for a stopped game.
func completeStandards(_ *cobra.Command, _ []string, toComplete string) ([]cobra.Completion, cobra.ShellCompDirective) {
	out := []cobra.Completion{cobra.CompletionWithDesc("most", "the game has stopped: the side with more standards wins")}
	for n := 1; n <= triumph.MaxStandards; n++ {
		out = append(out, cobra.CompletionWithDesc(strconv.Itoa(n), fmt.Sprintf("%d of White's %d or of Black's %d", n*triumph.WhiteStandard, triumph.WhiteStandard, triumph.BlackStandard)))
	}
	return choices(toComplete, out...)
}
