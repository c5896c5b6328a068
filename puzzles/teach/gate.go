package teach

import "github.com/rithmo/rithmo/puzzles"

// Read is the lessons a learner has read, by number: what decides which
// puzzles are offered, so that none runs ahead of the lessons. A nil Read
// knows nothing (no progress store) and holds nothing back.
type Read map[int]bool

// Opens reports whether a puzzle naming ref may be offered: it names no
// lesson, or the learner has read that one.
func (r Read) Opens(ref puzzles.LessonRef) bool {
	return r == nil || ref.IsZero() || r[ref.Number]
}

// Filter keeps, in order, the items whose lesson (by lessonOf) r opens.
func Filter[T any](r Read, items []T, lessonOf func(*T) puzzles.LessonRef) []T {
	out := make([]T, 0, len(items))
	for i := range items {
		if r.Opens(lessonOf(&items[i])) {
			out = append(out, items[i])
		}
	}
	return out
}

// Next is the earliest lesson that would open more of the items: the
// lowest-numbered lesson they name that r has not read. ok is false when
// every item is open.
func Next[T any](r Read, items []T, lessonOf func(*T) puzzles.LessonRef) (n int, ok bool) {
	for i := range items {
		ref := lessonOf(&items[i])
		if r.Opens(ref) {
			continue
		}
		if !ok || ref.Number < n {
			n, ok = ref.Number, true
		}
	}
	return n, ok
}
