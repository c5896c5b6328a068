package coach

import (
	"cmp"
	"fmt"
	"slices"

	"github.com/rithmo/rithmo/rules/board"
	"github.com/rithmo/rithmo/rules/engine"
	"github.com/rithmo/rithmo/rules/triumph"
)

// Point is a turning point of a game: an action after which the balance
// moved most, in the values taken or let pass.
type Point struct {
	Ply   int // the action's index in the game, from 0
	Side  board.Side
	Value int64 // the value at stake
	Text  string
}

// TurningPoints names at most max turning points of a game seen from
// learner's side, in the order they were played: the learner's actions
// that let the richest captures or a triumph pass, and the actions of
// either side that took the most. positions[i] is the position before
// actions[i].
func TurningPoints(positions []board.Position, actions []engine.Action, learner board.Side, v triumph.Settings, max int) []Point {
	var pts []Point
	seen := map[string]bool{} // a capture let pass again and again is one turning point, the first time
	for i, a := range actions {
		if i >= len(positions) {
			break
		}
		p := &positions[i]
		side := p.ToMove
		_, caps, err := engine.Apply(p, a)
		if err != nil {
			break
		}
		var took int64
		for _, c := range caps {
			took += int64(c.Piece.Value)
		}
		if took > 0 {
			who := "you"
			if side != learner {
				who = side.Title()
			}
			text := fmt.Sprintf("action %d, %s played %s and took %s", i+1, who, a, takenWords(caps))
			if side != learner && i > 0 && positions[i-1].ToMove == learner {
				// The learner's action before it left the man to be taken.
				text += fmt.Sprintf("; your action %d (%s) left it open", i, actions[i-1])
			}
			pts = append(pts, Point{Ply: i, Side: side, Value: took, Text: text})
		}
		if side != learner {
			continue
		}
		var best *Note
		for _, n := range After(p, a, v) {
			if n.Kind != Missed && n.Kind != MissedTriumph && n.Kind != MissedVictory {
				continue
			}
			if n.Kind != Missed || best == nil || n.Value > best.Value {
				best = &n
				if n.Kind != Missed {
					best.Value = 1 << 40 // a game let pass outweighs any capture
					break
				}
			}
		}
		if best != nil && best.Value > took && !seen[best.Text] {
			seen[best.Text] = true
			pts = append(pts, Point{Ply: i, Side: side, Value: best.Value, Text: fmt.Sprintf(
				"action %d, you played %s; %s", i+1, a, best.Text)})
		}
	}
	slices.SortStableFunc(pts, func(x, y Point) int { return cmp.Compare(y.Value, x.Value) })
	if len(pts) > max {
		pts = pts[:max]
	}
	slices.SortStableFunc(pts, func(x, y Point) int { return cmp.Compare(x.Ply, y.Ply) })
	return pts
}

func takenWords(caps []engine.Capture) string {
	s := ""
	for i, c := range caps {
		if i > 0 {
			s += "; "
		}
		s += fmt.Sprintf("%s on %s (%s)", c.Piece, c.Square, c.Explain())
	}
	return s
}
