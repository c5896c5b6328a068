package sqlitefile

import (
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestOpenRefuses(t *testing.T) {
	v3, err := os.ReadFile(filepath.Join(legacy, "v3.db"))
	require.NoError(t, err)
	patched := func(off int, b ...byte) []byte {
		out := append([]byte{}, v3...)
		copy(out[off:], b)
		return out
	}
	for _, tc := range []struct {
		name string
		data []byte
		want string
	}{
		{"empty", []byte{}, "the database is empty: nothing recorded"},
		{"text", []byte("lesson: multiplex\npage: 3\n"), "not a SQLite 3 database"},
		{"a bbolt file or anything else", append(make([]byte, 4096), v3[16:]...), "not a SQLite 3 database"},
		{"header only", v3[:100], "page 1: beyond the end of the file (100 bytes)"},
		{"UTF-16le", patched(56, 0, 0, 0, 2), "the text is UTF-16 (encoding 2): only UTF-8 databases can be read"},
		{"UTF-16be", patched(56, 0, 0, 0, 3), "UTF-16 (encoding 3)"},
		{"page size not a power of two", patched(16, 0x0f, 0xa0), "page size 4000 is not a power of two"},
		{"newer read version", patched(19, 3), "file format read version 3 is newer"},
		{"odd payload fractions", patched(21, 65), "payload fractions 65/32/32"},
		{"unknown encoding", patched(56, 0, 0, 0, 9), "unknown text encoding 9"},
		{"schema format 5", patched(44, 0, 0, 0, 5), "schema format 5 is newer"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "progress.db")
			require.NoError(t, os.WriteFile(path, tc.data, 0o600))
			_, err := Open(path)
			require.Error(t, err)
			assert.Contains(t, err.Error(), path+": ")
			assert.Contains(t, err.Error(), tc.want)
		})
	}
}

func TestOpenRefusesTooLarge(t *testing.T) {
	path := filepath.Join(t.TempDir(), "huge.db")
	fh, err := os.Create(path)
	require.NoError(t, err)
	require.NoError(t, fh.Truncate(1<<30+1)) // sparse: nothing is written
	require.NoError(t, fh.Close())
	_, err = Open(path)
	require.EqualError(t, err, path+": 1073741825 bytes: larger than the 1 GiB this reader accepts")
}

func TestOpenMissingOrFolder(t *testing.T) {
	dir := t.TempDir()
	_, err := Open(filepath.Join(dir, "none.db"))
	assert.ErrorIs(t, err, os.ErrNotExist)
	_, err = Open(dir)
	assert.ErrorContains(t, err, dir+": not a regular file")
}

func TestTruncatedFileNamesThePage(t *testing.T) {
	v3, err := os.ReadFile(filepath.Join(legacy, "v3.db"))
	require.NoError(t, err)
	for _, pages := range []int{1, 6, 20, 30, 33} {
		path := filepath.Join(t.TempDir(), "cut.db")
		require.NoError(t, os.WriteFile(path, v3[:pages*4096], 0o600))
		want := `cut\.db: page \d+: beyond the end of the file \(` + strconv.Itoa(pages*4096) + ` bytes\)`
		f, err := Open(path)
		if err != nil {
			assert.Regexp(t, want, err.Error(), "%d pages", pages)
			continue
		}
		var failed int
		for _, tab := range f.Tables() {
			if err := f.Rows(tab.Name, func([]any) error { return nil }); err != nil {
				assert.Regexp(t, want, err.Error())
				failed++
			}
		}
		assert.Positive(t, failed, "%d pages", pages)
	}
}

func TestRows(t *testing.T) {
	f, err := Open(filepath.Join(legacy, "v3.db"))
	require.NoError(t, err)
	t.Run("unknown table", func(t *testing.T) {
		err := f.Rows("answers", func([]any) error { return nil })
		assert.EqualError(t, err, filepath.Join(legacy, "v3.db")+`: no table "answers"`)
	})
	t.Run("sqlite's own tables are not listed", func(t *testing.T) {
		for _, tab := range f.Tables() {
			assert.NotContains(t, tab.Name, "sqlite_")
		}
	})
	t.Run("names compare as SQLite compares them", func(t *testing.T) {
		var n int
		require.NoError(t, f.Rows("LESSON_Visit", func([]any) error { n++; return nil }))
		assert.Equal(t, 3, n)
	})
	t.Run("fn's error stops the walk and is returned as is", func(t *testing.T) {
		stop := errors.New("enough")
		var n int
		err := f.Rows("lesson_page", func([]any) error {
			n++
			if n == 2 {
				return stop
			}
			return nil
		})
		assert.Same(t, stop, err)
		assert.Equal(t, 2, n)
	})
	t.Run("Tables returns copies", func(t *testing.T) {
		f.Tables()[0].Columns[0] = "changed"
		assert.Equal(t, "lesson", f.Tables()[0].Columns[0])
	})
	t.Run("rows may be kept", func(t *testing.T) {
		var rows [][]any
		require.NoError(t, f.Rows("lesson_visit", func(row []any) error { rows = append(rows, row); return nil }))
		assert.Equal(t, "battle-of-numbers", rows[0][0])
		assert.Equal(t, "how-numbers-are-born", rows[1][0])
	})
}
