package judge

import (
	"fmt"
	"slices"

	"github.com/rithmo/rithmo/puzzles"
	"github.com/rithmo/rithmo/rules/arith"
	"github.com/rithmo/rithmo/rules/board"
	"github.com/rithmo/rithmo/rules/engine"
	"github.com/rithmo/rithmo/rules/triumph"
)

// Solution is one action that meets a puzzle's goal.
type Solution struct {
	Outcome engine.Outcome
	// Value is the total value the action takes.
	Value int64
	// Triumphs are the completed triumphs of the kind the goal asks for
	// (triumph goals only).
	Triumphs []triumph.Triumph
	// Count is the side's count toward the agreed common victory after the
	// action, which wins it (victory goals only).
	Count *triumph.Count
}

// Action is the solving action.
func (s *Solution) Action() engine.Action { return s.Outcome.Action }

// Spot is an enemy man the side to move may take now without moving first
// (see the package documentation), with every reason it falls.
type Spot struct {
	Square  board.Square
	Piece   board.Piece
	Actions []engine.Action // the actions that take it
	Reasons []engine.Reason // every reason, over all those actions
}

// Relations are the relations that take the man, each once, in the order
// first found.
func (s *Spot) Relations() []engine.Relation {
	var rels []engine.Relation
	for _, r := range s.Reasons {
		if !slices.Contains(rels, r.Relation) {
			rels = append(rels, r.Relation)
		}
	}
	return rels
}

// AnswerRelations are the relations by which the puzzle's answer takes,
// each once, in the order first found: every capture of every solution
// (a capture or triumph goal) and every spot's.
func (s *Solved) AnswerRelations() []engine.Relation {
	var rels []engine.Relation
	add := func(r engine.Relation) {
		if !slices.Contains(rels, r) {
			rels = append(rels, r)
		}
	}
	for i := range s.Solutions {
		for _, c := range s.Solutions[i].Outcome.Captures {
			for _, r := range c.Reasons {
				add(r.Relation)
			}
		}
	}
	for i := range s.Spots {
		for _, r := range s.Spots[i].Reasons {
			add(r.Relation)
		}
	}
	return rels
}

// reason returns the first reason of the relation, if any.
func (s *Spot) reason(rel engine.Relation) (engine.Reason, bool) {
	for _, r := range s.Reasons {
		if r.Relation == rel {
			return r, true
		}
	}
	return engine.Reason{}, false
}

// Claim names an enemy man and the relation that takes it: one part of an
// answer to a spot puzzle.
type Claim struct {
	Square   board.Square
	Relation engine.Relation
}

func (c Claim) String() string { return c.Square.String() + " " + c.Relation.String() }

// Solved is a puzzle with everything the engine found in its position. It
// is read-only once built; its methods are pure.
type Solved struct {
	Puzzle *puzzles.Puzzle
	// Outcomes are every legal action of the side to move, with what each
	// takes and completes.
	Outcomes []engine.Outcome
	// Solutions are the actions that meet a capture or triumph goal, in the
	// engine's order.
	Solutions []Solution
	// Spots are the men that may be taken now without moving, by square.
	Spots []Spot
	// Most is the greatest total value one action takes (capture most).
	Most int64
	// Before is the side's count toward the agreed common victory before
	// it acts (victory goals only).
	Before triumph.Count
	// Lines are, for a two-move goal, every first action with the replies
	// tried (in the order of Outcomes); the winning ones are Solutions.
	Lines []Line
	// kind is the triumph kind asked for; TriumphNone is any.
	kind arith.TriumphKind
}

// Solve analyses the puzzle's position and finds every solution of its goal.
// A goal without a solution is not an error (Solutions and Spots are then
// empty: puzzles/check reports it); a goal that makes no sense for the
// position is.
func Solve(pz *puzzles.Puzzle) (*Solved, error) {
	p := &pz.Position
	side := p.ToMove
	if side != board.White && side != board.Black {
		return nil, fmt.Errorf("the position has no side to move")
	}
	s := &Solved{Puzzle: pz}
	g := pz.Goal
	switch g.Kind {
	case puzzles.GoalCapture:
		if !g.Most {
			if !p.Contains(g.Target) {
				return nil, fmt.Errorf("capture %s: the square is off this %d-rank board", g.Target, p.Ranks)
			}
			if piece := p.At(g.Target); piece.IsEmpty() || piece.Side != side.Opponent() {
				return nil, fmt.Errorf("capture %s: the square holds no %s man (%s is to move)", g.Target, side.Opponent(), side)
			}
		}
	case puzzles.GoalTriumph:
		if g.Triumph != "" {
			k, err := arith.ParseTriumphKind(g.Triumph)
			if err != nil {
				return nil, err
			}
			s.kind = k
		}
	case puzzles.GoalVictory:
		if err := g.Victory.Validate(); err != nil {
			return nil, fmt.Errorf("victory: %w", err)
		}
		s.Before = triumph.CountFor(p, side, g.Victory)
		if s.Before.Won {
			return nil, fmt.Errorf("victory %s: %s has won it before acting: %s", g.Victory, side.Title(), s.Before.Text)
		}
	case puzzles.GoalSpot:
	default:
		return nil, fmt.Errorf("the puzzle has no goal")
	}
	s.Outcomes = engine.Analyse(p)
	if g.InTwo() {
		if err := s.solveTwo(); err != nil {
			return nil, err
		}
		return s, nil
	}
	if g.Kind == puzzles.GoalCapture && g.Most {
		// The greatest value first, so that only the actions that take it
		// are kept (not every action that takes something).
		for i := range s.Outcomes {
			s.Most = max(s.Most, value(s.Outcomes[i].Captures))
		}
	}
	for i := range s.Outcomes {
		s.consider(&s.Outcomes[i])
	}
	s.Spots = spots(s.Outcomes)
	return s, nil
}

// consider adds the outcome to the solutions when it meets the goal (for
// capture most: when it takes s.Most, found before).
func (s *Solved) consider(o *engine.Outcome) {
	g := s.Puzzle.Goal
	sol := Solution{Outcome: *o, Value: value(o.Captures)}
	switch {
	case g.Kind == puzzles.GoalCapture && g.Most:
		if sol.Value > 0 && sol.Value == s.Most {
			s.Solutions = append(s.Solutions, sol)
		}
	case g.Kind == puzzles.GoalCapture:
		if takes(o.Captures, g.Target) {
			s.Solutions = append(s.Solutions, sol)
		}
	case g.Kind == puzzles.GoalTriumph:
		for _, t := range o.Triumphs {
			if s.kind == arith.TriumphNone || t.Kind == s.kind {
				sol.Triumphs = append(sol.Triumphs, t)
			}
		}
		if len(sol.Triumphs) > 0 {
			s.Solutions = append(s.Solutions, sol)
		}
	case g.Kind == puzzles.GoalVictory:
		if c, ok := s.countAfter(o); ok && c.Won {
			sol.Count = &c
			s.Solutions = append(s.Solutions, sol)
		}
	}
}

// countAfter is the side's count toward the agreed common victory after an
// action that takes something; false when it takes nothing (only a capture
// changes the count) or cannot be played.
func (s *Solved) countAfter(o *engine.Outcome) (triumph.Count, bool) {
	if len(o.Captures) == 0 {
		return triumph.Count{}, false
	}
	after, _, err := engine.Apply(s.pos(), o.Action)
	if err != nil {
		return triumph.Count{}, false
	}
	return triumph.CountFor(&after, s.side(), s.Puzzle.Goal.Victory), true
}

// value is the total value of the men (or layers) taken.
func value(cs []engine.Capture) int64 {
	var v int64
	for _, c := range cs {
		v += int64(c.Piece.Value)
	}
	return v
}

// takes reports whether the captures include the man (or a layer) on sq.
func takes(cs []engine.Capture, sq board.Square) bool {
	for _, c := range cs {
		if c.Square == sq {
			return true
		}
	}
	return false
}

// takenSquares lists the squares an action takes from, each once, ascending.
func takenSquares(cs []engine.Capture) []board.Square {
	var sqs []board.Square
	for _, c := range cs {
		if !slices.Contains(sqs, c.Square) {
			sqs = append(sqs, c.Square)
		}
	}
	slices.Sort(sqs)
	return sqs
}

// spots gathers the men that may be taken without moving first.
func spots(outcomes []engine.Outcome) []Spot {
	var out []Spot
	for _, o := range outcomes {
		if o.Action.Kind != engine.Take && o.Action.Kind != engine.Attack {
			continue
		}
		for _, c := range o.Captures {
			if o.Action.Kind == engine.Take && c.Square != o.Action.To {
				continue
			}
			i := slices.IndexFunc(out, func(s Spot) bool { return s.Square == c.Square })
			if i < 0 {
				out = append(out, Spot{Square: c.Square, Piece: c.Piece})
				i = len(out) - 1
			}
			sp := &out[i]
			if !slices.Contains(sp.Actions, o.Action) {
				sp.Actions = append(sp.Actions, o.Action)
			}
			sp.Reasons = append(sp.Reasons, c.Reasons...)
		}
	}
	slices.SortFunc(out, func(a, b Spot) int { return int(a.Square) - int(b.Square) })
	return out
}

// Claims are every (square, relation) pair of the spots: the full answer of
// a spot puzzle.
func (s *Solved) Claims() []Claim {
	var cs []Claim
	for i := range s.Spots {
		for _, r := range s.Spots[i].Relations() {
			cs = append(cs, Claim{s.Spots[i].Square, r})
		}
	}
	return cs
}

// Solutions returns every action that meets the puzzle's goal (for spot
// goals: the actions that take a spotted man).
func Solutions(pz *puzzles.Puzzle) ([]engine.Action, error) {
	s, err := Solve(pz)
	if err != nil {
		return nil, err
	}
	if pz.Goal.Kind == puzzles.GoalSpot {
		var as []engine.Action
		for _, sp := range s.Spots {
			for _, a := range sp.Actions {
				if !slices.Contains(as, a) {
					as = append(as, a)
				}
			}
		}
		return as, nil
	}
	as := make([]engine.Action, len(s.Solutions))
	for i := range s.Solutions {
		as[i] = s.Solutions[i].Action()
	}
	return as, nil
}

// Count is the number of distinct answers: solving actions, or for a spot
// goal 1 when there is something to take (its answer is one set of claims).
func (s *Solved) Count() int {
	if s.Puzzle.Goal.Kind == puzzles.GoalSpot {
		if len(s.Spots) == 0 {
			return 0
		}
		return 1
	}
	return len(s.Solutions)
}

// pos is the puzzle's position.
func (s *Solved) pos() *board.Position { return &s.Puzzle.Position }

// side is the side to move.
func (s *Solved) side() board.Side { return s.Puzzle.Position.ToMove }

// outcome finds the legal action's outcome.
func (s *Solved) outcome(a engine.Action) (*engine.Outcome, bool) {
	for i := range s.Outcomes {
		if s.Outcomes[i].Action == a {
			return &s.Outcomes[i], true
		}
	}
	return nil, false
}

// solution finds the action among the solutions.
func (s *Solved) solution(a engine.Action) (*Solution, bool) {
	for i := range s.Solutions {
		if s.Solutions[i].Action() == a {
			return &s.Solutions[i], true
		}
	}
	return nil, false
}

// spot finds the spotted man on sq.
func (s *Solved) spot(sq board.Square) (*Spot, bool) {
	for i := range s.Spots {
		if s.Spots[i].Square == sq {
			return &s.Spots[i], true
		}
	}
	return nil, false
}

// IsMover reports whether the man on from moves (or acts) in some solution.
func (s *Solved) IsMover(from board.Square) bool {
	for i := range s.Solutions {
		if s.Solutions[i].Outcome.Action.From == from {
			return true
		}
	}
	return false
}

// ActionsOf lists the legal actions of the man on from, in the engine's
// order: the destinations the learner chooses among.
func (s *Solved) ActionsOf(from board.Square) []engine.Action {
	var as []engine.Action
	for _, o := range s.Outcomes {
		if o.Action.From == from {
			as = append(as, o.Action)
		}
	}
	return as
}

// Destinations lists what the learner may choose for the man on from:
// its legal actions (ActionsOf), then every flying square it has that is
// not legal now (engine.Flights: fulke2 lets a man fly only to besiege or
// to flee a siege), as moves. Offering them all keeps the one legal leap
// from being the odd square out; Action explains why an illegal one is not
// allowed.
func (s *Solved) Destinations(from board.Square) []engine.Action {
	as := s.ActionsOf(from)
	for _, t := range engine.Flights(s.pos(), from) {
		a := engine.Action{Kind: engine.Move, From: from, To: t}
		if !slices.Contains(as, a) {
			as = append(as, a)
		}
	}
	return as
}

// Movers lists the squares of the side's men that have a legal action,
// ascending: the men the learner chooses among; then (fulke2) the empty
// squares a held prisoner may be set on, ascending.
func (s *Solved) Movers() []board.Square {
	var men, sets []board.Square
	for _, o := range s.Outcomes {
		list := &men
		if o.Action.Kind == engine.Set {
			list = &sets
		}
		if !slices.Contains(*list, o.Action.From) {
			*list = append(*list, o.Action.From)
		}
	}
	slices.Sort(men)
	slices.Sort(sets)
	return append(men, sets...)
}

// EnemyMen lists the squares of the enemy's men, ascending: the men the
// learner may name as taken. All are offered, so the list gives nothing away.
func (s *Solved) EnemyMen() []board.Square {
	var sqs []board.Square
	enemy := s.side().Opponent()
	s.pos().Men(func(sq board.Square, piece board.Piece) {
		if piece.Side == enemy {
			sqs = append(sqs, sq)
		}
	})
	return sqs
}
