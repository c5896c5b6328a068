package progress

import (
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestCheckName(t *testing.T) {
	for _, tc := range []struct{ name, problem string }{
		{"Ann Smith", ""},
		{"Němec", ""},
		{"", "empty"},
		{" Ann", "spaces at either end"},
		{"Smith, Ann", "comma"},
		{strings.Repeat("a", MaxName+1), "more than 40"},
		{"Ann\x07", "cannot be printed"},
	} {
		err := CheckName(tc.name)
		if tc.problem == "" {
			assert.NoError(t, err, tc.name)
		} else {
			assert.ErrorContains(t, err, tc.problem, tc.name)
		}
	}
}

// The roster: one name, one key, both ways; a batch is all or nothing; a
// student added without a key is on the roster (absent in the report)
// until they join with a code.
func TestEnrol(t *testing.T) {
	clock := &fixedClock{t: time.Date(2026, 12, 1, 9, 0, 0, 0, time.UTC)}
	s := openAt(t, clock)
	closed, err := s.Closed()
	require.NoError(t, err)
	assert.False(t, closed, "no roster: an open class")

	res, err := s.Enrol([]Enrolment{
		{Name: "Ann", Key: "ssh-ed25519 AAAA ann", ID: "SHA256:ann", From: "ann.pub"},
		{Name: "Bob", From: "class.csv line 2"},
	})
	require.NoError(t, err)
	require.Len(t, res, 2)
	assert.Equal(t, "added", res[0].Done)
	closed, err = s.Closed()
	require.NoError(t, err)
	assert.True(t, closed)

	for _, tc := range []struct {
		name    string
		list    []Enrolment
		problem string
	}{
		{"a name with another key", []Enrolment{{Name: "ann", Key: "k", ID: "SHA256:other", From: "x.pub"}},
			"x.pub: Ann is on the roster with the key SHA256:ann, not SHA256:other: one name, one key"},
		{"a key under another name", []Enrolment{{Name: "Cat", Key: "k", ID: "SHA256:ann", From: "cat.pub"}},
			"cat.pub: the key SHA256:ann is Ann's on the roster, not Cat's: one key, one student"},
		{"one key twice in a batch", []Enrolment{{Name: "Cat", Key: "k", ID: "SHA256:c", From: "l1"}, {Name: "Dan", Key: "k", ID: "SHA256:c", From: "l2"}},
			"l2 gives Dan the key SHA256:c that l1 gives Cat: one key, one student"},
		{"one name twice in a batch", []Enrolment{{Name: "Cat", From: "l1"}, {Name: "CAT", From: "l2"}},
			"l2 names CAT again (first in l1): one name, one student"},
		{"a bad name", []Enrolment{{Name: "Eve", From: "l1"}, {Name: "a,b", From: "l2"}}, "l2: name \"a,b\": a comma is not allowed in a name"},
	} {
		_, err := s.Enrol(tc.list)
		assert.EqualError(t, err, tc.problem, tc.name)
	}
	all, err := s.Learners()
	require.NoError(t, err)
	assert.Len(t, all, 2, "a refused batch adds no one")

	// The same again changes nothing; Bob's key given later is his.
	res, err = s.Enrol([]Enrolment{{Name: "Ann", Key: "k", ID: "SHA256:ann", From: "a"}, {Name: "bob", Key: "ssh-ed25519 BBBB", ID: "SHA256:bob", From: "b"}})
	require.NoError(t, err)
	assert.Equal(t, []string{"already on the roster", "key added"}, []string{res[0].Done, res[1].Done})
	bob, ok, err := s.LearnerByID("SHA256:bob")
	require.NoError(t, err)
	require.True(t, ok)
	assert.Equal(t, "Bob", bob.Name)
	assert.True(t, bob.LastSeen.IsZero(), "never logged in")

	// A student who named themselves may be put on the roster under that name.
	_, err = s.SeeLearner("SHA256:cat", "ssh-ed25519 CCCC")
	require.NoError(t, err)
	require.NoError(t, s.NameLearner("SHA256:cat", "Cat"))
	assert.ErrorIs(t, s.NameLearner("SHA256:dan", "ann"), ErrNameTaken)
	res, err = s.Enrol([]Enrolment{{Name: "Cat", Key: "ssh-ed25519 CCCC", ID: "SHA256:cat", From: "c"}})
	require.NoError(t, err)
	assert.Equal(t, "put on the roster", res[0].Done)

	// A key that logged in and left before giving a name, then given to
	// a student on the roster without a key: one row, the roster's name.
	_, err = s.Enrol([]Enrolment{{Name: "Dan", From: "d"}})
	require.NoError(t, err)
	_, err = s.SeeLearner("SHA256:dan", "ssh-ed25519 DDDD")
	require.NoError(t, err)
	res, err = s.Enrol([]Enrolment{{Name: "Dan", Key: "ssh-ed25519 DDDD", ID: "SHA256:dan", From: "d"}})
	require.NoError(t, err)
	assert.Equal(t, "key added", res[0].Done)
	dan, ok, err := s.LearnerByID("SHA256:dan")
	require.NoError(t, err)
	require.True(t, ok)
	assert.Equal(t, "Dan", dan.Name)
	all, err = s.Learners()
	require.NoError(t, err)
	assert.Len(t, all, 4, "Ann, Bob, Cat, Dan")
}

func TestRenameResetRemove(t *testing.T) {
	day0 := time.Date(2026, 12, 1, 9, 0, 0, 0, time.UTC)
	s := openAt(t, &fixedClock{t: day0})
	_, err := s.Enrol([]Enrolment{{Name: "Ann", Key: "k1", ID: "SHA256:ann", From: "a"}, {Name: "Bob", Key: "k2", ID: "SHA256:bob", From: "b"}})
	require.NoError(t, err)
	for _, id := range []string{"SHA256:ann", "SHA256:bob"} {
		require.NoError(t, s.ForLearner(id).RecordPuzzle(puzzleAttempt("p1", true, 0, day0), Given{}))
	}

	require.NoError(t, s.RenameStudent("ann", "Ann Smith"))
	assert.EqualError(t, s.RenameStudent("Bob", "ann smith"), "Bob cannot be renamed ann smith: Ann Smith is another student on the roster (key SHA256:ann)")
	assert.ErrorIs(t, s.RenameStudent("Zed", "Z"), ErrNotOnRoster)
	assert.ErrorContains(t, s.RenameStudent("Bob", ""), "empty")

	st, err := s.ResetStudent("ann smith")
	require.NoError(t, err)
	assert.Equal(t, 1, st.Answers, "what was cleared")
	ann, err := s.StudentNamed("Ann Smith")
	require.NoError(t, err)
	assert.Equal(t, 0, ann.Answers, "reset: on the roster, no work")

	st, err = s.RemoveStudent("Bob")
	require.NoError(t, err)
	assert.Equal(t, 1, st.Answers)
	_, err = s.StudentNamed("Bob")
	assert.ErrorIs(t, err, ErrNotOnRoster)
	rows, err := s.ClassRows("", false)
	require.NoError(t, err)
	assert.Empty(t, rows.Results, "Bob's answers went with him")
	require.Len(t, rows.Learners, 1)
}

// Join codes: shown once, stored hashed, used once, before they expire;
// the key joins the roster name with the work already under it.
func TestInviteAndJoin(t *testing.T) {
	clock := &fixedClock{t: time.Date(2026, 12, 1, 9, 0, 0, 0, time.UTC)}
	s := openAt(t, clock)
	_, err := s.Enrol([]Enrolment{{Name: "Ann", From: "a"}, {Name: "Bob", Key: "kb", ID: "SHA256:bob", From: "b"}, {Name: "Cat", From: "c"}})
	require.NoError(t, err)
	_, err = s.Invite([]string{"Ann", "Zed"}, time.Hour)
	assert.ErrorIs(t, err, ErrNotOnRoster, "all or nothing")
	inv, err := s.Invite([]string{"ann", "Bob", "Cat"}, 2*time.Hour)
	require.NoError(t, err)
	require.Len(t, inv, 3)
	assert.Regexp(t, `^[`+CodeAlphabet+`]{4}-[`+CodeAlphabet+`]{4}$`, inv[0].Code)
	assert.Equal(t, "Ann", inv[0].Name)
	assert.Equal(t, clock.now().Add(2*time.Hour), inv[0].Expires)
	assert.NotEqual(t, inv[0].Code, inv[1].Code)

	var je *JoinError
	_, err = s.Join("ABCD-EFGH", "SHA256:x", "kx")
	require.ErrorAs(t, err, &je)
	assert.Equal(t, "that code is not one your teacher made: check its letters", je.Reason)

	typed := strings.ToLower(strings.ReplaceAll(inv[0].Code, "-", " "))
	l, err := s.Join(typed, "SHA256:annkey", "ssh-ed25519 ANN")
	require.NoError(t, err)
	assert.Equal(t, Learner{ID: "SHA256:annkey", Name: "Ann", Key: "ssh-ed25519 ANN", Enrolled: clock.now()}, l)

	_, err = s.Join(inv[0].Code, "SHA256:y", "ky")
	require.ErrorAs(t, err, &je)
	assert.Equal(t, "that code was used on 2026-12-01 09:00: ask your teacher for a new one", je.Reason)
	_, err = s.Join(inv[2].Code, "SHA256:annkey", "ssh-ed25519 ANN")
	require.ErrorAs(t, err, &je)
	assert.Equal(t, "this key already belongs to Ann in this class", je.Reason)

	// Bob's new laptop: his answers follow him to the new key.
	require.NoError(t, s.ForLearner("SHA256:bob").RecordPuzzle(puzzleAttempt("p1", true, 0, clock.now()), Given{}))
	clock.set(clock.now().Add(time.Hour))
	l, err = s.Join(inv[1].Code, "SHA256:bob2", "kb2")
	require.NoError(t, err)
	assert.Equal(t, "Bob", l.Name)
	bob, err := s.StudentNamed("bob")
	require.NoError(t, err)
	assert.Equal(t, 1, bob.Answers)

	clock.set(clock.now().Add(time.Hour))
	_, err = s.Join(inv[2].Code, "SHA256:cat", "kc")
	require.ErrorAs(t, err, &je)
	assert.Equal(t, "that code expired on 2026-12-01 11:00: ask your teacher for a new one", je.Reason)

	// Only hashes are kept.
	var n int
	require.NoError(t, s.pool.db.QueryRow(`SELECT count(*) FROM join_code WHERE hash LIKE ? OR hash LIKE ?`,
		"%"+inv[2].Code[:4]+"%", "%"+strings.ToLower(inv[2].Code[:4])+"%").Scan(&n))
	assert.Zero(t, n)
}

// A class file of schema 1 where two keys took one name: the migration
// keeps both, telling them apart, so that names can be unique.
// The file is brought back to schema 1 by undoing migrations 2 to 5.
func TestMigrateDuplicateNames(t *testing.T) {
	s, path := openTemp(t)
	require.NoError(t, s.Close())
	rawSQL(t, path, `DROP TABLE setting; ALTER TABLE review_card DROP COLUMN origin; ALTER TABLE review_card DROP COLUMN answers; ALTER TABLE attempt DROP COLUMN ends; DROP INDEX learner_by_name; DROP TABLE join_code; ALTER TABLE learner DROP COLUMN enrolled; PRAGMA user_version = 1;
		INSERT INTO learner (id, name, key, first_seen, last_seen) VALUES
		('SHA256:aaaaaaaa', 'Ann', '', '2026-12-01T09:00:00.000Z', '2026-12-01T09:00:00.000Z'),
		('SHA256:bbbbbbbb', 'ann', '', '2026-12-01T09:00:00.000Z', '2026-12-01T09:00:00.000Z')`)
	s, err := Open(path)
	require.NoError(t, err)
	defer s.Close()
	all, err := s.Learners()
	require.NoError(t, err)
	require.Len(t, all, 2)
	assert.Equal(t, []string{"Ann", "ann (bbbbbb)"}, []string{all[0].Name, all[1].Name})
}

// BenchmarkJoinRefused is the cost of one wrong join code against a class
// of 200 invited students: every stored hash is compared.
func BenchmarkJoinRefused(b *testing.B) {
	s, err := Open(filepath.Join(b.TempDir(), "class.db"))
	if err != nil {
		b.Fatal(err)
	}
	defer s.Close()
	var list []Enrolment
	var names []string
	for i := range 200 {
		name := "Student " + strings.Repeat("x", i%7) + string(rune('A'+i%26)) + time.Duration(i).String()
		list = append(list, Enrolment{Name: name, From: "b"})
		names = append(names, name)
	}
	if _, err := s.Enrol(list); err != nil {
		b.Fatal(err)
	}
	if _, err := s.Invite(names, time.Hour); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		if _, err := s.Join("2222-2222", "SHA256:x", "k"); err == nil {
			b.Fatal("a guessed code joined")
		}
	}
}
