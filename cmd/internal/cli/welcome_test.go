package cli

import (
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/cmd/internal/progress"
)

// A scripted first run: how rithmo works and the rule set first, then
// lesson 1's first exercise from the menu's first entry; the next run asks
// nothing more and Continue goes on to the first exercise left open.
func TestFirstRun(t *testing.T) {
	fixClock(t, time.Date(2026, 12, 6, 10, 0, 0, 0, time.UTC))
	db := filepath.Join(t.TempDir(), "progress.db")
	script := strings.Join([]string{
		"4",      // the rule set: nemec
		"1",      // Start: lesson 1
		"n", "7", // exercise 1, no hint first: 9 − 2
		"n", "5", // exercise 2: 20 ÷ 4
	}, "\n") + "\n"
	code, out, errOut := execRithmo(t, script, nil, "--accessible", "--data", db)
	assertRanOut(t, code, errOut)
	welcome := strings.Index(out, "Welcome to rithmo")
	menu := strings.Index(out, "rithmo: what next?")
	first := strings.Index(out, "Exercise 1. White's round 2 and triangle 9")
	require.True(t, welcome >= 0 && menu > welcome && first > menu, "the welcome, the menu, then exercise 1:\n%s", out)
	assert.Contains(t, out, "Each lesson is a few pages with exercises")
	assert.Contains(t, out, "1. fulke1   Lever & Fulke 1563, the first kind of playing (the default)")
	assert.Contains(t, out, "4. nemec    Němec 2012, modern rules")
	assert.Contains(t, out, "You learn in nemec.")
	assert.Contains(t, out, "1. Start: lesson 1 (The Battle of Numbers)")
	assert.NotContains(t, out[:first], "Who invented it?", "no history before the first exercise")
	assert.Less(t, len(strings.Fields(out[strings.Index(out, "Lesson 1, page 1"):first])), 300, "a short read to the first exercise")
	assert.Contains(t, out, "Right: 9 − 2 = 7")
	assert.Contains(t, out, "Right: 20 ÷ 4 = 5")

	store, err := progress.Open(db)
	require.NoError(t, err)
	rules, ok, err := store.Setting(progress.SettingRules)
	require.NoError(t, err)
	assert.True(t, ok)
	assert.Equal(t, "nemec", rules)
	require.NoError(t, store.Close())

	code, out, errOut = execRithmo(t, "", nil, "--accessible", "--data", db)
	assertRanOut(t, code, errOut)
	assert.NotContains(t, out, "Welcome to rithmo", "asked once")
	assert.Contains(t, out, "1. Continue: lesson 1 (The Battle of Numbers), exercise 3 on page 1 of 5", "forward, to the first exercise left open")
}
