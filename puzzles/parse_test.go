package puzzles

import (
	"errors"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/rithmo/rithmo/rules/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

const sample = `# two puzzles
id: f1-addition-1
title: Two sixes make a twelve
position: 8/8/8/8/8/3,t12,4/3,R6,4/2,T6,5/8/8/8/8/8/8/8/8 w fulke1 - - 1
goal: capture e11
themes: addition, pyramid
lesson: 14, Two men against one
difficulty: 1
source: Lever & Fulke 1563
expect: c9-d10
unique: yes

id: n-spot-1
title: What can you take?
position: 8/8/8/8/8/8/8/2,R6,r9,4/8/8/8/8/8/8/8/8 b nemec - - 12
goal: spot
themes: equality
difficulty: 2
source: rithmo
note: Only equality here.
`

func TestParse(t *testing.T) {
	ps, err := Parse("sample.puz", []byte(sample))
	require.NoError(t, err)
	require.Len(t, ps, 2)
	p := ps[0]
	assert.Equal(t, "f1-addition-1", p.ID)
	assert.Equal(t, "Two sixes make a twelve", p.Title)
	assert.Equal(t, Goal{Kind: GoalCapture, Target: board.At(4, 10)}, p.Goal)
	assert.Equal(t, []string{"addition", "pyramid"}, p.Themes)
	assert.Equal(t, LessonRef{Number: 14, Heading: "Two men against one"}, p.Lesson)
	assert.True(t, ps[1].Lesson.IsZero(), "a puzzle may leave its lesson out")
	assert.Equal(t, 1, p.Difficulty)
	assert.Equal(t, "c9-d10", p.Expect)
	assert.True(t, p.Unique)
	assert.Equal(t, "fulke1", p.Rules())
	assert.Equal(t, 2, p.Line)
	assert.Equal(t, "sample.puz", p.File)
	assert.Equal(t, GoalSpot, ps[1].Goal.Kind)
	assert.Equal(t, "Only equality here.", ps[1].Note)
	assert.Equal(t, 13, ps[1].Line)
}

func TestFormatRoundTrip(t *testing.T) {
	ps, err := Parse("sample.puz", []byte(sample))
	require.NoError(t, err)
	out := Format(ps)
	again, err := Parse("out.puz", out)
	require.NoError(t, err)
	assert.Equal(t, string(out), string(Format(again)), "format is stable")
	for i := range ps {
		assert.True(t, ps[i].Position.Equal(&again[i].Position))
		assert.Equal(t, ps[i].Goal, again[i].Goal)
		assert.Equal(t, ps[i].Themes, again[i].Themes)
	}
}

func TestParseErrorsNameFileAndLine(t *testing.T) {
	pos := "8/8/8/8/8/8/8/8/8/8/8/8/8/8/8/8 w nemec - - 1"
	for _, tc := range []struct {
		name, text, want string
	}{
		{"unknown key", "id: a\ntitle: t\nposition: " + pos + "\ngoal: spot\ncolour: red\n", "x.puz:5: want \"key: value\""},
		{"no colon", "id: a\ntitle: t\nposition: " + pos + "\ngoal spot\n", "x.puz:4: want \"key: value\""},
		{"missing goal", "id: a\ntitle: t\nposition: " + pos + "\n", "x.puz:1: the puzzle starting here has no goal"},
		{"bad position", "id: a\ntitle: t\nposition: 8/8 w nemec - - 1\ngoal: spot\n", "x.puz:3: position: position: board: found 2 ranks"},
		{"bad goal", "id: a\ntitle: t\nposition: " + pos + "\ngoal: mate\n", "x.puz:4: goal: unknown goal \"mate\""},
		{"bad square", "id: a\ntitle: t\nposition: " + pos + "\ngoal: capture z9\n", "x.puz:4: goal: square \"z9\""},
		{"bad triumph", "id: a\ntitle: t\nposition: " + pos + "\ngoal: triumph huge\n", "x.puz:4: goal: want triumph"},
		{"bad difficulty", "id: a\ntitle: t\nposition: " + pos + "\ngoal: spot\ndifficulty: 9\n", "x.puz:5: difficulty: want a whole number from 1 to 5"},
		{"bad id", "id: A B\ntitle: t\nposition: " + pos + "\ngoal: spot\n", "x.puz:1: id: use lower-case"},
		{"twice", "id: a\nid: b\ntitle: t\nposition: " + pos + "\ngoal: spot\n", "x.puz:2: id given twice (first at line 1)"},
		{"empty value", "id: a\ntitle:\nposition: " + pos + "\ngoal: spot\n", "x.puz:2: title is empty"},
		{"duplicate id", "id: a\ntitle: t\nposition: " + pos + "\ngoal: spot\n\nid: a\ntitle: t\nposition: " + pos + "\ngoal: spot\n", "x.puz:6: id \"a\" is used twice (first at line 1)"},
		{"bad unique", "id: a\ntitle: t\nposition: " + pos + "\ngoal: spot\nunique: maybe\n", "x.puz:5: unique: want yes or no"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Parse("x.puz", []byte(tc.text))
			require.Error(t, err)
			assert.Contains(t, err.Error(), tc.want)
			var list ErrorList
			assert.True(t, errors.As(err, &list))
		})
	}
}

func TestLoadAcrossFiles(t *testing.T) {
	pos := "8/8/8/8/8/8/8/8/8/8/8/8/8/8/8/8 w nemec - - 1"
	one := "id: a\ntitle: t\nposition: " + pos + "\ngoal: spot\n"
	fsys := fstest.MapFS{
		"a.puz":        {Data: []byte(one)},
		"sub/b.puz":    {Data: []byte(strings.Replace(one, "id: a", "id: b", 1))},
		"c.puz":        {Data: []byte(one)},
		"README.md":    {Data: []byte("not a puzzle")},
		"sub/skip.txt": {Data: []byte("id: nope")},
	}
	ps, err := Load(fsys)
	require.Error(t, err)
	assert.Contains(t, err.Error(), `c.puz:1: id "a" is used already at a.puz:1`)
	require.Len(t, ps, 2)
	assert.Equal(t, "a", ps[0].ID)
	assert.Equal(t, "b", ps[1].ID)
}

func FuzzParse(f *testing.F) {
	f.Add(sample)
	f.Add("id: a\ngoal: capture most\n")
	f.Add("id: a\nlesson: 15,  Testing   three men\n")
	f.Add("id: a\n\n\n#c\ngoal: triumph greatest\nunique: yes\n")
	f.Add("id: a\ngoal: victory honour-and-quarrel sum=100 men=8 digits=9\n")
	f.Add("id: a\ntitle: t\ngoal: capture f10 in 2\nexpect: c7-c9\nunique: yes\n")
	f.Add("id: a\ngoal: triumph great in 2\n\nid: b\ngoal: triumph in 3\n")
	f.Fuzz(func(t *testing.T, text string) {
		ps, _ := Parse("fuzz.puz", []byte(text))
		// Whatever parses formats back to puzzles that parse the same.
		if len(ps) == 0 {
			return
		}
		again, err := Parse("again.puz", Format(ps))
		if err != nil {
			t.Fatalf("formatted puzzles do not parse: %v\n%s", err, Format(ps))
		}
		if len(again) != len(ps) {
			t.Fatalf("round trip lost puzzles: %d -> %d", len(ps), len(again))
		}
	})
}

func TestLineOfKeys(t *testing.T) {
	ps, err := Parse("sample.puz", []byte(sample))
	require.NoError(t, err)
	p := ps[0]
	assert.Equal(t, 4, p.LineOf("position"))
	assert.Equal(t, 11, p.LineOf("unique"))
	assert.Equal(t, 2, p.LineOf("note"), "a key not given falls back to the id's line")
	var none Puzzle
	none.Line = 7
	assert.Equal(t, 7, none.LineOf("goal"))
}

func TestLineErrorWithoutLine(t *testing.T) {
	assert.Equal(t, "a.puz: unreadable", (&LineError{File: "a.puz", Msg: "unreadable"}).Error())
	assert.Equal(t, "a.puz:3: bad", (&LineError{File: "a.puz", Line: 3, Msg: "bad"}).Error())
}
