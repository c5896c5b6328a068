// Package calibrate measures how hard puzzles are and fits the integer
// weights of the difficulty formula (mine.Weights) to how people solve them.
//
//	MeasureOf   a puzzle's measure: actions that take something, near misses, relation, depth
//	ParseCSV    first tries per puzzle: rithmo class report --csv, or puzzle,tries,right_first
//	Simulate    first tries of the scripted solver model: a seeded population of solvers
//	Fit         the weights that order the puzzles best by first-try success
//
// The fit is exact and exhaustive: every weight vector of a small integer
// grid is scored by the first tries it orders rightly minus those it orders
// wrongly (concordant minus discordant pairs of tries on puzzles of
// different difficulty: an easier puzzle missed while a harder one is
// solved is discordant), all in integers; ties go to the vector nearest
// the one in use, then to the first in the grid's order, so the same data
// give the same weights. The report says how well the fitted formula
// predicts first-try success: the success rate at each difficulty, whether
// it falls as difficulty rises, and Goodman and Kruskal's gamma, (C − D) /
// (C + D).
//
// No solving records of real learners ship with rithmo, so the weights in
// use (mine.Calibrated) come from Simulate: a population whose chance of
// solving a puzzle at the first try falls with a hardness drawn from the
// position by a different rule than the formula's (see Simulate). It shows
// that the fit works and keeps it reproducible; it is no evidence of how
// people solve. A teacher's class report (--csv) is real evidence, and
// rithmo puzzles calibrate --csv fits to it.
package calibrate
