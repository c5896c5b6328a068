package play

import (
	"fmt"

	"github.com/rithmo/rithmo/puzzles"
)

// Source gives a session its puzzles one at a time, when each is needed:
// the session never holds more than the puzzle being played, so a source
// may generate its puzzles on demand and never run out.
type Source interface {
	// Next returns the next puzzle; false when there are no more. An error
	// ends the session (Session.Err).
	Next() (*puzzles.Puzzle, bool, error)
	// Len is how many puzzles the source gives in all, or -1 when it has
	// no end. A session with a known length says "Puzzle 2 of 10" and sums
	// up after the last instead of asking whether to go on.
	Len() int
}

// List is a Source of the puzzles given, in order.
func List(list []puzzles.Puzzle) Source { return &entrySource{list: puzzles.Entries(list)} }

// entrySource gives the puzzles of entries, in order: an entry of a puzzle
// in hand gives that puzzle, one of a catalog reads it whole as it comes.
type entrySource struct {
	list []puzzles.Entry
	next int // the index of the next puzzle to give
}

func (l *entrySource) Next() (*puzzles.Puzzle, bool, error) {
	if l.next >= len(l.list) {
		return nil, false, nil
	}
	l.next++
	p, err := l.list[l.next-1].Puzzle()
	return p, err == nil, err
}

func (l *entrySource) Len() int { return len(l.list) }

// Generated is a Source that calls puzzle(1), puzzle(2) ... as each
// puzzle is needed: count puzzles, or without end when count is 0 (a
// negative count gives none). A generator that depends on n alone (such
// as puzzles/generate's) makes a session that a seed replays.
func Generated(count int, puzzle func(n int) (puzzles.Puzzle, error)) Source {
	return &generatedSource{count: max(count, -1), puzzle: puzzle}
}

// GeneratedAhead is Generated for puzzles that take a second or two to
// make (a two-move puzzle is found in self-play games): once it has given
// puzzle n it makes puzzle n+1 in the background while the learner solves
// n, so that it is ready when asked for and the full-screen player does
// not stand still meanwhile. puzzle is never called twice at once.
func GeneratedAhead(count int, puzzle func(n int) (puzzles.Puzzle, error)) Source {
	return &generatedSource{count: max(count, -1), puzzle: puzzle, early: true}
}

type generatedSource struct {
	count  int // 0: no end; -1: none at all
	n      int // the number of the last puzzle given
	puzzle func(n int) (puzzles.Puzzle, error)
	// early: make the next puzzle as soon as one is given (GeneratedAhead);
	// ahead is puzzle n+1 being made (nil when none is).
	early bool
	ahead chan madePuzzle
}

type madePuzzle struct {
	pz  puzzles.Puzzle
	err error
}

func (g *generatedSource) Next() (*puzzles.Puzzle, bool, error) {
	if g.count < 0 || g.count > 0 && g.n >= g.count {
		return nil, false, nil
	}
	var m madePuzzle
	if g.ahead != nil {
		m, g.ahead = <-g.ahead, nil
	} else {
		m = g.make(g.n + 1)
	}
	if m.err != nil {
		return nil, false, m.err // the session names the puzzle's number
	}
	g.n++
	if g.early && (g.count == 0 || g.n < g.count) {
		g.ahead = make(chan madePuzzle, 1)
		go func(n int, out chan<- madePuzzle) { out <- g.make(n) }(g.n+1, g.ahead)
	}
	return &m.pz, true, nil
}

// make calls puzzle(n); a panic in it, which in the background would end
// the program with the terminal still raw, becomes the puzzle's error.
func (g *generatedSource) make(n int) (m madePuzzle) {
	defer func() {
		if r := recover(); r != nil {
			m = madePuzzle{err: fmt.Errorf("puzzle %d: %v", n, r)}
		}
	}()
	m.pz, m.err = g.puzzle(n)
	return m
}

func (g *generatedSource) Len() int {
	switch {
	case g.count < 0:
		return 0
	case g.count == 0:
		return -1
	}
	return g.count
}
