package progress

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/rithmo/rithmo/lessons"
	"github.com/rithmo/rithmo/puzzles"
)

// Given is where an answer was given, which the lesson reader and the
// puzzle player do not know and the store keeps with it: the answer
// itself is a lessons.Attempt or a puzzles.Attempt.
type Given struct {
	// Origin is where it was answered: OriginLesson or OriginReview for
	// an exercise, OriginPlay, OriginReview or OriginDaily for a puzzle
	// ("" is OriginLesson or OriginPlay).
	Origin string
	// Assignment is the class assignment it was given in; "" none.
	Assignment string
	// Card is the review card this answer reviews when the item is a
	// fresh draw of the card's kind; "" when it is the card's own item.
	Card string
	// Seed is the seed an exercise's numbers were drawn with (0:
	// unknown), so that review can ask the same numbers again.
	Seed uint64
}

// LessonOpened records that a page of a lesson was shown, so that the learner
// can be offered to continue there.
func (s *Store) LessonOpened(lesson string, page int) error {
	if lesson == "" {
		return errors.New("record lesson page: no lesson name")
	}
	if page < 0 {
		return fmt.Errorf("record lesson %q page: page %d is negative", lesson, page)
	}
	now := stamp(s.now())
	return s.tx(true, func(q querier) error {
		ctx := context.Background()
		if _, err := q.ExecContext(ctx, `INSERT INTO lesson_visit (learner, lesson, page, first_opened, last_opened) VALUES (?, ?, ?, ?, ?)
			ON CONFLICT (learner, lesson) DO UPDATE SET page = excluded.page, last_opened = excluded.last_opened`,
			s.learner, lesson, page, now, now); err != nil {
			return err
		}
		// Every page opened is kept, for "read".
		_, err := q.ExecContext(ctx, `INSERT INTO lesson_page (learner, lesson, page, first_opened) VALUES (?, ?, ?, ?)
			ON CONFLICT DO NOTHING`, s.learner, lesson, page, now)
		return err
	})
}

// LessonFinished records that the last page of a lesson was reached. The
// first time is kept. The lesson counts as finished once its exercises are
// answered too (Store.open).
func (s *Store) LessonFinished(lesson string) error {
	if lesson == "" {
		return errors.New("record lesson finished: no lesson name")
	}
	now := stamp(s.now())
	return s.tx(true, func(q querier) error {
		_, err := q.ExecContext(context.Background(), `INSERT INTO lesson_visit (learner, lesson, page, first_opened, last_opened, finished)
			VALUES (?, ?, 0, ?, ?, ?)
			ON CONFLICT (learner, lesson) DO UPDATE SET finished = excluded.finished WHERE finished = ''`,
			s.learner, lesson, now, now, now)
		return err
	})
}

// attemptRow is one row of the attempt table: an exercise's or a puzzle's
// answer as the store keeps it.
type attemptRow struct {
	kind, item, name, title string
	exercise                int
	task, seed              string
	rules, position, goal   string
	difficulty              int
	step                    int
	answer                  string
	correct, shown          bool
	ends                    puzzles.Ending
	hints                   int
	opened, at              time.Time
	took                    time.Duration
	origin, assignment      string
	themes                  []string
}

// insertAttempt adds an answer of the store's learner and returns its id.
func (s *Store) insertAttempt(q querier, a attemptRow) (int64, error) {
	ctx := context.Background()
	opened := ""
	if !a.opened.IsZero() {
		opened = stamp(a.opened)
	}
	res, err := q.ExecContext(ctx, `INSERT INTO attempt (learner, kind, item, name, title, exercise, task, seed, rules, position, goal,
		difficulty, step, answer, correct, hints, shown, opened, at, took_ms, day, origin, assignment, ends)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		s.learner, a.kind, a.item, a.name, a.title, a.exercise, a.task, a.seed, a.rules, a.position, a.goal,
		a.difficulty, a.step, a.answer, a.correct, a.hints, a.shown, opened, stamp(a.at), a.took.Milliseconds(), s.day(a.at), a.origin, a.assignment,
		string(a.ends))
	if err != nil {
		return 0, err
	}
	id, err := res.LastInsertId()
	if err != nil {
		return 0, err
	}
	for _, t := range a.themes {
		if _, err := q.ExecContext(ctx, `INSERT INTO attempt_theme (attempt, theme) VALUES (?, ?)`, id, t); err != nil {
			return 0, err
		}
	}
	if s.learner != DefaultLearner {
		_, err = q.ExecContext(ctx, `UPDATE learner SET last_seen = max(last_seen, ?) WHERE id = ?`, stamp(a.at), s.learner)
	}
	return id, err
}

// settles is the SQL of puzzles.Attempt.Settles for a stored answer.
const settles = `(ends <> 'left' AND (NOT correct OR shown OR ends = 'solved'))`

// RecordExercise commits one exercise answer, with its review card, before
// returning. An exercise is one part: a right answer solves it.
func (s *Store) RecordExercise(a lessons.Attempt, g Given) error {
	origin, at, err := s.checkExercise(a, g)
	if err != nil {
		return err
	}
	seed := ""
	if g.Seed != 0 {
		seed = strconv.FormatUint(g.Seed, 10)
	}
	ends := puzzles.EndsNot
	switch {
	case a.Left:
		ends = puzzles.EndsLeft
	case a.Correct:
		ends = puzzles.EndsSolved
	}
	item := ExerciseItem(a.Lesson, a.Exercise, a.Task)
	return s.tx(true, func(q querier) error {
		if _, err := s.insertAttempt(q, attemptRow{kind: KindExercise, item: item, name: a.Lesson, exercise: a.Exercise, task: a.Task, seed: seed,
			answer: a.Answer, correct: a.Correct, shown: a.Shown, ends: ends, hints: a.HintsUsed, opened: a.Opened, at: at, took: a.Took,
			origin: origin, assignment: g.Assignment}); err != nil {
			return err
		}
		if a.Left || a.Shown && a.Answer == "" {
			return nil // no answer (left, or the explanation shown after a try): that try was scheduled
		}
		c := Card{Item: item, Kind: KindExercise, Name: a.Lesson, Exercise: a.Exercise, Task: a.Task, Seed: seed}
		return s.schedule(q, g.Card, c, a.Correct, a.HintsUsed, at)
	})
}

// RecordPuzzle commits one puzzle answer, with its themes, before
// returning. The answer that settles the first try of an attempt (see
// puzzles.Attempt.Settles) is what review schedules, and the first that
// settles any attempt at the puzzle is what rates the learner: the parts
// answered after a wrong one are the learner's own retry.
func (s *Store) RecordPuzzle(a puzzles.Attempt, g Given) error {
	origin, at, err := s.checkPuzzle(a, g)
	if err != nil {
		return err
	}
	item := PuzzleItem(a.PuzzleID, a.Position, a.Goal)
	return s.tx(true, func(q querier) error {
		// Whether an answer before this one settled a first try: of the
		// puzzle ever (rated), and of this attempt (scheduled). An attempt
		// is its opening; without one, each answer is its own.
		var rated, scheduled bool
		opened := ""
		if !a.Opened.IsZero() {
			opened = stamp(a.Opened)
		}
		if a.Settles() {
			if err := q.QueryRowContext(context.Background(), `SELECT
				EXISTS (SELECT 1 FROM attempt WHERE learner = ?1 AND item = ?2 AND kind = 'puzzle' AND `+settles+`),
				EXISTS (SELECT 1 FROM attempt WHERE learner = ?1 AND item = ?2 AND kind = 'puzzle' AND ?3 <> '' AND opened = ?3 AND `+settles+`)`,
				s.learner, item, opened).Scan(&rated, &scheduled); err != nil {
				return err
			}
		}
		id, err := s.insertAttempt(q, attemptRow{kind: KindPuzzle, item: item, name: a.PuzzleID, title: a.Title, rules: a.Rules, position: a.Position,
			goal: a.Goal, difficulty: a.Difficulty, step: a.Step, answer: a.Answer, correct: a.Correct, shown: a.Shown, ends: a.Ends,
			hints: a.HintsUsed, opened: a.Opened, at: at, took: a.Took, origin: origin, assignment: g.Assignment, themes: themes(a.Themes)})
		if err != nil || !a.Settles() {
			return err
		}
		right := a.Correct && !a.Shown
		if !rated {
			if err := s.rate(q, id, item, a.Goal, a.Difficulty, right, a.HintsUsed, at); err != nil {
				return err
			}
		}
		if scheduled {
			return nil
		}
		c := Card{Item: item, Kind: KindPuzzle, Name: a.PuzzleID, Title: a.Title, Rules: a.Rules, Position: a.Position, Goal: a.Goal,
			Themes: themes(a.Themes), Difficulty: a.Difficulty}
		return s.schedule(q, g.Card, c, right, a.HintsUsed, at)
	})
}

// checkExercise refuses an exercise answer that cannot be recorded and
// gives its origin and time (the store's clock when the answer has none).
func (s *Store) checkExercise(a lessons.Attempt, g Given) (origin string, at time.Time, err error) {
	if err := checkAttempt("exercise", a.Lesson, a.HintsUsed, a.Took, 0); err != nil {
		return "", time.Time{}, err
	}
	if a.Exercise < 0 {
		return "", time.Time{}, fmt.Errorf("record exercise answer: lesson %q exercise index %d is negative", a.Lesson, a.Exercise)
	}
	if origin, err = exerciseOrigin(g.Origin); err != nil {
		return "", time.Time{}, err
	}
	return origin, s.stampOr(a.At), nil
}

// checkPuzzle is checkExercise for a puzzle answer.
func (s *Store) checkPuzzle(a puzzles.Attempt, g Given) (origin string, at time.Time, err error) {
	if err := checkAttempt("puzzle", a.PuzzleID, a.HintsUsed, a.Took, a.Step); err != nil {
		return "", time.Time{}, err
	}
	if a.Difficulty < 0 || a.Difficulty > 5 {
		return "", time.Time{}, fmt.Errorf("record puzzle answer for %q: difficulty %d is not 0 to 5", a.PuzzleID, a.Difficulty)
	}
	switch a.Ends {
	case puzzles.EndsNot, puzzles.EndsSolved, puzzles.EndsLeft:
	default:
		return "", time.Time{}, fmt.Errorf("record puzzle answer for %q: unknown ending %q", a.PuzzleID, a.Ends)
	}
	if origin, err = puzzleOrigin(g.Origin); err != nil {
		return "", time.Time{}, err
	}
	return origin, s.stampOr(a.At), nil
}

// stampOr is at, or the store's clock when at is unset.
func (s *Store) stampOr(at time.Time) time.Time {
	if at.IsZero() {
		return s.now()
	}
	return at
}

func checkAttempt(what, name string, hints int, took time.Duration, step int) error {
	switch {
	case name == "":
		return fmt.Errorf("record %s answer: no %s name", what, what)
	case hints < 0:
		return fmt.Errorf("record %s answer for %q: %d hints used is negative", what, name, hints)
	case took < 0:
		return fmt.Errorf("record %s answer for %q: time taken %v is negative", what, name, took)
	case step < 0:
		return fmt.Errorf("record %s answer for %q: step %d is negative", what, name, step)
	}
	return nil
}

// themes trims, drops empty and repeated themes, and sorts them.
func themes(in []string) []string {
	seen := map[string]bool{}
	var out []string
	for _, t := range in {
		t = strings.ToLower(strings.TrimSpace(t))
		if t != "" && !seen[t] {
			seen[t] = true
			out = append(out, t)
		}
	}
	sort.Strings(out)
	return out
}

// LastPage returns the page of lesson the learner last opened. It answers
// the lesson reader's question "where did they leave this lesson?"; a store
// that cannot be read answers "nowhere yet" rather than stopping the reader.
func (s *Store) LastPage(lesson string) (page int, ok bool) {
	err := s.tx(false, func(q querier) error {
		return q.QueryRowContext(context.Background(), `SELECT page FROM lesson_visit WHERE learner = ? AND lesson = ?`, s.learner, lesson).Scan(&page)
	})
	return page, err == nil
}

// SolvedPuzzles returns the puzzles solved at least once, at the first try
// or on a retry, by item (PuzzleItem).
func (s *Store) SolvedPuzzles() (map[string]bool, error) {
	return s.items(`SELECT DISTINCT item FROM attempt WHERE learner = ? AND kind = 'puzzle' AND ends = 'solved'`)
}

// PlayedPuzzles returns the puzzles answered at all, right or not, by item
// (PuzzleItem), so that a set of puzzles resumes where the learner left it.
func (s *Store) PlayedPuzzles() (map[string]bool, error) {
	return s.items(`SELECT DISTINCT item FROM attempt WHERE learner = ? AND kind = 'puzzle'`)
}

func (s *Store) items(query string) (map[string]bool, error) {
	set := map[string]bool{}
	err := s.tx(false, func(q querier) error {
		return eachRow(q, query, []any{s.learner}, func(r *sql.Rows) error {
			var item string
			if err := r.Scan(&item); err != nil {
				return err
			}
			set[item] = true
			return nil
		})
	})
	return set, err
}

// LastExerciseAnswers returns the last answer given in the lessons to each
// exercise of lesson, by index: what the reader shows again when the page
// is reopened. Answers given in review are left out: they may be to other
// numbers.
func (s *Store) LastExerciseAnswers(lesson string) (map[int]lessons.Attempt, error) {
	out := map[int]lessons.Attempt{}
	err := s.tx(false, func(q querier) error {
		return eachRow(q, `SELECT exercise, task, answer, correct, hints, at FROM attempt
			WHERE learner = ? AND kind = 'exercise' AND name = ? AND origin = 'lesson' AND NOT shown ORDER BY at, id`,
			[]any{s.learner, lesson}, func(r *sql.Rows) error {
				a := lessons.Attempt{Lesson: lesson}
				var at string
				if err := r.Scan(&a.Exercise, &a.Task, &a.Answer, &a.Correct, &a.HintsUsed, &at); err != nil {
					return err
				}
				a.At, _ = time.Parse(timeLayout, at)
				out[a.Exercise] = a
				return nil
			})
	})
	return out, err
}

// eachRow runs query and calls fn on each row.
func eachRow(q querier, query string, args []any, fn func(r *sql.Rows) error) error {
	rows, err := q.QueryContext(context.Background(), query, args...)
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		if err := fn(rows); err != nil {
			return err
		}
	}
	return rows.Err()
}

// parseTime reads a stored instant.
func parseTime(what, v string) (time.Time, error) {
	t, err := time.Parse(timeLayout, v)
	if err != nil {
		return t, fmt.Errorf("%s: bad time %q: %w", what, v, err)
	}
	return t, nil
}
