package teach

import (
	"cmp"
	"slices"
	"strings"

	"github.com/rithmo/rithmo/puzzles"
)

// Ending is how many puzzles close a lesson: at least EndingMin for the
// set to be worth offering, at most EndingMax so that it stays a short
// check of the lesson rather than a session.
const (
	EndingMin = 3
	EndingMax = 5
)

// Ending picks the puzzles that close lesson number for a learner of the
// rule set rules ("fulke1"): those naming the lesson, in that rule set
// (a variant of it, "fulke1+angle", only when the plain rule set has too
// few), easiest first and taking each section of the lesson in turn, so
// that a lesson teaching five ways of taking checks as many of them as
// it can. It returns at most EndingMax; fewer than EndingMin means the
// lesson lacks curated puzzles in that rule set.
func Ending(all []puzzles.Entry, number int, rules string) []puzzles.Entry {
	var plain, variant []puzzles.Entry
	for _, e := range all {
		if e.Lesson.Number != number {
			continue
		}
		switch base, _, _ := strings.Cut(e.Rules, "+"); {
		case e.Rules == rules:
			plain = append(plain, e)
		case base == rules:
			variant = append(variant, e)
		}
	}
	picked := take(plain, EndingMax)
	if len(picked) < EndingMin {
		picked = append(picked, take(variant, EndingMax-len(picked))...)
	}
	return picked
}

// take is up to n of es: the easiest of each section in turn (sections in
// the order Topics teaches them), then the next easiest of each.
func take(es []puzzles.Entry, n int) []puzzles.Entry {
	es = slices.Clone(es)
	slices.SortStableFunc(es, func(a, b puzzles.Entry) int {
		return cmp.Or(cmp.Compare(sectionOrder(a.Lesson), sectionOrder(b.Lesson)), cmp.Compare(a.Difficulty, b.Difficulty), strings.Compare(a.ID, b.ID))
	})
	var sections [][]puzzles.Entry
	for i, e := range es {
		if i == 0 || es[i-1].Lesson != e.Lesson {
			sections = append(sections, nil)
		}
		sections[len(sections)-1] = append(sections[len(sections)-1], e)
	}
	out := make([]puzzles.Entry, 0, n)
	for round := 0; len(out) < n; round++ {
		added := false
		for _, s := range sections {
			if round < len(s) && len(out) < n {
				out = append(out, s[round])
				added = true
			}
		}
		if !added {
			break
		}
	}
	return out
}

// sectionOrder is where ref's section comes in Topics; a section Topics
// does not name comes after them all.
func sectionOrder(ref puzzles.LessonRef) int {
	for i, t := range Topics {
		if t.At == ref {
			return i
		}
	}
	return len(Topics)
}
