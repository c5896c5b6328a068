package judge

import (
	"fmt"
	"strings"

	"github.com/rithmo/rithmo/puzzles"
	"github.com/rithmo/rithmo/rules/arith"
	"github.com/rithmo/rithmo/rules/board"
	"github.com/rithmo/rithmo/rules/engine"
)

// Answer is what a learner answers, part by part. Parts not given yet are
// left at their zero values (From NoSquare, HasAction false, nil lists).
type Answer struct {
	From        board.Square // the man chosen (capture, triumph)
	Action      engine.Action
	HasAction   bool               // Action was chosen
	Taken       []board.Square     // the men named as taken (capture)
	Relations   []engine.Relation  // the relation(s) named (capture)
	Proportions []arith.Proportion // the proportions named (triumph)
	Men         []board.Square     // the men named as takeable now (spot)
	Claims      []Claim            // each named man with its relation (spot)
}

// NewAnswer is an answer with nothing given yet.
func NewAnswer() Answer { return Answer{From: board.NoSquare} }

// String writes the answer for the record: "c9-d10 takes e11 by addition",
// "c9-d10 harmonic", "e11 addition, d8 equality".
func (a Answer) String() string {
	if len(a.Claims) > 0 || len(a.Men) > 0 {
		var parts []string
		for _, c := range a.Claims {
			parts = append(parts, c.String())
		}
		for _, sq := range a.Men {
			if !claimed(a.Claims, sq) {
				parts = append(parts, sq.String())
			}
		}
		return strings.Join(parts, ", ")
	}
	var b strings.Builder
	switch {
	case a.HasAction:
		b.WriteString(a.Action.String())
	case a.From != board.NoSquare:
		b.WriteString(a.From.String())
	}
	if len(a.Taken) > 0 {
		sqs := make([]string, len(a.Taken))
		for i, sq := range a.Taken {
			sqs[i] = sq.String()
		}
		b.WriteString(" takes " + strings.Join(sqs, " "))
	}
	if len(a.Relations) > 0 {
		b.WriteString(" by " + strings.Join(relationNames(a.Relations), " and "))
	}
	if len(a.Proportions) > 0 {
		b.WriteString(" " + strings.Join(proportionNames(a.Proportions), " "))
	}
	return strings.TrimSpace(b.String())
}

func claimed(cs []Claim, sq board.Square) bool {
	for _, c := range cs {
		if c.Square == sq {
			return true
		}
	}
	return false
}

// Judgement is a whole answer judged: the verdict of each part given, in
// order, up to and including the first wrong one.
type Judgement struct {
	Parts   []Verdict
	Correct bool // every part of a complete answer is right
}

// Judge judges a whole answer part by part, stopping at the first wrong
// part, as the puzzle flow does. An answer that stops short of the goal's
// last part is not correct.
func (s *Solved) Judge(a Answer) Judgement {
	var j Judgement
	add := func(v Verdict) bool {
		j.Parts = append(j.Parts, v)
		return v.Right
	}
	g := s.Puzzle.Goal
	if g.Kind == puzzles.GoalSpot {
		if !add(s.SpotMen(a.Men)) {
			return j
		}
		for _, sq := range uniqueSorted(a.Men) {
			rel := engine.RelNone
			for _, c := range a.Claims {
				if c.Square == sq {
					rel = c.Relation
				}
			}
			if !add(s.SpotRelation(sq, rel)) {
				return j
			}
		}
		j.Correct = len(a.Men) > 0
		return j
	}
	if a.From == board.NoSquare && a.HasAction {
		a.From = a.Action.From
	}
	if a.From == board.NoSquare || !add(s.Man(a.From)) {
		return j
	}
	if !a.HasAction {
		return j
	}
	if a.Action.From != a.From {
		add(wrong("%s is not an action of the man on %s", a.Action, a.From))
		return j
	}
	if !add(s.Action(a.Action)) {
		return j
	}
	if g.InTwo() {
		// The first action is the answer; the second is judged on the
		// puzzle it leaves (Next).
		j.Correct = true
		return j
	}
	switch {
	case g.Kind == puzzles.GoalTriumph:
		if a.Proportions == nil || !add(s.Proportions(a.Action, a.Proportions)) {
			return j
		}
	case g.Kind == puzzles.GoalVictory:
		if a.Taken == nil || !add(s.Taken(a.Action, a.Taken)) {
			return j
		}
	case g.Kind == puzzles.GoalCapture:
		if a.Taken == nil || !add(s.Taken(a.Action, a.Taken)) {
			return j
		}
		if len(a.Relations) == 0 {
			return j
		}
		var v Verdict
		if g.Most {
			v = s.Relations(a.Action, a.Relations)
		} else {
			v = s.Relation(a.Action, a.Relations[0])
		}
		if !add(v) {
			return j
		}
	}
	j.Correct = true
	return j
}

// Hints is the number of hint steps: the relation, the man, the whole answer.
const Hints = 3

// Hint returns hint n (1 to Hints) in words with numbers: 1 names the
// relation (the proportion for a triumph), 2 the man, 3 the whole answer.
// It follows the first solution the engine found.
func (s *Solved) Hint(n int) string {
	n = min(max(n, 1), Hints)
	p := s.pos()
	if s.Count() == 0 {
		return "This puzzle has no solution: there is nothing to find."
	}
	g := s.Puzzle.Goal
	if g.Kind == puzzles.GoalSpot {
		return s.spotHint(n)
	}
	if g.InTwo() && n != 2 {
		return s.twoHint(n)
	}
	sol := &s.Solutions[0]
	a := sol.Action()
	switch n {
	case 1:
		switch {
		case g.Kind == puzzles.GoalTriumph:
			t := sol.Triumphs[0]
			var forms []string
			for _, pr := range t.Proportions {
				forms = append(forms, formula(pr))
			}
			kinds := "proportion"
			if len(t.Proportions) > 1 {
				kinds = "proportions"
			}
			return sentence(fmt.Sprintf("a %s triumph: %d men in the enemy camp whose values hold the %s %s, %s",
				t.Kind, len(t.Values), andList(proportionNames(t.Proportions)), kinds, strings.Join(forms, "; ")))
		case g.Kind == puzzles.GoalVictory:
			return sentence(fmt.Sprintf("the %s: so far %s; one capture must make up the rest", s.victoryWanted(), s.Before.Text))
		case g.Most:
			var parts []string
			for _, c := range sol.Outcome.Captures {
				if len(c.Reasons) > 0 {
					parts = append(parts, fmt.Sprintf("%s by %s", captureName(p, c), c.Reasons[0].Relation))
				}
			}
			return sentence(fmt.Sprintf("the most you can take is %d: %s", s.Most, andList(parts)))
		default:
			c := captureOn(sol.Outcome.Captures, g.Target)
			rel := engine.RelNone
			if len(c.Reasons) > 0 {
				rel = c.Reasons[0].Relation
			}
			return sentence(fmt.Sprintf("%s can be taken by %s: %s", captureName(p, c), rel,
				howRelationTakes(p.Rules, rel, int64(c.Piece.Value))))
		}
	case 2:
		switch a.Kind {
		case engine.Attack:
			return sentence(fmt.Sprintf("attack with the %s: it takes without moving", ManOn(p, a.From)))
		case engine.Take:
			return sentence(fmt.Sprintf("take with the %s, moving into the square of the man it takes", ManOn(p, a.From)))
		case engine.Set:
			return sentence(fmt.Sprintf("set a prisoner you hold on %s", a.To))
		case engine.Redeem:
			return sentence(fmt.Sprintf("redeem a layer of your king with the %s", ManOn(p, a.From)))
		}
		return sentence(fmt.Sprintf("move the %s", ManOn(p, a.From)))
	}
	return sentence(s.explainSolution(sol))
}

// spotHint is hint n of a spot puzzle.
func (s *Solved) spotHint(n int) string {
	p := s.pos()
	switch n {
	case 1:
		var rels []engine.Relation
		for i := range s.Spots {
			for _, r := range s.Spots[i].Relations() {
				if !containsRel(rels, r) {
					rels = append(rels, r)
				}
			}
		}
		men := "one man"
		if len(s.Spots) > 1 {
			men = countWord(len(s.Spots)) + " men"
		}
		return sentence(fmt.Sprintf("%s can be taken now, by %s", men, orList(relationNames(rels))))
	case 2:
		names := make([]string, len(s.Spots))
		for i := range s.Spots {
			names[i] = "the " + ManOn(p, s.Spots[i].Square)
		}
		return sentence("look at " + andList(names))
	}
	return s.explainSpots()
}

// countWord spells small counts: "two", "three" ... "twelve", else digits.
func countWord(n int) string {
	words := []string{"no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"}
	if n >= 0 && n < len(words) {
		return words[n]
	}
	return fmt.Sprint(n)
}

func containsRel(rels []engine.Relation, r engine.Relation) bool {
	for _, x := range rels {
		if x == r {
			return true
		}
	}
	return false
}

// explainSolution says a solution in numbers: "c9-d10 takes t12 on e11: 6 on
// d10 + 6 on e12 = 12 on e11: addition".
func (s *Solved) explainSolution(sol *Solution) string {
	a := sol.Action()
	if s.Puzzle.Goal.InTwo() {
		return s.explainTwo(sol)
	}
	if s.Puzzle.Goal.Kind == puzzles.GoalTriumph {
		return fmt.Sprintf("%s: %s", a, sol.Triumphs[0].Explain())
	}
	if s.Puzzle.Goal.Kind == puzzles.GoalVictory && sol.Count != nil {
		var parts []string
		for _, c := range sol.Outcome.Captures {
			if len(c.Reasons) > 0 {
				parts = append(parts, c.Reasons[0].Explain())
			}
		}
		return fmt.Sprintf("%s takes %s (%s); now %s", a, capturedMen(s.pos(), sol.Outcome.Captures), strings.Join(parts, "; "), sol.Count.Text)
	}
	var parts []string
	for _, c := range sol.Outcome.Captures {
		if len(c.Reasons) > 0 {
			parts = append(parts, c.Reasons[0].Explain())
		}
	}
	text := fmt.Sprintf("%s takes %s", a, capturedMen(s.pos(), sol.Outcome.Captures))
	if s.Puzzle.Goal.Most {
		text += fmt.Sprintf(", %d in all", sol.Value)
	}
	if len(parts) > 0 {
		text += ": " + strings.Join(parts, "; ")
	}
	return text
}

// explainSpots says every spotted man and how it falls.
func (s *Solved) explainSpots() string {
	p := s.pos()
	var lines []string
	for i := range s.Spots {
		sp := &s.Spots[i]
		var whys []string
		for _, rel := range sp.Relations() {
			r, _ := sp.reason(rel)
			whys = append(whys, r.Explain())
		}
		lines = append(lines, sentence(fmt.Sprintf("the %s: %s", ManOn(p, sp.Square), strings.Join(whys, "; or "))))
	}
	return strings.Join(lines, "\n")
}

// maxShown is how many solutions the explanation lists before counting the rest.
const maxShown = 3

// Explain gives the right answer in numbers, one line per solution (at most
// a few, then how many more): what the learner sees after every attempt.
func (s *Solved) Explain() string {
	if s.Count() == 0 {
		return "There is no solution here."
	}
	if s.Puzzle.Goal.Kind == puzzles.GoalSpot {
		return s.explainSpots()
	}
	var lines []string
	for i := range s.Solutions {
		if i == maxShown {
			lines = append(lines, fmt.Sprintf("... and %d more.", len(s.Solutions)-maxShown))
			break
		}
		lines = append(lines, sentence(s.explainSolution(&s.Solutions[i])))
	}
	return strings.Join(lines, "\n")
}

// Score is the result of one puzzle.
type Score struct {
	Correct   bool
	HintsUsed int
	Points    int // MaxPoints when right without hints, one less per hint, 0 when wrong
}

// MaxPoints is the score of a puzzle solved without hints.
const MaxPoints = Hints

// ScoreOf scores an attempt: the whole answer shown by the last hint earns
// nothing, and neither does a wrong answer.
func ScoreOf(correct bool, hintsUsed int) Score {
	s := Score{Correct: correct, HintsUsed: hintsUsed}
	if correct {
		s.Points = max(MaxPoints-hintsUsed, 0)
	}
	return s
}
