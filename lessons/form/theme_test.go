package form

import (
	"io"
	"reflect"
	"testing"

	"github.com/charmbracelet/lipgloss"
	"github.com/muesli/termenv"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestThemeFor(t *testing.T) {
	assert.Same(t, Theme(), ThemeFor(nil), "no renderer: the process's theme")
	assert.Same(t, Theme(), ThemeFor(lipgloss.DefaultRenderer()))

	for _, tc := range []struct {
		name    string
		profile termenv.Profile
		styled  bool
	}{
		{"256 colours", termenv.ANSI256, true},
		{"no colour", termenv.Ascii, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := lipgloss.NewRenderer(io.Discard)
			r.SetColorProfile(tc.profile)
			theme := ThemeFor(r)
			require.NotSame(t, Theme(), theme)
			title := theme.Focused.Title.Render("Which of your men?")
			if tc.styled {
				assert.Contains(t, title, "\x1b[", "drawn in the renderer's colours")
			} else {
				assert.Equal(t, "Which of your men?", title, "drawn without escape codes")
			}
			// Every style of the theme, nested ones included, is r's: with no
			// colour, none draws an escape code.
			styles := 0
			var walk func(v reflect.Value)
			walk = func(v reflect.Value) {
				switch {
				case v.Type() == styleType:
					styles++
					if !tc.styled {
						assert.NotContains(t, v.Interface().(lipgloss.Style).Render("x"), "\x1b", "a style left on the process's renderer")
					}
				case v.Kind() == reflect.Struct:
					for i := range v.NumField() {
						if v.Type().Field(i).IsExported() {
							walk(v.Field(i))
						}
					}
				}
			}
			walk(reflect.ValueOf(theme).Elem())
			assert.Greater(t, styles, 50)
		})
	}
}
