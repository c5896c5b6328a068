// Package cli wires rithmo's subcommands: one file per command group, each
// writing only to the writers of the Env it is given, never to os.Stdout.
//
// Exit codes: 0 success, 1 failure, 2 usage error (bad arguments, a malformed
// position, no terminal for an interactive command), 130 interrupted.
package cli
