package check

import (
	"slices"
	"sync"

	"github.com/rithmo/rithmo/content"
	"github.com/rithmo/rithmo/lessons"
	"github.com/rithmo/rithmo/puzzles"
	"github.com/rithmo/rithmo/puzzles/judge"
	"github.com/rithmo/rithmo/puzzles/teach"
	"github.com/rithmo/rithmo/rules/board"
	"github.com/rithmo/rithmo/rules/engine"
	"github.com/rithmo/rithmo/rules/triumph"
)

// course is the built-in lessons, as lesson lines are checked against
// them; loaded once, on the first puzzle that names a lesson.
var course = sync.OnceValues(func() (*teach.Course, error) {
	ls, err := lessons.Load(content.Lessons())
	if err != nil {
		return nil, err
	}
	return teach.New(ls)
})

// Uses are the topics the answer of a solved puzzle needs: every relation
// that takes in a solution (for a spot goal, that takes a man to spot; for
// a two-move goal, in the first action or the second), with deceit and
// lying weight named for the addition of nemec and fulke3 and "pyramid"
// when a pyramid takes or is taken, every triumph grade a solution
// completes, and the common victory of a victory goal; then what its turns
// do: the moves of its rule set (every answer is played with them), an
// attack that takes without moving (nemec) and the taking of a man left in
// danger by stepping in (the 1563 book).
func Uses(s *judge.Solved) []teach.Topic {
	var out []teach.Topic
	add := func(t teach.Topic) {
		if !slices.Contains(out, t) {
			out = append(out, t)
		}
	}
	outcomes := solvingOutcomes(s)
	if s.Puzzle.Goal.InTwo() {
		for i := range s.Solutions {
			outcomes = append(outcomes, s.Solutions[i].Outcome)
		}
	}
	spotted := func(sq board.Square) bool {
		if s.Puzzle.Goal.Kind != puzzles.GoalSpot {
			return true
		}
		for i := range s.Spots {
			if s.Spots[i].Square == sq {
				return true
			}
		}
		return false
	}
	for _, o := range outcomes {
		for _, c := range o.Captures {
			if !spotted(c.Square) {
				continue
			}
			for _, r := range c.Reasons {
				add(reasonTopic(r))
				if r.Part != engine.PartMan || slices.ContainsFunc(r.ByParts[:], func(p engine.Part) bool { return p != engine.PartMan }) {
					add("pyramid")
				}
			}
		}
		for _, t := range o.Triumphs {
			add(teach.Topic(t.Kind.String()))
		}
	}
	if g := s.Puzzle.Goal; g.Kind == puzzles.GoalVictory {
		if g.Victory.Common == triumph.Standards {
			add("standards")
		} else {
			add("victory")
		}
	}
	add(teach.MovesOf(s.Puzzle.Position.Rules.String()))
	for _, o := range outcomes {
		switch o.Action.Kind {
		case engine.Attack:
			add("attack")
		case engine.Take:
			add("take")
		}
	}
	return out
}

// reasonTopic names the way a reason takes, deceit and lying weight apart.
func reasonTopic(r engine.Reason) teach.Topic {
	if r.Relation == engine.Addition && r.Lying {
		if r.Rules == board.Nemec {
			return "deceit"
		}
		return "lying weight"
	}
	return teach.Topic(r.Relation.String())
}

// LessonFor is the lesson line a solved puzzle is given when it has none:
// the section that completes the teaching of what its answer needs
// (teach's Full), the latest it may name. A curated puzzle may name an
// earlier one, down to the section that first teaches it all (Need). ok is
// false when the answer needs nothing a lesson teaches (or the lessons
// cannot be read).
func LessonFor(s *judge.Solved) (puzzles.LessonRef, bool) {
	c, err := course()
	if err != nil {
		return puzzles.LessonRef{}, false
	}
	ref, _, ok := c.Full(Uses(s))
	return ref, ok
}

// checkLesson holds a puzzle's lesson line against what its answer uses.
// A puzzle without one is not a problem here (a worksheet of one's own need
// not name lessons); the curated puzzles all carry one.
func checkLesson(pz *puzzles.Puzzle, s *judge.Solved, fail func(key, format string, args ...any)) {
	if pz.Lesson.IsZero() {
		return
	}
	c, err := course()
	if err != nil {
		fail("lesson", "the lessons cannot be read to check it: %v", err)
		return
	}
	if msg := c.Check(pz.Lesson, Uses(s)); msg != "" {
		fail("lesson", "%s", msg)
	}
}

// NameLesson sets a puzzle's lesson line, when it has none, to the section
// that teaches what its answer needs (LessonFor); a puzzle the engine
// cannot solve is left as it is.
func NameLesson(pz *puzzles.Puzzle) {
	if !pz.Lesson.IsZero() {
		return
	}
	s, err := judge.Solve(pz)
	if err != nil {
		return
	}
	if ref, ok := LessonFor(s); ok {
		pz.Lesson = ref
	}
}
