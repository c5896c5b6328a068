package play

import (
	"slices"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"
	"github.com/muesli/termenv"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/content"
	"github.com/rithmo/rithmo/puzzles"
	"github.com/rithmo/rithmo/puzzles/judge"
	"github.com/rithmo/rithmo/puzzles/mine/twomove"
)

// twoMovePuzzle is a parlett position from self-play: White cannot take
// the p49 on b5 now; d4-b6 prepares it, Black's best reply b5-e8 runs,
// and a4-c6 takes it there by equality.
const twoMovePuzzle = `id: two-test
title: Prepare, then take the 49
position: 1,s121,4,s225,1/1,s66,t36,t30,t56,t64,s120,1/1,t12,r9,r25,r49,r81,t90,1/3,r5,1,r9,2/3,r3,r7,3/S153,3,T81,3/6,S289,s361/8/5,t100,t16,1/6,s49,1/3,R6,2,s28,1/1,p[s49],1,T72,4/T49,1,R64,T25,R4,R2,2/3,R36,1,R4,T6,1/1,P[R1,R4,T9,T16,S25,S36],1,T42,T20,1,S45,1/1,S169,4,S81,1 w parlett t25,r16,t36,s64 S25,S15,T9,R16,R8 45
goal: capture b5 in 2
themes: equality, two-move
difficulty: 3
note: d4-b6 brings the 25 two squares from b8; the 49 runs to e8, where the 49 on a4 meets it on c6.
`

func twoMoveList(t *testing.T) []puzzles.Puzzle {
	t.Helper()
	ps, err := puzzles.Parse("two.puz", []byte(twoMovePuzzle))
	require.NoError(t, err)
	return ps
}

// TestTwoMoveSession plays a two-move puzzle: a wrong first action is
// refuted in numbers and the question stands; the right one shows the
// opponent's best reply and the position after it, and the second action
// is asked step by step as in a one-move puzzle.
func TestTwoMoveSession(t *testing.T) {
	rec := &recorder{}
	s := NewSession(twoMoveList(t), Options{Recorder: rec, Now: clock()})
	out := s.Output()
	assert.Contains(t, out, "White to move: take the p49 on b5 (marked +), in two moves: your first action must leave a way whatever Black replies.")

	assert.Contains(t, answer(t, s, "d4"), "Right. Yes, the T25 on d4 can do it.")
	out = answer(t, s, "d4-f6")
	assert.Contains(t, out, "Wrong. d4-f6 threatens nothing: even if Black did nothing, no action of yours would then take the p49 on b5")
	assert.Contains(t, out, "Try again, ask for a hint, or show the answer.")
	q, _ := s.Question()
	assert.Equal(t, StepAction, q.Step, "the question stands")
	assert.True(t, q.Retry)

	out = answer(t, s, "d4-b6")
	assert.Contains(t, out, "Right. Yes, d4-b6 wins in two: whatever Black replies (23 replies)")
	assert.Contains(t, out, "You play d4-b6. Black's best reply is b5-e8, moving the p49 on b5 to e8: of its 23 replies, it leaves you the fewest ways to take it (1 way).")
	assert.Contains(t, out, "Moved from: b5.\n", "the board after the reply: the square the goal's man left")
	assert.Contains(t, out, "Marked: Black's pyramid 49", "and the man marked where it ran")
	assert.Contains(t, out, "Now the second move. White to move: take the p49 on e8 (marked +).")
	q, _ = s.Question()
	assert.Equal(t, StepMan, q.Step)
	assert.False(t, q.Retry, "a new question")
	require.NotEmpty(t, q.Hint, "hints start again for the second move")

	assert.Contains(t, answer(t, s, "a4"), "Right.")
	assert.Contains(t, answer(t, s, "a4-c6"), "Right. Yes, a4-c6 does it.")
	assert.Contains(t, answer(t, s, "e8"), "Right.")
	out = answer(t, s, "equality")
	assert.Contains(t, out, "Solved on a retry (1 step wrong first)")
	assert.Contains(t, out, "After d4-b6 and Black's best reply, b5-e8:")
	assert.Contains(t, out, "a4-c6 takes the layer s49 of the p49 on e8")
	assert.True(t, s.Done())

	require.Len(t, rec.firstTries(), 1, "recorded once, at the wrong first action")
	a := rec.firstTries()[0]
	assert.Equal(t, "two-test", a.PuzzleID)
	assert.Equal(t, "capture b5 in 2", a.Goal, "the puzzle as chosen, not the position after the reply")
	assert.Equal(t, "d4-f6", a.Answer)
	assert.False(t, a.Correct)
}

// TestTwoMoveSolvedFirstTry: both moves right at once, with a hint for the
// second; the record holds both actions.
func TestTwoMoveSolvedFirstTry(t *testing.T) {
	rec := &recorder{}
	s := NewSession(twoMoveList(t), Options{Recorder: rec, Now: clock()})
	s.Output()
	answer(t, s, "d4")
	answer(t, s, "d4-b6")
	out := answer(t, s, ValueHint.String())
	assert.Contains(t, out, "Hint (the relation): The layer s49 of the p49 on e8 can be taken by equality")
	answer(t, s, "a4")
	answer(t, s, "a4-c6")
	answer(t, s, "e8")
	out = answer(t, s, "equality")
	assert.Contains(t, out, "Solved with 1 hint, 2 points.")
	require.Len(t, rec.firstTries(), 1)
	assert.Equal(t, "d4-b6; a4-c6 takes e8 by equality", rec.firstTries()[0].Answer)
	assert.True(t, rec.firstTries()[0].Correct)
	assert.Equal(t, "capture b5 in 2", rec.firstTries()[0].Goal)
}

// TestTwoMoveShowAnswerAtFirstMove: the whole line is explained.
func TestTwoMoveShowAnswerAtFirstMove(t *testing.T) {
	s := NewSession(twoMoveList(t), Options{Now: clock()})
	s.Output()
	answer(t, s, "d6")
	out := answer(t, s, ValueShow.String())
	assert.Contains(t, out, "Seen, not solved")
	assert.Contains(t, out, "d4-b6, and whatever Black replies (23 replies) a second action meets the goal; after its best reply, b5-e8 (leaving 1 way), a4-c6 takes the layer s49 of the p49 on e8")
}

// TestTwoMoveAccessible plays it with typed numbers, as a screen reader
// user would: a wrong first action, then both moves.
func TestTwoMoveAccessible(t *testing.T) {
	list := twoMoveList(t)
	input := script(t, list,
		[]string{"d4"}, []string{"d4-f6"}, []string{"d4-b6"},
		[]string{"a4"}, []string{"a4-c6"}, []string{"e8"}, []string{"equality"},
	)
	rec := &recorder{}
	out := runScript(t, list, rec, input)
	for _, want := range []string{
		"Puzzle 1 of 1: Find the capture in two moves: a crowded board of 43 men, White to move",
		"The puzzle: Prepare, then take the 49. (two-test)",
		"in two moves: your first action must leave a way whatever Black replies.",
		"Wrong. d4-f6 threatens nothing",
		"You play d4-b6. Black's best reply is b5-e8",
		"Now the second move. White to move: take the p49 on e8 (marked +).",
		"Which men does a4-c6 take?",
		"Solved on a retry",
		"You solved 0 of 1 puzzle played (1 more on a retry), 0 of 3 points.",
	} {
		assert.Contains(t, out, want)
	}
	require.Len(t, rec.firstTries(), 1)
}

// press chooses value at the Model's question with the arrow keys (and
// space for a multi-select), then Enter.
func press(t *testing.T, model tea.Model, m *Model, value string) {
	t.Helper()
	i := slices.IndexFunc(m.q.Options, func(c Choice) bool { return c.Value.String() == value })
	require.GreaterOrEqual(t, i, 0, "%q is not among %v", value, m.q.Options)
	for range i {
		pump(model, key(tea.KeyDown))
	}
	if m.q.Multi {
		pump(model, tea.KeyMsg{Type: tea.KeySpace, Runes: []rune{' '}})
	}
	pump(model, key(tea.KeyEnter))
}

// TestTwoMoveModel plays the two-move puzzle full screen at 80×24: a wrong
// first action, the right one, the reply's board, and the second move.
func TestTwoMoveModel(t *testing.T) {
	lipgloss.SetColorProfile(termenv.Ascii)
	rec := &recorder{}
	s := NewSession(twoMoveList(t), Options{Recorder: rec, Now: clock()})
	m := NewModel(s, 80, 24)
	var model tea.Model = m
	pump(model, m.Init()())
	view := ansi.Strip(m.View())
	assert.Contains(t, view, "in 2 moves", "the goal says two moves")
	assert.Contains(t, view, "+{p49}+")
	checkFits(t, m, 80, 24, "first move")

	press(t, model, m, "d4")
	press(t, model, m, "d4-f6")
	view = ansi.Strip(m.View())
	assert.Contains(t, view, "Wrong.")
	press(t, model, m, "d4-b6")
	view = ansi.Strip(m.View())
	assert.Contains(t, view, "take the p49 on e8", "the goal after the reply")
	// The reply is read whole, with every option of the second move's
	// first question; b shows the board it leaves.
	assert.Contains(t, flatten(panelText(m, view)), flatten(m.chunks[len(m.chunks)-1]), "the whole reply:\n%s", view)
	assert.Contains(t, flatten(view), "the hardest reply, b5-e8,")
	for i, o := range m.q.Options {
		assert.True(t, inFrame(view, o.Label), "option %d %q in the frame with the reply:\n%s", i+1, o.Label, view)
	}
	checkFits(t, m, 80, 24, "second move")
	if !strings.Contains(view, ">.<") {
		pump(model, runes("b"))
		view = ansi.Strip(m.View())
	}
	assert.True(t, strings.Contains(view, ">.<") && strings.Contains(view, "+{p49}+"), "the reply is marked on the board:\n%s", view)
	checkFits(t, m, 80, 24, "the board after the reply")
	if m.scr.flip {
		pump(model, runes("b"))
	}

	press(t, model, m, "a4")
	press(t, model, m, "a4-c6")
	press(t, model, m, "e8")
	press(t, model, m, "equality")
	view = ansi.Strip(m.View())
	assert.Contains(t, view, "Solved on a retry")
	require.Len(t, rec.firstTries(), 1)
	assert.Equal(t, "d4-f6", rec.firstTries()[0].Answer)
}

// rightPath is the values a learner who knows the answer gives, step by
// step, for a two-move puzzle: the first action's man and action, then
// the second's on the position the best reply leaves.
func rightPath(t *testing.T, pz *puzzles.Puzzle) [][]string {
	t.Helper()
	s, err := judge.Solve(pz)
	require.NoError(t, err, pz.ID)
	require.NotZero(t, s.Count(), pz.ID)
	a := s.Solutions[0].Action()
	path := [][]string{{a.From.String()}, {a.String()}}
	next, _, ok := s.Next(a)
	require.True(t, ok, pz.ID)
	second, err := judge.Solve(next)
	require.NoError(t, err, pz.ID)
	require.NotZero(t, second.Count(), pz.ID)
	sol := &second.Solutions[0]
	b := sol.Action()
	path = append(path, []string{b.From.String()}, []string{b.String()})
	if pz.Goal.Kind == puzzles.GoalTriumph {
		var prs []string
		for _, pr := range sol.Triumphs[0].Proportions {
			prs = append(prs, pr.String())
		}
		return append(path, prs)
	}
	var taken []string
	var rel string
	for _, c := range sol.Outcome.Captures {
		if !slices.Contains(taken, c.Square.String()) {
			taken = append(taken, c.Square.String())
		}
		if c.Square == next.Goal.Target && rel == "" && len(c.Reasons) > 0 {
			rel = c.Reasons[0].Relation.String()
		}
	}
	return append(path, taken, []string{rel})
}

// TestCuratedTwoMovePuzzlesPlay plays every curated two-move puzzle end
// to end in the accessible player, with typed numbers, as a learner who
// knows the answer: each is solved at the first try. There are at least
// 20, over the five rule sets and both goals, and each meets a defence that
// matters (the two-movers where every reply left the same ways are gone).
func TestCuratedTwoMovePuzzlesPlay(t *testing.T) {
	all, err := puzzles.Load(content.Puzzles())
	require.NoError(t, err)
	var two []puzzles.Puzzle
	sets := map[string]bool{}
	goals := map[puzzles.GoalKind]bool{}
	for _, pz := range all {
		if pz.Goal.InTwo() {
			two = append(two, pz)
			sets[pz.Rules()] = true
			goals[pz.Goal.Kind] = true
		}
	}
	require.GreaterOrEqual(t, len(two), 20)
	for i := range two {
		s, err := judge.Solve(&two[i])
		require.NoError(t, err)
		assert.True(t, twomove.Defended(s), "%s: some reply must cut the ways to win", two[i].ID)
	}
	assert.Len(t, sets, 5, "every rule set")
	assert.Len(t, goals, 2, "capture and triumph")
	for i := range two {
		pz := two[i]
		t.Run(pz.ID, func(t *testing.T) {
			list := []puzzles.Puzzle{pz}
			input := script(t, list, rightPath(t, &pz)...)
			rec := &recorder{}
			out := runScript(t, list, rec, input)
			assert.Contains(t, out, "Now the second move.")
			assert.Contains(t, out, "Solved at the first try, 3 points.")
			require.Len(t, rec.firstTries(), 1)
			assert.True(t, rec.firstTries()[0].Correct)
			assert.Equal(t, pz.Goal.String(), rec.firstTries()[0].Goal)
		})
	}
}
