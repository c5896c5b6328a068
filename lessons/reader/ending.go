package reader

import (
	"fmt"
	"io"

	tea "github.com/charmbracelet/bubbletea"

	"github.com/rithmo/rithmo/lessons"
)

// Screen is a full-screen part opened over the reader (a lesson's puzzles):
// it reports when the learner has left it, back to the lesson.
type Screen interface {
	tea.Model
	Done() bool
}

// Ending is what a lesson's last page offers beyond the lesson itself: the
// puzzles that close it, in the learner's rule set. The reader only offers
// them; which puzzles and how they are judged is the caller's.
type Ending struct {
	// Count is how many puzzles close l and in which rule set ("fulke1");
	// 0 when none do.
	Count func(l *lessons.Lesson) (n int, rules string)
	// Open plays them full-screen over the reader, in a window of that size.
	Open func(l *lessons.Lesson, width, height int) (Screen, error)
	// Play plays them with plain prompts (accessible mode), reading answers
	// from in.
	Play func(l *lessons.Lesson, in io.Reader, out io.Writer) error
}

// count is e's count for l; 0 without an Ending.
func (e *Ending) count(l *lessons.Lesson) (int, string) {
	if e == nil || e.Count == nil {
		return 0, ""
	}
	return e.Count(l)
}

// nextLesson is the lesson after l in all; nil after the last.
func nextLesson(all []*lessons.Lesson, l *lessons.Lesson) *lessons.Lesson {
	for i, x := range all {
		if x == l && i+1 < len(all) {
			return all[i+1]
		}
	}
	return nil
}

// EndLines are the last page's way on, under its text: the lesson's own
// puzzles (n of them, in rules; none when n is 0), reached by puzzleKey,
// and the next lesson (none after the last), by nextKey.
func EndLines(l, next *lessons.Lesson, n int, rules, puzzleKey, nextKey string) []string {
	lines := []string{fmt.Sprintf("End of lesson %d.", l.Number)}
	if n > 0 {
		lines = append(lines, fmt.Sprintf("%s: play its %s, in %s.", puzzleKey, plural(n, "puzzle"), rules))
	}
	if next != nil {
		lines = append(lines, fmt.Sprintf("%s: Next: lesson %d, %s.", nextKey, next.Number, next.Title))
	} else {
		lines = append(lines, "This is the last lesson.")
	}
	return lines
}

func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}

// openEnding plays the open lesson's puzzles over the reader.
func (m *Model) openEnding() tea.Cmd {
	if m.opts.Ending == nil || m.opts.Ending.Open == nil {
		return nil
	}
	s, err := m.opts.Ending.Open(m.lesson, m.width, m.height)
	if err != nil {
		m.status = err.Error()
		return nil
	}
	// The route ends at the puzzles: the page is whole when they end.
	m.route = nil
	m.sub = s
	w, h := m.width, m.height
	return tea.Batch(s.Init(), func() tea.Msg { return tea.WindowSizeMsg{Width: w, Height: h} })
}

// updateSub passes msg to the puzzles played over the reader; when the
// learner leaves them the last page comes back, with the next lesson
// offered.
func (m *Model) updateSub(msg tea.Msg) tea.Cmd {
	if k, ok := msg.(tea.KeyMsg); ok && k.Type == tea.KeyCtrlC {
		m.done = true
		return tea.Quit
	}
	if ws, ok := msg.(tea.WindowSizeMsg); ok && ws.Width > 0 && ws.Height > 0 {
		m.width, m.height = ws.Width, ws.Height
	}
	_, cmd := m.sub.Update(msg)
	if m.sub.Done() {
		if f, ok := m.sub.(interface{ Err() error }); ok && f.Err() != nil {
			m.record(f.Err())
		}
		m.sub = nil
		m.render()
		m.clamp()
		m.status = "Back at the end of the lesson: → goes on to the next."
		return nil
	}
	return cmd
}
