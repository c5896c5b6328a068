package progress

import (
	"cmp"
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
	learner, kind, item, answer string
	correct                     bool
	hints                       int
	took                        int64
	at                          string
	id                          int64
	// the label's parts: the puzzle's id, or the exercise's lesson, index
	// and task ("multiplex #1: classify 12 6"), joined only for an item's
	// first answer
	name, task string
	exercise   int
}

func (a *classAnswer) label() string {
	if a.kind == KindExercise {
		return a.name + " #" + strconv.Itoa(a.exercise+1) + ": " + a.task
	}
	return a.name
}

func byTime(a, b *classAnswer) int {
	if c := strings.Compare(a.at, b.at); c != 0 {
		return c
	}
	return cmp.Compare(a.id, b.id)
}

// mergeByTime merges two lists, each sorted by time then id, into one (the
// first list's answer first on a tie), as SQL's ORDER BY at, id did over
// the union.
func mergeByTime(x, y []*classAnswer) []*classAnswer {
	for _, l := range [][]*classAnswer{x, y} {
		if !slices.IsSortedFunc(l, byTime) { // ids follow time unless a clock went back
			slices.SortStableFunc(l, byTime)
		}
	}
	out := make([]*classAnswer, 0, len(x)+len(y))
	for len(x) > 0 && len(y) > 0 {
		if byTime(y[0], x[0]) < 0 {
			out, y = append(out, y[0]), y[1:]
		} else {
			out, x = append(out, x[0]), x[1:]
		}
	}
	return append(append(out, x...), y...)
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
	// The records are read without copying their text (answerView); what
	// the report keeps is copied once: each learner and item interned, the
	// label built for an item's first answer, a wrong answer when wrong.
	intern := map[string]string{}
	str := func(b []byte) string {
		if s, ok := intern[string(b)]; ok {
			return s
		}
		s := string(b)
		intern[s] = s
		return s
	}
	var exercises, puzzles []*classAnswer
	answer := func(kind string, v answerView) *classAnswer {
		a := &classAnswer{learner: str(v.Learner), kind: kind, item: str(v.Item), correct: v.Correct, hints: v.Hints,
			took: v.TookMS, at: string(v.At), id: v.ID, name: str(v.Name), exercise: v.Exercise}
		if kind == KindExercise {
			a.task = str(v.Task)
		}
		if !v.Correct {
			a.answer = string(v.Answer)
		}
		return a
	}
	if assignment == "" {
		if err := t(bucketExercise).ForEach(func(_, val []byte) error {
			v, err := viewExercise(val)
			if err == nil && len(v.Learner) > 0 {
				exercises = append(exercises, answer(KindExercise, v))
			}
			return err
		}); err != nil {
			return r, err
		}
	}
	if err := t(bucketPuzzle).ForEach(func(_, val []byte) error {
		v, err := viewPuzzle(val)
		if err == nil && len(v.Learner) > 0 && (assignment == "" || string(v.Assignment) == assignment) {
			puzzles = append(puzzles, answer(KindPuzzle, v))
		}
		return err
	}); err != nil {
		return r, err
	}
	answers := mergeByTime(exercises, puzzles)

	type itemKey struct{ kind, item string }
	// itemState is an item's line with who answered it and its wrong
	// answers: small maps, one per item, rather than one big map keyed by
	// learner and item.
	type itemState struct {
		line   *ItemLine
		seen   map[string]bool // learners who answered it
		wrongs map[string]int
	}
	student := make(map[string]*StudentLine, len(learners))
	for _, l := range learners {
		student[l.ID] = &StudentLine{ID: l.ID, Name: l.Name, LastSeen: l.LastSeen}
	}
	itemAt := map[itemKey]*itemState{}
	var order []*itemState
	line := func(k itemKey, label string) *itemState {
		st := &itemState{line: &ItemLine{Kind: k.kind, Item: k.item, Label: label}, seen: map[string]bool{}}
		itemAt[k] = st
		order = append(order, st)
		return st
	}
	for _, p := range items {
		k := itemKey{KindPuzzle, PuzzleItem(p.Puzzle, p.Position, p.Goal)}
		if itemAt[k] == nil {
			line(k, p.Puzzle)
		}
	}
	lastAt := make(map[string]string, len(learners)) // each learner's last answer
	for _, a := range answers {
		st := student[a.learner]
		if st == nil { // answers of a learner not on the roster: keep them visible
			st = &StudentLine{ID: a.learner}
			student[a.learner] = st
		}
		st.Hints += a.hints
		st.Time += time.Duration(a.took) * time.Millisecond
		if a.at > lastAt[a.learner] {
			lastAt[a.learner] = a.at
		}
		ik := itemKey{a.kind, a.item}
		is := itemAt[ik]
		if is == nil {
			is = line(ik, a.label())
		}
		it := is.line
		if !is.seen[a.learner] {
			is.seen[a.learner] = true
			st.Done++
			it.Learners++
			if a.correct && a.hints == 0 {
				st.RightFirst++
				it.RightFirst++
			}
		}
		if !a.correct && strings.TrimSpace(a.answer) != "" {
			if is.wrongs == nil {
				is.wrongs = map[string]int{}
			}
			is.wrongs[a.answer]++
		}
	}
	for learner, at := range lastAt {
		st := student[learner]
		if t, err := time.Parse(timeLayout, at); err == nil && t.After(st.LastSeen) {
			st.LastSeen = t
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
	for _, is := range order {
		it := is.line
		for answer, n := range is.wrongs {
			if n > it.WrongCount || n == it.WrongCount && answer < it.Wrong {
				it.Wrong, it.WrongCount = answer, n
			}
		}
		r.Items = append(r.Items, *it)
	}
	if assignment == "" && len(r.Items) > 1 {
		// By kind and label, first seen first among equals (a stable sort,
		// made unique by the position so that pdqsort, much faster than a
		// stable sort on 10,000s of lines, gives the same order).
		idx := make([]int, len(r.Items))
		for i := range idx {
			idx[i] = i
		}
		slices.SortFunc(idx, func(i, j int) int {
			a, b := &r.Items[i], &r.Items[j]
			if c := strings.Compare(a.Kind, b.Kind); c != 0 {
				return c
			}
			if c := strings.Compare(a.Label, b.Label); c != 0 {
				return c
			}
			return cmp.Compare(i, j)
		})
		sorted := make([]ItemLine, len(idx))
		for k, i := range idx {
			sorted[k] = r.Items[i]
		}
		r.Items = sorted
	}
	return r, nil
}
