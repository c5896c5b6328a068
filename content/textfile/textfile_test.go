package textfile

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

// Review D3: /dev/zero, /dev/urandom, a FIFO, a huge file or a folder
// named as a content file is refused at once with one line, never read
// without end.
func TestReadRefusesWhatIsNotARegularFile(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "f.puz")
	require.NoError(t, syscall.Mkfifo(fifo, 0o600))
	big := filepath.Join(dir, "big.puz")
	require.NoError(t, os.WriteFile(big, make([]byte, 2<<20), 0o600))
	link := filepath.Join(dir, "zero.puz")
	require.NoError(t, os.Symlink("/dev/zero", link))
	small := filepath.Join(dir, "ok.puz")
	require.NoError(t, os.WriteFile(small, []byte("id: x\n"), 0o600))

	for _, tc := range []struct{ path, want string }{
		{"/dev/zero", "is not a regular file (a character device)"},
		{"/dev/urandom", "is not a regular file (a character device)"},
		{link, "is not a regular file (a character device)"},
		{fifo, "is not a regular file (a named pipe)"},
		{big, "is larger than 1 MiB"},
		{dir, "is a folder"},
		{filepath.Join(dir, "missing.puz"), "cannot be read: no such file or directory"},
	} {
		t.Run(filepath.Base(tc.path), func(t *testing.T) {
			done := make(chan error, 1)
			go func() {
				_, err := Read(tc.path, MaxLessonFile)
				done <- err
			}()
			select {
			case err := <-done:
				require.Error(t, err)
				assert.Contains(t, err.Error(), tc.want)
				assert.True(t, strings.HasPrefix(err.Error(), tc.path+": "), "names the path: %v", err)
				assert.NotContains(t, err.Error(), "\n")
			case <-time.After(5 * time.Second):
				t.Fatal("Read hangs")
			}
			_, err := ReadFS(os.DirFS(filepath.Dir(tc.path)), filepath.Base(tc.path), MaxLessonFile)
			if tc.path != dir && !strings.HasPrefix(tc.path, "/dev/") {
				require.Error(t, err)
				assert.Contains(t, err.Error(), tc.want)
			}
		})
	}
	data, err := Read(small, MaxLessonFile)
	require.NoError(t, err)
	assert.Equal(t, "id: x\n", string(data))
	data, err = ReadFS(os.DirFS(dir), "ok.puz", MaxLessonFile)
	require.NoError(t, err)
	assert.Equal(t, "id: x\n", string(data))
}

func TestControl(t *testing.T) {
	for _, tc := range []struct {
		line, what string
		col        int
	}{
		{"title: plain text, with a tab\there", "", 0},
		{"title: ×÷ Ἀριθμομαχία", "", 0},
		{"title: \x1b]0;owned\x07", "U+001B (escape)", 8},
		{"note: \x1b]52;c;aGk=\x07", "U+001B (escape)", 7},
		{"a\u009bb", "U+009B (C1 control sequence introducer)", 2},
		{"a\x9bb", "byte 0x9b (not UTF-8)", 2},
		{"bell\x07", "U+0007 (bell)", 5},
		{"cr\rhidden", "U+000D (carriage return)", 3},
		{"del\x7f", "U+007F (delete)", 4},
		{"nul\x00", "U+0000 (NUL)", 4},
	} {
		what, col, found := Control(tc.line)
		assert.Equal(t, tc.what != "", found, "%q", tc.line)
		assert.Equal(t, tc.what, what, "%q", tc.line)
		assert.Equal(t, tc.col, col, "%q", tc.line)
	}
}

func FuzzControl(f *testing.F) {
	f.Add("plain")
	f.Add("\x1b[2J")
	f.Add("\xc2\x9b")
	f.Fuzz(func(t *testing.T, line string) {
		_, col, found := Control(line)
		if !found {
			for _, r := range line {
				if r != '\t' && (r < 0x20 || (r >= 0x7f && r <= 0x9f)) {
					t.Fatalf("missed %U in %q", r, line)
				}
			}
			return
		}
		if col < 1 {
			t.Fatalf("column %d", col)
		}
	})
}
