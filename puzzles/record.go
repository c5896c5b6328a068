package puzzles

import (
	"crypto/sha256"
	"encoding/hex"
	"time"
)

// Attempt is one answer to a puzzle, as the progress store keeps it. A
// puzzle asks its answer in parts (the man, where it goes, what it takes,
// by which relation), and every part answered, right or wrong, is an
// Attempt of its own, committed before its verdict is shown: a teacher
// sees each wrong try, the hints asked before and after it, and the time.
type Attempt struct {
	PuzzleID string   // the puzzle's id
	Rules    string   // the rule set it is played under, e.g. "nemec"
	Themes   []string // the puzzle's themes, for progress by theme
	// Position (in notation) and Goal identify the puzzle with its id (see
	// Item) and let it be set again for review; Difficulty seeds its rating.
	Position   string
	Goal       string
	Difficulty int
	Title      string // the puzzle's title, to show it again in review

	Step    int    // the part answered, from 0, in the order the parts are asked
	Answer  string // the answer so far, in notation ("c9-d10 takes e11 by addition"); "" when none was given (Shown, Left)
	Correct bool   // this part was right (or read the puzzle rightly), judged by puzzles/judge
	// Ends says whether this answer ends the puzzle: EndsSolved when it was
	// its last part, right (after a wrong part too: solved on a retry);
	// EndsLeft for the line that only times the learner leaving a puzzle
	// unfinished; "" while the puzzle goes on.
	Ends      Ending
	Shown     bool          // the whole answer was shown here (the last hint, or "Show the answer")
	HintsUsed int           // hints shown before this answer, since the puzzle opened
	Opened    time.Time     // when the puzzle was put to the learner
	At        time.Time     // when answered
	Took      time.Duration // from the answer before (or the opening): summed, the time on the puzzle
}

// Ending is how an answer ends the item it answers.
type Ending string

const (
	EndsNot    Ending = ""       // the item goes on
	EndsSolved Ending = "solved" // its last part, right
	EndsLeft   Ending = "left"   // no answer: the learner left the item unfinished
)

// Settles reports whether an answer settles a first try when no answer
// before it in the same attempt did: a wrong part, the answer shown, or
// the last part right. A right part on the way, or a leaving, settles
// nothing.
func (a *Attempt) Settles() bool {
	return a.Ends != EndsLeft && (!a.Correct || a.Shown || a.Ends == EndsSolved)
}

// Item identifies the puzzle answered: its id and a hash of its position
// and goal, so that puzzles that share an id (a worksheet's f1-equality-1
// and the curated one, or two generated sheets) are told apart.
func (p *Puzzle) Item() string { return ItemKey(p.ID, p.Position.String(), p.Goal.String()) }

// ItemKey is Item from the id, the position in notation and the goal line:
// "f1-addition-1#3fa2c41b9e07". Without a position (answers kept before
// rithmo knew it) it is the id alone.
func ItemKey(id, position, goal string) string {
	if position == "" {
		return id
	}
	sum := sha256.Sum256([]byte(position + "\n" + goal))
	return id + "#" + hex.EncodeToString(sum[:6])
}

// Recorder keeps the learner's progress. The progress store implements it;
// the player calls it as each answer is judged, so that nothing is lost on
// Ctrl-C.
type Recorder interface {
	Answered(Attempt) error
}

// Solved is what a Recorder may also offer: the puzzles the learner has
// solved, by Item (and by id alone for answers kept before items), so that
// a set of puzzles resumes at the first one unsolved. The player asks for
// it with a type assertion.
type Solved interface {
	SolvedPuzzles() (map[string]bool, error)
}

// Retried is what a Recorder may also offer: the puzzles solved, but only
// on a retry (never at a first try), by Item, so that a count of puzzles
// solved marks them as the teacher's report does. The player asks for it
// with a type assertion.
type Retried interface {
	RetriedPuzzles() (map[string]bool, error)
}

// Played is what a Recorder may also offer: the puzzles the learner has
// answered at all (solved, retried, seen), by Item, so that a set of
// puzzles resumes at the puzzle the learner left rather than at the first
// one not solved. The player asks for it with a type assertion.
type Played interface {
	PlayedPuzzles() (map[string]bool, error)
}

// Rater is what a Recorder may also offer: the learner's rating for a goal
// kind ("capture") and how many first tries made it, so that the player can
// say what an answer did to it ("capture 1512, +12"). ok is false when the
// store cannot say. The player asks for it with a type assertion.
type Rater interface {
	Rating(goal string) (rating float64, games int, ok bool)
}

// ProvisionalTries is how many rated first tries make a goal's rating
// more than a first estimate: until then it is shown with a question mark
// ("capture 1512?, +12"), as lichess shows a provisional rating.
const ProvisionalTries = 5

// NopRecorder records nothing.
type NopRecorder struct{}

// Answered implements Recorder.
func (NopRecorder) Answered(Attempt) error { return nil }
