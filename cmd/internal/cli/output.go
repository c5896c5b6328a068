package cli

import (
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
	f.BoolVar(&o.force, "force", false, "replace the --out file if it exists (never through a symbolic link)")
}

// write writes data to standard output, or to the --out file: a new file
// unless --force, so that a sheet never silently replaces another.
func (o *outputFlags) write(cmd *cobra.Command, data []byte) error {
	if o.path == "" || o.path == "-" {
		_, err := cmd.OutOrStdout().Write(data)
		return err
	}
	// One policy with puzzles generate --out (outfile.go): never through
	// a symbolic link, even with --force.
	return writeOut(o.path, data, o.force)
}
