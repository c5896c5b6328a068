// Package engine judges Rithmomachia positions under the five rule sets of
// shared/rules.md: the legal actions of the side to move, what each action
// takes and why (with the numbers), the next position, and why a claimed
// capture fails.
//
//	Legal, AppendLegal    every legal action (moves and leaps, takes, nemec's attacks)
//	CapturesOf, Apply     what an action takes; the next position
//	Analyse               every action with its captures and the triumphs it completes
//	WhyNot                ranked failures of a claim "this action takes that man (by that relation)"
//	Reason.Explain        "6 on d7 + 6 on e6 = 12 on e8: addition"
//	Analyzer.Each         the allocation-free form for hot loops (puzzle generators, search)
//
// An Action is three bytes; explanations are built only when asked for.
// Arithmetic is exact (integers; values are at most 65535, so products of
// two values and a distance fit an int64 with room to spare; progressions go
// through package arith's 128-bit cross-multiplication).
//
// # Rule sets
//
// Each rule set is one row of the table in rulesets.go, with comments that
// cite rules.md. In short:
//
//   - fulke1 (Lever & Fulke, first kind): rounds 1 diagonally, triangles 2
//     and squares 3 orthogonally; triangles fly a knight's leap and squares a
//     long leap (3+1) only to besiege or flee a siege. Equality, siege
//     (no ordinary move left, every closer an enemy or the edge), addition,
//     subtraction, multiplication, division by two men that both reach the
//     target; +progression: two or three men set with the target as a triumph
//     is set, in proportion. The king cannot be taken by equality. Prisoners
//     change sides and enter the captor's rearmost free square.
//   - fulke2 (second kind): every man 1/2/3 any way, all but the king fly a
//     knight's leap (besiege or flee); eruption over void spaces (only the
//     empty squares between count); cossic signs by the book's marking of the
//     men (CossicMarks); prisoners are held off the board.
//   - fulke3 (third kind): orthogonal moves only, boards of 10 to 16 ranks;
//     encounter, eruption over void spaces (also diagonal: "directly from him
//     or cornerwise"), lying weight (addition by the two neighbours on
//     opposite sides of one line), obsidion by four neighbours; taken men
//     leave the game.
//   - nemec (Němec 2012): exactly 1/2/3 squares orthogonally or diagonally;
//     Black moves first. A turn is a move (which takes nothing) or an attack
//     "c8x": the piece stays and takes everything it validly attacks:
//     encounter, eruption counting both men's squares ("two pieces meeting on
//     a mutual edge will still have a minimum distance of two"), deceit
//     (addition by opposite neighbours), siege by all four orthogonal or all
//     four diagonal neighbours, never mixed.
//   - parlett: rounds 1 orthogonally, triangles 2 diagonally, squares 3 either
//     way; two-man addition, subtraction, multiplication, division and
//     progression; eruption counting both squares; blockade. Prisoners leave
//     the game unless +change, +hold or +turn says otherwise.
//
// # Turns
//
// Under fulke1..fulke3 and parlett a move is followed by the capture of
// every enemy man that now stands in a relation with the mover's men that
// did not hold before the move. A relation instance is identified by its
// relation, the part of the target taken (the whole man or pyramid, or one
// layer) and the set of its takers (the mover counted as the same man after
// its move); a siege by its target alone, whoever closes it. A man the enemy
// left in a relation may be taken instead of moving ("e6xe8"): the action
// takes every part of it in relation at the start of the turn, and the taker
// named moves into its square, unless the square is still occupied (only a
// layer of a pyramid was taken, or parlett+turn turned the man over where it
// stood). Taking instead of moving takes nothing else.
//
// Each action is one turn: Position.Move counts actions, not pairs, and the
// side to move alternates.
//
// # Decisions where rules.md is silent
//
//   - Pyramids act with their whole value while they hold every layer of
//     their army's pyramid, or with any one layer's value; they are taken
//     whole by siege or by a relation on the whole value while complete, else
//     layer by layer (several layers may fall to one action). The fulke1 king
//     moves like a queen up to four squares while it holds a round, a
//     triangle and a square; after that it has the draughts of the shapes it
//     still holds. fulke2 and fulke3 kings move as squares while they hold a
//     square layer, else by the shapes they hold; kings never fly, never pass
//     (+pass names triangles and squares) and carry no cossic signs. Taken
//     layers, and taken kings, never change sides: the book marks every man's
//     underside with the enemy's colour "except the two kings".
//   - A leap "besieges" when after it an enemy man stands in a siege that did
//     not hold before, the leaper closing one of its draughts; it "flees" when
//     the leaper stands in siege. A leap takes by siege alone and completes no
//     triumph ("not in their flying draughts").
//   - Eruption runs along any rank, file or diagonal, any distance, with a
//     clear path; it takes only a different value (A × d = T with A < T, or
//     A = T × d with A > T), so d ≥ 2. +jump lets the attacker's own men stand
//     between under the inclusive count (nemec, parlett), never under the
//     void-space count, where every square between must be empty.
//   - fulke3's obsidion is read like nemec's siege (all four orthogonal or
//     all four diagonal neighbours, never mixed), from the book's "four next
//     spaces about him directly, or cornerwise".
//   - parlett's blockader test ("could not take any of its blockaders") asks
//     whether the hemmed man, alone or with a fellow, stands in any relation
//     but siege that would take a blockader now.
//   - fulke1's capture by proportion uses the triumph package's arrays: along
//     a line the values run up or down, an angle's corner holds the middle
//     term, a square's corners may hold them in any order; the squares
//     between (arms, sides) are empty.
//   - nemec: an attack must take something to be legal. A pyramid attacking
//     uses one value for all it takes that turn: the value that takes the
//     most men, then the most value, then the whole value before the layers.
//   - Prisoners that change sides (fulke1, parlett+change) go to the captor's
//     rearmost free square: from its back edge forward, files a to h. When
//     several options are given, parlett's prisoners follow +turn, then
//     +change, then +hold. +ransom is accepted but not modelled (no action
//     redeems a layer).
//   - Captures come in square order (a1 upwards, rank by rank), layers top
//     to base; two takers are named in reading order (by file, then rank).
//
// # Speed
//
// The Analyzer keeps a compact copy of the board (an occupancy table into a
// table of men with their values and draughts precomputed), ray tables per
// board length, and one "before" pass per position that judges every enemy
// man once. A move is tried by two byte writes; only the enemy men it could
// concern are judged again: the first man on each line out of the squares it
// left and reached, filtered by a cheap test (reach, eruption, neighbour, or
// a draught the mover now closes, which needs only the siege test). Under
// +jump, +pass and fulke1's +progression every enemy man is judged. A test
// compares this filter with judging every man after every move over random
// games. See the README section for the benchmark numbers.
package engine
