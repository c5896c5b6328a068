package sqlitefile

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestPageSizesAndReservedBytes(t *testing.T) {
	for _, tc := range []struct{ pageSize, reserved int }{
		{512, 0}, {512, 32}, {1024, 255}, {4096, 0}, {4096, 12}, {65536, 0}, {65536, 200},
	} {
		b := newDB(tc.pageSize, tc.reserved)
		root := b.add()
		long := strings.Repeat("a long answer, ", 9000) // 135,000 bytes: overflow at every page size
		var cells [][]byte
		rows := [][]any{{int64(1), "short", nil}, {int64(2), long, []byte{1, 2, 3}}, {int64(7), "", 0.5}}
		for _, r := range rows {
			cells = append(cells, b.leafCell(r[0].(int64), record(nil, r[1], r[2])))
		}
		b.btree(root, tableLeaf, cells, 0)
		b.schema([3]any{"answers", "CREATE TABLE answers (id INTEGER PRIMARY KEY, text TEXT, extra)", root})
		path := b.write(t)

		f, err := Open(path)
		require.NoError(t, err, "page size %d, %d reserved", tc.pageSize, tc.reserved)
		assert.Equal(t, int32(9), f.UserVersion())
		assert.Equal(t, []Table{{Name: "answers", Columns: []string{"id", "text", "extra"}}}, f.Tables())
		var got [][]any
		require.NoError(t, f.Rows("answers", func(row []any) error { got = append(got, row); return nil }))
		assert.Equal(t, rows, got, "page size %d, %d reserved", tc.pageSize, tc.reserved)
	}
}

func TestDamagedTreesAreRefused(t *testing.T) {
	for _, tc := range []struct {
		name  string
		build func(b *dbBuilder) uint32 // returns the table's root
		want  string
	}{
		{"an interior page that is its own child", func(b *dbBuilder) uint32 {
			n := b.add()
			b.btree(n, tableInterior, nil, n)
			return n
		}, "page 2: reached twice: the b-tree loops"},
		{"two children that are the same page", func(b *dbBuilder) uint32 {
			n, leaf := b.add(), b.add()
			b.btree(leaf, tableLeaf, nil, 0)
			b.btree(n, tableInterior, [][]byte{append([]byte{0, 0, 0, byte(leaf)}, 5)}, leaf)
			return n
		}, "page 3: reached twice"},
		{"deeper than SQLite allows", func(b *dbBuilder) uint32 {
			first := b.add()
			n := first
			for range 25 {
				next := b.add()
				b.btree(n, tableInterior, nil, next)
				n = next
			}
			b.btree(n, tableLeaf, nil, 0)
			return first
		}, "deeper than 20 levels"},
		{"a child past the end", func(b *dbBuilder) uint32 {
			n := b.add()
			b.btree(n, tableInterior, nil, 99)
			return n
		}, "page 99: out of the database's 2 pages"},
		{"an index page where a table page should be", func(b *dbBuilder) uint32 {
			n := b.add()
			b.btree(n, indexLeaf, nil, 0)
			return n
		}, "page 2: b-tree page type 0xa"},
		{"a cell pointer outside the page", func(b *dbBuilder) uint32 {
			n := b.add()
			b.btree(n, tableLeaf, [][]byte{b.leafCell(1, record("x"))}, 0)
			b.pages[n-1][8], b.pages[n-1][9] = 0xff, 0xf0
			return n
		}, "page 2: cell 0 at offset 65520 is outside the cell area"},
		{"an overflow chain that ends early", func(b *dbBuilder) uint32 {
			n := b.add()
			b.btree(n, tableLeaf, [][]byte{b.leafCell(1, record(strings.Repeat("x", 3000)))}, 0)
			b.pages[2][0], b.pages[2][1], b.pages[2][2], b.pages[2][3] = 0, 0, 0, 0 // page 3 ends the chain
			return n
		}, "page 3: an overflow chain ends"},
		{"an overflow chain that loops", func(b *dbBuilder) uint32 {
			n := b.add()
			b.btree(n, tableLeaf, [][]byte{b.leafCell(1, record(strings.Repeat("x", 3000)))}, 0)
			b.pages[2][3] = 3 // page 3's next is page 3
			return n
		}, "page 3: overflow page reached twice"},
		{"a payload larger than the file", func(b *dbBuilder) uint32 {
			n := b.add()
			b.btree(n, tableLeaf, [][]byte{append(putVarint(1<<40), 1, 0)}, 0)
			return n
		}, "page 2: a payload of 1099511627776 bytes is larger than the database"},
		{"a record whose header runs past it", func(b *dbBuilder) uint32 {
			n := b.add()
			b.btree(n, tableLeaf, [][]byte{b.leafCell(1, []byte{9, 1, 1})}, 0)
			return n
		}, "page 2: table \"t\" row 1: malformed record: header size"},
		{"a reserved serial type", func(b *dbBuilder) uint32 {
			n := b.add()
			b.btree(n, tableLeaf, [][]byte{b.leafCell(1, []byte{2, 10})}, 0)
			return n
		}, "serial type 10 is reserved"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b := newDB(1024, 0)
			root := tc.build(b)
			b.schema([3]any{"t", "CREATE TABLE t (a)", root})
			f, err := Open(b.write(t))
			require.NoError(t, err)
			err = f.Rows("t", func([]any) error { return nil })
			require.Error(t, err)
			assert.Contains(t, err.Error(), "built.db: ")
			assert.Contains(t, err.Error(), tc.want)
		})
	}
}

func TestSmallDB(t *testing.T) {
	path := filepath.Join(t.TempDir(), "small.db")
	require.NoError(t, os.WriteFile(path, smallDB(), 0o600))
	f, err := Open(path)
	require.NoError(t, err)
	assert.Equal(t, []Table{
		{Name: "t", Columns: []string{"id", "s", "x"}},
		{Name: "w", Columns: []string{"v", "k", "n"}, WithoutRowID: true},
	}, f.Tables())
	var ids []any
	require.NoError(t, f.Rows("t", func(row []any) error { ids = append(ids, row[0]); return nil }))
	assert.Equal(t, []any{int64(0), int64(1), int64(2), int64(3), int64(4), int64(5)}, ids, "through the interior page, in order")
	var w [][]any
	require.NoError(t, f.Rows("w", func(row []any) error { w = append(w, row); return nil }))
	assert.Equal(t, [][]any{{"v", "k", int64(3)}}, w, "the key's columns first in the record, declared order in the row")
}
