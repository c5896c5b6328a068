package play

import (
	"fmt"
	"reflect"
	"regexp"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"
	"github.com/muesli/termenv"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/content"
	"github.com/rithmo/rithmo/puzzles"
	"github.com/rithmo/rithmo/rules/board"
	"github.com/rithmo/rithmo/rules/diagram"
)

// pump sends msg to the model and then the messages its commands produce,
// as a program would, leaving out commands that wait (cursor blinks).
func pump(m tea.Model, msg tea.Msg) {
	queue := []tea.Msg{msg}
	for steps := 0; len(queue) > 0 && steps < 200; steps++ {
		next := queue[0]
		queue = queue[1:]
		_, cmd := m.Update(next)
		queue = append(queue, run(cmd)...)
	}
}

// run runs a command with a short deadline and flattens batches and
// sequences into their messages.
func run(cmd tea.Cmd) []tea.Msg {
	if cmd == nil {
		return nil
	}
	if isBlink(cmd) {
		return nil
	}
	done := make(chan tea.Msg, 1)
	go func() { done <- cmd() }()
	var msg tea.Msg
	select {
	case msg = <-done:
	case <-time.After(2 * time.Second):
		return nil // a timer: not needed to drive the screen
	}
	if msg == nil {
		return nil
	}
	// tea.Batch and tea.Sequence both return a slice of commands.
	if v := reflect.ValueOf(msg); v.Kind() == reflect.Slice && v.Type().Elem() == reflect.TypeOf(tea.Cmd(nil)) {
		var out []tea.Msg
		for i := 0; i < v.Len(); i++ {
			out = append(out, run(v.Index(i).Interface().(tea.Cmd))...)
		}
		return out
	}
	switch msg.(type) {
	case tea.QuitMsg, tea.WindowSizeMsg:
		return nil
	}
	return []tea.Msg{msg}
}

func key(k tea.KeyType) tea.KeyMsg { return tea.KeyMsg{Type: k} }

func runes(s string) tea.KeyMsg { return tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(s)} }

func TestModelPlaysWithKeys(t *testing.T) {
	lipgloss.SetColorProfile(termenv.Ascii)
	rec := &recorder{}
	s := newTestSession(t, rec, "t-addition")
	m := NewModel(s, 220, 60)
	var model tea.Model = m
	pump(model, m.Init()())

	view := ansi.Strip(m.View())
	assert.Contains(t, view, "+<t12>+", "the board is drawn")
	assert.Contains(t, view, "White to move: take the t12 on e8 (marked +).")
	assert.Contains(t, view, "Which of your men?")
	assert.Contains(t, view, "c6 R6")
	board, _, found := strings.Cut(view, "\n")
	require.True(t, found)
	assert.Contains(t, board, "Puzzle 1 of 1", "wide enough: the text stands beside the board")

	// Enter takes the first option: the R6 on c6, a right man.
	pump(model, key(tea.KeyEnter))
	assert.Contains(t, ansi.Strip(m.View()), "Right. Yes, the R6 on c6 can do it.")
	assert.Contains(t, ansi.Strip(m.View()), "What does the R6 on c6 do?")

	// Down three times and Enter: d7.
	for range 3 {
		pump(model, key(tea.KeyDown))
	}
	pump(model, key(tea.KeyEnter))
	view = ansi.Strip(m.View())
	assert.Contains(t, view, "Right. Yes, c6-d7 does it.")
	assert.Contains(t, view, "Which men does c6-d7 take?")

	// Space ticks e8, Enter confirms.
	pump(model, tea.KeyMsg{Type: tea.KeySpace, Runes: []rune{' '}})
	pump(model, key(tea.KeyEnter))
	assert.Contains(t, ansi.Strip(m.View()), "Right. Yes, c6-d7 takes the t12 on e8.")

	// The first relation, equality, is wrong: explained, and asked again,
	// with the answer offered as a choice.
	pump(model, key(tea.KeyEnter))
	view = ansi.Strip(m.View())
	assert.Contains(t, view, "Wrong. The t12 on e8 is not taken by equality")
	assert.Contains(t, view, "Try again, ask for a hint, or show the answer.")
	assert.Contains(t, view, "By which relation is the t12 on e8 taken?")
	assert.Contains(t, view, "Show the answer")
	assert.False(t, s.Done())
	require.Len(t, rec.firstTries(), 1, "the first try, wrong, saved before its verdict")

	// The retry: addition, two down.
	pump(model, key(tea.KeyDown))
	pump(model, key(tea.KeyDown))
	pump(model, key(tea.KeyEnter))
	view = ansi.Strip(m.View())
	assert.Contains(t, view, "Solved on a retry (1 step wrong first)")
	// The only puzzle: the session is over, but the model stays, with the
	// board, the explanation and the summary, until Enter closes it.
	assert.True(t, s.Done())
	assert.False(t, m.Done())
	view = ansi.Strip(m.View())
	// The board beside the verdict is the position the answer leaves:
	// the R6 moved from c6 to d7, the t12 on e8 taken.
	assert.Contains(t, view, "*(R6)*", "the man on the square it moved to")
	assert.Contains(t, view, "x.x", "the man taken gone, its square marked")
	assert.NotContains(t, view, "+<t12>+", "not the position before the answer")
	assert.Contains(t, view, "Marks: >..< moved from, *..* moved to, x..x taken.")
	assert.Contains(t, view, "You solved 0 of 1 puzzle played (1 more on a retry), 0 of 3 points.")
	assert.Contains(t, view, "enter, esc or q close")
	assert.NotContains(t, view, "Go on?")

	pump(model, key(tea.KeyEnter))
	assert.True(t, m.Done())
	assert.Equal(t, "You solved 0 of 1 puzzle played (1 more on a retry), 0 of 3 points.", s.Summary())
	assert.False(t, m.Interrupted())
	require.Len(t, rec.firstTries(), 1)
	assert.Equal(t, "c6-d7 takes e8 by equality", rec.firstTries()[0].Answer)
	assert.False(t, rec.firstTries()[0].Correct)
}

func TestModelNarrowStacksAndEscQuits(t *testing.T) {
	lipgloss.SetColorProfile(termenv.Ascii)
	s := newTestSession(t, nil, "t-addition")
	m := NewModel(s, 100, 50)
	view := ansi.Strip(m.View())
	first, _, _ := strings.Cut(view, "\n")
	assert.NotContains(t, first, "Puzzle 1 of 1", "too narrow to stand beside: below the board")
	assert.Contains(t, view, "Puzzle 1 of 1")

	pump(m, tea.WindowSizeMsg{Width: 160, Height: 50})
	first, _, _ = strings.Cut(ansi.Strip(m.View()), "\n")
	assert.Contains(t, first, "Puzzle 1 of 1", "a wider window puts the text beside the board")

	pump(m, key(tea.KeyEsc))
	assert.True(t, m.Done())
	assert.False(t, m.Interrupted(), "Esc is no interruption")
}

func TestModelCtrlCQuits(t *testing.T) {
	s := newTestSession(t, nil, "t-addition")
	m := NewModel(s, 120, 40)
	pump(m, key(tea.KeyCtrlC))
	assert.True(t, m.Done())
	assert.True(t, m.Interrupted())
}

func TestStandaloneQuitsWhenDone(t *testing.T) {
	s := newTestSession(t, nil, "t-addition")
	m := NewModel(s, 120, 40)
	sa := standalone{m}
	_, cmd := sa.Update(key(tea.KeyEsc))
	require.NotNil(t, cmd)
	assert.IsType(t, tea.QuitMsg{}, cmd())
}

// checkFits asserts that the view fits a terminal of w × h: no more lines
// than h (a taller view loses its top), none wider than w.
func checkFits(t *testing.T, m *Model, w, h int, when string) string {
	t.Helper()
	view := m.View()
	lines := strings.Split(view, "\n")
	assert.LessOrEqual(t, len(lines), h, "%dx%d %s: %d lines\n%s", w, h, when, len(lines), view)
	for i, l := range lines {
		assert.LessOrEqual(t, ansi.StringWidth(l), w, "%dx%d %s: line %d is %d wide: %q", w, h, when, i+1, ansi.StringWidth(l), l)
	}
	return ansi.Strip(view)
}

// boardVisible reports whether every rank label, 16 down to 1, starts a
// line of the view (followed by a space, or by the compact layout's camp
// bar), in order, with the file labels over the board.
func boardVisible(view string) bool { return ranksVisible(view, 16) }

// ranksVisible is boardVisible for a board of n ranks.
func ranksVisible(view string, n int) bool {
	lines := strings.Split(view, "\n")
	files := slices.IndexFunc(lines, isFileLabels)
	if files < 0 {
		return false
	}
	at := files
	for r := n; r >= 1; r-- {
		i := slices.IndexFunc(lines, func(l string) bool {
			return strings.HasPrefix(l, fmt.Sprintf("%2d ", r)) || strings.HasPrefix(l, fmt.Sprintf("%2d|", r))
		})
		if i <= at {
			return false
		}
		at = i
	}
	return true
}

// isFileLabels reports whether a line starts with the board's file
// labels, a to h (the panel may stand beside them).
func isFileLabels(l string) bool {
	f := strings.Fields(l)
	return len(f) >= 8 && strings.Join(f[:8], "") == "abcdefgh"
}

var needRE = regexp.MustCompile(`needs a terminal of at least (\d+)×(\d+); this one is (\d+)×(\d+)`)

// need reads the least size from the too-small message.
func need(t *testing.T, view string) (w, h int, ok bool) {
	t.Helper()
	m := needRE.FindStringSubmatch(strings.Join(strings.Fields(view), " "))
	if m == nil {
		return 0, 0, false
	}
	w, _ = strconv.Atoi(m[1])
	h, _ = strconv.Atoi(m[2])
	return w, h, true
}

var sizes = []struct{ w, h int }{
	{80, 24}, {80, 26}, {80, 30}, {100, 40}, {120, 50}, {60, 20}, {78, 26}, {79, 25},
	{137, 22}, {140, 30}, {200, 60}, {95, 30}, {40, 10}, {20, 5}, {1, 1},
}

// TestModelFitsEverySize plays a puzzle to its end at many sizes: after
// every key the view fits; whenever the size is at least the least the
// model states, the board (ranks 16 to 1) and the question are on screen,
// and below it the message says how large the terminal must be.
func TestModelFitsEverySize(t *testing.T) {
	lipgloss.SetColorProfile(termenv.Ascii)
	keys := []tea.KeyMsg{
		key(tea.KeyEnter),                                                       // c6: right
		key(tea.KeyDown), key(tea.KeyDown), key(tea.KeyDown), key(tea.KeyEnter), // c6-d7: right
		key(tea.KeyEnter),                                           // nothing ticked: refused
		{Type: tea.KeySpace, Runes: []rune{' '}}, key(tea.KeyEnter), // e8: right
		key(tea.KeyEnter), // equality: wrong, explained, asked again
		key(tea.KeyDown), key(tea.KeyDown), key(tea.KeyDown), key(tea.KeyDown), key(tea.KeyDown), key(tea.KeyDown),
		key(tea.KeyEnter), // Show the answer
		key(tea.KeyPgUp), key(tea.KeyPgDown),
	}
	for _, id := range []string{"t-addition", "t-spot", "t-most"} {
		for _, sz := range sizes {
			t.Run(fmt.Sprintf("%s/%dx%d", id, sz.w, sz.h), func(t *testing.T) {
				m := NewModel(newTestSession(t, nil, id), 120, 40)
				pump(m, m.Init()())
				pump(m, tea.WindowSizeMsg{Width: sz.w, Height: sz.h})
				view := checkFits(t, m, sz.w, sz.h, "opened")
				if sz.w*sz.h < 200 {
					// Too small even for the whole message.
					assert.True(t, strings.HasPrefix(view, "T"), view)
					assert.False(t, boardVisible(view))
					return
				}
				nw, nh, small := need(t, view)
				if small {
					assert.False(t, boardVisible(view))
					assert.True(t, sz.w < nw || sz.h < nh, "%dx%d is said to be smaller than %dx%d", sz.w, sz.h, nw, nh)
					assert.Contains(t, strings.Join(strings.Fields(view), " "), fmt.Sprintf("this one is %d×%d", sz.w, sz.h))
					if sz.h >= 3 && sz.w >= 60 {
						assert.Contains(t, view, "--accessible")
					}
					// At the size it asks for, it fits.
					pump(m, tea.WindowSizeMsg{Width: nw, Height: nh})
					view = checkFits(t, m, nw, nh, "at the least size")
					assert.True(t, boardVisible(view), "board at %dx%d:\n%s", nw, nh, view)
					assert.Contains(t, view, "Which ")
					return
				}
				assert.True(t, boardVisible(view), "board at %dx%d:\n%s", sz.w, sz.h, view)
				assert.Contains(t, view, "Which ")
				if id != "t-addition" {
					return
				}
				for i, k := range keys {
					pump(m, k)
					checkFits(t, m, sz.w, sz.h, fmt.Sprintf("after key %d (%s)", i+1, k))
				}
				view = checkFits(t, m, sz.w, sz.h, "at the end")
				assert.True(t, boardVisible(view) || explained(m), "the board, or the explanation in its place:\n%s", view)
				assert.Contains(t, view, "You solved 0 of 1", "the summary is on screen")
				assert.Contains(t, view, "close")
				assert.False(t, m.Done(), "until the learner closes it")
			})
		}
	}
}

// TestModelTooSmallRecovers starts at 80×20, where the board and a
// question cannot both fit, ignores the keys there, and lays out the board
// once the window grows; shrinking brings the message back.
func TestModelTooSmallRecovers(t *testing.T) {
	lipgloss.SetColorProfile(termenv.Ascii)
	rec := &recorder{}
	m := NewModel(newTestSession(t, rec, "t-addition"), 80, 20)
	assert.Nil(t, m.Init(), "no form while too small")
	view := checkFits(t, m, 80, 20, "too small")
	assert.Contains(t, view, "The puzzle needs a terminal of at least 78×24; this one is 80×20.")
	assert.NotContains(t, view, "Which of your men?")

	pump(m, key(tea.KeyEnter)) // not answered blind
	assert.Empty(t, rec.firstTries())

	pump(m, tea.WindowSizeMsg{Width: 100, Height: 40})
	view = checkFits(t, m, 100, 40, "grown")
	assert.True(t, boardVisible(view))
	assert.Contains(t, view, "+<t12>+")
	assert.Contains(t, view, "Which of your men?")
	assert.NotContains(t, view, "needs a terminal")

	pump(m, key(tea.KeyEnter))
	assert.Contains(t, ansi.Strip(m.View()), "Right. Yes, the R6 on c6 can do it.", "the first question was still open")

	pump(m, tea.WindowSizeMsg{Width: 70, Height: 40})
	assert.Contains(t, checkFits(t, m, 70, 40, "narrowed"), "needs a terminal of at least 78×")
}

// TestModelLayouts checks which arrangement each size gets: the full board
// beside the panel when wide, the full board above a roomy panel at
// 100×40, the narrow board without its bottom labels above a compact panel
// at 80×26, the compact board at 80×24 (and beside the panel when wide
// but short); the key under the board when it has room, else behind ?.
func TestModelLayouts(t *testing.T) {
	lipgloss.SetColorProfile(termenv.Ascii)
	for _, tc := range []struct {
		w, h     int
		arrange  arrangement
		layout   diagram.Layout
		roomy    bool
		keyUnder bool
	}{
		{160, 50, arrangeSide, diagram.Full, true, true},
		{140, 24, arrangeSide, diagram.Full, true, false},
		{120, 50, arrangeSide, diagram.Narrow, true, true},
		{100, 40, arrangeStacked, diagram.Full, true, false},
		{100, 60, arrangeStacked, diagram.Full, true, true},
		{80, 30, arrangeStacked, diagram.Narrow, false, false},
		{80, 26, arrangeStacked, diagram.Narrow, false, false},
		{80, 25, arrangeStacked, diagram.Compact, false, false},
		{80, 24, arrangeStacked, diagram.Compact, false, false},
		{78, 24, arrangeStacked, diagram.Compact, false, false},
		{140, 18, arrangeSide, diagram.Compact, true, false},
		{77, 24, arrangeTooSmall, 0, false, false},
		{80, 23, arrangeTooSmall, 0, false, false},
	} {
		t.Run(fmt.Sprintf("%dx%d", tc.w, tc.h), func(t *testing.T) {
			m := NewModel(newTestSession(t, nil, "t-addition"), tc.w, tc.h)
			assert.Equal(t, tc.arrange, m.scr.arrange)
			view := checkFits(t, m, tc.w, tc.h, "opened")
			if tc.arrange == arrangeTooSmall {
				return
			}
			assert.Equal(t, tc.layout, m.scr.layout)
			assert.Equal(t, tc.roomy, m.scr.roomy)
			assert.Equal(t, tc.keyUnder, m.scr.under)
			header := strings.Join(m.scr.header, " ")
			if tc.roomy {
				assert.Contains(t, header, "Puzzle 1 of 1: Find the capture: a study of 4 men, White to move")
				assert.Contains(t, header, "(fulke1, difficulty 1 of 5)")
				assert.Contains(t, header, "White to move: take the t12 on e8 (marked +).")
			} else {
				assert.Equal(t, "Puzzle 1 of 1 · fulke1 · White to move: take the t12 on e8 (marked +).", header, "the rule set at every size")
			}
			for _, l := range m.scr.header {
				assert.Contains(t, view, l, "the header is on screen")
			}
			if tc.keyUnder {
				assert.Contains(t, view, "Key: (R6) round")
				assert.NotContains(t, view, "? key")
				return
			}
			assert.NotContains(t, view, "Key: (R6) round")
			assert.Contains(t, view, "? key")
			pump(m, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{'?'}})
			view = checkFits(t, m, tc.w, tc.h, "key shown")
			assert.Contains(t, view, "Key: (R6) round")
			assert.Contains(t, view, "Press ? again to see the board.")
			assert.False(t, boardVisible(view))
			assert.Contains(t, view, "Which of your men?", "the question stays")
			pump(m, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{'?'}})
			assert.True(t, boardVisible(checkFits(t, m, tc.w, tc.h, "board again")))
		})
	}
}

// TestModelEmptyChoiceRefused: Enter on a multi-select with nothing ticked
// is not an answer: the question stays, says why, and nothing is recorded.
func TestModelEmptyChoiceRefused(t *testing.T) {
	lipgloss.SetColorProfile(termenv.Ascii)
	rec := &recorder{}
	m := NewModel(newTestSession(t, rec, "t-addition"), 160, 50)
	pump(m, m.Init()())
	pump(m, key(tea.KeyEnter))
	for range 3 {
		pump(m, key(tea.KeyDown))
	}
	pump(m, key(tea.KeyEnter))
	view := ansi.Strip(m.View())
	require.Contains(t, view, "Which men does c6-d7 take?")
	assert.NotContains(t, view, "Choose at least one man", "no complaint before Enter")

	pump(m, key(tea.KeyEnter))
	view = ansi.Strip(m.View())
	assert.Contains(t, view, "Which men does c6-d7 take?", "the question stays")
	assert.Contains(t, view, "Tick at least one, with x or space.", "63 columns beside the board: the short complaint")
	assert.Contains(t, view, "Which men does c6-d7 take? *")
	assert.NotContains(t, view, "Wrong.")
	assert.Empty(t, rec.firstTries())

	pump(m, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune{'x'}})
	assert.NotContains(t, ansi.Strip(m.View()), "Choose at least one man", "a key clears the complaint")
	pump(m, key(tea.KeyEnter))
	assert.Contains(t, ansi.Strip(m.View()), "Right. Yes, c6-d7 takes the t12 on e8.")
}

// TestModelScrollsMessages: in a compact panel the newest message shows
// from its start, a line says what is hidden, and PgUp and PgDn move.
func TestModelScrollsMessages(t *testing.T) {
	lipgloss.SetColorProfile(termenv.Ascii)
	m := NewModel(newTestSession(t, nil, "t-addition"), 80, 26)
	pump(m, m.Init()())
	pump(m, runes("h"))        // the hint
	pump(m, key(tea.KeyEnter)) // c6: right
	view := checkFits(t, m, 80, 26, "after a hint")
	assert.Contains(t, view, "Right. Yes, the R6 on c6 can do it.", "the newest message from its start")
	assert.Regexp(t, `pgup (more|\d+ lines? above)`, view, "the keys say messages are hidden above")
	assert.NotContains(t, view, "Hint (the relation):")

	pump(m, key(tea.KeyPgUp)) // one line: the window shows one
	pump(m, key(tea.KeyPgUp))
	view = checkFits(t, m, 80, 26, "scrolled up")
	assert.Contains(t, view, "Hint (the relation):")
	assert.Regexp(t, `pgdn (more|\d+ lines? below)|pgup/dn more|pgup/pgdn more`, view)
	pump(m, key(tea.KeyPgDown))
	pump(m, key(tea.KeyPgDown))
	assert.Contains(t, checkFits(t, m, 80, 26, "scrolled down"), "Right. Yes, the R6 on c6 can do it.")
}

// TestModelCachesBoards: View draws nothing; a board is drawn once per
// puzzle and layout, however often the window changes.
func TestModelCachesBoards(t *testing.T) {
	m := NewModel(newTestSession(t, nil, "t-addition", "t-division"), 100, 40)
	for _, sz := range sizes {
		pump(m, tea.WindowSizeMsg{Width: sz.w, Height: sz.h})
		_ = m.View()
	}
	assert.Len(t, m.drawings, 3, "full, narrow and (short terminals) compact, once each")
	pz := m.s.Puzzle()
	first := m.drawings[drawingKey{pz, diagram.Narrow, board.NoSquare, false}]
	pump(m, tea.WindowSizeMsg{Width: 80, Height: 26})
	assert.Same(t, &first.lines[0], &m.drawings[drawingKey{pz, diagram.Narrow, board.NoSquare, false}].lines[0], "not drawn again")
	allocs := testing.AllocsPerRun(20, func() { pump(m, tea.WindowSizeMsg{Width: 100, Height: 40}) })
	assert.Less(t, allocs, 2000.0)
}

// TestModelCuratedPuzzlesFit80x24: every curated puzzle is played in the
// commonest terminal, 80×24: the whole board (ranks 16 to 1 under the
// file labels, given once), a one-line status with the goal, the question
// and the keys, after every answer until the puzzle is over; and the least
// size the model would ask for is no more than 80×24.
func TestModelCuratedPuzzlesFit80x24(t *testing.T) {
	lipgloss.SetColorProfile(termenv.Ascii)
	all, err := puzzles.Load(content.Puzzles())
	require.NoError(t, err)
	require.NotEmpty(t, all)
	for i := range all {
		if !exhaustive && i%8 != 0 {
			continue // every eighth puzzle, unless exhaustive
		}
		pz := all[i : i+1]
		t.Run(pz[0].ID, func(t *testing.T) {
			m := NewModel(NewSession(pz, Options{Now: clock()}), 80, 24)
			ranks := pz[0].Position.Ranks
			if ranks == 16 {
				assert.Equal(t, diagram.Compact, m.scr.layout, "16 ranks: the compact board")
			}
			nw, nh := m.leastSize(m.s.Puzzle())
			assert.LessOrEqual(t, nw, 80)
			assert.LessOrEqual(t, nh, 24)
			require.NotEqual(t, arrangeTooSmall, m.scr.arrange, "80×24 is large enough")
			assert.Len(t, m.scr.header, 1, "the status and goal on one line: %q", m.scr.header)
			if init := m.Init(); init != nil {
				pump(m, init())
			}
			stood, last := 0, StepChoose
			for step := 0; step < 12 && m.form != nil; step++ {
				view := checkFits(t, m, 80, 24, fmt.Sprintf("question %d", step+1))
				// A man that takes part where it stands is no mistake: the
				// question stands, and the next man down is tried.
				if m.q.Step == last && m.q.Step == StepMan && !m.q.Retry {
					stood++
				} else {
					stood = 0
				}
				last = m.q.Step
				if !ranksVisible(view, ranks) {
					// A verdict on a step asked again and the question take the
					// board's place; b flips to the board and back.
					require.True(t, m.q.Again && explained(m) && m.scr.flip, "question %d:\n%s", step+1, view)
					assert.Contains(t, view, "b board")
					pump(m, runes("b"))
					board := checkFits(t, m, 80, 24, "b")
					require.True(t, ranksVisible(board, ranks), "b shows the board:\n%s", board)
					assert.Contains(t, board, m.q.Title)
					assert.Contains(t, board, "b why", "the short keys at 80 columns")
					pump(m, runes("b"))
					assert.Equal(t, view, checkFits(t, m, 80, 24, "b again"))
				}
				if m.scr.layout == diagram.Compact && !explained(m) {
					lines := strings.Split(view, "\n")
					assert.Len(t, slices.DeleteFunc(lines, func(l string) bool { return !isFileLabels(l) }), 1, "the file labels once")
				}
				assert.Contains(t, view, m.q.Title, "question %d is on screen", step+1)
				assert.Contains(t, view, m.q.Options[0].Label)
				assert.Contains(t, view, "esc menu", "Esc goes back to the home's menu")
				if m.q.Retry {
					// A wrong step: the last option shows the answer, and
					// it is on screen once the cursor is on it.
					for range len(m.q.Options) - 1 {
						pump(m, key(tea.KeyDown))
					}
					assert.Contains(t, checkFits(t, m, 80, 24, "show the answer"), "Show the answer")
					if m.q.Multi {
						pump(m, runes("x"))
					}
					pump(m, key(tea.KeyEnter))
					continue
				}
				if m.q.Multi {
					pump(m, runes("x"))
				}
				for range stood {
					pump(m, key(tea.KeyDown))
				}
				pump(m, key(tea.KeyEnter))
			}
			view := checkFits(t, m, 80, 24, "over")
			assert.True(t, ranksVisible(view, ranks) || explained(m), view)
			_, shown := m.messageWindow()
			assert.GreaterOrEqual(t, shown, min(minExplainLines, len(m.msgLines)), "the explanation has room:\n%s", view)
			assert.Contains(t, view, "close")
			for range 20 { // the explanation pages down to the summary
				pump(m, key(tea.KeyPgDown))
			}
			assert.Contains(t, checkFits(t, m, 80, 24, "paged down"), "You solved ")

			// Too small, the model names a size no larger than 80×24.
			pump(m, tea.WindowSizeMsg{Width: 60, Height: 20})
			w, h, ok := need(t, ansi.Strip(m.View()))
			require.True(t, ok)
			assert.Equal(t, nw, w)
			assert.Equal(t, nh, h)
		})
	}
}

// TestModelHintKey: h gives the hint under the question, which stands with
// its ticks and its cursor; the keys say which hint comes next, and none
// after the third.
func TestModelHintKey(t *testing.T) {
	lipgloss.SetColorProfile(termenv.Ascii)
	rec := &recorder{}
	m := NewModel(newTestSession(t, rec, "t-spot"), 80, 24)
	pump(m, m.Init()())
	view := checkFits(t, m, 80, 24, "opened")
	assert.NotContains(t, view, "Hint (", "the hint is a key, not an option")
	assert.Contains(t, view, "h hint")
	var ticked []string
	for _, c := range m.q.Options {
		if c.Value.String() == "c5" || c.Value.String() == "d7" {
			ticked = append(ticked, c.Label)
		}
	}
	require.Len(t, ticked, 2)
	// Tick c5 and d7 with the cursor.
	cursor := 0
	for i, c := range m.q.Options {
		if c.Value.String() != "c5" && c.Value.String() != "d7" {
			continue
		}
		for ; cursor < i; cursor++ {
			pump(m, key(tea.KeyDown))
		}
		pump(m, runes("x"))
	}
	pump(m, runes("h"))
	view = checkFits(t, m, 80, 24, "after the hint")
	assert.Contains(t, view, "Hint (the relation):")
	assert.True(t, boardVisible(view))
	for _, label := range ticked {
		assert.Contains(t, view, "✓ "+label, "still ticked")
	}
	assert.Contains(t, view, "h hint")
	pump(m, runes("h"))
	pump(m, runes("h"))
	view = checkFits(t, m, 80, 24, "after three hints")
	assert.NotContains(t, view, "h hint")
	pump(m, runes("h")) // none left: nothing happens
	assert.Equal(t, view, checkFits(t, m, 80, 24, "a fourth h"))

	pump(m, key(tea.KeyEnter))
	assert.Contains(t, ansi.Strip(m.View()), "Right. Yes, you can take")
	tries := rec.firstTries()
	require.Len(t, tries, 1, "the relations are still to name")
	assert.True(t, tries[0].Shown, "the whole answer, shown by the last hint, was recorded before it was said")
	assert.Empty(t, tries[0].Answer)
}

// TestModelCompactHeader: the one-line status says the goal in fewer words
// when the whole goal does not fit, and wraps only when nothing fits.
func TestModelCompactHeader(t *testing.T) {
	m := NewModel(newTestSession(t, nil, "t-spot"), 80, 24)
	assert.Equal(t, []string{"Puzzle 1 of 1 · nemec · White: which black men can you take without moving, and how?"}, m.header(90, false))
	assert.Equal(t, []string{"nemec · White: which black men can you take without moving, and how?"}, m.header(80, false))
	assert.Greater(t, len(m.header(40, false)), 1)
	for _, l := range m.header(40, false) {
		assert.LessOrEqual(t, ansi.StringWidth(l), 40)
	}
	roomy := strings.Join(m.header(80, true), " ")
	assert.Contains(t, roomy, "White to move: name every black man you can take now, without moving first, and how.", "roomy: the whole goal")

	m = NewModel(newTestSession(t, nil, "t-addition"), 80, 24)
	assert.Equal(t, []string{"Puzzle 1 of 1 · fulke1 · White to move: take the t12 on e8 (marked +)."}, m.header(80, false), "the whole goal when it fits")
}

// isBlink reports whether cmd is the text cursor's blink timer, which
// sleeps 530 ms and is never needed to drive a screen in a test. It is
// skipped by name so that every other command can be given a deadline
// long enough for a loaded machine or -race.
func isBlink(cmd tea.Cmd) bool {
	name := runtime.FuncForPC(reflect.ValueOf(cmd).Pointer()).Name()
	return strings.Contains(name, "bubbles/cursor.(*Model).BlinkCmd")
}

// explained reports whether the explanation has taken the board's place,
// the attempt being over.
func explained(m *Model) bool { return m.scr.arrange == arrangeText && m.puzzle() != nil }
