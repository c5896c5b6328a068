// Package coach says, after each of the learner's actions, what the
// learner could have taken and did not, what the opponent now threatens,
// every triumph within one action either way and every capture that would
// win the agreed common victory either way, each in the engine's numbers
// and with the lesson that teaches it; and, at the end of a game, its
// turning points. Everything here is a pure function of positions,
// actions and the victory agreed.
package coach
