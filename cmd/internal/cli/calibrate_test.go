package cli

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestPuzzlesCalibrate(t *testing.T) {
	dir := t.TempDir()
	out, errOut, code := runPuzzlesCmd(t, dir, "", "puzzles", "calibrate")
	require.Equal(t, ExitOK, code, errOut)
	assert.Contains(t, out, "First tries SIMULATED (no records of real learners)")
	assert.Contains(t, out, "drawn from seed 15")
	assert.Contains(t, out, "First-try success falls at every step as difficulty rises.")
	assert.Contains(t, out, "The weights in use are the fitted ones.")

	// Real first tries from a class report, for the puzzles of one file.
	file := filepath.Join(dir, "one.puz")
	require.NoError(t, os.WriteFile(file, []byte(onePuzzle), 0o644))
	csv := filepath.Join(dir, "tries.csv")
	require.NoError(t, os.WriteFile(csv, []byte("table,key_or_kind,name_or_item,done_or_answered,right_first,hints,time_seconds,last_seen,most_common_wrong,most_common_wrong_count\n"+
		"item,puzzle,cli-addition,10,9,,,,,0\nitem,puzzle,cli-division,10,2,,,,,0\nitem,puzzle,elsewhere,3,1,,,,,0\n"), 0o644))
	out, errOut, code = runPuzzlesCmd(t, dir, "", "puzzles", "calibrate", "--csv", csv, file)
	require.Equal(t, ExitOK, code, errOut)
	assert.Contains(t, out, "First tries read from "+csv+": 2 puzzles.")
	assert.Contains(t, errOut, "1 puzzle not among the puzzles measured, left out: elsewhere")
	assert.Contains(t, out, "gamma")

	// A file with a problem is measured with a warning, as by stats.
	broken := filepath.Join(dir, "broken.puz")
	require.NoError(t, os.WriteFile(broken, []byte(onePuzzle+"\nid: broken\ntitle: no position\n"), 0o644))
	out, errOut, code = runPuzzlesCmd(t, dir, "", "puzzles", "calibrate", "--csv", csv, broken)
	require.Equal(t, ExitOK, code, errOut)
	assert.Contains(t, errOut, "rithmo: warning: 2 problems in "+broken+" (rithmo puzzles check lists them)\n")
	assert.Contains(t, out, "First tries read from "+csv+": 2 puzzles.")

	// --write states the measured difficulty and leaves the rest.
	out, errOut, code = runPuzzlesCmd(t, dir, "", "puzzles", "calibrate", "--write", file)
	require.Equal(t, ExitOK, code, errOut)
	assert.Contains(t, out, "restated in 1 file")
	out, errOut, code = runPuzzlesCmd(t, dir, "", "puzzles", "calibrate", "--write", file)
	require.Equal(t, ExitOK, code, errOut)
	assert.Equal(t, "0 puzzles restated in 1 file\n", out, "a second run changes nothing")
	out, errOut, code = runPuzzlesCmd(t, dir, "", "puzzles", "check", file)
	assert.Equal(t, ExitOK, code, out+errOut)

	bad := filepath.Join(dir, "bad.csv")
	require.NoError(t, os.WriteFile(bad, []byte("puzzle,tries,right_first\na,2,3\n"), 0o644))
	for _, tc := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"--csv", csv, "--seed", "3"}, ExitUsage, "not both"},
		{[]string{"--learners", "0"}, ExitUsage, "--learners"},
		{[]string{"--write"}, ExitUsage, "--write needs"},
		{[]string{"--csv", bad, file}, ExitFailure, "line 2: a: 3 right at the first try of 2 tries"},
		{[]string{"--csv", filepath.Join(dir, "none.csv")}, ExitFailure, "none.csv"},
	} {
		_, errOut, code := runPuzzlesCmd(t, dir, "", append([]string{"puzzles", "calibrate"}, tc.args...)...)
		assert.Equal(t, tc.code, code, "%v", tc.args)
		assert.Contains(t, errOut, tc.want, "%v", tc.args)
	}
}

func TestPuzzlesMineToward(t *testing.T) {
	dir := t.TempDir()
	out, errOut, code := runPuzzlesCmd(t, dir, "", "puzzles", "mine", "--rules", "parlett", "--toward", "greatest", "--walk", "--seed", "34", "--games", "1")
	require.Equal(t, ExitOK, code, errOut)
	assert.Contains(t, out, "# rithmo puzzles mine --rules parlett --seed 34 --games 1 --toward greatest --walk\n")
	assert.Contains(t, out, "goal: triumph greatest")
	for _, args := range [][]string{
		{"--rules", "parlett", "--toward", "great"},
		{"--rules", "parlett", "--walk"},
		{"--rules", "parlett", "--turns", "-1"},
	} {
		_, errOut, code := runPuzzlesCmd(t, dir, "", append([]string{"puzzles", "mine"}, args...)...)
		assert.Equal(t, ExitUsage, code, "%v", args)
		assert.NotEmpty(t, errOut)
	}
}
