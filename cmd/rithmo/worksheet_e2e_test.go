package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The teacher's commands of rithmo worksheet --help, with the output redirected to a
// file as a shell does: a two-page sheet, its key, and the PDF.
func TestTeacherMakesASheetAndItsKey(t *testing.T) {
	bin := binary(t)
	dir := t.TempDir()
	args := []string{"worksheet", "--generate", "capture addition fulke1", "--count", "8", "--seed", "7"}
	run := func(name string, extra ...string) string {
		t.Helper()
		path := filepath.Join(dir, name)
		f, err := os.Create(path)
		require.NoError(t, err)
		cmd := exec.Command(bin, append(append([]string{}, args...), extra...)...)
		cmd.Stdout = f
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		require.NoError(t, cmd.Run(), stderr.String())
		require.NoError(t, f.Close())
		assert.Empty(t, stderr.String())
		data, err := os.ReadFile(path)
		require.NoError(t, err)
		return string(data)
	}
	sheet := run("s.html")
	key := run("k.html", "--key")
	pdf := run("s.pdf", "--pdf")

	assert.True(t, strings.HasPrefix(sheet, "<!DOCTYPE html>"))
	assert.Equal(t, 8, strings.Count(sheet, "<svg "))
	assert.NotContains(t, sheet, "Answer:")
	assert.NotContains(t, sheet, `class="arrow"`)
	assert.Equal(t, 8, strings.Count(key, "Answer: "))
	assert.True(t, strings.HasPrefix(pdf, "%PDF-"))
	assert.Equal(t, sheet, run("again.html"), "the same command, the same bytes")
}
