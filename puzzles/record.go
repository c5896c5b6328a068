package puzzles

import "time"

// Attempt is one answer to a puzzle, as the progress store keeps it.
type Attempt struct {
	PuzzleID  string        // the puzzle's id
	Rules     string        // the rule set it is played under, e.g. "nemec"
	Themes    []string      // the puzzle's themes, for progress by theme
	Answer    string        // what the learner answered, in notation ("c9-d10 takes e11 by addition")
	Correct   bool          // judged by puzzles/judge
	HintsUsed int           // hints shown before answering
	At        time.Time     // when answered
	Took      time.Duration // from the puzzle shown to the answer
}

// Recorder keeps the learner's progress. The progress store implements it;
// the player calls it as each answer is judged, so that nothing is lost on
// Ctrl-C.
type Recorder interface {
	Answered(Attempt) error
}

// Solved is what a Recorder may also offer: the ids of the puzzles the
// learner has solved, so that a set of puzzles resumes at the first one
// unsolved. The player asks for it with a type assertion.
type Solved interface {
	SolvedPuzzles() (map[string]bool, error)
}

// NopRecorder records nothing.
type NopRecorder struct{}

// Answered implements Recorder.
func (NopRecorder) Answered(Attempt) error { return nil }
