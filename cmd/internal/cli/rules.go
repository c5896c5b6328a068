package cli

import (
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/spf13/cobra"

	"github.com/rithmo/rithmo/cmd/internal/ui"
	"github.com/rithmo/rithmo/rules/board"
	"github.com/rithmo/rithmo/rules/summary"
)

func newRulesCmd(env *Env) *cobra.Command {
	return &cobra.Command{
		Use:   "rules [RULESET]",
		Short: "Summarise a rule set on one screen: moves, captures, turns, triumphs, victories",
		Long: `Print a one-screen summary of a rule set for a learner, as rithmo plays it:
where the armies stand and who moves first, how the men move, how they take,
what a turn may be, when and where a triumph stands and in what shapes, the
common victories, and the options the rule set accepts (written after its id
as +option; options you name are marked as agreed).

RULESET is fulke1, fulke2, fulke3 (Lever & Fulke 1563, the three kinds of
playing), nemec (Němec 2012) or parlett (Parlett's account), optionally with
+options. Without it, the rule sets are listed. The summary fits 80 columns;
it is plain text when piped or when NO_COLOR is set.`,
		Example: `  rithmo rules
  rithmo rules fulke3
  rithmo rules fulke1+angle
  rithmo rules nemec | less`,
		Args: cobra.MaximumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			w := cmd.OutOrStdout()
			if len(args) == 0 {
				return listRuleSets(w)
			}
			r, err := parseRulesArg(args[0])
			if err != nil {
				return Usagef("%v (rithmo rules lists them)", err)
			}
			s, err := summary.Of(r)
			if err != nil {
				return err
			}
			bold := func(x string) string { return x }
			if t := ui.Detect(env.Stdin, env.Stdout, env.Getenv); !t.Plain() {
				bold = func(x string) string { return "\x1b[1m" + x + "\x1b[0m" }
			}
			_, err = io.WriteString(w, s.Render(bold))
			return err
		},
	}
}

// listRuleSets names every rule set with its source and its options.
func listRuleSets(w io.Writer) error {
	var b strings.Builder
	b.WriteString("Rule sets (rithmo rules RULESET for one on a screen):\n\n")
	for _, set := range board.RuleSets {
		fmt.Fprintf(&b, "  %-8s %s\n", set, set.Title())
		if opts := summary.Options(set); len(opts) > 0 {
			fmt.Fprintf(&b, "  %-8s options: +%s\n", "", strings.Join(opts, ", +"))
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// rulesText is every rule set's summary, as rithmo rules RULESET prints
// it, after the list of them, laid out for width columns: the home's Rules
// screen, which pages and searches (/nemec) through it.
func rulesText(width int) (string, error) { return rulesTextFor(width, "") }

// rulesTextFor is rulesText with the summary of mine, the rule set the
// learner learns in, first: the one they came to read.
func rulesTextFor(width int, mine string) (string, error) {
	var b strings.Builder
	if err := listRuleSets(&b); err != nil {
		return "", err
	}
	order := board.RuleSets
	if set, err := board.ParseRuleSet(mine); err == nil {
		order = append([]board.RuleSet{set}, slices.DeleteFunc(slices.Clone(order), func(r board.RuleSet) bool { return r == set })...)
		fmt.Fprintf(&b, "\nEach summary follows, yours (%s) first; type / and a rule set's id to go to it.\n", set)
	} else {
		b.WriteString("\nEach summary follows; type / and a rule set's id to go to it.\n")
	}
	for _, set := range order {
		s, err := summary.Of(board.Rules{Set: set})
		if err != nil {
			return "", err
		}
		fmt.Fprintf(&b, "\n%s\n\n%s", strings.Repeat("─", min(40, width)), rewrapSummary(s.Render(func(x string) string { return x }), width))
	}
	return b.String(), nil
}

// summaryIndent is the column a summary's text starts at, after its
// labels ("Moves    ").
const summaryIndent = 9

// rewrapSummary lays a summary written for summary.Width columns out for
// width: each labelled entry's text is joined and wrapped again under its
// label, so that a narrower screen does not break every long line in two.
func rewrapSummary(text string, width int) string {
	if width >= summary.Width {
		return text
	}
	var out, entry []string
	label := ""
	flush := func() {
		if len(entry) == 0 {
			return
		}
		for i, l := range summary.Wrap(strings.Join(entry, " "), max(width-summaryIndent, 20)) {
			if i == 0 {
				out = append(out, label+l)
			} else {
				out = append(out, strings.Repeat(" ", summaryIndent)+l)
			}
		}
		entry = entry[:0]
	}
	for _, line := range strings.Split(strings.TrimRight(text, "\n"), "\n") {
		switch {
		case strings.HasPrefix(line, strings.Repeat(" ", summaryIndent)) && len(entry) > 0:
			entry = append(entry, strings.TrimSpace(line))
		case len(line) > summaryIndent && line[summaryIndent-1] == ' ' && strings.TrimSpace(line[:summaryIndent]) != "" && !strings.Contains(line[:summaryIndent], ": "):
			flush()
			label, entry = line[:summaryIndent], append(entry, strings.TrimSpace(line[summaryIndent:]))
		case strings.TrimSpace(line) == "":
			flush()
			out = append(out, "")
		default:
			flush()
			out = append(out, summary.Wrap(line, width)...)
		}
	}
	flush()
	return strings.Join(out, "\n") + "\n"
}
