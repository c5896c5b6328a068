package cli

import (
	"context"
	"errors"
	"fmt"
	"io"
	"time"

	"github.com/rithmo/rithmo/cmd/internal/app"
	"github.com/rithmo/rithmo/cmd/internal/progress"
	"github.com/rithmo/rithmo/cmd/internal/review"
	"github.com/rithmo/rithmo/puzzles"
	"github.com/rithmo/rithmo/puzzles/play"
	"github.com/rithmo/rithmo/rules/diagram"
)

// reviewHint says what the Review entry holds when nothing is due.
func reviewHint(r progress.ReviewSummary) string {
	switch {
	case r.Cards == 0:
		return "nothing to review yet: what you miss comes back here"
	case r.DueToday > 0:
		return fmt.Sprintf("%s due today, missed or hinted before", howMany(r.DueToday, "item"))
	case r.NextDue != nil:
		return fmt.Sprintf("nothing due today; the next on %s", r.NextDue.In(time.Local).Format("Monday 2 January"))
	}
	return "nothing due today"
}

// today is the review rithmo review would ask now (reviewSet), with
// how many of the cards due it leaves out. The home plans it once each
// time it makes its menu (when it opens, and when the learner comes back
// to it from a screen where answers may have changed what is due), not
// each time the menu is drawn; the Review entry, Continue and the review
// they open all use it.
type today struct {
	set   review.Set
	err   error // the cards due could not be read or planned
	rules int   // cards due that wait for another rule set (cardsIn)
	other int   // the rest left out: a puzzle whose lesson is unread, ...
}

func (h *home) today() today {
	cards, err := h.store.Due()
	if err != nil || len(cards) == 0 {
		return today{err: err} // nothing due: nothing to plan, no puzzles to load
	}
	if h.curated == nil {
		if h.curated, err = curated(h.env); err != nil {
			return today{err: err}
		}
	}
	mastery, err := h.store.Mastery()
	if err != nil {
		return today{err: err}
	}
	rules, _ := learnerRules(h.store)
	set := planReview(cards, readOf(h.lessons, mastery), review.Sources{Puzzles: h.curated, Lessons: h.lessons, Seed: lessonSeed(h.env), Rules: rules})
	_, other := cardsIn(cards, rules)
	return today{set: set, rules: len(other), other: len(cards) - set.Len() - len(other)}
}

// waitingHint adds to the Review entry's hint the cards due that review
// leaves out, so that the count is not a mystery.
func waitingHint(t today) string {
	var s string
	switch t.rules {
	case 0:
	case 1:
		s = "; 1 puzzle of another rule set waits"
	default:
		s = fmt.Sprintf("; %d puzzles of other rule sets wait", t.rules)
	}
	if t.other == 0 {
		return s
	}
	noun := "more" // beside the items due or the puzzles of other rule sets
	if t.set.Len() == 0 && t.rules == 0 {
		noun = "item"
		if t.other > 1 {
			noun = "items"
		}
	}
	verb := "waits"
	if t.other > 1 {
		verb = "wait"
	}
	return s + fmt.Sprintf("; %d %s %s (Review says why)", t.other, noun, verb)
}

// reviewItem opens the review of the items due today, as planned in t.
func (h *home) reviewItem(title, hint string, t today) app.Item {
	set := func() (review.Set, error) { return t.set, t.err }
	opts := review.Options{Store: h.store, Layout: diagram.Narrow, Style: diagram.Plain, Now: h.store.Now, Renderer: h.look.Renderer(), Theme: h.look.Theme(), LessonName: glossaryLessons()}
	return app.Item{
		Title: title, Hint: hint,
		Screen: func(width, height int) (app.Screen, error) {
			s, err := set()
			if err != nil {
				return nil, err
			}
			o := opts
			o.Style = diagram.ParseStyle(h.term.Style)
			return review.NewScreen(s, o, width, height), nil
		},
		Plain: func(ctx context.Context, in io.Reader, out io.Writer) error {
			s, err := set()
			if err != nil {
				return err
			}
			return review.RunAccessible(ctx, in, out, s, opts)
		},
	}
}

// dailyItem opens the puzzle of the day.
func (h *home) dailyItem(d progress.DailySummary) app.Item {
	rules, _ := learnerRules(h.store)
	hint := "one puzzle a day, in " + rules + " (your rule set)"
	switch {
	case d.SolvedToday:
		hint = fmt.Sprintf("solved today; a streak of %s", howMany(d.Streak, "day"))
	case d.Streak > 0:
		hint = fmt.Sprintf("today's puzzle; a streak of %s", howMany(d.Streak, "day"))
	}
	session := func(o play.Options) (*play.Session, error) {
		rules, _ := learnerRules(h.store)
		pz, wait, err := dailyPuzzle(h.store.Now(), lessonsRead(h.store), rules)
		if err != nil {
			return nil, err
		}
		if wait != "" {
			return nil, errors.New(wait)
		}
		o.Recorder = puzzleRecorder{Store: h.store, origin: progress.OriginDaily}
		return play.NewSession([]puzzles.Puzzle{pz}, o), nil
	}
	opts := play.Options{Layout: diagram.Narrow, Style: diagram.Plain, Now: h.store.Now, Renderer: h.look.Renderer(), Theme: h.look.Theme(), LessonName: glossaryLessons()}
	opts.OpenLesson, opts.ReadLesson = lessonOpeners(h.recorder(), h.renderer, h.term.TextWidth())
	return app.Item{
		Title: "Daily puzzle", Hint: hint,
		Screen: func(width, height int) (app.Screen, error) {
			o := opts
			o.Style = diagram.ParseStyle(h.term.Style)
			s, err := session(o)
			if err != nil {
				return nil, err
			}
			return play.NewModel(s, width, height), nil
		},
		Plain: func(ctx context.Context, in io.Reader, out io.Writer) error {
			s, err := session(opts)
			if err != nil {
				return err
			}
			return play.RunAccessible(s, in, out)
		},
	}
}
