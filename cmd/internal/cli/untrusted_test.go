package cli

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

const puzzleBlock = `id: f1-addition-1
title: Two sixes make a twelve
position: 8/8/8/8/2,r9,2,T6,2/7,s28/5,t12,2/8/3,R6,4/8/6,S45,1/1,R4,6/8/8/8/8 w fulke1 - - 13
goal: capture f10
themes: addition
difficulty: 1
note: The round 6 steps diagonally to e9.
expect: d8-e9
`

// Review D9: a shared worksheet whose title or note holds escape
// sequences (set the terminal's title, write the clipboard, clear the
// screen) is refused with file:line by play and check; nothing of it
// reaches the terminal.
func TestPuzzleFileWithEscapesIsRefused(t *testing.T) {
	for _, tc := range []struct{ name, from, to string }{
		{"title sets the window title", "title: Two sixes", "title: \x1b]0;owned\x07Two sixes"},
		{"note writes the clipboard", "note: The round", "note: \x1b]52;c;cm0gLXJmIH4=\x07The round"},
		{"C1 control sequence", "title: Two sixes", "title: \u009b2JTwo sixes"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			file := writePuzzles(t, strings.Replace(puzzleBlock, tc.from, tc.to, 1))
			for _, args := range [][]string{{"--accessible", "puzzles", "play", file}, {"puzzles", "check", file}} {
				out, stderr, code := runPuzzlesCmd(t, t.TempDir(), "1\n", args...)
				assert.Equal(t, ExitFailure, code, "%v: %s", args, stderr)
				assert.Contains(t, out+stderr, file+":")
				assert.Contains(t, out+stderr, "control character")
				assert.NotContains(t, out+stderr, "\x1b", "%v", args)
				assert.NotContains(t, out+stderr, "\u009b", "%v", args)
			}
		})
	}
}

// Review D3: a device, a FIFO or a folder given as a puzzle or lesson file
// is refused at once, in one line, never read without end.
func TestSpecialFilesAreRefusedAtOnce(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "f.puz")
	require.NoError(t, syscall.Mkfifo(fifo, 0o600))
	zeros := filepath.Join(t.TempDir(), "d")
	require.NoError(t, os.Mkdir(zeros, 0o700))
	require.NoError(t, os.Symlink("/dev/zero", filepath.Join(zeros, "zero.puz")))
	lessonFifo := filepath.Join(t.TempDir(), "01-fifo.md")
	require.NoError(t, syscall.Mkfifo(lessonFifo, 0o600))
	for _, args := range [][]string{
		{"--accessible", "puzzles", "play", "/dev/zero"},
		{"--accessible", "puzzles", "play", "/dev/urandom"},
		{"--accessible", "puzzles", "play", fifo},
		{"puzzles", "check", "/dev/zero"},
		{"puzzles", "check", dir},
		{"puzzles", "check", zeros},
		{"lesson", "check", "/dev/zero"},
		{"lesson", "check", lessonFifo},
		{"lesson", "check", filepath.Dir(lessonFifo)},
	} {
		t.Run(strings.Join(args, " "), func(t *testing.T) {
			type result struct {
				out, stderr string
				code        int
			}
			done := make(chan result, 1)
			go func() {
				out, stderr, code := runPuzzlesCmd(t, t.TempDir(), "", args...)
				done <- result{out, stderr, code}
			}()
			select {
			case r := <-done:
				assert.Equal(t, ExitFailure, r.code, r.out+r.stderr)
				assert.Contains(t, r.out+r.stderr, "not a regular file")
			case <-time.After(10 * time.Second):
				t.Fatal("hangs")
			}
		})
	}
}

// A lesson file with a control character is refused with file:line.
func TestLessonFileWithEscapesIsRefused(t *testing.T) {
	file := filepath.Join(t.TempDir(), "01-ratios.md")
	require.NoError(t, os.WriteFile(file, []byte("# Ratios\n\nA ratio \x1b[2J compares.\n"), 0o600))
	out, stderr, code := runPuzzlesCmd(t, t.TempDir(), "", "lesson", "check", file)
	assert.Equal(t, ExitFailure, code, out+stderr)
	assert.Contains(t, out, file+":3: column 9 holds the control character U+001B (escape)")
	assert.NotContains(t, out+stderr, "\x1b")
}

// Review D9: --out never overwrites a file unless --force, and never
// writes through a symlink, even with --force.
func TestGenerateOutNeverClobbers(t *testing.T) {
	gen := []string{"puzzles", "generate", "--goal", "capture", "--relation", "addition", "--rules", "fulke1", "--count", "1", "--seed", "1"}
	dir := t.TempDir()
	victim := filepath.Join(dir, "victim.db")
	require.NoError(t, os.WriteFile(victim, []byte("precious"), 0o600))
	link := filepath.Join(dir, "sheet.puz")
	require.NoError(t, os.Symlink(victim, link))
	dangling := filepath.Join(dir, "dangling.puz")
	require.NoError(t, os.Symlink(filepath.Join(dir, "nowhere.puz"), dangling))

	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"--out", victim}, "already exists; name a new file, or add --force"},
		{[]string{"--out", link}, "is a symbolic link"},
		{[]string{"--out", link, "--force"}, "is a symbolic link"},
		{[]string{"--out", dangling, "--force"}, "is a symbolic link"},
	} {
		out, stderr, code := runPuzzlesCmd(t, t.TempDir(), "", append(gen, tc.args...)...)
		assert.Equal(t, ExitUsage, code, "%v: %s%s", tc.args, out, stderr)
		assert.Contains(t, stderr, tc.want, "%v", tc.args)
		data, err := os.ReadFile(victim)
		require.NoError(t, err)
		assert.Equal(t, "precious", string(data), "%v", tc.args)
	}
	assert.NoFileExists(t, filepath.Join(dir, "nowhere.puz"))

	fresh := filepath.Join(dir, "fresh.puz")
	_, stderr, code := runPuzzlesCmd(t, t.TempDir(), "", append(gen, "--out", fresh)...)
	require.Equal(t, ExitOK, code, stderr)
	_, stderr, code = runPuzzlesCmd(t, t.TempDir(), "", append(gen, "--out", fresh, "--force")...)
	require.Equal(t, ExitOK, code, "--force replaces a regular file: %s", stderr)
	data, err := os.ReadFile(fresh)
	require.NoError(t, err)
	assert.Contains(t, string(data), "id: ")
}
