// Package fsrs schedules reviews with FSRS-5, the Free Spaced Repetition
// Scheduler, version 5, with its default parameters, as described in the
// open-spaced-repetition wiki, "The Algorithm", section FSRS-5
// (https://github.com/open-spaced-repetition/fsrs4anki/wiki/The-Algorithm).
//
// A memory of an item has a stability S (the days after which it is recalled
// with probability 90 %) and a difficulty D (1 to 10). Each review is graded
// Again, Hard, Good or Easy; the grade and the days since the last review
// give the new S and D, and the next review falls when the predicted recall
// drops to the retention asked for (90 %: after S days).
//
// The formulas, with w the 19 default weights, DECAY = -0.5 and
// FACTOR = 19/81 (so that R(S, S) = 0.9):
//
//	R(t, S)  = (1 + FACTOR·t/S)^DECAY                      forgetting curve
//	I(r, S)  = S/FACTOR · (r^(1/DECAY) − 1)                next interval
//	S0(G)    = w[G−1]                                      first stability
//	D0(G)    = w4 − e^(w5·(G−1)) + 1, in [1, 10]           first difficulty
//	D'(D, G) = w7·D0(4) + (1−w7)·(D + ΔD·(10−D)/9),        ΔD = −w6·(G−3)
//	S'r      = S·(1 + e^w8·(11−D)·S^−w9·(e^(w10·(1−R))−1)·w15 if Hard·w16 if Easy)
//	S'f      = min(S, w11·D^−w12·((S+1)^w13 − 1)·e^(w14·(1−R)))
//	S's      = S·e^(w17·(G−3+w18))                          a second review the same day
//
// The package is pure arithmetic: it knows nothing of puzzles or lessons.
// rithmo grades a wrong answer Again, a right one after a hint Hard and a
// right one unaided Good (see cmd/internal/progress).
package fsrs
