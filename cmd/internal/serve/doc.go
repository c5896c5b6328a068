// Package serve is rithmo's SSH server (`rithmo serve`): one process that a
// class reaches with the ssh client every laptop has, each connection
// running the same tutor for the student whose key it is.
//
// It is built on github.com/charmbracelet/ssh, the server library of
// Charm's wish, set up as wish sets it up (wish's own package is not
// imported: its logger asks the terminal for its colours when rithmo
// starts). It is safe by construction:
// the only thing a connection can get is the tutor. Authentication is by
// public key alone (password and keyboard-interactive are never offered);
// there is no shell and no command execution (the command line only picks
// a mode: "accessible", "dark", "light", "plain"); no port, agent or X11
// forwarding, no subsystem (sftp, scp's server) and no environment beyond a
// few display variables. Every request the server does not serve is
// refused and logged, and a command line that is not a mode is answered
// with the modes that exist.
//
// Strangers cannot lock a class out (OpenSSH's LoginGraceTime and
// MaxStartups are the model): a connection has a fixed time from opening
// to logging in, which no byte it sends extends; connections not yet
// logged in are capped apart from the seats of those logged in, and past
// the cap the oldest is closed to make room, so a crowd of silent
// connections neither takes a student's seat nor keeps the next student
// out. Seats (connections logged in), sessions and sessions per key are
// bounded; a student who finds every seat taken is told so in words. A
// session idle (no key pressed) for the idle timeout is closed; a window
// larger than the maximum is treated as the maximum; a client that stops
// answering the keep-alive (a network lost, a laptop shut) is hung up
// after a few questions, and at once when its key connects again, so that
// what its session held (a game in play) is let go; a variable's value and
// the --allow file are read up to stated limits.
//
// The package knows nothing of the tutor itself: Config.Session runs it
// over a Session (the student's key, input, output, size and its changes).
package serve
