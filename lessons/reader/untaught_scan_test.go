package reader

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/rithmo/rithmo/lessons/exercise"
)

// TestFeedbackNamesOnlyTermsItUses judges every exercise of lessons 1 to
// 5, for twenty seeds and every rule set, with the right answer, each
// option and a few wrong ones, and collects the terms each lesson's
// feedback is said to use before their lesson ("Not taught yet"). Lessons
// 1 to 3 use none (lesson 1's "by subtraction" once counted as sub-); the
// terms named in lessons 4 and 5 are the Latin names of the ratios judged
// (septuplex sesquialter, suboctuplex, superbipartiens tertias ...) and
// lesson 4's eruption, each
// truly in the feedback. A term that appears here anew is either a false
// match, to mend in glossary.In, or feedback that runs ahead of the
// course.
func TestFeedbackNamesOnlyTermsItUses(t *testing.T) {
	all := course(t)
	want := map[int][]string{
		4: {"eruption", "multiplex superparticular", "multiplex superpartient", "sesqui-", "sesquialter",
			"sesquioctavus", "sesquitertius", "sub-", "superparticular", "superpartient"},
		5: {"multiplex superparticular", "multiplex superpartient", "sub-", "superbipartiens tertias", "superpartient"},
	}
	for _, l := range all[:5] {
		named := map[string]bool{}
		example := map[string]string{}
		for seed := range uint64(20) {
			for i, ex := range l.Exercises {
				for _, rules := range []string{"", "fulke1", "fulke2", "fulke3", "parlett", "nemec"} {
					q, err := exercise.Ask(ex.Block.WithRules(rules), seed, l.Name, i)
					if err != nil {
						continue
					}
					right := exercise.AnswerText(q)
					answers := append([]string{right, "", "x", "1, 2, 3"}, q.Options...)
					if n, err := strconv.ParseInt(right, 10, 64); err == nil {
						answers = append(answers, fmt.Sprint(n+1), fmt.Sprint(n-1), fmt.Sprint(2*n))
					}
					for _, a := range answers {
						for _, fb := range []exercise.Feedback{exercise.Judge(q, a), exercise.JudgeTry(q, a)} {
							for _, term := range untaughtTerms(Untaught(all, l, fb.Text, nil)) {
								named[term] = true
								example[term] = fb.Text
							}
						}
					}
				}
			}
		}
		var got []string
		for term := range named {
			got = append(got, term)
		}
		slices.Sort(got)
		for _, term := range got {
			if !slices.Contains(want[l.Number], term) {
				t.Errorf("lesson %d: %q is named as not taught yet, in:\n%s", l.Number, term, example[term])
			}
		}
		assert.Equal(t, want[l.Number], got, "lesson %d", l.Number)
	}
}

// untaughtTerms reads the terms out of Untaught's note.
func untaughtTerms(note string) []string {
	rest, ok := strings.CutPrefix(note, "Not taught yet: ")
	if !ok {
		return nil
	}
	var out []string
	for _, part := range strings.Split(rest, "; ") {
		term, _, _ := strings.Cut(part, " (lesson ")
		out = append(out, term)
	}
	return out
}
