package motif

import (
	"fmt"
	"slices"
	"strings"

	"github.com/rithmo/rithmo/puzzles"
	"github.com/rithmo/rithmo/puzzles/judge"
	"github.com/rithmo/rithmo/rules/board"
	"github.com/rithmo/rithmo/rules/engine"
)

// Limits of a collection.
const (
	// MaxPerMotif is how many puzzles may share a motif: a second puzzle
	// confirms an idea, a third repeats it.
	MaxPerMotif = 2
	// KingShareDenominator: at most one capture puzzle in this many may
	// involve a king (as the man taken, a layer of it, or a taker).
	KingShareDenominator = 4
	// MinForKingShare is the fewest capture puzzles over which the king's
	// share is held: a file of one theme (pyramids.puz) is no collection.
	MinForKingShare = 40
)

// Motif is what one puzzle is about.
type Motif struct {
	// Key is the motif: equal keys, the same idea. Empty when the goal has
	// none (spot, victory), or no solution to read it from.
	Key string
	// Position is the board, side to move, rules and prisoners, without
	// the turn number: one position is one puzzle, whatever its goal.
	Position string
	// King: a capture goal whose solution takes a pyramid or a layer of
	// one, or acts with one.
	King bool
	// Capture: the goal is a capture (one move or two).
	Capture bool
}

// Of reads a puzzle's motif from the engine's solution of it.
func Of(pz *puzzles.Puzzle, s *judge.Solved) Motif {
	m := Motif{Position: positionKey(&pz.Position), Capture: pz.Goal.Kind == puzzles.GoalCapture}
	if s == nil || len(s.Solutions) == 0 {
		return m
	}
	sol := s.Solutions[0].Outcome
	p := &pz.Position
	rules := pz.Position.Rules.String()
	g := pz.Goal
	switch {
	case g.Kind == puzzles.GoalCapture && g.InTwo():
		// The idea of a two-mover is its first action: how the mover
		// comes to the target, and what the target is.
		a := sol.Action
		t := g.Target
		m.Key = fmt.Sprintf("%s|capture in 2|%s|from %s to %s|%s", rules, p.At(t).String(), offset(a.From, t), offset(a.To, t), themesRelations(pz))
		m.King = p.At(t).IsPyramid() || p.At(a.From).IsPyramid()
	case g.Kind == puzzles.GoalCapture && !g.Most:
		for _, c := range sol.Captures {
			if c.Square != g.Target || len(c.Reasons) == 0 {
				continue
			}
			r := c.Reasons[0]
			m.Key = fmt.Sprintf("%s|capture|%s|%v onto %d|%s|%s", rules, relationName(r), sortedValues(r.Values), r.Target, partName(r.Part), geometry(sol.Action, r))
			m.King = c.Piece.IsPyramid() || r.Part != engine.PartMan || p.At(sol.Action.From).IsPyramid()
			for _, sq := range r.By {
				m.King = m.King || p.At(sq).IsPyramid()
			}
		}
	case g.Kind == puzzles.GoalCapture && g.Most:
		var vs []int64
		for _, c := range sol.Captures {
			for _, r := range c.Reasons[:min(len(c.Reasons), 1)] {
				vs = append(vs, r.Target)
			}
		}
		m.Key = fmt.Sprintf("%s|capture most|%v|%s", rules, sortedValues(vs), offset(sol.Action.From, sol.Action.To))
	case g.Kind == puzzles.GoalTriumph:
		ts := s.Solutions[0].Triumphs
		if len(ts) == 0 {
			ts = sol.Triumphs
		}
		if len(ts) > 0 {
			t := ts[0]
			in2 := ""
			if g.InTwo() {
				in2 = " in 2"
			}
			// The geometry of a triumph: its shape, which way it runs, and
			// which of its places the answer fills.
			m.Key = fmt.Sprintf("%s|triumph%s|%s|%s %s|%v|fills %d", rules, in2, t.Kind, t.Shape, orientation(t.Squares),
				sortedValues(t.Values), slices.Index(t.Squares, sol.Action.To))
		}
	}
	return m
}

// orientation is which way men stand together: along a file, a rank, or
// across them (a diagonal, an angle, a square).
func orientation(sqs []board.Square) string {
	file, rank := true, true
	for _, sq := range sqs[1:] {
		file = file && sq.File() == sqs[0].File()
		rank = rank && sq.Rank() == sqs[0].Rank()
	}
	switch {
	case file:
		return "along a file"
	case rank:
		return "along a rank"
	}
	return "across"
}

// positionKey is the position's notation without its last field, the turn.
func positionKey(p *board.Position) string {
	s := p.String()
	if i := strings.LastIndexByte(s, ' '); i > 0 {
		return s[:i]
	}
	return s
}

func relationName(r engine.Reason) string {
	n := r.Relation.String()
	switch {
	case r.Lying:
		n += " lying"
	case r.Diagonal:
		n += " diagonal"
	}
	return n
}

func partName(p engine.Part) string {
	switch p {
	case engine.PartLayer:
		return "a layer"
	case engine.PartWhole:
		return "a whole pyramid"
	}
	return "a man"
}

func sortedValues(vs []int64) []int64 {
	out := slices.Clone(vs)
	slices.Sort(out)
	return out
}

// offset is where sq stands from the target, in files and ranks.
func offset(sq, target board.Square) string {
	return fmt.Sprintf("%+d%+d", sq.File()-target.File(), sq.Rank()-target.Rank())
}

// geometry is where the takers stand from the target once the action is
// made, and where the mover came from, in a fixed order: the shape of the
// capture, whatever the board around it.
func geometry(a engine.Action, r engine.Reason) string {
	var at []string
	for _, sq := range r.By {
		at = append(at, offset(sq, r.Square))
	}
	slices.Sort(at)
	return fmt.Sprintf("takers at %s, mover from %s", strings.Join(at, " "), offset(a.From, r.Square))
}

// themesRelations are the relation themes a two-mover names, for its key:
// the same first step toward a different relation is another idea.
func themesRelations(pz *puzzles.Puzzle) string {
	var out []string
	for _, th := range pz.Themes {
		if r, err := engine.ParseRelation(th); err == nil && r.String() == th {
			out = append(out, th)
		}
	}
	return strings.Join(out, ",")
}

// Problem is a limit a collection breaks, on one puzzle.
type Problem struct {
	Puzzle *puzzles.Puzzle
	Msg    string
}

// Check holds a collection to the limits. motifs[i] is the motif of
// list[i]. Every puzzle past a motif's MaxPerMotif, every second puzzle of
// a position, and (over at least MinForKingShare capture puzzles) the
// excess of king puzzles is a problem, named on the puzzle that breaks it.
func Check(list []puzzles.Puzzle, motifs []Motif) []Problem {
	var out []Problem
	byKey := map[string][]int{}
	byPos := map[string]int{}
	captures, kings := 0, 0
	for i, m := range motifs {
		pz := &list[i]
		if j, ok := byPos[m.Position]; ok {
			out = append(out, Problem{pz, fmt.Sprintf("the same position as %s (%s:%d): a position is one puzzle", list[j].ID, list[j].File, list[j].Line)})
		} else {
			byPos[m.Position] = i
		}
		if m.Key != "" {
			byKey[m.Key] = append(byKey[m.Key], i)
			if n := len(byKey[m.Key]); n > MaxPerMotif {
				var ids []string
				for _, j := range byKey[m.Key][:MaxPerMotif] {
					ids = append(ids, list[j].ID)
				}
				out = append(out, Problem{pz, fmt.Sprintf("motif %q is already in %s: at most %d puzzles may share a motif", m.Key, strings.Join(ids, " and "), MaxPerMotif)})
			}
		}
		if m.Capture {
			captures++
			if m.King {
				kings++
			}
		}
	}
	if captures >= MinForKingShare && kings*KingShareDenominator > captures {
		most := captures / KingShareDenominator
		seen := 0
		for i, m := range motifs {
			if !m.Capture || !m.King {
				continue
			}
			seen++
			if seen > most {
				out = append(out, Problem{&list[i], fmt.Sprintf("a king is in %d of the %d capture puzzles: at most a quarter (%d) may involve one", kings, captures, most)})
			}
		}
	}
	return out
}
