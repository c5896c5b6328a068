package play

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/content"
	"github.com/rithmo/rithmo/puzzles"
	"github.com/rithmo/rithmo/puzzles/judge"
	"github.com/rithmo/rithmo/puzzles/teach"
	"github.com/rithmo/rithmo/rules/engine"
)

// catalogPuzzle is the built-in puzzle id.
func catalogPuzzle(t *testing.T, id string) puzzles.Puzzle {
	t.Helper()
	all, err := puzzles.Load(content.Puzzles())
	require.NoError(t, err)
	i := slices.IndexFunc(all, func(p puzzles.Puzzle) bool { return p.ID == id })
	require.GreaterOrEqual(t, i, 0, id)
	return all[i]
}

// relationNames are the relations a question offers, without its hint.
func relationNames(cs []Choice) []string {
	var out []string
	for _, c := range cs {
		out = append(out, c.Label)
	}
	return out
}

// The relations a puzzle offers are those taught by the lesson it closes:
// a puzzle of lesson 3 lists neither siege nor eruption (lesson 14), and
// under nemec not its addition, deceit, which lesson 14 teaches too.
func TestRelationChoicesFollowTheLesson(t *testing.T) {
	for _, tc := range []struct {
		name   string
		id     string
		lesson int // -1: as the puzzle says
		want   []string
	}{
		{"fulke1, lesson 3", "f1-first-1", -1, []string{"equality", "addition", "subtraction", "multiplication", "division"}},
		{"the same puzzle at lesson 14", "f1-first-1", 14, []string{"equality", "siege", "addition", "subtraction", "multiplication", "division"}},
		{"the same puzzle naming no lesson", "f1-first-1", 0, []string{"equality", "siege", "addition", "subtraction", "multiplication", "division"}},
		{"nemec, lesson 3", "n-first-1", -1, []string{"equality"}},
		{"parlett, lesson 3", "p-first-1", -1, []string{"equality", "addition", "subtraction", "multiplication", "division"}},
		{"nemec's siege at lesson 14", "mined-nemec-g158-t69", -1, []string{"equality", "siege", "addition", "eruption"}},
		// Named too early (puzzles/check refuses it): its answer is
		// still among the choices, and nothing else of lesson 14.
		{"a siege placed at lesson 3", "mined-nemec-g158-t69", 3, []string{"equality", "siege"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			pz := catalogPuzzle(t, tc.id)
			if tc.lesson >= 0 {
				pz.Lesson = puzzles.LessonRef{Number: tc.lesson, Heading: pz.Lesson.Heading}
			}
			solved, err := judge.Solve(&pz)
			require.NoError(t, err)
			s := &Session{current: solved}
			assert.Equal(t, tc.want, relationNames(s.relationChoices()))
		})
	}
}

// Every puzzle that closes lesson 3 takes by relations lesson 3 has
// taught: the choices never need the answer's relations added.
func TestFirstCapturesNeedOnlyWhatIsTaught(t *testing.T) {
	all, err := puzzles.Load(content.Puzzles())
	require.NoError(t, err)
	n := 0
	for i := range all {
		pz := &all[i]
		if pz.Lesson.Number != 3 {
			continue
		}
		n++
		solved, err := judge.Solve(pz)
		require.NoError(t, err, pz.ID)
		rels := solved.AnswerRelations()
		require.NotEmpty(t, rels, pz.ID)
		for _, r := range rels {
			assert.True(t, teach.TaughtBy(teach.RelationTopic(r, pz.Position.Rules), 3), "%s takes by %s", pz.ID, r)
			assert.NotEqual(t, engine.Siege, r, pz.ID)
		}
	}
	assert.GreaterOrEqual(t, n, 25, "five puzzles in each rule set")
}
