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
)

// ExerciseAttempt is one answer to an exercise in a lesson.
type ExerciseAttempt struct {
	Lesson    string        // lesson slug, e.g. "multiplex"
	Exercise  int           // index of the exercise in the lesson, from 0
	Task      string        // the task as resolved, e.g. "classify 12 9"
	Answer    string        // what the learner answered
	Correct   bool          // judged right
	HintsUsed int           // hints shown before answering
	At        time.Time     // when answered; the store's clock when zero
	Took      time.Duration // from question shown to answer
	// Seed is the seed the task's numbers were drawn with (0: unknown), so
	// that review can ask the same numbers again.
	Seed   uint64
	Origin string // OriginLesson ("" is the same) or OriginReview
	// Card is the review card this answer reviews when it is a fresh draw
	// of the card's kind; "" when the answer is to the card's own item.
	Card string
	Steps
}

// Steps is what the teacher's record adds to an answer: which step of the
// item it answers, whether the answer was then shown, when the item was
// put to the learner, and the class assignment it was given in.
type Steps struct {
	Step       int       // the part of the item answered, from 0
	Shown      bool      // the answer was shown to the learner after this one
	Opened     time.Time // when the item was put to the learner; zero unknown
	Assignment string    // the class assignment it was given in; "" none
}

// PuzzleAttempt is one answer to a puzzle.
type PuzzleAttempt struct {
	Puzzle    string   // puzzle id
	Rules     string   // rule set the puzzle is played under
	Themes    []string // e.g. "addition", "triumph"
	Answer    string
	Correct   bool
	HintsUsed int
	At        time.Time // the store's clock when zero
	Took      time.Duration
	// Position (in notation) and Goal identify the puzzle with its id
	// (PuzzleItem) and let review set it again; Difficulty (1 to 5, 0
	// unknown) seeds its rating.
	Position   string
	Goal       string
	Difficulty int
	Title      string // shown again when the puzzle comes back for review
	Origin     string // OriginPlay ("" is the same), OriginReview or OriginDaily
	// Card is the review card this answer reviews when the puzzle is a
	// fresh draw of the card's kind; "" when it is the card's own puzzle.
	Card string
	Steps
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
// first time is kept.
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
	answer                  string
	correct                 bool
	hints                   int
	at                      time.Time
	took                    time.Duration
	origin                  string
	themes                  []string
	Steps
}

// insertAttempt adds an answer of the store's learner and returns its id.
func (s *Store) insertAttempt(q querier, a attemptRow) (int64, error) {
	ctx := context.Background()
	opened := ""
	if !a.Opened.IsZero() {
		opened = stamp(a.Opened)
	}
	res, err := q.ExecContext(ctx, `INSERT INTO attempt (learner, kind, item, name, title, exercise, task, seed, rules, position, goal,
		difficulty, step, answer, correct, hints, shown, opened, at, took_ms, day, origin, assignment)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		s.learner, a.kind, a.item, a.name, a.title, a.exercise, a.task, a.seed, a.rules, a.position, a.goal,
		a.difficulty, a.Step, a.answer, a.correct, a.hints, a.Shown, opened, stamp(a.at), a.took.Milliseconds(), s.day(a.at), a.origin, a.Assignment)
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

// RecordExercise commits one exercise answer, with its review card, before
// returning.
func (s *Store) RecordExercise(a ExerciseAttempt) error {
	origin, at, err := s.checkExercise(a)
	if err != nil {
		return err
	}
	seed := ""
	if a.Seed != 0 {
		seed = strconv.FormatUint(a.Seed, 10)
	}
	item := ExerciseItem(a.Lesson, a.Exercise, a.Task)
	return s.tx(true, func(q querier) error {
		if _, err := s.insertAttempt(q, attemptRow{kind: KindExercise, item: item, name: a.Lesson, exercise: a.Exercise, task: a.Task, seed: seed,
			answer: a.Answer, correct: a.Correct, hints: a.HintsUsed, at: at, took: a.Took, origin: origin, Steps: a.Steps}); err != nil {
			return err
		}
		c := Card{Item: item, Kind: KindExercise, Name: a.Lesson, Exercise: a.Exercise, Task: a.Task, Seed: seed}
		return s.schedule(q, a.Card, c, a.Correct, a.HintsUsed, at)
	})
}

// RecordPuzzle commits one puzzle answer, with its themes, the ratings of
// a first try and its review card, before returning.
func (s *Store) RecordPuzzle(a PuzzleAttempt) error {
	origin, at, err := s.checkPuzzle(a)
	if err != nil {
		return err
	}
	item := PuzzleItem(a.Puzzle, a.Position, a.Goal)
	return s.tx(true, func(q querier) error {
		// rate asks whether the puzzle was tried before this answer.
		var earlier bool
		if err := q.QueryRowContext(context.Background(), `SELECT EXISTS (SELECT 1 FROM attempt WHERE learner = ? AND item = ? AND kind = 'puzzle')`,
			s.learner, item).Scan(&earlier); err != nil {
			return err
		}
		id, err := s.insertAttempt(q, attemptRow{kind: KindPuzzle, item: item, name: a.Puzzle, title: a.Title, rules: a.Rules, position: a.Position,
			goal: a.Goal, difficulty: a.Difficulty, answer: a.Answer, correct: a.Correct, hints: a.HintsUsed, at: at, took: a.Took,
			origin: origin, themes: themes(a.Themes), Steps: a.Steps})
		if err != nil {
			return err
		}
		if !earlier {
			if err := s.rate(q, id, item, a.Goal, a.Difficulty, a.Correct, a.HintsUsed, at); err != nil {
				return err
			}
		}
		c := Card{Item: item, Kind: KindPuzzle, Name: a.Puzzle, Title: a.Title, Rules: a.Rules, Position: a.Position, Goal: a.Goal,
			Themes: themes(a.Themes), Difficulty: a.Difficulty}
		return s.schedule(q, a.Card, c, a.Correct, a.HintsUsed, at)
	})
}

// checkExercise refuses an exercise answer that cannot be recorded and
// gives its origin and time (the store's clock when the answer has none).
func (s *Store) checkExercise(a ExerciseAttempt) (origin string, at time.Time, err error) {
	if err := checkAttempt("exercise", a.Lesson, a.HintsUsed, a.Took, a.Steps); err != nil {
		return "", time.Time{}, err
	}
	if a.Exercise < 0 {
		return "", time.Time{}, fmt.Errorf("record exercise answer: lesson %q exercise index %d is negative", a.Lesson, a.Exercise)
	}
	if origin, err = exerciseOrigin(a.Origin); err != nil {
		return "", time.Time{}, err
	}
	return origin, s.stampOr(a.At), nil
}

// checkPuzzle is checkExercise for a puzzle answer.
func (s *Store) checkPuzzle(a PuzzleAttempt) (origin string, at time.Time, err error) {
	if err := checkAttempt("puzzle", a.Puzzle, a.HintsUsed, a.Took, a.Steps); err != nil {
		return "", time.Time{}, err
	}
	if a.Difficulty < 0 || a.Difficulty > 5 {
		return "", time.Time{}, fmt.Errorf("record puzzle answer for %q: difficulty %d is not 0 to 5", a.Puzzle, a.Difficulty)
	}
	if origin, err = puzzleOrigin(a.Origin); err != nil {
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

func checkAttempt(what, name string, hints int, took time.Duration, st Steps) error {
	switch {
	case name == "":
		return fmt.Errorf("record %s answer: no %s name", what, what)
	case hints < 0:
		return fmt.Errorf("record %s answer for %q: %d hints used is negative", what, name, hints)
	case took < 0:
		return fmt.Errorf("record %s answer for %q: time taken %v is negative", what, name, took)
	case st.Step < 0:
		return fmt.Errorf("record %s answer for %q: step %d is negative", what, name, st.Step)
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

// SolvedPuzzles returns the puzzles answered right at least once, by item
// (PuzzleItem).
func (s *Store) SolvedPuzzles() (map[string]bool, error) {
	return s.items(`SELECT DISTINCT item FROM attempt WHERE learner = ? AND kind = 'puzzle' AND correct`)
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
func (s *Store) LastExerciseAnswers(lesson string) (map[int]ExerciseAttempt, error) {
	out := map[int]ExerciseAttempt{}
	err := s.tx(false, func(q querier) error {
		return eachRow(q, `SELECT exercise, task, answer, correct, hints, at FROM attempt
			WHERE learner = ? AND kind = 'exercise' AND name = ? AND origin = 'lesson' ORDER BY at, id`,
			[]any{s.learner, lesson}, func(r *sql.Rows) error {
				a := ExerciseAttempt{Lesson: lesson, Origin: OriginLesson}
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
