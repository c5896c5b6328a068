package app

import (
	"context"
	"fmt"
	"io"
	"strings"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"
)

// The home screen needs at least this much terminal; below it, it says so.
const (
	MinWidth  = 60
	MinHeight = 16
)

// Screen is a full-screen part of rithmo (the lesson reader, the puzzle
// player...) that the home embeds: a tea.Model that reports when the learner
// has left it.
type Screen interface {
	tea.Model
	Done() bool
}

// Item is one entry of the home menu.
type Item struct {
	Title string // "Lessons"
	Hint  string // one line: what it does
	Quit  bool   // leaves rithmo
	// Screen opens the entry full-screen at the terminal's size.
	Screen func(width, height int) (Screen, error)
	// Plain runs the entry with plain prompts (accessible mode), reading
	// answers from in and writing to out, until the learner leaves it.
	Plain func(ctx context.Context, in io.Reader, out io.Writer) error
}

// Menu is what the home shows. It is rebuilt each time the learner comes
// back to it, so that the resume hint follows what they just did.
type Menu struct {
	Resume string // "Continue: lesson 4 (Superparticular ratios), page 3 of 5"; "" for none
	Items  []Item
	// Welcome, on a first run, opens before the menu is shown: how rithmo
	// works and the choices it needs (the rule set), then the first
	// lesson. nil once those are made.
	Welcome *Item
}

// ErrInterrupted is returned when the learner pressed Ctrl-C: everything
// answered is already saved; the caller exits 130. It wraps
// context.Canceled.
var ErrInterrupted error = &interruptedError{}

type interruptedError struct{}

func (*interruptedError) Error() string { return "interrupted: " + context.Canceled.Error() }
func (*interruptedError) Unwrap() error { return context.Canceled }

// Home is the home screen's model.
type Home struct {
	menu   func() Menu
	m      Menu
	cursor int
	screen Screen

	look          Look // how the learner's terminal is drawn
	width, height int
	status        string // one line: an entry that could not open
	// confirming is set by Esc on the menu: Esc means "back" on every
	// other screen, so a learner who pressed it once too often is asked
	// before rithmo closes, rather than thrown out.
	confirming  bool
	interrupted bool
	quitting    bool
	err         error   // a screen's failure (progress not saved) that ended rithmo
	first       tea.Cmd // the welcome screen's first command, run by Init
}

// Err is the failure of a screen that ended the home (an answer that could
// not be saved), nil when none did.
func (h *Home) Err() error { return h.err }

// failing is a screen that can end in failure; the home then ends too.
type failing interface{ Err() error }

// NewHome returns the home screen for a terminal of width × height.
func NewHome(menu func() Menu, width, height int) *Home {
	h := &Home{menu: menu, m: menu(), width: width, height: height}
	if h.m.Welcome != nil {
		h.first = h.openItem(*h.m.Welcome)
	}
	return h
}

// WithLook draws the home, and the screens of this package it opens, for
// the terminal of l (a class server's student's); without it, for the
// process's own terminal.
func (h *Home) WithLook(l Look) *Home {
	h.look = l
	if s, ok := h.screen.(looked); ok {
		s.setLook(l) // the welcome, opened with the home
	}
	return h
}

// Interrupted reports whether the learner left with Ctrl-C.
func (h *Home) Interrupted() bool { return h.interrupted }

// InScreen reports whether a screen is open over the menu.
func (h *Home) InScreen() bool { return h.screen != nil }

// Init implements tea.Model.
func (h *Home) Init() tea.Cmd { return h.first }

// screenQuit is what a screen's tea.Quit becomes: in the home, a screen
// that quits only closes itself.
type screenQuit struct{}

// Update implements tea.Model.
func (h *Home) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		h.width, h.height = msg.Width, msg.Height
	case tea.KeyMsg:
		if msg.Type == tea.KeyCtrlC {
			h.interrupted = true
			return h, tea.Quit
		}
	case screenQuit:
		h.closeScreen()
		return h, nil
	}
	if h.screen != nil {
		_, cmd := h.screen.Update(msg)
		if h.screen.Done() {
			if f, ok := h.screen.(failing); ok && f.Err() != nil {
				// Progress can no longer be saved: stop, rather than let
				// the learner work on for nothing.
				h.err = f.Err()
				return h, tea.Quit
			}
			h.closeScreen()
			return h, nil
		}
		return h, tame(cmd)
	}
	if key, ok := msg.(tea.KeyMsg); ok {
		return h, h.key(key)
	}
	return h, nil
}

func (h *Home) closeScreen() {
	h.screen = nil
	h.m = h.menu()
	h.cursor = min(h.cursor, len(h.m.Items)-1)
}

func (h *Home) key(msg tea.KeyMsg) tea.Cmd {
	h.status = ""
	if h.confirming {
		h.confirming = false
		if s := msg.String(); s == "y" || s == "q" {
			h.quitting = true
			return tea.Quit
		}
		return nil
	}
	n := len(h.m.Items)
	switch s := msg.String(); s {
	case "up", "k", "shift+tab":
		h.cursor = (h.cursor + n - 1) % n
	case "down", "j", "tab":
		h.cursor = (h.cursor + 1) % n
	case "home", "g":
		h.cursor = 0
	case "end", "G":
		h.cursor = n - 1
	case "enter", " ", "right", "l":
		return h.open(h.cursor)
	case "q":
		h.quitting = true
		return tea.Quit
	case "esc":
		h.confirming = true
	default:
		if len(s) == 1 && s[0] >= '1' && int(s[0]-'0') <= n {
			h.cursor = int(s[0] - '1')
			return h.open(h.cursor)
		}
	}
	return nil
}

func (h *Home) open(i int) tea.Cmd { return h.openItem(h.m.Items[i]) }

func (h *Home) openItem(item Item) tea.Cmd {
	if item.Quit {
		h.quitting = true
		return tea.Quit
	}
	if item.Screen == nil {
		h.status = item.Title + " is not available in this build."
		return nil
	}
	s, err := item.Screen(h.width, h.height)
	if err != nil {
		h.status = fmt.Sprintf("%s: %v", item.Title, err)
		return nil
	}
	if s.Done() {
		return nil
	}
	if l, ok := s.(looked); ok {
		l.setLook(h.look)
	}
	h.screen = s
	cmds := []tea.Cmd{s.Init(), func() tea.Msg { return tea.WindowSizeMsg{Width: h.width, Height: h.height} }}
	return tame(tea.Batch(cmds...))
}

// tame makes a screen's command safe to run in the home: a tea.Quit from a
// screen closes that screen, not rithmo.
func tame(cmd tea.Cmd) tea.Cmd {
	if cmd == nil {
		return nil
	}
	return func() tea.Msg {
		switch msg := cmd().(type) {
		case tea.QuitMsg:
			return screenQuit{}
		case tea.BatchMsg:
			for i, c := range msg {
				msg[i] = tame(c)
			}
			return msg
		default:
			return msg
		}
	}
}

// View implements tea.Model.
func (h *Home) View() string {
	if h.quitting || h.interrupted {
		return ""
	}
	if h.width < MinWidth || h.height < MinHeight {
		return TooSmall(h.width, h.height)
	}
	if h.screen != nil {
		return h.screen.View()
	}
	// Wrapped, the menu may be taller than the window, and bubbletea would
	// push its title off the top: then each hint takes one line, shortened
	// at a word, and last the resume line too.
	var lines []string
	for _, wrap := range []struct{ hints, resume bool }{{true, true}, {false, true}, {false, false}} {
		lines = h.menuLines(wrap.hints, wrap.resume)
		if len(lines) <= h.height {
			break
		}
	}
	return strings.Join(lines, "\n") + "\n"
}

// The menu's columns: a margin for the cursor, "N Title" padded to the
// longest title, a gap, then the hint, which wraps under itself.
const (
	menuMargin = 2 // "> " or "  "
	menuGap    = 2
	// Below this many columns for the hints, each goes under its title.
	minHintRoom = 20
)

// menuLines lays the menu out for the window: every line fits its width;
// long hints (wrapHints) and the resume and status lines (wrapResume) wrap
// onto indented lines, or else are shortened at a word with "…".
func (h *Home) menuLines(wrapHints, wrapResume bool) []string {
	wrap := wrapResume
	text := func(s string, indent, hang int, style lipgloss.Style) []string {
		room := h.width - indent
		var ls []string
		if wrap {
			ls = wrapLine(s, room, hang)
		} else {
			ls = []string{ellipsize(s, room)}
		}
		pad := strings.Repeat(" ", indent)
		for i, l := range ls {
			ls[i] = pad + style.Render(l)
		}
		return ls
	}
	plain := h.look.Renderer().NewStyle()

	lines := []string{""}
	lines = append(lines, text(h.look.titleStyle().Render("rithmo")+" · the arithmetic of the battle of numbers", menuMargin, 0, plain)...)
	lines = append(lines, "")
	if h.m.Resume != "" {
		lines = append(lines, text(h.m.Resume, menuMargin, 2, plain)...)
		lines = append(lines, "")
	}
	wrap = wrapHints
	label := 0
	for _, it := range h.m.Items {
		label = max(label, ansi.StringWidth(it.Title))
	}
	number := len(fmt.Sprint(len(h.m.Items)))
	titleW := number + 1 + label
	hintCol := menuMargin + titleW + menuGap
	stacked := h.width-hintCol < minHintRoom
	for i, it := range h.m.Items {
		title := fmt.Sprintf("%*d %s", number, i+1, it.Title)
		title += strings.Repeat(" ", titleW-ansi.StringWidth(title))
		line := "  " + title
		if i == h.cursor {
			line = "> " + h.look.selectedStyle().Render(title)
		}
		if it.Hint == "" {
			lines = append(lines, strings.TrimRight(line, " "))
			continue
		}
		if stacked {
			lines = append(lines, strings.TrimRight(line, " "))
			lines = append(lines, text(it.Hint, menuMargin+2, 0, h.look.hintStyle())...)
			continue
		}
		hint := text(it.Hint, hintCol, 0, h.look.hintStyle())
		lines = append(lines, line+strings.Repeat(" ", menuGap)+strings.TrimLeft(hint[0], " "))
		lines = append(lines, hint[1:]...)
	}
	lines = append(lines, "")
	wrap = wrapResume
	if h.status != "" {
		lines = append(lines, text(h.status, menuMargin, 2, plain)...)
	}
	if h.confirming {
		lines = append(lines, text(quitQuestion, menuMargin, 2, h.look.titleStyle())...)
		return lines
	}
	help := fmt.Sprintf("↑/↓ choose · enter or 1-%d open · q quit", min(len(h.m.Items), 9))
	return append(lines, text(help, menuMargin, 0, h.look.hintStyle())...)
}

// quitQuestion is asked after Esc on the menu.
const quitQuestion = "Leave rithmo? y leaves; any other key stays."

// TooSmall says how large the terminal must be, word-wrapped to its width;
// in a window too short for that, in fewer words.
func TooSmall(width, height int) string {
	lines := wrapText(fmt.Sprintf("rithmo needs a terminal of at least %d×%d; this one is %d×%d.\nEnlarge the window, or press Ctrl-C to leave.", MinWidth, MinHeight, width, height), width)
	if len(lines) > height {
		lines = wrapText(fmt.Sprintf("rithmo needs %d×%d; this is %d×%d.", MinWidth, MinHeight, width, height), width)
	}
	return strings.Join(lines[:min(len(lines), max(height, 1))], "\n") + "\n"
}

// TooSmallError reports a terminal too small to start in.
type TooSmallError struct{ Width, Height int }

// Wrapped is the message broken into lines for a terminal width columns
// wide, leaving room for the "rithmo: " the program puts before it, so
// that the terminal never breaks it inside a word.
func (e *TooSmallError) Wrapped(width int) string {
	return strings.Join(wrapLine(e.Error(), max(width-len("rithmo: "), 20), 0), "\n")
}

func (e *TooSmallError) Error() string {
	return fmt.Sprintf("the terminal is %d×%d; rithmo's home screen needs at least %d×%d: enlarge the window, or use --accessible for plain prompts", e.Width, e.Height, MinWidth, MinHeight)
}
