package cli

import (
	"errors"
	"fmt"
	"os"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"github.com/rithmo/rithmo/cmd/internal/progress"
	"github.com/rithmo/rithmo/lessons"
	"github.com/rithmo/rithmo/lessons/exercise"
)

type classReportFlags struct {
	class, assignment, student string
	json, csv                  bool
	out, html                  string
	force                      bool
}

func newClassReportCmd(env *Env) *cobra.Command {
	var fl classReportFlags
	cmd := &cobra.Command{
		Use:   "report --class FILE [--assignment NAME] [--student NAME] [--json|--csv [--out DIR]|--html FILE]",
		Short: "The teacher's report: a student-by-item grid, items worst first, each idea, every answer",
		Long: `Print the teacher's report of a class file, read while the server may be
writing it:

  the grid     each student (every one the class file knows, absent ones
               too) against each item: + first try, r on a retry (right
               after a wrong answer or a hint), s answer shown, x missed,
               . not started
  items        labelled by their question, worst first (fewest solved),
               with the most common wrong answer
  ideas        each puzzle theme (a relation, a goal) and each lesson,
               worst first

--assignment NAME narrows it to one assignment: its puzzles and its lessons'
exercises, listed even before anyone starts them. --student NAME lists every
answer of one student instead. --json holds all of it. --csv prints one long
table of answers, one row per answer; with --out DIR it writes one table per
file (students.csv, items.csv, ideas.csv, grid.csv, attempts.csv).`,
		Example: `  rithmo class report --class 5b.db
  rithmo class report --class 5b.db --assignment week1 --student "Ann Smith"
  rithmo class report --class 5b.db --csv --out week1-tables`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			formats := 0
			for _, on := range []bool{fl.json, fl.csv, fl.html != ""} {
				if on {
					formats++
				}
			}
			switch {
			case fl.class == "":
				return Usagef("--class: say which class file, as rithmo serve --class has it")
			case formats > 1:
				return Usagef("--json, --csv and --html: choose one")
			case fl.out != "" && !fl.csv:
				return Usagef("--out DIR: the folder for --csv's tables; give --csv too")
			}
			course, _ := loadLessons() // labels only: without the course, exercises keep their task
			class, err := openClass(env, fl.class, course, false)
			if err != nil {
				return err
			}
			defer class.Close()
			r, err := class.ClassReport(fl.assignment, courseLabel(course), fl.json || fl.csv || fl.html != "" || fl.student != "")
			if errors.Is(err, progress.ErrNoAssignment) {
				return Usagef("no assignment %q in %s", fl.assignment, fl.class)
			}
			if err != nil {
				return err
			}
			if fl.student != "" {
				if r, err = onlyStudent(r, fl.student, fl.class); err != nil {
					return err
				}
			}
			out := cmd.OutOrStdout()
			switch {
			case fl.json:
				return writeClassJSON(out, r)
			case fl.csv && fl.out != "":
				return writeClassTables(fl.out, r, fl.force)
			case fl.csv:
				return writeAttemptsCSV(out, r)
			case fl.html != "":
				page, err := classHTML(r, fl.class)
				if err != nil {
					return err
				}
				return writeOut(fl.html, []byte(page), fl.force)
			case fl.student != "":
				return writeStudentText(out, r)
			}
			return writeClassText(out, r, fl.class)
		},
	}
	f := cmd.Flags()
	f.StringVar(&fl.class, "class", "", "the class file (as rithmo serve --class)")
	f.StringVar(&fl.assignment, "assignment", "", "only this assignment: its puzzles and its lessons' exercises")
	f.StringVar(&fl.student, "student", "", "every answer of this student (their name, or their key's SHA256 fingerprint)")
	f.BoolVar(&fl.json, "json", false, "print JSON: everything in the report")
	f.BoolVar(&fl.csv, "csv", false, "print CSV: one row per answer (with --out, one table per file)")
	f.StringVar(&fl.out, "out", "", "with --csv: write the tables into this folder, one per file")
	f.StringVar(&fl.html, "html", "", "write a page to look at or print to this file")
	f.BoolVar(&fl.force, "force", false, "replace files that exist")
	return cmd
}

// courseLabel labels an exercise by its question as the student saw it:
// its prompt, asked again with the seed it was drawn with; the default
// label where the course or the seed cannot say it.
func courseLabel(course []*lessons.Lesson) progress.Labeler {
	return func(a progress.ClassAttempt) string {
		if a.Kind != progress.KindExercise {
			return progress.DefaultLabel(a)
		}
		seed, err := strconv.ParseUint(a.Seed, 10, 64)
		l, ok := lessons.Find(course, a.Name)
		if err != nil || !ok || a.Exercise < 0 || a.Exercise >= len(l.Exercises) {
			return progress.DefaultLabel(a)
		}
		q, err := exercise.Ask(l.Exercises[a.Exercise].Block, seed, l.Name, a.Exercise)
		if err != nil || a.Task != "" && q.Task.String() != a.Task {
			return progress.DefaultLabel(a)
		}
		return fmt.Sprintf("%s #%d: %s", l.Title, a.Exercise+1, strings.Join(strings.Fields(q.Prompt), " "))
	}
}

// onlyStudent narrows the report to one student, found by name (any case)
// or key fingerprint.
func onlyStudent(r progress.ClassReport, who, path string) (progress.ClassReport, error) {
	var names []string
	for i, s := range r.Students {
		if strings.EqualFold(strings.TrimSpace(s.Name), strings.TrimSpace(who)) || s.ID == who {
			r.Students = r.Students[i : i+1]
			r.Grid = r.Grid[i : i+1]
			var mine []progress.ClassAttempt
			for _, a := range r.Attempts {
				if a.Learner == s.ID {
					mine = append(mine, a)
				}
			}
			r.Attempts = mine
			return r, nil
		}
		names = append(names, studentName(s))
	}
	if len(names) == 0 {
		return r, Usagef("--student %q: %s has no students yet", who, path)
	}
	return r, Usagef("--student %q: no such student in %s; the students are: %s", who, path, strings.Join(names, ", "))
}

// mkdirOut makes the --out folder, refusing a file in its place.
func mkdirOut(dir string) error {
	if fi, err := os.Stat(dir); err == nil && !fi.IsDir() {
		return Usagef("--out %s: is a file; name a folder", dir)
	}
	return os.MkdirAll(dir, 0o755)
}
