// Package judge finds every solution of a puzzle with the rules engine and
// judges a learner's answer to it part by part, explaining each judgement in
// numbers. It stores nothing and draws nothing: the puzzle flow gathers the
// answer, this package says whether it is right and why.
//
// Solve analyses the puzzle's position once (engine.Analyse) and keeps what
// the goal asks for:
//
//   - capture SQUARE: the actions whose captures include SQUARE (a whole man,
//     a whole pyramid, or one of its layers);
//   - capture most: the actions taking the greatest total value; ties are all
//     solutions;
//   - triumph [KIND]: the actions whose completed triumphs include one of
//     KIND (any kind when none is named);
//   - spot: the enemy men the side to move may take now without moving first,
//     each with every relation that takes it. Under fulke1, fulke2, fulke3 and
//     parlett these are the men the enemy left standing in a relation, which
//     may be taken instead of moving (the Take actions, "e6xe8": only the man
//     on the square moved into counts, not what the move-in takes besides).
//     Under nemec they are the men taken by an attack (the Attack actions,
//     "c8x"), all of each attack's captures. A man that can only be taken
//     after a move is a capture puzzle, not a spot.
//
// Two-move goals ("capture SQUARE in 2", "triumph [KIND] in 2", twomove.go):
// every first action is played, then every legal reply of the opponent
// (the engine's Legal: moves, leaps, takes, attacks, redemptions,
// prisoners set; no rule set lets a side pass), and after each reply the
// second actions that meet the goal are counted: the man first on SQUARE
// is followed to where the reply moved it, and a reply that completes a
// triumph of its own, or gives the man away, leaves none. A first action
// wins when no reply leaves none; those are the Solutions, and a goal met
// by one action already is an error. The opponent's best reply leaves the
// fewest second actions; among equals it takes the most value, then moves
// the goal's man, then comes first in the engine's order. Replies are tried in that order, so the
// first that refutes a losing first action is its best, and the only one
// tried after it. A wrong first action is explained by that reply and by
// the engine's WhyNot of what the first action prepared ("the g6-g8 you
// prepared fails: ..."); Next gives the one-move puzzle the best reply
// leaves, on which the second action is judged.
//
// An answer is judged in the order the learner gives it: the man, then the
// action (its destination, or "take without moving"), then the men taken and
// the relation (capture goals), the proportions (triumph goals), or the men
// and a relation for each (spot). Any correct solution is accepted when
// there are several; a wrong part is explained with the engine's WhyNot, in
// numbers ("4 × 2 = 8, not 12"). Hints come in three steps: the relation, the
// man, the whole answer.
package judge
