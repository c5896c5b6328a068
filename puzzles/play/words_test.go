package play

import (
	"fmt"
	"strings"
	"testing"
	"testing/iotest"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"
	"github.com/muesli/termenv"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// lessonNames stands for the course: the two lessons these tests meet.
func lessonNames(slug string) string {
	return map[string]string{"how-the-men-move": "lesson 3, How the Men Move", "taking-by-arithmetic": "lesson 14, Taking by Arithmetic"}[slug]
}

// w shows the glossary's entries for the terms on the puzzle's screen so
// far, each naming its lesson, and Esc, q or w bring the puzzle back as it
// was: the same question, the cursor where it stood.
func TestModelWords(t *testing.T) {
	lipgloss.SetColorProfile(termenv.Ascii)
	for _, size := range [][2]int{{80, 24}, {100, 30}, {120, 40}} {
		t.Run(fmt.Sprintf("%dx%d", size[0], size[1]), func(t *testing.T) {
			s := NewSession(loadTest(t, "t-addition"), Options{Now: clock(), LessonName: lessonNames})
			m := NewModel(s, size[0], size[1])
			pump(m, m.Init()())
			pump(m, key(tea.KeyDown))
			before := m.View()
			assert.Contains(t, ansi.Strip(before), "w words", "the key is in the footer at every size")

			pump(m, runes("w"))
			view := ansi.Strip(m.View())
			assert.Contains(t, view, "Puzzle 1 · the words on this screen")
			assert.Contains(t, view, "No glossary term on this screen.", "the goal and the men use no term")
			assert.Contains(t, view, "esc, q or w back to the puzzle")
			checkFits(t, m, size[0], size[1], "the words")
			pump(m, key(tea.KeyEsc))
			assert.Equal(t, before, m.View(), "Esc brings the puzzle back as it was")
			assert.False(t, s.Done())

			pump(m, runes("h")) // the relation: "... two of your men that both reach it ..."
			withHint := m.View()
			pump(m, runes("w"))
			view = ansi.Strip(m.View())
			assert.Contains(t, flatten(view), "reach: a man reaches an enemy when an ordinary move would land on the enemy's square if it were empty. Lesson 3, How the Men Move.")
			checkFits(t, m, size[0], size[1], "the words after a hint")
			pump(m, runes("q"))
			assert.Equal(t, withHint, m.View(), "q brings the puzzle back, the hint still shown")
			assert.False(t, s.Done(), "q leaves the words, not the puzzles")

			pump(m, runes("w"))
			pump(m, key(tea.KeyCtrlC))
			assert.True(t, m.Interrupted(), "Ctrl-C still leaves")
		})
	}
}

// The words are the question's too: the relations offered name siege,
// taught in lesson 14.
func TestModelWordsOfTheQuestion(t *testing.T) {
	lipgloss.SetColorProfile(termenv.Ascii)
	s := NewSession(loadTest(t, "t-addition"), Options{Now: clock(), LessonName: lessonNames})
	m := NewModel(s, 120, 40)
	pump(m, m.Init()())
	for _, k := range []tea.Msg{key(tea.KeyEnter), key(tea.KeyDown), key(tea.KeyDown), key(tea.KeyDown), key(tea.KeyEnter), runes("x"), key(tea.KeyEnter)} {
		pump(m, k)
	}
	require.Contains(t, ansi.Strip(m.View()), "By which relation", "the relation is asked")
	pump(m, runes("w"))
	assert.Contains(t, flatten(ansi.Strip(m.View())), "siege: taking a man by surrounding him with enemies; the 1563 book's obsidion. Lesson 14, Taking by Arithmetic.")
}

// In accessible mode a typed w or words, at any prompt, says the words,
// and the same question is asked on.
func TestAccessibleWords(t *testing.T) {
	lipgloss.SetColorProfile(termenv.Ascii)
	s := NewSession(loadTest(t, "t-addition")[:1], Options{Now: clock(), LessonName: lessonNames})
	var out strings.Builder
	// w at the first question; the hint (3); words; the R6 on c6 (1).
	require.NoError(t, RunAccessible(s, iotest.OneByteReader(strings.NewReader("w\n3\nWords\n1\n")), &out))
	text := out.String()
	assert.Contains(t, text, "type w for the glossary's words on this screen")
	first, rest, ok := strings.Cut(text, "Hint (the relation)")
	require.True(t, ok, text)
	// The board's key, read out before the question, names the shapes.
	assert.Contains(t, first, "The words on this screen:\n\nround: the circular man")
	assert.Contains(t, first, "\n\n(The question still stands: type your answer, then press Enter.)")
	assert.Contains(t, rest, "The words on this screen:\n\n")
	assert.Contains(t, rest, "\nreach: a man reaches an enemy when an ordinary move would land on the enemy's square if it were empty. Lesson 3, How the Men Move.\n")
	assert.Contains(t, rest, "Right. Yes, the R6 on c6 can do it.", "the answer after the words is taken")
	assert.NotContains(t, text, "Invalid", "a typed w is no wrong entry")
}

// The words fit any window, however small, and never panic.
func TestModelWordsInSmallWindows(t *testing.T) {
	lipgloss.SetColorProfile(termenv.Ascii)
	for _, size := range [][2]int{{60, 15}, {40, 10}, {20, 5}, {1, 1}} {
		s := NewSession(loadTest(t, "t-addition"), Options{Now: clock(), LessonName: lessonNames})
		m := NewModel(s, 120, 40)
		pump(m, m.Init()())
		pump(m, runes("h"))
		pump(m, runes("w"))
		pump(m, tea.WindowSizeMsg{Width: size[0], Height: size[1]})
		for _, k := range []tea.Msg{key(tea.KeyDown), key(tea.KeyPgDown), key(tea.KeyEnd), key(tea.KeyHome)} {
			pump(m, k)
			lines := strings.Split(m.View(), "\n")
			assert.LessOrEqual(t, len(lines), max(size[1], 1), "%v", size)
			for _, l := range lines {
				assert.LessOrEqual(t, ansi.StringWidth(l), size[0], "%v: %q", size, l)
			}
		}
		pump(m, key(tea.KeyEsc))
		assert.Nil(t, m.words, "%v: Esc closes the words", size)
	}
}

// The line of keys keeps w and Esc when even its short form is too wide
// for the panel (a tick list with every key: the lesson, the key, more
// lines below): the form's own ↑/↓ and enter give way first.
func TestKeysLineKeepsWordsAndEsc(t *testing.T) {
	lipgloss.SetColorProfile(termenv.Ascii)
	s := NewSession(loadTest(t, "t-addition"), Options{Now: clock(), LessonName: lessonNames})
	m := NewModel(s, 80, 24)
	pump(m, m.Init()())
	pump(m, key(tea.KeyEnter)) // the man
	pump(m, key(tea.KeyDown))
	pump(m, key(tea.KeyDown))
	pump(m, key(tea.KeyDown))
	pump(m, key(tea.KeyEnter)) // where it goes: the tick list of men taken
	require.True(t, m.q.Multi, ansi.Strip(m.View()))
	assert.Equal(t, "↑/↓ · x tick · enter · h hint · w words · ? key · esc menu", ansi.Strip(m.keysLine()), "the short form, 57 columns")
	m.scr.panelW = 56
	line := ansi.Strip(m.keysLine())
	assert.Equal(t, "x tick · h hint · w words · ? key · esc menu", line)
}
