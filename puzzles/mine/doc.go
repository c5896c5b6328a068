// Package mine finds puzzles in real games: a simple engine player plays
// games against itself from each rule set's opening array, and the miner
// keeps the busy positions where the side to move has one capture to find
// among tempting near misses.
//
//	Play        one self-play game, every position it passes through
//	Mine        puzzles from the games of a seed range, each passing puzzles/check
//	NearMisses  actions that almost take a man (the engine's WhyNot, ranked)
//	Difficulty  1 to 5 from the position: actions, near misses, men, relation
//
// The player is greedy and cheap: it completes a triumph when it can, else
// takes the most value, else develops a man toward the enemy, with ties and
// small preferences broken by a PCG seeded with the game's seed; so the same
// seed plays the same game and mines the same puzzles, byte for byte once
// written with puzzles.Format.
//
// A near miss is an action of the side to move that does not take the target
// but whose first failure, as WhyNot ranks them, is one of those a solver
// is tempted by: right relation at the wrong distance, a blocked path, two
// men that both reach the target with the wrong sum (or difference, product,
// quotient), men beside the target on the wrong squares, a mixed siege, wrong
// cossic signs. Each man counts once per relation, and one failure text once,
// so one blocked man does not count as eight near misses.
package mine
