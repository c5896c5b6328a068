package app

import (
	"strings"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/ansi"
)

// TextScreen shows a text (the progress summary, say) that the learner can
// scroll, until they press q, esc, enter or backspace.
type TextScreen struct {
	title  string
	lines  []string
	offset int
	height int
	done   bool
}

// NewTextScreen returns a screen showing text under title.
func NewTextScreen(title, text string, width, height int) *TextScreen {
	wrapped := ansi.Wrap(strings.TrimRight(text, "\n"), max(width-4, 20), "")
	return &TextScreen{title: title, lines: strings.Split(wrapped, "\n"), height: height}
}

// Done implements Screen.
func (s *TextScreen) Done() bool { return s.done }

// Init implements tea.Model.
func (s *TextScreen) Init() tea.Cmd { return nil }

// Update implements tea.Model.
func (s *TextScreen) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		s.height = msg.Height
	case tea.KeyMsg:
		switch msg.String() {
		case "q", "esc", "enter", "backspace", "left", "h":
			s.done = true
		case "down", "j", " ", "pgdown":
			s.offset++
		case "up", "k", "pgup":
			s.offset--
		}
	}
	s.offset = min(max(s.offset, 0), max(len(s.lines)-s.bodyHeight(), 0))
	return s, nil
}

func (s *TextScreen) bodyHeight() int { return max(s.height-5, 3) }

// View implements tea.Model.
func (s *TextScreen) View() string {
	var b strings.Builder
	b.WriteString("\n  " + titleStyle.Render(s.title) + "\n\n")
	end := min(s.offset+s.bodyHeight(), len(s.lines))
	for _, l := range s.lines[s.offset:end] {
		b.WriteString("  " + l + "\n")
	}
	b.WriteString("\n  " + hintStyle.Render("q back"))
	if len(s.lines) > s.bodyHeight() {
		b.WriteString(hintStyle.Render(" · ↑/↓ scroll"))
	}
	b.WriteString("\n")
	return b.String()
}
