// Package clipboard is rithmo's stand-in for github.com/atotto/clipboard
// v0.1.4: the same API (ReadAll, WriteAll, Unsupported and, on Unix,
// Primary) and the same behaviour, except that the clipboard tool is looked
// for on first use rather than at start-up.
//
// Why it exists: bubbles' text inputs read the clipboard on a paste key, and
// importing them links atotto/clipboard, whose package init looks up
// wl-copy, xclip, xsel and others in $PATH: a dozen stat calls, 0.1-0.15 ms,
// 20 KB and one more 64 KB window of the binary's code resident in every
// rithmo command, including those that print and exit. Here the lookups run
// in the first ReadAll or WriteAll, in the library's order: on Unix (not
// macOS), wl-copy and wl-paste when WAYLAND_DISPLAY is set, then xclip,
// xsel, termux-clipboard-set and -get, and clip.exe with powershell.exe
// (Windows Subsystem for Linux); on macOS pbpaste and pbcopy, unlooked-for,
// as the library does. The difference a caller can see: Unsupported is set
// by that first call, not before main. On other systems (Windows, Plan 9,
// where rithmo does not build today) every call fails and sets Unsupported.
//
// rithmo's go.mod points github.com/atotto/clipboard at this directory with
// a replace directive, as it does for chroma and bluemonday. Its tests run
// from this directory (go test ./..., which .ci/run does).
package clipboard

// ReadAll returns the text on the clipboard.
func ReadAll() (string, error) { return readAll() }

// WriteAll puts text on the clipboard.
func WriteAll(text string) error { return writeAll(text) }

// Unsupported is set to true by the first ReadAll or WriteAll when no
// clipboard tool was found; both then fail.
var Unsupported bool
