package cli

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"hash/fnv"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/spf13/cobra"

	"github.com/rithmo/rithmo/cmd/internal/ui"
	"github.com/rithmo/rithmo/content/textfile"
	"github.com/rithmo/rithmo/lessons"
	"github.com/rithmo/rithmo/lessons/reader"
	"github.com/rithmo/rithmo/lessons/render"
	"github.com/rithmo/rithmo/puzzles/play"
	"github.com/rithmo/rithmo/rules/diagram"
)

// openRecorder opens what keeps the learner's progress for `rithmo lessons`:
// the recorder, and a function that closes it. It is the progress store
// (recorders.go), opened only by commands that record; a variable, so that
// tests can record elsewhere. course is the curriculum the command has
// loaded, which the store counts mastery against.
var openRecorder = openStoreRecorder

// lessonSeed is the seed exercises draw their numbers with: RITHMO_SEED when
// set (a class shares one and gets the same questions), else one made from
// the login name, so that a learner meets the same numbers again.
func lessonSeed(env *Env) uint64 { return seedOf(env, "") }

// seedOf reads a seed: the flag's value first, then RITHMO_SEED, then the
// login name. A number is used as it is; any other text is hashed.
func seedOf(env *Env, flag string) uint64 {
	s := flag
	for _, name := range []string{"RITHMO_SEED", "USER", "LOGNAME", "USERNAME"} {
		if s != "" {
			break
		}
		s = env.Getenv(name)
	}
	if n, err := strconv.ParseUint(s, 10, 64); err == nil {
		return n
	}
	h := fnv.New64a()
	h.Write([]byte(s))
	return h.Sum64()
}

// loadLessons loads the curriculum. A lesson with problems is left out (and
// `rithmo lesson check` names them); no lesson at all is an error.
func loadLessons() ([]*lessons.Lesson, error) {
	all, err := lessons.Load(lessonFiles())
	if len(all) == 0 {
		if err == nil {
			err = errors.New("no lessons found")
		}
		return nil, fmt.Errorf("loading the lessons: %w", err)
	}
	return all, nil
}

// findLesson finds a lesson by name or number; an unknown one is a usage
// error that lists them all.
func findLesson(all []*lessons.Lesson, name string) (*lessons.Lesson, error) {
	if l, ok := lessons.Find(all, name); ok {
		return l, nil
	}
	names := make([]string, len(all))
	for i, l := range all {
		names[i] = fmt.Sprintf("  %2d  %s", l.Number, l.Name)
	}
	return nil, Usagef("no lesson %q; the lessons are (name or number):\n%s", name, strings.Join(names, "\n"))
}

func newLessonsCmd(env *Env) *cobra.Command {
	var seed string
	cmd := &cobra.Command{
		Use:   "lessons [NAME|NUMBER]",
		Short: "Read the lessons and answer their exercises",
		Long: `Open the lesson reader: choose a lesson, page through it (←/→ or n/p,
↑/↓ to scroll), answer each exercise where it stands (enter; ? shows a hint,
esc leaves it), q to go back. Every page opened and every answer is saved in
the progress database at once, and a lesson opens where you left it.

With NAME or NUMBER the reader opens that lesson. Exercises draw their
numbers from a seed: --seed, else RITHMO_SEED, else your login name, so you
meet the same questions again and a class sharing a seed shares them.

The reader needs a terminal; --accessible (or ACCESSIBLE=1) asks everything
as plain numbered prompts instead, for screen readers and scripts.`,
		Example: `  rithmo lessons
  rithmo lessons multiplex
  rithmo lessons 4 --seed 7
  rithmo lessons --accessible`,
		Args: func(cmd *cobra.Command, args []string) error {
			if len(args) > 1 {
				return Usagef("lessons opens one lesson, got %d arguments: give one lesson name or number (rithmo lesson list shows them)", len(args))
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			t := ui.Detect(env.Stdin, env.Stdout, env.Getenv)
			if !env.Accessible && (!t.InTTY || !t.OutTTY) {
				return Usagef("rithmo lessons needs a terminal; use --accessible (or ACCESSIBLE=1) for plain prompts, or `rithmo lesson show NAME` to print a lesson")
			}
			all, err := loadLessons()
			if err != nil {
				return err
			}
			start, page := "", 0
			if len(args) == 1 {
				l, err := findLesson(all, args[0])
				if err != nil {
					return err
				}
				start = l.Name
			}
			rec, closeRec, err := openRecorder(env, all)
			if err != nil {
				return err
			}
			defer closeRec()
			if b, ok := rec.(lessons.Bookmarks); ok && start != "" {
				if p, ok := b.LastPage(start); ok {
					page = p
				}
			}
			s := seedOf(env, seed)
			rec = withSeed(rec, s)
			// The puzzles that close a lesson are offered when its answers
			// are kept (they are rated and come back in review).
			var ending func(diagram.Style) *reader.Ending
			rules := defaultRules
			if lr, ok := rec.(lessonRecorder); ok {
				rules, _ = learnerRules(lr.Store)
				ending = func(style diagram.Style) *reader.Ending {
					return lessonEnding(lr.Store, play.Options{Recorder: puzzleRecorder{Store: lr.Store}, Layout: diagram.Narrow, Style: style, LessonName: glossaryLessons()})
				}
			} else {
				ending = func(diagram.Style) *reader.Ending { return nil }
			}
			style := t.Style
			if env.Accessible {
				style = render.StyleNoTTY
			}
			r := render.New(style, s)
			r.SetRules(rules)
			if env.Accessible {
				in := accessibleInput(cmd, env)
				return inputEnded(in, reader.RunAccessible(cmd.Context(), in, env.Stdout, all, reader.AccessibleOptions{
					Renderer: r, Recorder: rec, Start: start, Page: page, Width: t.TextWidth(), Ending: ending(diagram.Plain),
				}))
			}
			m := reader.New(all, reader.Options{
				Renderer: r, Recorder: rec, Start: start, Page: page, Width: t.Width, Height: t.Height, Ending: ending(diagram.ParseStyle(t.Style)),
			})
			return runScreen(cmd.Context(), env, m)
		},
	}
	cmd.Flags().StringVar(&seed, "seed", "", "seed the exercises' numbers are drawn with (default $RITHMO_SEED, else your login name)")
	return cmd
}

// screen is what the reader is to a program of its own: a model that says
// when it is done.
type screen interface {
	tea.Model
	Done() bool
}

// standalone runs a screen as a whole program, quitting when it is done.
type standalone struct {
	screen      screen
	interrupted bool
}

func (s *standalone) Init() tea.Cmd { return s.screen.Init() }

func (s *standalone) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	if k, ok := msg.(tea.KeyMsg); ok && k.String() == "ctrl+c" {
		s.interrupted = true
		return s, tea.Quit
	}
	_, cmd := s.screen.Update(msg)
	if s.screen.Done() {
		return s, tea.Quit
	}
	return s, cmd
}

func (s *standalone) View() string { return s.screen.View() }

// runScreen runs a full-screen model on env's terminal; Ctrl-C is an
// interruption (exit 130).
func runScreen(ctx context.Context, env *Env, sc screen) error {
	s := &standalone{screen: sc}
	// Main handles signals (see its comment): bubbletea's own handler can
	// deadlock on shutdown (review D4).
	p := tea.NewProgram(s, tea.WithAltScreen(), tea.WithContext(ctx), tea.WithInput(env.Stdin), tea.WithOutput(env.Stdout), tea.WithoutSignalHandler(), tea.WithFPS(120))
	_, err := p.Run()
	if f, ok := sc.(interface{ Err() error }); ok && f.Err() != nil {
		return f.Err() // the reader stopped: progress could not be saved
	}
	if err != nil {
		if errors.Is(err, tea.ErrProgramKilled) || errors.Is(err, tea.ErrInterrupted) {
			return context.Canceled
		}
		return err
	}
	if s.interrupted {
		return context.Canceled
	}
	return nil
}

func newLessonCmd(env *Env) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "lesson",
		Short: "Print, list and check lessons",
		Long: `Work with the lesson files without the reader: print a lesson (show), list
them (list), or check lesson files for mistakes (check).`,
		Example: `  rithmo lesson show 3
  rithmo lesson list --json
  rithmo lesson check content/lessons/04-multiplex.md`,
		Args: cobra.NoArgs,
	}
	cmd.AddCommand(newLessonShowCmd(env), newLessonListCmd(env), newLessonCheckCmd(env))
	return cmd
}

// minShowWidth is the fewest columns lesson show lays a lesson out for.
const minShowWidth = 20

func newLessonShowCmd(env *Env) *cobra.Command {
	var (
		seed  string
		page  int
		width int
	)
	cmd := &cobra.Command{
		Use:   "show NAME|NUMBER",
		Short: "Print a lesson, its exercises as questions",
		Long: `Print a lesson to standard output, rendered for the terminal: every page, or
one with --page. Exercises appear as their questions with their options,
never their answers (rithmo lessons asks them). When standard output is not a
terminal (or NO_COLOR is set) the text is plain, without escape codes.

Text is wrapped at min(columns - 4, 80); --width sets the columns. Drawn
numbers come from --seed, else RITHMO_SEED, else your login name.`,
		Example: `  rithmo lesson show multiplex
  rithmo lesson show 7 --page 2
  rithmo lesson show 1 --width 60 | less`,
		Args: func(cmd *cobra.Command, args []string) error {
			switch {
			case len(args) == 0:
				return Usagef("lesson show needs a lesson name or number (rithmo lesson list shows them)")
			case len(args) > 1:
				return Usagef("lesson show prints one lesson, got %d arguments: give one lesson name or number (rithmo lesson list shows them)", len(args))
			}
			return nil
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			// Only the lesson shown is read; the others only to list them.
			l, ok, err := lessons.Open(lessonFiles(), args[0])
			switch {
			case !ok && err == nil:
				all, err := loadLessons()
				if err != nil {
					return err
				}
				if _, err := findLesson(all, args[0]); err != nil {
					return err
				}
				return Usagef("no lesson %q", args[0])
			case err != nil:
				return fmt.Errorf("%w (rithmo lesson check lists every problem)", err)
			}
			t := ui.Detect(env.Stdin, env.Stdout, env.Getenv)
			if cmd.Flags().Changed("width") {
				if width < minShowWidth {
					return Usagef("--width is the columns to lay the text out for, from %d up, not %d", minShowWidth, width)
				}
				t.Width = width
			}
			if env.Accessible {
				t.Style = ui.StyleNoTTY // plain words for a screen reader
			}
			r := render.New(t.Style, seedOf(env, seed))
			if env.Accessible {
				r.Accessible() // boards and figures in words
			}
			rules := storedRules(env)
			r.SetRules(rules)
			var text string
			switch {
			case page == 0 && !cmd.Flags().Changed("page"):
				text, err = r.Lesson(l, t.TextWidth())
			case page < 1 || page > len(l.Pages):
				return Usagef("lesson %d (%s) has pages 1 to %d, not %d", l.Number, l.Name, len(l.Pages), page)
			default:
				text, err = r.PageText(l, page-1, t.TextWidth())
			}
			if err != nil {
				return err
			}
			if page == 0 || page == len(l.Pages) {
				// The lesson's way on: its puzzles and the next lesson.
				if all, err := loadLessons(); err == nil {
					text = strings.TrimRight(text, "\n") + "\n" + endingText(l, all, rules)
				}
			}
			if env.Accessible {
				// For a screen reader: no heading marks to speak.
				text = render.Spoken(text)
			}
			_, err = io.WriteString(env.Stdout, text)
			return err
		},
	}
	cmd.Flags().IntVar(&page, "page", 0, "print only this page (from 1)")
	cmd.Flags().IntVar(&width, "width", 0, "columns to lay the text out for (default: the terminal's, or $COLUMNS, or 80)")
	cmd.Flags().StringVar(&seed, "seed", "", "seed the exercises' numbers are drawn with (default $RITHMO_SEED, else your login name)")
	return cmd
}

// lessonSummary is one lesson in `rithmo lesson list --json`.
type lessonSummary struct {
	Name      string `json:"name"`
	Title     string `json:"title"`
	Number    int    `json:"number"`
	Exercises int    `json:"exercises"`
	Pages     int    `json:"pages"`
	Words     int    `json:"words"`
}

func newLessonListCmd(env *Env) *cobra.Command {
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "list",
		Short: "List the lessons: number, name, title, pages, exercises",
		Long: `List the lessons in teaching order with their number and name (either opens a
lesson: rithmo lessons 3, rithmo lesson show multiplex), title, pages,
exercises and words of prose. --json prints an array of objects with name,
title, number, exercises, pages and words.`,
		Example: `  rithmo lesson list
  rithmo lesson list --json`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			all, err := loadLessons()
			if err != nil {
				return err
			}
			list := make([]lessonSummary, len(all))
			for i, l := range all {
				list[i] = lessonSummary{l.Name, l.Title, l.Number, len(l.Exercises), len(l.Pages), l.Words}
			}
			if asJSON {
				enc := json.NewEncoder(env.Stdout)
				enc.SetIndent("", "  ")
				return enc.Encode(list)
			}
			nameWidth := len("name")
			for _, l := range list {
				nameWidth = max(nameWidth, len(l.Name))
			}
			var b strings.Builder
			fmt.Fprintf(&b, " #  %-*s  pages  exercises  words  title\n", nameWidth, "name")
			for _, l := range list {
				fmt.Fprintf(&b, "%2d  %-*s  %5d  %9d  %5d  %s\n", l.Number, nameWidth, l.Name, l.Pages, l.Exercises, l.Words, l.Title)
			}
			_, err = io.WriteString(env.Stdout, b.String())
			return err
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print a JSON array")
	return cmd
}

func newLessonCheckCmd(env *Env) *cobra.Command {
	return &cobra.Command{
		Use:   "check [FILE|DIR]...",
		Short: "Check lesson files: syntax, exercises answerable, sources named",
		Long: `Check lesson files the way an author needs: each file parses (title, pages,
exercise blocks with known keys and well-formed tasks), every exercise can be
asked (a fixed task has an answer; drawn numbers give one often enough), no
ask or hint states the answer, the lesson names its sources, tables stay
narrow. Every problem is printed as FILE:LINE: what is wrong.

Without arguments the lessons built into rithmo are checked; a directory
stands for the lesson files (NN-slug.md) in it. The exit code is 1 when there
is any problem.`,
		Example: `  rithmo lesson check
  rithmo lesson check content/lessons
  rithmo lesson check content/lessons/04-multiplex.md content/lessons/05-superparticular.md`,
		RunE: func(cmd *cobra.Command, args []string) error {
			var (
				checked  []*lessons.Lesson
				problems lessons.Problems
				notes    lessons.Problems // worth a look, never a failure
			)
			addDir := func(dir string, all []*lessons.Lesson, ps lessons.Problems) {
				checked, problems = append(checked, all...), append(problems, prefixed(dir, ps)...)
				for _, l := range all {
					notes = append(notes, prefixed(dir, lessons.Notes(l))...)
				}
			}
			if len(args) == 0 {
				all, ps := lessons.InspectFS(lessonFiles())
				addDir("content/lessons", all, ps)
			}
			for _, arg := range args {
				info, err := os.Stat(arg)
				switch {
				case err != nil:
					problems = append(problems, lessons.Problem{File: arg, Msg: "cannot be read: " + errors.Unwrap(err).Error()})
				case info.IsDir():
					all, ps := lessons.InspectFS(os.DirFS(arg))
					addDir(arg, all, ps)
				default:
					data, err := textfile.Read(arg, textfile.MaxLessonFile)
					if err != nil {
						problems = append(problems, lessons.Problem{File: arg, Msg: strings.TrimPrefix(err.Error(), arg+": ")})
						continue
					}
					l, ps := lessons.Inspect(arg, data)
					checked, problems = append(checked, l), append(problems, ps...)
					notes = append(notes, lessons.Notes(l)...)
				}
			}
			exercises := 0
			for _, l := range checked {
				exercises += len(l.Exercises)
			}
			var b strings.Builder
			for _, p := range append(problems, notes...) {
				b.WriteString(p.Error())
				b.WriteString("\n")
			}
			fmt.Fprintf(&b, "%s, %s checked: ", howMany(len(checked), "lesson"), howMany(exercises, "exercise"))
			if len(problems) == 0 {
				b.WriteString("no problems")
			} else {
				b.WriteString(howMany(len(problems), "problem"))
			}
			if len(notes) > 0 {
				fmt.Fprintf(&b, " (%s)", howMany(len(notes), "note"))
			}
			b.WriteString("\n")
			if _, err := io.WriteString(env.Stdout, b.String()); err != nil {
				return err
			}
			if len(problems) > 0 {
				return fmt.Errorf("lesson check found %s", howMany(len(problems), "problem"))
			}
			return nil
		},
	}
}

// prefixed puts a directory before the file names of problems.
func prefixed(dir string, ps lessons.Problems) lessons.Problems {
	if dir == "" {
		return ps
	}
	out := make(lessons.Problems, len(ps))
	for i, p := range ps {
		p.File = filepath.Join(dir, p.File)
		out[i] = p
	}
	return out
}
