package cli

import (
	"errors"
	"fmt"
	"io/fs"
	"os"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
)

// outputFlags are --out and --force: where a command writes a file, and
// whether it may replace one that exists. Kept apart so that every command
// writing files follows one policy.
type outputFlags struct {
	path  string
	force bool
}

func (o *outputFlags) register(f *pflag.FlagSet) {
	f.StringVarP(&o.path, "out", "o", "", "the file to write (default: standard output)")
	f.BoolVar(&o.force, "force", false, "replace the --out file if it exists")
}

// write writes data to standard output, or to the --out file: a new file
// unless --force, so that a sheet never silently replaces another.
func (o *outputFlags) write(cmd *cobra.Command, data []byte) error {
	if o.path == "" || o.path == "-" {
		_, err := cmd.OutOrStdout().Write(data)
		return err
	}
	flags := os.O_WRONLY | os.O_CREATE | os.O_EXCL
	if o.force {
		flags = os.O_WRONLY | os.O_CREATE | os.O_TRUNC
	}
	f, err := os.OpenFile(o.path, flags, 0o644)
	if errors.Is(err, fs.ErrExist) {
		return Usagef("--out %s: the file exists; give --force to replace it, or another name", o.path)
	}
	if err != nil {
		return fmt.Errorf("writing %s: %w", o.path, err)
	}
	if _, err := f.Write(data); err != nil {
		f.Close()
		return fmt.Errorf("writing %s: %w", o.path, err)
	}
	if err := f.Close(); err != nil {
		return fmt.Errorf("writing %s: %w", o.path, err)
	}
	return nil
}
