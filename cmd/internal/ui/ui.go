package ui

import (
	"io"
	"os"
	"strconv"
	"strings"

	"github.com/charmbracelet/lipgloss"
	"github.com/muesli/termenv"
	"golang.org/x/term"
)

// Glamour style names rithmo renders with.
const (
	StyleDark  = "dark"
	StyleLight = "light"
	StyleNoTTY = "notty" // plain text: no escape codes at all
)

// Terminal describes the process's terminal, decided once.
type Terminal struct {
	InTTY   bool   // stdin is a terminal: interactive commands may prompt
	OutTTY  bool   // stdout is a terminal: colour and full-screen UI allowed
	Style   string // glamour style: dark, light or notty
	Width   int    // columns of stdout (80 when unknown)
	Height  int    // rows of stdout (24 when unknown)
	Profile termenv.Profile
}

// Plain reports whether output must be plain text without escape codes.
func (t Terminal) Plain() bool { return t.Style == StyleNoTTY }

// TextWidth is the width prose is wrapped at: min(width-4, 80), at least 20.
func (t Terminal) TextWidth() int {
	w := t.Width - 4
	if w > 80 {
		w = 80
	}
	if w < 20 {
		w = 20
	}
	return w
}

// Detect decides the terminal for the given streams. getenv reads the
// environment; RITHMO_STYLE (dark, light, notty) overrides the style, NO_COLOR
// and TERM=dumb force plain text.
func Detect(stdin io.Reader, stdout io.Writer, getenv func(string) string) Terminal {
	t := Terminal{Width: 80, Height: 24}
	t.InTTY = isTerminal(stdin)
	t.OutTTY = isTerminal(stdout)
	if f, ok := stdout.(*os.File); ok && t.OutTTY {
		if w, h, err := term.GetSize(int(f.Fd())); err == nil && w > 0 {
			t.Width, t.Height = w, h
		}
	} else if cols, err := strconv.Atoi(getenv("COLUMNS")); err == nil && cols > 0 {
		t.Width = cols
	}
	t.Style, t.Profile = decideStyle(t.OutTTY, getenv, lipgloss.HasDarkBackground)
	lipgloss.SetColorProfile(t.Profile)
	return t
}

// decideStyle picks the glamour style and colour profile: RITHMO_STYLE first,
// plain text when stdout is not a terminal (or NO_COLOR, TERM=dumb), else the
// background hasDark reports. hasDark is lipgloss.HasDarkBackground outside
// tests: it asks the terminal once per process (bubbletea's init already has,
// and lipgloss keeps the answer; termenv falls back to COLORFGBG, then dark),
// so glamour and lipgloss agree on the background.
func decideStyle(outTTY bool, getenv func(string) string, hasDark func() bool) (string, termenv.Profile) {
	// no-color.org: NO_COLOR set to any non-empty value turns colour off.
	plain := !outTTY || getenv("NO_COLOR") != "" || getenv("TERM") == "dumb"
	switch strings.ToLower(getenv("RITHMO_STYLE")) {
	case StyleNoTTY, "plain", "ascii":
		return StyleNoTTY, termenv.Ascii
	case StyleDark:
		if plain {
			return StyleNoTTY, termenv.Ascii
		}
		return StyleDark, termenv.ANSI256
	case StyleLight:
		if plain {
			return StyleNoTTY, termenv.Ascii
		}
		return StyleLight, termenv.ANSI256
	}
	if plain {
		return StyleNoTTY, termenv.Ascii
	}
	profile := termenv.NewOutput(os.Stdout).EnvColorProfile()
	if hasDark() {
		return StyleDark, profile
	}
	return StyleLight, profile
}

func isTerminal(v any) bool {
	f, ok := v.(*os.File)
	return ok && term.IsTerminal(int(f.Fd()))
}
