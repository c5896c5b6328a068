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
	for _, id := range []string{"t-addition", "t-division", "t-spot", "t-triumph", "t-most"} {
		for _, sz := range renderSizes {
			t.Run(fmt.Sprintf("%s/%dx%d", id, sz.w, sz.h), func(t *testing.T) {
				s := newTestSession(t, nil, id)
				m := NewModel(s, sz.w, sz.h)
				pump(m, m.Init()())
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
			})
		}
	}
}

// wrongValue is the index of an option that is not among the right
// values (nor the hint or the answer), -1 when there is none.
func wrongValue(s *Session, q Question, right []string) int {
	return slices.IndexFunc(q.Options, func(c Choice) bool {
		if q.Step == StepMan {
			// The man that takes part where it stands is no mistake.
			if sq, err := board.ParseSquare(c.Value); err == nil && s.current.Man(sq).Accepted {
				return false
			}
		}
		return c.Value != ValueHint && c.Value != ValueShow && !slices.Contains(right, c.Value)
	})
}

// answerWith chooses values with the keys: the cursor to each, x to tick
// (multi), then Enter.
func answerWith(m *Model, q Question, values []string) {
	at := 0
	for i, c := range q.Options {
		if !slices.Contains(values, c.Value) {
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
