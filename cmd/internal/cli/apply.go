package cli

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/spf13/cobra"

	"github.com/rithmo/rithmo/rules/board"
	"github.com/rithmo/rithmo/rules/diagram"
	"github.com/rithmo/rithmo/rules/engine"
	"github.com/rithmo/rithmo/rules/triumph"
)

func newApplyCmd(env *Env) *cobra.Command {
	var width int
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "apply [--json] POSITION ACTION...",
		Short: "Play actions on a position and show each position they leave",
		Long: `Play one or more actions, one after another, from a position, and after
each say what it took and why (in words with numbers), any triumph it
completed and any victory it won, then print the position it leaves: its
notation line and its board.

POSITION is given as for "rithmo board": one argument in quotes, its six
fields as separate arguments, or a rule set's id for its opening array.
Each ACTION is in rithmo's action notation: c6-d7 (a move or leap), e6xe8
(take a man left in danger and step in), c8x and c8x=9 (a nemec attack),
c5=d8 and c5=d8/16 (the king's privilege), r3@c13 (set a held prisoner).

An illegal action is refused with the engine's reason (exit 1), after the
positions of the actions before it; a malformed position or action, or a
position that could not arise under its rule set, is named on one line
(exit 2) before anything is played.

--json prints one JSON object instead, and nothing when an action is
refused:

  {"position": "…the starting position…",
   "actions": [{"action": "e15-d16",
                "captures": [{"square": "d2", "piece": "P[R1,R4,T9,T16,S25,S36]",
                              "relations": [{"relation": "eruption", "by": ["d16"]}]}],
                "triumphs": [],
                "victory": null,
                "position": "…the position it leaves…"}]}

captures and triumphs are as "rithmo analyse --json" writes them; victory
is {"side", "kind", "text"} when the action completes a triumph that wins.`,
		Example: `  rithmo apply '` + additionExample + `' c6-d7
  rithmo apply --json '8/4,r7,3/8/8/8/8/8/8/8/8/8/8/8/8/3,P[R1,R4,T9,T16,S25,S36],4/7,S289 b fulke2 - - 1' e15-d16
  rithmo apply nemec c14-c12 c3-c5`,
		Args: cobra.ArbitraryArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			p, actions, err := applyArgs(args)
			if err != nil {
				return err
			}
			w := cmd.OutOrStdout()
			if asJSON {
				return applyJSON(w, p, actions)
			}
			opts, err := diagramOptions(env, width, &p)
			if err != nil {
				return err
			}
			return applyText(w, p, actions, opts)
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print one JSON object with each action's captures, triumphs, victory and position")
	addWidthFlag(cmd, &width)
	return cmd
}

// applyArgs splits the arguments into POSITION and its actions: a quoted
// position (one argument with spaces), a rule set's id, or the six fields
// given apart; then every action is read, before any is played.
func applyArgs(args []string) (board.Position, []engine.Action, error) {
	if len(args) == 0 {
		return board.Position{}, nil, Usagef("give a POSITION and at least one ACTION, for example '%s' c6-d7", additionExample)
	}
	n := 1
	if first := strings.TrimSpace(args[0]); !strings.Contains(first, " ") && strings.Contains(first, "/") {
		n = min(6, len(args)) // the six fields as separate arguments
	}
	p, err := legalPosition(args[:n], "play on it")
	if err != nil {
		return board.Position{}, nil, err
	}
	if len(args) == n {
		return board.Position{}, nil, Usagef("give at least one ACTION after the position, like c6-d7")
	}
	actions := make([]engine.Action, 0, len(args)-n)
	for i, text := range args[n:] {
		a, err := engine.ParseAction(text)
		if err != nil {
			return board.Position{}, nil, Usagef("action %d %q: %v", i+1, text, err)
		}
		actions = append(actions, a)
	}
	return p, actions, nil
}

// appliedStep is one action played: what it took, the triumphs it completed, the
// victory it won (if any) and the position it left.
type appliedStep struct {
	outcome engine.Outcome
	next    board.Position
	victory triumph.Victory
	won     bool
}

// playStep plays one action on p, or says why it is illegal (with the
// position, so that the refusal stands alone).
func playStep(p *board.Position, i int, a engine.Action) (appliedStep, error) {
	next, caps, err := engine.Apply(p, a)
	if err != nil {
		var ill *engine.IllegalError
		if errors.As(err, &ill) {
			return appliedStep{}, fmt.Errorf("action %d %s is illegal in %s: %s", i+1, a, p, ill.Why)
		}
		return appliedStep{}, fmt.Errorf("action %d %s: %v", i+1, a, err)
	}
	s := appliedStep{outcome: engine.Outcome{Action: a, Captures: caps}, next: next}
	for _, o := range engine.Analyse(p) {
		if o.Action == a {
			s.outcome.Triumphs = o.Triumphs
		}
	}
	s.victory, s.won = triumph.Won(&next, triumph.Settings{})
	return s, nil
}

// applyText writes each action's heading, reasons, triumphs and victory,
// then the position it leaves, as it goes: an illegal action stops the run
// after the positions before it.
func applyText(w io.Writer, p board.Position, actions []engine.Action, opts diagram.Options) error {
	for i, a := range actions {
		s, err := playStep(&p, i, a)
		if err != nil {
			return err
		}
		var b strings.Builder
		if i > 0 {
			b.WriteByte('\n')
		}
		o := &s.outcome
		fmt.Fprintf(&b, "%d. ", i+1)
		if len(o.Captures) == 0 && len(o.Triumphs) == 0 {
			fmt.Fprintf(&b, "%s takes nothing\n", a)
		} else {
			b.WriteString(heading(o))
			b.WriteByte('\n')
		}
		for _, c := range o.Captures {
			for _, r := range c.Reasons {
				b.WriteString("  " + r.Explain() + "\n")
			}
		}
		for _, t := range o.Triumphs {
			b.WriteString("  " + t.Explain() + "\n")
		}
		if s.won {
			fmt.Fprintf(&b, "%s wins: %s\n", s.victory.Side.Title(), s.victory.Text)
		}
		b.WriteString("\n" + s.next.String() + "\n\n")
		b.WriteString(diagram.Draw(&s.next, opts))
		if _, err := io.WriteString(w, b.String()); err != nil {
			return err
		}
		p = s.next
	}
	return nil
}

// The JSON form of a run of actions (documented in the command's help).
type jsonApply struct {
	Position string       `json:"position"`
	Actions  []jsonPlayed `json:"actions"`
}

type jsonPlayed struct {
	jsonOutcome
	Victory  *jsonWin `json:"victory"`
	Position string   `json:"position"`
}

type jsonWin struct {
	Side string `json:"side"`
	Kind string `json:"kind"`
	Text string `json:"text"`
}

func applyJSON(w io.Writer, p board.Position, actions []engine.Action) error {
	out := jsonApply{Position: p.String(), Actions: []jsonPlayed{}}
	for i, a := range actions {
		s, err := playStep(&p, i, a)
		if err != nil {
			return err
		}
		j := jsonPlayed{jsonOutcome: analysisJSON([]engine.Outcome{s.outcome})[0], Position: s.next.String()}
		if s.won {
			j.Victory = &jsonWin{Side: s.victory.Side.String(), Kind: s.victory.Kind, Text: s.victory.Text}
		}
		out.Actions = append(out.Actions, j)
		p = s.next
	}
	b, err := json.MarshalIndent(out, "", "  ")
	if err != nil {
		return err
	}
	_, err = w.Write(append(b, '\n'))
	return err
}
