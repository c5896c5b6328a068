package teach

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/content"
	"github.com/rithmo/rithmo/lessons"
	"github.com/rithmo/rithmo/puzzles"
)

func builtin(t *testing.T) *Course {
	t.Helper()
	ls, err := lessons.Load(content.Lessons())
	require.NoError(t, err)
	c, err := New(ls)
	require.NoError(t, err, "every section of Topics is in the lessons")
	return c
}

func TestNewNamesMissingSections(t *testing.T) {
	ls, err := lessons.Load(content.Lessons())
	require.NoError(t, err)
	var without []*lessons.Lesson
	for _, l := range ls {
		if l.Number != 17 {
			without = append(without, l)
		}
	}
	_, err = New(without)
	require.Error(t, err)
	assert.Equal(t, "the lessons do not have the sections that teach cossic (lesson 17, Taking by cossic signs)", err.Error())
}

func TestPage(t *testing.T) {
	c := builtin(t)
	for _, tc := range []struct {
		ref  puzzles.LessonRef
		page int
		ok   bool
	}{
		{puzzles.LessonRef{Number: 14, Heading: "How a man is taken"}, 0, true},
		{puzzles.LessonRef{Number: 14, Heading: "Two men against one"}, 1, true},
		{puzzles.LessonRef{Number: 14, Heading: "Siege"}, 3, true},
		{puzzles.LessonRef{Number: 15, Heading: "Taking by proportion"}, 3, true},
		{puzzles.LessonRef{Number: 14, Heading: "siege"}, 0, false},
		{puzzles.LessonRef{Number: 14, Heading: "Taking by Arithmetic"}, 0, false}, // the title is no section
		{puzzles.LessonRef{Number: 99, Heading: "Siege"}, 0, false},
	} {
		page, ok := c.Page(tc.ref)
		assert.Equal(t, tc.ok, ok, tc.ref.String())
		assert.Equal(t, tc.page, page, tc.ref.String())
	}
}

func TestNeed(t *testing.T) {
	c := builtin(t)
	for _, tc := range []struct {
		uses  []Topic
		want  string
		topic Topic
	}{
		{nil, "", ""},
		{[]Topic{"trap"}, "", ""},
		{[]Topic{"equality"}, "14, Equality, or encounter", "equality"},
		{[]Topic{"siege", "equality"}, "14, Siege", "siege"},
		{[]Topic{"equality", "deceit"}, "14, Two men against one", "deceit"},
		{[]Topic{"siege", "pyramid"}, "14, Siege", "siege"}, // one page: the first named
		{[]Topic{"addition", "pyramid"}, "14, Pyramids and their layers", "pyramid"},
		{[]Topic{"great", "addition"}, "15, Testing three men", "great"},
		{[]Topic{"greatest", "cossic", "siege"}, "17, Taking by cossic signs", "cossic"},
		{[]Topic{"equality", "victory"}, "16, The common victories", "victory"},
	} {
		ref, topic, ok := c.Need(tc.uses)
		assert.Equal(t, tc.want != "", ok, "%v", tc.uses)
		assert.Equal(t, tc.want, ref.String(), "%v", tc.uses)
		assert.Equal(t, tc.topic, topic, "%v", tc.uses)
	}
}

func TestTopicsInTeachingOrder(t *testing.T) {
	c := builtin(t)
	for i := 1; i < len(Topics); i++ {
		assert.False(t, c.before(Topics[i].At, Topics[i-1].At), "%s is listed after %s but taught before it", Topics[i].Topic, Topics[i-1].Topic)
	}
}
