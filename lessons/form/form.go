package form

import (
	"errors"
	"fmt"
	"io"
	"slices"
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
	// OfferExplain, for a second try: the last option (a choice) or "?"
	// (a typed answer) asks for the whole explanation of the first try
	// instead of trying again (WantsExplanation).
	OfferExplain bool
}

// explainValue is the option that asks for the whole explanation: no
// answer of any exercise is empty of letters like it.
const explainValue = "\x00explain"

// explainLabel is how that option reads.
const explainLabel = "Show the whole explanation instead"

// theme is the forms' theme: Config.Theme, or the process's.
func (c Config) theme() *huh.Theme {
	if c.Theme != nil {
		return c.Theme
	}
	return Theme()
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

	shown  time.Time // this form's question appeared
	opened time.Time // the exercise was first put, before a try again
	hints  int
	choice string
	picks  []string
	text   string
}

// WantsExplanation reports whether the learner asked, instead of a second
// answer, for the whole explanation of the first (Config.OfferExplain).
func (e *Exercise) WantsExplanation() bool {
	switch e.Question.Kind {
	case exercise.Choice:
		return e.choice == explainValue
	case exercise.MultiChoice:
		return slices.Contains(e.picks, explainValue)
	}
	return strings.TrimSpace(e.text) == "?"
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
	e.opened = e.shown
	title := Title(index, q)
	theme := cfg.theme()
	var field huh.Field
	options := huh.NewOptions(q.Options...)
	if cfg.OfferExplain {
		// Last, so that the numbers of the answers do not change.
		options = append(options, huh.NewOption(explainLabel, explainValue))
	}
	// A typed answer: "?" asks for the explanation when it is offered.
	explain := func(s string) bool { return cfg.OfferExplain && strings.TrimSpace(s) == "?" }
	switch q.Kind {
	case exercise.Choice:
		// The first option is the default; it is never rejected (an
		// accessible prompt at end of input would loop for ever).
		e.choice = q.Options[0]
		field = Themed(huh.NewSelect[string](), theme).
			Title(title).
			Options(options...).
			Value(&e.choice)
	case exercise.MultiChoice:
		field = Themed(huh.NewMultiSelect[string](), theme).
			Title(title).
			Description("Pick every one that holds; pick none if none does.").
			Options(options...).
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
				if explain(s) {
					return nil
				}
				// A slip (a square off the board) is refused in words
				// and costs nothing; a wrong square is judged.
				return q.Refuse(s)
			})
	default:
		field = Themed(huh.NewInput(), theme).
			Title(title).
			Placeholder("a whole number").
			Value(&e.text).
			// Syntax only: a wrong number is an answer to judge, not an
			// input to refuse.
			Validate(func(s string) error {
				if explain(s) {
					return nil
				}
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
	a, fb := Judge(e.Lesson, e.Index, e.Question, e.Answer(), e.hints, e.shown, at)
	a.Opened = e.opened
	return a, fb
}

// Left is the attempt that records the learner leaving the exercise at
// time at, after a try and before another: no answer, only the time.
func (e *Exercise) Left(at time.Time) lessons.Attempt {
	a := e.Explained(at)
	a.Shown, a.Left = false, true
	return a
}

// Explained is the attempt that records the whole explanation shown at
// time at in place of a second answer: no answer, the explanation shown,
// the hints used so far.
func (e *Exercise) Explained(at time.Time) lessons.Attempt {
	return lessons.Attempt{Lesson: e.Lesson, Exercise: e.Index, Task: e.Question.Task.String(), Shown: true,
		HintsUsed: e.hints, Opened: e.opened, At: at, Took: max(at.Sub(e.shown), 0)}
}

// FinishTry judges a first answer that may be tried again
// (exercise.JudgeTry): wrong, its feedback says why without giving the
// right answer away. The attempt is recorded all the same: the record
// keeps both tries.
func (e *Exercise) FinishTry(at time.Time) (lessons.Attempt, exercise.Feedback) {
	a, _ := e.Finish(at)
	return a, exercise.JudgeTry(e.Question, e.Answer())
}

// Again builds the form for a second try at the same exercise, the hint
// already shown still counted.
func (e *Exercise) Again(cfg Config) *Exercise {
	again := New(e.Lesson, e.Index, e.Question, cfg)
	again.hints, again.opened = e.hints, e.opened
	return again
}

// Tries is how many answers an exercise takes: a wrong first answer may be
// tried once more, with the hint then offered.
const Tries = 2

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
// the feedback (never before: see review D7); when the record fails,
// nothing is printed and the error wraps ErrNotRecorded. A wrong first
// answer is told why (not the right answer) and tried once more, the hint
// then offered, each try recorded. It returns the last attempt and its
// feedback. cfg.Input is wrapped with NewInput unless it is one already.
// When the input ends before an answer, nothing more is recorded and the
// error is ErrNoInput.
func RunAccessible(lesson string, index int, q exercise.Question, rec lessons.Recorder, cfg Config) (lessons.Attempt, exercise.Feedback, error) {
	in := NewInput(cfg.Input)
	cfg.Input, cfg.Accessible = in, true
	out := cfg.Output
	if out == nil {
		out = io.Discard
		cfg.Output = out
	}
	e := New(lesson, index, q, cfg)
	var (
		attempt lessons.Attempt
		fb      exercise.Feedback
	)
	for try := 1; try <= Tries; try++ {
		if try > 1 {
			fmt.Fprintf(out, "Try exercise %d once more.\n", index+1)
			switch q.Kind {
			case exercise.Choice, exercise.MultiChoice:
				// The explanation is the last option.
			default:
				fmt.Fprintln(out, "Or type ? for the whole explanation of your answer.")
			}
			fmt.Fprintln(out)
			again := cfg
			again.OfferExplain = true
			e = e.Again(again)
		}
		if q.Hint != "" && e.hints == 0 {
			var answer string
			title := fmt.Sprintf("Exercise %d has a hint. Show it first? [y/N]", index+1)
			if try > 1 {
				title = "Show the hint now? [y/N]"
			}
			theme := cfg.theme()
			// An Input, not huh's Confirm: Confirm refuses "1" with its own
			// "invalid input. please try again", which says neither what
			// was wrong nor what to type.
			confirm := huh.NewForm(huh.NewGroup(Themed(huh.NewInput(), theme).Title(title).Value(&answer).Validate(yesNo))).WithTheme(theme)
			err := in.RunBlankOK(confirm, out) // Enter alone: no hint
			if err != nil && !errors.Is(err, ErrInputEnded) {
				return attempt, fb, err
			}
			if in.Ended() || err != nil {
				return attempt, fb, ErrNoInput
			}
			if want, _ := parseYesNo(answer); want {
				fmt.Fprintf(out, "Hint: %s\n\n", e.Hint())
			}
		}
		err := in.Run(e.Form, out)
		if err != nil && !errors.Is(err, ErrInputEnded) {
			return attempt, fb, err
		}
		if in.Ended() || err != nil {
			if try > 1 {
				// Left after a try: the time to here is the learner's too.
				if err := rec.Answered(e.Left(cfg.now())); err != nil {
					return attempt, fb, fmt.Errorf("%w: %w", ErrNotRecorded, err)
				}
			}
			return attempt, fb, ErrNoInput
		}
		if try > 1 && e.WantsExplanation() {
			// On request: the whole explanation of the first try,
			// recorded as shown before it is.
			if err := rec.Answered(e.Explained(cfg.now())); err != nil {
				return attempt, fb, fmt.Errorf("%w: %w", ErrNotRecorded, err)
			}
			fb = exercise.Judge(q, attempt.Answer)
			fmt.Fprintln(out, fb.Text)
			fmt.Fprintln(out)
			break
		}
		if try < Tries {
			attempt, fb = e.FinishTry(cfg.now())
		} else {
			attempt, fb = e.Finish(cfg.now())
		}
		// Saved before shown (review D7): a learner who has seen "Right"
		// must find the answer recorded, even if the process dies the
		// next moment. An answer that cannot be saved is not judged on
		// screen at all.
		if err := rec.Answered(attempt); err != nil {
			return attempt, fb, fmt.Errorf("%w: %w", ErrNotRecorded, err)
		}
		fmt.Fprintln(out, fb.Text)
		fmt.Fprintln(out)
		if fb.Correct {
			break
		}
	}
	return attempt, fb, nil
}

// parseYesNo reads the answer to a [y/N] prompt: y or yes, n or no in any
// case, and an empty line for the default, no.
func parseYesNo(s string) (yes bool, ok bool) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "y", "yes":
		return true, true
	case "", "n", "no":
		return false, true
	}
	return false, false
}

// yesNo refuses an answer to a [y/N] prompt that is neither, in words.
func yesNo(s string) error {
	if _, ok := parseYesNo(s); ok {
		return nil
	}
	return fmt.Errorf("%q is not y or n: type y to see the hint, or n (or Enter alone) to go on without it", strings.TrimSpace(s))
}
