package cli

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"

	"github.com/rithmo/rithmo/cmd/internal/glicko2"
	"github.com/rithmo/rithmo/cmd/internal/progress"
	"github.com/rithmo/rithmo/puzzles"
)

func points(rs ...float64) []progress.RatingPoint {
	out := make([]progress.RatingPoint, len(rs))
	for i, r := range rs {
		out[i] = progress.RatingPoint{Rating: r}
	}
	return out
}

func TestChart(t *testing.T) {
	assert.Equal(t, "", chart(nil))
	assert.Equal(t, "", chart(points(1500)), "one point is no history")
	assert.Equal(t, "1400 ▁█▅ 1540", chart(points(1400, 1540, 1480)), "lowest to highest in eight steps: (1480-1400)/140×7 = 4")
	assert.Equal(t, "1500 ▁▁ 1500", chart(points(1500, 1500)))

	long := make([]float64, 200)
	for i := range long {
		long[i] = 1000 + float64(i)
	}
	line := chart(points(long...))
	assert.True(t, strings.HasPrefix(line, "1152 ▁"), "the latest 48 only: %s", line)
	assert.LessOrEqual(t, utf8.RuneCountInString(line)+11, 80, "with its indent it fits 80 columns")
}

// The ratings screen says a rating is a first estimate until enough first
// tries have made it.
func TestWriteRatingsMarksAFirstEstimate(t *testing.T) {
	for _, tt := range []struct {
		name   string
		rating progress.GoalRating
		want   string
	}{
		{"never rated", progress.GoalRating{Goal: "capture", Rating: progress.LearnerSeed()},
			"  capture  1500, not rated yet: a first try at a capture puzzle rates you\n"},
		{"one first try", progress.GoalRating{Goal: "capture", Rating: glicko2.Rating{R: 1546, RD: 142, Sigma: 0.06}, Games: 1},
			"  capture  1546? ±284 after 1 puzzle (a first estimate until 5)\n"},
		{"enough first tries", progress.GoalRating{Goal: "triumph", Rating: glicko2.Rating{R: 1612, RD: 120, Sigma: 0.06}, Games: puzzles.ProvisionalTries},
			"  triumph  1612 ±240 after 5 puzzles\n"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			var b strings.Builder
			writeRatings(&b, []progress.GoalRating{tt.rating}, nil, false)
			assert.Equal(t, "Ratings (Glicko-2, after each puzzle's first try)\n"+tt.want, b.String())
		})
	}
}
