package progress

import (
	"database/sql"
	"encoding/binary"
	"os"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/puzzles"
)

// rawSQL runs statements on the SQLite file at path as another program
// would: no rithmo check, rollback journal, nothing left beside it.
func rawSQL(t testing.TB, path, statements string) {
	t.Helper()
	db, err := sql.Open("sqlite", "file:"+path)
	require.NoError(t, err)
	defer db.Close()
	_, err = db.Exec(statements)
	require.NoError(t, err)
}

// setHeader writes v (big-endian) at off in the file's SQLite header: 60 is
// user_version, rithmo's schema; 68 is application_id.
func setHeader(t testing.TB, path string, off int64, v uint32) {
	t.Helper()
	f, err := os.OpenFile(path, os.O_WRONLY, 0)
	require.NoError(t, err)
	defer f.Close()
	_, err = f.WriteAt(binary.BigEndian.AppendUint32(nil, v), off)
	require.NoError(t, err)
}

// readMark reads a file's application_id and user_version.
func readMark(t testing.TB, path string) (app uint32, schema int) {
	t.Helper()
	head, err := readHead(path, 100)
	require.NoError(t, err)
	require.Len(t, head, 100)
	return binary.BigEndian.Uint32(head[68:]), int(int32(binary.BigEndian.Uint32(head[60:])))
}

// solvedIf is the ending of a whole puzzle answered in one: solved when
// right.
func solvedIf(right bool) puzzles.Ending {
	if right {
		return puzzles.EndsSolved
	}
	return puzzles.EndsNot
}
