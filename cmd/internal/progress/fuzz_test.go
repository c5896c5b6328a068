package progress

import (
	"bytes"
	"encoding/binary"
	"errors"
	"os"
	"path/filepath"
	"testing"
)

// Whatever bytes the file holds, Open does not panic, and a file it refuses
// is left byte for byte as it was.
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
	f.Add([]byte{})
	f.Add([]byte("SQLite format 3\x00"))
	f.Add(db)
	f.Add(db[:len(db)/2])
	f.Add(db[:100])
	flipped := bytes.Clone(db)
	flipped[len(flipped)-300] ^= 0xff
	f.Add(flipped)
	f.Add([]byte("not a database at all\n"))

	f.Fuzz(func(t *testing.T, data []byte) {
		path := filepath.Join(t.TempDir(), "p.db")
		if err := os.WriteFile(path, data, 0o600); err != nil {
			t.Fatal(err)
		}
		s, err := Open(path)
		if err == nil {
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

// Whatever the fields of the 100-byte header of a real rithmo database say
// (page size, format versions, page count, schema cookie and format, text
// encoding, user_version, application_id, ...), Open and Read neither panic
// nor change a file they refuse. This is how review D2 (a negative
// user_version) was found.
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
	db, err := os.ReadFile(real)
	if err != nil {
		f.Fatal(err)
	}
	// offset in the header, and the big-endian value written there (as
	// many bytes as the field has).
	f.Add(uint8(60), uint32(0xffffffff)) // user_version -1
	f.Add(uint8(60), uint32(0x80000000)) // user_version most negative
	f.Add(uint8(60), uint32(0))          // user_version 0 with tables
	f.Add(uint8(60), uint32(99))         // a newer schema
	f.Add(uint8(16), uint32(1))          // page size 65536
	f.Add(uint8(16), uint32(300))        // page size not a power of two
	f.Add(uint8(18), uint32(0x0303))     // unknown file format versions
	f.Add(uint8(28), uint32(0xffffffff)) // page count
	f.Add(uint8(40), uint32(7))          // schema cookie
	f.Add(uint8(44), uint32(9))          // schema format
	f.Add(uint8(56), uint32(3))          // text encoding UTF-16be
	f.Add(uint8(52), uint32(1))          // auto-vacuum root
	f.Add(uint8(68), uint32(0))          // application_id removed
	f.Add(uint8(20), uint32(0xff))       // reserved bytes per page

	f.Fuzz(func(t *testing.T, offset uint8, value uint32) {
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
