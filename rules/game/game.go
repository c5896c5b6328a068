package game

import (
	"errors"
	"fmt"
	"strings"

	"github.com/rithmo/rithmo/rules/board"
	"github.com/rithmo/rithmo/rules/engine"
	"github.com/rithmo/rithmo/rules/triumph"
)

// DrawPlies is the draw rule: so many actions in a row (50 by each side)
// with no capture by either side draw the game.
const DrawPlies = 100

// Outcome is how a game stands.
type Outcome uint8

const (
	Ongoing Outcome = iota
	WhiteWins
	BlackWins
	Drawn
)

// Winner is the side that won, NoSide for a draw or a game still played.
func (o Outcome) Winner() board.Side {
	switch o {
	case WhiteWins:
		return board.White
	case BlackWins:
		return board.Black
	}
	return board.NoSide
}

func winFor(s board.Side) Outcome {
	if s == board.Black {
		return BlackWins
	}
	return WhiteWins
}

// End names why a game ended.
type End string

const (
	EndNone        End = ""
	EndTriumph     End = "triumph"
	EndCommon      End = "common victory"
	EndResignation End = "resignation"
	EndQuiet       End = "no capture"
	EndNoAction    End = "no action"
)

// Result is how the game ended and why, in words with numbers.
type Result struct {
	Outcome Outcome
	End     End
	Text    string
}

// Player names who plays a side: a person (Level 0) or the opponent at a
// level from 1 to 5.
type Player struct {
	Level int
	Seed  uint64
}

// String writes the player as a record's header does: "person" or
// "level 3 seed 7".
func (p Player) String() string {
	if p.Level == 0 {
		return "person"
	}
	return fmt.Sprintf("level %d seed %d", p.Level, p.Seed)
}

// ParsePlayer reads what Player.String writes.
func ParsePlayer(s string) (Player, error) {
	if s == "person" {
		return Player{}, nil
	}
	var p Player
	var rest string
	n, _ := fmt.Sscanf(s, "level %d seed %d%s", &p.Level, &p.Seed, &rest)
	if n != 2 || p.Level < 1 || p.Level > 5 || s != p.String() {
		return Player{}, fmt.Errorf("player %q: want person or level N seed S, N from 1 to 5", s)
	}
	return p, nil
}

// Step is one action played, with what it took and why.
type Step struct {
	Side     board.Side
	Action   engine.Action
	Captures []engine.Capture
	Triumphs []triumph.Triumph
}

// Explain says the action and what it took, one capture per line: "c6-d7
// takes 12 on e8: 6 on d7 + 6 on e6 = 12 on e8: addition".
func (s Step) Explain() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s plays %s", s.Side.Title(), s.Action)
	if len(s.Captures) == 0 {
		b.WriteString(": takes nothing")
	}
	for _, c := range s.Captures {
		fmt.Fprintf(&b, "\n  takes %s on %s: %s", c.Piece, c.Square, c.Explain())
	}
	return b.String()
}

// Game is a whole game: its settings, its players, the actions played and
// the positions they lead through.
type Game struct {
	Rules   board.Rules
	Victory triumph.Settings
	White   Player
	Black   Player
	Date    string // the day the game began, YYYY-MM-DD, given by the caller (no clock here)

	// Positions[i] is the position before Steps[i]; the last is the
	// position now.
	Positions []board.Position
	Steps     []Step
	// Quiet counts the actions since the last capture by either side.
	Quiet  int
	Result Result
}

// ErrOver is returned for an action offered after the game has ended.
var ErrOver = errors.New("the game is over")

// New starts a game from the rule set's opening array.
func New(r board.Rules, v triumph.Settings, white, black Player, date string) (*Game, error) {
	if err := v.Validate(); err != nil {
		return nil, err
	}
	start := board.Opening(r)
	g := &Game{Rules: r, Victory: v, White: white, Black: black, Date: date, Positions: []board.Position{start}}
	g.judgeStuck()
	return g, nil
}

// Position is the position now.
func (g *Game) Position() *board.Position { return &g.Positions[len(g.Positions)-1] }

// ToMove is the side whose turn it is.
func (g *Game) ToMove() board.Side { return g.Position().ToMove }

// PlayerOf is who plays a side.
func (g *Game) PlayerOf(s board.Side) Player {
	if s == board.Black {
		return g.Black
	}
	return g.White
}

// Over reports whether the game has ended.
func (g *Game) Over() bool { return g.Result.Outcome != Ongoing }

// Play plays an action of the side to move; an illegal action is refused
// with the engine's *engine.IllegalError and changes nothing.
func (g *Game) Play(a engine.Action) (Step, error) {
	if g.Over() {
		return Step{}, ErrOver
	}
	p := g.Position()
	var out *engine.Outcome
	outs := engine.Analyse(p)
	for i := range outs {
		if outs[i].Action == a {
			out = &outs[i]
			break
		}
	}
	if out == nil {
		_, err := engine.CapturesOf(p, a) // the engine's words for why not
		if err == nil {
			err = &engine.IllegalError{Action: a, Why: "not among the legal actions"}
		}
		return Step{}, err
	}
	next, caps, err := engine.Apply(p, a)
	if err != nil {
		return Step{}, err
	}
	st := Step{Side: p.ToMove, Action: a, Captures: caps, Triumphs: out.Triumphs}
	g.Steps = append(g.Steps, st)
	g.Positions = append(g.Positions, next)
	if len(caps) > 0 {
		g.Quiet = 0
	} else {
		g.Quiet++
	}
	g.judge()
	return st, nil
}

// Resign ends the game: side resigns and the other wins.
func (g *Game) Resign(side board.Side) error {
	if g.Over() {
		return ErrOver
	}
	if side != board.White && side != board.Black {
		return fmt.Errorf("resign: no side %q", side)
	}
	g.Result = Result{Outcome: winFor(side.Opponent()), End: EndResignation,
		Text: fmt.Sprintf("%s resigns after %d actions: %s wins", side.Title(), len(g.Steps), side.Opponent().Title())}
	return nil
}

// judge looks for the end of the game after an action.
func (g *Game) judge() {
	p := g.Position()
	if v, ok := triumph.Won(p, g.Victory); ok {
		end := EndCommon
		if v.Triumph != nil {
			end = EndTriumph
		}
		g.Result = Result{Outcome: winFor(v.Side), End: end, Text: fmt.Sprintf("%s wins: %s", v.Side.Title(), v.Text)}
		return
	}
	if g.Quiet >= DrawPlies {
		last := fmt.Sprintf("the last capture was at action %d", len(g.Steps)-g.Quiet)
		if len(g.Steps) == g.Quiet {
			last = "nothing has been taken since the game began"
		}
		g.Result = Result{Outcome: Drawn, End: EndQuiet, Text: fmt.Sprintf(
			"drawn: no capture by either side in %d actions (%d by each side); %s", g.Quiet, g.Quiet/2, last)}
		return
	}
	g.judgeStuck()
}

// judgeStuck ends a game whose side to move has no legal action: that
// side loses, as an army wholly taken or hemmed in has.
func (g *Game) judgeStuck() {
	p := g.Position()
	if len(engine.Legal(p)) > 0 {
		return
	}
	men := 0
	p.Men(func(_ board.Square, pc board.Piece) {
		if pc.Side == p.ToMove {
			men++
		}
	})
	g.Result = Result{Outcome: winFor(p.ToMove.Opponent()), End: EndNoAction, Text: fmt.Sprintf(
		"%s wins: %s, to move at action %d with %d men on the board, has no legal action",
		p.ToMove.Opponent().Title(), p.ToMove.Title(), len(g.Steps)+1, men)}
}

// Undo takes back the last action (a person's slip in a game against the
// opponent is taken back with the opponent's answer by calling it twice).
func (g *Game) Undo() bool {
	if len(g.Steps) == 0 {
		return false
	}
	g.Steps = g.Steps[:len(g.Steps)-1]
	g.Positions = g.Positions[:len(g.Positions)-1]
	g.Result = Result{}
	g.Quiet = 0
	for i := len(g.Steps) - 1; i >= 0 && len(g.Steps[i].Captures) == 0; i-- {
		g.Quiet++
	}
	return true
}
