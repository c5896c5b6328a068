// Package coach says, after each of the learner's actions, what the
// learner could have taken and did not, what the opponent now threatens,
// and every triumph within one action, each in the engine's numbers and
// with the lesson that teaches it; and, at the end of a game, its turning
// points. Everything here is a pure function of positions and actions.
package coach
