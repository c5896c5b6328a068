package play

import (
	"fmt"
	"io"

	tea "github.com/charmbracelet/bubbletea"

	"github.com/rithmo/rithmo/puzzles"
)

// LessonScreen is a lesson opened over a puzzle's screen: the lesson
// reader, at the page a puzzle names. The puzzle comes back when it is
// Done.
type LessonScreen interface {
	tea.Model
	Done() bool
}

// LessonOpener opens, over the full-screen player, the lesson a puzzle
// names at the page of its section, in a window of that size.
type LessonOpener func(ref puzzles.LessonRef, width, height int) (LessonScreen, error)

// LessonWriter writes, in accessible mode, the page of the lesson a
// puzzle names, as plain text.
type LessonWriter func(ref puzzles.LessonRef, out io.Writer) error

// lessonLine says which lesson teaches what a puzzle needs and how to open
// it; "" when the puzzle names none.
func (s *Session) lessonLine(pz *puzzles.Puzzle) string {
	if pz == nil || pz.Lesson.IsZero() {
		return ""
	}
	line := fmt.Sprintf("Taught in lesson %d, at %q.", pz.Lesson.Number, pz.Lesson.Heading)
	switch {
	case s.opts.ownScreen && s.opts.OpenLesson != nil:
		line += " L opens it."
	case !s.opts.ownScreen && s.opts.ReadLesson != nil:
		line += " The last choice reads it."
	}
	return line
}

// lessonChoice is the accessible choice that reads the puzzle's lesson,
// offered last with the steps of a puzzle that pick one option (a tick
// list would tick it); false when there is none.
func (s *Session) lessonChoice(q Question) (Choice, bool) {
	pz := s.Puzzle()
	if s.opts.ReadLesson == nil || pz == nil || pz.Lesson.IsZero() || q.Multi || q.Step == StepChoose || q.Step == StepNext {
		return Choice{}, false
	}
	return Choice{fmt.Sprintf("Read lesson %d, at %q", pz.Lesson.Number, pz.Lesson.Heading), ValueLesson}, true
}
