package app

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/cmd/internal/progress"
	"github.com/rithmo/rithmo/content"
	"github.com/rithmo/rithmo/lessons"
)

func TestContinueFrom(t *testing.T) {
	fresh := []progress.LessonMastery{{Lesson: "ratios", Pages: 3, Exercises: 4}, {Lesson: "superparticular", Pages: 5, Exercises: 2}}
	with := func(i int, m progress.LessonMastery) []progress.LessonMastery {
		out := append([]progress.LessonMastery(nil), fresh...)
		m.Lesson, m.Pages, m.Exercises = out[i].Lesson, out[i].Pages, out[i].Exercises
		out[i] = m
		return out
	}
	mastered := progress.LessonMastery{Read: true, Mastered: true, Answered: 4, Right: 4}
	for _, tc := range []struct {
		name string
		last progress.Visit
		ok   bool
		st   Standing
		want string
	}{
		{"items due: the review first", progress.Visit{Lesson: "ratios"}, true,
			Standing{Due: 3, Mastery: fresh}, "Continue: review, 3 items due today"},
		{"nothing opened", progress.Visit{}, false, Standing{Mastery: fresh}, "Start: lesson 1 (Ratios)"},
		{"the first lesson half read", progress.Visit{Lesson: "superparticular", Page: 1}, true,
			Standing{Mastery: with(0, progress.LessonMastery{PagesOpened: 2, Answered: 1}), Bookmarks: map[string]int{"ratios": 1, "superparticular": 1}},
			"Continue: lesson 1 (Ratios), page 2 of 3"},
		{"the first mastered: the next", progress.Visit{Lesson: "ratios", Page: 2, Finished: true}, true,
			Standing{Mastery: with(0, mastered), Bookmarks: map[string]int{"ratios": 2}}, "Next: lesson 4 (Superparticular ratios)"},
		{"read and all answered, short of mastery: its misses wait on review", progress.Visit{Lesson: "ratios", Page: 2, Finished: true}, true,
			Standing{Mastery: with(0, progress.LessonMastery{Read: true, Answered: 4, Right: 2}), Bookmarks: map[string]int{"ratios": 2}},
			"Next: lesson 4 (Superparticular ratios)"},
		{"every lesson mastered", progress.Visit{Lesson: "superparticular", Finished: true}, true,
			Standing{Mastery: []progress.LessonMastery{mastered, mastered}}, "Every lesson mastered: try the daily puzzle or the puzzles"},
		{"mastery unknown: where they left off", progress.Visit{Lesson: "superparticular", Page: 2}, true,
			Standing{}, "Continue: lesson 4 (Superparticular ratios), page 3 of 5"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r, ok := ContinueFrom(tc.last, tc.ok, catalog(), tc.st)
			assert.True(t, ok)
			assert.Equal(t, tc.want, r.Hint)
			assert.Equal(t, tc.st.Due > 0, r.Review)
		})
	}
}

// Continue goes forward: to the first exercise never answered of the
// first lesson not mastered, at its page, not to the page last opened.
func TestContinueGoesToTheFirstOpenExercise(t *testing.T) {
	all := []*lessons.Lesson{
		{Name: "battle", Number: 1, Title: "Battle", Pages: make([]lessons.Page, 4),
			Exercises: []lessons.Exercise{{Index: 0, Page: 0}, {Index: 1, Page: 0}, {Index: 2, Page: 2}}},
		{Name: "born", Number: 2, Title: "Born", Pages: make([]lessons.Page, 4),
			Exercises: []lessons.Exercise{{Index: 0, Page: 1}, {Index: 1, Page: 3}}},
	}
	answered := func(m map[string][]int) func(string) map[int]bool {
		return func(l string) map[int]bool {
			out := map[int]bool{}
			for _, i := range m[l] {
				out[i] = true
			}
			return out
		}
	}
	lesson1Read := progress.LessonMastery{Lesson: "battle", Pages: 4, PagesOpened: 4, Read: true, Exercises: 3, Answered: 3, Right: 3, Mastered: true}
	for _, tc := range []struct {
		name     string
		mastery  []progress.LessonMastery
		marks    map[string]int
		answered map[string][]int
		want     string
		page, ex int
	}{
		{"left at the last page, exercise 3 open", []progress.LessonMastery{{Lesson: "battle", Pages: 4, PagesOpened: 4, Read: true, Exercises: 3, Answered: 2}, {Lesson: "born"}},
			map[string]int{"battle": 3}, map[string][]int{"battle": {0, 1}},
			"Continue: lesson 1 (Battle), exercise 3 on page 3 of 4", 3, 3},
		{"an earlier exercise skipped", []progress.LessonMastery{{Lesson: "battle", Pages: 4, PagesOpened: 2, Exercises: 3, Answered: 1}, {Lesson: "born"}},
			map[string]int{"battle": 1}, map[string][]int{"battle": {0}},
			"Continue: lesson 1 (Battle), exercise 2 on page 1 of 4", 1, 2},
		{"lesson 1 mastered, lesson 2 left at its last page", []progress.LessonMastery{lesson1Read, {Lesson: "born", Pages: 4, PagesOpened: 4, Read: true, Exercises: 2, Answered: 1}},
			map[string]int{"battle": 3, "born": 3}, map[string][]int{"battle": {0, 1, 2}, "born": {1}},
			"Continue: lesson 2 (Born), exercise 1 on page 2 of 4", 2, 1},
		{"every exercise answered, a page unread: that lesson where it was left", []progress.LessonMastery{{Lesson: "battle", Pages: 4, PagesOpened: 3, Exercises: 3, Answered: 3, Right: 1}, {Lesson: "born"}},
			map[string]int{"battle": 2}, map[string][]int{"battle": {0, 1, 2}},
			"Continue: lesson 1 (Battle), page 3 of 4", 3, 0},
		{"lesson 2 never opened", []progress.LessonMastery{lesson1Read, {Lesson: "born"}},
			map[string]int{"battle": 3}, map[string][]int{"battle": {0, 1, 2}},
			"Next: lesson 2 (Born)", 1, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r, ok := ContinueFrom(progress.Visit{Lesson: "battle", Page: 3}, true, all, Standing{Mastery: tc.mastery, Bookmarks: tc.marks, Answered: answered(tc.answered)})
			require.True(t, ok)
			assert.Equal(t, tc.want, r.Hint)
			assert.Equal(t, tc.page, r.Page)
			assert.Equal(t, tc.ex, r.Exercise)
		})
	}
}

// Lesson 3's pages on the other rule sets' moves never hold Continue: a
// learner of fulke1 who answered fulke1's two exercises goes on to the
// exercises on the rule set he learns in; a learner of nemec, to nemec's
// page.
func TestContinuePassesOverOtherRuleSets(t *testing.T) {
	all, err := lessons.Load(content.Lessons())
	require.NoError(t, err)
	moves, ok := lessons.Find(all, "3")
	require.True(t, ok)
	course := []*lessons.Lesson{moves}
	open := []progress.LessonMastery{{Lesson: moves.Name, Pages: len(moves.Pages), PagesOpened: 2, Exercises: 5, Answered: 2}}
	for _, tc := range []struct {
		rules    string
		answered map[int]bool
		want     string
	}{
		{"fulke1", map[int]bool{0: true, 1: true}, "Continue: lesson 3 (How the Men Move), exercise 8 on page 5 of 6"},
		{"", map[int]bool{0: true, 1: true}, "Continue: lesson 3 (How the Men Move), exercise 8 on page 5 of 6"},
		{"nemec", map[int]bool{}, "Continue: lesson 3 (How the Men Move), exercise 5 on page 4 of 6"},
		{"fulke2", map[int]bool{}, "Continue: lesson 3 (How the Men Move), exercise 3 on page 3 of 6"},
	} {
		t.Run(tc.rules, func(t *testing.T) {
			st := Standing{Mastery: open, Bookmarks: map[string]int{moves.Name: 1}, Rules: tc.rules,
				Answered: func(string) map[int]bool { return tc.answered }}
			r, ok := ContinueFrom(progress.Visit{Lesson: moves.Name, Page: 1}, true, course, st)
			require.True(t, ok)
			assert.Equal(t, tc.want, r.Hint)
		})
	}
}
