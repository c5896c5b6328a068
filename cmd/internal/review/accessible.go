package review

import (
	"context"
	"errors"
	"fmt"
	"io"
	"time"

	"github.com/charmbracelet/huh"
	"github.com/charmbracelet/lipgloss"

	"github.com/rithmo/rithmo/lessons/form"
	"github.com/rithmo/rithmo/lessons/glossary"
	"github.com/rithmo/rithmo/puzzles"
	"github.com/rithmo/rithmo/puzzles/play"
	"github.com/rithmo/rithmo/rules/diagram"
)

// Options configure a review run.
type Options struct {
	Store  Store
	Layout diagram.Layout // of the puzzles' boards
	Style  diagram.Style
	Now    func() time.Time // the clock; time.Now when nil
	// Renderer draws the review for one terminal (a class server's
	// student's); nil is the process's own.
	Renderer *lipgloss.Renderer
	// Theme is huh's theme drawn by Renderer (form.ThemeFor), built once
	// by the caller; nil is form.Theme().
	Theme *huh.Theme
	// LessonName names the lesson of a glossary term for the puzzles'
	// words on screen (w); nil names none.
	LessonName glossary.LessonName
}

func (o Options) now() time.Time {
	if o.Now != nil {
		return o.Now()
	}
	return time.Now()
}

// Intro says what the review holds: "Review: 3 items due today: 1 puzzle and
// 2 exercises."
func Intro(set Set) string {
	if set.Len() == 0 {
		return "Nothing to review today."
	}
	return fmt.Sprintf("Review: %s due today: %s and %s.", plural(set.Len(), "item"),
		plural(len(set.Puzzles), "puzzle"), plural(len(set.Exercises), "exercise"))
}

func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}

// PuzzleSession is the puzzle player's session over the set's puzzles,
// recording each answer against its card.
func PuzzleSession(set Set, o Options) *play.Session {
	list := make([]puzzles.Puzzle, len(set.Puzzles))
	for i, p := range set.Puzzles {
		list[i] = p.Puzzle
	}
	return play.NewSession(list, play.Options{Recorder: newPuzzleRecorder(o.Store, set.Puzzles),
		Layout: o.Layout, Style: o.Style, Now: o.Now, Renderer: o.Renderer, Theme: o.Theme, LessonName: o.LessonName})
}

// RunAccessible runs the review with plain prompts: the puzzles, then each
// exercise. It stops quietly when the input ends.
func RunAccessible(ctx context.Context, in io.Reader, out io.Writer, set Set, o Options) error {
	input := form.NewInput(in)
	fmt.Fprintln(out, Intro(set))
	for _, s := range set.Skipped {
		fmt.Fprintf(out, "Left out: %s.\n", s)
	}
	fmt.Fprintln(out)
	if len(set.Puzzles) > 0 {
		if err := play.RunAccessible(PuzzleSession(set, o), input, out); err != nil {
			return err
		}
		if input.Ended() {
			return nil
		}
	}
	for i, e := range set.Exercises {
		if err := ctx.Err(); err != nil {
			return err
		}
		fmt.Fprintf(out, "Review exercise %d of %d, from lesson %d (%s)%s.\n", i+1, len(set.Exercises), e.Lesson.Number, e.Lesson.Title, freshNote(e.Fresh))
		_, _, err := form.RunAccessible(e.Lesson.Name, e.Index, e.Question, exerciseRecorder{o.Store, e},
			form.Config{Input: input, Output: out, Now: o.Now, Theme: o.Theme})
		if errors.Is(err, form.ErrNoInput) {
			return nil // the caller says the input ended (input.Ended)
		}
		if err != nil {
			return err
		}
	}
	if set.Len() > 0 {
		fmt.Fprintln(out, "Review done. What you missed comes back on its own schedule.")
	}
	return nil
}

func freshNote(fresh bool) string {
	if fresh {
		return ", with new numbers"
	}
	return ""
}
