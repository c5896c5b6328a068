package cli

import (
	"cmp"
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
		Long: `The teacher's side of rithmo serve. Every command works on the class
file while the server runs.

  rithmo class roster add --class FILE NAME KEY.pub | FOLDER | FILE.csv
  rithmo class roster --class FILE            the students, last seen, done
  rithmo class invite --class FILE NAME...    one-time join codes
  rithmo class assign NAME --class FILE [selection] [--due DATE]
  rithmo class assign --class FILE --edit NAME | --extend NAME DATE | --remove NAME
  rithmo class assignments --class FILE
  rithmo class report --class FILE [--assignment NAME] [--student NAME]`,
		Example: `  rithmo class roster add --class 5b.db keys/
  rithmo class invite --class 5b.db --pending
  rithmo class assign week1 --class 5b.db --theme addition --due 2026-12-01
  rithmo class report --class 5b.db --assignment week1`,
	}
	cmd.AddCommand(newClassAssignCmd(env), newClassAssignmentsCmd(env), newClassReportCmd(env), newClassRosterCmd(env), newClassInviteCmd(env))
	return cmd
}

type assignFlags struct {
	worksheetFlags
	class, due           string
	edit, extend, remove string
	yes                  bool
}

// selectionFlags choose an assignment's contents.
var selectionFlags = []string{"theme", "rules", "ids", "generate", "count", "lesson", "seed"}

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
screen, soonest due first. --due DATE (YYYY-MM-DD) is shown to them; a
date in the past is warned of. The class file is made if missing.

Change one already set (rithmo class assignments lists them):

  --edit NAME [selection] [--due DATE]   new contents, or a new due date
  --extend NAME DATE                     a new due date
  --remove NAME --yes                    take it away (answers given in it stay)`,
		Example: `  rithmo class assign week1 --class 5b.db --theme addition --due 2026-12-01
  rithmo class assign drill --class 5b.db --generate "capture addition fulke1" --count 8 --seed 7
  rithmo class assign reading --class 5b.db --lesson 3
  rithmo class assign --class 5b.db --extend week1 2026-12-08
  rithmo class assign --class 5b.db --edit drill --ids f1-addition-1,f1-addition-2
  rithmo class assign --class 5b.db --remove drill --yes`,
		Args: func(cmd *cobra.Command, args []string) error {
			modes := 0
			for _, m := range []string{fl.edit, fl.extend, fl.remove} {
				if m != "" {
					modes++
				}
			}
			switch {
			case modes > 1:
				return Usagef("--edit, --extend and --remove: give one at a time")
			case fl.extend != "" && len(args) != 1:
				return Usagef("--extend %s DATE: give the new due date, YYYY-MM-DD", fl.extend)
			case (fl.edit != "" || fl.remove != "") && len(args) > 0:
				return Usagef("%q: --edit and --remove name the assignment themselves; nothing else is read", args[0])
			case modes == 0 && len(args) != 1:
				return Usagef("class assign needs NAME, the new assignment's name (or --edit, --extend or --remove NAME)")
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			if fl.class == "" {
				return Usagef("--class: say which class file, as rithmo serve --class has it")
			}
			if err := checkNumbers(fl.seed, fl.count); err != nil {
				return err
			}
			if fl.extend != "" {
				fl.due = args[0]
			}
			if fl.due != "" {
				if _, err := time.Parse("2006-01-02", fl.due); err != nil {
					return Usagef("--due %q: want a date, YYYY-MM-DD", fl.due)
				}
			}
			switch {
			case fl.remove != "":
				return removeAssignment(cmd, env, &fl)
			case fl.edit != "" || fl.extend != "":
				return changeAssignment(cmd, env, &fl)
			}
			return newAssignment(cmd, env, &fl, args[0])
		},
	}
	f := cmd.Flags()
	f.StringVar(&fl.class, "class", "", "the class file (as rithmo serve --class)")
	f.StringVar(&fl.due, "due", "", "when it is due, YYYY-MM-DD")
	f.StringVar(&fl.theme, "theme", "", "curated puzzles of this theme (see rithmo puzzles list)")
	rulesVar(f, &fl.rules, "", "curated puzzles of this rule set: fulke1, fulke2, fulke3, nemec, parlett")
	f.StringVar(&fl.ids, "ids", "", "curated puzzles by id, comma-separated, in this order")
	f.StringVar(&fl.gen, "generate", "", `generated puzzles: "GOAL [RELATION|KIND] RULES", e.g. "capture addition fulke1"`)
	f.Var(fl.count, "count", "how many generated puzzles")
	f.StringArrayVar(&fl.lessons, "lesson", nil, "the exercises of this lesson (number or name; repeatable)")
	f.Var(fl.seed, "seed", "the assignment's seed: generated puzzles and exercise numbers (default: a new one)")
	f.StringVar(&fl.edit, "edit", "", "change the assignment NAME: new contents (selection flags) or --due")
	f.StringVar(&fl.extend, "extend", "", "give the assignment NAME a new due date: --extend NAME DATE")
	f.StringVar(&fl.remove, "remove", "", "take the assignment NAME away (with --yes); answers given in it stay")
	f.BoolVar(&fl.yes, "yes", false, "do it (with --remove)")
	return cmd
}

// resolveAssignment draws the selection's puzzles and lessons into a as
// the class keeps them.
func resolveAssignment(cmd *cobra.Command, env *Env, fl *assignFlags, a *progress.Assignment) ([]string, error) {
	sheet, err := buildSheet(env, cmd, &fl.worksheetFlags)
	if err != nil {
		return nil, err
	}
	a.Seed = fl.seed.value
	a.Command = strings.Replace(worksheetCommand(cmd, &fl.worksheetFlags), "rithmo worksheet", "rithmo class assign "+shellQuote(a.Name), 1)
	a.Items, a.Lessons = nil, nil
	for _, p := range sheet.Puzzles {
		a.Items = append(a.Items, progress.AssignedPuzzle{Puzzle: p.ID, Title: p.Title, Rules: p.Position.Rules.String(),
			Position: p.Position.String(), Goal: p.Goal.String(), Themes: p.Themes, Difficulty: p.Difficulty})
	}
	var what []string
	if n := len(a.Items); n > 0 {
		what = append(what, howMany(n, "puzzle"))
	}
	for _, l := range sheet.Lessons {
		a.Lessons = append(a.Lessons, l.Name)
		what = append(what, "lesson "+l.Title)
	}
	return what, nil
}

// warnPast warns of a due date before the class's today.
func warnPast(cmd *cobra.Command, class *progress.Store, due string) {
	if today := class.Now().Format("2006-01-02"); due != "" && due < today {
		fmt.Fprintf(cmd.ErrOrStderr(), "rithmo: warning: due %s is in the past (today is %s); students will see it as overdue\n", due, today)
	}
}

func newAssignment(cmd *cobra.Command, env *Env, fl *assignFlags, name string) error {
	if !cmd.Flags().Changed("seed") {
		fl.seed.value = newSeed()
	}
	a := progress.Assignment{Name: name, Due: fl.due}
	what, err := resolveAssignment(cmd, env, fl, &a)
	if err != nil {
		return err
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
	warnPast(cmd, class, fl.due)
	if err := class.Assign(a); err != nil {
		if errors.Is(err, progress.ErrAssignmentExists) {
			return Usagef("assignment %q exists in %s: choose another name, or change it with --edit %s", a.Name, fl.class, shellQuote(a.Name))
		}
		return err
	}
	fmt.Fprintf(cmd.OutOrStdout(), "Assigned %s: %s (seed %d)%s.\n", a.Name, strings.Join(what, ", "), a.Seed, dueWords(a.Due))
	return nil
}

func dueWords(due string) string {
	if due == "" {
		return ""
	}
	return ", due " + due
}

// changeAssignment is --edit and --extend: the assignment read, changed
// and stored whole.
func changeAssignment(cmd *cobra.Command, env *Env, fl *assignFlags) error {
	name := cmp.Or(fl.edit, fl.extend)
	selected := false
	for _, f := range selectionFlags {
		selected = selected || cmd.Flags().Changed(f)
	}
	switch {
	case fl.extend != "" && selected:
		return Usagef("--extend changes the due date only: change the contents with --edit %s", shellQuote(name))
	case fl.edit != "" && !selected && fl.due == "":
		return Usagef("--edit %s: say what changes: the contents (--theme, --ids, --generate, --lesson ...) or --due DATE", shellQuote(name))
	}
	class, err := openClass(env, fl.class, nil, false)
	if err != nil {
		return err
	}
	defer class.Close()
	a, err := class.AssignmentNamed(name)
	if errors.Is(err, progress.ErrNoAssignment) {
		return Usagef("no assignment %q in %s (rithmo class assignments --class %s lists them)", name, fl.class, fl.class)
	} else if err != nil {
		return err
	}
	was := a.Due
	if fl.due != "" {
		a.Due = fl.due
	}
	var what []string
	if selected {
		if !cmd.Flags().Changed("seed") {
			fl.seed.value = a.Seed
		}
		if what, err = resolveAssignment(cmd, env, fl, &a); err != nil {
			return err
		}
	}
	warnPast(cmd, class, a.Due)
	if err := class.ReplaceAssignment(a); err != nil {
		return err
	}
	w := cmd.OutOrStdout()
	if selected {
		fmt.Fprintf(w, "Changed %s: now %s (seed %d)%s. Answers already given in it stay.\n", a.Name, strings.Join(what, ", "), a.Seed, dueWords(a.Due))
		return nil
	}
	fmt.Fprintf(w, "%s is now due %s (was %s).\n", a.Name, a.Due, cmpOr(was, "no date"))
	return nil
}

func removeAssignment(cmd *cobra.Command, env *Env, fl *assignFlags) error {
	class, err := openClass(env, fl.class, nil, false)
	if err != nil {
		return err
	}
	defer class.Close()
	a, err := class.AssignmentNamed(fl.remove)
	if errors.Is(err, progress.ErrNoAssignment) {
		return Usagef("no assignment %q in %s (rithmo class assignments --class %s lists them)", fl.remove, fl.class, fl.class)
	} else if err != nil {
		return err
	}
	if !fl.yes {
		return Usagef("--remove %s: students will no longer see it; the answers given in it stay in the class file. Run again with --yes to do it", shellQuote(a.Name))
	}
	if err := class.RemoveAssignment(a.Name); err != nil {
		return err
	}
	fmt.Fprintf(cmd.OutOrStdout(), "Removed the assignment %s; the answers given in it stay.\n", a.Name)
	return nil
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
