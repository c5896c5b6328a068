package cli

import (
	"fmt"
	"time"

	"github.com/spf13/cobra"

	"github.com/rithmo/rithmo/cmd/internal/progress"
	"github.com/rithmo/rithmo/puzzles"
	"github.com/rithmo/rithmo/puzzles/generate"
	"github.com/rithmo/rithmo/puzzles/play"
)

func newDailyCmd(env *Env) *cobra.Command {
	return &cobra.Command{
		Use:   "daily",
		Short: "Solve the puzzle of the day, the same for everyone, and keep your daily streak",
		Long: `Play the puzzle of the day: one generated puzzle per calendar day, the
same for every learner on that day (it is drawn from the date alone), of any
theme and rule set. Playing it on consecutive days makes a daily streak,
which rithmo progress shows. You may play it again; the streak counts days.

Set RITHMO_NOW (a date such as 2026-12-01) to play another day's puzzle.
Without a terminal, use --accessible (or ACCESSIBLE=1) for plain prompts.`,
		Example: `  rithmo daily
  rithmo daily --accessible`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			now, err := clock(env)
			if err != nil {
				return err
			}
			pz, err := dailyPuzzle(now())
			if err != nil {
				return err
			}
			err = runPuzzles(cmd, env, func(o play.Options) *play.Session {
				if pr, ok := o.Recorder.(puzzleRecorder); ok {
					pr.origin = progress.OriginDaily
					o.Recorder = pr
				}
				return play.NewSession([]puzzles.Puzzle{pz}, o)
			})
			if err != nil {
				return err
			}
			store, err := openStore(env)
			if err != nil {
				return err
			}
			defer store.Close()
			d, err := store.Daily()
			if err != nil {
				return err
			}
			_, err = fmt.Fprintln(cmd.OutOrStdout(), dailyLine(d))
			return err
		},
	}
}

// dailySeed is the seed of a day's puzzle: the date as a number, 20261125,
// in the learner's calendar. Nothing of the learner goes in, so everyone
// gets the same puzzle on the same day.
func dailySeed(day time.Time) uint64 {
	y, m, d := day.Date()
	return uint64(y*10000 + int(m)*100 + d)
}

// dailyPuzzle is the puzzle of day's date: the first puzzle of a practice
// set of every theme and rule set, seeded by the date.
func dailyPuzzle(day time.Time) (puzzles.Puzzle, error) {
	ps, err := generate.Practice(generate.PracticeOptions{Count: 1, Seed: dailySeed(day)})
	if err != nil {
		return puzzles.Puzzle{}, fmt.Errorf("the puzzle of %s: %w", day.Format("2 January 2006"), err)
	}
	pz := ps[0]
	pz.Title = fmt.Sprintf("Puzzle of the day, %s: %s", day.Format("Monday 2 January 2006"), pz.Title)
	return pz, nil
}

// dailyLine is the daily streak in words.
func dailyLine(d progress.DailySummary) string {
	switch {
	case d.Played == 0:
		return "Daily puzzle: not played yet; rithmo daily sets today's."
	case d.Streak == 0:
		return fmt.Sprintf("Daily puzzle: no streak (last played on %s); play today's to start one.", d.LastDay)
	}
	today := "not yet played today"
	if d.SolvedToday {
		today = "solved today"
	} else if d.PlayedToday {
		today = "played today, not solved"
	}
	return fmt.Sprintf("Daily puzzle: a streak of %s, %s; solved on %d of %s.", howMany(d.Streak, "day"), today, d.Solved, howMany(d.Played, "day"))
}
