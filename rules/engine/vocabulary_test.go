package engine

import (
	"testing"

	"github.com/rithmo/rithmo/rules/arith"
	"github.com/rithmo/rithmo/rules/board"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestParseActionRoundTrip(t *testing.T) {
	for _, tc := range []struct {
		text string
		want Action
	}{
		{"c6-d7", Action{Kind: Move, From: sq("c6"), To: sq("d7")}},
		{"e6xe8", Action{Kind: Take, From: sq("e6"), To: sq("e8")}},
		{"c8x", Action{Kind: Attack, From: sq("c8"), To: sq("c8")}},
		{"h16-a1", Action{Kind: Move, From: sq("h16"), To: sq("a1")}},
	} {
		a, err := ParseAction(tc.text)
		require.NoError(t, err, tc.text)
		assert.Equal(t, tc.want, a)
		assert.Equal(t, tc.text, a.String())
	}
}

func TestParseActionErrorsNameThePart(t *testing.T) {
	for _, tc := range []struct{ text, want string }{
		{"", "want a move like c6-d7"},
		{"c6d7", "want a move like c6-d7"},
		{"i6-d7", `"i6": the first square`},
		{"c6-d17", `"d17": the second square`},
		{"c6-", `"": the second square is missing`},
		{"c6-c6", "own square"},
		{"c0x", `"c0": the first square`},
		{"c6xx", `"x": the second square`},
		{"C6-d7", `"C6": the first square`},
	} {
		_, err := ParseAction(tc.text)
		require.Error(t, err, tc.text)
		assert.Contains(t, err.Error(), tc.want, tc.text)
		var ae *ActionError
		assert.ErrorAs(t, err, &ae)
	}
}

func TestActionIsTiny(t *testing.T) {
	assert.Equal(t, "?", Action{}.String())
	assert.Equal(t, "move", Move.String())
	assert.Equal(t, "attack", Attack.String())
}

func TestRelationNames(t *testing.T) {
	want := []string{"equality", "siege", "addition", "subtraction", "multiplication", "division", "eruption", "cossic", "progression"}
	var got []string
	for r := Equality; r < relEnd; r++ {
		got = append(got, r.String())
		back, err := ParseRelation(r.String())
		require.NoError(t, err)
		assert.Equal(t, r, back)
	}
	assert.Equal(t, want, got)
	for alias, r := range map[string]Relation{"encounter": Equality, "Obsidion": Siege, "lying weight": Addition, "deceit": Addition, "blockade": Siege, "cossic signs": Cossic} {
		back, err := ParseRelation(alias)
		require.NoError(t, err)
		assert.Equal(t, r, back, alias)
	}
	_, err := ParseRelation("teleportation")
	assert.ErrorContains(t, err, "want one of equality")
}

func TestRelationsPerRuleSet(t *testing.T) {
	assert.Equal(t, []Relation{Equality, Siege, Addition, Subtraction, Multiplication, Division}, Relations(board.Fulke1))
	assert.Equal(t, []Relation{Equality, Siege, Addition, Subtraction, Multiplication, Division, Progression},
		RelationsOf(board.Rules{Set: board.Fulke1, Options: board.OptProgression}))
	assert.Equal(t, []Relation{Equality, Siege, Addition, Subtraction, Eruption, Cossic}, Relations(board.Fulke2))
	assert.Equal(t, []Relation{Equality, Siege, Addition, Eruption}, Relations(board.Fulke3))
	assert.Equal(t, []Relation{Equality, Siege, Addition, Eruption}, Relations(board.Nemec))
	assert.Equal(t, []Relation{Equality, Siege, Addition, Subtraction, Multiplication, Division, Eruption, Progression}, Relations(board.Parlett))
	assert.Nil(t, Relations(board.NoRuleSet))
}

// The rule sets' draughts, written out as literals in specs, are the
// movement table's (rules.md).
func TestDraughtsPerRuleSet(t *testing.T) {
	knight := func(m moveSet) moveSet { m.leap = leapKnight; return m }
	// By shape: round, triangle, square.
	want := map[board.RuleSet][3]moveSet{
		board.Fulke1:  {along(diagDirs, d1), knight(along(orthDirs, d2)), {dist: along(orthDirs, d3).dist, leap: leapLong}},
		board.Fulke2:  {knight(along(allDirs, d1)), knight(along(allDirs, d2)), knight(along(allDirs, d3))},
		board.Fulke3:  {along(orthDirs, d1), along(orthDirs, d2), along(orthDirs, d3)},
		board.Nemec:   {along(allDirs, d1), along(allDirs, d2), along(allDirs, d3)},
		board.Parlett: {along(orthDirs, d1), along(diagDirs, d2), along(allDirs, d3)},
	}
	for set, moves := range want {
		got := specs[set].shapeMoves
		assert.Equal(t, moves, [3]moveSet{got[board.Round], got[board.Triangle], got[board.SquareShape]}, set.String())
	}
	for alias, r := range map[string]Relation{"encountering": Equality, "equalitie": Equality, "lying-weight": Addition,
		"ambush": Addition, "distance": Eruption, "cossic-signs": Cossic, "proportion": Progression} {
		back, err := ParseRelation(alias)
		require.NoError(t, err)
		assert.Equal(t, r, back, alias)
	}
}

// The book's marking of the men, as listed in "The marking of the men".
func TestCossicMarksAsTheBookLists(t *testing.T) {
	R, Q, C, QQ, QC := arith.Root, arith.Square, arith.Cube, arith.SquareOfSquare, arith.SquareOfCube
	for _, tc := range []struct {
		piece string
		want  []arith.Power
	}{
		{"R8", []arith.Power{R}}, {"R6", []arith.Power{R}}, {"R4", []arith.Power{R}}, {"R2", []arith.Power{R}},
		{"r9", []arith.Power{R}}, {"r7", []arith.Power{R}}, {"r5", []arith.Power{R}}, {"r3", []arith.Power{R}},
		{"R64", nil}, {"R36", nil}, {"R16", nil}, {"r81", []arith.Power{Q}}, {"r49", nil}, {"r25", nil},
		{"T6", []arith.Power{R}}, {"T72", nil}, {"T42", nil}, {"T20", nil}, {"t12", nil}, {"t30", nil}, {"t56", nil}, {"t90", nil},
		{"T81", []arith.Power{Q, QQ}}, {"T49", []arith.Power{Q}}, {"T25", []arith.Power{Q}}, {"T9", []arith.Power{R, Q}},
		{"t100", nil}, {"t64", []arith.Power{Q, C, QC}}, {"t36", []arith.Power{Q}}, {"t16", []arith.Power{Q, QQ}},
		{"S15", []arith.Power{R}}, {"S45", nil}, {"S153", nil}, {"s28", nil}, {"s66", nil}, {"s120", nil},
		{"S289", nil}, {"S169", nil}, {"S81", []arith.Power{Q, QQ}}, {"S25", []arith.Power{Q}},
		{"s361", nil}, {"s225", []arith.Power{Q}}, {"s121", nil}, {"s49", nil},
		{wholePyramid, nil},
	} {
		p := build(t, "fulke2", "w", "e8="+tc.piece)
		assert.Equal(t, tc.want, CossicMarks(p.At(sq("e8"))), tc.piece)
	}
}

// The book's marks are those arith derives from the enemy army's values.
func TestCossicMarksAgreeWithArith(t *testing.T) {
	p := board.Opening(board.Rules{Set: board.Fulke2})
	p.Men(func(s board.Square, piece board.Piece) {
		if piece.IsPyramid() {
			return
		}
		assert.Equal(t, arith.CossicMarks(int64(piece.Value), piece.Side == board.White), CossicMarks(piece), "%s on %s", piece, s)
	})
}

func TestDescribeMoves(t *testing.T) {
	for _, tc := range []struct{ rules, man, want string }{
		{"fulke1", "R4", "1 square diagonally"},
		{"fulke1", "T6", "2 squares orthogonally (and may fly a knight's leap, two and one, at any time, taking only by helping to besiege)"},
		{"fulke1", "S15", "3 squares orthogonally (and may fly a long leap, three and one, at any time, taking only by helping to besiege)"},
		{"fulke1", wholePyramid, "1, 2 or 3 squares in any direction"},
		{"nemec", "P[R1,T9,S25]", "1, 2 or 3 squares in any direction"},
		{"parlett", "S15", "3 squares in any direction"},
		{"parlett", "P[R4,T9]", "1 square orthogonally, 2 squares diagonally"},
		{"parlett", "P[R4,S9]", "1 or 3 squares orthogonally, 3 squares diagonally"},
		{"fulke2", "R4", "1 square in any direction (and may fly a knight's leap, two and one, only to besiege or flee a siege)"},
	} {
		p := build(t, tc.rules, "w", "e8="+tc.man)
		var m man
		fillMan(&m, p.Rules, specOf(p.Rules), sq("e8"), &p.Cells[sq("e8")])
		assert.Equal(t, tc.want, describeMoves(m.moves, p.Rules.Set), tc.rules+" "+tc.man)
	}
}

// Sign is the arithmetic of the four two-man relations, and nothing for the
// others: explanations write "6 + 6 = 12" with it.
func TestRelationSign(t *testing.T) {
	for r, want := range map[Relation]string{Addition: "+", Subtraction: "−", Multiplication: "×", Division: "÷",
		Equality: "", Siege: "", Eruption: "", Cossic: "", Progression: "", RelNone: ""} {
		assert.Equal(t, want, r.Sign(), r.String())
	}
}
