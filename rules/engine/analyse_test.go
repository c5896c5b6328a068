package engine

import (
	"testing"

	"github.com/rithmo/rithmo/rules/arith"
	"github.com/rithmo/rithmo/rules/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestAnalyseFillsCapturesAndTriumphs(t *testing.T) {
	// nemec: White's 2 and 4 stand on c10 and c12 in Black's half; the
	// round 6 steps to c14: 2, 4, 6 in a line, equally spaced, the squares
	// between empty: a great triumph (arithmetic).
	// The round 4 on c3 attacks the 12 on c5: 4 × 3 = 12.
	p := build(t, "nemec", "w", "c10=R2", "c12=R4", "d13=R6", "h16=s49", "c3=R4", "c5=t12")
	outcomes := Analyse(p)
	require.NotEmpty(t, outcomes)
	var triumphOf, attackOf *Outcome
	for i := range outcomes {
		switch outcomes[i].Action.String() {
		case "d13-c14":
			triumphOf = &outcomes[i]
		case "c3x":
			attackOf = &outcomes[i]
		}
	}
	require.NotNil(t, triumphOf)
	require.Len(t, triumphOf.Triumphs, 1, "%+v", triumphOf.Triumphs)
	tr := triumphOf.Triumphs[0]
	assert.Equal(t, arith.Great, tr.Kind)
	assert.Equal(t, []arith.Proportion{arith.Arithmetic}, tr.Proportions)
	assert.ElementsMatch(t, []board.Square{sq("c10"), sq("c12"), sq("c14")}, tr.Squares)

	require.NotNil(t, attackOf)
	require.Len(t, attackOf.Captures, 1)
	assert.Equal(t, "4 on c3 × 3 = 12 on c5: eruption (the distance counts both squares: c3, c4, c5)", attackOf.Captures[0].Reasons[0].Explain())
	assert.Empty(t, attackOf.Triumphs)
	for _, o := range outcomes {
		if o.Action.Kind == Move {
			assert.Empty(t, o.Captures, "a nemec move takes nothing")
		}
	}
}

func TestAnalyseAgreesWithCapturesOf(t *testing.T) {
	for i := range middlegames {
		p, err := board.Parse(middlegames[i])
		require.NoError(t, err)
		outcomes := Analyse(&p)
		require.Equal(t, len(Legal(&p)), len(outcomes))
		for _, o := range outcomes {
			caps, err := CapturesOf(&p, o.Action)
			require.NoError(t, err)
			assert.Equal(t, caps, o.Captures, "%s in %s", o.Action, p.Rules)
		}
	}
}

func TestAFlyingLeapCompletesNoTriumph(t *testing.T) {
	calls := 0
	saved := appendCompleted
	defer func() { appendCompleted = saved }()
	appendCompleted = func(dst []triumphRecord, before, after *board.Position, side board.Side) []triumphRecord {
		calls++
		return saved(dst, before, after, side)
	}
	p := build(t, "fulke1", "w", "e8=r5", "d9=R4", "f9=R6", "d7=R8", "g5=T6", "a1=S25")
	outcomes := Analyse(p)
	leaps := 0
	for _, o := range outcomes {
		if isLeap(o.Action) {
			leaps++
			assert.Nil(t, o.Triumphs)
		}
	}
	require.NotZero(t, leaps, "fulke1 flies at any time")
	assert.Equal(t, len(outcomes)-leaps, calls, "triumphs are judged for every action but the leap")
}

func TestBadPositionsAreRefusedNotPanicked(t *testing.T) {
	p := board.Opening(board.Rules{Set: board.Nemec})
	p.ToMove = board.NoSide
	assert.Nil(t, Legal(&p))
	assert.Nil(t, Analyse(&p))
	_, err := CapturesOf(&p, MustParseAction("c4-c5"))
	assert.ErrorContains(t, err, "no side to move")
	_, _, err = Apply(&p, MustParseAction("c4-c5"))
	assert.Error(t, err)
	got := WhyNot(&p, MustParseAction("c4-c5"), sq("c13"), RelNone)
	require.Len(t, got, 1)
	assert.Equal(t, FailIllegal, got[0].Code)

	q := board.Position{}
	assert.Nil(t, Legal(&q))
}

func TestHotPathsAllocateNothing(t *testing.T) {
	if raceDetector {
		t.Skip("the race detector allocates on its own")
	}
	for i := range middlegames {
		p, err := board.Parse(middlegames[i])
		require.NoError(t, err)
		z := NewAnalyzer()
		n := 0
		count := func(Action, []Capture) { n++ }
		require.NoError(t, z.Each(&p, count))
		assert.Zero(t, testing.AllocsPerRun(50, func() { _ = z.Each(&p, count) }), p.Rules)
		dst := make([]Action, 0, 256)
		_ = AppendLegal(dst, &p)
		assert.LessOrEqual(t, testing.AllocsPerRun(50, func() { _ = AppendLegal(dst[:0], &p) }), 0.1, "AppendLegal, %s", p.Rules)
	}
}

func TestLegalListsEachActionOnce(t *testing.T) {
	for i := range middlegames {
		p, err := board.Parse(middlegames[i])
		require.NoError(t, err)
		seen := map[Action]bool{}
		for _, a := range Legal(&p) {
			assert.False(t, seen[a], "%s twice", a)
			seen[a] = true
		}
	}
}
