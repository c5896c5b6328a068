package progress

import (
	"context"
	"database/sql"
	"errors"
	"strings"
	"time"

	"github.com/rithmo/rithmo/cmd/internal/glicko2"
	"github.com/rithmo/rithmo/puzzles"
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
// unknown. The deviation (250) says it is a guess by its author: wide
// enough that a puzzle's first solvers soon correct it.
func PuzzleSeed(difficulty int) glicko2.Rating {
	r := glicko2.New()
	if difficulty >= 1 && difficulty <= 5 {
		r.R = 1500 + 250*float64(difficulty-3)
	}
	r.RD = 250
	return r
}

// LearnerDeviation is a newcomer's rating deviation in the puzzles: 150,
// not the paper's 350. The paper's 350 says "anywhere from 800 to 2200",
// wider than the whole course (puzzles are seeded at 1000 to 2000), so the
// first answer alone moved a newcomer by up to 412 points (wrong at a
// difficulty-1 puzzle): a verdict on one answer, not a measure. With 150 the
// newcomer is placed in the middle of the course (1200 to 1800 at 95 %), and
// a first try moves the rating by 9 to 89 points; the rating is shown as a
// first estimate ("1500?") until puzzles.ProvisionalTries first tries have
// made it, as lichess marks a provisional rating.
const LearnerDeviation = 150

// LearnerSeed is a learner's rating for a goal before any first try: 1500,
// RD LearnerDeviation, the paper's volatility.
func LearnerSeed() glicko2.Rating {
	r := glicko2.New()
	r.RD = LearnerDeviation
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
// transaction; the caller has found that it is the first try (later tries
// at the same puzzle change no rating).
func (s *Store) rate(q querier, id int64, item, goal string, difficulty int, correct bool, hints int, at time.Time) error {
	kind := goalOf(goal)
	if kind == "" {
		return nil
	}
	learner, err := s.ratingOf(q, learnerSubject(kind), LearnerSeed())
	if err != nil {
		return err
	}
	puzzle, err := s.ratingOf(q, puzzleSubject(item), PuzzleSeed(difficulty))
	if err != nil {
		return err
	}
	score := scoreOf(correct, hints)
	newLearner := glicko2.Update(learner.Rating, []glicko2.Result{{Opponent: puzzle.Rating, Score: score}})
	newPuzzle := glicko2.Update(puzzle.Rating, []glicko2.Result{{Opponent: learner.Rating, Score: 1 - score}})
	if err := s.saveRating(q, learnerSubject(kind), newLearner, learner.Games+1, at); err != nil {
		return err
	}
	if err := s.saveRating(q, puzzleSubject(item), newPuzzle, puzzle.Games+1, at); err != nil {
		return err
	}
	_, err = q.ExecContext(context.Background(), `INSERT INTO rating_history (learner, subject, attempt, rating, deviation, at, day)
		VALUES (?, ?, ?, ?, ?, ?, ?)`, s.learner, learnerSubject(kind), id, newLearner.R, newLearner.RD, stamp(at), s.day(at))
	return err
}

// GoalRating is the learner's rating for one goal.
type GoalRating struct {
	Goal string `json:"goal"`
	glicko2.Rating
	Games int `json:"games"` // first tries rated; 0: the newcomer's 1500
}

// Provisional tells whether the rating is still a first estimate (fewer
// than puzzles.ProvisionalTries first tries), shown as "1500?".
func (g GoalRating) Provisional() bool { return g.Games < puzzles.ProvisionalTries }

// ratingOf is subject's rating, or seed when it has none.
func (s *Store) ratingOf(q querier, subject string, seed glicko2.Rating) (GoalRating, error) {
	g := GoalRating{Rating: seed}
	err := q.QueryRowContext(context.Background(), `SELECT rating, deviation, volatility, games FROM rating WHERE learner = ? AND subject = ?`,
		s.learner, subject).Scan(&g.R, &g.RD, &g.Sigma, &g.Games)
	if errors.Is(err, sql.ErrNoRows) {
		return GoalRating{Rating: seed}, nil
	}
	return g, err
}

func (s *Store) saveRating(q querier, subject string, r glicko2.Rating, games int, at time.Time) error {
	_, err := q.ExecContext(context.Background(), `INSERT INTO rating (learner, subject, rating, deviation, volatility, games, updated)
		VALUES (?, ?, ?, ?, ?, ?, ?)
		ON CONFLICT (learner, subject) DO UPDATE SET rating = excluded.rating, deviation = excluded.deviation,
			volatility = excluded.volatility, games = excluded.games, updated = excluded.updated`,
		s.learner, subject, r.R, r.RD, r.Sigma, games, stamp(at))
	return err
}

// Ratings returns the learner's rating for each of Goals, in that order
// (LearnerSeed, 1500 ±300, for a goal never rated).
func (s *Store) Ratings() (out []GoalRating, err error) {
	err = s.tx(false, func(q querier) error {
		out, err = s.ratings(q)
		return err
	})
	return out, err
}

func (s *Store) ratings(q querier) ([]GoalRating, error) {
	out := make([]GoalRating, 0, len(Goals))
	for _, g := range Goals {
		r, err := s.ratingOf(q, learnerSubject(g), LearnerSeed())
		if err != nil {
			return nil, err
		}
		r.Goal = g
		out = append(out, r)
	}
	return out, nil
}

// PuzzleRating is a puzzle's rating: as its first tries have made it, or
// its seed from its difficulty.
func (s *Store) PuzzleRating(item string, difficulty int) (r glicko2.Rating, err error) {
	err = s.tx(false, func(q querier) error {
		g, err := s.ratingOf(q, puzzleSubject(item), PuzzleSeed(difficulty))
		r = g.Rating
		return err
	})
	return r, err
}

// PuzzleRatings returns the rating of every puzzle rated so far, by item,
// in one read: the puzzle menu weighs every puzzle of the course against
// the learner's rating, and a read per puzzle opened the file 385 times. A
// puzzle not in it has the seed of its difficulty (PuzzleRating).
func (s *Store) PuzzleRatings() (out map[string]glicko2.Rating, err error) {
	out = map[string]glicko2.Rating{}
	err = s.tx(false, func(q querier) error {
		return eachRow(q, `SELECT substr(subject, 8), rating, deviation, volatility FROM rating WHERE learner = ? AND subject LIKE 'puzzle:%'`,
			[]any{s.learner}, func(r *sql.Rows) error {
				var (
					item string
					g    glicko2.Rating
				)
				if err := r.Scan(&item, &g.R, &g.RD, &g.Sigma); err != nil {
					return err
				}
				out[item] = g
				return nil
			})
	})
	return out, err
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
func (s *Store) RatingHistory(goal string) (out []RatingPoint, err error) {
	err = s.tx(false, func(q querier) error {
		h, err := s.ratingHistories(q)
		out = h[goal]
		if out == nil {
			out = []RatingPoint{}
		}
		return err
	})
	return out, err
}

// ratingHistories reads the history of every goal, each oldest first.
func (s *Store) ratingHistories(q querier) (map[string][]RatingPoint, error) {
	out := map[string][]RatingPoint{}
	for _, g := range Goals {
		out[g] = []RatingPoint{}
	}
	err := eachRow(q, `SELECT substr(subject, 9), rating, deviation, at, day FROM rating_history
		WHERE learner = ? AND subject LIKE 'learner:%' ORDER BY at, id`, []any{s.learner}, func(r *sql.Rows) error {
		var (
			goal, at string
			p        RatingPoint
		)
		if err := r.Scan(&goal, &p.Rating, &p.Deviation, &at, &p.Day); err != nil {
			return err
		}
		var err error
		if p.At, err = parseTime("rating history", at); err != nil {
			return err
		}
		out[goal] = append(out[goal], p)
		return nil
	})
	return out, err
}
