package play

import (
	"fmt"
	"github.com/rithmo/rithmo/rules/board"
	"slices"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"
	"github.com/muesli/termenv"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/content"
	"github.com/rithmo/rithmo/puzzles"
	checkpkg "github.com/rithmo/rithmo/puzzles/check"
)

// renderSizes are the sizes the issue names: the least size up.
var renderSizes = []struct{ w, h int }{{80, 24}, {100, 30}, {120, 40}, {160, 50}}

// flatten joins a frame's words, so that a label or a verdict wrapped at
// any width still reads as one line.
func flatten(s string) string {
	s = strings.NewReplacer("│", " ", "┃", " ", ">", " ", "✓", " ", "•", " ", "…", " ").Replace(s)
	return strings.Join(strings.Fields(s), " ")
}

// inFrame reports whether text (its first words, as a cut label keeps
// them) is in the frame.
func inFrame(frame, text string) bool {
	words := strings.Fields(text)
	if len(words) > 3 {
		words = words[:3]
	}
	return strings.Contains(flatten(frame), strings.Join(words, " "))
}

// moveTo puts the form's cursor on option i (from the top, where a new
// form starts) and, for a multi-select, ticks it.
func moveTo(m *Model, i int) {
	for range i {
		pump(m, key(tea.KeyDown))
	}
}

// TestModelEveryOptionAndVerdictInFrame plays each test puzzle at 80×24,
// 100×30, 120×40 and 160×50: at every question every option is drawn when
// the cursor reaches it; each step is first answered wrong, and the
// verdict, the question asked again and "Show the answer" are in the
// frame; then answered right, with its verdict in the frame.
func TestModelEveryOptionAndVerdictInFrame(t *testing.T) {
	lipgloss.SetColorProfile(termenv.Ascii)
	// The four sizes, and the least a 16-rank board is played in.
	sizes := append(slices.Clone(renderSizes), struct{ w, h int }{78, 24})
	for _, id := range []string{"t-addition", "t-division", "t-spot", "t-triumph", "t-most", "t-victory"} {
		for _, sz := range sizes {
			t.Run(fmt.Sprintf("%s/%dx%d", id, sz.w, sz.h), func(t *testing.T) {
				var s *Session
				if id == "t-victory" {
					s = NewSession(loadVictory(t), Options{Now: clock()})
				} else {
					s = newTestSession(t, nil, id)
				}
				m := NewModel(s, sz.w, sz.h)
				pump(m, m.Init()())
				if sz.w == 78 {
					w, h := m.leastSize(m.s.Puzzle())
					require.Equal(t, [2]int{78, 24}, [2]int{w, h}, "the least size")
				}
				for step := 0; step < 20 && m.form != nil && m.q.Step != StepNext; step++ {
					q := m.q
					frame := checkFits(t, m, sz.w, sz.h, "asked")
					assert.True(t, inFrame(frame, q.Title), "%q not in the frame:\n%s", q.Title, frame)
					// Every option is drawn, the cursor walking down to it.
					for i, c := range q.Options {
						if i > 0 {
							pump(m, key(tea.KeyDown))
						}
						frame = checkFits(t, m, sz.w, sz.h, "walking")
						assert.True(t, inFrame(frame, c.Label), "option %d %q not in the frame:\n%s", i+1, c.Label, frame)
					}
					for range len(q.Options) - 1 {
						pump(m, key(tea.KeyUp))
					}
					right := rightValues(t, s, q)
					if !q.Retry {
						// A wrong answer first: its verdict is in the frame.
						if wrong := wrongValue(s, q, right); wrong >= 0 {
							moveTo(m, wrong)
							if q.Multi {
								pump(m, runes("x"))
							}
							pump(m, key(tea.KeyEnter))
							frame = checkFits(t, m, sz.w, sz.h, "wrong")
							assert.Contains(t, flatten(frame), "Wrong.", "the verdict is in the frame:\n%s", frame)
							require.NotNil(t, m.form)
							require.True(t, m.q.Retry, "asked again")
							assert.True(t, inFrame(frame, m.q.Title), "the question stands:\n%s", frame)
							// The whole verdict and every option at once,
							// the explanation in the board's place if it
							// must be.
							assert.Contains(t, flatten(panelText(m, frame)), flatten(m.chunks[len(m.chunks)-1]), "the whole verdict:\n%s", frame)
							for i, c := range m.q.Options {
								assert.True(t, inFrame(frame, c.Label), "option %d %q in the frame with the verdict:\n%s", i+1, c.Label, frame)
							}
							moveTo(m, len(m.q.Options)-1)
							assert.Contains(t, checkFits(t, m, sz.w, sz.h, "show"), "Show the answer")
							for range len(m.q.Options) - 1 {
								pump(m, key(tea.KeyUp))
							}
							if q.Multi {
								// The wrong ticks stand: untick them.
								moveTo(m, wrong)
								pump(m, runes("x"))
								for range wrong {
									pump(m, key(tea.KeyUp))
								}
							}
							q = m.q
						}
					}
					answerWith(m, q, right)
					frame = checkFits(t, m, sz.w, sz.h, "right")
					assert.Contains(t, flatten(frame), "Right.", "the verdict is in the frame:\n%s", frame)
				}
				frame := checkFits(t, m, sz.w, sz.h, "over")
				assert.Contains(t, flatten(frame), "Solved on a retry", "the outcome is in the frame:\n%s", frame)
				_, shown := m.messageWindow()
				assert.GreaterOrEqual(t, shown, min(minExplainLines, len(m.msgLines)), "the explanation has room:\n%s", frame)
			})
		}
	}
}

// panelText is the panel's part of a frame: beside the board, the
// columns right of it, so that the panel's words read in order.
func panelText(m *Model, frame string) string {
	if m.scr.arrange != arrangeSide {
		return frame
	}
	col := m.scr.boardW + gapColumns
	var out []string
	for _, l := range strings.Split(frame, "\n") {
		out = append(out, ansi.Cut(l, col, ansi.StringWidth(l)))
	}
	return strings.Join(out, "\n")
}

// wrongValue is the index of an option that is not among the right
// values (nor the hint or the answer), -1 when there is none.
func wrongValue(s *Session, q Question, right []string) int {
	return slices.IndexFunc(q.Options, func(c Choice) bool {
		if q.Step == StepMan {
			// The man that takes part where it stands is no mistake.
			if sq, err := board.ParseSquare(c.Value.String()); err == nil && s.current.Man(sq).Accepted {
				return false
			}
		}
		return c.Value != ValueHint && c.Value != ValueShow && !slices.Contains(right, c.Value.String())
	})
}

// answerWith chooses values with the keys: the cursor to each, x to tick
// (multi), then Enter.
func answerWith(m *Model, q Question, values []string) {
	at := 0
	for i, c := range q.Options {
		if !slices.Contains(values, c.Value.String()) {
			continue
		}
		moveTo(m, i-at)
		at = i
		if q.Multi {
			pump(m, runes("x"))
		} else {
			break
		}
	}
	pump(m, key(tea.KeyEnter))
}

// TestModelIntroKeepsTheSeedWhole: practice's intro is on the player's
// screen before the first puzzle, its seed never broken across lines.
func TestModelIntroKeepsTheSeedWhole(t *testing.T) {
	lipgloss.SetColorProfile(termenv.Ascii)
	const seed = "18446744073709551615"
	intro := "Addition puzzles without end, seed " + seed + " (the same options with --seed " + seed + " play them again). Choose Finish after a puzzle, or press Esc or q, to stop."
	for _, sz := range renderSizes {
		s := NewSession(loadTest(t, "t-addition"), Options{Intro: intro})
		m := NewModel(s, sz.w, sz.h)
		frame := checkFits(t, m, sz.w, sz.h, "opened")
		assert.Contains(t, frame, "seed "+seed, "%dx%d: the seed whole on one line:\n%s", sz.w, sz.h, frame)
		assert.Equal(t, strings.Count(frame, seed[:6]), strings.Count(frame, seed), "%dx%d: never a part of it:\n%s", sz.w, sz.h, frame)
	}
	s := NewSession(loadTest(t, "t-addition"), Options{Intro: intro})
	assert.True(t, strings.HasPrefix(s.Output(), intro+"\n\nPuzzle 1 of 1: "), "said before the first puzzle")
}

// TestModelMarksTheChosenMan: once a man is chosen, the board marks it
// and the squares it can go to with characters, not colour alone; the
// marks go when the next question is asked.
func TestModelMarksTheChosenMan(t *testing.T) {
	lipgloss.SetColorProfile(termenv.Ascii)
	m := NewModel(newTestSession(t, nil, "t-addition"), 120, 40)
	pump(m, m.Init()())
	frame := checkFits(t, m, 120, 40, "opened")
	assert.NotContains(t, frame, ">(R6)<")
	pump(m, key(tea.KeyEnter)) // c6
	frame = checkFits(t, m, 120, 40, "chosen")
	assert.Contains(t, frame, ">(R6)<", "the man chosen:\n%s", frame)
	assert.GreaterOrEqual(t, strings.Count(frame, "*"), 8, "its four squares, marked *..*:\n%s", frame)
	assert.Contains(t, strings.Join(strings.Fields(frame), " "), ">..< the man chosen, *..* where it may go.",
		"the key names the marks for what they are, not moves made:\n%s", frame)
	answerWith(m, m.q, []string{"c6-d7"})
	frame = checkFits(t, m, 120, 40, "moved")
	assert.NotContains(t, frame, ">(R6)<", "the marks go with the question")
}

// TestCutLabelKeepsCounts: a choice of puzzles cut to the panel keeps its
// counts whole and cuts its name.
func TestCutLabelKeepsCounts(t *testing.T) {
	q := Question{Step: StepChoose}
	label := "Rules fulke1 (Lever & Fulke 1563, the first kind of playing): 35 puzzles, 0 solved"
	got := cutLabel(q, label, 60)
	assert.LessOrEqual(t, ansi.StringWidth(got), 60)
	assert.True(t, strings.HasSuffix(got, "…: 35 puzzles, 0 solved"), got)
	assert.Equal(t, "All puzzles: 3 puzzles, 0 solved", cutLabel(q, "All puzzles: 3 puzzles, 0 solved", 60))
	assert.Equal(t, "c9 R6 and s…", cutLabel(Question{Step: StepMan}, "c9 R6 and some more words", 12))
}

// pickerSizes are the four sizes, the least the home accepts
// (60×16) and one below the least the picker itself needs.
var pickerSizes = append(slices.Clone(renderSizes), struct{ w, h int }{60, 16}, struct{ w, h int }{minPanelWidth - 1, minTextHeight - 1})

// TestPickerEveryChoiceInFrame walks the puzzle picker over the curated
// puzzles, down from the top and then from End up: at every size every
// choice is drawn when the cursor reaches it, its counts whole, with no
// blank row in the list while choices are hidden; a theme's gloss stands
// under the list; the keys say what Esc does.
func TestPickerEveryChoiceInFrame(t *testing.T) {
	lipgloss.SetColorProfile(termenv.Ascii)
	all, err := puzzles.Load(content.Puzzles())
	require.NoError(t, err)
	for _, sz := range pickerSizes {
		t.Run(fmt.Sprintf("%dx%d", sz.w, sz.h), func(t *testing.T) {
			m := NewModel(NewChooser(all, Options{Now: clock()}), sz.w, sz.h)
			if init := m.Init(); init != nil {
				pump(m, init())
			}
			frame := checkFits(t, m, sz.w, sz.h, "opened")
			if sz.w < minPanelWidth {
				assert.Contains(t, flatten(frame), fmt.Sprintf("needs a terminal of at least %d×%d; this one is %d×%d", minPanelWidth, minTextHeight, sz.w, sz.h))
				return
			}
			q := m.q
			require.Equal(t, StepChoose, q.Step)
			var goals, themes, rules int
			listRows := -1 // the rows of the list, the same wherever the cursor is
			check := func(i int, when string) {
				t.Helper()
				c := q.Options[i]
				frame := checkFits(t, m, sz.w, sz.h, when)
				assert.True(t, inFrame(frame, c.Label), "%s: choice %d %q not in the frame:\n%s", when, i+1, c.Label, frame)
				_, counts, _ := strings.Cut(c.Label[strings.LastIndex(c.Label, ": "):], ": ")
				assert.Contains(t, frame, ": "+counts, "%s: the counts of %q whole:\n%s", when, c.Label, frame)
				assert.Contains(t, frame, "Which puzzles?", "%s: the question stays", when)
				assert.Regexp(t, `esc (back to the )?menu`, frame, "%s: the keys say what Esc does", when)
				assertNoBlankRows(t, frame, when)
				rows := strings.Count("\n"+frame, "\n┃")
				if listRows < 0 {
					listRows = rows
				}
				assert.Equal(t, listRows, rows, "%s: the list keeps its height, no row left blank under it:\n%s", when, frame)
				kind, arg, _ := strings.Cut(c.Value.String(), ":")
				switch kind {
				case "theme":
					themes++
					assert.Contains(t, flatten(frame), flatten("Theme "+arg+": "+checkpkg.Gloss(arg)), "%s: the gloss of %s:\n%s", when, arg, frame)
				case "goal":
					goals++
				case "rules":
					rules++
					assert.Contains(t, flatten(frame), "Rules "+arg+":", "%s: the rule set named whole:\n%s", when, frame)
				}
			}
			check(0, "top")
			for i := 1; i < len(q.Options); i++ {
				pump(m, key(tea.KeyDown))
				check(i, "down")
			}
			pump(m, key(tea.KeyHome))
			pump(m, runes("G"))
			check(len(q.Options)-1, "End")
			for i := len(q.Options) - 2; i >= 0; i-- {
				pump(m, key(tea.KeyUp))
				check(i, "up")
			}
			assert.Equal(t, 8, goals, "four goals, each reached twice")
			assert.Equal(t, 10, rules, "five rule sets, each reached twice")
			assert.Equal(t, 2*len(checkpkg.Themes()), themes, "every theme, each reached twice")

			// A filter: the list shrinks to what matches, with no blank rows.
			pump(m, runes("/"))
			pump(m, runes("nemec"))
			frame = checkFits(t, m, sz.w, sz.h, "filtered")
			nemec := q.Options[slices.IndexFunc(q.Options, func(c Choice) bool { return c.Value.String() == "rules:nemec" })].Label
			assert.Contains(t, frame, nemec[strings.LastIndex(nemec, ": "):], "its counts whole")
			assert.Contains(t, frame, "Rules nemec: Němec 2012, modern rules", "the name whole under the list")
			assertNoBlankRows(t, frame, "filtered")
		})
	}
}

// assertNoBlankRows checks the list of a question in a frame: from the
// line after its title to its last option, no row is blank.
func assertNoBlankRows(t *testing.T, frame, when string) {
	t.Helper()
	var rows []string
	for _, l := range strings.Split(frame, "\n") {
		if strings.HasPrefix(l, "┃") {
			rows = append(rows, strings.TrimSpace(strings.TrimPrefix(l, "┃")))
		}
	}
	require.NotEmpty(t, rows, "%s: a question in the frame:\n%s", when, frame)
	for i, r := range rows[1:] {
		assert.NotEmpty(t, r, "%s: row %d of the list is blank:\n%s", when, i+2, frame)
	}
}

// TestModelOneBelowTheLeast: a column or a line short of the least size,
// the player says in words wrapped to the window how large it must be, and
// answers nothing blind.
func TestModelOneBelowTheLeast(t *testing.T) {
	lipgloss.SetColorProfile(termenv.Ascii)
	for _, sz := range []struct{ w, h int }{{77, 24}, {78, 23}} {
		m := NewModel(newTestSession(t, nil, "t-addition"), sz.w, sz.h)
		assert.Nil(t, m.Init(), "no form")
		frame := checkFits(t, m, sz.w, sz.h, "one below")
		assert.Contains(t, flatten(frame), fmt.Sprintf("The puzzle needs a terminal of at least 78×24; this one is %d×%d.", sz.w, sz.h))
		pump(m, key(tea.KeyEnter))
		assert.Equal(t, 0, m.s.Tally().Played, "nothing answered")
	}
}

// TestOptionWindow: for every list, window and cursor, the cursor's option
// is shown, and while options are hidden every row is used: no blank row
// under the last option, no mark where an option would fit.
func TestOptionWindow(t *testing.T) {
	for n := 1; n <= 12; n++ {
		for room := 1; room <= 8; room++ {
			for cursor := range n {
				for top := -1; top <= n; top++ {
					for _, markRows := range []bool{true, false} {
						from, to := optionWindow(n, cursor, top, room, markRows)
						where := fmt.Sprintf("n=%d room=%d cursor=%d top=%d rows=%v: [%d,%d)", n, room, cursor, top, markRows, from, to)
						require.True(t, 0 <= from && from <= cursor && cursor < to && to <= n, where)
						rows := to - from
						if markRows && room >= 3 {
							if from > 0 {
								rows++
							}
							if to < n {
								rows++
							}
						}
						if n <= room {
							require.Equal(t, [2]int{0, n}, [2]int{from, to}, where)
							continue
						}
						require.Equal(t, room, rows, "every row used: %s", where)
						if markRows && room >= 3 {
							assert.NotEqual(t, 1, from, "a mark for one hidden option: %s", where)
						}
					}
				}
			}
		}
	}
	// The window moves only when the cursor leaves it.
	from, to := optionWindow(10, 5, 3, 5, false)
	assert.Equal(t, [2]int{3, 8}, [2]int{from, to})
	from, to = optionWindow(10, 8, 3, 5, false)
	assert.Equal(t, [2]int{4, 9}, [2]int{from, to})
}

// TestPickerFilterKeys: while a filter is typed and once it is set, the
// keys say what Esc does then (keep it, then clear it), and Esc clears a
// set filter rather than leave; with none, Esc goes back to the menu.
func TestPickerFilterKeys(t *testing.T) {
	lipgloss.SetColorProfile(termenv.Ascii)
	all, err := puzzles.Load(content.Puzzles())
	require.NoError(t, err)
	m := NewModel(NewChooser(all, Options{Now: clock()}), 80, 24)
	pump(m, m.Init()())
	pump(m, runes("/"))
	pump(m, runes("nemec"))
	frame := checkFits(t, m, 80, 24, "typing")
	assert.Contains(t, frame, "esc keep the filter")
	assert.NotContains(t, frame, "menu")
	pump(m, key(tea.KeyEsc))
	frame = checkFits(t, m, 80, 24, "set")
	assert.False(t, m.Done(), "Esc kept the filter")
	assert.Contains(t, frame, "/nemec")
	assert.Contains(t, frame, "esc clear the filter")
	pump(m, key(tea.KeyEsc))
	frame = checkFits(t, m, 80, 24, "cleared")
	assert.False(t, m.Done(), "Esc cleared the filter")
	assert.Contains(t, frame, "Which puzzles?")
	assert.Contains(t, frame, "esc back to the menu")
	pump(m, key(tea.KeyEsc))
	assert.True(t, m.Done(), "Esc with no filter leaves")
}

// TestModelShowsTheAnswerOnce: after a wrong step, "Show the answer" puts
// the answer on screen, at every size, and once among all the puzzle's
// messages.
func TestModelShowsTheAnswerOnce(t *testing.T) {
	lipgloss.SetColorProfile(termenv.Ascii)
	const answer = "c6-d7 takes the t12 on e8: 6 on d7 + 6 on e6 = 12 on e8: addition."
	for _, sz := range renderSizes {
		m := NewModel(newTestSession(t, nil, "t-addition"), sz.w, sz.h)
		pump(m, m.Init()())
		pump(m, key(tea.KeyEnter)) // c6 R6: right
		moveTo(m, 2)               // c6-b7: wrong
		pump(m, key(tea.KeyEnter))
		require.True(t, m.q.Retry, "%dx%d: asked again", sz.w, sz.h)
		moveTo(m, len(m.q.Options)-1)
		require.Equal(t, ValueShow, m.q.Options[len(m.q.Options)-1].Value)
		pump(m, key(tea.KeyEnter))
		frame := checkFits(t, m, sz.w, sz.h, "shown")
		assert.Contains(t, flatten(panelText(m, frame)), answer, "%dx%d: the answer on screen:\n%s", sz.w, sz.h, frame)
		assert.Equal(t, 1, strings.Count(flatten(strings.Join(m.msgLines, "\n")), answer), "%dx%d: the answer once", sz.w, sz.h)
	}
}
