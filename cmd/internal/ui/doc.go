// Package ui decides, once per process, how rithmo talks to its terminal:
// whether stdin and stdout are terminals, whether colour is allowed, which
// glamour style to render with, and how wide to lay text out.
//
// The style is decided once, never per renderer: glamour's automatic style
// asks the terminal on every renderer it builds and can wait seconds where
// the terminal does not answer (see shared/charm-notes.md).
// RITHMO_STYLE=light|dark|notty overrides; NO_COLOR, TERM=dumb and output
// that is not a terminal give plain text; otherwise lipgloss reports the
// background, asked once per process.
package ui
