package cli

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/spf13/cobra"

	"github.com/rithmo/rithmo/puzzles"
	"github.com/rithmo/rithmo/puzzles/calibrate"
	"github.com/rithmo/rithmo/puzzles/mine"
)

func newPuzzlesCalibrateCmd(env *Env) *cobra.Command {
	var (
		csvPath  string
		seed     uint64
		learners int
		write    bool
	)
	cmd := &cobra.Command{
		Use:   "calibrate [FILE|DIR]... [--csv FILE | --seed N]",
		Short: "Fit the difficulty formula to first tries and say how well it predicts them",
		Long: `Measure every curated puzzle (or the files and folders named): the actions
that take something, near misses, relation, moves deep (no term counts men or
legal actions: every mined position passes such a threshold, a flat bonus). Then fit the integer
weights of the difficulty formula to first tries at the puzzles: every weight
vector of a small grid is tried and the one that orders the tries best is kept
(the most pairs of tries where the easier puzzle was solved and the harder one
missed, minus the pairs the other way round). The report gives the first-try
success at each difficulty, whether it falls as difficulty rises, and gamma,
for the fitted weights and for the weights in use.

--csv reads real first tries: rithmo class report --csv from a class file,
or a file with the header puzzle,tries,right_first. Without it the tries come
from a scripted solver model, a population of solvers drawn from --seed:
rithmo ships with no records of real learners, so every difficulty is an
estimate, and the weights in use were fitted that way
(rithmo puzzles calibrate with the default seed prints them).

--write states in the files named the difficulty the weights in use
(mine.Calibrated) give each puzzle: its difficulty line, and in a mined
puzzle's note the sentence that explains it in numbers. Nothing else in the
files changes.`,
		Example: `  rithmo puzzles calibrate
  rithmo class report --class 5b.db --csv > 5b.csv && rithmo puzzles calibrate --csv 5b.csv
  rithmo puzzles calibrate --seed 7 --learners 200 content/puzzles
  rithmo puzzles calibrate --write content/puzzles`,
		RunE: func(cmd *cobra.Command, args []string) error {
			if write {
				if len(args) == 0 {
					return Usagef("--write needs the puzzle files or folders to rewrite")
				}
				return restate(cmd, env, args)
			}
			if learners < 1 || learners > 10000 {
				return Usagef("--learners must be 1 to 10000, not %d", learners)
			}
			if csvPath != "" && cmd.Flags().Changed("seed") {
				return Usagef("--csv and --seed: the tries are read or simulated, not both")
			}
			list, err := puzzlesNamed(env, args)
			if err != nil {
				return err
			}
			pts := make([]calibrate.Point, 0, len(list))
			index := map[string]int{}
			for i := range list {
				index[list[i].ID] = len(pts)
				pts = append(pts, calibrate.Point{ID: list[i].ID, Measure: calibrate.MeasureOf(&list[i])})
			}
			out := cmd.OutOrStdout()
			if csvPath != "" {
				f, err := os.Open(csvPath)
				if err != nil {
					return fmt.Errorf("reading the first tries: %w", err)
				}
				recs, err := calibrate.ParseCSV(f)
				f.Close()
				if err != nil {
					return fmt.Errorf("%s: %w", csvPath, err)
				}
				var unknown []string
				for _, r := range recs {
					i, ok := index[r.Puzzle]
					if !ok {
						unknown = append(unknown, r.Puzzle)
						continue
					}
					pts[i].Tries += r.Tries
					pts[i].Right += r.RightFirst
				}
				if len(unknown) > 0 {
					fmt.Fprintf(env.Stderr, "rithmo: warning: %s: %s not among the puzzles measured, left out: %s\n",
						csvPath, howMany(len(unknown), "puzzle"), strings.Join(unknown, " "))
				}
				kept := pts[:0]
				for _, p := range pts {
					if p.Tries > 0 {
						kept = append(kept, p)
					}
				}
				pts = kept
				if len(pts) == 0 {
					return fmt.Errorf("%s: no first try at any of the puzzles measured", csvPath)
				}
				fmt.Fprintf(out, "First tries read from %s: %s.\n\n", csvPath, howMany(len(pts), "puzzle"))
			} else {
				calibrate.Simulate(seed, pts, learners)
				fmt.Fprintf(out, "First tries SIMULATED (no records of real learners): %s, each tried once by %s drawn from seed %d.\n\n",
					howMany(len(pts), "puzzle"), howMany(learners, "simulated solver"), seed)
			}
			fit := calibrate.Fit(pts, calibrate.DefaultGrid, mine.Calibrated)
			fmt.Fprintf(out, "Fitted:\n%s\n", fit.Text())
			inUse := calibrate.ScoreOf(mine.Calibrated, pts)
			if inUse.Weights == fit.Weights {
				_, err := fmt.Fprintln(out, "The weights in use are the fitted ones.")
				return err
			}
			_, err = fmt.Fprintf(out, "In use (mine.Calibrated):\n%s", inUse.Text())
			return err
		},
	}
	f := cmd.Flags()
	f.StringVar(&csvPath, "csv", "", "first tries to fit: rithmo class report --csv, or puzzle,tries,right_first")
	f.Uint64Var(&seed, "seed", calibrate.DefaultSeed, "the simulated population's seed (without --csv)")
	f.BoolVar(&write, "write", false, "state in the named files the difficulty the weights in use give (the difficulty line, and the measured sentence of a mined note)")
	f.IntVar(&learners, "learners", calibrate.DefaultLearners, "how many simulated solvers (without --csv)")
	return cmd
}

// restate rewrites the difficulty of every puzzle in the files and folders
// named, file by file, with the weights in use.
func restate(cmd *cobra.Command, env *Env, args []string) error {
	var files []string
	for _, a := range args {
		st, err := os.Stat(a)
		if err != nil {
			return fmt.Errorf("--write: %w", err)
		}
		if !st.IsDir() {
			files = append(files, a)
			continue
		}
		matches, err := filepath.Glob(filepath.Join(a, "*.puz"))
		if err != nil {
			return err
		}
		files = append(files, matches...)
	}
	total := 0
	for _, name := range files {
		src, err := os.ReadFile(name)
		if err != nil {
			return fmt.Errorf("--write: %w", err)
		}
		list, err := puzzles.Parse(name, src)
		if err != nil {
			return fmt.Errorf("--write: %w (rithmo puzzles check lists the problems; nothing written)", err)
		}
		want := map[string][2]string{}
		diff := map[string]int{}
		for i := range list {
			m := calibrate.MeasureOf(&list[i])
			d := mine.Difficulty(m)
			diff[list[i].ID] = d
			want[list[i].ID] = [2]string{"", m.Explain(d)}
		}
		out, n := calibrate.Restate(src, func(id string) (int, string, bool) {
			w, ok := want[id]
			return diff[id], w[1], ok
		})
		if n == 0 {
			continue
		}
		if err := os.WriteFile(name, out, 0o644); err != nil {
			return fmt.Errorf("--write: %w", err)
		}
		total += n
		fmt.Fprintf(cmd.OutOrStdout(), "%s: %s restated\n", name, howMany(n, "puzzle"))
	}
	_, err := fmt.Fprintf(cmd.OutOrStdout(), "%s restated in %s\n", howMany(total, "puzzle"), howMany(len(files), "file"))
	return err
}
