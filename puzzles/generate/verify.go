package generate

import (
	"strings"

	"github.com/rithmo/rithmo/puzzles"
	"github.com/rithmo/rithmo/rules/board"
	"github.com/rithmo/rithmo/rules/engine"
	"github.com/rithmo/rithmo/rules/triumph"
)

// The builder's checks ask the engine directly (an Analyzer, which
// allocates nothing once warm): every action of the side to move, with
// what it takes. They are stricter than the goal: the solution must take
// its man by the puzzle's relation alone and nothing else, so that the
// puzzle teaches what its theme says. The last check is made on the
// finished position (fill sets the last men, then asks holds), so a puzzle
// is only ever returned with the engine's word that its one solution is
// the expected one; the tests check thousands of them again as
// rithmo puzzles check checks any file.

// holds reports whether the position still has exactly the solution the
// builder meant.
func (b *builder) holds() bool {
	switch b.goal.Kind {
	case puzzles.GoalCapture:
		if b.goal.Most {
			return b.mostHolds()
		}
		n, a, clean := b.captureCheck(b.targets[0], b.rels[0])
		return n == 1 && clean && a == b.solution
	case puzzles.GoalSpot:
		return b.spotHolds()
	case puzzles.GoalTriumph:
		return b.triumphHolds()
	}
	return false
}

// captureCheck counts the actions that take the man on T and reports the
// first, and whether that one is clean: it takes T by rel alone and takes
// nothing else.
func (b *builder) captureCheck(T board.Square, rel engine.Relation) (n int, first engine.Action, clean bool) {
	err := b.g.z.Each(&b.pos, func(a engine.Action, caps []engine.Capture) {
		for i := range caps {
			if caps[i].Square != T {
				continue
			}
			n++
			if n == 1 {
				first, clean = a, len(caps) == 1 && onlyBy(caps[i].Reasons, rel)
				if b.explain && a == b.solution {
					b.why = caps[i].Explain()
				}
			}
			return
		}
	})
	if err != nil {
		return 0, first, false
	}
	return n, first, clean
}

// onlyBy reports whether every reason is the relation rel.
func onlyBy(reasons []engine.Reason, rel engine.Relation) bool {
	for _, r := range reasons {
		if r.Relation != rel {
			return false
		}
	}
	return len(reasons) > 0
}

// mostHolds: exactly one action takes the most value, the solution, and it
// takes exactly the targets, each by its relation alone.
func (b *builder) mostHolds() bool {
	var (
		best     int64 = -1
		count    int
		bestA    engine.Action
		bestGood bool
	)
	err := b.g.z.Each(&b.pos, func(a engine.Action, caps []engine.Capture) {
		var v int64
		for i := range caps {
			v += int64(caps[i].Piece.Value)
		}
		switch {
		case v > best:
			best, count, bestA = v, 1, a
			bestGood = b.takesExactly(caps)
			if b.explain && a == b.solution {
				b.why = explainAll(caps)
			}
		case v == best:
			count++
		}
	})
	return err == nil && best > 0 && count == 1 && bestA == b.solution && bestGood
}

// takesExactly reports whether captures are the targets, each taken whole
// by its relation alone.
func (b *builder) takesExactly(caps []engine.Capture) bool {
	if len(caps) != len(b.targets) {
		return false
	}
	for i, T := range b.targets {
		found := false
		for j := range caps {
			if caps[j].Square == T {
				found = onlyBy(caps[j].Reasons, b.rels[i])
			}
		}
		if !found {
			return false
		}
	}
	return true
}

// spotHolds: the men that may be taken now without moving first are the
// targets, each by its relation only (puzzles/judge: under nemec what the
// attacks take, elsewhere the man each take moves in on).
func (b *builder) spotHolds() bool {
	var rels [nSquares]uint16
	err := b.g.z.Each(&b.pos, func(a engine.Action, caps []engine.Capture) {
		if a.Kind != engine.Take && a.Kind != engine.Attack {
			return
		}
		for i := range caps {
			if a.Kind == engine.Take && caps[i].Square != a.To {
				continue
			}
			for _, r := range caps[i].Reasons {
				rels[caps[i].Square] |= 1 << r.Relation
			}
			if b.explain {
				b.explainSpot(caps[i])
			}
		}
	})
	if err != nil {
		return false
	}
	spotted := 0
	for _, m := range rels {
		if m != 0 {
			spotted++
		}
	}
	if spotted != len(b.targets) {
		return false
	}
	for i, T := range b.targets {
		if rels[T] != 1<<b.rels[i] {
			return false
		}
	}
	return true
}

// explainSpot keeps, for the note, the first explanation of each target's
// fall.
func (b *builder) explainSpot(c engine.Capture) {
	for i, T := range b.targets {
		if T == c.Square && b.spotWhy[i] == "" {
			b.spotWhy[i] = c.Explain()
		}
	}
}

// triumphHolds: exactly one action completes a triumph of the kind asked,
// the solution.
func (b *builder) triumphHolds() bool {
	n := 0
	var first engine.Action
	for _, a := range engine.Legal(&b.pos) {
		after, _, err := engine.Apply(&b.pos, a)
		if err != nil {
			return false
		}
		b.recs = triumph.AppendCompleted(b.recs[:0], &b.pos, &after, b.side)
		for _, t := range b.recs {
			if t.Kind == b.kind {
				n++
				if n == 1 {
					first = a
				}
				break
			}
		}
		if n > 1 {
			return false
		}
	}
	return n == 1 && first == b.solution
}

// explainAll explains every capture of an action, for the note.
func explainAll(caps []engine.Capture) string {
	texts := make([]string, len(caps))
	for i := range caps {
		texts[i] = caps[i].Explain()
	}
	return strings.Join(texts, "; ")
}

// finish holds a built puzzle, which the engine has judged in its last
// position, to the gates of issue 15 and the position rules: at least
// minMen men, a position that could arise (board.Validate, which parses
// nothing: the armies' counts are read once), and a near miss that
// puzzles/mine calls tempting (for a triumph, a man brought into the
// triumph's gap that the engine finds completes nothing).
func (b *builder) finish() bool {
	if len(b.men) < minMen || board.Validate(&b.pos) != nil {
		return false
	}
	if b.goal.Kind == puzzles.GoalTriumph {
		b.trap = b.confirmTriumphMiss()
	} else {
		b.trap = b.confirmMiss()
	}
	return b.trap
}

// confirmTriumphMiss: the planned action is legal and completes no
// triumph at all.
func (b *builder) confirmTriumphMiss() bool {
	after, _, err := engine.Apply(&b.pos, b.miss.a)
	if err != nil {
		return false
	}
	b.recs = triumph.AppendCompleted(b.recs[:0], &b.pos, &after, b.side)
	return len(b.recs) == 0
}
