package cli

import (
	"fmt"
	"io"
	"sync"

	"github.com/rithmo/rithmo/cmd/internal/progress"
	"github.com/rithmo/rithmo/lessons"
	"github.com/rithmo/rithmo/lessons/reader"
	"github.com/rithmo/rithmo/lessons/render"
	"github.com/rithmo/rithmo/puzzles"
	"github.com/rithmo/rithmo/puzzles/play"
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
	return waitsForIn(course, number)
}

// waitsForIn is waitsFor in the course already loaded.
func waitsForIn(course []*lessons.Lesson, number int) string {
	for _, l := range course {
		if l.Number == number {
			return fmt.Sprintf("lesson %d, %s (rithmo lessons %d)", number, l.Title, number)
		}
	}
	return fmt.Sprintf("lesson %d (rithmo lessons %d)", number, number)
}

// lessonOver is the lesson reader opened over a puzzle (L): it is done
// when the learner leaves the lesson, back to the puzzle rather than to the
// list of lessons.
type lessonOver struct{ *reader.Model }

func (l lessonOver) Done() bool {
	open, _ := l.Model.Lesson()
	return l.Model.Done() || open == nil
}

// lessonOpeners are a puzzle screen's ways to the lesson its puzzle names,
// at the page of its section: the reader over the full screen, recording
// the pages read (rec; nil records nothing), and the page as plain words in
// accessible mode, width columns wide. The lessons are loaded when a
// lesson is first opened, not when a menu is built.
func lessonOpeners(rec lessons.Recorder, renderer *render.Renderer, width int) (play.LessonOpener, play.LessonWriter) {
	load := sync.OnceValues(func() ([]*lessons.Lesson, *teach.Course) {
		all, _ := lessons.Load(lessonFiles()) // a lesson with problems is left out; rithmo lesson check names it
		course, _ := teach.New(all)           // nil: a section moved; the lesson opens at its first page
		return all, course
	})
	find := func(ref puzzles.LessonRef) (*lessons.Lesson, int, error) {
		all, course := load()
		for _, l := range all {
			if l.Number != ref.Number {
				continue
			}
			page := 0
			if course != nil {
				page, _ = course.Page(ref) // a heading not found: the first page
			}
			return l, page, nil
		}
		return nil, 0, fmt.Errorf("lesson %d cannot be opened: there is no such lesson", ref.Number)
	}
	if rec == nil {
		rec = lessons.NopRecorder{}
	}
	var seed uint64
	rules := ""
	if renderer != nil {
		seed, rules = renderer.Seed(), renderer.Rules()
	}
	open := func(ref puzzles.LessonRef, w, h int) (play.LessonScreen, error) {
		l, page, err := find(ref)
		if err != nil {
			return nil, err
		}
		all, _ := load()
		return lessonOver{reader.New(all, reader.Options{Renderer: renderer, Recorder: rec, Start: l.Name, Page: page, Width: w, Height: h})}, nil
	}
	write := func(ref puzzles.LessonRef, out io.Writer) error {
		l, page, err := find(ref)
		if err != nil {
			return err
		}
		words := render.New(render.StyleNoTTY, seed).Accessible()
		words.SetRules(rules) // the learner's rule set, as the reader's
		text, err := words.PageText(l, page, width)
		if err != nil {
			return err
		}
		if err := rec.Opened(l.Name, page); err != nil {
			return err
		}
		_, err = fmt.Fprintf(out, "Lesson %d, %s, page %d of %d:\n\n%s\n", l.Number, l.Title, page+1, len(l.Pages), render.Spoken(text))
		return err
	}
	return open, write
}
