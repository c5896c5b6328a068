package play

import (
	"fmt"
	"io"
	"slices"
	"strings"
	"testing"
	"testing/iotest"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"
	"github.com/muesli/termenv"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/puzzles"
)

// withLesson is t-addition naming the section that teaches it.
func withLesson(t *testing.T) []puzzles.Puzzle {
	list := loadTest(t, "t-addition")
	list[0].Lesson = puzzles.LessonRef{Number: 14, Heading: "Two men against one"}
	return list
}

// fakeLesson stands for the lesson reader: q leaves it.
type fakeLesson struct {
	ref        puzzles.LessonRef
	w, h, keys int
	done       bool
}

func (f *fakeLesson) Init() tea.Cmd { return nil }
func (f *fakeLesson) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch msg := msg.(type) {
	case tea.KeyMsg:
		f.keys++
		f.done = msg.String() == "q"
	case tea.WindowSizeMsg:
		f.w, f.h = msg.Width, msg.Height
	}
	return f, nil
}
func (f *fakeLesson) View() string {
	return fmt.Sprintf("LESSON %d at %s, %dx%d", f.ref.Number, f.ref.Heading, f.w, f.h)
}
func (f *fakeLesson) Done() bool { return f.done }

func TestModelOpensTheLesson(t *testing.T) {
	lipgloss.SetColorProfile(termenv.Ascii)
	for _, size := range [][2]int{{80, 24}, {100, 30}, {120, 40}} {
		t.Run(fmt.Sprintf("%dx%d", size[0], size[1]), func(t *testing.T) {
			var opened *fakeLesson
			s := NewSession(withLesson(t), Options{Now: clock(), OpenLesson: func(ref puzzles.LessonRef, w, h int) (LessonScreen, error) {
				opened = &fakeLesson{ref: ref, w: w, h: h}
				return opened, nil
			}})
			m := NewModel(s, size[0], size[1])
			pump(m, m.Init()())
			view := ansi.Strip(m.View())
			assert.Contains(t, view, "L lesson", "the key is named")
			assert.Contains(t, view, "fulke1", "the rule set is on screen")
			if m.scr.roomy {
				assert.Contains(t, strings.Join(m.scr.header, " "), `Taught in lesson 14, at "Two men against one". L opens it.`)
			}

			pump(m, runes("L"))
			require.NotNil(t, opened)
			assert.Equal(t, fmt.Sprintf("LESSON 14 at Two men against one, %dx%d", size[0], size[1]), m.View(), "the lesson fills the screen")
			pump(m, key(tea.KeyDown))
			pump(m, tea.WindowSizeMsg{Width: 90, Height: 30})
			assert.Equal(t, 1, opened.keys, "keys go to the lesson")
			assert.Equal(t, "LESSON 14 at Two men against one, 90x30", m.View())

			pump(m, runes("q"))
			view = ansi.Strip(m.View())
			assert.Contains(t, view, "Which of your men?", "back to the same question")
			assert.False(t, s.Done(), "q in the lesson leaves the lesson, not the puzzles")
			checkFits(t, m, 90, 30, "back from the lesson")
		})
	}
}

func TestModelWithoutOpener(t *testing.T) {
	m := NewModel(NewSession(withLesson(t), Options{Now: clock()}), 120, 40)
	pump(m, m.Init()())
	view := ansi.Strip(m.View())
	assert.NotContains(t, view, "L lesson")
	header := strings.Join(m.scr.header, " ")
	assert.Contains(t, header, `Taught in lesson 14, at "Two men against one".`, "named, though it cannot be opened here")
	assert.NotContains(t, header, "L opens it")
	pump(m, runes("L"))
	assert.Contains(t, ansi.Strip(m.View()), "Which of your men?")
}

func TestAccessibleReadsTheLesson(t *testing.T) {
	lipgloss.SetColorProfile(termenv.Ascii)
	var read []puzzles.LessonRef
	s := NewSession(withLesson(t), Options{Now: clock(), ReadLesson: func(ref puzzles.LessonRef, out io.Writer) error {
		read = append(read, ref)
		_, err := io.WriteString(out, "THE PAGE OF THE LESSON\n")
		return err
	}})
	var out strings.Builder
	// The last choice of the first question (five men and the hint before
	// it), then the R6 on c6.
	require.NoError(t, RunAccessible(s, iotest.OneByteReader(strings.NewReader("4\n1\n")), &out))
	text := out.String()
	assert.Contains(t, text, `Taught in lesson 14, at "Two men against one". The last choice reads it.`)
	assert.Contains(t, text, `4. Read lesson 14, at "Two men against one"`)
	assert.Equal(t, []puzzles.LessonRef{{Number: 14, Heading: "Two men against one"}}, read)
	page, after, ok := strings.Cut(text, "THE PAGE OF THE LESSON\n")
	require.True(t, ok)
	assert.NotContains(t, page, "Wrong", "reading the lesson is no answer")
	assert.Contains(t, after, "Which of your men?", "the question is asked again")
	assert.Contains(t, after, "Right. Yes, the R6 on c6 can do it.")
}

// An Enter typed ahead, before the next question is drawn, is dropped: it
// would answer a question the learner has not seen. Once the question is
// on screen (its drawnMsg has come back through the queue), keys count.
func TestModelDropsKeysTypedAhead(t *testing.T) {
	lipgloss.SetColorProfile(termenv.Ascii)
	rec := &recorder{}
	m := NewModel(newTestSession(t, rec, "t-addition"), 120, 40)
	pump(m, m.Init()())

	// Enter answers the first question (the R6 on c6, right); as soon as
	// the answer is given, before the messages that follow it are
	// handled, another Enter arrives: typed ahead.
	queue := []tea.Msg{key(tea.KeyEnter)}
	typedAhead := false
	for steps := 0; len(queue) > 0 && steps < 200; steps++ {
		next := queue[0]
		queue = queue[1:]
		_, cmd := m.Update(next)
		if !typedAhead && strings.Contains(ansi.Strip(m.View()), "What does the R6 on c6 do?") {
			typedAhead = true
			_, ahead := m.Update(key(tea.KeyEnter))
			assert.Nil(t, ahead)
		}
		queue = append(queue, run(cmd)...)
	}
	require.True(t, typedAhead)
	view := ansi.Strip(m.View())
	assert.Contains(t, view, "What does the R6 on c6 do?", "the Enter typed ahead answered nothing")
	assert.NotContains(t, view, "Wrong")
	assert.Len(t, rec.firstTries(), 0, "no attempt recorded for it")

	pump(m, key(tea.KeyDown))
	pump(m, key(tea.KeyDown))
	pump(m, key(tea.KeyDown))
	pump(m, key(tea.KeyEnter))
	assert.Contains(t, ansi.Strip(m.View()), "Right. Yes, c6-d7 does it.", "keys count once the question is drawn")
}

// Two Enters typed at once reach the form before the first has completed
// it (huh completes a form through messages it sends itself): the second
// leaves a "next field" behind, which must not answer the next question,
// unseen, with its first option.
func TestModelDropsAnEnterTypedBeforeTheAnswerCompletes(t *testing.T) {
	lipgloss.SetColorProfile(termenv.Ascii)
	rec := &recorder{}
	m := NewModel(newTestSession(t, rec, "t-addition"), 120, 40)
	pump(m, m.Init()())

	// The terminal delivers both keys before any message a command sends.
	queue := []tea.Msg{key(tea.KeyEnter), key(tea.KeyEnter)}
	for steps := 0; len(queue) > 0 && steps < 200; steps++ {
		next := queue[0]
		queue = queue[1:]
		_, cmd := m.Update(next)
		queue = append(queue, run(cmd)...)
	}
	view := ansi.Strip(m.View())
	assert.Contains(t, view, "Right. Yes, the R6 on c6 can do it.", "the first Enter answered the first question")
	assert.Contains(t, view, "What does the R6 on c6 do?", "the second answered nothing")
	assert.NotContains(t, view, "Wrong")
	require.Len(t, rec.attempts, 1, "one answer recorded: the man")
	assert.True(t, rec.attempts[0].Correct)
	assert.Empty(t, rec.firstTries(), "the first try is not settled by a wrong answer")
}

func TestRatingChangeMarksAFirstEstimate(t *testing.T) {
	for _, tt := range []struct {
		change RatingChange
		want   string
	}{
		{RatingChange{Goal: "capture", Before: 1500, After: 1512.4, Games: 1}, "capture 1512?, +12"},
		{RatingChange{Goal: "capture", Before: 1500, After: 1454.6, Games: puzzles.ProvisionalTries - 1}, "capture 1455?, -45"},
		{RatingChange{Goal: "triumph", Before: 1620.5, After: 1608, Games: puzzles.ProvisionalTries}, "triumph 1608, -13"},
		{RatingChange{Goal: "spot", Before: 1500, After: 1500, Games: 40}, "spot 1500, +0"},
	} {
		assert.Equal(t, tt.want, tt.change.String())
	}
}

// ratingRecorder rates the answer that settles each puzzle's first try,
// as the store does: +12 when right, -9 when wrong.
type ratingRecorder struct {
	recorder
	r     float64
	games int
}

func (r *ratingRecorder) Answered(a puzzles.Attempt) error {
	if !a.Settles() || slices.ContainsFunc(r.attempts, func(b puzzles.Attempt) bool { return b.Opened == a.Opened && b.Settles() }) {
		return r.recorder.Answered(a)
	}
	r.games++
	if a.Correct {
		r.r += 12
	} else {
		r.r -= 9
	}
	return r.recorder.Answered(a)
}

func (r *ratingRecorder) Rating(goal string) (float64, int, bool) {
	return r.r, r.games, goal == "capture"
}

func TestSessionSaysTheRatingChange(t *testing.T) {
	rec := &ratingRecorder{r: 1500, games: puzzles.ProvisionalTries} // rated enough to be more than a first estimate
	s := NewSession(loadTest(t, "t-addition", "t-division"), Options{Recorder: rec, Now: clock()})
	s.Output()
	answer(t, s, "c6")
	answer(t, s, "c6-d7")
	answer(t, s, "e8")
	out := answer(t, s, "addition")
	assert.Contains(t, out, "Solved at the first try, 3 points.\nRating: capture 1512, +12.\n")
	answer(t, s, ValueNext.String())
	answer(t, s, "g6")
	out = answer(t, s, "g6-f5")
	assert.Contains(t, out, "Wrong. ")
	assert.Contains(t, out, "\nRating: capture 1503, -9.\nTry again, ask for a hint, or show the answer.")
	out = answer(t, s, ValueShow.String())
	assert.NotContains(t, out, "-9", "only the first try is rated, and said once")
	assert.Equal(t, "You solved 1 of 2 puzzles played, 3 of 6 points. Answer shown: 1 puzzle. Rating: capture 1503, +3. 1 puzzle comes back in review (missed, shown or hinted).", s.Summary())
}

// The summary says how many puzzles come back in review: those whose first
// try was missed or helped by a hint, as the store schedules them; one
// solved unaided does not.
func TestSummarySaysWhatComesBackInReview(t *testing.T) {
	for _, tc := range []struct {
		name string
		play func(t *testing.T, s *Session)
		want string
	}{
		{"unaided", func(t *testing.T, s *Session) {
			answer(t, s, "c6")
			answer(t, s, "c6-d7")
			answer(t, s, "e8")
			answer(t, s, "addition")
		}, "You solved 1 of 1 puzzle played, 3 of 3 points. Rating: capture 1512?, +12."},
		{"a hint", func(t *testing.T, s *Session) {
			require.NoError(t, s.TakeHint())
			answer(t, s, "c6")
			answer(t, s, "c6-d7")
			answer(t, s, "e8")
			answer(t, s, "addition")
		}, "You solved 1 of 1 puzzle played, 2 of 3 points. Rating: capture 1512?, +12. 1 puzzle comes back in review (missed, shown or hinted)."},
		{"two missed", func(t *testing.T, s *Session) {
			answer(t, s, "c6")
			answer(t, s, "c6-b5")
			answer(t, s, ValueShow.String())
			answer(t, s, ValueNext.String())
			answer(t, s, "g6")
			answer(t, s, "g6-f5")
		}, "You solved 0 of 1 puzzle played, 0 of 3 points. Answer shown: 1 puzzle. Rating: capture 1482?, -18. 2 puzzles come back in review (missed, shown or hinted)."},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := NewSession(loadTest(t, "t-addition", "t-division"), Options{Recorder: &ratingRecorder{r: 1500}, Now: clock()})
			s.Output()
			tc.play(t, s)
			s.Quit()
			assert.Equal(t, tc.want, s.Summary())
		})
	}
}

// Left after a wrong first try, before the puzzle is over: the try was
// rated, and the summary says so; a newcomer's rating is a first estimate.
func TestSummaryOfARatedTryLeft(t *testing.T) {
	rec := &ratingRecorder{r: 1500}
	s := NewSession(loadTest(t, "t-division"), Options{Recorder: rec, Now: clock()})
	answer(t, s, "g6")
	answer(t, s, "g6-f5")
	s.Quit()
	assert.Equal(t, "No puzzle finished. Rating: capture 1491?, -9. 1 puzzle comes back in review (missed, shown or hinted).", s.Summary())
	assert.Equal(t, "", NewSession(loadTest(t, "t-division"), Options{Now: clock()}).Summary(), "nothing played, nothing to sum up")
}

// An answer shown before any try: its rating change comes before "Seen,
// not solved ... The answer:", which the answer itself follows.
func TestShownAnswerKeepsItsLabel(t *testing.T) {
	s := NewSession(loadTest(t, "t-addition"), Options{Recorder: &ratingRecorder{r: 1500}, Now: clock()})
	s.Output()
	require.NoError(t, s.ShowAnswer())
	out := s.Output()
	assert.Contains(t, out, "Rating: capture 1491?, -9.\nSeen, not solved: the answer was shown. The answer:\nc6-d7 takes the t12 on e8")
}
