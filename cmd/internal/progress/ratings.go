package progress

import (
	"fmt"
	"strings"
	"time"

	"go.etcd.io/bbolt"

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
// transaction; the caller has found that it is the first try (later tries
// at the same puzzle change no rating).
func (s *Store) rate(tx *bbolt.Tx, id int64, item, goal string, difficulty int, correct bool, hints int, at time.Time) error {
	kind := goalOf(goal)
	if kind == "" {
		return nil
	}
	ratings, err := bucket(tx, bucketRating)
	if err != nil {
		return err
	}
	learner, _, err := ratingOf(ratings, learnerSubject(kind), glicko2.New())
	if err != nil {
		return err
	}
	puzzle, games, err := ratingOf(ratings, puzzleSubject(item), PuzzleSeed(difficulty))
	if err != nil {
		return err
	}
	score := scoreOf(correct, hints)
	newLearner := glicko2.Update(learner.Rating, []glicko2.Result{{Opponent: puzzle.Rating, Score: score}})
	newPuzzle := glicko2.Update(puzzle.Rating, []glicko2.Result{{Opponent: learner.Rating, Score: 1 - score}})
	if err := saveRating(ratings, learnerSubject(kind), newLearner, learner.Games+1, at); err != nil {
		return err
	}
	if err := saveRating(ratings, puzzleSubject(item), newPuzzle, games+1, at); err != nil {
		return err
	}
	hist, err := bucket(tx, bucketHistory)
	if err != nil {
		return err
	}
	hist.FillPercent = 0.9
	n, err := hist.NextSequence()
	if err != nil {
		return err
	}
	h := historyRec{ID: int64(n), Subject: learnerSubject(kind), Attempt: id, Rating: newLearner.R, Deviation: newLearner.RD,
		At: stamp(at), Day: s.day(at)}
	return hist.Put(idKey(h.ID), h.encode())
}

// GoalRating is the learner's rating for one goal.
type GoalRating struct {
	Goal string `json:"goal"`
	glicko2.Rating
	Games int `json:"games"` // first tries rated; 0: the newcomer's 1500
}

func ratingOf(t table, subject string, seed glicko2.Rating) (GoalRating, int, error) {
	v := t.Get([]byte(subject))
	if v == nil {
		return GoalRating{Rating: seed}, 0, nil
	}
	r, err := decodeRating(v)
	g := GoalRating{Rating: glicko2.Rating{R: r.Rating, RD: r.Deviation, Sigma: r.Volatility}, Games: r.Games}
	return g, g.Games, err
}

func saveRating(b *bbolt.Bucket, subject string, r glicko2.Rating, games int, at time.Time) error {
	rec := ratingRec{Rating: r.R, Deviation: r.RD, Volatility: r.Sigma, Games: games, Updated: stamp(at)}
	return b.Put([]byte(subject), rec.encode())
}

// Ratings returns the learner's rating for each of Goals, in that order
// (1500 ±700 for a goal never rated).
func (s *Store) Ratings() (out []GoalRating, err error) {
	err = s.view(func(t tables) error {
		out, err = s.ratings(t)
		return err
	})
	return out, err
}

func (s *Store) ratings(t tables) ([]GoalRating, error) {
	out := make([]GoalRating, 0, len(Goals))
	for _, g := range Goals {
		r, _, err := ratingOf(t(bucketRating), learnerSubject(g), glicko2.New())
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
	err = s.view(func(t tables) error {
		g, _, err := ratingOf(t(bucketRating), puzzleSubject(item), PuzzleSeed(difficulty))
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
	err = s.view(func(t tables) error {
		prefix := puzzleSubject("")
		return t(bucketRating).ForEach(func(k, v []byte) error {
			item, ok := strings.CutPrefix(string(k), prefix)
			if !ok {
				return nil
			}
			r, err := decodeRating(v)
			out[item] = glicko2.Rating{R: r.Rating, RD: r.Deviation, Sigma: r.Volatility}
			return err
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
	err = s.view(func(t tables) error {
		h, err := s.ratingHistories(t)
		out = h[goal]
		if out == nil {
			out = []RatingPoint{}
		}
		return err
	})
	return out, err
}

// ratingHistories reads the history of every goal, each oldest first.
func (s *Store) ratingHistories(t tables) (map[string][]RatingPoint, error) {
	var list []historyRec
	err := t(bucketHistory).ForEach(func(_, v []byte) error {
		h, err := decodeHistory(v)
		list = append(list, h)
		return err
	})
	if err != nil {
		return nil, err
	}
	sortByTime(list, func(h historyRec) (string, int64) { return h.At, h.ID })
	out := map[string][]RatingPoint{}
	for _, g := range Goals {
		out[g] = []RatingPoint{}
	}
	for _, h := range list {
		goal, ok := strings.CutPrefix(h.Subject, "learner:")
		if !ok {
			continue
		}
		p := RatingPoint{Day: h.Day, Rating: h.Rating, Deviation: h.Deviation}
		if p.At, err = time.Parse(timeLayout, h.At); err != nil {
			return nil, fmt.Errorf("rating history: bad time %q: %w", h.At, err)
		}
		out[goal] = append(out[goal], p)
	}
	return out, nil
}

func newRating() glicko2.Rating { return glicko2.New() }
