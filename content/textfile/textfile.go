package textfile

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"strings"
	"syscall"
	"unicode/utf8"
)

// Limits on the size of content files. Real ones are a few kilobytes; a
// worksheet of 20,000 generated puzzles is about 10 MB.
const (
	MaxPuzzleFile = 16 << 20 // bytes
	MaxLessonFile = 1 << 20  // bytes
)

// Read reads the file at path, refusing anything but a regular file (a
// symlink to one is fine) and a file of more than limit bytes. Errors name
// path and say what to do, in one line.
func Read(path string, limit int64) ([]byte, error) {
	// O_NONBLOCK: opening a FIFO for reading would otherwise wait for a
	// writer for ever; it changes nothing for a regular file.
	f, err := os.OpenFile(path, os.O_RDONLY|syscall.O_NONBLOCK, 0)
	if err != nil {
		return nil, fmt.Errorf("%s: cannot be read: %s", path, reason(err))
	}
	defer f.Close()
	info, err := f.Stat()
	if err != nil {
		return nil, fmt.Errorf("%s: cannot be read: %s", path, reason(err))
	}
	if err := check(path, info, limit); err != nil {
		return nil, err
	}
	return readAtMost(path, f, info.Size(), limit)
}

// ReadFS is Read for a file of fsys (an os.DirFS folder, say). A symlink
// in the folder is followed and what it names must be a regular file too.
func ReadFS(fsys fs.FS, name string, limit int64) ([]byte, error) {
	info, err := fs.Stat(fsys, name)
	if err != nil {
		return nil, fmt.Errorf("%s: cannot be read: %s", name, reason(err))
	}
	// Checked before opening: opening a FIFO would block.
	if err := check(name, info, limit); err != nil {
		return nil, err
	}
	f, err := fsys.Open(name)
	if err != nil {
		return nil, fmt.Errorf("%s: cannot be read: %s", name, reason(err))
	}
	defer f.Close()
	if info, err = f.Stat(); err == nil {
		if err := check(name, info, limit); err != nil {
			return nil, err // replaced between the two looks
		}
	}
	return readAtMost(name, f, info.Size(), limit)
}

func check(name string, info fs.FileInfo, limit int64) error {
	switch m := info.Mode(); {
	case m.IsDir():
		return fmt.Errorf("%s: is a folder, not a file; name a file", name)
	case !m.IsRegular():
		return fmt.Errorf("%s: is not a regular file (%s); copy it to an ordinary file first", name, kind(m))
	case info.Size() > limit:
		return tooLarge(name, limit)
	}
	return nil
}

// readAtMost reads r to its end, or to one byte past limit. The buffer is
// made at the size the file says it has (and one byte more, to see the end
// or a growth), so that a whole collection is not read into buffers that
// double and are copied.
func readAtMost(name string, r io.Reader, size, limit int64) ([]byte, error) {
	data := make([]byte, 0, max(min(size, limit), 0)+1)
	lr := io.LimitReader(r, limit+1)
	for {
		if len(data) == cap(data) {
			data = append(data, 0)[:len(data)] // it grew since its size was read
		}
		n, err := lr.Read(data[len(data):cap(data)])
		data = data[:len(data)+n]
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, fmt.Errorf("%s: cannot be read: %s", name, reason(err))
		}
	}
	if int64(len(data)) > limit {
		return nil, tooLarge(name, limit)
	}
	return data, nil
}

func tooLarge(name string, limit int64) error {
	return fmt.Errorf("%s: is larger than %d MiB, the most rithmo reads of such a file; split it into smaller files", name, limit>>20)
}

func kind(m fs.FileMode) string {
	switch {
	case m&fs.ModeNamedPipe != 0:
		return "a named pipe"
	case m&fs.ModeCharDevice != 0:
		return "a character device"
	case m&fs.ModeDevice != 0:
		return "a device"
	case m&fs.ModeSocket != 0:
		return "a socket"
	}
	return "a special file"
}

// reason is err's text without the path an *fs.PathError repeats.
func reason(err error) string {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err.Error()
	}
	return err.Error()
}

// Control finds the first character of line that must not reach a
// terminal: a C0 control (U+0000 to U+001F) other than tab, DEL (U+007F), a
// C1 control (U+0080 to U+009F), or a byte that is not UTF-8 (which a
// terminal may take for a C1 control). col counts runes from 1. what
// names it for a message: "U+001B (escape)", "byte 0x9b (not UTF-8)".
func Control(line string) (what string, col int, found bool) {
	col = 0
	for i, r := range line {
		col++
		switch {
		case r == utf8.RuneError:
			if _, size := utf8.DecodeRuneInString(line[i:]); size == 1 {
				return fmt.Sprintf("byte %#02x (not UTF-8)", line[i]), col, true
			}
		case r == '\t':
		case r < 0x20 || r == 0x7f || (r >= 0x80 && r <= 0x9f):
			return fmt.Sprintf("U+%04X (%s)", r, controlName(r)), col, true
		}
	}
	return "", 0, false
}

func controlName(r rune) string {
	switch r {
	case 0:
		return "NUL"
	case 0x07:
		return "bell"
	case 0x08:
		return "backspace"
	case 0x0d:
		return "carriage return"
	case 0x1b:
		return "escape"
	case 0x7f:
		return "delete"
	case 0x9b:
		return "C1 control sequence introducer"
	case 0x9d:
		return "C1 operating system command"
	}
	if r < 0x20 {
		return "C0 control character"
	}
	return "C1 control character"
}

// ControlMessage is the message for a refused line: what was found,
// where, and what to do.
func ControlMessage(what string, col int) string {
	if strings.HasPrefix(what, "byte ") {
		return fmt.Sprintf("column %d holds %s, which rithmo will not print; save the file as UTF-8 text", col, what)
	}
	return fmt.Sprintf("column %d holds the control character %s, which rithmo will not print; remove it", col, what)
}
