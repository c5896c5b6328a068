package reader

import (
	"fmt"
	"slices"
	"strings"

	"github.com/charmbracelet/x/ansi"

	"github.com/rithmo/rithmo/lessons"
	"github.com/rithmo/rithmo/lessons/exercise"
	"github.com/rithmo/rithmo/lessons/render"
)

// repeats keeps, on a quick route, which exercise first asked each kind of
// question (the same way of taking, or the same man's moves in the same
// rule set), so that a later one asking the same again is passed over:
// the route is for reaching the first puzzle, and a question answered
// once on it has taught what the second would. A passed exercise is not
// recorded, so it stays open for the course (Continue comes back to it).
type repeats struct {
	first  map[string]exRef          // a kind of question → the exercise that first asked it
	passes map[string]map[int]string // lesson → exercise → the line said in its place
}

// exRef is one exercise of one lesson.
type exRef struct {
	lesson      string
	number      int // the lesson's
	page, index int
}

func newRepeats() *repeats {
	return &repeats{first: map[string]exRef{}, passes: map[string]map[int]string{}}
}

// see notes the exercises of page of l, in their order, as met on the
// route: the first of a kind is asked, a later one passed. What it decides
// the first time a page is met stands when the page is met again.
func (r *repeats) see(rd *render.Renderer, l *lessons.Lesson, page int, blocks []render.Block) {
	if r == nil {
		return
	}
	if r.passes[l.Name] == nil {
		r.passes[l.Name] = map[int]string{}
	}
	for _, b := range blocks {
		if !b.IsExercise() {
			continue
		}
		k, ok := kindOf(rd, l, b.Exercise)
		if !ok {
			continue
		}
		// A page wholly on other rule sets' moves, which the learner
		// turned back to, is asked as it stands.
		_, elsewhere := l.Elsewhere(page, rd.Rules())
		if other, ok := otherRules(rd, l, b.Exercise); ok && !elsewhere {
			r.passes[l.Name][b.Exercise] = fmt.Sprintf("Passed on the quick route: %s's moves, not yours (%s). Open for the course.", other, rd.Rules())
			continue
		}
		f, seen := r.first[k]
		if !seen {
			r.first[k] = exRef{lesson: l.Name, number: l.Number, page: page, index: b.Exercise}
			continue
		}
		if f.lesson == l.Name && f.index == b.Exercise {
			continue
		}
		where := fmt.Sprintf("page %d", f.page+1)
		switch {
		case f.lesson != l.Name:
			where = fmt.Sprintf("lesson %d, page %d", f.number, f.page+1)
		case f.page == page:
			where = "this page"
		}
		r.passes[l.Name][b.Exercise] = fmt.Sprintf("Passed on the quick route: asked on %s. Open for the course.", where)
	}
}

// passed is the line said in place of exercise index of l when an earlier
// one on the route asked the same kind of question; "" when it is asked.
func (r *repeats) passed(l *lessons.Lesson, index int) string {
	if r == nil || l == nil {
		return ""
	}
	return r.passes[l.Name][index]
}

// otherRules is the rule set whose moves exercise index of l asks, when
// it is not the learner's: the route, which passes over the pages on other
// rule sets' moves, passes over such an exercise on the learner's pages.
func otherRules(rd *render.Renderer, l *lessons.Lesson, index int) (string, bool) {
	q, err := rd.Question(l, index)
	if err != nil || q.Task.Verb != exercise.VerbMoves {
		return "", false
	}
	mine := rd.Rules()
	if mine == "" {
		mine = exercise.DefaultRules
	}
	return q.Task.Word, q.Task.Word != mine
}

// kindOf is what exercise index of l asks, without its numbers: the verb,
// the way of taking or the rule set, and the man.
func kindOf(rd *render.Renderer, l *lessons.Lesson, index int) (string, bool) {
	q, err := rd.Question(l, index)
	if err != nil {
		return "", false
	}
	return fmt.Sprintf("%v %s %s", q.Task.Verb, q.Task.Word, q.Task.Word2), true
}

// SummaryHeading is the heading every lesson's summary opens with, on its
// last page; the sources follow it.
const SummaryHeading = "In a nutshell"

// SummaryLater is said where a quick route cuts a lesson's last page
// before its summary: the puzzles come first, the summary stays.
const SummaryLater = "Its summary and sources follow, once you have played the puzzles."

// beforeSummary is text up to the line holding the summary's heading,
// however it is drawn ("## In a nutshell", styled, or read out); ok is
// false when text has no such line.
func beforeSummary(text string) (string, bool) {
	lines := strings.Split(text, "\n")
	for i, l := range lines {
		if strings.TrimLeft(strings.TrimSpace(ansi.Strip(l)), "# ") == SummaryHeading {
			return strings.TrimRight(strings.Join(lines[:i], "\n"), "\n "), true
		}
	}
	return text, false
}

// summaryOf is the text of blocks from the summary's heading on, "" when
// there is none: what cutSummary left for later.
func summaryOf(blocks []render.Block) string {
	var out []string
	for i, b := range blocks {
		if b.IsExercise() || b.Picture {
			continue
		}
		before, ok := beforeSummary(b.Text)
		if !ok {
			continue
		}
		out = append(out, strings.TrimLeft(strings.TrimPrefix(b.Text, before), "\n"))
		for _, rest := range blocks[i+1:] {
			out = append(out, rest.Text)
		}
		break
	}
	return strings.Join(out, "\n\n")
}

// cutSummary is blocks up to the summary's heading, the route's way
// through a last page that offers puzzles: its board and explanation, then
// the puzzles, the summary after them. ok is false when there is no
// summary to cut.
func cutSummary(blocks []render.Block) ([]render.Block, bool) {
	for i, b := range blocks {
		if b.IsExercise() || b.Picture {
			continue
		}
		if text, ok := beforeSummary(b.Text); ok {
			out := slices.Clone(blocks[:i])
			if strings.TrimSpace(text) != "" {
				out = append(out, render.Block{Text: text, Exercise: -1})
			}
			return out, true
		}
	}
	return blocks, false
}
