package cli

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/cmd/internal/progress"
)

func TestClassCommandsRefuse(t *testing.T) {
	dir := t.TempDir()
	class := filepath.Join(dir, "class.db")
	s, err := progress.Open(class)
	require.NoError(t, err)
	require.NoError(t, s.Close())
	missing := filepath.Join(dir, "typo.db")
	tests := []struct {
		name string
		args []string
		want string
	}{
		{"report without a class", []string{"class", "report"}, "--class: say which class file"},
		{"report of a missing file", []string{"class", "report", "--class", missing}, "does not exist: start it with rithmo serve --class"},
		{"json and csv", []string{"class", "report", "--class", class, "--json", "--csv"}, "choose one"},
		{"out without csv", []string{"class", "report", "--class", class, "--out", dir}, "give --csv too"},
		{"no such student", []string{"class", "report", "--class", class, "--student", "Zed"}, `--student "Zed"`},
		{"assignments without a class", []string{"class", "assignments"}, "--class: say which class file"},
		{"assignments of a missing file", []string{"class", "assignments", "--class", missing}, "does not exist"},
		{"no such assignment", []string{"class", "report", "--class", class, "--assignment", "week9"}, `no assignment "week9"`},
		{"assign without a selection", []string{"class", "assign", "w1", "--class", class}, "say what goes on the sheet"},
		{"assign a bad date", []string{"class", "assign", "w1", "--class", class, "--theme", "addition", "--due", "friday"}, `--due "friday": want a date`},
		{"assign no name", []string{"class", "assign", "--class", class, "--theme", "addition"}, "class assign needs NAME"},
		{"serve without a class", []string{"serve"}, "--class: say which file keeps the class"},
		{"serve, idle too short", []string{"serve", "--class", class, "--idle", "10ms"}, "--idle 10ms: want at least 1s"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, _, stderr := execRithmo(t, "", nil, tt.args...)
			assert.Equal(t, ExitUsage, code, stderr)
			assert.Contains(t, stderr, tt.want)
			assert.Equal(t, 1, strings.Count(stderr, "\n"), "one line")
		})
	}
	assert.NoFileExists(t, missing, "a typo makes no class file")

	code, out, stderr := execRithmo(t, "", nil, "class", "assign", "w1", "--class", class, "--ids", "f1-addition-1", "--seed", "3")
	require.Equal(t, 0, code, stderr)
	assert.Equal(t, "Assigned w1: 1 puzzle (seed 3).\n", out)
	code, _, stderr = execRithmo(t, "", nil, "class", "assign", "w1", "--class", class, "--ids", "f1-addition-1")
	assert.Equal(t, ExitUsage, code)
	assert.Contains(t, stderr, `assignment "w1" exists`)

	code, out, stderr = execRithmo(t, "", nil, "class", "report", "--class", class, "--assignment", "w1", "--json")
	require.Equal(t, 0, code, stderr)
	var r classJSON
	require.NoError(t, json.Unmarshal([]byte(out), &r))
	assert.Equal(t, "w1", r.Assignment)
	assert.Empty(t, r.Students)
	require.Len(t, r.Items, 1)
	assert.Equal(t, "Two sixes make a twelve", r.Items[0].Label, "the puzzle's title, not its id")

	code, out, _ = execRithmo(t, "", nil, "class", "report", "--class", class, "--csv")
	require.Equal(t, 0, code)
	assert.Equal(t, "student_key,student,kind,item,label,step,answer,correct,answer_shown,ends,hints,seconds,at,assignment\n", out)
	code, out, _ = execRithmo(t, "", nil, "class", "report", "--class", class)
	require.Equal(t, 0, code)
	assert.Contains(t, out, "No student has connected yet.")
}
