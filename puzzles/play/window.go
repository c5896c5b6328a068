package play

import (
	"fmt"
	"slices"
	"strings"

	"github.com/charmbracelet/x/ansi"

	"github.com/rithmo/rithmo/puzzles"
	"github.com/rithmo/rithmo/puzzles/check"
	"github.com/rithmo/rithmo/rules/board"
)

// The form is built at its natural height and the Model scrolls its
// options itself: a huh field given a height leaves blank rows under its
// last option after End or a filter, and puts the cursor's option first
// whenever it is resized. formView shows the title, then a window of the
// options around the cursor, with a line saying how many are hidden above
// and below, and never a blank row while options are hidden.

// formLines is the form's one field as huh draws it, less the blank lines
// a filtered select leaves under its options. The field is drawn, not the
// form: huh's group shows the field through a viewport sized when the group
// was built (before the form had its width, and empty until its first
// update), which could cut the last option off.
// The field changes only through the form's Update, so its drawing is
// kept until the form sees its next message (or is built anew). The lines
// returned are the caller's to change.
func (m *Model) formLines() []string {
	if m.form == nil {
		return nil
	}
	if d := m.field; d.form != m.form || d.seen != m.formSeen {
		field := m.form.GetFocusedField()
		if field == nil {
			return nil
		}
		lines := strings.Split(field.View(), "\n")
		for len(lines) > 1 && blankFormLine(lines[len(lines)-1]) {
			lines = lines[:len(lines)-1]
		}
		m.field = fieldDrawing{form: m.form, seen: m.formSeen, lines: lines}
	}
	return slices.Clone(m.field.lines)
}

func blankFormLine(l string) bool { return strings.Trim(ansi.Strip(l), "┃│ ") == "" }

// filterSet reports whether a filter narrows the list while the learner
// is no longer typing it: huh then shows "/text" in the title's place, and
// Esc clears it.
func (m *Model) filterSet() bool {
	if m.form == nil || m.filtering() {
		return false
	}
	if _, ok := m.form.GetFocusedField().(interface{ GetFiltering() bool }); !ok {
		return false
	}
	lines := m.formLines()
	return len(lines) > 0 && strings.HasPrefix(strings.TrimLeft(ansi.Strip(lines[0]), "┃│ "), "/")
}

// formParts splits the form's lines into its title and its options, and
// finds the line of the option under the cursor (0 when none is: a filter
// that matches nothing).
func (m *Model) formParts() (title, options []string, cursor int) {
	lines := m.formLines()
	titleH := m.formTitleH
	if m.filtering() {
		titleH = 1 // the filter's line stands in the title's place
	}
	titleH = min(titleH, len(lines))
	title, options = lines[:titleH], lines[titleH:]
	for i, l := range options {
		if strings.HasPrefix(strings.TrimLeft(ansi.Strip(l), "┃│ "), "> ") {
			return title, options, i
		}
	}
	return title, options, 0
}

// followCursor scrolls the options so that the cursor's stays in view,
// moving the window only when the cursor leaves it.
func (m *Model) followCursor() {
	if m.form == nil || m.scr.formH <= 0 {
		return
	}
	title, options, cursor := m.formParts()
	room := m.scr.formH - min(len(title), max(m.scr.formH-1, 0))
	m.formTop, _ = optionWindow(len(options), cursor, m.formTop, room, !m.marksBeside(options))
}

// moreMark is the widest mark saying how many options are hidden.
const moreMark = "  ↓ 999 more"

// marksBeside reports whether every option leaves room on its line for
// the mark saying how many are hidden, so that the marks take no row of
// their own: short options (squares, men) then show one more each.
func (m *Model) marksBeside(options []string) bool {
	for _, o := range options {
		if ansi.StringWidth(strings.TrimRight(o, " "))+ansi.StringWidth(moreMark) > m.scr.panelW {
			return false
		}
	}
	return true
}

// formView is the form in at most h lines: its title (cut only when h
// leaves no room for an option) and the window of its options.
func (m *Model) formView(h int) []string {
	title, options, cursor := m.formParts()
	if len(title)+len(options) <= h {
		return append(title, options...)
	}
	title = title[:min(len(title), max(h-1, 0))]
	room := h - len(title)
	beside := m.marksBeside(options)
	from, to := optionWindow(len(options), cursor, m.formTop, room, !beside)
	lines := append([]string{}, title...)
	shown := append([]string{}, options[from:to]...)
	up, down := fmt.Sprintf("  ↑ %d more", from), fmt.Sprintf("  ↓ %d more", len(options)-to)
	switch {
	case beside:
		if from > 0 {
			shown[0] = strings.TrimRight(shown[0], " ") + m.hintStyle().Render(up)
		}
		if to < len(options) {
			shown[len(shown)-1] = strings.TrimRight(shown[len(shown)-1], " ") + m.hintStyle().Render(down)
		}
	case room >= 3:
		if from > 0 {
			lines = append(lines, "┃ "+m.hintStyle().Render(up))
		}
		if to < len(options) {
			shown = append(shown, "┃ "+m.hintStyle().Render(down))
		}
	}
	return append(lines, shown...)
}

// optionWindow is the window [from, to) of n option lines shown in room
// rows with the cursor's in it, starting from top where it can. When
// markRows is set, a row above says how many are hidden above and a row
// below how many below (when room has three rows or more); else the marks
// stand beside the options. The window never runs past the last option,
// so that no row is left blank while options are hidden.
func optionWindow(n, cursor, top, room int, markRows bool) (from, to int) {
	room = max(room, 1)
	if n <= room {
		return 0, n
	}
	cursor = min(max(cursor, 0), n-1)
	marks := markRows && room >= 3
	slots := func(top int) int {
		s := room
		if marks && top > 0 {
			s--
		}
		if marks && top+s < n {
			s--
		}
		return s
	}
	last := n - room // the top that shows the last option with no row below it
	if marks {
		last++ // the row above takes one
	}
	top = min(max(top, 0), last)
	for range 3 { // the rows of marks change the room: settle
		if cursor < top {
			top = cursor
		}
		if s := slots(top); cursor >= top+s {
			top = cursor - s + 1
		}
		top = min(max(top, 0), last)
	}
	if marks && top == 1 {
		// A row saying "1 more" would stand where that one option fits.
		if cursor < 1+slots(1) && slots(0) > cursor {
			top = 0
		}
	}
	return top, min(top+slots(top), n)
}

// glossLines says what the option under the cursor holds, under the list
// of the puzzle picker (each theme's gloss, a rule set's source, the whole
// name of a choice whose label is cut): always two lines there, so that the
// list does not jump; none for other questions.
func (m *Model) glossLines() []string {
	if m.form == nil || m.q.Step != StepChoose {
		return nil
	}
	text := ""
	if h, ok := m.form.GetFocusedField().(interface{ Hovered() (Value, bool) }); ok {
		if v, ok := h.Hovered(); ok {
			text = m.s.choiceGloss(v.String())
		}
	}
	lines := WrapText(text, max(m.scr.panelW, 1))
	out := make([]string, 2)
	for i := range min(len(lines), 2) {
		out[i] = m.hintStyle().Render(lines[i])
	}
	if len(lines) > 2 {
		out[1] = m.hintStyle().Render(ansi.Truncate(lines[1]+" "+strings.Join(lines[2:], " "), max(m.scr.panelW, 1), "…"))
	}
	return out
}

// choiceGloss says in a line what a choice of the picker holds.
func (s *Session) choiceGloss(value string) string {
	kind, arg, _ := strings.Cut(value, ":")
	switch kind {
	case "suggested":
		return s.opts.Suggestion + ": picked for your ratings"
	case "all":
		return "Every puzzle, from easy to hard."
	case "goal":
		for g := puzzles.GoalCapture; g <= puzzles.GoalVictory; g++ {
			if g.String() == arg {
				return "Goal " + arg + ": " + goalGloss(g)
			}
		}
	case "theme":
		if g := check.Gloss(arg); g != "" {
			return "Theme " + arg + ": " + g
		}
		return "Theme " + arg
	case "rules":
		if set, err := board.ParseRuleSet(arg); err == nil {
			return "Rules " + arg + ": " + set.Title()
		}
	}
	return ""
}
