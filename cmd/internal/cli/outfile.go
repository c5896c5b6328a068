package cli

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"syscall"
)

// checkOut refuses, before any work is done, an --out file that writeOut
// would refuse: one that exists without --force, or any symlink.
func checkOut(path string, force bool) error {
	info, err := os.Lstat(path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return nil
	case err != nil:
		return fmt.Errorf("%s: cannot be written: %s", path, pathReason(err))
	case info.Mode()&fs.ModeSymlink != 0:
		return Usagef("%s is a symbolic link; rithmo never writes through one: name the file itself", path)
	case !info.Mode().IsRegular():
		return Usagef("%s exists and is not a regular file; name a new file", path)
	case !force:
		return Usagef("%s already exists; name a new file, or add --force to replace it", path)
	}
	return nil
}

// writeOut writes data to the file path (--out): a new file, or with force
// an existing regular file replaced. It never follows a symlink (O_NOFOLLOW,
// O_EXCL), so a link planted at path cannot redirect the write to, say, the
// progress database.
func writeOut(path string, data []byte, force bool) error {
	if err := checkOut(path, force); err != nil {
		return err
	}
	flags := os.O_WRONLY | os.O_CREATE | os.O_EXCL | syscall.O_NOFOLLOW
	if force {
		flags = os.O_WRONLY | os.O_CREATE | os.O_TRUNC | syscall.O_NOFOLLOW
	}
	f, err := os.OpenFile(path, flags, 0o644)
	switch {
	case errors.Is(err, fs.ErrExist):
		return Usagef("%s already exists; name a new file, or add --force to replace it", path)
	case errors.Is(err, syscall.ELOOP):
		return Usagef("%s is a symbolic link; rithmo never writes through one: name the file itself", path)
	case errors.Is(err, fs.ErrNotExist):
		return fmt.Errorf("%s: cannot be written: its folder does not exist; create it first, or name a file elsewhere", path)
	case err != nil:
		return fmt.Errorf("%s: cannot be written: %s; name a file in a folder you may write", path, pathReason(err))
	}
	if _, err := f.Write(data); err != nil {
		f.Close()
		return fmt.Errorf("%s: cannot be written: %s", path, pathReason(err))
	}
	if err := f.Close(); err != nil {
		return fmt.Errorf("%s: cannot be written: %s", path, pathReason(err))
	}
	return nil
}

// pathReason is err's text without the path an *fs.PathError repeats.
func pathReason(err error) string {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err.Error()
	}
	return err.Error()
}
