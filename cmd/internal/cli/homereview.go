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

// waitingForRules is how many of the cards due today wait for another
// rule set than the learner's (cardsIn): the review leaves them out, so
// the home neither counts them as due nor sends Continue to them.
func (h *home) waitingForRules() int {
	cards, err := h.store.Due()
	if err != nil {
		return 0 // the menu says what it could not read
	}
	rules, _ := learnerRules(h.store)
	_, other := cardsIn(cards, rules)
	return len(other)
}

// waitingHint adds to the Review entry's hint the puzzles due that wait
// for another rule set, so that the count left out is not a mystery.
func waitingHint(n int) string {
	switch n {
	case 0:
		return ""
	case 1:
		return "; 1 puzzle of another rule set waits"
	}
	return fmt.Sprintf("; %d puzzles of other rule sets wait", n)
}

// reviewItem opens the review of the items due today.
func (h *home) reviewItem(title, hint string) app.Item {
	set := func() (review.Set, error) {
		cards, err := h.store.Due()
		if err != nil {
			return review.Set{}, err
		}
		rules, _ := learnerRules(h.store)
		return reviewSet(h.env, cards, lessonsRead(h.store), rules)
	}
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
