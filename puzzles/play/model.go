package play

import (
	"context"
	"fmt"
	"io"
	"strings"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/huh"
	"github.com/charmbracelet/lipgloss"
	"github.com/rithmo/rithmo/rules/diagram"
)

// Model is the puzzle flow as a bubbletea model: the board on the left (or
// on top when the terminal is narrow), the goal, the verdicts so far and the
// current question's form beside it. A home screen embeds it in its own
// program and returns to its menu when Done reports true; RunProgram runs
// it alone.
type Model struct {
	s      *Session
	form   *huh.Form
	q      Question
	single string
	multi  []string

	text        strings.Builder // what the session said since the puzzle opened
	width       int
	height      int
	interrupted bool // the learner pressed Ctrl-C (Esc quits quietly)
}

// minPanel is the narrowest the text and form column may be beside the board.
const minPanel = 40

// NewModel returns a model playing the session; width and height are the
// terminal's until a tea.WindowSizeMsg says otherwise.
func NewModel(s *Session, width, height int) *Model {
	s.opts.hideBoard = true
	m := &Model{s: s, width: width, height: height}
	m.take()
	m.next()
	return m
}

// Done reports whether the learner has finished or quit.
func (m *Model) Done() bool { return m.s.Done() }

// Interrupted reports whether the learner left with Ctrl-C rather than
// finishing or pressing Esc: a program run for this screen alone exits 130.
func (m *Model) Interrupted() bool { return m.interrupted }

// Session is the session the model plays (for its tally and error).
func (m *Model) Session() *Session { return m.s }

// Init starts the first form.
func (m *Model) Init() tea.Cmd {
	if m.form == nil {
		return nil
	}
	return m.form.Init()
}

// Update passes messages to the form and, when it completes, gives the
// values chosen to the session and builds the next form.
func (m *Model) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		m.width, m.height = msg.Width, msg.Height
		if m.form != nil {
			m.form = m.form.WithWidth(m.panelWidth())
		}
	case tea.KeyMsg:
		if msg.String() == "esc" {
			m.s.Quit()
			m.take()
			return m, nil
		}
	}
	if m.form == nil || m.s.Done() {
		return m, nil
	}
	f, cmd := m.form.Update(msg)
	if form, ok := f.(*huh.Form); ok {
		m.form = form
	}
	switch m.form.State {
	case huh.StateAborted:
		m.interrupted = true
		m.s.Quit()
		m.take()
		return m, nil
	case huh.StateCompleted:
		values := []string{m.single}
		if m.q.Multi {
			values = m.multi
		}
		before := m.s.index
		wasChoosing := m.q.Step == StepChoose
		if err := m.s.Answer(values); err != nil && m.s.Err() == nil {
			m.text.WriteString(err.Error() + "\n")
		}
		if m.s.index != before || wasChoosing {
			m.text.Reset()
		}
		m.take()
		m.next()
		if m.form == nil {
			return m, nil
		}
		return m, m.form.Init()
	}
	return m, cmd
}

// take appends what the session said to the text shown.
func (m *Model) take() { m.text.WriteString(m.s.Output()) }

// next builds the form of the session's question, or none when it is over.
func (m *Model) next() {
	q, ok := m.s.Question()
	if !ok {
		m.form = nil
		return
	}
	m.q = q
	m.form = newForm(q, &m.single, &m.multi).WithWidth(m.panelWidth()).WithShowHelp(true)
}

// newForm builds one form of one field for a question. Nothing is
// validated: the answer is judged after the form completes.
func newForm(q Question, single *string, multi *[]string) *huh.Form {
	var field huh.Field
	if q.Multi {
		*multi = nil
		opts := make([]huh.Option[string], len(q.Options))
		for i, c := range q.Options {
			opts[i] = huh.NewOption(c.Label, c.Value)
		}
		field = huh.NewMultiSelect[string]().Title(q.Title).Options(opts...).Value(multi)
	} else {
		*single = ""
		if len(q.Options) > 0 {
			*single = q.Options[0].Value // the default: a select's default is never refused
		}
		opts := make([]huh.Option[string], len(q.Options))
		for i, c := range q.Options {
			opts[i] = huh.NewOption(c.Label, c.Value)
		}
		field = huh.NewSelect[string]().Title(q.Title).Options(opts...).Value(single)
	}
	return huh.NewForm(huh.NewGroup(field))
}

// panelWidth is the width of the text and form column.
func (m *Model) panelWidth() int {
	bw := m.boardWidth()
	if m.width >= bw+2+minPanel {
		return m.width - bw - 2
	}
	return max(m.width, minPanel)
}

func (m *Model) boardWidth() int {
	pz := m.s.Puzzle()
	if pz == nil {
		return 0
	}
	return diagram.Width(&pz.Position, m.s.opts.Layout)
}

// View draws the board and, beside or below it, the text and the form.
func (m *Model) View() string {
	panel := strings.TrimRight(m.text.String(), "\n")
	if m.form != nil {
		panel += "\n\n" + m.form.View()
	}
	pz := m.s.Puzzle()
	if pz == nil || m.s.Done() {
		return panel + "\n"
	}
	board := strings.TrimRight(m.s.BoardText(), "\n")
	if m.width >= m.boardWidth()+2+minPanel {
		return lipgloss.JoinHorizontal(lipgloss.Top, board, "  ", lipgloss.NewStyle().Width(m.panelWidth()).Render(panel)) + "\n"
	}
	return board + "\n\n" + panel + "\n"
}

// standalone runs a Model as a whole program: it quits when the model is done.
type standalone struct{ m *Model }

func (s standalone) Init() tea.Cmd { return s.m.Init() }

func (s standalone) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	_, cmd := s.m.Update(msg)
	if s.m.Done() {
		return s, tea.Quit
	}
	return s, cmd
}

func (s standalone) View() string { return s.m.View() }

// RunProgram plays the session full-screen on a terminal (in and out must be
// one) and prints the session's summary when it ends. Ctrl-C ends it with an
// error wrapping context.Canceled (exit 130); Esc ends it quietly.
func RunProgram(ctx context.Context, s *Session, in io.Reader, out io.Writer, width, height int) error {
	m := NewModel(s, width, height)
	if !m.Done() {
		p := tea.NewProgram(standalone{m}, tea.WithContext(ctx), tea.WithInput(in), tea.WithOutput(out), tea.WithAltScreen())
		if _, err := p.Run(); err != nil {
			return fmt.Errorf("puzzles: %w", err)
		}
	}
	if text := s.Summary(); text != "" {
		fmt.Fprintln(out, text)
	}
	if err := s.Err(); err != nil {
		return err
	}
	if m.Interrupted() {
		return fmt.Errorf("puzzles: %w", context.Canceled)
	}
	return nil
}
