package triumph

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rithmo/rithmo/rules/board"
)

// The 1563 book's and Němec's words on each common victory.
const (
	qBodies   = `1563: "VIctory of bodies is only to take a certain number of men"`
	qGoods    = `1563: "he which first taketh men amoūting to ye number of .100. or .200. shall haue the victorie"`
	qGoodsN   = `Němec 2012: "White could achieve this by capturing the Black pieces 3, 16 and 81. Or simply by taking Black's 225 piece."`
	qQuarrel  = `1563: "he whiche first taketh .100. in .8. characters not regarding in how many men they stande, shall winne. As .2.4.6.8.24.64."`
	qQuarrelN = `Němec 2012: "White would be victorious if it captured Black's pieces 16, 28, 56 and 64. The numbers on the men contain 8 total digits"`
	qHonour   = `1563: "he whiche first cōmeth to .100. in .8. men, shall winne the game. As in these .2.4.6.8.4.16.45.15."`
	qHonourN  = `Němec 2012: "Black would be victorious if it captured the White pieces 2, 4, 4, 6, 8, 15, 16 and 45."`
	qHQ       = `1563: "He that obteyneth .2.4.6.8.4.6.9.64. obteineth the victorie of honour and quarell."`
	qHQOne    = `1563: "It shalbe no hinderance though .8. men and .9. caracters conteyne somwhat more then .100. so that there be not .100. vpon one man"`
	qStand    = `1563: "If the euen hoste wyne .348. men he hath obtayned two stāderds ... Yf the odde armye wynne .260. they wyn two standerds"`
	qStandMax = `1563: "He that wynneth more standers hath the victorye."`
	qPyramid  = `rules.md: "Whether a pyramid counts as one man or as its layers is a setting."`
	qMinimumN = `Němec 2012: "the value of 100 is exceeded and the minimum of 8 captured pieces is met"`
	qWithin   = `rules.md: "quarrel (a sum reached within a number of digits), honour (a sum reached within a number of men)"`
	// The book's "so that there be not .100. vpon one man" stands under honour and quarrel.
	qOneManHQOnly = `rules.md: "honour (a sum reached within a number of men), honour and quarrel (all three, and no single man carries the whole sum...)"`
)

// TestCommonVictories turns the sources' worked examples into positions: the
// men each side has taken are its taken list.
func TestCommonVictories(t *testing.T) {
	cases := []struct {
		name     string
		quote    string
		rules    string
		settings string
		white    string // men White has taken (Black's, lower case)
		black    string // men Black has taken
		toMove   string
		want     string // the victory's text; "" for none
		side     board.Side
	}{
		{"Němec quarrel", qQuarrelN, "nemec", "quarrel sum=160 digits=8", "t16,s28,t56,t64", "", "b",
			"White has taken 16, 28, 56 and 64: 16 + 28 + 56 + 64 = 164 in 8 digits (at most 8), at least 160: victory of quarrel", board.White},
		{"near miss: Němec quarrel, 165 wanted", qQuarrelN, "nemec", "quarrel sum=165 digits=8", "t16,s28,t56,t64", "", "b", "", 0},
		{"near miss: 100 in 7 digits: 28 + 56 + 64 is only 148... in 6", qWithin, "nemec", "quarrel sum=150 digits=7", "t16,s28,t56,t64", "", "b", "", 0},
		{"quarrel counts within the digits: 164 in 8 of 10 allowed", qWithin, "nemec", "quarrel sum=160 digits=10", "t16,s28,t56,t64", "", "b",
			"White has taken 16, 28, 56 and 64: 16 + 28 + 56 + 64 = 164 in 8 digits (at most 10), at least 160: victory of quarrel", board.White},
		{"quarrel chooses the men of the largest sum", qQuarrel, "nemec", "quarrel sum=160 digits=8", "t16,s28,t56,t64,s361", "", "b",
			"White has taken 16, 28, 56, 64 and 361; the best of them: 56 + 64 + 361 = 481 in 7 digits (at most 8), at least 160: victory of quarrel", board.White},
		{"1563 quarrel: 108 in 8 characters", qQuarrel, "fulke3", "quarrel sum=100 digits=8", "", "R2,R4,R6,R8,T24,R64", "w",
			"Black has taken 2, 4, 6, 8, 24 and 64: 2 + 4 + 6 + 8 + 24 + 64 = 108 in 8 digits (at most 8), at least 100: victory of quarrel", board.Black},
		{"Němec honour", qHonourN, "nemec", "honour sum=100 men=8", "", "R2,R4,R4,R6,R8,S15,R16,S45", "w",
			"Black has taken 2, 4, 4, 6, 8, 15, 16 and 45: 2 + 4 + 4 + 6 + 8 + 15 + 16 + 45 = 100 in 8 men (at least 8), at least 100: victory of honour", board.Black},
		{"near miss: Němec honour, 101 wanted", qHonourN, "nemec", "honour sum=101 men=8", "", "R2,R4,R4,R6,R8,S15,R16,S45", "w", "", 0},
		{"Němec honour counts every man: 9 men, 102", qMinimumN, "nemec", "honour sum=100 men=8", "", "R2,R2,R4,R4,R6,R8,S15,R16,S45", "w",
			"Black has taken 2, 2, 4, 4, 6, 8, 15, 16 and 45: 2 + 2 + 4 + 4 + 6 + 8 + 15 + 16 + 45 = 102 in 9 men (at least 8), at least 100: victory of honour", board.Black},
		{"near miss: Němec honour, 289 upon one man is 7 men short", qMinimumN, "nemec", "honour sum=100 men=8", "", "S289", "w", "", 0},
		{"near miss: Němec honour, 98 in 7 men", qMinimumN, "nemec", "honour sum=90 men=8", "", "R4,R4,R6,R8,S15,R16,S45", "w", "", 0},
		{"1563 honour within the men: 98 in 7 men", qWithin, "fulke3", "honour sum=90 men=8", "", "R4,R4,R6,R8,S15,R16,S45", "w",
			"Black has taken 4, 4, 6, 8, 15, 16 and 45: 4 + 4 + 6 + 8 + 15 + 16 + 45 = 98 in 7 men (at most 8), at least 90: victory of honour", board.Black},
		{"1563 honour within the men: 289 upon one man", qWithin, "fulke3", "honour sum=100 men=8", "", "S289", "w",
			"Black has taken 289: 289 = 289 in 1 man (at most 8), at least 100: victory of honour", board.Black},
		{"1563 honour, more men taken: the best 8 count", qHonour, "fulke3", "honour sum=100 men=8", "", "R2,R4,R6,R8,R4,R16,S45,S15,R2", "w",
			"Black has taken 2, 2, 4, 4, 6, 8, 15, 16 and 45; the 8 largest: 2 + 4 + 4 + 6 + 8 + 15 + 16 + 45 = 100 in 8 men (at most 8), at least 100: victory of honour", board.Black},
		{"honour allows one man the whole sum", qOneManHQOnly, "fulke3", "honour sum=100 men=8", "s225", "", "b",
			"White has taken 225: 225 = 225 in 1 man (at most 8), at least 100: victory of honour", board.White},
		{"1563 honour and quarrel: 103 in 8 men and 9 digits", qHQ, "fulke3", "honour-and-quarrel sum=100 men=8 digits=9", "", "R2,R4,R6,R8,R4,T6,T9,R64", "w",
			"Black has taken 2, 4, 4, 6, 6, 8, 9 and 64: 2 + 4 + 4 + 6 + 6 + 8 + 9 + 64 = 103 in 9 digits (at most 9) and 8 men (at most 8), at least 100: victory of honour and quarrel", board.Black},
		{"near miss: honour and quarrel, 104 wanted", qHQ, "nemec", "honour-and-quarrel sum=104 men=8 digits=9", "", "R2,R4,R4,R6,T6,R8,T9,R64", "w", "", 0},
		{"near miss: honour and quarrel, in 6 men only 99", qHQ, "nemec", "honour-and-quarrel sum=100 men=6 digits=9", "", "R2,R4,R4,R6,T6,R8,T9,R64", "w", "", 0},
		{"near miss: 100 upon one man", qHQOne, "fulke3", "honour-and-quarrel sum=100 men=8 digits=9", "s120,r3", "", "b", "", 0},
		{"near miss: exactly 100 upon one man", qHQOne, "fulke3", "honour-and-quarrel sum=100 men=8 digits=9", "t100", "", "b", "", 0},
		{"the sum on two men, neither carrying it", qHQOne, "fulke3", "honour-and-quarrel sum=100 men=8 digits=9", "t90,t12,s120", "", "b",
			"White has taken 12, 90 and 120 (120 not counted: no single man may carry the whole 100); the best of them: 12 + 90 = 102 in 4 digits (at most 9) and 2 men (at most 8), at least 100: victory of honour and quarrel", board.White},
		{"bodies", qBodies, "fulke3", "bodies men=4", "r3,r5,r7,r9", "", "b",
			"White has taken 4 men (3, 5, 7 and 9), at least 4: victory of bodies", board.White},
		{"near miss: bodies, 5 wanted", qBodies, "fulke3", "bodies men=5", "r3,r5,r7,r9", "", "b", "", 0},
		{"Němec goods", qGoodsN, "nemec", "goods sum=100", "r3,t16,r81", "", "b",
			"White has taken 3, 16 and 81: 3 + 16 + 81 = 100, at least 100: victory of goods", board.White},
		{"Němec goods by one man", qGoodsN, "nemec", "goods sum=100", "s225", "", "b",
			"White has taken 225: 225 = 225, at least 100: victory of goods", board.White},
		{"near miss: goods, 101 wanted", qGoods, "nemec", "goods sum=101", "r3,t16,r81", "", "b", "", 0},
		{"1563 standards, even host", qStand, "fulke3", "standards count=2", "s225,s120,r3", "", "b",
			"White has taken men worth 348: 2 standards of Black's army of 174 each (2 × 174 = 348), at least 2: victory of standards", board.White},
		{"near miss: 1563 standards, 347 is one standard", qStand, "fulke3", "standards count=2", "s225,s120,r2", "", "b", "", 0},
		{"1563 standards, odd host", qStand, "fulke3", "standards count=2", "", "S169,T81,R6,R4", "w",
			"Black has taken men worth 260: 2 standards of White's army of 130 each (2 × 130 = 260), at least 2: victory of standards", board.Black},
		{"1563 standards, 522 is three", qStand, "fulke3", "standards count=3", "s225,s120,s121,t56", "", "b",
			"White has taken men worth 522: 3 standards of Black's army of 174 each (3 × 174 = 522), at least 3: victory of standards", board.White},
		{"standards judged when stopped", qStandMax, "fulke3", "standards stopped", "s225,s120,r3", "S169", "b",
			"White has taken 2 standards (men worth 348, Black's standard being 174), Black 1 (men worth 169, White's standard being 130): White has more: victory of standards", board.White},
		{"near miss: standards level when stopped", qStandMax, "fulke3", "standards stopped", "s225", "S169", "b", "", 0},
		{"standards without a count, not stopped", qStandMax, "fulke3", "standards", "s225,s120,r3", "", "b", "", 0},
		{"pyramid as one man", qPyramid, "nemec", "bodies men=5", "p[r16,t25,t36,s49,s64]", "", "b", "", 0},
		{"pyramid as its layers", qPyramid, "nemec", "bodies men=5 pyramid=layers", "p[r16,t25,t36,s49,s64]", "", "b",
			"White has taken 5 men (16, 25, 36, 49 and 64), at least 5: victory of bodies", board.White},
		{"pyramid's digits as one man", qPyramid, "nemec", "quarrel sum=190 digits=3", "p[r16,t25,t36,s49,s64]", "", "b",
			"White has taken 190: 190 = 190 in 3 digits (at most 3), at least 190: victory of quarrel", board.White},
		{"pyramid's digits as layers", qPyramid, "nemec", "quarrel sum=190 digits=10 pyramid=layers", "p[r16,t25,t36,s49,s64]", "", "b",
			"White has taken 16, 25, 36, 49 and 64: 16 + 25 + 36 + 49 + 64 = 190 in 10 digits (at most 10), at least 190: victory of quarrel", board.White},
		{"the whole pyramid carries 100 upon one man", qHQOne, "nemec", "honour-and-quarrel sum=100 men=8 digits=9", "p[r16,t25,t36,s49,s64]", "", "b", "", 0},
		{"its layers do not", qHQOne, "nemec", "honour-and-quarrel sum=100 men=8 digits=9 pyramid=layers", "p[r16,t25,t36,s49,s64]", "", "b",
			"White has taken 16, 25, 36, 49 and 64; the best of them: 25 + 36 + 49 + 64 = 174 in 8 digits (at most 9) and 4 men (at most 8), at least 100: victory of honour and quarrel", board.White},
		{"both reach it: the mover first", qBodies, "nemec", "bodies men=1", "r3", "R2", "w",
			"Black has taken 1 man (2), at least 1: victory of bodies", board.Black},
		{"no common victory agreed", qBodies, "nemec", "none", "r3,r5,r7,r9", "", "b", "", 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s, err := ParseSettings(c.settings)
			require.NoError(t, err)
			p := spec{rules: c.rules, toMove: c.toMove, white: c.white, black: c.black}.position(t)
			v, ok := Won(p, s)
			if c.want == "" {
				assert.False(t, ok, "%+v\nsource: %s", v, c.quote)
				return
			}
			require.True(t, ok, "source: %s", c.quote)
			assert.Equal(t, c.want, v.Text, "source: %s", c.quote)
			assert.Equal(t, c.side, v.Side)
			assert.Equal(t, s.Common.String(), v.Kind)
			assert.Nil(t, v.Triumph)
		})
	}
}

// TestCountShortOfVictory: the count is written out when nobody has won.
func TestCountShortOfVictory(t *testing.T) {
	cases := []struct{ settings, white, want, rules string }{
		{"bodies men=4", "r3,r5", "White has taken 2 men (3 and 5), 2 short of 4", "fulke3"},
		{"goods sum=100", "r3,t16", "White has taken 3 and 16: 3 + 16 = 19, 81 short of 100", "fulke3"},
		{"quarrel sum=160 digits=8", "t16,s28,t56", "White has taken 16, 28 and 56: 16 + 28 + 56 = 100 in 6 digits (at most 8), 60 short of 160", "fulke3"},
		{"quarrel sum=100 digits=2", "s361", "White has taken 361; none of them can be counted in at most 2 digits, 100 short of 100", "fulke3"},
		{"honour sum=100 men=2", "r3,t16,r81", "White has taken 3, 16 and 81; the 2 largest: 16 + 81 = 97 in 2 men (at most 2), 3 short of 100", "fulke3"},
		{"honour-and-quarrel sum=100 men=8 digits=9", "s120,r3", "White has taken 3 and 120 (120 not counted: no single man may carry the whole 100); the best of them: 3 = 3 in 1 digit (at most 9) and 1 man (at most 8), 97 short of 100", "fulke3"},
		{"standards count=2", "s225", "White has taken men worth 225: 1 standard of Black's army of 174 each (1 × 174 = 174), 123 short of 2 standards", "fulke3"},
		{"standards stopped", "s225", "White has taken men worth 225: 1 standard of Black's army of 174 each (1 × 174 = 174)", "fulke3"},
		{"standards count=1", "r3", "White has taken men worth 3: not yet one standard of Black's army of 174, 171 short of 1 standard", "fulke3"},
		{"bodies men=1", "", "White has taken no men yet", ""},
		// Němec's honour wants a minimum of men (qMinimumN).
		{"honour sum=100 men=8", "s225", "White has taken 225: 225 = 225 in 1 man (at least 8), 7 men short of 8", "nemec"},
		{"honour sum=100 men=2", "r3,t16", "White has taken 3 and 16: 3 + 16 = 19 in 2 men (at least 2), 81 short of 100", "nemec"},
		{"honour sum=100 men=3", "r3,t16", "White has taken 3 and 16: 3 + 16 = 19 in 2 men (at least 3), 1 man short of 3 and 81 short of 100", "nemec"},
	}
	for _, c := range cases {
		t.Run(c.settings, func(t *testing.T) {
			s, err := ParseSettings(c.settings)
			require.NoError(t, err)
			rules := c.rules
			if rules == "" {
				rules = "fulke3"
			}
			p := spec{rules: rules, white: c.white}.position(t)
			got := CountFor(p, board.White, s)
			assert.False(t, got.Won)
			assert.Equal(t, c.want, got.Text)
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
		{"fulke2: held, and a 3 set on the board", "fulke2", "a3=R3*", "r7", []int64{7, 3}},
		{"fulke2: held only", "fulke2", "a3=R4", "r7", []int64{7}},
		{"fulke2: a set r16 is told from White's own R16 by its mark", "fulke2", "a3=R16* b3=R16", "", []int64{16}},
		{"near miss, fulke2: White's own R16, unmarked, is no prisoner", "fulke2", "a3=R16 b3=R4", "", nil},
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
		below       int64
		chosen      []int64
	}{
		{"Němec's four men", []int64{16, 28, 56, 64}, 8, 0, 0, []int64{16, 28, 56, 64}},
		{"a one-digit man left out", []int64{16, 28, 56, 64, 2}, 8, 0, 0, []int64{16, 28, 56, 64}},
		{"nine digits: four two-digit men and the larger one-digit man", []int64{16, 28, 56, 64, 2, 3}, 9, 0, 0, []int64{3, 16, 28, 56, 64}},
		{"a three-digit man and a one-digit man", []int64{361, 2, 3}, 4, 0, 0, []int64{3, 361}},
		{"within four digits: one three-digit man", []int64{361, 225}, 4, 0, 0, []int64{361}},
		{"Němec's honour and quarrel", []int64{2, 4, 4, 6, 6, 8, 9, 64}, 9, 8, 0, []int64{2, 4, 4, 6, 6, 8, 9, 64}},
		{"within 8 men and 9 digits: 81, 64 and five one-digit men", []int64{2, 4, 4, 6, 6, 8, 9, 64, 81}, 9, 8, 0, []int64{4, 6, 6, 8, 9, 64, 81}},
		{"within 8 men and 9 digits: four two-digit men and the 2", []int64{2, 64, 81, 16, 25}, 9, 8, 0, []int64{2, 16, 25, 64, 81}},
		{"men below 100 only", []int64{120, 90, 12}, 9, 8, 100, []int64{12, 90}},
		{"nothing taken", nil, 3, 0, 0, nil},
		{"nothing fits", []int64{361}, 2, 0, 0, nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			assert.Equal(t, c.chosen, pick(c.values, c.digits, c.men, c.below))
		})
	}
}

// rules.md: common victories are "counted over the men a side has taken
// (every rule set)", and under fulke1 "a taken man changes sides and enters
// the captor's rearmost free square": TakenMen finds it there, in the
// captor's colour, and the bodies victory counts it. A man taken back by
// the army it was born in is that army's own again: neither side holds it
// taken (the position keeps no other trace of it).
func TestTakenMenWhereTheRuleSetPutsThem(t *testing.T) {
	held := board.NoSquare
	sq := func(t *testing.T, name string) board.Square {
		q, err := board.ParseSquare(name)
		require.NoError(t, err)
		return q
	}
	opening := board.Opening(board.Rules{Set: board.Fulke1})
	black190 := opening.At(sq(t, "h13"))
	for _, tc := range []struct {
		name         string
		position     string
		white, black []TakenMan
	}{
		{"fulke1: Black's t12 serves White on a1", "8/8/8/8/8/8/8/8/8/3,R6,4/4,T6,3/8/8/8/8/T12,7 b fulke1 - - 2",
			[]TakenMan{{board.Piece{Side: board.White, Shape: board.Triangle, Value: 12}, sq(t, "a1")}}, nil},
		{"fulke1: White's R6 serves Black on a16, Black's t12 White on a1",
			"r6,7/8/8/8/8/8/8/8/8/8/4,T6,3/8/8/8/8/T12,7 w fulke1 - - 3",
			[]TakenMan{{board.Piece{Side: board.White, Shape: board.Triangle, Value: 12}, sq(t, "a1")}},
			[]TakenMan{{board.Piece{Side: board.Black, Shape: board.Round, Value: 6}, sq(t, "a16")}}},
		{"fulke1: the t12 taken back by Black is Black's own", "t12,7/8/8/8/8/8/8/8/8/8/4,T6,3/8/8/8/8/8 w fulke1 - - 4", nil, nil},
		{"fulke1: a pyramid taken whole is held", "8/8/8/8/8/8/8/8/8/8/4,T6,3/8/8/8/8/8 b fulke1 p[r16,t25,t36,s49,s64] - 2",
			[]TakenMan{{black190, held}}, nil},
		{"fulke3: held off the board", "8/8/8/8/8/8/8/8/8/8/4,T6,3/8/8/8/8/8 b fulke3 t12 - 2",
			[]TakenMan{{board.Piece{Side: board.Black, Shape: board.Triangle, Value: 12}, held}}, nil},
		{"fulke2: held, and set on the board", "7,r9/8/2,R3*,5/8/8/8/8/8/2,t12,5/8/8/8/8/8/8/S289,7 w fulke2 r5 - 1",
			[]TakenMan{{board.Piece{Side: board.Black, Shape: board.Round, Value: 5}, held}, {board.Piece{Side: board.White, Shape: board.Round, Value: 3}, sq(t, "c14")}}, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := board.MustParse(tc.position)
			assert.Equal(t, tc.white, TakenMen(&p, board.White), "White's")
			assert.Equal(t, tc.black, TakenMen(&p, board.Black), "Black's")
			for _, side := range []board.Side{board.White, board.Black} {
				want := tc.white
				if side == board.Black {
					want = tc.black
				}
				c := CountFor(&p, side, Settings{Common: Bodies, Men: 1})
				assert.Len(t, c.Taken, len(want), "%s's count, as the bodies victory judges it (%s)", side, qBodies)
			}
		})
	}
}
