package teach

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/content"
	"github.com/rithmo/rithmo/puzzles"
)

func TestEndingPicks(t *testing.T) {
	two := puzzles.LessonRef{Number: 14, Heading: "Two men against one"}
	siege := puzzles.LessonRef{Number: 14, Heading: "Siege"}
	eq := puzzles.LessonRef{Number: 14, Heading: "Equality, or encounter"}
	e := func(id, rules string, ref puzzles.LessonRef, d int) puzzles.Entry {
		return puzzles.Entry{ID: id, Rules: rules, Lesson: ref, Difficulty: d}
	}
	all := []puzzles.Entry{
		e("s2", "fulke1", siege, 2), e("s1", "fulke1", siege, 1), e("a3", "fulke1", two, 3),
		e("a1", "fulke1", two, 1), e("q1", "fulke1", eq, 1), e("q2", "fulke1", eq, 2),
		e("n1", "nemec", two, 1), e("n2", "nemec", siege, 1),
		e("v1", "nemec+x", eq, 1), e("v2", "nemec+x", eq, 2), e("x1", "fulke1", puzzles.LessonRef{Number: 15, Heading: "Testing three men"}, 1),
	}
	for _, tc := range []struct {
		name  string
		rules string
		want  []string
	}{
		// Equality is taught first, then two men against one, then siege:
		// the easiest of each in turn, then the next.
		{"each section in turn", "fulke1", []string{"q1", "a1", "s1", "q2", "a3"}},
		{"variants fill a short set", "nemec", []string{"n1", "n2", "v1", "v2"}},
		{"none in the rule set", "parlett", []string{}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := []string{}
			for _, p := range Ending(all, 14, tc.rules) {
				got = append(got, p.ID)
			}
			assert.Equal(t, tc.want, got)
		})
	}
}

// TestEndingCurated holds the curated puzzles to the lessons that end with
// them: every lesson that teaches a way of taking, a triumph or a victory
// has its 3 to 5 puzzles in each rule set that plays it, or is named here
// as lacking them.
func TestEndingCurated(t *testing.T) {
	all, err := puzzles.LoadCatalog(content.Puzzles())
	require.NoError(t, err)
	lacking := map[string]bool{ // lesson/rules: too few curated puzzles yet
		"17/fulke1": true, "17/fulke3": true, "17/nemec": true, "17/parlett": true, // cossic signs are fulke2's
	}
	for _, number := range []int{3, 14, 15, 16, 17} {
		for _, rules := range []string{"fulke1", "fulke2", "fulke3", "nemec", "parlett"} {
			key := fmt.Sprintf("%d/%s", number, rules)
			t.Run(key, func(t *testing.T) {
				got := Ending(all, number, rules)
				assert.LessOrEqual(t, len(got), EndingMax)
				for _, p := range got {
					assert.Equal(t, number, p.Lesson.Number, p.ID)
					base, _, _ := strings.Cut(p.Rules, "+")
					assert.Equal(t, rules, base, p.ID)
				}
				if lacking[key] {
					assert.Less(t, len(got), EndingMin, "enough puzzles now: take %s off the list", key)
				} else {
					assert.GreaterOrEqual(t, len(got), EndingMin)
				}
			})
		}
	}
}
