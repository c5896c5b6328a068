package play

import (
	"context"
	"errors"
	"fmt"
	"io"
	"reflect"
	"slices"
	"strings"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/huh"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"

	"github.com/rithmo/rithmo/lessons/form"
	"github.com/rithmo/rithmo/puzzles"
	"github.com/rithmo/rithmo/rules/board"
)

// Model is the puzzle flow as a bubbletea model: the board, the goal, the
// messages of the puzzle so far and the current question's form, laid out
// to fit the terminal (see layout.go): the board beside the rest when the
// terminal is wide enough, else above it; the diagram's full layout when it
// fits, else the narrow one; and when not even the narrow board and a
// question fit, a message saying how large the terminal must be. The
// diagram's key moves behind the ? key when there is no room for it under
// the board. A home screen embeds the model in its own program and returns
// to its menu when Done reports true; RunProgram runs it alone.
type Model struct {
	s      *Session
	form   *huh.Form
	q      Question
	single Value
	multi  []Value
	// submitting is set while an Enter goes to the form: only then does a
	// multi-select refuse an empty choice (huh also validates on focus and
	// on every tick, which must not show an error).
	submitting bool

	chunks    []string // what the session said since the puzzle opened, one entry per answer
	msgLines  []string // chunks wrapped to the panel
	lastChunk int      // the line where the newest chunk starts
	msgTop    int      // the first message line shown; -1: from the newest chunk
	showKey   bool     // ? shows the diagram's key in place of the board

	width, height int
	scr           screen
	drawings      map[drawingKey]drawing
	drawnFor      *puzzles.Puzzle
	formW         int // the form's width as built
	formNatural   int // the form's height with every option shown
	formTitleH    int // the lines of its title, as built
	formTop       int // the first option line formView shows
	// boardShown is set when the learner pressed b to see the board that
	// a verdict's explanation had taken the place of (explainHere).
	boardShown bool

	interrupted bool // the learner pressed Ctrl-C (Esc quits quietly)
	// closing is set when the session ended by itself (a list's last
	// puzzle answered, a source that ran out or failed): the board, the
	// last explanation and the summary stay until the learner closes them
	// with Enter, Esc or q, and only then is the model Done.
	closing bool
	// standalone: the model is the whole program (RunProgram), and Esc
	// leaves rithmo rather than going back to the home's menu.
	standalone bool
	// inRoom: the model plays one choice of a Room, and Esc in a puzzle
	// goes back to the choice of puzzles; chose is set once the learner
	// has chosen which puzzles to play.
	inRoom, chose bool
	// lesson is the lesson opened over the puzzle (L), until it is Done.
	lesson LessonScreen
	// words are the glossary's entries for the terms on screen while they
	// are shown over the puzzle (w; empty when there are none), scrolled
	// to wordsTop; nil when the puzzle is on screen.
	words    []string
	wordsTop int
	// drawn numbers the questions asked after an answer; ahead is set from
	// an answer until its question's drawnMsg comes back: the keys that
	// reach the model in between were typed before the question was on
	// screen (an Enter typed ahead as a puzzle opens), and are dropped
	// rather than taken as an answer to a question not yet seen.
	drawn int
	ahead bool
	// theme is huh's theme drawn by the session's renderer, built once.
	theme *huh.Theme
	// formSeen counts the messages given to the form, and field is its
	// focused field as last drawn: a key draws the field once, not once
	// for each of followCursor, formView and keysLine (each drawing costs
	// a Render of every option).
	formSeen int
	field    fieldDrawing
}

// fieldDrawing is a form's focused field as drawn after the form had seen
// seen messages.
type fieldDrawing struct {
	form  *huh.Form
	seen  int
	lines []string
}

// drawnMsg comes back through the program's queue after every key already
// in it: the question it numbers is on screen.
type drawnMsg int

// formMsg is a message made by a command of form: huh moves from field to
// field and completes through messages it sends itself, and one from a
// form that has since been replaced must not reach the new one.
type formMsg struct {
	form *huh.Form
	msg  tea.Msg
}

// own tags what cmd, returned by the current form, sends as that form's.
func (m *Model) own(cmd tea.Cmd) tea.Cmd {
	if cmd == nil {
		return nil
	}
	f := m.form
	return func() tea.Msg {
		msg := cmd()
		if msg == nil {
			return nil
		}
		return formMsg{form: f, msg: msg}
	}
}

// tagged runs a batch or sequence of the current form's commands, each
// tagged as the form's: in order when seq, as tea.Sequence does.
func (m *Model) tagged(l cmdSeq) tea.Cmd {
	cmds := make([]tea.Cmd, len(l.cmds))
	for i, c := range l.cmds {
		cmds[i] = m.own(c)
	}
	if l.seq {
		return tea.Sequence(cmds...)
	}
	return tea.Batch(cmds...)
}

// cmdSeq is the commands of a tea.Batch or a tea.Sequence.
type cmdSeq struct {
	cmds []tea.Cmd
	seq  bool
}

// cmdList reads the commands of a tea.BatchMsg, or of tea.Sequence's
// message, whose type bubbletea does not export (a slice of commands).
func cmdList(msg tea.Msg) (cmdSeq, bool) {
	if b, ok := msg.(tea.BatchMsg); ok {
		return cmdSeq{cmds: b}, true
	}
	v := reflect.ValueOf(msg)
	if v.Kind() != reflect.Slice || v.Type().Elem() != reflect.TypeOf(tea.Cmd(nil)) {
		return cmdSeq{}, false
	}
	l := cmdSeq{cmds: make([]tea.Cmd, v.Len()), seq: true}
	for i := range l.cmds {
		l.cmds[i], _ = v.Index(i).Interface().(tea.Cmd)
	}
	return l, true
}

// leaveKeys says what Esc does, in many words and in few.
func (m *Model) leaveKeys() (long, short string) {
	switch {
	case m.inRoom && m.q.Step != StepChoose:
		return "esc back to the puzzles", "esc puzzles"
	case m.standalone:
		return "esc quit", "esc quit"
	}
	return "esc back to the menu", "esc menu"
}

// NewModel returns a model playing the session; width and height are the
// terminal's until a tea.WindowSizeMsg says otherwise. The model chooses
// the board's layout by the size; the session's Options.Layout is for the
// accessible driver.
func NewModel(s *Session, width, height int) *Model {
	s.opts.ownScreen, s.opts.hintKey = true, true
	m := &Model{s: s, width: width, height: height, msgTop: -1, drawings: map[drawingKey]drawing{}, theme: s.opts.theme()}
	m.take()
	m.next()
	m.relayout()
	return m
}

// Done reports whether the learner has finished or quit, and has seen the
// last words of a session that ended by itself.
// Err is the session's error (an answer that could not be saved), nil
// when none.
func (m *Model) Err() error { return m.s.Err() }

func (m *Model) Done() bool { return m.s.Done() && !m.closing }

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

// Update lays the screen out again on a size change, handles the model's
// own keys (Esc, q, ?, PgUp, PgDn), passes the rest to the form and, when the
// form completes, gives the values chosen to the session and builds the
// next form.
func (m *Model) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	if m.lesson != nil {
		return m, m.updateLesson(msg)
	}
	if m.words != nil {
		return m, m.updateWords(msg)
	}
	switch msg := msg.(type) {
	case drawnMsg:
		if int(msg) == m.drawn {
			m.ahead = false
		}
		return m, nil
	case tea.WindowSizeMsg:
		// The form never sees the size: its width and height are the
		// panel's, set by relayout.
		m.width, m.height = msg.Width, msg.Height
		m.msgTop = -1 // the lines wrap anew: show the newest message again
		return m, m.relayout()
	case tea.KeyMsg:
		if m.ahead && msg.Type != tea.KeyCtrlC && msg.Type != tea.KeyEsc {
			return m, nil // typed before the question was drawn
		}
		if cmd, handled := m.key(msg); handled {
			return m, cmd
		}
	case formMsg:
		if msg.form != m.form {
			// Made by a form already answered: a second Enter typed
			// before the first had completed it leaves a "next field"
			// behind, which would answer the new question unseen.
			return m, nil
		}
		if cmds, ok := cmdList(msg.msg); ok {
			return m, m.tagged(cmds)
		}
		return m.Update(msg.msg)
	}
	if m.form == nil || m.s.Done() {
		return m, nil
	}
	if k, ok := msg.(tea.KeyMsg); ok && k.Type == tea.KeyEnter {
		m.submitting = true
	}
	f, cmd := m.form.Update(msg)
	m.formSeen++
	m.submitting = false
	if form, ok := f.(*huh.Form); ok {
		m.form = form
	}
	if !m.filtering() {
		// A filter's cursor blinks on its own ticks, which move
		// nothing: they stay untagged.
		cmd = m.own(cmd)
	}
	m.followCursor()
	switch m.form.State {
	case huh.StateAborted:
		m.interrupt()
		return m, nil
	case huh.StateCompleted:
		return m, m.answer()
	}
	return m, cmd
}

// key handles the keys that are the model's own; false passes the key to
// the form.
func (m *Model) key(msg tea.KeyMsg) (tea.Cmd, bool) {
	leave := msg.Type == tea.KeyEsc || msg.String() == "q"
	switch {
	case msg.Type == tea.KeyCtrlC:
		m.interrupt()
		return nil, true
	case m.closing && (leave || msg.Type == tea.KeyEnter):
		m.closing = false
		return nil, true
	case leave && !m.filtering() && !(msg.Type == tea.KeyEsc && m.filterSet()):
		// A filter takes q as a letter, and Esc clears a filter that is
		// set; otherwise no question takes either.
		m.s.Quit()
		m.take()
		m.keepSummary()
		m.relayout()
		return nil, true
	case m.scr.arrange == arrangeTooSmall:
		// Nothing is answered blind: only Esc and Ctrl-C work until the
		// window is large enough.
		return nil, true
	}
	switch msg.String() {
	case "h":
		if m.filtering() {
			return nil, false
		}
		return m.hint(), true
	case "w":
		if m.filtering() || m.puzzle() == nil {
			return nil, false
		}
		m.showWords()
		return nil, true
	case "L":
		if m.filtering() || m.lessonRef().IsZero() {
			return nil, false
		}
		return m.openLesson(), true
	case "?":
		if m.filtering() {
			return nil, false
		}
		if m.scr.arrange != arrangeText && !m.scr.under && len(m.scr.legend) > 0 {
			m.showKey = !m.showKey
		}
		return nil, true
	case "b":
		if m.filtering() || !m.scr.flip {
			return nil, false
		}
		m.boardShown = !m.boardShown
		return m.relayout(), true
	case "pgup":
		m.scrollMessages(-1)
		return nil, true
	case "pgdown":
		m.scrollMessages(+1)
		return nil, true
	}
	return nil, false
}

// hint shows the next hint under the question, which stands as it was:
// the form is kept, with its cursor and whatever is ticked.
func (m *Model) hint() tea.Cmd {
	if m.form == nil || m.q.Hint == "" {
		return nil
	}
	if err := m.s.TakeHint(); err != nil {
		if m.s.Err() == nil {
			return nil
		}
		// The answer shown could not be saved: the session has ended
		// with the error, which stays on screen until closed.
		m.closing = true
		m.take()
		m.next()
		return m.relayout()
	}
	if q, ok := m.s.Question(); ok {
		m.q.Hint = q.Hint // the next hint, or none left
	}
	m.take()
	return m.relayout()
}

// interrupt ends the session at the learner's Ctrl-C.
func (m *Model) interrupt() {
	m.interrupted, m.closing = true, false
	m.s.Quit()
	m.take()
	m.relayout()
}

// filtering reports whether the learner is typing a filter in the form.
func (m *Model) filtering() bool {
	if m.form == nil {
		return false
	}
	f, ok := m.form.GetFocusedField().(interface{ GetFiltering() bool })
	return ok && f.GetFiltering()
}

// answer gives the completed form's values to the session and builds the
// next form.
func (m *Model) answer() tea.Cmd {
	values := []Value{m.single}
	if m.q.Multi {
		values = m.multi
	}
	before := m.s.number
	wasChoosing := m.q.Step == StepChoose
	m.chose = m.chose || wasChoosing
	err := m.s.Answer(values)
	// Choosing Finish leaves at once; a session that ends otherwise keeps
	// its last words on screen until the learner closes them.
	finished := m.q.Step == StepNext && values[0] == ValueQuit
	m.closing = m.s.Done() && !finished
	if finished {
		m.keepSummary()
	}
	if m.s.number != before || wasChoosing {
		m.chunks = nil // a new puzzle: its messages start afresh
		m.showKey = false
	}
	if err != nil && m.s.Err() == nil {
		m.chunks = append(m.chunks, err.Error()+"\n")
	}
	m.take()
	m.next()
	m.drawn++
	m.ahead = true
	drawn := drawnMsg(m.drawn)
	return tea.Batch(m.relayout(), func() tea.Msg { return drawn }) // the new form's Init
}

// take keeps what the session said as the newest chunk of messages and
// shows it from its start.
func (m *Model) take() {
	if text := m.s.Output(); strings.TrimSpace(text) != "" {
		m.chunks = append(m.chunks, text)
	}
	m.msgTop = -1
}

// next builds the form of the session's question, or none when it is over.
func (m *Model) next() {
	q, ok := m.s.Question()
	m.form, m.q = nil, q // the form is built by relayout, to the panel's size
	m.boardShown = false // a new verdict is shown first
	if !ok {
		return
	}
	m.single, m.multi = Value{}, slices.Clone(q.Selected)
	if !q.Multi && len(q.Options) > 0 {
		m.single = q.Options[0].Value // the default: a select's default is never refused
	}
}

// relayout works out the screen for the model's size, question and
// messages; it returns the new form's Init when the form was rebuilt.
func (m *Model) relayout() tea.Cmd {
	m.scr = m.plan()
	m.wrapMessages()
	return m.fitForm()
}

// wrapMessages wraps the chunks to the panel: a blank line between them
// in a roomy panel, none in a compact one; the puzzle's occasion first when
// the header leaves it out.
func (m *Model) wrapMessages() {
	m.msgLines, m.lastChunk = m.msgLines[:0], 0
	chunks := m.chunks
	if occasion := m.occasionUnsaid(); occasion != "" {
		chunks = append([]string{occasion}, chunks...)
	}
	for _, c := range chunks {
		lines := WrapText(strings.Trim(c, "\n"), m.scr.panelW)
		if !m.scr.roomy {
			lines = dropBlank(lines)
		} else if len(m.msgLines) > 0 {
			m.msgLines = append(m.msgLines, "")
		}
		m.lastChunk = len(m.msgLines)
		m.msgLines = append(m.msgLines, lines...)
	}
}

func dropBlank(lines []string) []string {
	out := lines[:0]
	for _, l := range lines {
		if strings.TrimSpace(l) != "" {
			out = append(out, l)
		}
	}
	return out
}

// fitForm shares the panel between the messages and the form, building
// the form when there is none or the panel's width changed; it returns the
// new form's Init when it built one. The form keeps its natural height:
// huh's own scrolling (a field given a height) leaves blank rows under the
// last option after End or a filter, and starts the list at the cursor's
// option on a resize, so formView shows a window of the options instead.
func (m *Model) fitForm() tea.Cmd {
	m.scr.msgH, m.scr.formH = 0, 0
	if m.scr.arrange == arrangeTooSmall {
		return nil
	}
	if m.q.Step == StepNone {
		if m.closing {
			// No form: the messages take the panel above the line of keys.
			m.scr.msgH = max(min(len(m.msgLines), m.scr.panelH-len(m.scr.header)-helpLines), 0)
		}
		return nil
	}
	var built bool
	w := m.scr.panelW - 1 // huh draws a border left of the field's width
	if m.form == nil || w != m.formW {
		m.buildForm(w)
		built = true
	}
	rest := m.scr.panelH - len(m.scr.header) - helpLines - len(m.glossLines())
	if m.scr.roomy && len(m.msgLines) > 0 {
		rest-- // a blank line between the messages and the question
	}
	// The question comes first: the messages keep one line (the newest's
	// first), and PgUp and PgDn page through the rest.
	formH := max(min(m.formNatural, rest-min(len(m.msgLines), 1)), 1)
	if newest := len(m.msgLines) - m.lastChunk; newest > rest-formH {
		// The newest message (a hint, a verdict) is read whole where it
		// can be: the question gives up options for it, down to the least
		// it shows (its title and two).
		formH = max(min(formH, rest-newest), min(formH, minFormLines))
	}
	m.scr.formH = formH
	m.scr.msgH = max(min(len(m.msgLines), rest-formH), 0)
	m.followCursor()
	if built {
		return m.form.Init()
	}
	return nil
}

// buildForm builds the current question's form w columns wide at its
// natural height, keeping the values chosen so far.
func (m *Model) buildForm(w int) {
	// The complaint takes the line of keys, which is as wide as the panel.
	empty := emptyChoice(m.q, "tick it with x or space, then press Enter")
	if ansi.StringWidth(empty) > m.scr.panelW {
		empty = "Tick at least one, with x or space."
	}
	// huh measures a select's title before it knows its width, then wraps
	// it: the extra line pushed the last option (and the cursor on it) out
	// of the frame. A title wrapped here keeps the height huh measured.
	q := m.q
	q.Title = ansi.Wordwrap(q.Title, max(w-3, 10), "")
	m.form = newForm(q, &m.single, &m.multi, formConfig{
		theme:      m.theme,
		labelWidth: w - 4, // the cursor, the tick box and the border
		refuse:     func() bool { return m.submitting },
		emptyText:  empty,
	}).WithWidth(w).WithShowHelp(false).WithShowErrors(false)
	m.formW, m.formTop = w, 0
	m.formTitleH = strings.Count(q.Title, "\n") + 1
	m.formNatural = len(m.formLines())
}

// scrollMessages moves the messages a page up (-1) or down (+1).
func (m *Model) scrollMessages(dir int) {
	top, page := m.messageWindow()
	if page <= 0 {
		return
	}
	m.msgTop = min(max(top+dir*page, 0), max(len(m.msgLines)-page, 0))
}

// messageWindow is the first message line shown and how many are shown: a
// line is kept for saying what is hidden when not all fit.
func (m *Model) messageWindow() (top, shown int) {
	n, h := len(m.msgLines), m.scr.msgH
	if n <= h {
		return 0, n
	}
	shown = max(h-1, 0)
	if h == 1 || m.msgTop < 0 && n-m.lastChunk == h {
		// The newest message's first line, or the whole of it when it
		// takes every line: the line of keys says that more are hidden.
		shown = h
	}
	top = m.msgTop
	if top < 0 {
		top = m.lastChunk
	}
	return min(top, n-shown), shown
}

// View puts the prepared pieces together: nothing is drawn here.
func (m *Model) View() string {
	if m.lesson != nil {
		return m.lesson.View()
	}
	if m.words != nil {
		return m.wordsView()
	}
	var lines []string
	switch m.scr.arrange {
	case arrangeTooSmall:
		lines = m.scr.tooSmall
	case arrangeText:
		lines = m.panelView()
	case arrangeSide:
		left, right := m.boardView(), m.panelView()
		for i := range max(len(left), len(right)) {
			var l, r string
			if i < len(left) {
				l = left[i]
			}
			if i < len(right) {
				r = right[i]
			}
			if r != "" {
				l += strings.Repeat(" ", max(m.scr.boardW-ansi.StringWidth(l), 0)+gapColumns) + r
			}
			lines = append(lines, l)
		}
	case arrangeStacked:
		lines = append(m.boardView(), m.panelView()...)
	}
	lines = lines[:min(len(lines), max(m.height, 1))]
	for i, l := range lines {
		lines[i] = strings.TrimRight(ansi.Truncate(l, m.width, ""), " ")
	}
	// No newline after the last line: it would count as one more line, and
	// a view taller than the terminal loses its top.
	return strings.Join(lines, "\n")
}

// boardView is the board region: the board (with the key under it when
// there is room), or the key when ? is on.
func (m *Model) boardView() []string {
	if m.puzzle() == nil {
		return nil
	}
	board := m.scr.board
	if m.showKey && !m.scr.under {
		key := append(append([]string{}, m.scr.legend...), "", "Press ? again to see the board.")
		if m.scr.arrange == arrangeStacked {
			return fit(key, m.scr.boardW, len(board)) // the panel stays where it was
		}
		return key
	}
	if m.scr.under {
		board = append(append(append([]string{}, board...), ""), m.scr.legend...)
	}
	return board
}

// panelView is the header, the messages, the form and the line of keys.
func (m *Model) panelView() []string {
	scr := &m.scr
	lines := append([]string{}, scr.header...)
	top, shown := m.messageWindow()
	lines = append(lines, m.msgLines[top:top+shown]...)
	if hidden := len(m.msgLines) - shown; hidden > 0 && shown < scr.msgH {
		above, below := top, len(m.msgLines)-top-shown
		lines = append(lines, m.hintStyle().Render(moreText(above, below)))
	}
	if m.form == nil {
		if m.closing {
			lines = append(lines, m.keysLine())
		}
		return fit(lines, scr.panelW, len(lines))
	}
	if scr.roomy && len(m.msgLines) > 0 {
		lines = append(lines, "")
	}
	lines = append(lines, fit(m.formView(scr.formH), scr.panelW, scr.formH)...)
	lines = append(lines, m.glossLines()...)
	lines = append(lines, m.keysLine())
	return fit(lines, scr.panelW, min(len(lines), scr.panelH))
}

func (m *Model) renderer() *lipgloss.Renderer {
	if r := m.s.opts.Renderer; r != nil {
		return r
	}
	return lipgloss.DefaultRenderer()
}

func (m *Model) hintStyle() lipgloss.Style  { return m.renderer().NewStyle().Faint(true) }
func (m *Model) errorStyle() lipgloss.Style { return m.renderer().NewStyle().Bold(true) }

// moreText says how many message lines are hidden and how to see them.
func moreText(above, below int) string {
	switch {
	case above > 0 && below > 0:
		return fmt.Sprintf("(%s above: PgUp; %d below: PgDn)", lines(above), below)
	case above > 0:
		return fmt.Sprintf("(%s above: PgUp)", lines(above))
	}
	return fmt.Sprintf("(%s below: PgDn)", lines(below))
}

func lines(n int) string {
	if n == 1 {
		return "1 line"
	}
	return fmt.Sprintf("%d lines", n)
}

// keysLine is the form's error if it has one, else the keys that work now,
// in fewer words when the panel is narrow.
func (m *Model) keysLine() string {
	keyShown := m.scr.arrange != arrangeText && !m.scr.under && len(m.scr.legend) > 0
	filterSet := m.filterSet() // draws the field: once, not per use
	var long, short []string
	add := func(l, s string) { long, short = append(long, l), append(short, s) }
	switch {
	case m.form == nil:
		add("enter, esc or q close", "enter/esc close")
	case len(m.form.Errors()) > 0:
		return m.errorStyle().Render(m.form.Errors()[0].Error())
	case m.q.Multi:
		add("↑/↓ move", "↑/↓")
		add("x tick", "x tick")
		add("enter answer", "enter")
	case m.q.Step == StepChoose && m.filtering():
		add("type to narrow the list", "type")
		add("enter play", "enter")
		add("esc keep the filter", "esc keep")
	case m.q.Step == StepChoose:
		add("↑/↓ move", "↑/↓")
		add("/ filter", "/ filter")
		add("enter play", "enter")
		if filterSet {
			add("esc clear the filter", "esc clear")
		}
	default:
		add("↑/↓ move", "↑/↓")
		add("enter choose", "enter")
	}
	if m.form != nil && m.q.Hint != "" {
		add("h "+strings.ToLower(m.q.Hint[:1])+m.q.Hint[1:], "h hint")
	}
	if ref := m.lessonRef(); !ref.IsZero() && m.q.Step != StepChoose {
		add(fmt.Sprintf("L lesson %d", ref.Number), "L lesson")
	}
	if m.puzzle() != nil {
		add("w words", "w words")
	}
	switch {
	case keyShown && m.pyramidOnBoard():
		// The layers are in the key: say so, or a learner would not look.
		add("? key and pyramid layers", "? key+layers")
	case keyShown:
		add("? key", "? key")
	}
	if top, shown := m.messageWindow(); shown > 0 && shown == m.scr.msgH && shown < len(m.msgLines) {
		// No line to say that messages are hidden: the keys say it.
		above, below := top, len(m.msgLines)-top-shown
		switch {
		case above > 0 && below > 0:
			add("pgup/pgdn more", "pgup/dn more")
		case above > 0:
			add(fmt.Sprintf("pgup %s above", lines(above)), "pgup more")
		default:
			add(fmt.Sprintf("pgdn %s below", lines(below)), "pgdn more")
		}
	}
	if m.scr.flip && m.boardShown {
		add("b explanation", "b why")
	} else if m.scr.flip {
		add("b board", "b board")
	}
	if m.form != nil && !m.filtering() && !filterSet {
		add(m.leaveKeys())
	}
	line := strings.Join(long, " · ")
	if ansi.StringWidth(line) > m.scr.panelW {
		line = strings.Join(short, " · ")
	}
	if ansi.StringWidth(line) > m.scr.panelW {
		// Still too wide (a tick list with every key, in 80 columns): the
		// form's own ↑/↓ and enter go, which its cursor makes plain, so
		// that the puzzle's keys (w, esc) stay in view.
		short = slices.DeleteFunc(short, func(k string) bool { return k == "↑/↓" || k == "enter" })
		line = strings.Join(short, " · ")
	}
	return m.hintStyle().Render(line)
}

// pyramidOnBoard reports whether the puzzle on screen has a pyramid on
// the board or among the men taken: the key lists its layers.
func (m *Model) pyramidOnBoard() bool {
	pz := m.puzzle()
	if pz == nil {
		return false
	}
	found := false
	pz.Position.Men(func(_ board.Square, piece board.Piece) { found = found || piece.IsPyramid() })
	for _, took := range pz.Position.Took {
		for _, piece := range took {
			found = found || piece.IsPyramid()
		}
	}
	return found
}

// puzzle is the puzzle on screen: the one being played, or while closing
// the last one played.
func (m *Model) puzzle() *puzzles.Puzzle {
	if m.closing {
		return m.s.lastShown()
	}
	return m.s.Puzzle()
}

// emptyChoice is what a multi-select says when nothing is chosen.
func emptyChoice(q Question, how string) string {
	what := "one"
	switch q.Step {
	case StepTaken, StepSpotMen:
		what = "one man"
	case StepRelations:
		what = "one relation"
	case StepProportions:
		what = "one proportion"
	}
	return "Choose at least " + what + ": " + how + "."
}

// formConfig says how newForm builds a form for a driver.
type formConfig struct {
	theme      *huh.Theme  // the terminal's (form.ThemeFor); nil: form.Theme()
	labelWidth int         // cut option labels to this many columns (0: never)
	refuse     func() bool // whether a multi-select refuses an empty choice now
	emptyText  string      // what it says then
}

// newForm builds one form of one field for a question, its value bound to
// single or multi (which give the cursor its start). A select's default is
// never refused; a multi-select refuses an empty choice while
// cfg.refuse says so: that is syntax, like a square's name, while the
// answer itself is judged after the form completes.
func newForm(q Question, single *Value, multi *[]Value, cfg formConfig) *huh.Form {
	theme := cfg.theme
	if theme == nil {
		theme = form.Theme()
	}
	opts := make([]huh.Option[Value], len(q.Options))
	for i, c := range q.Options {
		label := c.Label
		if cfg.labelWidth > 0 {
			label = cutLabel(q, label, max(cfg.labelWidth, 1))
		}
		opts[i] = huh.NewOption(label, c.Value)
	}
	var field huh.Field
	if q.Multi {
		ms := form.Themed(huh.NewMultiSelect[Value](), theme).Title(q.Title).Options(opts...).Value(multi)
		// The hint is an option only where there are no keys (accessible
		// mode), and "Show the answer" once a step was wrong: neither is an
		// answer, so the limit huh states ("Select up to N options") counts
		// the answers alone.
		if answers := slices.DeleteFunc(slices.Clone(q.Options), func(c Choice) bool { return c.Value == ValueHint || c.Value == ValueShow }); len(answers) < len(q.Options) {
			ms = ms.Limit(max(len(answers), 1))
		}
		if cfg.refuse != nil {
			ms = ms.Validate(func(v []Value) error {
				if len(v) == 0 && cfg.refuse() {
					return errors.New(cfg.emptyText)
				}
				return nil
			})
		}
		field = ms
	} else {
		field = form.Themed(huh.NewSelect[Value](), theme).Title(q.Title).Options(opts...).Value(single)
	}
	// The form's theme reaches its group: a group without one builds
	// huh's theme anew at every frame.
	return huh.NewForm(huh.NewGroup(field)).WithTheme(theme)
}

// cutLabel cuts an option's label to width columns. A choice of puzzles
// keeps its counts whole ("…: 35 puzzles, 2 solved") and cuts its name
// instead: the counts are what the learner compares.
func cutLabel(q Question, label string, width int) string {
	if ansi.StringWidth(label) <= width {
		return label
	}
	if q.Step == StepChoose {
		if i := strings.LastIndex(label, ": "); i > 0 {
			counts := label[i:]
			if room := width - ansi.StringWidth(counts); room >= 8 {
				return ansi.Truncate(label[:i], room, "…") + counts
			}
		}
	}
	return ansi.Truncate(label, width, "…")
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
	m.standalone = true
	if !m.Done() {
		p := tea.NewProgram(standalone{m}, tea.WithContext(ctx), tea.WithInput(in), tea.WithOutput(out), tea.WithAltScreen(),
			// rithmo's main handles signals and cancels ctx: bubbletea's
			// own handler can deadlock on shutdown (review D4, bubbletea
			// PR #1806).
			tea.WithoutSignalHandler(), tea.WithFPS(120))
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

// keepSummary keeps the session's summary on screen when the learner
// leaves a set of puzzles inside the home, until Enter, Esc or q: run alone
// (standalone), the summary is printed after the program instead.
func (m *Model) keepSummary() {
	if !m.standalone && m.s.Summary() != "" {
		m.closing = true
		m.form, m.q = nil, Question{} // nothing is asked any more
	}
}

// lessonRef is the lesson the puzzle on screen names, when it can be
// opened; zero otherwise.
func (m *Model) lessonRef() puzzles.LessonRef {
	pz := m.puzzle()
	if pz == nil || m.s.opts.OpenLesson == nil || m.form == nil {
		return puzzles.LessonRef{}
	}
	return pz.Lesson
}

// openLesson opens the puzzle's lesson over the screen, at its page; the
// form keeps its cursor and ticks for the learner's return.
func (m *Model) openLesson() tea.Cmd {
	l, err := m.s.opts.OpenLesson(m.lessonRef(), m.width, m.height)
	if err != nil {
		m.chunks = append(m.chunks, err.Error()+"\n")
		m.take()
		return m.relayout()
	}
	m.lesson = l
	return l.Init()
}

// updateLesson passes a message to the lesson opened over the puzzle, and
// brings the puzzle back, laid out for the window as it now is, once the
// learner leaves the lesson.
func (m *Model) updateLesson(msg tea.Msg) tea.Cmd {
	if size, ok := msg.(tea.WindowSizeMsg); ok {
		m.width, m.height = size.Width, size.Height
	}
	_, cmd := m.lesson.Update(msg)
	if !m.lesson.Done() {
		return cmd
	}
	m.lesson = nil
	m.msgTop = -1
	return tea.Batch(cmd, m.relayout())
}

// Room is the puzzles as a home's entry: the choice of puzzles, then the
// puzzles chosen; leaving them (Esc, or Finish) goes back to the choice,
// with its counts and suggestions made afresh, and leaving the choice
// itself is Done. Esc thus goes back one step everywhere.
type Room struct {
	chooser       func() *Session
	m             *Model
	width, height int
}

// NewRoom opens a choice of puzzles that chooser makes (NewCatalogChooser),
// for a terminal of width × height.
func NewRoom(chooser func() *Session, width, height int) *Room {
	r := &Room{chooser: chooser, width: width, height: height}
	r.open()
	return r
}

func (r *Room) open() {
	r.m = NewModel(r.chooser(), r.width, r.height)
	r.m.inRoom = true
}

// Model is the model playing now.
func (r *Room) Model() *Model { return r.m }

// Init implements tea.Model.
func (r *Room) Init() tea.Cmd { return r.m.Init() }

// Update implements tea.Model.
func (r *Room) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	if size, ok := msg.(tea.WindowSizeMsg); ok {
		r.width, r.height = size.Width, size.Height
	}
	_, cmd := r.m.Update(msg)
	if r.m.Done() && !r.Done() {
		r.open()
		return r, r.m.Init()
	}
	return r, cmd
}

// View implements tea.Model.
func (r *Room) View() string { return r.m.View() }

// Done reports whether the learner left the choice of puzzles itself (or
// there was nothing to choose), left with Ctrl-C, or the session ended
// with an error.
func (r *Room) Done() bool {
	return r.m.Done() && (!r.m.chose || r.m.Interrupted() || r.m.Err() != nil)
}

// Interrupted reports whether the learner left with Ctrl-C.
func (r *Room) Interrupted() bool { return r.m.Interrupted() }

// Err is the session's error, nil when none.
func (r *Room) Err() error { return r.m.Err() }
