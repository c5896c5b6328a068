package cli

import (
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/cmd/internal/progress"
	"github.com/rithmo/rithmo/lessons"
	"github.com/rithmo/rithmo/puzzles/teach"
)

// A new learner who has read lessons 1 to 3, on a fresh progress file,
// meets the puzzles that close lesson 3 first: near the rating (in the
// rule set learnt in) and as the puzzle of the day; before lesson 3 is
// read, both say that lesson 3 opens them.
func TestFirstPuzzlesAfterLessonThree(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "progress.db")
	env := &Env{Getenv: func(k string) string {
		if k == "RITHMO_DATA" {
			return path
		}
		return ""
	}}
	all, err := curatedCatalog(&Env{})
	require.NoError(t, err)
	day := time.Date(2026, 12, 6, 9, 0, 0, 0, time.UTC)

	readLessonIn(t, path, 1)
	readLessonIn(t, path, 2)
	store, err := openStore(env)
	require.NoError(t, err)
	picked, label := nearRating(store, all)
	assert.Empty(t, picked)
	assert.Equal(t, "Near your rating opens when you have read lesson 3, How the Men Move (rithmo lessons 3).", label)
	_, wait, err := dailyPuzzle(day, lessonsRead(store), defaultRules)
	require.NoError(t, err)
	assert.Equal(t, "The puzzle of the day opens when you have read lesson 3, How the Men Move (rithmo lessons 3).", wait)
	require.NoError(t, store.Close())

	readLessonIn(t, path, 3)
	store, err = openStore(env)
	require.NoError(t, err)
	defer store.Close()
	read := lessonsRead(store)
	assert.Equal(t, teach.Read{1: true, 2: true, 3: true}, read)
	for _, rules := range []string{"fulke1", "fulke2", "fulke3", "nemec", "parlett"} {
		if rules != defaultRules {
			require.NoError(t, store.SetSetting(progress.SettingRules, rules))
		}
		picked, label := nearRating(store, all)
		require.NotEmpty(t, picked, rules)
		assert.True(t, strings.HasPrefix(label, "Near your rating in "+rules+" ("), label)
		first := picked[0]
		assert.Equal(t, "3, Taking on the board", first.Lesson.String(), "%s: the first puzzle %s", rules, first.ID)
		assert.Equal(t, rules, first.Rules, first.ID)
		for _, p := range picked {
			assert.Equal(t, 3, p.Lesson.Number, "%s runs ahead of the lessons read", p.ID)
		}
	}

	// The puzzle of the day is drawn among the puzzles open in the rule set
	// learnt in, by the date alone: the same all day, and never one that
	// waits for a lesson.
	for _, rules := range []string{"fulke1", "fulke2", "fulke3", "nemec", "parlett"} {
		seen := map[string]bool{}
		for d := range 30 {
			pz, wait, err := dailyPuzzle(day.AddDate(0, 0, d), read, rules)
			require.NoError(t, err)
			require.Empty(t, wait)
			assert.Equal(t, 3, pz.Lesson.Number, "%s on day %d", pz.ID, d)
			assert.Equal(t, rules, pz.Rules(), pz.ID)
			again, _, err := dailyPuzzle(day.AddDate(0, 0, d).Add(8*time.Hour), read, rules)
			require.NoError(t, err)
			assert.Equal(t, pz.ID, again.ID, "the same day")
			seen[pz.ID] = true
		}
		assert.GreaterOrEqual(t, len(seen), 3, "%s: a month of days spreads over the lesson's puzzles", rules)
	}
}

// Lesson 3's last page offers its puzzles in the rule set learnt in,
// piped as a command to type, like every lesson that has its own.
func TestLessonThreeEnding(t *testing.T) {
	course, err := lessons.Load(lessonFiles())
	require.NoError(t, err)
	l, ok := lessonNumbered(course, 3)
	require.True(t, ok)
	for rules, n := range map[string]int{"fulke1": 5, "fulke2": 5, "fulke3": 5, "nemec": 5, "parlett": 5} {
		text := endingText(l, course, rules)
		assert.True(t, strings.HasPrefix(text, "\n  End of lesson 3.\n  Its "+howMany(n, "puzzle")+", in "+rules+": rithmo puzzles --lesson 3\n  Next: lesson 4, "), text)
		list, err := endingOf(&Env{Getenv: func(string) string { return "" }}, 3, rules)
		require.NoError(t, err)
		assert.Len(t, list, n)
		for _, p := range list {
			assert.Equal(t, rules, p.Position.Rules.String(), p.ID)
		}
	}
}
