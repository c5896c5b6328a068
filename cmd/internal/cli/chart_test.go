package cli

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"

	"github.com/rithmo/rithmo/cmd/internal/progress"
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
