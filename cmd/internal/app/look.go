package app

import (
	"github.com/charmbracelet/huh"
	"github.com/charmbracelet/lipgloss"

	"github.com/rithmo/rithmo/lessons/form"
)

// Look is how one terminal is drawn: the lipgloss renderer that knows its
// colour profile and background, and huh's theme drawn by that renderer.
// A class server has one per student, as wish's bubbletea middleware
// makes one renderer per session, so that a student on a 256-colour
// terminal and one with NO_COLOR each get their own output. The zero Look
// is the process's own terminal.
type Look struct {
	r     *lipgloss.Renderer
	theme *huh.Theme
}

// NewLook returns the look of the terminal r draws for (nil: the
// process's own). It builds huh's theme for r once.
func NewLook(r *lipgloss.Renderer) Look {
	return Look{r: r, theme: form.ThemeFor(r)}
}

// Renderer is the terminal's lipgloss renderer.
func (l Look) Renderer() *lipgloss.Renderer {
	if l.r == nil {
		return lipgloss.DefaultRenderer()
	}
	return l.r
}

// Theme is huh's theme drawn for the terminal.
func (l Look) Theme() *huh.Theme {
	if l.theme == nil {
		return form.Theme()
	}
	return l.theme
}

func (l Look) titleStyle() lipgloss.Style    { return l.Renderer().NewStyle().Bold(true) }
func (l Look) selectedStyle() lipgloss.Style { return l.Renderer().NewStyle().Bold(true).Reverse(true) }
func (l Look) hintStyle() lipgloss.Style     { return l.Renderer().NewStyle().Faint(true) }

// looked is a screen of this package drawn in the home: it takes the
// home's look when the home opens it.
type looked interface{ setLook(Look) }
