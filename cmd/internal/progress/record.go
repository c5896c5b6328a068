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

// ExerciseAttempt is one answer to an exercise in a lesson.
type ExerciseAttempt struct {
	Lesson    string        // lesson slug, e.g. "multiplex"
	Exercise  int           // index of the exercise in the lesson, from 0
	Task      string        // the task as resolved, e.g. "classify 12 9"
	Answer    string        // what the learner answered
	Correct   bool          // judged right
	HintsUsed int           // hints shown before answering
	At        time.Time     // when answered; the store's clock when zero
	Took      time.Duration // from question shown to answer
	// Seed is the seed the task's numbers were drawn with (0: unknown), so
	// that review can ask the same numbers again.
	Seed   uint64
	Origin string // OriginLesson ("" is the same) or OriginReview
	// Card is the review card this answer reviews when it is a fresh draw
	// of the card's kind; "" when the answer is to the card's own item.
	Card string
}

// PuzzleAttempt is one answer to a puzzle.
type PuzzleAttempt struct {
	Puzzle    string   // puzzle id
	Rules     string   // rule set the puzzle is played under
	Themes    []string // e.g. "addition", "triumph"
	Answer    string
	Correct   bool
	HintsUsed int
	At        time.Time // the store's clock when zero
	Took      time.Duration
	// Position (in notation) and Goal identify the puzzle with its id
	// (PuzzleItem) and let review set it again; Difficulty (1 to 5, 0
	// unknown) seeds its rating.
	Position   string
	Goal       string
	Difficulty int
	Title      string // shown again when the puzzle comes back for review
	Origin     string // OriginPlay ("" is the same), OriginReview or OriginDaily
	// Card is the review card this answer reviews when the puzzle is a
	// fresh draw of the card's kind; "" when it is the card's own puzzle.
	Card string
}

// LessonOpened records that a page of a lesson was shown, so that the learner
// can be offered to continue there.
func (s *Store) LessonOpened(lesson string, page int) error {
	if lesson == "" {
		return errors.New("record lesson page: no lesson name")
	}
	if page < 0 {
		return fmt.Errorf("record lesson %q page: page %d is negative", lesson, page)
	}
	now := stamp(s.now())
	return s.tx(true, func(tx *bbolt.Tx) error {
		visits, err := bucket(tx, bucketVisit)
		if err != nil {
			return err
		}
		v := visitRec{Lesson: lesson, First: now}
		if old := visits.Get([]byte(lesson)); old != nil {
			if v, err = decodeVisit([]byte(lesson), old); err != nil {
				return err
			}
		} else if v.Seq, err = nextVisitSeq(visits); err != nil {
			return err
		}
		v.Page, v.Last = page, now
		if err := visits.Put([]byte(lesson), v.encode()); err != nil {
			return err
		}
		// Every page opened is kept, for "read".
		pages, err := bucket(tx, bucketPage)
		if err != nil {
			return err
		}
		k := pageKey(lesson, page)
		if pages.Get(k) != nil {
			return nil
		}
		pr := pageRec{Lesson: lesson, Page: page, First: now}
		return pages.Put(k, pr.encode())
	})
}

// nextVisitSeq orders a new lesson after every other, as SQLite's rowid
// did: one more than the greatest so far (imported visits keep theirs).
func nextVisitSeq(visits *bbolt.Bucket) (int64, error) {
	if visits.Sequence() == 0 {
		var most int64
		if err := visits.ForEach(func(k, v []byte) error {
			r, err := decodeVisit(k, v)
			most = max(most, r.Seq)
			return err
		}); err != nil {
			return 0, err
		}
		if err := visits.SetSequence(uint64(most)); err != nil {
			return 0, err
		}
	}
	n, err := visits.NextSequence()
	return int64(n), err
}

// LessonFinished records that the last page of a lesson was reached. The
// first time is kept.
func (s *Store) LessonFinished(lesson string) error {
	if lesson == "" {
		return errors.New("record lesson finished: no lesson name")
	}
	now := stamp(s.now())
	return s.tx(true, func(tx *bbolt.Tx) error {
		visits, err := bucket(tx, bucketVisit)
		if err != nil {
			return err
		}
		v := visitRec{Lesson: lesson, First: now, Last: now}
		if old := visits.Get([]byte(lesson)); old != nil {
			if v, err = decodeVisit([]byte(lesson), old); err != nil {
				return err
			}
		} else if v.Seq, err = nextVisitSeq(visits); err != nil {
			return err
		}
		if v.Finished != "" {
			return nil
		}
		v.Finished = now
		return visits.Put([]byte(lesson), v.encode())
	})
}

// insertExercise adds an exercise answer with the next id.
func insertExercise(tx *bbolt.Tx, e exerciseRec) error {
	b, err := bucket(tx, bucketExercise)
	if err != nil {
		return err
	}
	b.FillPercent = 0.9 // ids only grow
	id, err := b.NextSequence()
	if err != nil {
		return err
	}
	e.ID = int64(id)
	return b.Put(idKey(e.ID), e.encode())
}

// insertPuzzle adds a puzzle answer with the next id, and returns it.
func insertPuzzle(tx *bbolt.Tx, p puzzleRec) (int64, error) {
	b, err := bucket(tx, bucketPuzzle)
	if err != nil {
		return 0, err
	}
	b.FillPercent = 0.9
	id, err := b.NextSequence()
	if err != nil {
		return 0, err
	}
	p.ID = int64(id)
	if err := b.Put(idKey(p.ID), p.encode()); err != nil {
		return 0, err
	}
	tried, err := bucket(tx, bucketTried)
	if err != nil {
		return 0, err
	}
	for _, k := range triedKeys(p) {
		if err := tried.Put(k, []byte{}); err != nil {
			return 0, err
		}
	}
	return p.ID, nil
}

// RecordExercise commits one exercise answer before returning.
func (s *Store) RecordExercise(a ExerciseAttempt) error {
	origin, at, err := s.checkExercise(a)
	if err != nil {
		return err
	}
	seed := ""
	if a.Seed != 0 {
		seed = strconv.FormatUint(a.Seed, 10)
	}
	item := ExerciseItem(a.Lesson, a.Exercise, a.Task)
	return s.tx(true, func(tx *bbolt.Tx) error {
		if err := insertExercise(tx, exerciseRec{Lesson: a.Lesson, Exercise: a.Exercise, Task: a.Task, Answer: a.Answer, Correct: a.Correct,
			Hints: a.HintsUsed, At: stamp(at), Day: s.day(at), TookMS: a.Took.Milliseconds(), Item: item, Seed: seed, Origin: origin}); err != nil {
			return err
		}
		c := Card{Item: item, Kind: KindExercise, Name: a.Lesson, Exercise: a.Exercise, Task: a.Task, Seed: seed}
		return s.schedule(tx, a.Card, c, a.Correct, a.HintsUsed, at)
	})
}

// RecordPuzzle commits one puzzle answer, with its themes, before returning.
func (s *Store) RecordPuzzle(a PuzzleAttempt) error {
	origin, at, err := s.checkPuzzle(a)
	if err != nil {
		return err
	}
	item := PuzzleItem(a.Puzzle, a.Position, a.Goal)
	return s.tx(true, func(tx *bbolt.Tx) error {
		// rate asks whether the puzzle was tried before this answer.
		earlier := triedBefore(tx, item, a.Puzzle)
		id, err := insertPuzzle(tx, puzzleRec{Puzzle: a.Puzzle, Rules: a.Rules, Answer: a.Answer, Correct: a.Correct, Hints: a.HintsUsed,
			At: stamp(at), Day: s.day(at), TookMS: a.Took.Milliseconds(), Item: item, Position: a.Position, Goal: a.Goal,
			Difficulty: a.Difficulty, Origin: origin, Themes: themes(a.Themes)})
		if err != nil {
			return err
		}
		if !earlier {
			if err := s.rate(tx, id, item, a.Goal, a.Difficulty, a.Correct, a.HintsUsed, at); err != nil {
				return err
			}
		}
		c := Card{Item: item, Kind: KindPuzzle, Name: a.Puzzle, Title: a.Title, Rules: a.Rules, Position: a.Position, Goal: a.Goal,
			Themes: themes(a.Themes), Difficulty: a.Difficulty}
		return s.schedule(tx, a.Card, c, a.Correct, a.HintsUsed, at)
	})
}

// triedBefore reports an earlier answer to the puzzle: to its item, or,
// kept before schema 2, to a puzzle of its id (those know the id alone).
func triedBefore(tx *bbolt.Tx, item, puzzleID string) bool {
	b := tx.Bucket([]byte(bucketTried))
	if b == nil {
		return false
	}
	return b.Get(append([]byte{'i'}, item...)) != nil || b.Get(append([]byte{'p'}, puzzleID...)) != nil
}

// checkExercise refuses an exercise answer that cannot be recorded and
// gives its origin and time (the store's clock when the answer has none).
// Every way of recording an exercise answer goes through it.
func (s *Store) checkExercise(a ExerciseAttempt) (origin string, at time.Time, err error) {
	if err := checkAttempt("exercise", a.Lesson, a.HintsUsed, a.Took); err != nil {
		return "", time.Time{}, err
	}
	if a.Exercise < 0 {
		return "", time.Time{}, fmt.Errorf("record exercise answer: lesson %q exercise index %d is negative", a.Lesson, a.Exercise)
	}
	if origin, err = exerciseOrigin(a.Origin); err != nil {
		return "", time.Time{}, err
	}
	return origin, s.stampOr(a.At), nil
}

// checkPuzzle is checkExercise for a puzzle answer.
func (s *Store) checkPuzzle(a PuzzleAttempt) (origin string, at time.Time, err error) {
	if err := checkAttempt("puzzle", a.Puzzle, a.HintsUsed, a.Took); err != nil {
		return "", time.Time{}, err
	}
	if origin, err = puzzleOrigin(a.Origin); err != nil {
		return "", time.Time{}, err
	}
	return origin, s.stampOr(a.At), nil
}

// stampOr is at, or the store's clock when at is unset.
func (s *Store) stampOr(at time.Time) time.Time {
	if at.IsZero() {
		return s.now()
	}
	return at
}

func checkAttempt(what, name string, hints int, took time.Duration) error {
	switch {
	case name == "":
		return fmt.Errorf("record %s answer: no %s name", what, what)
	case hints < 0:
		return fmt.Errorf("record %s answer for %q: %d hints used is negative", what, name, hints)
	case took < 0:
		return fmt.Errorf("record %s answer for %q: time taken %v is negative", what, name, took)
	}
	return nil
}

// themes trims, drops empty and repeated themes, and sorts them.
func themes(in []string) []string {
	seen := map[string]bool{}
	var out []string
	for _, t := range in {
		t = strings.ToLower(strings.TrimSpace(t))
		if t != "" && !seen[t] {
			seen[t] = true
			out = append(out, t)
		}
	}
	sort.Strings(out)
	return out
}

func stamp(t time.Time) string { return t.UTC().Format(timeLayout) }

func (s *Store) day(t time.Time) string { return t.In(s.loc).Format(dayLayout) }

// LastPage returns the page of lesson the learner last opened. It answers
// the lesson reader's question "where did they leave this lesson?"; a store
// that cannot be read answers "nowhere yet" rather than stopping the reader.
func (s *Store) LastPage(lesson string) (page int, ok bool) {
	err := s.view(func(t tables) error {
		v := t(bucketVisit).Get([]byte(lesson))
		if v == nil {
			return nil
		}
		r, err := decodeVisit([]byte(lesson), v)
		page, ok = r.Page, err == nil
		return err
	})
	return page, ok && err == nil
}

// SolvedPuzzles returns the puzzles answered right at least once, by item
// (PuzzleItem: the id alone for answers kept before schema 2).
func (s *Store) SolvedPuzzles() (map[string]bool, error) {
	return s.items(true)
}

// items returns the puzzle items answered (right, when solved).
func (s *Store) items(solved bool) (map[string]bool, error) {
	set := map[string]bool{}
	err := s.view(func(t tables) error {
		return eachPuzzle(t, func(p *puzzleRec) error {
			if p.Correct || !solved {
				set[p.Item] = true
			}
			return nil
		})
	})
	return set, err
}

// LastExerciseAnswers returns the last answer given in the lessons to each
// exercise of lesson, by index: what the reader shows again when the page
// is reopened. Answers given in review are left out: they may be to other
// numbers.
func (s *Store) LastExerciseAnswers(lesson string) (map[int]ExerciseAttempt, error) {
	out := map[int]ExerciseAttempt{}
	err := s.view(func(t tables) error {
		var list []*exerciseRec
		if err := eachExercise(t, func(e *exerciseRec) error {
			if e.Lesson == lesson && e.Origin == OriginLesson {
				c := *e
				list = append(list, &c)
			}
			return nil
		}); err != nil {
			return err
		}
		sortByTime(list, func(e *exerciseRec) (string, int64) { return e.At, e.ID })
		for _, e := range list {
			a := ExerciseAttempt{Lesson: lesson, Origin: OriginLesson, Exercise: e.Exercise, Task: e.Task, Answer: e.Answer,
				Correct: e.Correct, HintsUsed: e.Hints}
			a.At, _ = time.Parse(timeLayout, e.At)
			out[a.Exercise] = a
		}
		return nil
	})
	return out, err
}

// PlayedPuzzles returns the puzzles answered at all, right or not, by item
// (PuzzleItem: the id alone for answers kept before schema 2), so that a
// set of puzzles resumes where the learner left it.
func (s *Store) PlayedPuzzles() (map[string]bool, error) {
	return s.items(false)
}

// eachExercise decodes every exercise answer, in id order.
func eachExercise(t tables, fn func(e *exerciseRec) error) error {
	return t(bucketExercise).ForEach(func(_, v []byte) error {
		e, err := decodeExercise(v)
		if err != nil {
			return err
		}
		return fn(&e)
	})
}

// eachPuzzle decodes every puzzle answer, in id order.
func eachPuzzle(t tables, fn func(p *puzzleRec) error) error {
	return t(bucketPuzzle).ForEach(func(_, v []byte) error {
		p, err := decodePuzzle(v)
		if err != nil {
			return err
		}
		return fn(&p)
	})
}

// sortByTime sorts records by their time, then id, as SQL's ORDER BY at,
// id did.
func sortByTime[T any](list []T, key func(T) (string, int64)) {
	slices.SortStableFunc(list, func(a, b T) int {
		at, ai := key(a)
		bt, bi := key(b)
		if c := strings.Compare(at, bt); c != 0 {
			return c
		}
		return cmp.Compare(ai, bi)
	})
}
