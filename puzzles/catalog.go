package puzzles

import (
	"io/fs"
	"slices"
)

// Entry is a puzzle as a menu needs it: what it is called, asks and is
// about, without its position, which stays in the lines it was read from
// until the puzzle is played (Puzzle). A parsed position is 4 KB: the
// curated collection as entries is a tenth of its size as puzzles, which
// is what an interactive session's memory peaks at.
type Entry struct {
	ID, Title  string
	Goal       Goal
	Themes     []string
	Lesson     LessonRef
	Difficulty int
	// Rules is the rule set's id (Puzzle.Rules).
	Rules string
	// Item is the puzzle's Item, worked out when it was read.
	Item string

	file   string
	block  []line  // the lines the puzzle was read from
	puzzle *Puzzle // or the puzzle itself, for entries of puzzles in hand
}

// HasTheme reports whether the puzzle carries a theme.
func (e *Entry) HasTheme(theme string) bool { return slices.Contains(e.Themes, theme) }

// Puzzle returns the whole puzzle, read again from its lines: the same
// puzzle Load returns.
func (e *Entry) Puzzle() (*Puzzle, error) {
	if e.puzzle != nil {
		return e.puzzle, nil
	}
	p, errs := parseBlock(e.file, e.block)
	if err := errs.err(); err != nil {
		return nil, err // it was read whole once: only a bug brings this
	}
	return &p, nil
}

// EntryOf is the entry of a puzzle in hand; its Puzzle is p itself.
func EntryOf(p *Puzzle) Entry {
	e := entryOf(p)
	e.puzzle = p
	return e
}

// Entries are the entries of puzzles in hand, in order.
func Entries(list []Puzzle) []Entry {
	out := make([]Entry, len(list))
	for i := range list {
		out[i] = EntryOf(&list[i])
	}
	return out
}

func entryOf(p *Puzzle) Entry {
	return Entry{ID: p.ID, Title: p.Title, Goal: p.Goal, Themes: p.Themes, Lesson: p.Lesson, Difficulty: p.Difficulty,
		Rules: p.Rules(), Item: p.Item()}
}

// LoadCatalog is Load keeping entries, not puzzles: every puzzle is read
// whole and checked as Load does, and the same problems are returned.
func LoadCatalog(fsys fs.FS) ([]Entry, error) {
	files, n, err := readFiles(fsys)
	if err != nil {
		return nil, err
	}
	all := make([]Entry, 0, n)
	l := loader{first: map[string]place{}}
	l.each(files, func(p *Puzzle, block []line) {
		e := entryOf(p)
		e.file, e.block = p.File, slices.Clone(block)
		all = append(all, e)
	})
	return slices.Clip(all), l.errs.err()
}
