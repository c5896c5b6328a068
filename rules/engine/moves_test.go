package engine

import (
	"testing"

	"github.com/rithmo/rithmo/rules/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// movesFrom lists the legal moves of the man on from, as sorted text.
func movesFrom(p *board.Position, from string) []string {
	var out []Action
	for _, a := range Legal(p) {
		if a.Kind == Move && a.From == sq(from) {
			out = append(out, a)
		}
	}
	return actionStrings(out)
}

func TestDraughtsOfALoneMan(t *testing.T) {
	for _, tc := range []struct {
		name, rules, man string
		want             []string
	}{
		{"fulke1 round: 1 diagonally", "fulke1", "R4", []string{"e8-d7", "e8-d9", "e8-f7", "e8-f9"}},
		// "in fly∣ing he maye remoue the Knyghtes draught of the chesse": at
		// any time (rules.md), taking only by helping to besiege.
		{"fulke1 triangle: 2 orthogonally, and a knight's leap at any time", "fulke1", "T6", []string{
			"e8-c7", "e8-c8", "e8-c9", "e8-d10", "e8-d6", "e8-e10", "e8-e6", "e8-f10", "e8-f6", "e8-g7", "e8-g8", "e8-g9"}},
		{"fulke1 square: 3 orthogonally, and the long leap (3+1)", "fulke1", "S15", []string{
			"e8-b7", "e8-b8", "e8-b9", "e8-d11", "e8-d5", "e8-e11", "e8-e5", "e8-f11", "e8-f5", "e8-h7", "e8-h8", "e8-h9"}},
		{"fulke2 triangle: no leap without a siege", "fulke2", "T6", []string{"e8-c10", "e8-c6", "e8-c8", "e8-e10", "e8-e6", "e8-g10", "e8-g6", "e8-g8"}},
		{"fulke3+corner round: 1 every way", "fulke3+corner", "R4", []string{"e8-d7", "e8-d8", "e8-d9", "e8-e7", "e8-e9", "e8-f7", "e8-f8", "e8-f9"}},
		{"fulke3+corner king: as a square, cornerwise too", "fulke3+corner", "P[R1,R4,T9,T16,S25,S36]", []string{
			"e8-b11", "e8-b5", "e8-b8", "e8-e11", "e8-e5", "e8-h11", "e8-h5", "e8-h8"}},
		{"fulke2 round: 1 every way", "fulke2", "R4", []string{"e8-d7", "e8-d8", "e8-d9", "e8-e7", "e8-e9", "e8-f7", "e8-f8", "e8-f9"}},
		{"fulke2 triangle: 2 every way", "fulke2", "T6", []string{"e8-c10", "e8-c6", "e8-c8", "e8-e10", "e8-e6", "e8-g10", "e8-g6", "e8-g8"}},
		{"fulke3 square: 3 orthogonally", "fulke3", "S15", []string{"e8-b8", "e8-e11", "e8-e5", "e8-h8"}},
		{"fulke3 round: 1 orthogonally", "fulke3", "R4", []string{"e8-d8", "e8-e7", "e8-e9", "e8-f8"}},
		{"nemec triangle: exactly 2, orthogonal or diagonal", "nemec", "T6", []string{"e8-c10", "e8-c6", "e8-c8", "e8-e10", "e8-e6", "e8-g10", "e8-g6", "e8-g8"}},
		{"nemec square: exactly 3", "nemec", "S15", []string{"e8-b11", "e8-b5", "e8-b8", "e8-e11", "e8-e5", "e8-h11", "e8-h5", "e8-h8"}},
		{"parlett round: 1 orthogonally", "parlett", "R4", []string{"e8-d8", "e8-e7", "e8-e9", "e8-f8"}},
		{"parlett triangle: 2 diagonally", "parlett", "T6", []string{"e8-c10", "e8-c6", "e8-g10", "e8-g6"}},
		{"parlett square: 3 either way", "parlett", "S15", []string{"e8-b11", "e8-b5", "e8-b8", "e8-e11", "e8-e5", "e8-h11", "e8-h5", "e8-h8"}},
		{"nemec pyramid of a triangle and a square: 2 or 3", "nemec", "P[T9,S36]", []string{
			"e8-b11", "e8-b5", "e8-b8", "e8-c10", "e8-c6", "e8-c8", "e8-e10", "e8-e11", "e8-e5", "e8-e6",
			"e8-g10", "e8-g6", "e8-g8", "e8-h11", "e8-h5", "e8-h8"}},
		{"fulke1 pyramid without rounds: its triangles' and squares' draughts, no queen", "fulke1", "P[T9,T16,S25,S36]", []string{
			"e8-b8", "e8-c8", "e8-e10", "e8-e11", "e8-e5", "e8-e6", "e8-g8", "e8-h8"}},
		// "when anye of hys square numbers is gone he can not remoue the
		// square draught, and so of the rest": one square lost is enough.
		{"fulke1 king that lost the square 25: the rounds' and triangles' draughts", "fulke1", "P[R1,R4,T9,T16,S36]", []string{
			"e8-c8", "e8-d7", "e8-d9", "e8-e10", "e8-e6", "e8-f7", "e8-f9", "e8-g8"}},
		{"fulke1 king that lost the round 1 and the triangle 9: the squares' draught only", "fulke1", "P[R4,T16,S25,S36]", []string{
			"e8-b8", "e8-e11", "e8-e5", "e8-h8"}},
		{"fulke3 pyramid: as a square", "fulke3", "P[R1,R4,T9,T16,S25,S36]", []string{"e8-b8", "e8-e11", "e8-e5", "e8-h8"}},
		{"fulke3 pyramid without squares: the draughts it still holds", "fulke3", "P[R1,T9]", []string{
			"e8-c8", "e8-d8", "e8-e10", "e8-e6", "e8-e7", "e8-e9", "e8-f8", "e8-g8"}},
		{"parlett pyramid of a round and a triangle: 1 orthogonally, 2 diagonally", "parlett", "P[R4,T9]", []string{
			"e8-c10", "e8-c6", "e8-d8", "e8-e7", "e8-e9", "e8-f8", "e8-g10", "e8-g6"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := build(t, tc.rules, "w", "e8="+tc.man, "a16=r3")
			assert.Equal(t, tc.want, movesFrom(p, "e8"), draw(p))
		})
	}
}

// "The Kings (as hath bene sayde) may remoue anye way, so they passe not
// the fourth space": the book counts the square a man stands on as the
// first ("the squares into the fourth place, accompting that place in which
// they stande for one"), so the fourth space is three squares away.
func TestFulke1CompleteKingMovesAnyWayOneToThree(t *testing.T) {
	for _, tc := range []struct {
		name, king string
		n          int
		in, out    []string
	}{
		{"complete: any way, 1 to 3", "P[R1,R4,T9,T16,S25,S36]", 8 * 3,
			[]string{"e8-e11", "e8-b5", "e8-h11", "e8-d7", "e8-e9", "e8-g8"}, []string{"e8-e12", "e8-a4", "e8-a8"}},
		{"a layer lost: no more any way", "P[R4,T9,T16,S25,S36]", 8,
			[]string{"e8-e10", "e8-b8"}, []string{"e8-d7", "e8-e9", "e8-f9", "e8-e12"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := build(t, "fulke1", "w", "e8="+tc.king, "a16=r3")
			got := movesFrom(p, "e8")
			assert.Len(t, got, tc.n, draw(p))
			for _, m := range tc.in {
				assert.Contains(t, got, m)
			}
			for _, m := range tc.out {
				assert.NotContains(t, got, m, "so they passe not the fourth space")
			}
		})
	}
}

func TestFulke2PyramidMovesAsASquareWithoutFlying(t *testing.T) {
	p := build(t, "fulke2", "w", "e8=P[R1,R4,T9,T16,S25,S36]", "a16=r3")
	assert.Equal(t, []string{"e8-b11", "e8-b5", "e8-b8", "e8-e11", "e8-e5", "e8-h11", "e8-h5", "e8-h8"}, movesFrom(p, "e8"))
	p = build(t, "fulke2", "w", "e8=P[R1,R4,T9,T16]", "a16=r3")
	assert.Len(t, movesFrom(p, "e8"), 16, "without a square layer: the rounds' and triangles' draughts")
}

func TestPathsAreBlockedUnlessAnOptionSaysSo(t *testing.T) {
	for _, tc := range []struct {
		name, rules string
		men         []string
		move        string
		legal       bool
	}{
		{"a man between blocks", "fulke3", []string{"e8=S15", "e9=R4"}, "e8-e11", false},
		{"an enemy between blocks", "fulke3", []string{"e8=S15", "e10=r3"}, "e8-e11", false},
		{"the landing square must be empty", "fulke3", []string{"e8=S15", "e11=r3"}, "e8-e11", false},
		{"+jump: over one's own man", "fulke3+jump", []string{"e8=S15", "e9=R4"}, "e8-e11", true},
		{"+jump: never over an enemy", "fulke3+jump", []string{"e8=S15", "e9=r3"}, "e8-e11", false},
		{"fulke2+pass: a triangle passes over an enemy", "fulke2+pass", []string{"e8=T6", "e9=r3"}, "e8-e10", true},
		{"fulke2+pass: a round has nothing to pass", "fulke2+pass", []string{"e8=R4", "e9=r3"}, "e8-e9", false},
		{"fulke2+pass: the pyramid does not pass", "fulke2+pass", []string{"e8=P[R1,R4,T9,T16,S25,S36]", "e9=r3"}, "e8-e11", false},
		{"fulke2 without the option: blocked", "fulke2", []string{"e8=T6", "e9=r3"}, "e8-e10", false},
		{"nemec: no more, no less", "nemec", []string{"e8=S15"}, "e8-e10", false},
		{"fulke1: a square does not move diagonally", "fulke1", []string{"e8=S15"}, "e8-h11", false},
		{"fulke1 pyramid: blocked at the first man", "fulke1", []string{"e8=P[R1,R4,T9,T16,S25,S36]", "e10=R4"}, "e8-e11", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := build(t, tc.rules, "w", append(tc.men, "a16=r3")...)
			a := MustParseAction(tc.move)
			legal := false
			for _, b := range Legal(p) {
				legal = legal || a == b
			}
			assert.Equal(t, tc.legal, legal, draw(p))
			if !tc.legal {
				_, err := CapturesOf(p, a)
				var ill *IllegalError
				require.ErrorAs(t, err, &ill)
				assert.NotEmpty(t, ill.Why)
			}
		})
	}
}

// "where note, that with theyr flying draughte they can take no man, but if
// neede be helpe to besiege a man" (the first kind): fulke1's men fly at any
// time; the leap takes by siege alone.
func TestFulke1LeapsAtAnyTimeTakingOnlyBySiege(t *testing.T) {
	// Black's round 5 on e8 moves one square diagonally (fulke1). White
	// closes three of its draughts; the triangle on g5 flies a knight's leap
	// to f7 and closes the last one: a siege by four enemies.
	p := build(t, "fulke1", "w", "e8=r5", "d9=R4", "f9=R6", "d7=R8", "g5=T6", "a1=S25")
	moves := movesFrom(p, "g5")
	assert.Contains(t, moves, "g5-f7", "the leap that besieges")
	assert.Contains(t, moves, "g5-h7", "a leap that besieges nothing: fulke1 flies at any time")
	assert.Contains(t, moves, "g5-e6", draw(p))
	caps, err := CapturesOf(p, MustParseAction("g5-h7"))
	require.NoError(t, err)
	assert.Empty(t, caps, "a leap that helps no siege takes nothing")

	caps, err = CapturesOf(p, MustParseAction("g5-f7"))
	require.NoError(t, err)
	require.Len(t, caps, 1)
	assert.Equal(t, sq("e8"), caps[0].Square)
	require.Len(t, caps[0].Reasons, 1)
	assert.Equal(t, Siege, caps[0].Reasons[0].Relation, "a leap takes by siege only")

	// A flying leap never takes by another relation: the square on a1 is a
	// long leap (3+1) from b4... here a triangle's leap lands where it
	// would reach an equal man; nothing is taken.
	q := build(t, "fulke1", "w", "e8=r5", "d9=R4", "f9=R6", "d7=R8", "g5=T6", "h9=r6", "a1=S25")
	caps, err = CapturesOf(q, MustParseAction("g5-f7"))
	require.NoError(t, err)
	for _, c := range caps {
		for _, r := range c.Reasons {
			assert.Equal(t, Siege, r.Relation)
		}
	}

	// A man in siege may fly out.
	flee := build(t, "fulke1", "b", "e8=r5", "d9=R4", "f9=R6", "d7=R8", "f7=R2", "a1=S25", "h16=t12")
	assert.Empty(t, movesFrom(flee, "e8"), "a round has no leap")
	flee = build(t, "fulke1", "b", "e8=t12", "e10=R4", "e6=R6", "c8=R8", "g8=R2", "a1=S25")
	assert.Contains(t, movesFrom(flee, "e8"), "e8-f10", "a besieged triangle may flee by a knight's leap\n"+draw(flee))
}

// Under fulke2 a man flies only "to besiege his enemie, or to flye from the
// siege him self" (1563, the second kind of play): a round that eight enemies
// hem in may leave by any of its knight's leaps, and the same round with a
// way out, or hemmed in partly by its own men, may not.
func TestFulke2BesiegedManFleesByLeap(t *testing.T) {
	ring := []string{"d7=r3", "e7=r5", "f7=r7", "d8=r9", "f8=t12", "d9=t16", "e9=t30", "f9=t36"}
	leaps := []string{"e8-c7", "e8-c9", "e8-d6", "e8-d10", "e8-f6", "e8-f10", "e8-g7", "e8-g9"}

	besieged := build(t, "fulke2", "w", append([]string{"e8=R4", "a1=S25"}, ring...)...)
	moves := movesFrom(besieged, "e8")
	assert.ElementsMatch(t, leaps, moves, "in siege, it may fly by every knight's leap, and move no other way\n"+draw(besieged))
	for _, m := range leaps {
		caps, err := CapturesOf(besieged, MustParseAction(m))
		require.NoError(t, err, m)
		assert.Empty(t, caps, "%s: a flight takes nothing but by siege", m)
	}

	open := build(t, "fulke2", "w", append([]string{"e8=R4", "a1=S25"}, ring[1:]...)...)
	assert.Equal(t, []string{"e8-d7"}, movesFrom(open, "e8"), "d7 open: no siege, so no flight\n"+draw(open))
	why := WhyNot(open, MustParseAction("e8-c7"), sq("e9"), RelNone)
	require.NotEmpty(t, why)
	assert.Equal(t, FailIllegal, why[0].Code)
	assert.Contains(t, why[0].Text, "may fly to c7 only to besiege an enemy or to flee a siege (fulke2)")

	ownMan := build(t, "fulke2", "w", append([]string{"e8=R4", "d7=R2", "a1=S25"}, ring[1:]...)...)
	assert.Empty(t, movesFrom(ownMan, "e8"), "its own man on d7 closes a draught (\"all foure muste be hys aduersaries\"): no siege, no flight\n"+draw(ownMan))
}

func TestNemecMovesTakeNothing(t *testing.T) {
	// Black moves first under nemec. The round moves next to White's 9: an
	// encounter would hold, but a move only moves; the attack comes later.
	p := build(t, "nemec", "b", "e8=r9", "e10=T9", "a1=S25")
	caps, err := CapturesOf(p, MustParseAction("e8-e9"))
	require.NoError(t, err)
	assert.Empty(t, caps)
}

func TestReaches(t *testing.T) {
	p := build(t, "fulke1", "w", "e8=t12", "d7=R6", "e6=T6", "e4=T9", "a1=S25")
	assert.True(t, Reaches(p, sq("d7"), sq("e8")), "a round reaches diagonally")
	assert.True(t, Reaches(p, sq("e6"), sq("e8")), "a triangle two squares on")
	assert.True(t, Reaches(p, sq("e4"), sq("e6")), "as if the target's square were empty")
	assert.False(t, Reaches(p, sq("d7"), sq("d8")), "a fulke1 round does not move orthogonally")
	assert.False(t, Reaches(p, sq("a1"), sq("a5")), "exactly its draught: 3, not 4")
	q := build(t, "fulke1", "w", "e8=t12", "e6=R6", "e5=S15")
	assert.False(t, Reaches(q, sq("e5"), sq("e8")), "the path is blocked at e6")
	assert.False(t, Reaches(q, sq("e5"), sq("e5")))
}

// The engine's direction tables are the board's directions, index for index.
func TestDirectionTablesMatchTheBoard(t *testing.T) {
	for d := 0; d < nDirs; d++ {
		f, r := board.Direction(d).Delta()
		assert.Equal(t, [2]int{f, r}, [2]int{dirFile[d], dirRank[d]}, board.Direction(d).String())
		assert.Equal(t, f+8*r, dirStep[d])
		assert.Equal(t, int(board.Direction(d).Opposite()), opp(d))
	}
}

func TestFlights(t *testing.T) {
	for _, tc := range []struct {
		name, rules string
		men         []string
		from        string
		want        []string
	}{
		{name: "fulke2: every knight's square, legal or not", rules: "fulke2", men: []string{"d4=R4", "a16=r3"},
			from: "d4", want: []string{"c2", "e2", "b3", "f3", "b5", "f5", "c6", "e6"}},
		{name: "an occupied square is no flight", rules: "fulke2", men: []string{"d4=R4", "e6=T6", "a16=r3"},
			from: "d4", want: []string{"c2", "e2", "b3", "f3", "b5", "f5", "c6"}},
		{name: "fulke1: the square's long leap", rules: "fulke1", men: []string{"d4=S25", "a16=r3"},
			from: "d4", want: []string{"c1", "e1", "a3", "g3", "a5", "g5", "c7", "e7"}},
		{name: "fulke1: a round never flies", rules: "fulke1", men: []string{"d4=R4", "a16=r3"}, from: "d4"},
		{name: "nemec has no flying", rules: "nemec", men: []string{"d4=T6", "a16=r3"}, from: "d4"},
		{name: "an empty square", rules: "fulke2", men: []string{"d4=R4", "a16=r3"}, from: "e5"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := build(t, tc.rules, "w", tc.men...)
			var got []string
			for _, s := range Flights(p, sq(tc.from)) {
				got = append(got, s.String())
			}
			assert.ElementsMatch(t, tc.want, got, draw(p))
			assert.IsIncreasing(t, Flights(p, sq(tc.from)), "ascending")
			for _, s := range Flights(p, sq(tc.from)) {
				assert.True(t, IsLeap(Action{Kind: Move, From: sq(tc.from), To: s}))
			}
		})
	}
}
