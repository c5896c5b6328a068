package check

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/content"
	"github.com/rithmo/rithmo/puzzles"
	"github.com/rithmo/rithmo/puzzles/judge"
	"github.com/rithmo/rithmo/puzzles/teach"
)

// TestCuratedPuzzlesNameTheirLesson: every curated puzzle names the lesson
// that teaches what its answer needs, so that none is offered before it.
func TestCuratedPuzzlesNameTheirLesson(t *testing.T) {
	ps, err := puzzles.Load(content.Puzzles())
	require.NoError(t, err)
	for i := range ps {
		p := &ps[i]
		if !assert.False(t, p.Lesson.IsZero(), "%s:%d: %s names no lesson", p.File, p.Line, p.ID) {
			continue
		}
		s, err := judge.Solve(p)
		require.NoError(t, err)
		want, ok := LessonFor(s)
		require.True(t, ok, p.ID)
		assert.Equal(t, want.Number, p.Lesson.Number, "%s: %v", p.ID, Uses(s))
	}
}

// TestLessonLineHeld holds lesson lines against what the answer uses, on
// positions whose answer is known: 6 + 6 = 12 by addition (fulke1), 15 + 49
// = 64 by deceit (nemec), a great triumph (nemec).
func TestLessonLineHeld(t *testing.T) {
	const addition = "position: 8/8/8/8/1,r9,6/8/8/8/4,t12,3/8/2,R6,1,T6,3/8/8/8/8/8 w fulke1 - - 5\n"
	const deceit = "position: 8/8/1,s28,6/5,T49,2/4,t64,2,t30/3,S15,4/8/6,r9,1/8/2,R8,5/8/4,R36,3/8/8/8/8 w nemec - - 24\n"
	const great = "position: 8/6,s49,1/2,r9,5/8/1,R4,1,R6,4/5,R8,2/8/4,t30,3/8/8/S45,7/8/7,T20/8/8/8 w nemec - - 30\n"
	for _, tc := range []struct {
		name, position, goal, lesson string
		uses                         []teach.Topic
		want                         string // the problem, "" when it holds
	}{
		{"addition", addition, "capture e8", "14, Two men against one", []teach.Topic{"addition"}, ""},
		{"a later section of the lesson", addition, "capture e8", "14, Siege", []teach.Topic{"addition"}, ""},
		{"an earlier section", addition, "capture e8", "14, Equality, or encounter", []teach.Topic{"addition"},
			`"Equality, or encounter" comes too early in lesson 14: the answer needs taking by addition, taught at "Two men against one"; write lesson: 14, Two men against one`},
		{"deceit", deceit, "capture e12", "14, Two men against one", []teach.Topic{"deceit"}, ""},
		{"deceit in an earlier lesson", deceit, "capture e12", "4, Multiplex in battle", []teach.Topic{"deceit"},
			`lesson 4 is not the lesson this puzzle needs: its answer needs taking by deceit, taught in lesson 14 (Taking by Arithmetic) at "Two men against one"; write lesson: 14, Two men against one`},
		{"deceit in a later lesson", deceit, "capture e12", "15, Testing three men", []teach.Topic{"deceit"},
			`lesson 15 is not the lesson this puzzle needs: its answer needs taking by deceit, taught in lesson 14`},
		{"a heading the lesson lacks", deceit, "capture e12", "14, Deceit", []teach.Topic{"deceit"},
			`lesson 14 (Taking by Arithmetic) has no section "Deceit": its sections are How a man is taken; Equality, or encounter;`},
		{"no such lesson", deceit, "capture e12", "98, Deceit", []teach.Topic{"deceit"}, "lesson 98: there is no such lesson"},
		{"great triumph", great, "triumph great", "15, Testing three men", []teach.Topic{"great"}, ""},
		{"triumph before triumphs", great, "triumph great", "14, Siege", []teach.Topic{"great"},
			"lesson 14 is not the lesson this puzzle needs: its answer needs a great triumph, taught in lesson 15"},
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
