package form

import (
	"sync"

	"github.com/charmbracelet/huh"
)

// Theme returns huh's default theme (ThemeCharm), built once for the whole
// program. A huh field given no theme builds ThemeCharm anew each time it
// draws itself or one of its options: drawing the menu of 95 puzzles once
// allocated 16 MB, and a full-screen session peaked at 42 MB. Every form
// rithmo builds is given this one; nothing changes it.
var Theme = sync.OnceValue(huh.ThemeCharm)
