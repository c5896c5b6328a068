package progress

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/lessons"
	"github.com/rithmo/rithmo/puzzles"
)

// D2 and its kin: a rithmo file whose schema version is impossible is
// refused with a clear message, by Open and by Read alike, and left as it
// was; it never panics.
func TestImpossibleSchemaVersionsAreRefused(t *testing.T) {
	for _, tc := range []struct {
		name    string
		make    func(t *testing.T, path string)
		problem string
	}{
		{"negative", func(t *testing.T, p string) { rithmoDB(t, p, 3); setHeader(t, p, 60, 0xffffffff) }, "schema version -1"},
		{"very negative", func(t *testing.T, p string) { rithmoDB(t, p, 3); setHeader(t, p, 60, 0x80000000) }, "schema version -2147483648"},
		{"zero with tables", func(t *testing.T, p string) { rithmoDB(t, p, 3); setHeader(t, p, 60, 0) }, "schema version 0"},
		{"newer", func(t *testing.T, p string) { rithmoDB(t, p, 3); setHeader(t, p, 60, 0x7fffffff) }, "schema 2147483647"},
		{"a table dropped", func(t *testing.T, p string) {
			rithmoDB(t, p, 3)
			rawSQL(t, p, "DROP TABLE attempt_theme")
		}, "table attempt_theme is missing"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			path := filepath.Join(dir, "p.db")
			tc.make(t, path)
			before := snapshot(t, dir)

			s, err := Open(path)
			if s != nil {
				s.Close()
			}
			var fe *ForeignError
			require.True(t, errors.As(err, &fe), "a ForeignError, got %T: %v", err, err)
			assert.Contains(t, err.Error(), tc.problem)
			assert.Contains(t, err.Error(), path)
			assert.Equal(t, before, snapshot(t, dir), "nothing changed")

			_, err = Read(path)
			require.True(t, errors.As(err, &fe), "Read refuses it too, got %T: %v", err, err)
			assert.Contains(t, err.Error(), tc.problem)
		})
	}
}

// While stores are open SQLite keeps new commits in its log beside the
// file; when the last closes, the log is folded into the file, which is
// then complete on its own: a copy of it holds every record.
func TestCloseLeavesACompleteFile(t *testing.T) {
	s, path := openTemp(t)
	// A second store on the file, as another rithmo window would have.
	other, err := Open(path)
	require.NoError(t, err)
	require.NoError(t, s.RecordExercise(lessons.Attempt{Lesson: "ratios", Answer: "7", Correct: true}, Given{}))
	require.NoError(t, s.Close())
	assert.FileExists(t, path+"-wal", "the other store still has it open")
	require.NoError(t, other.Close())
	assert.NoFileExists(t, path+"-wal")
	assert.NoFileExists(t, path+"-shm")

	copyPath := filepath.Join(t.TempDir(), "copy.db")
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(copyPath, data, 0o600))
	r, err := Read(copyPath)
	require.NoError(t, err)
	assert.Equal(t, 1, r.Summary.Exercises.Attempts)
}

func TestExport(t *testing.T) {
	s, path := openTemp(t)
	require.NoError(t, s.RecordExercise(lessons.Attempt{Lesson: "ratios", Answer: "7", Correct: true}, Given{}))
	require.NoError(t, s.RecordPuzzle(puzzles.Attempt{PuzzleID: "p1", Rules: "fulke1", Themes: []string{"addition"}, Answer: "b5", Correct: true, Ends: puzzles.EndsSolved}, Given{}))
	// The store stays open: the export is a consistent copy at any time.
	dest := filepath.Join(t.TempDir(), "copy.db")
	require.NoError(t, Export(path, dest))

	info, err := os.Stat(dest)
	require.NoError(t, err)
	assert.Equal(t, os.FileMode(0o600), info.Mode().Perm(), "a learner's answers stay private")
	r, err := Read(dest)
	require.NoError(t, err)
	assert.Equal(t, 1, r.Summary.Exercises.Attempts)
	assert.Equal(t, 1, r.Summary.Puzzles.Solved)
	assertIntact(t, dest)
	assert.NoFileExists(t, dest+"-wal", "one file, without a log")
	entries, err := os.ReadDir(filepath.Dir(dest))
	require.NoError(t, err)
	assert.Len(t, entries, 1, "no temporary file left")

	t.Run("never overwrites", func(t *testing.T) {
		err := Export(path, dest)
		require.ErrorContains(t, err, "already exists")
		r, rerr := Read(dest)
		require.NoError(t, rerr)
		assert.Equal(t, 1, r.Summary.Exercises.Attempts)
	})
	t.Run("never follows a symlink", func(t *testing.T) {
		dir := t.TempDir()
		link := filepath.Join(dir, "link.db")
		require.NoError(t, os.Symlink(filepath.Join(dir, "target.db"), link))
		require.ErrorContains(t, Export(path, link), "already exists")
		assert.NoFileExists(t, filepath.Join(dir, "target.db"))
	})
	t.Run("nothing recorded", func(t *testing.T) {
		err := Export(filepath.Join(t.TempDir(), "none.db"), filepath.Join(t.TempDir(), "out.db"))
		require.ErrorIs(t, err, ErrNothingRecorded)
	})
	t.Run("foreign file", func(t *testing.T) {
		foreign := filepath.Join(t.TempDir(), "notes.txt")
		require.NoError(t, os.WriteFile(foreign, []byte("hello"), 0o600))
		out := filepath.Join(t.TempDir(), "out.db")
		var fe *ForeignError
		require.ErrorAs(t, Export(foreign, out), &fe)
		assert.NoFileExists(t, out, "no empty file left behind")
	})
}

// The database is created 0600 in a 0700 folder, even through a symlink
// whose target does not exist yet.
func TestCreatedPrivateThroughASymlink(t *testing.T) {
	dir := t.TempDir()
	target := filepath.Join(dir, "real", "deeper", "p.db")
	link := filepath.Join(dir, "link.db")
	require.NoError(t, os.Symlink(target, link))
	s, err := Open(link)
	require.NoError(t, err)
	require.NoError(t, s.LessonOpened("ratios", 1))
	for _, beside := range []string{"-wal", "-shm"} {
		info, err := os.Stat(target + beside)
		require.NoError(t, err, "SQLite's %s while the store is open", beside)
		assert.Equal(t, os.FileMode(0o600), info.Mode().Perm(), beside)
	}
	require.NoError(t, s.Close())
	info, err := os.Stat(target)
	require.NoError(t, err)
	assert.Equal(t, os.FileMode(0o600), info.Mode().Perm())
	info, err = os.Stat(filepath.Dir(target))
	require.NoError(t, err)
	assert.Equal(t, os.FileMode(0o700), info.Mode().Perm())
}

// A lock held by another process past the busy timeout is found at Open,
// with a message in words, not when the first answer is lost.
func TestLockHeldIsRefusedAtOpen(t *testing.T) {
	if testing.Short() {
		t.Skip("waits out the busy timeout")
	}
	s, path := openTemp(t)
	require.NoError(t, s.Close())
	// Another program holds SQLite's write lock.
	db, err := sql.Open("sqlite", dsn(path, "rw"))
	require.NoError(t, err)
	defer db.Close()
	conn, err := db.Conn(context.Background())
	require.NoError(t, err)
	defer conn.Close()
	_, err = conn.ExecContext(context.Background(), "BEGIN IMMEDIATE")
	require.NoError(t, err)
	defer conn.ExecContext(context.Background(), "ROLLBACK")

	start := time.Now()
	_, err = Open(path)
	require.Error(t, err)
	assert.GreaterOrEqual(t, time.Since(start), busyTimeout-100*time.Millisecond, "it waited")
	var se *StoreError
	require.ErrorAs(t, err, &se)
	assert.Contains(t, err.Error(), path)
	assert.Contains(t, err.Error(), "locked for more than 5s")
	assert.NotContains(t, err.Error(), "SQLITE_BUSY", "no raw SQLite error")
}

// TestHelperOpenReadOnly opens RITHMO_TEST_RO_DB, for
// TestReadOnlyIsRefusedAtOpen, as a user that may not write it, and prints
// the error.
func TestHelperOpenReadOnly(t *testing.T) {
	path := os.Getenv("RITHMO_TEST_RO_DB")
	if path == "" {
		t.Skip("helper for TestReadOnlyIsRefusedAtOpen")
	}
	s, err := Open(path)
	if err == nil {
		s.Close()
		fmt.Println("opened")
		return
	}
	fmt.Println(err)
}

// Review D8: a progress file that cannot be written, or one in a folder
// where SQLite cannot keep its log, is refused by Open, in words, before a page is shown or an answer given,
// and without leaving anything beside it. As root (who may write
// anything), the check runs in a child process of an ordinary user.
func TestReadOnlyIsRefusedAtOpen(t *testing.T) {
	for _, tc := range []struct {
		name    string
		fileRO  bool
		dirRO   bool
		message string
	}{
		{"read-only file", true, false, "it cannot be written: the file is read-only for you"},
		{"read-only folder", false, true, "is read-only for you (permission denied), and rithmo keeps a log beside the file while it records"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			top := t.TempDir()
			require.NoError(t, os.Chmod(filepath.Dir(top), 0o755)) // the test's own folder, made 0700
			require.NoError(t, os.Chmod(top, 0o755))
			dir := filepath.Join(top, "data")
			require.NoError(t, os.Mkdir(dir, 0o755))
			path := filepath.Join(dir, "p.db")
			rithmoDB(t, path, 2)
			require.NoError(t, os.Chmod(path, 0o644))
			if tc.fileRO {
				require.NoError(t, os.Chmod(path, 0o444))
			}
			if tc.dirRO {
				require.NoError(t, os.Chmod(dir, 0o555))
				t.Cleanup(func() { os.Chmod(dir, 0o755) })
			}
			var msg string
			before := snapshot(t, dir)
			if os.Getuid() != 0 {
				_, err := Open(path)
				require.Error(t, err)
				msg = err.Error()
			} else {
				if testing.Short() {
					t.Skip("starts a process")
				}
				// The file is root's and the folder too: an ordinary user
				// may read them, not write them.
				require.NoError(t, os.Chmod(dir, 0o777))
				if tc.dirRO {
					require.NoError(t, os.Chmod(dir, 0o755))
					require.NoError(t, os.Chmod(path, 0o666)) // the file alone would do
				} else {
					require.NoError(t, os.Chown(dir, 65534, 65534))
				}
				bin := filepath.Join(top, "progress.test")
				exe, err := os.ReadFile(os.Args[0])
				require.NoError(t, err)
				require.NoError(t, os.WriteFile(bin, exe, 0o755))
				cmd := exec.Command(bin, "-test.run=^TestHelperOpenReadOnly$", "-test.count=1")
				cmd.Env = append(os.Environ(), "RITHMO_TEST_RO_DB="+path, "HOME="+top, "TMPDIR="+top)
				cmd.SysProcAttr = &syscall.SysProcAttr{Credential: &syscall.Credential{Uid: 65534, Gid: 65534}}
				before = snapshot(t, dir)
				out, err := cmd.CombinedOutput()
				require.NoError(t, err, string(out))
				msg = string(out)
			}
			assert.Contains(t, msg, path)
			assert.Contains(t, msg, tc.message)
			assert.NotContains(t, msg, "opened")
			assert.Equal(t, before, snapshot(t, dir), "nothing left beside it")
		})
	}
}
