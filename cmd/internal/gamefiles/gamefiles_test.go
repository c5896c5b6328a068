package gamefiles

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func read(t *testing.T, path string) string {
	t.Helper()
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	return string(data)
}

// Two sessions under one key: the second finds the first's game held,
// is told which, and plays a game of its own in a file of its own; every
// move of both is kept.
func TestTwoSessionsNeverWriteOverEachOther(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "games")
	first, record, held, err := Resume(dir)
	require.NoError(t, err)
	defer first.Release()
	assert.Nil(t, record, "nothing to resume in a new folder")
	assert.Empty(t, held)
	_, err = first.Save([]byte("first: a1"))
	require.NoError(t, err)

	second, record, held, err := Resume(dir)
	require.NoError(t, err)
	defer second.Release()
	assert.Nil(t, record, "the first session's game is not the second's to write")
	require.Equal(t, []Held{{Path: filepath.Join(dir, "current.game"), Record: []byte("first: a1")}}, held)
	assert.Equal(t, filepath.Join(dir, "current-2.game"), second.Path())

	for i := range 3 { // interleaved, as two students' turns would be
		_, err := first.Save(fmt.Appendf(nil, "first: %d moves", i+2))
		require.NoError(t, err)
		_, err = second.Save(fmt.Appendf(nil, "second: %d moves", i+1))
		require.NoError(t, err)
	}
	assert.Equal(t, "first: 4 moves", read(t, first.Path()))
	assert.Equal(t, "second: 3 moves", read(t, second.Path()))
}

// A released game is resumed by the next session; of the free games in
// play, the one saved last.
func TestResumeTheGameSavedLast(t *testing.T) {
	dir := t.TempDir()
	day := time.Date(2026, 12, 6, 10, 0, 0, 0, time.UTC)
	for _, tc := range []struct {
		name  string
		saved map[string]time.Time // file: when it was saved
		want  string
	}{
		{"one", map[string]time.Time{"current.game": day}, "current.game"},
		{"the later", map[string]time.Time{"current.game": day, "current-2.game": day.Add(time.Minute)}, "current-2.game"},
		{"the later, whatever its number", map[string]time.Time{"current.game": day.Add(time.Hour), "current-2.game": day}, "current.game"},
		{"a tie: the lower number", map[string]time.Time{"current-3.game": day, "current-2.game": day}, "current-2.game"},
		{"not a game in play", map[string]time.Time{"current-0.game": day.Add(time.Hour), "current-x.game": day.Add(time.Hour), "current-2.game": day}, "current-2.game"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dir := filepath.Join(dir, tc.name)
			require.NoError(t, os.MkdirAll(dir, 0o700))
			for name, at := range tc.saved {
				path := filepath.Join(dir, name)
				require.NoError(t, os.WriteFile(path, []byte(name), 0o600))
				require.NoError(t, os.Chtimes(path, at, at))
			}
			c, record, held, err := Resume(dir)
			require.NoError(t, err)
			defer c.Release()
			assert.Equal(t, tc.want, string(record))
			assert.Equal(t, filepath.Join(dir, tc.want), c.Path())
			assert.Empty(t, held)
		})
	}
}

func TestReleaseLetsAnotherResume(t *testing.T) {
	dir := t.TempDir()
	first, err := New(dir)
	require.NoError(t, err)
	_, err = first.Save([]byte("a1"))
	require.NoError(t, err)
	first.Release()
	first.Release() // twice is once
	_, err = first.Save([]byte("a1 b2"))
	require.Error(t, err, "a released game is not written")
	_, err = first.Finish("2026-12-06", []byte("a1 b2"))
	require.Error(t, err)

	next, record, held, err := Resume(dir)
	require.NoError(t, err)
	defer next.Release()
	assert.Equal(t, "a1", string(record))
	assert.Empty(t, held)
	assert.Equal(t, first.Path(), next.Path())
}

// A new game never takes the file of a game in play, held or not.
func TestNewKeepsEveryGameInPlay(t *testing.T) {
	dir := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(dir, "current.game"), []byte("left off"), 0o600))
	held, err := New(dir)
	require.NoError(t, err)
	defer held.Release()
	assert.Equal(t, filepath.Join(dir, "current-2.game"), held.Path(), "current.game was left off: kept")

	c, err := New(dir)
	require.NoError(t, err)
	defer c.Release()
	assert.Equal(t, filepath.Join(dir, "current-3.game"), c.Path(), "current-2.game is held, even before its first save")
	assert.Equal(t, "left off", read(t, filepath.Join(dir, "current.game")))
}

func TestFinish(t *testing.T) {
	dir := t.TempDir()
	c, err := New(dir)
	require.NoError(t, err)
	defer c.Release()
	for i, want := range []string{"2026-12-06-1.game", "2026-12-06-2.game"} {
		_, err := c.Save([]byte("in play"))
		require.NoError(t, err)
		path, err := c.Finish("2026-12-06", fmt.Appendf(nil, "game %d", i+1))
		require.NoError(t, err)
		assert.Equal(t, filepath.Join(dir, want), path)
		assert.Equal(t, fmt.Sprintf("game %d", i+1), read(t, path))
		assert.NoFileExists(t, c.Path(), "the game is no longer in play")
	}
	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	assert.Equal(t, []string{".current.game.lock", "2026-12-06-1.game", "2026-12-06-2.game"}, names, "no temporary file left")
}

// A learner's games are theirs alone: the folder 0700, every file 0600,
// whatever the umask.
func TestModes(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "a", "games")
	c, err := New(dir)
	require.NoError(t, err)
	defer c.Release()
	_, err = c.Save([]byte("x"))
	require.NoError(t, err)
	_, err = c.Finish("2026-12-06", []byte("y"))
	require.NoError(t, err)
	info, err := os.Stat(dir)
	require.NoError(t, err)
	assert.Equal(t, os.FileMode(0o700), info.Mode().Perm())
	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	for _, e := range entries {
		info, err := e.Info()
		require.NoError(t, err)
		assert.Equal(t, os.FileMode(0o600), info.Mode().Perm(), e.Name())
	}
}

// Many sessions under one key at once, each resuming what it can, then
// playing and finishing while all hold their games: no two hold the same
// file, every save reads back as its session wrote it, and no two finished
// games share a name.
func TestManySessionsAtOnceLoseNothing(t *testing.T) {
	dir := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(dir, "current.game"), []byte("left off"), 0o600))
	const sessions, moves = 8, 20
	claims := make([]*Claim, sessions)
	resumed := make([]string, sessions)
	var wg sync.WaitGroup
	for s := range sessions {
		wg.Add(1)
		go func() {
			defer wg.Done()
			c, record, _, err := Resume(dir)
			assert.NoError(t, err)
			claims[s], resumed[s] = c, string(record)
		}()
	}
	wg.Wait()
	require.NotContains(t, claims, (*Claim)(nil))
	held := map[string]bool{}
	for _, c := range claims {
		held[c.Path()] = true
	}
	assert.Len(t, held, sessions, "each session holds a game of its own")
	sort.Strings(resumed)
	assert.Equal(t, "left off", resumed[sessions-1], "the game left off is resumed by one session")
	assert.Empty(t, resumed[sessions-2], "and by one only")

	finished := make([]string, sessions)
	for s, c := range claims {
		wg.Add(1)
		go func() {
			defer wg.Done()
			defer c.Release()
			for m := range moves {
				record := fmt.Sprintf("session %d move %d", s, m)
				path, err := c.Save([]byte(record))
				if !assert.NoError(t, err) {
					return
				}
				data, err := os.ReadFile(path)
				assert.NoError(t, err)
				assert.Equal(t, record, string(data))
			}
			path, err := c.Finish("2026-12-06", fmt.Appendf(nil, "session %d over", s))
			assert.NoError(t, err)
			finished[s] = path
		}()
	}
	wg.Wait()
	for s, path := range finished {
		assert.Equal(t, fmt.Sprintf("session %d over", s), read(t, path))
	}
	sort.Strings(finished)
	assert.Equal(t, len(finished), len(slices.Compact(finished)), "each finished game under a name of its own")
}
