package sqlitefile

import (
	"encoding/binary"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func fixtureJournal(t *testing.T) []byte {
	t.Helper()
	j, err := os.ReadFile(filepath.Join(legacy, "hot-v1.db-journal"))
	require.NoError(t, err)
	return j
}

// withJournal copies hot-v1.db beside the given journal (none when nil).
func withJournal(t *testing.T, j []byte) string {
	t.Helper()
	path := copyFixture(t, "hot-v1.db", nil)
	if j != nil {
		require.NoError(t, os.WriteFile(path+"-journal", j, 0o600))
	}
	return path
}

func TestHotJournalIsPlayedBack(t *testing.T) {
	f, err := Open(filepath.Join(legacy, "hot-v1.db"))
	require.NoError(t, err)
	assertGolden(t, f, "hot-v1.db.json")
	assertGolden(t, f, "v1.db.json") // the transaction that deleted every answer never happened

	alone, err := Open(withJournal(t, nil))
	require.NoError(t, err)
	n := countRows(t, alone)
	assert.Equal(t, 0, n["exercise_attempt"], "without its journal the file shows the half-done transaction")
}

func TestJournalPlaybackStopsWhereSQLiteStops(t *testing.T) {
	j := fixtureJournal(t)
	// The first segment (header, then pages 1, 12, 4) ends at 512 + 3 * 4104.
	const firstRecord = 512
	badSum := append([]byte{}, j...)
	badSum[firstRecord+4+4096+3] ^= 1 // page 1's checksum
	zeroHeader := append([]byte{}, j...)
	copy(zeroHeader, make([]byte, 28)) // a committed PERSIST journal: not hot
	for _, tc := range []struct {
		name      string
		journal   []byte
		exercises int
	}{
		{"whole", j, 3},
		{"first record's checksum fails: nothing played", badSum, 0},
		{"zeroed header: not hot", zeroHeader, 0},
		{"cut inside the header", j[:20], 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			f, err := Open(withJournal(t, tc.journal))
			require.NoError(t, err)
			var n int
			require.NoError(t, f.Rows("exercise_attempt", func([]any) error { n++; return nil }))
			assert.Equal(t, tc.exercises, n)
		})
	}
}

// What a crash in rithmo's very first run leaves (progress's review D1):
// page 1 marked as rithmo's, and a journal saying the file had 0 pages.
func TestJournalOfAFirstRunEmptiesTheFile(t *testing.T) {
	b := newDB(4096, 0)
	path := b.write(t)
	j := make([]byte, 512)
	copy(j, journalMagic)
	binary.BigEndian.PutUint32(j[12:], 0x5eed) // nonce
	binary.BigEndian.PutUint32(j[20:], 512)    // sector size
	binary.BigEndian.PutUint32(j[24:], 4096)   // page size
	require.NoError(t, os.WriteFile(path+"-journal", j, 0o600))
	_, err := Open(path)
	assert.ErrorIs(t, err, ErrEmpty)
	assert.EqualError(t, err, path+": the database is empty: nothing recorded")
}

func TestJournalRefused(t *testing.T) {
	j := fixtureJournal(t)
	for _, tc := range []struct {
		name string
		at   int
		v    uint32
		want string
	}{
		{"page size", 24, 1000, "-journal: page size 1000 is not a power of two"},
		{"other page size", 24, 1024, "-journal: page size 1024, but the database's is 4096"},
		{"sector size", 20, 3, "-journal: sector size 3 is not a power of two"},
		{"huge", 16, 0xfffffff0, "larger than the 1 GiB this reader accepts"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			bad := append([]byte{}, j...)
			binary.BigEndian.PutUint32(bad[tc.at:], tc.v)
			_, err := Open(withJournal(t, bad))
			assert.ErrorContains(t, err, tc.want)
		})
	}
}
