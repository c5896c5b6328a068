package progress

import (
	"database/sql"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/rithmo/rithmo/puzzles"
)

// ClassRows is what the teacher's report is built from, read in one
// transaction: the roster, the assignment (if one), each learner's result
// on each item (one row per learner and item, grouped in SQL) and every
// answer. BuildClassReport turns it into the report.
type ClassRows struct {
	Assignment *Assignment    // nil: the whole class's work
	Learners   []Learner      // every learner the class file knows
	Lessons    []LessonShape  // the course (WithLessons), for the assignment's lessons
	Results    []ItemResult   // one per learner and item answered
	Wrongs     []WrongAnswer  // wrong answers, counted per item
	Attempts   []ClassAttempt // every answer, by learner then time, when asked for
}

// WrongAnswer is how many times one wrong answer was given to an item.
type WrongAnswer struct {
	Kind, Item, Name string
	Exercise         int
	Answer           string
	Count            int
}

// ItemResult is one learner's answers to one item, summed.
type ItemResult struct {
	Learner, Kind, Item string
	Name, Title, Task   string // the puzzle's id and title; the exercise's lesson and task
	Exercise            int
	Seed                string
	Themes              []string
	Answers, Wrong      int  // answers given (every part of a puzzle), and of them wrong
	FirstRight          bool // the first try solved it: every part right, without a hint or the answer shown
	Right               bool // solved, at the first try or on a retry
	Shown               bool // the answer was shown
	Hints               int  // the most hints seen before an answer
	Took                time.Duration
	Last                time.Time
}

// ClassAttempt is one answer as the teacher's report lists it.
type ClassAttempt struct {
	Learner, Kind, Item string
	Name, Title, Task   string
	Exercise, Step      int
	Seed                string
	Answer              string
	Correct, Shown      bool
	Ends                puzzles.Ending // solved: this answer completed the item; left: the learner left it here
	Hints               int
	Took                time.Duration
	At                  time.Time
	Assignment          string
}

// Judged is the answer's verdict in words, for the teacher's list of
// answers: "wrong", "right", "right: solved" (the item's last part), and
// for lines that are no answer "answer shown" and "left unfinished".
func (a ClassAttempt) Judged() string {
	switch {
	case a.Ends == puzzles.EndsLeft:
		return "left unfinished"
	case a.Shown && a.Answer == "":
		return "answer shown"
	}
	judged := "wrong"
	if a.Correct {
		judged = "right"
	}
	if a.Ends == puzzles.EndsSolved && a.Kind == KindPuzzle {
		judged += ": solved"
	}
	if a.Shown {
		judged += ", answer shown"
	}
	return judged
}

// answered is the SQL that tells an answer from a row that is none: the
// answer shown in place of one, or the learner leaving.
const answered = `(ends <> 'left' AND NOT (shown AND answer = ''))`

// firstRight is the SQL aggregate of whether the first answer that
// settled a first try (see puzzles.Attempt.Settles) solved the item
// without a hint: the least of the settling answers' (at, id), packed as
// fixed-width text with its judgement last (at is UTC text of one width,
// id is padded).
const firstRight = `coalesce(substr(min(CASE WHEN ` + settles + ` THEN at || printf('%020d', id) ||
	(ends = 'solved' AND hints = 0 AND NOT shown) END), -1), '0') = '1'`

// ClassRows reads the rows of the teacher's report: the whole class's
// answers, or when assignment is not "" those given in it (for its
// lessons' exercises, also those drawn with its seed). It only reads, in
// one transaction, so it can run while the server writes. Every answer
// (Attempts) is read only when every is set.
func (s *Store) ClassRows(assignment string, every bool) (rows ClassRows, err error) {
	err = s.tx(false, func(q querier) error {
		rows, err = s.classRows(q, assignment, every)
		return err
	})
	return rows, err
}

func (s *Store) classRows(q querier, assignment string, every bool) (ClassRows, error) {
	var rows ClassRows
	seed, lessons := "", ""
	if assignment != "" {
		list, err := assignments(q, `WHERE name = ?`, assignment)
		if err != nil {
			return rows, err
		}
		if len(list) == 0 {
			return rows, fmt.Errorf("%w: %q", ErrNoAssignment, assignment)
		}
		a := list[0]
		rows.Assignment = &a
		seed, lessons = strconv.FormatUint(a.Seed, 10), strings.Join(a.Lessons, ",")
		for _, shape := range s.shapes {
			for _, l := range a.Lessons {
				if shape.Name == l {
					rows.Lessons = append(rows.Lessons, shape)
				}
			}
		}
	}
	var err error
	if rows.Learners, err = learners(q, `WHERE id <> ''`); err != nil {
		return rows, err
	}
	// ?1 the assignment ('' all), ?2 its seed, ?3 its lessons, comma-separated.
	filter := func(t string) string {
		return strings.NewReplacer("t.", t+".").Replace(`t.learner <> '' AND (?1 = '' OR t.assignment = ?1
			OR (t.kind = 'exercise' AND t.seed = ?2 AND instr(',' || ?3 || ',', ',' || t.name || ',') > 0))`)
	}
	args := []any{assignment, seed, lessons}
	// Each item's themes, whoever answered it.
	themesOf := map[string][]string{}
	err = eachRow(q, `SELECT DISTINCT a.item, t.theme FROM attempt_theme t JOIN attempt a ON a.id = t.attempt
		WHERE `+filter("a"), args, func(r *sql.Rows) error {
		var item, theme string
		if err := r.Scan(&item, &theme); err != nil {
			return err
		}
		themesOf[item] = append(themesOf[item], theme)
		return nil
	})
	if err != nil {
		return rows, err
	}
	for _, list := range themesOf {
		slices.Sort(list)
	}
	// Per learner and item.
	err = eachRow(q, `SELECT learner, kind, item, max(name), max(title), max(task), max(exercise), max(seed),
			sum(`+answered+`), sum(`+answered+` AND NOT correct), max(ends = 'solved'), max(shown), max(hints), sum(took_ms), max(at),
			`+firstRight+`
		FROM attempt a WHERE `+filter("a")+` GROUP BY learner, kind, item ORDER BY learner, item`, args, func(r *sql.Rows) error {
		var (
			x    ItemResult
			took int64
			last string
		)
		if err := r.Scan(&x.Learner, &x.Kind, &x.Item, &x.Name, &x.Title, &x.Task, &x.Exercise, &x.Seed,
			&x.Answers, &x.Wrong, &x.Right, &x.Shown, &x.Hints, &took, &last, &x.FirstRight); err != nil {
			return err
		}
		x.Themes = themesOf[x.Item]
		x.Took = time.Duration(took) * time.Millisecond
		var err error
		x.Last, err = parseTime("attempt of "+x.Learner, last)
		rows.Results = append(rows.Results, x)
		return err
	})
	if err != nil {
		return rows, err
	}
	// The wrong answers, counted per item.
	err = eachRow(q, `SELECT kind, item, max(name), max(exercise), answer, count(*) FROM attempt a
		WHERE `+filter("a")+` AND NOT correct AND trim(answer) <> '' GROUP BY kind, item, answer ORDER BY item, answer`, args, func(r *sql.Rows) error {
		var w WrongAnswer
		if err := r.Scan(&w.Kind, &w.Item, &w.Name, &w.Exercise, &w.Answer, &w.Count); err != nil {
			return err
		}
		rows.Wrongs = append(rows.Wrongs, w)
		return nil
	})
	if err != nil || !every {
		return rows, err
	}
	err = eachRow(q, `SELECT a.learner, a.kind, a.item, a.name, a.title, a.task, a.exercise, a.step, a.seed, a.answer, a.correct,
		a.shown, a.ends, a.hints, a.took_ms, a.at, a.assignment
		FROM attempt a WHERE `+filter("a")+` ORDER BY a.learner, a.at, a.id`, args, func(r *sql.Rows) error {
		var (
			x    ClassAttempt
			took int64
			at   string
		)
		if err := r.Scan(&x.Learner, &x.Kind, &x.Item, &x.Name, &x.Title, &x.Task, &x.Exercise, &x.Step, &x.Seed, &x.Answer,
			&x.Correct, &x.Shown, &x.Ends, &x.Hints, &took, &at, &x.Assignment); err != nil {
			return err
		}
		x.Took = time.Duration(took) * time.Millisecond
		var err error
		x.At, err = parseTime("attempt of "+x.Learner, at)
		rows.Attempts = append(rows.Attempts, x)
		return err
	})
	return rows, err
}

// ClassReport reads the rows and builds the teacher's report of them.
func (s *Store) ClassReport(assignment string, label Labeler, every bool) (ClassReport, error) {
	rows, err := s.ClassRows(assignment, every)
	if err != nil {
		return ClassReport{}, err
	}
	return BuildClassReport(rows, label), nil
}

// RetriedPuzzles returns the puzzles the store's learner solved only on a
// retry, by item, as Outcomes judges them.
func (s *Store) RetriedPuzzles() (map[string]bool, error) {
	all, err := s.Outcomes(KindPuzzle)
	out := map[string]bool{}
	for item, o := range all {
		if o == OnRetry {
			out[item] = true
		}
	}
	return out, err
}

// Outcomes returns how the store's learner did on each item of kind they
// answered (PuzzleItem or ExerciseItem), judged as the teacher's report
// judges it, so that the student's screen and the report agree.
func (s *Store) Outcomes(kind string) (out map[string]Outcome, err error) {
	out = map[string]Outcome{}
	err = s.tx(false, func(q querier) error {
		return eachRow(q, `SELECT item, max(ends = 'solved'), max(shown), `+firstRight+`
			FROM attempt WHERE learner = ? AND kind = ? GROUP BY item`, []any{s.learner, kind}, func(r *sql.Rows) error {
			var x ItemResult
			if err := r.Scan(&x.Item, &x.Right, &x.Shown, &x.FirstRight); err != nil {
				return err
			}
			out[x.Item] = outcomeOf(x)
			return nil
		})
	})
	return out, err
}
