package app

import (
	"fmt"

	"github.com/rithmo/rithmo/cmd/internal/progress"
	"github.com/rithmo/rithmo/lessons"
)

// Standing is what Continue weighs beyond the lesson opened last: the
// items due for review today, each lesson's mastery (in the course's
// order) and the page each lesson was left at.
type Standing struct {
	Due       int
	Mastery   []progress.LessonMastery
	Bookmarks map[string]int // lesson -> last page opened, from 0
	// Answered is the exercises of a lesson answered at least once, by
	// index; nil when the store cannot say (Continue then goes to the
	// page the lesson was left at).
	Answered func(lesson string) map[int]bool
	// Rules is the rule set the learner learns in: an exercise on a page
	// about other rule sets' moves is never the one Continue opens
	// (lessons.Lesson.Counts).
	Rules string
}

// ContinueFrom decides what Continue proposes: the review when items are
// due today; else the first open exercise (never answered) of the first
// lesson not yet mastered, at its page, or the page the lesson was left at
// when every exercise is answered but a page is still unread. A lesson read
// with every exercise answered is passed over: what it lacks for mastery
// comes back through review, not by reading it again. Continue so never
// sends the learner to a page with nothing left to answer.
// When every lesson is mastered it says so. Without mastery (a course the
// store was not given) it is ResumeFrom.
func ContinueFrom(last progress.Visit, ok bool, all []*lessons.Lesson, st Standing) (Resume, bool) {
	if st.Due > 0 {
		return Resume{Review: true, Due: st.Due,
			Hint: fmt.Sprintf("Continue: review, %s due today", plural(st.Due, "item"))}, true
	}
	if len(st.Mastery) != len(all) || len(all) == 0 {
		return ResumeFrom(last, ok, all)
	}
	for i, l := range all {
		m := st.Mastery[i]
		if m.Mastered || m.Read && m.Answered == m.Exercises {
			continue
		}
		page, opened := st.Bookmarks[l.Name]
		if ex, ok := firstOpen(l, st.Answered, st.Rules); ok && opened {
			r := Resume{Lesson: l.Name, Number: l.Number, Title: l.Title, Page: ex.Page + 1, Pages: len(l.Pages), Exercise: ex.Index + 1}
			r.Hint = fmt.Sprintf("Continue: lesson %d (%s), exercise %d on page %d of %d", r.Number, r.Title, r.Exercise, r.Page, r.Pages)
			return r, true
		}
		if !opened {
			verb := "Start"
			if i > 0 {
				verb = "Next"
			}
			r := start(verb, l)
			r.Next = i > 0
			return r, true
		}
		page = min(max(page, 0), max(len(l.Pages)-1, 0))
		r := Resume{Lesson: l.Name, Number: l.Number, Title: l.Title, Page: page + 1, Pages: len(l.Pages)}
		r.Hint = fmt.Sprintf("Continue: lesson %d (%s), page %d of %d", r.Number, r.Title, r.Page, r.Pages)
		return r, true
	}
	r := Resume{Finished: true, Hint: "Every lesson read and answered: try the daily puzzle or the puzzles"}
	if mastered(st.Mastery) {
		r.Hint = "Every lesson mastered: try the daily puzzle or the puzzles"
	}
	return r, true
}

// firstOpen is the first exercise of l never answered that counts for a
// learner of rules; false when every one is, or when answered is unknown.
func firstOpen(l *lessons.Lesson, answered func(string) map[int]bool, rules string) (lessons.Exercise, bool) {
	if answered == nil {
		return lessons.Exercise{}, false
	}
	done := answered(l.Name)
	for _, ex := range l.Exercises {
		if !done[ex.Index] && l.Counts(ex.Index, rules) {
			return ex, true
		}
	}
	return lessons.Exercise{}, false
}

func mastered(ms []progress.LessonMastery) bool {
	for _, m := range ms {
		if !m.Mastered {
			return false
		}
	}
	return true
}

func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}
