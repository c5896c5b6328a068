package cli

import (
	"fmt"
	"os"
	"slices"
	"strings"

	"github.com/spf13/cobra"

	"github.com/rithmo/rithmo/puzzles"
	"github.com/rithmo/rithmo/puzzles/mine"
	"github.com/rithmo/rithmo/puzzles/stats"
	"github.com/rithmo/rithmo/rules/arith"
	"github.com/rithmo/rithmo/rules/board"
	"github.com/rithmo/rithmo/rules/engine"
)

func newPuzzlesMineCmd(env *Env) *cobra.Command {
	var (
		rules, out      string
		seed            uint64
		games, count    int
		minMen, minMiss int
		guarded         bool
		relation, goal  string
		toward          string
		walk            bool
		turns           int
	)
	cmd := &cobra.Command{
		Use:   "mine --rules ID [flags]",
		Short: "Mine capture puzzles from self-play games",
		Long: `Play games of the engine against itself from the rule set's opening array
and keep the busy positions where the side to move has one capture to find:
at least --min-men men on the board, an enemy man that exactly one action
takes, and at least --min-near-misses tempting near misses against it (an
action that almost takes: the right relation at the wrong distance, a blocked
path, two men whose sum is nearly right). Each puzzle has a title, themes,
a difficulty measured from the position, and a note explaining the point and
the near misses in numbers; each passes rithmo puzzles check.

The player is greedy: it completes a triumph when it can, else takes the most
value (now and then not), else develops a man toward the enemy, with choices
drawn from the seed. Games are --seed, --seed+1 ... The same options give the
same file, byte for byte. --guarded plays games in which neither side
completes a triumph: under nemec the greedy player would within a dozen
turns. --goal triumph keeps the positions where exactly one action completes
a triumph instead (no near-miss gate: the engine has no WhyNot for
triumphs); --relation R keeps only the captures by R.

--toward greater|greatest steers one side (Black under nemec, else White and
Black by turns of the seed) toward a four-man triumph once one is allowed to
it (under the 1563 kinds, once the enemy king has been taken whole): it plans
the cheapest arrangement of its men in the enemy camp and walks them there,
and the game stops where one draught completes it. Each kept puzzle has at
least --min-near-misses near misses: actions that set a triumph of another
kind, another man on the answer's square where the values hold one proportion
only, or men in progression misplaced. --walk, when a steered game gives no
puzzle, sets the four men where the plan sends them in that game's positions,
the enemy standing still; the source line says so.

Read the notes before adding puzzles to a collection: a miner finds
positions, a teacher chooses them. rithmo puzzles stats measures the result.`,
		Example: `  rithmo puzzles mine --rules fulke2 --games 20 --out mined.puz
  rithmo puzzles mine --rules nemec --guarded --seed 100 --games 50 --count 10
  rithmo puzzles mine --rules parlett --goal triumph --games 100
  rithmo puzzles mine --rules fulke3 --relation siege --games 20
  rithmo puzzles mine --rules fulke1 --toward greatest --walk --games 100`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			if rules == "" {
				return Usagef("--rules is required: fulke1, fulke2, fulke3, nemec or parlett, with options such as fulke2+next")
			}
			r, err := board.ParseRules(rules)
			if err != nil {
				return Usagef("--rules: %v", err)
			}
			if games < 1 || games > mine.MaxGames {
				return Usagef("--games must be 1 to %d, not %d", mine.MaxGames, games)
			}
			if count < 0 || minMen < 0 || minMiss < 0 {
				return Usagef("--count, --min-men and --min-near-misses cannot be negative")
			}
			o := mine.Options{Rules: r, Seed: seed, Games: games, Count: count, MinMen: minMen, MinNearMisses: minMiss, Guarded: guarded}
			switch goal {
			case "capture":
			case "triumph":
				o.OnlyTriumphs = true
			case "any":
				o.Triumphs = true
			default:
				return Usagef("--goal must be capture, triumph or any, not %q", goal)
			}
			if relation != "" {
				rel, err := engine.ParseRelation(relation)
				if err != nil {
					return Usagef("--relation: %v", err)
				}
				if !slices.Contains(engine.RelationsOf(r), rel) {
					return Usagef("--relation: %s does not take by %s", r, rel)
				}
				if o.OnlyTriumphs {
					return Usagef("--relation is for capture puzzles, not --goal triumph")
				}
				o.Relation = rel
			}
			if toward != "" {
				k, err := arith.ParseTriumphKind(toward)
				if err != nil || k == arith.Great {
					return Usagef("--toward must be greater or greatest, not %q", toward)
				}
				o.Toward = k
			}
			if walk && toward == "" {
				return Usagef("--walk goes with --toward")
			}
			o.Walk = walk
			if turns < 0 || turns > 2000 {
				return Usagef("--turns must be 1 to 2000 (0: the default)")
			}
			o.Turns = turns
			list, err := mine.Mine(o)
			if err != nil {
				return err
			}
			header := fmt.Sprintf("# rithmo puzzles mine --rules %s --seed %d --games %d", r, seed, games)
			if goal != "capture" {
				header += " --goal " + goal
			}
			if relation != "" {
				header += " --relation " + o.Relation.String()
			}
			if guarded {
				header += " --guarded"
			}
			if toward != "" {
				header += " --toward " + o.Toward.String()
			}
			if walk {
				header += " --walk"
			}
			if turns > 0 {
				header += fmt.Sprintf(" --turns %d", turns)
			}
			if count > 0 {
				header += fmt.Sprintf(" --count %d", count)
			}
			text := append([]byte(header+"\n\n"), puzzles.Format(list)...)
			if out == "" || out == "-" {
				_, err := cmd.OutOrStdout().Write(text)
				return err
			}
			if err := os.WriteFile(out, text, 0o644); err != nil {
				return fmt.Errorf("writing the puzzles: %w", err)
			}
			_, err = fmt.Fprintf(cmd.OutOrStdout(), "%s: %s from %s\n", out, howMany(len(list), "puzzle"), howMany(games, "game"))
			return err
		},
	}
	f := cmd.Flags()
	rulesVar(f, &rules, "", "the rule set, with options: fulke1, fulke2, fulke2+next, fulke3, nemec, parlett (required)")
	f.Uint64Var(&seed, "seed", 1, "the first game's seed: the same seed gives the same file")
	f.IntVar(&games, "games", 10, fmt.Sprintf("how many games to play, 1 to %d", mine.MaxGames))
	f.IntVar(&count, "count", 0, "stop once this many puzzles are kept (default: no limit)")
	f.IntVar(&minMen, "min-men", mine.DefaultMinMen, "the fewest men on the board")
	f.IntVar(&minMiss, "min-near-misses", mine.DefaultMinNearMisses, "the fewest near misses against the man to take")
	f.StringVar(&goal, "goal", "capture", "capture, triumph (the positions where exactly one action completes a triumph; no near-miss gate), or any")
	f.StringVar(&relation, "relation", "", "keep only capture puzzles whose man falls by this relation")
	f.BoolVar(&guarded, "guarded", false, "neither side completes a triumph, so games run on into the middle game (nemec's triumphs come early)")
	f.StringVar(&toward, "toward", "", "steer one side toward a greater or greatest triumph (after the enemy king falls, under the 1563 kinds) and keep the position one draught from it")
	f.IntVar(&turns, "turns", 0, fmt.Sprintf("the longest game, in turns (default %d, or %d with --toward)", mine.DefaultTurns, mine.DefaultTowardTurns))
	f.BoolVar(&walk, "walk", false, "with --toward: when a steered game gives no puzzle, set the four men where the plan sends them in its positions (the enemy standing still)")
	f.StringVarP(&out, "out", "o", "", "the file to write (default: standard output)")
	return cmd
}

func newPuzzlesStatsCmd(env *Env) *cobra.Command {
	return &cobra.Command{
		Use:   "stats [FILE|DIR]...",
		Short: "Measure the puzzle collection: every cell filled?",
		Long: `Print the table of the curated puzzles (or of the files and folders named):
puzzles per relation and rule set, per triumph kind and rule set, per
difficulty 1 to 5 and rule set, how many have Black to move, the median men
on the board and the median near misses (tempting actions that almost take
the man the puzzle names). A * marks a cell below the collection's minimums;
the list of what is missing follows.`,
		Example: `  rithmo puzzles stats
  rithmo puzzles stats worksheet.puz`,
		RunE: func(cmd *cobra.Command, args []string) error {
			list, err := puzzlesNamed(env, args)
			if err != nil {
				return err
			}
			t := stats.Of(list)
			out := cmd.OutOrStdout()
			if _, err := fmt.Fprint(out, t.Text(stats.IssueMinimums)); err != nil {
				return err
			}
			short := t.Shortfalls(stats.IssueMinimums)
			if len(short) == 0 {
				_, err := fmt.Fprintln(out, "\nEvery cell is at its minimum.")
				return err
			}
			_, err = fmt.Fprintf(out, "\nBelow the minimums (%d):\n  %s\n", len(short), strings.Join(short, "\n  "))
			return err
		},
	}
}
