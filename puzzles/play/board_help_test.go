package play

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/muesli/termenv"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/puzzles"
)

// leapPuzzle is a fulke2 capture where a man may fly a knight's leap only
// to besiege or to flee a siege: none of the flights of the triangle 9 on
// f3, the man that takes, is legal, yet all are offered beside its
// ordinary squares.
const leapPuzzle = `
id: t-leap
title: Flying is not free
position: 8/8/8/8/8/8/8/8/8/5,r9,2/8/8/3,R4,4/5,T9,2/8/8 w fulke2 - - 10
goal: capture f7
themes: equality
difficulty: 1
source: test
note: The triangle 9 steps to f5 and reaches the round 9 two squares up: 9 = 9.
`

// TestLeapsAreOfferedAndExplained: where the chosen man goes lists its
// ordinary and flying squares alike, the flying ones marked in words; a
// flight with no licence can be chosen, is explained by the engine in
// squares, and the learner tries again.
func TestLeapsAreOfferedAndExplained(t *testing.T) {
	list, err := puzzles.Parse("leap.puz", []byte(leapPuzzle))
	require.NoError(t, err)
	s := NewSession(list, Options{})
	require.NoError(t, s.Choose("f3"))
	q, ok := s.Question()
	require.True(t, ok)
	var labels []string
	for _, c := range q.Options {
		labels = append(labels, c.Label)
	}
	for _, want := range []string{"f5", "d5", "e5 (flying)", "g5 (flying)", "h4 (flying)", "e1 (flying)"} {
		assert.Contains(t, labels, want)
	}
	flying := 0
	for _, l := range labels {
		if strings.HasSuffix(l, " (flying)") {
			flying++
		}
	}
	assert.Equal(t, 7, flying, "every knight's square of f3 but d4, where a man stands, is offered: %v", labels)

	require.NoError(t, s.Choose("f3-g5"))
	out := s.Output()
	assert.Contains(t, out, "Wrong. f3-g5 is not allowed here: the triangle 9 on f3 may fly to g5 only to besiege an enemy or to flee a siege (fulke2)")
	assert.Contains(t, out, "on f3 it stands in no siege (it can still move to")
	q, ok = s.Question()
	require.True(t, ok)
	assert.Equal(t, StepAction, q.Step, "the same question stands, to be tried again")
}

// pyramidPuzzle has White's king on d8: its layers are in the diagram's key.
const pyramidPuzzle = `
id: t-pyramid
title: Dividing the king
position: 8/5,r9,2/s28,7/8/8/3,s225,4/1,r25,6/8/3,P[R1,R4,T9,T16,S25,S36],2,S45,1/8/8/8/1,R8,6/8/8/8 b fulke1 - - 53
goal: capture d8
themes: division, pyramid
difficulty: 3
source: test
note: 225 ÷ 25 = 9 takes the king's triangle 9.
`

// TestPyramidLayersOneKeyAway: at 80×24 the key is behind ?, and the line
// of keys says the pyramid's layers are there; ? shows them.
func TestPyramidLayersOneKeyAway(t *testing.T) {
	lipgloss.SetColorProfile(termenv.Ascii)
	list, err := puzzles.Parse("pyramid.puz", []byte(pyramidPuzzle))
	require.NoError(t, err)
	m := NewModel(NewSession(list, Options{}), 80, 24)
	pump(m, m.Init()())
	frame := checkFits(t, m, 80, 24, "opened")
	assert.NotContains(t, frame, "top to base", "no room for the key under the board at 80×24")
	assert.Contains(t, frame, "? key+layers", "the keys say where the layers are:\n%s", frame)
	pump(m, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{'?'}})
	frame = checkFits(t, m, 80, 24, "key shown")
	assert.Contains(t, frame, "Pyramid {P91} on d8, top to base: R1 + R4 + T9 + T16 + S25 + S36 = 91.")

	// Without a pyramid the keys say only "key".
	m = NewModel(newTestSession(t, nil, "t-addition"), 80, 24)
	pump(m, m.Init()())
	frame = checkFits(t, m, 80, 24, "opened")
	assert.Contains(t, frame, "? key")
	assert.NotContains(t, frame, "layers")
}

// TestManThatStaysPutIsNoMistake: choosing the man that takes part where
// it stands is a correct reading of the answer: it is told so, asked for
// the man that moves, and the puzzle is still solved at the first try.
func TestManThatStaysPutIsNoMistake(t *testing.T) {
	rec := &recorder{}
	s := newTestSession(t, rec, "t-addition")
	require.NoError(t, s.Choose("e6"))
	assert.Contains(t, s.Output(), "The T6 on e6 takes part where it stands, but another man must move to complete the capture: which one?")
	assert.NotContains(t, s.Output(), "Wrong.")
	q, ok := s.Question()
	require.True(t, ok)
	assert.Equal(t, StepMan, q.Step, "the question stands")
	assert.False(t, q.Retry, "no Show the answer: nothing was wrong")
	for _, values := range [][]string{{"c6"}, {"c6-d7"}, {"e8"}, {"addition"}} {
		require.NoError(t, s.Choose(values...))
	}
	require.Len(t, rec.firstTries(), 1)
	assert.True(t, rec.firstTries()[0].Correct, "solved at the first try: %+v", rec.firstTries()[0])
	assert.Equal(t, 1, s.Tally().Solved, "scored as solved")
}

// TestAskedAgainVerdictInFrame: a verdict that leaves the question
// standing without a mistake (the man that stays put) or after an
// illegal flight is shown whole with every option of the question asked
// again, at the four sizes and the least.
func TestAskedAgainVerdictInFrame(t *testing.T) {
	lipgloss.SetColorProfile(termenv.Ascii)
	leap, err := puzzles.Parse("leap.puz", []byte(leapPuzzle))
	require.NoError(t, err)
	cases := []struct {
		name    string
		session func() *Session
		answers [][]string
		verdict string
	}{
		{"stays put", func() *Session { return newTestSession(t, nil, "t-addition") }, [][]string{{"e6"}}, "takes part where it stands"},
		{"illegal flight", func() *Session { return NewSession(leap, Options{}) }, [][]string{{"f3"}, {"f3-g5"}}, "is not allowed here"},
	}
	sizes := append(slices.Clone(renderSizes), struct{ w, h int }{78, 24})
	for _, c := range cases {
		for _, sz := range sizes {
			t.Run(fmt.Sprintf("%s/%dx%d", c.name, sz.w, sz.h), func(t *testing.T) {
				s := c.session()
				m := NewModel(s, sz.w, sz.h)
				pump(m, m.Init()())
				for _, a := range c.answers {
					q := m.q
					answerWith(m, q, a)
				}
				frame := checkFits(t, m, sz.w, sz.h, "asked again")
				require.Contains(t, flatten(frame), c.verdict)
				assert.Contains(t, flatten(panelText(m, frame)), flatten(m.chunks[len(m.chunks)-1]), "the whole verdict:\n%s", frame)
				for i, o := range m.q.Options {
					assert.True(t, inFrame(frame, o.Label), "option %d %q in the frame with the verdict:\n%s", i+1, o.Label, frame)
				}
			})
		}
	}
}
