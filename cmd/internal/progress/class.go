package progress

import (
	"context"
	"errors"
	"fmt"
	"sort"
	"strconv"
	"strings"
	"time"
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
func (s *Store) SeeLearner(id, key string) (Learner, error) {
	if id == DefaultLearner {
		return Learner{}, errors.New("record learner: no identity")
	}
	now := stamp(s.now())
	ctx := context.Background()
	if _, err := s.db.ExecContext(ctx, `
INSERT INTO learner (id, key, first_seen, last_seen) VALUES (?, ?, ?, ?)
ON CONFLICT (id) DO UPDATE SET last_seen = excluded.last_seen`, id, key, now, now); err != nil {
		return Learner{}, s.wrap(err)
	}
	l, err := s.learner(ctx, id)
	return l, s.wrap(err)
}

// NameLearner sets the display name of a learner already seen.
func (s *Store) NameLearner(id, name string) error {
	name = strings.TrimSpace(name)
	if name == "" {
		return fmt.Errorf("name learner %s: the name is empty", id)
	}
	res, err := s.db.ExecContext(context.Background(), `UPDATE learner SET name = ? WHERE id = ?`, name, id)
	if err != nil {
		return s.wrap(err)
	}
	if n, err := res.RowsAffected(); err == nil && n == 0 {
		return fmt.Errorf("name learner %s: not in the class", id)
	}
	return nil
}

func (s *Store) learner(ctx context.Context, id string) (Learner, error) {
	var l Learner
	var first, last string
	err := s.db.QueryRowContext(ctx, `SELECT id, name, key, first_seen, last_seen FROM learner WHERE id = ?`, id).
		Scan(&l.ID, &l.Name, &l.Key, &first, &last)
	if err != nil {
		return l, err
	}
	l.FirstSeen, l.LastSeen, err = parseTwo(first, last)
	return l, err
}

// Learners returns the class's learners by name, then id.
func (s *Store) Learners() ([]Learner, error) {
	rows, err := s.db.QueryContext(context.Background(), `SELECT id, name, key, first_seen, last_seen FROM learner ORDER BY name, id`)
	if err != nil {
		return nil, s.wrap(err)
	}
	defer rows.Close()
	var out []Learner
	for rows.Next() {
		var l Learner
		var first, last string
		if err := rows.Scan(&l.ID, &l.Name, &l.Key, &first, &last); err != nil {
			return nil, s.wrap(err)
		}
		if l.FirstSeen, l.LastSeen, err = parseTwo(first, last); err != nil {
			return nil, s.wrap(err)
		}
		out = append(out, l)
	}
	return out, s.wrap(rows.Err())
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
	ctx := context.Background()
	_, err = s.db.ExecContext(ctx, `
INSERT INTO exercise_attempt (lesson, exercise, task, answer, correct, hints, at, day, took_ms, item, seed, origin, learner)
VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		a.Lesson, a.Exercise, a.Task, a.Answer, a.Correct, a.HintsUsed, stamp(at), s.day(at), a.Took.Milliseconds(),
		ExerciseItem(a.Lesson, a.Exercise, a.Task), "", origin, learner)
	if err == nil {
		err = s.touch(ctx, learner, at)
	}
	return s.wrap(err)
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
	ctx := context.Background()
	_, err = s.db.ExecContext(ctx, `
INSERT INTO puzzle_attempt (puzzle, rules, answer, correct, hints, at, day, took_ms, item, position, goal, difficulty, origin, learner, assignment)
VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
		a.Puzzle, a.Rules, a.Answer, a.Correct, a.HintsUsed, stamp(at), s.day(at), a.Took.Milliseconds(),
		PuzzleItem(a.Puzzle, a.Position, a.Goal), a.Position, a.Goal, a.Difficulty, origin, learner, assignment)
	if err == nil {
		err = s.touch(ctx, learner, at)
	}
	return s.wrap(err)
}

// touch moves a learner's last sighting to at.
func (s *Store) touch(ctx context.Context, learner string, at time.Time) error {
	_, err := s.db.ExecContext(ctx, `UPDATE learner SET last_seen = max(last_seen, ?) WHERE id = ?`, stamp(at), learner)
	return err
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
	ctx := context.Background()
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return s.wrap(err)
	}
	defer tx.Rollback()
	var n int
	if err := tx.QueryRowContext(ctx, `SELECT count(*) FROM assignment WHERE name = ?`, a.Name).Scan(&n); err != nil {
		return s.wrap(err)
	}
	if n > 0 {
		return fmt.Errorf("assign %q: %w", a.Name, ErrAssignmentExists)
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO assignment (name, created, due, command, seed, lessons) VALUES (?, ?, ?, ?, ?, ?)`,
		a.Name, stamp(created), a.Due, a.Command, strconv.FormatUint(a.Seed, 10), strings.Join(a.Lessons, ",")); err != nil {
		return s.wrap(err)
	}
	for i, p := range a.Items {
		if _, err := tx.ExecContext(ctx, `
INSERT INTO assignment_item (assignment, pos, puzzle, title, rules, position, goal, themes, difficulty)
VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`, a.Name, i, p.Puzzle, p.Title, p.Rules, p.Position, p.Goal,
			strings.Join(themes(p.Themes), ","), p.Difficulty); err != nil {
			return s.wrap(err)
		}
	}
	return s.wrap(tx.Commit())
}

// Assignments returns every assignment with its items: those with a due
// date first, soonest first, then the rest newest first.
func (s *Store) Assignments() ([]Assignment, error) {
	ctx := context.Background()
	rows, err := s.db.QueryContext(ctx, `SELECT name, created, due, command, seed, lessons FROM assignment
ORDER BY due = '', due, created DESC, name`)
	if err != nil {
		return nil, s.wrap(err)
	}
	var out []Assignment
	for rows.Next() {
		var a Assignment
		var created, seed, lessons string
		if err := rows.Scan(&a.Name, &created, &a.Due, &a.Command, &seed, &lessons); err != nil {
			rows.Close()
			return nil, s.wrap(err)
		}
		if lessons != "" {
			a.Lessons = strings.Split(lessons, ",")
		}
		a.Seed, _ = strconv.ParseUint(seed, 10, 64) // '' (none) is 0
		if a.Created, err = time.Parse(timeLayout, created); err != nil {
			rows.Close()
			return nil, s.wrap(err)
		}
		out = append(out, a)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, s.wrap(err)
	}
	for i := range out {
		if out[i].Items, err = s.assignmentItems(ctx, out[i].Name); err != nil {
			return nil, s.wrap(err)
		}
	}
	return out, nil
}

func (s *Store) assignmentItems(ctx context.Context, name string) ([]AssignedPuzzle, error) {
	rows, err := s.db.QueryContext(ctx, `SELECT puzzle, title, rules, position, goal, themes, difficulty
FROM assignment_item WHERE assignment = ? ORDER BY pos`, name)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []AssignedPuzzle
	for rows.Next() {
		var p AssignedPuzzle
		var th string
		if err := rows.Scan(&p.Puzzle, &p.Title, &p.Rules, &p.Position, &p.Goal, &th, &p.Difficulty); err != nil {
			return nil, err
		}
		if th != "" {
			p.Themes = strings.Split(th, ",")
		}
		out = append(out, p)
	}
	return out, rows.Err()
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
// server writes (WAL).
func (s *Store) ClassReport(assignment string) (ClassReport, error) {
	ctx := context.Background()
	r := ClassReport{Assignment: assignment}
	var items []AssignedPuzzle
	if assignment != "" {
		var n int
		if err := s.db.QueryRowContext(ctx, `SELECT count(*) FROM assignment WHERE name = ?`, assignment).Scan(&n); err != nil {
			return r, s.wrap(err)
		}
		if n == 0 {
			return r, fmt.Errorf("%w: %q", ErrNoAssignment, assignment)
		}
		var err error
		if items, err = s.assignmentItems(ctx, assignment); err != nil {
			return r, s.wrap(err)
		}
	}
	learners, err := s.Learners()
	if err != nil {
		return r, err
	}
	q := `
SELECT learner, 'exercise', item, lesson || ' #' || (exercise + 1) || ': ' || task, answer, correct, hints, took_ms, at, id
FROM exercise_attempt WHERE learner <> ''
UNION ALL
SELECT learner, 'puzzle', item, puzzle, answer, correct, hints, took_ms, at, id
FROM puzzle_attempt WHERE learner <> ''
ORDER BY 9, 10`
	var args []any
	if assignment != "" {
		q = `
SELECT learner, 'puzzle', item, puzzle, answer, correct, hints, took_ms, at, id
FROM puzzle_attempt WHERE learner <> '' AND assignment = ? ORDER BY at, id`
		args = append(args, assignment)
	}
	rows, err := s.db.QueryContext(ctx, q, args...)
	if err != nil {
		return r, s.wrap(err)
	}
	defer rows.Close()
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
	for rows.Next() {
		var learner, kind, item, label, answer, at string
		var correct bool
		var hints int
		var took, id int64
		if err := rows.Scan(&learner, &kind, &item, &label, &answer, &correct, &hints, &took, &at, &id); err != nil {
			return r, s.wrap(err)
		}
		st := student[learner]
		if st == nil { // answers of a learner not on the roster: keep them visible
			st = &StudentLine{ID: learner}
			student[learner] = st
		}
		st.Hints += hints
		st.Time += time.Duration(took) * time.Millisecond
		if t, err := time.Parse(timeLayout, at); err == nil && t.After(st.LastSeen) {
			st.LastSeen = t
		}
		ik := itemKey{kind, item}
		it := line(ik, label)
		k := key{learner, kind, item}
		if !seen[k] {
			seen[k] = true
			st.Done++
			it.Learners++
			if correct && hints == 0 {
				st.RightFirst++
				it.RightFirst++
			}
		}
		if !correct && strings.TrimSpace(answer) != "" {
			if wrongs[ik] == nil {
				wrongs[ik] = map[string]int{}
			}
			wrongs[ik][answer]++
		}
	}
	if err := rows.Err(); err != nil {
		return r, s.wrap(err)
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
