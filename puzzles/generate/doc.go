// Package generate builds puzzles with exactly one solution on random
// positions: for teachers' worksheets (rithmo puzzles generate) and for
// endless practice (rithmo practice).
//
// Positions are built, not sampled blindly. For a capture puzzle on a
// relation the generator sets the target (an enemy man), then the men that
// take it by that relation where the rule set wants them (reaching it by
// their draughts, on its neighbouring squares, on a line at the distance an
// eruption counts, around it for a siege, in a triumph's array for fulke1's
// progression), with values drawn from the armies' real men so that the
// position passes board.Validate. Under the rule sets where a move takes
// what it brings into a relation one taker is then drawn back one draught,
// and that draught is the answer; under nemec the takers stand ready and
// the attack is the answer (when several men would attack, one of them is
// given a second man to take and the goal is the action taking the most).
// Spot puzzles set one to three such relations standing now; triumph
// puzzles set three or four men in the enemy camp as a triumph of the kind
// asked is set, one of them a draught away. The draw-back square is chosen
// by a quick guess of the generator's own (no other draught of the man
// from there ends where it would stand in the relation), so that the
// engine is not asked about every square tried.
//
// Then a near miss, built for the puzzle: a man whose number with the
// staying taker's nearly makes the target's, a man of the target's value
// a square out of reach, a draught blocked by a man, an eruption at the
// distance the other way of counting gives, another draught of the
// solution's own mover (lying weight beside the wrong squares); for a
// spot puzzle against a decoy enemy man that does not fall, for a
// triumph a man of a near value that one draught brings into the gap.
// Then men of either side until the board holds at least minMen, and a
// few more. They are set together and the engine judges the position
// once (Analyzer.Each: every action of the side to move with what it
// takes); when it refuses, the core is judged alone and another set is
// drawn, or the attempt is dropped.
//
// A puzzle is returned only when that last judgement, on the finished
// position, finds exactly the solution built (taking its man by the
// puzzle's relation alone), board.Validate accepts the position, and
// puzzles/mine.NearMissOf, the miner's own test, calls the planned near
// miss tempting (for a triumph: the engine finds the decoy's draught
// completes nothing); its words go into the note. The tests hold over
// a thousand generated puzzles to puzzles/check and to the miner's
// mine.NearMisses.
//
// The number of attempts is bounded, so a combination that
// cannot be met ends in an error rather than a loop; one the rule set lacks
// (a relation it does not have, a --kind for a capture) is refused at once
// with an *OptionError naming the option.
//
// Randomness is math/rand/v2's PCG, seeded with the seed and the puzzle's
// number: the same options give the same puzzles, byte for byte once
// written with puzzles.Format, and puzzle n does not depend on how many
// are asked for.
package generate
