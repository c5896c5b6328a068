package judge

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/rithmo/rithmo/puzzles"
	"github.com/rithmo/rithmo/puzzles/teach"
	"github.com/rithmo/rithmo/rules/arith"
	"github.com/rithmo/rithmo/rules/board"
	"github.com/rithmo/rithmo/rules/engine"
	"github.com/rithmo/rithmo/rules/triumph"
)

// Verdict is the judgement of one part of an answer, in words with numbers.
// Accepted marks a part that is not what the question asks but a correct
// reading of the answer (the man that takes part but stays put, chosen as
// "your man"): it is neither right nor a mistake, and the question stands.
type Verdict struct {
	Right    bool
	Accepted bool
	Text     string
}

func right(format string, args ...any) Verdict {
	return Verdict{Right: true, Text: sentence(fmt.Sprintf(format, args...))}
}

func wrong(format string, args ...any) Verdict {
	return Verdict{Text: sentence(fmt.Sprintf(format, args...))}
}

// maxWhy is how many of the engine's reasons a wrong part quotes.
const maxWhy = 2

// whyNot asks the engine why the action does not take target (by rel, or by
// anything when rel is RelNone) and returns its first reasons. "Taken, but
// by another relation" is left out: the verdicts say what does take it.
// An open siege is true of nearly every man, so unless a siege is claimed it
// is quoted only when the engine says nothing else.
func (s *Solved) whyNot(a engine.Action, target board.Square, rel engine.Relation) []string {
	fs := engine.WhyNot(s.pos(), a, target, rel)
	fs = slices.DeleteFunc(fs, func(f engine.Failure) bool {
		return f.Code == engine.FailOtherRelation || rel == engine.RelNone && !s.taught(f)
	})
	if rel != engine.Siege {
		if rest := slices.DeleteFunc(slices.Clone(fs), func(f engine.Failure) bool { return f.Code == engine.FailSiegeOpen }); len(rest) > 0 {
			fs = rest
		}
	}
	return firstTexts(fs, maxWhy)
}

// taught reports whether a failure of the engine speaks of what the
// learner has been taught where the puzzle stands in the course
// (teach.TaughtBy its lesson): a puzzle closing lesson 3 says why an
// answer is wrong by lesson 1's relations, never by a siege or an eruption,
// which lesson 14 teaches. A failure of the action or the target, of no
// relation, is always taught; a puzzle naming no lesson (free practice)
// knows no bound.
func (s *Solved) taught(f engine.Failure) bool {
	return f.Relation == engine.RelNone ||
		teach.TaughtBy(teach.RelationTopic(f.Relation, s.pos().Rules), s.Puzzle.Lesson.Number)
}

// Man judges the man chosen: right when some solution moves (or acts with)
// it. A wrong man is told why none of its actions meets the goal.
func (s *Solved) Man(from board.Square) Verdict {
	p := s.pos()
	if p.Contains(from) && p.At(from).IsEmpty() && len(s.ActionsOf(from)) > 0 {
		// fulke2: a held prisoner may be set on this empty square.
		if s.IsMover(from) {
			return right("yes, a prisoner set on %s can do it", from)
		}
		return wrong("a prisoner set on %s does not meet the goal", from)
	}
	if !p.Contains(from) || p.At(from).IsEmpty() {
		return wrong("%s is empty: choose one of your men", from)
	}
	if piece := p.At(from); piece.Side != s.side() {
		return wrong("the %s is not yours: %s is to move", ManOn(p, from), s.side())
	}
	if s.Puzzle.Goal.InTwo() {
		return s.twoMan(from)
	}
	man := ManOn(p, from)
	if s.IsMover(from) {
		return right("yes, the %s can do it", man)
	}
	actions := s.ActionsOf(from)
	if len(actions) == 0 {
		return wrong("the %s has no legal action this turn", man)
	}
	g := s.Puzzle.Goal
	switch {
	case g.Kind == puzzles.GoalCapture && g.Most:
		best, bestAt := int64(0), -1
		for i := range s.Outcomes {
			o := &s.Outcomes[i]
			if v := value(o.Captures); o.Action.From == from && v > best {
				best, bestAt = v, i
			}
		}
		if bestAt < 0 {
			return wrong("the %s takes nothing this turn, whatever it does; the most you can take is %d", man, s.Most)
		}
		o := &s.Outcomes[bestAt]
		return wrong("the best the %s can do is %s, taking %s: %d in all, less than the %d you can take", man, o.Action, capturedMen(p, o.Captures), best, s.Most)
	case g.Kind == puzzles.GoalCapture:
		why := s.manWhyNot(from, actions, g.Target)
		text := fmt.Sprintf("no action of the %s takes the %s", man, ManOn(p, g.Target))
		if len(why) > 0 {
			text += ": " + strings.Join(why, "; ")
		}
		if s.helpsInPlace(from) {
			// A correct reading of the answer: the man takes the target,
			// standing where it is. Not a mistake: the learner is asked
			// for the man that moves, and told why this one is not it.
			return Verdict{Accepted: true, Text: sentence(fmt.Sprintf(
				"the %s takes part where it stands, but another man must move to complete the capture: which one? %s",
				man, sentence(text)))}
		}
		return wrong("%s", text)
	case g.Kind == puzzles.GoalTriumph:
		other := s.otherTriumphs(from)
		if other == "" {
			// In numbers: the man set on the square the answer fills.
			for _, a := range actions {
				if why := s.inPlaceOfMover(a); why != "" {
					other = "; " + why
					break
				}
			}
		}
		return wrong("no action of the %s completes %s%s", man, s.triumphWanted(), other)
	case g.Kind == puzzles.GoalVictory:
		return wrong("no action of the %s wins the %s%s", man, s.victoryWanted(), s.bestCountOf(from))
	}
	return wrong("the %s is not needed here", man)
}

// manWhyNot gathers the engine's reasons why none of the man's actions
// takes target, trying its actions nearest the target first. A reason
// about a square the man only reaches by moving says which move it is
// ("its nearest try, b5-c6, leaves the round 4 on c6, which does not reach
// f10: ..."): the learner chose the man, not the square. Under nemec a
// move never takes, so the man's attack is asked about (whether or not it
// is legal) rather than its moves. A siege that is still open is true of
// nearly every man and tells nothing, so it is quoted only when nothing
// else is said.
func (s *Solved) manWhyNot(from board.Square, actions []engine.Action, target board.Square) []string {
	if s.pos().Rules.Set == board.Nemec {
		actions = []engine.Action{{Kind: engine.Attack, From: from, To: from}}
	}
	actions = slices.Clone(actions)
	slices.SortStableFunc(actions, func(a, b engine.Action) int {
		return kingDistance(a.To, target) - kingDistance(b.To, target)
	})
	type reason struct {
		a    engine.Action
		text string
	}
	var why, open []reason
	var codes []string
	for _, a := range actions {
		for _, f := range engine.WhyNot(s.pos(), a, target, engine.RelNone) {
			switch {
			case f.Text == "" || !s.taught(f):
			case f.Code == engine.FailSiegeOpen || f.Code == engine.FailOtherRelation:
				if !slices.ContainsFunc(open, func(r reason) bool { return r.text == f.Text }) {
					open = append(open, reason{a, f.Text})
				}
			case !contains(codes, f.Code) && len(why) < maxWhy:
				// One reason of each kind: the same reason from each square
				// the man could reach says nothing new.
				codes = append(codes, f.Code)
				why = append(why, reason{a, f.Text})
			}
		}
		if len(why) >= maxWhy {
			break
		}
	}
	if len(why) == 0 {
		why = open
	}
	var texts []string
	var tries []engine.Action // the moves quoted so far
	for _, r := range why[:min(len(why), maxWhy)] {
		texts = append(texts, tryText(&tries, r.a, r.text))
	}
	return texts
}

// tryText says which move of the man a reason of the engine is about, when
// the action moves it: the engine names the man where the move leaves it
// ("the round 4 on c6 does not reach f10"). The first move quoted is the
// man's nearest try; a second reason about the same move goes on with
// "there it"; another move is named as such. tries holds the moves quoted
// so far.
func tryText(tries *[]engine.Action, a engine.Action, text string) string {
	if a.Kind == engine.Attack || a.To == a.From {
		return text // the man stays where the learner chose it
	}
	subject, rest, named := cutSubject(text, a.To)
	first := len(*tries) == 0
	if !first && (*tries)[len(*tries)-1] == a {
		if named {
			return "there it " + rest
		}
		return text // the move is named already; the reason names its squares
	}
	*tries = append(*tries, a)
	switch {
	case first && named:
		return "its nearest try, " + a.String() + ", leaves " + subject + ", which " + rest
	case first:
		return "its nearest try is " + a.String() + ": " + text
	case named:
		return a.String() + " leaves " + subject + ", which " + rest
	}
	return "after " + a.String() + ", " + text
}

// cutSubject splits an engine reason that begins with the man on sq ("the
// round 4 on c6 does not reach f10: ...") into that man and the rest
// ("does not reach f10: ..."); false when it does not begin so.
func cutSubject(text string, sq board.Square) (subject, rest string, ok bool) {
	head, _, _ := strings.Cut(text, ":")
	at := " on " + sq.String() + " "
	i := strings.Index(head, at)
	if !strings.HasPrefix(text, "the ") || i < 0 {
		return "", text, false
	}
	return text[:i+len(at)-1], text[i+len(at):], true
}

func kingDistance(a, b board.Square) int {
	return max(arith.Abs(a.File()-b.File()), arith.Abs(a.Rank()-b.Rank()))
}

// helpsInPlace reports whether the man takes part in a solution without
// being the one that moves: it helps where it stands.
func (s *Solved) helpsInPlace(from board.Square) bool {
	for i := range s.Solutions {
		for _, c := range s.Solutions[i].Outcome.Captures {
			for _, r := range c.Reasons {
				if slices.Contains(r.By, from) {
					return true
				}
			}
		}
	}
	return false
}

// triumphWanted names the triumph the goal asks for: "a great triumph", "a
// triumph".
func (s *Solved) triumphWanted() string {
	if s.kind == arith.TriumphNone {
		return "a triumph"
	}
	return "a " + s.kind.String() + " triumph"
}

// inPlaceOfMover says in numbers what a triumph puzzle's action gives
// when it sets its man on the square the answer's mover fills: the
// arrangement the answer completes, with this man's value in its place
// ("b13-c13 sets the 4 where the answer sets a 2: 4, 9, 16, 72: ...
// only one kind ..."). "" when the action goes elsewhere, or moves the
// answer's own man, or the puzzle has no single answer to compare with.
func (s *Solved) inPlaceOfMover(a engine.Action) string {
	if len(s.Solutions) == 0 || len(s.Solutions[0].Triumphs) == 0 {
		return ""
	}
	sol := &s.Solutions[0]
	right, t := sol.Action(), sol.Triumphs[0]
	if a.To != right.To || a.From == right.From {
		return ""
	}
	at := slices.Index(t.Squares, right.To)
	p := s.pos()
	piece := p.At(a.From)
	if at < 0 || piece.IsPyramid() {
		return ""
	}
	values := slices.Clone(t.Values)
	mover := values[at]
	values[at] = int64(piece.Value)
	return fmt.Sprintf("on %s the %d would stand where the answer sets a %d: %s",
		a.To, piece.Value, mover, arith.ExplainTriumph(values...))
}

// otherTriumphs says which triumphs of other kinds the man's actions do
// complete, if any: "; c9-d10 completes a great triumph instead".
func (s *Solved) otherTriumphs(from board.Square) string {
	for _, o := range s.Outcomes {
		if o.Action.From == from && len(o.Triumphs) > 0 {
			return fmt.Sprintf("; %s completes a %s triumph, not the one asked for", o.Action, o.Triumphs[0].Kind)
		}
	}
	return ""
}

// Action judges the action chosen (the man and its destination, or taking
// without moving): right when it is a solution.
func (s *Solved) Action(a engine.Action) Verdict {
	p := s.pos()
	o, legal := s.outcome(a)
	if !legal {
		// The engine says why: a flying square offered beside the legal
		// ones is explained in full.
		var ill *engine.IllegalError
		if _, err := engine.CapturesOf(p, a); errors.As(err, &ill) {
			return wrong("%s is not allowed here: %s", a, ill.Why)
		}
		return wrong("%s is not a legal action here", a)
	}
	if s.Puzzle.Goal.InTwo() {
		return s.twoAction(a)
	}
	if _, ok := s.solution(a); ok {
		return right("yes, %s does it", a)
	}
	g := s.Puzzle.Goal
	switch {
	case g.Kind == puzzles.GoalCapture && g.Most:
		v := value(o.Captures)
		if v == 0 {
			return wrong("%s takes nothing; the most you can take is %d", a, s.Most)
		}
		return wrong("%s takes %s: %d in all, less than the %d you can take", a, capturedMen(p, o.Captures), v, s.Most)
	case g.Kind == puzzles.GoalCapture:
		why := s.whyNot(a, g.Target, engine.RelNone)
		text := fmt.Sprintf("%s does not take the %s", a, ManOn(p, g.Target))
		if len(why) > 0 {
			text += ": " + strings.Join(why, "; ")
		}
		if len(o.Captures) > 0 {
			text += fmt.Sprintf(" (it takes %s instead)", capturedMen(p, o.Captures))
		}
		return wrong("%s", text)
	case g.Kind == puzzles.GoalTriumph:
		if len(o.Triumphs) > 0 {
			return wrong("%s completes a %s triumph, not %s: %s", a, o.Triumphs[0].Kind, s.triumphWanted(), o.Triumphs[0].Explain())
		}
		why := s.triumphWhyNot()
		if why == "" {
			if in := s.inPlaceOfMover(a); in != "" {
				why = ": " + in
			}
		}
		return wrong("%s completes no triumph%s", a, why)
	case g.Kind == puzzles.GoalVictory:
		c, ok := s.countAfter(o)
		if !ok {
			return wrong("%s takes nothing, and only a capture brings the %s nearer: %s", a, s.victoryWanted(), s.Before.Text)
		}
		return wrong("%s takes %s, but that does not win the %s: %s", a, capturedMen(p, o.Captures), s.victoryWanted(), c.Text)
	}
	return wrong("%s is not needed here", a)
}

// victoryWanted names the common victory the goal asks for: "victory of
// quarrel (160 in at most 8 digits)".
func (s *Solved) victoryWanted() string {
	return s.Puzzle.Goal.Victory.TitleFor(s.Puzzle.Position.Rules.Set)
}

// bestCountOf says where the man's best capture leaves the count: "; its
// best capture, b10x, leaves this count: ...".
func (s *Solved) bestCountOf(from board.Square) string {
	a, best, found := s.bestCount(func(a engine.Action) bool { return a.From == from })
	if !found {
		return ": it takes nothing this turn, whatever it does"
	}
	return fmt.Sprintf("; its best capture, %s, leaves this count: %s", a, best.Text)
}

// BestCount is the capture that leaves the side's count toward the agreed
// common victory highest (the largest sum counted, then the most men), with
// that count; false when no action takes anything (victory goals only).
func (s *Solved) BestCount() (engine.Action, triumph.Count, bool) {
	return s.bestCount(func(engine.Action) bool { return true })
}

func (s *Solved) bestCount(keep func(engine.Action) bool) (engine.Action, triumph.Count, bool) {
	var best triumph.Count
	var bestAction engine.Action
	found := false
	for i := range s.Outcomes {
		o := &s.Outcomes[i]
		if !keep(o.Action) {
			continue
		}
		if c, ok := s.countAfter(o); ok && (!found || c.Sum > best.Sum || c.Sum == best.Sum && len(c.Counted) > len(best.Counted)) {
			best, bestAction, found = c, o.Action, true
		}
	}
	return bestAction, best, found
}

// triumphWhyNot adds, when the rules forbid a triumph now, why.
func (s *Solved) triumphWhyNot() string {
	if ok, why := triumph.Allowed(s.pos(), s.side()); !ok {
		return ": " + why
	}
	return ""
}

// Taken judges the men named as taken by the action: right when they are
// exactly the men it takes.
func (s *Solved) Taken(a engine.Action, named []board.Square) Verdict {
	p := s.pos()
	o, legal := s.outcome(a)
	if !legal {
		return wrong("%s is not a legal action here", a)
	}
	taken := takenSquares(o.Captures)
	var problems, yes []string
	for _, sq := range uniqueSorted(named) {
		if slices.Contains(taken, sq) {
			yes = append(yes, sq.String())
			continue
		}
		text := fmt.Sprintf("%s no: %s does not take the %s", sq, a, ManOn(p, sq))
		if why := s.whyNot(a, sq, engine.RelNone); len(why) > 0 {
			text += ": " + strings.Join(why, "; ")
		}
		problems = append(problems, text)
	}
	for _, sq := range taken {
		if slices.Contains(named, sq) {
			continue
		}
		c := captureOn(o.Captures, sq)
		text := fmt.Sprintf("you left out the %s", ManOn(p, sq))
		if len(c.Reasons) > 0 {
			text += ": " + c.Reasons[0].Explain()
		}
		problems = append(problems, text)
	}
	if len(problems) > 0 {
		// Judged per man, so that the learner corrects the ticks rather
		// than starts again: "e8 yes; a13 no: ...".
		if len(yes) > 0 {
			problems = append([]string{strings.Join(yes, ", ") + " yes"}, problems...)
		}
		return wrong("%s", strings.Join(problems, "; "))
	}
	return right("yes, %s takes %s", a, capturedMen(p, o.Captures))
}

// Relation judges the relation named for the goal's man (capture SQUARE):
// right when it is one of the reasons the action takes that man.
func (s *Solved) Relation(a engine.Action, rel engine.Relation) Verdict {
	g := s.Puzzle.Goal
	if g.Kind != puzzles.GoalCapture || g.Most {
		return s.Relations(a, []engine.Relation{rel})
	}
	return s.relationOf(a, g.Target, rel)
}

// relationOf judges the relation named for the man on target.
func (s *Solved) relationOf(a engine.Action, target board.Square, rel engine.Relation) Verdict {
	p := s.pos()
	o, legal := s.outcome(a)
	if !legal {
		return wrong("%s is not a legal action here", a)
	}
	c := captureOn(o.Captures, target)
	for _, r := range c.Reasons {
		if r.Relation == rel {
			return right("%s", r.Explain())
		}
	}
	text := fmt.Sprintf("the %s is not taken by %s", ManOn(p, target), rel)
	if why := s.whyNot(a, target, rel); len(why) > 0 {
		text += ": " + why[0]
	}
	if len(c.Reasons) > 0 {
		text += "; instead " + c.Reasons[0].Explain()
	}
	return wrong("%s", text)
}

// Relations judges the relations named for everything an action takes
// (capture most): right when every man taken falls by one of them and each
// of them takes one of the men.
func (s *Solved) Relations(a engine.Action, rels []engine.Relation) Verdict {
	p := s.pos()
	o, legal := s.outcome(a)
	if !legal {
		return wrong("%s is not a legal action here", a)
	}
	var problems, why []string
	for _, rel := range rels {
		used := false
		for _, c := range o.Captures {
			for _, r := range c.Reasons {
				used = used || r.Relation == rel
			}
		}
		if !used {
			text := fmt.Sprintf("%s takes nothing by %s", a, rel)
			if len(o.Captures) > 0 {
				if w := s.whyNot(a, o.Captures[0].Square, rel); len(w) > 0 {
					text += ": " + strings.Join(w, "; ")
				}
			}
			problems = append(problems, text)
		}
	}
	for _, c := range o.Captures {
		covered := false
		for _, r := range c.Reasons {
			covered = covered || slices.Contains(rels, r.Relation)
		}
		if !covered && len(c.Reasons) > 0 {
			problems = append(problems, fmt.Sprintf("the %s falls by %s: %s", ManOn(p, c.Square), c.Reasons[0].Relation, c.Reasons[0].Explain()))
		}
		if len(c.Reasons) > 0 {
			why = append(why, c.Reasons[0].Explain())
		}
	}
	if len(rels) == 0 {
		problems = append([]string{"you named no relation"}, problems...)
	}
	if len(problems) > 0 {
		return wrong("%s", strings.Join(problems, "; "))
	}
	return right("%s", strings.Join(why, "; "))
}

// Proportions judges the proportions named for the triumph an action
// completes: right when they are exactly those of one of its triumphs of the
// kind asked for.
func (s *Solved) Proportions(a engine.Action, named []arith.Proportion) Verdict {
	sol, ok := s.solution(a)
	if !ok {
		return s.Action(a)
	}
	named = uniqueProportions(named)
	for _, t := range sol.Triumphs {
		if sameProportions(t.Proportions, named) {
			return right("%s", t.Explain())
		}
	}
	t := sol.Triumphs[0]
	var problems []string
	for _, p := range named {
		if !slices.Contains(t.Proportions, p) {
			problems = append(problems, "not "+p.String()+s.progressionWhyNot(p, t.Values))
		}
	}
	for _, p := range t.Proportions {
		if !slices.Contains(named, p) {
			problems = append(problems, "you left out "+p.String())
		}
	}
	return wrong("%s: %s; %s", joinValues(t.Values), strings.Join(problems, "; "), t.Explain())
}

// progressionWhyNot shows in numbers why three values are not in the
// proportion (four values are explained by the triumph as a whole).
func (s *Solved) progressionWhyNot(p arith.Proportion, v []int64) string {
	if len(v) == 3 {
		return " (" + arith.ExplainProgression(p, v[0], v[1], v[2]) + ")"
	}
	return ""
}

// SpotMen judges the men named as takeable now (spot): right when they are
// exactly the spotted men.
func (s *Solved) SpotMen(named []board.Square) Verdict {
	p := s.pos()
	var problems []string
	for _, sq := range uniqueSorted(named) {
		if _, ok := s.spot(sq); ok {
			continue
		}
		problems = append(problems, s.notTakeableNow(sq))
	}
	for i := range s.Spots {
		sp := &s.Spots[i]
		if slices.Contains(named, sp.Square) {
			continue
		}
		text := fmt.Sprintf("you left out the %s", ManOn(p, sp.Square))
		if len(sp.Reasons) > 0 {
			text += ": " + sp.Reasons[0].Explain()
		}
		problems = append(problems, text)
	}
	if len(problems) > 0 {
		return wrong("%s", strings.Join(problems, "; "))
	}
	names := make([]string, len(s.Spots))
	for i := range s.Spots {
		names[i] = "the " + ManOn(p, s.Spots[i].Square)
	}
	return right("yes, you can take %s now", andList(names))
}

// notTakeableNow says why the man on sq cannot be taken without moving,
// asking the engine about the nearest of the side's men.
func (s *Solved) notTakeableNow(sq board.Square) string {
	p := s.pos()
	text := fmt.Sprintf("the %s cannot be taken now", ManOn(p, sq))
	if !p.Contains(sq) || p.At(sq).Side != s.side().Opponent() {
		return fmt.Sprintf("%s holds no enemy man", sq)
	}
	kind := engine.Take
	if p.Rules.Set == board.Nemec {
		kind = engine.Attack
	}
	var why []string
	for _, from := range s.nearestOwn(sq, maxWhy) {
		a := engine.Action{Kind: kind, From: from, To: sq}
		if kind == engine.Attack {
			a.To = from
		}
		for _, t := range s.whyNot(a, sq, engine.RelNone) {
			if !contains(why, t) {
				why = append(why, t)
			}
		}
	}
	if len(why) > maxWhy {
		why = why[:maxWhy]
	}
	if len(why) > 0 {
		text += ": " + strings.Join(why, "; ")
	}
	return text
}

// nearestOwn lists up to n of the side's men nearest to sq (king's-move
// distance, then square order).
func (s *Solved) nearestOwn(sq board.Square, n int) []board.Square {
	var own []board.Square
	s.pos().Men(func(at board.Square, piece board.Piece) {
		if piece.Side == s.side() {
			own = append(own, at)
		}
	})
	dist := func(a board.Square) int {
		return max(arith.Abs(a.File()-sq.File()), arith.Abs(a.Rank()-sq.Rank()))
	}
	slices.SortStableFunc(own, func(a, b board.Square) int { return dist(a) - dist(b) })
	if len(own) > n {
		own = own[:n]
	}
	return own
}

// SpotRelation judges the relation named for a spotted man.
func (s *Solved) SpotRelation(sq board.Square, rel engine.Relation) Verdict {
	p := s.pos()
	sp, ok := s.spot(sq)
	if !ok {
		return wrong("%s", s.notTakeableNow(sq))
	}
	if r, ok := sp.reason(rel); ok {
		return right("%s", r.Explain())
	}
	text := fmt.Sprintf("the %s is not taken by %s now", ManOn(p, sq), rel)
	if why := s.whyNot(sp.Actions[0], sq, rel); len(why) > 0 {
		text += ": " + why[0]
	}
	if len(sp.Reasons) > 0 {
		text += "; instead " + sp.Reasons[0].Explain()
	}
	return wrong("%s", text)
}

// captureOn finds the capture of the man on sq, merging a pyramid's layers'
// reasons.
func captureOn(cs []engine.Capture, sq board.Square) engine.Capture {
	var out engine.Capture
	found := false
	for _, c := range cs {
		if c.Square != sq {
			continue
		}
		if !found {
			out, found = c, true
			out.Reasons = slices.Clone(c.Reasons)
			continue
		}
		out.Reasons = append(out.Reasons, c.Reasons...)
	}
	return out
}

func uniqueSorted(sqs []board.Square) []board.Square {
	out := slices.Clone(sqs)
	slices.Sort(out)
	return slices.Compact(out)
}

func uniqueProportions(ps []arith.Proportion) []arith.Proportion {
	out := slices.Clone(ps)
	slices.Sort(out)
	return slices.Compact(out)
}

func sameProportions(a, b []arith.Proportion) bool {
	x, y := uniqueProportions(a), uniqueProportions(b)
	return slices.Equal(x, y)
}

func joinValues(v []int64) string {
	s := make([]string, len(v))
	for i, x := range v {
		s[i] = fmt.Sprint(x)
	}
	return strings.Join(s, ", ")
}
