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
// refused and logged. Connections, sessions and sessions per key are
// bounded; a session idle (no key pressed) for the idle timeout is closed;
// a window larger than the maximum is treated as the maximum.
//
// The package knows nothing of the tutor itself: Config.Session runs it
// over a Session (the student's key, input, output, size and its changes).
package serve
