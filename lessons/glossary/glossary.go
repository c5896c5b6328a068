package glossary

import (
	_ "embed"
	"fmt"
	"io"
	"regexp"
	"strings"
	"sync"

	"github.com/rithmo/rithmo/rules/summary"
)

//go:embed glossary.txt
var source string

// Entry is one term of the glossary.
type Entry struct {
	Term    string // "sesquialter"
	Say     string // "ses-kwee-AL-ter"; "" for English terms
	Meaning string // one line
	Lesson  string // the slug of the lesson that teaches it: "superparticular"
	Line    int    // line of glossary.txt, for messages
}

// Parse reads glossary entries: one "term | say | meaning | lesson" a line;
// blank lines and lines starting with # are skipped. Every problem names
// its line.
func Parse(text string) ([]Entry, error) {
	var (
		out  []Entry
		errs []string
	)
	for i, line := range strings.Split(text, "\n") {
		n := i + 1
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		f := strings.Split(line, "|")
		if len(f) != 4 {
			errs = append(errs, fmt.Sprintf("line %d: %d fields, want 4 (term | say | meaning | lesson)", n, len(f)))
			continue
		}
		e := Entry{Term: strings.TrimSpace(f[0]), Say: strings.TrimSpace(f[1]), Meaning: strings.TrimSpace(f[2]), Lesson: strings.TrimSpace(f[3]), Line: n}
		if e.Term == "" || e.Meaning == "" || e.Lesson == "" {
			errs = append(errs, fmt.Sprintf("line %d: the term, the meaning and the lesson are required", n))
			continue
		}
		out = append(out, e)
	}
	if len(errs) > 0 {
		return nil, fmt.Errorf("glossary: %s", strings.Join(errs, "; "))
	}
	return out, nil
}

// entries is the embedded glossary, parsed once, when first asked for.
var entries = sync.OnceValue(func() parsed {
	e, err := Parse(source)
	return parsed{e, err}
})

type parsed struct {
	entries []Entry
	err     error
}

// Entries returns the embedded glossary, in its order (alphabetical).
func Entries() ([]Entry, error) {
	p := entries()
	return p.entries, p.err
}

// Find returns the entries whose term, or whose meaning, contains query
// (case-insensitively, hyphens as spaces): terms first. An empty query
// finds every entry.
func Find(all []Entry, query string) []Entry {
	q := fold(query)
	if q == "" {
		return all
	}
	var terms, meanings []Entry
	for _, e := range all {
		switch {
		case strings.Contains(fold(e.Term), q):
			terms = append(terms, e)
		case strings.Contains(fold(e.Meaning), q):
			meanings = append(meanings, e)
		}
	}
	return append(terms, meanings...)
}

func fold(s string) string {
	return strings.Join(strings.Fields(strings.ReplaceAll(strings.ToLower(s), "-", " ")), " ")
}

// LessonName names a lesson for an entry: "lesson 5, Superparticular
// Ratios". The caller builds it from the loaded lessons.
type LessonName func(slug string) string

// Write lays entries out for width columns (at least 40): the term, how to
// say it, then the meaning and the lesson indented under it, wrapped at
// spaces.
func Write(w io.Writer, all []Entry, lesson LessonName, width int) error {
	width = max(width, 40)
	for i, e := range all {
		if i > 0 {
			if _, err := io.WriteString(w, "\n"); err != nil {
				return err
			}
		}
		head := e.Term
		if e.Say != "" {
			head += " (say " + e.Say + ")"
		}
		text := e.Meaning
		if name := lesson(e.Lesson); name != "" {
			text += ". See " + name + "."
		}
		lines := append(wrap(head, width, ""), wrap(text, width, "    ")...)
		if _, err := io.WriteString(w, strings.Join(lines, "\n")+"\n"); err != nil {
			return err
		}
	}
	return nil
}

// formula matches terms joined by operators, "3 : 2", "2 × 2 × 2 = 8",
// which wrap keeps on one line.
var formula = regexp.MustCompile(`[^\s]+(?: [×+−÷=:] [^\s]+)+|lesson \d+`)

// bound stands for a space inside a formula while text is wrapped.
const bound = "\ue000"

// wrap breaks text at spaces into lines of at most width columns, each
// starting with indent, never inside a formula; a word longer than a line
// stands alone.
func wrap(text string, width int, indent string) []string {
	words := strings.Fields(formula.ReplaceAllStringFunc(text, func(f string) string { return strings.ReplaceAll(f, " ", bound) }))
	for i := range words {
		words[i] = strings.ReplaceAll(words[i], bound, " ")
	}
	lines := summary.WrapWords(words, width-len(indent))
	for i := range lines {
		lines[i] = indent + lines[i]
	}
	return lines
}
