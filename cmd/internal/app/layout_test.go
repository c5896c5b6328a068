package app

import (
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/x/ansi"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var updateLayout = flag.Bool("update-layout", false, "rewrite the app screens' golden files")

func golden(t *testing.T, name, got string) {
	t.Helper()
	path := filepath.Join("testdata", name+".golden")
	if *updateLayout {
		require.NoError(t, os.MkdirAll("testdata", 0o755))
		require.NoError(t, os.WriteFile(path, []byte(got), 0o644))
	}
	want, err := os.ReadFile(path)
	require.NoError(t, err, "run go test -update-layout to create %s", path)
	assert.Equal(t, string(want), got)
}

// assertFits checks every line of view against the window: at most width
// columns, at most height lines (bubbletea drops the top lines of a taller
// view, the title first).
func assertFits(t *testing.T, view string, width, height int) {
	t.Helper()
	lines := strings.Split(strings.TrimSuffix(view, "\n"), "\n")
	assert.LessOrEqual(t, len(lines), height, "the view has more lines than the window:\n%s", view)
	for i, l := range lines {
		assert.LessOrEqual(t, ansi.StringWidth(l), width, "line %d is wider than %d: %q", i+1, width, l)
	}
}

// words is text with its line breaks and runs of spaces made single spaces,
// to find a wrapped text whole.
func words(s string) string { return strings.Join(strings.Fields(ansi.Strip(s)), " ") }

func TestWrapLine(t *testing.T) {
	tests := []struct {
		name        string
		line        string
		width, hang int
		want        []string
	}{
		{"fits", "read the course", 20, 0, []string{"read the course"}},
		{"fits exactly", "abcde fghij", 11, 4, []string{"abcde fghij"}},
		{"trailing spaces are not counted", "abc   ", 3, 0, []string{"abc"}},
		{"breaks at a space, drops it", "abc def ghi", 7, 0, []string{"abc def", "ghi"}},
		{"hangs under the column", "Lessons  0 of 12 finished", 17, 9, []string{"Lessons  0 of 12", "         finished"}},
		{"keeps indentation and column runs", "  a    b c", 8, 2, []string{"  a    b", "  c"}},
		{"never breaks at a hyphen", "WHITE-TOOK BLACK-TOOK", 12, 0, []string{"WHITE-TOOK", "BLACK-TOOK"}},
		{"cuts an overlong word after a slash or comma", "8/8/3,t12,4/8 w", 8, 2, []string{"8/8/3,", "  t12,4/", "  8 w"}},
		{"cuts at the width without a slash", "abcdefghij", 4, 0, []string{"abcd", "efgh", "ij"}},
		{"a hang wider than the line leaves a column", "ab cd", 3, 9, []string{"ab", "  c", "  d"}},
		{"width below one is one", "ab", 0, 0, []string{"a", "b"}},
		{"empty", "", 10, 2, []string{""}},
		{"wide runes", "数字 数字", 4, 0, []string{"数字", "数字"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.want, wrapLine(tc.line, tc.width, tc.hang))
		})
	}
}

func TestWrapLineStyled(t *testing.T) {
	// Styled words are measured as they show, codes not counted.
	styled := "\x1b[1mrithmo\x1b[0m · the arithmetic of the battle"
	got := wrapLine(styled, 20, 0)
	require.Len(t, got, 3)
	assert.Equal(t, "\x1b[1mrithmo\x1b[0m · the", got[0])
	for _, l := range got {
		assert.LessOrEqual(t, ansi.StringWidth(l), 20)
	}
	assert.Equal(t, words(styled), words(strings.Join(got, " ")))
}

func FuzzWrapLine(f *testing.F) {
	for _, s := range []string{"", "a b", "Lessons    0 of 12 finished, 1 opened", "8/8/3,t12,4/8 w fulke1 - - 1", "数字 数字", "\x1b[1mbold\x1b[0m text", "   "} {
		f.Add(s, 10, 2)
	}
	f.Fuzz(func(t *testing.T, line string, width, hang int) {
		if !utf8.ValidString(line) || strings.ContainsAny(line, "\n\r\t") || width > 500 || hang > 500 || width < -5 || hang < -5 {
			t.Skip()
		}
		got := wrapLine(line, width, hang)
		require.NotEmpty(t, got)
		for _, l := range got {
			// A rune wider than the whole line cannot be helped.
			if ansi.StringWidth(l) > max(width, 1) && max(width, 1) > 1 {
				t.Fatalf("line %q wider than %d (from %q)", l, width, line)
			}
		}
		if !strings.Contains(line, "\x1b") && max(width, 1) > 1 {
			// Nothing is lost or added but the spaces at the breaks.
			assert.Equal(t, strings.ReplaceAll(strings.Join(strings.Fields(line), ""), " ", ""),
				strings.Join(strings.Fields(strings.Join(got, " ")), ""))
		}
	})
}

func TestHangingIndent(t *testing.T) {
	tests := []struct {
		line  string
		width int
		want  int
	}{
		{"Lessons    0 of 12 finished", 80, 11},
		{"             Continue: lesson 6", 80, 13},
		{"  - a list item that runs on", 80, 4},
		{"• a bullet", 80, 2},
		{"plain prose, one space apart", 80, 0},
		{"a label far to the right" + strings.Repeat(" ", 50) + "value", 80, 0},
		{"trailing gap  ", 80, 0},
		{"", 80, 0},
	}
	for _, tc := range tests {
		assert.Equal(t, tc.want, hangingIndent(tc.line, tc.width), "%q", tc.line)
	}
}

func TestEllipsize(t *testing.T) {
	tests := []struct {
		s     string
		width int
		want  string
	}{
		{"fits as it is", 13, "fits as it is"},
		{"lessons finished, exercise accuracy, puzzles solved, streak", 40, "lessons finished, exercise accuracy…"},
		{"lesson 6 (Compound Kinds and Lesser Inequality), page 1 of 4", 14, "lesson 6…"},
		{"lesson 6 (Compound Kinds", 19, "lesson 6 (Compound…"},
		{"Supercalifragilistic word", 8, "Superca…"},
		{"ab", 1, "…"},
	}
	for _, tc := range tests {
		got := ellipsize(tc.s, tc.width)
		assert.Equal(t, tc.want, got, "%q at %d", tc.s, tc.width)
		assert.LessOrEqual(t, ansi.StringWidth(got), max(tc.width, 1))
	}
}

// screenSizes are the four sizes and the least the home accepts.
var screenSizes = []struct{ w, h int }{{80, 24}, {100, 30}, {120, 40}, {160, 50}, {MinWidth, MinHeight}}

// The resume entry as the real menu words it, with the longest lesson title.
const longResume = "lesson 6 (Compound Kinds and Lesser Inequality), page 1 of 4"

// realMenu is the home menu as rithmo builds it, every hint as long as in
// cmd/internal/cli/home.go.
func realMenu() func() Menu {
	open := func(w, h int) (Screen, error) { return NewTextScreen("x", "y", w, h), nil }
	return func() Menu {
		return Menu{Items: []Item{
			{Title: "Continue", Hint: longResume, Screen: open},
			{Title: "Lessons", Hint: "read the course and answer its exercises", Screen: open},
			{Title: "Puzzles", Hint: "spot the capture, find the triumph, on real positions", Screen: open},
			{Title: "Board analysis", Hint: "set up a position and see what can take what, and why", Screen: open},
			{Title: "Progress", Hint: "lessons finished, exercise accuracy, puzzles solved, streak", Screen: open},
			{Title: "Quit", Hint: "leave rithmo; everything answered is already saved", Quit: true},
		}}
	}
}

func TestHomeViewFitsTheWindow(t *testing.T) {
	hints := []string{longResume,
		"read the course and answer its exercises",
		"spot the capture, find the triumph, on real positions",
		"set up a position and see what can take what, and why",
		"lessons finished, exercise accuracy, puzzles solved, streak",
		"leave rithmo; everything answered is already saved"}
	for _, size := range append(screenSizes, struct{ w, h int }{79, 24}, struct{ w, h int }{81, 24}) {
		t.Run(fmt.Sprintf("%dx%d", size.w, size.h), func(t *testing.T) {
			h := NewHome(realMenu(), size.w, size.h)
			view := h.View()
			assertFits(t, view, size.w, size.h)
			all := words(view)
			for _, hint := range hints {
				assert.Contains(t, all, hint, "every hint whole, wrapped if it must be")
			}
			assert.NotContains(t, view, "…", "nothing shortened when there is room to wrap")
		})
	}
	t.Run("a 79-column hint shows whole in 80 columns, on one line", func(t *testing.T) {
		view := ansi.Strip(NewHome(realMenu(), 80, 24).View())
		assert.Contains(t, view, "  5 Progress        lessons finished, exercise accuracy, puzzles solved, streak\n")
		assert.Contains(t, view, "> 1 Continue        "+longResume+"\n")
	})
	t.Run("wrapped hints continue under their column", func(t *testing.T) {
		view := ansi.Strip(NewHome(realMenu(), 60, 16).View())
		assert.Contains(t, view, "> 1 Continue        lesson 6 (Compound Kinds and Lesser\n                    Inequality), page 1 of 4\n")
	})
}

func TestHomeViewShortensWhenThereIsNoHeight(t *testing.T) {
	h := NewHome(realMenu(), 60, 16)
	h.status = "Puzzles: no puzzles found in the build"
	view := h.View()
	assertFits(t, view, 60, 16)
	plain := ansi.Strip(view)
	assert.Contains(t, plain, "rithmo · the arithmetic", "the title stays on screen")
	assert.Contains(t, plain, "Puzzles: no puzzles found in the build")
	assert.Contains(t, plain, "1 Continue        lesson 6 (Compound Kinds and Lesser…\n", "shortened at a word")
	assert.Contains(t, plain, "5 Progress        lessons finished, exercise accuracy…\n")
}

func TestHomeResumeLineWraps(t *testing.T) {
	resume := "Every lesson read (last: lesson 12, The Cossic Signs of the Second Kind of Play): try the puzzles"
	menu := func() Menu { m := realMenu()(); m.Resume = resume; m.Items = m.Items[1:]; return m }
	for _, size := range []struct{ w, h int }{{80, 24}, {100, 30}, {60, 16}} {
		view := NewHome(menu, size.w, size.h).View()
		assertFits(t, view, size.w, size.h)
		assert.Contains(t, words(view), resume)
	}
	view := ansi.Strip(NewHome(menu, 80, 24).View())
	assert.Contains(t, view, "  Every lesson read (last: lesson 12, The Cossic Signs of the Second Kind of\n    Play): try the puzzles\n",
		"the resume line continues on an indented line")

	t.Run("short of height, the hints give way before the resume line", func(t *testing.T) {
		h := NewHome(menu, 60, 16)
		h.status = "Puzzles: no puzzles found in the build"
		view := h.View()
		assertFits(t, view, 60, 16)
		assert.Contains(t, words(view), resume)
		assert.Contains(t, ansi.Strip(view), "lessons finished, exercise accuracy…")
	})
}

func TestHomeTooSmallWraps(t *testing.T) {
	for _, size := range []struct{ w, h int }{{50, 12}, {59, 30}, {30, 10}, {12, 12}} {
		h := NewHome(realMenu(), 80, 24)
		h.Update(tea.WindowSizeMsg{Width: size.w, Height: size.h})
		view := h.View()
		assertFits(t, view, size.w, size.h)
		want := fmt.Sprintf("rithmo needs a terminal of at least 60×16; this one is %d×%d. Enlarge the window, or press Ctrl-C to leave.", size.w, size.h)
		assert.Equal(t, want, words(view), "the message is whole, at %d×%d", size.w, size.h)
	}
	t.Run("too short for the whole message: the short one", func(t *testing.T) {
		view := TooSmall(12, 8)
		assertFits(t, view, 12, 8)
		assert.Equal(t, "rithmo needs 60×16; this is 12×8.", words(view))
	})
	t.Run("too short even for that: as much as fits", func(t *testing.T) {
		view := TooSmall(6, 2)
		assertFits(t, view, 6, 2)
		assert.Equal(t, "rithmo needs", words(view))
	})
}

func TestHomeGolden(t *testing.T) {
	for _, size := range []struct{ w, h int }{{80, 24}, {60, 16}, {50, 12}} {
		h := NewHome(realMenu(), size.w, size.h)
		golden(t, fmt.Sprintf("home-%dx%d", size.w, size.h), ansi.Strip(h.View()))
	}
}

// progressText is the progress summary as rithmo prints it, with a
// resume line that wraps at 80 columns.
const progressText = `Progress kept in /tmp/h.db

Lessons    0 of 12 finished, 1 opened
           Continue: lesson 6 (Compound Kinds and Lesser Inequality), page 1 of 4
Exercises  none answered yet
Puzzles    none tried yet
Streak     no answers yet
`

func TestTextScreenFitsTheWindow(t *testing.T) {
	for _, size := range screenSizes {
		s := NewTextScreen("Progress", progressText, size.w, size.h)
		view := s.View()
		assertFits(t, view, size.w, size.h)
		assert.Contains(t, words(view), "Continue: "+longResume)
	}
	view := ansi.Strip(NewTextScreen("Progress", progressText, 80, 24).View())
	assert.Contains(t, view, "             Continue: lesson 6 (Compound Kinds and Lesser Inequality), page 1\n             of 4\n",
		"a wrapped line continues under its column")
	golden(t, "text-80x24", view)

	t.Run("a resize lays the text out again", func(t *testing.T) {
		s := NewTextScreen("Progress", progressText, 100, 30)
		s.Update(tea.WindowSizeMsg{Width: 60, Height: 16})
		assertFits(t, s.View(), 60, 16)
		assert.Contains(t, words(s.View()), "Continue: "+longResume)
	})
	t.Run("a long title wraps and leaves the body less room", func(t *testing.T) {
		title := "Board analysis: " + strings.Repeat("8/", 15) + "8 w fulke1 - - 1"
		body := strings.Repeat("line\n", 40)
		s := NewTextScreen(title, body, 40, 16)
		view := s.View()
		assertFits(t, view, 40, 16)
		assert.Contains(t, strings.ReplaceAll(words(view), " ", ""), strings.ReplaceAll(title, " ", ""))
	})
}

func TestAskScreenFitsTheWindow(t *testing.T) {
	help := "Give a position in rithmo's notation (BOARD SIDE RULES WHITE-TOOK BLACK-TOOK MOVE), or a rule set (fulke1, fulke2, fulke3, nemec, parlett) for its opening array. rithmo board --help explains the notation."
	long := "position: want 6 fields separated by single spaces (BOARD SIDE RULES WHITE-TOOK BLACK-TOOK MOVE), found 20"
	var widths []int
	answer := func(line string, width int) (string, error) {
		widths = append(widths, width)
		if line == "bad" {
			return "", errors.New(long)
		}
		return strings.Repeat("x", width) + "\n" + progressText, nil
	}
	for _, size := range screenSizes {
		t.Run(fmt.Sprintf("%dx%d", size.w, size.h), func(t *testing.T) {
			s := NewAskScreen("Board analysis", "Position", help, answer, size.w, size.h)
			s.Init()
			view := s.View()
			assertFits(t, view, size.w, size.h)
			assert.Contains(t, words(view), help)

			typeText(s, "bad")
			send(s, key("enter"))
			view = s.View()
			assertFits(t, view, size.w, size.h)
			assert.Contains(t, words(view), long, "the error whole")
			assert.NotContains(t, ansi.Strip(view), "WHITE-\n", "no break at a hyphen")

			for range 3 {
				send(s, tea.KeyMsg{Type: tea.KeyBackspace})
			}
			position := strings.Repeat("3,t12,4/", 25) + "8 w fulke1 - - 1" // too long for a title even 160 wide
			send(s, tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(position), Paste: true})
			send(s, key("enter"))
			assert.Equal(t, size.w-2, widths[len(widths)-1], "the answer is laid out for the window less the margin")
			view = s.View()
			assertFits(t, view, size.w, size.h)
			assert.Contains(t, strings.ReplaceAll(words(view), " ", ""), strings.ReplaceAll("Position: "+position, " ", ""),
				"a position too long for the title heads the text, cut only between its men")
			assert.NotContains(t, ansi.Strip(view), "Board analysis: 3,")
			assert.Contains(t, ansi.Strip(view), "  "+strings.Repeat("x", size.w-2)+"\n", "the text may reach the right edge")
		})
	}
	t.Run("the help gives way when the window is short", func(t *testing.T) {
		s := NewAskScreen("Board analysis", "Position", help, answer, 60, 10)
		s.Init()
		view := s.View()
		assertFits(t, view, 60, 10)
		assert.Contains(t, view, "Position")
		assert.NotContains(t, view, "notation")
	})
	t.Run("a short line titles the result", func(t *testing.T) {
		s := NewAskScreen("Board analysis", "Position", help, answer, 80, 24)
		s.Init()
		typeText(s, "nemec")
		send(s, key("enter"))
		assert.Contains(t, ansi.Strip(s.View()), "\n  Board analysis: nemec\n")
	})
}

func TestAskScreenGolden(t *testing.T) {
	help := "Give a position in rithmo's notation (BOARD SIDE RULES WHITE-TOOK BLACK-TOOK MOVE), or a rule set (fulke1, fulke2, fulke3, nemec, parlett) for its opening array. rithmo board --help explains the notation."
	answer := func(line string, width int) (string, error) {
		return "", errors.New("position: want 6 fields separated by single spaces (BOARD SIDE RULES WHITE-TOOK BLACK-TOOK MOVE), found 20")
	}
	s := NewAskScreen("Board analysis", "Position", help, answer, 80, 24)
	s.Init()
	typeText(s, "bad")
	send(s, key("enter"))
	golden(t, "ask-80x24", ansi.Strip(s.View()))
}

func TestTooSmallErrorWrapped(t *testing.T) {
	e := &TooSmallError{Width: 50, Height: 12}
	got := e.Wrapped(50)
	for _, l := range strings.Split(got, "\n") {
		assert.LessOrEqual(t, ansi.StringWidth("rithmo: "+l), 50, "%q", l)
	}
	assert.Equal(t, e.Error(), words(got), "the whole message, broken at spaces")
	assert.Equal(t, e.Error(), (&TooSmallError{Width: 50, Height: 12}).Wrapped(500), "one line when it fits")
}

// TestTextScreenPagesAndSearches: the glossary is long; a learner pages
// through it and finds a term by typing it.
func TestTextScreenPagesAndSearches(t *testing.T) {
	var body strings.Builder
	for i := range 100 {
		fmt.Fprintf(&body, "term %d\n", i)
	}
	body.WriteString("Sesquialter: one and a half\n")
	open := func() *TextScreen { return NewTextScreen("Glossary", body.String(), 80, 24) }
	top := func(s *TextScreen) string { return strings.TrimSpace(s.lines[s.offset]) }
	press := func(s *TextScreen, keys ...string) {
		for _, k := range keys {
			s.Update(key(k))
		}
	}
	tests := []struct {
		name string
		keys []string
		top  string
	}{
		// 80×24 leaves 19 rows for the text: a page moves 18, keeping one.
		{"space pages down", []string{" "}, "term 18"},
		{"pgdown pages down", []string{"pgdown"}, "term 18"},
		{"b pages back", []string{" ", " ", "b"}, "term 18"},
		{"end goes to the last page", []string{"end"}, "term 82"},
		{"home goes back to the top", []string{"end", "home"}, "term 0"},
		{"a search finds in any case, on the last page", []string{"/", "s", "E", "s", "q", "enter"}, "term 82"},
		{"n finds the next line", []string{"/", "t", "e", "r", "m", " ", "4", "enter", "n"}, "term 39"},
		{"esc leaves the search, not the screen", []string{"/", "x", "esc"}, "term 0"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := open()
			for _, k := range tc.keys {
				switch k {
				case "pgdown":
					s.Update(tea.KeyMsg{Type: tea.KeyPgDown})
				case "end":
					s.Update(tea.KeyMsg{Type: tea.KeyEnd})
				case "home":
					s.Update(tea.KeyMsg{Type: tea.KeyHome})
				case " ":
					if s.typing {
						s.Update(tea.KeyMsg{Type: tea.KeySpace, Runes: []rune{' '}})
					} else {
						press(s, k)
					}
				default:
					press(s, k)
				}
			}
			assert.Equal(t, tc.top, top(s))
			assert.False(t, s.Done())
			if s.found >= 0 {
				assert.Contains(t, s.View(), s.lines[s.found], "the line found is on screen")
			}
			assertFits(t, s.View(), 80, 24)
		})
	}

	s := open()
	s.Update(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune("/term 5")})
	s.Update(tea.KeyMsg{Type: tea.KeyEnter})
	assert.Equal(t, "term 4", top(s), "keys that arrive together, typed fast or pasted, search as well")

	s = open()
	assert.Contains(t, ansi.Strip(s.View()), "pgup/pgdn page · home/end · / search", "the footer names the keys that page and search")

	s = open()
	press(s, "/", "z", "z", "enter")
	assert.Contains(t, ansi.Strip(s.View()), "no line has “zz”", "a search that finds nothing says so")
	assert.Equal(t, "term 0", top(s))
}
