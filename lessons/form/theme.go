package form

import (
	"reflect"
	"sync"

	"github.com/charmbracelet/huh"
	"github.com/charmbracelet/lipgloss"
)

// Theme returns huh's default theme (ThemeCharm) drawn for the process's
// own terminal, built once for the whole program. A huh field or group
// with no theme builds ThemeCharm anew each time it draws itself or one of
// its options: drawing the menu of 95 puzzles once allocated 16 MB, and a
// full-screen session peaked at 42 MB. Every field and form rithmo builds
// is given this one (or ThemeFor's) with Themed and Form.WithTheme; nothing
// changes it.
func Theme() *huh.Theme { return theme() }

var theme = sync.OnceValue(huh.ThemeCharm)

// ThemeFor returns huh's default theme drawn by r: its colours in r's
// profile and for r's background. huh v1 builds its themes on lipgloss's
// process-wide renderer, which over SSH describes the server rather than
// the student's terminal (huh #320); each style of a copy is given r
// instead. nil or the default renderer gives Theme(). Build it once per
// terminal (a session) and keep it: a theme is some hundred styles.
func ThemeFor(r *lipgloss.Renderer) *huh.Theme {
	if r == nil || r == lipgloss.DefaultRenderer() {
		return Theme()
	}
	t := huh.ThemeCharm()
	rebind(reflect.ValueOf(t).Elem(), r)
	return t
}

var styleType = reflect.TypeFor[lipgloss.Style]()

// rebind gives every lipgloss.Style reachable through v's fields (structs
// nested in structs, as huh.Theme holds them) the renderer r.
func rebind(v reflect.Value, r *lipgloss.Renderer) {
	switch {
	case v.Type() == styleType:
		v.Set(reflect.ValueOf(v.Interface().(lipgloss.Style).Renderer(r)))
	case v.Kind() == reflect.Struct:
		for i := range v.NumField() {
			if f := v.Field(i); f.CanSet() {
				rebind(f, r)
			}
		}
	}
}

// Themed gives a new field its theme and returns it, for chaining:
// form.Themed(huh.NewSelect[string](), form.Theme()).Title(...).Options(...).
// The theme must come first: a Select draws its options as soon as they
// are set (to size itself), and huh.NewGroup draws its fields.
func Themed[F interface{ WithTheme(*huh.Theme) huh.Field }](field F, theme *huh.Theme) F {
	field.WithTheme(theme)
	return field
}
