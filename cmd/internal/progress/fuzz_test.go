package progress

import (
	"bytes"
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
