package board

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

const classicalText = "s49,s121,4,s225,s361/s28,s66,t36,t30,t56,t64,s120,p[r16,t25,t36,s49,s64]/t16,t12,r9,r25,r49,r81,t90,t100/2,r3,r5,r7,r9,2/8/8/8/8/8/8/8/8/2,R8,R6,R4,R2,2/T81,T72,R64,R36,R16,R4,T6,T9/S153,P[R1,R4,T9,T16,S25,S36],T49,T42,T20,T25,S45,S15/S289,S169,4,S81,S25 w fulke3 - - 1"

func TestNotationRoundTrip(t *testing.T) {
	for _, text := range []string{
		classicalText,
		"8/8/8/8/8/8/8/8/8/8/3,t12,4/8/8/8/8/8 w fulke1 - - 1",
		"8/8/8/8/8/8/8/2,R6,r9,4/8/8/8/8/8/8/8/8 b nemec - r3 12",
		"8/8/8/8/8/8/8/8/8/8/8/8/8/8/8/P[T16,S36],7 w fulke2+pass+ransom R4,T6 r3,p[r16,t25] 40",
		"8/8/8/8/8/8/8/8/8/r9,7 b fulke3 - - 3", // a ten-rank fulke3 board
		"8/8/8/8/8/8/8/8/8/8/8/8/8/8/8/8 w parlett+jump+turn - - 1",
		// A fulke2 prisoner set by its captor: Black's 3 in White's colour.
		"7,r9/8/2,R3*,5/8/8/8/8/8/2,t12,5/8/8/8/8/8/8/S289,7 w fulke2 - - 1",
		"8/8/8/8/8/8/8/8/8/8/8/8/8/8/8/T16*,t16,R16,5 b fulke2 r9 - 7",
	} {
		t.Run(text, func(t *testing.T) {
			p, err := Parse(text)
			require.NoError(t, err)
			assert.Equal(t, text, p.String(), "print(parse(s)) == s")
			q, err := Parse(p.String())
			require.NoError(t, err)
			assert.True(t, p.Equal(&q), "parse(print(p)) == p")
		})
	}
}

func TestNotationReadsPieces(t *testing.T) {
	p := MustParse("8/8/8/8/8/8/8/2,R6,r9,4/8/8/8/8/8/8/8/8 b nemec - r3 12")
	assert.Equal(t, Man(White, Round, 6), p.At(MustSquare("c9")))
	assert.Equal(t, Man(Black, Round, 9), p.At(MustSquare("d9")))
	assert.Equal(t, Black, p.ToMove)
	assert.Equal(t, Rules{Set: Nemec}, p.Rules)
	assert.Equal(t, []Piece{Man(Black, Round, 3)}, p.TakenBy(Black), "black-took lists the men Black took, in their own army's colour")
	assert.Equal(t, 12, p.Move)

	set := MustParse("7,r9/8/2,R3*,5/8/8/8/8/8/2,t12,5/8/8/8/8/8/8/S289,7 w fulke2 - - 1")
	assert.Equal(t, SetPrisoner(White, Round, 3), set.At(MustSquare("c14")), "R3*: Black's 3, set by White, in White's colour")
	assert.Equal(t, Man(White, Round, 3), set.At(MustSquare("c14")).Unmarked())

	classical := MustParse(classicalText)
	king := classical.At(MustSquare("b2"))
	assert.True(t, king.IsPyramid())
	assert.EqualValues(t, 91, king.Value)
	assert.Len(t, king.LayerList(), 6)
	assert.Equal(t, Layer{Shape: Round, Value: 1}, king.Layers[0], "layers run top to base")
}

func TestNotationErrorsNameFieldRankItem(t *testing.T) {
	board := "8/8/8/8/8/8/8/8/8/8/8/8/8/8/8/8"
	for _, tc := range []struct {
		name, text, want string
	}{
		{"too few fields", board + " w fulke1 - -", "want 6 fields"},
		{"double space", board + "  w fulke1 - - 1", "want 6 fields"},
		{"bad side", board + " x fulke1 - - 1", `side "x": want w or b`},
		{"bad rules", board + " w chess - - 1", `rules "chess": unknown rule set`},
		{"bad option", board + " w nemec+fly - - 1", `unknown option "fly"`},
		{"option of another set", board + " w nemec+pass - - 1", `option "pass" does not belong to nemec`},
		{"bad move", board + " w nemec - - 0", `move "0"`},
		{"move not a number", board + " w nemec - - x", `move "x"`},
		{"15 ranks", "8/8/8/8/8/8/8/8/8/8/8/8/8/8/8 w nemec - - 1", "found 15 ranks"},
		{"9 ranks fulke3", "8/8/8/8/8/8/8/8/8 w fulke3 - - 1", "found 9 ranks: fulke3 plays on 10 to 16"},
		{"value not a number", "8/8/8/8/3,T6x,4/8/8/8/8/8/8/8/8/8/8/8 w nemec - - 1", `board, rank 12, item 2 "T6x": the value is not a whole number`},
		{"unknown letter", "8/8/8/8/8/8/8/8/8/8/8/8/8/8/8/Q5,7 w nemec - - 1", `board, rank 1, item 1 "Q5": want a number`},
		{"short rank", "8/8/8/8/8/8/8/8/8/8/8/8/8/8/8/7 w nemec - - 1", "rank 1 \"7\": the rank covers 7 squares"},
		{"long rank", "8/8/8/8/8/8/8/8/8/8/8/8/8/8/8/7,R2,R4 w nemec - - 1", "rank 1, item 3 \"R4\": the rank runs past file h"},
		{"split run", "8/8/8/8/8/8/8/8/8/8/8/8/8/8/8/4,4 w nemec - - 1", "rank 1, item 2 \"4\": two runs of empty squares"},
		{"zero run", "8/8/8/8/8/8/8/8/8/8/8/8/8/8/8/0,8 w nemec - - 1", "rank 1, item 1 \"0\""},
		{"empty item", "8/8/8/8/8/8/8/8/8/8/8/8/8/8/8/R2,,6 w nemec - - 1", "rank 1, item 2: empty item"},
		{"leading zero", "8/8/8/8/8/8/8/8/8/8/8/8/8/8/8/R02,7 w nemec - - 1", "without leading zeros"},
		{"zero value", "8/8/8/8/8/8/8/8/8/8/8/8/8/8/8/R0,7 w nemec - - 1", "without leading zeros"},
		{"huge value", "8/8/8/8/8/8/8/8/8/8/8/8/8/8/8/R70000,7 w nemec - - 1", "larger than 65535"},
		{"huger value", "8/8/8/8/8/8/8/8/8/8/8/8/8/8/8/R99999999999,7 w nemec - - 1", "larger than 65535"},
		{"value with a letter", "8/8/8/8/8/8/8/8/8/8/8/8/8/8/8/R9999999999x,7 w nemec - - 1", "not a whole number"},
		{"huge move", board + " w nemec - - 99999999999", `move "99999999999"`},
		{"pyramid no brackets", "8/8/8/8/8/8/8/8/8/8/8/8/8/8/8/P91,7 w nemec - - 1", "a pyramid lists its layers"},
		{"pyramid open", "8/8/8/8/8/8/8/8/8/8/8/8/8/8/8/P[R1,7 w nemec - - 1", "bracket is not closed"},
		{"pyramid mixed case", "8/8/8/8/8/8/8/8/8/8/8/8/8/8/8/P[R1,t4],7 w nemec - - 1", `layer 2 "t4": a pyramid's layers are written in its own case`},
		{"pyramid too tall", "8/8/8/8/8/8/8/8/8/8/8/8/8/8/8/P[R1,R1,R1,R1,R1,R1,R1],7 w nemec - - 1", "at most 6 layers"},
		{"prisoner outside fulke2", "8/8/8/8/8/8/8/8/8/8/8/8/8/8/8/R3*,7 w fulke1 - - 1", `board, rank 1, item 1 "R3*": a set prisoner (*) stands only under fulke2, not fulke1`},
		{"prisoner under nemec", "8/8/8/8/8/8/8/8/8/8/8/8/8/8/8/7,r4* b nemec - - 1", `rank 1, item 2 "r4*": a set prisoner (*) stands only under fulke2`},
		{"pyramid as prisoner", "8/8/8/8/8/8/8/8/8/8/8/8/8/8/8/P[R1,R4]*,7 w fulke2 - - 1", `rank 1, item 1 "P[R1,R4]*": a pyramid is never a set prisoner`},
		{"layer as prisoner", "8/8/8/8/8/8/8/8/8/8/8/8/8/8/8/P[R1*,R4],7 w fulke2 - - 1", `layer 1 "R1*": a pyramid's layer is never a set prisoner`},
		{"two stars", "8/8/8/8/8/8/8/8/8/8/8/8/8/8/8/R3**,7 w fulke2 - - 1", "one * marks a set prisoner"},
		{"star alone", "8/8/8/8/8/8/8/8/8/8/8/8/8/8/8/*,7 w fulke2 - - 1", `item 1 "*"`},
		{"star before the value", "8/8/8/8/8/8/8/8/8/8/8/8/8/8/8/R*3,7 w fulke2 - - 1", "not a whole number"},
		{"starred man held off the board", board + " w fulke2 r3* - 1", `white-took, item 1 "r3*": a man held off the board is listed without *`},
		{"took not a piece", board + " w nemec X4 - 1", `white-took, item 1 "X4": want a number`},
		{"took empty item", board + " w nemec r3, - 1", "white-took, item 2: empty item"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Parse(tc.text)
			require.Error(t, err)
			assert.Contains(t, err.Error(), tc.want)
			var nerr *NotationError
			assert.ErrorAs(t, err, &nerr)
		})
	}
}

func TestParseSquare(t *testing.T) {
	for _, name := range []string{"a1", "h1", "e8", "a16", "h16"} {
		sq, err := ParseSquare(name)
		require.NoError(t, err)
		assert.Equal(t, name, sq.String())
	}
	for _, bad := range []string{"", "a", "i1", "a0", "a17", "a01", "e-1", "E8", "a1x"} {
		_, err := ParseSquare(bad)
		assert.Error(t, err, bad)
	}
}

// FuzzParse: no panic for any input, and whatever parses prints back to a
// text that parses to the same position.
func FuzzParse(f *testing.F) {
	f.Add(classicalText)
	f.Add("8/8/8/8/8/8/8/2,R6,r9,4/8/8/8/8/8/8/8/8 b nemec - r3 12")
	f.Add("8/8/8/8/8/8/8/8/8/r9,7 b fulke3 - - 3")
	f.Add("8/8/8/8/8/8/8/8/8/8/8/8/8/8/8/P[T16,S36],7 w fulke2+pass R4 r3,p[r16] 40")
	f.Add("8/8/8/8/8/8/8/8/8/r9,7 b fulke3+edge+corner - - 3")
	f.Add("8/8/8/8/8/8/8/8/8/8/8/8/8/8/8/P[T16,S36],7 w fulke2+next+edge R4 r3 40")
	f.Add("7,r9/8/2,R3*,5/8/8/8/8/8/2,t12,5/8/8/8/8/8/8/S289,7 w fulke2 - - 1")
	f.Add("8/8/8/8/8/8/8/8/8/8/8/8/8/8/8/R3*,P[R1*],6 w fulke1 r3* - 1")
	f.Fuzz(func(t *testing.T, text string) {
		p, err := Parse(text)
		if err != nil {
			if !strings.HasPrefix(err.Error(), "position: ") {
				t.Fatalf("error without the position prefix: %v", err)
			}
			return
		}
		printed := p.String()
		q, err := Parse(printed)
		if err != nil {
			t.Fatalf("printed form %q does not parse: %v", printed, err)
		}
		if !p.Equal(&q) {
			t.Fatalf("round trip changed the position: %q -> %q", text, printed)
		}
		if printed != q.String() {
			t.Fatalf("printing is not stable: %q vs %q", printed, q.String())
		}
	})
}

// MustSquare is ParseSquare for tests.
func MustSquare(name string) Square {
	sq, err := ParseSquare(name)
	if err != nil {
		panic(err)
	}
	return sq
}
