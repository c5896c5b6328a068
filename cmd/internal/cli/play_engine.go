package cli

import (
	"encoding/json"
	"fmt"
	"io"
	"runtime"
	"strconv"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/rithmo/rithmo/rules/board"
	"github.com/rithmo/rithmo/rules/engine"
	"github.com/rithmo/rithmo/rules/match"
	"github.com/rithmo/rithmo/rules/opponent"
	"github.com/rithmo/rithmo/rules/triumph"
)

func newPlayMoveCmd(env *Env) *cobra.Command {
	var (
		level   int
		seed    uint64
		victory string
		asJSON  bool
	)
	cmd := &cobra.Command{
		Use:   "move POSITION --level N [--seed S] [--victory V] [--json]",
		Short: "Print the action the opponent would play in a position, and with --json its plan and evaluation",
		Long: `Print the action the opponent at a level would play in a position, in
the notation, so that other programs can play against it move by move.
With --json: the action, what it takes and why, what it threatens next,
the line it expects, its evaluation (hundredths of a man, for the side to
move), the depth searched and the positions searched.

POSITION is given as for "rithmo board" (or a rule set's id for its
opening array). The same seed gives the same answer.`,
		Example: `  rithmo play move nemec --level 3
  rithmo play move '` + additionExample + `' --level 5 --json`,
		Args: cobra.ArbitraryArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			p, err := legalPosition(args, "play")
			if err != nil {
				return err
			}
			if _, err := parseLevel(strconv.Itoa(level)); err != nil {
				return &UsageError{Err: fmt.Errorf("--level: %w", err)}
			}
			v, err := triumph.ParseSettings(victory)
			if err != nil {
				return &UsageError{Err: fmt.Errorf("--victory: %w", err)}
			}
			plan, err := opponent.Choose(&p, v, opponent.Config{Level: level, Seed: seed})
			if err != nil {
				return fmt.Errorf("%s to move: %w", p.ToMove.Title(), err)
			}
			if asJSON {
				return writePlanJSON(cmd.OutOrStdout(), &p, plan)
			}
			_, err = fmt.Fprintln(cmd.OutOrStdout(), plan.Action)
			return err
		},
	}
	cmd.Flags().IntVar(&level, "level", 3, "the opponent's level, 1 to 5")
	cmd.Flags().Uint64Var(&seed, "seed", 1, "the seed: the same seed gives the same answer")
	cmd.Flags().StringVar(&victory, "victory", "none", `the victory agreed, e.g. "bodies men=8" or none`)
	cmd.Flags().BoolVar(&asJSON, "json", false, "print the plan and evaluation as one JSON object")
	return cmd
}

type planJSON struct {
	Action   string        `json:"action"`
	Captures []captureJSON `json:"captures"`
	Triumphs []string      `json:"triumphs"`
	Threats  []threatJSON  `json:"threats"`
	Line     []string      `json:"line"`
	Score    int           `json:"score"`
	Depth    int           `json:"depth"`
	Nodes    int           `json:"nodes"`
	Plan     string        `json:"plan"`
	Intent   string        `json:"intent"` // what the action is for beyond its captures and threats
}

type captureJSON struct {
	Square string `json:"square"`
	Man    string `json:"man"`
	Why    string `json:"why"`
}

type threatJSON struct {
	Action string      `json:"action"`
	Takes  captureJSON `json:"takes"`
}

func captureOf(c engine.Capture) captureJSON {
	return captureJSON{Square: c.Square.String(), Man: c.Piece.String(), Why: c.Explain()}
}

func writePlanJSON(w io.Writer, p *board.Position, pl opponent.Plan) error {
	j := planJSON{Action: pl.Action.String(), Captures: []captureJSON{}, Triumphs: []string{}, Threats: []threatJSON{},
		Line: []string{}, Score: pl.Score, Depth: pl.Depth, Nodes: pl.Nodes, Plan: pl.Explain()}
	if in, ok := opponent.IntentOf(p, pl.Action); ok {
		j.Intent = in.Text
	}
	for _, c := range pl.Captures {
		j.Captures = append(j.Captures, captureOf(c))
	}
	for _, t := range pl.Triumphs {
		j.Triumphs = append(j.Triumphs, t.Explain())
	}
	for _, t := range pl.Threats {
		j.Threats = append(j.Threats, threatJSON{Action: t.Action.String(), Takes: captureOf(t.Capture)})
	}
	for _, a := range pl.Line {
		j.Line = append(j.Line, a.String())
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(j)
}

func newPlayMatchCmd(env *Env) *cobra.Command {
	var (
		rules, victory  string
		levels          []string
		games, maxPlies int
		seed            uint64
	)
	cmd := &cobra.Command{
		Use:   "match --rules R[,R...] --levels A,B [--levels C,D...] --games N [--seed S] [--victory V]",
		Short: "Play the opponent's level A against level B from the opening array and count the results",
		Long: `Play level A against level B for N games from the opening array of a
rule set, A taking White in the odd games and Black in the even ones, game
i with the seed S+i. Print each game as it ends; then A's wins, draws and
losses, its score (a draw counts half) and the median and longest time per
move of each level.

--rules takes several rule sets (fulke1,nemec; or all) and --levels
several pairs (--levels 2,1 --levels 3,2; or ladder: 2,1 3,2 4,3 5,4):
every pair is played under every rule set, one match after another, and
a table of them all ends the output, ready for the README. The table's
heap is the most memory in use after any action in the first and in the
second half of the games: flat when a game's memory does not grow.
A game not ended after --max-plies actions is counted a draw.`,
		Example: `  rithmo play match --rules fulke3 --levels 2,1 --games 40 --seed 1
  rithmo play match --rules nemec --levels 5,4 --games 10 --victory "goods sum=300"
  rithmo play match --rules all --levels ladder --games 40 --seed 1`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			sets, err := parseRuleList(rules)
			if err != nil {
				return err
			}
			pairs, err := parsePairs(levels)
			if err != nil {
				return err
			}
			v, err := triumph.ParseSettings(victory)
			if err != nil {
				return &UsageError{Err: fmt.Errorf("--victory: %w", err)}
			}
			if games < 1 {
				return Usagef("--games %d: want at least 1", games)
			}
			out := cmd.OutOrStdout()
			var rows []matchRow
			for _, r := range sets {
				for _, pr := range pairs {
					a, b := pr[0], pr[1]
					res, err := match.Play(match.Config{Rules: r, Victory: v, A: a, B: b, Games: games, Seed: seed, MaxPlies: maxPlies,
						Heap: heapInUse,
						Progress: func(i int, g match.GameResult) {
							capped := ""
							if g.Capped {
								capped = fmt.Sprintf(" (stopped at %d actions)", g.Plies)
							}
							text := g.Result.Text
							if text == "" {
								text = "drawn"
							}
							fmt.Fprintf(out, "game %d: level %d %s, %s%s\n", i+1, a, scoreWord(g.Score), firstLine(text), capped)
						}})
					if err != nil {
						return fmt.Errorf("%s, level %d against level %d: %w", r, a, b, err)
					}
					fmt.Fprintf(out, "%s, %s: level %d against level %d, %d games, seed %d\n", r, v.Title(), a, b, games, seed)
					fmt.Fprintf(out, "level %d: %d wins, %d draws, %d losses: %.1f of %d (%.0f %%)\n", a, res.Wins, res.Draws, res.Losses,
						res.Score(), games, 100*res.Score()/float64(games))
					fmt.Fprintf(out, "time per move: level %d median %s, longest %s; level %d median %s, longest %s\n",
						a, roundDur(match.Median(res.TimesA)), roundDur(maxDur(res.TimesA)), b, roundDur(match.Median(res.TimesB)), roundDur(maxDur(res.TimesB)))
					rows = append(rows, matchRow{rules: r.String(), res: res})
				}
			}
			writeMatchTable(out, rows)
			return nil
		},
	}
	fl := cmd.Flags()
	rulesVar(fl, &rules, "nemec", "the rule sets, with options, separated by commas (all: every rule set)")
	fl.StringArrayVar(&levels, "levels", []string{"2,1"}, "a pair of levels `A,B` (repeat for more pairs; ladder: every level against the one below)")
	fl.IntVar(&games, "games", 10, "the number of games of each match")
	fl.Uint64Var(&seed, "seed", 1, "the first game's seed")
	fl.StringVar(&victory, "victory", "bodies men=8", "the victory agreed")
	fl.IntVar(&maxPlies, "max-plies", 300, "stop a game after so many actions and count it a draw")
	return cmd
}

// heapInUse is the bytes of the heap in use now, for a match's table.
func heapInUse() uint64 {
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return m.HeapAlloc
}

// parseRuleList reads --rules: rule sets with options, separated by
// commas, or all.
func parseRuleList(s string) ([]board.Rules, error) {
	if strings.EqualFold(strings.TrimSpace(s), "all") {
		out := make([]board.Rules, len(board.RuleSets))
		for i, rs := range board.RuleSets {
			out[i] = board.Rules{Set: rs}
		}
		return out, nil
	}
	var out []board.Rules
	for _, f := range strings.Split(s, ",") {
		r, err := parseRulesArg(f)
		if err != nil {
			return nil, &UsageError{Err: fmt.Errorf("--rules: %w", err)}
		}
		out = append(out, r)
	}
	return out, nil
}

// parsePairs reads the --levels given: pairs A,B, or ladder.
func parsePairs(ss []string) ([][2]int, error) {
	var out [][2]int
	for _, s := range ss {
		if s == "ladder" {
			for a := 2; a <= opponent.Levels; a++ {
				out = append(out, [2]int{a, a - 1})
			}
			continue
		}
		a, b, err := parseLevels(s)
		if err != nil {
			return nil, err
		}
		out = append(out, [2]int{a, b})
	}
	return out, nil
}

type matchRow struct {
	rules string
	res   match.Result
}

// writeMatchTable writes every match played as one row of a Markdown
// table: the figures the README quotes.
func writeMatchTable(w io.Writer, rows []matchRow) {
	fmt.Fprintln(w)
	fmt.Fprintln(w, "| rule set | levels | games | W/D/L | score | median ms/move (A; B) | longest ms/move (A; B) | longest game | heap MB (1st half; 2nd) |")
	fmt.Fprintln(w, "|---|---|---:|---|---:|---|---|---:|---|")
	for _, r := range rows {
		res := r.res
		plies := 0
		var early, late uint64
		for _, g := range res.Games {
			plies = max(plies, g.Plies)
			early, late = max(early, g.HeapEarly), max(late, g.HeapLate)
		}
		n := len(res.Games)
		fmt.Fprintf(w, "| %s | %d v %d | %d | %d/%d/%d | %.0f %% | %s; %s | %s; %s | %d | %.1f; %.1f |\n",
			r.rules, res.Config.A, res.Config.B, n, res.Wins, res.Draws, res.Losses, 100*res.Score()/float64(max(n, 1)),
			millis(match.Median(res.TimesA)), millis(match.Median(res.TimesB)),
			millis(maxDur(res.TimesA)), millis(maxDur(res.TimesB)), plies, float64(early)/(1<<20), float64(late)/(1<<20))
	}
}

// millis writes a time per move in milliseconds, to the tenth.
func millis(d time.Duration) string {
	return fmt.Sprintf("%.1f", float64(d)/float64(time.Millisecond))
}

func parseLevels(s string) (int, int, error) {
	as, bs, ok := strings.Cut(s, ",")
	if !ok {
		return 0, 0, Usagef("--levels %q: want two levels A,B, like 2,1", s)
	}
	a, err := parseLevel(as)
	if err != nil {
		return 0, 0, &UsageError{Err: fmt.Errorf("--levels: %w", err)}
	}
	b, err := parseLevel(bs)
	if err != nil {
		return 0, 0, &UsageError{Err: fmt.Errorf("--levels: %w", err)}
	}
	return a, b, nil
}

func scoreWord(s float64) string {
	switch s {
	case 1:
		return "wins"
	case 0:
		return "loses"
	}
	return "draws"
}

// firstLine shortens a result's words for a line of the match's log.
func firstLine(s string) string {
	if r := []rune(s); len(r) > 120 {
		return string(r[:120]) + "…"
	}
	return s
}

func maxDur(ts []time.Duration) time.Duration {
	var m time.Duration
	for _, t := range ts {
		m = max(m, t)
	}
	return m
}

func roundDur(d time.Duration) time.Duration {
	switch {
	case d >= time.Second:
		return d.Round(10 * time.Millisecond)
	case d >= time.Millisecond:
		return d.Round(10 * time.Microsecond)
	}
	return d.Round(time.Microsecond)
}
