package cli

import (
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/cmd/internal/progress"
	"github.com/rithmo/rithmo/lessons"
	"github.com/rithmo/rithmo/puzzles/teach"
)

// readLesson records every page of a built-in lesson opened in the
// progress file of dir (runPuzzlesCmd's), as the reader would.
func readLesson(t *testing.T, dir string, number int) {
	t.Helper()
	readLessonIn(t, filepath.Join(dir, "progress.db"), number)
}

// readLessonIn is readLesson for the progress file at path.
func readLessonIn(t *testing.T, path string, number int) {
	t.Helper()
	course, err := lessons.Load(lessonFiles())
	require.NoError(t, err)
	store, err := progress.Open(path, progress.WithLessons(shapesOf(course)), progress.WithClock(func() time.Time { return time.Date(2026, 12, 1, 12, 0, 0, 0, time.UTC) }))
	require.NoError(t, err)
	defer store.Close()
	l, ok := lessonNumbered(course, number)
	require.True(t, ok)
	for p := range l.Pages {
		require.NoError(t, store.LessonOpened(l.Name, p))
	}
}

func lessonNumbered(course []*lessons.Lesson, n int) (*lessons.Lesson, bool) {
	for _, l := range course {
		if l.Number == n {
			return l, true
		}
	}
	return nil, false
}

func TestReadOf(t *testing.T) {
	course, err := lessons.Load(lessonFiles())
	require.NoError(t, err)
	got := readOf(course, []progress.LessonMastery{
		{Lesson: "taking-by-arithmetic", Read: true},
		{Lesson: "triumphs", Read: false},
		{Lesson: "no-such-lesson", Read: true},
	})
	assert.Equal(t, teach.Read{14: true}, got)
}

// A new learner is offered no puzzle near the rating, and told which
// lesson opens them; with lesson 14 read, the suggestions come and none of
// them needs a later lesson.
func TestNearRatingWaitsForTheLessons(t *testing.T) {
	dir := t.TempDir()
	out, stderr, code := runPuzzlesCmd(t, dir, "", "--accessible", "puzzles")
	require.Equal(t, ExitOK, code, stderr)
	assert.Contains(t, out, "Which puzzles? Near your rating opens when you have read lesson 14, Taking by Arithmetic (rithmo lessons 14). \n1. All puzzles:")

	readLesson(t, dir, 14)
	store, err := openStore(&Env{Getenv: func(k string) string {
		if k == "RITHMO_DATA" {
			return filepath.Join(dir, "progress.db")
		}
		return ""
	}})
	require.NoError(t, err)
	defer store.Close()
	all, err := curatedCatalog(&Env{})
	require.NoError(t, err)
	picked, label := nearRating(store, all)
	require.Len(t, picked, suggestCount)
	assert.Contains(t, label, "Near your rating (")
	for _, p := range picked {
		assert.Equal(t, 14, p.Lesson.Number, "%s needs lesson %s", p.ID, p.Lesson)
	}
}
