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
