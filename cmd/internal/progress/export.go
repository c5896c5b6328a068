package progress

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"time"
)

// Export writes a consistent copy of the database at path into the new
// file dest: one file, with no write-ahead log beside it, that a teacher
// can copy or mail and that rithmo reads as it is (rithmo --data dest
// progress). It works while another rithmo records (SQLite's VACUUM INTO
// copies one snapshot), only reads path, and never overwrites: a dest that
// exists (a symlink too, even a dangling one) is refused. dest is created
// 0600, like the database.
func Export(path, dest string) error {
	abs, err := filepath.Abs(path)
	if err != nil {
		return explain(path, err)
	}
	absDest, err := filepath.Abs(dest)
	if err != nil {
		return fmt.Errorf("export to %s: %w", dest, err)
	}
	if _, err := os.Lstat(absDest); err == nil {
		return fmt.Errorf("export to %s: the file already exists; name a new file (rithmo never overwrites one)", dest)
	}
	for try := 0; ; try++ {
		changed, err := exportOnce(path, abs, dest, absDest)
		if !changed || try == 2 {
			return err
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// exportOnce is one try of Export. As in Read, a file without a -wal is
// read immutable (which creates nothing beside it) and changed reports that
// another rithmo wrote it meanwhile: the copy is thrown away and made again.
func exportOnce(path, abs, dest, absDest string) (changed bool, err error) {
	before, err := fileStampOf(abs)
	if err != nil {
		return false, explain(path, err)
	}
	st, err := inspect(path, abs)
	if err != nil {
		return false, err
	}
	if st != stateOurs {
		return false, fmt.Errorf("%w at %s: there is nothing to export", ErrNothingRecorded, path)
	}
	mode := immutable
	if before.wal {
		mode = readOnly
	}
	db, err := sql.Open("sqlite", dsn(abs, mode))
	if err != nil {
		return false, explain(path, err)
	}
	defer db.Close()
	db.SetMaxOpenConns(1)
	// VACUUM INTO writes only the new file, but query_only refuses it all
	// the same; the connection stays read-only (mode=ro) for path.
	if _, err := db.ExecContext(context.Background(), "PRAGMA query_only=0"); err != nil {
		return false, explain(path, err)
	}

	// VACUUM INTO wants a new or empty file: make it first, 0600, with
	// O_EXCL, which never follows a symlink and fails if anything is there.
	f, err := os.OpenFile(absDest, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
	if errors.Is(err, fs.ErrExist) {
		return false, fmt.Errorf("export to %s: the file already exists; name a new file (rithmo never overwrites one)", dest)
	}
	if err != nil {
		return false, fmt.Errorf("export to %s: cannot create it (%s); name a file in a folder you may write", dest, pathless(err))
	}
	if err := f.Close(); err != nil {
		os.Remove(absDest)
		return false, fmt.Errorf("export to %s: %s", dest, pathless(err))
	}
	if _, err := db.ExecContext(context.Background(), "VACUUM INTO ?", absDest); err != nil {
		os.Remove(absDest)
		return false, fmt.Errorf("export to %s: %w", dest, explain(path, err))
	}
	if mode == immutable {
		after, serr := fileStampOf(abs)
		if serr != nil || after != before {
			os.Remove(absDest)
			return true, fmt.Errorf("progress database %s changed while it was exported; try again", path)
		}
	}
	return false, nil
}
