package app

import (
	"context"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/huh"

	"github.com/rithmo/rithmo/lessons/form"
)

// Pick is a choice of one among a few, with a short text above it: the
// first run's "how this works" and rule set, the rule set to learn in.
type Pick struct {
	// Look is how the terminal is drawn, for PickPlain (the full-screen
	// PickScreen takes the home's); the zero Look is the process's.
	Look    Look
	Title   string
	Intro   string   // a few sentences above the choices
	Options []string // one line each
	Default int      // the option the cursor starts on
	// DefaultNote, when set, is said after the option at Default ("the
	// default", "yours"), and in PickPlain a blank line picks that option,
	// as Enter does full-screen: a default that is shown is one a blank
	// line takes. Without it no option is named, and a blank line is
	// refused (a stray Enter is not taken for an answer).
	DefaultNote string
	// Picked keeps the choice (a setting); an error is shown and the
	// choice asked again.
	Picked func(i int) error
	// Then opens the screen that follows the choice, in the same window
	// (lesson 1 on a first run); nil goes back to the menu.
	Then func(width, height int) (Screen, error)
}

// PickScreen shows a Pick full-screen: ↑/↓ move, Enter picks, Esc leaves
// without picking. Once picked it becomes the screen Then opens.
type PickScreen struct {
	p             Pick
	cursor        int
	width, height int
	status        string
	next          Screen
	done          bool
	look          Look
}

func (s *PickScreen) setLook(l Look) { s.look = l }

// NewPickScreen returns the screen of p for a window of width × height.
func NewPickScreen(p Pick, width, height int) *PickScreen {
	return &PickScreen{p: p, cursor: min(max(p.Default, 0), max(len(p.Options)-1, 0)), width: width, height: height}
}

// Done implements Screen.
func (s *PickScreen) Done() bool {
	if s.next != nil {
		return s.next.Done()
	}
	return s.done
}

// Init implements tea.Model.
func (s *PickScreen) Init() tea.Cmd { return nil }

// Update implements tea.Model.
func (s *PickScreen) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	if s.next != nil {
		_, cmd := s.next.Update(msg)
		return s, cmd
	}
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		s.width, s.height = msg.Width, msg.Height
	case tea.KeyMsg:
		return s, s.key(msg)
	}
	return s, nil
}

func (s *PickScreen) key(msg tea.KeyMsg) tea.Cmd {
	n := len(s.p.Options)
	switch k := msg.String(); k {
	case "up", "k":
		s.cursor = (s.cursor + n - 1) % n
	case "down", "j":
		s.cursor = (s.cursor + 1) % n
	case "esc", "q":
		s.done = true
	case "enter", " ":
		if s.p.Picked != nil {
			if err := s.p.Picked(s.cursor); err != nil {
				s.status = err.Error()
				return nil
			}
		}
		if s.p.Then == nil {
			s.done = true
			return nil
		}
		next, err := s.p.Then(s.width, s.height)
		if err != nil {
			s.status = err.Error()
			s.done = true
			return nil
		}
		if l, ok := next.(looked); ok {
			l.setLook(s.look)
		}
		s.next = next
		w, h := s.width, s.height
		return tea.Batch(next.Init(), func() tea.Msg { return tea.WindowSizeMsg{Width: w, Height: h} })
	default:
		if len(k) == 1 && k[0] >= '1' && int(k[0]-'0') <= n {
			s.cursor = int(k[0] - '1')
		}
	}
	return nil
}

// View implements tea.Model.
func (s *PickScreen) View() string {
	if s.next != nil {
		return s.next.View()
	}
	room := max(s.width-textMargin, 1)
	pad := strings.Repeat(" ", textMargin)
	var lines []string
	for _, l := range wrapLine(s.p.Title, room, 2) {
		lines = append(lines, s.look.titleStyle().Render(l))
	}
	lines = append(lines, "")
	for _, l := range wrapText(s.p.Intro, room) {
		lines = append(lines, pad+l)
	}
	lines = append(lines, "")
	for i, o := range s.p.options() {
		mark := "  "
		if i == s.cursor {
			mark = "> "
		}
		for j, l := range wrapLine(fmt.Sprintf("%s%d %s", mark, i+1, o), room, 4) {
			if i == s.cursor && j == 0 {
				l = s.look.titleStyle().Render(l)
			}
			lines = append(lines, pad+l)
		}
	}
	lines = append(lines, "")
	if s.status != "" {
		lines = append(lines, pad+s.status)
	}
	lines = append(lines, s.look.hintStyle().Render(pad+"↑/↓ choose · enter pick · esc back"))
	if len(lines) > s.height {
		// The choices and the keys matter more than the end of the intro.
		lines = append(lines[:1], lines[len(lines)-s.height+1:]...)
	}
	return strings.Join(lines, "\n")
}

// named reports whether p names a default among its options.
func (p Pick) named() bool {
	return p.DefaultNote != "" && p.Default >= 0 && p.Default < len(p.Options)
}

// options are p's options as shown, the default named.
func (p Pick) options() []string {
	if !p.named() {
		return p.Options
	}
	out := slices.Clone(p.Options)
	out[p.Default] += " (" + p.DefaultNote + ")"
	return out
}

// PickPlain asks p as a numbered prompt (accessible mode), reading the
// answer from in: the intro, then the options. It returns the index
// picked, after Picked kept it; an input that ends picks nothing
// (form.ErrInputEnded).
func PickPlain(ctx context.Context, in io.Reader, out io.Writer, p Pick) (int, error) {
	input := form.NewInput(in)
	fmt.Fprintf(out, "%s\n\n%s\n\n", p.Title, p.Intro)
	options := make([]huh.Option[int], len(p.Options))
	for i, o := range p.options() {
		options[i] = huh.NewOption(o, i)
	}
	// huh's select returns its value's option for a blank line: choice
	// starts at the default, the one named.
	choice := p.Default
	theme := p.Look.Theme()
	title, run := "Which one?", input.Run
	if p.named() {
		title, run = fmt.Sprintf("Which one? (Enter alone: %d, %s)", p.Default+1, p.DefaultNote), input.RunBlankOK
	}
	f := huh.NewForm(huh.NewGroup(form.Themed(huh.NewSelect[int](), theme).Title(title).Options(options...).Value(&choice))).WithTheme(theme)
	err := run(f, out)
	switch {
	case ctx.Err() != nil:
		return 0, ctx.Err()
	case input.Ended() || errors.Is(err, form.ErrInputEnded):
		return 0, form.ErrInputEnded
	case err != nil:
		return 0, err
	}
	if p.Picked != nil {
		if err := p.Picked(choice); err != nil {
			return 0, err
		}
	}
	return choice, nil
}
