package lessons

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/rithmo/rithmo/lessons/exercise"
)

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
		if err := exercise.Check(ex.Block); err != nil {
			add(ex.Block.Line, "exercise %d (task %q): %v", ex.Index+1, ex.Block.Task, err)
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

// bareTimes finds "3*4" or "3 * 4": a multiplication Markdown may read as
// emphasis. An escaped "3 \* 4" is fine.
var bareTimes = regexp.MustCompile(`\d\s*\*\s*\d`)
