package progress

import (
	"bytes"
	"encoding/binary"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"
	"go.etcd.io/bbolt"
)

// emptySQLite is a SQLite file of one page with no tables, as `VACUUM` on a
// new database writes it, marked with appID (0: unmarked).
func emptySQLite(appID uint32) []byte {
	b := make([]byte, 4096)
	copy(b, sqliteMagic)
	binary.BigEndian.PutUint16(b[16:], 4096)
	b[18], b[19], b[20], b[21], b[22], b[23] = 1, 1, 0, 64, 32, 32
	binary.BigEndian.PutUint32(b[24:], 1) // change counter
	binary.BigEndian.PutUint32(b[28:], 1) // pages
	binary.BigEndian.PutUint32(b[44:], 4) // schema format
	binary.BigEndian.PutUint32(b[56:], 1) // UTF-8
	binary.BigEndian.PutUint32(b[68:], appID)
	binary.BigEndian.PutUint32(b[92:], 1) // version-valid-for
	binary.BigEndian.PutUint32(b[96:], 3046000)
	b[100] = 0x0d                             // a table leaf: sqlite_schema, empty
	binary.BigEndian.PutUint16(b[105:], 4096) // cell content starts at the end
	return b
}

// legacyFile copies the legacy fixture name (and its -wal or -journal) to
// path, then sets the 4-byte header fields at the offsets given (60
// user_version, 68 application_id).
func legacyFile(t testing.TB, name, path string, fields map[int]uint32) {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", "legacy", name))
	require.NoError(t, err)
	for off, v := range fields {
		binary.BigEndian.PutUint32(data[off:], v)
	}
	require.NoError(t, os.WriteFile(path, data, 0o600))
	for _, c := range companions {
		if b, err := os.ReadFile(filepath.Join("testdata", "legacy", name+c)); err == nil {
			require.NoError(t, os.WriteFile(path+c, b, 0o600))
		}
	}
}

// renameInFile replaces old by new (of the same length) everywhere in the
// file: how a test drops a table from a SQLite file without SQLite.
func renameInFile(t testing.TB, path, old, new string) {
	t.Helper()
	require.Len(t, new, len(old))
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(path, bytes.ReplaceAll(data, []byte(old), []byte(new)), 0o600))
}

// boltEdit changes a bbolt file directly, as another program (or a damaged
// disk) might.
func boltEdit(t testing.TB, path string, fn func(tx *bbolt.Tx) error) {
	t.Helper()
	db, err := bbolt.Open(path, 0o600, nil)
	require.NoError(t, err)
	require.NoError(t, db.Update(fn))
	require.NoError(t, db.Close())
}

// readMark reads rithmo's mark and schema from a bbolt file.
func readMark(t testing.TB, path string) (app string, schema int64) {
	t.Helper()
	db, err := bbolt.Open(path, 0o600, &bbolt.Options{ReadOnly: true})
	require.NoError(t, err)
	defer db.Close()
	require.NoError(t, db.View(func(tx *bbolt.Tx) error {
		m := tx.Bucket([]byte(bucketMeta))
		require.NotNil(t, m, "a meta bucket")
		app = string(m.Get(keyApplication))
		schema, _ = schemaOf(m)
		return nil
	}))
	return app, schema
}

func setSchema(v int64) func(tx *bbolt.Tx) error {
	return func(tx *bbolt.Tx) error {
		return tx.Bucket([]byte(bucketMeta)).Put(keySchema, idKey(v))
	}
}
