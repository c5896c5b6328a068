package engine

import (
	"github.com/rithmo/rithmo/rules/board"
	"github.com/rithmo/rithmo/rules/triumph"
)

// Outcome is a legal action with what it takes and the triumphs it
// completes; Apply gives the next position.
type Outcome struct {
	Action   Action
	Captures []Capture
	Triumphs []triumph.Triumph
}

// completedTriumphs is the triumph package's judgement, behind a variable
// so that tests can count its calls.
var completedTriumphs = triumph.Completed

// triumphT names the triumph type for the variable's replacements in tests.
type triumphT = triumph.Triumph

// Analyse returns every legal action of the side to move with its captures
// and the triumphs it completes (triumph.Completed on the positions before
// and after). A flying leap (fulke1, fulke2) completes no triumph: "you must
// bring all your men that serve for the triumph in their direct motions,
// and not in their flying draughts". It returns nil for a position the
// engine cannot judge.
func Analyse(p *board.Position) []Outcome {
	z := getAnalyzer()
	defer putAnalyzer(z)
	if z.prepare(p) != nil {
		return nil
	}
	acts := z.generate(nil)
	out := make([]Outcome, 0, len(acts))
	for _, a := range acts {
		caps := cloneCaptures(z.captures(a))
		o := Outcome{Action: a, Captures: caps}
		if !isLeap(a) {
			next := *p
			play(&next, a, caps)
			o.Triumphs = completedTriumphs(p, &next, p.ToMove)
		}
		out = append(out, o)
	}
	return out
}

// isLeap reports whether a move is a flying leap: its squares are not on
// one line (every ordinary draught runs along a line).
func isLeap(a Action) bool {
	if a.Kind != Move {
		return false
	}
	df, dr := abs(a.From.File()-a.To.File()), abs(a.From.Rank()-a.To.Rank())
	return df != 0 && dr != 0 && df != dr
}
