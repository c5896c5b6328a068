package twomove

import (
	"flag"
	"fmt"
	"os"
	"strings"
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
	write  = flag.String("write", "", "search for two-move puzzles and write them to this file")
	games  = flag.Int("games", 6, "games per rule set and goal for -write")
	sets   = flag.String("sets", "fulke1,fulke2,fulke3,nemec,parlett", "rule sets for -write")
	goals  = flag.String("goals", "capture,triumph", "goals for -write")
	turns  = flag.Int("turns", 0, "turns per game for -write (0: the miner's default)")
	seed   = flag.Uint64("seed", 1, "first game's seed for -write")
	guard  = flag.Bool("guarded", false, "play guarded games (no triumph) for -write")
	renote = flag.String("renote", "", "write the titles, themes and notes of this file's puzzles again")
)

func TestWrite(t *testing.T) {
	if *write == "" {
		t.Skip("no -write FILE")
	}
	var all []puzzles.Puzzle
	for _, set := range strings.Split(*sets, ",") {
		r, err := board.ParseRules(set)
		require.NoError(t, err)
		for _, goal := range strings.Split(*goals, ",") {
			tri := goal == "triumph"
			ps, err := Find(Options{Rules: r, Seed: *seed, Games: *games, Count: 6, Triumphs: tri, MaxSolutions: 2, Turns: *turns, Guarded: *guard})
			require.NoError(t, err)
			fmt.Fprintf(os.Stderr, "%s triumphs=%v: %d\n", set, tri, len(ps))
			all = append(all, ps...)
			require.NoError(t, os.WriteFile(*write, puzzles.Format(all), 0o644))
		}
	}
}

// -renote FILE writes the titles, themes, difficulties and notes of the
// puzzles of FILE again (after the note's wording changed), keeping the
// comment lines at its head.
func TestRenote(t *testing.T) {
	if *renote == "" {
		t.Skip("no -renote FILE")
	}
	data, err := os.ReadFile(*renote)
	require.NoError(t, err)
	ps, err := puzzles.Parse(*renote, data)
	require.NoError(t, err)
	var head strings.Builder
	for _, l := range strings.SplitAfter(string(data), "\n") {
		if !strings.HasPrefix(l, "#") {
			break
		}
		head.WriteString(l)
	}
	for i := range ps {
		ps[i], err = Renote(&ps[i])
		require.NoError(t, err)
	}
	if head.Len() > 0 {
		head.WriteString("\n")
	}
	require.NoError(t, os.WriteFile(*renote, append([]byte(head.String()), puzzles.Format(ps)...), 0o644))
}
