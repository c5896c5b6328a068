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
// asked is set, one of them a draught away. Then distractors: sometimes a
// near miss (a man whose value would take, one square too far or too near,
// behind a blocker, or for an eruption at the distance the other way of
// counting gives) and a few men of either side.
//
// After each man is added the engine judges the position; a man that makes
// a second solution, or a solution by another relation, is taken off again,
// and an attempt that cannot be made to work is dropped. A finished puzzle
// is checked as puzzles/check checks any file (legal position, the goal's
// solutions, its expect line, exactly one solution, known themes) before it
// is returned. The number of attempts is bounded, so a combination that
// cannot be met ends in an error rather than a loop; one the rule set lacks
// (a relation it does not have, a --kind for a capture) is refused at once
// with an *OptionError naming the option.
//
// Randomness is math/rand/v2's PCG, seeded with the seed and the puzzle's
// number: the same options give the same puzzles, byte for byte once
// written with puzzles.Format, and puzzle n does not depend on how many
// are asked for.
package generate
