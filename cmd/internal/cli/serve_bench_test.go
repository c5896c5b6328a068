package cli

import (
	"io"
	"log/slog"
	"path/filepath"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/lipgloss"
	"github.com/muesli/termenv"
	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/cmd/internal/app"
	"github.com/rithmo/rithmo/cmd/internal/progress"
	"github.com/rithmo/rithmo/cmd/internal/ui"
	"github.com/rithmo/rithmo/lessons"
	"github.com/rithmo/rithmo/lessons/render"
)

// BenchmarkKeystroke is what one key costs the class server, without the
// network: the home's Update and the View of the frame it causes, for a
// student on a 256-colour terminal of 120×40, as the load test's students
// press them (the menu's arrows; the assignment's puzzle, its men chosen
// with the arrows; opening the assignment and leaving it, a pair of keys).
// bubbletea calls View after every message.
func BenchmarkKeystroke(b *testing.B) {
	classPath := filepath.Join(b.TempDir(), "class.db")
	code, _, stderr := execRithmo(&testing.T{}, "", nil, "class", "assign", "week1", "--class", classPath, "--ids", "f1-addition-3", "--seed", "7")
	require.Equal(b, 0, code, stderr)
	class, err := progress.Open(classPath, progress.WithClock(classClock))
	require.NoError(b, err)
	b.Cleanup(func() { class.Close() })
	all, err := lessons.Load(lessonFiles())
	require.NoError(b, err)
	const key = "SHA256:bench"
	_, err = class.SeeLearner(key, "ssh-ed25519 AAAA bench")
	require.NoError(b, err)
	require.NoError(b, class.NameLearner(key, "Bench"))

	env := &Env{Stdin: eofReader{}, Stdout: io.Discard, Stderr: io.Discard, GamesDir: b.TempDir(), Getenv: func(string) string { return "" }}
	r := lipgloss.NewRenderer(io.Discard)
	r.SetColorProfile(termenv.ANSI256)
	t := ui.Terminal{InTTY: true, OutTTY: true, Width: 120, Height: 40, Style: ui.StyleDark, Profile: termenv.ANSI256}
	h := &home{env: env, term: t, store: class.ForLearner(key, progress.WithClock(classClock), progress.WithLessons(shapesOf(all))),
		lessons: all, renderer: render.New(t.Style, 1).ForTerminal(r), look: app.NewLook(r),
		class: &classMember{class: class, learner: key, log: slog.New(slog.NewTextHandler(io.Discard, nil))}}
	down, up := tea.KeyMsg{Type: tea.KeyDown}, tea.KeyMsg{Type: tea.KeyUp}
	press := func(m tea.Model, k tea.KeyMsg) string {
		m.Update(k)
		return m.View()
	}
	b.Run("menu", func(b *testing.B) {
		home := app.NewHome(h.menu, 120, 40).WithLook(h.look)
		b.ReportAllocs()
		for i := range b.N {
			press(home, []tea.KeyMsg{down, up}[i%2])
		}
	})
	b.Run("open", func(b *testing.B) {
		// Enter on the assignment draws its puzzle's board and first
		// question; Esc goes back to the menu, which reads the store.
		home := app.NewHome(h.menu, 120, 40).WithLook(h.look)
		b.ReportAllocs()
		for range b.N {
			press(home, tea.KeyMsg{Type: tea.KeyEnter})
			press(home, tea.KeyMsg{Type: tea.KeyEsc})
		}
		require.Contains(b, home.View(), "Assignment week1")
	})
	b.Run("puzzle", func(b *testing.B) {
		home := app.NewHome(h.menu, 120, 40).WithLook(h.look)
		press(home, tea.KeyMsg{Type: tea.KeyEnter}) // the assignment comes first
		require.Contains(b, home.View(), "Which of your men?")
		b.ReportAllocs()
		for i := range b.N {
			press(home, []tea.KeyMsg{down, up}[i%2])
		}
	})
}

type eofReader struct{}

func (eofReader) Read([]byte) (int, error) { return 0, io.EOF }
