package cli

import (
	"cmp"
	"errors"
	"fmt"
	"time"

	"github.com/spf13/cobra"

	"github.com/rithmo/rithmo/cmd/internal/progress"
	"github.com/rithmo/rithmo/content"
	"github.com/rithmo/rithmo/puzzles"
	"github.com/rithmo/rithmo/puzzles/play"
	"github.com/rithmo/rithmo/puzzles/teach"
)

func newDailyCmd(env *Env) *cobra.Command {
	return &cobra.Command{
		Use:   "daily",
		Short: "Solve the puzzle of the day in your rule set, the same for everyone in it, and keep your daily streak",
		Long: `Play the puzzle of the day: one curated puzzle per calendar day, the
same for every learner of your rule set on that day (it is drawn from the
date alone among that rule set's puzzles whose lesson you have read): the
rule set you learn in, chosen on the first run and changed under Rules.
Playing it on consecutive days makes a daily streak, which rithmo progress
shows. You may play it again; the streak counts days.

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
			pz, wait, err := dailyPuzzleFor(env, now())
			if err != nil {
				return err
			}
			if wait != "" {
				_, err := fmt.Fprintln(cmd.OutOrStdout(), wait)
				return err
			}
			err = runPuzzles(cmd, env, func(o play.Options) *play.Session {
				if pr, ok := o.Recorder.(puzzleRecorder); ok {
					pr.origin = progress.OriginDaily
					o.Recorder = pr
				}
				return play.NewSession([]puzzles.Puzzle{pz}, o)
			})
			// Answers that ran out still leave the day played (a first
			// answer makes it): the streak is said, then the exit is 1.
			ranOut := errors.Is(err, errInputEnded)
			if err != nil && !ranOut {
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
			if _, err := fmt.Fprintln(cmd.OutOrStdout(), dailyLine(d)); err != nil {
				return err
			}
			if ranOut {
				return errInputEnded
			}
			return nil
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

// dailyPuzzleFor is dailyPuzzle for the learner of env's progress file.
func dailyPuzzleFor(env *Env, day time.Time) (puzzles.Puzzle, string, error) {
	var read teach.Read
	rules := defaultRules
	if store, err := openStore(env); err == nil {
		read = lessonsRead(store)
		rules, _ = learnerRules(store)
		store.Close()
	}
	return dailyPuzzle(day, read, rules)
}

// dailyPuzzle is the puzzle of day's date: one of the curated puzzles (the
// collection puzzles check keeps free of repeats) in the rule set rules
// whose lesson the learner has read (read; nil holds none back), drawn by
// the date alone, so that learners of one rule set as far in the course
// get the same puzzle. It leads with the day; its title waits for the
// verdict like any other. When no puzzle is open yet, wait says which
// lesson opens one.
func dailyPuzzle(day time.Time, read teach.Read, rules string) (pz puzzles.Puzzle, wait string, err error) {
	all, err := puzzles.Load(content.Puzzles())
	if err == nil {
		all = puzzlesIn(all, rules)
	}
	if err != nil || len(all) == 0 {
		return puzzles.Puzzle{}, "", fmt.Errorf("the puzzle of %s in %s: the curated puzzles: %v", day.Format("2 January 2006"), rules, cmp.Or(err, errors.New("none in this rule set")))
	}
	open := teach.Filter(read, all, puzzleLesson)
	if len(open) == 0 {
		n, _ := teach.Next(read, all, puzzleLesson)
		return puzzles.Puzzle{}, "The puzzle of the day opens when you have read " + waitsFor(n) + ".", nil
	}
	pz = open[dailyIndex(dailySeed(day), len(open))]
	pz.Occasion = "Puzzle of the day, " + day.Format("Monday 2 January 2006")
	return pz, "", nil
}

// dailyIndex spreads the days over the n puzzles: consecutive dates give
// puzzles far apart in the files (a splitmix64 step of the seed), not the
// next puzzle of the same file.
func dailyIndex(seed uint64, n int) int {
	z := seed + 0x9e3779b97f4a7c15
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	z ^= z >> 31
	return int(z % uint64(n))
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

// puzzlesIn keeps the puzzles of the rule set rules, its variants
// ("nemec+x") among them: one rule set at a time.
func puzzlesIn(all []puzzles.Puzzle, rules string) []puzzles.Puzzle {
	var out []puzzles.Puzzle
	for _, p := range all {
		if p.Rules() == rules {
			out = append(out, p)
		}
	}
	return out
}
