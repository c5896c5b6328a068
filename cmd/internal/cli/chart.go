package cli

import (
	"fmt"
	"io"
	"math"
	"strings"

	"github.com/rithmo/rithmo/cmd/internal/progress"
	"github.com/rithmo/rithmo/puzzles"
)

// chartWidth is how many of the latest ratings a chart shows: with its
// labels a line stays within 80 columns.
const chartWidth = 48

// sparks are the eight heights of a rating chart, lowest first.
var sparks = []rune("▁▂▃▄▅▆▇█")

// writeRatings gives the learner's rating for each goal, with ±2 RD (the
// 95 % interval), and a chart of its history: one column per rated first
// try, the latest on the right, from the lowest rating shown to the highest.
//
// In words (for screen readers) the chart is its lowest, highest and first
// ratings instead.
func writeRatings(w io.Writer, ratings []progress.GoalRating, history map[string][]progress.RatingPoint, words bool) {
	if len(ratings) == 0 {
		return
	}
	fmt.Fprintf(w, "Ratings (Glicko-2, after each puzzle's first try)\n")
	for _, r := range ratings {
		if r.Games == 0 {
			fmt.Fprintf(w, "  %-8s %4.0f, not rated yet: a first try at a %s puzzle rates you\n", r.Goal, r.R, r.Goal)
			continue
		}
		if r.Provisional() {
			fmt.Fprintf(w, "  %-8s %4.0f? ±%.0f after %s (a first estimate until %d)\n", r.Goal, r.R, 2*r.RD, howMany(r.Games, "puzzle"), puzzles.ProvisionalTries)
		} else {
			fmt.Fprintf(w, "  %-8s %4.0f ±%.0f after %s\n", r.Goal, r.R, 2*r.RD, howMany(r.Games, "puzzle"))
		}
		if h := history[r.Goal]; words && len(h) > 1 {
			lo, hi := h[0].Rating, h[0].Rating
			for _, p := range h {
				lo, hi = math.Min(lo, p.Rating), math.Max(hi, p.Rating)
			}
			fmt.Fprintf(w, "           history: first %.0f, lowest %.0f, highest %.0f\n", h[0].Rating, lo, hi)
			continue
		}
		if line := chart(history[r.Goal]); line != "" {
			fmt.Fprintf(w, "           %s\n", line)
		}
	}
}

// chart draws the ratings as a line of bars with the lowest and highest
// rating shown: "1440 ▁▂▄▃▅▇█ 1587". Fewer than two points draw nothing.
func chart(points []progress.RatingPoint) string {
	if len(points) < 2 {
		return ""
	}
	if len(points) > chartWidth {
		points = points[len(points)-chartWidth:]
	}
	lo, hi := math.Inf(1), math.Inf(-1)
	for _, p := range points {
		lo, hi = math.Min(lo, p.Rating), math.Max(hi, p.Rating)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%4.0f ", lo)
	for _, p := range points {
		level := 0
		if hi > lo {
			level = int(math.Round((p.Rating - lo) / (hi - lo) * float64(len(sparks)-1)))
		}
		b.WriteRune(sparks[level])
	}
	fmt.Fprintf(&b, " %4.0f", hi)
	return b.String()
}
