package progress

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/rithmo/rithmo/cmd/internal/glicko2"
)

// Goals are the goals a learner is rated on, one rating each.
var Goals = []string{"spot", "capture", "triumph"}

// goalOf is the goal kind of a goal line ("capture e11" is capture), ""
// when it is none of Goals.
func goalOf(goal string) string {
	kind, _, _ := strings.Cut(strings.TrimSpace(goal), " ")
	for _, g := range Goals {
		if g == kind {
			return g
		}
	}
	return ""
}

// PuzzleSeed is a puzzle's rating before anyone has tried it, from its
// difficulty: 1000 for 1, 250 more for each step, 2000 for 5; 1500 when
// unknown. The deviation (250) says it is a guess, narrower than a
// newcomer's 350 because an author judged it.
func PuzzleSeed(difficulty int) glicko2.Rating {
	r := glicko2.New()
	if difficulty >= 1 && difficulty <= 5 {
		r.R = 1500 + 250*float64(difficulty-3)
	}
	r.RD = 250
	return r
}

// scoreOf is the game's result for the learner: a win when right unaided,
// a draw when right after a hint, a loss when wrong.
func scoreOf(correct bool, hints int) float64 {
	switch {
	case !correct:
		return 0
	case hints > 0:
		return 0.5
	}
	return 1
}

func learnerSubject(goal string) string { return "learner:" + goal }
func puzzleSubject(item string) string  { return "puzzle:" + item }

// rate updates the learner's rating for the puzzle's goal and the puzzle's
// own after the first try at a puzzle (attempt id), in the answer's
// transaction; later tries at the same puzzle change no rating.
func (s *Store) rate(ctx context.Context, tx *sql.Tx, id int64, puzzleID, item, goal string, difficulty int, correct bool, hints int, at time.Time) error {
	kind := goalOf(goal)
	if kind == "" {
		return nil
	}
	var earlier int
	// Answers kept before schema 2 know the puzzle by its id alone: one of
	// them is an earlier try at any puzzle of that id.
	if err := tx.QueryRowContext(ctx, `
SELECT count(*) FROM puzzle_attempt WHERE (item = ? OR item = ? AND position = '') AND id < ?`, item, puzzleID, id).Scan(&earlier); err != nil {
		return err
	}
	if earlier > 0 {
		return nil
	}
	learner, _, err := ratingOf(ctx, tx, learnerSubject(kind), glicko2.New())
	if err != nil {
		return err
	}
	puzzle, games, err := ratingOf(ctx, tx, puzzleSubject(item), PuzzleSeed(difficulty))
	if err != nil {
		return err
	}
	score := scoreOf(correct, hints)
	newLearner := glicko2.Update(learner.Rating, []glicko2.Result{{Opponent: puzzle.Rating, Score: score}})
	newPuzzle := glicko2.Update(puzzle.Rating, []glicko2.Result{{Opponent: learner.Rating, Score: 1 - score}})
	if err := saveRating(ctx, tx, learnerSubject(kind), newLearner, learner.Games+1, at); err != nil {
		return err
	}
	if err := saveRating(ctx, tx, puzzleSubject(item), newPuzzle, games+1, at); err != nil {
		return err
	}
	_, err = tx.ExecContext(ctx, `
INSERT INTO rating_history (subject, attempt, rating, deviation, at, day) VALUES (?, ?, ?, ?, ?, ?)`,
		learnerSubject(kind), id, newLearner.R, newLearner.RD, stamp(at), s.day(at))
	return err
}

// GoalRating is the learner's rating for one goal.
type GoalRating struct {
	Goal string `json:"goal"`
	glicko2.Rating
	Games int `json:"games"` // first tries rated; 0: the newcomer's 1500
}

type rowQuerier interface {
	QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row
}

func ratingOf(ctx context.Context, q rowQuerier, subject string, seed glicko2.Rating) (GoalRating, int, error) {
	var r GoalRating
	err := q.QueryRowContext(ctx, `SELECT rating, deviation, volatility, games FROM rating WHERE subject = ?`, subject).
		Scan(&r.R, &r.RD, &r.Sigma, &r.Games)
	if errors.Is(err, sql.ErrNoRows) {
		return GoalRating{Rating: seed}, 0, nil
	}
	return r, r.Games, err
}

func saveRating(ctx context.Context, tx *sql.Tx, subject string, r glicko2.Rating, games int, at time.Time) error {
	_, err := tx.ExecContext(ctx, `
INSERT INTO rating (subject, rating, deviation, volatility, games, updated) VALUES (?, ?, ?, ?, ?, ?)
ON CONFLICT (subject) DO UPDATE SET rating = excluded.rating, deviation = excluded.deviation,
	volatility = excluded.volatility, games = excluded.games, updated = excluded.updated`,
		subject, r.R, r.RD, r.Sigma, games, stamp(at))
	return err
}

// Ratings returns the learner's rating for each of Goals, in that order
// (1500 ±700 for a goal never rated).
func (s *Store) Ratings() ([]GoalRating, error) {
	return s.ratings(context.Background(), s.db)
}

func (s *Store) ratings(ctx context.Context, q rowQuerier) ([]GoalRating, error) {
	out := make([]GoalRating, 0, len(Goals))
	for _, g := range Goals {
		r, _, err := ratingOf(ctx, q, learnerSubject(g), glicko2.New())
		if err != nil {
			return nil, s.wrap(err)
		}
		r.Goal = g
		out = append(out, r)
	}
	return out, nil
}

// PuzzleRating is a puzzle's rating: as its first tries have made it, or
// its seed from its difficulty.
func (s *Store) PuzzleRating(item string, difficulty int) (glicko2.Rating, error) {
	r, _, err := ratingOf(context.Background(), s.db, puzzleSubject(item), PuzzleSeed(difficulty))
	return r.Rating, s.wrap(err)
}

// RatingPoint is the learner's rating after one rated first try.
type RatingPoint struct {
	At        time.Time `json:"at"`
	Day       string    `json:"day"`
	Rating    float64   `json:"rating"`
	Deviation float64   `json:"deviation"`
}

// RatingHistory returns the learner's ratings for goal after each rated
// first try, oldest first.
func (s *Store) RatingHistory(goal string) ([]RatingPoint, error) {
	return s.ratingHistory(context.Background(), s.db, goal)
}

func (s *Store) ratingHistory(ctx context.Context, q querier, goal string) ([]RatingPoint, error) {
	rows, err := q.QueryContext(ctx, `
SELECT at, day, rating, deviation FROM rating_history WHERE subject = ? ORDER BY at, id`, learnerSubject(goal))
	if err != nil {
		return nil, s.wrap(err)
	}
	defer rows.Close()
	out := []RatingPoint{}
	for rows.Next() {
		var p RatingPoint
		var at string
		if err := rows.Scan(&at, &p.Day, &p.Rating, &p.Deviation); err != nil {
			return nil, s.wrap(err)
		}
		if p.At, err = time.Parse(timeLayout, at); err != nil {
			return nil, s.wrap(fmt.Errorf("rating history: bad time %q: %w", at, err))
		}
		out = append(out, p)
	}
	return out, s.wrap(rows.Err())
}

func newRating() glicko2.Rating { return glicko2.New() }
