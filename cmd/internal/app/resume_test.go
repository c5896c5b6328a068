package app

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"

	"github.com/rithmo/rithmo/cmd/internal/progress"
	"github.com/rithmo/rithmo/lessons"
)

func catalog() []*lessons.Lesson {
	return []*lessons.Lesson{
		{Name: "ratios", Number: 1, Title: "Ratios", Pages: make([]lessons.Page, 3)},
		{Name: "superparticular", Number: 4, Title: "Superparticular ratios", Pages: make([]lessons.Page, 5)},
	}
}

func TestResumeFrom(t *testing.T) {
	at := time.Date(2026, 3, 1, 0, 0, 0, 0, time.UTC)
	for _, tc := range []struct {
		name string
		last progress.Visit
		ok   bool
		all  []*lessons.Lesson
		want string
	}{
		{"nothing opened", progress.Visit{}, false, catalog(), "Start: lesson 1 (Ratios)"},
		{"no lessons at all", progress.Visit{}, false, nil, ""},
		{"mid-lesson", progress.Visit{Lesson: "superparticular", Page: 2, LastOpened: at}, true, catalog(), "Continue: lesson 4 (Superparticular ratios), page 3 of 5"},
		{"page beyond the lesson's end (it shrank)", progress.Visit{Lesson: "superparticular", Page: 9}, true, catalog(), "Continue: lesson 4 (Superparticular ratios), page 5 of 5"},
		{"finished: the next one", progress.Visit{Lesson: "ratios", Page: 2, Finished: true}, true, catalog(), "Next: lesson 4 (Superparticular ratios)"},
		{"finished the last", progress.Visit{Lesson: "superparticular", Page: 4, Finished: true}, true, catalog(), "Every lesson read (last: lesson 4, Superparticular ratios): try the puzzles"},
		{"lesson gone", progress.Visit{Lesson: "old-name", Page: 1}, true, catalog(), "Continue: old-name, page 2"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r, ok := ResumeFrom(tc.last, tc.ok, tc.all)
			assert.Equal(t, tc.want != "", ok)
			assert.Equal(t, tc.want, r.Hint)
		})
	}
	r, _ := ResumeFrom(progress.Visit{Lesson: "ratios", Finished: true}, true, catalog())
	assert.Equal(t, Resume{Lesson: "superparticular", Number: 4, Title: "Superparticular ratios", Page: 1, Pages: 5, Finished: true, Next: true, Hint: "Next: lesson 4 (Superparticular ratios)"}, r)
}
