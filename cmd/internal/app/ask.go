package app

import (
	"fmt"
	"io"
	"strings"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/huh"
	"github.com/charmbracelet/x/ansi"

	"github.com/rithmo/rithmo/lessons/form"
)

// Answer turns what the learner typed into a text to show, laid out for
// width columns; an error is shown under the question, which is asked again.
type Answer func(line string, width int) (string, error)

// Board draws what the learner answers about (a game's board) to fit
// width × height, "" when nothing fits; it is asked again after each answer
// and on a resize.
type Board func(width, height int) string

// AskScreen asks for one line (a position, say), shows what answer makes of
// it, and asks again when the learner leaves the result; esc at the
// question leaves the screen, and so does an empty line unless the screen
// has an empty hint (WithEmptyHint).
type AskScreen struct {
	title, question, help string
	// emptyHint, when set, says what an empty line shows, where an error
	// goes, in place of leaving: a game is not left on a stray enter.
	emptyHint func() string
	helpFn    func() string // help written afresh at each question; nil: help stays
	answer    Answer
	look      Look
	// board, when set, stands above the question, and an answer's text
	// (notes) is shown under it rather than in a pager: the learner types
	// the next line while seeing both. tab opens the notes whole.
	board      Board
	boardText  string
	notes      string
	notesTitle string

	form        *huh.Form
	line        string
	placeholder string // shown greyed in the empty field: what to type
	err         string
	result      *TextScreen

	width, height int
	done          bool
}

// NewAskScreen returns the screen; help is a line or two under the title.
func NewAskScreen(title, question, help string, answer Answer, width, height int) *AskScreen {
	s := &AskScreen{title: title, question: question, help: help, answer: answer, width: width, height: height}
	s.newForm()
	return s
}

// WithPlaceholder shows p greyed in the empty field, an example of what to
// type, so that the field is not a blank to guess at.
func (s *AskScreen) WithPlaceholder(p string) *AskScreen {
	s.placeholder = p
	s.buildForm()
	return s
}

// WithEmptyHint keeps the learner on the screen when they press enter on
// an empty line, and shows hint's line (what to type now, how to leave)
// where an error goes: for a screen that enter pressed by habit should not
// leave, as a game's, which only esc leaves, as its keys line says.
func (s *AskScreen) WithEmptyHint(hint func() string) *AskScreen {
	s.emptyHint = hint
	return s
}

// NewLiveAskScreen is NewAskScreen for a screen whose answers change what
// its help says (a game: whose turn, how many actions): help is asked for
// afresh each time the question is asked.
func NewLiveAskScreen(title, question string, help func() string, answer Answer, width, height int) *AskScreen {
	s := &AskScreen{title: title, question: question, helpFn: help, answer: answer, width: width, height: height}
	s.newForm()
	return s
}

// NewBoardAskScreen is NewLiveAskScreen for a screen that shows a board
// while the learner types: the board above the question, the last
// answer's text under it.
func NewBoardAskScreen(title, question string, help func() string, board Board, answer Answer, width, height int) *AskScreen {
	s := &AskScreen{title: title, question: question, helpFn: help, board: board, answer: answer, width: width, height: height}
	s.newForm()
	return s
}

// newForm asks the question again, its help written afresh.
func (s *AskScreen) newForm() {
	if s.helpFn != nil {
		s.help = s.helpFn()
	}
	s.buildForm()
	s.drawBoard()
}

// boardFixedLines are the lines a board screen keeps besides the board:
// the question (its title and the line typed), the line of keys, and two
// of notes at least.
const boardFixedLines = 2 + 1 + 2

// drawBoard draws the board for the window, after an answer or a resize
// (never in View): the help (or the notes) keeps what the board leaves.
func (s *AskScreen) drawBoard() {
	if s.board == nil {
		return
	}
	s.boardText = strings.TrimRight(s.board(max(s.width-textMargin, 1), max(s.height-boardFixedLines, 1)), "\n")
}

func (s *AskScreen) buildForm() {
	theme := s.look.Theme()
	s.form = huh.NewForm(huh.NewGroup(form.Themed(huh.NewInput(), theme).Title(s.question).Placeholder(s.placeholder).Value(&s.line))).
		WithTheme(theme).WithShowHelp(false).WithWidth(s.formWidth())
}

// setLook draws the screen for the home's terminal; its form, built
// before, is built again in that terminal's theme (the help stands: a
// live help may have done something, as the opponent's opening move).
func (s *AskScreen) setLook(l Look) {
	s.look = l
	s.buildForm()
}

// formWidth keeps the form, drawn after the margin, inside the window.
func (s *AskScreen) formWidth() int { return max(s.width-textMargin, 1) }

// Done implements Screen.
func (s *AskScreen) Done() bool { return s.done }

// Init implements tea.Model.
func (s *AskScreen) Init() tea.Cmd { return s.form.Init() }

// Update implements tea.Model.
func (s *AskScreen) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	if size, ok := msg.(tea.WindowSizeMsg); ok {
		s.width, s.height = size.Width, size.Height
		s.form = s.form.WithWidth(s.formWidth())
		s.drawBoard()
	}
	if s.result != nil {
		s.result.Update(msg)
		if s.result.Done() {
			s.result, s.line = nil, ""
			s.newForm()
			return s, s.form.Init()
		}
		return s, nil
	}
	if key, ok := msg.(tea.KeyMsg); ok && key.Type == tea.KeyEsc {
		s.done = true
		return s, nil
	}
	if key, ok := msg.(tea.KeyMsg); ok && key.Type == tea.KeyTab && s.board != nil && s.below() != "" {
		// The notes (or the help) whole, in the pager; leaving it asks
		// again.
		title := s.notesTitle
		if s.notes == "" {
			title = s.title
		}
		s.result = NewTextScreen(title, s.below(), s.width, s.height)
		s.result.setLook(s.look)
		return s, nil
	}
	f, cmd := s.form.Update(msg)
	if form, ok := f.(*huh.Form); ok {
		s.form = form
	}
	switch s.form.State {
	case huh.StateAborted:
		s.done = true
		return s, nil
	case huh.StateCompleted:
		line := strings.TrimSpace(s.line)
		if line == "" && s.emptyHint != nil {
			s.err, s.line = s.emptyHint(), ""
			s.buildForm() // asked again as it was: the help and the board stand
			return s, s.form.Init()
		}
		if line == "" {
			s.done = true
			return s, nil
		}
		text, err := s.answer(line, max(s.width-textMargin, 1))
		if err != nil {
			s.err = err.Error()
			s.newForm() // keeps the line, to mend
			return s, s.form.Init()
		}
		s.err = ""
		if s.board != nil {
			// The board and the notes under the question: no pager.
			s.notes, s.notesTitle, s.line = strings.Trim(text, "\n"), s.title+": "+line, ""
			s.newForm()
			return s, s.form.Init()
		}
		title := s.title + ": " + line
		if ansi.StringWidth(title) > s.width-textMargin {
			// A whole position does not fit a title: it heads the text.
			title, text = s.title, s.question+": "+line+"\n\n"+text
		}
		s.result = NewTextScreen(title, text, s.width, s.height)
		s.result.setLook(s.look)
		return s, nil
	}
	return s, cmd
}

// View implements tea.Model.
func (s *AskScreen) View() string {
	if s.result != nil {
		return s.result.View()
	}
	if s.board != nil {
		return s.boardView()
	}
	room := max(s.width-textMargin, 1)
	margin := func(ls []string) string { return indent(strings.Join(ls, "\n"), "  ") }
	title := margin(wrapLine(s.look.titleStyle().Render(s.title), room, 2))
	form := indent(s.form.View(), "  ")
	var errText, help string
	if s.err != "" {
		errText = margin(wrapText(s.err, room))
	}
	if s.help != "" {
		help = margin(wrapText(s.help, room))
	}
	keys := "  " + s.look.hintStyle().Render("enter show · esc back")
	view := func(help string) string {
		var b strings.Builder
		b.WriteString("\n" + title + "\n\n")
		if help != "" {
			b.WriteString(help + "\n\n")
		}
		b.WriteString(form + "\n")
		if errText != "" {
			b.WriteString("\n" + errText + "\n")
		}
		b.WriteString("\n" + keys + "\n")
		return b.String()
	}
	v := view(help)
	if strings.Count(v, "\n") > s.height {
		// No room for the help: the question and what is wrong matter more.
		v = view("")
	}
	return v
}

// boardView is the board, the question, what is wrong, the notes of the
// last answer (or the help, before the first) as many lines as the window
// leaves, and the keys; the title when there is a line to spare.
func (s *AskScreen) boardView() string {
	room := max(s.width-textMargin, 1)
	var board []string
	if s.boardText != "" {
		board = strings.Split(indent(s.boardText, "  "), "\n")
	}
	form := strings.Split(indent(s.form.View(), "  "), "\n")
	var errLines []string
	if s.err != "" {
		errLines = strings.Split(indent(strings.Join(wrapText(s.err, room), "\n"), "  "), "\n")
	}
	var notes []string
	for _, l := range wrapText(s.below(), room) {
		if strings.TrimSpace(l) != "" {
			notes = append(notes, "  "+l)
		}
	}
	keys := "enter play · esc back"
	left := s.height - len(board) - len(form) - len(errLines) - 1
	if len(notes) > left {
		keys = "enter play · tab read all · esc back"
		notes = notes[:max(left-1, 0)]
		notes = append(notes, "  "+s.look.hintStyle().Render("… tab shows the rest"))
	}
	notes = notes[:min(len(notes), max(left, 0))]
	var lines []string
	if s.height-len(board)-len(form)-len(errLines)-len(notes)-1 >= 2 {
		lines = append(lines, wrapLine(s.look.titleStyle().Render(s.title), room, 2)[0], "")
		lines = indentLines(lines)
	}
	lines = append(lines, board...)
	lines = append(lines, form...)
	lines = append(lines, errLines...)
	lines = append(lines, notes...)
	lines = append(lines, "  "+s.look.hintStyle().Render(keys))
	// No newline after the keys: bubbletea counts it as a line, and drops
	// the top one (the board's file labels) from a full window.
	return strings.Join(lines, "\n")
}

// below is what stands under a board screen's question: the notes of the
// last answer, or the help before the first.
func (s *AskScreen) below() string {
	if s.notes != "" {
		return s.notes
	}
	return s.help
}

func indentLines(lines []string) []string {
	for i, l := range lines {
		if l != "" {
			lines[i] = "  " + l
		}
	}
	return lines
}

func indent(text, by string) string {
	lines := strings.Split(strings.TrimRight(text, "\n"), "\n")
	for i, l := range lines {
		lines[i] = by + l
	}
	return strings.Join(lines, "\n")
}

// AskPlain is AskScreen for accessible mode: it asks the question as a plain
// prompt, prints the answer (or what is wrong), and asks again until an
// empty line or the end of the input. width is the text's width; look is
// the terminal's (the zero Look: the process's).
func AskPlain(in io.Reader, out io.Writer, look Look, question, help string, answer Answer, width int) error {
	theme := look.Theme()
	input := form.NewInput(in)
	if help != "" {
		fmt.Fprintln(out, help)
	}
	for {
		line := ""
		f := huh.NewForm(huh.NewGroup(form.Themed(huh.NewInput(), theme).Title(question + " (empty to go back)").Value(&line))).WithTheme(theme)
		if err := input.RunBlankOK(f, out); err != nil { // an empty line goes back
			return err
		}
		line = strings.TrimSpace(line)
		if line == "" || input.Ended() {
			return nil
		}
		text, err := answer(line, width)
		if err != nil {
			text = err.Error()
		}
		fmt.Fprintf(out, "\n%s\n\n", strings.TrimRight(text, "\n"))
	}
}
