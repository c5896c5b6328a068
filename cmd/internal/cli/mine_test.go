package cli

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/puzzles"
)

func TestPuzzlesMine(t *testing.T) {
	dir := t.TempDir()
	out, errOut, code := runPuzzlesCmd(t, dir, "", "puzzles", "mine", "--rules", "fulke3", "--games", "2", "--seed", "5")
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, "# rithmo puzzles mine --rules fulke3 --seed 5 --games 2\n")
	list, err := puzzles.Parse("mined.puz", []byte(out))
	require.NoError(t, err)
	require.NotEmpty(t, list)
	again, _, _ := runPuzzlesCmd(t, dir, "", "puzzles", "mine", "--rules", "fulke3", "--games", "2", "--seed", "5")
	assert.Equal(t, out, again, "the same seed gives the same bytes")

	file := filepath.Join(dir, "m.puz")
	out, errOut, code = runPuzzlesCmd(t, dir, "", "puzzles", "mine", "--rules", "fulke3", "--games", "2", "--seed", "5", "--count", "1", "-o", file)
	require.Equal(t, 0, code, errOut)
	assert.Equal(t, file+": 1 puzzle from 2 games\n", out)
	_, err = os.Stat(file)
	require.NoError(t, err)
	out, errOut, code = runPuzzlesCmd(t, dir, "", "puzzles", "check", file)
	assert.Equal(t, 0, code, out+errOut)

	for _, args := range [][]string{{}, {"--rules", "chess"}, {"--rules", "nemec", "--games", "0"}, {"--rules", "nemec", "--count", "-1"}} {
		_, errOut, code := runPuzzlesCmd(t, dir, "", append([]string{"puzzles", "mine"}, args...)...)
		assert.Equal(t, 2, code, "%v", args)
		assert.NotEmpty(t, errOut)
	}
}

func TestPuzzlesStats(t *testing.T) {
	dir := t.TempDir()
	out, errOut, code := runPuzzlesCmd(t, dir, "", "puzzles", "stats")
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, "relation (min 5)")
	assert.Contains(t, out, "Median men on the board")
	file := filepath.Join(dir, "one.puz")
	require.NoError(t, os.WriteFile(file, []byte(onePuzzle), 0o644))
	out, errOut, code = runPuzzlesCmd(t, dir, "", "puzzles", "stats", file)
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, "2 puzzles (minimum 300)")
	assert.Contains(t, out, "Below the minimums")

	// A file with a problem is measured with a warning; one with nothing
	// readable is an error.
	bad := filepath.Join(dir, "bad.puz")
	require.NoError(t, os.WriteFile(bad, []byte(onePuzzle+"\nid: broken\ntitle: no position\n"), 0o644))
	out, errOut, code = runPuzzlesCmd(t, dir, "", "puzzles", "stats", bad)
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, errOut, "warning: 2 problems in "+bad)
	assert.Contains(t, out, "2 puzzles (minimum 300)")
	empty := filepath.Join(dir, "empty.puz")
	require.NoError(t, os.WriteFile(empty, []byte("id: x\n"), 0o644))
	_, errOut, code = runPuzzlesCmd(t, dir, "", "puzzles", "stats", empty)
	assert.NotEqual(t, 0, code)
	assert.Contains(t, errOut, "empty.puz")
}
