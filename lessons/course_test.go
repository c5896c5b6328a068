package lessons

import (
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/content"
	"github.com/rithmo/rithmo/lessons/exercise"
	"github.com/rithmo/rithmo/rules/board"
)

// TestCourse holds the course to its shape: at least 16 lessons, each with
// at least 6 exercises and a Sources line, no problem for an author, and
// at least 70 % of all exercises drawing their numbers from the seed.
func TestCourse(t *testing.T) {
	all, problems := InspectFS(content.Lessons())
	require.Empty(t, problems)
	require.GreaterOrEqual(t, len(all), 16)
	total, drawn := 0, 0
	for _, l := range all {
		assert.GreaterOrEqual(t, len(l.Exercises), 6, "%s has %d exercises", l.File, len(l.Exercises))
		for _, ex := range l.Exercises {
			total++
			if ex.Block.Task.HasDraws() {
				drawn++
			}
		}
	}
	assert.GreaterOrEqual(t, drawn*100, total*70, "%d of %d exercises drawn", drawn, total)
	// The lessons on Boethius' Book I, the ten means and the consonances
	// (issue 29) each draw at least 70 % of their exercises.
	for _, l := range all {
		if l.Number < 18 {
			continue
		}
		n := 0
		for _, ex := range l.Exercises {
			if ex.Block.Task.HasDraws() {
				n++
			}
		}
		assert.GreaterOrEqual(t, n*100, len(l.Exercises)*70, "%s: %d of %d exercises drawn", l.File, n, len(l.Exercises))
	}
}

// figuredName is a species past the Latin names, as rules/arith writes it.
var figuredName = regexp.MustCompile(`\d-plex`)

// TestDrawsNeverRepeat asks every drawn exercise of every lesson with 200
// seeds: it never equals the exercise before it (as asked with the same
// seed) nor a worked example of its page, and its feedback never names a
// ratio in figures ("12-plex").
// drawSeeds is how many seeds TestDrawsNeverRepeat tries for each exercise.
func drawSeeds() uint64 {
	if exhaustive {
		return 200
	}
	return 40
}

func TestDrawsNeverRepeat(t *testing.T) {
	all, err := Load(content.Lessons())
	require.NoError(t, err)
	for _, l := range all {
		for i, ex := range l.Exercises {
			if !ex.Block.Task.HasDraws() {
				continue
			}
			for seed := range drawSeeds() {
				q, err := exercise.Ask(ex.Block, seed, l.Name, i)
				require.NoError(t, err, "%s exercise %d seed %d", l.File, i+1, seed)
				var prev []exercise.Question
				for j := range i {
					p, err := exercise.Ask(l.Exercises[j].Block, seed, l.Name, j)
					require.NoError(t, err)
					prev = append(prev, p)
				}
				if fb := exercise.Judge(q, "no answer"); figuredName.MatchString(fb.Text) {
					t.Errorf("%s exercise %d, seed %d: a name in figures reaches the learner: %s", l.File, i+1, seed, fb.Text)
				}
				if exercise.Repeats(ex.Block, q, prev...) {
					t.Errorf("%s exercise %d, seed %d: %s repeats an exercise before it or a worked example", l.File, i+1, seed, q.Task)
				}
			}
		}
	}
}

// TestRepeatsFindsRepeats: the check itself catches a draw equal to the
// exercise before it and one equal to a worked example.
func TestRepeatsFindsRepeats(t *testing.T) {
	l, err := Parse("01-x.md", []byte("# X\n\nWe saw 8 : 6 and 6 + 6 = 12.\n\n```exercise\ntask: classify 7 5\n```\n\n```exercise\ntask: classify {5..8} {5..6}\n```\n\n```exercise\ntask: take addition {6..6} {6..6}\n```\n"))
	require.NoError(t, err)
	first, err := exercise.Ask(l.Exercises[0].Block, 1, "x", 0)
	require.NoError(t, err)
	for seed := range uint64(50) {
		q, err := exercise.Ask(l.Exercises[1].Block, seed, "x", 1)
		require.NoError(t, err)
		v := q.Task.Values()
		assert.False(t, v[0] == 7 && v[1] == 5, "repeats the exercise before it")
		assert.False(t, v[0] == 8 && v[1] == 6, "repeats the worked 8 : 6")
		assert.True(t, exercise.Repeats(l.Exercises[1].Block, first, first), "the same question repeats itself")
	}
	// 6 + 6 = 12 is worked on the page and is the only draw: no answerable draw.
	_, err = exercise.Ask(l.Exercises[2].Block, 1, "x", 2)
	assert.ErrorIs(t, err, exercise.ErrUnanswerable)
}

// kindsTaught: the lesson that teaches each kind of ratio or proportion.
// An option of an earlier lesson must not name it.
var kindsTaught = []struct {
	lesson int
	word   *regexp.Regexp
}{
	{5, regexp.MustCompile(`(?i)^superparticular$|sesqui`)},
	{6, regexp.MustCompile(`(?i)^superpartient$|partiens`)},
	{7, regexp.MustCompile(`(?i)^multiplex super|^[a-z]+plex (sesqui|super)`)},
	{8, regexp.MustCompile(`(?i)^sub`)},
	{11, regexp.MustCompile(`(?i)^geometric$`)},
	{12, regexp.MustCompile(`(?i)^(musical|harmonic)$`)},
}

// TestOptionsFollowTheTeaching asks every exercise with 50 seeds: no option
// names a kind before the lesson that teaches it, and the proportion the
// lessons call musical is offered as "musical".
func TestOptionsFollowTheTeaching(t *testing.T) {
	all, err := Load(content.Lessons())
	require.NoError(t, err)
	for _, l := range all {
		for i, ex := range l.Exercises {
			for seed := range uint64(50) {
				q, err := exercise.Ask(ex.Block, seed, l.Name, i)
				require.NoError(t, err)
				for _, o := range q.Options {
					assert.NotEqual(t, "harmonic", o, "%s exercise %d: the lessons say musical", l.File, i+1)
					for _, k := range kindsTaught {
						if l.Number < k.lesson && k.word.MatchString(o) {
							t.Errorf("%s exercise %d (seed %d) offers %q, taught in lesson %d", l.File, i+1, seed, o, k.lesson)
						}
					}
				}
			}
		}
	}
}

// TestMoveBoards: every board of the lesson on moves marks the squares
// exercise.DrawReach stars for its man, so the marks are the squares the
// exercises judge by.
func TestMoveBoards(t *testing.T) {
	all, err := Load(content.Lessons())
	require.NoError(t, err)
	l, ok := Find(all, "3")
	require.True(t, ok)
	shapes := map[board.Shape]string{board.Round: "round", board.Triangle: "triangle", board.SquareShape: "square"}
	boards := 0
	for _, page := range l.Pages {
		for _, part := range page.Parts {
			if part.Picture == nil {
				continue
			}
			from, to, ok := part.Picture.Reach()
			if !ok {
				continue
			}
			boards++
			p, _ := part.Picture.Position()
			drawn := exercise.DrawReach(p.Rules.Set.String(), shapes[p.At(from).Shape], from.File()+1, from.Rank()+1)
			var starred []board.Square
			for _, line := range strings.Split(drawn, "\n")[1:] {
				fields := strings.Fields(line)
				rank, _ := strconv.Atoi(fields[0])
				for f, cell := range fields[1 : 1+board.Files] {
					if cell == "*" {
						starred = append(starred, board.At(f, rank-1))
					}
				}
			}
			assert.ElementsMatch(t, starred, to, "%s %s on %s", p.Rules, shapes[p.At(from).Shape], from)
		}
	}
	assert.GreaterOrEqual(t, boards, 7)
}
