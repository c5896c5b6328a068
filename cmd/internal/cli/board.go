package cli

import (
	"fmt"
	"io"
	"strings"

	"github.com/spf13/cobra"

	"github.com/rithmo/rithmo/cmd/internal/ui"
	"github.com/rithmo/rithmo/rules/board"
	"github.com/rithmo/rithmo/rules/diagram"
)

func init() { commands = append(commands, newBoardCmd) }

// additionExample is the 1563 book's addition: White's round 6 on c6 and
// triangle 6 on e6, Black's triangle 12 on e8; c6-d7 takes it, 6 + 6 = 12.
const additionExample = "8/8/8/8/8/8/8/8/4,t12,3/8/2,R6,1,T6,3/8/8/8/8/8 w fulke1 - - 1"

func newBoardCmd(env *Env) *cobra.Command {
	var width int
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
that could not arise under its rule set is drawn with a warning.`,
		Example: `  rithmo board nemec
  rithmo board '` + additionExample + `'
  rithmo board 8/8/8/8/8/8/8/2,R6,r9,4/8/8/8/8/8/8/8/8 b nemec - r3 12
  rithmo board --width 80 fulke2`,
		Args: cobra.ArbitraryArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			p, err := positionFromArgs(args)
			if err != nil {
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
	return cmd
}

func addWidthFlag(cmd *cobra.Command, width *int) {
	cmd.Flags().IntVar(width, "width", 0, "draw for this many columns (full board from 100, narrow from 80; default: the terminal's width, or the full board when piped)")
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
		rules, err := board.ParseRules(text)
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
