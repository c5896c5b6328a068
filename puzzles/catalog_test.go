package puzzles_test

import (
	"strings"
	"testing"
	"testing/fstest"

	"github.com/rithmo/rithmo/content"
	"github.com/rithmo/rithmo/puzzles"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A catalog holds what Load reads, puzzle for puzzle: each entry's Puzzle
// is the very puzzle Load returns, and its fields are that puzzle's.
func TestCatalogIsLoad(t *testing.T) {
	all, err := puzzles.Load(content.Puzzles())
	require.NoError(t, err)
	cat, err := puzzles.LoadCatalog(content.Puzzles())
	require.NoError(t, err)
	require.Len(t, cat, len(all))
	for i := range all {
		p, e := &all[i], &cat[i]
		got, err := e.Puzzle()
		require.NoError(t, err, p.ID)
		assert.Equal(t, p, got, p.ID)
		assert.Equal(t, p.Item(), e.Item, p.ID)
		assert.Equal(t, p.Rules(), e.Rules, p.ID)
		assert.Equal(t, []any{p.ID, p.Title, p.Goal, p.Themes, p.Difficulty}, []any{e.ID, e.Title, e.Goal, e.Themes, e.Difficulty}, p.ID)
	}
}

// Broken files leave out the same puzzles with the same problems, in the
// same order, in a catalog as in Load.
func TestCatalogProblemsAreLoads(t *testing.T) {
	pos := "8/8/8/8/8/8/8/8/8/8/8/8/8/8/8/8 w nemec - - 1"
	one := "id: a\ntitle: t\nposition: " + pos + "\ngoal: spot\n"
	fsys := fstest.MapFS{
		"a.puz":     {Data: []byte(one + "\n" + strings.Replace(one, "spot", "capture z9", 1) + "\n" + one)},
		"sub/b.puz": {Data: []byte(strings.Replace(one, "id: a", "id: b", 1) + "\n" + one + "\nid: c\ntitle: \x1b]0;x\x07\n")},
		"c.puz":     {Data: []byte(one)},
		"d.puz":     {Data: []byte(strings.Replace(one, "8/8 w", "8 w", 1))},
	}
	ps, loadErr := puzzles.Load(fsys)
	cat, catErr := puzzles.LoadCatalog(fsys)
	require.Error(t, loadErr)
	assert.Equal(t, loadErr.Error(), catErr.Error())
	assert.Contains(t, loadErr.Error(), `a.puz:11: id "a" is used twice (first at line 1)`)
	assert.Contains(t, loadErr.Error(), `sub/b.puz:6: id "a" is used already at a.puz:1`)
	require.Len(t, cat, len(ps))
	for i := range ps {
		got, err := cat[i].Puzzle()
		require.NoError(t, err)
		assert.Equal(t, &ps[i], got)
	}
}

// Entries of puzzles in hand give those very puzzles back.
func TestEntriesOfPuzzlesInHand(t *testing.T) {
	all, err := puzzles.Load(content.Puzzles())
	require.NoError(t, err)
	list := all[:3]
	for i, e := range puzzles.Entries(list) {
		got, err := e.Puzzle()
		require.NoError(t, err)
		assert.Same(t, &list[i], got)
	}
}

// BenchmarkLoadCatalog reads the collection as the puzzle menu does.
func BenchmarkLoadCatalog(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		cat, err := puzzles.LoadCatalog(content.Puzzles())
		if err != nil || len(cat) == 0 {
			b.Fatal(len(cat), err)
		}
	}
}
