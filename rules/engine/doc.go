// Package engine judges Rithmomachia positions under the five rule sets of
// shared/rules.md: the legal actions of the side to move, what each action
// takes and why (with the numbers), the next position, and why a claimed
// capture fails.
//
//	Legal, AppendLegal    every legal action (moves and leaps, takes, nemec's attacks, redemptions, prisoners set)
//	CapturesOf, Apply     what an action takes; the next position
//	Analyse               every action with its captures and the triumphs it completes
//	WhyNot                ranked failures of a claim "this action takes that man (by that relation)"
//	Reason.Explain        "6 on d7 + 6 on e6 = 12 on e8: addition"
//	Analyzer.Each         the allocation-free form for hot loops (puzzle generators, search)
//	Analyzer.Analyse      Analyse into the Analyzer's buffers, allocation-free
//
// An Action is a small comparable value (kind, two squares, a value, and a
// prisoner's side and shape); explanations are built only when asked for.
// Its notation (notation.md): "c6-d7" a move or leap, "e6xe8" a take
// before moving, "c8x" an attack, "c8x=9" a nemec pyramid attacking with a
// layer's value, "c5=d8" and "c5=d8/16" the king's privilege, "r3@c13" a
// held prisoner set on the board. Arithmetic is exact (integers; values are
// at most 65535, so products of two values and a distance fit an int64 with
// room to spare; progressions go through package arith's 128-bit
// cross-multiplication).
//
// # Rule sets
//
// Each rule set is one row of the table in rulesets.go, with comments that
// cite rules.md and the sources. In short:
//
//   - fulke1 (Lever & Fulke, first kind): rounds 1 diagonally, triangles 2
//     and squares 3 orthogonally; triangles fly a knight's leap and squares a
//     long leap (3+1) at any time, but "with theyr flying draughte they can
//     take no man, but if neede be helpe to besiege a man", and a leap never
//     completes a triumph. The complete king moves any way 1 to 3 squares
//     ("so they passe not the fourth space", the book counting the king's
//     own square as the first); once it has lost any layer of a shape it
//     loses that shape's draught. Equality, siege, addition, subtraction,
//     multiplication, division by two men that both reach the target;
//     +progression: two or three men set with the target as a triumph is set,
//     in proportion. The king cannot be taken by equality. Prisoners change
//     sides and enter the captor's rearmost free square.
//   - fulke2 (second kind): every man 1/2/3 any way, all but the king fly a
//     knight's leap only to besiege or flee a siege; eruption over void
//     spaces (only the empty squares between count), multiplying or
//     dividing; cossic signs by the book's marking of the men (CossicMarks);
//     prisoners are held off the board and may be set in the enemy camp as a
//     turn ("r3@c13"). +next: addition and subtraction by two men next to the
//     target, directly or cornerwise ("some require the men that shoulde take
//     by Addition to stande in the next spaces"), instead of by reach.
//   - fulke3 (third kind): orthogonal moves only (+corner: cornerwise too,
//     "except the gamesters so agree"), boards of 10 to 16 ranks; encounter;
//     eruption over void spaces, multiplication only ("a lesse number beyng
//     multiplied by the spaces"), directly or cornerwise; lying weight
//     (addition by two men in any two of the target's eight next spaces);
//     obsidion by four enemy neighbours; taken men leave the game.
//   - nemec (Němec 2012): exactly 1/2/3 squares orthogonally or diagonally;
//     Black moves first. A turn is a move (which takes nothing) or an attack
//     "c8x": the piece stays and takes everything it validly attacks:
//     encounter, eruption counting both men's squares ("two pieces meeting on
//     a mutual edge will still have a minimum distance of two"), deceit
//     (addition by opposite neighbours), siege by all four orthogonal or all
//     four diagonal neighbours, never mixed.
//   - parlett: rounds 1 orthogonally, triangles 2 diagonally, squares 3 either
//     way; two-man addition, subtraction, multiplication, division and
//     progression; eruption counting both squares; blockade. Captures come
//     only after a move: "pieces do not land on an opponents square in order
//     to capture", so there is no taking before moving (TakesLeftMen).
//     Prisoners leave the game unless +change, +hold or +turn says otherwise.
//
// # Kings (pyramids)
//
// A layer can be taken on its own (the pyramid loses it). fulke1..fulke3:
// "The kinges conteine in them suche numbers, as beyng all added together,
// make the whole piramidall number": the king takes with its whole value,
// the sum of the layers it holds, never with one layer's. fulke1 and
// fulke3: "By obsidion the whole kyng maye be taken away. Also his whole
// number at ones, that is .91. or .190. by Addition, by Subtraction, by
// Multiplication, or by Diuision": the whole number of a complete king
// falls to those two-man relations and to no other (so fulke3's "2.4.4.135
// ... 3.5.7.190" fall only to obsidion). fulke2: "The Kinges be taken by
// Obsidion, or yf theyr Pyramidall number, be taken by anye of the
// aforsayde meanes", the means of the second kind, so its whole number
// falls to any of its relations, eruption over the void spaces included
// (7 × 13 void spaces = 91 takes the whole even king). The king's
// privilege (fulke2, fulke3, always on; +ransom is still read, and changes
// nothing): a lost layer the adversary holds is redeemed "by any man of his
// that is of the same number" ("c5=d8"), or, when none stands, by any man
// ("c5=d8/16"; the book lets the adversary choose, so every man is a legal
// choice). The man leaves the board into the adversary's hand as the
// ransom; the layer leaves it and returns to the king. fulke2: any lost
// layer, and the king then stands on the redeeming man's square ("he maye
// redeme it by anye of his men hauing the same number, and muste remoue
// into hys place, whiche redemed hym"). fulke3: never the lowest and
// greatest square ("except the lowest and greatest"; "if his lowest square
// be taken, no ransom will delyuer him"), and the king stays where it
// stands. A set prisoner pays no ransom: it is no man of the king's army.
// nemec: the pyramid attacks
// with its whole value while complete ("c8x") or with any layer's value the
// player names ("c8x=9"), one value for every capture of that attack; every
// value that takes something is its own action; the whole pyramid falls only
// to siege. parlett: as nemec, and the whole pyramid also falls to a relation
// on its whole value; it has no attacks, so every capture after a move uses
// any of its values.
//
// # Set prisoners (fulke2)
//
// A player may set a held prisoner on an empty square of the enemy camp
// instead of moving ("r3@c13"). It stands in the setter's colour, marked
// in the notation (R3*: Black's 3, set by White), and "the enemies men
// taken, may serue onely to celebrate a triumphe, but not to fight on his
// syde that taketh them": it is no taker of any relation, no partner of a
// two-man one, and closes no siege (a draught it closes is closed by no
// adversary). The fast paths judge it as a man of its colour and
// evalFocused leaves out every instance it would take part in
// (dropPrisoners); WhyNot names it when a claim fails only for it. It
// moves as a man of its shape, stands in the setter's triumphs, and the
// enemy takes it like any man (the book is silent; rithmo's reading): it
// goes into the taker's hand as it stood, unmarked, and a man taken back
// so is never set again.
//
// # Sieges
//
// fulke1 and fulke2: the man has no ordinary move left, every draught closed
// by enemies, at least four of them: "if he be so compassed with 4. men, that
// hys law full draught be hindered", and "In all thrée kyndes of playing no
// Obsidion can be of any man with some of his fellowes, but all foure muste
// be hys aduersaries". A draught that would run off the board is no move,
// but the edge is no besieger: a man in a corner cannot be besieged, a
// fulke2 man on an edge needs five. +edge (fulke1..fulke3) is the modern
// habit: each direction the edge closes counts towards the four. fulke3:
// four enemies on the four orthogonal or the four diagonal neighbours ("the
// foure nexte spaces about him directly, or cornerwise"), never mixed, the
// edge closing nothing unless +edge. nemec: the same rings, the edge
// closing a side of the orthogonal ring only (three at an edge, two in a
// corner); a diagonal siege needs four enemies. parlett: no legal move, only
// enemies and edges block it, and it could take none of its blockaders.
//
// # Turns
//
// Under fulke1..fulke3 and parlett a move is followed by the capture of
// every enemy man that now stands in a relation with the mover's men that
// did not hold before the move. A relation instance is identified by its
// relation, the part of the target taken (the whole man or pyramid, or one
// layer) and the set of its takers (the mover counted as the same man after
// its move); a siege by its target alone, whoever closes it. Under
// fulke1..fulke3 a man the enemy left in a relation may be taken instead of
// moving ("e6xe8"): the action takes every part of it in relation at the
// start of the turn, and the taker named moves into its square, unless the
// square is still occupied (only a layer of a pyramid was taken). Taking
// instead of moving takes nothing else. Redeeming a layer and setting a
// prisoner take nothing.
//
// Each action is one turn: Position.Move counts actions, not pairs, and the
// side to move alternates.
//
// # Readings that stay open, and the choice made
//
//   - The 1563 camp is "conteyning .40. spaces or as some wil .48": the
//     engine sets prisoners (and the triumph package judges triumphs) in
//     board.Camp, from the enemy's front rank as first placed to its back
//     edge: for fulke2 the 48 spaces of six ranks.
//   - fulke2 sieges of a man that moves every way: the book says only "when
//     by foure men they be letted of theyr ordinarie draughte, as hath bene
//     taught before". The engine asks what the first kind asks (every
//     ordinary draught closed, by enemies only, at least four of them), so a
//     man in the open needs eight, one on an edge five, and a corner holds
//     none without +edge.
//   - fulke3's diagonal obsidion: "standynge in the foure nexte spaces about
//     him directly, or cornerwise" is read as the four orthogonal neighbours
//     or the four diagonal ones, never mixed (nemec's rule), since the book
//     adds "because he can not remoue cornerwyse". Under +corner the rings
//     stay the same.
//   - nemec's angle "of any size" belongs to triumphs (package triumph).
//   - Leaps: a leap "besieges" when after it an enemy man stands in a siege
//     that did not hold before, the leaper closing one of its draughts; it
//     "flees" when the leaper stands in siege (fulke2's licence to fly). A
//     leap takes by siege alone and completes no triumph ("not in their
//     flying draughts").
//   - Eruption runs along any rank, file or diagonal, any distance, with a
//     clear path; it takes only a different value (A × d = T with A < T, or,
//     outside fulke3, A = T × d with A > T), so d ≥ 2. +jump lets the
//     attacker's own men stand between under the inclusive count (nemec,
//     parlett), never under the void-space count, where every square between
//     must be empty.
//   - Kings never fly, never pass (+pass names triangles and squares) and
//     carry no cossic signs. fulke2 and fulke3 kings move as squares while
//     they hold a square layer, else by the shapes they hold. Taken layers,
//     and taken kings, never change sides: the book marks every man's
//     underside with the enemy's colour "except the two kings".
//   - A set prisoner stands in the setter's colour, marked (R3*), and a man
//     taken back from the board is listed in the colour it stood in, so
//     fulke2 positions count men against both armies together (as fulke1
//     does); an unmarked man of the other army's number is refused. A
//     redemption needs the lost layer in the adversary's hand.
//   - parlett's blockader test ("could not take any of its blockaders") asks
//     whether the hemmed man, alone or with a fellow, stands in any relation
//     but siege that would take a blockader now.
//   - fulke1's capture by proportion uses the triumph package's arrays: along
//     a line the values run up or down, an angle's corner holds the middle
//     term, a square's corners may hold them in any order; the squares
//     between (arms, sides) are empty.
//   - nemec: an attack must take something to be legal.
//   - Prisoners that change sides (fulke1, parlett+change) go to the captor's
//     rearmost free square: from its back edge forward, files a to h. When
//     several options are given, parlett's prisoners follow +turn, then
//     +change, then +hold.
//   - Captures come in square order (a1 upwards, rank by rank), layers top
//     to base; two takers are named in reading order (by file, then rank).
//
// # Speed
//
// The Analyzer keeps a compact copy of the board (an occupancy table into a
// table of men with their values and draughts precomputed), ray tables per
// board length, move tables per set of draughts (each draught's square and
// the squares it passes), and one "before" pass per position that judges
// every enemy man once. A move's candidates are looked for with the mover
// lifted off its square; only the enemy men it could concern are judged
// again: the first man on each line out of the squares it left and reached
// (a ray with no enemy man on it is not walked), filtered by a cheap test
// (reach, eruption, neighbour, or a draught the mover now closes, which
// needs only the siege test), then by arithmetic: a man the mover only
// touches is judged when some relation with the mover among its takers
// could hold, its partners being the men that reached it before the move
// (mayTake). A move with no candidate is not made at all; a target that is
// judged is judged on the lines the move changed (evalFocused). A new
// draught siege needs an enemy with at most one draught open, and the mover
// on that draught's path (markClosable, classify): leaps elsewhere take
// nothing, a move that can bring about no siege, eruption or addition by
// neighbours looks only along its own draughts, and a siege a move
// completes is read from what the before pass found (closedBy). A fulke2
// leap allowed because it besieges keeps what it takes, worked out by the
// test that allowed it. Under +jump, +pass and fulke1's +progression every
// enemy man is judged. A test compares this filter with judging every man
// after every move over random games, and TestFastMatchesReference compares
// the whole fast path with a reference kept in the tests (refJudge, in
// reference_test.go: draughts walked, sieges walked, every enemy man judged
// afresh, pairs by the general loops). Each and
// Analyzer.Analyse allocate nothing once warm; the package's
// Analyse allocates per position what it hands out (the outcomes, and one
// slice each for the captures, reasons, squares and values; the triumphs),
// never per action. The cached state behind all this, grouped by what fills
// it and when it stops being valid, is listed in one place: the Analyzer's
// comment. bench_test.go and crowded_bench_test.go measure it
// (BenchmarkMiddlegame is the one the opponent's search leans on).
package engine
