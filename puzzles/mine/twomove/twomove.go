package twomove

import (
	"fmt"
	"slices"
	"strings"

	"github.com/rithmo/rithmo/puzzles"
	"github.com/rithmo/rithmo/puzzles/check"
	"github.com/rithmo/rithmo/puzzles/judge"
	"github.com/rithmo/rithmo/puzzles/mine"
	"github.com/rithmo/rithmo/rules/board"
	"github.com/rithmo/rithmo/rules/engine"
)

// Options say which games to play and which puzzles to keep.
type Options struct {
	Rules board.Rules
	Seed  uint64 // games Seed, Seed+1, ... Seed+Games-1
	Games int
	// Count stops once this many puzzles are kept (0: no limit).
	Count int
	// MinMen is the fewest men on the board (0: mine.DefaultMinMen).
	MinMen int
	// MaxSolutions is the most winning first actions a puzzle may have
	// (0: 1, a unique solution).
	MaxSolutions int
	// Turns bounds each game (0: mine.DefaultTurns); Gap is the fewest
	// turns between two puzzles of one game (0: 6).
	Turns, Gap int
	// Triumphs looks for "triumph in 2" rather than "capture SQUARE in 2".
	Triumphs bool
	// Guarded plays games in which neither side completes a triumph.
	Guarded bool
}

// triumphWindow is how many turns before a game's triumph the search for
// "triumph in 2" looks: further back the self-play players threaten none.
const triumphWindow = 16

// Find plays the games of the options and returns the two-move puzzles
// kept, each passing puzzles/check, in game and turn order.
func Find(o Options) ([]puzzles.Puzzle, error) {
	if o.MinMen == 0 {
		o.MinMen = mine.DefaultMinMen
	}
	if o.MaxSolutions == 0 {
		o.MaxSolutions = 1
	}
	if o.Turns == 0 {
		o.Turns = mine.DefaultTurns
	}
	if o.Gap == 0 {
		o.Gap = 6
	}
	var out []puzzles.Puzzle
	for g := 0; g < o.Games; g++ {
		seed := o.Seed + uint64(g)
		play := mine.Play
		if o.Guarded {
			play = mine.PlayGuarded
		}
		game, err := play(o.Rules, seed, o.Turns, o.MinMen)
		if err != nil {
			return out, fmt.Errorf("twomove: %s game %d: %w", o.Rules, seed, err)
		}
		last := -o.Gap
		for i := range game.Positions {
			if i-last < o.Gap {
				continue
			}
			if o.Triumphs && (game.End != "triumph" || len(game.Positions)-i > triumphWindow) {
				continue // a triumph in 2 is near a game's triumph
			}
			p := &game.Positions[i]
			var pz puzzles.Puzzle
			var ok bool
			if o.Triumphs {
				pz, ok = TriumphFromPosition(p, o.MinMen, o.MaxSolutions)
			} else {
				pz, ok = FromPosition(p, o.MinMen, o.MaxSolutions)
			}
			if !ok {
				continue
			}
			pz.ID = fmt.Sprintf("two-%s-g%d-t%d", strings.ReplaceAll(o.Rules.String(), "+", "-"), seed, p.Move)
			pz.Source = fmt.Sprintf("rithmo self-play, %s game %d, turn %d", o.Rules, seed, p.Move)
			if errs := check.Puzzle(&pz); len(errs) > 0 || slices.ContainsFunc(out, func(q puzzles.Puzzle) bool {
				return q.Goal == pz.Goal && strings.HasPrefix(q.ID, fmt.Sprintf("two-%s-g%d-", strings.ReplaceAll(o.Rules.String(), "+", "-"), seed))
			}) {
				continue // a problem, or the same goal a few turns on
			}
			check.NameLesson(&pz)
			out = append(out, pz)
			last = i
			if o.Count > 0 && len(out) >= o.Count {
				return out, nil
			}
		}
	}
	return out, nil
}

// FromPosition makes a "capture SQUARE in 2" puzzle of a position with at
// least minMen men: of the enemy men no action takes now but some first
// action threatens, the one with the fewest winning first actions (1 to
// maxSolutions), then the most refuted tries. The puzzle has no id or source yet.
func FromPosition(p *board.Position, minMen, maxSolutions int) (puzzles.Puzzle, bool) {
	if mine.Men(p) < minMen {
		return puzzles.Puzzle{}, false
	}
	outs := engine.Analyse(p)
	now := map[board.Square]bool{}
	for _, o := range outs {
		for _, c := range o.Captures {
			now[c.Square] = true
		}
	}
	// The men a first action threatens: they would fall to the second if
	// the opponent did nothing.
	threatened := map[board.Square]int{}
	var targets []board.Square
	z := engine.NewAnalyzer()
	for _, o := range outs {
		p1, _, err := engine.Apply(p, o.Action)
		if err != nil {
			continue
		}
		p1.ToMove = p.ToMove
		seen := map[board.Square]bool{}
		_ = z.Each(&p1, func(a engine.Action, cs []engine.Capture) {
			for _, c := range cs {
				if now[c.Square] || seen[c.Square] || p.At(c.Square).Side != p.ToMove.Opponent() {
					continue
				}
				seen[c.Square] = true
				if threatened[c.Square] == 0 {
					targets = append(targets, c.Square)
				}
				threatened[c.Square]++
			}
		})
	}
	slices.Sort(targets)
	var best *judge.Solved
	bestTries := 0
	for _, t := range targets {
		pz := puzzles.Puzzle{Position: p.Clone(), Goal: puzzles.Goal{Kind: puzzles.GoalCapture, Target: t, Moves: puzzles.TwoMoves}}
		s, err := judge.Solve(&pz)
		if err != nil || s.Count() == 0 || s.Count() > maxSolutions || !Defended(s) {
			continue
		}
		tries := threatened[t] - s.Count() // first actions that threaten it and fail
		if best == nil || s.Count() < best.Count() || s.Count() == best.Count() && tries > bestTries {
			best, bestTries = s, tries
		}
	}
	if best == nil || bestTries < 1 {
		return puzzles.Puzzle{}, false
	}
	return build(best), true
}

// TriumphFromPosition makes a "triumph in 2" puzzle of a position with at
// least minMen men where no action completes a triumph now but 1 to
// maxSolutions first actions win one in two.
func TriumphFromPosition(p *board.Position, minMen, maxSolutions int) (puzzles.Puzzle, bool) {
	if mine.Men(p) < minMen {
		return puzzles.Puzzle{}, false
	}
	outs := engine.Analyse(p)
	for _, o := range outs {
		if len(o.Triumphs) > 0 {
			return puzzles.Puzzle{}, false
		}
	}
	threat := false
	for _, o := range outs {
		p1, _, err := engine.Apply(p, o.Action)
		if err != nil {
			continue
		}
		p1.ToMove = p.ToMove
		for _, o2 := range engine.Analyse(&p1) {
			if len(o2.Triumphs) > 0 {
				threat = true
				break
			}
		}
		if threat {
			break
		}
	}
	if !threat {
		return puzzles.Puzzle{}, false
	}
	pz := puzzles.Puzzle{Position: p.Clone(), Goal: puzzles.Goal{Kind: puzzles.GoalTriumph, Target: board.NoSquare, Moves: puzzles.TwoMoves}}
	s, err := judge.Solve(&pz)
	if err != nil || s.Count() == 0 || s.Count() > maxSolutions || !Defended(s) {
		return puzzles.Puzzle{}, false
	}
	return build(s), true
}

// build writes the puzzle of a solved position: expect and unique from the
// winning first actions, and title, themes, difficulty and note from the
// first of them, the opponent's best reply and the second action after it.
func build(s *judge.Solved) puzzles.Puzzle {
	pz := *s.Puzzle
	p := &pz.Position
	var wins []string
	for i := range s.Solutions {
		wins = append(wins, s.Solutions[i].Action().String())
	}
	pz.Expect = strings.Join(wins, " ")
	pz.Unique = len(wins) == 1
	a := s.Solutions[0].Action()
	l, _ := s.LineOf(a)
	r := l.BestReply()
	next, _, _ := s.Next(a)
	second, err := judge.Solve(next)
	if err != nil || second.Count() == 0 {
		return pz
	}
	sol2 := &second.Solutions[0]
	men := mine.Men(p)
	rel := engine.Progression
	var why string
	if pz.Goal.Kind == puzzles.GoalCapture {
		taken := p.At(pz.Goal.Target).Value
		for _, c := range sol2.Outcome.Captures {
			if c.Square == next.Goal.Target && len(c.Reasons) > 0 {
				rel, why, taken = c.Reasons[0].Relation, c.Reasons[0].Explain(), c.Piece.Value
				break
			}
		}
		pz.Title = fmt.Sprintf("In two among %d men: prepare, then %s takes the %d", men, rel, taken)
		pz.Themes = []string{rel.String()}
		if p.At(pz.Goal.Target).IsPyramid() {
			pz.Themes = append(pz.Themes, "pyramid")
		}
	} else {
		t := sol2.Triumphs[0]
		why = t.Explain()
		pz.Title = fmt.Sprintf("In two among %d men: a %s triumph in %s", men, t.Kind, shapeWords(t.Shape))
		pz.Themes = []string{t.Kind.String(), t.Shape}
	}
	pz.Themes = append(pz.Themes, "two-move")
	// The tempting tries: first actions that prepare the goal but are
	// refuted.
	var tries []engine.Action
	for i := range s.Lines {
		la := s.Lines[i].First.Action
		if !s.Lines[i].Wins && len(s.Threats(la)) > 0 {
			tries = append(tries, la)
		}
	}
	m := mine.Measure{Legal: len(s.Outcomes), Scoring: mine.Scoring(s.Outcomes), NearMisses: len(tries), Men: men, Relation: rel, Depth: 2}
	pz.Difficulty = mine.Difficulty(m)
	side, opp := p.ToMove.Title(), p.ToMove.Opponent().Title()
	goal := "takes the " + judge.ManOn(p, pz.Goal.Target)
	if pz.Goal.Kind == puzzles.GoalTriumph {
		goal = "completes a triumph"
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%s to move, %d men on the board, and no action %s now. ", side, men, goal)
	fmt.Fprintf(&b, "%s prepares it; %s has %d replies, and each leaves a way. ", a, opp, len(l.Replies))
	_, most := waysRange(l)
	fmt.Fprintf(&b, "Its best defence, %s%s, cuts your ways from as many as %d to %s: %s (%s). ",
		r.Outcome.Action, defenceText(s, a, r), most, ways(len(r.Wins)), sol2.Action(), why)
	if len(tries) > 0 {
		why := s.Action(tries[0]).Text
		fmt.Fprintf(&b, "The tempting %s fails: %s", tries[0], strings.ToLower(why[:1])+why[1:])
		switch n := len(tries) - 1; {
		case n == 1:
			b.WriteString(" (1 more try prepares the goal and fails.)")
		case n > 1:
			fmt.Fprintf(&b, " (%d more tries prepare the goal and fail.)", n)
		}
	}
	pz.Note = strings.TrimSpace(b.String())
	return pz
}

// defenceText says what the best reply does against the goal: ", taking
// the R4 on d5", ", moving the t16 on f10 to f8"; "" when it does
// neither (every reply leaves as many ways).
func defenceText(s *judge.Solved, a engine.Action, r *judge.Reply) string {
	p1, _, err := engine.Apply(&s.Puzzle.Position, a)
	if err != nil {
		return ""
	}
	var parts []string
	for _, c := range r.Outcome.Captures {
		parts = append(parts, "taking the "+judge.ManOn(&p1, c.Square))
	}
	if g := s.Puzzle.Goal; g.Kind == puzzles.GoalCapture && r.Target != g.Target {
		parts = append(parts, fmt.Sprintf("moving the %s to %s", judge.ManOn(&p1, g.Target), r.Target))
	}
	if len(parts) == 0 {
		return ""
	}
	return ", " + strings.Join(parts, " and ")
}

// Defended says whether the winning first action meets a defence that
// matters: some reply leaves fewer winning second actions than another.
// Where every reply leaves the same ways, the "best defence" would be a
// tie-break (a pyramid shuffled on the back rank) and the puzzle a threat
// nobody can meet: no duel of threat and defence to learn from.
func Defended(s *judge.Solved) bool {
	if s.Count() == 0 {
		return false
	}
	l, ok := s.LineOf(s.Solutions[0].Action())
	if !ok || len(l.Replies) == 0 {
		return false
	}
	fewest, most := waysRange(l)
	return fewest < most
}

// waysRange is the fewest and the most winning second actions a reply
// leaves.
func waysRange(l *judge.Line) (fewest, most int) {
	fewest = len(l.Replies[0].Wins)
	for _, r := range l.Replies {
		fewest, most = min(fewest, len(r.Wins)), max(most, len(r.Wins))
	}
	return fewest, most
}

// Renote writes a found puzzle's title, themes, difficulty and note again
// from what the judge finds now, keeping its id and source.
func Renote(pz *puzzles.Puzzle) (puzzles.Puzzle, error) {
	s, err := judge.Solve(pz)
	if err != nil {
		return *pz, err
	}
	if s.Count() == 0 {
		return *pz, fmt.Errorf("%s: no solution", pz.ID)
	}
	out := build(s)
	out.ID, out.Source = pz.ID, pz.Source
	out.File, out.Line, out.Lines = "", 0, nil
	return out, nil
}

func ways(n int) string {
	if n == 1 {
		return "one way"
	}
	return fmt.Sprintf("%d ways", n)
}

func shapeWords(shape string) string {
	switch shape {
	case "line":
		return "a line"
	case "angle":
		return "an angle"
	case "square":
		return "a square"
	}
	return shape
}
