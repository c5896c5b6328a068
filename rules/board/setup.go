package board

import (
	"fmt"
	"slices"
	"sync"
)

// The classical array (shared/setups.md), used by fulke3, nemec and parlett.
const classicalBoard = "s49,s121,4,s225,s361/s28,s66,t36,t30,t56,t64,s120,p[r16,t25,t36,s49,s64]/t16,t12,r9,r25,r49,r81,t90,t100/2,r3,r5,r7,r9,2/8/8/8/8/8/8/8/8/2,R8,R6,R4,R2,2/T81,T72,R64,R36,R16,R4,T6,T9/S153,P[R1,R4,T9,T16,S25,S36],T49,T42,T20,T25,S45,S15/S289,S169,4,S81,S25"

// fulke1: the same array two ranks nearer the middle.
const fulke1Board = "8/8/s49,s121,4,s225,s361/s28,s66,t36,t30,t56,t64,s120,p[r16,t25,t36,s49,s64]/t16,t12,r9,r25,r49,r81,t90,t100/2,r3,r5,r7,r9,2/8/8/8/8/2,R8,R6,R4,R2,2/T81,T72,R64,R36,R16,R4,T6,T9/S153,P[R1,R4,T9,T16,S25,S36],T49,T42,T20,T25,S45,S15/S289,S169,4,S81,S25/8/8"

// fulke2: every man in the file of the root he arises from (c..f), six deep;
// the product's reading of the book's words (setups.md).
const fulke2Board = "2,s49,s121,s225,s361,2/2,s28,s66,s120,p[r16,t25,t36,s49,s64],2/2,t16,t36,t64,t100,2/2,t12,t30,t56,t90,2/2,r9,r25,r49,r81,2/2,r3,r5,r7,r9,2/8/8/8/8/2,R8,R6,R4,R2,2/2,R64,R36,R16,R4,2/2,T72,T42,T20,T6,2/2,T81,T49,T25,T9,2/2,S153,P[R1,R4,T9,T16,S25,S36],S45,S15,2/2,S289,S169,S81,S25,2"

// Opening returns the opening array of a rule set with its options, White
// or Black to move as the rule set says, turn 1. Each array is parsed once,
// when first asked for (Validate counts against one on every call); every
// caller gets its own copy.
func Opening(r Rules) Position {
	if p, ok := openings.Load(r); ok {
		return *p.(*Position)
	}
	text := classicalBoard
	switch r.Set {
	case Fulke1:
		text = fulke1Board
	case Fulke2:
		text = fulke2Board
	}
	side := "w"
	if r.Set.FirstMover() == Black {
		side = "b"
	}
	p, err := Parse(fmt.Sprintf("%s %s %s - - 1", text, side, r))
	if err != nil {
		panic(err) // the arrays are constants checked by the tests
	}
	// No room to append into: a copy's taken lists must not share an array.
	p.Took = [2][]Piece{slices.Clip(p.Took[0]), slices.Clip(p.Took[1])}
	openings.Store(r, &p)
	return p
}

// openings holds the parsed opening arrays by Rules.
var openings sync.Map

// Camp returns the ranks (from 0, inclusive) where the enemy of side sets
// its triumphs (shared/rules.md, "Victories"): under fulke1..fulke3 side's
// own camp as first placed, from its front rank as set up to its back edge;
// under nemec every rank forward of the enemy's own front rank as set up
// ("forward from the first row of your own starting position"), so ranks 1
// to 12 for Black and 5 to 16 for White; under parlett side's half.
func Camp(r RuleSet, side Side, ranks int) (lo, hi int) {
	switch r {
	case Nemec:
		if side == White {
			return 0, frontRank(r, Black, ranks) - 1
		}
		return frontRank(r, White, ranks) + 1, ranks - 1
	case Parlett:
		if side == White {
			return 0, ranks/2 - 1
		}
		return ranks / 2, ranks - 1
	}
	front := frontRank(r, side, ranks)
	if side == White {
		return 0, front
	}
	return front, ranks - 1
}

// frontRank is the rank (from 0) of side's foremost man in the opening
// array (setups.md): rank 4 and 13 in the classical array, 6 and 11 in the
// fulke1 and fulke2 arrays. A shorter fulke3 board loses ranks in the middle.
func frontRank(r RuleSet, side Side, ranks int) int {
	white, black := 3, 12
	if r == Fulke1 || r == Fulke2 {
		white, black = 5, 10
	}
	if side == White {
		return white
	}
	return black - (MaxRanks - ranks)
}
