package app

import (
	"fmt"

	"github.com/rithmo/rithmo/cmd/internal/progress"
	"github.com/rithmo/rithmo/lessons"
)

// Resume is where the learner can pick up: the lesson to open and its page.
type Resume struct {
	Lesson   string `json:"lesson"`             // slug
	Number   int    `json:"number"`             // NN of the lesson file, 0 when the lesson is gone
	Title    string `json:"title"`              // "" when the lesson is gone
	Page     int    `json:"page"`               // from 1, as people count
	Pages    int    `json:"pages"`              // pages in the lesson, 0 when the lesson is gone
	Exercise int    `json:"exercise,omitempty"` // the open exercise Continue goes to, from 1; 0 for none
	Finished bool   `json:"finished"`           // the last lesson opened was finished
	Next     bool   `json:"next"`               // Lesson is the one after a finished lesson
	Hint     string `json:"hint"`               // one line for the home screen
	// Review is set when Continue proposes the review (items are due);
	// Lesson and the rest are then empty.
	Review bool `json:"review"`
	Due    int  `json:"due,omitempty"` // items due today, when Review
}

// ResumeFrom decides what to offer from the lesson opened last (ok false
// when none was) and the curriculum: the same lesson at its page, the next
// lesson when that one was finished, or the first lesson to start with.
func ResumeFrom(last progress.Visit, ok bool, all []*lessons.Lesson) (Resume, bool) {
	if !ok {
		if len(all) == 0 {
			return Resume{}, false
		}
		return start("Start", all[0]), true
	}
	var current *lessons.Lesson
	at := -1
	for i, l := range all {
		if l.Name == last.Lesson {
			current, at = l, i
		}
	}
	if current == nil {
		// A lesson renamed or removed since: still say where they were.
		r := Resume{Lesson: last.Lesson, Page: last.Page + 1, Finished: last.Finished}
		r.Hint = fmt.Sprintf("Continue: %s, page %d", last.Lesson, r.Page)
		return r, true
	}
	if last.Finished {
		if at+1 < len(all) {
			r := start("Next", all[at+1])
			r.Finished, r.Next = true, true
			return r, true
		}
		return Resume{Lesson: current.Name, Number: current.Number, Title: current.Title, Page: 1, Pages: len(current.Pages), Finished: true,
			Hint: fmt.Sprintf("Every lesson read (last: lesson %d, %s): try the puzzles", current.Number, current.Title)}, true
	}
	page := min(max(last.Page, 0), max(len(current.Pages)-1, 0))
	r := Resume{Lesson: current.Name, Number: current.Number, Title: current.Title, Page: page + 1, Pages: len(current.Pages)}
	r.Hint = fmt.Sprintf("Continue: lesson %d (%s), page %d of %d", r.Number, r.Title, r.Page, r.Pages)
	return r, true
}

func start(verb string, l *lessons.Lesson) Resume {
	return Resume{Lesson: l.Name, Number: l.Number, Title: l.Title, Page: 1, Pages: len(l.Pages),
		Hint: fmt.Sprintf("%s: lesson %d (%s)", verb, l.Number, l.Title)}
}
