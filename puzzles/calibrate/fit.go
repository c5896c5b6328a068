package calibrate

import (
	"fmt"
	"strings"

	"github.com/rithmo/rithmo/puzzles/mine"
	"github.com/rithmo/rithmo/rules/arith"
)

// Point is one puzzle: its measure and its first tries.
type Point struct {
	ID      string
	Measure mine.Measure
	Tries   int // first tries at the puzzle (one per learner)
	Right   int // of those, right without a hint
}

// Level is the first tries at the puzzles of one difficulty.
type Level struct {
	Puzzles, Tries, Right int
}

// Score is how well a weight vector orders the first tries.
type Score struct {
	Weights mine.Weights
	// Levels[d] for difficulty d, 1 to 5.
	Levels [6]Level
	// Concordant pairs of tries on puzzles of different difficulty: the
	// easier solved, the harder missed; Discordant: the other way round.
	Concordant, Discordant int64
}

// ScoreOf scores weights on the points.
func ScoreOf(w mine.Weights, pts []Point) Score {
	s := ScoreBy(pts, func(i int) int { return w.Difficulty(pts[i].Measure) })
	s.Weights = w
	return s
}

// ScoreBy scores the difficulty that level gives each point (by its index)
// against the point's first tries; a point given no difficulty from 1 to 5
// is left out.
func ScoreBy(pts []Point, level func(i int) int) Score {
	var s Score
	for i, p := range pts {
		d := level(i)
		if d < 1 || d > 5 {
			continue
		}
		s.Levels[d].Puzzles++
		s.Levels[d].Tries += p.Tries
		s.Levels[d].Right += p.Right
	}
	for d := 1; d <= 5; d++ {
		for e := d + 1; e <= 5; e++ {
			a, b := s.Levels[d], s.Levels[e]
			s.Concordant += int64(a.Right) * int64(b.Tries-b.Right)
			s.Discordant += int64(a.Tries-a.Right) * int64(b.Right)
		}
	}
	return s
}

// Net is concordant minus discordant pairs: what the fit maximizes.
func (s Score) Net() int64 { return s.Concordant - s.Discordant }

// GammaPercent is Goodman and Kruskal's gamma, (C − D) / (C + D), in
// whole percent toward zero (0 when no pair is ordered).
func (s Score) GammaPercent() int64 {
	if s.Concordant+s.Discordant == 0 {
		return 0
	}
	return s.Net() * 100 / (s.Concordant + s.Discordant)
}

// Monotone says whether the first-try success rate never rises from one
// used difficulty to the next (a / b ≥ c / d compared as a·d ≥ c·b).
func (s Score) Monotone() bool {
	prev := -1
	for d := 1; d <= 5; d++ {
		if s.Levels[d].Tries == 0 {
			continue
		}
		if prev >= 0 {
			a, b := s.Levels[prev], s.Levels[d]
			if int64(b.Right)*int64(a.Tries) > int64(a.Right)*int64(b.Tries) {
				return false
			}
		}
		prev = d
	}
	return true
}

// Grid is the range of each weight the fit tries, 0 to the bound.
type Grid struct {
	Relation, Term, Depth int
}

// DefaultGrid: relations 0..2, each threshold term 0..1, depth 1..2.
var DefaultGrid = Grid{Relation: 2, Term: 1, Depth: 2}

// Fit scores every weight vector of the grid and returns the best: the
// most net concordant pairs, then the nearest to start (the sum of the
// weights' differences), then the first in the grid's order. Depth runs
// from 1: no record of a two-move puzzle may make it free. Everything is
// integer, so the same points give the same weights.
func Fit(pts []Point, g Grid, start mine.Weights) Score {
	var best Score
	bestDist := -1
	for siege := 0; siege <= g.Relation; siege++ {
		for pair := 0; pair <= g.Relation; pair++ {
			for dist := 0; dist <= g.Relation; dist++ {
				for theory := 0; theory <= g.Relation; theory++ {
					for scoring := 0; scoring <= g.Term; scoring++ {
						for m4 := 0; m4 <= g.Term; m4++ {
							for m8 := 0; m8 <= g.Term; m8++ {
								for depth := 1; depth <= max(g.Depth, 1); depth++ {
									w := mine.Weights{Siege: siege, Pair: pair, Distance: dist, Theory: theory,
										Scoring: scoring, Miss4: m4, Miss8: m8, Depth: depth}
									s := ScoreOf(w, pts)
									d := distance(w, start)
									if bestDist < 0 || s.Net() > best.Net() || s.Net() == best.Net() && d < bestDist {
										best, bestDist = s, d
									}
								}
							}
						}
					}
				}
			}
		}
	}
	return best
}

func distance(a, b mine.Weights) int {
	return arith.Abs(a.Siege-b.Siege) + arith.Abs(a.Pair-b.Pair) + arith.Abs(a.Distance-b.Distance) + arith.Abs(a.Theory-b.Theory) +
		arith.Abs(a.Scoring-b.Scoring) + arith.Abs(a.Miss4-b.Miss4) + arith.Abs(a.Miss8-b.Miss8) + arith.Abs(a.Depth-b.Depth)
}

// Text is the score as a table: puzzles, first tries and success per
// difficulty, then the ordering in numbers.
func (s Score) Text() string {
	var b strings.Builder
	fmt.Fprintf(&b, "weights: %s\n\n", s.Weights)
	fmt.Fprintf(&b, "difficulty  puzzles  first tries  right  success\n")
	for d := 1; d <= 5; d++ {
		l := s.Levels[d]
		rate := "-"
		if l.Tries > 0 {
			rate = fmt.Sprintf("%d %%", l.Right*100/l.Tries)
		}
		fmt.Fprintf(&b, "%10d  %7d  %11d  %5d  %7s\n", d, l.Puzzles, l.Tries, l.Right, rate)
	}
	mono := "falls at every step"
	if !s.Monotone() {
		mono = "does NOT fall at every step"
	}
	fmt.Fprintf(&b, "\nFirst-try success %s as difficulty rises.\n", mono)
	fmt.Fprintf(&b, "Pairs of first tries on puzzles of different difficulty: %d ordered rightly (the easier solved, the harder missed), %d wrongly; gamma %d %%.\n",
		s.Concordant, s.Discordant, s.GammaPercent())
	return b.String()
}
