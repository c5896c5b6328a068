package puzzles

import (
	"fmt"

	"github.com/rithmo/rithmo/rules/board"
)

// Headline is the neutral title shown over a puzzle before its verdict: what
// kind of goal it is and the position's character (how crowded the board
// is, who moves), and never the relation, the triumph's kind or any of the
// arithmetic, which the title proper often names and which would give the
// answer away. The title proper is shown with the answer. A puzzle with an
// Occasion (the puzzle of the day) leads with it.
//
//	Find the capture: a crowded board of 46 men, Black to move
func (p *Puzzle) Headline() string {
	h := fmt.Sprintf("%s: %s, %s to move", goalHeadline(p.Goal), character(&p.Position), p.Position.ToMove.Title())
	if p.Occasion != "" {
		return p.Occasion + ". " + h
	}
	return h
}

// goalHeadline names the kind of goal only: the goal line under the board
// says which man or triumph kind is asked for.
func goalHeadline(g Goal) string {
	var s string
	switch {
	case g.Kind == GoalCapture && g.Most:
		s = "Find the biggest capture"
	case g.Kind == GoalCapture:
		s = "Find the capture"
	case g.Kind == GoalSpot:
		s = "Spot what stands to be taken"
	case g.Kind == GoalTriumph:
		s = "Find the triumph"
	case g.Kind == GoalVictory:
		s = "Find the winning capture"
	default:
		s = "Find the answer"
	}
	if g.InTwo() {
		s += " in two moves"
	}
	return s
}

// Board characters by the men standing: a crowded board (an opening or a
// game in full swing: the count cannot tell them apart), one opened up by
// exchanges, or a composed study.
const (
	crowdedMen = 30
	openMen    = 15
)

func character(p *board.Position) string {
	n := 0
	p.Men(func(board.Square, board.Piece) { n++ })
	switch {
	case n >= crowdedMen:
		return fmt.Sprintf("a crowded board of %d men", n)
	case n >= openMen:
		return fmt.Sprintf("an open board of %d men", n)
	case n == 1:
		return "a study of one man"
	}
	return fmt.Sprintf("a study of %d men", n)
}
