package form

import (
	"github.com/charmbracelet/huh"
	"sync"
)

// Theme returns huh's default theme (ThemeCharm), built once for the whole
// program. A huh field with no theme builds ThemeCharm anew each time it
// draws itself or one of its options: drawing the menu of 95 puzzles once
// allocated 16 MB, and a full-screen session peaked at 42 MB. Every field
// rithmo builds is given this one (or Config.Theme) with Themed; nothing
// changes it.
func Theme() *huh.Theme { return theme() }

var theme = sync.OnceValue(huh.ThemeCharm)

// Themed gives a new field its theme and returns it, for chaining:
// form.Themed(huh.NewSelect[string](), form.Theme()).Title(...).Options(...).
// The theme must come first: a Select draws its options as soon as they
// are set (to size itself), and huh.NewGroup draws its fields.
func Themed[F interface{ WithTheme(*huh.Theme) huh.Field }](field F, theme *huh.Theme) F {
	field.WithTheme(theme)
	return field
}
