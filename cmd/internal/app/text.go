package app

import (
	"strings"

	tea "github.com/charmbracelet/bubbletea"
)

// TextScreen shows a text (the progress summary, say) that the learner can
// scroll, until they press q, esc, enter or backspace. It lays the text out
// for the window's width again when the window changes.
type TextScreen struct {
	title, text string
	titleLines  []string // the title, wrapped
	lines       []string // the text, wrapped
	offset      int
	width       int
	height      int
	done        bool
}

// textMargin is the left margin of every screen's text. The text may run to
// the window's right edge: an 80-column window then gives 78 columns, which
// the narrow board needs.
const textMargin = 2

// NewTextScreen returns a screen showing text under title.
func NewTextScreen(title, text string, width, height int) *TextScreen {
	s := &TextScreen{title: title, text: strings.TrimRight(text, "\n"), height: height}
	s.layout(width)
	return s
}

// layout wraps the title and the text for width columns.
func (s *TextScreen) layout(width int) {
	s.width = width
	room := max(width-textMargin, 1)
	s.titleLines = wrapLine(s.title, room, 2)
	s.lines = wrapText(s.text, room)
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
		if msg.Width != s.width {
			s.layout(msg.Width)
		}
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

// bodyHeight is the rows left for the text: a blank line and the title
// above it, a blank line and the keys below.
func (s *TextScreen) bodyHeight() int { return max(s.height-4-len(s.titleLines), 3) }

// View implements tea.Model.
func (s *TextScreen) View() string {
	var b strings.Builder
	b.WriteString("\n")
	for _, l := range s.titleLines {
		b.WriteString("  " + titleStyle().Render(l) + "\n")
	}
	b.WriteString("\n")
	end := min(s.offset+s.bodyHeight(), len(s.lines))
	for _, l := range s.lines[s.offset:end] {
		if l != "" {
			l = "  " + l
		}
		b.WriteString(l + "\n")
	}
	b.WriteString("\n  " + hintStyle().Render("q back"))
	if len(s.lines) > s.bodyHeight() {
		b.WriteString(hintStyle().Render(" · ↑/↓ scroll"))
	}
	b.WriteString("\n")
	return b.String()
}
