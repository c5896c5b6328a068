// Package mine finds puzzles in real games: a simple engine player plays
// games against itself from each rule set's opening array, and the miner
// keeps the busy positions where the side to move has one capture to find
// among tempting near misses.
//
//	Play          one self-play game, every position it passes through
//	PlayToward    a game in which one side steers toward a greater or greatest triumph
//	Walk          a played position with the steering side's four men set where its plan sends them
//	Mine          puzzles from the games of a seed range, each passing puzzles/check
//	NearMisses    actions that almost take a man (the engine's WhyNot, ranked)
//	TriumphOfKind a "triumph KIND" puzzle, with its near misses (TriumphNearMisses)
//	Difficulty    1 to 5 from the position with the Calibrated Weights, an estimate
//	Rebuild       a capture puzzle stated afresh, as the miner writes it now
//
// The player is greedy and cheap: it completes a triumph when it can, else
// takes the most value, else develops a man toward the enemy, with ties and
// small preferences broken by a PCG seeded with the game's seed; so the same
// seed plays the same game and mines the same puzzles, byte for byte once
// written with puzzles.Format.
//
// A near miss is an action of the side to move that does not take the target
// but whose first failure, as WhyNot ranks them, is one of the kinds a solver
// is really tempted by, and only those (NearMiss.Kind): the right geometry
// with arithmetic close to the target (two men that both reach it, the sum,
// difference, product or quotient within a tenth of its value), one square
// short (an eruption one counted square off, the same number a square out
// of reach, a man beside the target on the wrong square of the pair), a
// blocked path, a siege one man short. The other kind of proportion is a
// triumph's near miss. A puzzle earns the trap tag only with one of them. Each man counts once per relation, and one failure text once,
// so one blocked man does not count as eight near misses.
//
// Four-man triumphs never come of the greedy game: PlayToward plans the
// cheapest arrangement, in draughts on an otherwise empty board, of four of
// the side's men whose values hold the kind's proportions, in a line or a
// square of the enemy camp, and walks them there while the enemy plays on.
// A triumph puzzle's near misses are the actions that set a triumph of
// another kind, bring another man to the answer's square where the four
// values hold one proportion only, or set three men in progression on one
// line where they make no triumph (unevenly spaced, out of order, a man
// between, one rank outside the camp).
package mine
