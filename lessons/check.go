package lessons

import (
	"errors"
	"fmt"
	"io/fs"
	"regexp"
	"sort"
	"strings"

	"github.com/rithmo/rithmo/lessons/exercise"
	"github.com/rithmo/rithmo/lessons/lineerr"
)

// Inspect parses a lesson file and checks it as an author needs: every
// problem, of syntax (Parse) and of content (Check), in line order. The
// lesson holds what parsed; exercise blocks with problems are left out.
func Inspect(file string, src []byte) (*Lesson, Problems) {
	l, problems := parse(file, src)
	problems = append(problems, Check(l)...)
	sortProblems(problems)
	return l, problems
}

// InspectFS inspects every lesson file of fsys (see Load), and reports
// numbers used twice.
func InspectFS(fsys fs.FS) ([]*Lesson, Problems) {
	var (
		all      []*Lesson
		problems Problems
	)
	err := eachFile(fsys, func(name string, data []byte, err error) {
		if err != nil {
			problems = append(problems, Problem{File: name, Msg: err.Error()})
			return
		}
		l, ps := Inspect(name, data)
		all = append(all, l)
		problems = append(problems, ps...)
	})
	if err != nil {
		return nil, Problems{{File: ".", Msg: err.Error()}}
	}
	problems = append(problems, sameNumbers(all)...)
	sortProblems(problems)
	return all, problems
}

func sortProblems(ps Problems) {
	sort.SliceStable(ps, func(i, j int) bool {
		if ps[i].File != ps[j].File {
			return ps[i].File < ps[j].File
		}
		return ps[i].Line < ps[j].Line
	})
}

// Check looks for what an author should fix in a parsed lesson: exercises
// that cannot be asked (exercise.Check), a missing "*Sources: ...*" line,
// a bare "*" used for multiplication, tables wider than four columns. Each
// problem names file:line.
func Check(l *Lesson) Problems {
	var ps Problems
	add := func(line int, format string, args ...any) {
		ps = append(ps, Problem{File: l.File, Line: line, Msg: fmt.Sprintf(format, args...)})
	}
	for _, ex := range l.Exercises {
		err := exercise.Check(ex.Block)
		if err == nil && ex.Block.Task.HasDraws() {
			// Draws must also avoid the exercise before and the page's
			// worked examples, with every seed.
			for seed := range uint64(askSeeds) {
				if _, aerr := exercise.Ask(ex.Block, seed, l.Name, ex.Index); aerr != nil {
					err = fmt.Errorf("seed %d: %w (a draw may not repeat the exercise before it or a worked example of its page)", seed, aerr)
					break
				}
			}
		}
		if err != nil {
			line, msg := ex.Block.Line, err.Error()
			var e *lineerr.Error
			if errors.As(err, &e) && e.Line > 0 {
				line, msg = e.Line, e.Msg // the ask or hint line
			}
			add(line, "exercise %d (task %q): %s", ex.Index+1, ex.Block.Task, msg)
		}
	}
	sources := false
	for _, page := range l.Pages {
		for _, part := range page.Parts {
			if part.IsExercise() {
				continue
			}
			inCode := false
			for i, line := range strings.Split(part.Markdown, "\n") {
				n := part.Line + i
				if _, ok := openingFence(line); ok {
					inCode = !inCode
					continue
				}
				if inCode {
					continue
				}
				trimmed := strings.TrimSpace(line)
				if strings.HasPrefix(trimmed, "*Sources:") {
					sources = true
				}
				if bareTimes.MatchString(line) {
					add(n, "a bare * between numbers reads as emphasis in Markdown: write × (or \\*)")
				}
				if strings.HasPrefix(trimmed, "|") {
					if cols := strings.Count(strings.Trim(trimmed, "|"), "|") + 1; cols > 4 {
						add(n, "a table of %d columns: keep tables to 4 narrow columns", cols)
					}
				}
			}
		}
	}
	if !sources {
		add(0, `no "*Sources: ...*" line naming the sources of the lesson's facts`)
	}
	return ps
}

// askSeeds is how many seeds Check asks each drawn exercise with.
const askSeeds = 32

// Notes are remarks on a lesson's exercises that are no problems
// (exercise.Notes), each at its task line: the author may mean them. A
// checker prints them apart and never fails because of them.
func Notes(l *Lesson) Problems {
	var ns Problems
	for _, ex := range l.Exercises {
		for _, msg := range exercise.Notes(ex.Block) {
			ns = append(ns, Problem{File: l.File, Line: ex.Block.Line,
				Msg: fmt.Sprintf("note: exercise %d (task %q): %s", ex.Index+1, ex.Block.Task, msg)})
		}
	}
	return ns
}

// bareTimes finds "3*4" or "3 * 4": a multiplication Markdown may read as
// emphasis. An escaped "3 \* 4" is fine.
var bareTimes = regexp.MustCompile(`\d\s*\*\s*\d`)
