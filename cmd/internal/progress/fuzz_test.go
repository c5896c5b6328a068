package progress

import (
	"bytes"
	"encoding/binary"
	"errors"
	"os"
	"path/filepath"
	"testing"

	"github.com/rithmo/rithmo/lessons"
	"github.com/rithmo/rithmo/puzzles"
)

// Whatever bytes the file holds (a rithmo file damaged anywhere, another
// program's, noise), Open does not panic; a file it refuses is refused with
// a *ForeignError or *StoreError and left byte for byte as it was, with
// nothing beside it.
func FuzzOpenRefusesWithoutWriting(f *testing.F) {
	db := fuzzSeedFile(f)
	f.Add(db)
	f.Add(db[:len(db)/2])
	f.Add(db[:100])
	flipped := bytes.Clone(db)
	flipped[len(flipped)-300] ^= 0xff
	f.Add(flipped)
	f.Add([]byte("SQLite format 3\x00"))
	f.Add([]byte("not a database at all\n"))

	f.Fuzz(func(t *testing.T, data []byte) {
		openRefusesWithoutWriting(t, data)
	})
}

// FuzzHeaderFields sets one field of a rithmo file's 100-byte header (the
// page size at 16, the schema cookie at 40, user_version at 60,
// application_id at 68, ...) to any value: Open uses the file or refuses
// it unchanged.
func FuzzHeaderFields(f *testing.F) {
	db := fuzzSeedFile(f)
	for _, seed := range []struct {
		off uint8
		v   uint32
	}{{60, 0xffffffff}, {60, 99}, {60, 0}, {68, 0}, {68, 1234}, {16, 1}, {28, 0xffffffff}, {40, 7}, {56, 3}, {20, 0xff}, {24, 8192}, {44, 9}} {
		f.Add(seed.off, seed.v)
	}
	f.Fuzz(func(t *testing.T, off uint8, v uint32) {
		data := bytes.Clone(db)
		at := int(off) % 97
		binary.BigEndian.PutUint32(data[at:], v)
		openRefusesWithoutWriting(t, data)
	})
}

func openRefusesWithoutWriting(t *testing.T, data []byte) {
	dir := t.TempDir()
	path := filepath.Join(dir, "p.db")
	if err := os.WriteFile(path, data, 0o600); err != nil {
		t.Fatal(err)
	}
	s, err := Open(path)
	if err == nil {
		if err := s.RecordExercise(lessons.Attempt{Lesson: "ratios", Answer: "7"}, Given{}); err != nil {
			var fe *ForeignError
			if !errors.As(err, &fe) {
				t.Fatalf("a file Open took cannot be recorded into: %v", err)
			}
		}
		s.Close()
		return
	}
	var (
		fe *ForeignError
		se *StoreError
	)
	if !errors.As(err, &fe) && !errors.As(err, &se) {
		t.Fatalf("refused without words: %T %v", err, err)
	}
	after, rerr := os.ReadFile(path)
	if rerr != nil {
		t.Fatal(rerr)
	}
	if !bytes.Equal(data, after) {
		t.Fatalf("Open changed a file it refused (%v)", err)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Fatalf("Open left %d files beside a file it refused", len(entries)-1)
	}
}

// fuzzSeedFile is a small rithmo file, whole (its log folded in).
func fuzzSeedFile(f *testing.F) []byte {
	path := filepath.Join(f.TempDir(), "seed.db")
	s, err := Open(path)
	if err != nil {
		f.Fatal(err)
	}
	if err := s.LessonOpened("ratios", 1); err != nil {
		f.Fatal(err)
	}
	if err := s.RecordPuzzle(puzzles.Attempt{PuzzleID: "p1", Rules: "fulke1", Themes: []string{"addition"}, Answer: "b5", Goal: "capture e11"}, Given{}); err != nil {
		f.Fatal(err)
	}
	if err := s.Close(); err != nil {
		f.Fatal(err)
	}
	db, err := os.ReadFile(path)
	if err != nil {
		f.Fatal(err)
	}
	return db
}
