package progress

import "database/sql"

// LessonShape is what mastery needs to know of a lesson: its name and how
// many pages and exercises it has. The store does not know the course; the
// caller does (WithLessons).
type LessonShape struct {
	Name      string
	Pages     int
	Exercises int
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

// masteryOf judges one lesson: a pure function of its shape, the pages
// opened and the exercises' records (by index).
func masteryOf(shape LessonShape, pages map[int]bool, exercises map[int]exerciseRecord) LessonMastery {
	m := LessonMastery{Lesson: shape.Name, Pages: shape.Pages, Exercises: shape.Exercises}
	for p := range pages {
		if p < shape.Pages {
			m.PagesOpened++
		}
	}
	m.Read = shape.Pages > 0 && m.PagesOpened == shape.Pages
	for i, e := range exercises {
		if i < 0 || i >= shape.Exercises {
			continue // an exercise the lesson no longer has
		}
		m.Answered++
		if e.firstRight {
			m.FirstTry++
		}
		if e.firstRight || e.reviewRight {
			m.Right++
		}
	}
	if shape.Exercises == 0 {
		m.Mastered = m.Read
	} else {
		// Cross-multiplied: Right/Exercises ≥ 80/100.
		m.Mastered = m.Answered == shape.Exercises && 100*m.Right >= MasteryPercent*shape.Exercises
	}
	return m
}

// mastery judges every lesson of shapes, in their order.
func (s *Store) mastery(q querier, shapes []LessonShape) ([]LessonMastery, error) {
	out := []LessonMastery{}
	if len(shapes) == 0 {
		return out, nil
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
		out = append(out, masteryOf(sh, pages[sh.Name], exercises[sh.Name]))
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
