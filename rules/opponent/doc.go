// Package opponent chooses the actions of a computer opponent at five
// levels, through the engine's own rules, and says what it plans in
// numbers. The levels differ by what they know:
//
//	level 1  a beginner: plays at random and lets most captures pass (three in four)
//	level 2  a grabber: the action whose capture and standing are best now, blind to the reply
//	level 3  looks one reply ahead, to the man it moves only: the richest capture of it
//	         the reply could make counts against an action (the rest of its army is not
//	         watched); it parries a triumph in one and makes threats of its own, but does
//	         not see that two threats at once cannot both be parried; while no
//	         triumph may be set, half of the men it attacks count for it
//	level 4  alpha-beta two actions deep, the whole army watched, its own triumphs planned;
//	         it knows the no-capture draw (Config.Quiet, Config.DrawPlies): a line
//	         that reaches it scores 0, so that the side ahead takes before then
//	level 5  alpha-beta by iterative deepening up to four actions deep, with a
//	         transposition table and captures first, then killer moves; it
//	         also weighs pressure: half of the men each side has attacked
//	         counts for the attacker, so that it closes in rather than waits;
//	         and, when it is not behind, its men's closeness to the enemy's
//	         and every man it takes in a line (an even exchange it starts
//	         brings it first to the men a common victory needs); it knows
//	         the no-capture draw as level 4 does
//
// Levels 2 to 5 search within a node budget (Config.Nodes, or the level's
// own), not the clock, so that an answer is the same for a seed whatever
// the machine's load; an optional Deadline stops a search early.
//
// The evaluation, from the side to move: the men on the board weighted by
// the agreed victory (bodies counts men, goods and standards count values,
// the rest both), counted from the balance of the opening array, where the
// odd army's larger numbers weigh more (so that even armies score even
// and a drawn line, 0, is worth the same to either side); the richest
// capture the side to move has in hand (a threat), a little for every rank a man has gone forward up to the
// middle of the board (past it a man meets nobody), men standing in the
// enemy camp once a triumph may be set there (progress toward a triumph),
// and, where a triumph may be set, the triumphs the side not to move
// could set on its next action (one must be parried; two cannot). A
// triumph or a common victory reached ends the line with a win.
//
// Choose is a pure function of the position, the settings and the Config:
// the same seed gives the same action.
package opponent
