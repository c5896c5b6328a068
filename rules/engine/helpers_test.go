package engine

import (
	"fmt"
	"sort"
	"strings"
	"testing"

	"github.com/rithmo/rithmo/rules/board"
	"github.com/stretchr/testify/require"
)

// sq reads a square name in tests.
func sq(name string) board.Square {
	s, err := board.ParseSquare(name)
	if err != nil {
		panic(err)
	}
	return s
}

// build makes a position from "square=piece" items ("e8=t12",
// "b2=P[R1,R4,T9,T16,S25,S36]") by writing its notation and parsing it.
func build(t testing.TB, rules, side string, men ...string) *board.Position {
	t.Helper()
	return buildRanks(t, board.MaxRanks, rules, side, men...)
}

func buildRanks(t testing.TB, ranks int, rules, side string, men ...string) *board.Position {
	t.Helper()
	cells := map[board.Square]string{}
	for _, m := range men {
		name, piece, ok := strings.Cut(m, "=")
		require.True(t, ok, "want square=piece, got %q", m)
		cells[sq(name)] = piece
	}
	var rankTexts []string
	for r := ranks - 1; r >= 0; r-- {
		var items []string
		empty := 0
		for f := 0; f < board.Files; f++ {
			piece, ok := cells[board.At(f, r)]
			if !ok {
				empty++
				continue
			}
			if empty > 0 {
				items = append(items, fmt.Sprint(empty))
				empty = 0
			}
			items = append(items, piece)
		}
		if empty > 0 {
			items = append(items, fmt.Sprint(empty))
		}
		rankTexts = append(rankTexts, strings.Join(items, ","))
	}
	text := strings.Join(rankTexts, "/") + " " + side + " " + rules + " - - 1"
	p, err := board.Parse(text)
	require.NoError(t, err, text)
	return &p
}

// draw is a plain-text board for failure messages: ranks from the top,
// each square the man's notation or a dot.
func draw(p *board.Position) string {
	var b strings.Builder
	for r := p.Ranks - 1; r >= 0; r-- {
		fmt.Fprintf(&b, "%3d ", r+1)
		for f := 0; f < board.Files; f++ {
			c := p.Cells[board.At(f, r)]
			cell := "."
			if !c.IsEmpty() {
				cell = c.String()
				if c.IsPyramid() {
					cell = fmt.Sprintf("%c%d", "Pp"[c.Side.Index()], c.Value)
				}
			}
			fmt.Fprintf(&b, "%6s", cell)
		}
		b.WriteByte('\n')
	}
	b.WriteString("    ")
	for f := 0; f < board.Files; f++ {
		fmt.Fprintf(&b, "%6c", 'a'+f)
	}
	fmt.Fprintf(&b, "\n%s to move, %s, turn %d\n", p.ToMove, p.Rules, p.Move)
	return b.String()
}

// actionStrings lists actions as sorted text.
func actionStrings(as []Action) []string {
	out := make([]string, len(as))
	for i, a := range as {
		out[i] = a.String()
	}
	sort.Strings(out)
	return out
}
