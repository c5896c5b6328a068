package progress

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
)

// Export writes a consistent copy of the progress file at path into the
// new file dest: one file, without a log beside it, that a teacher can copy
// or mail and that rithmo and sqlite3 read as it is (rithmo --data dest
// progress). It works while another rithmo records (the copy is one read
// transaction, SQLite's VACUUM INTO), only reads path, and never
// overwrites: a dest that exists (a symlink too, even a dangling one) is
// refused. dest is created 0600, like the progress file.
func Export(path, dest string) error {
	abs, err := filepath.Abs(path)
	if err != nil {
		return explain(path, err)
	}
	absDest, err := filepath.Abs(dest)
	if err != nil {
		return fmt.Errorf("export to %s: %w", dest, err)
	}
	exists := fmt.Errorf("export to %s: the file already exists; name a new file (rithmo never overwrites one)", dest)
	if _, err := os.Lstat(absDest); err == nil {
		return exists
	}
	st, err := inspect(path, abs)
	switch {
	case err != nil:
		return err
	case st == stateMissing, st == stateEmpty:
		return fmt.Errorf("%w at %s: there is nothing to export", ErrNothingRecorded, path)
	}
	real, err := resolve(abs)
	if err != nil {
		return explain(path, err)
	}
	// The copy is written into an empty file made 0600 under a temporary
	// name beside dest, synced, and then linked to dest, which fails if
	// anything took that name.
	tmp, err := os.CreateTemp(filepath.Dir(absDest), filepath.Base(absDest)+".exporting-*")
	if err != nil {
		return fmt.Errorf("export to %s: cannot create it (%s); name a file in a folder you may write", dest, pathless(err))
	}
	tmpName := tmp.Name()
	tmp.Close()
	defer os.Remove(tmpName)
	p, err := acquire(real, true)
	if err != nil {
		return explain(path, err)
	}
	_, err = p.db.ExecContext(context.Background(), "VACUUM INTO ?", tmpName)
	if cerr := release(real, p); err == nil {
		err = cerr
	}
	if err != nil {
		return fmt.Errorf("export to %s: %w", dest, explain(path, err))
	}
	if err := syncFile(tmpName); err != nil {
		return fmt.Errorf("export to %s: %s", dest, pathless(err))
	}
	if err := os.Link(tmpName, absDest); err != nil {
		if errors.Is(err, fs.ErrExist) {
			return exists
		}
		return fmt.Errorf("export to %s: %s", dest, pathless(err))
	}
	return syncFile(filepath.Dir(absDest))
}

// syncFile flushes a file, or a folder's entries, to the disk.
func syncFile(name string) error {
	f, err := os.Open(name)
	if err != nil {
		return err
	}
	err = f.Sync()
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}
