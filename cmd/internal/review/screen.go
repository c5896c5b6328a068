package review

import (
	"fmt"
	"strings"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/huh"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"

	"github.com/rithmo/rithmo/lessons/exercise"
	"github.com/rithmo/rithmo/lessons/form"
	"github.com/rithmo/rithmo/puzzles/play"
)

// Screen is the review full-screen: the puzzle player over the set's
// puzzles, then one exercise form at a time, then a closing word. It is a
// tea.Model; Done reports when the learner has left it.
type Screen struct {
	set  Set
	opts Options

	width, height int
	puzzles       *play.Model // while the puzzles are played
	ex            int         // the exercise asked (index in set.Exercises)
	form          *form.Exercise
	hint          string
	feedback      *exercise.Feedback
	answer        string
	status        string // a recording error
	right, asked  int    // exercises answered right, answered
	finished      bool   // the closing word is shown
	done          bool
}

// NewScreen returns the review screen for a terminal of width × height.
func NewScreen(set Set, o Options, width, height int) *Screen {
	s := &Screen{set: set, opts: o, width: width, height: height}
	if len(set.Puzzles) > 0 {
		s.puzzles = play.NewModel(PuzzleSession(set, o), width, height)
	}
	return s
}

// Done reports whether the learner has left the review.
func (s *Screen) Done() bool { return s.done }

// Init implements tea.Model.
func (s *Screen) Init() tea.Cmd {
	if s.puzzles != nil {
		return s.puzzles.Init()
	}
	return s.nextExercise()
}

func (s *Screen) style() lipgloss.Style {
	if r := s.opts.Renderer; r != nil {
		return r.NewStyle()
	}
	return lipgloss.NewStyle()
}
func (s *Screen) headerStyle() lipgloss.Style { return s.style().Bold(true) }
func (s *Screen) dimStyle() lipgloss.Style    { return s.style().Faint(true) }

// Update implements tea.Model.
func (s *Screen) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	if size, ok := msg.(tea.WindowSizeMsg); ok {
		s.width, s.height = size.Width, size.Height
		if s.form != nil {
			s.form.Form = s.form.Form.WithWidth(s.textWidth())
		}
	}
	if s.puzzles != nil {
		_, cmd := s.puzzles.Update(msg)
		if !s.puzzles.Done() {
			return s, cmd
		}
		// Left before the last puzzle (esc or q): the learner leaves the
		// review, not only its puzzles.
		left := s.puzzles.Session().Tally().Played < len(s.set.Puzzles)
		s.puzzles = nil
		if left {
			s.done = true
			return s, nil
		}
		return s, s.nextExercise()
	}
	key, isKey := msg.(tea.KeyMsg)
	switch {
	case s.finished || s.form == nil && s.feedback == nil:
		if isKey && (key.String() == "enter" || key.String() == "esc" || key.String() == "q") {
			s.done = true
		}
		return s, nil
	case s.form == nil: // the feedback is shown
		if isKey {
			switch key.String() {
			case "enter", " ", "n":
				s.ex++
				return s, s.nextExercise()
			case "esc", "q":
				s.done = true
			}
		}
		return s, nil
	}
	if isKey {
		switch key.String() {
		case "esc":
			s.done = true // unanswered: nothing recorded
			return s, nil
		case "?":
			if h := s.form.Hint(); h != "" {
				s.hint = h
			} else {
				s.status = "This exercise has no hint."
			}
			return s, nil
		}
	}
	_, cmd := s.form.Form.Update(msg)
	switch s.form.Form.State {
	case huh.StateCompleted:
		attempt, fb := s.form.Finish(s.opts.now())
		s.answer, s.feedback, s.form = attempt.Answer, &fb, nil
		s.asked++
		if fb.Correct {
			s.right++
		}
		e := s.set.Exercises[s.ex]
		if err := (exerciseRecorder{s.opts.Store, e}).Answered(attempt); err != nil {
			s.status = fmt.Sprintf("Could not record this answer: %v", err)
		}
		return s, nil // not the form's own quit
	case huh.StateAborted:
		s.done = true
		return s, nil
	}
	return s, cmd
}

// nextExercise builds the form of exercise s.ex, or closes the review.
func (s *Screen) nextExercise() tea.Cmd {
	s.feedback, s.hint, s.answer, s.status = nil, "", "", ""
	if s.ex >= len(s.set.Exercises) {
		s.finished = true
		return nil
	}
	e := s.set.Exercises[s.ex]
	s.form = form.New(e.Lesson.Name, e.Index, e.Question, form.Config{Width: s.textWidth(), Now: s.opts.Now, Theme: s.opts.Theme})
	return s.form.Form.Init()
}

func (s *Screen) textWidth() int { return max(min(s.width-4, 76), 20) }

// View implements tea.Model.
func (s *Screen) View() string {
	if s.puzzles != nil {
		return s.puzzles.View()
	}
	w := s.textWidth()
	var lines []string
	add := func(text string) { lines = append(lines, play.WrapText(text, w)...) }
	switch {
	case s.finished:
		lines = append(lines, s.headerStyle().Render("Review done"), "")
		if len(s.set.Exercises) > 0 {
			add(fmt.Sprintf("Exercises: %d of %d right.", s.right, s.asked))
		}
		if s.set.Len() == 0 {
			add("Nothing to review today.")
		}
		for _, why := range s.set.Skipped {
			add("Left out: " + why + ".")
		}
		add("What you missed comes back on its own schedule; rithmo progress shows when.")
		lines = append(lines, "", s.dimStyle().Render("enter: back"))
	default:
		e := s.set.Exercises[s.ex]
		lines = append(lines, s.headerStyle().Render(fmt.Sprintf("Review: exercise %d of %d", s.ex+1, len(s.set.Exercises))))
		add(fmt.Sprintf("From lesson %d (%s)%s.", e.Lesson.Number, e.Lesson.Title, freshNote(e.Fresh)))
		lines = append(lines, "")
		if s.form != nil {
			lines = append(lines, s.formLines()...)
			if s.hint != "" {
				lines = append(lines, "")
				add("Hint: " + s.hint)
			}
			keys := "enter: answer · ?: hint · esc: leave the review"
			if s.form.Question.Kind == exercise.MultiChoice {
				keys = "x: tick · " + keys
			}
			lines = append(lines, "", s.dimStyle().Render(keys))
		} else {
			add(form.Title(e.Index, e.Question))
			add("Your answer: " + s.answer)
			lines = append(lines, "")
			add(s.feedback.Text)
			lines = append(lines, "", s.dimStyle().Render("enter: next · esc: leave the review"))
		}
	}
	if s.status != "" {
		add(s.status)
	}
	if s.height > 0 && len(lines) > s.height {
		lines = lines[len(lines)-s.height:]
	}
	for i, l := range lines {
		lines[i] = "  " + ansi.Truncate(l, s.width-2, "…")
	}
	return strings.Join(lines, "\n")
}

// formLines is the exercise's one field as huh draws it, then the form's
// error if it has one. The field is drawn, not the form: huh's group shows
// it through a viewport sized before the form had its width, and a wrapped
// question pushed the last option out of it.
func (s *Screen) formLines() []string {
	f := s.form.Form
	field := f.GetFocusedField()
	if field == nil {
		return strings.Split(strings.TrimRight(f.View(), "\n"), "\n")
	}
	lines := strings.Split(strings.TrimRight(field.View(), "\n"), "\n")
	if errs := f.Errors(); len(errs) > 0 {
		lines = append(lines, play.WrapText(errs[0].Error(), s.textWidth())...)
	}
	return lines
}
