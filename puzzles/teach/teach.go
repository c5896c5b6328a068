package teach

import (
	"fmt"
	"slices"
	"strings"

	"github.com/rithmo/rithmo/lessons"
	"github.com/rithmo/rithmo/puzzles"
	"github.com/rithmo/rithmo/rules/board"
	"github.com/rithmo/rithmo/rules/engine"
)

// Topic is one thing a puzzle's answer may need a lesson for: a relation
// by its name as rithmo analyse prints it, "deceit" or "lying weight" (the
// addition of nemec and fulke3), "pyramid" (a pyramid takes or is taken,
// whole or by a layer), a triumph grade, or "victory" and "standards" (a
// common victory); or what its turn does (Turns).
type Topic string

// Teaching is where a topic is taught: At in full, First where a learner
// first meets it well enough to use it (the zero value: at At). A puzzle
// needing the topic may name any section from First to the end of At's
// lesson: lesson 1 shows the four ways of taking by two men and lesson 14
// treats them in full, and a puzzle of plain addition may close either.
type Teaching struct {
	Topic Topic
	At    puzzles.LessonRef
	First puzzles.LessonRef
}

// first is where t is first taught.
func (t Teaching) first() puzzles.LessonRef {
	if t.First.IsZero() {
		return t.At
	}
	return t.First
}

var (
	firstTaste    = puzzles.LessonRef{Number: 1, Heading: "A first taste of taking"}
	evenOdd       = puzzles.LessonRef{Number: 1, Heading: "Even against odd"}
	twoAgainstOne = puzzles.LessonRef{Number: 14, Heading: "Two men against one"}
)

// Topics are the sections that teach each way of taking, triumph and
// victory, as the lessons stand, in the order of their full treatment
// (At): what a puzzle's themes name.
var Topics = []Teaching{
	{Topic: "equality", At: puzzles.LessonRef{Number: 14, Heading: "Equality, or encounter"}, First: evenOdd},
	{Topic: "addition", At: twoAgainstOne, First: firstTaste},
	{Topic: "deceit", At: twoAgainstOne},
	{Topic: "lying weight", At: twoAgainstOne},
	{Topic: "subtraction", At: twoAgainstOne, First: firstTaste},
	{Topic: "multiplication", At: twoAgainstOne, First: firstTaste},
	{Topic: "division", At: twoAgainstOne, First: firstTaste},
	{Topic: "eruption", At: puzzles.LessonRef{Number: 14, Heading: "Eruption: one man and a distance"}},
	{Topic: "siege", At: puzzles.LessonRef{Number: 14, Heading: "Siege"}},
	{Topic: "pyramid", At: puzzles.LessonRef{Number: 14, Heading: "Pyramids and their layers"}},
	{Topic: "great", At: puzzles.LessonRef{Number: 15, Heading: "Testing three men"}},
	{Topic: "greater", At: puzzles.LessonRef{Number: 15, Heading: "Four men, two or three kinds"}},
	{Topic: "greatest", At: puzzles.LessonRef{Number: 15, Heading: "Four men, two or three kinds"}},
	{Topic: "progression", At: puzzles.LessonRef{Number: 15, Heading: "Taking by proportion"}},
	{Topic: "victory", At: puzzles.LessonRef{Number: 16, Heading: "The common victories"}},
	{Topic: "standards", At: puzzles.LessonRef{Number: 16, Heading: "The standards"}},
	{Topic: "cossic", At: puzzles.LessonRef{Number: 17, Heading: "Taking by cossic signs"}},
}

// Turns are the sections that teach what a turn does, in teaching order:
// how the men of each rule set move and reach ("moves fulke1": every
// puzzle is played with them), Němec's attack, in which a man takes
// without moving ("attack"), and the 1563 book's taking of a man left in
// danger, stepping into his square ("take"). They are apart from Topics
// because no puzzle is themed by them.
var Turns = []Teaching{
	{Topic: "moves fulke1", At: puzzles.LessonRef{Number: 3, Heading: "The first kind of the 1563 book"}},
	{Topic: "moves fulke2", At: puzzles.LessonRef{Number: 3, Heading: "The second and third kinds"}},
	{Topic: "moves fulke3", At: puzzles.LessonRef{Number: 3, Heading: "The second and third kinds"}},
	{Topic: "moves nemec", At: puzzles.LessonRef{Number: 3, Heading: "Němec and Parlett"}},
	{Topic: "moves parlett", At: puzzles.LessonRef{Number: 3, Heading: "Němec and Parlett"}},
	{Topic: "attack", At: puzzles.LessonRef{Number: 3, Heading: "Taking on the board"}},
	{Topic: "take", At: puzzles.LessonRef{Number: 14, Heading: "How a man is taken"}},
}

// MovesOf is the topic of the moves of rules ("fulke1", or a variant of
// it, "fulke1+angle").
func MovesOf(rules string) Topic {
	base, _, _ := strings.Cut(rules, "+")
	return Topic("moves " + base)
}

// teaching is where t is taught; false for a topic no lesson teaches.
func teaching(t Topic) (Teaching, bool) {
	for _, list := range [][]Teaching{Topics, Turns} {
		for _, p := range list {
			if p.Topic == t {
				return p, true
			}
		}
	}
	return Teaching{}, false
}

// TaughtAt is the section that teaches t in full; false for a topic no
// lesson teaches.
func TaughtAt(t Topic) (puzzles.LessonRef, bool) {
	p, ok := teaching(t)
	return p.At, ok
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
	for _, p := range slices.Concat(Topics, Turns) {
		for _, at := range []puzzles.LessonRef{p.first(), p.At} {
			name := fmt.Sprintf("%s (lesson %s)", p.Topic, at)
			if _, ok := c.Page(at); !ok && !slices.Contains(missing, name) {
				missing = append(missing, name)
			}
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

// Need is the earliest section a puzzle whose answer uses these topics
// may name: where the topic first taught last is first taught (the first
// of them, when two share it), with that topic. ok is false when no topic
// is taught by a lesson.
func (c *Course) Need(uses []Topic) (ref puzzles.LessonRef, topic Topic, ok bool) {
	return c.last(uses, Teaching.first)
}

// Full is the section that completes the teaching of these topics: where
// the topic taught in full last is taught, with that topic. A puzzle names
// it, or an earlier section down to Need, or a later one of its lesson;
// a later lesson would hold the puzzle back.
func (c *Course) Full(uses []Topic) (ref puzzles.LessonRef, topic Topic, ok bool) {
	return c.last(uses, func(t Teaching) puzzles.LessonRef { return t.At })
}

// last is the latest of the uses' sections by at.
func (c *Course) last(uses []Topic, at func(Teaching) puzzles.LessonRef) (ref puzzles.LessonRef, topic Topic, ok bool) {
	for _, t := range uses {
		p, known := teaching(t)
		if !known {
			continue
		}
		if a := at(p); !ok || c.before(ref, a) {
			ref, topic, ok = a, t, true
		}
	}
	return ref, topic, ok
}

// Check says what is wrong with a puzzle naming ref when its answer uses
// these topics, "" when nothing: the lesson and its heading must exist,
// ref must not come before the section where the topic first taught last
// is first taught (Need), which would offer the puzzle to a learner who
// has not met it, and its lesson must not come after the lesson that
// completes the teaching of them all (Full), which would hold it back. A
// puzzle of plain addition in the first kind may close lesson 3 (the
// moves, after lesson 1's first taste of taking) or lesson 14; one that
// needs deceit names lesson 14 at "Two men against one" or a later
// section of it (its pyramids, when a pyramid is taken).
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
	full, ftopic, _ := c.Full(uses)
	switch {
	case ref.Number < need.Number:
		return fmt.Sprintf("lesson %d is too early for this puzzle: its answer needs %s, first taught in lesson %d (%s) at %q; write lesson: %s", ref.Number, topicWords(topic), need.Number, c.title(need.Number), need.Heading, need)
	case c.before(ref, need):
		return fmt.Sprintf("%q comes too early in lesson %d: the answer needs %s, taught at %q; write lesson: %s", ref.Heading, ref.Number, topicWords(topic), need.Heading, need)
	case ref.Number > full.Number:
		return fmt.Sprintf("lesson %d holds this puzzle back: all its answer needs is taught by lesson %d (%s), %s in full at %q; write lesson: %s", ref.Number, full.Number, c.title(full.Number), topicWords(ftopic), full.Heading, full)
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
	case t == "attack":
		return "an attack, which takes without moving"
	case t == "take":
		return "taking a man left in danger by stepping in"
	case strings.HasPrefix(string(t), "moves "):
		return "the moves of " + strings.TrimPrefix(string(t), "moves ")
	}
	return "taking by " + string(t)
}

// RelationTopic is the topic of taking by relation r under rules: the
// addition of nemec (deceit) and of fulke3 and fulke2+next (lying weight)
// takes another shape than lesson 1's and is taught apart, in lesson 14.
func RelationTopic(r engine.Relation, rules board.Rules) Topic {
	if r == engine.Addition {
		switch {
		case rules.Set == board.Nemec:
			return "deceit"
		case rules.Set == board.Fulke3, rules.Set == board.Fulke2 && rules.Has(board.OptNext):
			return "lying weight"
		}
	}
	return Topic(r.String())
}

// TaughtBy reports whether t has been met by the end of lesson number,
// where it is first taught (lesson 1 shows the four ways of taking by two
// men, lesson 14 the rest): the relations a puzzle closing that lesson
// may offer among its choices. Number 0, a puzzle that names no lesson,
// knows no bound. A topic no lesson teaches is never taught.
func TaughtBy(t Topic, number int) bool {
	if number == 0 {
		return true
	}
	p, ok := teaching(t)
	return ok && p.first().Number <= number
}
