// Package twomove finds two-move puzzles ("capture SQUARE in 2", "triumph
// [KIND] in 2") in self-play games (puzzles/mine's Play): positions where
// the side to move cannot meet the goal now, but has a first action after
// which every legal reply of the opponent leaves the goal reachable on the
// next action, as puzzles/judge decides it.
//
// The search is cheap where it can be: a target is tried only when some
// first action threatens it (it would fall if the opponent did nothing),
// and judge.Solve stops trying the replies to a first action at the first
// that refutes it. A puzzle is kept only when some reply leaves fewer
// winning second actions than another (Defended): a defence that matters,
// which the player shows. Each puzzle kept passes puzzles/check, has a
// title, themes, a difficulty and a note that gives the point and the
// opponent's best defence in numbers (how many ways it cuts).
package twomove
