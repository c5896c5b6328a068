package play

import (
	"fmt"
	"io"
	"strings"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/ansi"

	"github.com/rithmo/rithmo/lessons/glossary"
)

// The words on screen: w (full screen) or a typed "w" or "words" at a
// prompt (accessible) shows the glossary's entries for the terms the
// puzzle's screen uses so far: its title as shown, the goal, the lesson it
// names, the question and its options, and every hint and verdict given
// since it opened. The title proper and the id, which may name the
// relation, are not used until the verdict has shown them.

// wordKeys are what a learner types at an accessible prompt for the words.
var wordKeys = []string{"w", "words"}

// wordLines are the glossary's entries for the terms in text, each naming
// its lesson; nil when the glossary cannot be read (rithmo glossary says
// why) or text uses no term.
func (s *Session) wordLines(text string) []string {
	all, err := glossary.Entries()
	if err != nil {
		return nil
	}
	return glossary.Lines(all, text, s.opts.LessonName)
}

// screenText is what the puzzle on screen says before its messages: the
// title as shown, the rule set, the goal and the lesson it names.
func (s *Session) screenText() string {
	if s.current == nil {
		return ""
	}
	pz := s.current.Puzzle
	title, about := s.titleLines()
	return strings.Join([]string{title, about, GoalText(pz), s.lessonLine(pz)}, "\n")
}

// questionText is a question's title and options.
func questionText(q Question) string {
	parts := []string{q.Title}
	for _, c := range q.Options {
		parts = append(parts, c.Label)
	}
	return strings.Join(parts, "\n")
}

// noWords is said when the screen uses no glossary term.
const noWords = "No glossary term on this screen."

// sayWords writes the words of text for a screen reader: a heading, then
// one entry a paragraph.
func (s *Session) sayWords(out io.Writer, text string) {
	words := s.wordLines(text)
	if len(words) == 0 {
		fmt.Fprintf(out, "\n%s\n\n", noWords)
		return
	}
	fmt.Fprintf(out, "\nThe words on this screen:\n\n%s\n\n", strings.Join(words, "\n\n"))
}

// showWords opens the words of the screen over the puzzle (w).
func (m *Model) showWords() {
	text := []string{m.s.screenText()}
	text = append(text, m.chunks...)
	if m.form != nil {
		text = append(text, questionText(m.q))
	}
	m.words = m.s.wordLines(strings.Join(text, "\n"))
	if m.words == nil {
		m.words = []string{}
	}
	m.wordsTop = 0
}

// wordsWidth is the width the entries are wrapped at.
func (m *Model) wordsWidth() int { return max(min(m.width, maxPanelWidth)-2, 20) }

// wordsLines are the entries wrapped, a blank line between them.
func (m *Model) wordsLines() []string {
	if len(m.words) == 0 {
		return []string{noWords}
	}
	var lines []string
	for i, w := range m.words {
		if i > 0 {
			lines = append(lines, "")
		}
		lines = append(lines, strings.Split(ansi.Wordwrap(w, m.wordsWidth(), ""), "\n")...)
	}
	return lines
}

// wordsPage is how many lines of entries the window shows: all but the
// heading, a blank line under it and the line of keys.
func (m *Model) wordsPage() int { return max(m.height-3, 1) }

// updateWords scrolls the words, or closes them: the puzzle comes back as
// it was, its question, cursor and ticks untouched.
func (m *Model) updateWords(msg tea.Msg) tea.Cmd {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		m.width, m.height = msg.Width, msg.Height
		m.msgTop = -1
		m.relayout()
	case tea.KeyMsg:
		switch msg.String() {
		case "ctrl+c":
			m.words = nil
			m.interrupt()
		case "esc", "q", "w", "enter", "backspace":
			m.words = nil
		case "down", "j":
			m.wordsTop++
		case "up", "k":
			m.wordsTop--
		case "pgdown", " ", "f":
			m.wordsTop += m.wordsPage() - 1
		case "pgup", "b":
			m.wordsTop -= m.wordsPage() - 1
		case "home", "g":
			m.wordsTop = 0
		case "end", "G":
			m.wordsTop = len(m.wordsLines())
		}
	}
	return nil
}

// wordsView lays the words out over the whole window, scrolled.
func (m *Model) wordsView() string {
	lines := m.wordsLines()
	page := m.wordsPage()
	m.wordsTop = min(max(m.wordsTop, 0), max(len(lines)-page, 0))
	shown := lines[m.wordsTop:min(m.wordsTop+page, len(lines))]
	head := "The words on this screen"
	if pz := m.puzzle(); pz != nil {
		head = fmt.Sprintf("Puzzle %d · the words on this screen", m.s.number)
	}
	view := []string{m.errorStyle().Render(head), ""}
	view = append(view, shown...)
	for len(view) < page+2 {
		view = append(view, "")
	}
	keys, short := "esc, q or w back to the puzzle", "esc back"
	if len(lines) > page {
		keys = "↑/↓ scroll · pgup/pgdn page · " + keys
		short = "↑/↓ · pgup/pgdn · " + short
	}
	if ansi.StringWidth(keys) > m.width {
		keys = short
	}
	view = append(view, m.hintStyle().Render(keys))
	for i, l := range view {
		view[i] = strings.TrimRight(ansi.Truncate(l, m.width, ""), " ")
	}
	return strings.Join(view[:min(len(view), max(m.height, 1))], "\n")
}
