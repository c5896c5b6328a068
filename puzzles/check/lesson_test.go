package check

import (
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/content"
	"github.com/rithmo/rithmo/puzzles"
	"github.com/rithmo/rithmo/puzzles/judge"
	"github.com/rithmo/rithmo/puzzles/teach"
)

// TestCuratedPuzzlesNameTheirLesson: every curated puzzle names a lesson
// that teaches what its answer needs, neither before it nor after its full
// treatment, so that none is offered too early or held back.
func TestCuratedPuzzlesNameTheirLesson(t *testing.T) {
	ps, err := puzzles.Load(content.Puzzles())
	require.NoError(t, err)
	c, err := course()
	require.NoError(t, err)
	for i := range ps {
		p := &ps[i]
		if !assert.False(t, p.Lesson.IsZero(), "%s:%d: %s names no lesson", p.File, p.Line, p.ID) {
			continue
		}
		s, err := judge.Solve(p)
		require.NoError(t, err)
		_, ok := LessonFor(s)
		require.True(t, ok, p.ID)
		assert.Empty(t, c.Check(p.Lesson, Uses(s)), "%s: %v", p.ID, Uses(s))
	}
}

// TestLessonThreeEndsWithFirstCaptures: the puzzles naming lesson 3 need
// nothing after it, one move or one attack and one of lesson 1's ways of
// taking, and each rule set has its own.
func TestLessonThreeEndsWithFirstCaptures(t *testing.T) {
	ps, err := puzzles.Load(content.Puzzles())
	require.NoError(t, err)
	lesson1 := []teach.Topic{"equality", "addition", "subtraction", "multiplication", "division"}
	per := map[string]int{}
	for i := range ps {
		p := &ps[i]
		if p.Lesson.Number != 3 {
			continue
		}
		s, err := judge.Solve(p)
		require.NoError(t, err)
		rules := p.Position.Rules.String()
		per[rules]++
		require.Len(t, s.Solutions, 1, p.ID)
		for _, u := range Uses(s) {
			ok := slices.Contains(lesson1, u) || u == teach.MovesOf(rules) || u == "attack"
			assert.True(t, ok, "%s uses %s", p.ID, u)
		}
	}
	for _, rules := range []string{"fulke1", "fulke2", "fulke3", "nemec", "parlett"} {
		assert.GreaterOrEqual(t, per[rules], teach.EndingMin, rules)
		assert.LessOrEqual(t, per[rules], teach.EndingMax, rules)
	}
}

// TestLessonLineHeld holds lesson lines against what the answer uses, on
// positions whose answer is known: 6 + 6 = 12 by addition (fulke1), 15 + 49
// = 64 by deceit (nemec), a great triumph (nemec).
func TestLessonLineHeld(t *testing.T) {
	const addition = "position: 8/8/8/8/1,r9,6/8/8/8/4,t12,3/8/2,R6,1,T6,3/8/8/8/8/8 w fulke1 - - 5\n"
	const deceit = "position: 8/8/1,s28,6/5,T49,2/4,t64,2,t30/3,S15,4/8/6,r9,1/8/2,R8,5/8/4,R36,3/8/8/8/8 w nemec - - 24\n"
	const great = "position: 8/6,s49,1/2,r9,5/8/1,R4,1,R6,4/5,R8,2/8/4,t30,3/8/8/S45,7/8/7,T20/8/8/8 w nemec - - 30\n"
	// Under fulke1, Black's round 25 left in the square 25's draught: taken
	// by stepping in (b5xb8), which lesson 14 teaches.
	const stepIn = "position: 8/8/8/8/5,t30,2/2,r5,5/8/8/1,r25,6/8/3,R6,2,T42,1/1,S25,2,T20,3/8/8/8/8 w fulke1 - - 17\n"
	firstKind := []teach.Topic{"addition", "moves fulke1"}
	deceitUses := []teach.Topic{"deceit", "moves nemec", "attack"}
	for _, tc := range []struct {
		name, position, goal, lesson string
		uses                         []teach.Topic
		want                         string // the problem, "" when it holds
	}{
		{"addition", addition, "capture e8", "14, Two men against one", firstKind, ""},
		{"a later section of the lesson", addition, "capture e8", "14, Siege", firstKind, ""},
		{"addition closing lesson 3", addition, "capture e8", "3, Taking on the board", firstKind, ""},
		{"addition before the moves", addition, "capture e8", "1, A first taste of taking", firstKind,
			`lesson 1 is too early for this puzzle: its answer needs the moves of fulke1, first taught in lesson 3 (How the Men Move)`},
		{"addition held back", addition, "capture e8", "15, Testing three men", firstKind,
			`lesson 15 holds this puzzle back: all its answer needs is taught by lesson 14 (Taking by Arithmetic), taking by addition in full at "Two men against one"; write lesson: 14, Two men against one`},
		{"deceit", deceit, "capture e12", "14, Two men against one", deceitUses, ""},
		{"deceit in an earlier lesson", deceit, "capture e12", "4, Multiplex in battle", deceitUses,
			`lesson 4 is too early for this puzzle: its answer needs taking by deceit, first taught in lesson 14 (Taking by Arithmetic) at "Two men against one"; write lesson: 14, Two men against one`},
		{"deceit closing lesson 3", deceit, "capture e12", "3, Taking on the board", deceitUses,
			`lesson 3 is too early for this puzzle: its answer needs taking by deceit, first taught in lesson 14`},
		{"deceit in a later lesson", deceit, "capture e12", "15, Testing three men", deceitUses,
			`lesson 15 holds this puzzle back: all its answer needs is taught by lesson 14 (Taking by Arithmetic), taking by deceit in full`},
		{"an earlier section", deceit, "capture e12", "14, Equality, or encounter", deceitUses,
			`"Equality, or encounter" comes too early in lesson 14: the answer needs taking by deceit, taught at "Two men against one"; write lesson: 14, Two men against one`},
		{"a heading the lesson lacks", deceit, "capture e12", "14, Deceit", deceitUses,
			`lesson 14 (Taking by Arithmetic) has no section "Deceit": its sections are How a man is taken; Equality, or encounter;`},
		{"no such lesson", deceit, "capture e12", "98, Deceit", deceitUses, "lesson 98: there is no such lesson"},
		{"stepping in", stepIn, "capture b8", "14, Equality, or encounter", []teach.Topic{"equality", "moves fulke1", "take"}, ""},
		{"stepping in closing lesson 3", stepIn, "capture b8", "3, Taking on the board", []teach.Topic{"equality", "moves fulke1", "take"},
			`lesson 3 is too early for this puzzle: its answer needs taking a man left in danger by stepping in, first taught in lesson 14 (Taking by Arithmetic) at "How a man is taken"`},
		{"great triumph", great, "triumph great", "15, Testing three men", []teach.Topic{"great", "moves nemec"}, ""},
		{"triumph before triumphs", great, "triumph great", "14, Siege", []teach.Topic{"great", "moves nemec"},
			"lesson 14 is too early for this puzzle: its answer needs a great triumph, first taught in lesson 15"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			text := "id: x\ntitle: x\n" + tc.position + "goal: " + tc.goal + "\nlesson: " + tc.lesson + "\n"
			ps, err := puzzles.Parse("x.puz", []byte(text))
			require.NoError(t, err)
			require.Len(t, ps, 1)
			s, err := judge.Solve(&ps[0])
			require.NoError(t, err)
			assert.Equal(t, tc.uses, Uses(s))
			got := messages(Puzzle(&ps[0]))
			if tc.want == "" {
				assert.Empty(t, got)
				return
			}
			require.Len(t, got, 1, strings.Join(got, "\n"))
			assert.Contains(t, got[0], "x.puz:5: "+tc.want)
		})
	}
}

func TestNameLesson(t *testing.T) {
	const deceit = "position: 8/8/1,s28,6/5,T49,2/4,t64,2,t30/3,S15,4/8/6,r9,1/8/2,R8,5/8/4,R36,3/8/8/8/8 w nemec - - 24\n"
	for _, tc := range []struct{ lesson, want string }{
		{"", "14, Two men against one"},
		{"lesson: 14, Siege\n", "14, Siege"}, // a line given is the author's
	} {
		ps, err := puzzles.Parse("x.puz", []byte("id: x\ntitle: x\n"+deceit+"goal: capture e12\n"+tc.lesson))
		require.NoError(t, err)
		NameLesson(&ps[0])
		assert.Equal(t, tc.want, ps[0].Lesson.String())
	}
}
