package progress

import (
	"crypto/sha256"
	"errors"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
	"time"

	"go.etcd.io/bbolt"

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
func (s *Store) schedule(tx *bbolt.Tx, reviewing string, c Card, correct bool, hints int, at time.Time) error {
	item := c.Item
	if reviewing != "" {
		item = reviewing
	}
	cards, err := bucket(tx, bucketCard)
	if err != nil {
		return err
	}
	g := gradeOf(correct, hints)
	w := fsrs.Default
	old := cards.Get([]byte(item))
	if old == nil {
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
		r := cardRec{Item: c.Item, Kind: c.Kind, Name: c.Name, Title: c.Title, Exercise: c.Exercise, Task: c.Task, Seed: c.Seed,
			Rules: c.Rules, Position: c.Position, Goal: c.Goal, Themes: strings.Join(c.Themes, ","), Difficulty: c.Difficulty,
			Stability: c.Memory.Stability, Hardness: c.Memory.Difficulty, Reviews: c.Reviews, Lapses: c.Lapses, Streak: c.Streak,
			Added: stamp(at), Last: stamp(c.Last), Due: stamp(c.Due)}
		return cards.Put([]byte(c.Item), r.encode())
	}
	r, err := decodeCard([]byte(item), old)
	if err != nil {
		return err
	}
	card, err := r.card()
	if err != nil {
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
	r.Stability, r.Hardness, r.Reviews, r.Lapses, r.Streak = card.Memory.Stability, card.Memory.Difficulty, card.Reviews, card.Lapses, card.Streak
	r.Last, r.Due = stamp(card.Last), stamp(card.Due)
	return cards.Put([]byte(item), r.encode())
}

// dueAfter is when a memory answered at at falls to Retention, in whole
// days (at least one: a miss comes back tomorrow, not in ten minutes).
func dueAfter(at time.Time, m fsrs.Memory) time.Time {
	return at.Add(time.Duration(fsrs.Days(Retention, m.Stability)) * 24 * time.Hour)
}

// card is the Card a stored row makes.
func (r *cardRec) card() (Card, error) {
	c := Card{Item: r.Item, Kind: r.Kind, Name: r.Name, Title: r.Title, Exercise: r.Exercise, Task: r.Task, Seed: r.Seed,
		Rules: r.Rules, Position: r.Position, Goal: r.Goal, Difficulty: r.Difficulty,
		Memory: fsrs.Memory{Stability: r.Stability, Difficulty: r.Hardness}, Reviews: r.Reviews, Lapses: r.Lapses, Streak: r.Streak}
	if r.Themes != "" {
		c.Themes = strings.Split(r.Themes, ",")
	}
	var e1, e2 error
	c.Last, e1 = time.Parse(timeLayout, r.Last)
	c.Due, e2 = time.Parse(timeLayout, r.Due)
	if err := errors.Join(e1, e2); err != nil {
		return Card{}, fmt.Errorf("review card %q: bad time: %w", c.Item, err)
	}
	return c, nil
}

// eachCard decodes every review card, in item order.
func eachCard(t tables, fn func(r *cardRec) error) error {
	return t(bucketCard).ForEach(func(k, v []byte) error {
		r, err := decodeCard(k, v)
		if err != nil {
			return err
		}
		return fn(&r)
	})
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
	end := stamp(s.endOfToday())
	var out []Card
	err := s.view(func(t tables) error {
		return eachCard(t, func(r *cardRec) error {
			if r.Due >= end {
				return nil
			}
			c, err := r.card()
			out = append(out, c)
			return err
		})
	})
	if err != nil {
		return nil, err
	}
	slices.SortStableFunc(out, func(a, b Card) int {
		if c := a.Due.Compare(b.Due); c != 0 {
			return c
		}
		return strings.Compare(a.Item, b.Item)
	})
	return out, nil
}

// Card returns the review card of item.
func (s *Store) Card(item string) (c Card, ok bool, err error) {
	err = s.view(func(t tables) error {
		v := t(bucketCard).Get([]byte(item))
		if v == nil {
			return nil
		}
		r, err := decodeCard([]byte(item), v)
		if err != nil {
			return err
		}
		c, err = r.card()
		ok = err == nil
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

func (s *Store) reviewSummary(t tables) (ReviewSummary, error) {
	var r ReviewSummary
	end := stamp(s.endOfToday())
	next := ""
	err := eachCard(t, func(c *cardRec) error {
		r.Cards++
		if c.Due < end {
			r.DueToday++
			switch c.Kind {
			case KindPuzzle:
				r.Puzzles++
			case KindExercise:
				r.Exercises++
			}
		} else if next == "" || c.Due < next {
			next = c.Due
		}
		r.Lapses += c.Lapses
		if c.Streak > 0 {
			r.Retained++
		}
		return nil
	})
	if err != nil {
		return r, err
	}
	if next != "" {
		t, err := time.Parse(timeLayout, next)
		if err != nil {
			return r, fmt.Errorf("review card: bad due time %q: %w", next, err)
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
