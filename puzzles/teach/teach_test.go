package teach

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/content"
	"github.com/rithmo/rithmo/lessons"
	"github.com/rithmo/rithmo/puzzles"
	"github.com/rithmo/rithmo/rules/board"
	"github.com/rithmo/rithmo/rules/engine"
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

	without = nil
	for _, l := range ls {
		if l.Number != 3 {
			without = append(without, l)
		}
	}
	_, err = New(without)
	require.Error(t, err)
	assert.Equal(t, "the lessons do not have the sections that teach moves fulke1 (lesson 3, The first kind of the 1563 book); "+
		"moves fulke2 (lesson 3, The second and third kinds); moves fulke3 (lesson 3, The second and third kinds); "+
		"moves nemec (lesson 3, Němec and Parlett); moves parlett (lesson 3, Němec and Parlett); attack (lesson 3, Taking on the board)", err.Error())
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

func TestNeedAndFull(t *testing.T) {
	c := builtin(t)
	for _, tc := range []struct {
		uses         []Topic
		need, full   string
		needT, fullT Topic
	}{
		{nil, "", "", "", ""},
		{[]Topic{"trap"}, "", "", "", ""},
		{[]Topic{"equality"}, "1, Even against odd", "14, Equality, or encounter", "equality", "equality"},
		{[]Topic{"addition"}, "1, A first taste of taking", "14, Two men against one", "addition", "addition"},
		// Lesson 1 shows the ways of taking, lesson 3 the moves that reach.
		{[]Topic{"addition", "moves fulke1"}, "3, The first kind of the 1563 book", "14, Two men against one", "moves fulke1", "addition"},
		{[]Topic{"equality", "moves nemec", "attack"}, "3, Taking on the board", "14, Equality, or encounter", "attack", "equality"},
		{[]Topic{"equality", "moves fulke1", "take"}, "14, How a man is taken", "14, Equality, or encounter", "take", "equality"},
		{[]Topic{"siege", "equality"}, "14, Siege", "14, Siege", "siege", "siege"},
		{[]Topic{"equality", "deceit"}, "14, Two men against one", "14, Two men against one", "deceit", "deceit"},
		{[]Topic{"siege", "pyramid"}, "14, Siege", "14, Siege", "siege", "siege"}, // one page: the first named
		{[]Topic{"addition", "pyramid"}, "14, Pyramids and their layers", "14, Pyramids and their layers", "pyramid", "pyramid"},
		{[]Topic{"great", "addition"}, "15, Testing three men", "15, Testing three men", "great", "great"},
		{[]Topic{"greatest", "cossic", "siege"}, "17, Taking by cossic signs", "17, Taking by cossic signs", "cossic", "cossic"},
		{[]Topic{"equality", "victory"}, "16, The common victories", "16, The common victories", "victory", "victory"},
	} {
		ref, topic, ok := c.Need(tc.uses)
		assert.Equal(t, tc.need != "", ok, "%v", tc.uses)
		assert.Equal(t, tc.need, ref.String(), "need %v", tc.uses)
		assert.Equal(t, tc.needT, topic, "need %v", tc.uses)
		ref, topic, ok = c.Full(tc.uses)
		assert.Equal(t, tc.full != "", ok, "%v", tc.uses)
		assert.Equal(t, tc.full, ref.String(), "full %v", tc.uses)
		assert.Equal(t, tc.fullT, topic, "full %v", tc.uses)
	}
}

func TestCheck(t *testing.T) {
	c := builtin(t)
	ref := func(s string) puzzles.LessonRef {
		r, err := puzzles.ParseLessonRef(s)
		require.NoError(t, err)
		return r
	}
	firstKind := []Topic{"addition", "moves fulke1"}
	for _, tc := range []struct {
		name, lesson string
		uses         []Topic
		want         string // "" when the lesson line holds
	}{
		{"a first capture closes lesson 3", "3, Taking on the board", firstKind, ""},
		{"or lesson 14, its full treatment", "14, Two men against one", firstKind, ""},
		{"or a later section of lesson 14", "14, Siege", firstKind, ""},
		{"its moves' own section", "3, The first kind of the 1563 book", firstKind, ""},
		{"before the moves", "1, A first taste of taking", firstKind,
			`lesson 1 is too early for this puzzle: its answer needs the moves of fulke1, first taught in lesson 3 (How the Men Move) at "The first kind of the 1563 book"; write lesson: 3, The first kind of the 1563 book`},
		{"an earlier section of lesson 3", "3, Why moves come first", firstKind,
			`"Why moves come first" comes too early in lesson 3: the answer needs the moves of fulke1, taught at "The first kind of the 1563 book"; write lesson: 3, The first kind of the 1563 book`},
		{"held back past the full treatment", "15, Testing three men", firstKind,
			`lesson 15 holds this puzzle back: all its answer needs is taught by lesson 14 (Taking by Arithmetic), taking by addition in full at "Two men against one"; write lesson: 14, Two men against one`},
		{"nemec's attack before lesson 3 says it", "3, The first kind of the 1563 book", []Topic{"equality", "moves nemec", "attack"},
			`"The first kind of the 1563 book" comes too early in lesson 3: the answer needs an attack, which takes without moving, taught at "Taking on the board"; write lesson: 3, Taking on the board`},
		{"deceit in lesson 3", "3, Taking on the board", []Topic{"deceit", "moves nemec", "attack"},
			`lesson 3 is too early for this puzzle: its answer needs taking by deceit, first taught in lesson 14 (Taking by Arithmetic) at "Two men against one"; write lesson: 14, Two men against one`},
		{"stepping in before lesson 14", "3, Taking on the board", []Topic{"equality", "moves fulke1", "take"},
			`lesson 3 is too early for this puzzle: its answer needs taking a man left in danger by stepping in, first taught in lesson 14 (Taking by Arithmetic) at "How a man is taken"; write lesson: 14, How a man is taken`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.want, c.Check(ref(tc.lesson), tc.uses))
		})
	}
}

func TestMovesOf(t *testing.T) {
	assert.Equal(t, Topic("moves fulke1"), MovesOf("fulke1"))
	assert.Equal(t, Topic("moves nemec"), MovesOf("nemec+x"))
}

// TestTopicsInTeachingOrder holds both tables to the lessons: each in the
// order of its sections, and no topic first taught after its full
// treatment.
func TestTopicsInTeachingOrder(t *testing.T) {
	c := builtin(t)
	for _, list := range [][]Teaching{Topics, Turns} {
		for i := 1; i < len(list); i++ {
			assert.False(t, c.before(list[i].At, list[i-1].At), "%s is listed after %s but taught before it", list[i].Topic, list[i-1].Topic)
		}
		for _, p := range list {
			assert.False(t, c.before(p.At, p.first()), "%s is taught in full before it is first taught", p.Topic)
		}
	}
}

// A relation is taught by the lesson where it is first met: lesson 1's
// four ways of taking by two men and equality, lesson 14's siege,
// eruption and the additions of nemec and fulke3.
func TestTaughtBy(t *testing.T) {
	for _, tc := range []struct {
		topic  Topic
		lesson int
		want   bool
	}{
		{"addition", 1, true},
		{"equality", 3, true},
		{"siege", 3, false},
		{"eruption", 3, false},
		{"deceit", 3, false},
		{"lying weight", 13, false},
		{"siege", 14, true},
		{"eruption", 14, true},
		{"deceit", 14, true},
		{"progression", 14, false},
		{"progression", 15, true},
		{"cossic", 16, false},
		{"cossic", 17, true},
		{"siege", 0, true},           // a puzzle that names no lesson: no bound
		{"no such topic", 20, false}, // taught nowhere
	} {
		assert.Equal(t, tc.want, TaughtBy(tc.topic, tc.lesson), "%s by lesson %d", tc.topic, tc.lesson)
	}
}

func TestRelationTopic(t *testing.T) {
	for _, tc := range []struct {
		rel   engine.Relation
		rules string
		want  Topic
	}{
		{engine.Addition, "fulke1", "addition"},
		{engine.Addition, "fulke2", "addition"},
		{engine.Addition, "fulke2+next", "lying weight"},
		{engine.Addition, "fulke3", "lying weight"},
		{engine.Addition, "nemec", "deceit"},
		{engine.Addition, "parlett", "addition"},
		{engine.Subtraction, "nemec", "subtraction"},
		{engine.Siege, "fulke1", "siege"},
		{engine.Eruption, "parlett", "eruption"},
	} {
		r, err := board.ParseRules(tc.rules)
		require.NoError(t, err)
		assert.Equal(t, tc.want, RelationTopic(tc.rel, r), "%s under %s", tc.rel, tc.rules)
	}
}
