package cli

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/spf13/cobra"

	"github.com/rithmo/rithmo/cmd/internal/app"
	"github.com/rithmo/rithmo/cmd/internal/progress"
	"github.com/rithmo/rithmo/content"
	"github.com/rithmo/rithmo/lessons"
)

func newProgressCmd(env *Env) *cobra.Command {
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "progress",
		Short: "Show what you have done: lessons, exercises, puzzles and your streak",
		Long: `Show the progress kept in the progress database: lessons finished of the
whole course (a lesson is finished when its last page has been reached and
each of its exercises for your rule set answered) and where to continue,
exercise answers (right at the first try,
and in all), puzzles solved by theme and by rule set, and the streak of
consecutive days with an answer (ending today or yesterday).

The database is the file named by --data, else $RITHMO_DATA, else
$XDG_DATA_HOME/rithmo/progress.db (~/.local/share/rithmo/progress.db when
XDG_DATA_HOME is unset). This command only reads it, and does not create it.`,
		Example: `  rithmo progress
  rithmo progress --json
  rithmo progress --data ./class-of-2026.db --json`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			report, err := readProgress(env)
			if err != nil {
				return err
			}
			if asJSON {
				enc := json.NewEncoder(cmd.OutOrStdout())
				enc.SetIndent("", "  ")
				return enc.Encode(report)
			}
			report.words = env.Accessible
			return writeProgress(cmd.OutOrStdout(), report)
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print one JSON object instead of the summary")
	cmd.AddCommand(newProgressExportCmd(env))
	return cmd
}

func newProgressExportCmd(env *Env) *cobra.Command {
	return &cobra.Command{
		Use:   "export FILE",
		Short: "Copy the progress database into one new file, to keep or hand in",
		Long: `Write a consistent copy of the progress database into FILE, a new file: one
file that can be mailed to a teacher or kept as a backup, and that rithmo
reads as it is (rithmo --data FILE progress). It may run while rithmo is open
elsewhere; the database itself is only read (a file of an older rithmo is
converted in the copy, not in place). FILE
must not exist: export never overwrites a file, and never writes through a
symbolic link. The copy is readable by you alone (mode 0600).`,
		Example: `  rithmo progress export ~/progress-2026-11-25.db
  rithmo --data ./class.db progress export ./class-copy.db`,
		Args: cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			path, err := dataPath(env)
			if err != nil {
				return err
			}
			if err := progress.Export(path, args[0]); err != nil {
				if errors.Is(err, progress.ErrNothingRecorded) {
					return fmt.Errorf("no progress recorded yet at %s: there is nothing to export (the first lesson page or answer records it there)", path)
				}
				return err
			}
			_, err = fmt.Fprintf(cmd.OutOrStdout(), "Progress from %s copied to %s\n", path, args[0])
			return err
		},
	}
}

// lessonFiles is the curriculum the progress is counted against; tests
// replace it so that their expectations do not move with the course.
var lessonFiles = content.Lessons

// progressReport is what `rithmo progress --json` prints.
type progressReport struct {
	Data     string `json:"data"`     // the database file
	Recorded bool   `json:"recorded"` // false when the file does not exist yet
	progress.Summary
	progress.Learning
	Continue *app.Resume `json:"continue"` // null when there are no lessons
	// titles numbers each lesson of Mastery for the text report.
	titles map[string]string
	// words: the rating history in words rather than a chart of bars,
	// for screen readers (accessible mode).
	words bool
}

// readProgress reads the report without changing the database: a missing
// or empty file is "nothing recorded yet", never a file created.
func readProgress(env *Env) (progressReport, error) {
	path, err := dataPath(env)
	if err != nil {
		return progressReport{}, err
	}
	now, err := clock(env)
	if err != nil {
		return progressReport{}, err
	}
	all, _ := lessons.Load(lessonFiles()) // a lesson with problems is left out; `rithmo lesson check` reports it
	read, err := progress.Read(path, progress.WithClock(now), progress.WithLessons(shapesOf(all)))
	switch {
	case errors.Is(err, progress.ErrNothingRecorded):
		return progressOf(nil, path, all), nil
	case err != nil:
		return progressReport{}, err
	}
	if err := reviewToday(env, &read, all); err != nil {
		return progressReport{}, err
	}
	return progressOf(&read, path, all), nil
}

// reviewToday counts the items due today as rithmo review would ask them
// today (reviewSet, from the same cards, lessons read and rule set): a
// puzzle of another rule set waits for it, and one whose lesson is unread
// waits for that lesson, so neither is due today to the learner.
func reviewToday(env *Env, read *progress.Report, all []*lessons.Lesson) error {
	set, err := reviewSet(env, read.Due, readOf(all, read.Learning.Mastery), rulesOr(read.Rules))
	if err != nil {
		return err
	}
	r := &read.Learning.Review
	r.DueToday, r.Puzzles, r.Exercises = set.Len(), len(set.Puzzles), len(set.Exercises)
	return nil
}

// progressOf makes the report from what the database holds, for the
// course all (loaded once by the caller); a nil read is nothing recorded
// yet at path.
func progressOf(read *progress.Report, path string, all []*lessons.Lesson) progressReport {
	report := progressReport{Data: path, titles: map[string]string{}}
	report.Lessons.Finished = []string{}
	report.Puzzles.ByTheme, report.Puzzles.ByRules = []progress.Tally{}, []progress.Tally{}
	var (
		last progress.Visit
		ok   bool
	)
	if read != nil {
		report.Summary, last, ok = read.Summary, read.Last, read.HasLast
		report.Learning = read.Learning
		report.Recorded = true
	}
	st := app.Standing{Due: report.Review.DueToday, Mastery: report.Mastery, Bookmarks: report.Bookmarks}
	if r, ok := app.ContinueFrom(last, ok, all, st); ok {
		report.Continue = &r
	}
	if len(report.Mastery) != len(all) {
		// Nothing recorded yet: every lesson is still to read.
		report.Mastery = make([]progress.LessonMastery, len(all))
		for i, l := range all {
			report.Mastery[i] = progress.LessonMastery{Lesson: l.Name, Pages: len(l.Pages), Exercises: len(l.Exercises)}
		}
	}
	if report.Ratings == nil {
		report.Ratings = []progress.GoalRating{}
		report.RatingHistory = map[string][]progress.RatingPoint{}
	}
	for _, l := range all {
		report.titles[l.Name] = fmt.Sprint(l.Number)
	}
	report.Lessons.Total = len(all)
	return report
}

func writeProgress(w io.Writer, r progressReport) error {
	var b strings.Builder
	if r.Recorded {
		fmt.Fprintf(&b, "Progress kept in %s\n\n", r.Data)
	} else {
		fmt.Fprintf(&b, "No progress recorded yet at %s: the first lesson page or answer records it there\n\n", r.Data)
	}
	tw := tabwriter.NewWriter(&b, 0, 0, 2, ' ', 0)
	l := r.Lessons
	fmt.Fprintf(tw, "Lessons\t%d of %d finished, %d opened\n", len(l.Finished), l.Total, l.Opened)
	if r.Continue != nil {
		fmt.Fprintf(tw, "\t%s\n", r.Continue.Hint)
	}
	writeMastery(tw, r)
	e := r.Exercises
	if e.Attempts == 0 {
		fmt.Fprintf(tw, "Exercises\tnone answered yet\n")
	} else {
		fmt.Fprintf(tw, "Exercises\t%s answered, %d right at the first try (%s)\n", howMany(e.Exercises, "exercise"), e.FirstTryRight, percent(e.FirstTryRight, e.Exercises))
		fmt.Fprintf(tw, "\t%s in all, %d right (%s), %s used\n", howMany(e.Attempts, "answer"), e.Correct, percent(e.Correct, e.Attempts), howMany(e.HintsUsed, "hint"))
	}
	p := r.Puzzles
	if p.Attempts == 0 {
		fmt.Fprintf(tw, "Puzzles\tnone tried yet\n")
	} else {
		fmt.Fprintf(tw, "Puzzles\t%d solved of %d tried (%s)\n", p.Solved, p.Attempted, howMany(p.Attempts, "answer"))
		writeWrapped(tw, "  by theme", tallies(p.ByTheme))
		writeWrapped(tw, "  by rules", tallies(p.ByRules))
	}
	switch s := r.Streak; {
	case s.LastDay == "":
		fmt.Fprintf(tw, "Streak\tno answers yet\n")
	case s.Days == 0:
		fmt.Fprintf(tw, "Streak\t0 days (last answer on %s): answer anything today to start one\n", s.LastDay)
	default:
		fmt.Fprintf(tw, "Streak\t%s (last answer on %s)\n", howMany(s.Days, "day"), s.LastDay)
	}
	if d := r.Daily; d.Played > 0 {
		fmt.Fprintf(tw, "Daily\t%s\n", strings.TrimSuffix(strings.TrimPrefix(dailyLine(d), "Daily puzzle: "), "."))
	} else {
		fmt.Fprintf(tw, "Daily\tnot played yet: rithmo daily sets today's puzzle\n")
	}
	writeReview(tw, r.Review)
	if err := tw.Flush(); err != nil {
		return err
	}
	writeRatings(&b, r.Ratings, r.RatingHistory, r.words)
	_, err := io.WriteString(w, b.String())
	return err
}

// writeMastery gives a line per lesson begun: read, its score, mastered.
func writeMastery(tw io.Writer, r progressReport) {
	read, done := 0, 0
	for _, m := range r.Mastery {
		if m.Read {
			read++
		}
		if m.Mastered {
			done++
		}
	}
	fmt.Fprintf(tw, "Mastery\t%d of %d lessons read, %d mastered (%d%% right, first try or review)\n",
		read, len(r.Mastery), done, progress.MasteryPercent)
	for _, m := range r.Mastery {
		if m.PagesOpened == 0 && m.Answered == 0 {
			continue
		}
		fmt.Fprintf(tw, "\tlesson %s: %s\n", r.titles[m.Lesson], standingLine(m))
	}
}

// standingLine is one lesson's standing: "mastered: 5 of 6 right (83%)",
// "read: 2 of 6 right (33%), 1 not answered", "page 2 of 4 opened".
func standingLine(m progress.LessonMastery) string {
	state := fmt.Sprintf("%d of %d pages opened", m.PagesOpened, m.Pages)
	switch {
	case m.Mastered:
		state = "mastered"
	case m.Read:
		state = "read"
	}
	if m.Exercises == 0 {
		return state
	}
	line := fmt.Sprintf("%s: %d of %d right (%s)", state, m.Right, m.Exercises, percent(m.Right, m.Exercises))
	if left := m.Exercises - m.Answered; left > 0 {
		line += fmt.Sprintf(", %d not answered", left)
	}
	return line
}

func writeReview(tw io.Writer, r progress.ReviewSummary) {
	switch {
	case r.Cards == 0:
		fmt.Fprintf(tw, "Review\tnothing kept for review: what you miss comes back here\n")
	case r.DueToday > 0:
		fmt.Fprintf(tw, "Review\t%s due today (%s, %s): rithmo review\n", howMany(r.DueToday, "item"),
			howMany(r.Puzzles, "puzzle"), howMany(r.Exercises, "exercise"))
		fmt.Fprintf(tw, "\t%s kept for review in all\n", howMany(r.Cards, "item"))
	default:
		next := ""
		if r.NextDue != nil {
			next = ", the next on " + r.NextDue.In(time.Local).Format("Monday 2 January")
		}
		fmt.Fprintf(tw, "Review\tnothing due today; %s kept for review%s\n", howMany(r.Cards, "item"), next)
	}
}

// tallyRoom is the room for a tally line beside its label, so that the
// report keeps within 80 columns.
const tallyRoom = 80 - 12

// writeWrapped writes a comma-separated list beside its label, going on
// under it when it is longer than tallyRoom.
func writeWrapped(tw io.Writer, label, list string) {
	line := ""
	for _, part := range strings.SplitAfter(list, ", ") {
		if line != "" && len([]rune(line+strings.TrimSpace(part))) > tallyRoom {
			fmt.Fprintf(tw, "%s\t%s\n", label, strings.TrimSpace(line))
			label, line = "", ""
		}
		line += part
	}
	fmt.Fprintf(tw, "%s\t%s\n", label, strings.TrimSpace(line))
}

// tallies lists "solved of attempted" per name: "addition 2 of 3, siege 0 of 1".
func tallies(ts []progress.Tally) string {
	if len(ts) == 0 {
		return "none"
	}
	parts := make([]string, len(ts))
	for i, t := range ts {
		parts[i] = fmt.Sprintf("%s %d of %d", t.Name, t.Solved, t.Attempted)
	}
	return strings.Join(parts, ", ")
}

// percent is part of whole as a whole percentage, rounded half up with
// integers only.
func percent(part, whole int) string {
	if whole == 0 {
		return "-"
	}
	return fmt.Sprintf("%d%%", (200*part+whole)/(2*whole))
}

// howMany is "1 day", "2 days": n and the noun, with an s unless n is 1.
func howMany(n int, noun string) string {
	return fmt.Sprintf("%d %s", n, plural(n, noun, noun+"s"))
}
