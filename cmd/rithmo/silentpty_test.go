package main

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
	"golang.org/x/sys/unix"
)

// openSilentPTY opens a pseudo-terminal pair and returns its replica end. No
// one reads the controller end, so the terminal never answers a query.
func openSilentPTY(t *testing.T) *os.File {
	t.Helper()
	ptmx, err := os.OpenFile("/dev/ptmx", os.O_RDWR|unix.O_NOCTTY, 0)
	if err != nil {
		t.Skipf("no pseudo-terminals here: %v", err)
	}
	t.Cleanup(func() { ptmx.Close() })
	if err := unix.IoctlSetPointerInt(int(ptmx.Fd()), unix.TIOCSPTLCK, 0); err != nil {
		t.Skipf("cannot unlock a pseudo-terminal: %v", err)
	}
	n, err := unix.IoctlGetInt(int(ptmx.Fd()), unix.TIOCGPTN)
	if err != nil {
		t.Skipf("cannot name a pseudo-terminal: %v", err)
	}
	replica, err := os.OpenFile(fmt.Sprintf("/dev/pts/%d", n), os.O_RDWR|unix.O_NOCTTY, 0)
	if err != nil {
		t.Skipf("cannot open the pseudo-terminal: %v", err)
	}
	t.Cleanup(func() { replica.Close() })
	return replica
}

// TestNoStallOnASilentTerminalWithTERMScreen: on a terminal that never
// answers (script(1), expect, a test harness), bubbletea's init asks for the
// background and termenv waits five seconds for the answer, unless TERM
// starts with screen, tmux or dumb. With TERM=screen, as the terminal notes
// advise, rithmo itself asks nothing more and starts at once.
func TestNoStallOnASilentTerminalWithTERMScreen(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary")
	}
	replica := openSilentPTY(t)
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	for _, args := range [][]string{{"--help"}, {"ratio", "9", "6"}, {"lesson", "show", "1", "--page", "1"}} {
		cmd := exec.CommandContext(ctx, binary(t), args...)
		cmd.Stdin, cmd.Stdout, cmd.Stderr = replica, replica, replica
		// A session of its own with the pty as controlling terminal, in the
		// foreground, as under script(1): only then does termenv ask it.
		cmd.SysProcAttr = &syscall.SysProcAttr{Setsid: true, Setctty: true, Ctty: 0}
		cmd.Env = append(os.Environ(), "TERM=screen", "COLORFGBG=", "RITHMO_STYLE=", "RITHMO_DATA="+t.TempDir()+"/p.db")
		started := time.Now()
		require.NoError(t, cmd.Run(), "rithmo %v", args)
		took := time.Since(started)
		require.Less(t, took, 2*time.Second, "rithmo %v took %v on a terminal that never answers, with TERM=screen: something asked the terminal", args, took)
	}
}
