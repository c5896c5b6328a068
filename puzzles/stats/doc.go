// Package stats measures a puzzle collection against what a balanced one
// needs (issue 15): puzzles in every relation × rule set cell and every
// triumph kind × rule set, Black to move often (and in most nemec puzzles,
// where Black moves first), every difficulty 1 to 5 in every rule set, and
// busy positions (the median men on the board and near misses). It also
// counts the near misses that tempt by kind, the trap tags, and how well the
// stated difficulty orders first tries (the scripted solver model's, while
// rithmo has no records of learners: every difficulty is an estimate).
//
//	Of          the table of a list of puzzles
//	Table.Text  the table as rithmo puzzles stats prints it
//	Shortfalls  every cell below the minimums, in words
package stats
