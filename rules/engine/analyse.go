package engine

import (
	"github.com/rithmo/rithmo/rules/arith"
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

// appendCompleted is the triumph package's judgement, behind a variable
// so that tests can count its calls. It appends to a buffer the Analyse
// keeps: no allocation per action, even for one that completes a triumph.
var appendCompleted = triumph.AppendCompleted

// triumphRecord names the record type for the variable's replacements in
// tests.
type triumphRecord = triumph.Record

// triumphArena holds the triumphs of every action of one Analyse, one after
// another, and where each action's begin (the action's index, the first
// record's).
type triumphArena struct {
	recs  []triumph.Record
	spans [][2]int32
}

// Analyse returns every legal action of the side to move with its captures
// and the triumphs it completes (triumph.Completed on the positions before
// and after). A flying leap (fulke1, fulke2) completes no triumph: "you must
// bring all your men that serve for the triumph in their direct motions,
// and not in their flying draughts". It returns nil for a position the
// engine cannot judge. What it returns is the caller's: one allocation per
// kind of thing (Analyzer.Analyse allocates nothing).
func Analyse(p *board.Position) []Outcome {
	z := getAnalyzer()
	defer putAnalyzer(z)
	if z.analyse(p) != nil {
		return nil
	}
	// One allocation per kind of thing, whatever the number of actions:
	// the outcomes, the captures, their reasons, squares and values; the
	// triumphs of all actions, five at most (triumph.Export).
	out := make([]Outcome, len(z.acts))
	z.fillOutcomes(out, z.exportCaptures(), triumph.Export(z.tri.recs))
	return out
}

// Analyse is the allocation-free form of the package's Analyse for a warm
// Analyzer: the outcomes, their captures and triumphs live in the
// Analyzer's buffers and are valid until its next call.
func (z *Analyzer) Analyse(p *board.Position) ([]Outcome, error) {
	if err := z.analyse(p); err != nil {
		return nil, err
	}
	z.triumphs = triumph.ExportTo(z.triumphs, &z.triBufs, z.tri.recs)
	if n := len(z.acts); cap(z.outs) < n {
		z.outs = make([]Outcome, n)
	} else {
		z.outs = z.outs[:n]
		clear(z.outs)
	}
	z.fillOutcomes(z.outs, z.caps, z.triumphs)
	return z.outs, nil
}

// analyse judges a position into the Analyzer: its actions (z.acts), their
// captures one after another in the arenas (z.spans says where each
// action's begin) and the triumphs they complete (z.tri).
func (z *Analyzer) analyse(p *board.Position) error {
	if err := z.prepare(p); err != nil {
		return err
	}
	z.acts = z.generate(z.acts[:0])
	z.resetArena()
	z.spans = z.spans[:0]
	for _, a := range z.acts {
		start := len(z.caps)
		z.capturesInto(a)
		z.spans = append(z.spans, [2]int32{int32(start), int32(len(z.caps))})
	}
	ta := &z.tri
	ta.recs, ta.spans = ta.recs[:0], ta.spans[:0]
	for i, a := range z.acts {
		if isLeap(a) {
			continue
		}
		// The next position lives in the Analyzer: no copy of a position
		// escapes per action, and the prisoners' lists are rebuilt in its
		// own buffers.
		z.next = *p
		for j := range z.next.Took {
			z.took[j] = append(z.took[j][:0], p.Took[j]...)
			z.next.Took[j] = z.took[j]
		}
		sp := z.spans[i]
		playInPlace(&z.next, a, z.caps[sp[0]:sp[1]])
		start := len(ta.recs)
		ta.recs = appendCompleted(ta.recs, p, &z.next, p.ToMove)
		if len(ta.recs) > start {
			ta.spans = append(ta.spans, [2]int32{int32(i), int32(start)})
		}
		for j := range z.took {
			if cap(z.next.Took[j]) > cap(z.took[j]) {
				z.took[j] = z.next.Took[j][:0] // keep the grown buffer
			}
		}
	}
	z.next = board.Position{}
	return nil
}

// fillOutcomes writes the analysed actions into out (len(z.acts) of them),
// with their captures out of caps (in the arenas' order) and their
// triumphs out of ts (in z.tri's order).
func (z *Analyzer) fillOutcomes(out []Outcome, caps []Capture, ts []triumph.Triumph) {
	for i, a := range z.acts {
		o := &out[i]
		o.Action = a
		if sp := z.spans[i]; sp[1] > sp[0] {
			o.Captures = caps[sp[0]:sp[1]:sp[1]]
		}
	}
	for j, sp := range z.tri.spans {
		end := len(ts)
		if j+1 < len(z.tri.spans) {
			end = int(z.tri.spans[j+1][1])
		}
		out[sp[0]].Triumphs = ts[sp[1]:end:end]
	}
}

// exportCaptures copies the captures in the arenas, with their reasons and
// the reasons' squares and values, into four fresh slices the caller may
// keep; the captures come out in the arena's order.
func (z *Analyzer) exportCaptures() []Capture {
	if len(z.caps) == 0 {
		return nil
	}
	caps := make([]Capture, len(z.caps))
	reasons := make([]Reason, len(z.reasons))
	sqs := make([]board.Square, len(z.sqs))
	vals := make([]int64, len(z.vals))
	nr, ns, nv := 0, 0, 0
	for i, c := range z.caps {
		r0 := nr
		for _, r := range c.Reasons {
			n := copy(sqs[ns:], r.By)
			r.By = sqs[ns : ns+n : ns+n]
			ns += n
			if r.Values != nil {
				n := copy(vals[nv:], r.Values)
				r.Values = vals[nv : nv+n : nv+n]
				nv += n
			}
			reasons[nr] = r
			nr++
		}
		c.Reasons = reasons[r0:nr:nr]
		caps[i] = c
	}
	return caps
}

// isLeap reports whether a move is a flying leap: its squares are not on
// one line (every ordinary draught runs along a line).
func isLeap(a Action) bool {
	if a.Kind != Move {
		return false
	}
	f, t := int(a.From), int(a.To) // squares on the board: 0..127
	df, dr := arith.Abs(f&7-t&7), arith.Abs(f>>3-t>>3)
	return df != 0 && dr != 0 && df != dr
}
