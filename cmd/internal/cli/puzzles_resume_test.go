package cli

import (
	"regexp"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestPuzzlesResumeWhereLeft: a scripted accessible run over the real
// store. A theme's puzzles are left during the second (the first solved),
// and the next run picks up at the second, not at the first again.
func TestPuzzlesResumeWhereLeft(t *testing.T) {
	dir := t.TempDir()
	// Puzzle 1, f1-addition-1 (the easiest by its estimated difficulty, a
	// first step): man 3 (d8 R6), destination 4 (e9), man 1 (f10) then 0,
	// relation 3 (addition); then 1 (next puzzle), and the input ends at
	// the second puzzle's first question.
	out, stderr, code := runPuzzlesCmd(t, dir, "3\n4\n1\n0\n3\n1\n", "--accessible", "puzzles", "--theme", "addition")
	assertRanOut(t, code, stderr)
	require.Contains(t, out, "Solved at the first try, 3 points.")
	second := regexp.MustCompile(`Puzzle 2 of \d+: ([^\n]+)`).FindStringSubmatch(out)
	require.Len(t, second, 2, "the second puzzle was shown:\n%s", out)

	out, stderr, code = runPuzzlesCmd(t, dir, "", "--accessible", "puzzles", "--theme", "addition")
	assertRanOut(t, code, stderr)
	assert.Contains(t, out, second[0], "resumed at the puzzle left")
	assert.NotContains(t, out, "Puzzle 1 of", "the one solved is not asked again")
}
