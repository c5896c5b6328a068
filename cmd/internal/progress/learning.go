package progress

import (
	"context"
	"database/sql"
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
	// Older is set when the file is of an older schema, read as it is:
	// none of this is known until a recording command upgrades it.
	Older bool `json:"-"`
}

// Learning reads review, ratings, mastery and the daily record in one read
// transaction. A database of schema 1 (read as it is by Read) has none of
// these yet: it reads as a learner who has none.
func (s *Store) Learning() (Learning, error) {
	ctx := context.Background()
	var version int
	if err := s.db.QueryRowContext(ctx, "PRAGMA user_version").Scan(&version); err != nil {
		return Learning{}, s.wrap(err)
	}
	if version < 2 {
		// Nothing of it is known yet, not even which pages were opened:
		// no mastery either, so that Continue goes by the bookmark.
		l := s.emptyLearning()
		l.Mastery, l.Older = []LessonMastery{}, true
		return l, nil
	}
	tx, err := s.db.BeginTx(ctx, &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return Learning{}, s.wrap(err)
	}
	defer tx.Rollback()
	l := s.emptyLearning()
	if l.Review, err = s.reviewSummary(ctx, tx); err != nil {
		return Learning{}, s.wrap(err)
	}
	if l.Ratings, err = s.ratings(ctx, tx); err != nil {
		return Learning{}, err
	}
	for _, g := range Goals {
		if l.RatingHistory[g], err = s.ratingHistory(ctx, tx, g); err != nil {
			return Learning{}, err
		}
	}
	if l.Mastery, err = s.mastery(ctx, tx, s.shapes); err != nil {
		return Learning{}, s.wrap(err)
	}
	if l.Daily, err = s.daily(ctx, tx); err != nil {
		return Learning{}, s.wrap(err)
	}
	rows, err := tx.QueryContext(ctx, `SELECT lesson, page FROM lesson_visit`)
	if err != nil {
		return Learning{}, s.wrap(err)
	}
	for rows.Next() {
		var lesson string
		var page int
		if err := rows.Scan(&lesson, &page); err != nil {
			rows.Close()
			return Learning{}, s.wrap(err)
		}
		l.Bookmarks[lesson] = page
	}
	if err := closeRows(rows); err != nil {
		return Learning{}, s.wrap(err)
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

func (s *Store) daily(ctx context.Context, q querier) (DailySummary, error) {
	var d DailySummary
	rows, err := q.QueryContext(ctx, `
SELECT day, max(correct) FROM puzzle_attempt WHERE origin = 'daily' GROUP BY day ORDER BY day DESC`)
	if err != nil {
		return d, err
	}
	today := s.day(s.now())
	var days []string
	for rows.Next() {
		var day string
		var solved bool
		if err := rows.Scan(&day, &solved); err != nil {
			rows.Close()
			return d, err
		}
		days = append(days, day)
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
	if err := closeRows(rows); err != nil {
		return d, err
	}
	d.Streak, err = Streak(days, s.now().In(s.loc))
	return d, err
}

// Daily reads the learner's record with the daily puzzle.
func (s *Store) Daily() (DailySummary, error) {
	d, err := s.daily(context.Background(), s.db)
	return d, s.wrap(err)
}
