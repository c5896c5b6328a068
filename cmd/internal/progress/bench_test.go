package progress

import (
	"fmt"
	"path/filepath"
	"testing"
	"time"
)

// BenchmarkRecordExercise is the cost of one answer: one synced commit.
func BenchmarkRecordExercise(b *testing.B) {
	b.ReportAllocs()
	s, err := Open(filepath.Join(b.TempDir(), "p.db"))
	if err != nil {
		b.Fatal(err)
	}
	defer s.Close()
	a := ExerciseAttempt{Lesson: "ratios", Task: "classify 12 9", Answer: "superparticular", Correct: true, Took: time.Second}
	for i := 0; b.Loop(); i++ {
		a.Exercise = i % 20
		if err := s.RecordExercise(a); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkSummary reads the report over a year of daily practice.
func BenchmarkSummary(b *testing.B) {
	b.ReportAllocs()
	day := time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC)
	now := day
	s, err := Open(filepath.Join(b.TempDir(), "p.db"), WithClock(func() time.Time { return now }), WithLocation(time.UTC))
	if err != nil {
		b.Fatal(err)
	}
	defer s.Close()
	for d := range 365 {
		now = day.AddDate(0, 0, d)
		for i := range 10 {
			if err := s.RecordExercise(ExerciseAttempt{Lesson: fmt.Sprintf("l%d", i%12), Exercise: d % 8, Answer: "7", Correct: i%3 != 0}); err != nil {
				b.Fatal(err)
			}
		}
		if err := s.RecordPuzzle(PuzzleAttempt{Puzzle: fmt.Sprintf("p%d", d%95), Rules: "nemec", Themes: []string{"addition", "siege"}, Correct: d%2 == 0}); err != nil {
			b.Fatal(err)
		}
	}
	for b.Loop() {
		sum, err := s.Summary()
		if err != nil {
			b.Fatal(err)
		}
		if sum.Streak.Days != 365 {
			b.Fatalf("streak %d, want 365", sum.Streak.Days)
		}
	}
}
