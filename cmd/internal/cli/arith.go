package cli

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/charmbracelet/x/ansi"
	"github.com/spf13/cobra"

	"github.com/rithmo/rithmo/rules/arith"
	"github.com/rithmo/rithmo/rules/summary"
)

// The arithmetic commands: ratio, mean, proportions and triumphs. All the
// judging is done by rules/arith; these only read arguments and print.

// arithWidth is the width long lines are wrapped to.
const arithWidth = 76

func newRatioCmd(env *Env) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "ratio A B",
		Short: "Name the ratio A : B: its kind, Latin species, gloss and working",
		Long: `Reduce the ratio A : B to lowest terms and name it as Boethius and the 1563
book do: its kind (equality, multiplex, superparticular, superpartient,
multiplex superparticular, multiplex superpartient, or the sub- kinds when A
is the smaller), its Latin species (duplex, sesquialter, superbipartiens
tertias, duplex sesquialter ...) with the book's other spellings, an English
gloss, and the steps that show it.

A and B are positive whole numbers.`,
		Example: `  rithmo ratio 9 6
  rithmo ratio 12:9
  rithmo ratio 289 153
  rithmo ratio 2 3`,
		DisableFlagParsing: true, // so that "-3" is read as a (bad) number, not a flag
		RunE: func(cmd *cobra.Command, args []string) error {
			pos, help, err := splitArithArgs(args)
			if help || err != nil {
				return arithHelpOr(cmd, err)
			}
			nums, err := parseArithNumbers(ratioTerms(pos), "A", "B")
			if err != nil {
				return err
			}
			r, err := arith.Classify(nums[0], nums[1])
			if err != nil {
				return Usagef("%v", err)
			}
			return writeRatio(cmd.OutOrStdout(), r)
		},
	}
	return cmd
}

func writeRatio(w io.Writer, r arith.Ratio) error {
	var b strings.Builder
	head := fmt.Sprintf("%d : %d", r.A, r.B)
	if r.P != r.A {
		head += fmt.Sprintf(" = %d : %d", r.P, r.Q)
	}
	b.WriteString(head + "\n")
	field := func(name, value string) {
		b.WriteString(wrapArith(fmt.Sprintf("%-9s ", name+":"), value))
	}
	field("kind", r.KindName())
	if r.Species == "" {
		field("species", fmt.Sprintf("none: rithmo's Latin names go to %s (%d times) and to twenty parts over", arith.MaxNamedName(), arith.MaxNamedWholes))
	} else {
		field("species", r.Species)
	}
	if len(r.Alternates) > 0 {
		field("also", strings.Join(r.Alternates, ", "))
	}
	field("gloss", r.Gloss)
	b.WriteString("steps:\n")
	for i, s := range r.Steps {
		b.WriteString(wrapArith(fmt.Sprintf("  %d. ", i+1), s))
	}
	_, err := io.WriteString(w, b.String())
	return err
}

func newMeanCmd(env *Env) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "mean [arithmetic|geometric|harmonic] A B",
		Short: "Find the arithmetic, geometric or harmonic (musical) mean between A and B",
		Long: `Find the middle term between A and B by the 1563 book's rules, with the
working: arithmetic, half of A + B; geometric, the square root of A × B;
harmonic (the book's "musical"), 2 × A × B divided by A + B. When the mean
is not a whole number the command says "none" and why: the game's men
carry whole numbers only.

A and B are positive whole numbers, in either order. Without a kind, all
three means are shown.`,
		Example: `  rithmo mean 4 9
  rithmo mean arithmetic 5 25
  rithmo mean geometric 20 45
  rithmo mean musical 6 12`,
		DisableFlagParsing: true,
		RunE: func(cmd *cobra.Command, args []string) error {
			pos, help, err := splitArithArgs(args)
			if help || err != nil {
				return arithHelpOr(cmd, err)
			}
			if len(pos) == 0 {
				return Usagef("missing argument KIND: arithmetic, geometric or harmonic (musical)")
			}
			if _, numeric := strconv.ParseInt(strings.TrimSpace(pos[0]), 10, 64); numeric == nil || strings.HasPrefix(strings.TrimSpace(pos[0]), "-") {
				// No kind: all three means, each with its working.
				nums, err := parseArithNumbers(pos, "A", "B")
				if err != nil {
					return err
				}
				for i, kind := range arith.Proportions {
					if i > 0 {
						if _, err := io.WriteString(cmd.OutOrStdout(), "\n"); err != nil {
							return err
						}
					}
					name := kind.String()
					if kind == arith.Harmonic {
						name = "harmonic (musical)"
					}
					if err := writeMean(cmd.OutOrStdout(), name, nums[0], nums[1], arith.Mean(kind, nums[0], nums[1])); err != nil {
						return err
					}
				}
				return nil
			}
			kind, err := arith.ParseProportion(pos[0])
			if err != nil {
				return Usagef("argument KIND: %q is not arithmetic, geometric, harmonic or musical", pos[0])
			}
			nums, err := parseArithNumbers(pos[1:], "A", "B")
			if err != nil {
				return err
			}
			name := kind.String()
			if strings.EqualFold(strings.TrimSpace(pos[0]), "musical") {
				name = "musical (harmonic)"
			}
			return writeMean(cmd.OutOrStdout(), name, nums[0], nums[1], arith.Mean(kind, nums[0], nums[1]))
		},
	}
	return cmd
}

func writeMean(w io.Writer, name string, a, b int64, r arith.Result) error {
	var s strings.Builder
	answer := "none"
	if r.Whole {
		answer = strconv.FormatInt(r.Value, 10)
	}
	fmt.Fprintf(&s, "%s mean of %d and %d: %s\n", name, a, b, answer)
	for _, step := range r.Steps {
		s.WriteString(wrapArith("  ", step))
	}
	if !r.Whole {
		s.WriteString(wrapArith("why: ", r.Reason))
	}
	_, err := io.WriteString(w, s.String())
	return err
}

func newProportionsCmd(env *Env) *cobra.Command {
	var kindFlag string
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "proportions [--kind arithmetic|geometric|harmonic] [--json]",
		Short: "List every three-term progression among the game's values",
		Long: `List every set of three values of the game's men (both armies, each pyramid
by its whole value) in arithmetic, geometric or harmonic progression, with
the numbers that show it. Each is a great triumph, and the stuff of taking
by proportion.

--kind keeps one kind ("musical" is harmonic). --json prints an array of
objects {"kind": "arithmetic", "terms": [2, 3, 4]}, terms ascending.`,
		Example: `  rithmo proportions
  rithmo proportions --kind harmonic
  rithmo proportions --kind geometric --json`,
		Args: noArithArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			kind := arith.ProportionNone
			if cmd.Flags().Changed("kind") {
				k, err := arith.ParseProportion(kindFlag)
				if err != nil {
					return Usagef("--kind %q: want arithmetic, geometric or harmonic (musical)", kindFlag)
				}
				kind = k
			}
			progs := arith.GameEnumeration().ProgressionsOf(kind)
			if asJSON {
				return writeProportionsJSON(cmd.OutOrStdout(), progs)
			}
			return writeProportions(cmd.OutOrStdout(), kind, progs)
		},
	}
	cmd.Flags().StringVar(&kindFlag, "kind", "", "only this kind: arithmetic, geometric or harmonic (musical)")
	cmd.Flags().BoolVar(&asJSON, "json", false, "print JSON")
	return cmd
}

// proportionJSON is one line of `proportions --json`.
type proportionJSON struct {
	Kind  string  `json:"kind"`
	Terms []int64 `json:"terms"`
}

func writeProportionsJSON(w io.Writer, progs []arith.Progression) error {
	items := make([]any, len(progs))
	for i, p := range progs {
		items[i] = proportionJSON{Kind: p.Kind.String(), Terms: p.Terms[:]}
	}
	return writeArithJSON(w, items)
}

func writeProportions(w io.Writer, kind arith.Proportion, progs []arith.Progression) error {
	var b strings.Builder
	rows := make([][]string, 0, len(progs)+1)
	rows = append(rows, []string{"kind", "terms", "", "", "why"})
	counts := map[arith.Proportion]int{}
	for _, p := range progs {
		counts[p.Kind]++
		t := p.Terms
		rows = append(rows, []string{p.Kind.String(), arithItoa(t[0]), arithItoa(t[1]), arithItoa(t[2]),
			arith.ExplainProgression(p.Kind, t[0], t[1], t[2])})
	}
	writeArithTable(&b, rows, map[int]bool{1: true, 2: true, 3: true})
	values := len(arith.GameValues())
	if kind != arith.ProportionNone {
		fmt.Fprintf(&b, "%d %s %s among the game's %d values\n", len(progs), kind, arithPlural(len(progs), "progression"), values)
	} else {
		fmt.Fprintf(&b, "%d %s among the game's %d values: %d arithmetic, %d geometric, %d harmonic\n",
			len(progs), arithPlural(len(progs), "progression"), values,
			counts[arith.Arithmetic], counts[arith.Geometric], counts[arith.Harmonic])
	}
	_, err := io.WriteString(w, b.String())
	return err
}

func newTriumphsCmd(env *Env) *cobra.Command {
	var kindFlag string
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "triumphs [--kind great|greater|greatest] [--json]",
		Short: "List the great, greater and greatest triumphs the game's values can make",
		Long: `List the sets of the game's values (both armies, each pyramid by its whole
value) that make a triumph: the great triumph, three values in arithmetic,
geometric or harmonic progression; the greater, four values holding exactly
two of those kinds; the greatest, four values holding all three. For four
values the geometric kind is held by three of them or by a : b = c : d.
Four values holding one kind only are no four-man triumph.

Each line shows, for every kind held, one set of terms that holds it.
--kind keeps one rank. --json prints an array of objects
{"kind": "greatest", "terms": [2, 3, 4, 6], "proportions": ["arithmetic",
"geometric", "harmonic"]}, terms ascending.`,
		Example: `  rithmo triumphs --kind greatest
  rithmo triumphs --kind greater --json
  rithmo triumphs`,
		Args: noArithArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			kind := arith.TriumphNone
			if cmd.Flags().Changed("kind") {
				k, err := arith.ParseTriumphKind(kindFlag)
				if err != nil {
					return Usagef("--kind %q: want great, greater or greatest", kindFlag)
				}
				kind = k
			}
			triumphs := arith.GameEnumeration().Triumphs(kind)
			if asJSON {
				return writeTriumphsJSON(cmd.OutOrStdout(), triumphs)
			}
			return writeTriumphs(cmd.OutOrStdout(), kind, triumphs)
		},
	}
	cmd.Flags().StringVar(&kindFlag, "kind", "", "only this rank: great, greater or greatest")
	cmd.Flags().BoolVar(&asJSON, "json", false, "print JSON")
	return cmd
}

// triumphJSON is one line of `triumphs --json`.
type triumphJSON struct {
	Kind        string   `json:"kind"`
	Terms       []int64  `json:"terms"`
	Proportions []string `json:"proportions"`
}

func writeTriumphsJSON(w io.Writer, triumphs []arith.Triumph) error {
	items := make([]any, len(triumphs))
	for i, t := range triumphs {
		props := make([]string, len(t.Proportions))
		for j, p := range t.Proportions {
			props[j] = p.String()
		}
		items[i] = triumphJSON{Kind: t.Kind.String(), Terms: t.Terms, Proportions: props}
	}
	return writeArithJSON(w, items)
}

func writeTriumphs(w io.Writer, kind arith.TriumphKind, triumphs []arith.Triumph) error {
	var b strings.Builder
	rows := [][]string{{"kind", "terms", "", "", "", "held by"}}
	counts := map[arith.TriumphKind]int{}
	for _, t := range triumphs {
		counts[t.Kind]++
		row := []string{t.Kind.String()}
		for i := range 4 {
			cell := ""
			if i < len(t.Terms) {
				cell = arithItoa(t.Terms[i])
			}
			row = append(row, cell)
		}
		rows = append(rows, append(row, arithHeldBy(t.Terms)))
	}
	writeArithTable(&b, rows, map[int]bool{1: true, 2: true, 3: true, 4: true})
	values := len(arith.GameValues())
	switch kind {
	case arith.Great:
		fmt.Fprintf(&b, "%d great %s (three values in progression) among the game's %d values\n",
			len(triumphs), arithPlural(len(triumphs), "triumph"), values)
	case arith.Greater:
		fmt.Fprintf(&b, "%d greater %s (four values holding two kinds) among the game's %d values\n",
			len(triumphs), arithPlural(len(triumphs), "triumph"), values)
	case arith.Greatest:
		fmt.Fprintf(&b, "%d greatest %s (four values holding all three kinds) among the game's %d values\n",
			len(triumphs), arithPlural(len(triumphs), "triumph"), values)
	default:
		fmt.Fprintf(&b, "%d %s among the game's %d values: %d great, %d greater, %d greatest\n",
			len(triumphs), arithPlural(len(triumphs), "triumph"), values,
			counts[arith.Great], counts[arith.Greater], counts[arith.Greatest])
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// arithHeldBy names, for each kind the terms hold (in the usual order), the
// first set of terms that holds it: "arithmetic 2 3 4, geometric 2:3 = 4:6,
// harmonic 2 3 6".
func arithHeldBy(terms []int64) string {
	holdings := arith.Holdings(terms...)
	var parts []string
	for _, kind := range arith.Proportions {
		for _, h := range holdings {
			if h.Kind != kind {
				continue
			}
			how := fmt.Sprintf("%d %d %d", h.Terms[0], h.Terms[1], h.Terms[2])
			if len(h.Terms) == 4 {
				how = fmt.Sprintf("%d:%d = %d:%d", h.Terms[0], h.Terms[1], h.Terms[2], h.Terms[3])
			}
			parts = append(parts, kind.String()+" "+how)
			break
		}
	}
	return strings.Join(parts, ", ")
}

// writeArithJSON writes a JSON array with one compact element per line.
func writeArithJSON(w io.Writer, items []any) error {
	if len(items) == 0 {
		_, err := io.WriteString(w, "[]\n")
		return err
	}
	var b strings.Builder
	b.WriteString("[\n")
	for i, item := range items {
		line, err := json.Marshal(item)
		if err != nil {
			return err
		}
		b.WriteString("  ")
		b.Write(line)
		if i < len(items)-1 {
			b.WriteByte(',')
		}
		b.WriteByte('\n')
	}
	b.WriteString("]\n")
	_, err := io.WriteString(w, b.String())
	return err
}

// writeArithTable writes rows in aligned columns, two spaces apart; the columns
// in right are right-aligned (numbers). The last column is not padded.
func writeArithTable(b *strings.Builder, rows [][]string, right map[int]bool) {
	var widths []int
	for _, row := range rows {
		for i, cell := range row {
			if i >= len(widths) {
				widths = append(widths, 0)
			}
			widths[i] = max(widths[i], len([]rune(cell)))
		}
	}
	for r, row := range rows {
		var line strings.Builder
		for i, cell := range row {
			if i > 0 {
				line.WriteString("  ")
			}
			pad := strings.Repeat(" ", widths[i]-len([]rune(cell)))
			switch {
			case i == len(row)-1:
				line.WriteString(cell)
			case right[i] && r > 0:
				line.WriteString(pad + cell)
			default:
				line.WriteString(cell + pad)
			}
		}
		b.WriteString(strings.TrimRight(line.String(), " ") + "\n")
	}
}

// wrapArith writes lead then the words of text, wrapped at arithWidth
// columns with continuation lines indented to the width of lead, and a final
// newline.
func wrapArith(lead, text string) string {
	indent := strings.Repeat(" ", ansi.StringWidth(lead))
	lines := summary.Wrap(text, arithWidth-len(indent))
	if len(lines) == 0 {
		return lead + "\n"
	}
	return lead + strings.Join(lines, "\n"+indent) + "\n"
}

func arithPlural(n int, word string) string {
	if n == 1 {
		return word
	}
	return word + "s"
}

func arithItoa(n int64) string { return strconv.FormatInt(n, 10) }

// noArithArgs rejects positional arguments with a message that names them.
func noArithArgs(cmd *cobra.Command, args []string) error {
	if len(args) > 0 {
		return Usagef("%s takes no arguments, got %q: choose with --kind", cmd.Name(), args[0])
	}
	return nil
}

// arithHelpOr prints the command's help when asked, else returns err.
func arithHelpOr(cmd *cobra.Command, err error) error {
	if err != nil {
		return err
	}
	return cmd.Help()
}

// splitArithArgs reads the command line of a command that parses its own
// flags (so that "-3" reaches the number parser as a negative number rather
// than failing as an unknown flag). It returns the positional arguments, or
// help when -h/--help is given; the global --data and --accessible are
// skipped (these commands use neither); "--" ends the flags.
func splitArithArgs(args []string) (pos []string, help bool, err error) {
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case a == "--":
			return append(pos, args[i+1:]...), false, nil
		case a == "-h" || a == "--help":
			return nil, true, nil
		case a == "--accessible" || strings.HasPrefix(a, "--accessible=") || strings.HasPrefix(a, "--data="):
		case a == "--data":
			if i+1 == len(args) {
				return nil, false, Usagef("flag --data needs an argument")
			}
			i++
		case len(a) > 1 && a[0] == '-' && (a[1] < '0' || a[1] > '9'):
			return nil, false, Usagef("unknown flag %q", a)
		default:
			pos = append(pos, a)
		}
	}
	return pos, false, nil
}

// ratioTerms lets a ratio be typed as it is written, "12:9" or "12 : 9",
// as well as "12 9": the colon is a separator, not part of a number.
func ratioTerms(args []string) []string {
	joined := strings.Join(args, " ")
	if !strings.Contains(joined, ":") {
		return args
	}
	var terms []string
	for _, t := range strings.Split(joined, ":") {
		if t = strings.TrimSpace(t); t != "" {
			terms = append(terms, t)
		}
	}
	return terms
}

// parseArithNumbers reads exactly len(names) positive whole numbers, naming
// the argument at fault in any error.
func parseArithNumbers(args []string, names ...string) ([]int64, error) {
	if len(args) < len(names) {
		return nil, Usagef("missing argument %s: want %s, positive whole numbers", names[len(args)], strings.Join(names, " and "))
	}
	if len(args) > len(names) {
		return nil, Usagef("too many arguments: %q after %s", args[len(names)], strings.Join(names, " and "))
	}
	nums := make([]int64, len(names))
	for i, name := range names {
		n, err := parseArithNumber(name, args[i])
		if err != nil {
			return nil, err
		}
		nums[i] = n
	}
	return nums, nil
}

// parseArithNumber reads one positive whole number for the argument name.
func parseArithNumber(name, s string) (int64, error) {
	n, err := strconv.ParseInt(s, 10, 64)
	switch {
	case errors.Is(err, strconv.ErrRange):
		if strings.HasPrefix(s, "-") {
			return 0, Usagef("argument %s: %s is negative: want a positive whole number", name, s)
		}
		return 0, Usagef("argument %s: %s is too large (at most %d)", name, s, int64(1<<63-1))
	case err != nil:
		return 0, Usagef("argument %s: %q is not a whole number", name, s)
	case n == 0:
		return 0, Usagef("argument %s: 0 is not positive: want a positive whole number", name)
	case n < 0:
		return 0, Usagef("argument %s: %d is negative: want a positive whole number", name, n)
	}
	return n, nil
}
