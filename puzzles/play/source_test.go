package play

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync"
	"testing"
	"testing/iotest"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"
	"github.com/muesli/termenv"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/puzzles"
	"github.com/rithmo/rithmo/puzzles/generate"
	"github.com/rithmo/rithmo/puzzles/judge"
	"github.com/rithmo/rithmo/rules/board"
)

// cycle is a generator over test puzzles, round and round, each given the
// id of its number (t-addition-4); *calls counts the puzzles made.
func cycle(t testing.TB, ids ...string) (puzzle func(n int) (puzzles.Puzzle, error), calls *int) {
	t.Helper()
	list := loadTest(t, ids...)
	calls = new(int)
	return func(n int) (puzzles.Puzzle, error) {
		*calls++
		pz := list[(n-1)%len(list)]
		pz.ID = fmt.Sprintf("%s-%d", pz.ID, n)
		return pz, nil
	}, calls
}

// drain takes every puzzle a source gives, at most limit.
func drain(t *testing.T, src Source, limit int) (ids []string, err error) {
	t.Helper()
	for range limit {
		pz, ok, err := src.Next()
		if err != nil || !ok {
			return ids, err
		}
		ids = append(ids, pz.ID)
	}
	return ids, nil
}

func TestSources(t *testing.T) {
	gen, _ := cycle(t, "t-addition", "t-division")
	broken := func(n int) (puzzles.Puzzle, error) {
		if n == 3 {
			return puzzles.Puzzle{}, errors.New("no luck")
		}
		return gen(n)
	}
	for _, tc := range []struct {
		name string
		src  Source
		len  int
		ids  []string
		err  string
	}{
		{"a list", List(loadTest(t, "t-spot", "t-most")), 2, []string{"t-spot", "t-most"}, ""},
		{"an empty list", List(nil), 0, nil, ""},
		{"a count", Generated(3, gen), 3, []string{"t-addition-1", "t-division-2", "t-addition-3"}, ""},
		{"no end", Generated(0, gen), -1, []string{"t-addition-1", "t-division-2", "t-addition-3", "t-division-4", "t-addition-5"}, ""},
		{"a negative count gives none", Generated(-4, gen), 0, nil, ""},
		{"an error stops it", Generated(0, broken), -1, []string{"t-addition-1", "t-division-2"}, "no luck"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.len, tc.src.Len())
			ids, err := drain(t, tc.src, 5)
			assert.Equal(t, tc.ids, ids)
			if tc.err != "" {
				assert.ErrorContains(t, err, tc.err)
				return
			}
			require.NoError(t, err)
			if tc.len >= 0 {
				_, ok, err := tc.src.Next()
				assert.False(t, ok, "nothing after the end")
				assert.NoError(t, err)
			}
		})
	}
}

// GeneratedAhead gives what Generated gives, and makes puzzle n+1 while n
// is played: never two at once, never past the count, and an error or a
// panic in the making comes out of the Next that asks for that puzzle.
func TestGeneratedAhead(t *testing.T) {
	list := loadTest(t, "t-addition", "t-division")
	var mu sync.Mutex
	var made []int
	busy, most := 0, 0
	started := make(chan int, 16)
	puzzle := func(n int) (puzzles.Puzzle, error) {
		mu.Lock()
		busy++
		most = max(most, busy)
		made = append(made, n)
		mu.Unlock()
		started <- n
		time.Sleep(time.Millisecond) // long enough for a second call to overlap, were there one
		defer func() { mu.Lock(); busy--; mu.Unlock() }()
		switch n {
		case 4:
			return puzzles.Puzzle{}, errors.New("no luck")
		case 5:
			panic("the generator broke")
		}
		pz := list[(n-1)%len(list)]
		pz.ID = fmt.Sprintf("%s-%d", pz.ID, n)
		return pz, nil
	}

	src := GeneratedAhead(0, puzzle)
	assert.Equal(t, -1, src.Len())
	assert.Empty(t, started, "nothing is made before the first is asked for")
	ids, err := drain(t, src, 2)
	require.NoError(t, err)
	assert.Equal(t, []string{"t-addition-1", "t-division-2"}, ids, "the puzzles Generated gives")
	for want := 1; want <= 3; want++ {
		select {
		case n := <-started:
			assert.Equal(t, want, n)
		case <-time.After(10 * time.Second):
			t.Fatalf("puzzle %d was not made ahead", want)
		}
	}
	pz, ok, err := src.Next()
	require.NoError(t, err)
	require.True(t, ok)
	assert.Equal(t, "t-addition-3", pz.ID, "the one made ahead")
	_, _, err = src.Next()
	assert.EqualError(t, err, "no luck", "puzzle 4's error, when it is asked for")

	broken := GeneratedAhead(0, func(n int) (puzzles.Puzzle, error) {
		if n == 2 {
			return puzzle(5)
		}
		return puzzle(n)
	})
	_, err = drain(t, broken, 3)
	assert.EqualError(t, err, "puzzle 2: the generator broke", "a panic in the background is an error, not a crash")

	counted := GeneratedAhead(2, puzzle)
	mu.Lock()
	made = made[:0]
	mu.Unlock()
	ids, err = drain(t, counted, 5)
	require.NoError(t, err)
	assert.Equal(t, []string{"t-addition-1", "t-division-2"}, ids)
	mu.Lock()
	defer mu.Unlock()
	assert.Equal(t, []int{1, 2}, made, "nothing past the count is made")
	assert.Equal(t, 1, most, "never two at once")
}

// An endless session asks its source for each puzzle only when the one
// before is over, keeps a running score, always offers Next puzzle and
// Finish, and sums up when the learner finishes.
func TestEndlessSession(t *testing.T) {
	gen, calls := cycle(t, "t-addition", "t-division")
	rec := &recorder{}
	s := NewSourceSession(Generated(0, gen), Options{Recorder: rec, Now: clock()})
	assert.Zero(t, *calls, "nothing is made before the session is used")

	out := s.Output()
	assert.Contains(t, out, "Puzzle 1: Find the capture: a study of 4 men, White to move\n(fulke1, difficulty 1 of 5)", "no end: no 'of'")
	assert.Equal(t, 1, *calls)
	answer(t, s, "c6")
	answer(t, s, "c6-d7")
	answer(t, s, "e8")
	out = answer(t, s, "addition")
	assert.Contains(t, out, "Solved at the first try, 3 points.")
	assert.NotContains(t, out, "So far", "one puzzle played: its own score says it")
	q, ok := s.Question()
	require.True(t, ok)
	assert.Equal(t, Question{Step: StepNext, Title: "Go on?", Options: []Choice{{"Next puzzle", ValueNext}, {"Finish", ValueQuit}}}, q)
	assert.Equal(t, 1, *calls, "the next puzzle is made when it is asked for")

	out = answer(t, s, ValueNext.String())
	assert.Contains(t, out, "Puzzle 2: Find the capture: a study of 4 men, White to move")
	assert.Equal(t, 2, *calls)
	answer(t, s, "g6")
	out = answer(t, s, "g6-h7") // the R4 leaves the R36 no partner: wrong
	assert.Contains(t, out, "Wrong.")
	out = answer(t, s, ValueShow.String())
	assert.Contains(t, out, "So far you solved 1 of 2 puzzles played, 3 of 6 points.")

	for n := 3; n <= 9; n++ {
		out = answer(t, s, ValueNext.String())
		require.Contains(t, out, fmt.Sprintf("Puzzle %d: ", n))
		answer(t, s, ValueHint.String())
		if n%2 == 1 {
			// t-addition: the right man, then a square that takes nothing.
			assert.Contains(t, answer(t, s, "c6"), "Right.")
			assert.Contains(t, answer(t, s, "c6-b7"), "Wrong.")
		} else {
			// t-division: the right man, then the wrong square.
			assert.Contains(t, answer(t, s, "g6"), "Right.")
			assert.Contains(t, answer(t, s, "g6-h7"), "Wrong.")
		}
		answer(t, s, ValueShow.String())
	}
	q, _ = s.Question()
	assert.Equal(t, StepNext, q.Step, "still going on after nine")
	assert.Equal(t, 9, *calls, "never more made than played")

	out = answer(t, s, ValueQuit.String())
	assert.Contains(t, out, "You solved 1 of 9 puzzles played, 3 of 27 points.")
	assert.True(t, s.Done())
	assert.Equal(t, Tally{Played: 9, Solved: 1, Points: 3, MaxPoints: 27, Seen: 8}, s.Tally())
	require.Len(t, rec.firstTries(), 9)
	assert.Equal(t, "t-addition-9", rec.firstTries()[8].PuzzleID)
	assert.Equal(t, 1, rec.firstTries()[8].HintsUsed)
	assert.Equal(t, 9, *calls)
	assert.NoError(t, s.Err())
}

// A source with a count plays that many and sums up after the last
// without asking whether to go on.
func TestGeneratedCountStops(t *testing.T) {
	gen, calls := cycle(t, "t-division")
	rec := &recorder{}
	s := NewSourceSession(Generated(2, gen), Options{Recorder: rec})
	assert.Contains(t, s.Output(), "Puzzle 1 of 2: Find the capture: a study of 4 men, White to move")
	answer(t, s, "g6")
	answer(t, s, "g6-h7")
	answer(t, s, ValueShow.String())
	out := answer(t, s, ValueNext.String())
	assert.Contains(t, out, "Puzzle 2 of 2: Find the capture: a study of 4 men, White to move")
	answer(t, s, "g6")
	answer(t, s, "g6-h7")
	out = answer(t, s, ValueShow.String())
	assert.Contains(t, out, "You solved 0 of 2 puzzles played, 0 of 6 points.")
	assert.True(t, s.Done(), "no question after the last")
	assert.Len(t, rec.firstTries(), 2)
	assert.Equal(t, 2, *calls)
}

func TestSourceErrorEndsTheSession(t *testing.T) {
	gen, _ := cycle(t, "t-division")
	s := NewSourceSession(Generated(0, func(n int) (puzzles.Puzzle, error) {
		if n == 2 {
			return puzzles.Puzzle{}, errors.New("no position found")
		}
		return gen(n)
	}), Options{})
	s.Output()
	answer(t, s, "g6")
	answer(t, s, "g6-h7")
	answer(t, s, ValueShow.String())
	out := answer(t, s, ValueNext.String())
	assert.Contains(t, out, "Puzzle 2 could not be made: no position found.")
	assert.Contains(t, out, "You solved 0 of 1 puzzle played, 0 of 3 points.")
	assert.True(t, s.Done())
	assert.EqualError(t, s.Err(), "puzzles: making puzzle 2: no position found")
}

// An endless source of puzzles the engine cannot play is given up after
// maxUnplayable in a row, not asked for ever.
func TestEndlessUnplayableStops(t *testing.T) {
	bad := loadTest(t, "t-addition")[0]
	bad.Goal, _ = puzzles.ParseGoal("capture a1")
	made := 0
	s := NewSourceSession(Generated(0, func(int) (puzzles.Puzzle, error) { made++; return bad, nil }), Options{})
	out := s.Output()
	assert.True(t, s.Done())
	assert.Equal(t, maxUnplayable, made)
	assert.Equal(t, maxUnplayable, strings.Count(out, "cannot be played"))
	assert.Contains(t, out, fmt.Sprintf("Stopping: %d puzzles in a row could not be played.", maxUnplayable))
	assert.Error(t, s.Err())
}

func TestNilSourceEndsAtOnce(t *testing.T) {
	s := NewSourceSession(nil, Options{})
	assert.True(t, s.Done())
	assert.Contains(t, s.Output(), "There are no puzzles to play.")
}

// rightValues is what a learner who knows the engine's answer chooses at
// q: built from the solutions the session's judge found, never stored.
func rightValues(t *testing.T, s *Session, q Question) []string {
	t.Helper()
	sol := s.current
	var first *judge.Solution
	if len(sol.Solutions) > 0 {
		first = &sol.Solutions[0]
	}
	switch q.Step {
	case StepMan:
		return []string{first.Action().From.String()}
	case StepAction:
		return []string{first.Action().String()}
	case StepTaken:
		var sqs []string
		for _, c := range first.Outcome.Captures {
			if !slices.Contains(sqs, c.Square.String()) {
				sqs = append(sqs, c.Square.String())
			}
		}
		return sqs
	case StepRelation:
		for _, c := range first.Outcome.Captures {
			if c.Square == sol.Puzzle.Goal.Target {
				return []string{c.Reasons[0].Relation.String()}
			}
		}
	case StepRelations:
		var rels []string
		for _, c := range first.Outcome.Captures {
			if r := c.Reasons[0].Relation.String(); !slices.Contains(rels, r) {
				rels = append(rels, r)
			}
		}
		return rels
	case StepProportions:
		var prs []string
		for _, p := range first.Triumphs[0].Proportions {
			prs = append(prs, p.String())
		}
		return prs
	case StepSpotMen:
		var sqs []string
		for _, sp := range sol.Spots {
			sqs = append(sqs, sp.Square.String())
		}
		return sqs
	case StepSpotRelation:
		for _, sp := range sol.Spots {
			if sp.Square == s.pending[0] {
				return []string{sp.Relations()[0].String()}
			}
		}
	}
	t.Fatalf("no right answer known at %q (step %d)", q.Title, q.Step)
	return nil
}

// walk answers a session: right (rightValues) for the first solve puzzles,
// the first option for the next wrong ones (right or wrong as it falls;
// after a wrong step, "Show the answer"), then Finish; it returns the numbers a learner types at the accessible
// prompts to do the same.
func walk(t *testing.T, s *Session, solve, wrong int) string {
	t.Helper()
	var b strings.Builder
	for {
		q, ok := s.Question()
		require.True(t, ok, "the session ended early")
		var values []string
		switch {
		case q.Step == StepNext && s.tally.Played == solve+wrong:
			values = []string{ValueQuit.String()}
		case q.Step == StepNext:
			values = []string{ValueNext.String()}
		case s.tally.Played < solve:
			values = rightValues(t, s, q)
		case q.Retry:
			values = []string{ValueShow.String()} // a wrong step: the answer, not a loop
		default:
			values = []string{q.Options[0].Value.String()}
		}
		for _, v := range values {
			i := slices.IndexFunc(q.Options, func(c Choice) bool { return c.Value.String() == v })
			require.GreaterOrEqual(t, i, 0, "%q is not among %v", v, q.Options)
			fmt.Fprintf(&b, "%d\n", i+1)
		}
		if q.Multi {
			b.WriteString("0\n")
		}
		require.NoError(t, s.Choose(values...))
		if s.Done() {
			return b.String()
		}
	}
}

// runAccessibleTimed runs the accessible prompts with a deadline, so that
// a session that never ends fails the test instead of hanging it.
func runAccessibleTimed(t *testing.T, s *Session, input string) (string, error) {
	t.Helper()
	type result struct {
		out string
		err error
	}
	done := make(chan result, 1)
	go func() {
		var out strings.Builder
		err := RunAccessible(s, iotest.OneByteReader(strings.NewReader(input)), &out)
		done <- result{out.String(), err}
	}()
	select {
	case r := <-done:
		return r.out, r.err
	case <-time.After(20 * time.Second):
		t.Fatal("the accessible session did not end")
		return "", nil
	}
}

func practiceSource(t *testing.T, o generate.PracticeOptions) Source {
	t.Helper()
	set, err := generate.NewPractice(o)
	require.NoError(t, err)
	return Generated(set.Count(), set.Puzzle)
}

// An endless practice session with the accessible prompts, on the real
// generator: four puzzles solved, two answered as they fall, then Finish.
// Every attempt is recorded, the session ends on Finish, and the same seed
// plays the same puzzles.
func TestEndlessPracticeAccessible(t *testing.T) {
	lipgloss.SetColorProfile(termenv.Ascii)
	for _, theme := range []string{"addition", "equality", "great", ""} {
		t.Run("theme "+theme, func(t *testing.T) {
			o := generate.PracticeOptions{Theme: theme, Seed: 11}
			input := walk(t, NewSourceSession(practiceSource(t, o), Options{}), 4, 2)

			rec := &recorder{}
			s := NewSourceSession(practiceSource(t, o), Options{Recorder: rec, Now: clock()})
			out, err := runAccessibleTimed(t, s, input)
			require.NoError(t, err)
			require.Len(t, rec.firstTries(), 6, "one attempt per puzzle answered")
			for i, a := range rec.firstTries() {
				assert.Equal(t, i < 4, a.Correct, "attempt %d at %s: %s", i+1, a.PuzzleID, a.Answer)
				assert.True(t, strings.HasPrefix(a.PuzzleID, "gen-") && strings.HasSuffix(a.PuzzleID, fmt.Sprintf("-11-%d", i+1)), a.PuzzleID)
				if theme != "" {
					assert.Contains(t, a.Themes, theme)
				}
			}
			for n := 1; n <= 6; n++ {
				assert.Contains(t, "\n"+out, fmt.Sprintf("\nPuzzle %d: ", n))
			}
			assert.NotContains(t, out, "Puzzle 7")
			assert.NotContains(t, out, " of 6:")
			assert.Contains(t, out, "So far you solved 4 of 5 puzzles played")
			assert.Contains(t, out, "1. Next puzzle\n2. Finish\n")
			assert.NotContains(t, out, "only one option")
			assert.NotContains(t, out, "The input ended.", "Finish ended it")
			assert.Equal(t, 4, s.Tally().Solved)
			assert.Contains(t, out, fmt.Sprintf("You solved 4 of 6 puzzles played, %d of 18 points.", s.Tally().Points))

			// The same seed, the same session, word for word.
			again, err := runAccessibleTimed(t, NewSourceSession(practiceSource(t, o), Options{Now: clock()}), input)
			require.NoError(t, err)
			assert.Equal(t, out, again)
		})
	}
}

// The input may end in the middle of an endless session: it stops there,
// with its summary, having recorded what was answered.
func TestEndlessAccessibleEndOfInput(t *testing.T) {
	lipgloss.SetColorProfile(termenv.Ascii)
	walker, _ := cycle(t, "t-addition", "t-division")
	walked := walk(t, NewSourceSession(Generated(0, walker), Options{}), 3, 0)
	// Leave out the last line, Finish: the input ends at "Go on?".
	input := strings.TrimSuffix(walked, "2\n")
	require.NotEqual(t, walked, input)

	gen, calls := cycle(t, "t-addition", "t-division")
	rec := &recorder{}
	out, err := runAccessibleTimed(t, NewSourceSession(Generated(0, gen), Options{Recorder: rec}), input)
	require.NoError(t, err)
	assert.Len(t, rec.firstTries(), 3)
	assert.Contains(t, out, "\nYou solved 3 of 3 puzzles played, 9 of 9 points.\n")
	assert.NotContains(t, out, "input ended", "the caller says it, once, on standard error")
	assert.Equal(t, 3, *calls)
}

// The puzzles of a practice set depend on the seed and their number only:
// an endless session's first puzzles are a counted one's, and another seed
// gives others.
func TestPracticeSequencePerSeed(t *testing.T) {
	ids := func(o generate.PracticeOptions, n int) []string {
		got, err := drain(t, practiceSource(t, o), n)
		require.NoError(t, err)
		return got
	}
	o := generate.PracticeOptions{Theme: "eruption", Rules: board.Rules{Set: board.Nemec}, Seed: 5}
	endless := ids(o, 6)
	require.Len(t, endless, 6)
	assert.Equal(t, endless, ids(o, 6), "the same seed, the same puzzles")
	o.Count = 4
	assert.Equal(t, endless[:4], ids(o, 10), "--count 4: the first four, then no more")
	o.Count, o.Seed = 0, 6
	assert.NotEqual(t, endless, ids(o, 6))
}

// The full-screen player goes on to a generated puzzle on Enter at "Go
// on?", and Esc leaves an endless session with its summary.
func TestModelEndless(t *testing.T) {
	lipgloss.SetColorProfile(termenv.Ascii)
	gen, calls := cycle(t, "t-addition", "t-division")
	s := NewSourceSession(Generated(0, gen), Options{Now: clock()})
	m := NewModel(s, 220, 60)
	pump(m, m.Init()())
	view := ansi.Strip(m.View())
	assert.Contains(t, view, "Puzzle 1: Find the capture: a study of 4 men, White to move")

	pump(m, key(tea.KeyEnter)) // c6
	for range 3 {
		pump(m, key(tea.KeyDown))
	}
	pump(m, key(tea.KeyEnter))                                  // c6-d7
	pump(m, tea.KeyMsg{Type: tea.KeySpace, Runes: []rune{' '}}) // e8
	pump(m, key(tea.KeyEnter))
	pump(m, key(tea.KeyDown))
	pump(m, key(tea.KeyDown))
	pump(m, key(tea.KeyEnter)) // addition
	view = ansi.Strip(m.View())
	assert.Contains(t, view, "Solved at the first try, 3 points.")
	assert.Contains(t, view, "Go on?")
	assert.Contains(t, view, "Next puzzle")
	assert.Contains(t, view, "Finish")
	assert.Equal(t, 1, *calls)

	pump(m, key(tea.KeyEnter)) // Next puzzle
	view = ansi.Strip(m.View())
	assert.Contains(t, view, "Puzzle 2: Find the capture: a study of 4 men, White to move")
	assert.Contains(t, view, "+(r9)+", "the new puzzle's board")
	assert.NotContains(t, view, "Solved at the first try, 3 points.", "the last puzzle's messages are gone")
	assert.Contains(t, view, "Which of your men?")
	assert.Equal(t, 2, *calls)
	assert.False(t, m.Done())

	pump(m, key(tea.KeyEsc))
	assert.False(t, m.Done(), "leaving, the summary stays on screen")
	assert.Contains(t, ansi.Strip(m.View()), "You solved 1 of 1 puzzle played, 3 of 3 points.")
	pump(m, key(tea.KeyEsc))
	assert.True(t, m.Done())
	assert.False(t, m.Interrupted())
	assert.Equal(t, "You solved 1 of 1 puzzle played, 3 of 3 points.", s.Summary())
	assert.Equal(t, 2, *calls)
}

// q leaves as Esc does, but in a filter it is a letter; Finish at "Go on?"
// leaves at once; a counted session's last words stay until closed.
func TestModelLeaving(t *testing.T) {
	lipgloss.SetColorProfile(termenv.Ascii)
	q := tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{'q'}}
	t.Run("q quits", func(t *testing.T) {
		gen, _ := cycle(t, "t-addition")
		m := NewModel(NewSourceSession(Generated(0, gen), Options{}), 160, 50)
		pump(m, q)
		assert.True(t, m.Done())
		assert.False(t, m.Interrupted())
	})
	t.Run("q in a filter is a letter", func(t *testing.T) {
		gen, _ := cycle(t, "t-addition")
		m := NewModel(NewSourceSession(Generated(0, gen), Options{}), 160, 50)
		pump(m, m.Init()())
		pump(m, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{'/'}})
		require.True(t, m.filtering())
		pump(m, q)
		assert.False(t, m.Done())
	})
	t.Run("Finish leaves after the summary", func(t *testing.T) {
		gen, _ := cycle(t, "t-division")
		s := NewSourceSession(Generated(0, gen), Options{})
		m := NewModel(s, 160, 50)
		pump(m, m.Init()())
		pump(m, key(tea.KeyEnter)) // g6: right
		pump(m, key(tea.KeyEnter)) // g6-f5: wrong
		for range 4 {
			pump(m, key(tea.KeyDown)) // past h5, f7 and h7 (the hint is a key)
		}
		pump(m, key(tea.KeyEnter)) // Show the answer
		require.Contains(t, ansi.Strip(m.View()), "Go on?")
		pump(m, key(tea.KeyDown))
		pump(m, key(tea.KeyEnter)) // Finish
		assert.False(t, m.Done(), "the summary is on screen")
		assert.Contains(t, ansi.Strip(m.View()), "You solved 0 of 1")
		pump(m, key(tea.KeyEnter))
		assert.True(t, m.Done())
		assert.Equal(t, "You solved 0 of 1 puzzle played, 0 of 3 points. Answer shown: 1 puzzle.", s.Summary())
	})
	t.Run("the last of a count stays until q", func(t *testing.T) {
		gen, _ := cycle(t, "t-division")
		s := NewSourceSession(Generated(1, gen), Options{})
		m := NewModel(s, 160, 50)
		pump(m, m.Init()())
		pump(m, key(tea.KeyEnter)) // g6: right
		pump(m, key(tea.KeyEnter)) // g6-f5: wrong
		assert.False(t, s.Done(), "asked again")
		for range 4 {
			pump(m, key(tea.KeyDown)) // past h5, f7 and h7 (the hint is a key)
		}
		pump(m, key(tea.KeyEnter)) // Show the answer, the last
		assert.True(t, s.Done())
		assert.False(t, m.Done())
		view := ansi.Strip(m.View())
		assert.Contains(t, view, "You solved 0 of 1 puzzle played")
		assert.NotContains(t, view, "Go on?")
		pump(m, key(tea.KeyDown)) // no question: nothing happens
		assert.False(t, m.Done())
		pump(m, q)
		assert.True(t, m.Done())
		assert.False(t, m.Interrupted())
	})
}
