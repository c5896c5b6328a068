package progress

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"testing"
)

// Whatever bytes the file holds (a bbolt file of rithmo's, damaged in any
// way, a SQLite file of an older rithmo, anything), Open does not panic, a
// file it opens can be read and written without a panic, and a file it
// refuses is left byte for byte as it was.
func FuzzOpenRefusesWithoutWriting(f *testing.F) {
	real := filepath.Join(f.TempDir(), "real.db")
	s, err := Open(real)
	if err != nil {
		f.Fatal(err)
	}
	if err := s.RecordExercise(ExerciseAttempt{Lesson: "ratios", Answer: "7"}); err != nil {
		f.Fatal(err)
	}
	s.Close()
	db, err := os.ReadFile(real)
	if err != nil {
		f.Fatal(err)
	}
	// A file of several levels of pages, with a freelist.
	big := filepath.Join(f.TempDir(), "big.db")
	s, err = Open(big)
	if err != nil {
		f.Fatal(err)
	}
	for i := range 150 {
		if err := s.RecordPuzzle(PuzzleAttempt{Puzzle: fmt.Sprint("p", i), Rules: "fulke1", Themes: []string{"siege"}, Answer: "b5", Goal: "capture e11"}); err != nil {
			f.Fatal(err)
		}
	}
	bigData, err := os.ReadFile(big)
	if err != nil {
		f.Fatal(err)
	}
	v3, err := os.ReadFile(filepath.Join("testdata", "legacy", "v3.db"))
	if err != nil {
		f.Fatal(err)
	}
	f.Add([]byte{})
	f.Add([]byte("SQLite format 3\x00"))
	f.Add(db)
	f.Add(db[:len(db)/2])
	f.Add(db[:100])
	flipped := bytes.Clone(db)
	flipped[len(flipped)-300] ^= 0xff
	f.Add(flipped)
	f.Add([]byte("not a database at all\n"))
	f.Add(bigData)
	for _, off := range []int{2*4096 + 8, 3*4096 + 16, 4*4096 + 24, 5*4096 + 100} {
		if off < len(bigData) {
			b := bytes.Clone(bigData)
			b[off] ^= 0x41 // a page's flags, an element's position or size, a value
			f.Add(b)
		}
	}
	f.Add(v3)
	f.Add(v3[:len(v3)/2])

	f.Fuzz(func(t *testing.T, data []byte) {
		path := filepath.Join(t.TempDir(), "p.db")
		if err := os.WriteFile(path, data, 0o600); err != nil {
			t.Fatal(err)
		}
		s, err := Open(path)
		if err == nil {
			_, _ = s.Report()
			_, _ = s.ClassReport("")
			_, _ = s.Due()
			_ = s.RecordPuzzle(PuzzleAttempt{Puzzle: "p3", Rules: "fulke1", Answer: "x", Goal: "capture e11"})
			s.Close()
			return
		}
		var fe *ForeignError
		if !errors.As(err, &fe) {
			return // an I/O error, say: nothing more to check
		}
		after, rerr := os.ReadFile(path)
		if rerr != nil {
			t.Fatal(rerr)
		}
		if !bytes.Equal(data, after) {
			t.Fatalf("a refused file was changed (%v)", err)
		}
	})
}

// Whatever the fields of the first 100 bytes of a real rithmo file say
// (for a bbolt file: page 0's header and meta, its magic, version, page
// size, root, freelist, page count, transaction id and checksum; for a
// SQLite file of an older rithmo, v3.db: page size, format versions, page
// count, schema cookie and format, text encoding, user_version,
// application_id, ...), Open and Read neither panic nor change a file they
// refuse. This is how review D2 (a negative user_version) was found.
func FuzzHeaderFields(f *testing.F) {
	real := filepath.Join(f.TempDir(), "real.db")
	s, err := Open(real)
	if err != nil {
		f.Fatal(err)
	}
	if err := s.RecordPuzzle(PuzzleAttempt{Puzzle: "p", Rules: "fulke1", Themes: []string{"siege"}, Answer: "b5"}); err != nil {
		f.Fatal(err)
	}
	s.Close()
	bolt, err := os.ReadFile(real)
	if err != nil {
		f.Fatal(err)
	}
	legacy, err := os.ReadFile(filepath.Join("testdata", "legacy", "v3.db"))
	if err != nil {
		f.Fatal(err)
	}
	// offset in the header, and the big-endian value written there (as
	// many bytes as the field has), in the SQLite file or the bbolt one.
	for _, sqlite := range []bool{true, false} {
		f.Add(uint8(60), uint32(0xffffffff), sqlite) // user_version -1; bbolt: the transaction id
		f.Add(uint8(60), uint32(0x80000000), sqlite) // user_version most negative
		f.Add(uint8(60), uint32(0), sqlite)          // user_version 0 with tables
		f.Add(uint8(60), uint32(99), sqlite)         // a newer schema
		f.Add(uint8(16), uint32(1), sqlite)          // page size 65536; bbolt: the meta's magic
		f.Add(uint8(16), uint32(300), sqlite)        // page size not a power of two
		f.Add(uint8(18), uint32(0x0303), sqlite)     // unknown file format versions
		f.Add(uint8(28), uint32(0xffffffff), sqlite) // page count; bbolt: the meta's flags
		f.Add(uint8(40), uint32(7), sqlite)          // schema cookie; bbolt: the sequence
		f.Add(uint8(44), uint32(9), sqlite)          // schema format
		f.Add(uint8(56), uint32(3), sqlite)          // text encoding UTF-16be; bbolt: the page count
		f.Add(uint8(52), uint32(1), sqlite)          // auto-vacuum root
		f.Add(uint8(68), uint32(0), sqlite)          // application_id removed
		f.Add(uint8(20), uint32(0xff), sqlite)       // reserved bytes per page; bbolt: the version
		f.Add(uint8(32), uint32(2), sqlite)          // bbolt: the root bucket's page
		f.Add(uint8(48), uint32(1), sqlite)          // bbolt: the freelist's page
		f.Add(uint8(24), uint32(8192), sqlite)       // bbolt: the page size
	}

	f.Fuzz(func(t *testing.T, offset uint8, value uint32, sqlite bool) {
		db := bolt
		if sqlite {
			db = legacy
		}
		data := bytes.Clone(db)
		off := int(offset) % 100
		switch {
		case off >= 16 && off < 18:
			binary.BigEndian.PutUint16(data[16:], uint16(value))
		case off >= 18 && off < 24:
			data[off] = byte(value)
		default:
			off &^= 3
			binary.BigEndian.PutUint32(data[off:], value)
		}
		dir := t.TempDir()
		path := filepath.Join(dir, "p.db")
		if err := os.WriteFile(path, data, 0o600); err != nil {
			t.Fatal(err)
		}
		_, _ = Read(path)
		s, err := Open(path)
		if err == nil {
			if err := s.RecordExercise(ExerciseAttempt{Lesson: "l", Answer: "a"}); err != nil {
				var se *StoreError
				var fe *ForeignError
				if !errors.As(err, &se) && !errors.As(err, &fe) {
					t.Fatalf("a write failed in words not ours: %v", err)
				}
			}
			s.Close()
			return
		}
		var fe *ForeignError
		if !errors.As(err, &fe) {
			return
		}
		after, rerr := os.ReadFile(path)
		if rerr != nil {
			t.Fatal(rerr)
		}
		if !bytes.Equal(data, after) {
			t.Fatalf("a refused file was changed (%v)", err)
		}
	})
}
