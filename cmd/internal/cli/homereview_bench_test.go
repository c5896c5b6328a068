package cli

import (
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/cmd/internal/progress"
	"github.com/rithmo/rithmo/cmd/internal/ui"
	"github.com/rithmo/rithmo/content"
	"github.com/rithmo/rithmo/lessons"
	"github.com/rithmo/rithmo/puzzles"
)

// BenchmarkHomeMenu makes the home's menu for a learner with two puzzles
// due, one of them waiting for its lesson: what the home costs each time it
// opens or the learner comes back to it, today's review planned once.
func BenchmarkHomeMenu(b *testing.B) {
	db := filepath.Join(b.TempDir(), "p.db")
	course, err := lessons.Load(lessonFiles())
	require.NoError(b, err)
	clock := time.Date(2026, 12, 1, 12, 0, 0, 0, time.UTC)
	store, err := progress.Open(db, progress.WithLessons(shapesOf(course)), progress.WithClock(func() time.Time { return clock }), progress.WithLocation(time.UTC))
	require.NoError(b, err)
	b.Cleanup(func() { store.Close() })
	l, ok := lessonNumbered(course, 3)
	require.True(b, ok)
	for p := range l.Pages {
		require.NoError(b, store.LessonOpened(l.Name, p))
	}
	all, err := puzzles.Load(content.Puzzles())
	require.NoError(b, err)
	seen := map[int]bool{}
	for _, p := range puzzlesIn(all, "fulke1") {
		if n := p.Lesson.Number; (n == 3 || n == 14) && !seen[n] {
			seen[n] = true
			require.NoError(b, store.RecordPuzzle(puzzles.Attempt{PuzzleID: p.ID, Rules: p.Rules(), Themes: p.Themes, Answer: "a",
				Position: p.Position.String(), Goal: p.Goal.String(), Difficulty: p.Difficulty, Title: p.Title}, progress.Given{}))
		}
	}
	require.Len(b, seen, 2)
	clock = clock.AddDate(0, 0, 4)
	h := &home{env: &Env{Getenv: func(string) string { return "" }}, term: ui.Terminal{Style: ui.StyleNoTTY}, store: store, lessons: course}
	require.Equal(b, 1, h.today().set.Len(), "the puzzle of lesson 14 waits")
	b.ReportAllocs()
	b.ResetTimer()
	for range b.N {
		h.menu()
	}
}
