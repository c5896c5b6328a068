package cli

import (
	"encoding/csv"
	"encoding/json"
	"fmt"
	"io"
	"path/filepath"
	"strconv"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/rithmo/rithmo/cmd/internal/progress"
)

// The report's times are printed in UTC, said so, so that the same class
// file reads the same on every machine.
const reportTime = "2006-01-02 15:04 UTC"

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
	return t.UTC().Format(reportTime)
}

// seenOrAbsent is when a student was last seen, and for one who has not
// answered anything here, that they have not started.
func seenOrAbsent(s progress.StudentLine) string {
	switch {
	case s.Answers == 0 && s.LastSeen.IsZero():
		return "not started, never connected"
	case s.Answers == 0:
		return "not started (last seen " + lastSeen(s.LastSeen) + ")"
	}
	return lastSeen(s.LastSeen)
}

const marksLegend = "Marks: + first try, r on a retry (right after a wrong answer or a hint), s answer shown, x missed, . not started"

// outcomeCounts are an Outcomes' columns, best first.
func outcomeCounts(o progress.Outcomes) string {
	return fmt.Sprintf("%d\t%d\t%d\t%d\t%d", o[progress.FirstTry], o[progress.OnRetry], o[progress.AnswerShown], o[progress.Missed], o[progress.NotStarted])
}

const outcomeHeads = "First try\tOn a retry\tShown\tMissed\tNot started"

func writeClassText(w io.Writer, r progress.ClassReport, path string) error {
	title := "Class " + path
	if r.Assignment != "" {
		title = fmt.Sprintf("Assignment %s in class %s", r.Assignment, path)
		if r.Due != "" {
			title += ", due " + r.Due
		}
	}
	fmt.Fprintf(w, "%s: %s, %s\n", title, howMany(len(r.Students), "student"), howMany(len(r.Items), "item"))
	if len(r.Students) == 0 {
		_, err := fmt.Fprintln(w, "\nNo student has connected yet.")
		return err
	}
	if len(r.Items) == 0 {
		var names []string
		for _, st := range r.Students {
			names = append(names, studentName(st))
		}
		_, err := fmt.Fprintf(w, "\nNothing answered yet. Not started: %s.\n", strings.Join(names, ", "))
		return err
	}
	fmt.Fprintf(w, "\n%s\n\n", marksLegend)
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintf(tw, "Student\tItems 1-%d\tSolved\t%s\tHints\tTime\tLast seen\n", len(r.Items), outcomeHeads)
	for si, s := range r.Students {
		marks := make([]string, len(r.Grid[si]))
		for i, o := range r.Grid[si] {
			marks[i] = o.Mark()
		}
		fmt.Fprintf(tw, "%s\t%s\t%d of %d\t%s\t%d\t%s\t%s\n", studentName(s), strings.Join(marks, ""), s.Outcomes.Solved(), len(r.Items),
			outcomeCounts(s.Outcomes), s.Hints, shortDuration(s.Time), seenOrAbsent(s))
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	fmt.Fprintln(w, "\nItems, worst first")
	tw = tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintf(tw, "#\t%s\tMost common wrong answer\tItem\n", outcomeHeads)
	for i, it := range r.Items {
		wrong := "-"
		if it.WrongCount > 0 {
			wrong = fmt.Sprintf("%s (%s)", it.Wrong, howMany(it.WrongCount, "time"))
		}
		fmt.Fprintf(tw, "%d\t%s\t%s\t%s\n", i+1, outcomeCounts(it.Outcomes), wrong, it.Label)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	fmt.Fprintln(w, "\nIdeas, worst first (each student on each item of the idea)")
	tw = tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintf(tw, "Idea\tItems\tSolved\t%s\n", outcomeHeads)
	for _, d := range r.Ideas {
		fmt.Fprintf(tw, "%s\t%d\t%s\t%s\n", d.Idea, d.Items, percentOf(d.Outcomes.Solved(), d.Outcomes.Started()+d.Outcomes[progress.NotStarted]),
			outcomeCounts(d.Outcomes))
	}
	return tw.Flush()
}

// percentOf is n of total as "3 of 4 (75%)", the percentage rounded half up
// in integers.
func percentOf(n, total int) string {
	if total == 0 {
		return "0 of 0"
	}
	return fmt.Sprintf("%d of %d (%d%%)", n, total, (200*n+total)/(2*total))
}

func writeStudentText(w io.Writer, r progress.ClassReport) error {
	s := r.Students[0]
	o := s.Outcomes
	fmt.Fprintf(w, "%s (%s): %d of %s solved: %d first try, %d on a retry; %d answer shown, %d missed, %d not started\n",
		studentName(s), s.ID, o.Solved(), howMany(len(r.Items), "item"), o[progress.FirstTry], o[progress.OnRetry],
		o[progress.AnswerShown], o[progress.Missed], o[progress.NotStarted])
	if len(r.Attempts) == 0 {
		_, err := fmt.Fprintln(w, "No answers yet.")
		return err
	}
	fmt.Fprintf(w, "%s, every answer:\n\n", howMany(len(r.Attempts), "answer"))
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "When\tAnswer\tJudged\tHints\tTook\tAssignment\tItem")
	for _, a := range r.Attempts {
		fmt.Fprintf(tw, "%s\t%s\t%s\t%d\t%s\t%s\t%s\n", a.At.UTC().Format(reportTime), cmpOr(a.Answer, "-"), a.Judged(), a.Hints,
			shortDuration(a.Took), cmpOr(a.Assignment, "-"), r.Label(a.Item))
	}
	return tw.Flush()
}

func cmpOr(s, or string) string {
	if s == "" {
		return or
	}
	return s
}

type classJSON struct {
	Assignment string        `json:"assignment,omitempty"`
	Due        string        `json:"due,omitempty"`
	Students   []studentJSON `json:"students"`
	Items      []itemJSON    `json:"items"`
	Ideas      []ideaJSON    `json:"ideas"`
	Grid       []cellJSON    `json:"grid"`
	Attempts   []attemptJSON `json:"attempts"`
}

// outcomesJSON counts outcomes by name.
type outcomesJSON struct {
	FirstTry    int `json:"first_try"`
	OnRetry     int `json:"on_retry"`
	AnswerShown int `json:"answer_shown"`
	Missed      int `json:"missed"`
	NotStarted  int `json:"not_started"`
}

func outcomesOf(o progress.Outcomes) outcomesJSON {
	return outcomesJSON{o[progress.FirstTry], o[progress.OnRetry], o[progress.AnswerShown], o[progress.Missed], o[progress.NotStarted]}
}

type studentJSON struct {
	Key         string       `json:"key"`
	Name        string       `json:"name"`
	Outcomes    outcomesJSON `json:"outcomes"`
	Answers     int          `json:"answers"`
	Hints       int          `json:"hints"`
	TimeSeconds float64      `json:"time_seconds"`
	LastSeen    string       `json:"last_seen,omitempty"`
}

type itemJSON struct {
	Kind       string       `json:"kind"`
	Item       string       `json:"item"`
	Label      string       `json:"label"`
	Ideas      []string     `json:"ideas"`
	Outcomes   outcomesJSON `json:"outcomes"`
	Wrong      string       `json:"most_common_wrong,omitempty"`
	WrongCount int          `json:"most_common_wrong_count"`
}

type ideaJSON struct {
	Idea     string       `json:"idea"`
	Items    int          `json:"items"`
	Outcomes outcomesJSON `json:"outcomes"`
}

type cellJSON struct {
	Student string `json:"student"` // key
	Item    string `json:"item"`
	Outcome string `json:"outcome"`
	Mark    string `json:"mark"`
}

type attemptJSON struct {
	Student    string  `json:"student"` // key
	Kind       string  `json:"kind"`
	Item       string  `json:"item"`
	Label      string  `json:"label"`
	Step       int     `json:"step"`
	Answer     string  `json:"answer"`
	Correct    bool    `json:"correct"`
	Shown      bool    `json:"answer_shown"`
	Ends       string  `json:"ends,omitempty"` // solved: the item's last part; left: the learner left it unfinished
	Hints      int     `json:"hints"`
	Seconds    float64 `json:"seconds"`
	At         string  `json:"at"`
	Assignment string  `json:"assignment,omitempty"`
}

func seenRFC(t time.Time) string {
	if t.IsZero() {
		return ""
	}
	return t.UTC().Format(time.RFC3339)
}

func classToJSON(r progress.ClassReport) classJSON {
	out := classJSON{Assignment: r.Assignment, Due: r.Due, Students: []studentJSON{}, Items: []itemJSON{}, Ideas: []ideaJSON{},
		Grid: []cellJSON{}, Attempts: []attemptJSON{}}
	for si, s := range r.Students {
		out.Students = append(out.Students, studentJSON{Key: s.ID, Name: s.Name, Outcomes: outcomesOf(s.Outcomes), Answers: s.Answers,
			Hints: s.Hints, TimeSeconds: s.Time.Seconds(), LastSeen: seenRFC(s.LastSeen)})
		for ii, o := range r.Grid[si] {
			out.Grid = append(out.Grid, cellJSON{Student: s.ID, Item: r.Items[ii].Item, Outcome: o.String(), Mark: o.Mark()})
		}
	}
	for _, it := range r.Items {
		out.Items = append(out.Items, itemJSON{Kind: it.Kind, Item: it.Item, Label: it.Label, Ideas: append([]string{}, it.Ideas...),
			Outcomes: outcomesOf(it.Outcomes), Wrong: it.Wrong, WrongCount: it.WrongCount})
	}
	for _, d := range r.Ideas {
		out.Ideas = append(out.Ideas, ideaJSON{Idea: d.Idea, Items: d.Items, Outcomes: outcomesOf(d.Outcomes)})
	}
	for _, a := range r.Attempts {
		out.Attempts = append(out.Attempts, attemptJSON{Student: a.Learner, Kind: a.Kind, Item: a.Item, Label: r.Label(a.Item), Step: a.Step,
			Answer: a.Answer, Correct: a.Correct, Shown: a.Shown, Ends: string(a.Ends), Hints: a.Hints, Seconds: a.Took.Seconds(), At: seenRFC(a.At), Assignment: a.Assignment})
	}
	return out
}

func writeClassJSON(w io.Writer, r progress.ClassReport) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(classToJSON(r))
}

// The CSV tables are tidy: one header row, one kind of row per table, one
// value per cell, so that a spreadsheet imports each as it is.

func attemptsTable(r progress.ClassReport) [][]string {
	name := map[string]string{}
	for _, s := range r.Students {
		name[s.ID] = s.Name
	}
	rows := [][]string{{"student_key", "student", "kind", "item", "label", "step", "answer", "correct", "answer_shown", "ends", "hints", "seconds", "at", "assignment"}}
	for _, a := range r.Attempts {
		rows = append(rows, []string{a.Learner, name[a.Learner], a.Kind, a.Item, r.Label(a.Item), strconv.Itoa(a.Step), a.Answer,
			strconv.FormatBool(a.Correct), strconv.FormatBool(a.Shown), string(a.Ends), strconv.Itoa(a.Hints),
			strconv.FormatFloat(a.Took.Seconds(), 'f', 3, 64), seenRFC(a.At), a.Assignment})
	}
	return rows
}

var outcomeColumns = []string{"first_try", "on_retry", "answer_shown", "missed", "not_started"}

func outcomeCells(o progress.Outcomes) []string {
	j := outcomesOf(o)
	return []string{strconv.Itoa(j.FirstTry), strconv.Itoa(j.OnRetry), strconv.Itoa(j.AnswerShown), strconv.Itoa(j.Missed), strconv.Itoa(j.NotStarted)}
}

func classTables(r progress.ClassReport) map[string][][]string {
	students := [][]string{append([]string{"student_key", "student"}, append(outcomeColumns, "answers", "hints", "time_seconds", "last_seen")...)}
	grid := [][]string{{"student_key", "student", "item", "label", "outcome"}}
	for si, s := range r.Students {
		students = append(students, append(append([]string{s.ID, s.Name}, outcomeCells(s.Outcomes)...), strconv.Itoa(s.Answers),
			strconv.Itoa(s.Hints), strconv.FormatFloat(s.Time.Seconds(), 'f', 3, 64), seenRFC(s.LastSeen)))
		for ii, o := range r.Grid[si] {
			grid = append(grid, []string{s.ID, s.Name, r.Items[ii].Item, r.Items[ii].Label, o.String()})
		}
	}
	items := [][]string{append([]string{"rank", "kind", "item", "label", "ideas"}, append(outcomeColumns, "most_common_wrong", "most_common_wrong_count")...)}
	for i, it := range r.Items {
		items = append(items, append(append([]string{strconv.Itoa(i + 1), it.Kind, it.Item, it.Label, strings.Join(it.Ideas, "; ")},
			outcomeCells(it.Outcomes)...), it.Wrong, strconv.Itoa(it.WrongCount)))
	}
	ideas := [][]string{append([]string{"idea", "items"}, outcomeColumns...)}
	for _, d := range r.Ideas {
		ideas = append(ideas, append([]string{d.Idea, strconv.Itoa(d.Items)}, outcomeCells(d.Outcomes)...))
	}
	return map[string][][]string{"students.csv": students, "items.csv": items, "ideas.csv": ideas, "grid.csv": grid, "attempts.csv": attemptsTable(r)}
}

func csvBytes(rows [][]string) ([]byte, error) {
	var b strings.Builder
	c := csv.NewWriter(&b)
	if err := c.WriteAll(rows); err != nil {
		return nil, err
	}
	return []byte(b.String()), nil
}

func writeAttemptsCSV(w io.Writer, r progress.ClassReport) error {
	data, err := csvBytes(attemptsTable(r))
	if err != nil {
		return err
	}
	_, err = w.Write(data)
	return err
}

// writeClassTables writes each table into its own file in dir.
func writeClassTables(dir string, r progress.ClassReport, force bool) error {
	if err := mkdirOut(dir); err != nil {
		return err
	}
	tables := classTables(r)
	for _, name := range []string{"students.csv", "items.csv", "ideas.csv", "grid.csv", "attempts.csv"} {
		data, err := csvBytes(tables[name])
		if err != nil {
			return err
		}
		if err := writeOut(filepath.Join(dir, name), data, force); err != nil {
			return err
		}
	}
	return nil
}
