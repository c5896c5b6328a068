package app

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/rithmo/rithmo/cmd/internal/progress"
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
