// Package ui decides, once per process, how rithmo talks to its terminal:
// whether stdin and stdout are terminals, whether colour is allowed, which
// glamour style to render with, and how wide to lay text out.
//
// Everything here is decided from the environment and the file descriptors,
// never by querying the terminal: glamour's automatic style detection can
// block for seconds where the terminal does not answer, and the answer can
// leak into the input (see shared/charm-notes.md). The background comes from
// package colorfgbg (COLORFGBG when the terminal sets it, else dark;
// RITHMO_STYLE=light|dark|notty overrides), which also tells lipgloss before
// bubbletea's own init could ask the terminal.
package ui
