package cli

import (
	"cmp"
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/rithmo/rithmo/cmd/internal/progress"
	"github.com/rithmo/rithmo/puzzles"
	"github.com/rithmo/rithmo/puzzles/teach"
)

// suggestCount is how many puzzles near the learner's rating are offered.
const suggestCount = 10

// nearRating picks the puzzles rithmo puzzles offers first: those not yet
// solved whose rating is nearest the learner's rating for their goal, as
// lichess offers puzzles near a player's rating, among the puzzles whose
// lesson the learner has read (none runs ahead of the lessons). It returns
// them with the chooser's label; none when the store cannot say.
func nearRating(store *progress.Store, all []puzzles.Entry) ([]puzzles.Entry, string) {
	read := lessonsRead(store)
	open := teach.Filter(read, all, entryLesson)
	if len(open) == 0 {
		if n, ok := teach.Next(read, all, entryLesson); ok {
			// The chooser shows the label without a list: what opens it.
			return nil, "Near your rating opens when you have read " + waitsFor(n) + "."
		}
	}
	all = open
	// One rule set at a time: the learner's, while it has puzzles to offer.
	rules, _ := learnerRules(store)
	if mine := inRules(all, rules); len(mine) > 0 {
		all = mine
	}
	ratings, err := store.Ratings()
	if err != nil {
		return nil, ""
	}
	solved, err := store.SolvedPuzzles()
	if err != nil {
		return nil, ""
	}
	learner := map[string]float64{}
	var parts []string
	for _, r := range ratings {
		learner[r.Goal] = r.R
		mark := ""
		if r.Provisional() {
			mark = "?" // a first estimate, as the rating screens say it
		}
		parts = append(parts, fmt.Sprintf("%s %.0f%s", r.Goal, r.R, mark))
	}
	rated, err := store.PuzzleRatings()
	if err != nil {
		rated = nil // every puzzle at the seed of its difficulty, as before it was rated
	}
	rating := func(pz *puzzles.Entry) float64 {
		if r, ok := rated[pz.Item]; ok {
			return r.R
		}
		return progress.PuzzleSeed(pz.Difficulty).R
	}
	isSolved := func(pz *puzzles.Entry) bool { return solved[pz.Item] || solved[pz.ID] }
	picked := suggest(all, learner, rating, isSolved, suggestCount)
	// The rule set first: at 80 columns the label is cut at its end.
	return picked, "Near your rating in " + rules + " (" + strings.Join(parts, ", ") + ")"
}

// inRules keeps the puzzles of the rule set rules, its variants
// ("nemec+x") among them.
func inRules(all []puzzles.Entry, rules string) []puzzles.Entry {
	var out []puzzles.Entry
	for _, e := range all {
		if base, _, _ := strings.Cut(e.Rules, "+"); base == rules {
			out = append(out, e)
		}
	}
	return out
}

// suggest is the pure choice: up to n puzzles not solved, nearest first to
// the learner's rating for their goal (then easier first, then in order).
func suggest(all []puzzles.Entry, learner map[string]float64, rating func(*puzzles.Entry) float64, solved func(*puzzles.Entry) bool, n int) []puzzles.Entry {
	type scored struct {
		gap  float64
		seen int // the index in all
	}
	var cands []scored
	for i := range all {
		pz := &all[i]
		if solved(pz) {
			continue
		}
		mine, ok := learner[pz.Goal.Kind.String()]
		if !ok {
			mine = progress.PuzzleSeed(0).R
		}
		cands = append(cands, scored{math.Abs(rating(pz) - mine), i})
	}
	slices.SortStableFunc(cands, func(a, b scored) int {
		return cmp.Or(cmp.Compare(a.gap, b.gap), cmp.Compare(all[a.seen].Difficulty, all[b.seen].Difficulty), cmp.Compare(a.seen, b.seen))
	})
	out := make([]puzzles.Entry, 0, min(n, len(cands)))
	for _, c := range cands[:min(n, len(cands))] {
		out = append(out, all[c.seen])
	}
	return out
}
