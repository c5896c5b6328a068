package engine

import (
	"sync"

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
// another, and where each action's begin; triumph.Export writes them all out
// at once.
type triumphArena struct {
	recs  []triumph.Record
	spans [][2]int32
}

var triumphPool = sync.Pool{New: func() any { return new(triumphArena) }}

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
	z.acts = z.generate(z.acts[:0])
	// Every action's captures go into the arenas one after another (not
	// reset per action); z.spans remembers where each action's begin.
	z.resetArena()
	z.spans = z.spans[:0]
	for _, a := range z.acts {
		start := len(z.caps)
		z.capturesInto(a)
		z.spans = append(z.spans, [2]int32{int32(start), int32(len(z.caps))})
	}
	// One allocation per kind of thing, whatever the number of actions:
	// the outcomes, the captures, their reasons, squares and values.
	out := make([]Outcome, len(z.acts))
	caps := z.exportCaptures()
	ta := triumphPool.Get().(*triumphArena)
	defer triumphPool.Put(ta)
	ta.recs, ta.spans = ta.recs[:0], ta.spans[:0]
	for i, a := range z.acts {
		o := &out[i]
		o.Action = a
		if sp := z.spans[i]; sp[1] > sp[0] {
			o.Captures = caps[sp[0]:sp[1]:sp[1]]
		}
		if !isLeap(a) {
			// The next position lives in the Analyzer: no copy of a
			// position escapes per action, and the prisoners' lists are
			// rebuilt in its own buffers.
			z.next = *p
			for j := range z.next.Took {
				z.took[j] = append(z.took[j][:0], p.Took[j]...)
				z.next.Took[j] = z.took[j]
			}
			playInPlace(&z.next, a, o.Captures)
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
	}
	z.next = board.Position{}
	// The triumphs of all actions: five allocations at most, whatever
	// their number (triumph.Export).
	ts := triumph.Export(ta.recs)
	for j, sp := range ta.spans {
		end := len(ts)
		if j+1 < len(ta.spans) {
			end = int(ta.spans[j+1][1])
		}
		out[sp[0]].Triumphs = ts[sp[1]:end:end]
	}
	return out
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
	df, dr := abs(f&7-t&7), abs(f>>3-t>>3)
	return df != 0 && dr != 0 && df != dr
}
