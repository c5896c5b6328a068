package triumph

import (
	"fmt"
	"sort"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/rules/board"
)

// spec describes a test position: the rules with options, the board's
// length (0: 16), the side to move (default b, so White has just moved), the
// men as "c10=R4 c12=R6" and the taken lists in notation ("-" when empty).
type spec struct {
	rules        string
	ranks        int
	toMove       string
	men          string
	white, black string
}

// position builds the notation text and parses it, so that every test
// position is one the notation accepts.
func (s spec) position(t testing.TB) *board.Position {
	t.Helper()
	p, err := board.Parse(s.text(t))
	require.NoError(t, err)
	return &p
}

func (s spec) text(t testing.TB) string {
	t.Helper()
	ranks := s.ranks
	if ranks == 0 {
		ranks = board.MaxRanks
	}
	grid := make([][board.Files]string, ranks)
	for _, item := range strings.Fields(s.men) {
		name, piece, ok := strings.Cut(item, "=")
		require.True(t, ok, "man %q: want SQUARE=PIECE", item)
		sq, err := board.ParseSquare(name)
		require.NoError(t, err)
		require.Less(t, sq.Rank(), ranks, "man %q is off the board", item)
		require.Empty(t, grid[sq.Rank()][sq.File()], "two men on %s", name)
		grid[sq.Rank()][sq.File()] = piece
	}
	var rows []string
	for r := ranks - 1; r >= 0; r-- {
		var items []string
		empty := 0
		for f := 0; f < board.Files; f++ {
			if grid[r][f] == "" {
				empty++
				continue
			}
			if empty > 0 {
				items = append(items, fmt.Sprint(empty))
				empty = 0
			}
			items = append(items, grid[r][f])
		}
		if empty > 0 {
			items = append(items, fmt.Sprint(empty))
		}
		rows = append(rows, strings.Join(items, ","))
	}
	or := func(s, def string) string {
		if s == "" {
			return def
		}
		return s
	}
	return fmt.Sprintf("%s %s %s %s %s 1", strings.Join(rows, "/"), or(s.toMove, "b"), s.rules, or(s.white, "-"), or(s.black, "-"))
}

// summary writes triumphs as sorted lines "great line c10 c12 c14", an
// enemy man marked: "great line c12 d12(enemy) e12".
func summary(ts []Triumph) []string {
	out := make([]string, 0, len(ts))
	for _, t := range ts {
		parts := []string{t.Kind.String(), t.Shape}
		for i, sq := range t.Squares {
			s := sq.String()
			if t.Origins[i] != Own {
				s += "(" + t.Origins[i].String() + ")"
			}
			parts = append(parts, s)
		}
		out = append(out, strings.Join(parts, " "))
	}
	sort.Strings(out)
	return out
}
