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
	// Origin says where a card from a game was met ("your game of 6 Dec
	// 2026, action 14"); "" for a puzzle's or an exercise's card.
	Origin string `json:"origin,omitempty"`
	// Answers are the actions the engine accepted when a game's card was
	// kept, in the notation: a record, never the judge (review asks the
	// engine anew).
	Answers []string `json:"answers,omitempty"`

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
func (s *Store) schedule(q querier, reviewing string, c Card, correct bool, hints int, at time.Time) error {
	item := c.Item
	if reviewing != "" {
		item = reviewing
	}
	g := gradeOf(correct, hints)
	w := fsrs.Default
	card, ok, err := s.card(q, item)
	if err != nil {
		return err
	}
	ctx := context.Background()
	if !ok {
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
		_, err := q.ExecContext(ctx, `INSERT INTO review_card (learner, item, kind, name, title, exercise, task, seed, rules, position, goal,
			themes, difficulty, stability, hardness, reviews, lapses, streak, added, last, due)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
			s.learner, c.Item, c.Kind, c.Name, c.Title, c.Exercise, c.Task, c.Seed, c.Rules, c.Position, c.Goal,
			strings.Join(c.Themes, ","), c.Difficulty, c.Memory.Stability, c.Memory.Difficulty, c.Reviews, c.Lapses, c.Streak,
			stamp(at), stamp(c.Last), stamp(c.Due))
		return err
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
	_, err = q.ExecContext(ctx, `UPDATE review_card SET stability = ?, hardness = ?, reviews = ?, lapses = ?, streak = ?, last = ?, due = ?
		WHERE learner = ? AND item = ?`, card.Memory.Stability, card.Memory.Difficulty, card.Reviews, card.Lapses, card.Streak,
		stamp(card.Last), stamp(card.Due), s.learner, item)
	return err
}

// dueAfter is when a memory answered at at falls to Retention, in whole
// days (at least one: a miss comes back tomorrow, not in ten minutes).
func dueAfter(at time.Time, m fsrs.Memory) time.Time {
	return at.Add(time.Duration(fsrs.Days(Retention, m.Stability)) * 24 * time.Hour)
}

// cardColumns are what scanCard reads, in its order.
const cardColumns = `item, kind, name, title, exercise, task, seed, rules, position, goal, themes, difficulty,
	origin, answers, stability, hardness, reviews, lapses, streak, last, due`

// scanCard reads a review_card row of cardColumns.
func scanCard(r interface{ Scan(...any) error }) (Card, error) {
	var (
		c              Card
		themes         string
		answers        string
		last, due      string
		stab, hardness float64
	)
	if err := r.Scan(&c.Item, &c.Kind, &c.Name, &c.Title, &c.Exercise, &c.Task, &c.Seed, &c.Rules, &c.Position, &c.Goal, &themes,
		&c.Difficulty, &c.Origin, &answers, &stab, &hardness, &c.Reviews, &c.Lapses, &c.Streak, &last, &due); err != nil {
		return Card{}, err
	}
	c.Memory = fsrs.Memory{Stability: stab, Difficulty: hardness}
	if themes != "" {
		c.Themes = strings.Split(themes, ",")
	}
	c.Answers = strings.Fields(answers)
	var e1, e2 error
	c.Last, e1 = time.Parse(timeLayout, last)
	c.Due, e2 = time.Parse(timeLayout, due)
	if err := errors.Join(e1, e2); err != nil {
		return Card{}, fmt.Errorf("review card %q: bad time: %w", c.Item, err)
	}
	return c, nil
}

// card reads the learner's card of item.
func (s *Store) card(q querier, item string) (Card, bool, error) {
	c, err := scanCard(q.QueryRowContext(context.Background(), `SELECT `+cardColumns+` FROM review_card WHERE learner = ? AND item = ?`, s.learner, item))
	if errors.Is(err, sql.ErrNoRows) {
		return Card{}, false, nil
	}
	return c, err == nil, err
}

// endOfToday is the first instant of the learner's tomorrow: a card due
// before it is due today.
func (s *Store) endOfToday() time.Time {
	now := s.now().In(s.loc)
	y, m, d := now.Date()
	return time.Date(y, m, d+1, 0, 0, 0, 0, s.loc)
}

// Due returns the cards due today (by the learner's calendar), the most
// overdue first, puzzles and exercises mixed.
func (s *Store) Due() (out []Card, err error) {
	err = s.tx(false, func(q querier) error {
		out, err = s.due(q)
		return err
	})
	if err != nil {
		return nil, err
	}
	return out, nil
}

func (s *Store) due(q querier) ([]Card, error) {
	var out []Card
	err := eachRow(q, `SELECT `+cardColumns+` FROM review_card WHERE learner = ? AND due < ? ORDER BY due, item`,
		[]any{s.learner, stamp(s.endOfToday())}, func(r *sql.Rows) error {
			c, err := scanCard(r)
			out = append(out, c)
			return err
		})
	return out, err
}

// Card returns the review card of item.
func (s *Store) Card(item string) (c Card, ok bool, err error) {
	err = s.tx(false, func(q querier) error {
		c, ok, err = s.card(q, item)
		return err
	})
	return c, ok, err
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

func (s *Store) reviewSummary(q querier) (ReviewSummary, error) {
	var (
		r    ReviewSummary
		next sql.NullString
	)
	end := stamp(s.endOfToday())
	err := q.QueryRowContext(context.Background(), `SELECT count(*),
		count(*) FILTER (WHERE due < ?1),
		count(*) FILTER (WHERE due < ?1 AND kind = 'puzzle'),
		count(*) FILTER (WHERE due < ?1 AND kind = 'exercise'),
		min(due) FILTER (WHERE due >= ?1),
		coalesce(sum(lapses), 0),
		count(*) FILTER (WHERE streak > 0)
		FROM review_card WHERE learner = ?2`, end, s.learner).Scan(&r.Cards, &r.DueToday, &r.Puzzles, &r.Exercises, &next, &r.Lapses, &r.Retained)
	if err != nil {
		return r, err
	}
	if next.Valid {
		t, err := parseTime("review card due", next.String)
		if err != nil {
			return r, err
		}
		r.NextDue = &t
	}
	return r, nil
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
