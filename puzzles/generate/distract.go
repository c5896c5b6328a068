package generate

import "github.com/rithmo/rithmo/rules/board"

// maxDistractors is the most men added to a puzzle's core besides a near
// miss, beyond those that bring it to minMen.
const maxDistractors = 4

// minMen is the fewest men a generated puzzle has on the board (issue 15:
// a diagram of three men is solved by elimination, not by spotting).
const minMen = 10

// fillTries bounds the sets of distractors tried on one core.
const fillTries = 3

// fill adds men of either side on free squares until the board holds
// minMen, and up to maxDistractors more, then asks the engine once whether
// the puzzle still has exactly its one solution. Nearly every man keeps it
// (a random man rarely stands in a relation), so the men are set together
// and judged together; when the engine refuses, the puzzle is judged
// without them, and when that holds another set is drawn.
func (b *builder) fill() bool {
	start := b.mark()
	for try := 0; try < fillTries; try++ {
		b.addMen()
		// This check is the last: the solution's captures are explained
		// for the note as the engine judges them.
		b.explain = true
		ok := b.holds()
		b.explain = false
		if ok {
			return true
		}
		b.rollback(start)
		if try == 0 && !b.holds() {
			return false // the core itself fails
		}
	}
	return false
}

// addMen sets the distractors, unjudged. b.extra counts those beyond
// minMen: the men every puzzle has do not make it harder.
func (b *builder) addMen() {
	extra := b.r.IntN(maxDistractors + 1)
	want := max(minMen, len(b.men)) + extra
	b.extra = 0
	for tries := 0; len(b.men) < want && tries < 4*want; tries++ {
		side := board.White
		if b.r.IntN(2) == 0 {
			side = board.Black
		}
		sq, ok := b.randomSquare()
		if !ok {
			continue
		}
		idx, ok := b.drawMan(side, nil)
		if !ok {
			continue
		}
		b.set(sq, side, idx)
	}
	b.extra = max(0, len(b.men)-minMen)
}
