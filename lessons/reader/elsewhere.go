package reader

import (
	"fmt"
	"slices"
	"strings"

	"github.com/rithmo/rithmo/lessons"
	"github.com/rithmo/rithmo/lessons/exercise"
)

// forward is the page after page of l for a learner of rules, passing over
// the pages wholly about other rule sets' moves (lessons.Elsewhere): a
// learner learns in one rule set, and the others' moves stay one key back.
// It is len(l.Pages) past the last page; passed is the pages passed over,
// and sets the rule sets they are about.
func forward(l *lessons.Lesson, page int, rules string) (next int, passed []int, sets []string) {
	for next = page + 1; next < len(l.Pages); next++ {
		s, ok := l.Elsewhere(next, rules)
		if !ok {
			break
		}
		passed = append(passed, next)
		for _, set := range s {
			if !slices.Contains(sets, set) {
				sets = append(sets, set)
			}
		}
	}
	return next, passed, sets
}

// passedNote says which pages forward passed over and why, "" when none;
// short fits the full-screen reader's status line at 80 columns, the long
// one names the rule sets and says how to go back in words.
func passedNote(passed []int, sets []string, rules string, short bool) string {
	if len(passed) == 0 {
		return ""
	}
	if rules == "" {
		rules = exercise.DefaultRules
	}
	pages := fmt.Sprintf("page %d", passed[0]+1)
	if n := len(passed); n > 1 {
		pages = fmt.Sprintf("pages %d-%d", passed[0]+1, passed[n-1]+1)
	}
	if short {
		return fmt.Sprintf("Passed %s, other rule sets' moves (you learn in %s): ← shows them.", pages, rules)
	}
	return fmt.Sprintf("Passed over %s, on the moves of %s: you learn in %s. Previous page goes back to them.", pages, strings.Join(sets, ", "), rules)
}

// Shortcut is a quick route through the course for a learner who came for
// the game: turning forward past page Page of lesson From opens lesson To
// at its first page, once, saying Note. The lessons' pages stay as they
// are; the route only chooses which come next.
type Shortcut struct {
	From string // a lesson, as lessons.Find reads it
	Page int    // from 0
	To   string // a lesson, as lessons.Find reads it
	Note string // one line, at most 78 columns: the status line at 80
}

// take is the lesson s leads to from page of l turned by delta; false when
// s is nil, the turn is not forward, or it starts elsewhere.
func (s *Shortcut) take(all []*lessons.Lesson, l *lessons.Lesson, page, delta int) (*lessons.Lesson, string, bool) {
	if s == nil || delta <= 0 || l == nil || page != s.Page {
		return nil, "", false
	}
	from, ok := lessons.Find(all, s.From)
	if !ok || from != l {
		return nil, "", false
	}
	to, ok := lessons.Find(all, s.To)
	if !ok {
		return nil, "", false
	}
	return to, s.Note, true
}
