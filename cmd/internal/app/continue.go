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
}

// ContinueFrom decides what Continue proposes: the review when items are
// due today; else the first lesson not yet mastered, at the page it was
// left at. A lesson read with every exercise answered is passed over: what
// it lacks for mastery comes back through review, not by reading it again.
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
