package lessons

import "time"

// Attempt is one answer to an exercise, as the progress store keeps it.
type Attempt struct {
	Lesson    string        // lesson name (slug), e.g. "multiplex"
	Exercise  int           // index of the exercise in the lesson, from 0
	Task      string        // the task as resolved (draws filled in), e.g. "classify 12 9"
	Answer    string        // what the learner answered
	Correct   bool          // judged by the exercise package
	HintsUsed int           // hints shown before answering
	At        time.Time     // when answered
	Took      time.Duration // from question shown to answer
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
// ever reached the last page of a lesson, so that the reader's list says
// "finished" rather than the page they left it at. The reader asks for it
// with a type assertion. (Its method is not named Finished: a Recorder
// already has Finished, which records.)
type Completion interface {
	HasFinished(lesson string) bool
}

// NopRecorder records nothing.
type NopRecorder struct{}

// Opened implements Recorder.
func (NopRecorder) Opened(string, int) error { return nil }

// Finished implements Recorder.
func (NopRecorder) Finished(string) error { return nil }

// Answered implements Recorder.
func (NopRecorder) Answered(Attempt) error { return nil }
