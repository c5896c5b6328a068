// Package triumph finds the triumphs (proper or glorious victories) a side
// has set on the board, and counts the common victories over the men a side
// has taken (shared/rules.md, "Victories").
//
// # Triumphs
//
// A triumph is three or four men in the enemy camp whose values are in
// proportion: three in an arithmetic, geometric or harmonic progression (the
// great triumph), four holding two kinds (the greater) or all three (the
// greatest), geometric also by a : b = c : d. The arithmetic is package
// arith's (InProgression, TriumphOf); this package says where men stand.
//
// The arrangements, each with the squares between its men empty (Shapes
// says which a rule set accepts):
//
//   - a line, in every rule set: three or four men on one rank, file or
//     diagonal ("standing in a right lyne, direct or crosse"), equally
//     spaced (any spacing). The values run up or down the line: the middle
//     man of three holds the middle term, four are in order (2, 3, 4, 8
//     along the line, not 2, 4, 3, 8).
//   - a square, in all but parlett: four men at the corners of a square
//     whose sides run along ranks and files ("set lyke a square two
//     agaynst two"), any size, sides clear. Two against two has no first or
//     last man, so the four values may stand in any order.
//   - a right angle, under nemec and parlett, and under fulke1..fulke3 only
//     with the option +angle (the book names lines and squares only): three
//     men at the corners of a right angle with equal arms, both orthogonal
//     or both diagonal; the corner man holds the middle term, the arms are
//     clear.
//
// Three men of a square also stand at the corners of a right angle, and
// three of a line of four in a line of three: a great triumph whose men all
// stand in a reported greater or greatest one is not reported again.
//
// The enemy camp is board.Camp of the enemy, and every man of the
// arrangement stands in it: fulke1..fulke3 from the enemy's front rank as
// first placed to its back edge; nemec every rank forward of the side's own
// front rank as set up (so the two sides' zones overlap in ranks 5 to 12);
// parlett the enemy's half.
//
// Whose men: the side's men on the board. They include prisoners that
// changed sides (fulke1, parlett+change, parlett+turn) and fulke2 prisoners
// the side has set on the board as the action of a turn (r3@c13): all stand
// in the captor's colour. A prisoner held off the board never fills a square
// of a triumph. Enemy men still in the enemy's colour do not count, except
// under nemec, where a series "may also incorporate enemy pieces" provided
// the side's own man brings up at least one end (a line's first or last man,
// an angle's tips; a square has no ends, so any own corner does). A pyramid
// stands with its whole value while it holds every layer, or with the value
// of any one layer it holds.
//
// fulke1, fulke2 and fulke3 allow no triumph while the enemy's king stands
// on the board, even with a single layer left (KingFirst; Allowed says so in
// words): "The triumph is after the Kynge be cleane taken away".
//
// Completed is the engine's question after each action: the triumphs in the
// position after that the arrangement did not already make before. It looks
// only at arrangements through a square the action changed, from geometry
// precomputed once per board length, camp and shapes. The engine asks it as
// AppendCompleted, which writes fixed-size Records into the engine's buffer
// and allocates nothing per action; Export writes the Records of a whole
// position out as Triumphs in five allocations. AppendFind is Find in the
// same way.
//
// # Readings that stay open
//
// The sources leave these open; rithmo's choice and the words it rests on:
//
//   - The 1563 camp "conteyning .40. spaces or as some wil .48": rithmo
//     counts the enemy's front rank in ("betwene the first front of his
//     men, as they were first placed, vnto the neither ende of the table"),
//     so the first and second kinds' camp is six ranks, 48 squares, and the
//     third kind's, whose array stands at the board's ends, four ranks.
//   - Němec's "an angle or box of any size as long as the distance between
//     the men is in proportion and unobstructed": rithmo reads "of any size"
//     as any length of arm, both arms equal, and a box as a square along
//     the ranks and files; arms of unequal length, or distances themselves
//     in proportion, are not triumphs.
//   - The right angle in the 1563 kinds: the book shows only "a right lyne"
//     and "a square two agaynst two"; +angle admits the angle for players
//     who want the modern habit.
//   - "Forward from the first row of your own starting position" (Němec):
//     rithmo reads the first row as the front rank, and forward of it as
//     strictly beyond it.
//
// # Common victories
//
// Won judges a position: a triumph of the side that has just moved wins;
// otherwise the agreed common victory (Settings) of either side, counted
// over Taken, the men a side holds taken (and, where prisoners go back on the
// board, the men in its colour its army never had). CountFor writes one
// side's count, won or not.
//
//   - bodies: at least Men men taken ("only to take a certain number of
//     men");
//   - goods: their values sum to at least Sum;
//   - quarrel: the men of the largest sum whose digits number at most Digits
//     reach Sum ("100 in 8 characters not regarding in how many men they
//     stande": 2, 4, 6, 8, 24, 64 are 108; Němec's 16, 28, 56, 64 are 164);
//   - honour: at most Men men (the largest) reach Sum (2, 4, 4, 6, 8, 15,
//     16, 45 are 100 in 8 men); under nemec every man taken counts, and
//     there must be at least Men of them (HonourMinimum);
//   - honour and quarrel: at most Men men of at most Digits digits reach
//     Sum, and no single man may carry the whole sum ("so that there be not
//     .100. vpon one man"): a man worth Sum or more alone is not counted
//     (2, 4, 4, 6, 6, 8, 9, 64: 103 in 8 men and 9 digits);
//   - standards: the sum taken counted in the standards of the army taken
//     from, 130 for White's and 174 for Black's (1563 tables). With a count
//     the first to take that many standards wins; with none, a Stopped game
//     goes to the side with more standards.
//
// "Within" a number of men or digits (rules.md) is read as at most that
// many: the book's "it skilleth not, although there be more then .100."
// lets the sum be passed, and a sum reached in fewer men or digits is
// reached within them. Němec's honour is a minimum instead: "the value of
// 100 is exceeded and the minimum of 8 captured pieces is met" (rules.md,
// corrected December 2026), so one 289 wins honour 100 in 8 men under the
// 1563 kinds and not under nemec. Sentences that name the agreed victory
// take the rule set for this reason (DescribeFor, TitleFor, BriefFor).
//
// A taken pyramid is one man of its whole value, or with PyramidLayers its
// layers (for men, digits and the whole sum upon one man).
package triumph
