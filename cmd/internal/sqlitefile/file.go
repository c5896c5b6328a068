package sqlitefile

import (
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
)

// maxFileSize caps what Open reads, for the main file and the log alike: a
// progress file is tens of kilobytes, and a larger one is not worth reading
// into memory (SQLite's lock-byte page also starts at 1 GiB).
const maxFileSize = 1 << 30

// maxDepth is the deepest b-tree SQLite itself accepts (BTCURSOR_MAX_DEPTH).
const maxDepth = 20

// headerMagic starts every SQLite 3 database file.
const headerMagic = "SQLite format 3\x00"

// ErrEmpty is wrapped by Open's error for an empty database: a file of no
// bytes, or one that only a transaction that never committed had written
// (its journal rolls it back to nothing). It holds nothing to import.
var ErrEmpty = errors.New("the database is empty")

// File is a SQLite database read into memory, with its log applied.
type File struct {
	path     string
	data     []byte         // the main file
	wal      map[uint32]int // page number -> offset of its newest committed frame's page in walData
	walData  []byte
	pageSize int
	usable   int    // page size less the reserved bytes at the end of each page
	pages    uint32 // pages in the database
	appID    int32
	userVer  int32
	tables   []Table
	schema   []tableSchema // parallel to tables
}

// Table is one table of the database, as declared.
type Table struct {
	Name         string
	Columns      []string // in declaration order
	WithoutRowID bool
}

// Open reads the database at path, and path+"-wal" when present (applying the
// frames of committed transactions whose salts and checksums are valid, as
// SQLite would). It never writes, creates or locks anything. Errors name the
// path and what is wrong.
func Open(path string) (*File, error) {
	data, err := readCapped(path)
	if err != nil {
		return nil, err
	}
	walData, err := readCapped(path + "-wal")
	if err != nil && !errors.Is(err, os.ErrNotExist) {
		return nil, err
	}
	f := &File{path: path}
	journal, err := readCapped(path + "-journal")
	if err != nil && !errors.Is(err, os.ErrNotExist) {
		return nil, err
	}
	if len(journal) > 0 && len(data) > 0 {
		// SQLite deletes a journal beside an empty file rather than play it.
		if data, err = f.rollBack(data, journal); err != nil {
			return nil, err
		}
	}
	f.data = data
	if len(data) == 0 && len(walData) == 0 {
		return nil, fmt.Errorf("%s: %w: nothing recorded", path, ErrEmpty)
	}
	if len(data) > 0 {
		if err := f.pageSizeOf(data); err != nil {
			return nil, err
		}
	}
	if len(walData) > 0 {
		if err := f.applyWAL(walData); err != nil {
			return nil, err
		}
	}
	if f.pageSize == 0 {
		// An empty main file whose log holds no committed transaction.
		return nil, fmt.Errorf("%s: %w: nothing recorded", path, ErrEmpty)
	}
	if err := f.readHeader(); err != nil {
		return nil, err
	}
	if err := f.readSchema(); err != nil {
		return nil, err
	}
	return f, nil
}

// readCapped reads a whole file, refusing one over maxFileSize before
// reading it.
func readCapped(path string) ([]byte, error) {
	fh, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer fh.Close()
	st, err := fh.Stat()
	if err != nil {
		return nil, err
	}
	if !st.Mode().IsRegular() {
		return nil, fmt.Errorf("%s: not a regular file", path)
	}
	if st.Size() > maxFileSize {
		return nil, fmt.Errorf("%s: %d bytes: larger than the 1 GiB this reader accepts", path, st.Size())
	}
	// Read no more than the cap even if the file grows meanwhile.
	data, err := io.ReadAll(io.LimitReader(fh, maxFileSize+1))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	if len(data) > maxFileSize {
		return nil, fmt.Errorf("%s: larger than the 1 GiB this reader accepts", path)
	}
	return data, nil
}

// pageSizeOf checks the main file's magic and reads its page size.
func (f *File) pageSizeOf(data []byte) error {
	if len(data) < 100 || string(data[:16]) != headerMagic {
		return fmt.Errorf("%s: not a SQLite 3 database (no \"SQLite format 3\" header)", f.path)
	}
	size, ok := decodePageSize(binary.BigEndian.Uint16(data[16:18]))
	if !ok {
		return fmt.Errorf("%s: header: page size %d is not a power of two from 512 to 65536", f.path, binary.BigEndian.Uint16(data[16:18]))
	}
	f.pageSize = size
	return nil
}

// decodePageSize reads the 2-byte page size, where 1 stands for 65536.
func decodePageSize(v uint16) (int, bool) {
	size := int(v)
	if v == 1 {
		size = 65536
	}
	if size < 512 || size > 65536 || size&(size-1) != 0 {
		return 0, false
	}
	return size, true
}

// readHeader reads the 100-byte header from page 1 as the log left it.
func (f *File) readHeader() error {
	p, err := f.page(1)
	if err != nil {
		return err
	}
	if len(p) < 100 || string(p[:16]) != headerMagic {
		return fmt.Errorf("%s: page 1: not a SQLite 3 database header", f.path)
	}
	if size, ok := decodePageSize(binary.BigEndian.Uint16(p[16:18])); !ok || size != f.pageSize {
		return fmt.Errorf("%s: page 1: the header's page size does not match the file's (%d)", f.path, f.pageSize)
	}
	if p[19] > 2 {
		return fmt.Errorf("%s: header: file format read version %d is newer than this reader (1 or 2)", f.path, p[19])
	}
	reserved := int(p[20])
	f.usable = f.pageSize - reserved
	if f.usable < 480 {
		return fmt.Errorf("%s: header: %d reserved bytes leave %d usable bytes per page (at least 480 needed)", f.path, reserved, f.usable)
	}
	if p[21] != 64 || p[22] != 32 || p[23] != 32 {
		return fmt.Errorf("%s: header: payload fractions %d/%d/%d, not the 64/32/32 every SQLite 3 writes", f.path, p[21], p[22], p[23])
	}
	switch enc := binary.BigEndian.Uint32(p[56:60]); enc {
	case 0, 1: // 0: a database with no schema yet; 1: UTF-8
	case 2, 3:
		return fmt.Errorf("%s: header: the text is UTF-16 (encoding %d): only UTF-8 databases can be read", f.path, enc)
	default:
		return fmt.Errorf("%s: header: unknown text encoding %d", f.path, enc)
	}
	if format := binary.BigEndian.Uint32(p[44:48]); format > 4 {
		return fmt.Errorf("%s: header: schema format %d is newer than this reader (1 to 4)", f.path, format)
	}
	f.userVer = int32(binary.BigEndian.Uint32(p[60:64]))
	f.appID = int32(binary.BigEndian.Uint32(p[68:72]))
	if f.pages == 0 {
		// No commit in the log said how large the database is: the header
		// does when it is valid (its change counter matches), else the file.
		n := uint32(len(f.data) / f.pageSize)
		if h := binary.BigEndian.Uint32(p[28:32]); h != 0 && binary.BigEndian.Uint32(p[24:28]) == binary.BigEndian.Uint32(p[92:96]) {
			n = h
		}
		f.pages = n
	}
	return nil
}

// page returns page n (from 1), from the log when a committed frame holds it.
func (f *File) page(n uint32) ([]byte, error) {
	if n == 0 || n > f.pages && f.pages != 0 {
		return nil, fmt.Errorf("%s: page %d: out of the database's %d pages", f.path, n, f.pages)
	}
	if off, ok := f.wal[n]; ok {
		return f.walData[off : off+f.pageSize], nil
	}
	start := int64(n-1) * int64(f.pageSize)
	end := start + int64(f.pageSize)
	if end > int64(len(f.data)) {
		return nil, fmt.Errorf("%s: page %d: beyond the end of the file (%d bytes)", f.path, n, len(f.data))
	}
	return f.data[start:end], nil
}

// available is how many pages can be read: those of the database that the
// file holds, and those the log holds.
func (f *File) available() uint32 {
	inFile := uint32(len(f.data) / f.pageSize)
	return min(inFile, f.pages) + uint32(len(f.wal))
}

// ApplicationID is the header's application id (offset 68, PRAGMA application_id).
func (f *File) ApplicationID() int32 { return f.appID }

// UserVersion is the header's user version (offset 60, PRAGMA user_version).
func (f *File) UserVersion() int32 { return f.userVer }

// Tables lists the tables in sqlite_schema order, without SQLite's own
// (sqlite_*) and without virtual tables, which have no b-tree to read.
func (f *File) Tables() []Table {
	out := make([]Table, len(f.tables))
	for i, t := range f.tables {
		out[i] = Table{Name: t.Name, Columns: append([]string(nil), t.Columns...), WithoutRowID: t.WithoutRowID}
	}
	return out
}

// Rows calls fn for each row of table, in key order, with values aligned with
// Table.Columns: nil, int64, float64, string or []byte. An INTEGER PRIMARY KEY
// column holds the rowid; a column missing from an older record (added later
// by ALTER TABLE ... ADD COLUMN ... DEFAULT x) holds its declared literal
// default (nil when none). fn's error stops the walk and is returned.
func (f *File) Rows(table string, fn func(row []any) error) error {
	i := f.lookup(table)
	if i < 0 {
		return fmt.Errorf("%s: no table %q", f.path, table)
	}
	t, s := f.tables[i], &f.schema[i]
	if s.virtualGenerated {
		return fmt.Errorf("%s: table %q has VIRTUAL generated columns, which this reader does not compute", f.path, t.Name)
	}
	w := f.newWalk()
	if t.WithoutRowID {
		return w.index(s.root, 0, func(payload []byte, pg uint32) error {
			row, err := s.rowFromIndex(payload)
			if err != nil {
				return f.damage(pg, "table %q: %v", t.Name, err)
			}
			return fn(row)
		})
	}
	return w.table(s.root, 0, func(rowid int64, payload []byte, pg uint32) error {
		row, err := s.rowFromTable(rowid, payload)
		if err != nil {
			return f.damage(pg, "table %q row %d: %v", t.Name, rowid, err)
		}
		return fn(row)
	})
}

// lookup finds a table by name, exactly or else as SQLite compares names
// (ASCII case-insensitively).
func (f *File) lookup(name string) int {
	for i, t := range f.tables {
		if t.Name == name {
			return i
		}
	}
	for i, t := range f.tables {
		if strings.EqualFold(t.Name, name) {
			return i
		}
	}
	return -1
}

// damage is an error about page pg of the file.
func (f *File) damage(pg uint32, format string, args ...any) error {
	return &pageError{path: f.path, page: pg, msg: fmt.Sprintf(format, args...)}
}

// pageError names the file and page where damage was found. It is kept apart
// from errors returned by fn, which Rows returns as they are.
type pageError struct {
	path string
	page uint32
	msg  string
}

func (e *pageError) Error() string {
	return fmt.Sprintf("%s: page %d: %s (the file is damaged)", e.path, e.page, e.msg)
}
