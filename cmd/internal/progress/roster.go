package progress

import (
	"cmp"
	"context"
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"database/sql"
	"encoding/hex"
	"errors"
	"fmt"
	"math/big"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"
)

// pendingPrefix starts the id of a student on the roster who has no key
// yet: they join with a code, which gives the row their key's fingerprint.
const pendingPrefix = "pending:"

// MaxName is the longest student name, in characters.
const MaxName = 40

// Pending reports whether the learner is on the roster without a key.
func (l Learner) Pending() bool { return strings.HasPrefix(l.ID, pendingPrefix) }

// CheckName says what is wrong with a student's name, or nil: one to
// MaxName printable characters, no comma (the roster's CSV separates
// with it) and no space at either end.
func CheckName(name string) error {
	switch {
	case strings.TrimSpace(name) == "":
		return errors.New("the name is empty")
	case strings.TrimSpace(name) != name:
		return fmt.Errorf("name %q: spaces at either end", name)
	case utf8.RuneCountInString(name) > MaxName:
		return fmt.Errorf("name %q: %d characters, more than %d", name, utf8.RuneCountInString(name), MaxName)
	case strings.ContainsRune(name, ','):
		return fmt.Errorf("name %q: a comma is not allowed in a name", name)
	}
	for _, r := range name {
		if !unicode.IsPrint(r) {
			return fmt.Errorf("name %q: character %U cannot be printed", name, r)
		}
	}
	return nil
}

// ErrNameTaken is returned when a name belongs to another student.
var ErrNameTaken = errors.New("the name belongs to another student")

// ErrNotOnRoster is returned for a name the class does not have.
var ErrNotOnRoster = errors.New("no student of that name")

// Enrolment is one student the teacher puts on the roster.
type Enrolment struct {
	Name string
	Key  string // authorized_keys format; "" none yet (they join with a code)
	ID   string // the key's fingerprint; "" with no key
	From string // where it was read, for messages: "keys/ann.pub", "class.csv line 3"
}

// EnrolResult says what Enrol did with one enrolment.
type EnrolResult struct {
	Enrolment
	Done string // "added", "key added", "already on the roster"
}

// ConflictError is a roster entry refused because its name or key belongs
// to someone else; it names both.
type ConflictError struct{ Problem string }

func (e *ConflictError) Error() string { return e.Problem }

// Enrol puts students on the roster in one transaction: all or none. A
// name belongs to one key and a key to one name: a clash with the roster
// or within the list is refused with a *ConflictError naming both. A name
// already on the roster with no key takes the key given; the same name
// with the same key again changes nothing.
func (s *Store) Enrol(list []Enrolment) (out []EnrolResult, err error) {
	now := stamp(s.now())
	err = s.tx(true, func(q querier) error {
		ctx := context.Background()
		names, keys := map[string]Enrolment{}, map[string]Enrolment{}
		for _, e := range list {
			if err := CheckName(e.Name); err != nil {
				return fmt.Errorf("%s: %w", e.From, err)
			}
			if (e.Key == "") != (e.ID == "") {
				return fmt.Errorf("%s: a key needs its fingerprint", e.From)
			}
			fold := strings.ToLower(e.Name)
			if prev, ok := names[fold]; ok {
				return &ConflictError{fmt.Sprintf("%s names %s again (first in %s): one name, one student", e.From, e.Name, prev.From)}
			}
			names[fold] = e
			if e.ID != "" {
				if prev, ok := keys[e.ID]; ok {
					return &ConflictError{fmt.Sprintf("%s gives %s the key %s that %s gives %s: one key, one student", e.From, e.Name, e.ID, prev.From, prev.Name)}
				}
				keys[e.ID] = e
			}
			r := EnrolResult{Enrolment: e}
			byName, err := learners(q, `WHERE lower(name) = lower(?)`, e.Name)
			if err != nil {
				return err
			}
			var byKey []Learner
			if e.ID != "" {
				if byKey, err = learners(q, `WHERE id = ?`, e.ID); err != nil {
					return err
				}
			}
			switch {
			case len(byKey) == 1 && byKey[0].Name != "" && !strings.EqualFold(byKey[0].Name, e.Name):
				return &ConflictError{fmt.Sprintf("%s: the key %s is %s's on the roster, not %s's: one key, one student", e.From, e.ID, byKey[0].Name, e.Name)}
			case len(byName) == 1 && e.ID != "" && !byName[0].Pending() && byName[0].ID != e.ID:
				return &ConflictError{fmt.Sprintf("%s: %s is on the roster with the key %s, not %s: one name, one key",
					e.From, byName[0].Name, byName[0].ID, e.ID)}
			case len(byName) == 1 && (e.ID == "" || byName[0].ID == e.ID):
				r.Done = "already on the roster"
				if byName[0].Enrolled.IsZero() {
					r.Done = "put on the roster"
					if _, err := q.ExecContext(ctx, `UPDATE learner SET enrolled = ? WHERE id = ?`, now, byName[0].ID); err != nil {
						return err
					}
				}
			case len(byName) == 1: // on the roster without a key: this is theirs
				if len(byKey) == 1 { // the key logged in before, nameless: the roster's row takes it
					if _, err := q.ExecContext(ctx, `DELETE FROM learner WHERE id = ?`, e.ID); err != nil {
						return err
					}
				}
				if err := rekey(q, byName[0].ID, e.ID, e.Key); err != nil {
					return err
				}
				r.Done = "key added"
			case len(byKey) == 1: // the key logged in before, with no name
				if _, err := q.ExecContext(ctx, `UPDATE learner SET name = ?, enrolled = ? WHERE id = ?`, e.Name, now, e.ID); err != nil {
					return err
				}
				r.Done = "added"
			default:
				id := e.ID
				if id == "" {
					id = pendingPrefix + randomHex()
				}
				if _, err := q.ExecContext(ctx, `INSERT INTO learner (id, name, key, first_seen, last_seen, enrolled) VALUES (?, ?, ?, '', '', ?)`,
					id, e.Name, e.Key, now); err != nil {
					return err
				}
				r.Done = "added"
			}
			out = append(out, r)
		}
		return nil
	})
	return out, err
}

// learnerTables are the tables that hold a learner's work, by their
// learner column.
var learnerTables = []string{"attempt", "lesson_visit", "lesson_page", "review_card", "rating", "rating_history"}

// rekey gives the learner old the id and key of a new key, with their
// work (join codes follow by their foreign key).
func rekey(q querier, old, id, key string) error {
	ctx := context.Background()
	if _, err := q.ExecContext(ctx, `UPDATE learner SET id = ?, key = ? WHERE id = ?`, id, key, old); err != nil {
		return err
	}
	for _, t := range learnerTables {
		if _, err := q.ExecContext(ctx, `UPDATE `+t+` SET learner = ? WHERE learner = ?`, id, old); err != nil {
			return err
		}
	}
	return nil
}

func randomHex() string {
	var b [8]byte
	if _, err := rand.Read(b[:]); err != nil {
		panic(err) // crypto/rand never fails on Linux
	}
	return hex.EncodeToString(b[:])
}

// Student is a learner with what the roster says of them.
type Student struct {
	Learner
	Answers int // every answer they gave, right or wrong
}

// StudentNamed finds a student by name, ignoring case.
func (s *Store) StudentNamed(name string) (st Student, err error) {
	err = s.tx(false, func(q querier) error {
		st, err = studentNamed(q, name)
		return err
	})
	return st, err
}

func studentNamed(q querier, name string) (Student, error) {
	list, err := learners(q, `WHERE lower(name) = lower(?) AND id <> ''`, name)
	if err != nil {
		return Student{}, err
	}
	if len(list) == 0 {
		return Student{}, fmt.Errorf("%w: %q", ErrNotOnRoster, name)
	}
	st := Student{Learner: list[0]}
	err = q.QueryRowContext(context.Background(), `SELECT count(*) FROM attempt WHERE learner = ?`, st.ID).Scan(&st.Answers)
	return st, err
}

// RenameStudent gives the student old the name new.
func (s *Store) RenameStudent(old, new string) error {
	if err := CheckName(new); err != nil {
		return err
	}
	return s.tx(true, func(q querier) error {
		st, err := studentNamed(q, old)
		if err != nil {
			return err
		}
		if other, err := learners(q, `WHERE lower(name) = lower(?) AND id <> ?`, new, st.ID); err != nil {
			return err
		} else if len(other) > 0 {
			return &ConflictError{fmt.Sprintf("%s cannot be renamed %s: %s is another student on the roster (key %s)", st.Name, new, other[0].Name, cmp.Or(other[0].ID, "none"))}
		}
		_, err = q.ExecContext(context.Background(), `UPDATE learner SET name = ? WHERE id = ?`, new, st.ID)
		return err
	})
}

// ResetStudent clears a student's work (answers, lessons read, review,
// ratings) and keeps them on the roster; it returns them as they were.
func (s *Store) ResetStudent(name string) (Student, error) {
	return s.dropStudent(name, false)
}

// RemoveStudent takes a student off the roster with all their work and
// their join codes; it returns them as they were.
func (s *Store) RemoveStudent(name string) (Student, error) {
	return s.dropStudent(name, true)
}

func (s *Store) dropStudent(name string, remove bool) (st Student, err error) {
	err = s.tx(true, func(q querier) error {
		ctx := context.Background()
		if st, err = studentNamed(q, name); err != nil {
			return err
		}
		// rating_history first: it refers to attempts.
		for _, t := range []string{"rating_history", "attempt", "lesson_visit", "lesson_page", "review_card", "rating"} {
			if _, err := q.ExecContext(ctx, `DELETE FROM `+t+` WHERE learner = ?`, st.ID); err != nil {
				return err
			}
		}
		if remove {
			_, err = q.ExecContext(ctx, `DELETE FROM learner WHERE id = ?`, st.ID)
		}
		return err
	})
	return st, err
}

// Closed reports whether the class has a roster: then only its students
// log in, and a key it does not know joins with a code.
func (s *Store) Closed() (closed bool, err error) {
	err = s.tx(false, func(q querier) error {
		return q.QueryRowContext(context.Background(), `SELECT EXISTS (SELECT 1 FROM learner WHERE enrolled <> '')`).Scan(&closed)
	})
	return closed, err
}

// LearnerByID returns the learner with the key fingerprint id, and whether
// there is one.
func (s *Store) LearnerByID(id string) (l Learner, ok bool, err error) {
	err = s.tx(false, func(q querier) error {
		list, err := learners(q, `WHERE id = ?`, id)
		if len(list) == 1 {
			l, ok = list[0], true
		}
		return err
	})
	return l, ok, err
}

// CodeAlphabet is the join codes' letters: digits and capitals without 0,
// O, 1, I and L, which are read one for another.
const CodeAlphabet = "23456789ABCDEFGHJKMNPQRSTUVWXYZ"

// CodeLength is how many letters a join code has: 31^8, about 8.5e11
// codes, against a few tries per connection.
const CodeLength = 8

// Invitation is a join code made for one student. Code is shown once and
// stored only hashed.
type Invitation struct {
	Name    string
	Code    string // "ABCD-EFGH"
	Expires time.Time
}

// Invite makes a one-time join code for each student named, valid for ttl.
func (s *Store) Invite(names []string, ttl time.Duration) (out []Invitation, err error) {
	if ttl <= 0 {
		return nil, fmt.Errorf("invite: the codes' lifetime %v is not positive", ttl)
	}
	now := s.now()
	err = s.tx(true, func(q querier) error {
		out = out[:0]
		for _, name := range names {
			st, err := studentNamed(q, name)
			if err != nil {
				return err
			}
			code := newCode()
			inv := Invitation{Name: st.Name, Code: code[:4] + "-" + code[4:], Expires: now.Add(ttl)}
			if _, err := q.ExecContext(context.Background(), `INSERT INTO join_code (hash, learner, created, expires) VALUES (?, ?, ?, ?)`,
				hashCode(code), st.ID, stamp(now), stamp(inv.Expires)); err != nil {
				return err
			}
			out = append(out, inv)
		}
		return nil
	})
	return out, err
}

// newCode draws a code of CodeLength letters of CodeAlphabet, each
// uniformly (crypto/rand).
func newCode() string {
	b := make([]byte, CodeLength)
	n := big.NewInt(int64(len(CodeAlphabet)))
	for i := range b {
		v, err := rand.Int(rand.Reader, n)
		if err != nil {
			panic(err) // crypto/rand never fails on Linux
		}
		b[i] = CodeAlphabet[v.Int64()]
	}
	return string(b)
}

// NormalizeCode is a code as typed, upper case, without spaces or dashes.
func NormalizeCode(code string) string {
	return strings.Map(func(r rune) rune {
		if r == '-' || unicode.IsSpace(r) {
			return -1
		}
		return unicode.ToUpper(r)
	}, code)
}

func hashCode(code string) string {
	h := sha256.Sum256([]byte(NormalizeCode(code)))
	return hex.EncodeToString(h[:])
}

// JoinError is a join code refused, in words a student reads.
type JoinError struct{ Reason string }

func (e *JoinError) Error() string { return e.Reason }

// Join binds the key (fingerprint id, authorized_keys key) to the roster
// name the code was made for, and uses the code up. Every stored code's
// hash is compared with the typed one's in constant time, all of them,
// so that the time taken says nothing of which came close. A code
// unknown, used or expired is a *JoinError.
func (s *Store) Join(code, id, key string) (l Learner, err error) {
	if id == "" || strings.HasPrefix(id, pendingPrefix) {
		return l, errors.New("join: no key")
	}
	want, _ := hex.DecodeString(hashCode(code))
	now := s.now()
	err = s.tx(true, func(q querier) error {
		ctx := context.Background()
		type row struct {
			hash, learner, expires, used string
		}
		var match *row
		err := eachRow(q, `SELECT hash, learner, expires, used FROM join_code`, nil, func(r *sql.Rows) error {
			var x row
			if err := r.Scan(&x.hash, &x.learner, &x.expires, &x.used); err != nil {
				return err
			}
			got, _ := hex.DecodeString(x.hash)
			if subtle.ConstantTimeCompare(got, want) == 1 {
				match = &x
			}
			return nil
		})
		if err != nil {
			return err
		}
		if match == nil {
			return &JoinError{"that code is not one your teacher made: check its letters"}
		}
		if match.used != "" {
			at, _ := time.Parse(timeLayout, match.used)
			return &JoinError{fmt.Sprintf("that code was used on %s: ask your teacher for a new one", at.In(s.loc).Format("2006-01-02 15:04"))}
		}
		expires, err := parseTime("join code", match.expires)
		if err != nil {
			return err
		}
		if !now.Before(expires) {
			return &JoinError{fmt.Sprintf("that code expired on %s: ask your teacher for a new one", expires.In(s.loc).Format("2006-01-02 15:04"))}
		}
		if taken, err := learners(q, `WHERE id = ?`, id); err != nil {
			return err
		} else if len(taken) == 1 && taken[0].ID != match.learner && (taken[0].Name != "" || !taken[0].Enrolled.IsZero()) {
			return &JoinError{fmt.Sprintf("this key already belongs to %s in this class", cmp.Or(taken[0].Name, "another student"))}
		} else if len(taken) == 1 && taken[0].ID != match.learner {
			// A key that logged in before the roster, nameless: its row
			// gives way to the roster's.
			if _, err := q.ExecContext(ctx, `DELETE FROM learner WHERE id = ?`, id); err != nil {
				return err
			}
		}
		if _, err := q.ExecContext(ctx, `UPDATE join_code SET used = ?, used_by = ? WHERE hash = ?`, stamp(now), id, match.hash); err != nil {
			return err
		}
		if match.learner != id {
			if err := rekey(q, match.learner, id, key); err != nil {
				return err
			}
		}
		list, err := learners(q, `WHERE id = ?`, id)
		if err == nil && len(list) == 1 {
			l = list[0]
		}
		return err
	})
	return l, err
}
