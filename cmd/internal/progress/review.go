package progress

import (
	"context"
	"crypto/sha256"
	"database/sql"
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"

	"github.com/rithmo/rithmo/cmd/internal/fsrs"
	"github.com/rithmo/rithmo/puzzles"
)

// Where an answer was given.
const (
	OriginPlay   = "play"   // a puzzle played from the puzzles, practice or a sheet
	OriginDaily  = "daily"  // the daily puzzle
	OriginLesson = "lesson" // an exercise in a lesson
	OriginReview = "review" // a puzzle or an exercise brought back by review
)

func puzzleOrigin(o string) (string, error) {
	switch o {
	case "":
		return OriginPlay, nil
	case OriginPlay, OriginDaily, OriginReview:
		return o, nil
	}
	return "", fmt.Errorf("record puzzle answer: unknown origin %q (want %s, %s or %s)", o, OriginPlay, OriginDaily, OriginReview)
}

func exerciseOrigin(o string) (string, error) {
	switch o {
	case "":
		return OriginLesson, nil
	case OriginLesson, OriginReview:
		return o, nil
	}
	return "", fmt.Errorf("record exercise answer: unknown origin %q (want %s or %s)", o, OriginLesson, OriginReview)
}

// PuzzleItem identifies a puzzle answered: its id, and a hash of its
// position and goal (puzzles.ItemKey), so that two puzzles that share an id
// (a worksheet's f1-equality-1 and the curated one) are not taken for each
// other. Without a position (answers kept before schema 2) it is the id.
func PuzzleItem(id, position, goal string) string { return puzzles.ItemKey(id, position, goal) }

// ExerciseItem identifies an exercise answered: its lesson, its index and
// the task as drawn ("multiplex#2:classify 12 9"): the same exercise with
// other numbers is another item.
func ExerciseItem(lesson string, index int, task string) string {
	return lesson + "#" + strconv.Itoa(index) + ":" + task
}

// Kinds of review card.
const (
	KindPuzzle   = "puzzle"
	KindExercise = "exercise"
)

// Card is an item brought back for review: one missed or answered with a
// hint, with its memory (FSRS) and when it is due.
type Card struct {
	Item string `json:"item"` // PuzzleItem or ExerciseItem
	Kind string `json:"kind"` // KindPuzzle or KindExercise
	Name string `json:"name"` // the puzzle's id, or the exercise's lesson
	// Title is the puzzle's, "" when not kept.
	Title string `json:"title,omitempty"`

	Exercise int    `json:"exercise,omitempty"` // the exercise's index in its lesson
	Task     string `json:"task,omitempty"`     // the exercise's task as drawn
	Seed     string `json:"seed,omitempty"`     // its numbers' seed, "" when unknown

	Rules      string   `json:"rules,omitempty"`
	Position   string   `json:"position,omitempty"` // "" when unknown: find the puzzle by its id
	Goal       string   `json:"goal,omitempty"`
	Themes     []string `json:"themes,omitempty"`
	Difficulty int      `json:"difficulty,omitempty"`

	Memory  fsrs.Memory `json:"memory"`
	Reviews int         `json:"reviews"` // answers since it became a card
	Lapses  int         `json:"lapses"`  // of which wrong
	// Streak counts the answers right in a row. At 0 review sets the very
	// item again (the same position, the same numbers); after a right answer
	// it sets a fresh draw of the same kind, so that the learner shows they
	// know the kind, not this one instance.
	Streak int       `json:"streak"`
	Last   time.Time `json:"last"`
	Due    time.Time `json:"due"`
}

// Fresh reports whether review should set a fresh draw of the card's kind
// rather than the item itself.
func (c Card) Fresh() bool { return c.Streak > 0 }

// Retention is the probability of recall review aims at: FSRS's default.
const Retention = 0.9

// gradeOf is the FSRS grade of an answer: wrong is Again, right after a
// hint Hard, right unaided Good.
func gradeOf(correct bool, hints int) fsrs.Grade {
	switch {
	case !correct:
		return fsrs.Again
	case hints > 0:
		return fsrs.Hard
	}
	return fsrs.Good
}

// schedule updates the review card an answer bears on, inside the answer's
// transaction: the card named by reviewing (a fresh draw of its kind), else
// the item's own card. An item without a card gets one when it was missed
// or hinted; one answered right unaided needs no review.
func (s *Store) schedule(ctx context.Context, tx *sql.Tx, reviewing string, c Card, correct bool, hints int, at time.Time) error {
	item := c.Item
	if reviewing != "" {
		item = reviewing
	}
	card, found, err := cardByItem(ctx, tx, item)
	if err != nil {
		return err
	}
	g := gradeOf(correct, hints)
	w := fsrs.Default
	if !found {
		if g == fsrs.Good || reviewing != "" && item != c.Item {
			// Right unaided; or a fresh draw for a card that is gone.
			return nil
		}
		c.Memory = w.First(g)
		c.Reviews, c.Lapses, c.Streak = 0, 0, 0
		if g == fsrs.Again {
			c.Lapses = 1
		}
		c.Last, c.Due = at, dueAfter(at, c.Memory)
		return insertCard(ctx, tx, c, at)
	}
	elapsed := at.Sub(card.Last).Hours() / 24
	card.Memory = w.Next(card.Memory, max(elapsed, 0), g)
	card.Reviews++
	if g == fsrs.Again {
		card.Lapses++
		card.Streak = 0
	} else {
		card.Streak++
	}
	card.Last, card.Due = at, dueAfter(at, card.Memory)
	_, err = tx.ExecContext(ctx, `
UPDATE review_card SET stability = ?, hardness = ?, reviews = ?, lapses = ?, streak = ?, last = ?, due = ?
WHERE item = ?`,
		card.Memory.Stability, card.Memory.Difficulty, card.Reviews, card.Lapses, card.Streak,
		stamp(card.Last), stamp(card.Due), item)
	return err
}

// dueAfter is when a memory answered at at falls to Retention, in whole
// days (at least one: a miss comes back tomorrow, not in ten minutes).
func dueAfter(at time.Time, m fsrs.Memory) time.Time {
	return at.Add(time.Duration(fsrs.Days(Retention, m.Stability)) * 24 * time.Hour)
}

func insertCard(ctx context.Context, tx *sql.Tx, c Card, at time.Time) error {
	_, err := tx.ExecContext(ctx, `
INSERT INTO review_card (item, kind, name, title, exercise, task, seed, rules, position, goal, themes, difficulty,
	stability, hardness, reviews, lapses, streak, added, last, due)
VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		c.Item, c.Kind, c.Name, c.Title, c.Exercise, c.Task, c.Seed, c.Rules, c.Position, c.Goal, strings.Join(c.Themes, ","), c.Difficulty,
		c.Memory.Stability, c.Memory.Difficulty, c.Reviews, c.Lapses, c.Streak, stamp(at), stamp(c.Last), stamp(c.Due))
	return err
}

const cardColumns = `item, kind, name, title, exercise, task, seed, rules, position, goal, themes, difficulty,
	stability, hardness, reviews, lapses, streak, last, due`

type querier interface {
	QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error)
}

func cardByItem(ctx context.Context, q querier, item string) (Card, bool, error) {
	cards, err := queryCards(ctx, q, `SELECT `+cardColumns+` FROM review_card WHERE item = ?`, item)
	if err != nil || len(cards) == 0 {
		return Card{}, false, err
	}
	return cards[0], true, nil
}

func queryCards(ctx context.Context, q querier, query string, args ...any) ([]Card, error) {
	rows, err := q.QueryContext(ctx, query, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []Card
	for rows.Next() {
		var c Card
		var themes, last, due string
		if err := rows.Scan(&c.Item, &c.Kind, &c.Name, &c.Title, &c.Exercise, &c.Task, &c.Seed, &c.Rules, &c.Position, &c.Goal,
			&themes, &c.Difficulty, &c.Memory.Stability, &c.Memory.Difficulty, &c.Reviews, &c.Lapses, &c.Streak, &last, &due); err != nil {
			return nil, err
		}
		if themes != "" {
			c.Themes = strings.Split(themes, ",")
		}
		var e1, e2 error
		c.Last, e1 = time.Parse(timeLayout, last)
		c.Due, e2 = time.Parse(timeLayout, due)
		if err := errors.Join(e1, e2); err != nil {
			return nil, fmt.Errorf("review card %q: bad time: %w", c.Item, err)
		}
		out = append(out, c)
	}
	return out, rows.Err()
}

// Now is the store's clock: the time it records answers at when they
// carry none.
func (s *Store) Now() time.Time { return s.now() }

// endOfToday is the first instant of the learner's tomorrow: a card due
// before it is due today.
func (s *Store) endOfToday() time.Time {
	now := s.now().In(s.loc)
	y, m, d := now.Date()
	return time.Date(y, m, d+1, 0, 0, 0, 0, s.loc)
}

// Due returns the cards due today (by the learner's calendar), the most
// overdue first, puzzles and exercises mixed.
func (s *Store) Due() ([]Card, error) {
	cards, err := queryCards(context.Background(), s.db,
		`SELECT `+cardColumns+` FROM review_card WHERE due < ? ORDER BY due, item`, stamp(s.endOfToday()))
	return cards, s.wrap(err)
}

// Card returns the review card of item.
func (s *Store) Card(item string) (Card, bool, error) {
	c, ok, err := cardByItem(context.Background(), s.db, item)
	return c, ok, s.wrap(err)
}

// ReviewSummary counts the review cards.
type ReviewSummary struct {
	DueToday  int        `json:"due_today"`  // due before the end of the learner's today
	Puzzles   int        `json:"puzzles"`    // of those, puzzles
	Exercises int        `json:"exercises"`  // and exercises
	Cards     int        `json:"cards"`      // every card, due or not
	NextDue   *time.Time `json:"next_due"`   // the earliest due of those not due today; null when none
	Lapses    int        `json:"lapses"`     // wrong answers on review cards, in all
	Retained  int        `json:"right_once"` // cards answered right since they were missed
}

func (s *Store) reviewSummary(ctx context.Context, q querier) (ReviewSummary, error) {
	var r ReviewSummary
	end := stamp(s.endOfToday())
	rows, err := q.QueryContext(ctx, `
SELECT count(*),
	coalesce(sum(due < ?1), 0), coalesce(sum(due < ?1 AND kind = 'puzzle'), 0), coalesce(sum(due < ?1 AND kind = 'exercise'), 0),
	min(CASE WHEN due >= ?1 THEN due END), coalesce(sum(lapses), 0), coalesce(sum(streak > 0), 0)
FROM review_card`, end)
	if err != nil {
		return r, err
	}
	defer rows.Close()
	if rows.Next() {
		var next sql.NullString
		if err := rows.Scan(&r.Cards, &r.DueToday, &r.Puzzles, &r.Exercises, &next, &r.Lapses, &r.Retained); err != nil {
			return r, err
		}
		if next.Valid {
			t, err := time.Parse(timeLayout, next.String)
			if err != nil {
				return r, fmt.Errorf("review card: bad due time %q: %w", next.String, err)
			}
			r.NextDue = &t
		}
	}
	return r, rows.Err()
}

// FreshSeed is the seed of a fresh draw for a card: a function of the card
// and how often it was reviewed, so that each review draws anew but the
// same review of the same card draws the same.
func FreshSeed(c Card) uint64 {
	sum := sha256.Sum256([]byte(c.Item + "\x00" + strconv.Itoa(c.Reviews)))
	var v uint64
	for _, b := range sum[:8] {
		v = v<<8 | uint64(b)
	}
	return v & math.MaxInt64
}
