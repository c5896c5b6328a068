package reader

import (
	"errors"
	"fmt"
	"strings"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/huh"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"

	"github.com/rithmo/rithmo/lessons"
	"github.com/rithmo/rithmo/lessons/exercise"
	"github.com/rithmo/rithmo/lessons/form"
	"github.com/rithmo/rithmo/lessons/render"
)

// Options configure a reader.
type Options struct {
	// Renderer renders pages in the style decided for the terminal and
	// draws the exercises with the learner's seed. Required.
	Renderer *render.Renderer
	// Recorder keeps progress; nil records nothing. When it also implements
	// lessons.Bookmarks, lessons open at the page last read.
	Recorder lessons.Recorder
	// Start names a lesson (as lessons.Find reads it) to open at once, at
	// page Page (from 0); "" shows the list of lessons first.
	Start string
	Page  int
	// Width and Height are the terminal's size until bubbletea reports it.
	Width, Height int
	// Now is the clock; time.Now when nil.
	Now func() time.Time
	// Ending offers, on a lesson's last page, the puzzles that close it;
	// nil offers only the next lesson.
	Ending *Ending
	// Theme is huh's theme drawn for the Renderer's terminal, built once
	// by whoever made it (it costs a millisecond); nil builds one.
	Theme *huh.Theme
	// Shortcut, when set, is a quick route taken once: turning forward
	// past its page goes to another lesson.
	Shortcut *Shortcut
}

// exState is what became of one exercise in this session.
type exState struct {
	form     *form.Exercise // while it is being answered
	hint     string         // shown on request
	answer   string
	feedback *exercise.Feedback
	wrapped  string // feedback laid out for the current width
	// firstTry is the feedback of a wrong first answer (why, not the
	// answer), shown under the form while it is tried once more;
	// firstAnswer is that answer, whose full explanation ? gives on
	// request once the hint is shown (or when there is none).
	firstTry, firstAnswer string
}

// Model is the lesson reader: a list of lessons, then the pages of one,
// with each exercise's form run at its place in the page. It implements
// tea.Model; Done reports when the learner has left it.
type Model struct {
	all   []*lessons.Lesson
	opts  Options
	rec   lessons.Recorder
	theme *huh.Theme // huh's, drawn for the renderer's terminal

	width, height int
	done          bool
	err           error  // the recorder's failure that ended the reader
	status        string // one line: a recording error, a note

	// The list.
	cursor int

	// The open lesson (nil on the list).
	lesson   *lessons.Lesson
	page     int
	blocks   []render.Block
	offset   int // first line shown
	active   int // exercise being answered, or -1
	states   map[string]map[int]*exState
	reached  map[string]bool // lessons whose last page was opened in this session
	standing []string        // per lesson, how far the learner has got, for the list

	// On the last page: how many puzzles close the lesson, in which rule
	// set; sub is those puzzles while they are played over the reader.
	endN     int
	endRules string
	sub      Screen

	// route, on a quick route, passes over an exercise that asks again
	// what an earlier one on the route asked; nil off the route.
	route *repeats

	// words are the glossary entries of the page's terms while they are
	// shown over it (w), scrolled by wordsOffset.
	words       []string
	wordsOffset int
}

// New returns a reader over all, in the order given.
func New(all []*lessons.Lesson, opts Options) *Model {
	m := &Model{
		all:     all,
		opts:    opts,
		rec:     opts.Recorder,
		width:   opts.Width,
		height:  opts.Height,
		active:  -1,
		states:  map[string]map[int]*exState{},
		reached: map[string]bool{},
	}
	if m.rec == nil {
		m.rec = lessons.NopRecorder{}
	}
	if m.opts.Renderer == nil {
		m.opts.Renderer = render.New(render.StyleNoTTY, 0)
	}
	m.theme = m.opts.Theme
	if m.theme == nil {
		m.theme = form.ThemeFor(m.opts.Renderer.Terminal())
	}
	if opts.Shortcut != nil {
		m.route = newRepeats()
	}
	if m.width <= 0 {
		m.width = 80
	}
	if m.height <= 0 {
		m.height = 24
	}
	if opts.Start != "" {
		if l, ok := lessons.Find(all, opts.Start); ok {
			m.cursor = indexOf(all, l)
			m.open(l, opts.Page)
			return m
		}
		m.status = fmt.Sprintf("There is no lesson %q.", opts.Start)
	}
	m.readStanding()
	return m
}

func indexOf(all []*lessons.Lesson, l *lessons.Lesson) int {
	for i, x := range all {
		if x == l {
			return i
		}
	}
	return 0
}

// Done reports whether the learner has left the reader.
func (m *Model) Done() bool { return m.done }

// Lesson returns the open lesson and page (nil on the list).
func (m *Model) Lesson() (*lessons.Lesson, int) { return m.lesson, m.page }

// Init implements tea.Model.
func (m *Model) Init() tea.Cmd { return nil }

func (m *Model) now() time.Time {
	if m.opts.Now != nil {
		return m.opts.Now()
	}
	return time.Now()
}

// textWidth is the width prose is wrapped at: min(width-4, 80).
func (m *Model) textWidth() int { return min(max(m.width-4, 20), 80) }

// bodyHeight is the number of page lines shown between header and footer.
func (m *Model) bodyHeight() int { return max(m.height-4, 3) }

// open shows page of l, rendering it (or taking it from the cache) and
// telling the recorder.
func (m *Model) open(l *lessons.Lesson, page int) {
	page = min(max(page, 0), len(l.Pages)-1)
	m.lesson, m.page, m.offset, m.active = l, page, 0, -1
	if m.states[l.Name] == nil {
		m.states[l.Name] = m.answeredBefore(l)
	}
	m.endN, m.endRules = 0, ""
	if page == len(l.Pages)-1 {
		m.endN, m.endRules = m.opts.Ending.count(l)
	}
	m.render()
	m.route.see(m.opts.Renderer, l, page, m.blocks)
	m.record(m.rec.Opened(l.Name, page))
	if page == len(l.Pages)-1 && !m.reached[l.Name] {
		m.reached[l.Name] = true
		m.record(m.rec.Finished(l.Name)) // the last page reached; finished follows hasFinished's rule
	}
}

// hasFinished reports whether l is finished, by the one rule the progress
// store keeps (progress.Store.open): its last page reached and every
// exercise of it that counts for the learner's rule set answered. The
// recorder says when it can (lessons.Completion); otherwise this
// session's pages and answers do.
func (m *Model) hasFinished(slug string) bool {
	if done, ok := m.rec.(lessons.Completion); ok {
		return done.HasFinished(slug)
	}
	l, _ := lessonOf(m.all, slug)
	if l == nil || !m.reached[slug] {
		return false
	}
	for _, ex := range l.Exercises {
		if st := m.states[slug][ex.Index]; l.Counts(ex.Index, m.opts.Renderer.Rules()) && (st == nil || st.feedback == nil) {
			return false
		}
	}
	return true
}

// answeredBefore is the exercises of l answered in an earlier session, as
// the recorder kept them (lessons.Answers): shown answered when the page is
// opened again, so that the next question is the first unanswered one. An
// answer to other numbers than those drawn now is left out.
func (m *Model) answeredBefore(l *lessons.Lesson) map[int]*exState {
	states := map[int]*exState{}
	src, ok := m.rec.(lessons.Answers)
	if !ok {
		return states
	}
	for i, a := range src.LastAnswers(l.Name) {
		q, err := m.opts.Renderer.Question(l, i)
		if err != nil || q.Task.String() != a.Task {
			continue
		}
		fb := exercise.Judge(q, a.Answer)
		states[i] = &exState{answer: a.Answer, feedback: &fb}
	}
	return states
}

// render lays out the open page for the current width: the glamour blocks
// come from the renderer's cache after the first time.
func (m *Model) render() {
	if m.lesson == nil {
		return
	}
	// The page's boards are drawn for the rows the body shows: in 80×24
	// the compact board, seen whole, as the puzzles draw it.
	blocks, err := m.opts.Renderer.PageIn(m.lesson, m.page, m.textWidth(), m.bodyHeight())
	if err != nil {
		m.status = err.Error()
		blocks = nil
	}
	m.blocks = blocks
	for _, st := range m.states[m.lesson.Name] {
		if st.feedback != nil {
			st.wrapped = m.wrapFeedback(st)
		}
	}
}

// record notes a recorder's error: the reader ends at once (Done) and Err
// says why. Going on would let the learner work on with nothing saved; and
// as the record comes before the page or the verdict is drawn, nothing
// unsaved is ever shown as done.
func (m *Model) record(err error) {
	if err != nil && m.err == nil {
		m.err = fmt.Errorf("%w: %w", ErrNotSaved, err)
		m.done = true
	}
}

// ErrNotSaved is what Err wraps when the recorder failed.
var ErrNotSaved = errors.New("the lesson stopped because your progress could not be saved")

// Err is the recorder's error that ended the reader, nil when none did.
func (m *Model) Err() error { return m.err }

// The reader's styles are drawn for the terminal its page renderer draws
// for (a class server's student's, or the process's own).
func (m *Model) style() lipgloss.Style       { return m.opts.Renderer.Terminal().NewStyle() }
func (m *Model) headerStyle() lipgloss.Style { return m.style().Bold(true) }
func (m *Model) faintStyle() lipgloss.Style  { return m.style().Faint(true) }
func (m *Model) rightStyle() lipgloss.Style  { return m.style().Foreground(lipgloss.Color("2")) }
func (m *Model) wrongStyle() lipgloss.Style  { return m.style().Foreground(lipgloss.Color("1")) }

// wrapFeedback lays out an answered exercise's answer and feedback at the
// text width, indented like glamour's prose.
func (m *Model) wrapFeedback(st *exState) string {
	mark, style := "✗", m.wrongStyle()
	if st.feedback.Correct {
		mark, style = "✓", m.rightStyle()
	}
	var b strings.Builder
	fmt.Fprintf(&b, "Your answer: %s\n", st.answer)
	for i, line := range strings.Split(st.feedback.Text, "\n") {
		if i == 0 {
			line = mark + " " + line
		}
		b.WriteString(line)
		b.WriteString("\n")
	}
	if note := Untaught(m.all, m.lesson, st.feedback.Text, m.hasFinished); note != "" {
		b.WriteString(note + "\n")
	}
	wrapped := ansi.Wrap(strings.TrimSuffix(b.String(), "\n"), m.textWidth()-2, "")
	lines := strings.Split(wrapped, "\n")
	for i, l := range lines {
		if i > 0 {
			l = style.Render(l)
		}
		lines[i] = "  " + l
	}
	return strings.Join(lines, "\n")
}

// Update implements tea.Model.
func (m *Model) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	if m.sub != nil {
		return m, m.updateSub(msg)
	}
	switch msg := msg.(type) {
	case tea.WindowSizeMsg:
		if msg.Width <= 0 || msg.Height <= 0 {
			return m, nil // a terminal that does not know its size: keep ours
		}
		m.width, m.height = msg.Width, msg.Height
		m.render()
		if st := m.activeState(); st != nil {
			cmd := m.fitForm(st)
			m.keepFormInView()
			return m, cmd
		}
		m.clamp()
		return m, nil
	case tea.KeyMsg:
		if msg.String() == "ctrl+c" {
			m.done = true
			return m, tea.Quit
		}
		if m.lesson == nil {
			return m, m.updateList(msg)
		}
		if m.active >= 0 {
			return m, m.updateForm(msg)
		}
		if m.words != nil {
			m.updateWords(msg.String())
			return m, nil
		}
		return m, m.updatePage(msg)
	}
	// Other messages (the form's own commands) go to the active form.
	if st := m.activeState(); st != nil {
		return m, m.forward(st, msg)
	}
	return m, nil
}

func (m *Model) activeState() *exState {
	if m.lesson == nil || m.active < 0 {
		return nil
	}
	st := m.states[m.lesson.Name][m.active]
	if st == nil || st.form == nil {
		return nil
	}
	return st
}

func (m *Model) updateList(msg tea.KeyMsg) tea.Cmd {
	m.status = ""
	switch msg.String() {
	case "up", "k":
		m.cursor = max(m.cursor-1, 0)
	case "down", "j":
		m.cursor = min(m.cursor+1, len(m.all)-1)
	case "home", "g":
		m.cursor = 0
	case "end", "G":
		m.cursor = len(m.all) - 1
	case "enter", "right", "l", " ":
		if len(m.all) > 0 {
			l := m.all[m.cursor]
			m.open(l, m.bookmark(l))
		}
	case "q", "esc":
		m.done = true
	}
	return nil
}

// bookmark is the page to open l at: the one last read, when the recorder
// knows it.
func (m *Model) bookmark(l *lessons.Lesson) int {
	if b, ok := m.rec.(lessons.Bookmarks); ok {
		if page, ok := b.LastPage(l.Name); ok && page >= 0 && page < len(l.Pages) {
			return page
		}
	}
	return 0
}

func (m *Model) updatePage(msg tea.KeyMsg) tea.Cmd {
	m.status = ""
	lines, _ := m.body()
	switch msg.String() {
	case "right", "n", "l":
		m.turn(+1)
	case "left", "p", "h":
		m.turn(-1)
	case "down", "j":
		m.offset++
	case "up", "k":
		m.offset--
	case "pgdown", " ", "f":
		m.offset += m.bodyHeight() - 1
	case "pgup", "b":
		m.offset -= m.bodyHeight() - 1
	case "home", "g":
		m.offset = 0
	case "end", "G":
		m.offset = len(lines)
	case "enter", "tab", "e":
		if next := m.nextUnanswered(); next >= 0 {
			return m.ask(next)
		}
		if m.lastPage() && m.endN > 0 {
			return m.openEnding()
		}
		m.turn(+1)
	case "w":
		m.showWords()
	case "q", "esc":
		m.showList()
		return nil
	}
	m.clamp()
	return nil
}

// turn moves by delta pages, to the next lesson after the last page;
// forward, it passes over the pages on other rule sets' moves and says so.
func (m *Model) turn(delta int) {
	next := m.page + delta
	var note string
	if to, note, ok := m.opts.Shortcut.take(m.all, m.lesson, m.page, delta); ok {
		m.opts.Shortcut = nil
		m.cursor = indexOf(m.all, to)
		m.open(to, 0)
		if m.status == "" {
			m.status = note
		}
		return
	}
	if delta > 0 {
		rules := m.opts.Renderer.Rules()
		var passed []int
		var sets []string
		next, passed, sets = forward(m.lesson, m.page, rules)
		note = passedNote(passed, sets, rules, true)
	}
	defer func() {
		if note != "" && m.status == "" {
			m.status = note
		}
	}()
	switch {
	case next >= len(m.lesson.Pages):
		if l := nextLesson(m.all, m.lesson); l != nil {
			m.cursor = indexOf(m.all, l)
			m.open(l, 0)
			return
		}
		m.status = "This is the last page of the last lesson: q goes back to the lessons."
	case next < 0:
		m.status = "This is the first page."
	default:
		m.open(m.lesson, next)
	}
}

// nextUnanswered returns the first exercise of the page not yet answered.
func (m *Model) nextUnanswered() int {
	for _, b := range m.blocks {
		if !b.IsExercise() {
			continue
		}
		if st := m.states[m.lesson.Name][b.Exercise]; (st == nil || st.feedback == nil) && !m.route.passed(m.lesson, b.Exercise) {
			return b.Exercise
		}
	}
	return -1
}

// ask starts the form of exercise index at its place in the page.
func (m *Model) ask(index int) tea.Cmd {
	q, err := m.opts.Renderer.Question(m.lesson, index)
	if err != nil {
		m.status = err.Error()
		return nil
	}
	st := m.states[m.lesson.Name][index]
	if st == nil {
		st = &exState{}
		m.states[m.lesson.Name][index] = st
	}
	st.form = form.New(m.lesson.Name, index, q, form.Config{Width: m.textWidth(), Now: m.opts.Now, Theme: m.theme})
	m.active = index
	init := st.form.Form.Init()
	// Lay the form out at once: the size bubbletea reports later only
	// confirms it.
	sized := m.fitForm(st)
	// Bring the form into view, with the line above it when there is room.
	_, anchors := m.body()
	m.offset = max(anchors[index]-1, 0)
	m.keepFormInView()
	return tea.Batch(init, sized)
}

// fitForm lays the active form out for the terminal: as wide as the
// prose, and no taller than the lines the body has for it (less its
// hint). A select that does not fit keeps its question and shows as many
// options as there is room for, scrolling them with the cursor.
func (m *Model) fitForm(st *exState) tea.Cmd {
	f := st.form.Form
	// The form was built with a width, so huh leaves its width alone on a
	// WindowSizeMsg: set it here.
	f.WithWidth(m.textWidth())
	// huh only ever shrinks a field to the height it is given: back to its
	// natural height first, or a form squeezed by a small terminal would
	// stay squeezed after the terminal grows.
	field := f.GetFocusedField()
	if field == nil {
		return nil
	}
	field.WithHeight(0)
	// The room the body has for the form, less the hint under it; but
	// never so little that the question loses its last option: the hint
	// goes below the screen first.
	natural := lipgloss.Height(field.View()) + 2 // the field, a blank line, the help
	least := natural - max(len(st.form.Question.Options)-1, 0)
	room := max(m.bodyHeight()-len(m.hintLines(st)), least)
	// huh sizes the group to min(needed, Height) but draws a blank line
	// between the field and its help that it does not count: one less.
	_, cmd := f.Update(tea.WindowSizeMsg{Width: m.textWidth(), Height: max(room-1, 1)})
	reseat(f, field)
	return cmd
}

// hoverer is a huh Select or MultiSelect of strings.
type hoverer interface {
	Hovered() (string, bool)
	GetFiltering() bool
}

// reseat scrolls a select's options back to the top, the same option under
// the cursor. huh scrolls the list to put the cursor's option first when a
// field's height is set, and never scrolls back when the field grows: the
// options above the cursor's would stay hidden behind blank lines. Only
// the cursor moves (home, then down to the option it was on); a choice
// made in a multi-select stays made.
func reseat(f *huh.Form, field huh.Field) {
	h, ok := field.(hoverer)
	if !ok || h.GetFiltering() {
		return
	}
	want, ok := h.Hovered()
	if !ok {
		return
	}
	f.Update(tea.KeyMsg{Type: tea.KeyHome})
	// Bounded: the option hovered is among those listed, filtered or not.
	for i := 0; i < 1000; i++ {
		if got, ok := h.Hovered(); !ok || got == want {
			return
		}
		f.Update(tea.KeyMsg{Type: tea.KeyDown})
	}
}

// formView is the active form as the body shows it: indented like the
// prose, trailing spaces gone.
func (m *Model) formView(st *exState) []string {
	lines := strings.Split(render.Trim(st.form.Form.View()), "\n")
	for i, l := range lines {
		lines[i] = "  " + l
	}
	return lines
}

// hintLines is the hint under the active form, wrapped at the text width
// (none before the learner asks for it).
func (m *Model) hintLines(st *exState) []string {
	var out []string
	if st.firstTry != "" {
		// The first try's verdict stays under the form it is retried in.
		again := "Try once more; ? shows the whole explanation."
		if st.hint == "" && st.form != nil && st.form.Question.Hint != "" {
			again = "Try once more; ? shows the hint."
		}
		lines := strings.Split(ansi.Wrap("✗ "+st.firstTry+"\n"+again, m.textWidth()-2, ""), "\n")
		out = append(out, "")
		for _, l := range lines {
			out = append(out, "  "+m.wrongStyle().Render(l))
		}
	}
	if st.hint == "" {
		return out
	}
	lines := strings.Split(ansi.Wrap("Hint: "+st.hint, m.textWidth()-2, ""), "\n")
	for i, l := range lines {
		lines[i] = "  " + m.faintStyle().Render(l)
	}
	return append(append(out, ""), lines...)
}

// keepFormInView scrolls the page so that the active form and its hint
// are all in view, or, when they are taller than the body, as much as fits
// from the form's question down. A form already in view does not move.
func (m *Model) keepFormInView() {
	st := m.activeState()
	if st == nil {
		m.clamp()
		return
	}
	_, anchors := m.body()
	top := anchors[m.active]
	bottom := top + len(m.formView(st)) + len(m.hintLines(st)) // one past the last line
	h := m.bodyHeight()
	switch {
	case bottom-top > h || top < m.offset:
		m.offset = top
	case bottom > m.offset+h:
		m.offset = bottom - h
	}
	m.clamp()
}

// showVerdict scrolls the page so that the verdict of exercise ex, just
// answered, is in view down to its last line (an exercise that ends the
// page had its ✓ or ✗ drawn below the screen), keeping the question's
// first line when both fit.
func (m *Model) showVerdict(ex int) {
	lines, anchors := m.body()
	top, ok := anchors[ex]
	if !ok {
		m.clamp()
		return
	}
	st := m.states[m.lesson.Name][ex]
	bottom := len(lines)
	// The exercise's block, a blank line, then the verdict.
	for _, b := range m.blocks {
		if b.IsExercise() && b.Exercise == ex {
			bottom = top + len(strings.Split(b.Text, "\n")) + 1 + len(strings.Split(st.wrapped, "\n"))
			break
		}
	}
	h := m.bodyHeight()
	switch {
	case bottom-top > h:
		m.offset = bottom - h // the verdict's end matters most
	case top < m.offset:
		m.offset = top
	case bottom > m.offset+h:
		m.offset = bottom - h
	}
	m.clamp()
}

func (m *Model) updateForm(msg tea.KeyMsg) tea.Cmd {
	st := m.activeState()
	if st == nil {
		m.active = -1
		return nil
	}
	switch msg.String() {
	case "esc":
		// Leave the exercise unanswered: nothing is recorded, but for
		// the time since a wrong try, which is the learner's too.
		if st.firstTry != "" {
			m.record(m.rec.Answered(st.form.Left(m.now())))
			if m.done {
				return nil
			}
		}
		st.form, m.active = nil, -1
		m.status = "Exercise left unanswered: enter asks it again."
		return nil
	case "?":
		if st.firstTry != "" && (st.hint != "" || st.form.Question.Hint == "") {
			// On request, after a wrong first try: the whole explanation
			// of that answer, recorded as shown before it is, and the
			// exercise ends.
			m.record(m.rec.Answered(st.form.Explained(m.now())))
			if m.done {
				return nil // not saved: the reader stops, the explanation unshown
			}
			fb := exercise.Judge(st.form.Question, st.firstAnswer)
			st.answer, st.feedback = st.firstAnswer, &fb
			ex := m.active
			st.form, m.active = nil, -1
			st.wrapped = m.wrapFeedback(st)
			m.showVerdict(ex)
			return nil
		}
		if h := st.form.Hint(); h != "" {
			st.hint = h
			// The hint takes lines under the form: fit the form again.
			cmd := m.fitForm(st)
			m.keepFormInView()
			return cmd
		}
		m.status = "This exercise has no hint."
		return nil
	}
	return m.forward(st, msg)
}

// forward passes a message to the active form and, once it is complete,
// judges and records the answer.
func (m *Model) forward(st *exState, msg tea.Msg) tea.Cmd {
	_, cmd := st.form.Form.Update(msg)
	switch st.form.Form.State {
	case huh.StateCompleted:
		if st.firstTry == "" {
			if attempt, fb := st.form.FinishTry(m.now()); !fb.Correct {
				// A wrong first answer: recorded, told why (not the
				// answer), and asked once more in a new form.
				m.record(m.rec.Answered(attempt))
				if m.done {
					return nil // not saved: the reader stops, the verdict unshown
				}
				st.firstTry = "Your answer: " + attempt.Answer + ". " + fb.Text
				st.firstAnswer = attempt.Answer
				st.form = st.form.Again(form.Config{Width: m.textWidth(), Now: m.opts.Now, Theme: m.theme})
				init := st.form.Form.Init()
				sized := m.fitForm(st)
				m.keepFormInView()
				return tea.Batch(init, sized)
			}
		}
		attempt, fb := st.form.Finish(m.now())
		st.answer, st.feedback = attempt.Answer, &fb
		ex := m.active
		st.form, m.active = nil, -1
		st.wrapped = m.wrapFeedback(st)
		m.record(m.rec.Answered(attempt))
		m.showVerdict(ex)
		return nil
	case huh.StateAborted:
		st.form, m.active = nil, -1
		m.clamp()
		return nil
	}
	// A form may grow as it is answered (an error under an input): fit it
	// again when it no longer fits, and keep it in view.
	if len(m.formView(st))+len(m.hintLines(st)) > m.bodyHeight() {
		cmd = tea.Batch(cmd, m.fitForm(st))
	}
	m.keepFormInView()
	return cmd
}

// body lays out the page: its blocks, the active form in its exercise's
// place, feedback under answered exercises. anchors gives the first line
// of each exercise.
func (m *Model) body() ([]string, map[int]int) {
	var lines []string
	anchors := map[int]int{}
	blocks, cut := m.blocks, false
	if m.route != nil && m.lastPage() && m.endN > 0 {
		blocks, cut = cutSummary(blocks)
	}
	// An exercise the route passes over takes no room; the note before
	// its run says how many of the run are asked.
	hidden := func(i int) bool {
		st := m.states[m.lesson.Name][i]
		return st == nil || (st.form == nil && st.feedback == nil)
	}
	notes := m.route.runNotes(m.lesson, blocks, hidden)
	for i, b := range blocks {
		note, noted := notes[b.Exercise]
		if b.IsExercise() && m.route.passed(m.lesson, b.Exercise) && hidden(b.Exercise) && !noted {
			continue
		}
		if i > 0 {
			lines = append(lines, "")
		}
		if !b.IsExercise() {
			lines = append(lines, strings.Split(b.Text, "\n")...)
			continue
		}
		if noted {
			for _, l := range strings.Split(ansi.Wrap(note, m.textWidth()-2, ""), "\n") {
				lines = append(lines, "  "+l)
			}
			if m.route.passed(m.lesson, b.Exercise) && hidden(b.Exercise) {
				continue
			}
			lines = append(lines, "")
		}
		anchors[b.Exercise] = len(lines)
		st := m.states[m.lesson.Name][b.Exercise]
		switch {
		case st != nil && st.form != nil:
			lines = append(lines, m.formView(st)...)
			lines = append(lines, m.hintLines(st)...)
		case st != nil && st.feedback != nil:
			lines = append(lines, strings.Split(b.Text, "\n")...)
			lines = append(lines, "")
			lines = append(lines, strings.Split(st.wrapped, "\n")...)
		default:
			lines = append(lines, strings.Split(b.Text, "\n")...)
		}
	}
	if m.lastPage() {
		lines = append(lines, "")
		key := "Enter"
		if m.nextUnanswered() >= 0 {
			key = "Once its exercises are answered, Enter" // Enter asks them first
		}
		for _, l := range EndLines(m.lesson, nextLesson(m.all, m.lesson), m.endN, m.endRules, key, "→") {
			lines = append(lines, "  "+m.headerStyle().Render(l))
		}
		if cut {
			lines = append(lines, "  "+SummaryLater)
		}
	}
	return lines, anchors
}

// lastPage reports whether the open page is its lesson's last.
func (m *Model) lastPage() bool { return m.lesson != nil && m.page == len(m.lesson.Pages)-1 }

// clamp keeps the scroll offset inside the page.
func (m *Model) clamp() {
	lines, _ := m.body()
	m.offset = min(m.offset, max(len(lines)-m.bodyHeight(), 0))
	m.offset = max(m.offset, 0)
}

// View implements tea.Model. It only lays out what Update rendered.
func (m *Model) View() string {
	if m.done {
		return ""
	}
	if m.sub != nil {
		return m.sub.View()
	}
	if m.lesson == nil {
		return m.listView()
	}
	if m.words != nil {
		return m.wordsView()
	}
	lines, _ := m.body()
	h := m.bodyHeight()
	end := min(m.offset+h, len(lines))
	shown := lines[min(m.offset, end):end]
	for len(shown) < h {
		shown = append(shown, "")
	}
	// A narrow terminal cuts the title, never the page number.
	where := fmt.Sprintf("  page %d of %d", m.page+1, len(m.lesson.Pages))
	title := ansi.Truncate(fmt.Sprintf("Lesson %d · %s", m.lesson.Number, m.lesson.Title), max(m.width-ansi.StringWidth(where), 1), "…")
	header := m.headerStyle().Render(title) + m.faintStyle().Render(where)
	var help string
	if m.active >= 0 {
		help = "esc leave the exercise · ? hint"
		if st := m.activeState(); st != nil && st.firstTry != "" && (st.hint != "" || st.form.Question.Hint == "") {
			help = "esc leave the exercise · ? explain"
		}
	} else {
		help = "←/→ page · ↑/↓ scroll · enter answer · w words · q lessons"
		if m.lastPage() && m.nextUnanswered() < 0 {
			help = "← page · ↑/↓ scroll · → next lesson · w words · q lessons"
			if m.endN > 0 {
				help = "← page · enter puzzles · → next lesson · w words · q lessons"
			}
		}
		if len(lines) > h {
			help += fmt.Sprintf(" · %d%%", 100*end/len(lines))
		}
	}
	view := make([]string, 0, h+4)
	view = append(view, header, "")
	view = append(view, shown...)
	view = append(view, m.status, m.faintStyle().Render(help))
	return m.fit(view)
}

// fit cuts every line of a view to the terminal's width: a line the
// terminal wrapped would push the rest of the view down and off screen.
func (m *Model) fit(lines []string) string {
	for i, l := range lines {
		lines[i] = ansi.Truncate(l, m.width, "…")
	}
	return strings.Join(lines, "\n")
}

// showList goes back to the list of lessons, reading again where the
// learner stands in each.
func (m *Model) showList() {
	m.lesson, m.blocks, m.active = nil, nil, -1
	m.route = nil // the route ends where the learner leaves it
	m.readStanding()
}

// readStanding asks the recorder, once per visit to the list rather than
// on every frame, how far the learner has got in each lesson: "finished"
// by hasFinished's rule, else "left at page N" after the first page.
func (m *Model) readStanding() {
	mastery, _ := m.rec.(lessons.Mastery)
	m.standing = make([]string, len(m.all))
	for i, l := range m.all {
		switch {
		case m.hasFinished(l.Name):
			m.standing[i] = ", finished"
		default:
			if page := m.bookmark(l); page > 0 {
				m.standing[i] = fmt.Sprintf(", left at page %d", page+1)
			}
		}
		// With mastery known, "read" or "mastered" say more than
		// "finished", and the score follows.
		if mastery == nil {
			continue
		}
		if st, ok := mastery.Standing(l); ok && st.String() != "" {
			if st.Read || st.Mastered {
				m.standing[i] = ", " + st.String()
			} else {
				m.standing[i] += ", " + st.String()
			}
		}
	}
}

func (m *Model) listView() string {
	lines := []string{m.headerStyle().Render("Lessons"), ""}
	// The lessons that fit, the cursor's among them.
	rows := max(m.height-4, 1)
	if m.status != "" {
		rows = max(rows-1, 1)
	}
	first := max(min(m.cursor-rows/2, len(m.all)-rows), 0)
	for i := first; i < min(first+rows, len(m.all)); i++ {
		l := m.all[i]
		cursor := "  "
		if i == m.cursor {
			cursor = "› "
		}
		line := fmt.Sprintf("%s%2d. %s", cursor, l.Number, l.Title)
		info := fmt.Sprintf("  %d pages, %d exercises", len(l.Pages), len(l.Exercises))
		if i < len(m.standing) {
			info += m.standing[i]
		}
		if over := ansi.StringWidth(line+info) - m.width; over > 0 {
			// The counts are what the learner compares: the title gives
			// way first, down to its number and a few letters.
			head := fmt.Sprintf("%s%2d. ", cursor, l.Number)
			if room := ansi.StringWidth(l.Title) - over; room >= 8 {
				line = head + ansi.Truncate(l.Title, room, "…")
			}
		}
		if i == m.cursor {
			line = m.headerStyle().Render(line)
		}
		lines = append(lines, line+m.faintStyle().Render(info))
	}
	if len(m.all) == 0 {
		lines = append(lines, "  No lessons.")
	}
	lines = append(lines, "")
	if m.status != "" {
		lines = append(lines, m.status)
	}
	lines = append(lines, m.faintStyle().Render("↑/↓ choose · enter open · q leave"))
	return m.fit(lines)
}
