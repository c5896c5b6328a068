package triumph_test

import (
	"fmt"

	"github.com/rithmo/rithmo/rules/board"
	"github.com/rithmo/rithmo/rules/triumph"
)

// White's 2, 3, 4 and 6 stand at the corners of a square in Black's half:
// all three proportions, the greatest triumph.
func ExampleFind() {
	p := board.MustParse("8/8/8/8/8/8/2,R4,R6,4/2,R2,R3,4/8/8/8/8/8/8/8/8 b nemec - - 1")
	for _, t := range triumph.Find(&p, board.White) {
		fmt.Println(t.Kind, t.Shape, t.Squares, t.Proportions)
	}
	// Output:
	// greatest square [c9 d9 d10 c10] [arithmetic geometric harmonic]
}

// Němec's victory of quarrel: 160 in 8 digits.
func ExampleWon() {
	p := board.MustParse("8/8/8/8/8/8/8/8/8/8/8/8/8/8/8/8 b nemec t16,s28,t56,t64 - 12")
	settings, err := triumph.ParseSettings("quarrel sum=160 digits=8")
	if err != nil {
		panic(err)
	}
	if v, ok := triumph.Won(&p, settings); ok {
		fmt.Println(v.Kind, v.Side)
		fmt.Println(v.Text)
	}
	// Output:
	// quarrel white
	// White has taken 16, 28, 56 and 64: 16 + 28 + 56 + 64 = 164 in 8 digits (at most 8), at least 160: victory of quarrel
}

// The engine asks, after each action, which triumphs it completed.
func ExampleCompleted() {
	before := board.MustParse("8/8/2,R12,5/8/1,R6,6/8/2,R4,5/8/8/8/8/8/8/8/8/8 w nemec - - 9")
	after := board.MustParse("8/8/2,R12,5/8/2,R6,5/8/2,R4,5/8/8/8/8/8/8/8/8/8 b nemec - - 9")
	for _, t := range triumph.Completed(&before, &after, board.White) {
		fmt.Println(t.Explain())
	}
	// Output:
	// White sets the great triumph with 4 on c10, 6 on c12 and 12 on c14 in a line along the c file: 4, 6, 12: (12 − 6) × 4 = 24 = (6 − 4) × 12: harmonic (4, 6, 12): the great triumph
}

// The 1563 book's honour and quarrel: 100 in 8 men and 9 digits, but "not
// .100. vpon one man": White's 120 does not count.
func ExampleCountFor() {
	p := board.MustParse("8/8/8/8/8/8/8/8/8/8/8/8/8/8/8/8 w fulke3 s120,r3 R2,R4,R6,R8,R4,T6,T9,R64 40")
	settings, err := triumph.ParseSettings("honour-and-quarrel sum=100 men=8 digits=9")
	if err != nil {
		panic(err)
	}
	for _, side := range []board.Side{board.White, board.Black} {
		c := triumph.CountFor(&p, side, settings)
		fmt.Println(c.Won, c.Counted, c.Sum, len(c.Counted), c.Digits, c.Excluded)
	}
	// Output:
	// false [3] 3 1 1 [120]
	// true [2 4 4 6 6 8 9 64] 103 8 9 []
}
