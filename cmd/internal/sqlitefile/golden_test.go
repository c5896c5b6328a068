package sqlitefile

import (
	"bytes"
	"encoding/hex"
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// legacy is where the progress files that rithmo wrote with SQLite are kept,
// with what modernc.org/sqlite read from them (README.md there).
const legacy = "../progress/testdata/legacy"

// goldenFile is a fixture's tables as modernc read them. Integers are JSON
// numbers, reals {"real": "..."}, blobs {"blob": "hex"}.
type goldenFile struct {
	ApplicationID int32 `json:"application_id"`
	UserVersion   int32 `json:"user_version"`
	Tables        []struct {
		Name         string              `json:"name"`
		Columns      []string            `json:"columns"`
		WithoutRowID bool                `json:"without_rowid"`
		Rows         [][]json.RawMessage `json:"rows"`
	} `json:"tables"`
}

func readGolden(t *testing.T, name string) goldenFile {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(legacy, name))
	require.NoError(t, err)
	var g goldenFile
	require.NoError(t, json.Unmarshal(data, &g))
	return g
}

// goldenValue decodes one value of a golden row.
func goldenValue(t *testing.T, raw json.RawMessage) any {
	t.Helper()
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	var v any
	require.NoError(t, dec.Decode(&v))
	switch x := v.(type) {
	case nil, string:
		return x
	case json.Number:
		n, err := strconv.ParseInt(string(x), 10, 64)
		require.NoError(t, err)
		return n
	case map[string]any:
		if r, ok := x["real"].(string); ok {
			f, err := strconv.ParseFloat(r, 64)
			require.NoError(t, err)
			return f
		}
		if b, ok := x["blob"].(string); ok {
			out, err := hex.DecodeString(b)
			require.NoError(t, err)
			return out
		}
	}
	t.Fatalf("golden value %s", raw)
	return nil
}

// readAll reads every table of f as Tables and Rows give them.
func readAll(t *testing.T, f *File) map[string][][]any {
	t.Helper()
	out := map[string][][]any{}
	for _, tab := range f.Tables() {
		rows := [][]any{}
		require.NoError(t, f.Rows(tab.Name, func(row []any) error {
			require.Len(t, row, len(tab.Columns), "table %s", tab.Name)
			rows = append(rows, row)
			return nil
		}))
		out[tab.Name] = rows
	}
	return out
}

// assertGolden checks that f reads exactly as modernc read the fixture.
func assertGolden(t *testing.T, f *File, golden string) {
	t.Helper()
	g := readGolden(t, golden)
	assert.Equal(t, g.ApplicationID, f.ApplicationID(), "application id")
	assert.Equal(t, g.UserVersion, f.UserVersion(), "user version")
	var want []Table
	for _, gt := range g.Tables {
		want = append(want, Table{Name: gt.Name, Columns: gt.Columns, WithoutRowID: gt.WithoutRowID})
	}
	require.Equal(t, want, f.Tables())
	got := readAll(t, f)
	for _, gt := range g.Tables {
		rows := got[gt.Name]
		require.Len(t, rows, len(gt.Rows), "rows of %s", gt.Name)
		for i, gr := range gt.Rows {
			wantRow := make([]any, len(gr))
			for k, raw := range gr {
				wantRow[k] = goldenValue(t, raw)
			}
			assert.Equal(t, wantRow, rows[i], "%s row %d", gt.Name, i)
		}
	}
}

func TestFixturesReadAsSQLiteReadThem(t *testing.T) {
	for _, name := range []string{"v1.db", "v2.db", "v3.db", "v2-then-v3.db", "class-v3.db", "v3-wal.db", "synthetic.db"} {
		t.Run(name, func(t *testing.T) {
			f, err := Open(filepath.Join(legacy, name))
			require.NoError(t, err)
			assertGolden(t, f, name+".json")
		})
	}
}
