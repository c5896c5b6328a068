package puzzles

import (
	"fmt"
	"strconv"
	"strings"
)

// LessonRef names the lesson, and the section of it, that teaches what a
// puzzle's answer needs: "14, Two men against one". The section is a "## "
// heading of the lesson, so that a screen can open the lesson at the page
// holding it. The zero value names no lesson.
type LessonRef struct {
	Number  int    // NN of the lesson's file name, 1 to 99
	Heading string // the text of one of its "## " headings
}

// IsZero reports whether r names no lesson.
func (r LessonRef) IsZero() bool { return r.Number == 0 }

func (r LessonRef) String() string {
	if r.IsZero() {
		return ""
	}
	return strconv.Itoa(r.Number) + ", " + r.Heading
}

// ParseLessonRef reads the value of a lesson line: the lesson's number, a
// comma, and the heading of the section that teaches the puzzle's answer.
func ParseLessonRef(s string) (LessonRef, error) {
	num, heading, ok := strings.Cut(s, ",")
	num, heading = strings.TrimSpace(num), strings.Join(strings.Fields(heading), " ")
	if !ok || heading == "" {
		return LessonRef{}, fmt.Errorf("want the lesson's number, a comma and the heading of its section, like 14, Two men against one; found %s", quote(s))
	}
	n, err := strconv.Atoi(num)
	if err != nil || n < 1 || n > 99 {
		return LessonRef{}, fmt.Errorf("want a lesson number from 1 to 99 before the comma, found %s", quote(num))
	}
	return LessonRef{Number: n, Heading: heading}, nil
}
