package progress

import (
	"maps"
	"slices"
)

// DailySummary is the learner's record with the daily puzzle.
type DailySummary struct {
	Streak      int    `json:"streak"`       // consecutive days with the daily puzzle played, ending today or yesterday
	LastDay     string `json:"last_day"`     // the last day it was played, "" never
	PlayedToday bool   `json:"played_today"` //
	SolvedToday bool   `json:"solved_today"` // solved at some try today
	Played      int    `json:"played"`       // days it was played
	Solved      int    `json:"solved"`       // days it was solved
}

// Learning is what review, ratings, mastery and the daily puzzle add to the
// report.
type Learning struct {
	Review        ReviewSummary            `json:"review"`
	Ratings       []GoalRating             `json:"ratings"`
	RatingHistory map[string][]RatingPoint `json:"rating_history"` // by goal, oldest first
	Mastery       []LessonMastery          `json:"mastery"`        // one per lesson of the course, in its order
	Daily         DailySummary             `json:"daily"`
	// Bookmarks is the page (from 0) each lesson was last left at, for
	// Continue.
	Bookmarks map[string]int `json:"-"`
}

// Learning reads review, ratings, mastery and the daily record in one read
// transaction.
func (s *Store) Learning() (l Learning, err error) {
	err = s.view(func(t tables) error {
		l, err = s.learning(t)
		return err
	})
	return l, err
}

func (s *Store) learning(t tables) (Learning, error) {
	l := s.emptyLearning()
	var err error
	if l.Review, err = s.reviewSummary(t); err != nil {
		return Learning{}, err
	}
	if l.Ratings, err = s.ratings(t); err != nil {
		return Learning{}, err
	}
	if l.RatingHistory, err = s.ratingHistories(t); err != nil {
		return Learning{}, err
	}
	for g := range l.RatingHistory {
		if !slices.Contains(Goals, g) {
			delete(l.RatingHistory, g)
		}
	}
	if l.Mastery, err = s.mastery(t, s.shapes); err != nil {
		return Learning{}, err
	}
	if l.Daily, err = s.daily(t); err != nil {
		return Learning{}, err
	}
	err = t(bucketVisit).ForEach(func(k, v []byte) error {
		r, err := decodeVisit(k, v)
		l.Bookmarks[r.Lesson] = r.Page
		return err
	})
	if err != nil {
		return Learning{}, err
	}
	return l, nil
}

func (s *Store) emptyLearning() Learning {
	l := Learning{Ratings: []GoalRating{}, RatingHistory: map[string][]RatingPoint{}, Mastery: []LessonMastery{}, Bookmarks: map[string]int{}}
	for _, g := range Goals {
		l.Ratings = append(l.Ratings, GoalRating{Goal: g, Rating: newRating()})
		l.RatingHistory[g] = []RatingPoint{}
	}
	for _, sh := range s.shapes {
		l.Mastery = append(l.Mastery, masteryOf(sh, nil, nil))
	}
	return l
}

func (s *Store) daily(t tables) (DailySummary, error) {
	var d DailySummary
	solvedOn := map[string]bool{}
	if err := eachPuzzle(t, func(p *puzzleRec) error {
		if p.Origin == OriginDaily {
			solvedOn[p.Day] = solvedOn[p.Day] || p.Correct
		}
		return nil
	}); err != nil {
		return d, err
	}
	days := slices.Sorted(maps.Keys(solvedOn))
	slices.Reverse(days)
	today := s.day(s.now())
	for _, day := range days {
		solved := solvedOn[day]
		d.Played++
		if solved {
			d.Solved++
		}
		if day == today {
			d.PlayedToday, d.SolvedToday = true, solved
		}
		if d.LastDay == "" && day <= today {
			d.LastDay = day
		}
	}
	var err error
	d.Streak, err = Streak(days, s.now().In(s.loc))
	return d, err
}

// Daily reads the learner's record with the daily puzzle.
func (s *Store) Daily() (d DailySummary, err error) {
	err = s.view(func(t tables) error {
		d, err = s.daily(t)
		return err
	})
	return d, err
}
