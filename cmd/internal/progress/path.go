package progress

import (
	"errors"
	"os"
	"path/filepath"
)

// DefaultPath is where the progress database lives: the --data flag when
// given, else $RITHMO_DATA, else $XDG_DATA_HOME/rithmo/progress.db, with
// XDG_DATA_HOME defaulting to ~/.local/share as the XDG base directory
// specification says (a relative XDG_DATA_HOME is ignored, as it requires).
func DefaultPath(flag string, getenv func(string) string) (string, error) {
	if flag != "" {
		return flag, nil
	}
	if p := getenv("RITHMO_DATA"); p != "" {
		return p, nil
	}
	base := getenv("XDG_DATA_HOME")
	if base == "" || !filepath.IsAbs(base) {
		home := getenv("HOME")
		if home == "" {
			h, err := os.UserHomeDir()
			if err != nil {
				return "", errors.New("cannot tell where to keep progress: neither XDG_DATA_HOME nor HOME is set; use --data FILE or RITHMO_DATA")
			}
			home = h
		}
		base = filepath.Join(home, ".local", "share")
	}
	return filepath.Join(base, "rithmo", "progress.db"), nil
}
