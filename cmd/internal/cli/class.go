package cli

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/spf13/cobra"

	"github.com/rithmo/rithmo/cmd/internal/progress"
	"github.com/rithmo/rithmo/lessons"
)

func newClassCmd(env *Env) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "class",
		Short: "A class served over SSH: set assignments, read the teacher's report",
		Long: `The teacher's side of rithmo serve. Both commands work on the class file
while the server runs.

  rithmo class assign NAME --class FILE [selection] [--due DATE]
  rithmo class assignments --class FILE
  rithmo class report --class FILE [--assignment NAME] [--student NAME]`,
		Example: `  rithmo class assign week1 --class 5b.db --theme addition --due 2026-12-01
  rithmo class report --class 5b.db --assignment week1`,
	}
	cmd.AddCommand(newClassAssignCmd(env), newClassAssignmentsCmd(env), newClassReportCmd(env), newClassRosterCmd(env), newClassInviteCmd(env))
	return cmd
}

type assignFlags struct {
	worksheetFlags
	class, due string
}

func newClassAssignCmd(env *Env) *cobra.Command {
	fl := assignFlags{worksheetFlags: worksheetFlags{count: countFlag(), seed: seedFlag()}}
	cmd := &cobra.Command{
		Use:   "assign NAME --class FILE [flags]",
		Short: "Set the class an assignment: puzzles and lessons' exercises, the same for every student",
		Long: `Set the class an assignment, chosen as a worksheet's contents are:

  --theme T, --rules R, --ids A,B   curated puzzles
  --generate "GOAL [RELATION|KIND] RULES" --count N
                                    generated puzzles
  --lesson N                        the exercises of lesson N (repeatable)

The puzzles are drawn once, now, and kept in the class file, and the
lessons' numbers come from the assignment's seed (--seed, else a new one):
every student gets the same positions and numbers, so the report can
compare their answers. Students see open assignments first on their home
screen, soonest due first. --due DATE (YYYY-MM-DD) is shown to them.`,
		Example: `  rithmo class assign week1 --class 5b.db --theme addition --due 2026-12-01
  rithmo class assign drill --class 5b.db --generate "capture addition fulke1" --count 8 --seed 7
  rithmo class assign reading --class 5b.db --lesson 3`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if fl.class == "" {
				return Usagef("--class: say which class file, as rithmo serve --class has it")
			}
			if err := checkNumbers(fl.seed, fl.count); err != nil {
				return err
			}
			if fl.due != "" {
				if _, err := time.Parse("2006-01-02", fl.due); err != nil {
					return Usagef("--due %q: want a date, YYYY-MM-DD", fl.due)
				}
			}
			if !cmd.Flags().Changed("seed") {
				fl.seed.value = newSeed()
			}
			sheet, err := buildSheet(env, cmd, &fl.worksheetFlags)
			if err != nil {
				return err
			}
			a := progress.Assignment{Name: args[0], Due: fl.due, Seed: fl.seed.value,
				Command: strings.Replace(worksheetCommand(cmd, &fl.worksheetFlags), "rithmo worksheet", "rithmo class assign "+shellQuote(args[0]), 1)}
			for _, p := range sheet.Puzzles {
				a.Items = append(a.Items, progress.AssignedPuzzle{Puzzle: p.ID, Title: p.Title, Rules: p.Position.Rules.String(),
					Position: p.Position.String(), Goal: p.Goal.String(), Themes: p.Themes, Difficulty: p.Difficulty})
			}
			for _, l := range sheet.Lessons {
				a.Lessons = append(a.Lessons, l.Name)
			}
			_, statErr := os.Stat(fl.class)
			class, err := openClass(env, fl.class, nil, true)
			if err != nil {
				return err
			}
			defer class.Close()
			if errors.Is(statErr, fs.ErrNotExist) {
				fmt.Fprintf(cmd.ErrOrStderr(), "rithmo: made the class file %s; start the class with rithmo serve --class %s\n", fl.class, fl.class)
			}
			if today := class.Now().Format("2006-01-02"); fl.due != "" && fl.due < today {
				fmt.Fprintf(cmd.ErrOrStderr(), "rithmo: warning: --due %s is in the past (today is %s); students will see it as overdue\n", fl.due, today)
			}
			if err := class.Assign(a); err != nil {
				if errors.Is(err, progress.ErrAssignmentExists) {
					return Usagef("assignment %q exists in %s: choose another name", a.Name, fl.class)
				}
				return err
			}
			var what []string
			if n := len(a.Items); n > 0 {
				what = append(what, howMany(n, "puzzle"))
			}
			for _, l := range sheet.Lessons {
				what = append(what, "lesson "+l.Title)
			}
			due := ""
			if a.Due != "" {
				due = ", due " + a.Due
			}
			fmt.Fprintf(cmd.OutOrStdout(), "Assigned %s: %s (seed %d)%s.\n", a.Name, strings.Join(what, ", "), a.Seed, due)
			return nil
		},
	}
	f := cmd.Flags()
	f.StringVar(&fl.class, "class", "", "the class file (as rithmo serve --class)")
	f.StringVar(&fl.due, "due", "", "when it is due, YYYY-MM-DD")
	f.StringVar(&fl.theme, "theme", "", "curated puzzles of this theme (see rithmo puzzles list)")
	f.StringVar(&fl.rules, "rules", "", "curated puzzles of this rule set: fulke1, fulke2, fulke3, nemec, parlett")
	f.StringVar(&fl.ids, "ids", "", "curated puzzles by id, comma-separated, in this order")
	f.StringVar(&fl.gen, "generate", "", `generated puzzles: "GOAL [RELATION|KIND] RULES", e.g. "capture addition fulke1"`)
	f.Var(fl.count, "count", "how many generated puzzles")
	f.StringArrayVar(&fl.lessons, "lesson", nil, "the exercises of this lesson (number or name; repeatable)")
	f.Var(fl.seed, "seed", "the assignment's seed: generated puzzles and exercise numbers (default: a new one)")
	return cmd
}

// openClass opens a class file with the course (so that an assignment's
// lessons list their exercises). A missing one is made only when create is
// set (class assign): a report of a typo makes no file.
func openClass(env *Env, path string, course []*lessons.Lesson, create bool) (*progress.Store, error) {
	if _, err := os.Stat(path); errors.Is(err, fs.ErrNotExist) && !create {
		return nil, Usagef("class file %s does not exist: start it with rithmo serve --class %s, or set an assignment with rithmo class assign", path, path)
	}
	now, err := clock(env)
	if err != nil {
		return nil, err
	}
	return progress.Open(path, progress.WithClock(now), progress.WithLessons(shapesOf(course)))
}

func newClassAssignmentsCmd(env *Env) *cobra.Command {
	var class string
	cmd := &cobra.Command{
		Use:     "assignments --class FILE",
		Short:   "List the class's assignments: due date, puzzles, lessons, and the command that set each",
		Example: `  rithmo class assignments --class 5b.db`,
		Args:    cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			if class == "" {
				return Usagef("--class: say which class file, as rithmo serve --class has it")
			}
			s, err := openClass(env, class, nil, false)
			if err != nil {
				return err
			}
			defer s.Close()
			all, err := s.Assignments()
			if err != nil {
				return err
			}
			return writeAssignments(cmd.OutOrStdout(), all, s.Now().Format("2006-01-02"), class)
		},
	}
	cmd.Flags().StringVar(&class, "class", "", "the class file (as rithmo serve --class)")
	return cmd
}

// writeAssignments lists assignments soonest due first, saying which are
// overdue on today.
func writeAssignments(w io.Writer, all []progress.Assignment, today, path string) error {
	if len(all) == 0 {
		_, err := fmt.Fprintf(w, "No assignments in %s yet: set one with rithmo class assign.\n", path)
		return err
	}
	fmt.Fprintf(w, "%s in %s:\n\n", howMany(len(all), "assignment"), path)
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "Name\tDue\tPuzzles\tLessons\tSeed\tSet with")
	for _, a := range all {
		due := cmpOr(a.Due, "-")
		if a.Due != "" && a.Due < today {
			due += " (past)"
		}
		fmt.Fprintf(tw, "%s\t%s\t%d\t%s\t%d\t%s\n", a.Name, due, len(a.Items), cmpOr(strings.Join(a.Lessons, ", "), "-"), a.Seed, a.Command)
	}
	return tw.Flush()
}
