package judge

import (
	"fmt"
	"slices"
	"strings"

	"github.com/rithmo/rithmo/puzzles"
	"github.com/rithmo/rithmo/rules/arith"
	"github.com/rithmo/rithmo/rules/board"
	"github.com/rithmo/rithmo/rules/engine"
	"github.com/rithmo/rithmo/rules/triumph"
)

// Reply is one legal reply of the opponent to a first action of a two-move
// puzzle, with what it leaves the side to move.
type Reply struct {
	Outcome engine.Outcome // the reply, what it takes and the triumphs it completes
	// Target is where the goal's man stands after the reply (capture
	// goals): where it stood, or where the reply moved it; NoSquare when
	// it has left the board, and for triumph goals.
	Target board.Square
	// Wins are the second actions that meet the goal after the reply, in
	// the engine's order: none when the reply refutes the first action.
	Wins []engine.Action
}

// Refutes reports whether the reply leaves no second action that meets
// the goal.
func (r *Reply) Refutes() bool { return len(r.Wins) == 0 }

// Line is a first action of a two-move puzzle and the opponent's replies
// the judge tried.
type Line struct {
	First engine.Outcome
	// Replies are, for a winning first action, every legal reply in the
	// order tried; for a losing one, those tried up to and including the
	// first that refutes it. Tried in the order of BestReply's ranking, so
	// the refutation found first is the opponent's best.
	Replies []Reply
	// Best is the index in Replies of the opponent's best reply (see
	// BestReply); -1 when the opponent has no legal reply.
	Best int
	// Wins is set when every reply leaves a second action that meets the
	// goal: the first action solves the puzzle.
	Wins bool
}

// BestReply is the opponent's best reply, nil when it has none. The best
// reply is the one that makes the second move hardest: the fewest second
// actions that meet the goal (none: it refutes the first action); among
// those, the one taking the most value from the side to move; then one
// that moves the goal's man (it runs); then the engine's order. A reply that completes a triumph for the opponent wins
// the game for it, so it leaves no second action and refutes whatever
// would follow.
func (l *Line) BestReply() *Reply {
	if l.Best < 0 || l.Best >= len(l.Replies) {
		return nil
	}
	return &l.Replies[l.Best]
}

// solveTwo finds the winning first actions of a two-move puzzle: every
// first action is played, then every reply of the opponent, and after
// each reply the side to move must have an action that meets the goal. A
// goal met by one action already is refused: the puzzle would be a
// one-move puzzle.
func (s *Solved) solveTwo() error {
	g := s.Puzzle.Goal
	for i := range s.Outcomes {
		o := &s.Outcomes[i]
		if s.meetsNow(o, g.Target) {
			what := "takes the " + ManOn(s.pos(), g.Target)
			if g.Kind == puzzles.GoalTriumph {
				what = "completes " + s.triumphWanted() + " now"
			}
			return fmt.Errorf("%s: %s %s; a two-move puzzle has no one-move solution", g, o.Action, what)
		}
	}
	z := engine.NewAnalyzer()
	s.Lines = make([]Line, len(s.Outcomes))
	for i := range s.Outcomes {
		o := &s.Outcomes[i]
		s.Lines[i] = s.line(z, o)
		if s.Lines[i].Wins {
			s.Solutions = append(s.Solutions, Solution{Outcome: *o, Value: value(o.Captures)})
		}
	}
	return nil
}

// meetsNow reports whether an outcome meets the goal as a one-move goal
// would: it takes the man on target, or completes a triumph of the kind.
func (s *Solved) meetsNow(o *engine.Outcome, target board.Square) bool {
	if s.Puzzle.Goal.Kind == puzzles.GoalTriumph {
		return slices.ContainsFunc(o.Triumphs, func(t triumph.Triumph) bool { return s.kind == arith.TriumphNone || t.Kind == s.kind })
	}
	return takes(o.Captures, target)
}

// line plays a first action and the opponent's replies to it, the most
// value taken first, then those moving the goal's man, then in the
// engine's order, stopping at the first that refutes it.
func (s *Solved) line(z *engine.Analyzer, first *engine.Outcome) Line {
	l := Line{First: *first, Best: -1}
	p1, _, err := engine.Apply(s.pos(), first.Action)
	if err != nil {
		return l
	}
	type reply struct {
		a engine.Action
		v int64
	}
	var replies []reply
	if z.Each(&p1, func(a engine.Action, cs []engine.Capture) { replies = append(replies, reply{a, value(cs)}) }) != nil || len(replies) == 0 {
		return l // no turn to skip: the line is not a solution
	}
	target := s.Puzzle.Goal.Target
	runs := func(r reply) bool { return target != board.NoSquare && r.a.From == target }
	slices.SortStableFunc(replies, func(a, b reply) int {
		switch {
		case a.v > b.v:
			return -1
		case a.v < b.v:
			return 1
		case runs(a) && !runs(b):
			return -1
		case runs(b) && !runs(a):
			return 1
		}
		return 0
	})
	opp := s.side().Opponent()
	for _, rp := range replies {
		r := Reply{Outcome: engine.Outcome{Action: rp.a}, Target: board.NoSquare}
		p2, caps, err := engine.Apply(&p1, rp.a)
		if err == nil {
			r.Outcome.Captures = caps
			if !engine.IsLeap(rp.a) { // a leap completes no triumph
				r.Outcome.Triumphs = triumph.Completed(&p1, &p2, opp)
			}
			if len(r.Outcome.Triumphs) == 0 {
				if s.Puzzle.Goal.Kind == puzzles.GoalCapture {
					r.Target = follow(&p1, &p2, rp.a, s.Puzzle.Goal.Target)
				}
				r.Wins = s.winsIn(z, &p2, r.Target)
			}
		}
		l.Replies = append(l.Replies, r)
		if r.Refutes() {
			l.Best = len(l.Replies) - 1
			return l
		}
	}
	l.Wins = true
	l.Best = 0
	for i := range l.Replies {
		if len(l.Replies[i].Wins) < len(l.Replies[l.Best].Wins) {
			l.Best = i // ranked already: the first with fewest is the best
		}
	}
	return l
}

// follow is where the goal's man stands after the reply: on the square
// the reply moved it to, or where it stood; NoSquare once it has left the
// board (a redemption gives it away).
func follow(before, after *board.Position, r engine.Action, target board.Square) board.Square {
	enemy := before.At(target).Side
	if r.From == target && r.To != target && after.Contains(r.To) {
		if piece := after.At(r.To); !piece.IsEmpty() && piece.Side == enemy {
			return r.To
		}
	}
	if piece := after.At(target); !piece.IsEmpty() && piece.Side == enemy {
		return target
	}
	return board.NoSquare
}

// winsIn lists the actions of the side to move in p that meet the goal:
// take the man on target (capture goals), or complete a triumph of the
// kind asked for.
func (s *Solved) winsIn(z *engine.Analyzer, p *board.Position, target board.Square) []engine.Action {
	var wins []engine.Action
	if s.Puzzle.Goal.Kind == puzzles.GoalTriumph {
		for _, o := range engine.Analyse(p) {
			if s.meetsNow(&o, board.NoSquare) {
				wins = append(wins, o.Action)
			}
		}
		return wins
	}
	if target == board.NoSquare {
		return nil
	}
	_ = z.Each(p, func(a engine.Action, cs []engine.Capture) {
		if takes(cs, target) {
			wins = append(wins, a)
		}
	})
	return wins
}

// LineOf is the line of a legal first action of a two-move puzzle.
func (s *Solved) LineOf(a engine.Action) (*Line, bool) {
	for i := range s.Lines {
		if s.Lines[i].First.Action == a {
			return &s.Lines[i], true
		}
	}
	return nil, false
}

// Next is what a two-move puzzle becomes after a first action and the
// opponent's best reply: a one-move puzzle of the same id and title on the
// position after both, whose goal is the second action (capture the goal's
// man where it now stands, or the triumph), with the reply. False when the
// action is no legal first action or the opponent has no reply.
func (s *Solved) Next(a engine.Action) (*puzzles.Puzzle, *Reply, bool) {
	l, ok := s.LineOf(a)
	if !ok || l.BestReply() == nil {
		return nil, nil, false
	}
	r := l.BestReply()
	p1, _, err := engine.Apply(s.pos(), a)
	if err != nil {
		return nil, nil, false
	}
	p2, _, err := engine.Apply(&p1, r.Outcome.Action)
	if err != nil {
		return nil, nil, false
	}
	next := *s.Puzzle
	next.Position = p2
	next.Goal.Moves = 0
	next.Goal.Target = r.Target
	if next.Goal.Kind == puzzles.GoalCapture && r.Target == board.NoSquare {
		return nil, nil, false
	}
	next.Expect, next.Unique = "", false
	return &next, r, true
}

// ReplyText says the opponent's best reply to a first action, in numbers:
// "Black's best reply is f10-f8, moving the t16 to f8: of its 23 replies,
// it leaves you the fewest ways to take it (1 way)."
func (s *Solved) ReplyText(a engine.Action) string {
	l, ok := s.LineOf(a)
	if !ok || l.BestReply() == nil {
		return ""
	}
	r := l.BestReply()
	p1, _, err := engine.Apply(s.pos(), a)
	if err != nil {
		return ""
	}
	opp := s.side().Opponent().Title()
	text := fmt.Sprintf("%s's best reply is %s", opp, r.Outcome.Action)
	if len(r.Outcome.Captures) > 0 {
		text += ", taking " + capturedMen(&p1, r.Outcome.Captures)
	}
	what := "complete " + s.triumphWanted()
	if s.Puzzle.Goal.Kind == puzzles.GoalCapture {
		what = "take the " + ManOn(&p1, s.Puzzle.Goal.Target)
		if r.Target != s.Puzzle.Goal.Target {
			text += fmt.Sprintf(", moving the %s to %s", ManOn(&p1, s.Puzzle.Goal.Target), r.Target)
			what = "take it"
		}
	}
	text += fmt.Sprintf(": of its %d replies, it leaves you the fewest ways to %s (%s)", len(l.Replies), what, howManyWays(len(r.Wins)))
	return sentence(text)
}

// goalVerb says what the second action does: "take the t16 on f8",
// "complete a triumph". p is a position where the goal's man stands on
// target.
func (s *Solved) goalVerb(target board.Square, p *board.Position) string {
	if s.Puzzle.Goal.Kind == puzzles.GoalTriumph {
		return "complete " + s.triumphWanted()
	}
	if target == board.NoSquare {
		return "take it"
	}
	return "take the " + ManOn(p, target)
}

func howManyWays(n int) string {
	if n == 1 {
		return "1 way"
	}
	return fmt.Sprintf("%d ways", n)
}

// Threats are the second actions that would meet the goal after the first
// action if the opponent did nothing: what the first action prepares.
func (s *Solved) Threats(a engine.Action) []engine.Action {
	p1, _, err := engine.Apply(s.pos(), a)
	if err != nil {
		return nil
	}
	p1.ToMove = s.side()
	return s.winsIn(engine.NewAnalyzer(), &p1, s.Puzzle.Goal.Target)
}

// twoAction judges a first action of a two-move puzzle.
func (s *Solved) twoAction(a engine.Action) Verdict {
	l, ok := s.LineOf(a)
	if !ok {
		return wrong("%s is not a legal action here", a)
	}
	if l.Wins {
		r := l.BestReply()
		return right("yes, %s wins in two: whatever %s replies (%d replies), you can %s next; the hardest reply, %s, still leaves you %s",
			a, s.side().Opponent().Title(), len(l.Replies), s.goalVerb(s.Puzzle.Goal.Target, s.pos()), r.Outcome.Action, howManyWays(len(r.Wins)))
	}
	return wrong("%s", s.refutation(l))
}

// refutation says in numbers why a first action fails: the reply that
// refutes it and why the second action it prepared no longer works.
func (s *Solved) refutation(l *Line) string {
	a := l.First.Action
	opp := s.side().Opponent().Title()
	r := l.BestReply()
	if r == nil {
		return fmt.Sprintf("after %s %s has no legal reply; a two-move puzzle wants a first action the opponent must answer", a, opp)
	}
	p1, _, err := engine.Apply(s.pos(), a)
	if err != nil {
		return fmt.Sprintf("%s is not a legal action here", a)
	}
	reply := r.Outcome.Action.String()
	if len(r.Outcome.Captures) > 0 {
		reply += " taking " + capturedMen(&p1, r.Outcome.Captures)
	}
	head := fmt.Sprintf("after %s, %s replies %s", a, opp, reply)
	if len(r.Outcome.Triumphs) > 0 {
		return fmt.Sprintf("%s and completes a %s triumph of its own: %s", head, r.Outcome.Triumphs[0].Kind, r.Outcome.Triumphs[0].Explain())
	}
	threats := s.Threats(a)
	target := s.Puzzle.Goal.Target
	if len(threats) == 0 {
		return fmt.Sprintf("%s threatens nothing: even if %s did nothing, no action of yours would then %s; so %s, say, leaves you no way",
			a, opp, s.goalVerb(target, s.pos()), r.Outcome.Action)
	}
	p2, _, err := engine.Apply(&p1, r.Outcome.Action)
	if err != nil {
		return head
	}
	if s.Puzzle.Goal.Kind == puzzles.GoalCapture && r.Target == board.NoSquare {
		return fmt.Sprintf("%s, and the %s leaves the board: nothing is left to take", head, ManOn(&p1, target))
	}
	t := threats[0]
	for _, th := range threats {
		// The threat of the man just moved, when there is one: what the
		// learner had in mind.
		if th.From == a.To {
			t = th
			break
		}
	}
	var why []string
	if s.Puzzle.Goal.Kind == puzzles.GoalCapture {
		if r.Target != target {
			head += fmt.Sprintf(", moving the %s to %s", ManOn(&p1, target), r.Target)
		}
		why = s.whyNotIn(&p2, t, r.Target)
	} else {
		why = s.triumphGone(&p1, &p2, r.Outcome, t)
	}
	text := fmt.Sprintf("%s; then no action of yours can %s: the %s you prepared", head, s.goalVerb(r.Target, &p2), t)
	if len(threats) > 1 {
		text = fmt.Sprintf("%s; then no action of yours can %s: of the %d you prepared, %s", head, s.goalVerb(r.Target, &p2), len(threats), t)
	}
	if len(why) > 0 {
		return text + " fails: " + strings.Join(why, "; ")
	}
	return text + " no longer does it"
}

// whyNotIn asks the engine why action a does not take the man on target in
// p, leaving out what says nothing.
func (s *Solved) whyNotIn(p *board.Position, a engine.Action, target board.Square) []string {
	fs := engine.WhyNot(p, a, target, engine.RelNone)
	fs = slices.DeleteFunc(fs, func(f engine.Failure) bool { return f.Code == engine.FailOtherRelation || !s.taught(f) })
	if rest := slices.DeleteFunc(slices.Clone(fs), func(f engine.Failure) bool { return f.Code == engine.FailSiegeOpen }); len(rest) > 0 {
		fs = rest
	}
	return firstTexts(fs, maxWhy)
}

// triumphGone says why a prepared triumph fails after the reply: the reply
// took one of its men, or stands in its way, or the prepared action is no
// longer legal.
func (s *Solved) triumphGone(p1, p2 *board.Position, reply engine.Outcome, t engine.Action) []string {
	p1.ToMove = s.side()
	var men []board.Square
	for _, o := range engine.Analyse(p1) {
		if o.Action == t && len(o.Triumphs) > 0 {
			men = o.Triumphs[0].Squares
			break
		}
	}
	p1.ToMove = s.side().Opponent()
	var why []string
	for _, c := range reply.Captures {
		if slices.Contains(men, c.Square) || c.Square == t.From {
			why = append(why, fmt.Sprintf("%s takes the %s, which the triumph needs", reply.Action, ManOn(p1, c.Square)))
		}
	}
	if slices.Contains(men, reply.Action.To) {
		why = append(why, fmt.Sprintf("%s puts its own man on %s, where the triumph needs yours", reply.Action, reply.Action.To))
	}
	if len(why) == 0 && !slices.Contains(engine.Legal(p2), t) {
		why = append(why, fmt.Sprintf("%s is no longer a legal action: the way is closed", t))
	}
	return why
}

// twoMan judges the man chosen for the first action of a two-move puzzle.
func (s *Solved) twoMan(from board.Square) Verdict {
	p := s.pos()
	man := ManOn(p, from)
	if s.IsMover(from) {
		return right("yes, the %s can do it", man)
	}
	actions := s.ActionsOf(from)
	if len(actions) == 0 {
		return wrong("the %s has no legal action this turn", man)
	}
	// The man's most tempting try: one that prepares the goal.
	for _, a := range actions {
		if len(s.Threats(a)) > 0 {
			l, _ := s.LineOf(a)
			return wrong("no action of the %s wins in two; its best try, %s, fails: %s", man, a, s.refutation(l))
		}
	}
	if len(actions) == 1 {
		return wrong("no action of the %s wins in two: its one action, %s, prepares no way to %s", man, actions[0], s.goalVerb(s.Puzzle.Goal.Target, p))
	}
	return wrong("no action of the %s wins in two: none of its %d actions prepares a way to %s", man, len(actions), s.goalVerb(s.Puzzle.Goal.Target, p))
}

// twoHint is hint n of a two-move puzzle: the idea (what the second action
// takes and how), the man of the first action, the whole line.
func (s *Solved) twoHint(n int) string {
	sol := &s.Solutions[0]
	a := sol.Action()
	l, _ := s.LineOf(a)
	r := l.BestReply()
	next, _, ok := s.Next(a)
	if !ok {
		return ""
	}
	second, err := Solve(next)
	if err != nil || second.Count() == 0 {
		return ""
	}
	switch n {
	case 1:
		idea := second.Hint(1)
		idea = strings.ToLower(idea[:1]) + idea[1:]
		return sentence(fmt.Sprintf("two moves: one prepares, and whatever %s replies, the second meets the goal. After the best reply: %s",
			s.side().Opponent().Title(), strings.TrimSuffix(idea, ".")))
	}
	return sentence(fmt.Sprintf("%s; %s replies %s (its best reply, leaving you %s); then %s",
		a, s.side().Opponent().Title(), r.Outcome.Action, howManyWays(len(r.Wins)), second.explainSolution(&second.Solutions[0])))
}

// explainTwo says a winning first action in numbers: the best reply and
// the second action after it.
func (s *Solved) explainTwo(sol *Solution) string {
	a := sol.Action()
	l, _ := s.LineOf(a)
	r := l.BestReply()
	next, _, ok := s.Next(a)
	if !ok {
		return a.String()
	}
	second, err := Solve(next)
	if err != nil || second.Count() == 0 {
		return a.String()
	}
	return fmt.Sprintf("%s, and whatever %s replies (%d replies) a second action meets the goal; after its best reply, %s (leaving %s), %s",
		a, s.side().Opponent().Title(), len(l.Replies), r.Outcome.Action, howManyWays(len(r.Wins)), second.explainSolution(&second.Solutions[0]))
}
