package form

import (
	"errors"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/charmbracelet/huh"

	"github.com/rithmo/rithmo/lessons"
	"github.com/rithmo/rithmo/lessons/exercise"
)

// Config says how forms are shown.
type Config struct {
	Width      int       // columns the form may take; 0 lets huh decide
	Accessible bool      // plain prompts for screen readers
	Input      io.Reader // accessible mode: where answers are read (see NewInput)
	Output     io.Writer // accessible mode: where prompts are written
	Theme      *huh.Theme
	Now        func() time.Time // the clock; time.Now when nil
}

func (c Config) now() time.Time {
	if c.Now != nil {
		return c.Now()
	}
	return time.Now()
}

// Exercise is one exercise being asked: its question, the huh form that
// gathers the answer, and what is needed for the attempt (when it was
// shown, hints used). A form is built for one answer and never reused.
type Exercise struct {
	Lesson   string // lesson name
	Index    int    // exercise index in the lesson
	Question exercise.Question
	Form     *huh.Form

	shown  time.Time
	hints  int
	choice string
	picks  []string
	text   string
}

// Title is what a form shows above the options: "Exercise 3. What kind
// of ratio does 12 bear to 9?".
func Title(index int, q exercise.Question) string {
	return fmt.Sprintf("Exercise %d. %s", index+1, q.Prompt)
}

// New builds the form for exercise index of lesson: a Select for a choice,
// a MultiSelect for a multi-choice (picking nothing answers none), an Input
// that accepts only a whole number for a number, an Input for text. The form only gathers the
// answer; Finish judges it. shown is when the question appeared.
func New(lesson string, index int, q exercise.Question, cfg Config) *Exercise {
	e := &Exercise{Lesson: lesson, Index: index, Question: q, shown: cfg.now()}
	title := Title(index, q)
	theme := cfg.Theme
	if theme == nil {
		theme = Theme()
	}
	var field huh.Field
	switch q.Kind {
	case exercise.Choice:
		// The first option is the default; it is never rejected (an
		// accessible prompt at end of input would loop for ever).
		e.choice = q.Options[0]
		field = Themed(huh.NewSelect[string](), theme).
			Title(title).
			Options(huh.NewOptions(q.Options...)...).
			Value(&e.choice)
	case exercise.MultiChoice:
		field = Themed(huh.NewMultiSelect[string](), theme).
			Title(title).
			Description("Pick every one that holds; pick none if none does.").
			Options(huh.NewOptions(q.Options...)...).
			Value(&e.picks)
	case exercise.TextAnswer:
		field = Themed(huh.NewInput(), theme).
			Title(title).
			Placeholder(q.Placeholder).
			Value(&e.text).
			Validate(func(s string) error {
				if strings.TrimSpace(s) == "" {
					return fmt.Errorf("type %s", q.Placeholder)
				}
				return nil
			})
	default:
		field = Themed(huh.NewInput(), theme).
			Title(title).
			Placeholder("a whole number").
			Value(&e.text).
			// Syntax only: a wrong number is an answer to judge, not an
			// input to refuse.
			Validate(func(s string) error {
				_, err := exercise.ParseNumber(s)
				return err
			})
	}
	f := huh.NewForm(huh.NewGroup(field)).
		WithShowHelp(true).
		WithAccessible(cfg.Accessible)
	if cfg.Width > 0 {
		f = f.WithWidth(cfg.Width)
	}
	f = f.WithTheme(theme)
	if cfg.Input != nil {
		f = f.WithInput(cfg.Input)
	}
	if cfg.Output != nil {
		f = f.WithOutput(cfg.Output)
	}
	e.Form = f
	return e
}

// Hint returns the exercise's hint ("" when it has none) and counts it as
// used.
func (e *Exercise) Hint() string {
	if e.Question.Hint == "" {
		return ""
	}
	e.hints = 1
	return e.Question.Hint
}

// HintsUsed reports how many hints were shown.
func (e *Exercise) HintsUsed() int { return e.hints }

// Answer is what the form gathered, as exercise.Judge reads it.
func (e *Exercise) Answer() string {
	switch e.Question.Kind {
	case exercise.Choice:
		return e.choice
	case exercise.MultiChoice:
		return exercise.FormatPicks(e.picks)
	}
	return strings.TrimSpace(e.text)
}

// Finish judges the answer given at time at and builds the attempt to
// record.
func (e *Exercise) Finish(at time.Time) (lessons.Attempt, exercise.Feedback) {
	return Judge(e.Lesson, e.Index, e.Question, e.Answer(), e.hints, e.shown, at)
}

// Judge judges an answer and builds its attempt: a pure function of its
// arguments.
func Judge(lesson string, index int, q exercise.Question, answer string, hints int, shown, at time.Time) (lessons.Attempt, exercise.Feedback) {
	fb := exercise.Judge(q, answer)
	took := at.Sub(shown)
	if took < 0 {
		took = 0
	}
	return lessons.Attempt{
		Lesson:    lesson,
		Exercise:  index,
		Task:      q.Task.String(),
		Answer:    answer,
		Correct:   fb.Correct,
		HintsUsed: hints,
		At:        at,
		Took:      took,
	}, fb
}

// ErrNoInput is returned when the input ends before an answer is given.
var ErrNoInput = errors.New("the input ended before an answer was given")

// ErrNotRecorded wraps the recorder's error when an answer, judged and
// shown, could not be recorded.
var ErrNotRecorded = errors.New("the answer was not recorded")

// RunAccessible asks exercise index of lesson with plain prompts (for
// screen readers, and for scripted input): a hint first if the learner
// wants one, then the answer. It records the attempt with rec, then prints
// the feedback (never before: see review D7), and returns both; when the
// record fails, nothing is printed and the error wraps ErrNotRecorded.
// cfg.Input is wrapped with NewInput
// unless it is one already. When the input ends before an answer, nothing
// is recorded and the error is ErrNoInput.
func RunAccessible(lesson string, index int, q exercise.Question, rec lessons.Recorder, cfg Config) (lessons.Attempt, exercise.Feedback, error) {
	in := NewInput(cfg.Input)
	cfg.Input, cfg.Accessible = in, true
	out := cfg.Output
	if out == nil {
		out = io.Discard
		cfg.Output = out
	}
	e := New(lesson, index, q, cfg)
	if q.Hint != "" {
		want := false
		confirm := huh.NewForm(huh.NewGroup(Themed(huh.NewConfirm(), Theme()).
			Title(fmt.Sprintf("Exercise %d has a hint. Show it first?", index+1)).
			Value(&want)))
		err := in.RunBlankOK(confirm, out) // Enter alone: no hint
		if err != nil && !errors.Is(err, ErrInputEnded) {
			return lessons.Attempt{}, exercise.Feedback{}, err
		}
		if in.Ended() || err != nil {
			return lessons.Attempt{}, exercise.Feedback{}, ErrNoInput
		}
		if want {
			fmt.Fprintf(out, "Hint: %s\n\n", e.Hint())
		}
	}
	err := in.Run(e.Form, out)
	if err != nil && !errors.Is(err, ErrInputEnded) {
		return lessons.Attempt{}, exercise.Feedback{}, err
	}
	if in.Ended() || err != nil {
		return lessons.Attempt{}, exercise.Feedback{}, ErrNoInput
	}
	attempt, fb := e.Finish(cfg.now())
	// Saved before shown (review D7): a learner who has seen "Right" must
	// find the answer recorded, even if the process dies the next moment.
	// An answer that cannot be saved is not judged on screen at all.
	if err := rec.Answered(attempt); err != nil {
		return attempt, fb, fmt.Errorf("%w: %w", ErrNotRecorded, err)
	}
	fmt.Fprintln(out, fb.Text)
	fmt.Fprintln(out)
	return attempt, fb, nil
}
