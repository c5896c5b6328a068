package app

import (
	"context"
	"errors"
	"fmt"
	"io"

	tea "github.com/charmbracelet/bubbletea"
)

// Size is a window size, as a remote terminal reports it.
type Size struct{ Width, Height int }

// RunRemote is Run for a terminal that is not the process's own (a
// student's over SSH): input and output are the connection, and the
// window's later sizes come from sizes (there is no SIGWINCH to watch).
// The program ends when ctx is cancelled (the student went away). look is
// the student's terminal's: its own renderer, not the server's.
func RunRemote(ctx context.Context, in io.Reader, out io.Writer, look Look, width, height int, sizes <-chan Size, menu func() Menu) error {
	if width < MinWidth || height < MinHeight {
		return &TooSmallError{Width: width, Height: height}
	}
	h := NewHome(menu, width, height).WithLook(look)
	p := tea.NewProgram(h, tea.WithContext(ctx), tea.WithInput(in), tea.WithOutput(out), tea.WithAltScreen())
	go func() {
		for {
			select {
			case <-ctx.Done():
				return
			case sz, ok := <-sizes:
				if !ok {
					return
				}
				p.Send(tea.WindowSizeMsg{Width: sz.Width, Height: sz.Height})
			}
		}
	}()
	_, err := p.Run()
	switch {
	case h.Interrupted(), errors.Is(err, tea.ErrInterrupted), ctx.Err() != nil:
		return ErrInterrupted
	case err != nil:
		return fmt.Errorf("home screen: %w", err)
	}
	return nil
}
