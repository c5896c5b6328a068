package progress

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/rithmo/rithmo/cmd/internal/fsrs"
)

// GameMistake is a position of one of the learner's games where they let
// a capture or a triumph pass, to be kept as a puzzle card: review sets it
// like a missed puzzle.
type GameMistake struct {
	Puzzle     string   // the puzzle's id
	Title      string   // shown with the answer
	Rules      string   // the rule set, with options
	Position   string   // the position before the learner's action, in notation (its side to move is the learner)
	Goal       string   // "capture most" or "triumph"
	Themes     []string // the relation or triumph let pass
	Difficulty int      // 1 to 5, 0 unknown
	// Answers are the actions the engine accepted in the position, in the
	// notation: kept for the record; review asks the engine anew.
	Answers []string
	Origin  string    // where it was met: "your game of 6 Dec 2026, action 14"
	At      time.Time // the store's clock when zero
}

// KeepMistake adds a review card for m, due as a missed puzzle's is (the
// next day). A position kept before with the same goal keeps its card and
// its schedule: a mistake made again in another game is one item. It
// reports whether a card was added.
func (s *Store) KeepMistake(m GameMistake) (bool, error) {
	switch {
	case m.Puzzle == "":
		return false, fmt.Errorf("keep game mistake: no puzzle id")
	case m.Position == "" || m.Goal == "":
		return false, fmt.Errorf("keep game mistake %q: no position or no goal", m.Puzzle)
	case m.Origin == "":
		return false, fmt.Errorf("keep game mistake %q: no origin (which game, which action)", m.Puzzle)
	case len(m.Answers) == 0:
		return false, fmt.Errorf("keep game mistake %q at %s: no answer the engine accepts", m.Puzzle, m.Origin)
	case m.Difficulty < 0 || m.Difficulty > 5:
		return false, fmt.Errorf("keep game mistake %q: difficulty %d is not 0 to 5", m.Puzzle, m.Difficulty)
	}
	for _, a := range m.Answers {
		if a == "" || strings.ContainsAny(a, " \t\n") {
			return false, fmt.Errorf("keep game mistake %q: answer %q is not one action", m.Puzzle, a)
		}
	}
	at := s.stampOr(m.At)
	// Let pass: scheduled as a puzzle answered wrong, but no lapse (lapses
	// count wrong answers on review).
	mem := fsrs.Default.First(fsrs.Again)
	due := dueAfter(at, mem)
	var added bool
	err := s.tx(true, func(q querier) error {
		res, err := q.ExecContext(context.Background(), `INSERT INTO review_card (learner, item, kind, name, title, rules, position, goal,
			themes, difficulty, origin, answers, stability, hardness, reviews, lapses, streak, added, last, due)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, 0, 0, ?, ?, ?)
			ON CONFLICT (learner, item) DO NOTHING`,
			s.learner, PuzzleItem(m.Puzzle, m.Position, m.Goal), KindPuzzle, m.Puzzle, m.Title, m.Rules, m.Position, m.Goal,
			strings.Join(themes(m.Themes), ","), m.Difficulty, m.Origin, strings.Join(m.Answers, " "), mem.Stability, mem.Difficulty,
			stamp(at), stamp(at), stamp(due))
		if err != nil {
			return err
		}
		n, err := res.RowsAffected()
		added = n == 1
		return err
	})
	return added, err
}
