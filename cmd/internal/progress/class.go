package progress

import (
	"errors"
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"
	"time"

	"go.etcd.io/bbolt"
)

// DefaultLearner is the learner of a single-user store: every answer kept
// outside a class is theirs.
const DefaultLearner = ""

// Learner is one member of a class, known by their SSH key.
type Learner struct {
	ID        string // the key's SHA256 fingerprint
	Name      string // typed on first login; "" until then
	Key       string // the public key, authorized_keys format
	FirstSeen time.Time
	LastSeen  time.Time
}

// SeeLearner records that the learner with id logged in now, adding them on
// their first login (trust on first use), and returns them as stored.
func (s *Store) SeeLearner(id, key string) (l Learner, err error) {
	if id == DefaultLearner {
		return Learner{}, errors.New("record learner: no identity")
	}
	now := stamp(s.now())
	err = s.tx(true, func(tx *bbolt.Tx) error {
		b, err := bucket(tx, bucketLearner)
		if err != nil {
			return err
		}
		r := learnerRec{ID: id, Key: key, FirstSeen: now}
		if old := b.Get([]byte(id)); old != nil {
			if r, err = decodeLearner([]byte(id), old); err != nil {
				return err
			}
		}
		r.LastSeen = now
		if err := b.Put([]byte(id), r.encode()); err != nil {
			return err
		}
		l, err = r.learner()
		return err
	})
	return l, err
}

// NameLearner sets the display name of a learner already seen.
func (s *Store) NameLearner(id, name string) error {
	name = strings.TrimSpace(name)
	if name == "" {
		return fmt.Errorf("name learner %s: the name is empty", id)
	}
	return s.tx(true, func(tx *bbolt.Tx) error {
		b, err := bucket(tx, bucketLearner)
		if err != nil {
			return err
		}
		old := b.Get([]byte(id))
		if old == nil {
			return fmt.Errorf("name learner %s: not in the class", id)
		}
		r, err := decodeLearner([]byte(id), old)
		if err != nil {
			return err
		}
		r.Name = name
		return b.Put([]byte(id), r.encode())
	})
}

func (r *learnerRec) learner() (Learner, error) {
	l := Learner{ID: r.ID, Name: r.Name, Key: r.Key}
	var err error
	l.FirstSeen, l.LastSeen, err = parseTwo(r.FirstSeen, r.LastSeen)
	return l, err
}

// Learners returns the class's learners by name, then id.
func (s *Store) Learners() (out []Learner, err error) {
	err = s.view(func(t tables) error {
		out, err = learners(t)
		return err
	})
	return out, err
}

func learners(t tables) ([]Learner, error) {
	var out []Learner
	err := t(bucketLearner).ForEach(func(k, v []byte) error {
		r, err := decodeLearner(k, v)
		if err != nil {
			return err
		}
		l, err := r.learner()
		out = append(out, l)
		return err
	})
	slices.SortStableFunc(out, func(a, b Learner) int {
		if c := strings.Compare(a.Name, b.Name); c != 0 {
			return c
		}
		return strings.Compare(a.ID, b.ID)
	})
	return out, err
}

func parseTwo(a, b string) (time.Time, time.Time, error) {
	ta, err := time.Parse(timeLayout, a)
	if err != nil {
		return ta, ta, err
	}
	tb, err := time.Parse(timeLayout, b)
	return ta, tb, err
}

// RecordClassExercise keeps a copy of a learner's exercise answer in the
// class's file. Review cards and ratings stay in the learner's own store:
// the class file only keeps what the teacher's report reads.
func (s *Store) RecordClassExercise(learner string, a ExerciseAttempt) error {
	if learner == DefaultLearner {
		return errors.New("record class answer: no learner")
	}
	origin, at, err := s.checkExercise(a)
	if err != nil {
		return err
	}
	return s.tx(true, func(tx *bbolt.Tx) error {
		if err := insertExercise(tx, exerciseRec{Lesson: a.Lesson, Exercise: a.Exercise, Task: a.Task, Answer: a.Answer, Correct: a.Correct,
			Hints: a.HintsUsed, At: stamp(at), Day: s.day(at), TookMS: a.Took.Milliseconds(), Item: ExerciseItem(a.Lesson, a.Exercise, a.Task),
			Origin: origin, Learner: learner}); err != nil {
			return err
		}
		return touch(tx, learner, at)
	})
}

// RecordClassPuzzle keeps a copy of a learner's puzzle answer, given in
// assignment ("" none), in the class's file.
func (s *Store) RecordClassPuzzle(learner, assignment string, a PuzzleAttempt) error {
	if learner == DefaultLearner {
		return errors.New("record class answer: no learner")
	}
	origin, at, err := s.checkPuzzle(a)
	if err != nil {
		return err
	}
	return s.tx(true, func(tx *bbolt.Tx) error {
		if _, err := insertPuzzle(tx, puzzleRec{Puzzle: a.Puzzle, Rules: a.Rules, Answer: a.Answer, Correct: a.Correct, Hints: a.HintsUsed,
			At: stamp(at), Day: s.day(at), TookMS: a.Took.Milliseconds(), Item: PuzzleItem(a.Puzzle, a.Position, a.Goal),
			Position: a.Position, Goal: a.Goal, Difficulty: a.Difficulty, Origin: origin, Learner: learner, Assignment: assignment}); err != nil {
			return err
		}
		return touch(tx, learner, at)
	})
}

// touch moves a learner's last sighting to at.
func touch(tx *bbolt.Tx, learner string, at time.Time) error {
	b, err := bucket(tx, bucketLearner)
	if err != nil {
		return err
	}
	old := b.Get([]byte(learner))
	if old == nil {
		return nil
	}
	r, err := decodeLearner([]byte(learner), old)
	if err != nil {
		return err
	}
	r.LastSeen = max(r.LastSeen, stamp(at))
	return b.Put([]byte(learner), r.encode())
}

// Assignment is a set of puzzles the teacher gave the class, resolved once
// so that every student gets the same positions.
type Assignment struct {
	Name    string
	Created time.Time
	Due     string // YYYY-MM-DD; "" none
	Command string // the selection as the teacher typed it
	Items   []AssignedPuzzle
	Lessons []string // lesson slugs whose exercises are set
	Seed    uint64   // the exercises' numbers are drawn with it
}

// AssignedPuzzle is one puzzle of an assignment, in notation.
type AssignedPuzzle struct {
	Puzzle, Title, Rules, Position, Goal string
	Themes                               []string
	Difficulty                           int
}

// ErrAssignmentExists is returned by Assign for a name already used.
var ErrAssignmentExists = errors.New("an assignment of that name exists")

// Assign stores a new assignment with its items.
func (s *Store) Assign(a Assignment) error {
	switch {
	case strings.TrimSpace(a.Name) == "":
		return errors.New("assign: the name is empty")
	case len(a.Items) == 0 && len(a.Lessons) == 0:
		return fmt.Errorf("assign %q: nothing selected", a.Name)
	case a.Due != "":
		if _, err := time.Parse(dayLayout, a.Due); err != nil {
			return fmt.Errorf("assign %q: due date %q: want YYYY-MM-DD", a.Name, a.Due)
		}
	}
	created := a.Created
	if created.IsZero() {
		created = s.now()
	}
	r := assignmentRec{Name: a.Name, Created: stamp(created), Due: a.Due, Command: a.Command, Seed: strconv.FormatUint(a.Seed, 10),
		Lessons: strings.Join(a.Lessons, ",")}
	for _, p := range a.Items {
		r.Items = append(r.Items, itemRec{Puzzle: p.Puzzle, Title: p.Title, Rules: p.Rules, Position: p.Position, Goal: p.Goal,
			Themes: strings.Join(themes(p.Themes), ","), Difficulty: p.Difficulty})
	}
	return s.tx(true, func(tx *bbolt.Tx) error {
		b, err := bucket(tx, bucketAssignment)
		if err != nil {
			return err
		}
		if b.Get([]byte(a.Name)) != nil {
			return fmt.Errorf("assign %q: %w", a.Name, ErrAssignmentExists)
		}
		return b.Put([]byte(a.Name), r.encode())
	})
}

// Assignments returns every assignment with its items: those with a due
// date first, soonest first, then the rest newest first.
func (s *Store) Assignments() (out []Assignment, err error) {
	err = s.view(func(t tables) error {
		recs, err := assignments(t)
		for _, r := range recs {
			a := Assignment{Name: r.Name, Due: r.Due, Command: r.Command, Items: r.items()}
			if r.Lessons != "" {
				a.Lessons = strings.Split(r.Lessons, ",")
			}
			a.Seed, _ = strconv.ParseUint(r.Seed, 10, 64) // '' (none) is 0
			if a.Created, err = time.Parse(timeLayout, r.Created); err != nil {
				return err
			}
			out = append(out, a)
		}
		return err
	})
	return out, err
}

// assignments reads the assignments in their order.
func assignments(t tables) ([]assignmentRec, error) {
	var out []assignmentRec
	err := t(bucketAssignment).ForEach(func(k, v []byte) error {
		r, err := decodeAssignment(k, v)
		out = append(out, r)
		return err
	})
	slices.SortStableFunc(out, func(a, b assignmentRec) int {
		if (a.Due == "") != (b.Due == "") {
			if a.Due == "" {
				return 1
			}
			return -1
		}
		if c := strings.Compare(a.Due, b.Due); c != 0 {
			return c
		}
		if c := strings.Compare(b.Created, a.Created); c != 0 {
			return c
		}
		return strings.Compare(a.Name, b.Name)
	})
	return out, err
}

func (r *assignmentRec) items() []AssignedPuzzle {
	var out []AssignedPuzzle
	for _, it := range r.Items {
		p := AssignedPuzzle{Puzzle: it.Puzzle, Title: it.Title, Rules: it.Rules, Position: it.Position, Goal: it.Goal, Difficulty: it.Difficulty}
		if it.Themes != "" {
			p.Themes = strings.Split(it.Themes, ",")
		}
		out = append(out, p)
	}
	return out
}

// ClassReport is the teacher's view of a class file.
type ClassReport struct {
	Assignment string // "" the whole class's work
	Students   []StudentLine
	Items      []ItemLine
}

// StudentLine is one learner's work.
type StudentLine struct {
	ID, Name   string
	Done       int // items answered at least once
	RightFirst int // items whose first answer was right without a hint
	Hints      int
	Time       time.Duration // answering, summed
	LastSeen   time.Time
}

// ItemLine is how the class did on one item.
type ItemLine struct {
	Kind, Item, Label string
	Learners          int // who answered it
	RightFirst        int // of whom right at the first try without a hint
	Wrong             string
	WrongCount        int // how many wrong answers were Wrong, the most common
}

// ErrNoAssignment is returned by Report for an assignment not set.
var ErrNoAssignment = errors.New("no such assignment")

// ClassReport reads every learner's answers (only the puzzles of
// assignment when it is not ""). It only reads, so it can run while the
// server writes (each of its transactions is short).
func (s *Store) ClassReport(assignment string) (r ClassReport, err error) {
	r = ClassReport{Assignment: assignment}
	err = s.view(func(t tables) error {
		var err error
		r, err = s.classReport(t, assignment)
		return err
	})
	return r, err
}

// classAnswer is one answer of a learner, exercise or puzzle, as the report
// reads it.
type classAnswer struct {
	learner, kind, item, label, answer string
	correct                            bool
	hints                              int
	took                               int64
	at                                 string
	id                                 int64
}

func (s *Store) classReport(t tables, assignment string) (ClassReport, error) {
	r := ClassReport{Assignment: assignment}
	var items []AssignedPuzzle
	if assignment != "" {
		v := t(bucketAssignment).Get([]byte(assignment))
		if v == nil {
			return r, fmt.Errorf("%w: %q", ErrNoAssignment, assignment)
		}
		a, err := decodeAssignment([]byte(assignment), v)
		if err != nil {
			return r, err
		}
		items = a.items()
	}
	learners, err := learners(t)
	if err != nil {
		return r, err
	}
	var answers []classAnswer
	if assignment == "" {
		if err := eachExercise(t, func(e *exerciseRec) error {
			if e.Learner != "" {
				answers = append(answers, classAnswer{e.Learner, KindExercise, e.Item,
					e.Lesson + " #" + strconv.Itoa(e.Exercise+1) + ": " + e.Task, e.Answer, e.Correct, e.Hints, e.TookMS, e.At, e.ID})
			}
			return nil
		}); err != nil {
			return r, err
		}
	}
	if err := eachPuzzle(t, func(p *puzzleRec) error {
		if p.Learner != "" && (assignment == "" || p.Assignment == assignment) {
			answers = append(answers, classAnswer{p.Learner, KindPuzzle, p.Item, p.Puzzle, p.Answer, p.Correct, p.Hints, p.TookMS, p.At, p.ID})
		}
		return nil
	}); err != nil {
		return r, err
	}
	sortByTime(answers, func(a classAnswer) (string, int64) { return a.at, a.id })

	type key struct{ learner, kind, item string }
	type itemKey struct{ kind, item string }
	student := map[string]*StudentLine{}
	for _, l := range learners {
		student[l.ID] = &StudentLine{ID: l.ID, Name: l.Name, LastSeen: l.LastSeen}
	}
	seen := map[key]bool{}
	itemAt := map[itemKey]*ItemLine{}
	wrongs := map[itemKey]map[string]int{}
	var order []itemKey
	line := func(k itemKey, label string) *ItemLine {
		it := itemAt[k]
		if it == nil {
			it = &ItemLine{Kind: k.kind, Item: k.item, Label: label}
			itemAt[k] = it
			order = append(order, k)
		}
		return it
	}
	for _, p := range items {
		line(itemKey{KindPuzzle, PuzzleItem(p.Puzzle, p.Position, p.Goal)}, p.Puzzle)
	}
	for _, a := range answers {
		st := student[a.learner]
		if st == nil { // answers of a learner not on the roster: keep them visible
			st = &StudentLine{ID: a.learner}
			student[a.learner] = st
		}
		st.Hints += a.hints
		st.Time += time.Duration(a.took) * time.Millisecond
		if t, err := time.Parse(timeLayout, a.at); err == nil && t.After(st.LastSeen) {
			st.LastSeen = t
		}
		ik := itemKey{a.kind, a.item}
		it := line(ik, a.label)
		k := key{a.learner, a.kind, a.item}
		if !seen[k] {
			seen[k] = true
			st.Done++
			it.Learners++
			if a.correct && a.hints == 0 {
				st.RightFirst++
				it.RightFirst++
			}
		}
		if !a.correct && strings.TrimSpace(a.answer) != "" {
			if wrongs[ik] == nil {
				wrongs[ik] = map[string]int{}
			}
			wrongs[ik][a.answer]++
		}
	}
	for _, st := range student {
		r.Students = append(r.Students, *st)
	}
	sort.Slice(r.Students, func(i, j int) bool {
		a, b := r.Students[i], r.Students[j]
		if a.Name != b.Name {
			return a.Name < b.Name
		}
		return a.ID < b.ID
	})
	for _, k := range order {
		it := itemAt[k]
		for answer, n := range wrongs[k] {
			if n > it.WrongCount || n == it.WrongCount && answer < it.Wrong {
				it.Wrong, it.WrongCount = answer, n
			}
		}
		r.Items = append(r.Items, *it)
	}
	if assignment == "" {
		sort.SliceStable(r.Items, func(i, j int) bool {
			if r.Items[i].Kind != r.Items[j].Kind {
				return r.Items[i].Kind < r.Items[j].Kind
			}
			return r.Items[i].Label < r.Items[j].Label
		})
	}
	return r, nil
}
