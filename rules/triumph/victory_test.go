package triumph

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/rules/board"
)

// TestCommonVictories turns the sources' worked examples into positions: the
// men each side has taken are its taken list.
func TestCommonVictories(t *testing.T) {
	cases := []struct {
		name     string
		rules    string
		settings string
		white    string // men White has taken (Black's, lower case)
		black    string // men Black has taken
		toMove   string
		want     string // the victory's text; "" for none
		side     board.Side
	}{
		// Němec 2012, victory of quarrel: 160 in 8 digits.
		{"Němec quarrel", "nemec", "quarrel sum=160 digits=8", "t16,s28,t56,t64", "", "b",
			"White has taken 16, 28, 56 and 64: 164 in 8 digits, at least 160: victory of quarrel", board.White},
		{"Němec quarrel, 165 wanted", "nemec", "quarrel sum=165 digits=8", "t16,s28,t56,t64", "", "b", "", 0},
		{"Němec quarrel, 7 digits cannot be made of these", "nemec", "quarrel sum=100 digits=7", "t16,s28,t56,t64", "", "b", "", 0},
		{"quarrel chooses the men: 28, 56, 64 and 190's digits are 9", "nemec", "quarrel sum=160 digits=8", "t16,s28,t56,t64,s361", "", "b",
			"White has taken 16, 28, 56 and 64: 164 in 8 digits, at least 160: victory of quarrel", board.White},
		// Lever & Fulke 1563: 100 in 8 characters: 2, 4, 6, 8, 24, 64 (108).
		{"1563 quarrel", "fulke3", "quarrel sum=100 digits=8", "", "R2,R4,R6,R8,T24,R64", "w",
			"Black has taken 2, 4, 6, 8, 24 and 64: 108 in 8 digits, at least 100: victory of quarrel", board.Black},
		// Němec, victory of honour: 100 in 8 men.
		{"Němec honour", "nemec", "honour sum=100 men=8", "", "R2,R4,R4,R6,R8,S15,R16,S45", "w",
			"Black has taken 2, 4, 4, 6, 8, 15, 16 and 45: 100 in 8 men, at least 100: victory of honour", board.Black},
		{"Němec honour, 101 wanted", "nemec", "honour sum=101 men=8", "", "R2,R4,R4,R6,R8,S15,R16,S45", "w", "", 0},
		{"honour needs the men: 7 taken", "nemec", "honour sum=90 men=8", "", "R4,R4,R6,R8,S15,R16,S45", "w", "", 0},
		// 1563: 2, 4, 6, 8, 4, 16, 45, 15 in 8 men.
		{"1563 honour, more men taken: the best 8 count", "fulke3", "honour sum=100 men=8", "", "R2,R4,R6,R8,R4,R16,S45,S15,R2", "w",
			"Black has taken 2, 4, 4, 6, 8, 15, 16 and 45: 100 in 8 men, at least 100: victory of honour", board.Black},
		// Němec, honour and quarrel: 100 in 8 men and 9 digits.
		{"Němec honour and quarrel", "nemec", "honour-and-quarrel sum=100 men=8 digits=9", "", "R2,R4,R4,R6,T6,R8,T9,R64", "w",
			"Black has taken 2, 4, 4, 6, 6, 8, 9 and 64: 103 in 8 men and 9 digits, at least 100: victory of honour and quarrel", board.Black},
		{"honour and quarrel in 10 digits cannot be made", "nemec", "honour-and-quarrel sum=100 men=8 digits=10", "", "R2,R4,R4,R6,T6,R8,T9,R64", "w", "", 0},
		{"honour and quarrel in 7 men cannot be made", "nemec", "honour-and-quarrel sum=100 men=7 digits=9", "", "R2,R4,R4,R6,T6,R8,T9,R64", "w", "", 0},
		{"honour and quarrel, 104 wanted", "nemec", "honour-and-quarrel sum=104 men=8 digits=9", "", "R2,R4,R4,R6,T6,R8,T9,R64", "w", "", 0},
		// Bodies: 4 men.
		{"bodies", "fulke3", "bodies men=4", "r3,r5,r7,r9", "", "b",
			"White has taken 4 men (3, 5, 7 and 9), at least 4: victory of bodies", board.White},
		{"bodies, 5 wanted", "fulke3", "bodies men=5", "r3,r5,r7,r9", "", "b", "", 0},
		// Němec, goods: 100 by 3, 16 and 81, or by the 225 alone.
		{"Němec goods", "nemec", "goods sum=100", "r3,t16,r81", "", "b",
			"White has taken 3, 16 and 81: 3 + 16 + 81 = 100, at least 100: victory of goods", board.White},
		{"Němec goods by one man", "nemec", "goods sum=100", "s225", "", "b",
			"White has taken 225: 225 = 225, at least 100: victory of goods", board.White},
		{"goods, 101 wanted", "nemec", "goods sum=101", "r3,t16,r81", "", "b", "", 0},
		// 1563 standards: the even host winning 348 has two of Black's standards
		// of 174; the odd host winning 260 two of White's of 130.
		{"1563 standards, even host", "fulke3", "standards count=2", "s225,s120,r3", "", "b",
			"White has taken men worth 348: 2 standards of Black's army of 174 each (2 × 174 = 348), at least 2: victory of standards", board.White},
		{"1563 standards, 347 is one standard", "fulke3", "standards count=2", "s225,s120,r2", "", "b", "", 0},
		{"1563 standards, odd host", "fulke3", "standards count=2", "", "S169,T81,R6,R4", "w",
			"Black has taken men worth 260: 2 standards of White's army of 130 each (2 × 130 = 260), at least 2: victory of standards", board.Black},
		{"1563 standards, 522 is three", "fulke3", "standards count=3", "s225,s120,s121,t56", "", "b",
			"White has taken men worth 522: 3 standards of Black's army of 174 each (3 × 174 = 522), at least 3: victory of standards", board.White},
		{"standards judged when stopped", "fulke3", "standards stopped", "s225,s120,r3", "S169", "b",
			"White has taken 2 standards (men worth 348, Black's standard being 174), Black 1 (men worth 169, White's standard being 130): White has more: victory of standards", board.White},
		{"standards level when stopped", "fulke3", "standards stopped", "s225", "S169", "b", "", 0},
		{"standards without a count, not stopped", "fulke3", "standards", "s225,s120,r3", "", "b", "", 0},
		// A pyramid as one man or as its layers.
		{"pyramid as one man", "nemec", "bodies men=5", "p[r16,t25,t36,s49,s64]", "", "b", "", 0},
		{"pyramid as its layers", "nemec", "bodies men=5 pyramid=layers", "p[r16,t25,t36,s49,s64]", "", "b",
			"White has taken 5 men (16, 25, 36, 49 and 64), at least 5: victory of bodies", board.White},
		{"pyramid's digits as one man", "nemec", "quarrel sum=190 digits=3", "p[r16,t25,t36,s49,s64]", "", "b",
			"White has taken 190: 190 in 3 digits, at least 190: victory of quarrel", board.White},
		{"pyramid's digits as layers", "nemec", "quarrel sum=190 digits=10 pyramid=layers", "p[r16,t25,t36,s49,s64]", "", "b",
			"White has taken 16, 25, 36, 49 and 64: 190 in 10 digits, at least 190: victory of quarrel", board.White},
		// Both sides: the side that has just moved is judged first.
		{"both reach it: the mover first", "nemec", "bodies men=1", "r3", "R2", "w",
			"Black has taken 1 man (2), at least 1: victory of bodies", board.Black},
		{"no common victory agreed", "nemec", "none", "r3,r5,r7,r9", "", "b", "", 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s, err := ParseSettings(c.settings)
			require.NoError(t, err)
			p := spec{rules: c.rules, toMove: c.toMove, white: c.white, black: c.black}.position(t)
			v, ok := Won(p, s)
			if c.want == "" {
				assert.False(t, ok, "%+v", v)
				return
			}
			require.True(t, ok)
			assert.Equal(t, c.want, v.Text)
			assert.Equal(t, c.side, v.Side)
			assert.Equal(t, s.Common.String(), v.Kind)
			assert.Nil(t, v.Triumph)
		})
	}
}

// TestWonByTriumph: a triumph of the side that has just moved wins whatever
// common victory is agreed; one of the side to move is not looked for.
func TestWonByTriumph(t *testing.T) {
	s, err := ParseSettings("bodies men=10")
	require.NoError(t, err)
	p := spec{rules: "nemec", toMove: "b", men: "c10=R2 d10=R3 d11=R6 c11=R4"}.position(t)
	v, ok := Won(p, s)
	require.True(t, ok)
	assert.Equal(t, "greatest", v.Kind)
	assert.Equal(t, board.White, v.Side)
	require.NotNil(t, v.Triumph)
	assert.Equal(t, v.Triumph.Explain(), v.Text)
	assert.Equal(t, []int64{2, 3, 6, 4}, v.Values)

	p.ToMove = board.White // Black has just moved: White's triumph was not set now
	_, ok = Won(p, s)
	assert.False(t, ok)

	q := spec{rules: "fulke1", toMove: "b", men: "c11=R2 d11=R3 e11=R4 h16=p[s64]"}.position(t)
	_, ok = Won(q, Settings{})
	assert.False(t, ok, "fulke1: the enemy's pyramid stands")
}

// TestTakenPrisonersOnBoard: under fulke1 prisoners go back on the board in
// the captor's colour; men of its colour its army never had are counted.
func TestTakenPrisonersOnBoard(t *testing.T) {
	cases := []struct {
		name  string
		rules string
		men   string
		white string
		want  []int64
	}{
		{"fulke1: a round 3 in White's colour was Black's", "fulke1", "a3=R3 b3=R2 c3=S289", "", []int64{3}},
		{"fulke1: held and on the board", "fulke1", "a3=R3 b3=T30", "r5", []int64{5, 3, 30}},
		{"fulke1: a third white round 4 is a prisoner? no: White has two R4 and its pyramid's R4 is a layer", "fulke1", "a3=R4 b3=R4", "", nil},
		{"fulke1: Black's pyramid in White's colour", "fulke1", "a3=P[R16,T25,T36,S49,S64] b3=P[R1,R4,T9,T16,S25,S36]", "", []int64{190}},
		{"fulke1: more round 16s than White's army", "fulke1", "a3=R16 b3=R16", "", []int64{16}},
		{"parlett+change", "parlett+change", "a3=R3", "", []int64{3}},
		{"parlett+turn", "parlett+turn", "a3=R3", "", []int64{3}},
		{"nemec: colour is the army", "nemec", "a3=R3", "", nil},
		{"fulke2: held only", "fulke2", "a3=R3", "r7", []int64{7}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p := spec{rules: c.rules, men: c.men, white: c.white}.position(t)
			assert.Equal(t, c.want, TakenValues(p, board.White, false))
		})
	}
	assert.Nil(t, Taken(&board.Position{}, board.NoSide))
}

func TestSettingsParse(t *testing.T) {
	good := []struct {
		text string
		want Settings
	}{
		{"none", Settings{}},
		{"bodies men=10", Settings{Common: Bodies, Men: 10}},
		{"goods sum=200", Settings{Common: Goods, Sum: 200}},
		{"quarrel sum=160 digits=8", Settings{Common: Quarrel, Sum: 160, Digits: 8}},
		{"honour sum=100 men=8", Settings{Common: Honour, Sum: 100, Men: 8}},
		{"honour-and-quarrel sum=100 men=8 digits=9", Settings{Common: HonourAndQuarrel, Sum: 100, Men: 8, Digits: 9}},
		{"standards count=2", Settings{Common: Standards, Standards: 2}},
		{"standards stopped", Settings{Common: Standards, Stopped: true}},
		{"bodies men=5 pyramid=layers", Settings{Common: Bodies, Men: 5, PyramidLayers: true}},
	}
	for _, c := range good {
		t.Run(c.text, func(t *testing.T) {
			s, err := ParseSettings(c.text)
			require.NoError(t, err)
			assert.Equal(t, c.want, s)
			assert.Equal(t, c.text, s.String(), "canonical text round trips")
		})
	}
	lenient := []struct{ text, canonical string }{
		{"Honor  men=8 sum=100", "honour sum=100 men=8"},
		{"quarrel digits=8 sum=160 pyramid=one", "quarrel sum=160 digits=8"},
	}
	for _, c := range lenient {
		s, err := ParseSettings(c.text)
		require.NoError(t, err, c.text)
		assert.Equal(t, c.canonical, s.String())
	}
	bad := []struct{ text, err string }{
		{"", "settings: empty: want a common victory (none, bodies, goods, quarrel, honour, honour-and-quarrel, standards) and its numbers"},
		{"wealth sum=3", `settings: item 1: unknown common victory "wealth": want one of none, bodies, goods, quarrel, honour, honour-and-quarrel, standards`},
		{"bodies", "settings: bodies wants men from 1 to 64, found 0"},
		{"bodies men=65", "settings: bodies wants men from 1 to 64, found 65"},
		{"bodies men=4 sum=3", "settings: bodies takes no sum (found 3)"},
		{"quarrel sum=160", "settings: quarrel wants digits from 1 to 192, found 0"},
		{"quarrel sum=x digits=8", `settings: item 2 "sum=x": want a whole number from 1 to 1000000`},
		{"quarrel sum=0160 digits=8", `settings: item 2 "sum=0160": want a whole number from 1 to 1000000`},
		{"quarrel sum=160 sum=8", `settings: item 3 "sum=8": sum given twice`},
		{"quarrel sum=160 digits", `settings: item 3 "digits": want digits=NUMBER`},
		{"quarrel sum=160 colour=red", `settings: item 3 "colour=red": unknown setting: want sum=, men=, digits=, count=, stopped or pyramid=`},
		{"goods sum=100 stopped", "settings: goods is not judged when stopped: only standards is"},
		{"goods sum=100 count=2", "settings: goods takes no count of standards (found 2)"},
		{"standards count=11", "settings: standards wants a count from 0 (the most standards) to 10, found 11"},
		{"standards stopped=yes", `settings: item 2 "stopped=yes": stopped takes no value`},
		{"bodies men=3 pyramid=all", `settings: item 3 "pyramid=all": want pyramid=one or pyramid=layers`},
	}
	for _, c := range bad {
		t.Run("bad/"+c.text, func(t *testing.T) {
			_, err := ParseSettings(c.text)
			require.Error(t, err)
			assert.Equal(t, c.err, err.Error())
		})
	}
}

func TestInvalidSettingsWinNothingButTriumphs(t *testing.T) {
	p := spec{rules: "nemec", white: "r3,r5,r7,r9"}.position(t)
	_, ok := Won(p, Settings{Common: Bodies})
	assert.False(t, ok)
	_, ok = Won(p, Settings{Common: Common(42), Men: 1})
	assert.False(t, ok)
	_, ok = Won(p, Settings{Common: Bodies, Men: 4})
	assert.True(t, ok)
}

func TestPick(t *testing.T) {
	cases := []struct {
		name        string
		values      []int64
		digits, men int
		chosen      []int64
		sum         int64
		ok          bool
	}{
		{"Němec's four men", []int64{16, 28, 56, 64}, 8, 0, []int64{16, 28, 56, 64}, 164, true},
		{"a one-digit man left out", []int64{16, 28, 56, 64, 2}, 8, 0, []int64{16, 28, 56, 64}, 164, true},
		{"nine digits: four two-digit men and the larger one-digit man", []int64{16, 28, 56, 64, 2, 3}, 9, 0, []int64{3, 16, 28, 56, 64}, 167, true},
		{"a three-digit man and a one-digit man", []int64{361, 2, 3}, 4, 0, []int64{3, 361}, 364, true},
		{"four digits cannot be made of two three-digit men", []int64{361, 225}, 4, 0, nil, 0, false},
		{"Němec's honour and quarrel", []int64{2, 4, 4, 6, 6, 8, 9, 64}, 9, 8, []int64{2, 4, 4, 6, 6, 8, 9, 64}, 103, true},
		{"8 men in 9 digits: the 81 and the seven largest one-digit men", []int64{2, 4, 4, 6, 6, 8, 9, 64, 81}, 9, 8, []int64{2, 4, 4, 6, 6, 8, 9, 81}, 120, true},
		{"8 men in 9 digits need 7 one-digit men", []int64{2, 64, 81, 16, 25}, 9, 8, nil, 0, false},
		{"nothing taken", nil, 3, 0, nil, 0, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			chosen, sum, ok := pick(c.values, c.digits, c.men)
			assert.Equal(t, c.ok, ok)
			assert.Equal(t, c.chosen, chosen)
			assert.Equal(t, c.sum, sum)
		})
	}
}
