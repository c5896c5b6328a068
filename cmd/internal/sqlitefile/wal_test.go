package sqlitefile

import (
	"crypto/sha256"
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// copyFixture copies a fixture (and its -wal when wal is given) into a
// temporary folder, so that a test may change it.
func copyFixture(t *testing.T, name string, wal []byte) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(legacy, name))
	require.NoError(t, err)
	path := filepath.Join(t.TempDir(), name)
	require.NoError(t, os.WriteFile(path, data, 0o600))
	if wal != nil {
		require.NoError(t, os.WriteFile(path+"-wal", wal, 0o600))
	}
	return path
}

func fixtureWAL(t *testing.T) []byte {
	t.Helper()
	wal, err := os.ReadFile(filepath.Join(legacy, "v3-wal.db-wal"))
	require.NoError(t, err)
	return wal
}

// countRows counts each table's rows.
func countRows(t *testing.T, f *File) map[string]int {
	t.Helper()
	out := map[string]int{}
	for name, rows := range readAll(t, f) {
		out[name] = len(rows)
	}
	return out
}

// The v3-wal fixture's log: a 32-byte header, then 39 frames of 24 + 4096
// bytes, in 4 transactions whose commit frames are 2, 10, 26 and 39
// (README.md): lesson page 2, an exercise, a puzzle, the daily puzzle.
const frame = 24 + 4096

func walCut(frames int) int { return 32 + frames*frame }

func TestWALRowsOnlyInTheLog(t *testing.T) {
	f, err := Open(filepath.Join(legacy, "v3-wal.db"))
	require.NoError(t, err)
	alone, err := Open(copyFixture(t, "v3-wal.db", nil))
	require.NoError(t, err)
	assertGolden(t, alone, "v3-wal.db.nowal.json")

	puzzles := func(f *File) []string {
		tab := tableNamed(t, f, "puzzle_attempt")
		puzzle, origin := columnOf(t, tab, "puzzle"), columnOf(t, tab, "origin")
		var ids []string
		require.NoError(t, f.Rows("puzzle_attempt", func(row []any) error {
			ids = append(ids, row[puzzle].(string)+"/"+row[origin].(string))
			return nil
		}))
		return ids
	}
	assert.Equal(t, []string{"f1-addition-1/play", "f2-addition-1/play", "p-addition-1/daily"}, puzzles(f),
		"the two puzzles answered before the kill are read from the log")
	assert.Equal(t, []string{"f1-addition-1/play"}, puzzles(alone), "the main file alone has run 1's puzzle only")
}

func TestWALTornOrDamagedKeepsTheLastCommittedState(t *testing.T) {
	wal := fixtureWAL(t)
	flipped := append([]byte{}, wal...)
	flipped[len(flipped)-7] ^= 0x40 // in the last frame's page: its checksum fails
	badSalt := append([]byte{}, wal...)
	badSalt[walCut(26)+8] ^= 1 // frame 27's salt-1: a frame of an older log generation
	badMagic := append([]byte{}, wal...)
	badMagic[0] = 0

	for _, tc := range []struct {
		name   string
		wal    []byte
		golden string
	}{
		{"torn last frame", wal[:len(wal)-100], "v3-wal.db.torn.json"},
		{"last frame's page damaged", flipped, "v3-wal.db.torn.json"},
		{"frame 27 from another generation", badSalt, "v3-wal.db.torn.json"},
		{"log header not valid: ignored as SQLite ignores it", badMagic, "v3-wal.db.nowal.json"},
		{"log cut inside its header", wal[:20], "v3-wal.db.nowal.json"},
		{"empty log", []byte{}, "v3-wal.db.nowal.json"},
		{"whole log", wal, "v3-wal.db.json"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f, err := Open(copyFixture(t, "v3-wal.db", tc.wal))
			require.NoError(t, err)
			assertGolden(t, f, tc.golden)
		})
	}
}

func TestWALCommitsCountWhole(t *testing.T) {
	wal := fixtureWAL(t)
	for _, tc := range []struct {
		frames                   int
		pages, exercises, puzzle int
	}{
		{0, 2, 1, 1},  // header only
		{1, 2, 1, 1},  // the first transaction without its commit frame
		{2, 3, 1, 1},  // lesson page 2 committed
		{9, 3, 1, 1},  // the exercise's transaction cut before its commit
		{10, 3, 2, 1}, // the exercise committed
		{25, 3, 2, 1},
		{26, 3, 2, 2},
		{38, 3, 2, 2},
		{39, 3, 2, 3},
	} {
		f, err := Open(copyFixture(t, "v3-wal.db", wal[:walCut(tc.frames)]))
		require.NoError(t, err, "%d frames", tc.frames)
		n := countRows(t, f)
		assert.Equal(t, []int{tc.pages, tc.exercises, tc.puzzle}, []int{n["lesson_page"], n["exercise_attempt"], n["puzzle_attempt"]},
			"log cut after %d frames", tc.frames)
	}
}

func TestOpenWritesNothing(t *testing.T) {
	path := copyFixture(t, "v3-wal.db", fixtureWAL(t))
	dir := filepath.Dir(path)
	require.NoError(t, os.Chmod(path, 0o400))
	require.NoError(t, os.Chmod(path+"-wal", 0o400))
	before := listing(t, dir)
	f, err := Open(path)
	require.NoError(t, err)
	readAll(t, f)
	assert.Equal(t, before, listing(t, dir), "no -shm, no journal, no change to the files")
}

// listing is each file of dir with its size, mode and modification time.
func listing(t *testing.T, dir string) map[string]string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	out := map[string]string{}
	for _, e := range entries {
		info, err := e.Info()
		require.NoError(t, err)
		data, err := os.ReadFile(filepath.Join(dir, e.Name()))
		require.NoError(t, err)
		out[e.Name()] = fmt.Sprintf("%s %s %x", info.ModTime(), info.Mode(), sha256.Sum256(data))
	}
	return out
}

func tableNamed(t *testing.T, f *File, name string) Table {
	t.Helper()
	for _, tab := range f.Tables() {
		if tab.Name == name {
			return tab
		}
	}
	t.Fatalf("no table %s", name)
	return Table{}
}

func columnOf(t *testing.T, tab Table, name string) int {
	t.Helper()
	for i, c := range tab.Columns {
		if c == name {
			return i
		}
	}
	t.Fatalf("no column %s in %s", name, tab.Name)
	return -1
}
