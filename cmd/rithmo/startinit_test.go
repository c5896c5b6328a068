package main

import (
	"bytes"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// initAllowed are rithmo's packages still allowed an init function:
// colorfgbg.internal, whose init is its purpose (it must set the background
// before bubbletea's init asks the terminal).
var initAllowed = []string{
	"colorfgbg.internal",
}

// initBudget is what the goldmark stand-in (cmd/internal/goldmarklazy) may
// still allocate at start-up, package by package: what goldmark numbers and
// builds there is its API (node kinds and context keys numbered in the order
// the packages start, exported attribute filters and extenders), and was left
// as upstream wrote it. Its regular expressions and tables are built on first
// use; one regular expression compiled at init again allocates about 3 KB in
// 30 allocations, over these budgets (the figures measured, with a little
// room for the node kinds' slice, which grows in whichever package registers
// the kind that fills it). Its other packages may run no code at all.
var initBudget = map[string]struct{ bytes, allocs int }{
	"github.com/yuin/goldmark/ast":           {2048, 8},    // 992 bytes, 5 allocs
	"github.com/yuin/goldmark/extension/ast": {2048, 8},    // 1152 bytes, 1 alloc
	"github.com/yuin/goldmark/parser":        {2048, 8},    // 0 bytes, 0 allocs
	"github.com/yuin/goldmark/renderer/html": {18432, 100}, // 17624 bytes, 98 allocs
	"github.com/yuin/goldmark/extension":     {14336, 80},  // 13056 bytes, 76 allocs
}

// ourModules are the paths of rithmo's module and of the stand-ins go.mod
// replaces with directories of its own (chroma, bluemonday, clipboard ...).
func ourModules(t *testing.T) []string {
	data, err := os.ReadFile(filepath.Join("..", "..", "go.mod"))
	require.NoError(t, err)
	ours := []string{"github.com/rithmo/rithmo"}
	for _, line := range strings.Split(string(data), "\n") {
		f := strings.Fields(strings.TrimPrefix(strings.TrimSpace(line), "replace "))
		if len(f) == 3 && f[1] == "=>" && strings.HasPrefix(f[2], "./") {
			ours = append(ours, f[0])
		}
	}
	require.Greater(t, len(ours), 3, "go.mod's replace lines")
	return ours
}

// No package of rithmo's own (nor of its stand-ins for other modules) does
// work before main: every command would pay
// for it, and each package whose init function runs keeps a 64 KB window of
// the binary's code resident. Build tables and regular expressions on first
// use (rules/lazy), write small maps as switches or arrays, and build
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
	ours := ourModules(t)
	var found []string
	for _, line := range strings.Split(trace.String(), "\n") {
		f := strings.Fields(line)
		if len(f) < 2 || f[0] != "init" {
			continue
		}
		pkg := strings.ReplaceAll(f[1], "%2e", ".") // the trace escapes a dot in the last element
		if slices.Contains(initAllowed, pkg) || !slices.ContainsFunc(ours, func(m string) bool {
			return pkg == m || strings.HasPrefix(pkg, m+"/")
		}) {
			continue
		}
		// "init PKG @0.1 ms, 0.01 ms clock, 992 bytes, 5 allocs"
		if b, ok := initBudget[pkg]; ok && len(f) == 11 && f[8] == "bytes," && f[10] == "allocs" {
			n, err1 := strconv.Atoi(f[7])
			allocs, err2 := strconv.Atoi(f[9])
			if err1 == nil && err2 == nil && n <= b.bytes && allocs <= b.allocs {
				continue
			}
		}
		found = append(found, line)
	}
	assert.Empty(t, found, "packages of rithmo's that run code at start-up (find what with go tool objdump -s 'PKG\\.init' on a binary built without -s -w)")
}
