package progress

import (
	"database/sql"
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
	err = s.tx(false, func(q querier) error {
		l, err = s.learning(q)
		return err
	})
	return l, err
}

func (s *Store) learning(q querier) (Learning, error) {
	l := s.emptyLearning()
	var err error
	if l.Review, err = s.reviewSummary(q); err != nil {
		return Learning{}, err
	}
	if l.Ratings, err = s.ratings(q); err != nil {
		return Learning{}, err
	}
	if l.RatingHistory, err = s.ratingHistories(q); err != nil {
		return Learning{}, err
	}
	for g := range l.RatingHistory {
		if !slices.Contains(Goals, g) {
			delete(l.RatingHistory, g)
		}
	}
	if l.Mastery, err = s.mastery(q, s.shapes); err != nil {
		return Learning{}, err
	}
	if l.Daily, err = s.daily(q); err != nil {
		return Learning{}, err
	}
	visits, err := s.visits(q, "")
	if err != nil {
		return Learning{}, err
	}
	for _, v := range visits {
		l.Bookmarks[v.Lesson] = v.Page
	}
	return l, nil
}

func (s *Store) emptyLearning() Learning {
	l := Learning{Ratings: []GoalRating{}, RatingHistory: map[string][]RatingPoint{}, Mastery: []LessonMastery{}, Bookmarks: map[string]int{}}
	for _, g := range Goals {
		l.Ratings = append(l.Ratings, GoalRating{Goal: g, Rating: LearnerSeed()})
		l.RatingHistory[g] = []RatingPoint{}
	}
	for _, sh := range s.shapes {
		l.Mastery = append(l.Mastery, masteryOf(sh, "", nil, nil))
	}
	return l
}

func (s *Store) daily(q querier) (DailySummary, error) {
	var (
		d    DailySummary
		days []string // newest first
	)
	solvedOn := map[string]bool{}
	if err := eachRow(q, `SELECT day, max(ends = 'solved') FROM attempt WHERE learner = ? AND kind = 'puzzle' AND origin = 'daily'
		GROUP BY day ORDER BY day DESC`, []any{s.learner}, func(r *sql.Rows) error {
		var (
			day    string
			solved bool
		)
		err := r.Scan(&day, &solved)
		days = append(days, day)
		solvedOn[day] = solved
		return err
	}); err != nil {
		return d, err
	}
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
	err = s.tx(false, func(q querier) error {
		d, err = s.daily(q)
		return err
	})
	return d, err
}
