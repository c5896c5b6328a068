package cli

import (
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"github.com/rithmo/rithmo/rules/board"
	"github.com/rithmo/rithmo/rules/triumph"
)

// quarrelExample is Němec's victory of quarrel: White has taken Black's 16,
// 28, 56 and 64, which are 164 in 8 digits.
const quarrelExample = "8/8/8/8/8/8/8/8/8/8/8/8/8/8/8/8 b nemec t16,s28,t56,t64 - 30"

// standingTriumph: White has just set 4, 6, 8 in a line on the c file, in
// Black's half (nemec): a great triumph, whatever was agreed.
const standingTriumph = "8/8/2,R8,5/8/2,R6,5/8/2,R4,5/8/8/8/8/8/8/8/8/8 b nemec - - 10"

// victoryFlags are the agreed victory as the command line gives it.
type victoryFlags struct {
	bodies, goods   string
	quarrel, honour string
	standards       string
	layers, asJSON  bool
}

func newVictoryCmd(env *Env) *cobra.Command {
	var f victoryFlags
	cmd := &cobra.Command{
		Use:   "victory POSITION [--bodies N | --goods N | --quarrel SUM:DIGITS | --honour SUM:MEN | --standards N|most]",
		Short: "Say whether either side has won a position, by a triumph or the agreed common victory",
		Long: `Judge a position as the end of a game: has either side won, and by what?

A triumph set by the side that has just moved wins whatever was agreed.
Otherwise the common victory the players agreed before play is counted over
the men each side has taken (its taken list, and where prisoners go back on
the board in the captor's colour, the men it holds there), and the count is
shown for both sides in numbers: which men, which sum, how many digits.

Give one common victory (as the 1563 book and Němec count them):

  --bodies N          the first to take N men
  --goods N           the first to take men worth N in all
  --quarrel SUM:D     the first to take men worth SUM in at most D digits
  --honour SUM:M      the first to take men worth SUM in at most M men
                      (nemec: with at least M men, "the minimum of 8
                      captured pieces")
  --quarrel SUM:D --honour SUM:M
                      honour and quarrel: SUM in at most M men and D
                      digits, and no single man worth SUM alone
  --standards N       the first to take N of the enemy's standards (White's
                      army counts in standards of 130, Black's of 174);
                      --standards most: the game has stopped, and the side
                      with more standards wins

A taken pyramid counts as one man of its whole value, or with
--pyramid-layers as its layers. With no common victory only a triumph wins.

POSITION is given as for "rithmo board". A position that could not arise
under its rule set is refused (exit 2). The exit status is 0 whether or not
the position is won; --json prints the judgement as one JSON object.`,
		Example: `  rithmo victory --quarrel 160:8 '` + quarrelExample + `'
  rithmo victory --quarrel 100:9 --honour 100:8 '` + quarrelExample + `'
  rithmo victory --bodies 4 --pyramid-layers '` + quarrelExample + `'
  rithmo victory --standards 2 --json '` + quarrelExample + `'
  rithmo victory --goods 500 '` + standingTriumph + `'`,
		Args: cobra.ArbitraryArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			settings, err := f.settings(cmd)
			if err != nil {
				return err
			}
			p, err := legalPosition(args, "judge")
			if err != nil {
				return err
			}
			j := judgeVictory(&p, settings)
			if f.asJSON {
				return writeVictoryJSON(cmd.OutOrStdout(), j)
			}
			_, err = io.WriteString(cmd.OutOrStdout(), j.text())
			return err
		},
	}
	fl := cmd.Flags()
	fl.StringVar(&f.bodies, "bodies", "", "victory of bodies: the first to take `N` men")
	fl.StringVar(&f.goods, "goods", "", "victory of goods: the first to take men worth `N`")
	fl.StringVar(&f.quarrel, "quarrel", "", "victory of quarrel: `SUM:DIGITS`, a sum in at most so many digits")
	fl.StringVar(&f.honour, "honour", "", "victory of honour: `SUM:MEN`, a sum in at most so many men")
	fl.StringVar(&f.standards, "standards", "", "victory of standards: `N` of the enemy's standards, or most")
	fl.BoolVar(&f.layers, "pyramid-layers", false, "count a taken pyramid as its layers, not as one man")
	fl.BoolVar(&f.asJSON, "json", false, "print the judgement as one JSON object")
	return cmd
}

// settings reads the flags into the agreed victory, naming the flag at
// fault when one is wrong.
func (f *victoryFlags) settings(cmd *cobra.Command) (triumph.Settings, error) {
	s := triumph.Settings{PyramidLayers: f.layers}
	var given []string
	for _, name := range []string{"bodies", "goods", "quarrel", "honour", "standards"} {
		if cmd.Flags().Changed(name) {
			given = append(given, "--"+name)
		}
	}
	combined := len(given) == 2 && given[0] == "--quarrel" && given[1] == "--honour"
	if len(given) > 1 && !combined {
		return s, Usagef("%s: give one common victory (only --quarrel with --honour go together, as honour and quarrel)", strings.Join(given, " and "))
	}
	var err error
	switch {
	case combined:
		var qSum, hSum int64
		s.Common = triumph.HonourAndQuarrel
		if qSum, s.Digits, err = sumAnd("quarrel", f.quarrel, "DIGITS", triumph.MaxDigits); err != nil {
			return s, err
		}
		if hSum, s.Men, err = sumAnd("honour", f.honour, "MEN", triumph.MaxMen); err != nil {
			return s, err
		}
		if qSum != hSum {
			return s, Usagef("--quarrel %s and --honour %s: honour and quarrel wants one sum in both, for example --quarrel %d:%d --honour %d:%d",
				f.quarrel, f.honour, qSum, s.Digits, qSum, s.Men)
		}
		s.Sum = qSum
	case cmd.Flags().Changed("bodies"):
		s.Common = triumph.Bodies
		s.Men, err = flagNumber("bodies", f.bodies, "N", triumph.MaxMen)
	case cmd.Flags().Changed("goods"):
		s.Common = triumph.Goods
		var n int
		n, err = flagNumber("goods", f.goods, "N", triumph.MaxSum)
		s.Sum = int64(n)
	case cmd.Flags().Changed("quarrel"):
		s.Common = triumph.Quarrel
		s.Sum, s.Digits, err = sumAnd("quarrel", f.quarrel, "DIGITS", triumph.MaxDigits)
	case cmd.Flags().Changed("honour"):
		s.Common = triumph.Honour
		s.Sum, s.Men, err = sumAnd("honour", f.honour, "MEN", triumph.MaxMen)
	case cmd.Flags().Changed("standards"):
		s.Common = triumph.Standards
		if strings.EqualFold(strings.TrimSpace(f.standards), "most") {
			s.Stopped = true
		} else {
			s.Standards, err = flagNumber("standards", f.standards, "N (or most)", triumph.MaxStandards)
		}
	}
	if err != nil {
		return s, err
	}
	if err := s.Validate(); err != nil { // the flags' bounds are Validate's: a slip here is ours
		return s, Usagef("%v", err)
	}
	return s, nil
}

// flagNumber reads a whole number from 1 to most for --name.
func flagNumber(name, text, what string, most int) (int, error) {
	n, err := strconv.Atoi(strings.TrimSpace(text))
	if err != nil || n < 1 || n > most {
		return 0, Usagef("--%s %q: want %s, a whole number from 1 to %d", name, text, what, most)
	}
	return n, nil
}

// sumAnd reads SUM:COUNT for --name (--quarrel 160:8).
func sumAnd(name, text, what string, most int) (int64, int, error) {
	sumText, countText, ok := strings.Cut(text, ":")
	if !ok {
		return 0, 0, Usagef("--%s %q: want SUM:%s, for example --%s 100:8", name, text, what, name)
	}
	sum, err := strconv.Atoi(strings.TrimSpace(sumText))
	if err != nil || sum < 1 || sum > triumph.MaxSum {
		return 0, 0, Usagef("--%s %q: the SUM before the colon must be a whole number from 1 to %d", name, text, triumph.MaxSum)
	}
	count, err := strconv.Atoi(strings.TrimSpace(countText))
	if err != nil || count < 1 || count > most {
		return 0, 0, Usagef("--%s %q: the %s after the colon must be a whole number from 1 to %d", name, text, what, most)
	}
	return int64(sum), count, nil
}

// victoryJudgement is what the command says: the agreement, both sides'
// counts, and the verdict.
type victoryJudgement struct {
	pos      *board.Position
	settings triumph.Settings
	counts   [2]triumph.Count
	victory  triumph.Victory
	won      bool
	mover    board.Side
}

func judgeVictory(p *board.Position, s triumph.Settings) victoryJudgement {
	j := victoryJudgement{pos: p, settings: s, mover: p.ToMove.Opponent()}
	for _, side := range []board.Side{board.White, board.Black} {
		j.counts[side.Index()] = triumph.CountFor(p, side, s)
	}
	j.victory, j.won = triumph.Won(p, s)
	return j
}

// text writes the judgement for a reader.
func (j victoryJudgement) text() string {
	var b strings.Builder
	fmt.Fprintf(&b, "Agreed: %s.\n\n", j.settings.DescribeFor(j.pos.Rules.Set))
	for _, c := range j.counts {
		b.WriteString(c.Text)
		b.WriteString(".\n")
	}
	b.WriteByte('\n')
	if j.won {
		if j.victory.Triumph != nil {
			fmt.Fprintf(&b, "%s has won by the %s triumph, which wins whatever was agreed:\n  %s.\n",
				j.victory.Side.Title(), j.victory.Kind, j.victory.Text)
		} else if j.settings.Stopped {
			fmt.Fprintf(&b, "%s has won: %s.\n", j.victory.Side.Title(), j.victory.Text)
		} else {
			fmt.Fprintf(&b, "%s has won the victory of %s.\n", j.victory.Side.Title(), strings.ReplaceAll(j.victory.Kind, "-", " "))
		}
		return b.String()
	}
	b.WriteString("Neither side has won yet")
	if ok, why := triumph.Allowed(j.pos, j.mover); !ok && j.mover != board.NoSide {
		fmt.Fprintf(&b, "; %s, who has just moved, may set no triumph (%s)", j.mover.Title(), why)
	} else if j.mover != board.NoSide {
		fmt.Fprintf(&b, "; %s, who has just moved, has set no triumph", j.mover.Title())
	}
	if j.settings.Common == triumph.Standards && j.settings.Stopped {
		b.WriteString("; the sides hold as many standards")
	}
	b.WriteString(".\n")
	return b.String()
}

// The JSON form of a judgement (documented by the command's tests).
type jsonVictory struct {
	Position string          `json:"position"`
	Agreed   jsonAgreed      `json:"agreed"`
	Won      bool            `json:"won"`
	Winner   string          `json:"winner,omitempty"`
	By       string          `json:"by,omitempty"`
	Text     string          `json:"text,omitempty"`
	Triumph  *jsonTriumphWon `json:"triumph,omitempty"`
	Sides    []jsonCount     `json:"sides"`
}

type jsonAgreed struct {
	Common    string `json:"common"`
	Sum       int64  `json:"sum,omitempty"`
	Men       int    `json:"men,omitempty"`
	Digits    int    `json:"digits,omitempty"`
	Standards int    `json:"standards,omitempty"`
	Stopped   bool   `json:"stopped,omitempty"`
	Pyramid   string `json:"pyramid"`
	Text      string `json:"text"`
}

type jsonTriumphWon struct {
	Kind        string   `json:"kind"`
	Shape       string   `json:"shape"`
	Squares     []string `json:"squares"`
	Values      []int64  `json:"values"`
	Proportions []string `json:"proportions"`
}

type jsonCount struct {
	Side      string  `json:"side"`
	Taken     []int64 `json:"taken"`
	Counted   []int64 `json:"counted"`
	Sum       int64   `json:"sum"`
	Men       int     `json:"men"`
	Digits    int     `json:"digits"`
	Excluded  []int64 `json:"excluded,omitempty"`
	Standards *int    `json:"standards,omitempty"`
	Won       bool    `json:"won"`
	Text      string  `json:"text"`
}

func writeVictoryJSON(w io.Writer, j victoryJudgement) error {
	s := j.settings
	out := jsonVictory{
		Position: j.pos.String(),
		Agreed: jsonAgreed{Common: s.Common.String(), Sum: s.Sum, Men: s.Men, Digits: s.Digits,
			Standards: s.Standards, Stopped: s.Stopped, Pyramid: "one", Text: s.DescribeFor(j.pos.Rules.Set)},
		Won:   j.won,
		Sides: []jsonCount{},
	}
	if s.PyramidLayers {
		out.Agreed.Pyramid = "layers"
	}
	if j.won {
		out.Winner, out.By, out.Text = j.victory.Side.String(), j.victory.Kind, j.victory.Text
		if t := j.victory.Triumph; t != nil {
			jt := &jsonTriumphWon{Kind: t.Kind.String(), Shape: t.Shape, Squares: squareNames(t.Squares), Values: t.Values, Proportions: []string{}}
			for _, pr := range t.Proportions {
				jt.Proportions = append(jt.Proportions, pr.String())
			}
			out.Triumph = jt
		}
	}
	for _, c := range j.counts {
		jc := jsonCount{Side: c.Side.String(), Taken: orEmpty(c.Taken), Counted: orEmpty(c.Counted), Sum: c.Sum,
			Men: len(c.Counted), Digits: c.Digits, Excluded: c.Excluded, Won: c.Won, Text: c.Text}
		if s.Common == triumph.Standards {
			n := c.Standards
			jc.Standards = &n
		}
		out.Sides = append(out.Sides, jc)
	}
	data, err := json.MarshalIndent(out, "", "  ")
	if err != nil {
		return err
	}
	_, err = w.Write(append(data, '\n'))
	return err
}

func orEmpty(v []int64) []int64 {
	if v == nil {
		return []int64{}
	}
	return v
}
