package reader

import (
	"cmp"
	"fmt"
	"slices"
	"strconv"
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
//
// A passed exercise is not shown at all: the learner never sees it as a
// question, so nothing speaks of it one by one. Before a run of exercises
// (those with no text between them, which the text above counts) that
// lost some, one line says how many of them are asked and why the others
// are not (runNote), so that "Now four drawn at random" is followed by
// words that agree with the two questions shown.
type repeats struct {
	first  map[string]exRef          // a kind of question → the exercise that first asked it
	passes map[string]map[int]reason // lesson → exercise → why it is passed over
}

// reason is why the route passes over an exercise: it asks another rule
// set's moves (other), or what an earlier one asked, on where.
type reason struct {
	other, mine string // the rule set whose moves it asks, and the learner's; "" a repeat
	where       string // "above", "page 4", "lesson 1, page 1"
}

// exRef is one exercise of one lesson.
type exRef struct {
	lesson      string
	number      int // the lesson's
	page, index int
}

func newRepeats() *repeats {
	return &repeats{first: map[string]exRef{}, passes: map[string]map[int]reason{}}
}

// see notes the exercises of page of l, in their order, as met on the
// route: the first of a kind is asked, a later one passed. What it decides
// the first time a page is met stands when the page is met again.
func (r *repeats) see(rd *render.Renderer, l *lessons.Lesson, page int, blocks []render.Block) {
	if r == nil {
		return
	}
	if r.passes[l.Name] == nil {
		r.passes[l.Name] = map[int]reason{}
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
			r.passes[l.Name][b.Exercise] = reason{other: other, mine: cmp.Or(rd.Rules(), exercise.DefaultRules)}
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
			where = "above"
		}
		r.passes[l.Name][b.Exercise] = reason{where: where}
	}
}

// passed reports whether the route passes over exercise index of l,
// because an earlier one on the route asked the same kind of question or
// it asks another rule set's moves.
func (r *repeats) passed(l *lessons.Lesson, index int) bool {
	if r == nil || l == nil {
		return false
	}
	_, ok := r.passes[l.Name][index]
	return ok
}

// runs are the runs of blocks' exercises, each the indexes of exercises
// with no text or picture between them.
func runs(blocks []render.Block) [][]int {
	var out [][]int
	var cur []int
	for _, b := range blocks {
		if !b.IsExercise() {
			if len(cur) > 0 {
				out = append(out, cur)
			}
			cur = nil
			continue
		}
		cur = append(cur, b.Exercise)
	}
	if len(cur) > 0 {
		out = append(out, cur)
	}
	return out
}

// runNotes are the lines said before the runs of blocks' exercises that
// the route thins, keyed by the run's first exercise; hidden reports
// whether an exercise passed over is left out where it stands (one
// already answered is shown with its answer).
func (r *repeats) runNotes(l *lessons.Lesson, blocks []render.Block, hidden func(index int) bool) map[int]string {
	var out map[int]string
	for _, run := range runs(blocks) {
		var gone []reason
		for _, i := range run {
			if r.passed(l, i) && hidden(i) {
				gone = append(gone, r.passes[l.Name][i])
			}
		}
		if len(gone) == 0 {
			continue
		}
		if out == nil {
			out = map[int]string{}
		}
		out[run[0]] = runNote(len(run), gone)
	}
	return out
}

// runNote says, before a run of n exercises of which the route leaves out
// those gone for their reasons, how many are asked and why the rest wait:
// "On the quick route, 2 of these 4 are asked: the other 2 repeat
// questions asked above, and wait for you in the course."
func runNote(n int, gone []reason) string {
	asked := n - len(gone)
	head := fmt.Sprintf("On the quick route, %d of these %d %s asked", asked, n, verb(asked, "is", "are"))
	switch {
	case n == 1:
		head = "On the quick route, the exercise here is not asked"
	case asked == 0:
		head = fmt.Sprintf("On the quick route, none of these %d is asked", n)
	}
	// The reasons, grouped in the order met: a count per place asked
	// before, a count per other rule set.
	type group struct {
		r reason
		n int
	}
	var groups []group
	for _, g := range gone {
		i := slices.IndexFunc(groups, func(x group) bool { return x.r == g })
		if i < 0 {
			groups = append(groups, group{r: g})
			i = len(groups) - 1
		}
		groups[i].n++
	}
	parts := make([]string, len(groups))
	for i, g := range groups {
		count := strconv.Itoa(g.n)
		if len(groups) == 1 {
			count = "the other"
			if g.n > 1 {
				count = fmt.Sprintf("the other %d", g.n)
			}
			if asked == 0 {
				count = verb(g.n, "it", "they")
			}
		}
		if g.r.other != "" {
			parts[i] = fmt.Sprintf("%s %s %s's moves, not yours (%s)", count, verb(g.n, "asks", "ask"), g.r.other, g.r.mine)
			continue
		}
		where := g.r.where
		if where != "above" {
			where = "on " + where
		}
		parts[i] = fmt.Sprintf("%s %s asked %s", count, verb(g.n, "repeats a question", "repeat questions"), where)
	}
	wait := verb(len(gone), "it waits", "they wait")
	if len(groups) == 1 {
		wait = verb(len(gone), "waits", "wait")
	}
	return fmt.Sprintf("%s: %s, and %s for you in the course.", head, strings.Join(parts, ", "), wait)
}

// verb is one when n is 1, else many.
func verb(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
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
