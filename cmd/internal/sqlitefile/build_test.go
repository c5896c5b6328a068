package sqlitefile

import (
	"encoding/binary"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// A small database writer for tests: page sizes and reserved bytes that no
// fixture has, and shapes (deep, looping) that SQLite never writes. It lays
// pages out as the file format says, independently of the reader.

func putVarint(v uint64) []byte {
	if v > 0x00ffffffffffffff {
		out := make([]byte, 9)
		out[8] = byte(v)
		v >>= 8
		for i := 7; i >= 0; i-- {
			out[i] = byte(v&0x7f) | 0x80
			v >>= 7
		}
		return out
	}
	var rev []byte
	for {
		rev = append(rev, byte(v&0x7f))
		v >>= 7
		if v == 0 {
			break
		}
	}
	out := make([]byte, len(rev))
	for i := range rev {
		out[i] = rev[len(rev)-1-i]
		if i < len(rev)-1 {
			out[i] |= 0x80
		}
	}
	return out
}

// record encodes values (nil, int64, float64, string, []byte) as a record.
func record(vals ...any) []byte {
	var types, body []byte
	for _, v := range vals {
		switch x := v.(type) {
		case nil:
			types = append(types, putVarint(0)...)
		case int64:
			types = append(types, putVarint(6)...)
			body = binary.BigEndian.AppendUint64(body, uint64(x))
		case float64:
			types = append(types, putVarint(7)...)
			body = binary.BigEndian.AppendUint64(body, math.Float64bits(x))
		case string:
			types = append(types, putVarint(uint64(13+2*len(x)))...)
			body = append(body, x...)
		case []byte:
			types = append(types, putVarint(uint64(12+2*len(x)))...)
			body = append(body, x...)
		}
	}
	h := len(types) + 1
	if h > 127 {
		h++
	}
	return append(append(putVarint(uint64(h)), types...), body...)
}

type dbBuilder struct {
	pageSize, reserved int
	pages              [][]byte
}

func (b *dbBuilder) usable() int { return b.pageSize - b.reserved }

// add appends a blank page (reserved bytes filled with junk) and returns its number.
func (b *dbBuilder) add() uint32 {
	p := make([]byte, b.pageSize)
	for i := b.usable(); i < b.pageSize; i++ {
		p[i] = 0xEE
	}
	b.pages = append(b.pages, p)
	return uint32(len(b.pages))
}

// btree writes a b-tree page of type typ holding cells, with right as its
// right-most child for an interior page.
func (b *dbBuilder) btree(n uint32, typ byte, cells [][]byte, right uint32) {
	p := b.pages[n-1]
	h := 0
	if n == 1 {
		h = 100
	}
	p[h] = typ
	hdr := 8
	if typ == tableInterior || typ == indexInterior {
		hdr = 12
		binary.BigEndian.PutUint32(p[h+8:], right)
	}
	binary.BigEndian.PutUint16(p[h+3:], uint16(len(cells)))
	end := b.usable()
	for i, c := range cells {
		end -= len(c)
		copy(p[end:], c)
		binary.BigEndian.PutUint16(p[h+hdr+2*i:], uint16(end))
	}
	binary.BigEndian.PutUint16(p[h+5:], uint16(end))
}

// leafCell is a table leaf cell, spilling onto new overflow pages as the
// format's X, M and K say.
func (b *dbBuilder) leafCell(rowid int64, payload []byte) []byte {
	u := b.usable()
	x, m := u-35, (u-12)*32/255-23
	p := len(payload)
	local := p
	if p > x {
		k := m + (p-m)%(u-4)
		local = m
		if k <= x {
			local = k
		}
	}
	cell := append(putVarint(uint64(p)), putVarint(uint64(rowid))...)
	cell = append(cell, payload[:local]...)
	if local == p {
		return cell
	}
	rest := payload[local:]
	first := b.add()
	cell = binary.BigEndian.AppendUint32(cell, first)
	for n := first; ; {
		take := min(len(rest), u-4)
		copy(b.pages[n-1][4:], rest[:take])
		rest = rest[take:]
		if len(rest) == 0 {
			break
		}
		next := b.add()
		binary.BigEndian.PutUint32(b.pages[n-1], next)
		n = next
	}
	return cell
}

// newDB starts a database whose page 1 holds the header and an empty schema.
func newDB(pageSize, reserved int) *dbBuilder {
	b := &dbBuilder{pageSize: pageSize, reserved: reserved}
	b.add()
	h := b.pages[0]
	copy(h, headerMagic)
	binary.BigEndian.PutUint16(h[16:], uint16(pageSize)) // 65536 wraps to 0...
	if pageSize == 65536 {
		binary.BigEndian.PutUint16(h[16:], 1) // ...and is written 1
	}
	h[18], h[19], h[20], h[21], h[22], h[23] = 1, 1, byte(reserved), 64, 32, 32
	binary.BigEndian.PutUint32(h[44:], 4)          // schema format
	binary.BigEndian.PutUint32(h[56:], 1)          // UTF-8
	binary.BigEndian.PutUint32(h[60:], 9)          // user version
	binary.BigEndian.PutUint32(h[68:], 0x52544D4F) // application id
	b.btree(1, tableLeaf, nil, 0)
	return b
}

// schema writes page 1's sqlite_schema rows: one table per (name, sql, root).
func (b *dbBuilder) schema(tables ...[3]any) {
	var cells [][]byte
	for i, t := range tables {
		rec := record("table", t[0], t[0], int64(t[2].(uint32)), t[1])
		cells = append(cells, append(append(putVarint(uint64(len(rec))), putVarint(uint64(i+1))...), rec...))
	}
	b.btree(1, tableLeaf, cells, 0)
}

// write saves the database, with the page count in the header.
func (b *dbBuilder) write(t *testing.T) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "built.db")
	require.NoError(t, os.WriteFile(path, b.bytes(), 0o600))
	return path
}

// bytes is the database file, with the page count in the header.
func (b *dbBuilder) bytes() []byte {
	binary.BigEndian.PutUint32(b.pages[0][28:], uint32(len(b.pages)))
	var data []byte
	for _, p := range b.pages {
		data = append(data, p...)
	}
	return data
}

// smallDB is a database of 512-byte pages with a rowid table (overflowing
// and with an interior page) and a WITHOUT ROWID table: a seed that fuzzing
// mutates quickly.
func smallDB() []byte {
	b := newDB(512, 8)
	var leaves []uint32
	var cells [][]byte
	for i := range 3 {
		leaf := b.add()
		b.btree(leaf, tableLeaf, [][]byte{
			b.leafCell(int64(2*i), record(nil, "row", float64(i))),
			b.leafCell(int64(2*i+1), record(nil, strings.Repeat("ab", 300*i), []byte{byte(i)})),
		}, 0)
		leaves = append(leaves, leaf)
		if i < 2 {
			cells = append(cells, append(binary.BigEndian.AppendUint32(nil, leaf), putVarint(uint64(2*i+1))...))
		}
	}
	root := b.add()
	b.btree(root, tableInterior, cells, leaves[2])
	idx := b.add()
	rec := record("k", int64(3), "v")
	b.btree(idx, indexLeaf, [][]byte{append(putVarint(uint64(len(rec))), rec...)}, 0)
	b.schema([3]any{"t", "CREATE TABLE t (id INTEGER PRIMARY KEY, s TEXT, x)", root},
		[3]any{"w", "CREATE TABLE w (v TEXT, k TEXT, n INTEGER, PRIMARY KEY (k, n)) WITHOUT ROWID", idx})
	return b.bytes()
}
