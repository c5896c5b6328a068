package cli

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/rithmo/rithmo/cmd/internal/ui"
	"github.com/rithmo/rithmo/rules/board"
	"github.com/rithmo/rithmo/rules/diagram"
	"github.com/rithmo/rithmo/rules/engine"
)

// additionExample is the 1563 book's addition: White's round 6 on c6 and
// triangle 6 on e6, Black's triangle 12 on e8; c6-d7 takes it, 6 + 6 = 12.
const additionExample = "8/8/8/8/8/8/8/8/4,t12,3/8/2,R6,1,T6,3/8/8/8/8/8 w fulke1 - - 1"

// triumphExample: White's rounds 4 on c10, 6 on c12 and 8 on d13, in
// Black's half (nemec); four steps set 4, 6, 8 as a great triumph, among
// them d13-c14, in a line along the c file.
const triumphExample = "8/8/8/3,R8,4/2,R6,5/8/2,R4,5/8/8/8/8/8/8/8/8/8 w nemec - - 9"

func newBoardCmd(env *Env) *cobra.Command {
	var width int
	var svg bool
	cmd := &cobra.Command{
		Use:   "board POSITION",
		Short: "Draw a position as a board",
		Long: `Draw a position, given in rithmo's position notation (one argument in
quotes, or its six fields as separate arguments), as a board with White at
the bottom. Shapes are told apart by brackets: (R6) round, <T12> triangle,
[S45] square, {P91} pyramid; upper case is White, lower case Black. Under the
board: the side to move, the rules, the men each side has taken, each
pyramid's layers, and the ranks where each side sets its triumphs.

POSITION may also be a rule set's id (fulke1, fulke2, fulke3, nemec,
parlett, with +options) for its opening array.

The layout follows the terminal: the full board from 100 columns, a narrow
one from 80; below 80 the command says how many columns it needs. When the
output is not a terminal the full board is drawn, without colour. A position
that could not arise under its rule set is drawn with a warning.

--svg writes the board as an SVG picture instead, for printing or a web
page: White's men outlined, Black's filled, each man as its shape with its
value, a pyramid banded into its layers, the camps tinted.`,
		Example: `  rithmo board nemec
  rithmo board '` + additionExample + `'
  rithmo board 8/8/8/8/8/8/8/2,R6,r9,4/8/8/8/8/8/8/8/8 b nemec - r3 12
  rithmo board --width 80 fulke2
  rithmo board --svg fulke1`,
		Args: cobra.ArbitraryArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			p, err := positionFromArgs(args)
			if err != nil {
				return err
			}
			if svg {
				if err := board.Validate(&p); err != nil {
					fmt.Fprintf(env.Stderr, "rithmo: warning: %v (drawn anyway)\n", err)
				}
				_, err := cmd.OutOrStdout().Write(diagram.SVG(&p, diagram.PictureOptions{}))
				return err
			}
			opts, err := diagramOptions(env, width, &p)
			if err != nil {
				return err
			}
			if err := board.Validate(&p); err != nil {
				fmt.Fprintf(env.Stderr, "rithmo: warning: %v (drawn anyway)\n", err)
			}
			_, err = io.WriteString(cmd.OutOrStdout(), diagram.Draw(&p, opts))
			return err
		},
	}
	addWidthFlag(cmd, &width)
	cmd.Flags().BoolVar(&svg, "svg", false, "write the board as an SVG picture (to save in a .svg file)")
	return cmd
}

func addWidthFlag(cmd *cobra.Command, width *int) {
	cmd.Flags().IntVar(width, "width", 0, "draw for this many columns (full board from 100, narrow from 80; default: the terminal's width, or the full board when piped)")
}

// legalPosition reads POSITION from the command line as positionFromArgs
// does, and refuses, as a usage error, one the rules cannot stand: "cannot
// analyse: ..." for doing "analyse".
func legalPosition(args []string, doing string) (board.Position, error) {
	p, err := positionFromArgs(args)
	if err != nil {
		return board.Position{}, err
	}
	if err := board.Validate(&p); err != nil {
		return board.Position{}, Usagef("cannot %s: %v", doing, err)
	}
	return p, nil
}

// parseRulesArg reads a rule set with its options as a person types it on
// the command line: in any case ("Nemec", "FULKE1+progression"). Positions
// keep the notation's lower-case ids; only names given alone are folded.
func parseRulesArg(s string) (board.Rules, error) {
	return board.ParseRules(strings.ToLower(strings.TrimSpace(s)))
}

// rulesFlag is a --rules flag: the rule set (or sets, with options) as a
// person types it, kept folded to the notation's lower case, so that
// --rules Parlett reads as parlett wherever the value goes next.
type rulesFlag string

// rulesVar defines the --rules flag on fs into p, with its default.
func rulesVar(fs *pflag.FlagSet, p *string, value, usage string) {
	*p = value
	fs.Var((*rulesFlag)(p), "rules", usage)
}

func (f *rulesFlag) Set(s string) error {
	*f = rulesFlag(strings.ToLower(strings.TrimSpace(s)))
	return nil
}
func (f *rulesFlag) String() string { return string(*f) }

// Type is "string", so that cmd.Flags().GetString reads it (completions do).
func (f *rulesFlag) Type() string { return "string" }

// parseRuleSetArg reads a rule set's id as a person types it, in any case.
func parseRuleSetArg(s string) (board.RuleSet, error) {
	return board.ParseRuleSet(strings.ToLower(strings.TrimSpace(s)))
}

// positionFromArgs reads POSITION from the command line: one quoted
// argument, or the fields as separate arguments (joined with single
// spaces), or a rule set's id for its opening array.
func positionFromArgs(args []string) (board.Position, error) {
	text := strings.Join(strings.Fields(strings.Join(args, " ")), " ")
	if text == "" {
		return board.Position{}, Usagef("give a POSITION in rithmo's notation, for example '%s', or a rule set's id such as nemec", additionExample)
	}
	if !strings.ContainsAny(text, " /") {
		rules, err := parseRulesArg(text)
		if err != nil {
			return board.Position{}, Usagef("%q is neither a position (six fields: BOARD SIDE RULES WHITE-TOOK BLACK-TOOK MOVE) nor a rule set: %v", text, err)
		}
		return board.Opening(rules), nil
	}
	p, err := board.Parse(text)
	if err != nil {
		return board.Position{}, Usagef("%v", err)
	}
	return p, nil
}

// diagramOptions decides the layout and colour for the position: --width
// when given, else the terminal's width, else (piped) the full board.
func diagramOptions(env *Env, width int, p *board.Position) (diagram.Options, error) {
	t := ui.Detect(env.Stdin, env.Stdout, env.Getenv)
	layout, err := chooseLayout(t, width, p)
	if err != nil {
		return diagram.Options{}, err
	}
	return diagram.Options{Layout: layout, Style: diagram.ParseStyle(t.Style)}, nil
}

// chooseLayout picks the layout that fits the columns available: width
// when the flag gives it, else the terminal's when stdout is one. Piped
// output with no --width has no limit and gets the full board.
func chooseLayout(t ui.Terminal, width int, p *board.Position) (diagram.Layout, error) {
	var columns int
	switch {
	case width < 0:
		return diagram.Full, Usagef("--width %d: want a number of columns, at least %d", width, diagram.NarrowColumns)
	case width > 0:
		columns = width
	case t.OutTTY:
		columns = t.Width
	default:
		return diagram.Full, nil
	}
	layout, err := diagram.Fit(columns)
	if err != nil {
		if width > 0 {
			return layout, Usagef("--width %d: the board needs at least %d columns", width, diagram.NarrowColumns)
		}
		return layout, Usagef("%v: widen it, or pipe the output", err)
	}
	// Men of more than three digits (teaching positions) widen the cells.
	if layout == diagram.Full && diagram.Width(p, diagram.Full) > columns {
		layout = diagram.Narrow
	}
	if need := diagram.Width(p, layout); need > columns {
		return layout, Usagef("this position's board needs %d columns; there are %d", need, columns)
	}
	return layout, nil
}

func newAnalyseCmd(env *Env) *cobra.Command {
	var width int
	var asJSON bool
	cmd := &cobra.Command{
		Use:     "analyse [--json] POSITION",
		Aliases: []string{"analyze"},
		Short:   "List every action that takes a man or completes a triumph, explained",
		Long: `Draw a position, then list every legal action of the side to move that takes
an enemy man or completes a triumph, each explained in words with numbers:
which men take which, by what relation, and the arithmetic that makes it so.

POSITION is given as for "rithmo board": rithmo's position notation, in
quotes or as separate fields, or a rule set's id for its opening array. A
position that could not arise under its rule set is refused (exit 2), with
every reason.

--json prints, instead of the board and the words, a JSON array with one
object per legal action of the side to move, in the engine's order:

  {"action": "c6-d7",
   "captures": [{"square": "e8", "piece": "t12",
                 "relations": [{"relation": "addition", "by": ["d7", "e6"]}]}],
   "triumphs": [{"kind": "great", "squares": ["c10", "c12", "c14"],
                 "proportions": ["arithmetic"]}]}

captures and triumphs are [] when the action has none. Relations are named
equality, siege, addition, subtraction, multiplication, division, eruption,
cossic, progression (lying weight and deceit are addition); triumph kinds
great, greater, greatest; a piece is written in the position notation.`,
		Example: `  rithmo analyse '` + additionExample + `'
  rithmo analyse --json '` + additionExample + `'
  rithmo analyse ` + triumphExample + `
  rithmo analyse fulke3`,
		Args: cobra.ArbitraryArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			p, err := legalPosition(args, "analyse")
			if err != nil {
				return err
			}
			w := cmd.OutOrStdout()
			outcomes := engine.Analyse(&p)
			if asJSON {
				return writeAnalysisJSON(w, outcomes)
			}
			opts, err := diagramOptions(env, width, &p)
			if err != nil {
				return err
			}
			var b strings.Builder
			b.WriteString(diagram.Draw(&p, opts))
			b.WriteByte('\n')
			writeAnalysis(&b, &p, outcomes)
			_, err = io.WriteString(w, b.String())
			return err
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print one JSON object per legal action instead of the board and the words")
	addWidthFlag(cmd, &width)
	return cmd
}

// writeAnalysis writes one block per action that takes something or
// completes a triumph: a heading naming what it does, then each reason.
func writeAnalysis(b *strings.Builder, p *board.Position, outcomes []engine.Outcome) {
	side := p.ToMove.Title()
	notable := 0
	for i := range outcomes {
		if len(outcomes[i].Captures) > 0 || len(outcomes[i].Triumphs) > 0 {
			notable++
		}
	}
	if notable == 0 {
		fmt.Fprintf(b, "No action of %s takes anything or completes a triumph", side)
		fmt.Fprintf(b, " (%s).\n", countActions(len(outcomes)))
		return
	}
	fmt.Fprintf(b, "%s has %s; %d take%s something or complete%s a triumph:\n",
		side, countActions(len(outcomes)), notable, plural(notable, "s", ""), plural(notable, "s", ""))
	for i := range outcomes {
		o := &outcomes[i]
		if len(o.Captures) == 0 && len(o.Triumphs) == 0 {
			continue
		}
		b.WriteByte('\n')
		b.WriteString(heading(o))
		b.WriteByte('\n')
		for _, c := range o.Captures {
			for _, r := range c.Reasons {
				b.WriteString("  ")
				b.WriteString(r.Explain())
				b.WriteByte('\n')
			}
		}
		for _, t := range o.Triumphs {
			b.WriteString("  ")
			b.WriteString(t.Explain())
			b.WriteByte('\n')
		}
	}
}

// heading says what an action does: "c6-d7 takes t12 on e8 and completes
// a great triumph".
func heading(o *engine.Outcome) string {
	var parts []string
	if len(o.Captures) > 0 {
		taken := make([]string, len(o.Captures))
		for i, c := range o.Captures {
			taken[i] = capturedName(c) + " on " + c.Square.String()
		}
		parts = append(parts, "takes "+engine.JoinAnd(taken))
	}
	for _, t := range o.Triumphs {
		parts = append(parts, fmt.Sprintf("completes a %s triumph", t.Kind))
	}
	return o.Action.String() + " " + engine.JoinAnd(parts)
}

// capturedName names the man taken: "t12", "the pyramid p190", "the layer
// t25 of the pyramid".
func capturedName(c engine.Capture) string {
	switch {
	case c.Piece.IsPyramid():
		return fmt.Sprintf("the pyramid %c%d", pyramidLetter(c.Piece.Side), c.Piece.Value)
	case c.Layer >= 0:
		return "the layer " + c.Piece.String() + " of the pyramid"
	}
	return c.Piece.String()
}

func pyramidLetter(s board.Side) byte {
	if s == board.Black {
		return 'p'
	}
	return 'P'
}

func countActions(n int) string {
	switch n {
	case 0:
		return "no legal action"
	case 1:
		return "1 legal action"
	}
	return fmt.Sprintf("%d legal actions", n)
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// The JSON form of an analysis (documented in the command's help).
type jsonOutcome struct {
	Action   string        `json:"action"`
	Captures []jsonCapture `json:"captures"`
	Triumphs []jsonTriumph `json:"triumphs"`
}

type jsonCapture struct {
	Square    string         `json:"square"`
	Piece     string         `json:"piece"`
	Relations []jsonRelation `json:"relations"`
}

type jsonRelation struct {
	Relation string   `json:"relation"`
	By       []string `json:"by"`
}

type jsonTriumph struct {
	Kind        string   `json:"kind"`
	Squares     []string `json:"squares"`
	Proportions []string `json:"proportions"`
}

func analysisJSON(outcomes []engine.Outcome) []jsonOutcome {
	out := make([]jsonOutcome, 0, len(outcomes))
	for _, o := range outcomes {
		j := jsonOutcome{Action: o.Action.String(), Captures: []jsonCapture{}, Triumphs: []jsonTriumph{}}
		for _, c := range o.Captures {
			jc := jsonCapture{Square: c.Square.String(), Piece: c.Piece.String(), Relations: []jsonRelation{}}
			for _, r := range c.Reasons {
				jc.Relations = append(jc.Relations, jsonRelation{Relation: r.Relation.String(), By: squareNames(r.By)})
			}
			j.Captures = append(j.Captures, jc)
		}
		for _, t := range o.Triumphs {
			jt := jsonTriumph{Kind: t.Kind.String(), Squares: squareNames(t.Squares), Proportions: []string{}}
			for _, pr := range t.Proportions {
				jt.Proportions = append(jt.Proportions, pr.String())
			}
			j.Triumphs = append(j.Triumphs, jt)
		}
		out = append(out, j)
	}
	return out
}

func squareNames(sqs []board.Square) []string {
	names := make([]string, len(sqs))
	for i, sq := range sqs {
		names[i] = sq.String()
	}
	return names
}

// writeAnalysisJSON writes the array with one action per line, so that the
// output is valid JSON and still reads (and greps) line by line.
func writeAnalysisJSON(w io.Writer, outcomes []engine.Outcome) error {
	items := analysisJSON(outcomes)
	var b bytes.Buffer
	b.WriteString("[")
	for i, item := range items {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString("\n  ")
		line, err := json.Marshal(item)
		if err != nil {
			return err
		}
		b.Write(line)
	}
	if len(items) > 0 {
		b.WriteByte('\n')
	}
	b.WriteString("]\n")
	_, err := w.Write(b.Bytes())
	return err
}
