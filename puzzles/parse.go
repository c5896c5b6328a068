package puzzles

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"path"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/rithmo/rithmo/content/textfile"
	"github.com/rithmo/rithmo/rules/board"
)

// LineError is a problem at a line of a puzzle file (Line 0: the file as a
// whole).
type LineError struct {
	File string
	Line int
	Msg  string
}

func (e *LineError) Error() string {
	msg := clip(e.Msg)
	if e.Line <= 0 {
		return fmt.Sprintf("%s: %s", e.File, msg)
	}
	return fmt.Sprintf("%s:%d: %s", e.File, e.Line, msg)
}

// maxMessage is the most characters of a problem's message: a message that
// quotes a huge item of a file (a 5,000-character "man" in a position)
// would otherwise fill the screen.
const maxMessage = 300

// clip cuts msg after maxMessage characters, saying how much was left out.
func clip(msg string) string {
	if utf8.RuneCountInString(msg) <= maxMessage {
		return msg
	}
	n := 0
	for i := range msg {
		if n == maxMessage {
			return fmt.Sprintf("%s… (%d more characters)", msg[:i], utf8.RuneCountInString(msg[i:]))
		}
		n++
	}
	return msg
}

// ErrorList is every problem found in one or more files.
type ErrorList []*LineError

func (l ErrorList) Error() string {
	msgs := make([]string, len(l))
	for i, e := range l {
		msgs[i] = e.Error()
	}
	return strings.Join(msgs, "\n")
}

// err returns l as an error, or nil when it is empty.
func (l ErrorList) err() error {
	if len(l) == 0 {
		return nil
	}
	return l
}

// isKey reports whether a puzzle file's line may start with key.
func isKey(key string) bool {
	switch key {
	case "id", "title", "position", "goal", "themes", "lesson", "difficulty", "source", "note", "expect", "unique":
		return true
	}
	return false
}

// Parse reads the puzzles of one file. name is used in messages. It returns
// the puzzles it could read and an ErrorList of every problem (nil when
// none): a puzzle with a problem is left out.
func Parse(name string, data []byte) ([]Puzzle, error) {
	ps := make([]Puzzle, 0, blocksIn(data))
	var l loader
	l.file(name, data, func(p *Puzzle, _ []line) { ps = append(ps, *p) })
	return ps, l.errs.err()
}

// blocksIn is room for every puzzle of a file whose blocks start with their
// id, as written ones do.
func blocksIn(data []byte) int { return bytes.Count(data, []byte("\nid:")) + 1 }

// loader reads puzzle files and hands each puzzle read whole to its
// caller, leaving out repeated ids: Load keeps the puzzles, LoadCatalog
// only what a menu needs of them.
type loader struct {
	errs ErrorList
	// first is where each id kept so far was read, across files; nil
	// when one file is read alone (Parse).
	first map[string]place
	// read is the puzzle being read, handed to keep: one for all, as a
	// puzzle is 4 KB.
	read Puzzle
}

type place struct {
	file string
	line int
}

// file reads one file's puzzles, calling keep for each in order with the
// lines it was read from (which keep must copy to hold on to). The file's
// problems are kept in order, its repeated ids after them: first those
// within the file, then those used already by an earlier file.
func (l *loader) file(name string, data []byte, keep func(p *Puzzle, block []line)) {
	var (
		errs, again, before ErrorList
		block               []line
	)
	seen := map[string]int{}
	bad := false // the block has a line with a control character
	flush := func() {
		if len(block) == 0 || bad {
			block, bad = block[:0], false
			return
		}
		var perrs ErrorList
		p := &l.read
		*p, perrs = parseBlock(name, block)
		switch first, ok := seen[p.ID]; {
		case len(perrs) > 0:
			errs = append(errs, perrs...)
		case ok:
			// A repeated id is a problem of the later puzzle, which is
			// left out.
			again = append(again, &LineError{name, p.Line, fmt.Sprintf("id %s is used twice (first at line %d)", quote(p.ID), first)})
		default:
			seen[p.ID] = p.Line
			if f, dup := l.first[p.ID]; dup && f.file != name {
				before = append(before, &LineError{name, p.Line, fmt.Sprintf("id %s is used already at %s:%d", quote(p.ID), f.file, f.line)})
				break
			}
			if l.first != nil {
				l.first[p.ID] = place{name, p.Line}
			}
			keep(p, block)
		}
		block, bad = block[:0], false
	}
	text := strings.ReplaceAll(string(data), "\r\n", "\n")
	for no, rest, more := 1, text, true; more; no++ {
		var raw string
		raw, rest, more = strings.Cut(rest, "\n")
		trimmed := strings.TrimSpace(raw)
		// A puzzle file may come from anyone (a shared worksheet): a
		// control character could retitle the terminal or write the
		// clipboard when its title or note is shown (review D9). The line
		// is a problem and its puzzle is left out.
		if what, col, found := textfile.Control(raw); found {
			errs = append(errs, &LineError{name, no, textfile.ControlMessage(what, col)})
			bad = bad || trimmed != "" && !strings.HasPrefix(trimmed, "#")
			continue
		}
		switch {
		case trimmed == "":
			flush()
		case strings.HasPrefix(trimmed, "#"):
		default:
			block = append(block, line{no: no, text: trimmed})
		}
	}
	flush()
	l.errs = append(append(append(l.errs, errs...), again...), before...)
}

// maxQuoted is the most characters of a file's text that a message
// repeats, quotes and escapes included.
const maxQuoted = 60

// quote quotes text from a file for a message, cut after maxQuoted
// characters with "…" after the closing quote: a line of random bytes, escaped, would
// otherwise fill the screen.
func quote(s string) string {
	q := strconv.Quote(s)
	if utf8.RuneCountInString(q) <= maxQuoted {
		return q
	}
	cut := ""
	for i := range s { // at each rune's start (an invalid byte is one)
		if next := strconv.Quote(s[:i]); utf8.RuneCountInString(next) <= maxQuoted {
			cut = next
			continue
		}
		break
	}
	return cut + "…"
}

type line struct {
	no   int
	text string
}

func parseBlock(file string, block []line) (Puzzle, ErrorList) {
	p := Puzzle{File: file, Line: block[0].no, Position: board.Position{}, Goal: Goal{Target: board.NoSquare}}
	var errs ErrorList
	fail := func(no int, format string, args ...any) {
		errs = append(errs, &LineError{file, no, fmt.Sprintf(format, args...)})
	}
	seen := map[string]int{}
	for _, l := range block {
		key, value, ok := strings.Cut(l.text, ":")
		key, value = strings.TrimSpace(key), strings.TrimSpace(value)
		if !ok || !isKey(key) {
			fail(l.no, "want \"key: value\" with a key among id, title, position, goal, themes, lesson, difficulty, source, note, expect, unique; found %s", quote(l.text))
			continue
		}
		if first, dup := seen[key]; dup {
			fail(l.no, "%s given twice (first at line %d)", key, first)
			continue
		}
		seen[key] = l.no
		if key == "id" {
			p.Line = l.no
		}
		if value == "" {
			fail(l.no, "%s is empty", key)
			continue
		}
		if err := setField(&p, key, value); err != nil {
			fail(l.no, "%s: %v", key, err)
		}
	}
	for _, key := range []string{"id", "title", "position", "goal"} {
		if _, ok := seen[key]; !ok {
			fail(block[0].no, "the puzzle starting here has no %s", key)
		}
	}
	p.Lines = seen
	return p, errs
}

func setField(p *Puzzle, key, value string) error {
	switch key {
	case "id":
		if !validID(value) {
			return errors.New("use lower-case letters, digits and hyphens, like f1-addition-1")
		}
		p.ID = value
	case "title":
		p.Title = value
	case "position":
		pos, err := board.Parse(value)
		if err != nil {
			return err
		}
		p.Position = pos
	case "goal":
		g, err := ParseGoal(value)
		if err != nil {
			return err
		}
		p.Goal = g
	case "themes":
		for _, t := range strings.Split(value, ",") {
			t = strings.TrimSpace(t)
			if !validID(t) {
				return fmt.Errorf("theme %s: use lower-case words joined by hyphens", quote(t))
			}
			p.Themes = append(p.Themes, t)
		}
	case "lesson":
		r, err := ParseLessonRef(value)
		if err != nil {
			return err
		}
		p.Lesson = r
	case "difficulty":
		n, err := strconv.Atoi(value)
		if err != nil || n < 1 || n > 5 {
			return fmt.Errorf("want a whole number from 1 to 5, found %s", quote(value))
		}
		p.Difficulty = n
	case "source":
		p.Source = value
	case "note":
		p.Note = value
	case "expect":
		p.Expect = value
	case "unique":
		switch value {
		case "yes":
			p.Unique = true
		case "no":
		default:
			return fmt.Errorf("want yes or no, found %s", quote(value))
		}
	}
	return nil
}

func validID(s string) bool {
	if s == "" || s[0] == '-' || s[len(s)-1] == '-' {
		return false
	}
	for _, c := range s {
		if !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-') {
			return false
		}
	}
	return true
}

// Ext is the extension of puzzle files.
const Ext = ".puz"

// Load reads every *.puz file of fsys (recursively), in name order. It
// returns the puzzles it could read and every problem found; ids must be
// unique across files.
func Load(fsys fs.FS) ([]Puzzle, error) {
	files, n, err := readFiles(fsys)
	if err != nil {
		return nil, err
	}
	// The list is made once at its size: a puzzle is 4 KB, and growing it
	// (or copying each file's puzzles into it) made megabytes of garbage.
	all := make([]Puzzle, 0, n)
	l := loader{first: map[string]place{}}
	l.each(files, func(p *Puzzle, _ []line) { all = append(all, *p) })
	return all, l.errs.err()
}

// puzzleFile is a puzzle file read whole, or the reason it could not be.
type puzzleFile struct {
	name string
	data []byte
	err  error
}

// readFiles reads every *.puz file of fsys (recursively), in name order,
// and counts how many puzzles they hold at most.
func readFiles(fsys fs.FS) (files []puzzleFile, most int, err error) {
	err = fs.WalkDir(fsys, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.IsDir() && path.Ext(p) == Ext {
			files = append(files, puzzleFile{name: p})
		}
		return nil
	})
	if err != nil {
		return nil, 0, err
	}
	slices.SortFunc(files, func(a, b puzzleFile) int { return strings.Compare(a.name, b.name) })
	for i := range files {
		f := &files[i]
		f.data, f.err = textfile.ReadFS(fsys, f.name, textfile.MaxPuzzleFile)
		most += blocksIn(f.data)
	}
	return files, most, nil
}

// each reads the files' puzzles in order through keep (see file); a file
// that could not be read is a problem of its own.
func (l *loader) each(files []puzzleFile, keep func(p *Puzzle, block []line)) {
	for i := range files {
		f := &files[i]
		if f.err != nil {
			l.errs = append(l.errs, &LineError{f.name, 0, strings.TrimPrefix(f.err.Error(), f.name+": ")})
			continue
		}
		l.file(f.name, f.data, keep)
		f.data = nil
	}
}

// Format writes puzzles in the file format, byte for byte the same for the
// same puzzles: the generator relies on it.
func Format(puzzles []Puzzle) []byte {
	var b strings.Builder
	for i := range puzzles {
		p := &puzzles[i]
		if i > 0 {
			b.WriteByte('\n')
		}
		field := func(key, value string) {
			if value != "" {
				fmt.Fprintf(&b, "%s: %s\n", key, value)
			}
		}
		field("id", p.ID)
		field("title", p.Title)
		field("position", p.Position.String())
		field("goal", p.Goal.String())
		field("themes", strings.Join(p.Themes, ", "))
		field("lesson", p.Lesson.String())
		if p.Difficulty > 0 {
			field("difficulty", strconv.Itoa(p.Difficulty))
		}
		field("source", p.Source)
		field("note", p.Note)
		field("expect", p.Expect)
		if p.Unique {
			field("unique", "yes")
		}
	}
	return []byte(b.String())
}
