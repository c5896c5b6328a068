package app

import (
	"context"
	"errors"
	"fmt"
	"io"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/huh"

	"github.com/rithmo/rithmo/cmd/internal/progress"
	"github.com/rithmo/rithmo/lessons/form"
)

// Run opens the home screen full-screen in one bubbletea program that lives
// until the learner quits; in and out must be a terminal (the caller checks:
// without one bubbletea would open /dev/tty). It returns ErrInterrupted for
// Ctrl-C and a *TooSmallError when the terminal is below MinWidth×MinHeight.
func Run(ctx context.Context, in io.Reader, out io.Writer, width, height int, menu func() Menu) error {
	if width < MinWidth || height < MinHeight {
		return &TooSmallError{Width: width, Height: height}
	}
	h := NewHome(menu, width, height)
	// Signals are rithmo's main's to handle (it cancels ctx): bubbletea's
	// own handler can deadlock the shutdown and leave the terminal in the
	// alternate screen (review D4, bubbletea PR #1806, not in any v1).
	// bubbletea v1 draws only on its renderer's ticks, the first one a
	// whole frame period after start; at its highest rate (120 fps) the
	// first frame waits 8 ms instead of 17, and keys echo sooner. A frame
	// that has not changed is not redrawn, so idle costs nothing more.
	p := tea.NewProgram(h, tea.WithContext(ctx), tea.WithInput(in), tea.WithOutput(out), tea.WithAltScreen(), tea.WithoutSignalHandler(), tea.WithFPS(120))
	_, err := p.Run()
	switch {
	case h.Err() != nil:
		return h.Err()
	case h.Interrupted(), errors.Is(err, tea.ErrInterrupted), ctx.Err() != nil:
		return ErrInterrupted
	case err != nil:
		return fmt.Errorf("home screen: %w", err)
	}
	return nil
}

// RunAccessible is the home for screen readers and scripted input: the menu
// as a numbered prompt (huh's accessible mode), asked again after each entry
// until the learner chooses Quit or the input ends. Every prompt of every
// entry reads the same input one byte at a time (huh builds a new scanner
// for each prompt, and a buffered one would swallow later answers). When ctx
// is cancelled (Ctrl-C) a prompt waiting for input gives up at once and
// RunAccessible returns ErrInterrupted; answers given before are saved,
// since every entry records as it goes. When the input ends before Quit it
// returns form.ErrInputEnded and says nothing: the caller says it once
// (rithmo's main on standard error, with exit code 1), so that a script
// that ran out of answers is told so by its exit code.
func RunAccessible(ctx context.Context, in io.Reader, out io.Writer, look Look, menu func() Menu) error {
	input := form.NewInput(form.Cancelable(ctx, in))
	theme := look.Theme()
	if w := menu().Welcome; w != nil && w.Plain != nil {
		err := input.Guard(func() error { return w.Plain(ctx, input, out) })
		switch {
		case ctx.Err() != nil:
			return ErrInterrupted
		case unsaved(err):
			return err
		case input.Ended() || errors.Is(err, form.ErrInputEnded):
			return form.ErrInputEnded
		case err != nil:
			fmt.Fprintf(out, "%s: %v\n", w.Title, err)
		}
	}
	for {
		if ctx.Err() != nil {
			return ErrInterrupted
		}
		m := menu()
		fmt.Fprintln(out)
		if m.Resume != "" {
			fmt.Fprintln(out, m.Resume)
		}
		options := make([]huh.Option[int], len(m.Items))
		for i, it := range m.Items {
			options[i] = huh.NewOption(it.Title+": "+it.Hint, i)
		}
		choice := 0
		f := huh.NewForm(huh.NewGroup(form.Themed(huh.NewSelect[int](), theme).Title("rithmo: what next?").Options(options...).Value(&choice))).WithTheme(theme)
		err := input.Run(f, out)
		switch {
		case ctx.Err() != nil:
			return ErrInterrupted
		case input.Ended() || errors.Is(err, form.ErrInputEnded):
			return form.ErrInputEnded
		case err != nil:
			return fmt.Errorf("home: %w", err)
		}
		item := m.Items[choice]
		if item.Quit {
			fmt.Fprintln(out, "Goodbye.")
			return nil
		}
		if item.Plain == nil {
			fmt.Fprintf(out, "%s is not available in this build.\n", item.Title)
			continue
		}
		err = input.Guard(func() error { return item.Plain(ctx, input, out) })
		switch {
		case ctx.Err() != nil:
			return ErrInterrupted
		case unsaved(err):
			return err // progress can no longer be saved: stop (exit 1)
		case err != nil && !errors.Is(err, form.ErrInputEnded):
			fmt.Fprintf(out, "%s: %v\n", item.Title, err)
		}
		if input.Ended() || errors.Is(err, form.ErrInputEnded) {
			return form.ErrInputEnded
		}
	}
}

// unsaved reports an error from the progress database: what the learner
// does next could not be saved either, so the session ends.
func unsaved(err error) bool {
	var (
		se *progress.StoreError
		fe *progress.ForeignError
	)
	return errors.As(err, &se) || errors.As(err, &fe)
}
