package teach

import (
	"fmt"
	"slices"
	"strings"

	"github.com/rithmo/rithmo/lessons"
	"github.com/rithmo/rithmo/puzzles"
)

// Topic is one thing a puzzle's answer may need a lesson for: a relation
// by its name as rithmo analyse prints it, "deceit" or "lying weight" (the
// addition of nemec and fulke3), "pyramid" (a pyramid takes or is taken,
// whole or by a layer), a triumph grade, or "victory" and "standards" (a
// common victory).
type Topic string

// Teaching is where a topic is taught.
type Teaching struct {
	Topic Topic
	At    puzzles.LessonRef
}

// Topics are the sections that teach each topic, as the lessons stand, in
// teaching order.
var Topics = []Teaching{
	{"equality", puzzles.LessonRef{Number: 14, Heading: "Equality, or encounter"}},
	{"addition", puzzles.LessonRef{Number: 14, Heading: "Two men against one"}},
	{"deceit", puzzles.LessonRef{Number: 14, Heading: "Two men against one"}},
	{"lying weight", puzzles.LessonRef{Number: 14, Heading: "Two men against one"}},
	{"subtraction", puzzles.LessonRef{Number: 14, Heading: "Two men against one"}},
	{"multiplication", puzzles.LessonRef{Number: 14, Heading: "Two men against one"}},
	{"division", puzzles.LessonRef{Number: 14, Heading: "Two men against one"}},
	{"eruption", puzzles.LessonRef{Number: 14, Heading: "Eruption: one man and a distance"}},
	{"siege", puzzles.LessonRef{Number: 14, Heading: "Siege"}},
	{"pyramid", puzzles.LessonRef{Number: 14, Heading: "Pyramids and their layers"}},
	{"great", puzzles.LessonRef{Number: 15, Heading: "Testing three men"}},
	{"greater", puzzles.LessonRef{Number: 15, Heading: "Four men, two or three kinds"}},
	{"greatest", puzzles.LessonRef{Number: 15, Heading: "Four men, two or three kinds"}},
	{"progression", puzzles.LessonRef{Number: 15, Heading: "Taking by proportion"}},
	{"victory", puzzles.LessonRef{Number: 16, Heading: "The common victories"}},
	{"standards", puzzles.LessonRef{Number: 16, Heading: "The standards"}},
	{"cossic", puzzles.LessonRef{Number: 17, Heading: "Taking by cossic signs"}},
}

// TaughtAt is the section that teaches t; false for a topic no lesson
// teaches.
func TaughtAt(t Topic) (puzzles.LessonRef, bool) {
	for _, p := range Topics {
		if p.Topic == t {
			return p.At, true
		}
	}
	return puzzles.LessonRef{}, false
}

// Course is the lessons, as a puzzle's lesson line is checked against them.
type Course struct {
	lessons []*lessons.Lesson
}

// New is the course of the lessons given. It fails, naming each, when a
// section of Topics is missing from them.
func New(ls []*lessons.Lesson) (*Course, error) {
	c := &Course{lessons: ls}
	var missing []string
	for _, p := range Topics {
		if _, ok := c.Page(p.At); !ok {
			missing = append(missing, fmt.Sprintf("%s (lesson %s)", p.Topic, p.At))
		}
	}
	if len(missing) > 0 {
		return nil, fmt.Errorf("the lessons do not have the sections that teach %s", strings.Join(missing, "; "))
	}
	return c, nil
}

// Lesson is the lesson of that number; false when there is none.
func (c *Course) Lesson(number int) (*lessons.Lesson, bool) {
	for _, l := range c.lessons {
		if l.Number == number {
			return l, true
		}
	}
	return nil, false
}

// Page is the index of the page of ref's lesson that holds its heading;
// false when the lesson or the heading does not exist.
func (c *Course) Page(ref puzzles.LessonRef) (int, bool) {
	l, ok := c.Lesson(ref.Number)
	if !ok {
		return 0, false
	}
	for _, pg := range l.Pages {
		for _, part := range pg.Parts {
			if !part.IsExercise() && hasHeading(part.Markdown, ref.Heading) {
				return pg.Index, true
			}
		}
	}
	return 0, false
}

// hasHeading reports whether markdown holds the "## " heading.
func hasHeading(markdown, heading string) bool {
	for _, line := range strings.Split(markdown, "\n") {
		if h, ok := strings.CutPrefix(line, "## "); ok && strings.TrimSpace(h) == heading {
			return true
		}
	}
	return false
}

// Headings are the "## " headings of a lesson, in order: what a lesson
// line may name.
func (c *Course) Headings(number int) []string {
	l, ok := c.Lesson(number)
	if !ok {
		return nil
	}
	var out []string
	for _, pg := range l.Pages {
		for _, part := range pg.Parts {
			for _, line := range strings.Split(part.Markdown, "\n") {
				if h, ok := strings.CutPrefix(line, "## "); ok {
					out = append(out, strings.TrimSpace(h))
				}
			}
		}
	}
	return out
}

// before reports whether a comes before b in the course: an earlier
// lesson, or an earlier page of the same one. Both must exist.
func (c *Course) before(a, b puzzles.LessonRef) bool {
	if a.Number != b.Number {
		return a.Number < b.Number
	}
	pa, _ := c.Page(a)
	pb, _ := c.Page(b)
	return pa < pb
}

// Need is the section a puzzle whose answer uses these topics should name:
// the one taught last (the first of them, when two share it), with the
// topic it teaches. ok is false when no topic is taught by a lesson.
func (c *Course) Need(uses []Topic) (ref puzzles.LessonRef, topic Topic, ok bool) {
	for _, t := range uses {
		at, known := TaughtAt(t)
		if !known {
			continue
		}
		if !ok || c.before(ref, at) {
			ref, topic, ok = at, t, true
		}
	}
	return ref, topic, ok
}

// Check says what is wrong with a puzzle naming ref when its answer uses
// these topics, "" when nothing: the lesson and its heading must exist,
// and the lesson must be the one that teaches the topic taught last, at
// its section or a later one. A puzzle that needs deceit names the section
// that teaches deceit; it may name a later section of that lesson (its
// pyramids, when a pyramid is taken), never an earlier lesson, which would
// offer it to a learner who has not met deceit, nor a later one, which
// would hold it back.
func (c *Course) Check(ref puzzles.LessonRef, uses []Topic) string {
	l, ok := c.Lesson(ref.Number)
	if !ok {
		return fmt.Sprintf("lesson %d: there is no such lesson", ref.Number)
	}
	if _, ok := c.Page(ref); !ok {
		return fmt.Sprintf("lesson %d (%s) has no section %q: its sections are %s", ref.Number, l.Title, ref.Heading, strings.Join(c.Headings(ref.Number), "; "))
	}
	need, topic, ok := c.Need(uses)
	if !ok {
		return ""
	}
	switch {
	case ref.Number != need.Number:
		return fmt.Sprintf("lesson %d is not the lesson this puzzle needs: its answer needs %s, taught in lesson %d (%s) at %q; write lesson: %s", ref.Number, topicWords(topic), need.Number, c.title(need.Number), need.Heading, need)
	case c.before(ref, need):
		return fmt.Sprintf("%q comes too early in lesson %d: the answer needs %s, taught at %q; write lesson: %s", ref.Heading, ref.Number, topicWords(topic), need.Heading, need)
	}
	return ""
}

func (c *Course) title(number int) string {
	l, _ := c.Lesson(number)
	return l.Title
}

// topicWords names a topic in a sentence: "taking by deceit", "a greater
// triumph".
func topicWords(t Topic) string {
	switch {
	case slices.Contains([]Topic{"great", "greater", "greatest"}, t):
		return "a " + string(t) + " triumph"
	case t == "pyramid":
		return "a pyramid taking or taken"
	case t == "victory":
		return "a common victory"
	case t == "standards":
		return "the victory of the standards"
	case t == "cossic":
		return "taking by cossic signs"
	}
	return "taking by " + string(t)
}
