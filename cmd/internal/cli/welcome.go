package cli

import (
	"context"
	"errors"
	"fmt"
	"io"

	"github.com/rithmo/rithmo/cmd/internal/app"
	"github.com/rithmo/rithmo/cmd/internal/progress"
	"github.com/rithmo/rithmo/lessons"
	"github.com/rithmo/rithmo/lessons/form"
	"github.com/rithmo/rithmo/lessons/reader"
	"github.com/rithmo/rithmo/rules/board"
	"github.com/rithmo/rithmo/rules/diagram"
	"github.com/rithmo/rithmo/rules/summary"
)

// howItWorks is the first run's first screen: what rithmo is made of and
// what to do next, short enough to leave room for the rule set's choice
// on an 80×24 window.
const howItWorks = "Rithmomachia is a medieval battle of numbers: men take each other by " +
	"arithmetic. Lessons are short pages with exercises, each answer explained in numbers; " +
	"only the first try counts. " +
	"Continue, on the home screen, leads to what comes next.\n\n" +
	"Pick the rule set to learn in: the exercises on moving and taking and the puzzles use it. " +
	"Rules changes it later."

// ruleOptions are the rule sets, one line each, and the index of current,
// the one the cursor starts on; the Pick names it.
func ruleOptions(current string) ([]string, int) {
	out := make([]string, len(board.RuleSets))
	at := 0
	for i, set := range board.RuleSets {
		out[i] = fmt.Sprintf("%-8s %s", set, set.Title())
		if set.String() == current {
			at = i
		}
	}
	return out, at
}

// setRules keeps the i-th rule set as the one the learner learns in.
func setRules(store *progress.Store, i int) error {
	if i < 0 || i >= len(board.RuleSets) {
		return fmt.Errorf("there is no rule set %d: choose 1 to %d", i+1, len(board.RuleSets))
	}
	return store.SetSetting(progress.SettingRules, board.RuleSets[i].String())
}

// The first run's second choice: the course in order, or the quick route
// to the first captures for a learner who came for the game.
const (
	beginTitle = "How to begin"
	beginIntro = "The quick route takes lesson 1's first page, then lesson 3 without its " +
		"repeated questions: your first puzzle in about ten minutes. The rest waits under Continue."
	beginCourse = "Start the course: lesson 1, then each lesson in order"
	beginQuick  = "First captures, the quick route: taking, your moves, 5 puzzles"
	// quickNote is said where the route leaves lesson 1: one status line.
	quickNote = "The quick route: on to lesson 3, your rule set's moves and first captures."
)

// quickRoute is the shortcut from lesson 1's first page, its first taste
// of taking, to lesson 3, the men's moves and the first puzzles.
func quickRoute(all []*lessons.Lesson) *reader.Shortcut {
	from, ok := lessons.Find(all, "1")
	if !ok {
		return nil
	}
	to, ok := lessons.Find(all, "3")
	if !ok {
		return nil
	}
	return &reader.Shortcut{From: from.Name, Page: 0, To: to.Name, Note: quickNote}
}

// beginPick is the first run's second choice; picked learns whether the
// quick route was chosen.
func beginPick(look app.Look, picked func(quick bool)) app.Pick {
	return app.Pick{
		Look:    look,
		Title:   beginTitle,
		Intro:   beginIntro,
		Options: []string{beginCourse, beginQuick},
		Picked:  func(i int) error { picked(i == 1); return nil },
	}
}

// welcomeItem is the first run: how rithmo works and the rule set to
// learn in, on one screen; then how to begin, the course in order or the
// quick route to the first captures. Full-screen, lesson 1's first page
// follows, with its first exercise; in accessible mode the quick route
// reads there and then, and the menu follows, its first entry lesson 1.
func (h *home) welcomeItem() *app.Item {
	options, at := ruleOptions(defaultRules)
	pick := app.Pick{
		Look:        h.look,
		Title:       "Welcome to rithmo",
		Intro:       howItWorks,
		Options:     options,
		Default:     at,
		DefaultNote: "the default",
		Picked: func(i int) error {
			if err := setRules(h.store, i); err != nil {
				return err
			}
			if h.renderer != nil {
				h.renderer.SetRules(board.RuleSets[i].String()) // lesson 3's exercises ask in it
			}
			return nil
		},
	}
	quick := false
	begin := beginPick(h.look, func(q bool) { quick = q })
	first := ""
	if len(h.lessons) > 0 {
		first = h.lessons[0].Name
	}
	return &app.Item{
		Title: "Welcome",
		Screen: func(width, height int) (app.Screen, error) {
			p, b := pick, begin
			if first != "" {
				b.Then = func(w, ht int) (app.Screen, error) {
					opts := reader.Options{Renderer: h.renderer, Recorder: h.recorder(), Start: first, Width: w, Height: ht, Ending: h.ending(diagram.ParseStyle(h.term.Style))}
					if quick {
						opts.Shortcut = quickRoute(h.lessons)
					}
					return reader.New(h.lessons, opts), nil
				}
				p.Then = func(w, ht int) (app.Screen, error) { return app.NewPickScreen(b, w, ht), nil }
			}
			return app.NewPickScreen(p, width, height), nil
		},
		Plain: func(ctx context.Context, in io.Reader, out io.Writer) error {
			i, err := app.PickPlain(ctx, in, out, pick)
			if err != nil {
				return err
			}
			if first == "" {
				return nil
			}
			// Input that ends here begins with the course: the menu
			// follows, as it did before this choice was asked.
			if _, err := app.PickPlain(ctx, in, out, begin); err != nil && !errors.Is(err, form.ErrInputEnded) {
				return err
			}
			if quick {
				fmt.Fprintf(out, "You learn in %s. Lesson 1's first page now, then lesson 3.\n", board.RuleSets[i])
				return reader.RunAccessible(ctx, in, out, h.lessons, reader.AccessibleOptions{Renderer: h.renderer, Recorder: h.recorder(),
					Start: first, Width: h.term.TextWidth(), Ending: h.ending(diagram.Plain), Theme: h.look.Theme(), Shortcut: quickRoute(h.lessons)})
			}
			// The menu follows, its first entry lesson 1: a script or a
			// screen reader meets the same numbered menu on every run.
			_, err = fmt.Fprintf(out, "You learn in %s. Entry 1, Start, opens lesson 1 and its first exercise.\n", board.RuleSets[i])
			return err
		},
	}
}

// rulesItem is the rule set the learner learns in, changed with one
// choice, then every rule set's summary, as rithmo rules prints them:
// how the men move and take, turns, triumphs and victories.
func (h *home) rulesItem() app.Item {
	pick := func() app.Pick {
		current, _ := learnerRules(h.store)
		options, at := ruleOptions(current)
		return app.Pick{
			Look:  h.look,
			Title: "Rules",
			Intro: fmt.Sprintf("You learn in %s. The lessons' exercises on moving, the puzzles that end each lesson, Near your rating, "+
				"the daily puzzle, review and a new game of Play follow it. "+
				"Enter keeps the one chosen as yours, then shows every rule set's summary (/ and an id finds one).", current),
			Options:     options,
			Default:     at,
			DefaultNote: "yours",
			Picked:      func(i int) error { return setRules(h.store, i) },
		}
	}
	return app.Item{
		Title: "Rules", Hint: "the rule set you learn in; each one's moves, captures, triumphs and victories",
		Screen: func(w, ht int) (app.Screen, error) {
			p := pick()
			p.Then = func(w, ht int) (app.Screen, error) {
				mine, _ := learnerRules(h.store)
				text, err := rulesTextFor(w-2, mine) // the screen's margin
				if err != nil {
					return nil, err
				}
				return app.NewTextScreen("Rules", text, w, ht), nil
			}
			return app.NewPickScreen(p, w, ht), nil
		},
		Plain: func(ctx context.Context, in io.Reader, out io.Writer) error {
			i, err := app.PickPlain(ctx, in, out, pick())
			if err != nil {
				return err
			}
			fmt.Fprintf(out, "You learn in %s.\n\n", board.RuleSets[i])
			text, err := rulesTextFor(summary.Width, board.RuleSets[i].String())
			if err != nil {
				return err
			}
			_, err = io.WriteString(out, text)
			return err
		},
	}
}
