package reader

import (
	"fmt"
	"strings"

	"github.com/charmbracelet/x/ansi"

	"github.com/rithmo/rithmo/lessons"
	"github.com/rithmo/rithmo/lessons/glossary"
)

// glossaryEntries is the glossary, nil when it cannot be read (the words
// are then not offered; rithmo glossary says why).
func glossaryEntries() []glossary.Entry {
	all, err := glossary.Entries()
	if err != nil {
		return nil
	}
	return all
}

// lessonOf is the lesson of slug among all, and its place in the course;
// -1 when there is none.
func lessonOf(all []*lessons.Lesson, slug string) (*lessons.Lesson, int) {
	for i, l := range all {
		if l.Name == slug {
			return l, i
		}
	}
	return nil, -1
}

// WordLines are the glossary's entries for the terms in text, one line
// each, with the lesson that teaches it: what the w key shows for a page.
func WordLines(all []*lessons.Lesson, text string) []string {
	return glossary.Lines(glossaryEntries(), text, LessonNamer(all))
}

// LessonNamer names the lesson of a glossary entry among all: "Lesson 5,
// Superparticular Ratios"; "" for a slug that is no lesson.
func LessonNamer(all []*lessons.Lesson) glossary.LessonName {
	return func(slug string) string {
		if l, _ := lessonOf(all, slug); l != nil {
			return fmt.Sprintf("Lesson %d, %s", l.Number, l.Title)
		}
		return ""
	}
}

// Untaught names the terms that text (an exercise's feedback in lesson
// cur) uses before the lesson that teaches them, with that lesson, when
// the learner has not finished it (finished; nil knows of none): "Not
// taught yet: superparticular (lesson 5, Superparticular Ratios)." An
// everyday word (glossary.Everyday) is not named. "" when there are none.
func Untaught(all []*lessons.Lesson, cur *lessons.Lesson, text string, finished func(slug string) bool) string {
	_, at := lessonOf(all, cur.Name)
	var parts []string
	for _, e := range glossary.In(glossaryEntries(), text) {
		l, i := lessonOf(all, e.Lesson)
		if l == nil || i <= at || glossary.Everyday[e.Term] || finished != nil && finished(l.Name) {
			continue
		}
		parts = append(parts, fmt.Sprintf("%s (lesson %d, %s)", e.Term, l.Number, l.Title))
	}
	if len(parts) == 0 {
		return ""
	}
	return "Not taught yet: " + strings.Join(parts, "; ") + "."
}

// finishedFunc is what the recorder knows of the lessons finished
// (lessons.Completion), nil when it knows nothing.
func finishedFunc(rec lessons.Recorder) func(string) bool {
	done, ok := rec.(lessons.Completion)
	if !ok {
		return nil
	}
	return done.HasFinished
}

// pageText is the open page's text as shown: its blocks and the feedback
// under them, for the terms on it.
func (m *Model) pageText() string {
	lines, _ := m.body()
	return ansi.Strip(strings.Join(lines, "\n"))
}

// showWords opens the words of the page over it (w), or says there are
// none.
func (m *Model) showWords() {
	words := WordLines(m.all, m.pageText())
	if len(words) == 0 {
		m.status = "No glossary term on this page."
		return
	}
	m.words, m.wordsOffset = words, 0
}

// wordsView lays out the words of the page, scrolled.
func (m *Model) wordsView() string {
	var lines []string
	for _, w := range m.words {
		lines = append(lines, strings.Split(ansi.Wrap(w, m.textWidth(), ""), "\n")...)
		lines = append(lines, "")
	}
	h := m.bodyHeight()
	m.wordsOffset = min(max(m.wordsOffset, 0), max(len(lines)-h, 0))
	shown := lines[m.wordsOffset:min(m.wordsOffset+h, len(lines))]
	for len(shown) < h {
		shown = append(shown, "")
	}
	view := []string{m.headerStyle().Render(fmt.Sprintf("Lesson %d · the words on this page", m.lesson.Number)), ""}
	for _, l := range shown {
		view = append(view, "  "+l)
	}
	view = append(view, "", m.faintStyle().Render("↑/↓ scroll · w, q or esc back to the page · every term: Glossary, on the home"))
	return m.fit(view)
}

// updateWords scrolls the words of the page, or closes them.
func (m *Model) updateWords(msg string) {
	switch msg {
	case "down", "j":
		m.wordsOffset++
	case "up", "k":
		m.wordsOffset--
	case "pgdown", " ", "f":
		m.wordsOffset += m.bodyHeight() - 1
	case "pgup", "b":
		m.wordsOffset -= m.bodyHeight() - 1
	case "w", "q", "esc", "enter":
		m.words = nil
	}
}
