// Package colorfgbg decides the terminal's background (dark or light) from
// the environment alone, and tells lipgloss so before anything can ask the
// terminal.
//
// Why it exists: bubbletea v1 asks the terminal for its background colour in
// its package init (tea_init.go), in every process whose stdout is a
// terminal. Where nothing answers (a pseudo-terminal with no emulator behind
// it, as under script(1), expect or some test harnesses) that costs termenv's
// full five-second timeout before main even starts, and a late answer can
// leak into the input as keystrokes. lipgloss skips the query once the
// background is set explicitly, so this package sets it in its own init.
//
// Why it is a module of its own, named "colorfgbg.internal" (a dotted path,
// which go mod verify wants; .internal is reserved for private use): Go
// initialises packages in the order of their import paths, among those whose
// imports are already initialised (the Go spec, "Package initialization",
// since Go 1.21). A path that sorts before "github.com/charmbracelet/bubbletea"
// runs its init first; rithmo's own packages (github.com/rithmo/...) sort
// after it. rithmo's go.mod points this module at this directory with a
// replace directive.
// cmd/rithmo's e2e test guards the effect: rithmo --help under a silent
// pseudo-terminal must return at once.
package colorfgbg

import (
	"os"
	"strings"

	"github.com/charmbracelet/lipgloss"
)

func init() {
	lipgloss.SetHasDarkBackground(!Light(os.Getenv))
}

// Light reports whether the terminal's background is light: RITHMO_STYLE
// says so outright (light, or dark), else COLORFGBG ("0;15": foreground 0 on
// background 15), which many terminals set. Dark is the default.
func Light(getenv func(string) string) bool {
	switch strings.ToLower(getenv("RITHMO_STYLE")) {
	case "light":
		return true
	case "dark":
		return false
	}
	parts := strings.Split(getenv("COLORFGBG"), ";")
	if len(parts) < 2 {
		return false
	}
	switch parts[len(parts)-1] {
	case "7", "15":
		return true
	}
	return false
}
