package app

import (
	"bytes"
	"context"
	"errors"
	"strings"
	"testing"
	"testing/iotest"

	"github.com/charmbracelet/x/ansi"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/lessons/form"
)

func testPick(picked *[]int, fail error) Pick {
	return Pick{
		Title:       "Welcome to rithmo",
		Intro:       "How this works, in two sentences. Pick one.",
		Options:     []string{"fulke1 the first kind", "fulke2 the second kind", "nemec modern rules"},
		Default:     0,
		DefaultNote: "the default",
		Picked: func(i int) error {
			*picked = append(*picked, i)
			return fail
		},
	}
}

func TestPickScreen(t *testing.T) {
	for _, tc := range []struct {
		name       string
		keys       []string
		fail       error
		want       []int
		done       bool
		then       bool // Then opens a screen
		wantInView string
	}{
		{"enter picks the default", []string{"enter"}, nil, []int{0}, true, false, ""},
		{"down then enter", []string{"down", "down", "enter"}, nil, []int{2}, true, false, ""},
		{"a number moves the cursor", []string{"2", "enter"}, nil, []int{1}, true, false, ""},
		{"up wraps", []string{"up", "enter"}, nil, []int{2}, true, false, ""},
		{"esc leaves without picking", []string{"esc"}, nil, nil, true, false, ""},
		{"a failed save is said, and asked again", []string{"enter"}, errors.New("the progress file is read-only"), []int{0}, false, false, "the progress file is read-only"},
		{"then the next screen", []string{"enter"}, nil, []int{0}, false, true, "page text"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var picked []int
			p := testPick(&picked, tc.fail)
			if tc.then {
				p.Then = func(w, h int) (Screen, error) { return NewTextScreen("Lesson 1", "page text", w, h), nil }
			}
			s := NewPickScreen(p, 80, 24)
			view := ansi.Strip(s.View())
			assert.Contains(t, view, "Welcome to rithmo")
			assert.Contains(t, view, "How this works")
			assert.Contains(t, view, "> 1 fulke1 the first kind (the default)")
			for _, k := range tc.keys {
				send(s, key(k))
			}
			assert.Equal(t, tc.want, picked)
			assert.Equal(t, tc.done, s.Done())
			if tc.wantInView != "" {
				assert.Contains(t, ansi.Strip(s.View()), tc.wantInView)
			}
			for _, l := range strings.Split(s.View(), "\n") {
				assert.LessOrEqual(t, ansi.StringWidth(l), 80)
			}
		})
	}
}

// A menu with a Welcome opens on it, and the menu follows it.
func TestHomeOpensTheWelcome(t *testing.T) {
	tm := &testMenu{}
	var picked []int
	menu := func() Menu {
		m := tm.menu()
		if len(picked) == 0 {
			m.Welcome = &Item{Title: "Welcome", Screen: func(w, h int) (Screen, error) { return NewPickScreen(testPick(&picked, nil), w, h), nil }}
		}
		return m
	}
	h := NewHome(menu, 80, 24)
	send(h, h.Init()())
	assert.Contains(t, ansi.Strip(h.View()), "Welcome to rithmo", "the first screen")
	send(h, key("enter"))
	assert.Equal(t, []int{0}, picked)
	assert.Contains(t, ansi.Strip(h.View()), "> 1 Lessons", "then the menu")
}

func TestPickPlain(t *testing.T) {
	var picked []int
	var out bytes.Buffer
	i, err := PickPlain(context.Background(), iotest.OneByteReader(strings.NewReader("3\n")), &out, testPick(&picked, nil))
	require.NoError(t, err)
	assert.Equal(t, 2, i)
	assert.Equal(t, []int{2}, picked)
	assert.Contains(t, out.String(), "Welcome to rithmo\n\nHow this works")
	assert.Contains(t, out.String(), "3. nemec modern rules")

	picked = nil
	_, err = PickPlain(context.Background(), strings.NewReader(""), &out, testPick(&picked, nil))
	assert.ErrorIs(t, err, form.ErrInputEnded)
	assert.Empty(t, picked, "the end of input picks nothing")
}

// A default that is shown is the one a blank line picks; with none shown
// a blank line is refused and the question stands.
func TestPickPlainBlankLine(t *testing.T) {
	for _, tc := range []struct {
		name     string
		def      int
		note     string
		input    string
		want     int
		ended    bool
		shown    string // the option as listed
		title    string
		refusals int
	}{
		{"a blank line takes the default shown", 0, "the default", "\n", 0, false, "1. fulke1 the first kind (the default)", "Which one? (Enter alone: 1, the default)", 0},
		{"spaces alone are a blank line", 2, "yours", "   \n", 2, false, "3. nemec modern rules (yours)", "Which one? (Enter alone: 3, yours)", 0},
		{"a number still picks its option", 0, "the default", "2\n", 1, false, "1. fulke1 the first kind (the default)", "", 0},
		{"no default shown: a blank line is refused", 0, "", "\n2\n", 1, false, "1. fulke1 the first kind\n", "", 1},
		{"the end of input is no blank line", 0, "the default", "", 0, true, "1. fulke1 the first kind (the default)", "", 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var picked []int
			var out bytes.Buffer
			p := testPick(&picked, nil)
			p.Default, p.DefaultNote = tc.def, tc.note
			i, err := PickPlain(context.Background(), iotest.OneByteReader(strings.NewReader(tc.input)), &out, p)
			assert.Contains(t, out.String(), tc.shown)
			assert.Contains(t, out.String(), tc.title)
			if tc.note == "" {
				assert.NotContains(t, out.String(), "Enter alone", "no default is claimed")
				assert.NotContains(t, out.String(), "(the default)")
			}
			assert.Equal(t, tc.refusals, strings.Count(out.String(), "A blank line is not an answer"))
			if tc.ended {
				assert.ErrorIs(t, err, form.ErrInputEnded)
				assert.Empty(t, picked)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tc.want, i)
			assert.Equal(t, []int{tc.want}, picked)
		})
	}
}
