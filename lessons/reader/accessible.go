package reader

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/charmbracelet/huh"

	"github.com/rithmo/rithmo/lessons"
	"github.com/rithmo/rithmo/lessons/exercise"
	"github.com/rithmo/rithmo/lessons/form"
	"github.com/rithmo/rithmo/lessons/render"
)

// AccessibleOptions configure the accessible reader.
type AccessibleOptions struct {
	// Renderer should be in the notty style: plain text for screen readers.
	Renderer *render.Renderer
	Recorder lessons.Recorder // nil records nothing
	Start    string           // a lesson to open at once, as lessons.Find reads it
	Page     int              // the page to open Start at, from 0
	Width    int              // wrap width of the text; 76 when 0
	Now      func() time.Time
	Ending   *Ending    // the puzzles a lesson's last page offers; nil: none
	Theme    *huh.Theme // huh's, drawn for the Renderer's terminal; nil builds one
	Shortcut *Shortcut  // a quick route taken once by Next page; nil: none
}

// RunAccessible is the reader for screen readers and scripted input: pages
// as plain text, a numbered prompt for every choice, each exercise asked
// where it stands. It reads answers from in one line per prompt and writes
// everything to out. It returns nil when the learner leaves or the input
// ends, and ctx's error as soon as ctx is cancelled, even while a prompt
// waits for a line (that read is abandoned).
func RunAccessible(ctx context.Context, in io.Reader, out io.Writer, all []*lessons.Lesson, opts AccessibleOptions) error {
	a := &accessible{
		ctx:  ctx,
		in:   form.NewInput(in),
		out:  out,
		all:  all,
		opts: opts,
		rec:  opts.Recorder,
		done: map[string]map[int]bool{},
	}
	if a.rec == nil {
		a.rec = lessons.NopRecorder{}
	}
	if a.opts.Renderer == nil {
		a.opts.Renderer = render.New(render.StyleNoTTY, 0)
	}
	// Boards and figures are read out in words: a screen reader cannot use
	// a drawing.
	a.opts.Renderer.Accessible()
	if a.opts.Width <= 0 {
		a.opts.Width = 76
	}
	if a.opts.Shortcut != nil {
		a.route = newRepeats()
	}
	a.theme = a.opts.Theme
	if a.theme == nil {
		a.theme = form.ThemeFor(a.opts.Renderer.Terminal())
	}
	// A prompt blocks reading in; Ctrl-C (ctx) must not wait for a line.
	// On cancellation the blocked read is abandoned: the process is ending.
	done := make(chan error, 1)
	go func() { done <- a.run() }()
	var err error
	select {
	case err = <-done:
	case <-ctx.Done():
		return ctx.Err()
	}
	if errors.Is(err, errLeave) || errors.Is(err, form.ErrNoInput) {
		return nil
	}
	return err
}

// errLeave ends the reader: the learner chose to leave, or the input ended.
var errLeave = errors.New("leave")

type accessible struct {
	ctx  context.Context
	in   *form.Input
	out  io.Writer
	all  []*lessons.Lesson
	opts AccessibleOptions
	rec  lessons.Recorder
	// theme is huh's, drawn for the renderer's terminal (plain prompts
	// carry no escape codes when it has none).
	theme *huh.Theme
	done  map[string]map[int]bool // exercises answered in this session, or before (as the recorder kept them)
	// answered is the feedback of the exercises answered in an earlier
	// session, said again under the exercise when its page is read.
	answered map[string]map[int]string
	// route, on a quick route, passes over an exercise that asks again
	// what an earlier one on the route asked; nil off the route.
	route *repeats
	// summary is the last page's summary a quick route left for after
	// the puzzles, "" when none.
	summary string
}

// before marks the exercises of l answered in an earlier session
// (lessons.Answers) as done, with their answer and feedback, so that a page
// read again asks only its unanswered exercises. An answer to other
// numbers than those drawn now is left out.
func (a *accessible) before(l *lessons.Lesson) {
	src, ok := a.rec.(lessons.Answers)
	if !ok {
		return
	}
	if a.answered == nil {
		a.answered = map[string]map[int]string{}
	}
	a.answered[l.Name] = map[int]string{}
	for i, at := range src.LastAnswers(l.Name) {
		q, err := a.opts.Renderer.Question(l, i)
		if err != nil || q.Task.String() != at.Task {
			continue
		}
		a.done[l.Name][i] = true
		a.answered[l.Name][i] = fmt.Sprintf("Answered before: %s. %s", at.Answer, exercise.Judge(q, at.Answer).Text)
	}
}

func (a *accessible) run() error {
	if a.opts.Start != "" {
		l, ok := lessons.Find(a.all, a.opts.Start)
		if !ok {
			return fmt.Errorf("there is no lesson %q", a.opts.Start)
		}
		if err := a.read(l, a.opts.Page); err != nil {
			return err
		}
	}
	for {
		l, err := a.chooseLesson()
		if err != nil {
			return err
		}
		page := 0
		if b, ok := a.rec.(lessons.Bookmarks); ok {
			if p, ok := b.LastPage(l.Name); ok && p >= 0 && p < len(l.Pages) {
				page = p
			}
		}
		if err := a.read(l, page); err != nil {
			return err
		}
	}
}

// choose asks one numbered question with a fresh form; a choice is never
// refused, and the end of input leaves.
func (a *accessible) choose(title string, options []string) (int, error) {
	if err := a.ctx.Err(); err != nil {
		return 0, err
	}
	choice := 0
	opts := make([]huh.Option[int], len(options))
	for i, o := range options {
		opts[i] = huh.NewOption(o, i)
	}
	f := huh.NewForm(huh.NewGroup(form.Themed(huh.NewSelect[int](), a.theme).Title(title).Options(opts...).Value(&choice))).WithTheme(a.theme)
	err := a.in.Run(f, a.out)
	if err != nil && !errors.Is(err, form.ErrInputEnded) {
		return 0, err
	}
	if a.in.Ended() || err != nil {
		return 0, errLeave
	}
	return choice, nil
}

func (a *accessible) chooseLesson() (*lessons.Lesson, error) {
	if len(a.all) == 0 {
		fmt.Fprintln(a.out, "There are no lessons.")
		return nil, errLeave
	}
	options := make([]string, 0, len(a.all)+1)
	mastery, _ := a.rec.(lessons.Mastery)
	for _, l := range a.all {
		standing := ""
		if mastery != nil {
			if st, ok := mastery.Standing(l); ok && st.String() != "" {
				standing = "; " + st.String()
			}
		}
		options = append(options, fmt.Sprintf("Lesson %d: %s (%d pages, %d exercises%s)", l.Number, l.Title, len(l.Pages), len(l.Exercises), standing))
	}
	options = append(options, "Leave")
	i, err := a.choose("Which lesson?", options)
	if err != nil {
		return nil, err
	}
	if i == len(a.all) {
		return nil, errLeave
	}
	return a.all[i], nil
}

// read goes through l from page until the learner goes back to the list.
func (a *accessible) read(l *lessons.Lesson, page int) error {
	page = min(max(page, 0), len(l.Pages)-1)
	if a.done[l.Name] == nil {
		a.done[l.Name] = map[int]bool{}
		a.before(l)
	}
	show := true
	for {
		if show {
			if err := a.showPage(l, page); err != nil {
				return err
			}
		}
		show = true
		var options []string
		last := page == len(l.Pages)-1
		if !last {
			options = append(options, "Next page")
		}
		var puzzles, next string
		if last {
			n, rules := a.opts.Ending.count(l)
			if n > 0 && a.opts.Ending.Play != nil {
				puzzles = fmt.Sprintf("Play the lesson's %s, in %s", plural(n, "puzzle"), rules)
				options = append(options, puzzles)
			}
			if nl := nextLesson(a.all, l); nl != nil {
				next = fmt.Sprintf("Next: lesson %d, %s", nl.Number, nl.Title)
				options = append(options, next)
			}
			fmt.Fprintf(a.out, "End of lesson %d.\n", l.Number)
		}
		if page > 0 {
			options = append(options, "Previous page")
		}
		const words = "The words on this page"
		options = append(options, words, "Back to the lessons", "Leave")
		choice, err := a.choose("Where next?", options)
		if err != nil {
			return err
		}
		switch options[choice] {
		case "Next page":
			if to, note, ok := a.opts.Shortcut.take(a.all, l, page, +1); ok {
				a.opts.Shortcut = nil
				fmt.Fprintln(a.out, note)
				l, page = to, 0
				if a.done[l.Name] == nil {
					a.done[l.Name] = map[int]bool{}
					a.before(l)
				}
				continue
			}
			// The pages on other rule sets' moves are passed over, and
			// the learner told which.
			next, passed, sets := forward(l, page, a.opts.Renderer.Rules())
			if note := passedNote(passed, sets, a.opts.Renderer.Rules(), false); note != "" {
				fmt.Fprintln(a.out, note)
			}
			if next >= len(l.Pages) {
				next = len(l.Pages) - 1 // never past the last page: its way on is offered there
			}
			page = next
		case "Previous page":
			page--
		case "Back to the lessons":
			a.route = nil // the route ends where the learner leaves it
			return nil
		case words:
			a.sayWords(l, page)
			show = false
		case puzzles:
			if err := a.opts.Ending.Play(l, a.in, a.out); err != nil {
				return err
			}
			if a.in.Ended() {
				return errLeave
			}
			// The route ends at the puzzles; the summary it left for
			// later is read now.
			a.route = nil
			if a.summary != "" {
				fmt.Fprintf(a.out, "\n%s\n\n", spoken(a.summary))
				a.summary = ""
			}
			// Back on the last page, not read out again: the next lesson
			// is offered.
			show = false
		case next:
			l, page = nextLesson(a.all, l), 0
			if a.done[l.Name] == nil {
				a.done[l.Name] = map[int]bool{}
				a.before(l)
			}
		default:
			return errLeave
		}
	}
}

// showPage prints a page and asks its exercises where they stand.
func (a *accessible) showPage(l *lessons.Lesson, page int) error {
	blocks, err := a.opts.Renderer.Page(l, page, a.opts.Width)
	if err != nil {
		return err
	}
	full := blocks
	fmt.Fprintf(a.out, "\n%s\n\n", strings.TrimSpace(render.PageHeading(l, page)))
	// Every record comes before what it records is shown, and a record
	// that fails ends the session (exit status 1), rather than letting
	// the learner work on with nothing saved.
	if err := a.rec.Opened(l.Name, page); err != nil {
		return fmt.Errorf("%w: %w", ErrNotSaved, err)
	}
	a.route.see(a.opts.Renderer, l, page, blocks)
	cut := false
	if n, _ := a.opts.Ending.count(l); a.route != nil && page == len(l.Pages)-1 && n > 0 && a.opts.Ending.Play != nil {
		blocks, cut = cutSummary(blocks)
	}
	notes := a.route.runNotes(l, blocks, func(i int) bool { return !a.done[l.Name][i] })
	for _, b := range blocks {
		if note, ok := notes[b.Exercise]; ok && b.IsExercise() {
			fmt.Fprintf(a.out, "%s\n\n", note)
		}
		if b.IsExercise() && !a.done[l.Name][b.Exercise] && a.route.passed(l, b.Exercise) {
			continue // not a question on the route: the note above says so
		}
		if !b.IsExercise() || a.done[l.Name][b.Exercise] {
			fmt.Fprintf(a.out, "%s\n\n", spoken(b.Text))
			if fb, ok := a.answered[l.Name][b.Exercise]; ok {
				fmt.Fprintf(a.out, "%s\n\n", fb)
			}
			continue
		}
		q, err := a.opts.Renderer.Question(l, b.Exercise)
		if err != nil {
			fmt.Fprintf(a.out, "%s\n\n", b.Text)
			continue
		}
		if err := a.ctx.Err(); err != nil {
			return err
		}
		_, fb, err := form.RunAccessible(l.Name, b.Exercise, q, a.rec, form.Config{Input: a.in, Output: a.out, Now: a.opts.Now, Theme: a.theme})
		if note := Untaught(a.all, l, fb.Text, finishedFunc(a.rec)); err == nil && note != "" {
			fmt.Fprintf(a.out, "%s\n\n", note)
		}
		switch {
		case errors.Is(err, form.ErrNoInput):
			return errLeave
		case errors.Is(err, form.ErrNotRecorded):
			return fmt.Errorf("%w: %w", ErrNotSaved, err)
		case err != nil:
			return err
		}
		a.done[l.Name][b.Exercise] = true
	}
	if cut {
		a.summary = summaryOf(full)
		fmt.Fprintf(a.out, "%s\n\n", SummaryLater)
	}
	if page == len(l.Pages)-1 {
		if err := a.rec.Finished(l.Name); err != nil {
			return fmt.Errorf("%w: %w", ErrNotSaved, err)
		}
	}
	return nil
}

// spoken is a block of a page as a screen reader should say it
// (render.Spoken).
func spoken(text string) string { return render.Spoken(text) }

// sayWords reads out the glossary's entries for the terms on a page.
func (a *accessible) sayWords(l *lessons.Lesson, page int) {
	blocks, err := a.opts.Renderer.Page(l, page, a.opts.Width)
	if err != nil {
		fmt.Fprintln(a.out, err)
		return
	}
	var text strings.Builder
	for _, b := range blocks {
		text.WriteString(b.Text + "\n")
	}
	words := WordLines(a.all, text.String())
	if len(words) == 0 {
		fmt.Fprintln(a.out, "No glossary term on this page.")
		return
	}
	fmt.Fprintf(a.out, "\nThe words on page %d of lesson %d:\n\n", page+1, l.Number)
	for _, w := range words {
		fmt.Fprintf(a.out, "%s\n\n", w)
	}
}
