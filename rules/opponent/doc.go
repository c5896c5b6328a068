// Package opponent chooses the actions of a computer opponent at five
// levels, through the engine's own rules, and says what it plans in
// numbers.
//
//	level 1  a beginner: plays at random and lets most captures pass (three in four)
//	level 2  a grabber: the action whose capture and standing are best now, blind to the reply
//	level 3  looks one action ahead: the richest capture the reply could make counts against it
//	level 4  searches two actions deep (alpha-beta)
//	level 5  searches by iterative deepening up to four actions deep (alpha-beta), within a node budget and an optional deadline
//
// The evaluation, from the side to move: the men on the board weighted by
// the agreed victory (bodies counts men, goods and standards count values,
// the rest both), the richest capture the side to move has in hand (a
// threat), a little for every rank a man has gone forward, men standing in
// the enemy camp once a triumph may be set there (progress toward a
// triumph), and, where a triumph may be set, the triumphs the side not to
// move could set on its next action (one must be parried; two cannot). A triumph or a common victory reached
// ends the line with a win.
//
// Choose is a pure function of the position, the settings and the Config:
// the same seed gives the same action (a node budget, not the clock, bounds
// the search unless a Deadline is set).
package opponent
