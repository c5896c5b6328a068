package play

import (
	"errors"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/content"
	"github.com/rithmo/rithmo/puzzles"
	"github.com/rithmo/rithmo/rules/board"
)

// testPuzzles are small puzzles of each goal, as a file would hold them.
const testPuzzles = `id: t-addition
title: Two sixes make twelve
position: 8/8/8/8/1,r9,6/8/8/8/4,t12,3/8/2,R6,1,T6,3/8/8/8/8/8 w fulke1 - - 5
goal: capture e8
themes: addition
difficulty: 1

id: t-division
title: Thirty-six by four
position: 8/8/8/t16,7/8/8/8/8/4,r9,3/3,R36,4/6,R4,1/8/8/8/8/8 w fulke1 - - 7
goal: capture e8
themes: division
difficulty: 2
note: The round 36 already reaches e8.

id: t-spot
title: Two at once
position: 8/8/8/8/8/8/8/8/5,t16,2/3,r9,4/8/2,t12,T9,4/8/2,R4,5/8/7,R2 w nemec - - 12
goal: spot
themes: eruption, equality
difficulty: 3

id: t-triumph
title: Four, six, eight
position: 8/6,r9,1/8/8/R4,1,R6,5/4,R8,3/8/8/8/8/8/8/8/8/8/1,R2,6 w nemec - - 30
goal: triumph great
themes: great
difficulty: 2

id: t-most
title: The bigger prize
position: 8/8/6,r25,1/8/8/8/6,T25,1/8/4,t12,3/8/2,R6,1,T6,3/8/8/8/8/8 w fulke1 - - 11
goal: capture most
themes: addition, equality
difficulty: 3
`

func loadTest(t testing.TB, ids ...string) []puzzles.Puzzle {
	t.Helper()
	all, err := puzzles.Parse("test.puz", []byte(testPuzzles))
	require.NoError(t, err)
	if len(ids) == 0 {
		return all
	}
	var out []puzzles.Puzzle
	for _, id := range ids {
		i := slices.IndexFunc(all, func(p puzzles.Puzzle) bool { return p.ID == id })
		require.GreaterOrEqual(t, i, 0, id)
		out = append(out, all[i])
	}
	return out
}

// recorder keeps attempts in memory; solved feeds puzzles.Solved.
type recorder struct {
	attempts []puzzles.Attempt
	solved   map[string]bool
	fail     error
}

func (r *recorder) Answered(a puzzles.Attempt) error {
	if r.fail != nil {
		return r.fail
	}
	r.attempts = append(r.attempts, a)
	return nil
}

// names are values in notation.
func names(values []Value) []string {
	out := make([]string, len(values))
	for i, v := range values {
		out[i] = v.String()
	}
	return out
}

// firstTries are the answers that settled a first try, one per attempt at
// a puzzle (as the progress store rates them): the first wrong part, the
// answer shown, or the last part of an answer right throughout.
func (r *recorder) firstTries() []puzzles.Attempt {
	var out []puzzles.Attempt
	settled := map[time.Time]bool{} // by opening
	for _, a := range r.attempts {
		if a.Settles() && !settled[a.Opened] {
			settled[a.Opened] = true
			out = append(out, a)
		}
	}
	return out
}

type solvedRecorder struct{ *recorder }

func (r solvedRecorder) SolvedPuzzles() (map[string]bool, error) { return r.solved, nil }

// clock advances five seconds each time it is read.
func clock() func() time.Time {
	t := time.Date(2025, 3, 1, 10, 0, 0, 0, time.UTC)
	return func() time.Time {
		t = t.Add(5 * time.Second)
		return t
	}
}

func newTestSession(t *testing.T, rec puzzles.Recorder, ids ...string) *Session {
	return NewSession(loadTest(t, ids...), Options{Recorder: rec, Now: clock()})
}

// answer gives values and returns what the session said.
func answer(t *testing.T, s *Session, values ...string) string {
	t.Helper()
	require.NoError(t, s.Choose(values...))
	return s.Output()
}

func TestRightAnswer(t *testing.T) {
	rec := &recorder{}
	s := newTestSession(t, rec, "t-addition")
	out := s.Output()
	assert.Contains(t, out, "Puzzle 1 of 1: Find the capture: a study of 4 men, White to move")
	assert.NotContains(t, out, "Two sixes", "the title waits for the verdict")
	assert.NotContains(t, out, "t-addition", "so does the id, which names the relation")
	assert.Contains(t, out, "White's men (2): c6 round 6, e6 triangle 6.\n", "the board read out in words, by square")
	assert.Contains(t, out, "Marked: Black's triangle 12 on e8.\n", "and the goal's man named")
	assert.NotContains(t, out, "+<t12>+", "not drawn: the text driver is for screen readers")
	assert.Contains(t, out, "White to move: take the t12 on e8 (marked +).")

	q, ok := s.Question()
	require.True(t, ok)
	assert.Equal(t, StepMan, q.Step)
	c6, _ := board.ParseSquare("c6")
	e6, _ := board.ParseSquare("e6")
	assert.Equal(t, []Choice{{"c6 R6", squareOf(c6)}, {"e6 T6", squareOf(e6)}, {hintLabel, ValueHint}}, q.Options, "the men typed by their squares")

	assert.Contains(t, answer(t, s, "c6"), "Right. Yes, the R6 on c6 can do it.")
	q, _ = s.Question()
	assert.Equal(t, "What does the R6 on c6 do?", q.Title)
	assert.Equal(t, []string{"b5", "d5", "b7", "d7", hintLabel}, labels(q))

	assert.Contains(t, answer(t, s, "c6-d7"), "Right. Yes, c6-d7 does it.")
	q, _ = s.Question()
	assert.True(t, q.Multi)
	assert.Equal(t, []string{"e8 t12", "b12 r9", hintLabel}, labels(q))

	assert.Contains(t, answer(t, s, "e8"), "Right. Yes, c6-d7 takes the t12 on e8.")
	q, _ = s.Question()
	assert.Equal(t, "By which relation is the t12 on e8 taken?", q.Title)
	assert.Equal(t, []string{"equality", "siege", "addition", "subtraction", "multiplication", "division", hintLabel}, labels(q))

	// The list's last puzzle: the summary follows the answer, with no
	// question of one option between.
	out = answer(t, s, "addition")
	assert.Contains(t, out, "Right. 6 on d7 + 6 on e6 = 12 on e8: addition.")
	assert.Contains(t, out, "Solved at the first try, 3 points.")
	assert.Contains(t, out, "c6-d7 takes the t12 on e8: 6 on d7 + 6 on e6 = 12 on e8: addition.\nThe puzzle: Two sixes make twelve. (t-addition)\n\nYou solved 1 of 1 puzzle played, 3 of 3 points.\n")
	assert.NotContains(t, out, "So far", "the summary, not a running score")
	assert.True(t, s.Done())
	_, ok = s.Question()
	assert.False(t, ok)

	require.Len(t, rec.firstTries(), 1)
	a := rec.firstTries()[0]
	assert.Equal(t, "t-addition", a.PuzzleID)
	assert.Equal(t, "fulke1", a.Rules)
	assert.Equal(t, []string{"addition"}, a.Themes)
	assert.Equal(t, "c6-d7 takes e8 by addition", a.Answer)
	assert.True(t, a.Correct)
	assert.Zero(t, a.HintsUsed)
	assert.Equal(t, 5*time.Second, a.Took)
	assert.Equal(t, Tally{Played: 1, Solved: 1, Points: 3, MaxPoints: 3}, s.Tally())
}

// hintLabel is the first hint offered: the relation, at a point.
const hintLabel = "Hint: the relation (-1 point)"

func labels(q Question) []string {
	out := make([]string, len(q.Options))
	for i, c := range q.Options {
		out[i] = c.Label
	}
	return out
}

func TestWrongRelationIsExplainedInNumbers(t *testing.T) {
	rec := &recorder{}
	s := newTestSession(t, rec, "t-division")
	s.Output()
	answer(t, s, "g6")
	answer(t, s, "g6-f7")
	answer(t, s, "e8")
	out := answer(t, s, "multiplication")
	assert.Contains(t, out, "Wrong. The r9 on e8 is not taken by multiplication: 4 on f7 × 36 on d7 = 144, not 9 on e8")
	assert.Contains(t, out, "instead 36 on d7 ÷ 4 on f7 = 9 on e8: division")
	assert.Contains(t, out, "Try again, ask for a hint, or show the answer.")
	require.Len(t, rec.firstTries(), 1, "the first try, wrong, saved before its verdict is shown")
	assert.False(t, rec.firstTries()[0].Correct)
	q, ok := s.Question()
	require.True(t, ok)
	assert.Equal(t, StepRelation, q.Step, "the same question, to try again")
	assert.True(t, q.Retry)
	assert.Equal(t, Choice{"Show the answer", ValueShow}, q.Options[len(q.Options)-1])

	out = answer(t, s, ValueShow.String())
	assert.Contains(t, out, "Seen, not solved: the answer was shown. The answer:\ng6-f7 takes the r9 on e8: 36 on d7 ÷ 4 on f7 = 9 on e8: division.")
	assert.Contains(t, out, "The round 36 already reaches e8.", "the note follows the answer")
	require.Len(t, rec.firstTries(), 1)
	assert.False(t, rec.firstTries()[0].Correct)
	assert.Equal(t, "g6-f7 takes e8 by multiplication", rec.firstTries()[0].Answer)
	assert.Equal(t, Tally{Played: 1, MaxPoints: 3, Seen: 1}, s.Tally())
	assert.True(t, s.Done(), "the only puzzle: nothing more to ask")
}

// TestRetryAfterAWrongStep: a wrong step is tried again from that step;
// the puzzle answered in full is solved on a retry, recorded as not solved
// (only the first try is rated) with both tries kept, and earns nothing.
func TestRetryAfterAWrongStep(t *testing.T) {
	rec := &recorder{}
	s := newTestSession(t, rec, "t-division")
	s.Output()
	answer(t, s, "g6")
	assert.Contains(t, answer(t, s, "g6-f7"), "Right.")
	out := answer(t, s, "e8", "a13") // one man too many
	assert.Contains(t, out, "Wrong.")
	q, _ := s.Question()
	assert.Equal(t, StepTaken, q.Step, "the men are asked again")
	assert.Equal(t, []string{"e8", "a13"}, names(q.Selected), "ticked as given, to be corrected")
	assert.Contains(t, answer(t, s, "e8"), "Right.")
	answer(t, s, "multiplication")
	out = answer(t, s, "division")
	assert.Contains(t, out, "Right.")
	assert.Contains(t, out, "Solved on a retry (2 steps wrong first): no points, as only the first try counts.")
	require.Len(t, rec.firstTries(), 1)
	a := rec.firstTries()[0]
	assert.False(t, a.Correct, "the first try is what is rated")
	assert.Equal(t, "g6-f7 takes e8 a13", a.Answer, "the first try, recorded at its wrong step")
	assert.Equal(t, Tally{Played: 1, MaxPoints: 3, Retried: 1}, s.Tally())
	assert.Contains(t, s.Summary(), "You solved 0 of 1 puzzle played (1 more on a retry), 0 of 3 points.")
}

// TestQuitAfterAWrongStepIsRecorded: leaving after a wrong step records the
// attempt as not solved, so that leaving does not undo a rated first try.
func TestQuitAfterAWrongStepIsRecorded(t *testing.T) {
	rec := &recorder{}
	s := newTestSession(t, rec, "t-addition")
	s.Output()
	answer(t, s, "c6")
	answer(t, s, "c6-b7")
	s.Quit()
	require.Len(t, rec.firstTries(), 1)
	assert.False(t, rec.firstTries()[0].Correct)

	rec = &recorder{}
	s = newTestSession(t, rec, "t-addition")
	s.Output()
	answer(t, s, ValueHint.String())
	s.Quit()
	assert.Empty(t, rec.firstTries(), "a hint alone is no answer")
}

func TestWrongStepThenShowTheAnswer(t *testing.T) {
	rec := &recorder{}
	s := newTestSession(t, rec, "t-addition", "t-division")
	s.Output()
	answer(t, s, "c6")
	out := answer(t, s, "c6-b7")
	assert.Contains(t, out, "Wrong. c6-b7 does not take the t12 on e8")
	out = answer(t, s, ValueShow.String())
	assert.Contains(t, out, "Seen, not solved")
	require.Len(t, rec.firstTries(), 1)
	assert.Equal(t, "c6-b7", rec.firstTries()[0].Answer)

	q, _ := s.Question()
	assert.Equal(t, []Choice{{"Next puzzle", ValueNext}, {"Finish", ValueQuit}}, q.Options)
	out = answer(t, s, ValueNext.String())
	assert.Contains(t, out, "Puzzle 2 of 2: Find the capture: a study of 4 men, White to move")
	answer(t, s, "g6")
	assert.Contains(t, answer(t, s, "g6-h7"), "Wrong.")
	out = answer(t, s, ValueShow.String())
	assert.Contains(t, out, "You solved 0 of 2 puzzles played, 0 of 6 points.", "the last puzzle: summed up at once")
	assert.True(t, s.Done())
}

func TestHintsCostPointsAndAreRecorded(t *testing.T) {
	rec := &recorder{}
	s := newTestSession(t, rec, "t-addition")
	s.Output()
	out := answer(t, s, ValueHint.String())
	assert.Contains(t, out, "Hint (the relation): The t12 on e8 can be taken by addition: two of your men that both reach it must make 12 together (a + b = 12).")
	q, _ := s.Question()
	assert.Equal(t, StepMan, q.Step, "a hint asks the same question again")
	assert.Equal(t, "Hint: which man (-1 point)", q.Options[len(q.Options)-1].Label)

	answer(t, s, "c6")
	q, _ = s.Question()
	assert.Equal(t, "Hint: where it goes (-1 point)", q.Hint, "the man is chosen: a hint says where, not which man")
	out = answer(t, s, ValueHint.String())
	assert.Contains(t, out, "Hint (where it goes): The R6 on c6: d7.")
	answer(t, s, "c6-d7")
	q, _ = s.Question()
	assert.Equal(t, "Hint: which men it takes (-1 point)", q.Hint)
	answer(t, s, "e8")
	out = answer(t, s, "addition")
	assert.Contains(t, out, "Solved with 2 hints, 1 point.")
	require.Len(t, rec.firstTries(), 1)
	assert.Equal(t, 2, rec.firstTries()[0].HintsUsed, "the hint for the man, already chosen, was never charged")
	assert.True(t, rec.firstTries()[0].Correct)
}

// TestHintsFollowTheLearnersMan: a hint after a right man follows the
// solution of that man, not the engine's first.
func TestHintsFollowTheLearnersMan(t *testing.T) {
	s := newTestSession(t, nil, "t-most")
	s.Output()
	sol := s.current.Solutions
	if len(sol) < 2 {
		t.Skip("one solution")
	}
	last := sol[len(sol)-1].Action()
	answer(t, s, last.From.String())
	out := answer(t, s, ValueHint.String())
	assert.Contains(t, out, "Hint (the relation)")
	out = answer(t, s, ValueHint.String())
	assert.Contains(t, out, last.From.String())
}

// TestWholeAnswerHintMakesItSeen: the last hint gives the whole answer; no
// hint is left after it, and the puzzle answered then is seen, not solved.
func TestWholeAnswerHintMakesItSeen(t *testing.T) {
	rec := &recorder{}
	s := newTestSession(t, rec, "t-addition")
	s.Output()
	for range 3 {
		answer(t, s, ValueHint.String())
	}
	q, _ := s.Question()
	assert.Empty(t, q.Hint, "the whole answer was the last")
	assert.Error(t, s.Choose(ValueHint.String()), "nor may one be asked for")
	answer(t, s, "c6")
	answer(t, s, "c6-d7")
	answer(t, s, "e8")
	out := answer(t, s, "addition")
	assert.Contains(t, out, "Seen, not solved")
	require.Len(t, rec.firstTries(), 1)
	assert.Equal(t, 3, rec.firstTries()[0].HintsUsed)
	assert.False(t, rec.firstTries()[0].Correct)
}

// TestHintKeepsTheTicks: the men ticked with the hint are ticked again
// when the question stands; a real answer, or the next question, forgets
// them.
func TestHintKeepsTheTicks(t *testing.T) {
	s := newTestSession(t, nil, "t-spot")
	s.Output()
	q, _ := s.Question()
	require.Equal(t, StepSpotMen, q.Step)
	assert.Empty(t, q.Selected)
	assert.Equal(t, hintLabel, q.Hint)
	out := answer(t, s, "c5", "d7", ValueHint.String())
	assert.Contains(t, out, "Hint (the relation):")
	q, _ = s.Question()
	assert.Equal(t, StepSpotMen, q.Step, "the question stands")
	assert.Equal(t, []string{"c5", "d7"}, names(q.Selected), "ticked as before, the hint left out")
	assert.Equal(t, "Hint: which man (-1 point)", q.Hint)

	out = answer(t, s, ValueHint.String()) // nothing ticked with this one
	assert.Contains(t, out, "Hint (which man):")
	q, _ = s.Question()
	assert.Empty(t, q.Selected)

	answer(t, s, "c5", ValueHint.String())
	out = answer(t, s, "c5", "d7")
	assert.Contains(t, out, "Right.")
	q, _ = s.Question()
	assert.Equal(t, StepSpotRelation, q.Step)
	assert.Empty(t, q.Selected, "a new question starts empty")
	assert.Empty(t, q.Hint, "the whole answer was given")
}

// TestHintByKey: with the Model's hint key the hint is no option, the
// question says which hint comes next, and TakeHint gives it.
func TestHintByKey(t *testing.T) {
	rec := &recorder{}
	s := newTestSession(t, rec, "t-addition")
	s.opts.hintKey = true
	s.Output()
	q, _ := s.Question()
	assert.Equal(t, []string{"c6 R6", "e6 T6"}, labels(q), "no hint among the options")
	assert.Equal(t, hintLabel, q.Hint)
	assert.Error(t, s.Choose(ValueHint.String()), "nor is it a value")

	for _, what := range []string{"the relation", "which man", "the whole answer"} {
		require.NoError(t, s.TakeHint())
		assert.Contains(t, s.Output(), "Hint ("+what+"): ")
		q, _ = s.Question()
		assert.Equal(t, StepMan, q.Step, "the question stands")
	}
	assert.Empty(t, q.Hint)
	assert.EqualError(t, s.TakeHint(), "no hint is left for this puzzle")
	answer(t, s, "c6")
	answer(t, s, "c6-d7")
	answer(t, s, "e8")
	answer(t, s, "addition")
	require.Len(t, rec.firstTries(), 1)
	assert.Equal(t, 3, rec.firstTries()[0].HintsUsed)
	assert.EqualError(t, s.TakeHint(), "the session is over")
}

// TestPlurals: a count of one takes the singular, in every line that
// counts puzzles or points.
func TestPlurals(t *testing.T) {
	for _, tc := range []struct {
		n    int
		want string
	}{{0, "0 puzzles"}, {1, "1 puzzle"}, {2, "2 puzzles"}, {95, "95 puzzles"}} {
		assert.Equal(t, tc.want, howMany(tc.n, "puzzle"))
	}
	assert.Equal(t, "1 point", points(1))
	assert.Equal(t, "3 points", points(3))

	s := newTestSession(t, nil, "t-addition")
	answer(t, s, "c6")
	answer(t, s, "c6-b7")
	answer(t, s, ValueShow.String())
	assert.Equal(t, "You solved 0 of 1 puzzle played, 0 of 3 points. Answer shown: 1 puzzle.", s.Summary())
	s = newTestSession(t, nil, "t-addition", "t-division")
	answer(t, s, "c6")
	answer(t, s, "c6-b7")
	answer(t, s, ValueShow.String())
	answer(t, s, ValueNext.String())
	answer(t, s, "g6")
	answer(t, s, "g6-h7")
	answer(t, s, ValueShow.String())
	assert.Equal(t, "You solved 0 of 2 puzzles played, 0 of 6 points. Answer shown: 2 puzzles.", s.Summary())
}

func TestSpotFlow(t *testing.T) {
	rec := &recorder{}
	s := newTestSession(t, rec, "t-spot")
	out := s.Output()
	assert.Contains(t, out, "White to move: name every black man you can take now, without moving first, and how.")
	q, _ := s.Question()
	assert.Equal(t, StepSpotMen, q.Step)
	assert.Equal(t, "Which black men can you take now?", q.Title)
	assert.Contains(t, answer(t, s, "d7", "c5"), "Right. Yes, you can take the t12 on c5 and the r9 on d7 now.")
	q, _ = s.Question()
	assert.Equal(t, "How do you take the t12 on c5?", q.Title)
	assert.Equal(t, []string{"equality", "siege", "addition", "eruption", hintLabel}, labels(q))
	assert.Contains(t, answer(t, s, "eruption"), "Right. 4 on c3 × 3 = 12 on c5")
	q, _ = s.Question()
	assert.Equal(t, "How do you take the r9 on d7?", q.Title)
	out = answer(t, s, "equality")
	assert.Contains(t, out, "Solved at the first try, 3 points.")
	require.Len(t, rec.firstTries(), 1)
	assert.Equal(t, "c5 eruption, d7 equality", rec.firstTries()[0].Answer)
}

func TestSpotFlowMissedMan(t *testing.T) {
	rec := &recorder{}
	s := newTestSession(t, rec, "t-spot")
	s.Output()
	out := answer(t, s)
	assert.Contains(t, out, "Wrong. You left out the t12 on c5: 4 on c3 × 3 = 12 on c5")
	require.Len(t, rec.firstTries(), 1, "the first try, recorded at once")
	out = answer(t, s, "c5", "d7")
	assert.Contains(t, out, "Right.")
	answer(t, s, "siege") // wrong for c5: asked again
	q, _ := s.Question()
	assert.Equal(t, "How do you take the t12 on c5?", q.Title)
	answer(t, s, "eruption")
	out = answer(t, s, "equality")
	assert.Contains(t, out, "Solved on a retry")
	require.Len(t, rec.firstTries(), 1)
	assert.Equal(t, "men: none", rec.firstTries()[0].Answer)
}

func TestTriumphFlow(t *testing.T) {
	rec := &recorder{}
	s := newTestSession(t, rec, "t-triumph")
	assert.Contains(t, s.Output(), "White to move: complete a great triumph in the enemy camp.")
	answer(t, s, "e11")
	answer(t, s, "e11-e12")
	q, _ := s.Question()
	assert.Equal(t, StepProportions, q.Step)
	assert.Equal(t, []string{"arithmetic", "geometric", "harmonic (musical)", hintLabel}, labels(q))
	out := answer(t, s, "arithmetic")
	assert.Contains(t, out, "Right. White sets the great triumph with 4 on a12, 6 on c12 and 8 on e12 in a line along rank 12")
	assert.Equal(t, "e11-e12 arithmetic", rec.firstTries()[0].Answer)
}

func TestCaptureMostFlow(t *testing.T) {
	rec := &recorder{}
	s := newTestSession(t, rec, "t-most")
	assert.Contains(t, s.Output(), "White to move: take as much value as you can in one turn.")
	answer(t, s, "g10")
	answer(t, s, "g10-g12")
	answer(t, s, "g14")
	q, _ := s.Question()
	assert.Equal(t, StepRelations, q.Step)
	assert.True(t, q.Multi)
	out := answer(t, s, "equality")
	assert.Contains(t, out, "Solved at the first try, 3 points.")
	assert.Contains(t, out, "g10-g12 takes the r25 on g14, 25 in all")
}

func TestAnswersMustBeChoices(t *testing.T) {
	s := newTestSession(t, nil, "t-addition")
	assert.ErrorContains(t, s.Choose("h8"), `"h8" is not one of the choices`)
	assert.ErrorContains(t, s.Choose("c6", "e6"), "choose one option, not 2")
	assert.ErrorContains(t, s.Answer(nil), "choose one option, not 0")
	q, _ := s.Question()
	assert.Equal(t, StepMan, q.Step, "a refused answer leaves the question")
	s.Quit()
	assert.True(t, s.Done())
	assert.ErrorContains(t, s.Choose("c6"), "the session is over")
}

func TestRecorderFailureEndsTheSession(t *testing.T) {
	rec := &recorder{fail: errors.New("disk full")}
	s := newTestSession(t, rec, "t-addition", "t-division")
	s.Output()
	err := s.Choose("c6") // the first part, right: saved before its verdict, and the saving fails
	require.Error(t, err)
	assert.ErrorContains(t, s.Err(), "your answer to t-addition could not be saved, so the session stopped: disk full")
	assert.True(t, s.Done())
	out := s.Output()
	assert.Contains(t, out, "could not be saved, so the session stopped: disk full")
	assert.NotContains(t, out, "Right", "an answer that was not saved is not judged on screen")
}

func TestUnplayablePuzzlesAreSkipped(t *testing.T) {
	list := loadTest(t, "t-addition", "t-division")
	list[0].Goal, _ = puzzles.ParseGoal("capture a1")
	s := NewSession(list, Options{})
	out := s.Output()
	assert.Contains(t, out, "Puzzle t-addition (test.puz:1) cannot be played: capture a1: the square holds no black man")
	assert.Contains(t, out, "Puzzle 2 of 2: Find the capture: a study of 4 men, White to move")
}

func TestEmptyListEndsAtOnce(t *testing.T) {
	s := NewSession(nil, Options{})
	assert.True(t, s.Done())
	assert.Contains(t, s.Output(), "There are no puzzles to play.")
	c := NewChooser(nil, Options{})
	assert.True(t, c.Done())
}

func TestChooserResumesAtTheFirstUnsolved(t *testing.T) {
	rec := solvedRecorder{&recorder{solved: map[string]bool{"t-addition": true}}}
	s := NewChooser(loadTest(t), Options{Recorder: rec, Now: clock()})
	q, ok := s.Question()
	require.True(t, ok)
	assert.Equal(t, StepChoose, q.Step)
	assert.Equal(t, "All puzzles: 5 puzzles, 1 solved", q.Options[0].Label)
	assert.Contains(t, labels(q), "Theme addition — two men whose numbers add up to an enemy's take it: 2 puzzles, 1 solved",
		"read aloud, each theme's gloss is in its label")
	assert.Contains(t, labels(q), "Theme great — three men in an arithmetic, geometric or harmonic progression: 1 puzzle, 0 solved")
	assert.Contains(t, labels(q), "Rules nemec (Němec 2012, modern rules): 2 puzzles, 0 solved")

	out := answer(t, s, "rules:fulke1")
	assert.Contains(t, out, "You have solved the first puzzle; going on from puzzle 2 of 3.")
	assert.Contains(t, out, "Puzzle 2 of 3: Find the capture: a study of 4 men, White to move", "easy to hard: addition (1), division (2), most (3)")
}

func TestChooserAllSolvedStartsAgain(t *testing.T) {
	rec := solvedRecorder{&recorder{solved: map[string]bool{"t-triumph": true}}}
	s := NewChooser(loadTest(t), Options{Recorder: rec})
	out := answer(t, s, "theme:great")
	assert.Contains(t, out, "You have solved this puzzle; here it is again.")
	assert.Contains(t, out, "Puzzle 1 of 1: Find the triumph: a study of ")
}

func TestSortEasyFirst(t *testing.T) {
	ps := loadTest(t)
	ps[0].Difficulty = 0 // counts as 3
	SortEasyFirst(ps)
	var ids []string
	for _, p := range ps {
		ids = append(ids, p.ID)
	}
	assert.Equal(t, []string{"t-division", "t-triumph", "t-addition", "t-spot", "t-most"}, ids)
}

func TestCuratedPuzzlesArePlayable(t *testing.T) {
	all, err := puzzles.Load(content.Puzzles())
	require.NoError(t, err)
	for i := range all {
		s := NewSession(all[i:i+1], Options{})
		out := s.Output()
		assert.True(t, strings.HasPrefix(out, "Puzzle 1 of 1: "), "%s: %s", all[i].ID, out)
		_, ok := s.Question()
		assert.True(t, ok, all[i].ID)
	}
}

type playedRecorder struct {
	solvedRecorder
	played map[string]bool
}

func (r playedRecorder) PlayedPuzzles() (map[string]bool, error) { return r.played, nil }

// TestResumeWhereLeft: a set of puzzles resumes at the puzzle the learner
// left, past those retried or seen, not at the first one not solved.
func TestResumeWhereLeft(t *testing.T) {
	list := loadTest(t, "t-addition", "t-division", "t-spot")
	rec := playedRecorder{solvedRecorder{&recorder{solved: map[string]bool{list[0].Item(): true}}},
		map[string]bool{list[0].Item(): true, list[1].Item(): true}}
	s := NewSession(list, Options{Recorder: rec, Resume: true})
	out := s.Output()
	assert.Contains(t, out, "You have played the first 2 puzzles; going on from puzzle 3 of 3, where you left.")
	assert.Equal(t, "t-spot", s.Puzzle().ID)

	// Every one played: the first not solved comes back.
	rec.played[list[2].Item()] = true
	s = NewSession(list, Options{Recorder: rec, Resume: true})
	assert.Contains(t, s.Output(), "going on from puzzle 2 of 3")
	assert.Equal(t, "t-division", s.Puzzle().ID)
}

// TestChooserByGoal: the chooser offers each goal present, with a gloss
// and its counts, and plays that goal's puzzles.
func TestChooserByGoal(t *testing.T) {
	s := NewChooser(loadTest(t), Options{})
	q, ok := s.Question()
	require.True(t, ok)
	assert.Contains(t, labels(q), "Goal spot (what can you take now?): 1 puzzle, 0 solved")
	assert.Contains(t, labels(q), "Goal capture (take a man, or the most): 3 puzzles, 0 solved")
	assert.Contains(t, labels(q), "Goal triumph (set men in proportion): 1 puzzle, 0 solved")
	assert.NotContains(t, strings.Join(labels(q), "\n"), "Goal victory", "no victory puzzle here")
	require.NoError(t, s.Choose("goal:spot"))
	assert.Equal(t, "t-spot", s.Puzzle().ID)
}

// Every part answered is recorded before its verdict is said, right or
// wrong, with the part, the hints asked so far, the opening and the time
// since the answer before; the answer shown and a puzzle left unfinished
// are lines of their own.
func TestEveryPartRecorded(t *testing.T) {
	rec := &recorder{}
	s := newTestSession(t, rec, "t-addition", "t-division")
	s.Output()
	answer(t, s, "e6")               // the T6 is no mistake: it takes part where it stands
	answer(t, s, "c6")               // right
	answer(t, s, "c6-b7")            // wrong
	answer(t, s, ValueHint.String()) // the relation, after the wrong part
	answer(t, s, "c6-d7")
	answer(t, s, "e8")
	answer(t, s, "addition")
	answer(t, s, ValueNext.String())
	answer(t, s, "g6")
	s.Quit() // left in the middle of the second puzzle

	type row struct {
		puzzle string
		step   int
		answer string
		right  bool
		ends   puzzles.Ending
		hints  int
	}
	var got []row
	for _, a := range rec.attempts {
		got = append(got, row{a.PuzzleID, a.Step, a.Answer, a.Correct, a.Ends, a.HintsUsed})
	}
	assert.Equal(t, []row{
		{"t-addition", 0, "e6", true, "", 0},
		{"t-addition", 0, "c6", true, "", 0},
		{"t-addition", 1, "c6-b7", false, "", 0},
		{"t-addition", 1, "c6-d7", true, "", 1},
		{"t-addition", 2, "c6-d7 takes e8", true, "", 1},
		{"t-addition", 3, "c6-d7 takes e8 by addition", true, puzzles.EndsSolved, 1},
		{"t-division", 0, "g6", true, "", 0},
		{"t-division", 1, "", false, puzzles.EndsLeft, 0},
	}, got)
	first := rec.attempts[0].Opened
	var took time.Duration
	for _, a := range rec.attempts[:6] {
		assert.Equal(t, first, a.Opened, "one opening")
		assert.Positive(t, a.Took)
		took += a.Took
	}
	assert.Equal(t, rec.attempts[5].At.Sub(first), took, "the times add up to the time from opening to solving")
	assert.Equal(t, rec.attempts[7].At.Sub(rec.attempts[6].Opened), rec.attempts[6].Took+rec.attempts[7].Took, "and to leaving")
	tries := rec.firstTries()
	require.Len(t, tries, 1, "the first puzzle's first try settled at its wrong part; the second's never did")
	assert.Equal(t, "c6-b7", tries[0].Answer)
}

// Showing the answer is recorded, as an answer is, before it is shown.
func TestAnswerShownIsRecorded(t *testing.T) {
	rec := &recorder{}
	s := newTestSession(t, rec, "t-addition")
	s.Output()
	answer(t, s, "c6")
	answer(t, s, "c6-b7")
	out := answer(t, s, ValueShow.String())
	assert.Contains(t, out, "Seen, not solved")
	last := rec.attempts[len(rec.attempts)-1]
	assert.True(t, last.Shown)
	assert.Empty(t, last.Answer)
	assert.Equal(t, 1, last.Step, "shown at the part asked")

	rec = &recorder{fail: errors.New("disk full")}
	s = newTestSession(t, rec, "t-addition")
	s.Output()
	for range 2 {
		require.NoError(t, s.TakeHint())
	}
	require.Error(t, s.TakeHint(), "the whole answer is not saved")
	out = s.Output()
	assert.Contains(t, out, "could not be saved")
	assert.NotContains(t, out, "Hint (the whole answer)", "not shown when not kept")
}

// retriedRecorder is a solvedRecorder that also knows which were solved
// only on a retry.
type retriedRecorder struct {
	solvedRecorder
	retried map[string]bool
}

func (r retriedRecorder) RetriedPuzzles() (map[string]bool, error) { return r.retried, nil }

// The picker counts a puzzle solved on a retry as solved, with its own
// mark, as the teacher's report counts it.
func TestChooserMarksSolvedOnARetry(t *testing.T) {
	list := loadTest(t)
	tests := []struct {
		name    string
		solved  []string
		retried []string
		want    string
	}{
		{"none", nil, nil, "All puzzles: 5 puzzles, 0 solved"},
		{"at the first try", []string{"t-addition"}, nil, "All puzzles: 5 puzzles, 1 solved"},
		{"one of two on a retry", []string{"t-addition", "t-division"}, []string{"t-division"}, "All puzzles: 5 puzzles, 2 solved (1 on a retry)"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rec := retriedRecorder{solvedRecorder{&recorder{solved: map[string]bool{}}}, map[string]bool{}}
			for _, pz := range list {
				if slices.Contains(tt.solved, pz.ID) {
					rec.solved[pz.Item()] = true
				}
				if slices.Contains(tt.retried, pz.ID) {
					rec.retried[pz.Item()] = true
				}
			}
			q, ok := NewChooser(list, Options{Recorder: rec, Now: clock()}).Question()
			require.True(t, ok)
			assert.Equal(t, tt.want, q.Options[0].Label)
		})
	}
}

// With Options.Rules a chooser's goals and themes hold only the learner's
// rule set's puzzles, and its title says so; All and each Rules choice
// still hold every rule set's.
func TestChooserInLearnerRules(t *testing.T) {
	tests := []struct {
		rules string
		title string
		want  []string // labels offered, gloss left out
		not   []string // labels not offered
	}{
		{"", "Which puzzles?", []string{"All puzzles: 5 puzzles", "Goal capture: 3 puzzles", "Theme addition: 2 puzzles", "Theme equality: 2 puzzles", "Theme great: 1 puzzle", "Rules nemec: 2 puzzles"}, nil},
		{"fulke1", "Which puzzles? Goals and themes in fulke1, your rule set.",
			[]string{"All puzzles: 5 puzzles", "Goal capture: 3 puzzles", "Theme addition: 2 puzzles", "Theme equality: 1 puzzle", "Rules nemec: 2 puzzles"},
			[]string{"Goal spot", "Goal triumph", "Theme great", "Theme eruption"}},
		{"nemec", "Which puzzles? Goals and themes in nemec, your rule set.",
			[]string{"All puzzles: 5 puzzles", "Goal spot: 1 puzzle", "Goal triumph: 1 puzzle", "Theme equality: 1 puzzle", "Theme great: 1 puzzle", "Rules fulke1: 3 puzzles"},
			[]string{"Goal capture", "Theme addition", "Theme division"}},
	}
	short := regexp.MustCompile(` (\(.*?\)|— [^:]*)(: )`)
	for _, tt := range tests {
		t.Run(tt.rules, func(t *testing.T) {
			s := NewChooser(loadTest(t), Options{Rules: tt.rules, Now: clock()})
			q, ok := s.Question()
			require.True(t, ok)
			assert.Equal(t, tt.title, q.Title)
			var got []string
			for _, l := range labels(q) {
				l = short.ReplaceAllString(l, "$2")
				got = append(got, l[:strings.LastIndex(l, ",")])
			}
			for _, w := range tt.want {
				assert.Contains(t, got, w)
			}
			for _, n := range tt.not {
				for _, g := range got {
					assert.False(t, strings.HasPrefix(g, n+":"), "%s offered: %v", n, got)
				}
			}
		})
	}
	// Played, a theme's puzzles are the rule set's only.
	s := NewChooser(loadTest(t), Options{Rules: "nemec", Now: clock()})
	out := answer(t, s, "theme:equality")
	assert.Contains(t, out, "Puzzle 1 of 1: ")
}
