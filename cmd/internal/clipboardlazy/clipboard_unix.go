//go:build unix && !darwin

package clipboard

import (
	"errors"
	"os"
	"os/exec"
	"slices"
	"sync"
)

// Primary, set before the first ReadAll or WriteAll, runs the tool with no
// arguments (for xclip and xsel, the primary selection).
var Primary bool

// errNoTool is the library's error when no tool was found.
var errNoTool = errors.New("No clipboard utilities available. Please install xsel, xclip, wl-clipboard or Termux:API add-on for termux-clipboard-get/set.")

// tool is a pair of commands that read and write the clipboard.
type tool struct {
	needs       []string // programs that must all be in $PATH
	paste, copy []string // the command lines, program first
	crlf        bool     // paste ends its output with "\r\n", which is cut
}

// tools are tried in order; wayland only when WAYLAND_DISPLAY is set.
var (
	wayland = tool{needs: []string{"wl-copy", "wl-paste"}, paste: []string{"wl-paste", "--no-newline"}, copy: []string{"wl-copy"}}
	tools   = []tool{
		{needs: []string{"xclip"}, paste: []string{"xclip", "-out", "-selection", "clipboard"}, copy: []string{"xclip", "-in", "-selection", "clipboard"}},
		{needs: []string{"xsel"}, paste: []string{"xsel", "--output", "--clipboard"}, copy: []string{"xsel", "--input", "--clipboard"}},
		{needs: []string{"termux-clipboard-set", "termux-clipboard-get"}, paste: []string{"termux-clipboard-get"}, copy: []string{"termux-clipboard-set"}},
		{needs: []string{"clip.exe", "powershell.exe"}, paste: []string{"powershell.exe", "Get-Clipboard"}, copy: []string{"clip.exe"}, crlf: true},
	}
)

var (
	findOnce sync.Once
	found    *tool // nil when none
)

// chosen looks for the tools on the first call, and sets Unsupported when
// there are none.
func chosen() *tool {
	findOnce.Do(func() {
		found = pick(os.Getenv("WAYLAND_DISPLAY") != "", func(p string) bool {
			_, err := exec.LookPath(p)
			return err == nil
		})
		Unsupported = found == nil
	})
	return found
}

// pick is the first tool whose programs are all there, or nil.
func pick(onWayland bool, there func(program string) bool) *tool {
	candidates := tools
	if onWayland {
		candidates = append([]tool{wayland}, tools...)
	}
	for i, t := range candidates {
		if !slices.ContainsFunc(t.needs, func(p string) bool { return !there(p) }) {
			return &candidates[i]
		}
	}
	return nil
}

func command(line []string) *exec.Cmd {
	if Primary {
		return exec.Command(line[0])
	}
	return exec.Command(line[0], line[1:]...)
}

func readAll() (string, error) {
	t := chosen()
	if t == nil {
		return "", errNoTool
	}
	out, err := command(t.paste).Output()
	if err != nil {
		return "", err
	}
	text := string(out)
	if t.crlf && len(text) > 1 {
		text = text[:len(text)-2]
	}
	return text, nil
}

func writeAll(text string) error {
	t := chosen()
	if t == nil {
		return errNoTool
	}
	return pipeTo(command(t.copy), text)
}
