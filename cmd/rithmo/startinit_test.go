package main

import (
	"bytes"
	"io"
	"os/exec"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// initAllowed are rithmo's packages still allowed an init function, each to
// be cleared (the progress store and the engine are being rewritten).
var initAllowed = []string{
	"github.com/rithmo/rithmo/cmd/internal/progress",
	"github.com/rithmo/rithmo/rules/engine",
}

// No package of rithmo's own does work before main: every command would pay
// for it, and each package whose init function runs keeps a 64 KB window of
// the binary's code resident. Build tables and regular expressions on first
// use (internal/lazy), write small maps as switches or arrays, and build
// commands in cli.NewRoot. The built binary's GODEBUG=inittrace=1 lists
// every package whose initialisation ran code.
func TestNoPackageOfOursWorksAtStartUp(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary")
	}
	cmd := exec.Command(installed(t), "--help")
	cmd.Env = benchEnv(t, "GODEBUG=inittrace=1")
	cmd.Stdout = io.Discard
	var trace bytes.Buffer
	cmd.Stderr = &trace
	require.NoError(t, cmd.Run(), trace.String())
	require.Contains(t, trace.String(), "init runtime @", "GODEBUG=inittrace=1 printed no trace")
	var found []string
	for _, line := range strings.Split(trace.String(), "\n") {
		f := strings.Fields(line)
		if len(f) < 2 || f[0] != "init" || !strings.HasPrefix(f[1]+"/", "github.com/rithmo/rithmo/") {
			continue
		}
		allowed := false
		for _, p := range initAllowed {
			allowed = allowed || f[1] == p
		}
		if !allowed {
			found = append(found, line)
		}
	}
	assert.Empty(t, found, "packages of rithmo's that run code at start-up (find what with go tool objdump -s 'PKG\\.init' on a binary built without -s -w)")
}
