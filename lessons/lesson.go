package lessons

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"path"
	"slices"
	"sort"
	"strconv"
	"strings"
	"unicode"

	"github.com/rithmo/rithmo/lessons/exercise"
	"github.com/rithmo/rithmo/lessons/lineerr"
	"github.com/rithmo/rithmo/lessons/picture"

	"github.com/rithmo/rithmo/content/textfile"
)

// Lesson is one lesson file, split into pages.
type Lesson struct {
	Name      string // the slug of the file name: "multiplex" for 03-multiplex.md
	Number    int    // NN of the file name
	Title     string // the text of the "# " line
	File      string // the file name, for messages
	Pages     []Page
	Exercises []Exercise // in the order they appear, across pages
	Words     int        // words of prose, exercise blocks left out
}

// Page is a part of a lesson between lines holding only "---".
type Page struct {
	Index int    // from 0
	Line  int    // line of the file the page starts at
	Parts []Part // prose and exercises, in order
}

// Part is a stretch of a page: prose, a picture, or an exercise in its
// place.
type Part struct {
	Markdown string // the prose; for a picture its fenced block; empty for an exercise
	Exercise int    // index into Lesson.Exercises, or -1 for prose
	Line     int    // line of the file the part starts at
	// Picture is the parsed block of a board, dots, table or monochord
	// fence (Markdown holds its source); nil for prose and exercises.
	Picture *picture.Block
}

// IsExercise reports whether the part is an exercise.
func (p Part) IsExercise() bool { return p.Exercise >= 0 }

// Exercise is an exercise block of a lesson, where it stands.
type Exercise struct {
	Index int // from 0, across the lesson
	Page  int // index of its page
	Line  int // line of its opening fence
	Block exercise.Block
}

// Problem is something wrong in a lesson file, at a line.
type Problem struct {
	File string
	Line int
	Msg  string
}

func (p Problem) Error() string {
	if p.Line > 0 {
		return fmt.Sprintf("%s:%d: %s", p.File, p.Line, p.Msg)
	}
	return fmt.Sprintf("%s: %s", p.File, p.Msg)
}

// Problems is a list of problems, one per line when printed.
type Problems []Problem

func (ps Problems) Error() string {
	msgs := make([]string, len(ps))
	for i, p := range ps {
		msgs[i] = p.Error()
	}
	return strings.Join(msgs, "\n")
}

// splitFileName splits a lesson file's name, NN-slug.md, into its number
// and slug: what ^([0-9]{2})-([a-z0-9]+(?:-[a-z0-9]+)*)\.md$ matches, found
// by scanning (no expression to compile).
func splitFileName(name string) (number, slug string, ok bool) {
	rest, ok := strings.CutSuffix(name, ".md")
	if !ok || len(rest) < 4 || !isDigit(rest[0]) || !isDigit(rest[1]) || rest[2] != '-' {
		return "", "", false
	}
	slug = rest[3:]
	for i := 0; i < len(slug); i++ {
		c := slug[i]
		switch {
		case isDigit(c), c >= 'a' && c <= 'z':
		case c == '-' && i > 0 && i < len(slug)-1 && slug[i-1] != '-':
		default:
			return "", "", false
		}
	}
	return rest[:2], slug, true
}

// IsLessonFile reports whether a file name is a lesson's (NN-slug.md).
func IsLessonFile(name string) bool {
	_, _, ok := splitFileName(name)
	return ok
}

// Load reads every lesson file (NN-slug.md) at the top of fsys, in the order
// of their numbers, ignoring other files (dotfiles, READMEs). The error lists
// every problem found (as Problems), with the lessons that did parse.
func Load(fsys fs.FS) ([]*Lesson, error) {
	var (
		out      []*Lesson
		problems Problems
	)
	err := eachFile(fsys, func(name string, data []byte, err error) {
		if err != nil {
			problems = append(problems, Problem{File: name, Msg: err.Error()})
			return
		}
		l, ps := parse(name, data)
		if len(ps) > 0 {
			problems = append(problems, ps...)
			return
		}
		out = append(out, l)
	})
	if err != nil {
		return nil, err
	}
	problems = append(problems, sameNumbers(out)...)
	if len(problems) > 0 {
		return out, problems
	}
	return out, nil
}

// eachFile calls fn with every lesson file at the top of fsys, in name
// order.
func eachFile(fsys fs.FS, fn func(name string, data []byte, err error)) error {
	entries, err := fs.ReadDir(fsys, ".")
	if err != nil {
		return fmt.Errorf("lessons: %w", err)
	}
	for _, e := range entries {
		if e.IsDir() || !IsLessonFile(e.Name()) {
			continue
		}
		data, err := textfile.ReadFS(fsys, e.Name(), textfile.MaxLessonFile)
		fn(e.Name(), data, err)
	}
	return nil
}

// sameNumbers sorts lessons by number and reports numbers used twice.
func sameNumbers(ls []*Lesson) Problems {
	sort.SliceStable(ls, func(i, j int) bool { return ls[i].Number < ls[j].Number })
	var problems Problems
	for i := 1; i < len(ls); i++ {
		if ls[i].Number == ls[i-1].Number {
			problems = append(problems, Problem{File: ls[i].File, Line: 1, Msg: fmt.Sprintf("number %02d is also %s's", ls[i].Number, ls[i-1].File)})
		}
	}
	return problems
}

// Open reads only the lesson called name (as Find reads it) from fsys:
// cheaper than Load when one lesson is wanted. ok is false when no lesson
// file has that name or number.
func Open(fsys fs.FS, name string) (l *Lesson, ok bool, err error) {
	entries, err := fs.ReadDir(fsys, ".")
	if err != nil {
		return nil, false, fmt.Errorf("lessons: %w", err)
	}
	name = strings.TrimSpace(name)
	number, numeric := strconv.Atoi(name)
	for _, e := range entries {
		num, slug, ok := splitFileName(e.Name())
		if e.IsDir() || !ok {
			continue
		}
		n, _ := strconv.Atoi(num)
		if (numeric == nil && n == number) || (numeric != nil && (strings.EqualFold(slug, name) || e.Name() == name || strings.TrimSuffix(e.Name(), ".md") == name)) {
			data, err := textfile.ReadFS(fsys, e.Name(), textfile.MaxLessonFile)
			if err != nil {
				return nil, true, fmt.Errorf("lessons: %w", err)
			}
			l, err := Parse(e.Name(), data)
			return l, true, err
		}
	}
	return nil, false, nil
}

// Find returns the lesson called name (its slug, its file name, or its
// number as "3" or "03").
func Find(all []*Lesson, name string) (*Lesson, bool) {
	name = strings.TrimSpace(name)
	if n, err := strconv.Atoi(name); err == nil {
		for _, l := range all {
			if l.Number == n {
				return l, true
			}
		}
		return nil, false
	}
	for _, l := range all {
		if strings.EqualFold(l.Name, name) || l.File == name || strings.TrimSuffix(l.File, ".md") == name {
			return l, true
		}
	}
	return nil, false
}

// Parse reads one lesson file. file is its name, NN-slug.md (a path is
// allowed: its base name counts). Every problem found is returned, as
// Problems naming file:line, and then no lesson.
func Parse(file string, src []byte) (*Lesson, error) {
	l, problems := parse(file, src)
	if len(problems) > 0 {
		return nil, problems
	}
	return l, nil
}

// parse reads a lesson file, returning what parsed (exercise blocks with
// problems left out) along with every problem.
func parse(file string, src []byte) (*Lesson, Problems) {
	p := parser{l: &Lesson{File: file}}
	if num, slug, ok := splitFileName(path.Base(strings.ReplaceAll(file, "\\", "/"))); !ok {
		p.problem(0, "a lesson file is named NN-slug.md, like 03-multiplex.md")
	} else {
		p.l.Number, _ = strconv.Atoi(num)
		p.l.Name = slug
	}
	p.parse(src)
	p.l.linkExercises()
	return p.l, p.problems
}

// linkExercises tells each exercise which exercise comes before it and
// which groups of numbers its page works through, so that a drawn
// exercise repeats neither (exercise.Ask).
func (l *Lesson) linkExercises() {
	groups := map[int][][]int64{}
	for _, page := range l.Pages {
		for _, part := range page.Parts {
			if part.IsExercise() || part.Picture != nil {
				continue // a picture's notation is no worked example
			}
			groups[page.Index] = append(groups[page.Index], workedNumbers(part.Markdown)...)
		}
	}
	// A fixed exercise's numbers are avoided by every drawn one, wherever
	// it stands: a draw of root 8 just before "White's root 8" repeats it.
	var fixed [][]int64
	for _, ex := range l.Exercises {
		if !ex.Block.Task.HasDraws() {
			fixed = append(fixed, ex.Block.Task.Values())
		}
	}
	for i := range l.Exercises {
		ex := &l.Exercises[i]
		ex.Block.Avoid = append(slices.Clone(groups[ex.Page]), fixed...)
		if i > 0 {
			before := l.Exercises[i-1].Block
			ex.Block.Before = &before
		}
	}
}

// workedNumbers finds the groups of numbers prose works through: first
// the numbers joined by operators ("6, 8, 12", "12 : 9", "6 + 6 = 12",
// "3 × 5 = 15"), then the lists ending in "and" ("6 and 12", "2, 4, and
// 6"), each left to right. It is a plain scanner, not the regular
// expressions it replaces (they cost 3.5 ms of a lesson's first frame to
// compile; the test keeps them to check that both find the same):
//
//	\d+(?:\s*(?:,|:|\+|−|×|÷|=)\s*\d+)+
//	\d+(?:, \d+)*,? and \d+
func workedNumbers(text string) [][]int64 {
	var groups [][]int64
	for _, match := range []func(string, int) (int, []int64){operands, listed} {
		for i := 0; i < len(text); {
			if !isDigit(text[i]) {
				i++
				continue
			}
			if end, g := match(text, i); end > 0 {
				groups = append(groups, g)
				i = end
				continue
			}
			i = digitsEnd(text, i)
		}
	}
	return groups
}

// operands matches numbers joined by operators at i (a digit): the end of
// the match and its numbers, or 0 when there is none.
func operands(text string, i int) (int, []int64) {
	end := digitsEnd(text, i)
	g, n := appendNumber(nil, text[i:end]), 1
	for {
		j := spaces(text, end)
		op := operator(text[j:])
		if op == 0 {
			break
		}
		j = spaces(text, j+op)
		if j == len(text) || !isDigit(text[j]) {
			break
		}
		end = digitsEnd(text, j)
		g, n = appendNumber(g, text[j:end]), n+1
	}
	if n < 2 {
		return 0, nil
	}
	return end, g
}

// listed matches a list ending in "and" at i (a digit): "2, 4 and 6",
// "2, 4, and 6", "6 and 12".
func listed(text string, i int) (int, []int64) {
	end := digitsEnd(text, i)
	g := appendNumber(nil, text[i:end])
	for strings.HasPrefix(text[end:], ", ") && end+2 < len(text) && isDigit(text[end+2]) {
		next := digitsEnd(text, end+2)
		g = appendNumber(g, text[end+2:next])
		end = next
	}
	j := end
	if j < len(text) && text[j] == ',' {
		j++
	}
	if !strings.HasPrefix(text[j:], " and ") || j+5 == len(text) || !isDigit(text[j+5]) {
		return 0, nil
	}
	last := digitsEnd(text, j+5)
	return last, appendNumber(g, text[j+5:last])
}

func isDigit(c byte) bool { return '0' <= c && c <= '9' }

// digitsEnd is the end of the run of digits at i.
func digitsEnd(text string, i int) int {
	for i < len(text) && isDigit(text[i]) {
		i++
	}
	return i
}

// spaces is the end of the white space at i (what \s matches).
func spaces(text string, i int) int {
	for i < len(text) && strings.IndexByte("\t\n\f\r ", text[i]) >= 0 {
		i++
	}
	return i
}

// operator is the length of the operator text starts with, or 0.
func operator(text string) int {
	for _, op := range [...]string{",", ":", "+", "−", "×", "÷", "="} {
		if strings.HasPrefix(text, op) {
			return len(op)
		}
	}
	return 0
}

// appendNumber appends the number a run of digits writes, unless it is
// too long for an int64 (no exercise could repeat it).
func appendNumber(g []int64, digits string) []int64 {
	if v, err := strconv.ParseInt(digits, 10, 64); err == nil {
		g = append(g, v)
	}
	return g
}

type parser struct {
	l        *Lesson
	problems Problems
}

func (p *parser) problem(line int, format string, args ...any) {
	p.problems = append(p.problems, Problem{File: p.l.File, Line: line, Msg: fmt.Sprintf(format, args...)})
}

// fence is an open fenced code block.
type fence struct {
	char  byte
	width int
	info  string
	line  int // line of the opening fence
	body  []string
}

// openingFence recognises a CommonMark fence opening: up to three spaces,
// then at least three backticks or tildes, then the info string.
func openingFence(line string) (fence, bool) {
	trimmed := strings.TrimLeft(line, " ")
	if len(line)-len(trimmed) > 3 || len(trimmed) < 3 {
		return fence{}, false
	}
	c := trimmed[0]
	if c != '`' && c != '~' {
		return fence{}, false
	}
	n := 0
	for n < len(trimmed) && trimmed[n] == c {
		n++
	}
	if n < 3 {
		return fence{}, false
	}
	info := strings.TrimSpace(trimmed[n:])
	if c == '`' && strings.ContainsRune(info, '`') {
		return fence{}, false
	}
	if i := strings.IndexFunc(info, unicode.IsSpace); i >= 0 {
		info = info[:i]
	}
	return fence{char: c, width: n, info: info}, true
}

// closes reports whether line closes the fence f.
func (f fence) closes(line string) bool {
	trimmed := strings.TrimLeft(line, " ")
	if len(line)-len(trimmed) > 3 {
		return false
	}
	trimmed = strings.TrimRight(trimmed, " \t")
	if len(trimmed) < f.width {
		return false
	}
	for i := 0; i < len(trimmed); i++ {
		if trimmed[i] != f.char {
			return false
		}
	}
	return true
}

func (p *parser) parse(src []byte) {
	src = bytes.TrimPrefix(src, []byte("\ufeff"))
	text := strings.ReplaceAll(string(src), "\r\n", "\n")
	lines := strings.Split(strings.TrimSuffix(text, "\n"), "\n")
	// Nothing a terminal would obey gets through (review D9): a line with
	// a control character is a problem, and blanked so that no part of a
	// lesson with problems ever carries it.
	for i, line := range lines {
		if what, col, found := textfile.Control(line); found {
			p.problem(i+1, "%s", textfile.ControlMessage(what, col))
			lines[i] = ""
		}
	}

	var (
		page  = Page{Index: 0, Line: 1}
		prose []string // lines of the current prose part
		start = 1      // line of the current prose part
		open  *fence
	)
	flushProse := func() {
		for len(prose) > 0 && strings.TrimSpace(prose[0]) == "" {
			prose = prose[1:]
			start++
		}
		md := strings.TrimRight(strings.Join(prose, "\n"), "\n \t")
		if strings.TrimSpace(md) != "" {
			page.Parts = append(page.Parts, Part{Markdown: md + "\n", Exercise: -1, Line: start})
			p.l.Words += countWords(md)
		}
		prose = nil
	}
	endPage := func(line int) {
		flushProse()
		if len(page.Parts) == 0 {
			p.problem(page.Line, "empty page (two --- lines with nothing between them?)")
		}
		p.l.Pages = append(p.l.Pages, page)
		page = Page{Index: len(p.l.Pages), Line: line + 1}
		start = line + 1
	}

	for i, line := range lines {
		n := i + 1
		if open != nil {
			if open.closes(line) {
				if open.info == "exercise" {
					p.exercise(*open, &page)
					start = n + 1
				} else if k := picture.KindOf(open.info); k != picture.NoKind {
					p.picture(k, *open, line, &page)
					start = n + 1
				} else {
					prose = append(prose, line)
				}
				open = nil
				continue
			}
			if open.info == "exercise" || picture.KindOf(open.info) != picture.NoKind {
				open.body = append(open.body, line)
			} else {
				prose = append(prose, line)
			}
			continue
		}
		if f, ok := openingFence(line); ok {
			f.line = n
			open = &f
			if f.info == "exercise" || picture.KindOf(f.info) != picture.NoKind {
				flushProse()
			} else {
				if len(prose) == 0 {
					start = n
				}
				prose = append(prose, line)
			}
			continue
		}
		if strings.TrimSpace(line) == "---" {
			endPage(n)
			continue
		}
		if p.l.Title == "" && strings.HasPrefix(line, "# ") {
			p.l.Title = strings.TrimSpace(strings.TrimPrefix(line, "# "))
		}
		if len(prose) == 0 {
			start = n
		}
		prose = append(prose, line)
	}
	if open != nil {
		p.problem(open.line, "code block opened here is never closed")
		if open.info == "exercise" || picture.KindOf(open.info) != picture.NoKind {
			return
		}
	}
	endPage(len(lines))
	if p.l.Title == "" {
		p.problem(1, `no title: a lesson starts with a "# Title" line`)
	}
	if len(lines) > 0 && !strings.HasPrefix(lines[0], "# ") && p.l.Title != "" {
		p.problem(1, `the first line should be the "# Title" line`)
	}
}

func (p *parser) exercise(f fence, page *Page) {
	b, err := exercise.Parse(strings.Join(f.body, "\n"), f.line+1)
	if err != nil {
		p.blockProblem(f, err)
		return
	}
	ex := Exercise{Index: len(p.l.Exercises), Page: page.Index, Line: f.line, Block: b}
	p.l.Exercises = append(p.l.Exercises, ex)
	page.Parts = append(page.Parts, Part{Exercise: ex.Index, Line: f.line})
}

// blockProblem reports a block's parse error at the line it names, never
// above the block's opening fence: an error about a missing line has no
// line of its own, or names the fence.
func (p *parser) blockProblem(f fence, err error) {
	var e *lineerr.Error
	if errors.As(err, &e) {
		p.problem(max(e.Line, f.line), "%s", e.Msg)
		return
	}
	p.problem(f.line, "%v", err)
}

// picture parses a picture block and puts it in its place on the page,
// its source kept as the part's Markdown.
func (p *parser) picture(k picture.Kind, f fence, closing string, page *Page) {
	b, err := picture.Parse(k, strings.Join(f.body, "\n"), f.line)
	if err != nil {
		p.blockProblem(f, err)
		return
	}
	src := strings.Repeat(string(f.char), f.width) + f.info + "\n" + strings.Join(f.body, "\n") + "\n" + strings.TrimSpace(closing) + "\n"
	page.Parts = append(page.Parts, Part{Markdown: src, Exercise: -1, Line: f.line, Picture: &b})
}

// countWords counts the words of prose: runs of non-space text holding a
// letter or a digit, so that Markdown marks (#, |, -) do not count.
func countWords(md string) int {
	n, counted := 0, false
	for _, r := range md {
		switch {
		case unicode.IsSpace(r):
			counted = false // a new word starts after the space
		case !counted && (unicode.IsLetter(r) || unicode.IsDigit(r)):
			n++
			counted = true
		}
	}
	return n
}
