package triumph

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// The tests in this file follow shared/rules.md, "Victories", one table per
// rule; every case quotes the words of the source it rests on, so that a
// reader can check the reading against the book.

// bookCase is one position and the triumphs White (or Black, when toMove is
// "w") finds there.
type bookCase struct {
	name   string
	quote  string // the source's words the case rests on
	rules  string
	toMove string
	men    string
	white  string // White's taken list
	want   []string
}

func runBook(t *testing.T, cases []bookCase) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.rules+"/"+c.name, func(t *testing.T) {
			assert.NotEmpty(t, c.quote, "every case quotes its source")
			p := spec{rules: c.rules, toMove: c.toMove, men: c.men, white: c.white}.position(t)
			side := p.ToMove.Opponent()
			assert.Equal(t, c.want, nilIfEmpty(summary(Find(p, side))), "%s\nsource: %s", p, c.quote)
		})
	}
}

const (
	quoteLine      = `1563, first kind: "standing in a right lyne, direct or crosse"`
	quoteSquare    = `1563, first kind: "if it stande of foure numbers, they maye be set lyke a square two agaynst two"`
	quoteAngleOpt  = `rules.md: "fulke1-fulke3 allow the angle only with the option +angle"`
	quoteNemecForm = `Němec 2012: "arranged in a straight line row, column, diagonally, or even as an angle or box of any size as long as the distance between the men is in proportion and unobstructed"`
	quoteParlett   = `rules.md: "parlett: lines and right angles only"`
	quoteProp      = `1563, first kind: "To triumphe therefore, is to place three or foure men within the aduersaries campe, in proportion Arithmeticall, Geometricall or Musicall"`
)

// TestBookShapes: which arrangements each rule set accepts, with near misses.
// White's men stand in Black's camp (rank 13 and up in fulke3, 11 and up in
// fulke1 and fulke2, 9 and up in parlett, 5 and up in nemec).
func TestBookShapes(t *testing.T) {
	runBook(t, []bookCase{
		// Lines, in every rule set.
		{"a line along a rank", quoteLine, "fulke3", "", "c13=R2 d13=R4 e13=R6", "", []string{"great line c13 d13 e13"}},
		{"a line along a file, spaced two apart", quoteLine, "fulke1", "", "c11=R4 c13=R6 c15=R12", "", []string{"great line c11 c13 c15"}},
		{"a line on a diagonal (crosse)", quoteLine, "fulke2", "", "c11=R2 d12=R4 e13=R8", "", []string{"great line c11 d12 e13"}},
		{"a line of four, greater", quoteLine, "fulke3", "", "a14=R2 c14=R3 e14=R4 g14=R8", "", []string{"greater line a14 c14 e14 g14"}},
		{"near miss: 2, 4, 9 is in no proportion", quoteProp, "fulke3", "", "c13=R2 d13=R4 e13=R9", "", nil},
		{"near miss: 9, 5, 9 is in no proportion", quoteProp, "fulke3", "", "c13=R9 d13=R5 e13=R9", "", nil},
		{"near miss: not equally spaced", quoteLine, "fulke3", "", "c13=R2 d13=R4 f13=R6", "", nil},
		{"near miss: a man between", quoteLine, "fulke3", "", "c13=R2 e13=R4 g13=R6 d13=r3", "", nil},
		{"near miss: a knight's step is no line", quoteLine, "fulke3", "", "c13=R2 d15=R4 e13=R6", "", nil},
		{"a line in nemec", quoteNemecForm, "nemec", "", "c9=R2 d9=R4 e9=R6", "", []string{"great line c9 d9 e9"}},
		{"a line in parlett", quoteParlett, "parlett", "", "c9=R2 d10=R4 e11=R6", "", []string{"great line c9 d10 e11"}},

		// Squares, two against two: the 1563 kinds and nemec; not parlett.
		{"a square, two against two", quoteSquare, "fulke3", "", "c13=R2 d13=R3 d14=R8 c14=R4", "", []string{"greater square c13 d13 d14 c14"}},
		{"a square of side two, its sides empty", quoteSquare, "fulke1", "", "c11=R2 e11=R3 e13=R8 c13=R4", "", []string{"greater square c11 e11 e13 c13"}},
		{"near miss: a square with a man on a side", quoteSquare, "fulke1", "", "c11=R2 e11=R3 e13=R8 c13=R4 d11=r9", "", nil},
		{"near miss: three corners of a square are no triumph", quoteSquare, "fulke3", "", "c13=R2 d13=R3 d14=R8", "", nil},
		{"a box in nemec", quoteNemecForm, "nemec", "", "c9=R2 d9=R3 d10=R8 c10=R4", "", []string{"greater square c9 d9 d10 c10"}},
		{"no square in parlett (2, 4, 8 make an angle)", quoteParlett, "parlett", "", "c9=R2 d9=R3 d10=R8 c10=R4", "", []string{"great angle c9 c10 d10"}},

		// Right angles: nemec and parlett; the 1563 kinds only with +angle.
		{"no right angle without +angle", quoteAngleOpt, "fulke1", "", "c11=R2 c13=R3 e13=R4", "", nil},
		{"no right angle without +angle, second kind", quoteAngleOpt, "fulke2", "", "c11=R2 c13=R3 e13=R4", "", nil},
		{"no right angle without +angle, third kind", quoteAngleOpt, "fulke3", "", "c13=R2 c15=R3 e15=R4", "", nil},
		{"a right angle with +angle", quoteAngleOpt, "fulke1+angle", "", "c11=R2 c13=R3 e13=R4", "", []string{"great angle c11 c13 e13"}},
		{"a right angle with +angle, third kind", quoteAngleOpt, "fulke3+angle", "", "c13=R2 c15=R3 e15=R4", "", []string{"great angle c13 c15 e15"}},
		{"an angle, orthogonal arms, the corner the mean", quoteNemecForm, "nemec", "", "c9=R2 c11=R3 e11=R4", "", []string{"great angle c9 c11 e11"}},
		{"an angle, diagonal arms", quoteNemecForm, "nemec", "", "b11=R2 d9=R4 f11=R8", "", []string{"great angle b11 d9 f11"}},
		{"near miss: the corner without the middle term", quoteNemecForm, "nemec", "", "c9=R3 c11=R2 e11=R4", "", nil},
		{"near miss: arms of unequal length", quoteNemecForm, "nemec", "", "c9=R2 c11=R3 f11=R4", "", nil},
		{"near miss: one arm orthogonal, one diagonal", quoteNemecForm, "nemec", "", "c9=R2 c11=R3 e13=R4", "", nil},
		{"near miss: an arm obstructed", quoteNemecForm, "nemec", "", "c9=R2 c11=R3 e11=R4 d11=r5", "", nil},
		{"an angle in parlett", quoteParlett, "parlett", "", "c9=R2 c11=R3 e11=R4", "", []string{"great angle c9 c11 e11"}},
	})
}

// TestBookCamp: the triumph stands in the enemy's camp, whose first rank
// each rule set names; a line just short of it is a near miss.
func TestBookCamp(t *testing.T) {
	const camp1563 = `1563, first kind: "The aduersaries campe is called al the space, that is betwene the first front of his men, as they were first placed, vnto the neither ende of the table"`
	const campNemec = `Němec 2012: "The series must also be positioned in enemy territory, that is, the spaces of the grid forward from the first row of your own starting position."`
	const campParlett = `rules.md: "parlett the enemy's half of the board"`
	runBook(t, []bookCase{
		// fulke1: Black's front rank as first placed is rank 11.
		{"on Black's front rank", camp1563, "fulke1", "", "c11=R2 d11=R4 e11=R6", "", []string{"great line c11 d11 e11"}},
		{"near miss: one rank short", camp1563, "fulke1", "", "c10=R2 d10=R4 e10=R6", "", nil},
		{"near miss: one man short of the camp", camp1563, "fulke1", "", "c10=R2 c11=R4 c12=R6", "", nil},
		{"on White's front rank, for Black", camp1563, "fulke1", "w", "c6=r2 d6=r4 e6=r6", "", []string{"great line c6 d6 e6"}},
		{"near miss: for Black, one rank short", camp1563, "fulke1", "w", "c7=r2 d7=r4 e7=r6", "", nil},
		// fulke2 as fulke1; fulke3's array stands at the board's ends.
		{"on Black's front rank", camp1563, "fulke2", "", "c11=R2 d11=R4 e11=R6", "", []string{"great line c11 d11 e11"}},
		{"on Black's front rank", camp1563, "fulke3", "", "c13=R2 d13=R4 e13=R6", "", []string{"great line c13 d13 e13"}},
		{"near miss: one rank short", camp1563, "fulke3", "", "c12=R2 d12=R4 e12=R6", "", nil},
		{"on the back edge", camp1563, "fulke3", "", "c16=R2 d16=R4 e16=R6", "", []string{"great line c16 d16 e16"}},
		// nemec: forward of one's own front rank (White's is 4, Black's 13).
		{"just forward of White's own front rank", campNemec, "nemec", "", "c5=R2 d5=R4 e5=R6", "", []string{"great line c5 d5 e5"}},
		{"near miss: on White's own front rank", campNemec, "nemec", "", "c4=R2 d4=R4 e4=R6", "", nil},
		{"in Black's camp too", campNemec, "nemec", "", "c14=R2 d14=R4 e14=R6", "", []string{"great line c14 d14 e14"}},
		{"Black, forward of its front rank 13", campNemec, "nemec", "w", "c12=r3 d12=r5 e12=r7", "", []string{"great line c12 d12 e12"}},
		{"near miss: Black on its own front rank", campNemec, "nemec", "w", "c13=r3 d13=r5 e13=r7", "", nil},
		// parlett: the enemy's half.
		{"in Black's half", campParlett, "parlett", "", "c9=R2 d9=R4 e9=R6", "", []string{"great line c9 d9 e9"}},
		{"near miss: in White's own half", campParlett, "parlett", "", "c8=R2 d8=R4 e8=R6", "", nil},
	})
}

// TestBookKingFirst: no triumph in the 1563 kinds before the enemy's king is
// taken whole; nemec and parlett do not ask it.
func TestBookKingFirst(t *testing.T) {
	const first = `1563, first kind: "WHen the King is taken, ye triumph must be prepared to be set in the aduersaries campe"`
	const second = `1563, second kind: "THe triumph is after the Kynge be cleane taken away"`
	const third = `1563, third kind: "Of the proper victorie need nothing here be spoken, for all things thereto belonging are sufficiently set forth in ye first kynd of playing"`
	const nemec = `Němec 2012: "Its loss is not an end-game as the checkmate of a king in chess. Play continues until a victory condition has been achieved."`
	const line11, line13 = "c11=R2 d11=R4 e11=R6", "c13=R2 d13=R4 e13=R6"
	const whole, layer = " h16=p[r16,t25,t36,s49,s64]", " h16=p[s64]"
	taken := "p[r16,t25,t36,s49,s64]"
	runBook(t, []bookCase{
		{"the king stands: no triumph", first, "fulke1", "", line11 + whole, "", nil},
		{"one layer left: no triumph", first, "fulke1", "", line11 + layer, "", nil},
		{"the king taken whole", first, "fulke1", "", line11, taken, []string{"great line c11 d11 e11"}},
		{"the king stands: no triumph", second, "fulke2", "", line11 + whole, "", nil},
		{"one layer left: no triumph", second, "fulke2", "", line11 + layer, "", nil},
		{"the king taken whole", second, "fulke2", "", line11, taken, []string{"great line c11 d11 e11"}},
		{"the king stands: no triumph", third, "fulke3", "", line13 + whole, "", nil},
		{"one layer left: no triumph", third, "fulke3", "", line13 + layer, "", nil},
		{"the king taken whole", third, "fulke3", "", line13, taken, []string{"great line c13 d13 e13"}},
		{"the king may stand", nemec, "nemec", "", line13 + whole, "", []string{"great line c13 d13 e13"}},
		{"the king may stand", `rules.md: "fulke1, fulke2, fulke3: no triumph before the enemy's king has been taken whole"`,
			"parlett", "", line13 + whole, "", []string{"great line c13 d13 e13"}},
	})
}

// TestBookPrisoners: the men of a triumph stand on the board; a prisoner
// serves once it stands there, never from the captor's hand.
func TestBookPrisoners(t *testing.T) {
	const second = `1563, second kind: "THe triumph is after the Kynge be cleane taken away, to be created in the aduersaries campe, as well of your owne men as of your aduersaries men that be taken"`
	const set = `rules.md: "a player may set one held prisoner on an empty square of the enemy camp; it then stands as the player's man (it takes nothing by being set, but may complete a triumph)"`
	const first = `1563, first kind: "from thens being remoued must fight against his conquerours enemies, and serve him also to make his triumphe"`
	runBook(t, []bookCase{
		{"a held 4 fills no empty square", set, "fulke2", "", "c11=R2 e11=R6", "r4", nil},
		{"a held 25 fills no corner of a square", second, "fulke2", "", "a15=T9 c13=S15 c15=T20", "r25", nil},
		{"the 4 set on d11 serves as White's man", set, "fulke2", "", "c11=R2 d11=R4 e11=R6", "", []string{"great line c11 d11 e11"}},
		{"the 25 set on a13 closes the square", second, "fulke2", "", "a15=T9 c13=S15 c15=T20 a13=R25", "", []string{"greater square a13 c13 c15 a15"}},
		{"a prisoner that changed sides serves", first, "fulke1", "", "c11=R3 d11=R5 e11=R7", "", []string{"great line c11 d11 e11"}},
	})
}

// TestBookNemecEnemyMen: under nemec a series may take in enemy men, the
// side's own man bringing up at least one end.
func TestBookNemecEnemyMen(t *testing.T) {
	const q = `Němec 2012: "The series will be three or four pieces, your own piece bringing up at least one end, but it may also incorporate enemy pieces."`
	runBook(t, []bookCase{
		{"an enemy man in the middle", q, "nemec", "", "c9=R2 d9=r3 e9=R4", "", []string{"great line c9 d9(enemy) e9"}},
		{"an enemy man at one end", q, "nemec", "", "c9=r3 d9=R4 e9=R5", "", []string{"great line c9(enemy) d9 e9"}},
		{"near miss: enemy men at both ends", q, "nemec", "", "c9=r3 d9=R4 e9=r5", "", nil},
		{"near miss: not under fulke3", q, "fulke3", "", "c13=R2 d13=r3 e13=R4", "", nil},
	})
}
