// Package summary writes a one-screen summary of a rule set for a learner:
// its board, moves, captures, turns, triumphs, common victories and the
// options it accepts (rithmo rules RULESET). The words follow
// shared/rules.md; where, when and in what shapes a triumph stands, and which
// options a rule set accepts, are read from the tables the engine itself
// uses (board.Camp, triumph.KingFirst, triumph.Shapes, board.ParseRules), so
// the summary cannot drift from them. Render fits 80 columns.
package summary
