// Package triumph finds the triumphs (proper or glorious victories) a side
// has set on the board, and judges the common victories counted over the men
// a side has taken (shared/rules.md, "Victories").
//
// # Triumphs
//
// A triumph is three or four men in the enemy camp whose values are in
// proportion: three in an arithmetic, geometric or harmonic progression (the
// great triumph), four holding two kinds (the greater) or all three (the
// greatest), geometric also by a : b = c : d. The arithmetic is package
// arith's (InProgression, TriumphOf); this package says where men stand.
//
// The arrangements, each with the squares between its men empty:
//
//   - a line: three or four men on one rank, file or diagonal, equally
//     spaced (any spacing). The values run up or down the line: the middle
//     man of three holds the middle term, four are in order (2, 3, 4, 8
//     along the line, not 2, 4, 3, 8).
//   - an angle: three men at the corners of a right angle with equal arms,
//     both orthogonal or both diagonal; the corner man holds the middle
//     term, the arms are clear.
//   - a square: four men at the corners of a square whose sides run along
//     ranks and files (any size, sides clear). Two against two has no first
//     or last man, so the four values may stand in any order. parlett has no
//     squares: lines and angles only.
//
// Three men of a square also stand at the corners of a right angle, and
// three of a line of four in a line of three: a great triumph whose men all
// stand in a reported greater or greatest one is not reported again.
//
// The enemy camp is board.Camp of the enemy: fulke1..fulke3 from the enemy's
// front rank as first placed to its back edge, nemec and parlett the enemy's
// half. Every man of the arrangement stands in it.
//
// Whose men: the side's men on the board, which include prisoners that
// changed sides (fulke1, parlett+change, parlett+turn: they are in the
// captor's colour). Enemy men still in the enemy's colour do not count,
// except under nemec, where a series "may also incorporate enemy pieces"
// provided the side's own man brings up at least one end (a line's first or
// last man, an angle's tips; a square has no ends, so any own corner does).
// Under fulke2 and parlett+hold taken men "serve only in the captor's
// triumphs": the notation keeps them off the board, so a triumph may have one
// of its squares empty and filled by a prisoner the side holds, whose value
// completes the proportion (Origin Held; the other men stand on the board).
// A pyramid stands with its whole value while it holds every layer, or with
// the value of any one layer it holds; a held pyramid likewise.
//
// fulke1 and fulke2 allow no triumph while the enemy's pyramid stands on the
// board (Allowed says so in words).
//
// Completed is the engine's question after each action: the triumphs in the
// position after that the arrangement did not already make before. It looks
// only at arrangements through a square the action changed, from geometry
// precomputed once per board length and camp.
//
// # Common victories
//
// Won judges a position: a triumph of the side that has just moved wins;
// otherwise the agreed common victory (Settings) of either side, counted
// over Taken, the men a side holds taken (and, where prisoners go back on the
// board, the men in its colour its army never had):
//
//   - bodies: at least Men men taken;
//   - goods: their values sum to at least Sum;
//   - quarrel: some of them, whose digits number exactly Digits, sum to at
//     least Sum (Němec: 16, 28, 56, 64 are 164 in 8 digits);
//   - honour: Men of them (the largest) sum to at least Sum (2, 4, 4, 6, 8,
//     15, 16, 45 are 100 in 8 men);
//   - honour and quarrel: Men of them with exactly Digits digits sum to at
//     least Sum (2, 4, 4, 6, 6, 8, 9, 64: 103 in 8 men and 9 digits);
//   - standards: the sum taken counted in the standards of the army taken
//     from, 130 for White's and 174 for Black's (1563 tables). With a count
//     the first to take that many standards wins; with none, a Stopped game
//     goes to the side with more standards.
//
// A taken pyramid is one man of its whole value, or with PyramidLayers its
// layers (for men and digits).
package triumph
