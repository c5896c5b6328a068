package play

import (
	"fmt"
	"slices"
	"strings"

	"github.com/rithmo/rithmo/puzzles"
	"github.com/rithmo/rithmo/puzzles/judge"
	"github.com/rithmo/rithmo/rules/board"
)

// hintKind is what a hint tells. Hints follow the step: each answers the
// question on screen, never one the learner has already answered, so a
// hint for a step already answered is neither given nor charged.
type hintKind uint8

const (
	hintRelation hintKind = iota // the relation (the proportions, the count)
	hintMan                      // which man acts (spot: which men fall)
	hintWhere                    // where the chosen man goes
	hintTaken                    // which men the chosen action takes
	hintWhole                    // the whole answer: the puzzle is then seen
)

func (k hintKind) String() string {
	switch k {
	case hintRelation:
		return "the relation"
	case hintMan:
		return "which man"
	case hintWhere:
		return "where it goes"
	case hintTaken:
		return "which men it takes"
	}
	return "the whole answer"
}

// ladder is the hints a step may give, in order.
func (s *Session) ladder() []hintKind {
	switch s.step {
	case StepMan:
		return []hintKind{hintRelation, hintMan, hintWhole}
	case StepAction:
		return []hintKind{hintRelation, hintWhere, hintWhole}
	case StepTaken:
		return []hintKind{hintRelation, hintTaken, hintWhole}
	case StepSpotMen:
		return []hintKind{hintRelation, hintMan, hintWhole}
	case StepRelation, StepRelations, StepProportions, StepSpotRelation:
		return []hintKind{hintRelation, hintWhole}
	}
	return nil
}

// nextHint is the hint the question on screen may give now; false when
// none is left (or no puzzle question is asked).
func (s *Session) nextHint() (hintKind, bool) {
	if s.shown || s.current == nil {
		return 0, false
	}
	for _, k := range s.ladder() {
		given := s.given[k]
		if k == hintRelation && s.step == StepSpotRelation {
			// Each spotted man's relation is a question of its own.
			given = len(s.pending) == 0 || slices.Contains(s.hintedSpots, s.pending[0])
		}
		if !given {
			return k, true
		}
	}
	return 0, false
}

// giveHint says the next hint for the question on screen and charges it.
// The last hint shows the whole answer: that is recorded first, as an
// answer is, and when it cannot be saved the session ends with the error
// and the hint is not said.
func (s *Session) giveHint() {
	k, ok := s.nextHint()
	if !ok {
		return
	}
	s.hints++
	s.given[k] = true
	if k == hintWhole {
		s.shown = true
		a := s.attempt()
		a.Shown = true
		if s.save(a) != nil {
			return
		}
	}
	s.say(fmt.Sprintf("Hint (%s): %s", k, s.hintText(k)), "")
}

// followed is the puzzle as solved, its solutions reordered so that the
// one the learner is on comes first (the action chosen, else the man):
// judge's hints follow the first solution, and must not point away from a
// right choice already made.
func (s *Session) followed() *judge.Solved {
	c := *s.current
	rank := func(sol *judge.Solution) int {
		a := sol.Action()
		switch {
		case s.answer.HasAction && a == s.answer.Action:
			return 0
		case s.answer.From != board.NoSquare && a.From == s.answer.From:
			return 1
		}
		return 2
	}
	c.Solutions = slices.Clone(c.Solutions)
	slices.SortStableFunc(c.Solutions, func(a, b judge.Solution) int { return rank(&a) - rank(&b) })
	return &c
}

// hintText is a hint in words with numbers.
func (s *Session) hintText(k hintKind) string {
	sol := s.followed()
	p := &sol.Puzzle.Position
	switch k {
	case hintRelation:
		if s.step == StepSpotRelation && len(s.pending) > 0 {
			sq := s.pending[0]
			s.hintedSpots = append(s.hintedSpots, sq)
			for i := range sol.Spots {
				if sp := &sol.Spots[i]; sp.Square == sq && len(sp.Reasons) > 0 {
					return fmt.Sprintf("The %s falls by %s: %s.", judge.ManOn(p, sq), sp.Reasons[0].Relation, sp.Reasons[0].Explain())
				}
			}
		}
		return sol.Hint(1)
	case hintMan:
		return sol.Hint(2)
	case hintWhere:
		if len(sol.Solutions) > 0 {
			a := sol.Solutions[0].Action()
			return fmt.Sprintf("The %s: %s.", judge.ManOn(p, a.From), judge.ActionOption(p, a))
		}
	case hintTaken:
		if len(sol.Solutions) > 0 && sol.Puzzle.Goal.Kind != puzzles.GoalSpot {
			var men []string
			for _, c := range sol.Solutions[0].Outcome.Captures {
				men = append(men, "the "+judge.ManOn(p, c.Square))
			}
			if len(men) == 0 {
				return "It takes nothing."
			}
			return "It takes " + strings.Join(men, ", ") + "."
		}
	}
	return sol.Hint(judge.Hints)
}
