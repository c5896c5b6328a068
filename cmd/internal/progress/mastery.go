package progress

import (
	"context"
	"database/sql"
	"errors"
)

// LessonShape is what mastery needs to know of a lesson: its name and how
// many pages and exercises it has. The store does not know the course; the
// caller does (WithLessons).
type LessonShape struct {
	Name      string
	Pages     int
	Exercises int
	// Elsewhere, by the rule set a learner learns in, is what that learner
	// need not open or answer: the pages wholly about other rule sets'
	// moves and their exercises (lessons.Elsewhere). The key "" is a
	// learner who has not chosen one yet (SettingRules unset).
	Elsewhere map[string]Elsewhere
}

// Elsewhere is the pages and exercises of a lesson, by index, that do not
// count for one rule set's learner.
type Elsewhere struct {
	Pages, Exercises map[int]bool
}

// WithLessons gives the store the course, so that its report says which
// lessons are read and mastered.
func WithLessons(shapes []LessonShape) Option { return func(s *Store) { s.shapes = shapes } }

// MasteryPercent is the share of a lesson's exercises that must be right,
// at the first try or later on review, for the lesson to be mastered.
const MasteryPercent = 80

// LessonMastery is how far a learner is in one lesson.
type LessonMastery struct {
	Lesson      string `json:"lesson"`
	Pages       int    `json:"pages"`
	PagesOpened int    `json:"pages_opened"`
	Read        bool   `json:"read"` // every page opened
	Exercises   int    `json:"exercises"`
	Answered    int    `json:"answered"`  // exercises answered at least once
	FirstTry    int    `json:"first_try"` // right at the first try
	Right       int    `json:"right"`     // right at the first try, or later on review
	// Mastered: every exercise answered and at least MasteryPercent of them
	// right; a lesson without exercises once it is read.
	Mastered bool `json:"mastered"`
}

// Percent is Right of Exercises as a whole percentage, rounded half up.
func (m LessonMastery) Percent() int {
	if m.Exercises == 0 {
		return 0
	}
	return (200*m.Right + m.Exercises) / (2 * m.Exercises)
}

// exerciseRecord is what the store knows of one exercise of a lesson.
type exerciseRecord struct {
	firstRight  bool // the first answer ever given to it was right
	reviewRight bool // some answer on review was right
}

// masteryOf judges one lesson for a learner of rules: a pure function of
// its shape, the pages opened and the exercises' records (by index). What
// is elsewhere for rules counts neither way: a page on another rule set's
// moves need not be opened, nor its exercises answered.
func masteryOf(shape LessonShape, rules string, pages map[int]bool, exercises map[int]exerciseRecord) LessonMastery {
	skip := shape.Elsewhere[rules]
	m := LessonMastery{Lesson: shape.Name, Pages: shape.Pages - len(skip.Pages), Exercises: shape.Exercises - len(skip.Exercises)}
	for p := range pages {
		if p >= 0 && p < shape.Pages && !skip.Pages[p] {
			m.PagesOpened++
		}
	}
	m.Read = m.Pages > 0 && m.PagesOpened == m.Pages
	for i, e := range exercises {
		if i < 0 || i >= shape.Exercises || skip.Exercises[i] {
			continue // an exercise the lesson no longer has, or elsewhere
		}
		m.Answered++
		if e.firstRight {
			m.FirstTry++
		}
		if e.firstRight || e.reviewRight {
			m.Right++
		}
	}
	if m.Exercises == 0 {
		m.Mastered = m.Read
	} else {
		// Cross-multiplied: Right/Exercises ≥ 80/100.
		m.Mastered = m.Answered == m.Exercises && 100*m.Right >= MasteryPercent*m.Exercises
	}
	return m
}

// mastery judges every lesson of shapes, in their order.
func (s *Store) mastery(q querier, shapes []LessonShape) ([]LessonMastery, error) {
	out := []LessonMastery{}
	if len(shapes) == 0 {
		return out, nil
	}
	rules, err := s.rules(q)
	if err != nil {
		return nil, err
	}
	pages := map[string]map[int]bool{}
	if err := eachRow(q, `SELECT lesson, page FROM lesson_page WHERE learner = ?`, []any{s.learner}, func(r *sql.Rows) error {
		var (
			lesson string
			page   int
		)
		if err := r.Scan(&lesson, &page); err != nil {
			return err
		}
		if pages[lesson] == nil {
			pages[lesson] = map[int]bool{}
		}
		pages[lesson][page] = true
		return nil
	}); err != nil {
		return nil, err
	}
	// Per exercise: whether its first answer (by time, then id) was right,
	// and whether any answer on review was.
	exercises := map[string]map[int]exerciseRecord{}
	if err := eachRow(q, `SELECT name, exercise,
			(SELECT f.correct FROM attempt f WHERE f.learner = a.learner AND f.kind = 'exercise' AND f.name = a.name AND f.exercise = a.exercise
				ORDER BY f.at, f.id LIMIT 1),
			max(origin = 'review' AND correct)
		FROM attempt a WHERE learner = ? AND kind = 'exercise' GROUP BY name, exercise`, []any{s.learner}, func(r *sql.Rows) error {
		var (
			lesson string
			index  int
			e      exerciseRecord
		)
		if err := r.Scan(&lesson, &index, &e.firstRight, &e.reviewRight); err != nil {
			return err
		}
		if exercises[lesson] == nil {
			exercises[lesson] = map[int]exerciseRecord{}
		}
		exercises[lesson][index] = e
		return nil
	}); err != nil {
		return nil, err
	}
	for _, sh := range shapes {
		out = append(out, masteryOf(sh, rules, pages[sh.Name], exercises[sh.Name]))
	}
	return out, nil
}

// Mastery judges every lesson the store was given (WithLessons).
func (s *Store) Mastery() (m []LessonMastery, err error) {
	err = s.tx(false, func(q querier) error {
		m, err = s.mastery(q, s.shapes)
		return err
	})
	return m, err
}

// rules is the rule set the learner learns in (SettingRules), "" when none
// is chosen.
func (s *Store) rules(q querier) (string, error) {
	var v string
	err := q.QueryRowContext(context.Background(), `SELECT value FROM setting WHERE learner = ? AND name = ?`, s.learner, SettingRules).Scan(&v)
	if errors.Is(err, sql.ErrNoRows) {
		return "", nil
	}
	return v, err
}
