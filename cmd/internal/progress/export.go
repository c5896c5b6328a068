package progress

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	"go.etcd.io/bbolt"
)

// Export writes a consistent copy of the progress file at path into the
// new file dest: one file that a teacher can copy or mail and that rithmo
// reads as it is (rithmo --data dest progress). It works while another
// rithmo records (the copy is one read transaction), only reads path, and
// never overwrites: a dest that exists (a symlink too, even a dangling one)
// is refused. dest is created 0600, like the progress file. A SQLite file
// of an older rithmo is exported converted, and is itself left as it is.
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
	st, f, err := inspect(path, abs)
	switch {
	case err != nil:
		return err
	case st == stateMissing, st == stateEmpty, st == stateLegacy && (f == nil || f.UserVersion() == 0):
		return fmt.Errorf("%w at %s: there is nothing to export", ErrNothingRecorded, path)
	}
	// The copy is written under a temporary name beside dest, synced, and
	// then linked to dest, which fails if anything took that name.
	tmp, err := os.CreateTemp(filepath.Dir(absDest), filepath.Base(absDest)+".exporting-*") // 0600
	if err != nil {
		return fmt.Errorf("export to %s: cannot create it (%s); name a file in a folder you may write", dest, pathless(err))
	}
	tmpName := tmp.Name()
	defer os.Remove(tmpName)
	if st == stateLegacy {
		tmp.Close()
		mem, err := importLegacy(f)
		if err != nil {
			return &ForeignError{Path: path, Problem: "it is damaged: " + err.Error(), damaged: true, ours: true}
		}
		if err := writeNewFile(tmpName, mem); err != nil {
			return fmt.Errorf("export to %s: %s", dest, pathless(err))
		}
	} else {
		real, err := resolve(abs)
		if err != nil {
			tmp.Close()
			return explain(path, err)
		}
		s := &Store{path: path, real: real}
		err = s.tx(false, func(tx *bbolt.Tx) error {
			_, err := tx.WriteTo(tmp)
			return err
		})
		if err == nil {
			err = tmp.Sync()
		}
		if cerr := tmp.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			return fmt.Errorf("export to %s: %w", dest, explain(path, err))
		}
	}
	if err := os.Link(tmpName, absDest); err != nil {
		if errors.Is(err, fs.ErrExist) {
			return exists
		}
		return fmt.Errorf("export to %s: %s", dest, pathless(err))
	}
	return syncDir(filepath.Dir(absDest))
}
