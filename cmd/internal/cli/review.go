package cli

import (
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/charmbracelet/lipgloss"
	"github.com/spf13/cobra"

	"github.com/rithmo/rithmo/cmd/internal/progress"
	"github.com/rithmo/rithmo/cmd/internal/review"
	"github.com/rithmo/rithmo/cmd/internal/ui"
	"github.com/rithmo/rithmo/lessons"
	"github.com/rithmo/rithmo/puzzles/teach"
	"github.com/rithmo/rithmo/rules/diagram"
)

func newReviewCmd(env *Env) *cobra.Command {
	var list bool
	cmd := &cobra.Command{
		Use:   "review",
		Short: "Answer again the puzzles and exercises you missed, when they are due",
		Long: `Bring back what you missed or answered with a hint: each puzzle and
exercise comes back on a spaced schedule (FSRS-5, a scheduler Anki offers, with
its default parameters), sooner when you miss it again, later and later as
you get it right. The first time it is the very same position or the same
numbers; once you have it right, a fresh puzzle of the same theme and rule
set, or the same exercise with new numbers, so that you show you know the
kind and not just the one instance.

rithmo progress shows how many items are due today. Set RITHMO_NOW (a date
such as 2026-12-01, or an RFC 3339 time) to run rithmo as on another day:
for trying the schedule out, and for tests. Without a terminal, use
--accessible (or ACCESSIBLE=1) for plain numbered prompts.`,
		Example: `  rithmo review
  rithmo review --list
  RITHMO_NOW=2026-12-01 rithmo review --accessible < answers.txt`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			store, err := openStore(env)
			if err != nil {
				return err
			}
			defer store.Close()
			cards, err := store.Due()
			if err != nil {
				return err
			}
			rules, _ := learnerRules(store)
			set, err := reviewSet(env, cards, lessonsRead(store), rules)
			if err != nil {
				return err
			}
			if list || set.Len() == 0 {
				return writeDue(cmd.OutOrStdout(), store, cards, set)
			}
			return runReview(cmd, env, store, set)
		},
	}
	cmd.Flags().BoolVar(&list, "list", false, "list the items due today instead of answering them, then those that wait and why")
	return cmd
}

// reviewSet sets the cards from the curated puzzles and the course, in
// the rule set the learner learns in (rules), holding back the puzzles
// whose lesson is not read (read) and those of another rule set.
func reviewSet(env *Env, cards []progress.Card, read teach.Read, rules string) (review.Set, error) {
	all, err := curated(env)
	if err != nil {
		return review.Set{}, err
	}
	course, _ := lessons.Load(lessonFiles()) // a lesson with problems is left out; rithmo lesson check names it
	return planReview(cards, read, review.Sources{Puzzles: all, Lessons: course, Seed: lessonSeed(env), Rules: rules}), nil
}

// planReview is reviewSet from sources already loaded (src.Rules the
// learner's rule set): the home, which holds the course and the curated
// puzzles, plans with it without reading them again.
func planReview(cards []progress.Card, read teach.Read, src review.Sources) review.Set {
	rules := src.Rules
	mine, other := cardsIn(cards, rules)
	set := holdBack(review.Plan(mine, src), read, src.Lessons)
	for _, c := range other {
		set.Skipped = append(set.Skipped, waitsForRules(c, rules))
	}
	return set
}

// cardsIn parts the cards due into those of the rule set the learner
// learns in (rules), with every exercise, and the puzzles of another rule
// set, kept from before a change of rule set. Those wait: a puzzle's
// answer turns on how its rule set's men move and take, and a learner who
// has chosen to learn one rule set is not asked to recall another's in
// the middle of it; the card keeps its schedule and comes back, due, when
// they choose that rule set again. The exercises follow the learner's
// rule set wherever a lesson leaves it to them. A position let pass in
// one of the learner's own games comes back in that game's rule set,
// which they chose for it; its headline names the game.
func cardsIn(cards []progress.Card, rules string) (mine, other []progress.Card) {
	for _, c := range cards {
		if base, _, _ := strings.Cut(c.Rules, "+"); c.Kind == progress.KindPuzzle && c.Origin == "" && base != "" && base != rules {
			other = append(other, c)
			continue
		}
		mine = append(mine, c)
	}
	return mine, other
}

// waitsForRules says why a card of another rule set is left out of the
// review, and what brings it back.
func waitsForRules(c progress.Card, rules string) string {
	base, _, _ := strings.Cut(c.Rules, "+")
	return fmt.Sprintf("puzzle %s, in %s: it waits while you learn in %s, and comes back if you choose %s again under Rules", c.Name, base, rules, base)
}

// holdBack leaves out of a review the curated puzzles whose lesson the
// learner has not read, saying so among the items skipped: one played
// before the puzzles were held to the lessons waits for its lesson like any
// other. A puzzle naming no lesson (one of the learner's own files, or a
// fresh draw) is the learner's to review.
func holdBack(set review.Set, read teach.Read, course []*lessons.Lesson) review.Set {
	kept := set.Puzzles[:0:0]
	for _, p := range set.Puzzles {
		if read.Opens(p.Puzzle.Lesson) {
			kept = append(kept, p)
			continue
		}
		set.Skipped = append(set.Skipped, fmt.Sprintf("puzzle %s: it waits for %s", p.Card.Name, waitsForIn(course, p.Puzzle.Lesson.Number)))
	}
	set.Puzzles = kept
	return set
}

// runReview runs a review: full-screen on a terminal, plain prompts in
// accessible mode.
func runReview(cmd *cobra.Command, env *Env, store *progress.Store, set review.Set) error {
	t := ui.Detect(env.Stdin, env.Stdout, env.Getenv)
	if !env.Accessible && (!t.InTTY || !t.OutTTY) {
		return Usagef("%s needs a terminal; use --accessible (or ACCESSIBLE=1) for plain prompts that read answers from standard input, or --list", cmd.CommandPath())
	}
	lipgloss.SetHasDarkBackground(t.Style != ui.StyleLight)
	o := review.Options{Store: store, Layout: diagram.Narrow, Style: diagram.Plain, Now: store.Now, LessonName: glossaryLessons()}
	if env.Accessible {
		if t.OutTTY && t.Width >= diagram.FullColumns {
			o.Layout = diagram.Full
		}
		// Ctrl-C ends a waiting prompt at once and records nothing.
		in := accessibleInput(cmd, env)
		return inputEnded(in, review.RunAccessible(cmd.Context(), in, env.Stdout, set, o))
	}
	o.Style = diagram.ParseStyle(t.Style)
	return runScreen(cmd.Context(), env, review.NewScreen(set, o, t.Width, t.Height))
}

// writeDue lists what rithmo review would ask today (set, planned from
// cards, the cards due), then each card it leaves out and why in review's
// own words, or says when the next review is due when no card is.
func writeDue(w io.Writer, store *progress.Store, cards []progress.Card, set review.Set) error {
	var b strings.Builder
	asked := askedCards(cards, set)
	if len(asked) == 0 {
		b.WriteString("Nothing to review today.")
		r, err := store.Learning()
		if err != nil {
			return err
		}
		if len(cards) == 0 && r.Review.NextDue != nil {
			fmt.Fprintf(&b, " The next review is on %s (%s kept for review).", r.Review.NextDue.In(time.Local).Format("Monday 2 January"), howMany(r.Review.Cards, "item"))
		}
		b.WriteString("\n")
	} else {
		fmt.Fprintf(&b, "%s due today:\n", howMany(len(asked), "item"))
		for _, c := range asked {
			fmt.Fprintf(&b, "  %s\n", describeCard(c))
		}
	}
	for _, why := range set.Skipped {
		fmt.Fprintf(&b, "Left out: %s.\n", why)
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// askedCards is the cards of cards that set asks, in cards' order.
func askedCards(cards []progress.Card, set review.Set) []progress.Card {
	asked := make(map[string]bool, set.Len())
	for _, p := range set.Puzzles {
		asked[p.Card.Item] = true
	}
	for _, e := range set.Exercises {
		asked[e.Card.Item] = true
	}
	var out []progress.Card
	for _, c := range cards {
		if asked[c.Item] {
			out = append(out, c)
		}
	}
	return out
}

// describeCard says what a card is in one line: "puzzle f1-addition-1
// (capture f10, fulke1), missed 1 time, the same position".
func describeCard(c progress.Card) string {
	var what string
	switch c.Kind {
	case progress.KindPuzzle:
		what = fmt.Sprintf("puzzle %s (%s)", c.Name, strings.Join(nonEmpty(c.Goal, c.Rules), ", "))
		if c.Origin != "" {
			// A position let pass in a game: where, and what the engine
			// accepted there when it was kept.
			what = fmt.Sprintf("a position from %s (%s; the engine accepted %s)", c.Origin,
				strings.Join(nonEmpty(c.Goal, c.Rules), ", "), strings.Join(c.Answers, " or "))
		}
	default:
		what = fmt.Sprintf("lesson %s, exercise %d (%s)", c.Name, c.Exercise+1, c.Task)
	}
	next := "the same again"
	if c.Fresh() {
		next = "a fresh one of its kind"
	}
	missed := "hinted"
	if c.Origin != "" && c.Reviews == 0 {
		missed = "let pass in the game"
	} else if c.Lapses > 0 {
		missed = "missed " + howMany(c.Lapses, "time")
	}
	return fmt.Sprintf("%s: %s, reviewed %s; %s", what, missed, howMany(c.Reviews, "time"), next)
}

func nonEmpty(ss ...string) []string {
	var out []string
	for _, s := range ss {
		if s != "" {
			out = append(out, s)
		}
	}
	return out
}
