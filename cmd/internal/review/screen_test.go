package review

import (
	"reflect"
	"strconv"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/ansi"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/cmd/internal/progress"
	"github.com/rithmo/rithmo/lessons"
	"github.com/rithmo/rithmo/lessons/exercise"
	"github.com/rithmo/rithmo/puzzles"
)

type fakeStore struct {
	puzzles   []puzzles.Attempt
	exercises []lessons.Attempt
	given     []progress.Given // of each answer, puzzle or exercise, in order
}

func (f *fakeStore) RecordPuzzle(a puzzles.Attempt, g progress.Given) error {
	f.puzzles, f.given = append(f.puzzles, a), append(f.given, g)
	return nil
}

func (f *fakeStore) RecordExercise(a lessons.Attempt, g progress.Given) error {
	f.exercises, f.given = append(f.exercises, a), append(f.given, g)
	return nil
}

// send gives msgs to the screen as a bubbletea program would, running the
// commands they return and feeding their messages back; a command still
// running after a while is a timer (the cursor's blink) and is dropped.
func send(s *Screen, msgs ...tea.Msg) {
	for _, m := range msgs {
		_, cmd := s.Update(m)
		queue := []tea.Cmd{cmd}
		for steps := 0; len(queue) > 0 && steps < 200; steps++ {
			c := queue[0]
			queue = queue[1:]
			if c == nil {
				continue
			}
			done := make(chan tea.Msg, 1)
			go func() { done <- c() }()
			var msg tea.Msg
			select {
			case msg = <-done:
			case <-time.After(200 * time.Millisecond):
				continue
			}
			if batch, ok := msg.(tea.BatchMsg); ok {
				queue = append(queue, batch...)
				continue
			}
			if v := reflect.ValueOf(msg); v.IsValid() && v.Kind() == reflect.Slice && v.Type().Elem() == reflect.TypeOf(tea.Cmd(nil)) {
				for i := range v.Len() {
					queue = append(queue, v.Index(i).Interface().(tea.Cmd))
				}
				continue
			}
			if msg == nil || msg == tea.Quit() {
				continue
			}
			_, next := s.Update(msg)
			queue = append(queue, next)
		}
	}
}

func keys(text string) tea.KeyMsg { return tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(text)} }

// The full-screen review asks an exercise, records the answer against its
// card as a review, shows the feedback in numbers, then closes.
func TestScreenAsksAndRecordsAnExercise(t *testing.T) {
	src := sources(t)
	l := src.Lessons[0]
	q, err := exercise.Ask(l.Exercises[0].Block, 42, l.Name, 0)
	require.NoError(t, err)
	card := progress.Card{Item: progress.ExerciseItem("sums", 0, q.Task.String()), Kind: progress.KindExercise, Name: "sums", Task: q.Task.String(), Seed: "42"}
	set := Plan([]progress.Card{card}, src)
	store := &fakeStore{}
	s := NewScreen(set, Options{Store: store}, 80, 24)
	s.Init()
	view := ansi.Strip(s.View())
	assert.Contains(t, view, "Review: exercise 1 of 1")
	assert.Contains(t, view, "From lesson 1 (Sums).")
	assert.Contains(t, view, "Exercise 1. ")

	send(s, keys("?"))
	assert.Contains(t, ansi.Strip(s.View()), "This exercise has no hint.")

	a, b := q.Task.Terms[0].Value, q.Task.Terms[1].Value
	send(s, keys(strconv.FormatInt(a+b, 10)), tea.KeyMsg{Type: tea.KeyEnter})
	require.Len(t, store.exercises, 1)
	got := store.exercises[0]
	assert.True(t, got.Correct)
	assert.Equal(t, progress.Given{Origin: progress.OriginReview, Card: card.Item, Seed: 42}, store.given[0])
	view = ansi.Strip(s.View())
	assert.Contains(t, view, "Right: ")
	assert.Contains(t, view, "enter: next")
	for _, line := range splitLines(view) {
		assert.LessOrEqual(t, ansi.StringWidth(line), 80)
	}

	send(s, tea.KeyMsg{Type: tea.KeyEnter})
	assert.Contains(t, ansi.Strip(s.View()), "Exercises: 1 of 1 right.")
	assert.False(t, s.Done())
	send(s, tea.KeyMsg{Type: tea.KeyEnter})
	assert.True(t, s.Done())
}

func TestScreenEscLeavesUnrecorded(t *testing.T) {
	src := sources(t)
	l := src.Lessons[0]
	q, err := exercise.Ask(l.Exercises[0].Block, 42, l.Name, 0)
	require.NoError(t, err)
	set := Plan([]progress.Card{{Kind: progress.KindExercise, Name: "sums", Task: q.Task.String(), Seed: "42"}}, src)
	store := &fakeStore{}
	s := NewScreen(set, Options{Store: store}, 80, 24)
	s.Init()
	send(s, tea.KeyMsg{Type: tea.KeyEsc})
	assert.True(t, s.Done())
	assert.Empty(t, store.exercises)
}

func splitLines(s string) []string {
	var out []string
	start := 0
	for i := range s {
		if s[i] == '\n' {
			out = append(out, s[start:i])
			start = i + 1
		}
	}
	return append(out, s[start:])
}

// The closing screen names what was left out of the review, and why: at
// once when nothing else is asked.
func TestScreenNamesWhatWaits(t *testing.T) {
	why := "puzzle f1-x, in fulke1: it waits while you learn in nemec, and comes back if you choose fulke1 again under Rules"
	for _, size := range [][2]int{{80, 24}, {120, 40}} {
		s := NewScreen(Set{Skipped: []string{why}}, Options{Store: &fakeStore{}}, size[0], size[1])
		send(s, s.Init())
		view := ansi.Strip(s.View())
		assert.Contains(t, view, "Nothing to review today.")
		flat := strings.Join(strings.Fields(view), " ")
		assert.Contains(t, flat, "Left out: "+why+".", "at %dx%d:\n%s", size[0], size[1], view)
	}
}
