// Package gamefiles keeps a learner's game records in a folder of theirs:
// each game in play in a file of its own (current.game, then
// current-2.game, current-3.game… for games played alongside it), each
// finished game as DATE-N.game.
//
// A game in play is written by one session only. A session claims the file
// it plays in (Resume, New) with a flock(2) lock on a lock file beside it,
// held until Release or until the process ends, however it ends, so that
// two sessions under one key (two SSH connections, two terminals) never
// write over each other's moves: the second finds the game held and plays
// a game of its own, kept in a file of its own. Records are written through
// a temporary file and a rename, so a session cut off mid-write leaves its
// previous record; a finished game takes the first free DATE-N name by an
// exclusive link, so two games finished at once never share a name.
//
// The package knows nothing of what a record says: the caller encodes and
// decodes games (rules/game) and says what it finds.
package gamefiles
