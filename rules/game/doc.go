// Package game keeps a whole game of Rithmomachia from a rule set's opening
// array: whose turn it is, every action played through package engine (so
// prisoners, ransoms and kings behave as the engine says shared/rules.md
// does), and how the game ends: the agreed victory judged by triumph.Won (a
// triumph, or the common victory with its figure), a resignation, or the
// draw rule, and the result said in numbers.
//
// Two rules the sources are silent on are rithmo's reading, stated once,
// here: a game in which neither side has taken anything for DrawPlies
// actions in a row (50 by each side) is drawn, so that a game between
// players who will not fight ends; and a side to move with no legal action
// (every man taken, or every man hemmed in) has lost.
//
// A game is kept as text (record.go): a header of "key: value" lines (rules,
// victory, white, black, date, result) and then one action per line in the
// notation of shared/notation.md. Encode and Decode are side by side;
// Decode replays every action through the engine, so a record that names an
// illegal action is refused on the line and token at fault.
package game
