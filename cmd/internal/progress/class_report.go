package progress

import (
	"cmp"
	"slices"
	"strconv"
	"strings"
	"time"
)

// Outcome is how a learner did on one item, worst first.
type Outcome int

const (
	NotStarted  Outcome = iota // no answer
	Missed                     // answered, never right
	AnswerShown                // the answer was shown
	OnRetry                    // right after a wrong answer or a hint
	FirstTry                   // right at the first answer, without a hint
)

var outcomeNames = [...]string{"not started", "missed", "answer shown", "on a retry", "first try"}

// String is the outcome in words: "on a retry".
func (o Outcome) String() string { return outcomeNames[o] }

// Mark is the outcome as one character that reads without colour, for the
// grid: + first try, r on a retry, s answer shown, x missed, . not started.
func (o Outcome) Mark() string { return [...]string{".", "x", "s", "r", "+"}[o] }

// outcomeOf judges one learner's answers to an item: a shown answer is
// shown whatever came after; otherwise right at once, right later, or
// never right.
func outcomeOf(r ItemResult) Outcome {
	switch {
	case r.Shown:
		return AnswerShown
	case r.FirstRight:
		return FirstTry
	case r.Right:
		return OnRetry
	}
	return Missed
}

// Outcomes counts outcomes over learners or items.
type Outcomes [5]int

// Solved is the items done: first try or on a retry.
func (t Outcomes) Solved() int { return t[FirstTry] + t[OnRetry] }

// Started is the items answered at all.
func (t Outcomes) Started() int { return t[FirstTry] + t[OnRetry] + t[AnswerShown] + t[Missed] }

// ClassReport is the teacher's view of a class file: a student-by-item
// grid, items worst first, a summary per idea, and every answer.
type ClassReport struct {
	Assignment string // "" the whole class's work
	Due        string
	Students   []StudentLine // by name, absent students too
	Items      []ItemLine    // worst first
	Grid       [][]Outcome   // [student][item], in the orders above
	Ideas      []IdeaLine    // worst first
	Attempts   []ClassAttempt
	labels     map[string]string
}

// StudentLine is one learner's work.
type StudentLine struct {
	ID, Name string
	Outcomes Outcomes
	Hints    int
	Time     time.Duration // answering, summed
	LastSeen time.Time
	Answers  int // 0: has not answered anything here
}

// ItemLine is how the class did on one item.
type ItemLine struct {
	Kind, Item, Label string
	Ideas             []string // "addition", "lesson arithmetic-proportion"
	Outcomes          Outcomes
	Wrong             string // the most common wrong answer
	WrongCount        int
}

// IdeaLine is how the class did on one idea: a puzzle theme (a relation, a
// goal) or a lesson.
type IdeaLine struct {
	Idea     string
	Items    int
	Outcomes Outcomes // over students and the idea's items
}

// Label is the item's label for an attempt's item key.
func (r ClassReport) Label(item string) string { return r.labels[item] }

// Labeler says an item in words; the default is the puzzle's title and the
// exercise's lesson, number and task.
type Labeler func(a ClassAttempt) string

// DefaultLabel labels a puzzle by its title (its id without one) and an
// exercise by lesson, number and task: "multiplex #1: classify 12 6".
func DefaultLabel(a ClassAttempt) string {
	if a.Kind == KindExercise {
		l := a.Name + " #" + strconv.Itoa(a.Exercise+1)
		if a.Task != "" {
			l += ": " + a.Task
		}
		return l
	}
	return cmp.Or(a.Title, a.Name)
}

// reportKey is an item's key in the report: within an assignment an
// exercise is its lesson and number (the seed is the assignment's, so that
// items not started can be listed), else the stored item.
func reportKey(assigned bool, kind, item, name string, exercise int) string {
	if assigned && kind == KindExercise {
		return name + "#" + strconv.Itoa(exercise)
	}
	return item
}

// BuildClassReport builds the report from the rows read: a pure function.
func BuildClassReport(rows ClassRows, label Labeler) ClassReport {
	if label == nil {
		label = DefaultLabel
	}
	r := ClassReport{labels: map[string]string{}}
	assigned := rows.Assignment != nil
	items := map[string]*ItemLine{}
	add := func(key string, it ItemLine) *ItemLine {
		if p := items[key]; p != nil {
			return p
		}
		it.Item = key
		p := &it
		items[key] = p
		r.Items = append(r.Items, it) // order fixed below; pointers kept in the map
		return p
	}
	if assigned {
		a := rows.Assignment
		r.Assignment, r.Due = a.Name, a.Due
		for _, p := range a.Items {
			key := PuzzleItem(p.Puzzle, p.Position, p.Goal)
			add(key, ItemLine{Kind: KindPuzzle, Label: label(ClassAttempt{Kind: KindPuzzle, Name: p.Puzzle, Title: p.Title}), Ideas: slices.Clone(p.Themes)})
		}
		for _, shape := range rows.Lessons {
			for i := range shape.Exercises {
				key := reportKey(true, KindExercise, "", shape.Name, i)
				add(key, ItemLine{Kind: KindExercise, Label: label(ClassAttempt{Kind: KindExercise, Name: shape.Name, Exercise: i,
					Seed: strconv.FormatUint(a.Seed, 10)}), Ideas: []string{"lesson " + shape.Name}})
			}
		}
	}
	// Results: what each learner did on each item.
	type cell struct{ learner, item string }
	got := map[cell]Outcome{}
	students := map[string]*StudentLine{}
	for _, l := range rows.Learners {
		students[l.ID] = &StudentLine{ID: l.ID, Name: l.Name}
	}
	for _, x := range rows.Results {
		key := reportKey(assigned, x.Kind, x.Item, x.Name, x.Exercise)
		ideas := slices.Clone(x.Themes)
		if x.Kind == KindExercise {
			ideas = []string{"lesson " + x.Name}
		}
		it := add(key, ItemLine{Kind: x.Kind, Ideas: ideas})
		if it.Label == "" || it.Kind == KindExercise && x.Task != "" && !strings.Contains(it.Label, x.Task) {
			it.Label = label(ClassAttempt{Kind: x.Kind, Name: x.Name, Title: x.Title, Exercise: x.Exercise, Task: x.Task, Seed: x.Seed})
		}
		if len(it.Ideas) == 0 {
			it.Ideas = ideas
		}
		st := students[x.Learner]
		if st == nil { // answers of a learner not on the roster: keep them visible
			st = &StudentLine{ID: x.Learner}
			students[x.Learner] = st
		}
		c := cell{x.Learner, key}
		got[c] = max(got[c], outcomeOf(x))
		st.Hints += x.Hints
		st.Time += x.Took
		st.Answers += x.Answers
		st.LastSeen = latest(st.LastSeen, x.Last)
	}
	for _, l := range rows.Learners {
		students[l.ID].LastSeen = latest(students[l.ID].LastSeen, l.LastSeen)
	}
	// The most common wrong answer of each item, from every answer.
	wrongs := map[string]map[string]int{}
	for _, w := range rows.Wrongs {
		key := reportKey(assigned, w.Kind, w.Item, w.Name, w.Exercise)
		if wrongs[key] == nil {
			wrongs[key] = map[string]int{}
		}
		wrongs[key][w.Answer] += w.Count
	}
	r.Attempts = rows.Attempts
	for i := range r.Items {
		r.Items[i] = *items[r.Items[i].Item]
	}
	for _, st := range students {
		r.Students = append(r.Students, *st)
	}
	slices.SortFunc(r.Students, func(a, b StudentLine) int {
		return cmp.Or(strings.Compare(strings.ToLower(a.Name), strings.ToLower(b.Name)), strings.Compare(a.ID, b.ID))
	})
	for i := range r.Items {
		it := &r.Items[i]
		for _, s := range r.Students {
			it.Outcomes[got[cell{s.ID, it.Item}]]++
		}
		for answer, n := range wrongs[it.Item] {
			if n > it.WrongCount || n == it.WrongCount && answer < it.Wrong {
				it.Wrong, it.WrongCount = answer, n
			}
		}
	}
	slices.SortStableFunc(r.Items, func(a, b ItemLine) int { return worse(a.Outcomes, b.Outcomes, a.Label, b.Label) })
	r.Grid = make([][]Outcome, len(r.Students))
	for si := range r.Students {
		s := &r.Students[si]
		r.Grid[si] = make([]Outcome, len(r.Items))
		for ii, it := range r.Items {
			o := got[cell{s.ID, it.Item}]
			r.Grid[si][ii] = o
			s.Outcomes[o]++
		}
	}
	ideas := map[string]*IdeaLine{}
	for _, it := range r.Items {
		r.labels[it.Item] = it.Label
		for _, idea := range it.Ideas {
			if ideas[idea] == nil {
				ideas[idea] = &IdeaLine{Idea: idea}
			}
			d := ideas[idea]
			d.Items++
			for o, n := range it.Outcomes {
				d.Outcomes[o] += n
			}
		}
	}
	for _, a := range r.Attempts {
		if _, ok := r.labels[a.Item]; !ok {
			r.labels[a.Item] = r.labels[reportKey(assigned, a.Kind, a.Item, a.Name, a.Exercise)]
		}
	}
	for _, d := range ideas {
		r.Ideas = append(r.Ideas, *d)
	}
	slices.SortFunc(r.Ideas, func(a, b IdeaLine) int { return worse(a.Outcomes, b.Outcomes, a.Idea, b.Idea) })
	return r
}

// worse orders by the share solved, lowest first (compared as exact
// fractions), then the share right at the first try, then by name.
func worse(a, b Outcomes, an, bn string) int {
	at, bt := max(sum(a), 1), max(sum(b), 1)
	return cmp.Or(
		cmp.Compare(a.Solved()*bt, b.Solved()*at),
		cmp.Compare(a[FirstTry]*bt, b[FirstTry]*at),
		cmp.Compare(b.Started()*at, a.Started()*bt), // more tried and not solved is worse
		strings.Compare(an, bn))
}

func sum(t Outcomes) int {
	n := 0
	for _, v := range t {
		n += v
	}
	return n
}

func latest(a, b time.Time) time.Time {
	if b.After(a) {
		return b
	}
	return a
}
