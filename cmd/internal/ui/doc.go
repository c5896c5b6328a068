// Package ui decides, once per process, how rithmo talks to its terminal:
// whether stdin and stdout are terminals, whether colour is allowed, which
// glamour style to render with, and how wide to lay text out.
//
// Everything here is decided from the environment and the file descriptors,
// never by querying the terminal (glamour's automatic style detection can
// block for seconds where the terminal does not answer; see
// shared/charm-notes.md). The single exception is lipgloss.HasDarkBackground,
// asked at most once, only when both ends are terminals.
package ui
