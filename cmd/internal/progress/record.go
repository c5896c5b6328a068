package progress

import (
	"context"
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
	ctx := context.Background()
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return s.wrap(err)
	}
	defer tx.Rollback()
	if _, err := tx.ExecContext(ctx, `
INSERT INTO lesson_visit (lesson, page, first_opened, last_opened) VALUES (?, ?, ?, ?)
ON CONFLICT (lesson) DO UPDATE SET page = excluded.page, last_opened = excluded.last_opened`,
		lesson, page, now, now); err != nil {
		return s.wrap(err)
	}
	// Every page opened is kept, for "read".
	if _, err := tx.ExecContext(ctx, `
INSERT INTO lesson_page (lesson, page, first_opened) VALUES (?, ?, ?) ON CONFLICT DO NOTHING`,
		lesson, page, now); err != nil {
		return s.wrap(err)
	}
	return s.wrap(tx.Commit())
}

// LessonFinished records that the last page of a lesson was reached. The
// first time is kept.
func (s *Store) LessonFinished(lesson string) error {
	if lesson == "" {
		return errors.New("record lesson finished: no lesson name")
	}
	now := stamp(s.now())
	_, err := s.db.ExecContext(context.Background(), `
INSERT INTO lesson_visit (lesson, page, first_opened, last_opened, finished) VALUES (?, 0, ?, ?, ?)
ON CONFLICT (lesson) DO UPDATE SET finished = coalesce(finished, excluded.finished)`,
		lesson, now, now, now)
	return s.wrap(err)
}

// RecordExercise commits one exercise answer before returning.
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
	ctx := context.Background()
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return s.wrap(err)
	}
	defer tx.Rollback()
	_, err = tx.ExecContext(ctx, `
INSERT INTO exercise_attempt (lesson, exercise, task, answer, correct, hints, at, day, took_ms, item, seed, origin)
VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		a.Lesson, a.Exercise, a.Task, a.Answer, a.Correct, a.HintsUsed, stamp(at), s.day(at), a.Took.Milliseconds(), item, seed, origin)
	if err != nil {
		return s.wrap(err)
	}
	c := Card{Item: item, Kind: KindExercise, Name: a.Lesson, Exercise: a.Exercise, Task: a.Task, Seed: seed}
	if err := s.schedule(ctx, tx, a.Card, c, a.Correct, a.HintsUsed, at); err != nil {
		return s.wrap(err)
	}
	return s.wrap(tx.Commit())
}

// RecordPuzzle commits one puzzle answer, with its themes, before returning.
func (s *Store) RecordPuzzle(a PuzzleAttempt) error {
	origin, at, err := s.checkPuzzle(a)
	if err != nil {
		return err
	}
	item := PuzzleItem(a.Puzzle, a.Position, a.Goal)
	ctx := context.Background()
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return s.wrap(err)
	}
	defer tx.Rollback()
	res, err := tx.ExecContext(ctx, `
INSERT INTO puzzle_attempt (puzzle, rules, answer, correct, hints, at, day, took_ms, item, position, goal, difficulty, origin)
VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		a.Puzzle, a.Rules, a.Answer, a.Correct, a.HintsUsed, stamp(at), s.day(at), a.Took.Milliseconds(),
		item, a.Position, a.Goal, a.Difficulty, origin)
	if err != nil {
		return s.wrap(err)
	}
	id, err := res.LastInsertId()
	if err != nil {
		return s.wrap(err)
	}
	for _, theme := range themes(a.Themes) {
		if _, err := tx.ExecContext(ctx, `INSERT INTO puzzle_theme (attempt, theme) VALUES (?, ?)`, id, theme); err != nil {
			return s.wrap(err)
		}
	}
	if err := s.rate(ctx, tx, id, a.Puzzle, item, a.Goal, a.Difficulty, a.Correct, a.HintsUsed, at); err != nil {
		return s.wrap(err)
	}
	c := Card{Item: item, Kind: KindPuzzle, Name: a.Puzzle, Title: a.Title, Rules: a.Rules, Position: a.Position, Goal: a.Goal,
		Themes: themes(a.Themes), Difficulty: a.Difficulty}
	if err := s.schedule(ctx, tx, a.Card, c, a.Correct, a.HintsUsed, at); err != nil {
		return s.wrap(err)
	}
	return s.wrap(tx.Commit())
}

// checkExercise refuses an exercise answer that cannot be recorded and
// gives its origin and time (the store's clock when the answer has none).
// Every way of recording an exercise answer goes through it.
func (s *Store) checkExercise(a ExerciseAttempt) (origin string, at time.Time, err error) {
	if err := checkAttempt("exercise", a.Lesson, a.HintsUsed, a.Took); err != nil {
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
	if err := checkAttempt("puzzle", a.Puzzle, a.HintsUsed, a.Took); err != nil {
		return "", time.Time{}, err
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

func checkAttempt(what, name string, hints int, took time.Duration) error {
	switch {
	case name == "":
		return fmt.Errorf("record %s answer: no %s name", what, what)
	case hints < 0:
		return fmt.Errorf("record %s answer for %q: %d hints used is negative", what, name, hints)
	case took < 0:
		return fmt.Errorf("record %s answer for %q: time taken %v is negative", what, name, took)
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

func stamp(t time.Time) string { return t.UTC().Format(timeLayout) }

func (s *Store) day(t time.Time) string { return t.In(s.loc).Format(dayLayout) }

// LastPage returns the page of lesson the learner last opened. It answers
// the lesson reader's question "where did they leave this lesson?"; a store
// that cannot be read answers "nowhere yet" rather than stopping the reader.
func (s *Store) LastPage(lesson string) (page int, ok bool) {
	err := s.db.QueryRowContext(context.Background(), `SELECT page FROM lesson_visit WHERE lesson = ?`, lesson).Scan(&page)
	return page, err == nil
}

// SolvedPuzzles returns the puzzles answered right at least once, by item
// (PuzzleItem: the id alone for answers kept before schema 2).
func (s *Store) SolvedPuzzles() (map[string]bool, error) {
	return s.items(`SELECT DISTINCT item FROM puzzle_attempt WHERE correct`)
}

// items runs a query of puzzle items and returns them as a set.
func (s *Store) items(query string) (map[string]bool, error) {
	rows, err := s.db.QueryContext(context.Background(), query)
	if err != nil {
		return nil, s.wrap(err)
	}
	defer rows.Close()
	set := map[string]bool{}
	for rows.Next() {
		var id string
		if err := rows.Scan(&id); err != nil {
			return nil, s.wrap(err)
		}
		set[id] = true
	}
	return set, s.wrap(rows.Err())
}

// LastExerciseAnswers returns the last answer given in the lessons to each
// exercise of lesson, by index: what the reader shows again when the page
// is reopened. Answers given in review are left out: they may be to other
// numbers.
func (s *Store) LastExerciseAnswers(lesson string) (map[int]ExerciseAttempt, error) {
	rows, err := s.db.QueryContext(context.Background(), `
SELECT exercise, task, answer, correct, hints, at FROM exercise_attempt
WHERE lesson = ? AND origin = ? ORDER BY at, id`, lesson, OriginLesson)
	if err != nil {
		return nil, s.wrap(err)
	}
	defer rows.Close()
	out := map[int]ExerciseAttempt{}
	for rows.Next() {
		a := ExerciseAttempt{Lesson: lesson, Origin: OriginLesson}
		var at string
		if err := rows.Scan(&a.Exercise, &a.Task, &a.Answer, &a.Correct, &a.HintsUsed, &at); err != nil {
			return nil, s.wrap(err)
		}
		a.At, _ = time.Parse(timeLayout, at)
		out[a.Exercise] = a
	}
	return out, s.wrap(rows.Err())
}

// PlayedPuzzles returns the puzzles answered at all, right or not, by item
// (PuzzleItem: the id alone for answers kept before schema 2), so that a
// set of puzzles resumes where the learner left it.
func (s *Store) PlayedPuzzles() (map[string]bool, error) {
	return s.items(`SELECT DISTINCT item FROM puzzle_attempt`)
}
