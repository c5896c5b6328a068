package cli

import (
	"encoding/csv"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"strconv"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/spf13/cobra"

	"github.com/rithmo/rithmo/cmd/internal/progress"
)

func newClassCmd(env *Env) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "class",
		Short: "A class served over SSH: set assignments, read the teacher's report",
		Long: `The teacher's side of rithmo serve. Both commands work on the class file
while the server runs.

  rithmo class assign NAME --class FILE [selection] [--due DATE]
  rithmo class report --class FILE [--assignment NAME] [--json|--csv]`,
		Example: `  rithmo class assign week1 --class 5b.db --theme addition --due 2026-12-01
  rithmo class report --class 5b.db --assignment week1`,
	}
	cmd.AddCommand(newClassAssignCmd(env), newClassReportCmd(env))
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
			class, err := openClass(env, fl.class)
			if err != nil {
				return err
			}
			defer class.Close()
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

// openClass opens a class file; a missing one is not made by a teacher's
// typo.
func openClass(env *Env, path string) (*progress.Store, error) {
	if _, err := os.Stat(path); errors.Is(err, fs.ErrNotExist) {
		return nil, Usagef("class file %s does not exist: start it with rithmo serve --class %s", path, path)
	}
	now, err := clock(env)
	if err != nil {
		return nil, err
	}
	return progress.Open(path, progress.WithClock(now))
}

type classReportFlags struct {
	class, assignment string
	json, csv         bool
}

func newClassReportCmd(env *Env) *cobra.Command {
	var fl classReportFlags
	cmd := &cobra.Command{
		Use:   "report --class FILE [--assignment NAME] [--json|--csv]",
		Short: "The teacher's report: each student's work, and how the class did on each item",
		Long: `Print the teacher's report of a class file, read while the server may be
writing it:

  per student  items done, right at the first try (without a hint), hints
               asked, time spent answering, last seen
  per item     how many answered it, how many got it right first, and the
               most common wrong answer

--assignment NAME narrows it to one assignment's puzzles. --json and --csv
are for spreadsheets and scripts; the CSV has a "table" column, student or
item, with the columns of each.`,
		Example: `  rithmo class report --class 5b.db
  rithmo class report --class 5b.db --assignment week1 --csv > week1.csv`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			switch {
			case fl.class == "":
				return Usagef("--class: say which class file, as rithmo serve --class has it")
			case fl.json && fl.csv:
				return Usagef("--json and --csv: choose one")
			}
			class, err := openClass(env, fl.class)
			if err != nil {
				return err
			}
			defer class.Close()
			r, err := class.ClassReport(fl.assignment)
			if errors.Is(err, progress.ErrNoAssignment) {
				return Usagef("no assignment %q in %s", fl.assignment, fl.class)
			}
			if err != nil {
				return err
			}
			out := cmd.OutOrStdout()
			switch {
			case fl.json:
				return writeClassJSON(out, r)
			case fl.csv:
				return writeClassCSV(out, r)
			}
			return writeClassText(out, r, fl.class)
		},
	}
	f := cmd.Flags()
	f.StringVar(&fl.class, "class", "", "the class file (as rithmo serve --class)")
	f.StringVar(&fl.assignment, "assignment", "", "only this assignment's puzzles")
	f.BoolVar(&fl.json, "json", false, "print JSON")
	f.BoolVar(&fl.csv, "csv", false, "print CSV")
	return cmd
}

func studentName(s progress.StudentLine) string {
	if s.Name == "" {
		return "(no name yet) " + s.ID
	}
	return s.Name
}

func shortDuration(d time.Duration) string {
	d = d.Round(time.Second)
	if d >= time.Hour {
		return fmt.Sprintf("%dh%02dm", int(d.Hours()), int(d.Minutes())%60)
	}
	return fmt.Sprintf("%dm%02ds", int(d.Minutes()), int(d.Seconds())%60)
}

func lastSeen(t time.Time) string {
	if t.IsZero() {
		return "never"
	}
	return t.Local().Format("2006-01-02 15:04")
}

func writeClassText(w io.Writer, r progress.ClassReport, path string) error {
	title := "Class " + path
	if r.Assignment != "" {
		title = fmt.Sprintf("Assignment %s in class %s", r.Assignment, path)
	}
	fmt.Fprintf(w, "%s: %s, %s\n\n", title, howMany(len(r.Students), "student"), howMany(len(r.Items), "item"))
	if len(r.Students) == 0 {
		fmt.Fprintln(w, "No student has connected yet.")
		return nil
	}
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "Student\tDone\tRight first\tHints\tTime\tLast seen")
	for _, s := range r.Students {
		fmt.Fprintf(tw, "%s\t%d\t%d\t%d\t%s\t%s\n", studentName(s), s.Done, s.RightFirst, s.Hints, shortDuration(s.Time), lastSeen(s.LastSeen))
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	if len(r.Items) == 0 {
		_, err := fmt.Fprintln(w, "\nNothing answered yet.")
		return err
	}
	fmt.Fprintln(w)
	tw = tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "Item\tAnswered\tRight first\tMost common wrong answer")
	for _, it := range r.Items {
		wrong := "-"
		if it.WrongCount > 0 {
			wrong = fmt.Sprintf("%s (%s)", it.Wrong, howMany(it.WrongCount, "time"))
		}
		fmt.Fprintf(tw, "%s\t%d\t%d\t%s\n", it.Label, it.Learners, it.RightFirst, wrong)
	}
	return tw.Flush()
}

type classJSON struct {
	Assignment string        `json:"assignment,omitempty"`
	Students   []studentJSON `json:"students"`
	Items      []itemJSON    `json:"items"`
}

type studentJSON struct {
	Key         string  `json:"key"`
	Name        string  `json:"name"`
	Done        int     `json:"done"`
	RightFirst  int     `json:"right_first"`
	Hints       int     `json:"hints"`
	TimeSeconds float64 `json:"time_seconds"`
	LastSeen    string  `json:"last_seen,omitempty"`
}

type itemJSON struct {
	Kind       string `json:"kind"`
	Item       string `json:"item"`
	Label      string `json:"label"`
	Answered   int    `json:"answered"`
	RightFirst int    `json:"right_first"`
	Wrong      string `json:"most_common_wrong,omitempty"`
	WrongCount int    `json:"most_common_wrong_count"`
}

func seenRFC(t time.Time) string {
	if t.IsZero() {
		return ""
	}
	return t.UTC().Format(time.RFC3339)
}

func writeClassJSON(w io.Writer, r progress.ClassReport) error {
	out := classJSON{Assignment: r.Assignment, Students: []studentJSON{}, Items: []itemJSON{}}
	for _, s := range r.Students {
		out.Students = append(out.Students, studentJSON{Key: s.ID, Name: s.Name, Done: s.Done, RightFirst: s.RightFirst,
			Hints: s.Hints, TimeSeconds: s.Time.Seconds(), LastSeen: seenRFC(s.LastSeen)})
	}
	for _, it := range r.Items {
		out.Items = append(out.Items, itemJSON{Kind: it.Kind, Item: it.Item, Label: it.Label, Answered: it.Learners,
			RightFirst: it.RightFirst, Wrong: it.Wrong, WrongCount: it.WrongCount})
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(out)
}

func writeClassCSV(w io.Writer, r progress.ClassReport) error {
	c := csv.NewWriter(w)
	c.Write([]string{"table", "key_or_kind", "name_or_item", "done_or_answered", "right_first", "hints", "time_seconds", "last_seen", "most_common_wrong", "most_common_wrong_count"})
	for _, s := range r.Students {
		c.Write([]string{"student", s.ID, s.Name, strconv.Itoa(s.Done), strconv.Itoa(s.RightFirst), strconv.Itoa(s.Hints),
			strconv.FormatFloat(s.Time.Seconds(), 'f', 3, 64), seenRFC(s.LastSeen), "", ""})
	}
	for _, it := range r.Items {
		c.Write([]string{"item", it.Kind, it.Label, strconv.Itoa(it.Learners), strconv.Itoa(it.RightFirst), "", "", "", it.Wrong, strconv.Itoa(it.WrongCount)})
	}
	c.Flush()
	return c.Error()
}
