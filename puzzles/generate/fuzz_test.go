package generate

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/puzzles"
	"github.com/rithmo/rithmo/rules/arith"
	"github.com/rithmo/rithmo/rules/board"
	"github.com/rithmo/rithmo/rules/engine"
)

// FuzzOptions: any options are either refused with an *OptionError or
// give the puzzles asked for, each unique and readable back; never a
// panic. (A combination that cannot be met in the bounded attempts is an
// ordinary error.)
func FuzzOptions(f *testing.F) {
	f.Add(uint8(puzzles.GoalCapture), uint8(engine.Addition), uint8(0), uint8(board.Fulke1), uint16(0), uint8(2), uint64(1))
	f.Add(uint8(puzzles.GoalSpot), uint8(engine.Siege), uint8(0), uint8(board.Nemec), uint16(board.OptJump), uint8(1), uint64(99))
	f.Add(uint8(puzzles.GoalTriumph), uint8(0), uint8(arith.Greatest), uint8(board.Parlett), uint16(board.OptTurn), uint8(1), uint64(7))
	f.Add(uint8(puzzles.GoalCapture), uint8(engine.Cossic), uint8(0), uint8(board.Fulke2), uint16(board.OptPass|board.OptRansom), uint8(1), uint64(3))
	f.Add(uint8(9), uint8(200), uint8(200), uint8(77), uint16(0xffff), uint8(255), uint64(0))
	f.Fuzz(func(t *testing.T, goal, rel, kind, set uint8, opts uint16, count uint8, seed uint64) {
		o := Options{
			Goal:     puzzles.GoalKind(goal),
			Relation: engine.Relation(rel),
			Kind:     arith.TriumphKind(kind),
			Rules:    board.Rules{Set: board.RuleSet(set), Options: board.Options(opts)},
			Count:    int(count % 3),
			Seed:     seed,
		}
		ps, err := Generate(o)
		var oe *OptionError
		if errors.As(err, &oe) {
			require.Empty(t, ps)
			require.NotEmpty(t, oe.Option)
			return
		}
		if err != nil {
			return // attempts ran out: reported, not a panic
		}
		require.Len(t, ps, o.Count)
		text := puzzles.Format(ps)
		back, err := puzzles.Parse("fuzz.puz", text)
		require.NoError(t, err)
		require.Equal(t, string(text), string(puzzles.Format(back)))
		for i := range ps {
			require.True(t, ps[i].Unique)
		}
	})
}
