package progress

import (
	"fmt"
	"os"
	"path/filepath"
	"syscall"
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

// bigFile writes a progress file of realistic size straight into buckets
// (recording it answer by answer would take minutes of fsyncs): exercises
// and puzzle answers over two years, spread over learners ("" alone for a
// learner's own file), with review cards, ratings and their history.
func bigFile(b *testing.B, exercises, puzzles, learners int) string {
	b.Helper()
	mem := map[string]*memTable{}
	for _, name := range dataBuckets {
		mem[name] = newMemTable()
	}
	day0 := time.Date(2025, 1, 1, 9, 0, 0, 0, time.UTC)
	learner := func(i int) string {
		if learners == 0 {
			return ""
		}
		return fmt.Sprintf("SHA256:learner%03d", i%learners)
	}
	for i := range 17 {
		lesson := fmt.Sprintf("lesson-%02d", i)
		v := visitRec{Lesson: lesson, Seq: int64(i + 1), Page: 3, First: stamp(day0), Last: stamp(day0.Add(time.Duration(i) * time.Hour))}
		mem[bucketVisit].put([]byte(lesson), v.encode())
		for p := range 4 {
			pr := pageRec{Lesson: lesson, Page: p, First: stamp(day0)}
			mem[bucketPage].put(pageKey(lesson, p), pr.encode())
		}
	}
	for i := range exercises {
		at := day0.Add(time.Duration(i) * 40 * time.Minute)
		e := exerciseRec{ID: int64(i + 1), Lesson: fmt.Sprintf("lesson-%02d", i%17), Exercise: i % 7, Task: fmt.Sprintf("classify %d %d", i%97, i%97%13+1),
			Answer: "superparticular", Correct: i%3 != 0, Hints: i % 2, At: stamp(at), Day: at.Format(dayLayout), TookMS: 4200,
			Origin: OriginLesson, Learner: learner(i)}
		e.Item = ExerciseItem(e.Lesson, e.Exercise, e.Task)
		mem[bucketExercise].put(idKey(e.ID), e.encode())
	}
	for i := range puzzles {
		at := day0.Add(time.Duration(i)*3*time.Hour + time.Minute)
		p := puzzleRec{ID: int64(i + 1), Puzzle: fmt.Sprintf("f1-addition-%d", i%400), Rules: "fulke1", Answer: "b5-c6", Correct: i%2 == 0,
			Hints: i % 3, At: stamp(at), Day: at.Format(dayLayout), TookMS: 30000, Position: "8/8/8 w fulke1 - - 1", Goal: "capture e11",
			Difficulty: 3, Origin: OriginPlay, Learner: learner(i), Assignment: "week-1", Themes: []string{"addition", "siege"}}
		p.Item = PuzzleItem(p.Puzzle, p.Position, p.Goal)
		mem[bucketPuzzle].put(idKey(p.ID), p.encode())
		for _, k := range triedKeys(p) {
			mem[bucketTried].put(k, []byte{})
		}
	}
	for i := range 300 {
		c := cardRec{Item: fmt.Sprintf("lesson-%02d#%d:classify %d", i%17, i%7, i), Kind: KindExercise, Name: "lesson", Stability: 3.2,
			Hardness: 5, Lapses: 1, Added: stamp(day0), Last: stamp(day0), Due: stamp(day0.AddDate(0, 0, i))}
		mem[bucketCard].put([]byte(c.Item), c.encode())
	}
	for i := range 2000 {
		h := historyRec{ID: int64(i + 1), Subject: "learner:capture", Attempt: int64(i + 1), Rating: 1500, Deviation: 80,
			At: stamp(day0.Add(time.Duration(i) * time.Hour)), Day: "2025-01-01"}
		mem[bucketHistory].put(idKey(h.ID), h.encode())
	}
	for i := range learners {
		l := learnerRec{ID: learner(i), Name: fmt.Sprintf("Learner %d", i), FirstSeen: stamp(day0), LastSeen: stamp(day0)}
		mem[bucketLearner].put([]byte(l.ID), l.encode())
	}
	for _, m := range mem {
		m.sort()
	}
	path := filepath.Join(b.TempDir(), "big.db")
	if err := writeNewFile(path, mem); err != nil {
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
		r, err := s.ClassReport("")
		if err != nil {
			b.Fatal(err)
		}
		if len(r.Students) != 30 {
			b.Fatalf("%d students", len(r.Students))
		}
	})
}

// BenchmarkRecordExerciseLargeFile is one answer into the two-year
// learner's file: the per-transaction open, commit (fsync) and close.
func BenchmarkRecordExerciseLargeFile(b *testing.B) {
	b.ReportAllocs()
	s, err := Open(bigFile(b, 20000, 5000, 0))
	if err != nil {
		b.Fatal(err)
	}
	a := ExerciseAttempt{Lesson: "ratios", Task: "classify 12 9", Answer: "superparticular", Correct: true, Took: time.Second}
	for i := 0; b.Loop(); i++ {
		a.Exercise = i % 20
		if err := s.RecordExercise(a); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkOpenClassFile is Open on the class file of 100,000 answers: the
// structure check of every page (checkBolt) and the first transaction.
func BenchmarkOpenClassFile(b *testing.B) {
	b.ReportAllocs()
	path := bigFile(b, 50000, 50000, 30)
	reportCPU(b, func() {
		if _, err := Open(path); err != nil {
			b.Fatal(err)
		}
	})
	if info, err := os.Stat(path); err == nil {
		b.ReportMetric(float64(info.Size())/1e6, "file-MB")
	}
}
