package twomove

import (
	"flag"
	"fmt"
	"os"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/puzzles"
	"github.com/rithmo/rithmo/rules/board"
)

// -write FILE searches every rule set's self-play games for two-move
// puzzles and writes them to FILE: how content/puzzles/two-move.puz was
// first made (its notes were then read, and some reworded, by hand).
// -games bounds the games per rule set.
var (
	write = flag.String("write", "", "search for two-move puzzles and write them to this file")
	games = flag.Int("games", 6, "games per rule set and goal for -write")
)

func TestWrite(t *testing.T) {
	if *write == "" {
		t.Skip("no -write FILE")
	}
	var all []puzzles.Puzzle
	for _, set := range []string{"fulke1", "fulke2", "fulke3", "nemec", "parlett"} {
		r, err := board.ParseRules(set)
		require.NoError(t, err)
		for _, tri := range []bool{false, true} {
			ps, err := Find(Options{Rules: r, Seed: 1, Games: *games, Count: 6, Triumphs: tri, MaxSolutions: 2})
			require.NoError(t, err)
			fmt.Fprintf(os.Stderr, "%s triumphs=%v: %d\n", set, tri, len(ps))
			all = append(all, ps...)
			require.NoError(t, os.WriteFile(*write, puzzles.Format(all), 0o644))
		}
	}
}
