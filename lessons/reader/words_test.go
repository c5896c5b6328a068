package reader

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/content"
	"github.com/rithmo/rithmo/lessons"
	"github.com/rithmo/rithmo/lessons/render"
)

func course(t *testing.T) []*lessons.Lesson {
	t.Helper()
	all, err := lessons.Load(content.Lessons())
	require.NoError(t, err)
	return all
}

func TestUntaught(t *testing.T) {
	all := course(t)
	find := func(n int) *lessons.Lesson {
		for _, l := range all {
			if l.Number == n {
				return l
			}
		}
		t.Fatalf("no lesson %d", n)
		return nil
	}
	feedback := "Right: 16 : 81, sixteen eighty-firsts: subquintuplex sesquisextus decimus, submultiplex superparticular"
	for _, tc := range []struct {
		name     string
		cur      int
		text     string
		finished map[string]bool
		want     string
	}{
		{"lesson 4 names lessons 5 and 8", 4, feedback, nil,
			"Not taught yet: sesqui- (lesson 5, Superparticular Ratios); sub- (lesson 8, Lesser Inequality and Equality); superparticular (lesson 5, Superparticular Ratios)."},
		{"a lesson finished is not named", 4, feedback, map[string]bool{"superparticular": true},
			"Not taught yet: sub- (lesson 8, Lesser Inequality and Equality)."},
		{"taught already", 9, feedback, nil, ""},
		{"everyday words are not terms", 1, "the square 3 and the round 9 reach it", nil, ""},
		{"subtraction is no sub-", 1, "Right: 9 − 2 = 7: they take a man of 7 by subtraction", nil, ""},
		{"deceit before lesson 14", 3, "taken by deceit", nil, "Not taught yet: deceit (lesson 14, Taking by Arithmetic)."},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := Untaught(all, find(tc.cur), tc.text, func(s string) bool { return tc.finished[s] })
			assert.Equal(t, tc.want, got)
		})
	}
}

func TestWordsOfThePage(t *testing.T) {
	all := course(t)
	m := New(all, Options{Renderer: render.New(render.StyleNoTTY, 1), Start: "superparticular", Width: 80, Height: 60})
	assert.Contains(t, m.View(), "w words")
	press(t, m, "w")
	view := m.View()
	assert.Contains(t, view, "the words on this page")
	assert.Contains(t, view, "superparticular (say su-per-par-TIC-u-lar): a ratio in which the greater")
	assert.Contains(t, view, "duplex (say DOO-plex)")
	press(t, m, "w")
	assert.NotContains(t, m.View(), "the words on this page", "w again goes back to the page")
	l, _ := m.Lesson()
	require.NotNil(t, l)

	var out bytes.Buffer
	err := RunAccessible(context.Background(), strings.NewReader("2\n"), &out, fixture(t), AccessibleOptions{Renderer: render.New(render.StyleNoTTY, 1), Start: "ratios"})
	require.NoError(t, err)
	assert.Contains(t, out.String(), "2. The words on this page")
	assert.Contains(t, out.String(), "The words on page 1 of lesson 1:")
	assert.Contains(t, out.String(), "\nmultiplex (say MUL-ti-plex): a ratio in which")
}
