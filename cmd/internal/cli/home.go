package cli

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/spf13/cobra"

	"github.com/rithmo/rithmo/cmd/internal/app"
	"github.com/rithmo/rithmo/cmd/internal/progress"
	"github.com/rithmo/rithmo/cmd/internal/ui"
	"github.com/rithmo/rithmo/content"
	"github.com/rithmo/rithmo/lessons"
	"github.com/rithmo/rithmo/lessons/form"
	"github.com/rithmo/rithmo/lessons/reader"
	"github.com/rithmo/rithmo/lessons/render"
	"github.com/rithmo/rithmo/puzzles"
	"github.com/rithmo/rithmo/puzzles/play"
	"github.com/rithmo/rithmo/rules/board"
	"github.com/rithmo/rithmo/rules/diagram"
	"github.com/rithmo/rithmo/rules/engine"
)

// runHome is `rithmo` without arguments: the home screen, full-screen on a
// terminal or as plain prompts in accessible mode.
func runHome(cmd *cobra.Command, env *Env) error {
	getenv := env.Getenv
	if env.Accessible {
		// Plain text for screen readers, decided without asking the
		// terminal for its background (a terminal that does not answer
		// would hold the start for seconds).
		getenv = func(k string) string {
			if k == "RITHMO_STYLE" {
				return ui.StyleNoTTY
			}
			return env.Getenv(k)
		}
	}
	t := ui.Detect(env.Stdin, env.Stdout, getenv)
	if !env.Accessible && (!t.InTTY || !t.OutTTY) {
		return Usagef("the home screen needs a terminal; try --accessible (or ACCESSIBLE=1) for plain prompts, or a subcommand such as `rithmo lesson show 1` (rithmo --help lists them)")
	}
	if !env.Accessible && (t.Width < app.MinWidth || t.Height < app.MinHeight) {
		return Usagef("%s", (&app.TooSmallError{Width: t.Width, Height: t.Height}).Wrapped(t.Width))
	}
	course, _ := lessons.Load(lessonFiles()) // a lesson with problems is left out; `rithmo lesson check` names them
	store, err := openStoreFor(env, course)
	if err != nil {
		return err
	}
	defer store.Close()
	h := &home{env: env, term: t, store: store, lessons: course}
	defer h.close()
	h.renderer = render.New(t.Style, lessonSeed(env))

	ctx := cmd.Context()
	if env.Accessible {
		err = app.RunAccessible(ctx, env.Stdin, env.Stdout, h.look, h.menu)
	} else {
		err = app.Run(ctx, env.Stdin, env.Stdout, t.Width, t.Height, h.menu)
	}
	var small *app.TooSmallError
	if errors.As(err, &small) {
		return Usagef("%s", small.Wrapped(t.Width))
	}
	if errors.Is(err, form.ErrInputEnded) {
		return errInputEnded
	}
	return err
}

// home builds the home menu's entries over one open progress store.
type home struct {
	env      *Env
	term     ui.Terminal
	store    *progress.Store
	lessons  []*lessons.Lesson
	renderer *render.Renderer
	look     app.Look         // how the learner's terminal is drawn (the zero Look: this process's)
	class    *classMember     // rithmo serve: the student's class; nil alone
	play     *playSession     // the game of the Play entry (play_home.go)
	curated  []puzzles.Puzzle // read once, when a review is first planned (today)
}

// close lets another session resume the game played here.
func (h *home) close() {
	if h.play != nil {
		h.play.close()
	}
}

func (h *home) menu() app.Menu {
	var m app.Menu
	if h.class != nil {
		m.Items = append(m.Items, h.class.assignmentItems(h)...) // class_home.go
	}
	last, visited, err := h.store.Resume()
	learning, lerr := h.store.Learning()
	if err == nil {
		err = lerr
	}
	due := h.today()
	if due.err == nil {
		learning.Review.DueToday = due.set.Len() // what review would ask today
	}
	st := app.Standing{Due: learning.Review.DueToday, Mastery: learning.Mastery, Bookmarks: learning.Bookmarks, Answered: h.answered}
	st.Rules, _ = learnerRules(h.store)
	if err != nil {
		m.Resume = "(Could not read where you left off: " + err.Error() + ")"
	} else if r, ok := app.ContinueFrom(last, visited, h.lessons, st); ok {
		switch {
		case r.Review:
			m.Items = append(m.Items, h.reviewItem("Continue", fmt.Sprintf("review: %s due today, missed or hinted before", howMany(r.Due, "item")), due))
		case r.Number == 0 || r.Finished && !r.Next:
			// The lesson is gone, or every lesson is done: nothing to
			// resume, so Continue opens the course, and keeps its number.
			m.Resume = r.Hint
			m.Items = append(m.Items, h.lessonItem("Continue", "every lesson is read: open the course", "", 0))
		case r.Page <= 1 && (!visited || r.Next):
			verb := "Start"
			if r.Next {
				verb = "Continue"
			}
			m.Items = append(m.Items, h.lessonItem(verb, fmt.Sprintf("lesson %d (%s)", r.Number, r.Title), r.Lesson, 0))
		case r.Exercise > 0:
			m.Items = append(m.Items, h.lessonItem("Continue", fmt.Sprintf("lesson %d (%s), exercise %d on page %d of %d", r.Number, r.Title, r.Exercise, r.Page, r.Pages), r.Lesson, r.Page-1))
		default:
			m.Items = append(m.Items, h.lessonItem("Continue", fmt.Sprintf("lesson %d (%s), page %d of %d", r.Number, r.Title, r.Page, r.Pages), r.Lesson, r.Page-1))
		}
	}
	rules, chosen := learnerRules(h.store)
	if !chosen && h.class == nil {
		m.Welcome = h.welcomeItem()
	}
	// The lessons' exercises on moving ask about the rule set chosen, as
	// it stands each time the learner comes back to the menu.
	if h.renderer != nil {
		h.renderer.SetRules(rules)
	}
	m.Items = append(m.Items, h.lessonItem("Lessons", "read the course and answer its exercises", "", 0))
	// Review keeps its place even when Continue also leads to it, so that
	// the numbers a learner has learned to type never move.
	m.Items = append(m.Items, h.reviewItem("Review", reviewHint(learning.Review)+waitingHint(due), due))
	m.Items = append(m.Items,
		h.dailyItem(learning.Daily),
		h.puzzlesItem(),
		h.boardItem(),
		h.progressItem(),
		h.glossaryItem(),
		h.playItem(), // after the entries that came first, so that their numbers stay theirs
		h.rulesItem(),
		app.Item{Title: "Quit", Hint: "leave rithmo; everything answered is already saved", Quit: true},
	)
	return m
}

// answered is the exercises of lesson answered at least once, for
// Continue; nil when the store cannot say.
func (h *home) answered(lesson string) map[int]bool {
	last, err := h.store.LastExerciseAnswers(lesson)
	if err != nil {
		return nil
	}
	out := make(map[int]bool, len(last))
	for i := range last {
		out[i] = true
	}
	return out
}

func (h *home) recorder() lessonRecorder {
	return lessonRecorder{Store: h.store, seed: lessonSeed(h.env)}
}

// lessonItem opens the lesson reader: on the list of lessons, or at a
// lesson's page when start names one.
func (h *home) lessonItem(title, hint, start string, page int) app.Item {
	return app.Item{
		Title: title, Hint: hint,
		Screen: func(width, height int) (app.Screen, error) {
			return reader.New(h.lessons, reader.Options{Renderer: h.renderer, Recorder: h.recorder(), Start: start, Page: page, Width: width, Height: height, Ending: h.ending(diagram.ParseStyle(h.term.Style)), Theme: h.look.Theme()}), nil
		},
		Plain: func(ctx context.Context, in io.Reader, out io.Writer) error {
			return reader.RunAccessible(ctx, in, out, h.lessons, reader.AccessibleOptions{Renderer: h.renderer, Recorder: h.recorder(), Start: start, Page: page, Width: h.term.TextWidth(), Ending: h.ending(diagram.Plain), Theme: h.look.Theme()})
		},
	}
}

// ending is the puzzles that close each lesson, recorded and rated like
// any other, their board drawn in style.
func (h *home) ending(style diagram.Style) *reader.Ending {
	return lessonEnding(h.store, play.Options{Recorder: puzzleRecorder{Store: h.store}, Layout: diagram.Narrow, Style: style, LessonName: glossaryLessons()})
}

// puzzlesItem opens the puzzle player on the curated puzzles, asking first
// which of them to play.
func (h *home) puzzlesItem() app.Item {
	load := func() ([]puzzles.Entry, error) {
		all, err := puzzles.LoadCatalog(content.Puzzles())
		var list puzzles.ErrorList
		if errors.As(err, &list) && len(all) > 0 {
			err = nil // the puzzles that loaded are playable; rithmo puzzles check names the rest
		}
		return all, err
	}
	opts := play.Options{Recorder: puzzleRecorder{Store: h.store}, Layout: diagram.Narrow, Style: diagram.Plain, Renderer: h.look.Renderer(), Theme: h.look.Theme(), Now: h.store.Now, LessonName: glossaryLessons()}
	opts.OpenLesson, opts.ReadLesson = lessonOpeners(h.recorder(), h.renderer, h.term.TextWidth())
	return app.Item{
		Title: "Puzzles", Hint: "spot the capture, find the triumph, on real positions",
		Screen: func(width, height int) (app.Screen, error) {
			all, err := load()
			if err != nil {
				return nil, err
			}
			// The player lays the board out for the window itself, and says
			// how large it must be when it cannot fit. Leaving a set of
			// puzzles goes back to the choice, its suggestions made afresh.
			return play.NewRoom(func() *play.Session {
				o := opts
				o.Style = diagram.ParseStyle(h.term.Style)
				o.Suggested, o.Suggestion = nearRating(h.store, all)
				o.Rules, _ = learnerRules(h.store)
				return play.NewCatalogChooser(all, o)
			}, width, height), nil
		},
		Plain: func(ctx context.Context, in io.Reader, out io.Writer) error {
			all, err := load()
			if err != nil {
				return err
			}
			o := opts
			o.Suggested, o.Suggestion = nearRating(h.store, all)
			o.Rules, _ = learnerRules(h.store)
			return play.RunAccessible(play.NewCatalogChooser(all, o), in, out)
		},
	}
}

// boardItem analyses positions: every capture and triumph the side to move
// has, explained, as `rithmo analyse` prints them.
func (h *home) boardItem() app.Item {
	const (
		title    = "Board analysis"
		question = "Position"
	)
	rules, _ := learnerRules(h.store)
	help := boardAnalysisHelp(rules)
	return app.Item{
		Title: title, Hint: "set up a position and see what can take what, and why",
		Screen: func(width, height int) (app.Screen, error) {
			return app.NewAskScreen(title, question, help, h.analyse, width, height).WithPlaceholder(rules + ", or a position"), nil
		},
		Plain: func(ctx context.Context, in io.Reader, out io.Writer) error {
			return app.AskPlain(in, out, h.look, question, help, h.analyse, 0)
		},
	}
}

// boardExample is the 1563 book's first example of taking (6 + 6 = 12), a
// position to copy into Board analysis.
const boardExample = "8/8/8/8/2,r9,2,T6,2/7,s28/5,t12,2/8/3,R6,4/8/6,S45,1/1,R4,6/8/8/8/8 w fulke1 - - 13"

// boardAnalysisHelp says what Board analysis takes, with two things to type
// that work: the learner's rule set, and a whole position.
func boardAnalysisHelp(rules string) string {
	return fmt.Sprintf("Type a rule set to see its opening array and what can take what: %s, the one you learn in "+
		"(or fulke1, fulke2, fulke3, nemec, parlett). Or a whole position in rithmo's notation (board, side to move, "+
		"rules, men taken by each side, turn; rithmo board --help explains it), such as the 1563 book's first "+
		"example of taking:\n%s", rules, boardExample)
}

// analyse draws the position on line for width columns (0: no limit) and
// explains every capture and triumph of the side to move.
func (h *home) analyse(line string, width int) (string, error) {
	p, err := positionFromArgs(strings.Fields(line))
	if err != nil {
		return "", err
	}
	if err := board.Validate(&p); err != nil {
		return "", fmt.Errorf("cannot analyse: %v", err)
	}
	style, layout := diagram.Plain, diagram.Full
	if width > 0 {
		style = diagram.ParseStyle(h.term.Style)
		if layout, err = layoutFor(&p, width); err != nil {
			return "", err
		}
	}
	var b strings.Builder
	b.WriteString(diagram.Draw(&p, diagram.Options{Layout: layout, Style: style, Renderer: h.look.Renderer()}))
	b.WriteByte('\n')
	writeAnalysis(&b, &p, engine.Analyse(&p))
	return b.String(), nil
}

// layoutFor picks the widest layout whose drawing of p fits width columns.
// It measures the drawing itself, not the terminal-wide thresholds of
// diagram.Fit: the home's screens give the board the window less their
// margin, and the narrow board (78 columns) fits an 80-column window.
func layoutFor(p *board.Position, width int) (diagram.Layout, error) {
	for _, l := range []diagram.Layout{diagram.Full, diagram.Narrow} {
		if diagram.Width(p, l) <= width {
			return l, nil
		}
	}
	return diagram.Narrow, fmt.Errorf("this position's board needs %d columns; the window leaves %d: widen it", diagram.Width(p, diagram.Narrow), width)
}

func (h *home) progressItem() app.Item {
	return app.Item{
		Title: "Progress", Hint: "lessons mastered, reviews due, ratings and streaks",
		Screen: func(width, height int) (app.Screen, error) {
			text, err := h.progressText()
			if err != nil {
				return nil, err
			}
			return app.NewTextScreen("Progress", text, width, height), nil
		},
		Plain: func(ctx context.Context, in io.Reader, out io.Writer) error {
			text, err := h.progressText()
			if err != nil {
				return err
			}
			_, err = fmt.Fprint(out, text)
			return err
		},
	}
}

// glossaryItem shows the glossary of the lessons' terms, scrolling.
func (h *home) glossaryItem() app.Item {
	return app.Item{
		Title: "Glossary", Hint: "every Latin and English term, its meaning and its lesson",
		Screen: func(width, height int) (app.Screen, error) {
			// The screen wraps the text itself; laid out wide, each entry's
			// meaning stays on its indented line.
			text, _, err := glossaryText("", max(width-4, 40))
			if err != nil {
				return nil, err
			}
			return app.NewTextScreen("Glossary", text, width, height), nil
		},
		Plain: func(ctx context.Context, in io.Reader, out io.Writer) error {
			text, _, err := glossaryText("", h.term.TextWidth())
			if err != nil {
				return err
			}
			_, err = fmt.Fprint(out, text)
			return err
		},
	}
}

func (h *home) progressText() (string, error) {
	read, err := h.store.Report()
	if err != nil {
		return "", err
	}
	if err := reviewToday(h.env, &read, h.lessons); err != nil {
		return "", err
	}
	var b strings.Builder
	where := h.store.Path()
	if h.class != nil {
		where = "the class server, under your key" // the server's paths are not the student's business
	}
	report := progressOf(&read, where, h.lessons)
	report.words = h.env.Accessible
	err = writeProgress(&b, report)
	return b.String(), err
}
