package progress

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/rithmo/rithmo/lessons"
	"github.com/rithmo/rithmo/puzzles"
)

// BenchmarkRecordExercise is the cost of one answer: one synced commit.
func BenchmarkRecordExercise(b *testing.B) {
	b.ReportAllocs()
	s, err := Open(filepath.Join(b.TempDir(), "p.db"))
	if err != nil {
		b.Fatal(err)
	}
	defer s.Close()
	a := lessons.Attempt{Lesson: "ratios", Task: "classify 12 9", Answer: "superparticular", Correct: true, Took: time.Second}
	for i := 0; b.Loop(); i++ {
		a.Exercise = i % 20
		if err := s.RecordExercise(a, Given{}); err != nil {
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
			if err := s.RecordExercise(lessons.Attempt{Lesson: fmt.Sprintf("l%d", i%12), Exercise: d % 8, Answer: "7", Correct: i%3 != 0}, Given{}); err != nil {
				b.Fatal(err)
			}
		}
		if err := s.RecordPuzzle(puzzles.Attempt{PuzzleID: fmt.Sprintf("p%d", d%95), Rules: "nemec", Themes: []string{"addition", "siege"}, Correct: d%2 == 0, Ends: solvedIf(d%2 == 0)}, Given{}); err != nil {
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

// bigFile writes a progress file of realistic size in one transaction
// (recording it answer by answer would take minutes of fsyncs): exercises
// and puzzle answers over two years, spread over learners ("" alone for a
// learner's own file), with review cards and rating history.
func bigFile(b *testing.B, exercises, puzzles, learners int) string {
	b.Helper()
	path := filepath.Join(b.TempDir(), "big.db")
	s, err := Open(path, WithLocation(time.UTC))
	if err != nil {
		b.Fatal(err)
	}
	defer s.Close()
	day0 := time.Date(2025, 1, 1, 9, 0, 0, 0, time.UTC)
	as := func(i int) *Store {
		if learners == 0 {
			return s
		}
		return s.ForLearner(fmt.Sprintf("SHA256:learner%03d", i%learners))
	}
	err = s.tx(true, func(q querier) error {
		ctx := context.Background()
		for i := range learners {
			if _, err := q.ExecContext(ctx, `INSERT INTO learner (id, name, first_seen, last_seen) VALUES (?, ?, ?, ?)`,
				as(i).learner, fmt.Sprintf("Learner %d", i), stamp(day0), stamp(day0)); err != nil {
				return err
			}
		}
		for i := range 17 {
			lesson := fmt.Sprintf("lesson-%02d", i)
			if _, err := q.ExecContext(ctx, `INSERT INTO lesson_visit (lesson, page, first_opened, last_opened) VALUES (?, 3, ?, ?)`,
				lesson, stamp(day0), stamp(day0.Add(time.Duration(i)*time.Hour))); err != nil {
				return err
			}
			for p := range 4 {
				if _, err := q.ExecContext(ctx, `INSERT INTO lesson_page (lesson, page, first_opened) VALUES (?, ?, ?)`, lesson, p, stamp(day0)); err != nil {
					return err
				}
			}
		}
		for i := range exercises {
			lesson, task := fmt.Sprintf("lesson-%02d", i%17), fmt.Sprintf("classify %d %d", i%97, i%97%13+1)
			if _, err := as(i).insertAttempt(q, attemptRow{kind: KindExercise, item: ExerciseItem(lesson, i%7, task), name: lesson, exercise: i % 7,
				task: task, answer: "superparticular", correct: i%3 != 0, hints: i % 2, at: day0.Add(time.Duration(i) * 40 * time.Minute),
				took: 4200 * time.Millisecond, origin: OriginLesson, ends: solvedIf(i%3 != 0)}); err != nil {
				return err
			}
		}
		for i := range puzzles {
			id, pos, goal := fmt.Sprintf("f1-addition-%d", i%400), "8/8/8 w fulke1 - - 1", "capture e11"
			if _, err := as(i).insertAttempt(q, attemptRow{kind: KindPuzzle, item: PuzzleItem(id, pos, goal), name: id, rules: "fulke1",
				position: pos, goal: goal, difficulty: 3, answer: "b5-c6", correct: i%2 == 0, hints: i % 3,
				at: day0.Add(time.Duration(i)*3*time.Hour + time.Minute), took: 30 * time.Second, origin: OriginPlay,
				themes: []string{"addition", "siege"}, assignment: "week-1", ends: solvedIf(i%2 == 0)}); err != nil {
				return err
			}
		}
		for i := range 300 {
			if _, err := q.ExecContext(ctx, `INSERT INTO review_card (item, kind, name, stability, hardness, lapses, added, last, due)
				VALUES (?, 'exercise', 'lesson', 3.2, 5, 1, ?, ?, ?)`, fmt.Sprintf("lesson-%02d#%d:classify %d", i%17, i%7, i),
				stamp(day0), stamp(day0), stamp(day0.AddDate(0, 0, i))); err != nil {
				return err
			}
		}
		for i := range min(2000, puzzles) {
			if _, err := q.ExecContext(ctx, `INSERT INTO rating_history (subject, attempt, rating, deviation, at, day)
				SELECT 'learner:capture', id, 1500, 80, ?, '2025-01-01' FROM attempt WHERE kind = 'puzzle' LIMIT 1 OFFSET ?`,
				stamp(day0.Add(time.Duration(i)*time.Hour)), i); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		b.Fatal(err)
	}
	return path
}

// cpuTime is the CPU time this process has used (every thread, the
// garbage collector's too): on a loaded machine the wall time of a
// benchmark says more about the other processes than about the code.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	_ = syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// reportCPU runs the loop of b and reports the CPU milliseconds per op.
func reportCPU(b *testing.B, op func()) {
	start, n := cpuTime(), 0
	for b.Loop() {
		op()
		n++
	}
	b.ReportMetric(float64(cpuTime()-start)/float64(time.Millisecond)/float64(n), "cpu-ms/op")
}

var benchShapes = func() []LessonShape {
	var out []LessonShape
	for i := range 17 {
		out = append(out, LessonShape{Name: fmt.Sprintf("lesson-%02d", i), Pages: 4, Exercises: 7})
	}
	return out
}()

// BenchmarkReport is `rithmo progress` (and the home screen's report) for a
// learner of two years: 20,000 exercise answers, 5,000 puzzle answers, 300
// review cards, 2,000 rated first tries.
func BenchmarkReport(b *testing.B) {
	b.ReportAllocs()
	path := bigFile(b, 20000, 5000, 0)
	s, err := Open(path, WithLessons(benchShapes))
	if err != nil {
		b.Fatal(err)
	}
	reportCPU(b, func() {
		r, err := s.Report()
		if err != nil {
			b.Fatal(err)
		}
		if r.Summary.Exercises.Attempts != 20000 {
			b.Fatalf("%d attempts", r.Summary.Exercises.Attempts)
		}
	})
}

// BenchmarkClassReport is `rithmo class report` on a class file of 100,000
// answers by 30 learners.
func BenchmarkClassReport(b *testing.B) {
	b.ReportAllocs()
	path := bigFile(b, 50000, 50000, 30)
	s, err := Open(path)
	if err != nil {
		b.Fatal(err)
	}
	reportCPU(b, func() {
		r, err := s.ClassReport("", nil, false)
		if err != nil {
			b.Fatal(err)
		}
		if len(r.Students) != 30 {
			b.Fatalf("%d students", len(r.Students))
		}
	})
}

// BenchmarkRecordExerciseLargeFile is one answer into the two-year
// learner's file: one synced commit.
func BenchmarkRecordExerciseLargeFile(b *testing.B) {
	b.ReportAllocs()
	s, err := Open(bigFile(b, 20000, 5000, 0))
	if err != nil {
		b.Fatal(err)
	}
	a := lessons.Attempt{Lesson: "ratios", Task: "classify 12 9", Answer: "superparticular", Correct: true, Took: time.Second}
	for i := 0; b.Loop(); i++ {
		a.Exercise = i % 20
		if err := s.RecordExercise(a, Given{}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkOpenClassFile is Open on the class file of 100,000 answers:
// SQLite's quick_check of every page and the first transaction.
func BenchmarkOpenClassFile(b *testing.B) {
	b.ReportAllocs()
	path := bigFile(b, 50000, 50000, 30)
	reportCPU(b, func() {
		s, err := Open(path)
		if err != nil {
			b.Fatal(err)
		}
		s.Close()
	})
	if info, err := os.Stat(path); err == nil {
		b.ReportMetric(float64(info.Size())/1e6, "file-MB")
	}
}

// BenchmarkClassAnswers200 is a class of 200 students answering in the
// same second, as rithmo serve records them: one process's store on one
// class file, one goroutine per student. Each round, every student records
// one puzzle answer at the same moment; b.N is the answers in all (whole
// rounds). It reports the latency of an answer from the round's start to
// its commit (waiting for the others included), median and p99, and the
// answers committed per second.
func BenchmarkClassAnswers200(b *testing.B) {
	const writers = 200
	class, err := Open(filepath.Join(b.TempDir(), "class.db"))
	if err != nil {
		b.Fatal(err)
	}
	defer class.Close()
	students := make([]*Store, writers)
	for i := range students {
		id := fmt.Sprintf("SHA256:student%03d", i)
		if _, err := class.SeeLearner(id, "ssh-ed25519 AAAA"); err != nil {
			b.Fatal(err)
		}
		students[i] = class.ForLearner(id)
	}
	rounds := max(1, b.N/writers)
	lat := make([]time.Duration, 0, rounds*writers)
	var busy time.Duration
	b.ResetTimer()
	for r := range rounds {
		took := make([]time.Duration, writers)
		var wg sync.WaitGroup
		start := time.Now()
		for w := range writers {
			wg.Go(func() {
				a := puzzles.Attempt{PuzzleID: fmt.Sprintf("f1-addition-%d", r%40), Rules: "fulke1", Themes: []string{"addition"}, Answer: "b5-c6", Correct: (r+w)%3 != 0, Position: "8/8/8 w fulke1 - - 1", Goal: "capture e11", Difficulty: 2, Ends: solvedIf((r+w)%3 != 0)}
				if err := students[w].RecordPuzzle(a, Given{Assignment: "week-1"}); err != nil {
					b.Error(err)
				}
				took[w] = time.Since(start)
			})
		}
		wg.Wait()
		busy += time.Since(start)
		lat = append(lat, took...)
	}
	b.StopTimer()
	slices.Sort(lat)
	b.ReportMetric(float64(lat[len(lat)/2].Microseconds())/1000, "median-ms")
	b.ReportMetric(float64(lat[len(lat)*99/100].Microseconds())/1000, "p99-ms")
	b.ReportMetric(float64(len(lat))/busy.Seconds(), "answers/s")
}
