package play

import (
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"
	"github.com/muesli/termenv"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/puzzles"
)

// victoryPuzzles: Němec's quarrel, one capture from 160 in 8 digits.
const victoryPuzzles = `id: t-victory
title: Sixty-four makes the quarrel
position: 8/8/8/8/1,r9,3,s49,2/3,t64,4/1,T9,1,R64,1,T49,2/8/8/8/8/8/8/8/8/8 w nemec t16,s28,t56 - 30
goal: victory quarrel sum=160 digits=8
themes: equality, victory
difficulty: 2
`

func loadVictory(t *testing.T) []puzzles.Puzzle {
	t.Helper()
	list, err := puzzles.Parse("victory.puz", []byte(victoryPuzzles))
	require.NoError(t, err)
	return list
}

// TestVictorySession: man, action, men taken, and the puzzle is solved; no
// relation is asked.
func TestVictorySession(t *testing.T) {
	rec := &recorder{}
	s := NewSession(loadVictory(t), Options{Recorder: rec, Now: clock()})
	q, ok := s.Question()
	require.True(t, ok)
	out := s.Output()
	assert.Contains(t, out, "White to move: win the game with one capture, by the agreed quarrel: the first to take men worth 160 in at most 8 digits wins; a taken pyramid counts as one man. So far White has taken 16, 28 and 56: 16 + 28 + 56 = 100 in 6 digits (at most 8), 60 short of 160.")
	assert.Equal(t, StepMan, q.Step)

	assert.Contains(t, answer(t, s, "d10"), "Right. Yes, the R64 on d10 can do it.")
	q, _ = s.Question()
	assert.Equal(t, StepAction, q.Step)
	assert.Contains(t, answer(t, s, "d10x"), "Right. Yes, d10x does it.")
	q, _ = s.Question()
	assert.Equal(t, StepTaken, q.Step)
	said := answer(t, s, "d11")
	assert.Contains(t, said, "Right. Yes, d10x takes the t64 on d11.")
	assert.Contains(t, said, "164 in 8 digits (at most 8), at least 160: victory of quarrel")
	assert.Contains(t, said, "Solved")
	_, ok = s.Question()
	assert.False(t, ok, "the only puzzle is done")
	require.Len(t, rec.firstTries(), 1)
	assert.True(t, rec.firstTries()[0].Correct)
	assert.Equal(t, "d10x takes d11", rec.firstTries()[0].Answer)
}

// TestVictoryWrongCaptureIsCounted: a capture that falls short is told the
// count it leaves.
func TestVictoryWrongCaptureIsCounted(t *testing.T) {
	s := NewSession(loadVictory(t), Options{Now: clock()})
	s.Question()
	s.Output()
	said := answer(t, s, "b10")
	assert.Contains(t, said, "Wrong. No action of the T9 on b10 wins the victory of quarrel (160 in at most 8 digits); its best capture, b10x, leaves this count: White has taken 9, 16, 28 and 56: 9 + 16 + 28 + 56 = 109 in 7 digits (at most 8), 51 short of 160.")
	said = answer(t, s, ValueShow.String())
	assert.Contains(t, said, "Seen, not solved: the answer was shown. The answer:\nd10x takes the t64 on d11 (64 on d10 = 64 on d11: equality); now White has taken 16, 28, 56 and 64")
}

// TestVictoryAccessible plays the puzzle with typed numbers, a hint first.
func TestVictoryAccessible(t *testing.T) {
	list := loadVictory(t)
	input := script(t, list, []string{ValueHint.String()}, []string{"d10"}, []string{"d10x"}, []string{"d11"})
	rec := &recorder{}
	out := runScript(t, list, rec, input)
	for _, want := range []string{
		"Puzzle 1 of 1: Find the winning capture: a study of 6 men, White to move",
		"The puzzle: Sixty-four makes the quarrel. (t-victory)",
		"White to move: win the game with one capture, by the agreed quarrel",
		"Hint (the relation): The victory of quarrel (160 in at most 8 digits): so far White has taken 16, 28 and 56",
		"Which men does d10x take?",
		"Right. Yes, d10x takes the t64 on d11.",
	} {
		assert.Contains(t, out, want)
	}
	assert.NotContains(t, out, "By which relation")
	require.Len(t, rec.firstTries(), 1)
	assert.True(t, rec.firstTries()[0].Correct)
	assert.Equal(t, 1, rec.firstTries()[0].HintsUsed)
}

// TestVictoryModel plays it full-screen with keys at 80 × 24.
func TestVictoryModel(t *testing.T) {
	lipgloss.SetColorProfile(termenv.Ascii)
	rec := &recorder{}
	s := NewSession(loadVictory(t), Options{Recorder: rec, Now: clock()})
	m := NewModel(s, 80, 24)
	var model tea.Model = m
	pump(model, m.Init()())
	view := ansi.Strip(m.View())
	assert.Contains(t, view, "win by quarrel (160 in 8 digits)", "the short goal in the status line")
	for _, line := range strings.Split(view, "\n") {
		assert.LessOrEqual(t, ansi.StringWidth(line), 80, "%q", line)
	}
	choose := func(value string) {
		q, ok := s.Question()
		require.True(t, ok)
		for _, c := range q.Options {
			if c.Value.String() == value {
				break
			}
			pump(model, key(tea.KeyDown))
		}
		if q.Multi {
			pump(model, tea.KeyMsg{Type: tea.KeySpace, Runes: []rune{' '}})
		}
		pump(model, key(tea.KeyEnter))
	}
	choose("d10")
	choose("d10x")
	choose("d11")
	require.Len(t, rec.firstTries(), 1)
	assert.True(t, rec.firstTries()[0].Correct, rec.firstTries()[0].Answer)
}
