// Package textfile reads content files that come from outside rithmo (a
// worksheet a teacher shared, a lesson being written) without trusting
// them: only regular files are opened (never a device, a pipe or a
// folder, which could hang or never end), they are read up to a stated
// limit, and Control finds the characters that must never reach a
// terminal (C0 and C1 controls: an escape sequence in a puzzle's title
// could retitle the terminal or write the clipboard).
//
// The parsers of lessons and puzzles refuse a line holding one, naming
// file:line, so such text is never shown.
package textfile
