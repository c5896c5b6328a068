package lessons

import (
	"fmt"
	"strings"
	"time"
)

// Attempt is one answer to an exercise, as the progress store keeps it:
// every try, right or wrong, and the explanation shown in place of one.
type Attempt struct {
	Lesson    string        // lesson name (slug), e.g. "multiplex"
	Exercise  int           // index of the exercise in the lesson, from 0
	Task      string        // the task as resolved (draws filled in), e.g. "classify 12 9"
	Answer    string        // what the learner answered; "" when the answer was shown instead
	Correct   bool          // judged by the exercise package
	Shown     bool          // the whole explanation was shown here, in place of an answer
	Left      bool          // no answer: the learner left the exercise here, after a try
	HintsUsed int           // hints shown before answering
	Opened    time.Time     // when the exercise was first put to the learner; zero unknown
	At        time.Time     // when answered
	Took      time.Duration // from the question shown, or the try before, to this answer
}

// Recorder keeps the learner's progress. The progress store implements it;
// the reader calls it as things happen, so that nothing is lost on Ctrl-C.
type Recorder interface {
	Opened(lesson string, page int) error // a page of a lesson was shown (keeps where the learner left off)
	Finished(lesson string) error         // the last page was reached
	Answered(Attempt) error               // committed at once: an answer is never lost
}

// Bookmarks is what a Recorder may also offer: the page a learner last
// opened in each lesson, so that the reader opens a lesson where they left
// it. The reader asks for it with a type assertion.
type Bookmarks interface {
	LastPage(lesson string) (page int, ok bool)
}

// Completion is what a Recorder may also offer: whether the learner has
// finished a lesson (reached its last page, and answered every exercise
// of it that counts for their rule set), so that the reader's list says
// "finished" rather than the page they left it at. The reader asks for it
// with a type assertion. (Its method is not named Finished: a Recorder
// already has Finished, which records.)
type Completion interface {
	HasFinished(lesson string) bool
}

// Mastery is what a Recorder may also offer: how the learner stands in a
// lesson (read, exercises right, mastered), so that the reader's list shows
// each lesson's score. The reader asks for it with a type assertion; ok is
// false when nothing is known.
type Mastery interface {
	Standing(l *Lesson) (s Standing, ok bool)
}

// Standing is how a learner stands in one lesson.
type Standing struct {
	Read      bool // every page opened
	Mastered  bool // every exercise answered, and enough right
	Exercises int  // the lesson's exercises
	Answered  int  // answered at least once
	Right     int  // right at the first try, or later on review
}

// String is the standing in a few words: "mastered, 5 of 6 right",
// "read, 2 of 6 right", "1 of 6 right", "read".
func (s Standing) String() string {
	var parts []string
	switch {
	case s.Mastered:
		parts = append(parts, "mastered")
	case s.Read:
		parts = append(parts, "read")
	}
	if s.Answered > 0 {
		parts = append(parts, fmt.Sprintf("%d of %d right", s.Right, s.Exercises))
	}
	return strings.Join(parts, ", ")
}

// NopRecorder records nothing.
type NopRecorder struct{}

// Opened implements Recorder.
func (NopRecorder) Opened(string, int) error { return nil }

// Finished implements Recorder.
func (NopRecorder) Finished(string) error { return nil }

// Answered implements Recorder.
func (NopRecorder) Answered(Attempt) error { return nil }

// Answers is what a Recorder may also offer: the last answer given to each
// exercise of a lesson (by index), so that a page opened again shows its
// answered exercises answered and asks the first unanswered one. The reader
// asks for it with a type assertion; a store that cannot be read answers
// nothing.
type Answers interface {
	LastAnswers(lesson string) map[int]Attempt
}
