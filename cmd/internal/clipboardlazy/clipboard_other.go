//go:build !unix

package clipboard

import (
	"errors"
	"runtime"
)

// Elsewhere (Windows, Plan 9), where rithmo does not build today, the
// stand-in has no clipboard.

var errUnsupported = errors.New("clipboard: not supported on " + runtime.GOOS + " by rithmo's stand-in for atotto/clipboard")

func readAll() (string, error) {
	Unsupported = true
	return "", errUnsupported
}

func writeAll(string) error {
	Unsupported = true
	return errUnsupported
}
