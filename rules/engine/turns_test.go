package engine

import (
	"testing"

	"github.com/rithmo/rithmo/rules/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func apply(t *testing.T, p *board.Position, action string) (board.Position, []Capture) {
	t.Helper()
	next, caps, err := Apply(p, MustParseAction(action))
	require.NoError(t, err, draw(p))
	require.NoError(t, board.Validate(&next), draw(&next))
	return next, caps
}

func TestPrisonersByRuleSet(t *testing.T) {
	// 9 − 2 = 7 (fulke1 geometry; parlett variants use its own geometry below).
	t.Run("fulke1: the prisoner changes sides and enters the captor's rearmost free square", func(t *testing.T) {
		p := build(t, "fulke1", "w", "e8=r7", "c10=R2", "e10=T9", "a1=S25", "h16=s49")
		next, caps := apply(t, p, "c10-d9")
		require.Len(t, caps, 1)
		assert.True(t, next.At(sq("e8")).IsEmpty(), "taken from e8\n%s", draw(&next))
		assert.Equal(t, board.Man(board.White, board.Round, 7), next.At(sq("b1")), "a1 is taken, b1 is the rearmost free square\n%s", draw(&next))
		assert.Empty(t, next.Took[0], "a prisoner on the board is not held off it")
		assert.Equal(t, board.Black, next.ToMove)
		assert.Equal(t, 2, next.Move, "each action is one turn")
	})
	t.Run("fulke1: a black captor's rear is rank 16", func(t *testing.T) {
		p := build(t, "fulke1", "b", "e8=R6", "d7=r5", "e4=t30")
		next, _ := apply(t, p, "e4-e6")
		assert.Equal(t, board.Man(board.Black, board.Round, 6), next.At(sq("a16")), draw(&next))
	})
	t.Run("fulke1: the king's layers do not change sides", func(t *testing.T) {
		p := build(t, "fulke1", "b", "e8="+wholePyramid, "e10=t16", "c10=r9")
		next, caps := apply(t, p, "c10-d9")
		require.Len(t, caps, 1)
		assert.Equal(t, 4, caps[0].Layer)
		assert.Equal(t, "P[R1,R4,T9,T16,S36]", next.At(sq("e8")).String(), "the pyramid loses its 25")
		assert.Equal(t, []board.Piece{board.Man(board.White, board.SquareShape, 25)}, next.Took[1])
	})
	t.Run("fulke2: held off the board", func(t *testing.T) {
		p := build(t, "fulke2", "w", "e8=t12", "d3=R4")
		next, _ := apply(t, p, "d3-e4")
		assert.True(t, next.At(sq("e8")).IsEmpty())
		assert.Equal(t, []board.Piece{board.Man(board.Black, board.Triangle, 12)}, next.Took[0])
	})
	t.Run("fulke3: leaves the game, listed for the common victories", func(t *testing.T) {
		p := build(t, "fulke3", "w", "e8=t12", "d8=R6", "f6=T6")
		next, _ := apply(t, p, "f6-f8")
		assert.Equal(t, []board.Piece{board.Man(board.Black, board.Triangle, 12)}, next.Took[0])
	})
	for _, tc := range []struct {
		rules string
		check func(t *testing.T, next *board.Position)
	}{
		{"parlett", func(t *testing.T, next *board.Position) {
			assert.True(t, next.At(sq("e8")).IsEmpty())
			assert.Equal(t, []board.Piece{board.Man(board.Black, board.Round, 7)}, next.Took[0])
		}},
		{"parlett+hold", func(t *testing.T, next *board.Position) {
			assert.Equal(t, []board.Piece{board.Man(board.Black, board.Round, 7)}, next.Took[0])
		}},
		{"parlett+change", func(t *testing.T, next *board.Position) {
			assert.Equal(t, board.Man(board.White, board.Round, 7), next.At(sq("a1")), draw(next))
			assert.Empty(t, next.Took[0])
		}},
		{"parlett+turn", func(t *testing.T, next *board.Position) {
			assert.Equal(t, board.Man(board.White, board.Round, 7), next.At(sq("e8")), "turned over where it stood\n%s", draw(next))
			assert.Empty(t, next.Took[0])
		}},
	} {
		t.Run(tc.rules, func(t *testing.T) {
			p := build(t, tc.rules, "w", "e8=r7", "e7=R2", "a12=T9")
			next, caps := apply(t, p, "a12-c10")
			require.Len(t, caps, 1)
			tc.check(t, &next)
		})
	}
}

func TestTakingAManLeftInARelation(t *testing.T) {
	// The subtraction 9 − 2 = 7 already holds when White is to move: the
	// man was left in danger. A move elsewhere does not take it (the
	// relation held before); taking it instead of moving does, and the
	// taker moves into its square.
	p := build(t, "fulke1", "w", "e8=r7", "d9=R2", "e10=T9", "a4=T6", "h16=s49")
	legal := actionStrings(Legal(p))
	assert.Contains(t, legal, "d9xe8")
	assert.Contains(t, legal, "e10xe8")

	caps, err := CapturesOf(p, MustParseAction("a4-a6"))
	require.NoError(t, err)
	assert.Empty(t, caps, "a relation that held before the move takes nothing")

	next, caps := apply(t, p, "e10xe8")
	require.Len(t, caps, 1)
	assert.Equal(t, Subtraction, caps[0].Reasons[0].Relation)
	assert.Equal(t, board.Man(board.White, board.Triangle, 9), next.At(sq("e8")), "the taker moves in\n%s", draw(&next))
	assert.True(t, next.At(sq("e10")).IsEmpty())
	assert.Equal(t, board.Man(board.White, board.Round, 7), next.At(sq("a1")), "and the prisoner serves White")

	// A man not among the takers cannot take it.
	_, err = CapturesOf(p, MustParseAction("a4xe8"))
	var ill *IllegalError
	require.ErrorAs(t, err, &ill)
	assert.Contains(t, ill.Why, "not one of the takers")
}

func TestTakeOfALayerLeavesTheTakerInPlace(t *testing.T) {
	p := build(t, "fulke1", "b", "e8="+wholePyramid, "e10=t16", "d9=r9", "a16=s49")
	next, caps := apply(t, p, "e10xe8")
	require.Len(t, caps, 1)
	assert.Equal(t, 4, caps[0].Layer)
	assert.Equal(t, board.Man(board.Black, board.Triangle, 16), next.At(sq("e10")), "the pyramid still stands: the taker stays\n%s", draw(&next))
}

// Němec 2012, multiple captures: one piece takes every enemy it validly
// attacks, by any combination of lawful means.
func TestNemecAttackStaysAndTakesAll(t *testing.T) {
	p := build(t, "nemec", "w", "e8=T9", "e10=r9", "h8=t36", "c8=r3", "a16=s49")
	next, caps := apply(t, p, "e8x")
	got := map[string]Relation{}
	for _, c := range caps {
		got[c.Square.String()] = c.Reasons[0].Relation
	}
	assert.Equal(t, map[string]Relation{"e10": Equality, "h8": Eruption, "c8": Eruption}, got)
	assert.Equal(t, board.Man(board.White, board.Triangle, 9), next.At(sq("e8")), "the attacker stays")
	assert.Len(t, next.Took[0], 3)
}

// Němec 2012: the pyramid "can only be used for multiple captures if the
// single selected value for that turn is valid for all simultaneous attacks".
// rules.md: the nemec pyramid "acts with its whole value while complete, or
// with the value of any one layer it still holds, the player choosing the
// value for the turn (one value for every capture of that attack)".
func TestNemecPyramidAttacksWithTheValueItNames(t *testing.T) {
	// With 9 the pyramid takes the round 9 (equality) and the triangle 36
	// (9 × 4 = 36); with 25 only the round 25; with 36 only the triangle.
	p := build(t, "nemec", "w", "e8="+wholePyramid, "e9=r9", "h8=t36", "c6=r25", "a16=s49")
	var attacks []string
	for _, a := range Legal(p) {
		if a.Kind == Attack {
			attacks = append(attacks, a.String())
		}
	}
	assert.Equal(t, []string{"e8x=9", "e8x=25", "e8x=36"}, attacks, "every value that takes something is its own action; 91 takes nothing")
	for _, tc := range []struct {
		action  string
		value   int64
		squares []string
	}{
		{"e8x=9", 9, []string{"h8", "e9"}},
		{"e8x=25", 25, []string{"c6"}},
		{"e8x=36", 36, []string{"h8"}},
	} {
		t.Run(tc.action, func(t *testing.T) {
			caps, err := CapturesOf(p, MustParseAction(tc.action))
			require.NoError(t, err)
			var squares []string
			for _, c := range caps {
				squares = append(squares, c.Square.String())
				for _, r := range c.Reasons {
					assert.EqualValues(t, tc.value, r.Values[0], "one value for every capture")
					assert.Equal(t, PartLayer, r.ByParts[0])
				}
			}
			assert.Equal(t, tc.squares, squares, "captures come in square order, a1 upwards rank by rank")
		})
	}
	for _, bad := range []string{"e8x", "e8x=16", "e8x=7", "e9x=9"} {
		_, err := CapturesOf(p, MustParseAction(bad))
		var ill *IllegalError
		require.ErrorAs(t, err, &ill, bad)
		assert.NotEmpty(t, ill.Why)
	}
	// The whole value while complete is the unnamed attack: 91 × 2 = 182
	// (the distance counts both squares).
	q := build(t, "nemec", "w", "e8="+wholePyramid, "e9=t182", "a16=s49")
	caps, err := CapturesOf(q, MustParseAction("e8x"))
	require.NoError(t, err)
	require.Len(t, caps, 1)
	assert.Equal(t, PartWhole, caps[0].Reasons[0].ByParts[0])
	assert.Equal(t, "91 on e8 (the whole pyramid) × 2 = 182 on e9: eruption (the distance counts both squares: e8, e9)", caps[0].Explain())
}

func TestSideToMoveAndTurnAdvance(t *testing.T) {
	for _, set := range board.RuleSets {
		p := board.Opening(board.Rules{Set: set})
		as := Legal(&p)
		require.NotEmpty(t, as, set)
		next, _ := apply(t, &p, as[0].String())
		assert.Equal(t, p.ToMove.Opponent(), next.ToMove)
		assert.Equal(t, p.Move+1, next.Move)
		assert.Equal(t, set.FirstMover(), p.ToMove)
	}
}
