package lessons

import (
	"slices"

	"github.com/rithmo/rithmo/lessons/exercise"
)

// Elsewhere reports whether page of l is wholly about rule sets other than
// rules, and which: a page whose every exercise asks how a named rule set
// moves, none of them rules, and whose boards are drawn under those rule
// sets too. Lesson 3 walks through all five rule sets' moves, though a
// learner learns in one; such a page can be passed over, and its exercises
// left out of that learner's mastery. A page with no exercise, or with one
// on anything else (the learner's rule set, taking, a ratio), is never
// elsewhere: what it teaches holds in every rule set. A learner who has
// chosen no rule set ("") learns in exercise.DefaultRules.
func (l *Lesson) Elsewhere(page int, rules string) ([]string, bool) {
	if rules == "" {
		rules = exercise.DefaultRules
	}
	if page < 0 || page >= len(l.Pages) {
		return nil, false
	}
	var sets []string
	add := func(s string) {
		if !slices.Contains(sets, s) {
			sets = append(sets, s)
		}
	}
	exercises := 0
	for _, part := range l.Pages[page].Parts {
		switch {
		case part.IsExercise():
			t := l.Exercises[part.Exercise].Block.Task
			if t.Verb != exercise.VerbMoves || t.Word == exercise.LearnerRules {
				return nil, false
			}
			exercises++
			add(t.Word)
		case part.Picture != nil:
			if pos, ok := part.Picture.Position(); ok {
				add(pos.Rules.Set.String())
			}
		}
	}
	if exercises == 0 || slices.Contains(sets, rules) {
		return nil, false
	}
	return sets, true
}

// Counts reports whether exercise index of l counts for a learner who
// learns in rules: every exercise does but those on a page elsewhere.
func (l *Lesson) Counts(index int, rules string) bool {
	if index < 0 || index >= len(l.Exercises) {
		return false
	}
	_, elsewhere := l.Elsewhere(l.Exercises[index].Page, rules)
	return !elsewhere
}
