package sqlitefile

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// FuzzOpen feeds damaged and hostile files (and logs, and journals) to Open, Tables and
// every Rows: each must end, without a panic, in rows or in an error that
// names the file.
func FuzzOpen(f *testing.F) {
	for _, name := range []string{"v1.db", "v2.db", "v3.db", "v2-then-v3.db", "class-v3.db", "synthetic.db", "v3-wal.db", "hot-v1.db"} {
		db, err := os.ReadFile(filepath.Join(legacy, name))
		if err != nil {
			f.Fatal(err)
		}
		wal, _ := os.ReadFile(filepath.Join(legacy, name+"-wal"))
		journal, _ := os.ReadFile(filepath.Join(legacy, name+"-journal"))
		f.Add(db, wal, journal)
		if len(journal) > 0 {
			f.Add(db, wal, journal[:len(journal)/3])
			flipped := append([]byte{}, journal...)
			flipped[700] ^= 1
			f.Add(db, wal, flipped)
		}
		for _, cut := range []int{4096, len(db) / 2} {
			f.Add(db[:cut], []byte(nil), []byte(nil))
		}
		for _, at := range []int{103, 4096 + 9, len(db) / 3} {
			flipped := append([]byte{}, db...)
			flipped[at] ^= 0x5a
			f.Add(flipped, wal, journal)
		}
		if len(wal) > 0 {
			f.Add(db, wal[:len(wal)/2], []byte(nil))
			flipped := append([]byte{}, wal...)
			flipped[33] ^= 1
			f.Add(db, flipped, []byte(nil))
		}
	}
	small := smallDB()
	f.Add(small, []byte(nil), []byte(nil))
	for _, at := range []int{16, 20, 56, 100, 103, 108, 512 + 3, 512 + 8, 1024 + 10, 1536 + 5, 2048 + 12, len(small) - 100} {
		flipped := append([]byte{}, small...)
		flipped[at] ^= 0xa5
		f.Add(flipped, []byte(nil), []byte(nil))
	}
	f.Fuzz(func(t *testing.T, db, wal, journal []byte) {
		dir := t.TempDir()
		path := filepath.Join(dir, "fuzz.db")
		if err := os.WriteFile(path, db, 0o600); err != nil {
			t.Fatal(err)
		}
		if len(wal) > 0 {
			if err := os.WriteFile(path+"-wal", wal, 0o600); err != nil {
				t.Fatal(err)
			}
		}
		if len(journal) > 0 {
			if err := os.WriteFile(path+"-journal", journal, 0o600); err != nil {
				t.Fatal(err)
			}
		}
		file, err := Open(path)
		if err != nil {
			if !strings.HasPrefix(err.Error(), path) {
				t.Fatalf("the error does not name the file: %v", err)
			}
			return
		}
		for _, tab := range file.Tables() {
			err := file.Rows(tab.Name, func(row []any) error {
				if len(row) != len(tab.Columns) {
					t.Fatalf("table %s: %d values for %d columns", tab.Name, len(row), len(tab.Columns))
				}
				return nil
			})
			if err != nil && !strings.HasPrefix(err.Error(), path) {
				t.Fatalf("the error does not name the file: %v", err)
			}
		}
	})
}
