// Package game keeps a whole game of Rithmomachia from a rule set's opening
// array: whose turn it is, every action played through package engine (so
// prisoners, ransoms and kings behave as the engine says shared/rules.md
// does), and how the game ends: the agreed victory judged by triumph.Won (a
// triumph, or the common victory with its figure), a resignation, or the
// draw rule, and the result said in numbers.
//
// The draw rule is stated once, here: a game in which neither side has
// taken anything for DrawPlies actions in a row (50 moves each) is drawn,
// and so is a game whose side to move has no legal action (the sources are
// silent on both; this is rithmo's reading, chosen so that a game between
// players who will not fight ends).
//
// A game is kept as text (record.go): a header of "key: value" lines (rules,
// victory, white, black, date, result) and then one action per line in the
// notation of shared/notation.md. Encode and Decode are side by side;
// Decode replays every action through the engine, so a record that names an
// illegal action is refused on the line and token at fault.
package game
