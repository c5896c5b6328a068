//go:build unix && !darwin

package clipboard

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The tools are tried in the library's order.
func TestPick(t *testing.T) {
	for _, tc := range []struct {
		wayland bool
		there   string
		want    string // the paste command, "" for none
	}{
		{false, "", ""},
		{false, "xclip xsel wl-copy wl-paste", "xclip -out -selection clipboard"},
		{true, "xclip xsel wl-copy wl-paste", "wl-paste --no-newline"},
		{true, "xclip wl-copy", "xclip -out -selection clipboard"}, // wl-paste missing
		{false, "xsel termux-clipboard-get termux-clipboard-set", "xsel --output --clipboard"},
		{false, "termux-clipboard-get termux-clipboard-set", "termux-clipboard-get"},
		{false, "termux-clipboard-get", ""},
		{false, "clip.exe powershell.exe", "powershell.exe Get-Clipboard"},
		{false, "clip.exe", ""},
	} {
		there := strings.Fields(tc.there)
		got := pick(tc.wayland, func(p string) bool {
			for _, q := range there {
				if p == q {
					return true
				}
			}
			return false
		})
		switch {
		case got == nil && tc.want != "":
			t.Errorf("wayland %v, %q: none, want %q", tc.wayland, tc.there, tc.want)
		case got != nil && strings.Join(got.paste, " ") != tc.want:
			t.Errorf("wayland %v, %q: %q, want %q", tc.wayland, tc.there, strings.Join(got.paste, " "), tc.want)
		}
	}
}

// ReadAll and WriteAll run the tool found in $PATH, looked for on the first
// call: here a script standing for xclip, the first one tried that keeps what it is given.
func TestReadAndWriteThroughTheToolFound(t *testing.T) {
	dir := t.TempDir()
	kept := filepath.Join(dir, "kept")
	script := "#!/bin/sh\ncase \"$1\" in\n-in) cat > " + kept + " ;;\n-out) cat " + kept + " ;;\nesac\n"
	if err := os.WriteFile(filepath.Join(dir, "xclip"), []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	t.Setenv("PATH", dir+string(os.PathListSeparator)+os.Getenv("PATH"))
	t.Setenv("WAYLAND_DISPLAY", "")
	if Unsupported || found != nil {
		t.Fatal("looked for a tool before the first call")
	}
	if err := WriteAll("9 : 6\n"); err != nil {
		t.Fatal(err)
	}
	got, err := ReadAll()
	if err != nil || got != "9 : 6\n" {
		t.Fatalf("ReadAll() = %q, %v; want \"9 : 6\\n\"", got, err)
	}
	if Unsupported {
		t.Error("Unsupported with xclip in $PATH")
	}
}
