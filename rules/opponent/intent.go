package opponent

import (
	"fmt"
	"strings"

	"github.com/rithmo/rithmo/rules/arith"
	"github.com/rithmo/rithmo/rules/board"
	"github.com/rithmo/rithmo/rules/engine"
	"github.com/rithmo/rithmo/rules/triumph"
)

// Intent is what an action is for beyond what it takes now, in numbers:
// which man goes where and how far it stands from the camp where a
// triumph is set, what it could take in two moves, the nearest enemy man
// when nothing is in reach, and the triumph it builds toward. It answers
// "what are you planning?" at every stage, the opening included, where
// nothing is to be taken for many moves.
type Intent struct {
	Man      board.Piece
	From, To board.Square
	// CampLo and CampHi are the ranks (from 0) of the camp where the
	// mover's triumphs are set; Away is how many ranks the man stands
	// short of it (0: inside).
	CampLo, CampHi, Away int
	// Setup and Later are a capture in two moves: the mover's next action
	// (Setup) after which Later takes what it does, were the enemy to let
	// it; Setup is the zero Action when there is none.
	Setup engine.Action
	Later Threat
	// InReach reports whether the mover can take something on its next
	// action already (the Plan's Threats say what).
	InReach bool
	// Nearest is the enemy man nearest the man's new square, Distance
	// squares away (king's steps); NoSquare when none is left.
	Nearest    board.Square
	NearestMan board.Piece
	Distance   int
	// Builds is a progression the man's value makes with two other men of
	// its side (Partners, standing At), the closest to the camp; nil when
	// none, or when no triumph may be set yet (Blocked says why).
	Builds   []int64
	Partners [2]board.Piece
	At       [2]board.Square
	Kind     arith.Proportion
	Blocked  string
	Text     string
}

// IntentOf says what the action a of the side to move in p is for. The
// search does not need it: it is asked for when a person asks what the
// opponent plans, at the cost of a few dozen analyses.
func IntentOf(p *board.Position, a engine.Action) (Intent, bool) {
	after, _, err := engine.Apply(p, a)
	if err != nil {
		return Intent{}, false
	}
	me := p.ToMove
	sq := a.To
	if pc := after.At(sq); pc.IsEmpty() || pc.Side != me {
		sq = a.From
	}
	man := after.At(sq)
	if man.IsEmpty() || man.Side != me {
		return Intent{}, false
	}
	in := Intent{Man: man, From: a.From, To: sq, Nearest: board.NoSquare}
	in.CampLo, in.CampHi = board.Camp(p.Rules.Set, me.Opponent(), p.Ranks)
	r := sq.Rank()
	switch {
	case r < in.CampLo:
		in.Away = in.CampLo - r
	case r > in.CampHi:
		in.Away = r - in.CampHi
	}
	in.Setup, in.Later, in.InReach = twoMoves(&after, sq)
	in.Nearest, in.Distance = nearestEnemy(&after, sq)
	if in.Nearest != board.NoSquare {
		in.NearestMan = after.At(in.Nearest)
	}
	if ok, why := triumph.Allowed(&after, me); !ok {
		in.Blocked = why
	} else {
		in.builds(&after, sq)
	}
	in.Text = in.words()
	return in, true
}

// twoMoves finds the richest capture the man on sq could make on the move
// after next: a move of its own, then a capture it could not make now,
// were the enemy to let both pass. Another man's move that opens one is
// the fallback when the man itself has none.
func twoMoves(after *board.Position, sq board.Square) (engine.Action, Threat, bool) {
	me := after.ToMove.Opponent()
	now := *after
	now.ToMove = me
	first := engine.Analyse(&now)
	inReach := map[board.Square]bool{}
	for _, o := range first {
		for _, c := range o.Captures {
			inReach[c.Square] = true
		}
	}
	var best Threat
	var setup engine.Action
	try := func(own bool) {
		for i := range first {
			o := &first[i]
			if len(o.Captures) > 0 || (o.Action.From == sq) != own {
				continue
			}
			next, _, err := engine.Apply(&now, o.Action)
			if err != nil {
				continue
			}
			next.ToMove = me
			for _, o2 := range engine.Analyse(&next) {
				for _, c := range o2.Captures {
					if !inReach[c.Square] && c.Piece.Value > best.Capture.Piece.Value {
						best, setup = Threat{Action: o2.Action, Capture: c}, o.Action
					}
				}
			}
		}
	}
	try(true)
	if setup == (engine.Action{}) {
		try(false)
	}
	return setup, best, len(inReach) > 0
}

// nearestEnemy is the enemy man nearest sq in king's steps, the lower
// square first among equals.
func nearestEnemy(p *board.Position, sq board.Square) (board.Square, int) {
	me := p.At(sq).Side
	best, dist := board.NoSquare, 0
	p.Men(func(s board.Square, pc board.Piece) {
		if pc.Side == me {
			return
		}
		d := max(abs(s.File()-sq.File()), abs(s.Rank()-sq.Rank()))
		if best == board.NoSquare || d < dist {
			best, dist = s, d
		}
	})
	return best, dist
}

// builds finds two men of the man's side whose values make a progression
// with its own, those standing nearest the camp first: the triumph the
// man is brought up for.
func (in *Intent) builds(p *board.Position, sq board.Square) {
	type man struct {
		sq  board.Square
		v   int64
		off int // ranks short of the camp
	}
	var own []man
	p.Men(func(s board.Square, pc board.Piece) {
		if pc.Side != in.Man.Side || s == sq || int64(pc.Value) == int64(in.Man.Value) {
			return
		}
		off := 0
		switch r := s.Rank(); {
		case r < in.CampLo:
			off = in.CampLo - r
		case r > in.CampHi:
			off = r - in.CampHi
		}
		own = append(own, man{s, int64(pc.Value), off})
	})
	v := int64(in.Man.Value)
	bestOff := -1
	for i := range own {
		for j := i + 1; j < len(own); j++ {
			a, b := own[i], own[j]
			if a.v == b.v {
				continue
			}
			kinds := arith.Progressions(v, a.v, b.v)
			if len(kinds) == 0 {
				continue
			}
			if off := a.off + b.off; bestOff < 0 || off < bestOff {
				bestOff = off
				in.Builds = sorted3(v, a.v, b.v)
				in.Partners = [2]board.Piece{p.At(a.sq), p.At(b.sq)}
				in.At = [2]board.Square{a.sq, b.sq}
				in.Kind = kinds[0]
			}
		}
	}
}

func sorted3(a, b, c int64) []int64 {
	s := []int64{a, b, c}
	for i := 1; i < 3; i++ {
		for j := i; j > 0 && s[j] < s[j-1]; j-- {
			s[j], s[j-1] = s[j-1], s[j]
		}
	}
	return s
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// words says the intent: "My R16 goes d13-e12, 3 ranks short of your camp
// (ranks 1 to 12). In two moves: e12-e10, then e10xe8 takes your t12 on
// e8: ... It builds toward a triumph with my R4 on c14 and R10 on d14: 4,
// 10, 16: ...".
func (in Intent) words() string {
	var b strings.Builder
	move := fmt.Sprintf("%s-%s", in.From, in.To)
	if in.From == in.To {
		move = "on " + in.To.String()
	}
	fmt.Fprintf(&b, "My %s goes %s", in.Man, move)
	camp := fmt.Sprintf("your camp (ranks %d to %d), where a triumph is set", in.CampLo+1, in.CampHi+1)
	if in.Away == 0 {
		fmt.Fprintf(&b, ", inside %s.", camp)
	} else {
		fmt.Fprintf(&b, ", %d %s short of %s.", in.Away, plural(in.Away, "rank"), camp)
	}
	switch {
	case in.Setup != engine.Action{}:
		c := in.Later.Capture
		fmt.Fprintf(&b, " In two moves, if you let me: %s, then %s takes your %s on %s: %s.", in.Setup, in.Later.Action, c.Piece, c.Square, c.Explain())
	case in.Nearest != board.NoSquare && !in.InReach:
		fmt.Fprintf(&b, " Nothing of yours is within two moves of my men; your nearest man to it is the %s on %s, %d %s away.",
			in.NearestMan, in.Nearest, in.Distance, plural(in.Distance, "square"))
	}
	switch {
	case in.Builds != nil:
		x, y, z := in.Builds[0], in.Builds[1], in.Builds[2]
		fmt.Fprintf(&b, " It builds toward a triumph with my %s on %s and %s on %s: %s.", in.Partners[0], in.At[0], in.Partners[1], in.At[1],
			arith.ExplainProgression(in.Kind, x, y, z))
	case in.Blocked != "":
		fmt.Fprintf(&b, " No triumph yet: %s.", in.Blocked)
	default:
		fmt.Fprintf(&b, " No two other men of mine make a progression with its %d: it builds no triumph.", in.Man.Value)
	}
	return b.String()
}

func plural(n int, noun string) string {
	if n == 1 {
		return noun
	}
	return noun + "s"
}

// PlanOf is the plan of an action already chosen in p (in a game resumed
// from its record, whose search is not kept): what it takes and sets, and
// what it threatens next; no line, no score.
func PlanOf(p *board.Position, a engine.Action) (Plan, bool) {
	for _, o := range engine.Analyse(p) {
		if o.Action == a {
			pl := planOf(&o)
			pl.Threats = threats(p, a)
			if len(pl.Triumphs) == 0 {
				pl.Sets = triumphThreats(p, a)
			}
			return pl, true
		}
	}
	return Plan{}, false
}
