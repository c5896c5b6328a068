package progress

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/lessons"
	"github.com/rithmo/rithmo/puzzles"
)

// Nothing to report is ErrNothingRecorded naming the file, and the file
// (or its absence) is left as it was: no directory, no database, no log.
func TestReadNothingRecordedCreatesNothing(t *testing.T) {
	for _, tc := range []struct {
		name string
		make func(t *testing.T, path string)
	}{
		{"missing file", func(*testing.T, string) {}},
		{"zero bytes", func(t *testing.T, p string) { require.NoError(t, os.WriteFile(p, nil, 0o600)) }},
		{"empty sqlite", func(t *testing.T, p string) { rawSQL(t, p, "CREATE TABLE x (a); DROP TABLE x") }},
		{"marked by rithmo, no tables yet", func(t *testing.T, p string) {
			rawSQL(t, p, "PRAGMA application_id = 1381256527; CREATE TABLE x (a); DROP TABLE x")
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			path := filepath.Join(dir, "progress.db")
			tc.make(t, path)
			before := snapshot(t, dir)

			_, err := Read(path)
			require.ErrorIs(t, err, ErrNothingRecorded)
			assert.EqualError(t, err, "no progress recorded yet at "+path)
			assert.Equal(t, before, snapshot(t, dir), "nothing in the directory changed")
		})
	}
	t.Run("missing directory", func(t *testing.T) {
		dir := t.TempDir()
		_, err := Read(filepath.Join(dir, "rithmo", "progress.db"))
		require.ErrorIs(t, err, ErrNothingRecorded)
		assert.NoDirExists(t, filepath.Join(dir, "rithmo"))
	})
}

// seededDB makes a rithmo database with a lesson visit, two exercise
// answers and a puzzle, all on 1 March 2026 (UTC).
func seededDB(t *testing.T, path string) {
	t.Helper()
	at := time.Date(2026, 3, 1, 10, 0, 0, 0, time.UTC)
	s, err := Open(path, WithClock(func() time.Time { return at }), WithLocation(time.UTC))
	require.NoError(t, err)
	require.NoError(t, s.LessonOpened("multiplex", 2))
	require.NoError(t, s.RecordExercise(lessons.Attempt{Lesson: "multiplex", Exercise: 0, Task: "classify 12 4", Answer: "multiplex", Correct: true}, Given{}))
	require.NoError(t, s.RecordExercise(lessons.Attempt{Lesson: "multiplex", Exercise: 1, Task: "classify 9 6", Answer: "multiplex", Correct: false}, Given{}))
	require.NoError(t, s.RecordPuzzle(puzzles.Attempt{PuzzleID: "first-blood", Rules: "fulke1", Themes: []string{"addition"}, Answer: "c6-d7", Correct: true, Ends: puzzles.EndsSolved}, Given{}))
	require.NoError(t, s.Close())
}

func readAt(t *testing.T, path string) Report {
	t.Helper()
	r, err := Read(path, WithClock(func() time.Time { return time.Date(2026, 3, 2, 9, 0, 0, 0, time.UTC) }), WithLocation(time.UTC))
	require.NoError(t, err)
	return r
}

func assertSeededReport(t *testing.T, r Report) {
	t.Helper()
	assert.Equal(t, 1, r.Summary.Lessons.Opened)
	assert.Equal(t, ExerciseSummary{Attempts: 2, Correct: 1, Exercises: 2, FirstTryRight: 1}, r.Summary.Exercises)
	assert.Equal(t, 1, r.Summary.Puzzles.Solved)
	assert.Equal(t, StreakSummary{Days: 1, LastDay: "2026-03-01"}, r.Summary.Streak, "ending yesterday")
	require.True(t, r.HasLast)
	assert.Equal(t, "multiplex", r.Last.Lesson)
	assert.Equal(t, 2, r.Last.Page)
}

// Reading a real database leaves the directory byte for byte as it was and
// the file's time unchanged: nothing appears beside it.
func TestReadChangesNothing(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "progress.db")
	seededDB(t, path)
	before := snapshot(t, dir)
	info, err := os.Stat(path)
	require.NoError(t, err)

	assertSeededReport(t, readAt(t, path))

	assert.Equal(t, before, snapshot(t, dir))
	after, err := os.Stat(path)
	require.NoError(t, err)
	assert.Equal(t, info.ModTime(), after.ModTime())
}

// A database the learner may only read (0444, in a directory they cannot
// write) is reported. As root the permissions bind nobody, so there the test
// shows only that nothing is written; as anyone else it also shows that the
// writing Open fails where Read succeeds.
func TestReadReadOnlyFile(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "shared")
	require.NoError(t, os.Mkdir(dir, 0o700))
	path := filepath.Join(dir, "progress.db")
	seededDB(t, path)
	require.NoError(t, os.Chmod(path, 0o444))
	require.NoError(t, os.Chmod(dir, 0o555))
	t.Cleanup(func() { os.Chmod(dir, 0o700) })
	before := snapshot(t, dir)

	assertSeededReport(t, readAt(t, path))
	assert.Equal(t, before, snapshot(t, dir))

	if os.Geteuid() == 0 {
		t.Log("running as root: file permissions do not stop writes, so Open is not expected to fail")
		return
	}
	s, err := Open(path)
	if err == nil {
		s.Close()
	}
	assert.Error(t, err, "Open needs to write; Read does not")
}

// While another rithmo has the store open and records, Read sees what it
// has recorded and still writes nothing to the file.
func TestReadWhileAnotherRithmoRecords(t *testing.T) {
	path := filepath.Join(t.TempDir(), "progress.db")
	seededDB(t, path)
	s, err := Open(path)
	require.NoError(t, err)
	defer s.Close()
	require.NoError(t, s.LessonOpened("ratios", 1))
	main, err := os.ReadFile(path)
	require.NoError(t, err)

	r := readAt(t, path)
	assert.Equal(t, 2, r.Summary.Lessons.Opened, "the visit just recorded is read")
	after, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.True(t, bytes.Equal(main, after), "the file is unchanged")
}

// withNewerRithmo pretends this rithmo knows one more schema than the files
// the test makes, so that they are of an older schema.
func withNewerRithmo(t *testing.T) {
	t.Helper()
	old := migrations
	more := append(slices.Clone(old()), "CREATE TABLE later_feature (a INTEGER) STRICT;")
	migrations = func() []string { return more }
	t.Cleanup(func() { migrations = old })
}

func TestReadOlderSchema(t *testing.T) {
	t.Run("read as it is, not migrated", func(t *testing.T) {
		dir := t.TempDir()
		path := filepath.Join(dir, "progress.db")
		seededDB(t, path)
		withNewerRithmo(t)
		before := snapshot(t, dir)

		assertSeededReport(t, readAt(t, path))
		assert.Equal(t, before, snapshot(t, dir))
		_, schema := readMark(t, path)
		assert.Equal(t, SchemaVersion()-1, schema, "still the old schema")
	})
	t.Run("Open migrates it", func(t *testing.T) {
		path := filepath.Join(t.TempDir(), "progress.db")
		seededDB(t, path)
		withNewerRithmo(t)
		s, err := Open(path)
		require.NoError(t, err)
		require.NoError(t, s.Close())
		_, schema := readMark(t, path)
		assert.Equal(t, SchemaVersion(), schema)
		assertSeededReport(t, readAt(t, path))
	})
}

// A file Open refuses, Read refuses the same way, without changing it.
func TestReadRefusesForeignFiles(t *testing.T) {
	for _, tc := range []struct {
		name    string
		make    func(t *testing.T, path string)
		problem string
	}{
		{"text file", func(t *testing.T, p string) { require.NoError(t, os.WriteFile(p, []byte("my notes\n"), 0o600)) }, "not a database rithmo knows"},
		{"other program's tables", func(t *testing.T, p string) { rawSQL(t, p, "CREATE TABLE notes (a)") }, "another program's SQLite database"},
		{"newer rithmo schema", func(t *testing.T, p string) {
			rithmoDB(t, p, 1)
			setHeader(t, p, 60, 99)
		}, "newer rithmo (schema 99"},
		{"damaged file", func(t *testing.T, p string) {
			rithmoDB(t, p, 200)
			data, err := os.ReadFile(p)
			require.NoError(t, err)
			for i := 2 * 4096; i < len(data); i += 4096 {
				data[i] ^= 0x55 // every page's type
			}
			require.NoError(t, os.WriteFile(p, data, 0o600))
		}, "damaged"},
		{"a directory", func(t *testing.T, p string) { require.NoError(t, os.Mkdir(p, 0o700)) }, "is a directory"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			path := filepath.Join(dir, "progress.db")
			tc.make(t, path)
			before := snapshot(t, dir)
			_, err := Read(path)
			var fe *ForeignError
			require.True(t, errors.As(err, &fe), "a ForeignError, got %T: %v", err, err)
			assert.Contains(t, err.Error(), tc.problem)
			assert.Equal(t, before, snapshot(t, dir))
		})
	}
}

// Whatever bytes the file holds, Read does not panic and changes nothing in
// its directory.
func FuzzReadNeverWrites(f *testing.F) {
	real := filepath.Join(f.TempDir(), "real.db")
	rithmoDBForFuzz(f, real)
	db, err := os.ReadFile(real)
	if err != nil {
		f.Fatal(err)
	}
	f.Add([]byte{})
	f.Add(db)
	f.Add(db[:len(db)/2])
	f.Add(db[:100])
	flipped := bytes.Clone(db)
	flipped[len(flipped)-300] ^= 0xff
	f.Add(flipped)
	f.Add([]byte("not a database at all\n"))

	f.Fuzz(func(t *testing.T, data []byte) {
		dir := t.TempDir()
		path := filepath.Join(dir, "p.db")
		if err := os.WriteFile(path, data, 0o600); err != nil {
			t.Fatal(err)
		}
		_, _ = Read(path)
		entries, err := os.ReadDir(dir)
		if err != nil {
			t.Fatal(err)
		}
		if len(entries) != 1 {
			t.Fatalf("Read left %d files in the directory", len(entries))
		}
		after, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(data, after) {
			t.Fatal("Read changed the file")
		}
	})
}

func rithmoDBForFuzz(f *testing.F, path string) {
	s, err := Open(path)
	if err != nil {
		f.Fatal(err)
	}
	defer s.Close()
	if err := s.LessonOpened("ratios", 1); err != nil {
		f.Fatal(err)
	}
	if err := s.RecordExercise(lessons.Attempt{Lesson: "ratios", Answer: "7"}, Given{}); err != nil {
		f.Fatal(err)
	}
}
