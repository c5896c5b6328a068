package play

import (
	"context"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/rithmo/rithmo/lessons/form"
)

// RunAccessible plays the session with plain numbered prompts (huh's
// accessible mode) reading in and writing out: for screen readers, and for
// scripts piping their answers. It reads through form.Input, one byte at a
// time, because each huh prompt builds a new scanner on the reader and a
// buffered one would swallow the lines meant for later prompts. When the
// input ends the session stops rather than answering the rest with defaults.
func RunAccessible(s *Session, in io.Reader, out io.Writer) error {
	r := form.NewInput(in)
	theme := s.opts.theme()
	// What the puzzle on screen has said since it opened, and the question
	// standing: the words typed w or words look up.
	var (
		said    strings.Builder
		saidFor = -1
		asked   Question
		told    bool
	)
	defer r.Aside(wordKeys, func(w io.Writer) {
		s.sayWords(w, s.screenText()+"\n"+said.String()+"\n"+questionText(asked))
	})()
	for {
		text := s.Output()
		if s.number != saidFor {
			said.Reset()
			saidFor = s.number
		}
		said.WriteString(text)
		if _, err := io.WriteString(out, text); err != nil {
			return err
		}
		q, ok := s.Question()
		if !ok {
			break
		}
		if !told && s.Puzzle() != nil {
			told = true
			fmt.Fprintln(out, "(At any question, type w for the glossary's words on this screen, each with the lesson that teaches it.)")
		}
		asked = q
		lesson, withLesson := s.lessonChoice(q)
		if withLesson {
			q.Options = append(slices.Clip(q.Options), lesson)
		}
		var (
			single Value
			multi  []Value
		)
		if !q.Multi && len(q.Options) > 0 {
			single = q.Options[0].Value // the default: a select's default is never refused
		}
		if q.Multi {
			multi = slices.Clone(q.Selected) // ticked before the hint: ticked still
		}
		// An empty multi-select is asked again, but not once the input has
		// ended: huh would then ask for ever.
		err := r.Run(newForm(q, &single, &multi, formConfig{
			theme:     theme,
			refuse:    func() bool { return !r.Ended() },
			emptyText: emptyChoice(q, "type its number, then 0"),
		}), out)
		if err != nil && !errors.Is(err, form.ErrInputEnded) {
			return fmt.Errorf("puzzles: %w", err)
		}
		if r.Interrupted() {
			// Ctrl-C: whatever huh made of the prompt cut short is not
			// an answer; nothing is recorded.
			return fmt.Errorf("puzzles: %w", context.Canceled)
		}
		if r.Ended() || err != nil {
			// Nothing was typed: the prompt met the end of the input.
			// The caller says that the input ended (rithmo on
			// standard error); the session's summary follows here.
			s.Quit()
			_, err := io.WriteString(out, s.Output())
			return err
		}
		values := []Value{single}
		if q.Multi {
			values = multi
		}
		if withLesson && single == ValueLesson {
			// The lesson is read, and the same question asked again: it
			// is no answer.
			if err := s.opts.ReadLesson(s.Puzzle().Lesson, out); err != nil {
				fmt.Fprintln(out, err)
			}
			continue
		}
		if err := s.Answer(values); err != nil && s.Err() == nil {
			fmt.Fprintln(out, err)
		}
	}
	return s.Err()
}
