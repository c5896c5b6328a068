package progress

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"
)

// DefaultLearner is the learner of a single-user store: every answer kept
// outside a class is theirs.
const DefaultLearner = ""

// Learner is one member of a class, known by their SSH key.
type Learner struct {
	ID        string    // the key's SHA256 fingerprint
	Name      string    // on the roster, or typed on first login; "" until then
	Key       string    // the public key, authorized_keys format; "" for a student yet to join
	FirstSeen time.Time // zero: never logged in
	LastSeen  time.Time
	Enrolled  time.Time // when the teacher put them on the roster; zero: they named themselves
}

// SeeLearner records that the learner with id logged in now, adding them on
// their first login (trust on first use), and returns them as stored.
func (s *Store) SeeLearner(id, key string) (l Learner, err error) {
	if id == DefaultLearner {
		return Learner{}, errors.New("record learner: no identity")
	}
	now := stamp(s.now())
	err = s.tx(true, func(q querier) error {
		if _, err := q.ExecContext(context.Background(), `INSERT INTO learner (id, key, first_seen, last_seen) VALUES (?, ?, ?, ?)
			ON CONFLICT (id) DO UPDATE SET last_seen = excluded.last_seen,
				first_seen = CASE first_seen WHEN '' THEN excluded.first_seen ELSE first_seen END`, id, key, now, now); err != nil {
			return err
		}
		list, err := learners(q, `WHERE id = ?`, id)
		if err == nil && len(list) == 1 {
			l = list[0]
		}
		return err
	})
	return l, err
}

// NameLearner sets the display name of a learner already seen. A name
// another student has is refused with ErrNameTaken.
func (s *Store) NameLearner(id, name string) error {
	name = strings.TrimSpace(name)
	if err := CheckName(name); err != nil {
		return fmt.Errorf("name learner %s: %w", id, err)
	}
	return s.tx(true, func(q querier) error {
		if other, err := learners(q, `WHERE lower(name) = lower(?) AND id <> ?`, name, id); err != nil {
			return err
		} else if len(other) > 0 {
			return fmt.Errorf("name learner %s: %q: %w", id, name, ErrNameTaken)
		}
		res, err := q.ExecContext(context.Background(), `UPDATE learner SET name = ? WHERE id = ?`, name, id)
		if err != nil {
			return err
		}
		if n, err := res.RowsAffected(); err != nil || n == 0 {
			return errors.Join(err, fmt.Errorf("name learner %s: not in the class", id))
		}
		return nil
	})
}

// Learners returns the class's learners by name, then id.
func (s *Store) Learners() (out []Learner, err error) {
	err = s.tx(false, func(q querier) error {
		out, err = learners(q, "")
		return err
	})
	return out, err
}

// learners reads the learners the SQL where picks, by name then id.
func learners(q querier, where string, args ...any) ([]Learner, error) {
	var out []Learner
	err := eachRow(q, `SELECT id, name, key, first_seen, last_seen, enrolled FROM learner `+where+` ORDER BY name, id`, args, func(r *sql.Rows) error {
		var (
			l                     Learner
			first, last, enrolled string
		)
		if err := r.Scan(&l.ID, &l.Name, &l.Key, &first, &last, &enrolled); err != nil {
			return err
		}
		var e1, e2, e3 error
		l.FirstSeen, e1 = parseOptionalTime("learner "+l.ID, first)
		l.LastSeen, e2 = parseOptionalTime("learner "+l.ID, last)
		l.Enrolled, e3 = parseOptionalTime("learner "+l.ID, enrolled)
		out = append(out, l)
		return errors.Join(e1, e2, e3)
	})
	return out, err
}

// parseOptionalTime is parseTime, with ” (never) the zero time.
func parseOptionalTime(what, v string) (time.Time, error) {
	if v == "" {
		return time.Time{}, nil
	}
	return parseTime(what, v)
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
	if err := checkAssignment(a); err != nil {
		return err
	}
	created := a.Created
	if created.IsZero() {
		created = s.now()
	}
	return s.tx(true, func(q querier) error {
		ctx := context.Background()
		var exists bool
		if err := q.QueryRowContext(ctx, `SELECT EXISTS (SELECT 1 FROM assignment WHERE name = ?)`, a.Name).Scan(&exists); err != nil {
			return err
		}
		if exists {
			return fmt.Errorf("assign %q: %w", a.Name, ErrAssignmentExists)
		}
		if _, err := q.ExecContext(ctx, `INSERT INTO assignment (name, created, due, command, seed, lessons) VALUES (?, ?, ?, ?, ?, ?)`,
			a.Name, stamp(created), a.Due, a.Command, strconv.FormatUint(a.Seed, 10), strings.Join(a.Lessons, ",")); err != nil {
			return err
		}
		return insertItems(q, a)
	})
}

func checkAssignment(a Assignment) error {
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
	return nil
}

// insertItems stores an assignment's puzzles in their order.
func insertItems(q querier, a Assignment) error {
	for i, p := range a.Items {
		if _, err := q.ExecContext(context.Background(), `INSERT INTO assignment_item (assignment, pos, puzzle, title, rules, position, goal, themes, difficulty)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`, a.Name, i, p.Puzzle, p.Title, p.Rules, p.Position, p.Goal,
			strings.Join(themes(p.Themes), ","), p.Difficulty); err != nil {
			return err
		}
	}
	return nil
}

// AssignmentNamed returns the assignment of that name, or ErrNoAssignment.
func (s *Store) AssignmentNamed(name string) (a Assignment, err error) {
	err = s.tx(false, func(q querier) error {
		list, err := assignments(q, `WHERE name = ?`, name)
		if err != nil {
			return err
		}
		if len(list) == 0 {
			return fmt.Errorf("%w: %q", ErrNoAssignment, name)
		}
		a = list[0]
		return nil
	})
	return a, err
}

// ReplaceAssignment stores a changed assignment (due date, items, lessons,
// seed, command) under its name, keeping when it was first set. Answers
// already given in it stay, marked with its name.
func (s *Store) ReplaceAssignment(a Assignment) error {
	if err := checkAssignment(a); err != nil {
		return err
	}
	return s.tx(true, func(q querier) error {
		ctx := context.Background()
		res, err := q.ExecContext(ctx, `UPDATE assignment SET due = ?, command = ?, seed = ?, lessons = ? WHERE name = ?`,
			a.Due, a.Command, strconv.FormatUint(a.Seed, 10), strings.Join(a.Lessons, ","), a.Name)
		if err != nil {
			return err
		}
		if n, err := res.RowsAffected(); err != nil || n == 0 {
			return errors.Join(err, fmt.Errorf("%w: %q", ErrNoAssignment, a.Name))
		}
		if _, err := q.ExecContext(ctx, `DELETE FROM assignment_item WHERE assignment = ?`, a.Name); err != nil {
			return err
		}
		return insertItems(q, a)
	})
}

// RemoveAssignment deletes an assignment and its items; the answers given
// in it stay in the class file, with their students.
func (s *Store) RemoveAssignment(name string) error {
	return s.tx(true, func(q querier) error {
		res, err := q.ExecContext(context.Background(), `DELETE FROM assignment WHERE name = ?`, name)
		if err != nil {
			return err
		}
		if n, err := res.RowsAffected(); err != nil || n == 0 {
			return errors.Join(err, fmt.Errorf("%w: %q", ErrNoAssignment, name))
		}
		return nil
	})
}

// Assignments returns every assignment with its items: those with a due
// date first, soonest first, then the rest newest first.
func (s *Store) Assignments() (out []Assignment, err error) {
	err = s.tx(false, func(q querier) error {
		out, err = assignments(q, "")
		return err
	})
	return out, err
}

// assignments reads the assignments the SQL where picks, in their order.
func assignments(q querier, where string, args ...any) ([]Assignment, error) {
	var out []Assignment
	err := eachRow(q, `SELECT name, created, due, command, seed, lessons FROM assignment `+where+`
		ORDER BY due = '', due, created DESC, name`, args, func(r *sql.Rows) error {
		var (
			a                      Assignment
			created, seed, lessons string
		)
		if err := r.Scan(&a.Name, &created, &a.Due, &a.Command, &seed, &lessons); err != nil {
			return err
		}
		if lessons != "" {
			a.Lessons = strings.Split(lessons, ",")
		}
		a.Seed, _ = strconv.ParseUint(seed, 10, 64) // '' (none) is 0
		var err error
		a.Created, err = parseTime("assignment "+strconv.Quote(a.Name), created)
		out = append(out, a)
		return err
	})
	if err != nil {
		return nil, err
	}
	for i := range out {
		a := &out[i]
		if err := eachRow(q, `SELECT puzzle, title, rules, position, goal, themes, difficulty FROM assignment_item
			WHERE assignment = ? ORDER BY pos`, []any{a.Name}, func(r *sql.Rows) error {
			var (
				p      AssignedPuzzle
				themes string
			)
			if err := r.Scan(&p.Puzzle, &p.Title, &p.Rules, &p.Position, &p.Goal, &themes, &p.Difficulty); err != nil {
				return err
			}
			if themes != "" {
				p.Themes = strings.Split(themes, ",")
			}
			a.Items = append(a.Items, p)
			return nil
		}); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// ErrNoAssignment is returned by Report for an assignment not set.
var ErrNoAssignment = errors.New("no such assignment")
