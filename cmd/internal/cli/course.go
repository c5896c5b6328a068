package cli

import (
	"fmt"

	"github.com/rithmo/rithmo/cmd/internal/progress"
	"github.com/rithmo/rithmo/lessons"
	"github.com/rithmo/rithmo/puzzles"
	"github.com/rithmo/rithmo/puzzles/teach"
)

// lessonsRead is what the progress store knows of the lessons read, as
// the puzzles offered are held to it; nil (nothing held back) when the
// store cannot say.
func lessonsRead(store *progress.Store) teach.Read {
	if store == nil {
		return nil
	}
	mastery, err := store.Mastery()
	if err != nil {
		return nil
	}
	course, _ := lessons.Load(lessonFiles()) // a lesson with problems is left out; rithmo lesson check names it
	return readOf(course, mastery)
}

// readOf is the lessons read, by number, of mastery's lessons (by name).
func readOf(course []*lessons.Lesson, mastery []progress.LessonMastery) teach.Read {
	number := make(map[string]int, len(course))
	for _, l := range course {
		number[l.Name] = l.Number
	}
	read := teach.Read{}
	for _, m := range mastery {
		if n, ok := number[m.Lesson]; ok && m.Read {
			read[n] = true
		}
	}
	return read
}

func entryLesson(e *puzzles.Entry) puzzles.LessonRef   { return e.Lesson }
func puzzleLesson(p *puzzles.Puzzle) puzzles.LessonRef { return p.Lesson }

// waitsFor says which lesson opens the puzzles held back: "lesson 14,
// Taking by Arithmetic (rithmo lessons 14)".
func waitsFor(number int) string {
	course, _ := lessons.Load(lessonFiles())
	for _, l := range course {
		if l.Number == number {
			return fmt.Sprintf("lesson %d, %s (rithmo lessons %d)", number, l.Title, number)
		}
	}
	return fmt.Sprintf("lesson %d (rithmo lessons %d)", number, number)
}
