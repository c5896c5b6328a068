package review

import (
	"github.com/rithmo/rithmo/cmd/internal/progress"
	"github.com/rithmo/rithmo/lessons"
	"github.com/rithmo/rithmo/puzzles"
)

// Store is what a review records into: the progress store.
type Store interface {
	RecordPuzzle(puzzles.Attempt, progress.Given) error
	RecordExercise(lessons.Attempt, progress.Given) error
}

// puzzleRecorder records the review's puzzle answers against their cards.
type puzzleRecorder struct {
	store Store
	cards map[string]string // puzzle Item -> card item
}

func newPuzzleRecorder(store Store, ps []Puzzle) puzzleRecorder {
	r := puzzleRecorder{store: store, cards: map[string]string{}}
	for _, p := range ps {
		r.cards[p.Puzzle.Item()] = p.Card.Item
	}
	return r
}

func (r puzzleRecorder) Answered(a puzzles.Attempt) error {
	return r.store.RecordPuzzle(a, progress.Given{Origin: progress.OriginReview, Card: r.cards[puzzles.ItemKey(a.PuzzleID, a.Position, a.Goal)]})
}

// exerciseRecorder records one review exercise's answer against its card.
type exerciseRecorder struct {
	store Store
	ex    Exercise
}

func (r exerciseRecorder) Opened(string, int) error { return nil }
func (r exerciseRecorder) Finished(string) error    { return nil }
func (r exerciseRecorder) Answered(a lessons.Attempt) error {
	return r.store.RecordExercise(a, progress.Given{Origin: progress.OriginReview, Card: r.ex.Card.Item, Seed: r.ex.Seed})
}
