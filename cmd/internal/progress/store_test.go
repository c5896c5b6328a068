package progress

import (
	"bytes"
	"crypto/sha256"
	"database/sql"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/lessons"
	"github.com/rithmo/rithmo/puzzles"
)

// fixedClock is a clock tests can move.
type fixedClock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *fixedClock) now() time.Time  { c.mu.Lock(); defer c.mu.Unlock(); return c.t }
func (c *fixedClock) set(t time.Time) { c.mu.Lock(); defer c.mu.Unlock(); c.t = t }

func openTemp(t *testing.T, opts ...Option) (*Store, string) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "progress.db")
	s, err := Open(path, opts...)
	require.NoError(t, err)
	t.Cleanup(func() { s.Close() })
	return s, path
}

func TestDefaultPath(t *testing.T) {
	for _, tc := range []struct {
		name, flag string
		env        map[string]string
		want       string
	}{
		{"flag wins", "/x/flag.db", map[string]string{"RITHMO_DATA": "/x/env.db", "XDG_DATA_HOME": "/xdg"}, "/x/flag.db"},
		{"env next", "", map[string]string{"RITHMO_DATA": "/x/env.db", "XDG_DATA_HOME": "/xdg"}, "/x/env.db"},
		{"xdg", "", map[string]string{"XDG_DATA_HOME": "/xdg", "HOME": "/home/u"}, "/xdg/rithmo/progress.db"},
		{"xdg default", "", map[string]string{"HOME": "/home/u"}, "/home/u/.local/share/rithmo/progress.db"},
		{"relative xdg ignored", "", map[string]string{"XDG_DATA_HOME": "rel", "HOME": "/home/u"}, "/home/u/.local/share/rithmo/progress.db"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got, err := DefaultPath(tc.flag, func(k string) string { return tc.env[k] })
			require.NoError(t, err)
			assert.Equal(t, tc.want, got)
		})
	}
}

func TestOpenCreatesMarkedDatabase(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "deep", "rithmo")
	path := filepath.Join(dir, "progress.db")
	s, err := Open(path)
	require.NoError(t, err)
	require.NoError(t, s.LessonOpened("multiplex", 2))
	require.NoError(t, s.Close())

	info, err := os.Stat(dir)
	require.NoError(t, err)
	assert.Equal(t, os.FileMode(0o700), info.Mode().Perm(), "the data directory is private")
	info, err = os.Stat(path)
	require.NoError(t, err)
	assert.Equal(t, os.FileMode(0o600), info.Mode().Perm(), "and so is the file")

	head, err := readHead(path, 100)
	require.NoError(t, err)
	assert.Equal(t, sqliteMagic, head[:16], "a SQLite file")
	assert.Equal(t, []byte{2, 2}, head[18:20], "in WAL mode")
	app, schema := readMark(t, path)
	assert.Equal(t, uint32(ApplicationID), app, "rithmo's mark")
	assert.Equal(t, SchemaVersion(), schema)
	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	assert.Len(t, entries, 1, "the log is folded back into the file at Close")
}

func TestReopenKeepsRecords(t *testing.T) {
	path := filepath.Join(t.TempDir(), "p.db")
	for i := range 3 {
		s, err := Open(path)
		require.NoError(t, err, "open #%d", i)
		require.NoError(t, s.RecordExercise(lessons.Attempt{Lesson: "ratios", Exercise: i, Task: "classify 12 9", Answer: "superparticular", Correct: true}, Given{}))
		require.NoError(t, s.Close())
	}
	s, err := Open(path)
	require.NoError(t, err)
	defer s.Close()
	sum, err := s.Summary()
	require.NoError(t, err)
	assert.Equal(t, 3, sum.Exercises.Attempts)
}

func TestOpenAdoptsEmptyFiles(t *testing.T) {
	t.Run("zero bytes", func(t *testing.T) {
		path := filepath.Join(t.TempDir(), "p.db")
		require.NoError(t, os.WriteFile(path, nil, 0o600))
		s, err := Open(path)
		require.NoError(t, err)
		require.NoError(t, s.Close())
		app, _ := readMark(t, path)
		assert.Equal(t, uint32(ApplicationID), app)
	})
	t.Run("empty sqlite", func(t *testing.T) {
		path := filepath.Join(t.TempDir(), "p.db")
		rawSQL(t, path, "PRAGMA user_version = 0; CREATE TABLE x (a); DROP TABLE x") // a header, no table
		s, err := Open(path)
		require.NoError(t, err)
		require.NoError(t, s.RecordExercise(lessons.Attempt{Lesson: "ratios", Answer: "7"}, Given{}))
		require.NoError(t, s.Close())
		app, _ := readMark(t, path)
		assert.Equal(t, uint32(ApplicationID), app)
	})
}

// snapshot is every file in dir with its size and SHA-256.
func snapshot(t testing.TB, dir string) map[string]string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	out := map[string]string{}
	for _, e := range entries {
		if e.IsDir() {
			out[e.Name()+"/"] = "dir"
			continue
		}
		b, err := os.ReadFile(filepath.Join(dir, e.Name()))
		require.NoError(t, err)
		out[e.Name()] = fmt.Sprintf("%d bytes, sha256 %x", len(b), sha256.Sum256(b))
	}
	return out
}

// rithmoDB makes a real rithmo database with enough rows to span pages.
func rithmoDB(t *testing.T, path string, rows int) {
	t.Helper()
	s, err := Open(path)
	require.NoError(t, err)
	for i := range rows {
		require.NoError(t, s.RecordExercise(lessons.Attempt{Lesson: "padding", Exercise: i, Task: fmt.Sprintf("mean arithmetic %d %d", i, i+2), Answer: "a fairly long answer to fill pages"}, Given{}))
	}
	require.NoError(t, s.Close())
}

func TestForeignFilesAreRefusedAndUnchanged(t *testing.T) {
	random := make([]byte, 8192)
	for i := range random {
		random[i] = byte(i*7919 + i>>3)
	}
	for _, tc := range []struct {
		name    string
		make    func(t *testing.T, path string)
		problem string
	}{
		{"random bytes", func(t *testing.T, p string) { require.NoError(t, os.WriteFile(p, random, 0o600)) }, "not a database rithmo knows"},
		{"text file", func(t *testing.T, p string) { require.NoError(t, os.WriteFile(p, []byte("my notes\n"), 0o600)) }, "not a database rithmo knows (9 bytes, too short)"},
		{"sqlite header only", func(t *testing.T, p string) { require.NoError(t, os.WriteFile(p, sqliteMagic, 0o600)) }, "truncated SQLite file"},
		{"other program's tables", func(t *testing.T, p string) {
			rawSQL(t, p, "CREATE TABLE notes (a); CREATE TABLE tags (b)")
		}, "another program's SQLite database (tables notes, tags, no rithmo mark"},
		{"other application_id", func(t *testing.T, p string) {
			rawSQL(t, p, "PRAGMA application_id = 1234; CREATE TABLE notes (a)")
		}, "application_id 0x4d2"},
		{"other application_id, no tables", func(t *testing.T, p string) {
			rawSQL(t, p, "PRAGMA application_id = 1234")
		}, "application_id 0x4d2"},
		{"newer rithmo schema", func(t *testing.T, p string) {
			rithmoDB(t, p, 1)
			setHeader(t, p, 60, 99)
		}, "newer rithmo (schema 99"},
		{"negative schema", func(t *testing.T, p string) {
			rithmoDB(t, p, 1)
			setHeader(t, p, 60, 0xffffffff)
		}, "schema version -1 is negative"},
		{"schema 0 with tables", func(t *testing.T, p string) {
			rithmoDB(t, p, 1)
			setHeader(t, p, 60, 0)
		}, "its schema version 0 says it has none"},
		{"a table dropped", func(t *testing.T, p string) {
			rithmoDB(t, p, 1)
			rawSQL(t, p, "DROP TABLE rating")
		}, "table rating is missing"},
		{"truncated", func(t *testing.T, p string) {
			rithmoDB(t, p, 300)
			info, err := os.Stat(p)
			require.NoError(t, err)
			require.Greater(t, info.Size(), int64(4*4096))
			require.NoError(t, os.Truncate(p, info.Size()/2))
		}, "damaged"},
		{"a page overwritten", func(t *testing.T, p string) {
			rithmoDB(t, p, 300)
			garbage := make([]byte, 4096)
			for i := range garbage {
				garbage[i] = byte(i*31 + 7)
			}
			f, err := os.OpenFile(p, os.O_WRONLY, 0)
			require.NoError(t, err)
			_, err = f.WriteAt(garbage, 3*4096)
			require.NoError(t, err)
			require.NoError(t, f.Close())
		}, "damaged"},
		{"a directory", func(t *testing.T, p string) { require.NoError(t, os.Mkdir(p, 0o700)) }, "is a directory"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			path := filepath.Join(dir, "progress.db")
			tc.make(t, path)
			before := snapshot(t, dir)

			s, err := Open(path)
			if s != nil {
				s.Close()
			}
			require.Error(t, err)
			var fe *ForeignError
			require.True(t, errors.As(err, &fe), "a ForeignError, got %T: %v", err, err)
			assert.Contains(t, err.Error(), path, "the message names the file")
			assert.Contains(t, err.Error(), tc.problem)
			assert.Contains(t, err.Error(), "left untouched")
			assert.Equal(t, before, snapshot(t, dir), "nothing in the directory changed")
		})
	}
}

// A first run killed before SQLite folded its log into the file leaves the
// answers in the log: they are read, by Read and by the next Open.
func TestFirstRunKilledKeepsItsLog(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "p.db")
	cmd := helper(path, "first", 3, true)
	_, err := cmd.Output()
	require.Error(t, err, "the helper kills itself")
	require.FileExists(t, path+"-wal")

	r, err := Read(path)
	require.NoError(t, err)
	assert.Equal(t, 3, r.Summary.Exercises.Attempts)
	s, err := Open(path)
	require.NoError(t, err)
	defer s.Close()
	sum, err := s.Summary()
	require.NoError(t, err)
	assert.Equal(t, 3, sum.Exercises.Attempts)
}

func TestRecordRejectsBadInput(t *testing.T) {
	s, _ := openTemp(t)
	for name, err := range map[string]error{
		"no lesson":       s.RecordExercise(lessons.Attempt{Exercise: 1}, Given{}),
		"negative index":  s.RecordExercise(lessons.Attempt{Lesson: "a", Exercise: -1}, Given{}),
		"negative hints":  s.RecordExercise(lessons.Attempt{Lesson: "a", HintsUsed: -1}, Given{}),
		"negative took":   s.RecordPuzzle(puzzles.Attempt{PuzzleID: "p1", Took: -time.Second}, Given{}),
		"no puzzle":       s.RecordPuzzle(puzzles.Attempt{}, Given{}),
		"no lesson page":  s.LessonOpened("", 1),
		"negative page":   s.LessonOpened("a", -1),
		"finished, no id": s.LessonFinished(""),
	} {
		assert.Error(t, err, name)
	}
	sum, err := s.Summary()
	require.NoError(t, err)
	assert.Zero(t, sum.Exercises.Attempts)
	assert.Zero(t, sum.Puzzles.Attempts)
	assert.Zero(t, sum.Lessons.Opened)
}

func TestResume(t *testing.T) {
	clock := &fixedClock{t: time.Date(2026, 3, 1, 10, 0, 0, 0, time.UTC)}
	s, _ := openTemp(t, WithClock(clock.now))
	_, ok, err := s.Resume()
	require.NoError(t, err)
	assert.False(t, ok, "nothing opened yet")

	require.NoError(t, s.LessonOpened("ratios", 0))
	clock.set(clock.now().Add(time.Minute))
	require.NoError(t, s.LessonOpened("multiplex", 1))
	clock.set(clock.now().Add(time.Minute))
	require.NoError(t, s.LessonOpened("multiplex", 2))

	v, ok, err := s.Resume()
	require.NoError(t, err)
	require.True(t, ok)
	assert.Equal(t, Visit{Lesson: "multiplex", Page: 2, LastOpened: clock.now()}, v)

	clock.set(clock.now().Add(time.Minute))
	require.NoError(t, s.LessonOpened("ratios", 3))
	require.NoError(t, s.LessonFinished("ratios"))
	v, _, err = s.Resume()
	require.NoError(t, err)
	assert.Equal(t, "ratios", v.Lesson)
	assert.Equal(t, 3, v.Page)
	assert.True(t, v.Finished)

	visits, err := s.Visits()
	require.NoError(t, err)
	require.Len(t, visits, 2)
	assert.Equal(t, "multiplex", visits[0].Lesson)
	assert.False(t, visits[0].Finished)
}

func TestConcurrentStoresInOneProcess(t *testing.T) {
	path := filepath.Join(t.TempDir(), "p.db")
	const writers, each = 4, 25
	var wg sync.WaitGroup
	errs := make(chan error, writers*each+writers)
	for w := range writers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			// Every writer opens the (new) file itself: creation races too.
			s, err := Open(path)
			if err != nil {
				errs <- err
				return
			}
			defer s.Close()
			for i := range each {
				errs <- s.RecordPuzzle(puzzles.Attempt{PuzzleID: fmt.Sprintf("w%d-%d", w, i), Rules: "fulke", Themes: []string{"addition"}, Correct: i%2 == 0, Ends: solvedIf(i%2 == 0)}, Given{})
			}
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		require.NoError(t, err)
	}
	s, err := Open(path)
	require.NoError(t, err)
	defer s.Close()
	sum, err := s.Summary()
	require.NoError(t, err)
	assert.Equal(t, writers*each, sum.Puzzles.Attempts)
	assert.Equal(t, []Tally{{Name: "addition", Attempted: writers * each, Solved: writers * ((each + 1) / 2)}}, sum.Puzzles.ByTheme)
}

// The helper process: records answers into RITHMO_TEST_DB, then either exits
// normally or kills itself without closing the store.
func TestHelperProcess(t *testing.T) {
	path := os.Getenv("RITHMO_TEST_DB")
	if path == "" {
		t.Skip("helper for the multi-process tests")
	}
	n, _ := strconv.Atoi(os.Getenv("RITHMO_TEST_N"))
	s, err := Open(path)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(3)
	}
	for i := range n {
		if err := s.RecordExercise(lessons.Attempt{Lesson: os.Getenv("RITHMO_TEST_LESSON"), Exercise: i, Answer: strconv.Itoa(i), Correct: true}, Given{}); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(4)
		}
	}
	if os.Getenv("RITHMO_TEST_KILL") != "" {
		fmt.Println("recorded")
		os.Stdout.Sync()
		// No Close: the store is abandoned mid-life, like a killed process.
		_ = syscall.Kill(os.Getpid(), syscall.SIGKILL)
		time.Sleep(time.Minute)
	}
	require.NoError(t, s.Close())
}

func helper(path, lesson string, n int, kill bool) *exec.Cmd {
	cmd := exec.Command(os.Args[0], "-test.run=^TestHelperProcess$", "-test.count=1")
	cmd.Env = append(os.Environ(), "RITHMO_TEST_DB="+path, "RITHMO_TEST_LESSON="+lesson, "RITHMO_TEST_N="+strconv.Itoa(n))
	if kill {
		cmd.Env = append(cmd.Env, "RITHMO_TEST_KILL=1")
	}
	return cmd
}

// twoWriters runs two helper processes at once, each recording n answers
// (lessons "a" and "b") into the file at path, and waits for both.
func twoWriters(t *testing.T, path string, n int) {
	t.Helper()
	a, b := helper(path, "a", n, false), helper(path, "b", n, false)
	var outA, outB bytes.Buffer
	a.Stderr, b.Stderr = &outA, &outB
	require.NoError(t, a.Start())
	require.NoError(t, b.Start())
	require.NoError(t, a.Wait(), outA.String())
	require.NoError(t, b.Wait(), outB.String())
}

func TestConcurrentProcesses(t *testing.T) {
	if testing.Short() {
		t.Skip("starts processes")
	}
	path := filepath.Join(t.TempDir(), "p.db")
	const n = 60
	twoWriters(t, path, n)

	s, err := Open(path)
	require.NoError(t, err)
	defer s.Close()
	sum, err := s.Summary()
	require.NoError(t, err)
	assert.Equal(t, 2*n, sum.Exercises.Attempts)
	assert.Equal(t, 2*n, sum.Exercises.Exercises, "60 distinct exercises in each of two lessons")
	assertIntact(t, path)
}

func TestKilledProcessLosesNothingAnswered(t *testing.T) {
	if testing.Short() {
		t.Skip("starts a process")
	}
	path := filepath.Join(t.TempDir(), "p.db")
	cmd := helper(path, "killed", 7, true)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	var exit *exec.ExitError
	require.True(t, errors.As(err, &exit), "the helper dies: %v %s", err, stderr.String())
	assert.Equal(t, "recorded\n", string(out))
	ws, ok := exit.Sys().(syscall.WaitStatus)
	require.True(t, ok)
	require.True(t, ws.Signaled(), "killed by a signal")

	assertIntact(t, path)

	s, err := Open(path)
	require.NoError(t, err)
	defer s.Close()
	sum, err := s.Summary()
	require.NoError(t, err)
	assert.Equal(t, 7, sum.Exercises.Attempts)
}

func TestPathWithURICharacters(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "odd ?#% dir")
	path := filepath.Join(dir, "my progress?.db")
	s, err := Open(path)
	require.NoError(t, err)
	require.NoError(t, s.LessonOpened("ratios", 1))
	require.NoError(t, s.Close())
	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	require.Len(t, entries, 1, "one file, named as asked")
	assert.Equal(t, "my progress?.db", entries[0].Name())
	s, err = Open(path)
	require.NoError(t, err)
	defer s.Close()
	v, ok, err := s.Resume()
	require.NoError(t, err)
	assert.True(t, ok)
	assert.Equal(t, 1, v.Page)
}

// LastExerciseAnswers keeps the last lesson answer to each exercise, for
// the reader to show a reopened page answered; review answers are left out.
func TestLastExerciseAnswers(t *testing.T) {
	s, _ := openTemp(t)
	at := time.Date(2026, 11, 1, 10, 0, 0, 0, time.UTC)
	for i, a := range []lessons.Attempt{
		{Lesson: "means", Exercise: 0, Task: "mean arithmetic 6 12", Answer: "8"},
		{Lesson: "means", Exercise: 0, Task: "mean arithmetic 6 12", Answer: "9", Correct: true},
		{Lesson: "means", Exercise: 1, Task: "proportion 2 4 8", Answer: "geometric", Correct: true},
		{Lesson: "means", Exercise: 1, Task: "proportion 3 5 7", Answer: "none"},  // in review
		{Lesson: "means", Exercise: 0, Task: "mean arithmetic 6 12", Shown: true}, // no answer: the explanation shown
		{Lesson: "sums", Exercise: 0, Task: "take addition 4 5", Answer: "9", Correct: true},
	} {
		a.At = at.Add(time.Duration(i) * time.Minute)
		g := Given{}
		if a.Task == "proportion 3 5 7" {
			g.Origin = OriginReview
		}
		require.NoError(t, s.RecordExercise(a, g))
	}
	got, err := s.LastExerciseAnswers("means")
	require.NoError(t, err)
	require.Len(t, got, 2)
	assert.Equal(t, "9", got[0].Answer)
	assert.True(t, got[0].Correct)
	assert.Equal(t, "geometric", got[1].Answer, "the review's answer is left out")
	assert.Equal(t, at.Add(2*time.Minute), got[1].At)
	none, err := s.LastExerciseAnswers("nope")
	require.NoError(t, err)
	assert.Empty(t, none)
}

// PlayedPuzzles has every puzzle answered, right or not; SolvedPuzzles
// only those answered right.
func TestPlayedPuzzles(t *testing.T) {
	s, _ := openTemp(t)
	require.NoError(t, s.RecordPuzzle(puzzles.Attempt{PuzzleID: "a", Position: "p1", Goal: "spot", Correct: true, Ends: puzzles.EndsSolved}, Given{}))
	require.NoError(t, s.RecordPuzzle(puzzles.Attempt{PuzzleID: "b", Position: "p2", Goal: "spot"}, Given{}))
	played, err := s.PlayedPuzzles()
	require.NoError(t, err)
	assert.Equal(t, map[string]bool{PuzzleItem("a", "p1", "spot"): true, PuzzleItem("b", "p2", "spot"): true}, played)
	solved, err := s.SolvedPuzzles()
	require.NoError(t, err)
	assert.Equal(t, map[string]bool{PuzzleItem("a", "p1", "spot"): true}, solved)
}

// assertIntact has SQLite check every page and index of the file.
func assertIntact(t *testing.T, path string) {
	t.Helper()
	db, err := sql.Open("sqlite", dsn(path, "ro"))
	require.NoError(t, err)
	defer db.Close()
	var check string
	require.NoError(t, db.QueryRow("PRAGMA integrity_check").Scan(&check))
	assert.Equal(t, "ok", check)
}

// Open's check reads the file as a reader does, so that commits meanwhile
// cannot make a sound file look damaged: a teacher's report while the
// class server records.
func TestCheckWhileRecording(t *testing.T) {
	clock := &fixedClock{t: day0}
	s := openAt(t, clock)
	stop := make(chan struct{})
	recorded := make(chan error)
	go func() {
		for i := 0; ; i++ {
			select {
			case <-stop:
				recorded <- nil
				return
			default:
			}
			if err := s.RecordPuzzle(puzzleAttempt(fmt.Sprint("p", i), i%3 == 0, 0, day0.Add(time.Duration(i)*time.Minute)), Given{}); err != nil {
				recorded <- err
				return
			}
		}
	}()
	for i := 0; i < 100; i++ {
		st, err := inspect(s.Path(), s.real)
		require.NoError(t, err, "check %d", i)
		require.Equal(t, stateOurs, st)
	}
	close(stop)
	require.NoError(t, <-recorded)
}

// A progress file moved aside while rithmo runs is not made anew, empty, by
// the next answer: the answer is refused with the reason, and nothing is
// created where the file was.
func TestMovedFileIsNotRecreated(t *testing.T) {
	clock := &fixedClock{t: day0}
	s := openAt(t, clock)
	require.NoError(t, s.RecordPuzzle(puzzleAttempt("p", true, 0, day0), Given{}))
	require.NoError(t, os.Rename(s.Path(), s.Path()+".moved"))
	err := s.RecordPuzzle(puzzleAttempt("q", true, 0, day0.Add(time.Hour)), Given{})
	var se *StoreError
	require.ErrorAs(t, err, &se)
	assert.ErrorContains(t, err, "moved or deleted while rithmo ran")
	assert.NoFileExists(t, s.Path())
	require.NoError(t, os.Rename(s.Path()+".moved", s.Path()))
	require.NoError(t, os.WriteFile(s.Path()+".other", nil, 0o600))
	require.NoError(t, os.Rename(s.Path()+".other", s.Path()))
	err = s.RecordPuzzle(puzzleAttempt("q", true, 0, day0.Add(time.Hour)), Given{})
	assert.ErrorContains(t, err, "replaced by another file")
}
