package review

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"
	"github.com/muesli/termenv"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/content"
	"github.com/rithmo/rithmo/lessons"
	"github.com/rithmo/rithmo/lessons/exercise"
)

// flat is a frame's words, its borders and cursor left out, so that a text
// wrapped at any width reads as one line.
func flat(s string) string {
	s = strings.NewReplacer("┃", " ", ">", " ", "•", " ", "✓", " ").Replace(ansi.Strip(s))
	return strings.Join(strings.Fields(s), " ")
}

// TestScreenEveryOptionAndVerdictInFrame reviews every exercise of the
// course that is answered by choosing, at the four sizes and the
// home's least (60×16): when asked, the question and every option are in
// the frame (at the least size, the option under the cursor as it walks
// down); once answered, the whole verdict and the answer given are.
func TestScreenEveryOptionAndVerdictInFrame(t *testing.T) {
	lipgloss.SetColorProfile(termenv.Ascii)
	all, err := lessons.Load(content.Lessons())
	require.NoError(t, err)
	var set Set
	for _, l := range all {
		for i, e := range l.Exercises {
			q, err := exercise.Ask(e.Block, 42, l.Name, i)
			require.NoError(t, err)
			if len(q.Options) > 0 {
				set.Exercises = append(set.Exercises, Exercise{Lesson: l, Index: i, Question: q, Seed: 42})
			}
		}
	}
	require.Greater(t, len(set.Exercises), 10, "the course has exercises answered by choosing")
	for _, size := range [][2]int{{80, 24}, {100, 30}, {120, 40}, {160, 50}, {60, 16}} {
		w, h := size[0], size[1]
		least := size == [2]int{60, 16}
		t.Run(fmt.Sprintf("%dx%d", w, h), func(t *testing.T) {
			s := NewScreen(set, Options{Store: &fakeStore{}}, w, h)
			send(s, s.Init()())
			for n, e := range set.Exercises {
				q := e.Question
				where := fmt.Sprintf("lesson %s exercise %d (%d of %d)", e.Lesson.Name, e.Index+1, n+1, len(set.Exercises))
				frame := fits(t, s, w, h)
				assert.Contains(t, flat(frame), flat(q.Prompt), "%s: the question whole:\n%s", where, frame)
				for i, o := range q.Options {
					if least {
						if i > 0 {
							send(s, tea.KeyMsg{Type: tea.KeyDown})
						}
						frame = fits(t, s, w, h)
						assert.Regexp(t, `> (• )?`+regexp.QuoteMeta(o[:min(len(o), 20)]), frame, "%s: option %d under the cursor:\n%s", where, i+1, frame)
						continue
					}
					assert.Contains(t, flat(frame), flat(o), "%s: option %d of %d:\n%s", where, i+1, len(q.Options), frame)
				}
				if q.Kind == exercise.MultiChoice {
					send(s, keys("x"))
				}
				send(s, tea.KeyMsg{Type: tea.KeyEnter})
				require.NotNil(t, s.feedback, "%s: answered", where)
				frame = fits(t, s, w, h)
				assert.Contains(t, flat(frame), flat(s.feedback.Text), "%s: the whole verdict:\n%s", where, frame)
				assert.Contains(t, frame, "Your answer: ", where)
				send(s, tea.KeyMsg{Type: tea.KeyEnter})
			}
			assert.True(t, s.finished)
		})
	}
}

func fits(t *testing.T, s *Screen, w, h int) string {
	t.Helper()
	view := s.View()
	lines := strings.Split(view, "\n")
	assert.LessOrEqual(t, len(lines), h, "taller than the window:\n%s", view)
	for _, l := range lines {
		assert.LessOrEqual(t, ansi.StringWidth(l), w, "wider than the window: %q", l)
	}
	return ansi.Strip(view)
}
