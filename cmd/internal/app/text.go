package app

import (
	"strings"
	"unicode"

	tea "github.com/charmbracelet/bubbletea"
)

// TextScreen shows a text (the progress summary, the glossary) that the
// learner can scroll, page through and search, until they press q, esc,
// enter or backspace. It lays the text out for the window's width again
// when the window changes.
type TextScreen struct {
	title, text string
	look        Look
	titleLines  []string // the title, wrapped
	lines       []string // the text, wrapped
	offset      int
	width       int
	height      int
	done        bool

	// The search: "/" starts typing a query, enter finds it, n finds the
	// next line that has it.
	typing bool
	query  string
	found  int    // the line found, or -1
	note   string // "no line has …", shown once
}

// textMargin is the left margin of every screen's text. The text may run to
// the window's right edge: an 80-column window then gives 78 columns, which
// the narrow board needs.
const textMargin = 2

// NewTextScreen returns a screen showing text under title.
func NewTextScreen(title, text string, width, height int) *TextScreen {
	s := &TextScreen{title: title, text: strings.TrimRight(text, "\n"), height: height, found: -1}
	s.layout(width)
	return s
}

func (s *TextScreen) setLook(l Look) { s.look = l }

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
			s.found = -1
		}
	case tea.KeyMsg:
		if s.typing {
			s.typeQuery(msg)
			break
		}
		if msg.Type == tea.KeyRunes && len(msg.Runes) > 1 {
			// Keys typed quickly (or pasted) can arrive as one message:
			// "/sesqui" is a search, not a key of its own.
			for _, r := range msg.Runes {
				s.Update(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{r}})
			}
			return s, nil
		}
		s.note = ""
		page := max(s.bodyHeight()-1, 1)
		switch msg.String() {
		case "q", "esc", "enter", "backspace", "left", "h":
			s.done = true
		case "down", "j":
			s.offset++
		case "up", "k":
			s.offset--
		case " ", "pgdown", "f", "ctrl+f":
			s.offset += page
		case "pgup", "b", "ctrl+b":
			s.offset -= page
		case "home", "g":
			s.offset = 0
		case "end", "G":
			s.offset = len(s.lines)
		case "/":
			s.typing, s.query = true, ""
		case "n":
			s.find(s.found + 1)
		case "N":
			s.findBack(s.found - 1)
		}
	}
	s.offset = min(max(s.offset, 0), max(len(s.lines)-s.bodyHeight(), 0))
	return s, nil
}

// typeQuery takes a key while the learner types a search.
func (s *TextScreen) typeQuery(msg tea.KeyMsg) {
	switch msg.Type {
	case tea.KeyEsc:
		s.typing = false
	case tea.KeyEnter:
		s.typing = false
		s.find(s.offset)
	case tea.KeyBackspace:
		if r := []rune(s.query); len(r) > 0 {
			s.query = string(r[:len(r)-1])
		}
	case tea.KeyRunes, tea.KeySpace:
		s.query += string(msg.Runes)
	}
}

// find shows the first line from from on (wrapping round to the top) that
// holds the query, in any case, near the top of the window.
func (s *TextScreen) find(from int) {
	s.search(from, 1)
}

// findBack finds the query looking upwards from from.
func (s *TextScreen) findBack(from int) {
	s.search(from, -1)
}

func (s *TextScreen) search(from, step int) {
	q := strings.TrimSpace(foldCase(s.query))
	if q == "" || len(s.lines) == 0 {
		return
	}
	n := len(s.lines)
	for i := range n {
		l := ((from+step*i)%n + n) % n
		if strings.Contains(foldCase(s.lines[l]), q) {
			s.found = l
			s.offset = max(l-1, 0)
			return
		}
	}
	s.found = -1
	s.note = "no line has “" + s.query + "”"
}

// foldCase lowers a line for searching, so that "Sesquialter" is found by
// "sesquialter".
func foldCase(s string) string { return strings.Map(unicode.ToLower, s) }

// bodyHeight is the rows left for the text: a blank line and the title
// above it, a blank line and the keys below.
func (s *TextScreen) bodyHeight() int { return max(s.height-4-len(s.titleLines), 3) }

// View implements tea.Model.
func (s *TextScreen) View() string {
	var b strings.Builder
	b.WriteString("\n")
	for _, l := range s.titleLines {
		b.WriteString("  " + s.look.titleStyle().Render(l) + "\n")
	}
	b.WriteString("\n")
	end := min(s.offset+s.bodyHeight(), len(s.lines))
	for _, l := range s.lines[s.offset:end] {
		if l != "" {
			l = "  " + l
		}
		b.WriteString(l + "\n")
	}
	b.WriteString("\n  " + s.footer(max(s.width-textMargin, 1)) + "\n")
	return b.String()
}

// footer is the line under the text: the keys, the query being typed, or
// what the search found, shortened to fit room columns.
func (s *TextScreen) footer(room int) string {
	switch {
	case s.typing:
		return ellipsize("/"+s.query+"▏  enter finds · esc cancels", room)
	case s.note != "":
		return ellipsize(s.note, room)
	}
	keys := "q back"
	if len(s.lines) > s.bodyHeight() {
		// PgUp/PgDn and Home/End are named: they are the keys a learner
		// tries first, and space/b work as well.
		keys += " · ↑/↓ scroll · pgup/pgdn page · home/end · / search"
		if s.found >= 0 {
			keys += " · n next"
		}
	}
	return s.look.hintStyle().Render(ellipsize(keys, room))
}
