package opponent

import (
	"fmt"
	"slices"

	"github.com/rithmo/rithmo/rules/arith"
	"github.com/rithmo/rithmo/rules/board"
	"github.com/rithmo/rithmo/rules/engine"
	"github.com/rithmo/rithmo/rules/triumph"
)

// races are each level's worth of an arrangement two actions from a
// triumph (triumph.Near's two: a man of the side stands in it and two
// more can each come to it in one action), in hundredths of a man; 0: the
// level weighs a leaf's triumph threats as level 3 does (triumphThreat).
// Where the armies cannot reach each other (nemec, whose camp starts one
// rank ahead of each army) a game is a race to set the first triumph, and
// a searcher that sees two actions ahead finds a triumph in two of its
// actions but not the action that prepares one. Measured (40 games,
// bodies men=8, seeds 1 and 101): nemec 4 v 3 from 58 % and 50 % to
// 100 % and 100 % (at 10, 20 and 80 as at 40); 5 v 4 from 100 % to 50 %,
// since level 4 now opens as Black with a forcing action as level 5 does,
// and each wins every game as Black; parlett 4 v 3 from 82 % and 84 % to
// 85 % and 94 %, 5 v 4 from 92 % and 94 % to 94 % and 95 %; fulke2 4 v 3
// 91 % and 92 % before and after, fulke1 and fulke3 4 v 3 (seed 1) 81 %
// and 75 % before and after. Judging an unparried threat lost without
// counting progress left nemec 4 v 3 at 58 % and 50 %.
var races = [Levels + 1]int{4: 40, 5: 40}

// raceCap bounds the arrangements counted for a side: beyond a few, more
// ways to the same triumph add nothing the search does not see.
const raceCap = 4

// threatAt is one action the side not to move could complete a triumph
// with, and the triumph's men.
type threatAt struct {
	a       engine.Action
	simple  bool // a plain move that takes nothing and does not fly
	squares [4]board.Square
	n       int
}

// raceLeaf scores a leaf where the side to move may set a triumph and has
// none in one action (outs are its actions, already analysed): lost
// when the enemy has a triumph in one action that no action parries, and
// otherwise each side's arrangements two actions from a triumph at the
// level's weight, the enemy's triumph threats that can be parried as
// triumphThreat weighs them.
func (s *searcher) raceLeaf(p *board.Position, outs []engine.Outcome, ply int) (score int, lost bool) {
	me := p.ToMove
	s.arrive = s.arrive[:0]
	for i := range outs {
		if a := outs[i].Action; a.Kind == engine.Move {
			s.arrive = append(s.arrive, triumph.Arrival{From: a.From, To: a.To})
		}
	}
	_, mine := triumph.Near(p, me, s.arrive)

	// The enemy's view: its triumphs in one action, and its arrivals.
	fb := s.bufs(ply + 1)
	fb.flip = *p
	fb.flip.ToMove = me.Opponent()
	yours := 0
	s.threatsAt = s.threatsAt[:0]
	if s.triumphs(&fb.flip) {
		enemy, err := fb.z.Analyse(&fb.flip)
		if err == nil {
			s.arrive = s.arrive[:0]
			for i := range enemy {
				o := &enemy[i]
				if o.Action.Kind == engine.Move {
					s.arrive = append(s.arrive, triumph.Arrival{From: o.Action.From, To: o.Action.To})
				}
				if len(o.Triumphs) > 0 {
					t := threatAt{a: o.Action, simple: o.Action.Kind == engine.Move && len(o.Captures) == 0 && !engine.IsLeap(o.Action)}
					t.n = copy(t.squares[:], o.Triumphs[0].Squares)
					s.threatsAt = append(s.threatsAt, t)
				}
			}
			_, yours = triumph.Near(&fb.flip, me.Opponent(), s.arrive)
		}
	}
	if len(s.threatsAt) > 0 {
		if !s.parried(p, outs, ply) {
			return 0, true
		}
		score -= 150 // a threat that must be parried now
	}
	score += (min(mine, raceCap) - min(yours, raceCap)) * s.race
	return score, false
}

// parried reports whether some action of the side to move in p leaves the
// enemy no triumph in one action. Only actions that could touch a threat
// are tried: any that takes, flies or is not a plain move, and a move to
// or from a square a threat uses (the mover's squares and those it
// passes, the triumph's men and the squares between them); every action
// when a threat itself takes or flies, since what it takes depends on
// more of the board.
func (s *searcher) parried(p *board.Position, outs []engine.Outcome, ply int) bool {
	s.stamp++
	all := false
	for _, t := range s.threatsAt {
		if !t.simple {
			all = true
			break
		}
		s.mark(t.a.From, t.a.To, true)
		for i := 0; i < t.n; i++ {
			s.mark(t.squares[i], t.squares[(i+1)%t.n], t.n == 4 || i < t.n-1)
		}
	}
	z := s.bufs(ply + 2).z
	for i := range outs {
		o := &outs[i]
		a := o.Action
		if !all && a.Kind == engine.Move && len(o.Captures) == 0 && !engine.IsLeap(a) && !s.marked(a.From) && !s.marked(a.To) {
			continue
		}
		next, _, err := engine.Apply(p, a)
		if err != nil {
			continue
		}
		if won(&next, s.v, p.ToMove, len(o.Captures) > 0) {
			return true
		}
		replies, err := z.Analyse(&next)
		if err != nil {
			continue
		}
		threat := false
		for j := range replies {
			if len(replies[j].Triumphs) > 0 {
				threat = true
				break
			}
		}
		if !threat {
			return true
		}
	}
	return false
}

// mark stamps a and b and, when between is set and they stand on one
// rank, file or diagonal, the squares between them.
func (s *searcher) mark(a, b board.Square, between bool) {
	s.seen[a], s.seen[b] = s.stamp, s.stamp
	if !between {
		return
	}
	df, dr := b.File()-a.File(), b.Rank()-a.Rank()
	if df != 0 && dr != 0 && abs(df) != abs(dr) {
		return
	}
	n := max(abs(df), abs(dr))
	for k := 1; k < n; k++ {
		s.seen[board.At(a.File()+k*df/n, a.Rank()+k*dr/n)] = s.stamp
	}
}

func (s *searcher) marked(sq board.Square) bool {
	return int(sq) >= 0 && int(sq) < len(s.seen) && s.seen[sq] == s.stamp
}

// TriumphThreat is a triumph the side that has just moved could set on its
// next action, were the enemy to let it.
type TriumphThreat struct {
	Action  engine.Action
	Triumph triumph.Triumph
}

// triumphThreats lists the triumphs the side that plays a could set on its
// next action: the position after a with the same side to move again.
func triumphThreats(p *board.Position, a engine.Action) []TriumphThreat {
	next, _, err := engine.Apply(p, a)
	if err != nil {
		return nil
	}
	next.ToMove = p.ToMove
	if ok, _ := triumph.Allowed(&next, p.ToMove); !ok {
		return nil
	}
	var out []TriumphThreat
	for _, o := range engine.Analyse(&next) {
		if len(o.Triumphs) > 0 {
			out = append(out, TriumphThreat{Action: o.Action, Triumph: o.Triumphs[0]})
		}
	}
	return out
}

// words says the threat in numbers: "d4-e5 sets the great triumph: my 4 on
// d5 and 9 on f5 wait for a 6 on e5: 4 × 9 = 36 = 6 × 6: geometric".
func (t TriumphThreat) words() string {
	tr := t.Triumph
	at := slices.Index(tr.Squares, t.Action.To)
	if at < 0 || len(tr.Squares) != 3 || len(tr.Values) != 3 || len(tr.Proportions) == 0 {
		return fmt.Sprintf("%s: %s", t.Action, tr.Explain())
	}
	var men []string
	for i, sq := range tr.Squares {
		if i == at {
			continue
		}
		whose := "my "
		if i < len(tr.Origins) && tr.Origins[i] == triumph.Enemy {
			whose = "your "
		}
		men = append(men, fmt.Sprintf("%s%d on %s", whose, tr.Values[i], sq))
	}
	v := tr.Values
	return fmt.Sprintf("%s sets the %s triumph: %s and %s wait for a %d on %s: %s", t.Action, tr.Kind, men[0], men[1], v[at], t.Action.To,
		arith.ExplainProgression(tr.Proportions[0], v[0], v[1], v[2]))
}
