package diagram_test

import (
	"fmt"

	"github.com/rithmo/rithmo/rules/board"
	"github.com/rithmo/rithmo/rules/diagram"
)

// The 1563 book's addition under fulke1: White's round 6 has just moved c6-d7
// and, with the triangle 6 on e6, reaches Black's triangle 12 on e8:
// 6 + 6 = 12. The move and the man it takes are marked.
func ExampleDraw() {
	p, err := board.Parse("8/8/8/8/8/8/8/8/4,t12,3/3,R6,4/4,T6,3/8/8/8/8/8 b fulke1 - - 12")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Print(diagram.Draw(&p, diagram.Options{
		Layout: diagram.Narrow,
		Marks:  []diagram.Mark{{Square: board.At(2, 5), Kind: diagram.From}, {Square: board.At(3, 6), Kind: diagram.To}, {Square: board.At(4, 7), Kind: diagram.Taken}},
	}))
	// Output:
	//        a        b        c        d        e        f        g        h
	// 16     .        .        .        .        .        .        .        .     16
	// 15     .        .        .        .        .        .        .        .     15
	// 14     .        .        .        .        .        .        .        .     14
	// 13     .        .        .        .        .        .        .        .     13
	// 12     .        .        .        .        .        .        .        .     12
	// 11     .        .        .        .        .        .        .        .     11
	//    ------------------------------------------------------------------------
	// 10     .        .        .        .        .        .        .        .     10
	//  9     .        .        .        .        .        .        .        .     9
	//  8     .        .        .        .     x<t12>x     .        .        .     8
	//  7     .        .        .     *(R6)*      .        .        .        .     7
	//    ------------------------------------------------------------------------
	//  6     .        .       >.<       .      <T6>       .        .        .     6
	//  5     .        .        .        .        .        .        .        .     5
	//  4     .        .        .        .        .        .        .        .     4
	//  3     .        .        .        .        .        .        .        .     3
	//  2     .        .        .        .        .        .        .        .     2
	//  1     .        .        .        .        .        .        .        .     1
	//        a        b        c        d        e        f        g        h
	//
	// Black to move, turn 12. Rules: fulke1, Lever & Fulke 1563, the first kind of
	//   playing.
	// Taken by White: none. Taken by Black: none.
	// Key: (R6) round, <T12> triangle, [S45] square, {P91} pyramid; upper case
	//   White, the even army, always drawn at the bottom; lower case Black.
	// Ruled lines part the camps: White triumphs on ranks 11-16, Black on ranks 1-6.
	// Marks: >..< moved from, *..* moved to, x..x taken.
}
