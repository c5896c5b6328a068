package opponent

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/rules/board"
	"github.com/rithmo/rithmo/rules/triumph"
)

// apart: White's 6 on d7 and Black's 3 on a16 stand where no action of
// either side takes anything for several moves.
const apart = "r3,7/8/8/8/8/8/8/8/8/3,R6,4/8/8/8/8/8/8 w fulke1 - - 1"

// The searchers know the no-capture draw: a line that reaches the count
// scores 0, whatever the men on the board weigh; a capture starts the
// count again.
func TestDrawRuleEndsTheLine(t *testing.T) {
	tests := []struct {
		name   string
		fen    string
		level  int
		quiet  int
		drawn  bool
		action string // the action wanted, when one is
	}{
		{"one action from the draw, nothing to take", apart, 4, 99, true, ""},
		{"the same at level 5", apart, 5, 99, true, ""},
		{"far from the draw", apart, 4, 10, false, ""},
		{"level 3 does not count", apart, 3, 99, false, ""},
		{"a capture starts the count again", addition, 4, 99, false, "e4-e6"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := board.MustParse(tt.fen)
			pl, err := Choose(&p, triumph.Settings{}, Config{Level: tt.level, Seed: 1, Quiet: tt.quiet, DrawPlies: 100})
			require.NoError(t, err)
			if tt.drawn {
				assert.Less(t, pl.Score, 4, "every line drawn: 0 and the root's noise (under 4)")
				assert.GreaterOrEqual(t, pl.Score, 0)
			} else {
				assert.GreaterOrEqual(t, abs(pl.Score), 4, "the men weigh: %d", pl.Score)
			}
			if tt.action != "" {
				assert.Equal(t, tt.action, pl.Action.String())
			}
		})
	}
}

// closenessOf is the closeness of White's men, the aggressor, in a
// position.
func closenessOf(t *testing.T, fen string) int {
	t.Helper()
	p := board.MustParse(fen)
	s := &searcher{w: weightsForVictory(triumph.Settings{}), aggressor: board.White}
	return s.closeness(&p)
}

func TestClosenessCountsSquares(t *testing.T) {
	tests := []struct {
		name string
		fen  string
		want int
	}{
		// White's 6 on d7, Black's 3 on a16: 9 ranks apart.
		{"out of range", apart, 0},
		// White's 6 on d11: Black's 3 on a16 is 5 squares away (king's steps).
		{"five squares", "r3,7/8/8/8/8/3,R6,4/8/8/8/8/8/8/8/8/8/8 w fulke1 - - 1", contactRange - 5},
		// Two White men, 2 and 3 squares from the nearest Black man.
		{"two men", "r3,7/8/2,R6,5/R9,7/8/8/8/8/8/8/8/8/8/8/8/8 w fulke1 - - 1", (contactRange - 2) + (contactRange - 3)},
		// White's 6 on a15, next to Black's 3.
		{"next to it", "r3,7/R6,7/8/8/8/8/8/8/8/8/8/8/8/8/8/8 w fulke1 - - 1", contactRange - 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, closenessOf(t, tt.fen))
		})
	}
}

// The aggressor's eval counts each man it has taken in the line
// searched, beyond the man, for the side to move or against it; the
// enemy's captures do not count.
func TestTradeCountsMenTakenInTheLine(t *testing.T) {
	p := board.MustParse(apart)
	s := &searcher{w: weightsForVictory(triumph.Settings{}), aggressor: board.White, contact: 1, trade: 40}
	s.setTook(1, board.White, 1) // White takes a man
	s.setTook(2, board.Black, 1) // Black takes one back
	base := s.eval(&p, 0)
	assert.Equal(t, 40, s.eval(&p, 1)-base, "White to move, one man taken by White in the line")
	assert.Equal(t, 40, s.eval(&p, 2)-base, "Black's capture adds nothing")
	p.ToMove = board.Black
	assert.Equal(t, -40, s.eval(&p, 1)-s.eval(&p, 0), "Black to move: against it")
}

// Level 5, not behind, says that it closes in and how far, in numbers;
// near the draw it says how near.
func TestPlanSaysItClosesIn(t *testing.T) {
	p := board.MustParse("r3,7/8/8/8/8/8/3,R6,4/8/8/8/8/8/8/8/8/8 w fulke1 - - 1")
	pl, err := Choose(&p, triumph.Settings{}, Config{Level: 5, Seed: 1, Quiet: 85, DrawPlies: 100})
	require.NoError(t, err)
	require.NotNil(t, pl.Closing)
	c := pl.Closing
	assert.Equal(t, Closing{Range: contactRange, Before: c.Before, After: c.After}, *c, "nothing taken by either side")
	assert.Greater(t, c.After, c.Before, "the 6 goes toward the 3")
	assert.Contains(t, pl.Explain(), "I am not behind")
	assert.Contains(t, pl.Explain(), " 85 actions without a capture: at 100 the game is drawn.")
	// Black has taken White's 9 and White nothing.
	behind := board.MustParse("r3,7/8/8/8/8/8/3,R6,4/8/8/8/8/8/8/8/8/8 w fulke1 - R9 1")
	pl, err = Choose(&behind, triumph.Settings{}, Config{Level: 5, Seed: 1})
	require.NoError(t, err)
	assert.Nil(t, pl.Closing, "behind, it does not seek contact")
	assert.NotContains(t, pl.Explain(), "actions without a capture")
}

// Even armies score even: in every opening array, whichever side is to
// move, the men weigh 0 once counted from the array's balance, under
// every victory's weights.
func TestOpeningArraysScoreEven(t *testing.T) {
	for _, rs := range board.RuleSets {
		for _, v := range []triumph.Settings{{}, {Common: triumph.Bodies, Men: 8}, {Common: triumph.Goods}} {
			p := board.Opening(board.Rules{Set: rs})
			s := &searcher{w: weightsForVictory(v)}
			raw := s.eval(&p, 0)
			s.bias = s.material(&p, board.White) - s.material(&p, board.Black)
			assert.Equal(t, 0, s.eval(&p, 0), "%s %s: %d before the balance", rs, v, raw)
			p.ToMove = p.ToMove.Opponent()
			assert.Equal(t, 0, s.eval(&p, 0), "%s %s, the other side to move", rs, v)
		}
	}
}

// What a side has taken counts its prisoners wherever they are: held
// off the board (fulke3), or standing on the board in its captor's
// colour (fulke1, where a prisoner enters the captor's rearmost free
// square and is in no list of men taken).
func TestTakenCountsPrisonersOnTheBoard(t *testing.T) {
	w := weightsForVictory(triumph.Settings{Common: triumph.Bodies, Men: 8})
	r9 := w.piece(&board.Piece{Shape: board.Round, Value: 9})
	tests := []struct {
		name string
		fen  string
	}{
		{"fulke3, held off the board", "r3,7/8/8/8/8/8/8/8/8/3,R6,4/8/8/8/8/8/8 w fulke3 r9 - 1"},
		// 9 is no round of White's army (2, 4, 6, 8, 4, 16, 36, 64): a prisoner.
		{"fulke1, White's R9 on a1", "r3,7/8/8/8/8/8/8/8/8/3,R6,4/8/8/8/8/8/R9,7 w fulke1 - - 1"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := board.MustParse(tt.fen)
			s := &searcher{w: w}
			assert.Equal(t, r9, s.taken(&p, board.White))
			assert.Equal(t, r9, s.ahead(&p, board.White), "Black has taken nothing")
			pl, err := Choose(&p, triumph.Settings{Common: triumph.Bodies, Men: 8}, Config{Level: 5, Seed: 1})
			require.NoError(t, err)
			require.NotNil(t, pl.Closing)
			assert.Equal(t, r9, pl.Closing.Mine, "the plan says the prisoner: %s", pl.Explain())
		})
	}
}
